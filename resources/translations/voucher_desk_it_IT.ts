<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en_GB">
    <context>
        <name>Amount</name>
        <message>
            <source>Enter an amount</source>
            <extracomment>Why an amount is refused, in the source language: compared as they are (``AmountError.source``), translated where the error is made (``AmountError.reason``).</extracomment>
            <translation>Inserisci l'importo</translation>
        </message>
        <message>
            <source>Enter an amount greater than zero</source>
            <translation>Inserisci un importo maggiore di zero</translation>
        </message>
        <message>
            <source>At most 2 decimal places</source>
            <translation>Al massimo 2 decimali</translation>
        </message>
        <message>
            <source>That amount is too large</source>
            <translation>Importo troppo alto</translation>
        </message>
        <message>
            <source>Not a number</source>
            <translation>Non è un numero</translation>
        </message>
        <message>
            <source>Type the amount without thousands separators</source>
            <translation>Scrivi l'importo senza separatore delle migliaia</translation>
        </message>
        <message>
            <source>This voucher is in {voucher}, not {typed}</source>
            <translation>Questo buono è in {voucher}, non in {typed}</translation>
        </message>
        <message>
            <source>A code was scanned onto the amount typed here: scan the code again.</source>
            <extracomment>What a typed amount is made of; anything else arriving in the field is a scan (or a slip).</extracomment>
            <translation>È stato scansionato un codice sull'importo digitato qui: scansiona di nuovo il codice.</translation>
        </message>
    </context>
    <context>
        <name>Confirm</name>
        <message>
            <source>Confirm (F12)</source>
            <extracomment>The one key that confirms: no scanner's suffix, and not a key a cashier presses by accident.</extracomment>
            <translation>Conferma (F12)</translation>
        </message>
        <message>
            <source>Cancel (Esc)</source>
            <extracomment>Confirm's text while a movement is in flight ("Redeeming…"); "" when none is.</extracomment>
            <translation>Annulla (Esc)</translation>
        </message>
        <message>
            <source>What confirming the {what} will do</source>
            <translation>Cosa farà la conferma ({what})</translation>
        </message>
        <message>
            <source>Confirm this {what} (click, tap or F12; Enter never confirms)</source>
            <translation>Conferma: {what} (clic, tocco o F12; Invio non conferma mai)</translation>
        </message>
        <message>
            <source>Confirm the {what}</source>
            <translation>Conferma: {what}</translation>
        </message>
    </context>
    <context>
        <name>Connection</name>
        <message>
            <source>activity</source>
            <extracomment>The state a failed probe leaves the till in; any other failure means it is still offline. The parts of the service that can fail on their own, in till words ("activity" is the feed's).</extracomment>
            <translation>attività</translation>
        </message>
        <message>
            <source> · last contact {time}</source>
            <extracomment>The parts of the service that fail on their own while it otherwise answers ("activity").</extracomment>
            <translation> · ultimo contatto {time}</translation>
        </message>
        <message>
            <source>{part} not updating</source>
            <translation>{part} non si aggiorna</translation>
        </message>
        <message>
            <source>Online · {parts}</source>
            <translation>Online · {parts}</translation>
        </message>
        <message>
            <source>Online</source>
            <translation>Online</translation>
        </message>
        <message>
            <source>Checking…</source>
            <translation>Verifica…</translation>
        </message>
        <message>
            <source>Offline</source>
            <translation>Offline</translation>
        </message>
        <message>
            <source>API key refused — ask a manager</source>
            <translation>Chiave API rifiutata — chiama un responsabile</translation>
        </message>
        <message>
            <source>Service having trouble</source>
            <translation>Il servizio ha problemi</translation>
        </message>
        <message>
            <source> Last contact {time}.</source>
            <translation> Ultimo contatto {time}.</translation>
        </message>
        <message>
            <source>Offline: the voucher service cannot be reached. The till keeps trying; lookups wait and carry on by themselves when it answers.</source>
            <translation>Offline: il servizio buoni non è raggiungibile. La cassa continua a provare; le ricerche attendono e riprendono da sole quando risponde.</translation>
        </message>
        <message>
            <source>The voucher service is having trouble (it answers with errors). The till keeps trying; try again in a moment.</source>
            <translation>Il servizio buoni ha problemi (risponde con errori). La cassa continua a provare; riprova tra poco.</translation>
        </message>
    </context>
    <context>
        <name>Header</name>
        <message>
            <source>TRAINING — no real money</source>
            <extracomment>Who is signed in ("" for nobody), said again in the language the till changes to.</extracomment>
            <translation>FORMAZIONE — nessun denaro reale</translation>
        </message>
        <message>
            <source>Storage problem</source>
            <translation>Problema di archiviazione</translation>
        </message>
        <message>
            <source>Try again now</source>
            <translation>Riprova ora</translation>
        </message>
        <message>
            <source>Check again whether the till can write its journal and audit log</source>
            <translation>Verifica di nuovo se la cassa può scrivere il giornale e il registro di controllo</translation>
        </message>
        <message>
            <source>Property and location</source>
            <translation>Struttura e punto vendita</translation>
        </message>
        <message>
            <source>Connection to the voucher service</source>
            <translation>Connessione al servizio buoni</translation>
        </message>
        <message>
            <source>Movements waiting for a manager</source>
            <translation>Operazioni in attesa di un responsabile</translation>
        </message>
        <message>
            <source>Unconfirmed movements… (Ctrl+U)</source>
            <translation>Operazioni non confermate… (Ctrl+U)</translation>
        </message>
        <message>
            <source>A manager decides each one, with the service's events shown (Ctrl+U)</source>
            <translation>Un responsabile decide ciascuna, con gli eventi del servizio davanti (Ctrl+U)</translation>
        </message>
        <message>
            <source>The till's clock</source>
            <translation>L'orologio della cassa</translation>
        </message>
        <message>
            <source>Staff: {name}</source>
            <translation>Operatore: {name}</translation>
        </message>
        <message>
            <source>Not signed in</source>
            <translation>Nessun accesso</translation>
        </message>
    </context>
    <context>
        <name>Managers</name>
        <message>
            <source>Managers and PINs</source>
            <translation>Responsabili e PIN</translation>
        </message>
        <message>
            <source>Managers</source>
            <translation>Responsabili</translation>
        </message>
        <message>
            <source>Remove manager</source>
            <translation>Rimuovi responsabile</translation>
        </message>
        <message>
            <source>New manager's name</source>
            <translation>Nome del nuovo responsabile</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nome</translation>
        </message>
        <message>
            <source>New manager's PIN</source>
            <translation>PIN del nuovo responsabile</translation>
        </message>
        <message>
            <source>New manager's PIN again</source>
            <translation>Ripeti il PIN del nuovo responsabile</translation>
        </message>
        <message>
            <source>Add manager</source>
            <translation>Aggiungi responsabile</translation>
        </message>
        <message>
            <source>Add a manager</source>
            <translation>Nuovo responsabile</translation>
        </message>
        <message>
            <source>PIN (4–8 digits)</source>
            <translation>PIN (4–8 cifre)</translation>
        </message>
        <message>
            <source>PIN again</source>
            <translation>Ripeti PIN</translation>
        </message>
        <message>
            <source>Chosen manager's new PIN</source>
            <translation>Nuovo PIN del responsabile scelto</translation>
        </message>
        <message>
            <source>Chosen manager's new PIN again</source>
            <translation>Ripeti il nuovo PIN del responsabile scelto</translation>
        </message>
        <message>
            <source>Change PIN</source>
            <translation>Cambia PIN</translation>
        </message>
        <message>
            <source>New PIN for the chosen manager</source>
            <translation>Nuovo PIN per il responsabile scelto</translation>
        </message>
        <message>
            <source>New PIN</source>
            <translation>Nuovo PIN</translation>
        </message>
        <message>
            <source>New PIN again</source>
            <translation>Ripeti nuovo PIN</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
    </context>
    <context>
        <name>OrderFix</name>
        <message>
            <source>Correct order #{order}</source>
            <translation>Correggi ordine #{order}</translation>
        </message>
        <message>
            <source>Approved by {manager}</source>
            <translation>Approvato da {manager}</translation>
        </message>
        <message>
            <source>Purchaser</source>
            <translation>Acquirente</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>E-mail</translation>
        </message>
        <message>
            <source>Recipient e-mail</source>
            <translation>E-mail del destinatario</translation>
        </message>
        <message>
            <source>Purchaser's name</source>
            <translation>Nome dell'acquirente</translation>
        </message>
        <message>
            <source>Purchaser's e-mail</source>
            <translation>E-mail dell'acquirente</translation>
        </message>
        <message>
            <source>Recipient's e-mail</source>
            <translation>E-mail del destinatario</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Salva</translation>
        </message>
        <message>
            <source>Send the corrections (a tap; Enter never sends)</source>
            <translation>Invia le correzioni (un tocco; Invio non invia mai)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <source>Close without sending anything more</source>
            <translation>Chiudi senza inviare altro</translation>
        </message>
        <message>
            <source>Correct this voucher's order…</source>
            <translation>Correggi l'ordine di questo buono…</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Responsabile</translation>
        </message>
        <message>
            <source>Look up a voucher of the order first.</source>
            <translation>Cerca prima un buono dell'ordine.</translation>
        </message>
        <message>
            <source>purchaser's name</source>
            <extracomment>The order's fields a desk may correct: the service's name, and the till's words for it (the audit line keeps these English words; the screen says them in the language shown).</extracomment>
            <translation>nome dell'acquirente</translation>
        </message>
        <message>
            <source>purchaser's e-mail</source>
            <translation>e-mail dell'acquirente</translation>
        </message>
        <message>
            <source>recipient's e-mail</source>
            <translation>e-mail del destinatario</translation>
        </message>
        <message>
            <source>Order #{order} could not be read</source>
            <translation>Impossibile leggere l'ordine #{order}</translation>
        </message>
        <message>
            <source>Check the {fields}.</source>
            <translation>Controlla: {fields}.</translation>
        </message>
        <message>
            <source>Nothing changed: nothing was sent.</source>
            <translation>Nessuna modifica: non è stato inviato nulla.</translation>
        </message>
        <message>
            <source>Order #{order} was not corrected</source>
            <translation>L'ordine #{order} non è stato corretto</translation>
        </message>
        <message>
            <source>Order #{order}: the correction was sent but the order could not be read back ({why}). Look it up again before correcting it again.</source>
            <translation>Ordine #{order}: la correzione è stata inviata, ma non è stato possibile rileggere l'ordine ({why}). Cercalo di nuovo prima di correggerlo ancora.</translation>
        </message>
        <message>
            <source>Order #{order} reads back with another {fields} than asked — ask a manager.</source>
            <translation>Rileggendo l'ordine #{order}, {fields} non corrisponde a quanto richiesto — chiama un responsabile.</translation>
        </message>
        <message>
            <source>Order #{order} corrected: {fields}.</source>
            <translation>Ordine #{order} corretto: {fields}.</translation>
        </message>
        <message>
            <source>try again.</source>
            <translation>riprova.</translation>
        </message>
        <message>
            <source>{what}: {why}</source>
            <translation>{what}: {why}</translation>
        </message>
    </context>
    <context>
        <name>Pin</name>
        <message>
            <source>Manager approval</source>
            <translation>Approvazione del responsabile</translation>
        </message>
        <message>
            <source>A manager approves this with their own PIN.</source>
            <translation>Un responsabile lo approva con il proprio PIN.</translation>
        </message>
        <message>
            <source>Manager PIN</source>
            <extracomment>The field refused a key (a letter, a ninth digit) since it was last empty.</extracomment>
            <translation>PIN responsabile</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annulla</translation>
        </message>
        <message>
            <source>Approve</source>
            <translation>Approva</translation>
        </message>
        <message>
            <source>Checking…</source>
            <translation>Verifica…</translation>
        </message>
    </context>
    <context>
        <name>Recheck</name>
        <message>
            <source>The till's re-check of its movements</source>
            <translation>Nuovo controllo delle operazioni della cassa</translation>
        </message>
        <message>
            <source>the service cannot be reached.</source>
            <extracomment>How often open movements are looked at again while the service answers. The status line says movements are still being checked: it goes once none is open. What this round settled, said again beside what it leaves open.</extracomment>
            <translation>il servizio non è raggiungibile.</translation>
        </message>
        <message numerus="yes">
            <source>%n movement(s) not confirmed yet: {why} The till checks again as soon as it answers.</source>
            <translation>
                <numerusform>%n operazione non ancora confermata: {why} La cassa ricontrolla appena risponde.</numerusform>
                <numerusform>%n operazioni non ancora confermate: {why} La cassa ricontrolla appena risponde.</numerusform>
            </translation>
        </message>
        <message>
            <source>{problem}. Open movements are checked again once it can.</source>
            <translation>{problem}. Le operazioni aperte saranno ricontrollate appena possibile.</translation>
        </message>
        <message>
            <source>1 movement is still being checked with the service.</source>
            <translation>1 operazione è ancora in verifica con il servizio.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements are still being checked with the service.</source>
            <translation>
                <numerusform>%n operazione è ancora in verifica con il servizio.</numerusform>
                <numerusform>%n operazioni sono ancora in verifica con il servizio.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement waits for a manager: {first}, which the till cannot confirm.</source>
            <translation>1 operazione attende un responsabile: {first}, che la cassa non può confermare.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements wait for a manager: {first} and {more} more, which the till cannot confirm.</source>
            <translation>
                <numerusform>%n operazione attende un responsabile: {first} e altre {more}, che la cassa non può confermare.</numerusform>
                <numerusform>%n operazioni attendono un responsabile: {first} e altre {more}, che la cassa non può confermare.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Redeem</name>
        <message>
            <source>&amp;Amount</source>
            <translation>&amp;Importo</translation>
        </message>
        <message>
            <source>Amount to redeem</source>
            <translation>Importo da riscattare</translation>
        </message>
        <message>
            <source>Amount to redeem; Enter shows what will be redeemed, to confirm (Alt+A)</source>
            <translation>Importo da riscattare; Invio mostra cosa verrà riscattato, da confermare (Alt+I)</translation>
        </message>
        <message>
            <source>Redeem…</source>
            <translation>Riscatta…</translation>
        </message>
        <message>
            <source>Review the redemption</source>
            <translation>Controlla il riscatto</translation>
        </message>
        <message>
            <source>Show what will be redeemed, to confirm (Enter in the amount)</source>
            <translation>Mostra cosa verrà riscattato, da confermare (Invio nell'importo)</translation>
        </message>
        <message>
            <source>redemption</source>
            <translation>riscatto</translation>
        </message>
        <message>
            <source>Do not redeem; change the amount or scan another code</source>
            <translation>Non riscattare; cambia l'importo o scansiona un altro codice</translation>
        </message>
        <message>
            <source>Redeeming…</source>
            <translation>Riscatto…</translation>
        </message>
        <message>
            <source>Use whole balance</source>
            <translation>Tutto il saldo</translation>
        </message>
        <message>
            <source>Put the whole balance in the amount (then review and confirm)</source>
            <translation>Metti tutto il saldo come importo (poi controlla e conferma)</translation>
        </message>
    </context>
    <context>
        <name>Reverse</name>
        <message>
            <source>Reverse event {event}</source>
            <translation>Storna l'evento {event}</translation>
        </message>
        <message>
            <source>Reverse this event?</source>
            <translation>Stornare questo evento?</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Codice</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importo</translation>
        </message>
        <message>
            <source>When</source>
            <translation>Quando</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Dove</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Evento</translation>
        </message>
        <message>
            <source>The voucher's balance could not be read just now.</source>
            <translation>Non è stato possibile leggere ora il saldo del buono.</translation>
        </message>
        <message>
            <source>Why? (for example: wrong voucher scanned)</source>
            <translation>Perché? (ad esempio: buono sbagliato scansionato)</translation>
        </message>
        <message>
            <source>Reason for the reverse</source>
            <translation>Motivo dello storno</translation>
        </message>
        <message>
            <source>Reverse</source>
            <translation>Storna</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annulla</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Motivo</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
    </context>
    <context>
        <name>Sale</name>
        <message>
            <source>Not an e-mail address (name@example.com)</source>
            <extracomment>What every payment reference of this till starts with, so staff and the back office know it.</extracomment>
            <translation>Non è un indirizzo e-mail (nome@esempio.com)</translation>
        </message>
        <message>
            <source>Required</source>
            <translation>Obbligatorio</translation>
        </message>
        <message>
            <source>Give {lines} to {who} — complimentary, take no payment</source>
            <extracomment>An open-value product: ``value`` is the amount the buyer chose, sent as ``items[].amount``. The product's options as chosen: (optionKey, optionValue), sent as ``items[].options``. The billing address as typed (line1, line2, locality, county, postcode, country), sent only when payment is taken (the service recommends it then); empty parts are left out.</extracomment>
            <translation>Omaggio di {lines} a {who} — gratuito, non incassare</translation>
        </message>
        <message>
            <source>Sell {lines} to {who} — take {total} on the POS</source>
            <translation>Vendi {lines} a {who} — incassa {total} sul POS</translation>
        </message>
        <message>
            <source>{quantity} x {product} {value}</source>
            <translation>{quantity} x {product} {value}</translation>
        </message>
        <message>
            <source>Given: {lines} to {who}, complimentary.</source>
            <translation>Omaggio: {lines} a {who}, gratuito.</translation>
        </message>
        <message>
            <source>Sold: {lines} to {who}.</source>
            <translation>Venduto: {lines} a {who}.</translation>
        </message>
        <message>
            <source>Take {amount} payment on the POS — reference {reference}</source>
            <translation>Incassa {amount} sul POS — riferimento {reference}</translation>
        </message>
        <message>
            <source>Complimentary — take no payment (reference {reference})</source>
            <translation>Omaggio — non incassare (riferimento {reference})</translation>
        </message>
        <message>
            <source>The service recorded order #{order} with {problems} — ask a manager.</source>
            <extracomment>How much earlier than the intent (on the service's clock) the orders list is read from: a service stamps an order when it starts it, and the measured offset may be a little out. Pages of orders read at most when looking for a reference (50 each): a busy web shop's hour.</extracomment>
            <translation>Il servizio ha registrato l'ordine #{order} con {problems} — chiama un responsabile.</translation>
        </message>
        <message>
            <source>property {got}, not {asked}</source>
            <translation>struttura {got}, non {asked}</translation>
        </message>
        <message>
            <source>currency {got}, not {asked}</source>
            <translation>valuta {got}, non {asked}</translation>
        </message>
        <message>
            <source>a total of {got}, not {asked}</source>
            <translation>un totale di {got}, non {asked}</translation>
        </message>
        <message>
            <source>{got} vouchers of product {product}, not {asked}</source>
            <translation>{got} buoni del prodotto {product}, non {asked}</translation>
        </message>
        <message>
            <source>product {product} worth {amount}</source>
            <translation>prodotto {product} del valore di {amount}</translation>
        </message>
        <message>
            <source>products not asked for ({products})</source>
            <translation>prodotti non richiesti ({products})</translation>
        </message>
        <message>
            <source>Sell gift vouchers</source>
            <extracomment>Asks a manager's PIN for a complimentary sale: calls back with the manager's name, or "" if cancelled. Prints the vouchers just sold (the till's slip printer and paper); says how it went on the line.</extracomment>
            <translation>Vendi buoni regalo</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Categoria</translation>
        </message>
        <message>
            <source>Products</source>
            <translation>Prodotti</translation>
        </message>
        <message>
            <source>Quantity</source>
            <translation>Quantità</translation>
        </message>
        <message>
            <source>Value of an open-value voucher</source>
            <translation>Valore di un buono a importo libero</translation>
        </message>
        <message>
            <source>Personal message</source>
            <translation>Messaggio personale</translation>
        </message>
        <message>
            <source>Vouchers in this sale</source>
            <translation>Buoni di questa vendita</translation>
        </message>
        <message>
            <source>Delivery</source>
            <translation>Consegna</translation>
        </message>
        <message>
            <source>Purchaser's name</source>
            <translation>Nome dell'acquirente</translation>
        </message>
        <message>
            <source>Purchaser's e-mail</source>
            <translation>E-mail dell'acquirente</translation>
        </message>
        <message>
            <source>Recipient's e-mail (optional)</source>
            <translation>E-mail del destinatario (facoltativa)</translation>
        </message>
        <message>
            <source>The new codes, shown once</source>
            <translation>I nuovi codici, mostrati una sola volta</translation>
        </message>
        <message>
            <source>Value (open-value vouchers)</source>
            <translation>Valore (buoni a importo libero)</translation>
        </message>
        <message>
            <source>Personal message (optional)</source>
            <translation>Messaggio personale (facoltativo)</translation>
        </message>
        <message>
            <source>Add to sale</source>
            <translation>Aggiungi alla vendita</translation>
        </message>
        <message>
            <source>Add the chosen product to the sale</source>
            <translation>Aggiungi il prodotto scelto alla vendita</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Rimuovi</translation>
        </message>
        <message>
            <source>Take the chosen line off the sale</source>
            <translation>Togli la riga scelta dalla vendita</translation>
        </message>
        <message>
            <source>Review sale</source>
            <translation>Rivedi vendita</translation>
        </message>
        <message>
            <source>What Confirm will do (Enter never sells)</source>
            <translation>Cosa farà Conferma (Invio non vende mai)</translation>
        </message>
        <message>
            <source>Print vouchers</source>
            <translation>Stampa buoni</translation>
        </message>
        <message>
            <source>Print each voucher sold, its code in full with a QR code</source>
            <translation>Stampa ogni buono venduto, con il codice completo e un codice QR</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <source>Close the sale window</source>
            <translation>Chiudi la finestra di vendita</translation>
        </message>
        <message>
            <source>Confirmation e-mail</source>
            <translation>E-mail di conferma</translation>
        </message>
        <message>
            <source>Send the purchaser the service's confirmation e-mail</source>
            <translation>Invia all'acquirente l'e-mail di conferma del servizio</translation>
        </message>
        <message>
            <source>Complimentary</source>
            <translation>Omaggio</translation>
        </message>
        <message>
            <source>No payment taken: a manager approves it with their PIN</source>
            <translation>Nessun incasso: lo approva un responsabile con il suo PIN</translation>
        </message>
        <message>
            <source>Paid on POS</source>
            <translation>Pagato sul POS</translation>
        </message>
        <message>
            <source>sale</source>
            <translation>vendita</translation>
        </message>
        <message>
            <source>Back to the sale: nothing is sent (Esc)</source>
            <translation>Torna alla vendita: non viene inviato nulla (Esc)</translation>
        </message>
        <message>
            <source>Qty</source>
            <translation>Qtà</translation>
        </message>
        <message>
            <source>Purchaser</source>
            <translation>Acquirente</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>E-mail</translation>
        </message>
        <message>
            <source>Recipient e-mail</source>
            <translation>E-mail del destinatario</translation>
        </message>
        <message>
            <source>Billing address</source>
            <translation>Indirizzo di fatturazione</translation>
        </message>
        <message>
            <source>Selling…</source>
            <translation>Vendita in corso…</translation>
        </message>
        <message>
            <source>Total {amount}</source>
            <translation>Totale {amount}</translation>
        </message>
        <message>
            <source>Choose a product first.</source>
            <translation>Scegli prima un prodotto.</translation>
        </message>
        <message>
            <source>{product} — {value} — code {code} — expires {date}</source>
            <translation>{product} — {value} — codice {code} — scade il {date}</translation>
        </message>
        <message>
            <source>{product} — {value} — code {code}</source>
            <translation>{product} — {value} — codice {code}</translation>
        </message>
        <message>
            <source>New codes (shown once, for the slip):</source>
            <translation>Nuovi codici (mostrati una sola volta, per lo scontrino):</translation>
        </message>
        <message>
            <source>Address line 1</source>
            <extracomment>The service's keys of a billing address, with what each line is called at the desk.</extracomment>
            <translation>Indirizzo, riga 1</translation>
        </message>
        <message>
            <source>Address line 2</source>
            <translation>Indirizzo, riga 2</translation>
        </message>
        <message>
            <source>Town or city</source>
            <translation>Città</translation>
        </message>
        <message>
            <source>County</source>
            <translation>Provincia</translation>
        </message>
        <message>
            <source>Postcode</source>
            <translation>CAP</translation>
        </message>
        <message>
            <source>Country</source>
            <translation>Paese</translation>
        </message>
        <message>
            <source>Billing address, sent with a sale the guest pays for</source>
            <translation>Indirizzo di fatturazione, inviato con una vendita pagata dal cliente</translation>
        </message>
        <message>
            <source>Sell vouchers…</source>
            <translation>Vendi buoni…</translation>
        </message>
        <message>
            <source>Sell gift vouchers (F6)</source>
            <translation>Vendi buoni regalo (F6)</translation>
        </message>
        <message>
            <source>Printing the vouchers…</source>
            <translation>Stampa dei buoni in corso…</translation>
        </message>
        <message>
            <source>{why} The sale stands; print them again from here.</source>
            <translation>{why} La vendita resta valida; ristampali da qui.</translation>
        </message>
        <message>
            <source>A complimentary sale (no payment taken)</source>
            <translation>Una vendita omaggio (nessun incasso)</translation>
        </message>
        <message>
            <source>name</source>
            <extracomment>The buyer's fields a review names when one is wrong, as the sale screen calls them.</extracomment>
            <translation>nome</translation>
        </message>
        <message>
            <source>email</source>
            <translation>e-mail</translation>
        </message>
        <message>
            <source>recipient</source>
            <translation>destinatario</translation>
        </message>
        <message>
            <source>This till has no property set up: a manager sets it up first.</source>
            <extracomment>The billing address's parts as typed (``app.core.sale.SaleRequest.billing``).</extracomment>
            <translation>Questa cassa non ha una struttura impostata: prima la imposta un responsabile.</translation>
        </message>
        <message>
            <source>Selling needs the voucher service: a sale is never kept to send later.</source>
            <translation>Per vendere serve il servizio buoni: una vendita non viene mai tenuta da inviare dopo.</translation>
        </message>
        <message>
            <source>Reading the property's products…</source>
            <translation>Lettura dei prodotti della struttura…</translation>
        </message>
        <message>
            <source>try again.</source>
            <translation>riprova.</translation>
        </message>
        <message>
            <source>The products could not be read: {why}</source>
            <translation>Impossibile leggere i prodotti: {why}</translation>
        </message>
        <message>
            <source>Quantity: 1 to {most} of one product.</source>
            <translation>Quantità: da 1 a {most} per prodotto.</translation>
        </message>
        <message>
            <source>{product} is sold in {currency}, not here.</source>
            <translation>{product} si vende in {currency}, non qui.</translation>
        </message>
        <message>
            <source>Value of {product}: {why}</source>
            <translation>Valore di {product}: {why}</translation>
        </message>
        <message>
            <source>Choose the {option} of {product}.</source>
            <translation>Scegli {option} per {product}.</translation>
        </message>
        <message>
            <source>Add a product to the sale first.</source>
            <translation>Aggiungi prima un prodotto alla vendita.</translation>
        </message>
        <message>
            <source>Check the buyer's details: {fields}.</source>
            <translation>Controlla i dati dell'acquirente: {fields}.</translation>
        </message>
        <message>
            <source>about the sale (reference {reference})</source>
            <translation>sulla vendita (riferimento {reference})</translation>
        </message>
        <message>
            <source>The till keeps checking the service's orders for it: do not sell it again.</source>
            <translation>La cassa continua a cercarla negli ordini del servizio: non venderla di nuovo.</translation>
        </message>
        <message>
            <source>The sale is journalled; the till settles it.</source>
            <translation>La vendita è registrata; la cassa la risolve.</translation>
        </message>
        <message>
            <source>The sale could not be sent.</source>
            <translation>Impossibile inviare la vendita.</translation>
        </message>
        <message>
            <source>All</source>
            <translation>Tutti</translation>
        </message>
        <message>
            <source>Open value</source>
            <translation>Importo libero</translation>
        </message>
        <message numerus="yes">
            <source>valid %n day(s)</source>
            <translation>
                <numerusform>valido %n giorno</numerusform>
                <numerusform>valido %n giorni</numerusform>
            </translation>
        </message>
        <message>
            <source>validity not given</source>
            <translation>validità non indicata</translation>
        </message>
        <message>
            <source>can be used in part</source>
            <translation>utilizzabile in parte</translation>
        </message>
        <message>
            <source>used in one go</source>
            <translation>utilizzabile in un'unica volta</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Prodotto</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valore</translation>
        </message>
        <message>
            <source>Validity</source>
            <translation>Validità</translation>
        </message>
        <message>
            <source>Each</source>
            <translation>Cad.</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Messaggio</translation>
        </message>
        <message>
            <source>free</source>
            <translation>gratuita</translation>
        </message>
    </context>
    <context>
        <name>Setup</name>
        <message>
            <source>No secure key store on this computer: the key is kept in a file only your user can read.</source>
            <translation>Questo computer non ha un archivio sicuro per le chiavi: la chiave è conservata in un file leggibile solo dal tuo utente.</translation>
        </message>
        <message>
            <source>Set up Voucher Desk</source>
            <translation>Configura Voucher Desk</translation>
        </message>
        <message>
            <source>Service settings</source>
            <translation>Impostazioni del servizio</translation>
        </message>
        <message>
            <source>Connect this till to Giftpro</source>
            <translation>Collega questa cassa a Giftpro</translation>
        </message>
        <message>
            <source>Type the service address and this till's API key, then test the connection to choose where the till redeems.</source>
            <translation>Inserisci l'indirizzo del servizio e la chiave API di questa cassa, poi prova la connessione per scegliere dove la cassa riscatta.</translation>
        </message>
        <message>
            <source>Changing the service, property or location restarts the till session.</source>
            <translation>Cambiare servizio, struttura o punto vendita riavvia la sessione della cassa.</translation>
        </message>
        <message>
            <source>Service address</source>
            <translation>Indirizzo del servizio</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>Chiave API</translation>
        </message>
        <message>
            <source>Leave empty to keep the saved key; type a new key to replace it</source>
            <translation>Lascia vuoto per tenere la chiave salvata; scrivine una nuova per sostituirla</translation>
        </message>
        <message>
            <source>&amp;Test connection</source>
            <translation>&amp;Prova connessione</translation>
        </message>
        <message>
            <source>Read the properties and locations this key can use (Alt+T)</source>
            <translation>Leggi le strutture e i punti vendita che questa chiave può usare (Alt+P)</translation>
        </message>
        <message>
            <source>Not tested yet.</source>
            <translation>Non ancora provato.</translation>
        </message>
        <message>
            <source>Property</source>
            <translation>Struttura</translation>
        </message>
        <message>
            <source>Location</source>
            <translation>Punto vendita</translation>
        </message>
        <message>
            <source>Property id</source>
            <translation>ID struttura</translation>
        </message>
        <message>
            <source>Property id (domainID)</source>
            <translation>ID struttura (domainID)</translation>
        </message>
        <message>
            <source>Location id</source>
            <translation>ID punto vendita</translation>
        </message>
        <message>
            <source>Location id (locationID)</source>
            <translation>ID punto vendita (locationID)</translation>
        </message>
        <message>
            <source>C&amp;heck ids</source>
            <translation>&amp;Verifica ID</translation>
        </message>
        <message>
            <source>Check the typed ids with the service (Alt+H)</source>
            <translation>Verifica con il servizio gli ID inseriti (Alt+V)</translation>
        </message>
        <message>
            <source>Till name</source>
            <translation>Nome della cassa</translation>
        </message>
        <message>
            <source>This is the only till at this location</source>
            <translation>È l'unica cassa in questo punto vendita</translation>
        </message>
        <message>
            <source>Tick only if no other till redeems at this location. The service does not say which till made a movement: with another till here, a lost answer always goes to a manager.</source>
            <translation>Spunta solo se nessun'altra cassa riscatta in questo punto vendita. Il servizio non dice quale cassa ha fatto un'operazione: con un'altra cassa qui, una risposta persa va sempre a un responsabile.</translation>
        </message>
        <message>
            <source>Save the settings (Ctrl+S)</source>
            <translation>Salva le impostazioni (Ctrl+S)</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Salva</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annulla</translation>
        </message>
        <message>
            <source>Managers (each approves with their own PIN; at least one)</source>
            <translation>Responsabili (ognuno approva con il proprio PIN; almeno uno)</translation>
        </message>
        <message>
            <source>Managers</source>
            <translation>Responsabili</translation>
        </message>
        <message>
            <source>Manager's name</source>
            <translation>Nome del responsabile</translation>
        </message>
        <message>
            <source>Manager's PIN</source>
            <translation>PIN del responsabile</translation>
        </message>
        <message>
            <source>4–8 digit PIN</source>
            <translation>PIN di 4–8 cifre</translation>
        </message>
        <message>
            <source>Manager's PIN again</source>
            <translation>Ripeti il PIN del responsabile</translation>
        </message>
        <message>
            <source>PIN again</source>
            <translation>Ripeti PIN</translation>
        </message>
        <message>
            <source>&amp;Add manager</source>
            <translation>&amp;Aggiungi responsabile</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Rimuovi</translation>
        </message>
        <message>
            <source>Testing…</source>
            <translation>Prova in corso…</translation>
        </message>
        <message>
            <source>Test the connection first</source>
            <translation>Prima prova la connessione</translation>
        </message>
        <message>
            <source>Paste the API key from Giftpro</source>
            <translation>Incolla la chiave API di Giftpro</translation>
        </message>
        <message>
            <source>Keep the saved key</source>
            <translation>Tieni la chiave salvata</translation>
        </message>
        <message>
            <source>Keep the saved key …{tail}</source>
            <translation>Tieni la chiave salvata …{tail}</translation>
        </message>
        <message>
            <source>Test the connection again before saving.</source>
            <translation>Prova di nuovo la connessione prima di salvare.</translation>
        </message>
        <message>
            <source>Type the API key first.</source>
            <translation>Prima inserisci la chiave API.</translation>
        </message>
        <message>
            <source>{property} has no locations to redeem at.</source>
            <translation>{property} non ha punti vendita in cui riscattare.</translation>
        </message>
        <message>
            <source>{name} is a manager at this till.</source>
            <translation>{name} è responsabile in questa cassa.</translation>
        </message>
        <message>
            <source>{name} is no longer a manager here.</source>
            <translation>{name} non è più responsabile qui.</translation>
        </message>
        <message>
            <source>Connecting to {url}…</source>
            <translation>Connessione a {url}…</translation>
        </message>
        <message>
            <source>The service listed no properties or locations.</source>
            <translation>Il servizio non ha elencato strutture né punti vendita.</translation>
        </message>
        <message>
            <source>{text} Type this till's property id and location id, then press Check ids.</source>
            <translation>{text} Inserisci l'ID struttura e l'ID punto vendita di questa cassa, poi premi Verifica ID.</translation>
        </message>
        <message>
            <source>Type the property id and the location id as numbers.</source>
            <translation>Inserisci l'ID struttura e l'ID punto vendita come numeri.</translation>
        </message>
        <message>
            <source>Checking location {location} with the service…</source>
            <translation>Verifica del punto vendita {location} con il servizio…</translation>
        </message>
        <message>
            <source>The service's balance events for location {location} could not be read: {why}</source>
            <translation>Non è stato possibile leggere i movimenti di saldo del servizio per il punto vendita {location}: {why}</translation>
        </message>
        <message>
            <source>Location {location} belongs to property {other}, not {property}.</source>
            <translation>Il punto vendita {location} appartiene alla struttura {other}, non alla {property}.</translation>
        </message>
        <message>
            <source>Property {property}</source>
            <translation>Struttura {property}</translation>
        </message>
        <message>
            <source>Location {location}</source>
            <translation>Punto vendita {location}</translation>
        </message>
        <message>
            <source>Checked: the service answers for location {location} of property {property}.</source>
            <translation>Verificato: il servizio risponde per il punto vendita {location} della struttura {property}.</translation>
        </message>
        <message>
            <source>The service accepted the key, but it gives access to no property.</source>
            <translation>Il servizio ha accettato la chiave, ma non dà accesso a nessuna struttura.</translation>
        </message>
        <message>
            <source>Connected. This key sees 1 property.</source>
            <translation>Connesso. Questa chiave vede 1 struttura.</translation>
        </message>
        <message numerus="yes">
            <source>Connected. This key sees %n properties.</source>
            <translation>
                <numerusform>Connesso. Questa chiave vede %n struttura.</numerusform>
                <numerusform>Connesso. Questa chiave vede %n strutture.</numerusform>
            </translation>
        </message>
        <message>
            <source>The service did not list its properties.</source>
            <translation>Il servizio non ha elencato le strutture.</translation>
        </message>
        <message>
            <source>The service did not list its locations.</source>
            <translation>Il servizio non ha elencato i punti vendita.</translation>
        </message>
        <message>
            <source>The test was stopped.</source>
            <translation>La prova è stata interrotta.</translation>
        </message>
        <message>
            <source>The service refused this API key. Check the key (copy it again from Giftpro) and test again.</source>
            <translation>Il servizio ha rifiutato questa chiave API. Controlla la chiave (copiala di nuovo da Giftpro) e riprova.</translation>
        </message>
        <message>
            <source>Cannot reach the voucher service at {url}. Check the address and the network, then test again.</source>
            <translation>Il servizio buoni su {url} non è raggiungibile. Controlla l'indirizzo e la rete, poi riprova.</translation>
        </message>
    </context>
    <context>
        <name>ShiftSales</name>
        <message>
            <source>Order #{order} (its vouchers could not be read)</source>
            <translation>Ordine #{order} (impossibile leggerne i buoni)</translation>
        </message>
        <message>
            <source>Complimentary: {product} × {count} worth {amount}, no money taken</source>
            <translation>Omaggio: {product} × {count} del valore di {amount}, nessun incasso</translation>
        </message>
        <message>
            <source>Sold: {product} × {count} = {amount}</source>
            <translation>Venduto: {product} × {count} = {amount}</translation>
        </message>
        <message>
            <source>Sold: delivery charges = {amount}</source>
            <translation>Venduto: spese di consegna = {amount}</translation>
        </message>
        <message>
            <source>Money taken in by sales: {amount}</source>
            <translation>Incassato dalle vendite: {amount}</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>sì</translation>
        </message>
        <message>
            <source>Sales by product</source>
            <translation>Vendite per prodotto</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Prodotto</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Valuta</translation>
        </message>
        <message>
            <source>Vouchers</source>
            <translation>Buoni</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importo</translation>
        </message>
        <message>
            <source>Complimentary</source>
            <translation>Omaggio</translation>
        </message>
        <message>
            <source>Money taken in by sales</source>
            <translation>Incassato dalle vendite</translation>
        </message>
        <message>
            <source>{amount} (reference {reference})</source>
            <translation>{amount} (riferimento {reference})</translation>
        </message>
        <message numerus="yes">
            <source>%n sale(s) not ticked as paid on the POS: {sales}. Take payment on the POS, then tick Paid on POS.</source>
            <translation>
                <numerusform>%n vendita non spuntata come pagata sul POS: {sales}. Incassa sul POS, poi spunta «Pagato sul POS».</numerusform>
                <numerusform>%n vendite non spuntate come pagate sul POS: {sales}. Incassa sul POS, poi spunta «Pagato sul POS».</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SignIn</name>
        <message>
            <source>Who is on the till?</source>
            <extracomment>A voucher code scanned here before anyone signed in: looked up once someone has.</extracomment>
            <translation>Chi è alla cassa?</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>Il tuo nome</translation>
        </message>
        <message>
            <source>Staff name</source>
            <translation>Nome dell'operatore</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Lingua</translation>
        </message>
        <message>
            <source>The language the till speaks to you</source>
            <translation>La lingua in cui ti parla la cassa</translation>
        </message>
        <message>
            <source>Start shift</source>
            <translation>Inizia turno</translation>
        </message>
        <message>
            <source>Start the shift (Enter)</source>
            <translation>Inizia il turno (Invio)</translation>
        </message>
        <message>
            <source>Your name is recorded with every redemption you make.</source>
            <translation>Il tuo nome viene registrato a ogni riscatto che fai.</translation>
        </message>
        <message>
            <source>That was a voucher code: type your name, and it is looked up.</source>
            <translation>Quello era un codice del buono: scrivi il tuo nome e verrà cercato.</translation>
        </message>
        <message>
            <source>Type your name to start.</source>
            <translation>Scrivi il tuo nome per iniziare.</translation>
        </message>
    </context>
    <context>
        <name>SlipOptions</name>
        <message>
            <source>The computer's default printer</source>
            <translation>La stampante predefinita del computer</translation>
        </message>
        <message>
            <source>Slip printer and options</source>
            <translation>Stampante scontrini e opzioni</translation>
        </message>
        <message>
            <source>Slip printer</source>
            <translation>Stampante scontrini</translation>
        </message>
        <message>
            <source>{printer} (not installed)</source>
            <translation>{printer} (non installata)</translation>
        </message>
        <message>
            <source>Paper</source>
            <translation>Carta</translation>
        </message>
        <message>
            <source>Print a slip after each redemption</source>
            <translation>Stampa uno scontrino dopo ogni riscatto</translation>
        </message>
        <message>
            <source>Print a merchant copy too</source>
            <translation>Stampa anche una copia per l'esercente</translation>
        </message>
        <message>
            <source>Thermal roll printers print through their own driver: install it, then choose the printer here. A missing or offline printer never stops a redemption.</source>
            <translation>Le stampanti termiche a rotolo stampano con il proprio driver: installalo, poi scegli qui la stampante. Una stampante assente o spenta non blocca mai un riscatto.</translation>
        </message>
        <message>
            <source>Printer</source>
            <translation>Stampante</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Salva</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annulla</translation>
        </message>
    </context>
    <context>
        <name>Startup</name>
        <message>
            <source>Scan or type a voucher code</source>
            <extracomment>How long the first window is given to take in keys queued for it before it hands over.</extracomment>
            <translation>Scansiona o digita il codice del buono</translation>
        </message>
        <message>
            <source>Voucher code</source>
            <translation>Codice del buono</translation>
        </message>
        <message>
            <source>Starting the till… A code scanned now is kept and looked up as soon as the till is ready.</source>
            <extracomment>The last code ended with Enter or Tab: the till looks it up once it is ready, whatever was typed after it (kept in the till's field, not looked up).</extracomment>
            <translation>Avvio della cassa… Un codice scansionato ora viene tenuto e cercato appena la cassa è pronta.</translation>
        </message>
        <message>
            <source>Starting the till…</source>
            <translation>Avvio della cassa…</translation>
        </message>
        <message>
            <source>The till is starting</source>
            <translation>La cassa si sta avviando</translation>
        </message>
        <message>
            <source>Nothing has been changed. Ask whoever looks after this computer to let the till write to that folder, then choose Try again.</source>
            <translation>Non è stato cambiato nulla. Chiedi a chi gestisce questo computer di consentire alla cassa di scrivere in quella cartella, poi scegli Riprova.</translation>
        </message>
        <message>
            <source>Another program (a database viewer, a backup or sync tool) has the file open. Close it, then choose Try again.</source>
            <translation>Un altro programma (un visualizzatore di database, uno strumento di backup o sincronizzazione) ha il file aperto. Chiudilo, poi scegli Riprova.</translation>
        </message>
        <message>
            <source>Free some space on this computer's disk, then choose Try again.</source>
            <translation>Libera spazio sul disco di questo computer, poi scegli Riprova.</translation>
        </message>
        <message>
            <source>Check the disk and the folder, then choose Try again; if it keeps happening, call support.</source>
            <translation>Controlla il disco e la cartella, poi scegli Riprova; se continua a succedere, chiama l'assistenza.</translation>
        </message>
        <message>
            <source>a damaged file</source>
            <translation>un file danneggiato</translation>
        </message>
        <message>
            <source>{problem}.

File: {path}</source>
            <translation>{problem}.

File: {path}</translation>
        </message>
        <message>
            <source>Choose “Keep it aside and start afresh”: the damaged file is renamed with today's date and time and kept for support, never deleted; a fresh {store} is started, every entry still readable is carried over, and unsettled movements are checked with the service. Or quit and call support first.</source>
            <translation>Scegli «Mettilo da parte e ricomincia»: il file danneggiato viene rinominato con la data e l'ora di oggi e conservato per l'assistenza, mai cancellato; si avvia un nuovo {store}, ogni voce ancora leggibile viene trasferita e le operazioni in sospeso vengono verificate con il servizio. Oppure esci e chiama prima l'assistenza.</translation>
        </message>
        <message>
            <source>Keep it aside and start afresh</source>
            <translation>Mettilo da parte e ricomincia</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Esci</translation>
        </message>
        <message>
            <source>Folder: {path}</source>
            <translation>Cartella: {path}</translation>
        </message>
        <message>
            <source>File: {path}</source>
            <translation>File: {path}</translation>
        </message>
        <message>
            <source>cannot use its files</source>
            <translation>non può usare i suoi file</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Riprova</translation>
        </message>
        <message>
            <source>damaged settings</source>
            <translation>impostazioni danneggiate</translation>
        </message>
        <message>
            <source>Set the till up again: you will need the service address, the API key and a new manager PIN. Or quit and call support, who can look at the damaged file first.</source>
            <translation>Configura di nuovo la cassa: servono l'indirizzo del servizio, la chiave API e un nuovo PIN responsabile. Oppure esci e chiama l'assistenza, che può prima esaminare il file danneggiato.</translation>
        </message>
        <message>
            <source>Set up the till again</source>
            <translation>Configura di nuovo la cassa</translation>
        </message>
        <message numerus="yes">
            <source>The till's {store} was damaged. It is kept as {kept_as}; a fresh one was started and %n entries still readable in it were carried over. Unsettled movements among them are being checked with the service.</source>
            <translation>
                <numerusform>Il file {store} della cassa era danneggiato. È conservato come {kept_as}; ne è stato avviato uno nuovo ed è stata trasferita %n voce ancora leggibile. Le operazioni in sospeso vengono verificate con il servizio.</numerusform>
                <numerusform>Il file {store} della cassa era danneggiato. È conservato come {kept_as}; ne è stato avviato uno nuovo e sono state trasferite %n voci ancora leggibili. Le operazioni in sospeso vengono verificate con il servizio.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Storage</name>
        <message>
            <source>redeem</source>
            <extracomment>Seconds between attempts to write again: soon at first, then every half minute. A movement's kind, as the banner names it ("The redeem of SPA50PART"); marked for translation.</extracomment>
            <translation>riscatto</translation>
        </message>
        <message>
            <source>reverse</source>
            <translation>storno</translation>
        </message>
        <message>
            <source>refund</source>
            <translation>rimborso</translation>
        </message>
        <message>
            <source>topup</source>
            <translation>ricarica</translation>
        </message>
        <message>
            <source>the service redeemed it</source>
            <extracomment>What the service did, by kind; marked for translation.</extracomment>
            <translation>il servizio l'ha eseguita</translation>
        </message>
        <message>
            <source>the service reversed it</source>
            <translation>il servizio l'ha eseguita</translation>
        </message>
        <message>
            <source>the service refunded it</source>
            <translation>il servizio l'ha eseguita</translation>
        </message>
        <message>
            <source>the service topped up it</source>
            <translation>il servizio l'ha eseguita</translation>
        </message>
        <message>
            <source>NOT YET WRITTEN DOWN — {lines} {cause}. The till keeps trying, and nothing more can move on that voucher until it is written (if the till is closed first, it checks the movement with the service when it next starts).</source>
            <translation>NON ANCORA REGISTRATO — {lines} {cause}. La cassa continua a provare e su quel buono non si può fare altro finché non è registrato (se la cassa viene chiusa prima, verifica l'operazione con il servizio al prossimo avvio).</translation>
        </message>
        <message>
            <source>{problem}. Redeem, reverse and refund are paused until it works again.</source>
            <translation>{problem}. Riscatti, storni e rimborsi sono sospesi finché non funziona di nuovo.</translation>
        </message>
        <message>
            <source>{kind} of {code}</source>
            <translation>{kind} di {code}</translation>
        </message>
        <message>
            <source> for {amount}</source>
            <translation> di {amount}</translation>
        </message>
        <message>
            <source> (ref {event})</source>
            <translation> (rif. {event})</translation>
        </message>
        <message>
            <source>the service did it</source>
            <translation>il servizio l'ha eseguita</translation>
        </message>
        <message>
            <source>the service refused it</source>
            <translation>il servizio l'ha rifiutata</translation>
        </message>
        <message>
            <source>the service's answer was lost</source>
            <translation>la risposta del servizio è andata persa</translation>
        </message>
        <message>
            <source>The {what}: {told}, but the till could not record it.</source>
            <translation>Operazione: {what} — {told}, ma la cassa non ha potuto registrarla.</translation>
        </message>
    </context>
    <context>
        <name>TopUp</name>
        <message>
            <source>This voucher has been used in full and is closed: sell a new card instead.</source>
            <extracomment>[DECIDE] The largest single top-up or activation by default, in the voucher's currency.</extracomment>
            <translation>Questo buono è stato usato per intero ed è chiuso: vendi invece una nuova carta.</translation>
        </message>
        <message>
            <source>This voucher was cancelled: it cannot be topped up.</source>
            <translation>Questo buono è stato annullato: non si può ricaricare.</translation>
        </message>
        <message>
            <source>The payment for this voucher was reversed: it cannot be topped up.</source>
            <translation>Il pagamento di questo buono è stato stornato: non si può ricaricare.</translation>
        </message>
        <message>
            <source>This voucher is not valid yet: it cannot be topped up before it starts.</source>
            <translation>Questo buono non è ancora valido: non si può ricaricare prima che inizi.</translation>
        </message>
        <message>
            <source>This voucher has expired: it cannot be topped up.</source>
            <translation>Questo buono è scaduto: non si può ricaricare.</translation>
        </message>
        <message>
            <source>The service reports this voucher as “{status}”: it cannot be topped up.</source>
            <translation>Il servizio segnala questo buono come «{status}»: non si può ricaricare.</translation>
        </message>
        <message>
            <source>This voucher cannot be used at this location, so it is not topped up here.</source>
            <translation>Questo buono non si può usare in questo punto vendita, quindi qui non si ricarica.</translation>
        </message>
        <message>
            <source>This voucher must be used in full (a service voucher): it cannot be topped up.</source>
            <translation>Questo buono va usato per intero (buono servizio): non si può ricaricare.</translation>
        </message>
        <message>
            <source>This voucher holds nothing: sell a new card instead.</source>
            <translation>Questo buono non ha saldo: vendi invece una nuova carta.</translation>
        </message>
        <message>
            <source>At most {amount} in one top-up</source>
            <translation>Al massimo {amount} per ricarica</translation>
        </message>
        <message>
            <source>Top up {code} by {amount} — {after} after</source>
            <translation>Ricarica {code} di {amount} — dopo: {after}</translation>
        </message>
        <message>
            <source>Activate {code} as a new card with {amount}</source>
            <translation>Attiva {code} come nuova carta con {amount}</translation>
        </message>
        <message>
            <source>{amount} onto {code}</source>
            <translation>{amount} su {code}</translation>
        </message>
        <message>
            <source>Staff may top up and sell gift cards</source>
            <translation>Il personale può ricaricare e vendere carte regalo</translation>
        </message>
        <message>
            <source>Largest top-up…</source>
            <translation>Ricarica massima…</translation>
        </message>
        <message>
            <source>Load</source>
            <extracomment>``approve(approving, then)``: ask a manager's PIN to approve ``approving``, then call ``then(manager)`` with the name of the manager whose PIN it was; nothing on Cancel.</extracomment>
            <translation>Carica</translation>
        </message>
        <message>
            <source>Amount to load onto the card</source>
            <translation>Importo da caricare sulla carta</translation>
        </message>
        <message>
            <source>Amount to load; Enter shows what will be loaded, to confirm</source>
            <translation>Importo da caricare; Invio mostra cosa verrà caricato, da confermare</translation>
        </message>
        <message>
            <source>Load…</source>
            <translation>Carica…</translation>
        </message>
        <message>
            <source>Review the top-up</source>
            <translation>Controlla la ricarica</translation>
        </message>
        <message>
            <source>Show what will be loaded, to confirm (Enter in the amount)</source>
            <translation>Mostra cosa verrà caricato, da confermare (Invio nell'importo)</translation>
        </message>
        <message>
            <source>top-up</source>
            <translation>ricarica</translation>
        </message>
        <message>
            <source>Do not load anything; change the amount or scan another code</source>
            <translation>Non caricare nulla; cambia l'importo o scansiona un altro codice</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>Caricamento…</translation>
        </message>
        <message>
            <source>Why this voucher cannot be topped up</source>
            <extracomment>The "Largest top-up" dialog while it is open.</extracomment>
            <translation>Perché questo buono non si può ricaricare</translation>
        </message>
        <message>
            <source>Change the largest top-up</source>
            <translation>Cambia la ricarica massima</translation>
        </message>
        <message>
            <source>The largest top-up is now {amount}.</source>
            <translation>La ricarica massima ora è {amount}.</translation>
        </message>
        <message>
            <source>Let staff top up and sell gift cards without a manager</source>
            <translation>Consenti al personale di ricaricare e vendere carte regalo senza responsabile</translation>
        </message>
        <message>
            <source>Make every top-up and new gift card need a manager</source>
            <translation>Richiedi un responsabile per ogni ricarica e nuova carta regalo</translation>
        </message>
        <message>
            <source>Staff may now top up and sell gift cards.</source>
            <translation>Il personale ora può ricaricare e vendere carte regalo.</translation>
        </message>
        <message>
            <source>Load money onto {code}: the guest pays on the POS</source>
            <translation>Carica denaro su {code}: l'ospite paga al POS</translation>
        </message>
        <message>
            <source>Sell {code} as a new gift card: the guest pays on the POS</source>
            <translation>Vendi {code} come nuova carta regalo: l'ospite paga al POS</translation>
        </message>
        <message>
            <source>Close (F4)</source>
            <translation>Chiudi (F4)</translation>
        </message>
        <message>
            <source>Activate as a new card (F4)</source>
            <translation>Attiva come nuova carta (F4)</translation>
        </message>
        <message>
            <source>Close top-up (F4)</source>
            <translation>Chiudi ricarica (F4)</translation>
        </message>
        <message>
            <source>Top up… (F4)</source>
            <translation>Ricarica… (F4)</translation>
        </message>
        <message>
            <source>Manager PIN needed</source>
            <translation>Serve il PIN del responsabile</translation>
        </message>
        <message>
            <source>Top-ups</source>
            <translation>Ricariche</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Offline: top-ups are paused until the service answers</source>
            <translation>Offline: le ricariche sono sospese finché il servizio non risponde</translation>
        </message>
        <message>
            <source>Reading the property's currency from the service…</source>
            <translation>Lettura della valuta della struttura dal servizio…</translation>
        </message>
        <message>
            <source>Type the amount to load</source>
            <extracomment>The property's currency, read once: a new card is in it (the service decides). Why the amount typed was refused, in the source language (``AmountError.source``). What the screen moved on to while a top-up was in flight, offered once it settles. Unconfirmed movements on the card that stop a new top-up, for the quick override. The movement whose outcome the top-up's line shows now, if any.</extracomment>
            <translation>Scrivi l'importo da caricare</translation>
        </message>
        <message>
            <source>Balance after: {amount}</source>
            <translation>Saldo dopo: {amount}</translation>
        </message>
        <message>
            <source>New card: {amount}</source>
            <translation>Nuova carta: {amount}</translation>
        </message>
        <message>
            <source>The till could not read the property's currency; close and try again.</source>
            <translation>La cassa non è riuscita a leggere la valuta della struttura; chiudi e riprova.</translation>
        </message>
        <message>
            <source>A manager must allow each top-up and new card (manager PIN).</source>
            <extracomment>The most a manager may set as the largest single top-up: the till's limit for any amount typed (``app.core.money``), which a settings file is held to as well (``Settings.topup_maximum``). Marked for translation, translated where it is said (``translate("TopUp", MANAGER_NEEDED_TEXT)``).</extracomment>
            <translation>Ogni ricarica e nuova carta va autorizzata da un responsabile (PIN responsabile).</translation>
        </message>
        <message>
            <source>Only a manager can change who may top up.</source>
            <translation>Solo un responsabile può cambiare chi può ricaricare.</translation>
        </message>
        <message>
            <source>The setting could not be saved; nothing changed.</source>
            <translation>Non è stato possibile salvare l'impostazione; non è cambiato nulla.</translation>
        </message>
        <message>
            <source>At most {ceiling} for one top-up</source>
            <translation>Al massimo {ceiling} per ricarica</translation>
        </message>
        <message>
            <source>Only a manager can change the largest top-up.</source>
            <translation>Solo un responsabile può cambiare la ricarica massima.</translation>
        </message>
        <message>
            <source>{problem}. Nothing was changed.</source>
            <translation>{problem}. Non è stato cambiato nulla.</translation>
        </message>
        <message>
            <source>Loaded</source>
            <extracomment>In the source language, marked for translation; ``topup_outcome_text`` says them translated.</extracomment>
            <translation>Caricato</translation>
        </message>
        <message>
            <source>Not loaded</source>
            <translation>Non caricato</translation>
        </message>
        <message>
            <source>Nothing was added</source>
            <translation>Non è stato aggiunto nulla</translation>
        </message>
        <message>
            <source>anything more moves on this card</source>
            <translation>qualsiasi altra operazione su questa carta</translation>
        </message>
        <message>
            <source>No answer from the service about {asked}. Checking with the service…</source>
            <extracomment>Takes the movements that now block the card (an unconfirmed top-up, an earlier one unchecked).</extracomment>
            <translation>Nessuna risposta dal servizio su {asked}. Verifica con il servizio…</translation>
        </message>
        <message>
            <source>{problem}. The top-up is not confirmed yet.</source>
            <translation>{problem}. La ricarica non è ancora confermata.</translation>
        </message>
        <message>
            <source>{problem}. Nothing was sent.</source>
            <translation>{problem}. Non è stato inviato nulla.</translation>
        </message>
        <message>
            <source>{refused} An earlier movement on this card could not be checked.</source>
            <translation>{refused} Non è stato possibile verificare un'operazione precedente su questa carta.</translation>
        </message>
        <message>
            <source>{problem} Wait for the check to finish, or ask a manager.</source>
            <translation>{problem} Attendi la fine della verifica o chiama un responsabile.</translation>
        </message>
        <message>
            <source>Not sent: {asked}. {why}</source>
            <translation>Non inviato: {asked}. {why}</translation>
        </message>
        <message>
            <source>Still no answer from the service.</source>
            <translation>Ancora nessuna risposta dal servizio.</translation>
        </message>
        <message>
            <source>{first} The top-up of {asked} is not confirmed: the till checks it again before anything more moves on this card, and at its next start.</source>
            <translation>{first} La ricarica di {asked} non è confermata: la cassa la ricontrolla prima di qualsiasi altra operazione su questa carta e al prossimo avvio.</translation>
        </message>
        <message>
            <source>The earlier top-up was settled before the override.</source>
            <translation>La ricarica precedente è stata definita prima della forzatura.</translation>
        </message>
        <message>
            <source>Checking an earlier, unconfirmed movement on this card first…</source>
            <translation>Verifica prima di un'operazione precedente non confermata su questa carta…</translation>
        </message>
        <message>
            <source>an earlier movement on this card</source>
            <translation>un'operazione precedente su questa carta</translation>
        </message>
        <message>
            <source>{outcome} Nothing more was sent.</source>
            <translation>{outcome} Non è stato inviato altro.</translation>
        </message>
        <message>
            <source>No answer from the service about {about}. Checking with the service… {left} s</source>
            <translation>Nessuna risposta dal servizio su {about}. Verifica con il servizio… {left} s</translation>
        </message>
        <message>
            <source>New card {code}: {added} loaded. Balance {balance} · ref {event}</source>
            <translation>Nuova carta {code}: {added} caricato. Saldo {balance} · rif. {event}</translation>
        </message>
        <message>
            <source>Topped up {code}: {added} loaded. Balance {balance} · ref {event}</source>
            <translation>Ricaricata {code}: {added} caricato. Saldo {balance} · rif. {event}</translation>
        </message>
    </context>
    <context>
        <name>TopUpLimit</name>
        <message>
            <source>Largest top-up</source>
            <translation>Ricarica massima</translation>
        </message>
        <message>
            <source>The most one top-up or new gift card may load, in the voucher's currency (more than 0, at most {ceiling}).</source>
            <translation>Il massimo che una ricarica o una nuova carta regalo può caricare, nella valuta del buono (più di 0, al massimo {ceiling}).</translation>
        </message>
        <message>
            <source>Why this amount cannot be the largest top-up</source>
            <translation>Perché questo importo non può essere la ricarica massima</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Salva</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annulla</translation>
        </message>
    </context>
    <context>
        <name>Voucher</name>
        <message>
            <source>New card</source>
            <extracomment>An event's type in till words, the one mapping for the feed, the shift report (screen, CSV, PDF) and the reasons given: short, so the feed's Type column shows each whole at 1024 px. "New card" and "Reversed" are the words the till uses for the same movements elsewhere (a top-up's outcome, a redeem-history line). Marked for translation in the "Voucher" context: translated where shown (``event_type_text``).</extracomment>
            <translation>Nuova carta</translation>
        </message>
        <message>
            <source>Top-up</source>
            <translation>Ricarica</translation>
        </message>
        <message>
            <source>Redeemed</source>
            <extracomment>A redeem-history line's status: a redemption, or one that was reversed ("Unredeemed").</extracomment>
            <translation>Riscattato</translation>
        </message>
        <message>
            <source>Reversed</source>
            <translation>Stornato</translation>
        </message>
        <message>
            <source>Refund</source>
            <translation>Rimborso</translation>
        </message>
        <message>
            <source>Chargeback</source>
            <translation>Chargeback</translation>
        </message>
        <message>
            <source>Reversed chargeback</source>
            <translation>Chargeback annullato</translation>
        </message>
        <message>
            <source>Code change</source>
            <translation>Cambio codice</translation>
        </message>
        <message>
            <source>Valid</source>
            <extracomment>A voucher's (or an order row's) status in till words: the service's own words are never shown beside their translation ("Partially Redeemed" next to "Part used").</extracomment>
            <translation>Valido</translation>
        </message>
        <message>
            <source>In grace period</source>
            <translation>In periodo di tolleranza</translation>
        </message>
        <message>
            <source>Part used</source>
            <translation>Usato in parte</translation>
        </message>
        <message>
            <source>Used</source>
            <translation>Usato</translation>
        </message>
        <message>
            <source>Void</source>
            <translation>Annullato</translation>
        </message>
        <message>
            <source>Expired</source>
            <translation>Scaduto</translation>
        </message>
        <message>
            <source>Not valid yet</source>
            <translation>Non ancora valido</translation>
        </message>
        <message>
            <source>today</source>
            <extracomment>Event types that take money off a voucher; the feed shows their amount negative.</extracomment>
            <translation>oggi</translation>
        </message>
        <message>
            <source>1 day ago</source>
            <translation>1 giorno fa</translation>
        </message>
        <message numerus="yes">
            <source>%n days ago</source>
            <translation>
                <numerusform>%n giorno fa</numerusform>
                <numerusform>%n giorni fa</numerusform>
            </translation>
        </message>
        <message>
            <source>This voucher has been used in full.</source>
            <translation>Questo buono è stato usato per intero.</translation>
        </message>
        <message>
            <source>This voucher was cancelled and cannot be used.</source>
            <translation>Questo buono è stato annullato e non si può usare.</translation>
        </message>
        <message>
            <source>The payment for this voucher was reversed.</source>
            <translation>Il pagamento di questo buono è stato stornato.</translation>
        </message>
        <message>
            <source>Not valid until {day}</source>
            <translation>Valido dal {day}</translation>
        </message>
        <message>
            <source>This voucher cannot be used yet.</source>
            <translation>Questo buono non si può ancora usare.</translation>
        </message>
        <message>
            <source>Expired {ago}</source>
            <translation>Scaduto {ago}</translation>
        </message>
        <message>
            <source>This voucher has expired.</source>
            <translation>Questo buono è scaduto.</translation>
        </message>
        <message>
            <source> Its grace period ended {ago}, on {day}.</source>
            <translation> Il periodo di tolleranza è finito {ago}, il {day}.</translation>
        </message>
        <message>
            <source>The service reports this voucher as “{status}”.</source>
            <translation>Il servizio segnala questo buono come «{status}».</translation>
        </message>
        <message>
            <source>Not valid at this location</source>
            <translation>Non valido in questo punto vendita</translation>
        </message>
        <message>
            <source>Nothing is left on this voucher.</source>
            <translation>Su questo buono non è rimasto nulla.</translation>
        </message>
        <message>
            <source>In grace period until {day}</source>
            <translation>In periodo di tolleranza fino al {day}</translation>
        </message>
        <message>
            <source>This voucher cannot be used at this location.</source>
            <translation>Questo buono non si può usare in questo punto vendita.</translation>
        </message>
        <message>
            <source>It can be used at: {places}.</source>
            <translation>Si può usare presso: {places}.</translation>
        </message>
        <message>
            <source>More than the balance ({balance})</source>
            <translation>Più del saldo ({balance})</translation>
        </message>
        <message>
            <source>This voucher must be used in full ({balance})</source>
            <translation>Questo buono va usato per intero ({balance})</translation>
        </message>
        <message>
            <source>A refund can never be reversed.</source>
            <translation>Un rimborso non si può mai stornare.</translation>
        </message>
        <message>
            <source>{type} events cannot be reversed.</source>
            <translation>Gli eventi di tipo {type} non si possono stornare.</translation>
        </message>
        <message>
            <source>The service has not confirmed this event yet; it can be reversed once confirmed.</source>
            <translation>Il servizio non ha ancora confermato questo evento; si potrà stornare una volta confermato.</translation>
        </message>
        <message>
            <source>This redemption has already been reversed.</source>
            <translation>Questo riscatto è già stato stornato.</translation>
        </message>
        <message>
            <source>This order has already been refunded.</source>
            <translation>Questo ordine è già stato rimborsato.</translation>
        </message>
        <message>
            <source>Voucher {code} is void, so this order cannot be refunded.</source>
            <translation>Il buono {code} è annullato, quindi questo ordine non si può rimborsare.</translation>
        </message>
        <message>
            <source>Vouchers {codes} are void, so this order cannot be refunded.</source>
            <translation>I buoni {codes} sono annullati, quindi questo ordine non si può rimborsare.</translation>
        </message>
        <message>
            <source>This order was not created through the API (the service said so): it cannot be refunded here.</source>
            <translation>Questo ordine non è stato creato tramite l'API (lo ha detto il servizio): non si può rimborsare qui.</translation>
        </message>
        <message>
            <source>Every voucher must be unused; already used or not valid: {codes}.</source>
            <translation>Ogni buono deve essere inutilizzato; già usati o non validi: {codes}.</translation>
        </message>
    </context>
    <context>
        <name>VoucherSlip</name>
        <message>
            <source>TRAINING — NOT A VALID VOUCHER</source>
            <translation>FORMAZIONE — BUONO NON VALIDO</translation>
        </message>
        <message>
            <source>Gift voucher</source>
            <translation>Buono regalo</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valore</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Codice</translation>
        </message>
        <message>
            <source>Valid until</source>
            <translation>Valido fino al</translation>
        </message>
        <message>
            <source>Sold {when} · reference {reference}</source>
            <translation>Venduto {when} · riferimento {reference}</translation>
        </message>
        <message>
            <source>Present this code to redeem.</source>
            <translation>Presenta questo codice per riscattarlo.</translation>
        </message>
        <message>
            <source>Gift vouchers</source>
            <translation>Buoni regalo</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” did not accept the vouchers.</source>
            <translation>La stampante di scontrini «{printer}» non ha accettato i buoni.</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) printed on {printer}.</source>
            <translation>
                <numerusform>%n buono stampato su {printer}.</numerusform>
                <numerusform>%n buoni stampati su {printer}.</numerusform>
            </translation>
        </message>
    </context>
</TS>
