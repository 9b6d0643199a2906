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
        <name>Bill</name>
        <message>
            <source>A reference is at most {most} characters: a room, table or folio number</source>
            <extracomment>The most vouchers one bill takes. [DECIDE] a dinner for a table, not a stack of gift cards. The longest reference a bill keeps (a room, table or folio number). Digits with any separators between them, as a card number may be typed.</extracomment>
            <translation>Un riferimento ha al massimo {most} caratteri: numero di camera, tavolo o folio</translation>
        </message>
        <message>
            <source>That looks like a payment card number: type a room, table or folio number instead</source>
            <translation>Sembra un numero di carta di pagamento: inserire un numero di camera, tavolo o folio</translation>
        </message>
        <message>
            <source>{code} is already on this bill</source>
            <translation>{code} è già su questo conto</translation>
        </message>
        <message>
            <source>A bill takes at most {most} vouchers</source>
            <translation>Un conto accetta al massimo {most} buoni</translation>
        </message>
        <message>
            <source>{code} is in {currency}, not the bill's {bill_currency}</source>
            <translation>{code} è in {currency}, non nella valuta del conto {bill_currency}</translation>
        </message>
        <message>
            <source>{code} cannot be used: it is {status}</source>
            <translation>{code} non utilizzabile: stato {status}</translation>
        </message>
        <message>
            <source>{code} is not valid here</source>
            <translation>{code} non è valido qui</translation>
        </message>
        <message>
            <source>{code} has nothing left on it</source>
            <translation>{code} non ha più saldo</translation>
        </message>
        <message>
            <source>Nothing is left to pay on this bill: {code} was not added</source>
            <translation>Non resta nulla da pagare su questo conto: {code} non aggiunto</translation>
        </message>
        <message>
            <source>{code} must be used in full: {amount} for the {left} left — the guest loses {loss}</source>
            <translation>{code} va usato per intero: {amount} per i {left} rimasti — l'ospite perde {loss}</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s)</source>
            <translation>
                <numerusform>%n buono</numerusform>
                <numerusform>%n buoni</numerusform>
            </translation>
        </message>
        <message>
            <source>{amount} left to pay on the POS</source>
            <translation>{amount} da pagare al POS</translation>
        </message>
        <message>
            <source>nothing left to pay</source>
            <translation>nulla da pagare</translation>
        </message>
        <message>
            <source> (the guest loses {amount})</source>
            <translation> (l'ospite perde {amount})</translation>
        </message>
        <message numerus="yes">
            <source>Redeem %n voucher(s): {amount} — {rest}</source>
            <translation>
                <numerusform>Riscatta %n buono: {amount} — {rest}</numerusform>
                <numerusform>Riscatta %n buoni: {amount} — {rest}</numerusform>
            </translation>
        </message>
        <message>
            <source>not given</source>
            <extracomment>The tender a bill's vouchers are keyed as (as ``app.core.pos_handoff.POS_TENDER``).</extracomment>
            <translation>nessuno</translation>
        </message>
        <message>
            <source>Bill {reference} redeemed</source>
            <translation>Conto {reference} riscattato</translation>
        </message>
        <message>
            <source>Bill redeemed</source>
            <translation>Conto riscattato</translation>
        </message>
        <message>
            <source>{amount} left to pay</source>
            <translation>{amount} da pagare</translation>
        </message>
        <message numerus="yes">
            <source>Key {amount} as {tender} (%n voucher(s)) — {references}; {left}</source>
            <translation>
                <numerusform>Registra {amount} come {tender} (%n buono) — {references}; {left}</numerusform>
                <numerusform>Registra {amount} come {tender} (%n buoni) — {references}; {left}</numerusform>
            </translation>
        </message>
        <message>
            <source>reference {numbers}</source>
            <translation>riferimento {numbers}</translation>
        </message>
        <message>
            <source>references {numbers}</source>
            <translation>riferimenti {numbers}</translation>
        </message>
        <message>
            <source>Pay a bill with vouchers</source>
            <extracomment>Opens the review of the bill (as Enter in the empty code field does): F5, the key that opened the bill, moves it on; F6 stays Sell's.</extracomment>
            <translation>Paga un conto con buoni</translation>
        </message>
        <message>
            <source>Bill total</source>
            <translation>Totale del conto</translation>
        </message>
        <message>
            <source>Bill total, e.g. 180.00</source>
            <translation>Totale del conto, es. 180,00</translation>
        </message>
        <message>
            <source>Bill reference</source>
            <translation>Riferimento del conto</translation>
        </message>
        <message>
            <source>Room, table or folio (optional)</source>
            <translation>Camera, tavolo o folio (facoltativo)</translation>
        </message>
        <message>
            <source>Start bill</source>
            <translation>Avvia conto</translation>
        </message>
        <message>
            <source>Start the bill (Enter)</source>
            <translation>Avvia il conto (Invio)</translation>
        </message>
        <message>
            <source>Voucher code for the bill</source>
            <translation>Codice buono per il conto</translation>
        </message>
        <message>
            <source>Scan a voucher for this bill</source>
            <translation>Scansiona un buono per questo conto</translation>
        </message>
        <message>
            <source>Add in full</source>
            <translation>Aggiungi per intero</translation>
        </message>
        <message>
            <source>The guest loses the difference</source>
            <translation>L'ospite perde la differenza</translation>
        </message>
        <message>
            <source>Do not add</source>
            <translation>Non aggiungere</translation>
        </message>
        <message>
            <source>Leave this voucher off the bill</source>
            <translation>Lascia questo buono fuori dal conto</translation>
        </message>
        <message>
            <source>Vouchers on the bill</source>
            <translation>Buoni sul conto</translation>
        </message>
        <message>
            <source>New amount for the chosen voucher</source>
            <translation>Nuovo importo del buono scelto</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importo</translation>
        </message>
        <message>
            <source>Set amount</source>
            <translation>Imposta importo</translation>
        </message>
        <message>
            <source>Change the chosen voucher's amount</source>
            <translation>Cambia l'importo del buono scelto</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Rimuovi</translation>
        </message>
        <message>
            <source>Take the chosen voucher off the bill</source>
            <translation>Togli il buono scelto dal conto</translation>
        </message>
        <message>
            <source>Review (F5)</source>
            <translation>Riepilogo (F5)</translation>
        </message>
        <message>
            <source>Review the bill before it is sent (F5, or Enter)</source>
            <translation>Controlla il conto prima dell'invio (F5 o Invio)</translation>
        </message>
        <message>
            <source>bill</source>
            <translation>conto</translation>
        </message>
        <message>
            <source>Back to the bill: nothing is sent (Esc)</source>
            <translation>Torna al conto: non si invia nulla (Esc)</translation>
        </message>
        <message>
            <source>Stop after this voucher</source>
            <translation>Ferma dopo questo buono</translation>
        </message>
        <message>
            <source>The voucher on its way ends as the service records it; the others are not sent</source>
            <translation>Il buono in corso termina come lo registra il servizio; gli altri non vengono inviati</translation>
        </message>
        <message>
            <source>Close the bill</source>
            <translation>Chiudi il conto</translation>
        </message>
        <message>
            <source>The vouchers not sent stay untouched</source>
            <translation>I buoni non inviati restano intatti</translation>
        </message>
        <message>
            <source>Keep the bill</source>
            <translation>Tieni il conto</translation>
        </message>
        <message>
            <source>Back to the bill (Esc)</source>
            <translation>Torna al conto (Esc)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <source>Close the bill: what is left is paid on the POS</source>
            <translation>Chiudi il conto: il resto si paga al POS</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Riferimento</translation>
        </message>
        <message>
            <source>Sending…</source>
            <translation>Invio in corso…</translation>
        </message>
        <message numerus="yes">
            <source>Close this bill? %n voucher(s) on it not sent.</source>
            <translation>
                <numerusform>Chiudere il conto? %n buono non inviato.</numerusform>
                <numerusform>Chiudere il conto? %n buoni non inviati.</numerusform>
            </translation>
        </message>
        <message>
            <source>Pay a bill</source>
            <translation>Paga un conto</translation>
        </message>
        <message>
            <source>Several vouchers on one bill (F5)</source>
            <translation>Più buoni su un conto (F5)</translation>
        </message>
        <message>
            <source>Pay a bill…</source>
            <translation>Paga un conto…</translation>
        </message>
        <message>
            <source>Bill total: {reason}</source>
            <extracomment>Codes scanned while an earlier one was being looked up: each joins in turn, none is lost. The cashier asked to stop: the lines not sent yet stay on the bill, unsent. Each line the service recorded, by scan: the bill's one slip lists them all. Late news of a sent line's movement that came while later lines were being sent.</extracomment>
            <translation>Totale del conto: {reason}</translation>
        </message>
        <message>
            <source>Bill total: {reason} Close the bill and start it again.</source>
            <translation>Totale del conto: {reason} Chiudi il conto e ricomincia.</translation>
        </message>
        <message>
            <source>not found</source>
            <translation>non trovato</translation>
        </message>
        <message>
            <source>{code}: {problem}</source>
            <translation>{code}: {problem}</translation>
        </message>
        <message>
            <source>{code} was not added to the bill.</source>
            <translation>{code} non è stato aggiunto al conto.</translation>
        </message>
        <message>
            <source>{code} added: {amount} of {balance}</source>
            <translation>{code} aggiunto: {amount} di {balance}</translation>
        </message>
        <message>
            <source>{code} cannot be taken off: {why}</source>
            <translation>{code} non si può togliere: {why}</translation>
        </message>
        <message>
            <source>{code} taken off the bill.</source>
            <translation>{code} tolto dal conto.</translation>
        </message>
        <message>
            <source>Scan a voucher first: nothing on the bill is left to send.</source>
            <translation>Scansiona prima un buono: sul conto non resta nulla da inviare.</translation>
        </message>
        <message>
            <source>Whole only</source>
            <extracomment>Lines that the next review sends: nothing moved on them. What the service recorded for a DONE line: its amount, the balance after, its event id. The journal's movement behind the line, once it was sent: a late answer finds its line. Earlier requests for the line the service applied late (it was taken twice). The other lines cover the bill: a line that takes nothing is not needed.</extracomment>
            <translation>Solo intero</translation>
        </message>
        <message>
            <source>Part use</source>
            <translation>Parziale</translation>
        </message>
        <message>
            <source>Not needed: nothing left to pay</source>
            <translation>Non serve: nulla da pagare</translation>
        </message>
        <message>
            <source>Nothing to take: it has nothing left on it</source>
            <translation>Nulla da addebitare: non ha più saldo</translation>
        </message>
        <message>
            <source>On the bill</source>
            <translation>Sul conto</translation>
        </message>
        <message>
            <source>Voucher</source>
            <translation>Buono</translation>
        </message>
        <message>
            <source>Use</source>
            <translation>Uso</translation>
        </message>
        <message>
            <source>Balance after</source>
            <translation>Saldo dopo</translation>
        </message>
        <message>
            <source>Where it stands</source>
            <translation>Stato</translation>
        </message>
        <message>
            <source>The balance of {code} could not be read again: {problem}</source>
            <extracomment>Statuses of a voucher another till used (up): "used elsewhere" says what happened to it.</extracomment>
            <translation>Impossibile rileggere il saldo di {code}: {problem}</translation>
        </message>
        <message>
            <source>{code} now has {amount}</source>
            <translation>{code} ora ha {amount}</translation>
        </message>
        <message>
            <source>Used elsewhere since it was scanned: {changes}.</source>
            <translation>Usato altrove dopo la scansione: {changes}.</translation>
        </message>
        <message>
            <source>Topped up since it was scanned: {changes}.</source>
            <translation>Ricaricato dopo la scansione: {changes}.</translation>
        </message>
        <message>
            <source>Not sent: the bill was stopped — review again to send it</source>
            <translation>Non inviato: il conto è stato fermato — ricontrolla per inviarlo</translation>
        </message>
        <message>
            <source>Did not go through: nothing was taken — retry or replace</source>
            <translation>Non andato a buon fine: nulla addebitato — riprova o sostituisci</translation>
        </message>
        <message>
            <source>Not confirmed: a manager must check it (Manager menu)</source>
            <translation>Non confermato: un responsabile deve verificarlo (menu Responsabile)</translation>
        </message>
        <message>
            <source>{amount} from {code}</source>
            <extracomment>The seconds left of a lost answer's check, at the end of the money path's countdown line.</extracomment>
            <translation>{amount} da {code}</translation>
        </message>
        <message>
            <source>about {what}</source>
            <translation>su {what}</translation>
        </message>
        <message>
            <source>{what} is not confirmed: the till checks it again before this voucher is used again.</source>
            <translation>{what} non è confermato: la cassa lo ricontrolla prima che questo buono venga riusato.</translation>
        </message>
        <message>
            <source>The redemption is not confirmed yet.</source>
            <translation>Il riscatto non è ancora confermato.</translation>
        </message>
        <message>
            <source>Not sent: {problem}</source>
            <translation>Non inviato: {problem}</translation>
        </message>
        <message>
            <source>Not sent: {problem}.</source>
            <translation>Non inviato: {problem}.</translation>
        </message>
        <message>
            <source>{problem}: not confirmed yet</source>
            <translation>{problem}: non ancora confermato</translation>
        </message>
        <message>
            <source>Redeemed</source>
            <translation>Riscattato</translation>
        </message>
        <message>
            <source>Redeemed · ref {reference}</source>
            <translation>Riscattato · rif. {reference}</translation>
        </message>
        <message>
            <source>the service refused it</source>
            <translation>il servizio l'ha rifiutato</translation>
        </message>
        <message>
            <source>Refused: {why} Nothing was taken.</source>
            <translation>Rifiutato: {why} Nulla addebitato.</translation>
        </message>
        <message>
            <source>Not confirmed: no answer yet — the till keeps checking</source>
            <translation>Non confermato: ancora nessuna risposta — la cassa continua a verificare</translation>
        </message>
        <message>
            <source>No answer: checking with the service…</source>
            <translation>Nessuna risposta: verifica con il servizio…</translation>
        </message>
        <message>
            <source>Redeemed (found by the till's re-check) · ref {reference}</source>
            <translation>Riscattato (trovato dalla verifica della cassa) · rif. {reference}</translation>
        </message>
        <message>
            <source>Taken twice: ref {first} and ref {late} (a request the service applied late) — a manager must check</source>
            <translation>Addebitato due volte: rif. {first} e rif. {late} (una richiesta applicata in ritardo dal servizio) — un responsabile deve verificare</translation>
        </message>
        <message>
            <source>Scan ignored: {code} was not added — the bill is being reviewed or sent. Confirm with F12 or a tap, or go back.</source>
            <translation>Scansione ignorata: {code} non aggiunto — il conto è in revisione o in invio. Conferma con F12 o un tocco, oppure torna indietro.</translation>
        </message>
        <message>
            <source>{code} must be used in full ({amount})</source>
            <translation>{code} va usato per intero ({amount})</translation>
        </message>
        <message>
            <source>{code}: more than its balance ({amount})</source>
            <translation>{code}: più del suo saldo ({amount})</translation>
        </message>
        <message>
            <source>{code}: more than is left to pay on the bill</source>
            <translation>{code}: più di quanto resta da pagare sul conto</translation>
        </message>
        <message>
            <source>the service recorded it</source>
            <translation>il servizio l'ha registrato</translation>
        </message>
        <message>
            <source>it is not confirmed yet</source>
            <translation>non è ancora confermato</translation>
        </message>
        <message>
            <source>it is being sent</source>
            <translation>è in invio</translation>
        </message>
        <message>
            <source>Bill {total}</source>
            <translation>Conto {total}</translation>
        </message>
        <message>
            <source>ref {reference}</source>
            <translation>rif. {reference}</translation>
        </message>
        <message>
            <source>on vouchers {amount}</source>
            <translation>sui buoni {amount}</translation>
        </message>
        <message>
            <source>not confirmed {amount}</source>
            <translation>non confermato {amount}</translation>
        </message>
        <message>
            <source>left to pay {amount}</source>
            <translation>da pagare {amount}</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) redeemed: {amount}</source>
            <translation>
                <numerusform>%n buono riscattato: {amount}</numerusform>
                <numerusform>%n buoni riscattati: {amount}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) not confirmed — a manager must check</source>
            <translation>
                <numerusform>%n buono non confermato — un responsabile deve verificare</numerusform>
                <numerusform>%n buoni non confermati — un responsabile deve verificare</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) not taken — retry, replace or take it on the POS</source>
            <translation>
                <numerusform>%n buono non addebitato — riprova, sostituisci o incassa al POS</numerusform>
                <numerusform>%n buoni non addebitati — riprova, sostituisci o incassa al POS</numerusform>
            </translation>
        </message>
        <message>
            <source>Bill: {parts}.</source>
            <translation>Conto: {parts}.</translation>
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
</TS>
