<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en_GB">
    <context>
        <name>Accounts</name>
        <message>
            <source>{period}: {face} of products not classified for VAT yet (classify them).</source>
            <translation>{period}: {face} di prodotti non ancora classificati ai fini IVA (classificateli).</translation>
        </message>
        <message>
            <source>{period} at {location}: multi-purpose {worth}, VAT in it {vat}; single-purpose {single}, already taxed at sale.</source>
            <translation>{period} a {location}: multiuso {worth}, IVA inclusa {vat}; monouso {single}, già tassati alla vendita.</translation>
        </message>
        <message>
            <source>{location} · from {start} to {end}</source>
            <translation>{location} · dal {start} al {end}</translation>
        </message>
        <message>
            <source>top-up</source>
            <translation>ricarica</translation>
        </message>
        <message>
            <source>single-purpose (taxed at sale)</source>
            <translation>monouso (tassato alla vendita)</translation>
        </message>
        <message>
            <source>sale</source>
            <translation>vendita</translation>
        </message>
        <message>
            <source>reversal of a redemption</source>
            <translation>storno di un riscatto</translation>
        </message>
        <message>
            <source>refund</source>
            <translation>rimborso</translation>
        </message>
        <message>
            <source>redemption</source>
            <translation>riscatto</translation>
        </message>
        <message>
            <source>not classified</source>
            <translation>non classificato</translation>
        </message>
        <message>
            <source>multi-purpose (taxed at redemption)</source>
            <translation>multiuso (tassato al riscatto)</translation>
        </message>
        <message>
            <source>Vouchers whose sale could not be read (their redemptions carry no consideration): {count}.</source>
            <translation>Buoni la cui vendita non si è potuta leggere (i loro riscatti non hanno corrispettivo): {count}.</translation>
        </message>
        <message>
            <source>Voucher accounts — {place}</source>
            <translation>Contabilità dei buoni — {place}</translation>
        </message>
        <message>
            <source>Voucher accounts</source>
            <extracomment>The classes a product can have, in the combo's order; the first is "not classified".</extracomment>
            <translation>Contabilità dei buoni</translation>
        </message>
        <message>
            <source>VAT rate of {product}</source>
            <translation>Aliquota IVA di {product}</translation>
        </message>
        <message>
            <source>VAT rate %</source>
            <translation>Aliquota IVA %</translation>
        </message>
        <message>
            <source>VAT purpose of {product}</source>
            <translation>Finalità IVA di {product}</translation>
        </message>
        <message>
            <source>VAT purpose</source>
            <translation>Finalità IVA</translation>
        </message>
        <message>
            <source>VAT classes</source>
            <translation>Classi IVA</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Ora</translation>
        </message>
        <message>
            <source>Sold by</source>
            <translation>Venduto da</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Salvato {path}</translation>
        </message>
        <message>
            <source>Save the summary</source>
            <translation>Salva il riepilogo</translation>
        </message>
        <message>
            <source>Save PDF…</source>
            <translation>Salva PDF…</translation>
        </message>
        <message>
            <source>Redeemed {face} of face value, worth {worth} of consideration.</source>
            <translation>Riscattati {face} di valore nominale, pari a {worth} di corrispettivo.</translation>
        </message>
        <message>
            <source>Reading the service's events…</source>
            <translation>Lettura degli eventi del servizio…</translation>
        </message>
        <message>
            <source>Reading the locations…</source>
            <translation>Lettura delle sedi…</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Prodotto</translation>
        </message>
        <message>
            <source>Paid ratio</source>
            <translation>Quota pagata</translation>
        </message>
        <message>
            <source>Movements</source>
            <translation>Movimenti</translation>
        </message>
        <message>
            <source>Movement</source>
            <translation>Movimento</translation>
        </message>
        <message>
            <source>Location</source>
            <translation>Sede</translation>
        </message>
        <message>
            <source>Export the movements</source>
            <translation>Esporta i movimenti</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Esporta CSV…</translation>
        </message>
        <message>
            <source>Every till at the location, from the service's own record.</source>
            <translation>Tutte le casse della sede, dal registro del servizio.</translation>
        </message>
        <message>
            <source>Consideration</source>
            <translation>Corrispettivo</translation>
        </message>
        <message>
            <source>Paid %</source>
            <translation>% pag.</translation>
        </message>
        <message>
            <source>Consid.</source>
            <translation>Corrisp.</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Codice</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <source>Build</source>
            <translation>Genera</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importo</translation>
        </message>
        <message>
            <source>Movements from every till at {location}: {count}.</source>
            <translation>Movimenti di tutte le casse a {location}: {count}.</translation>
        </message>
        <message>
            <source>Every voucher seen is valid as long as the law asks.</source>
            <translation>Ogni buono visto è valido quanto chiede la legge.</translation>
        </message>
        <message>
            <source>Vouchers seen whose validity is shorter than the law asks:</source>
            <translation>Buoni visti con validità più breve di quanto chiede la legge:</translation>
        </message>
        <message>
            <source>This law sets no shortest validity for vouchers.</source>
            <translation>Questa legge non fissa una validità minima per i buoni.</translation>
        </message>
        <message>
            <source>The law where the desk is</source>
            <translation>La legge del luogo della cassa</translation>
        </message>
        <message>
            <source>The law here</source>
            <translation>La legge qui</translation>
        </message>
        <message>
            <source>{code} {product}: sold {sold}, valid until {expiry}; the law asks until {floor}</source>
            <translation>{code} {product}: venduto il {sold}, valido fino al {expiry}; la legge chiede fino al {floor}</translation>
        </message>
        <message>
            <source>Germany</source>
            <translation>Germania</translation>
        </message>
        <message>
            <source>Republic of Ireland</source>
            <translation>Repubblica d'Irlanda</translation>
        </message>
        <message>
            <source>Northern Ireland</source>
            <translation>Irlanda del Nord</translation>
        </message>
        <message>
            <source>Scotland</source>
            <translation>Scozia</translation>
        </message>
        <message>
            <source>England and Wales</source>
            <extracomment>The packs' names as a manager picks them, for the translations.</extracomment>
            <translation>Inghilterra e Galles</translation>
        </message>
        <message>
            <source>Months since sale (0 to {last})</source>
            <translation>Mesi dalla vendita (da 0 a {last})</translation>
        </message>
        <message>
            <source>Vouchers this property sold in the period: the share of face value redeemed, by month since sale.</source>
            <translation>Buoni venduti da questa struttura nel periodo: la quota del valore nominale riscattata, per mesi dalla vendita.</translation>
        </message>
        <message>
            <source>Export the redemption pattern</source>
            <translation>Esporta l'andamento dei riscatti</translation>
        </message>
        <message>
            <source>Export the pattern as CSV…</source>
            <translation>Esporta l'andamento come CSV…</translation>
        </message>
        <message>
            <source>The export's pages</source>
            <translation>Pagine dell'esportazione</translation>
        </message>
        <message>
            <source>Redemption pattern</source>
            <extracomment>The widest the legend of products is, beside the plot.</extracomment>
            <translation>Andamento dei riscatti</translation>
        </message>
        <message>
            <source>The period's figures</source>
            <translation>Le cifre del periodo</translation>
        </message>
        <message>
            <source>Export the tips record</source>
            <translation>Esporta il registro delle mance</translation>
        </message>
        <message>
            <source>Export this till's tips record…</source>
            <translation>Esporta il registro delle mance di questa cassa…</translation>
        </message>
    </context>
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
        <name>Answer</name>
        <message>
            <source> or </source>
            <translation> o </translation>
        </message>
        <message>
            <source>no code</source>
            <translation>nessun codice</translation>
        </message>
        <message>
            <source>location {location}</source>
            <translation>punto vendita {location}</translation>
        </message>
        <message>
            <source>{recorded}, not {asked}</source>
            <translation>{recorded}, non {asked}</translation>
        </message>
        <message>
            <source>it on {recorded}, not {asked}</source>
            <translation>su {recorded}, non su {asked}</translation>
        </message>
        <message>
            <source>it at {recorded}, not {asked}</source>
            <translation>in {recorded}, non in {asked}</translation>
        </message>
        <message>
            <source>it in {recorded}, not {asked}</source>
            <translation>in {recorded}, non in {asked}</translation>
        </message>
        <message>
            <source>a {recorded} event, not {asked}</source>
            <translation>un evento {recorded}, non {asked}</translation>
        </message>
        <message>
            <source>The service recorded {differences} — ask a manager.</source>
            <translation>Il servizio ha registrato {differences} — chiama un responsabile.</translation>
        </message>
    </context>
    <context>
        <name>Audit</name>
        <message>
            <source>{count} lines were sealed with a key this computer's keyring does not hold: they are readable but were not checked.</source>
            <translation>{count} righe sono state sigillate con una chiave che il portachiavi di questo computer non ha: sono leggibili ma non sono state verificate.</translation>
        </message>
        <message>
            <source>{count} lines were written without the key (older lines, or no keyring): they show accidental edits only.</source>
            <translation>{count} righe sono state scritte senza la chiave (righe più vecchie o nessun portachiavi): mostrano solo modifiche accidentali.</translation>
        </message>
        <message>
            <source>dual control limit</source>
            <translation>limite del doppio controllo</translation>
        </message>
        <message>
            <source>staff integrity report</source>
            <translation>rapporto di integrità del personale</translation>
        </message>
        <message>
            <source>dispute pack</source>
            <translation>dossier di contestazione</translation>
        </message>
        <message>
            <source>voucher case opened</source>
            <translation>caso del buono aperto</translation>
        </message>
        <message>
            <source>voucher case closed</source>
            <translation>caso del buono chiuso</translation>
        </message>
        <message>
            <source>saved</source>
            <translation>salvato</translation>
        </message>
        <message>
            <source>Head of the chain: {head}.</source>
            <translation>Testa della catena: {head}.</translation>
        </message>
        <message>
            <source>Lines that do not check: {numbers}.</source>
            <translation>Righe che non superano la verifica: {numbers}.</translation>
        </message>
        <message>
            <source>The log is intact: {lines} lines, none changed, removed or put in.</source>
            <translation>Il registro è integro: {lines} righe, nessuna modificata, rimossa o inserita.</translation>
        </message>
        <message>
            <source>Warning: line #{line} was put in outside the till.</source>
            <translation>Attenzione: la riga #{line} è stata inserita fuori dalla cassa.</translation>
        </message>
        <message>
            <source>Warning: line #{line} was removed outside the till.</source>
            <translation>Attenzione: la riga #{line} è stata rimossa fuori dalla cassa.</translation>
        </message>
        <message>
            <source>Warning: line #{line} was changed outside the till.</source>
            <extracomment>The words of a check asked for with ``check_and_record``, and whether they are a warning.</extracomment>
            <translation>Attenzione: la riga #{line} è stata modificata fuori dalla cassa.</translation>
        </message>
        <message>
            <source>check audit log</source>
            <translation>verifica registro di audit</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>Tutti</translation>
        </message>
        <message>
            <source>All actions</source>
            <translation>Tutte le azioni</translation>
        </message>
        <message>
            <source>Audit log</source>
            <translation>Registro delle operazioni</translation>
        </message>
        <message>
            <source>From date</source>
            <translation>Dalla data</translation>
        </message>
        <message>
            <source>To date</source>
            <translation>Alla data</translation>
        </message>
        <message>
            <source>Staff</source>
            <translation>Addetto</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Azione</translation>
        </message>
        <message>
            <source>Audit entries</source>
            <translation>Voci del registro</translation>
        </message>
        <message>
            <source>Checking the chain of the log…</source>
            <translation>Verifica della catena del registro…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Esporta CSV…</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Da</translation>
        </message>
        <message>
            <source>To</source>
            <translation>A</translation>
        </message>
        <message>
            <source>1 entry shown</source>
            <translation>1 voce mostrata</translation>
        </message>
        <message numerus="yes">
            <source>%n entries shown</source>
            <translation>
                <numerusform>%n voce mostrata</numerusform>
                <numerusform>%n voci mostrate</numerusform>
            </translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Salvato in {path}</translation>
        </message>
        <message>
            <source>Export the audit log</source>
            <translation>Esporta il registro delle operazioni</translation>
        </message>
        <message>
            <source>look up</source>
            <extracomment>The actions and outcomes a count's lines hold, in the audit log viewer's words (one translation).</extracomment>
            <translation>consultazione</translation>
        </message>
        <message>
            <source>open read-only</source>
            <translation>aperto in sola lettura</translation>
        </message>
        <message>
            <source>Redemption</source>
            <extracomment>The log keeps the journal's own words (its CSV is for auditors and tools); the viewer shows a manager the till's words for them. Actions already in till words are shown as they are.</extracomment>
            <translation>Riscatto</translation>
        </message>
        <message>
            <source>Top-up or new card</source>
            <translation>Ricarica o nuova carta</translation>
        </message>
        <message>
            <source>Reversal</source>
            <translation>Storno</translation>
        </message>
        <message>
            <source>shown masked</source>
            <translation>mostrato mascherato</translation>
        </message>
        <message>
            <source>Refund</source>
            <translation>Rimborso</translation>
        </message>
        <message>
            <source>Sale</source>
            <translation>Vendita</translation>
        </message>
        <message>
            <source>Marked not applied</source>
            <translation>Segnato come non applicato</translation>
        </message>
        <message>
            <source>manager unlock</source>
            <translation>sblocco responsabile</translation>
        </message>
        <message>
            <source>new PIN refused</source>
            <translation>nuovo PIN rifiutato</translation>
        </message>
        <message>
            <source>add manager</source>
            <translation>aggiunta responsabile</translation>
        </message>
        <message>
            <source>remove manager</source>
            <translation>rimozione responsabile</translation>
        </message>
        <message>
            <source>change manager PIN</source>
            <translation>cambio PIN responsabile</translation>
        </message>
        <message>
            <source>settings</source>
            <translation>impostazioni</translation>
        </message>
        <message>
            <source>reveal code</source>
            <translation>codice mostrato</translation>
        </message>
        <message>
            <source>end of shift report</source>
            <translation>chiusura turno</translation>
        </message>
        <message>
            <source>export audit log</source>
            <translation>esportazione registro</translation>
        </message>
        <message>
            <source>top-up permission</source>
            <translation>permesso di ricarica</translation>
        </message>
        <message>
            <source>top-up maximum</source>
            <translation>ricarica massima</translation>
        </message>
        <message>
            <source>keyed on POS</source>
            <translation>registrato sul POS</translation>
        </message>
        <message>
            <source>manager decision</source>
            <translation>decisione del responsabile</translation>
        </message>
        <message>
            <source>search</source>
            <translation>ricerca</translation>
        </message>
        <message>
            <source>order corrected</source>
            <translation>ordine corretto</translation>
        </message>
        <message>
            <source>e-mail address shown</source>
            <translation>indirizzo e-mail mostrato</translation>
        </message>
        <message>
            <source>lookups paused</source>
            <translation>ricerche in pausa</translation>
        </message>
        <message>
            <source>lookup pause lifted</source>
            <translation>pausa delle ricerche tolta</translation>
        </message>
        <message>
            <source>country rules</source>
            <translation>regole del paese</translation>
        </message>
        <message>
            <source>VAT class</source>
            <translation>classe IVA</translation>
        </message>
        <message>
            <source>old entries reduced</source>
            <translation>voci vecchie ridotte</translation>
        </message>
        <message>
            <source>training started afresh</source>
            <translation>formazione ricominciata</translation>
        </message>
        <message>
            <source>done</source>
            <extracomment>Outcomes the log keeps in till words, shown in the manager's language; others as logged.</extracomment>
            <translation>fatto</translation>
        </message>
        <message>
            <source>shown</source>
            <translation>mostrato</translation>
        </message>
        <message>
            <source>changed</source>
            <translation>modificato</translation>
        </message>
        <message>
            <source>wrong PIN</source>
            <translation>PIN errato</translation>
        </message>
        <message>
            <source>refused (locked)</source>
            <translation>rifiutato (bloccato)</translation>
        </message>
        <message>
            <source>refused (counted as a wrong PIN)</source>
            <translation>rifiutato (conteggiato come PIN errato)</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Ora</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Responsabile</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Codice</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Ordine</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Evento</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importo</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>Esito</translation>
        </message>
        <message>
            <source>Reverses event</source>
            <translation>Storna l'evento</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Motivo</translation>
        </message>
    </context>
    <context>
        <name>Bill</name>
        <message>
            <source>{code} must be used in full: {amount} for the {left} left — {refund}</source>
            <translation>{code} va usato per intero: {amount} per i {left} rimasti — {refund}</translation>
        </message>
        <message>
            <source>refund {amount} remainder to the guest</source>
            <translation>rimborsare all'ospite il resto di {amount}</translation>
        </message>
        <message>
            <source>Tip: {reason}</source>
            <translation>Mancia: {reason}</translation>
        </message>
        <message>
            <source>Tip paid by voucher, e.g. 5.00</source>
            <translation>Mancia pagata con buono, ad es. 5,00</translation>
        </message>
        <message>
            <source>Tip</source>
            <translation>Mancia</translation>
        </message>
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
            <extracomment>Lines of the bill not confirmed yet: the hand-off waits for a manager's decision on each. Lines confirmed on the bill that were never sent (the till stopped mid-bill): taken on the POS. What the POS refunds to the guest of a bill paid over its total, where the law says so.</extracomment>
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
            <source>A code was scanned into the tip: type the tip, then scan the code again.</source>
            <translation>Un codice è stato scansionato nella mancia: digita la mancia, poi scansiona di nuovo il codice.</translation>
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
            <extracomment>What is open at the till that an update must not interrupt (the updates' own set).</extracomment>
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
            <extracomment>Statuses of a voucher another till used (up): "used elsewhere" says what happened to it. The law where the desk is, read as each voucher joins (a manager may change it). The bill as it stands: its tag, lines, their states, and every figure read from them. Codes scanned while an earlier one was being looked up: each joins in turn, none is lost. The cashier asked to stop: the lines not sent yet stay on the bill, unsent. Each line the service recorded, by scan: the bill's one slip lists them all. Late news of a sent line's movement that came while later lines were being sent. Line news held back while the next line's request leaves (``bill_news``).</extracomment>
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
            <source>Sent; the service's answer was lost and it could not be proven — a manager decides</source>
            <translation>Inviato; la risposta del servizio è andata persa e non è stato possibile provarlo — decide un responsabile</translation>
        </message>
        <message>
            <source>{amount} from {code}</source>
            <extracomment>The seconds left of a lost answer's check, at the end of the money path's countdown line. The manager whose PIN allowed the bill above the dual-control limit, for each line's actor.</extracomment>
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
            <source>not taken {amount}</source>
            <translation>non addebitato {amount}</translation>
        </message>
        <message>
            <source>including tip {amount}</source>
            <translation>mancia inclusa {amount}</translation>
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
        <message>
            <source>{amount} on {code}</source>
            <extracomment>The redeem-history status of a reversed redemption.</extracomment>
            <translation>{amount} su {code}</translation>
        </message>
        <message>
            <source>Bill {reference} interrupted — not sent: {lines}</source>
            <translation>Conto {reference} interrotto — non inviato: {lines}</translation>
        </message>
        <message>
            <source>{lines} not confirmed — a manager decides before the rest is paid</source>
            <translation>{lines} non confermato — un responsabile decide prima che si paghi il resto</translation>
        </message>
        <message>
            <source>the rest is paid on the POS once a manager has decided</source>
            <translation>il resto si paga al POS quando un responsabile ha deciso</translation>
        </message>
    </context>
    <context>
        <name>Cases</name>
        <message>
            <source>Lost or stolen</source>
            <translation>Smarrito o rubato</translation>
        </message>
        <message>
            <source>Reissue the voucher</source>
            <translation>Riemettere il buono</translation>
        </message>
        <message>
            <source>Transfer the balance to another code</source>
            <translation>Trasferire il saldo su un altro codice</translation>
        </message>
        <message>
            <source>Extend its validity</source>
            <translation>Prorogarne la validità</translation>
        </message>
        <message>
            <source>Suspected fraud</source>
            <translation>Sospetta frode</translation>
        </message>
        <message>
            <source>line #{line} was changed outside the till</source>
            <extracomment>The cases this till keeps on the voucher, one line each ("#2 open: Suspected fraud, …"). What could not be read ("the service could not be reached: the order is not shown"), or "".</extracomment>
            <translation>la riga #{line} è stata modificata fuori dalla cassa</translation>
        </message>
        <message>
            <source>line #{line} was removed outside the till</source>
            <translation>la riga #{line} è stata rimossa fuori dalla cassa</translation>
        </message>
        <message>
            <source>line #{line} was put in outside the till</source>
            <translation>la riga #{line} è stata inserita fuori dalla cassa</translation>
        </message>
        <message>
            <source>Audit lines of this voucher: {numbers}.</source>
            <translation>Righe di audit di questo buono: {numbers}.</translation>
        </message>
        <message>
            <source>Warning: these lines of this voucher do not check: {bad}.</source>
            <translation>Attenzione: queste righe del buono non superano la verifica: {bad}.</translation>
        </message>
        <message>
            <source>Each of them checks: none was changed or put in.</source>
            <translation>Ognuna supera la verifica: nessuna è stata modificata o inserita.</translation>
        </message>
        <message>
            <source>The whole chain checks: {lines} lines, head {head}.</source>
            <translation>L'intera catena supera la verifica: {lines} righe, testa {head}.</translation>
        </message>
        <message>
            <source>Warning: the chain does not check: {problem}.</source>
            <translation>Attenzione: la catena non supera la verifica: {problem}.</translation>
        </message>
        <message>
            <source>{count} lines were written without the key: they show accidental edits only.</source>
            <translation>{count} righe sono state scritte senza la chiave: mostrano solo modifiche accidentali.</translation>
        </message>
        <message>
            <source>Voucher code</source>
            <translation>Codice del buono</translation>
        </message>
        <message>
            <source>Voucher</source>
            <translation>Buono</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Stato</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Saldo</translation>
        </message>
        <message>
            <source>Expires</source>
            <translation>Scade</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Ordine</translation>
        </message>
        <message>
            <source>Order date</source>
            <translation>Data dell'ordine</translation>
        </message>
        <message>
            <source>Delivery</source>
            <translation>Consegna</translation>
        </message>
        <message>
            <source>Order value</source>
            <translation>Valore dell'ordine</translation>
        </message>
        <message>
            <source>Case</source>
            <translation>Caso</translation>
        </message>
        <message>
            <source>What is asked</source>
            <translation>Cosa si chiede</translation>
        </message>
        <message>
            <source>What happened</source>
            <translation>Cosa è successo</translation>
        </message>
        <message>
            <source>Opened</source>
            <translation>Aperto</translation>
        </message>
        <message>
            <source>Opened by manager</source>
            <translation>Aperto dal responsabile</translation>
        </message>
        <message>
            <source>Staff signed in</source>
            <translation>Addetto collegato</translation>
        </message>
        <message>
            <source>Closed</source>
            <translation>Chiuso</translation>
        </message>
        <message>
            <source>Closed by manager</source>
            <translation>Chiuso dal responsabile</translation>
        </message>
        <message>
            <source>Closing note</source>
            <translation>Nota di chiusura</translation>
        </message>
        <message>
            <source>Till time</source>
            <translation>Ora della cassa</translation>
        </message>
        <message>
            <source>Service time</source>
            <translation>Ora del servizio</translation>
        </message>
        <message>
            <source>Till</source>
            <translation>Cassa</translation>
        </message>
        <message>
            <source>Staff</source>
            <translation>Addetto</translation>
        </message>
        <message>
            <source>Movement</source>
            <translation>Movimento</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importo</translation>
        </message>
        <message>
            <source>Balance before</source>
            <translation>Saldo prima</translation>
        </message>
        <message>
            <source>Balance after</source>
            <translation>Saldo dopo</translation>
        </message>
        <message>
            <source>POS reference</source>
            <translation>Riferimento POS</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>Esito</translation>
        </message>
        <message>
            <source>Ticked on the POS by</source>
            <translation>Spuntato sul POS da</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Ora</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Riferimento</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Dove</translation>
        </message>
        <message>
            <source>#{number} open: {reason}, opened {when} by {manager}</source>
            <translation>#{number} aperto: {reason}, aperto il {when} da {manager}</translation>
        </message>
        <message>
            <source>#{number} closed {closed} by {closer}: {reason}, opened {when} by {manager}</source>
            <translation>#{number} chiuso il {closed} da {closer}: {reason}, aperto il {when} da {manager}</translation>
        </message>
        <message>
            <source>{place} · till {till} · made {when} by manager {manager}</source>
            <translation>{place} · cassa {till} · creato il {when} dal responsabile {manager}</translation>
        </message>
        <message>
            <source>The voucher and its order</source>
            <translation>Il buono e il suo ordine</translation>
        </message>
        <message>
            <source>Movements at this till</source>
            <translation>Movimenti in questa cassa</translation>
        </message>
        <message>
            <source>This till made no movement on this voucher.</source>
            <translation>Questa cassa non ha fatto movimenti su questo buono.</translation>
        </message>
        <message>
            <source>Redemptions the service shows elsewhere</source>
            <translation>Riscatti che il servizio mostra altrove</translation>
        </message>
        <message>
            <source>Cases at this till</source>
            <translation>Casi in questa cassa</translation>
        </message>
        <message>
            <source>Slips</source>
            <translation>Scontrini</translation>
        </message>
        <message>
            <source>No slip was printed for this voucher here.</source>
            <translation>Qui non è stato stampato nessuno scontrino per questo buono.</translation>
        </message>
        <message>
            <source>The audit log</source>
            <translation>Il registro delle operazioni</translation>
        </message>
        <message>
            <source>Dispute pack: voucher {code}</source>
            <translation>Dossier di contestazione: buono {code}</translation>
        </message>
        <message>
            <source>Case #{number}: voucher {code}</source>
            <translation>Caso #{number}: buono {code}</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Aperto</translation>
        </message>
        <message>
            <source>Closed {when} by {manager}</source>
            <translation>Chiuso il {when} da {manager}</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Codice</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Responsabile</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Stato</translation>
        </message>
        <message>
            <source>Choose an open case first.</source>
            <translation>Scegli prima un caso aperto.</translation>
        </message>
        <message>
            <source>The case could not be closed: {problem}</source>
            <translation>Impossibile chiudere il caso: {problem}</translation>
        </message>
        <message>
            <source>Case #{number} is closed: voucher {code} can be used again.</source>
            <translation>Il caso #{number} è chiuso: il buono {code} può essere usato di nuovo.</translation>
        </message>
        <message>
            <source>Choose a case first.</source>
            <translation>Scegli prima un caso.</translation>
        </message>
        <message>
            <source>Voucher {code} has an open case (#{number}, {reason}): nothing can be redeemed or topped up until a manager closes it.</source>
            <translation>Il buono {code} ha un caso aperto (#{number}, {reason}): non si può riscattare né ricaricare nulla finché un responsabile non lo chiude.</translation>
        </message>
        <message>
            <source>Case #{number}: {reason}, reported {when} by manager {manager}.</source>
            <translation>Caso #{number}: {reason}, segnalato il {when} dal responsabile {manager}.</translation>
        </message>
        <message>
            <source>Nothing can be redeemed or topped up until a manager closes the case.</source>
            <translation>Non si può riscattare né ricaricare nulla finché un responsabile non chiude il caso.</translation>
        </message>
        <message>
            <source>See Manager → Voucher cases.</source>
            <translation>Vedi Responsabile → Casi dei buoni.</translation>
        </message>
        <message>
            <source>Open case</source>
            <translation>Caso aperto</translation>
        </message>
        <message>
            <source>The case could not be written: {problem}</source>
            <translation>Impossibile salvare il caso: {problem}</translation>
        </message>
        <message>
            <source>The page as it will print</source>
            <translation>La pagina come verrà stampata</translation>
        </message>
        <message>
            <source>Save PDF…</source>
            <translation>Salva PDF…</translation>
        </message>
        <message>
            <source>Copy for e-mail</source>
            <translation>Copia per l'e-mail</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Salvato {path}</translation>
        </message>
        <message>
            <source>Copied: paste it into an e-mail to the voucher service's support.</source>
            <translation>Copiato: incollalo in un'e-mail all'assistenza del servizio buoni.</translation>
        </message>
        <message>
            <source>Save the PDF</source>
            <translation>Salva il PDF</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <source>Dispute pack</source>
            <translation>Dossier di contestazione</translation>
        </message>
        <message>
            <source>Gathering what this till knows of the voucher…</source>
            <translation>Raccolta di ciò che questa cassa sa del buono…</translation>
        </message>
        <message>
            <source>Dispute pack for voucher {code}: save it as a PDF to file or hand on.</source>
            <translation>Dossier di contestazione del buono {code}: salvalo come PDF da archiviare o consegnare.</translation>
        </message>
        <message>
            <source>Report a problem with this voucher</source>
            <translation>Segnala un problema con questo buono</translation>
        </message>
        <message>
            <source>Voucher {code}. The service cannot block, reissue, transfer or extend a code.</source>
            <translation>Buono {code}. Il servizio non può bloccare, riemettere, trasferire o prorogare un codice.</translation>
        </message>
        <message>
            <source>The till writes a case sheet for its support and refuses the voucher here until the case is closed.</source>
            <translation>La cassa scrive una scheda del caso per la sua assistenza e rifiuta qui il buono finché il caso non è chiuso.</translation>
        </message>
        <message>
            <source>What the guest says, what was checked, by whom</source>
            <translation>Cosa dice l'ospite, cosa è stato verificato, da chi</translation>
        </message>
        <message>
            <source>Open the case</source>
            <translation>Apri il caso</translation>
        </message>
        <message>
            <source>Case #{number} is open: voucher {code} is refused at this till until a manager closes it.</source>
            <translation>Il caso #{number} è aperto: il buono {code} viene rifiutato in questa cassa finché un responsabile non lo chiude.</translation>
        </message>
        <message>
            <source>Copy the sheet into an e-mail to the voucher service's support, or save it as a PDF.</source>
            <translation>Copia la scheda in un'e-mail all'assistenza del servizio buoni o salvala come PDF.</translation>
        </message>
        <message>
            <source>Voucher cases</source>
            <translation>Casi dei buoni</translation>
        </message>
        <message>
            <source>What the service did, or why it is closed</source>
            <translation>Cosa ha fatto il servizio o perché viene chiuso</translation>
        </message>
        <message>
            <source>What was done</source>
            <translation>Cosa è stato fatto</translation>
        </message>
        <message>
            <source>Close the case</source>
            <translation>Chiudi il caso</translation>
        </message>
        <message>
            <source>Case sheet</source>
            <translation>Scheda del caso</translation>
        </message>
        <message numerus="yes">
            <source>%n open case(s) at this till.</source>
            <translation>
                <numerusform>%n caso aperto in questa cassa.</numerusform>
                <numerusform>%n casi aperti in questa cassa.</numerusform>
            </translation>
        </message>
        <message>
            <source>sent, no answer yet</source>
            <extracomment>The event type each movement asks the service for, named when no event came back.</extracomment>
            <translation>inviato, ancora nessuna risposta</translation>
        </message>
        <message>
            <source>done</source>
            <translation>fatto</translation>
        </message>
        <message>
            <source>refused by the service</source>
            <translation>rifiutato dal servizio</translation>
        </message>
        <message>
            <source>not confirmed</source>
            <translation>non confermato</translation>
        </message>
        <message>
            <source>not applied</source>
            <translation>non applicato</translation>
        </message>
        <message>
            <source>other figures than asked</source>
            <translation>cifre diverse da quelle richieste</translation>
        </message>
        <message>
            <source>waits for a manager's decision</source>
            <translation>attende la decisione di un responsabile</translation>
        </message>
        <message>
            <source>The service could not be read: what it holds of the voucher and its order is missing here. This till's own records follow.</source>
            <extracomment>The service's clock (the property's local time): what the status badge is judged at.</extracomment>
            <translation>Impossibile leggere il servizio: qui manca ciò che conserva del buono e del suo ordine. Seguono le registrazioni di questa cassa.</translation>
        </message>
        <message>
            <source>not named</source>
            <translation>senza nome</translation>
        </message>
        <message>
            <source>{method}, charged {charge}</source>
            <translation>{method}, addebitato {charge}</translation>
        </message>
        <message>
            <source>Look up a voucher first.</source>
            <translation>Cerca prima un buono.</translation>
        </message>
        <message>
            <source>A dispute pack for voucher {code}</source>
            <translation>Un dossier di contestazione del buono {code}</translation>
        </message>
        <message>
            <source>Voucher {code} already has an open case (#{number}): see Manager → Voucher cases.</source>
            <translation>Il buono {code} ha già un caso aperto (#{number}): vedi Responsabile → Casi dei buoni.</translation>
        </message>
        <message>
            <source>Report a problem with voucher {code}</source>
            <translation>Segnalare un problema con il buono {code}</translation>
        </message>
        <message>
            <source>The voucher cases</source>
            <translation>I casi dei buoni</translation>
        </message>
    </context>
    <context>
        <name>Code</name>
        <message>
            <source>Scan or type a voucher code</source>
            <translation>Scansiona o digita un codice buono</translation>
        </message>
        <message>
            <source>That is too long to be a voucher code</source>
            <translation>È troppo lungo per essere un codice buono</translation>
        </message>
        <message>
            <source>That code is hidden: scan the voucher or type its whole code</source>
            <translation>Questo codice è nascosto: scansiona il buono o digita il codice intero</translation>
        </message>
        <message>
            <source>That is too short to be a voucher code</source>
            <translation>È troppo corto per essere un codice buono</translation>
        </message>
        <message>
            <source>Voucher codes contain only letters and digits</source>
            <translation>I codici buono contengono solo lettere e cifre</translation>
        </message>
        <message>
            <source>That link does not hold a voucher code</source>
            <translation>Questo link non contiene un codice buono</translation>
        </message>
        <message>
            <source>That code holds hidden direction marks: scan it again, or type it by hand</source>
            <translation>Questo codice contiene segni di direzione nascosti: scansionalo di nuovo o digitalo a mano</translation>
        </message>
        <message>
            <source>A few digits are not a voucher code (a PIN or an amount?): nothing was looked up</source>
            <translation>Poche cifre non sono un codice buono (un PIN o un importo?): non è stato cercato nulla</translation>
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
            <extracomment>The longest a click's repaint of the step waits for the movement to be on its way. Confirm's text while a movement is in flight ("Redeeming…"); "" when none is.</extracomment>
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
            <source>Offline: the voucher service cannot be reached.</source>
            <translation>Offline: il servizio buoni non è raggiungibile.</translation>
        </message>
        <message>
            <source>The voucher service is having trouble.</source>
            <translation>Il servizio buoni ha problemi.</translation>
        </message>
        <message>
            <source>activity</source>
            <extracomment>The state a failed probe leaves the till in; any other failure means it is still offline. The parts of the service that can fail on their own, in till words ("activity" is the feed's).</extracomment>
            <translation>attività</translation>
        </message>
        <message>
            <source> · last contact {time}</source>
            <extracomment>The parts of the service that fail on their own while it otherwise answers ("activity"). A new last-contact time waits to be told (``report_success`` while online already).</extracomment>
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
        <name>Counter</name>
        <message>
            <source>Activity (F3)</source>
            <translation>Attività (F3)</translation>
        </message>
        <message>
            <source>Back to the counter (F3)</source>
            <translation>Torna al banco (F3)</translation>
        </message>
        <message>
            <source>Manager: it did not go through…</source>
            <translation>Responsabile: non è andato a buon fine…</translation>
        </message>
        <message>
            <source>An earlier redemption or top-up of this voucher is unconfirmed. A manager who has checked with the service that it did not go through can unblock the voucher (manager PIN).</source>
            <translation>Un riscatto o una ricarica precedente di questo buono non è confermato. Un responsabile che ha verificato con il servizio che non è andato a buon fine può sbloccare il buono (PIN responsabile).</translation>
        </message>
        <message>
            <source>Mark the unconfirmed top-up of {code} as not applied, after checking with the service that it did not go through</source>
            <translation>Segna la ricarica non confermata di {code} come non applicata, dopo aver verificato con il servizio che non è andata a buon fine</translation>
        </message>
        <message>
            <source>Mark the unconfirmed redemption of {code} as not applied, after checking with the service that it did not go through</source>
            <translation>Segna il riscatto non confermato di {code} come non applicato, dopo aver verificato con il servizio che non è andato a buon fine</translation>
        </message>
        <message>
            <source>Refund the whole order of this voucher (manager PIN)</source>
            <translation>Rimborsa l'intero ordine di questo buono (PIN responsabile)</translation>
        </message>
        <message>
            <source>Refund order…</source>
            <translation>Rimborsa ordine…</translation>
        </message>
        <message>
            <source>Refund order #{order}…</source>
            <translation>Rimborsa ordine n. {order}…</translation>
        </message>
        <message>
            <source>This voucher is void, so its order cannot be refunded.</source>
            <translation>Questo buono è annullato, quindi il suo ordine non si può rimborsare.</translation>
        </message>
        <message>
            <source>Looking up…</source>
            <extracomment>The next voucher shown answers a new lookup: its details start at the top. Signed in, and nothing typed in the code field yet: the Enter that started the shift, pressed twice, is no lookup of an empty code (a red line on a fresh till).</extracomment>
            <translation>Ricerca…</translation>
        </message>
        <message>
            <source>Look up</source>
            <translation>Cerca</translation>
        </message>
        <message>
            <source>Scan or type a voucher code</source>
            <translation>Scansiona o digita un codice buono</translation>
        </message>
        <message>
            <source>Scan a code</source>
            <translation>Scansiona un codice</translation>
        </message>
        <message>
            <source>Voucher code</source>
            <translation>Codice buono</translation>
        </message>
        <message>
            <source>Scan or type a code, then Enter or Tab (F2 comes back here)</source>
            <translation>Scansiona o digita un codice, poi Invio o Tab (F2 torna qui)</translation>
        </message>
        <message>
            <source>Look up the code (Enter)</source>
            <translation>Cerca il codice (Invio)</translation>
        </message>
        <message>
            <source>About the code</source>
            <translation>Sul codice</translation>
        </message>
        <message>
            <source>Close anyway</source>
            <translation>Chiudi comunque</translation>
        </message>
        <message>
            <source>Sign out anyway</source>
            <translation>Esci comunque</translation>
        </message>
        <message>
            <source>Open another voucher?</source>
            <extracomment>The question asked before a feed row replaces the voucher on the counter, while open.</extracomment>
            <translation>Aprire un altro buono?</translation>
        </message>
        <message>
            <source>Nothing on screen for {key} now: scan or type a voucher's code to use it.</source>
            <translation>Ora non c'è nulla sullo schermo per {key}: scansiona o digita il codice di un buono per usarlo.</translation>
        </message>
        <message>
            <source>{key} waits: the till is still finding out whether the last redemption went through.</source>
            <translation>{key} attende: la cassa sta ancora verificando se l'ultimo riscatto è andato a buon fine.</translation>
        </message>
        <message>
            <source>{key} confirms what a review shows: type the amount and press Enter first.</source>
            <translation>{key} conferma ciò che mostra il riepilogo: prima digiti l&apos;importo e prema Invio.</translation>
        </message>
        <message>
            <source>{key}: type the amount and press Enter first.</source>
            <translation>{key}: prima digiti l&apos;importo e prema Invio.</translation>
        </message>
        <message>
            <source>{here} is on the counter. Open {other} instead?</source>
            <translation>{here} è sul banco. Aprire {other} al suo posto?</translation>
        </message>
        <message>
            <source>{here} is closed; nothing is redeemed from either.</source>
            <translation>{here} viene chiuso; non si riscatta nulla da nessuno dei due.</translation>
        </message>
        <message>
            <source>Open {other}</source>
            <translation>Apri {other}</translation>
        </message>
        <message>
            <source>Keep {here}</source>
            <translation>Tieni {here}</translation>
        </message>
    </context>
    <context>
        <name>Crash</name>
        <message>
            <source>Save a support report…</source>
            <translation>Salva un rapporto per l'assistenza…</translation>
        </message>
        <message>
            <source>Something went wrong</source>
            <extracomment>Opens *Save a support report…*; offered in the dialog once the window has set it.</extracomment>
            <translation>Qualcosa è andato storto</translation>
        </message>
        <message>
            <source>Something went wrong inside the till. It has been logged, and you can carry on.</source>
            <translation>Qualcosa è andato storto nella cassa. È stato registrato e puoi continuare.</translation>
        </message>
        <message>
            <source>If it keeps happening, copy the details for support.</source>
            <translation>Se continua a succedere, copia i dettagli per l'assistenza.</translation>
        </message>
        <message>
            <source>Copy details</source>
            <translation>Copia dettagli</translation>
        </message>
    </context>
    <context>
        <name>DualControl</name>
        <message>
            <source>Above {limit}: a manager's PIN is needed to confirm.</source>
            <translation>Oltre {limit}: per confermare serve il PIN di un responsabile.</translation>
        </message>
    </context>
    <context>
        <name>DualLimit</name>
        <message>
            <source>Now: off — no manager's PIN is asked for any amount.</source>
            <translation>Ora: disattivato — non si chiede il PIN di un responsabile per nessun importo.</translation>
        </message>
        <message>
            <source>Now: a manager's PIN is asked above {limit}.</source>
            <translation>Ora: sopra {limit} si chiede il PIN di un responsabile.</translation>
        </message>
        <message>
            <source>Type the currency's three-letter code (GBP, EUR)</source>
            <translation>Digitare il codice di tre lettere della valuta (GBP, EUR)</translation>
        </message>
        <message>
            <source>{problem}. Nothing was changed.</source>
            <translation>{problem}. Non è stato cambiato nulla.</translation>
        </message>
        <message>
            <source>Dual control</source>
            <translation>Doppio controllo</translation>
        </message>
        <message>
            <source>At {place}, above this amount in the voucher's currency a redemption, a bill's line, a top-up or a sale needs a manager's PIN as well as Confirm. Leave the amount empty to turn it off.</source>
            <translation>Presso {place}, sopra questo importo nella valuta del buono un riscatto, una riga del conto, una ricarica o una vendita richiedono il PIN di un responsabile oltre a Conferma. Lasciare vuoto l'importo per disattivarlo.</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Valuta</translation>
        </message>
        <message>
            <source>A manager's PIN above</source>
            <translation>PIN del responsabile sopra</translation>
        </message>
        <message>
            <source>Why this cannot be saved</source>
            <translation>Perché non si può salvare</translation>
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
        <name>Errors</name>
        <message>
            <source>The voucher service answers from another address ({where}): ask a manager to check Service settings.</source>
            <translation>Il servizio buoni risponde da un altro indirizzo ({where}): chiedi a un responsabile di controllare le impostazioni del servizio.</translation>
        </message>
        <message>
            <source>The voucher service answers that it has moved: ask a manager to check Service settings.</source>
            <translation>Il servizio buoni risponde di essersi spostato: chiedi a un responsabile di controllare le impostazioni del servizio.</translation>
        </message>
        <message>
            <source>The voucher service reported a problem instead of an answer. Try again in a moment.</source>
            <translation>Il servizio buoni ha segnalato un problema invece di una risposta. Riprova tra un momento.</translation>
        </message>
        <message>
            <source>This voucher cannot be used now.</source>
            <extracomment>Failures the till expects and explains; anything else is a bug.</extracomment>
            <translation>Questo buono non si può usare ora.</translation>
        </message>
        <message>
            <source>That is more than the voucher's balance.</source>
            <translation>È più del saldo del buono.</translation>
        </message>
        <message>
            <source>This voucher must be used in full.</source>
            <translation>Questo buono va usato per intero.</translation>
        </message>
        <message>
            <source>The service did not accept that amount.</source>
            <translation>Il servizio non ha accettato questo importo.</translation>
        </message>
        <message>
            <source>This voucher is not valid at this location.</source>
            <translation>Questo buono non è valido in questo punto vendita.</translation>
        </message>
        <message>
            <source>This order has already been refunded.</source>
            <translation>Questo ordine è già stato rimborsato.</translation>
        </message>
        <message>
            <source>A voucher in this order has been used, so the order cannot be refunded.</source>
            <translation>Un buono di questo ordine è stato usato, quindi l'ordine non si può rimborsare.</translation>
        </message>
        <message>
            <source>Only orders created through the API can be refunded here.</source>
            <translation>Qui si possono rimborsare solo ordini creati tramite API.</translation>
        </message>
        <message>
            <source>The service has not confirmed this event yet, so it cannot be reversed.</source>
            <translation>Il servizio non ha ancora confermato questo evento, quindi non si può stornare.</translation>
        </message>
        <message>
            <source>This event has already been reversed.</source>
            <translation>Questo evento è già stato stornato.</translation>
        </message>
        <message>
            <source>This kind of event cannot be reversed.</source>
            <translation>Questo tipo di evento non si può stornare.</translation>
        </message>
        <message>
            <source>The request was missing something the service needs.</source>
            <translation>Alla richiesta mancava qualcosa che serve al servizio.</translation>
        </message>
        <message>
            <source>The service did not accept the request.</source>
            <translation>Il servizio non ha accettato la richiesta.</translation>
        </message>
        <message>
            <source>The service could not read the request.</source>
            <translation>Il servizio non è riuscito a leggere la richiesta.</translation>
        </message>
        <message>
            <source>This voucher is not valid yet.</source>
            <extracomment>``not_redeemable`` by the status the service named (longest first: "Not Yet Valid" before "Valid").</extracomment>
            <translation>Questo buono non è ancora valido.</translation>
        </message>
        <message>
            <source>The payment for this voucher was reversed (a chargeback).</source>
            <translation>Il pagamento di questo buono è stato stornato (chargeback).</translation>
        </message>
        <message>
            <source>This voucher is already used.</source>
            <translation>Questo buono è già stato usato.</translation>
        </message>
        <message>
            <source>This voucher has expired.</source>
            <translation>Questo buono è scaduto.</translation>
        </message>
        <message>
            <source>This voucher is void (cancelled).</source>
            <translation>Questo buono è annullato.</translation>
        </message>
        <message>
            <source>The voucher service refused this for a reason the till does not know; its own words are in the till's log for a manager or support.</source>
            <extracomment>A refusal whose reason the till does not know: the service's words go to the details only.</extracomment>
            <translation>Il servizio buoni ha rifiutato per un motivo che la cassa non conosce; la sua risposta è nel registro della cassa per un responsabile o l'assistenza.</translation>
        </message>
        <message>
            <source>The service refused the till's API key — ask a manager to check Service settings.</source>
            <translation>Il servizio ha rifiutato la chiave API della cassa — chiedi a un responsabile di controllare le impostazioni del servizio.</translation>
        </message>
        <message>
            <source>Not found.</source>
            <translation>Non trovato.</translation>
        </message>
        <message>
            <source>No voucher with that code. Check the code and try again.</source>
            <translation>Nessun buono con questo codice. Controlla il codice e riprova.</translation>
        </message>
        <message>
            <source>That order was not found.</source>
            <translation>Ordine non trovato.</translation>
        </message>
        <message>
            <source>That event was not found.</source>
            <translation>Evento non trovato.</translation>
        </message>
        <message>
            <source>The voucher service is busy. Wait a few seconds and try again.</source>
            <extracomment>The failures told the same way whatever was asked, by their type, most specific first: the till's words (translated where they are shown) and how far the request got.</extracomment>
            <translation>Il servizio buoni è occupato. Attendi qualche secondo e riprova.</translation>
        </message>
        <message>
            <source>No answer from the service: checking whether it went through…</source>
            <translation>Nessuna risposta dal servizio: verifica se è andato a buon fine…</translation>
        </message>
        <message>
            <source>Cannot reach the voucher service. Check the network; the till keeps trying.</source>
            <translation>Il servizio buoni non è raggiungibile. Controlla la rete; la cassa continua a provare.</translation>
        </message>
        <message>
            <source>The voucher service is not answering. Try again in a moment.</source>
            <translation>Il servizio buoni non risponde. Riprova tra poco.</translation>
        </message>
        <message>
            <source>The voucher service is having trouble. Try again in a moment.</source>
            <translation>Il servizio buoni ha problemi. Riprova tra poco.</translation>
        </message>
        <message>
            <source>The voucher service sent an answer the till cannot read.</source>
            <translation>Il servizio buoni ha inviato una risposta che la cassa non sa leggere.</translation>
        </message>
    </context>
    <context>
        <name>Feed</name>
        <message>
            <source>Activity at this location</source>
            <extracomment>The feed's columns (the model's order): time, code, type, amount, balance after, confirmed. A late, wide moment and amount: the samples the columns are made as wide as. A feed row is tapped to choose an event for Reverse or Reprint: a touch target, 40 px like a button. The keys that walk the feed: each selects the row it lands on.</extracomment>
            <translation>Attività in questa sede</translation>
        </message>
        <message>
            <source>Activity</source>
            <translation>Attività</translation>
        </message>
        <message>
            <source>Filter by code or type</source>
            <translation>Filtra per codice o tipo</translation>
        </message>
        <message>
            <source>Filter</source>
            <translation>Filtra</translation>
        </message>
        <message>
            <source>Filter the activity</source>
            <translation>Filtra l'attività</translation>
        </message>
        <message>
            <source>No event matches. Codes show only their last characters: type those, or the whole code.</source>
            <translation>Nessun evento corrisponde. I codici mostrano solo gli ultimi caratteri: digiti quelli o il codice intero.</translation>
        </message>
        <message>
            <source>About the filter</source>
            <translation>Sul filtro</translation>
        </message>
        <message>
            <source>Balance events at this location</source>
            <translation>Movimenti di saldo in questa sede</translation>
        </message>
        <message>
            <source>Click to choose an event (Reverse, Reprint); double-click or Enter opens its voucher</source>
            <translation>Clic per scegliere un evento (Storna, Ristampa); doppio clic o Invio apre il suo buono</translation>
        </message>
        <message>
            <source>Last contact with the service</source>
            <translation>Ultimo contatto con il servizio</translation>
        </message>
        <message>
            <source>Fetch the next 50 older events</source>
            <translation>Carica i 50 eventi precedenti</translation>
        </message>
        <message>
            <source>Reverse…</source>
            <translation>Storna…</translation>
        </message>
        <message>
            <source>Reprint slip</source>
            <translation>Ristampa scontrino</translation>
        </message>
        <message>
            <source>Print the guest's slip of the selected event again, marked Reprint</source>
            <translation>Ristampa lo scontrino dell'ospite dell'evento scelto, con la dicitura Ristampa</translation>
        </message>
        <message>
            <source>Reverse the selected event (manager PIN)</source>
            <translation>Storna l'evento scelto (PIN del responsabile)</translation>
        </message>
        <message>
            <source>Not heard from the service yet</source>
            <extracomment>Why a reverse the type allows is still known to be refused (this till reversed the event, or a manager's check found it reversed); composition sets it, "" when nothing is known.</extracomment>
            <translation>Ancora nessuna risposta dal servizio</translation>
        </message>
        <message>
            <source>Last heard from the service {time}</source>
            <translation>Ultima risposta dal servizio {time}</translation>
        </message>
        <message>
            <source>Updated {time}</source>
            <translation>Aggiornato {time}</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>Caricamento…</translation>
        </message>
        <message>
            <source>Load older</source>
            <translation>Carica precedenti</translation>
        </message>
        <message>
            <source>No older events</source>
            <translation>Nessun evento precedente</translation>
        </message>
        <message>
            <source>The activity list could not be updated. The voucher service sent an event the till cannot read (event {which}); the other events are shown.</source>
            <translation>Impossibile aggiornare l'elenco attività. Il servizio buoni ha inviato un evento che la cassa non sa leggere (evento {which}); gli altri eventi sono mostrati.</translation>
        </message>
        <message numerus="yes">
            <source>The activity list could not be updated. The voucher service sent %n events the till cannot read (event {which}); the other events are shown.</source>
            <translation>
                <numerusform>Impossibile aggiornare l'elenco attività. Il servizio buoni ha inviato %n evento che la cassa non sa leggere (evento {which}); gli altri eventi sono mostrati.</numerusform>
                <numerusform>Impossibile aggiornare l'elenco attività. Il servizio buoni ha inviato %n eventi che la cassa non sa leggere (evento {which}); gli altri eventi sono mostrati.</numerusform>
            </translation>
        </message>
        <message>
            <source>The activity list could not be updated. {problem}</source>
            <translation>Impossibile aggiornare l'elenco attività. {problem}</translation>
        </message>
        <message>
            <source>Activity not updated since {time} — {why}. The till keeps trying.</source>
            <translation>Attività non aggiornata dalle {time} — {why}. La cassa continua a riprovare.</translation>
        </message>
        <message>
            <source>Activity not updated yet — {why}. The till keeps trying.</source>
            <translation>Attività non ancora aggiornata — {why}. La cassa continua a riprovare.</translation>
        </message>
        <message>
            <source>the service is not answering</source>
            <extracomment>The feed's name in the top bar ("Online · activity not updating"). Why the feed is not up to date, in till words, by what went wrong.</extracomment>
            <translation>il servizio non risponde</translation>
        </message>
        <message>
            <source>the till cannot reach the service</source>
            <translation>la cassa non raggiunge il servizio</translation>
        </message>
        <message>
            <source>the service is having trouble</source>
            <translation>il servizio ha dei problemi</translation>
        </message>
        <message>
            <source>the service is busy</source>
            <translation>il servizio è sovraccarico</translation>
        </message>
        <message>
            <source>the service refused the till's API key</source>
            <translation>il servizio ha rifiutato la chiave API della cassa</translation>
        </message>
        <message>
            <source>Time</source>
            <extracomment>True while a row is new; the view paints it with a highlight background. The event id of a row (an int), for tests and for finding a row again.</extracomment>
            <translation>Ora</translation>
        </message>
        <message>
            <source>{time} · event {event}</source>
            <translation>{time} · evento {event}</translation>
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
            <source>Balance</source>
            <translation>Saldo</translation>
        </message>
        <message>
            <source>Confirmed</source>
            <translation>Confermato</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Sì</translation>
        </message>
        <message>
            <source>Not yet</source>
            <translation>Non ancora</translation>
        </message>
        <message>
            <source>The service has not confirmed this event yet.</source>
            <translation>Il servizio non ha ancora confermato questo evento.</translation>
        </message>
    </context>
    <context>
        <name>Files</name>
        <message>
            <source>Not saved: the disk is full. Free some space or choose another folder ({path}).</source>
            <translation>Non salvato: il disco è pieno. Libera spazio o scegli un'altra cartella ({path}).</translation>
        </message>
        <message>
            <source>Not saved: the till may not write to that folder. Choose another one ({path}).</source>
            <translation>Non salvato: la cassa non può scrivere in quella cartella. Scegline un'altra ({path}).</translation>
        </message>
        <message>
            <source>Not saved: the system reported “{error}” ({path}).</source>
            <translation>Non salvato: il sistema ha segnalato «{error}» ({path}).</translation>
        </message>
    </context>
    <context>
        <name>Find</name>
        <message>
            <source>Find a voucher</source>
            <extracomment>What a column of the results typically holds at its widest, for its width; the total takes the rest. The results' date column: its width is the widest day of any month in the signed-in language (a German "28 Sept. 2026" is wider than "30 Sep 2025"). A large order's total, for the width of the last column. Opens the dispute pack of a voucher (its whole code); None hides the button.</extracomment>
            <translation>Trova un buono</translation>
        </message>
        <message>
            <source>Order number, guest's name, part of the e-mail, payment reference</source>
            <translation>Numero d'ordine, nome dell'ospite, parte dell'e-mail, riferimento di pagamento</translation>
        </message>
        <message>
            <source>Find</source>
            <translation>Trova</translation>
        </message>
        <message numerus="yes">
            <source>Last %n months</source>
            <translation>
                <numerusform>Ultimo %n mese</numerusform>
                <numerusform>Ultimi %n mesi</numerusform>
            </translation>
        </message>
        <message>
            <source>How far back</source>
            <translation>Quanto indietro</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Cerca</translation>
        </message>
        <message>
            <source>Cancel search</source>
            <translation>Annulla ricerca</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Riprova</translation>
        </message>
        <message>
            <source>Search progress</source>
            <translation>Avanzamento ricerca</translation>
        </message>
        <message>
            <source>Orders found</source>
            <translation>Ordini trovati</translation>
        </message>
        <message>
            <source>Vouchers of the chosen order</source>
            <translation>Buoni dell'ordine scelto</translation>
        </message>
        <message>
            <source>Choose an order to see its vouchers.</source>
            <translation>Scegliere un ordine per vederne i buoni.</translation>
        </message>
        <message>
            <source>Open voucher</source>
            <translation>Apri buono</translation>
        </message>
        <message>
            <source>Guest says lost…</source>
            <translation>L'ospite dice di averlo perso…</translation>
        </message>
        <message>
            <source>Lost…</source>
            <translation>Perso…</translation>
        </message>
        <message>
            <source>Dispute…</source>
            <translation>Contestazione…</translation>
        </message>
        <message>
            <source>Dispute pack…</source>
            <translation>Dossier di contestazione…</translation>
        </message>
        <message>
            <source>A manager notes it: the next lookup of these codes warns the cashier.</source>
            <translation>Lo annota un responsabile: alla prossima ricerca di questi codici il cassiere viene avvisato.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>Ricerca in corso…</translation>
        </message>
        <message>
            <source>Note that the guest says order {order}'s vouchers are lost</source>
            <translation>Annota che l'ospite dice di aver perso i buoni dell'ordine {order}</translation>
        </message>
        <message>
            <source>Enter, a double tap or Open voucher opens it read-only.</source>
            <translation>Invio, un doppio tocco o «Apri buono» lo apre in sola lettura.</translation>
        </message>
        <message>
            <source>Find a voucher by order, name or e-mail…</source>
            <extracomment>Opens a voucher's dispute pack (the Manager menu's, PIN first); None: no button.</extracomment>
            <translation>Trova un buono per ordine, nome o e-mail…</translation>
        </message>
        <message>
            <source>Type at least {count} letters of a name, part of an e-mail address, a payment reference or an order number.</source>
            <extracomment>The retention period (``retention_days``): older orders are shown, never written down. Every page read was written to the index (else it must not claim to cover the window). A manager's "the guest says it is lost" on the chosen order (``app.desk.common.lost_notes``).</extracomment>
            <translation>Digitare almeno {count} lettere di un nome, parte di un indirizzo e-mail, un riferimento di pagamento o un numero d'ordine.</translation>
        </message>
        <message>
            <source>Search cancelled: {searched}; {found} found so far.</source>
            <translation>Ricerca annullata: {searched}; {found} trovati finora.</translation>
        </message>
        <message>
            <source>Reading the vouchers of order {order}…</source>
            <translation>Lettura dei buoni dell'ordine {order}…</translation>
        </message>
        <message>
            <source>Order {order}, opened by its number.</source>
            <translation>Ordine {order}, aperto dal numero.</translation>
        </message>
        <message numerus="yes">
            <source>{count} orders since {day} (%n months)</source>
            <translation>
                <numerusform>{count} ordini dal {day} (%n mese)</numerusform>
                <numerusform>{count} ordini dal {day} (%n mesi)</numerusform>
            </translation>
        </message>
        <message>
            <source>{found} found: searched {where}.</source>
            <translation>{found} trovati: cercato in {where}.</translation>
        </message>
        <message>
            <source>No order {query} at this property, and no payment reference {query}: searched {where}. Check the number on the guest's confirmation.</source>
            <translation>Nessun ordine {query} in questa struttura e nessun riferimento di pagamento {query}: cercati {where}. Controllare il numero sulla conferma dell'ospite.</translation>
        </message>
        <message>
            <source>Nothing matches "{query}": searched {where}. Try another spelling, part of the e-mail address, or a longer window.</source>
            <translation>Nessun risultato per «{query}»: cercato in {where}. Provare un'altra grafia, parte dell'indirizzo e-mail o un periodo più lungo.</translation>
        </message>
        <message>
            <source>Search stopped. {problem}</source>
            <translation>Ricerca interrotta. {problem}</translation>
        </message>
        <message>
            <source>Search incomplete: {searched}, {found} found so far. {problem} Retry goes on from where it stopped.</source>
            <translation>Ricerca incompleta: {searched}, {found} trovati finora. {problem} «Riprova» riprende da dove si è fermata.</translation>
        </message>
        <message>
            <source>It read {pages} pages of the order list, the most one search reads.</source>
            <translation>Ha letto {pages} pagine dell'elenco degli ordini, il massimo che legge una ricerca.</translation>
        </message>
        <message numerus="yes">
            <source>The service took more than %n second(s) to send the order list, the longest one search waits.</source>
            <translation>
                <numerusform>Il servizio ha impiegato più di %n secondo per inviare l'elenco degli ordini, il massimo che attende una ricerca.</numerusform>
                <numerusform>Il servizio ha impiegato più di %n secondi per inviare l'elenco degli ordini, il massimo che attende una ricerca.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The service took more than %n minute(s) to send the order list, the longest one search waits.</source>
            <translation>
                <numerusform>Il servizio ha impiegato più di %n minuto per inviare l'elenco degli ordini, il massimo che attende una ricerca.</numerusform>
                <numerusform>Il servizio ha impiegato più di %n minuti per inviare l'elenco degli ordini, il massimo che attende una ricerca.</numerusform>
            </translation>
        </message>
        <message>
            <source>Search stopped: {searched}, {found} found so far. {why} Retry goes on from where it stopped.</source>
            <translation>Ricerca interrotta: {searched}, {found} trovati finora. {why} «Riprova» riprende da dove si è fermata.</translation>
        </message>
        <message>
            <source>The vouchers could not be read.</source>
            <translation>Impossibile leggere i buoni.</translation>
        </message>
        <message>
            <source>Order {order} holds no voucher.</source>
            <translation>L'ordine {order} non contiene buoni.</translation>
        </message>
        <message>
            <source>Searched {count} orders</source>
            <extracomment>Every order read in this search, by id: a page that repeats the one before it (a service that ignores the page asked for, or pages shifted by a new order) is counted once.</extracomment>
            <translation>{count} ordini esaminati</translation>
        </message>
        <message>
            <source>{count} orders searched</source>
            <translation>{count} ordini esaminati</translation>
        </message>
        <message>
            <source>Searched {count} orders back to {day}</source>
            <translation>{count} ordini esaminati, fino al {day}</translation>
        </message>
        <message>
            <source>{count} orders searched back to {day}</source>
            <translation>{count} ordini esaminati fino al {day}</translation>
        </message>
        <message>
            <source>The note could not be written: {problem}</source>
            <extracomment>Whether the notes' file exists: a till where no note was ever made reads nothing at a lookup.</extracomment>
            <translation>Impossibile salvare la nota: {problem}</translation>
        </message>
        <message>
            <source>Noted: the guest says {codes} of order {order} is lost.</source>
            <translation>Annotato: l'ospite dice di aver perso {codes} dell'ordine {order}.</translation>
        </message>
        <message>
            <source>Reported lost: on {day} manager {manager} noted that the guest says the vouchers of order {order} are lost. Check who is presenting it.</source>
            <translation>Segnalato come perso: il {day} il responsabile {manager} ha annotato che l'ospite dice di aver perso i buoni dell'ordine {order}. Verificare chi lo presenta.</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Ordine</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Data</translation>
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
            <source>Recipient</source>
            <translation>Destinatario</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Totale</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Codice</translation>
        </message>
        <message>
            <source>Voucher</source>
            <translation>Buono</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Stato</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Saldo</translation>
        </message>
        <message>
            <source>Search the service again</source>
            <translation>Cerca di nuovo nel servizio</translation>
        </message>
        <message>
            <source>Search again</source>
            <translation>Cerca di nuovo</translation>
        </message>
        <message>
            <source>Reads every order again, for a guest whose details were changed elsewhere.</source>
            <translation>Rilegge tutti gli ordini, per un ospite i cui dati sono stati cambiati altrove.</translation>
        </message>
        <message numerus="yes">
            <source>, %n order(s) could not be read</source>
            <extracomment>Orders matched, written or shown between two turns of the Qt loop (a few milliseconds' work).</extracomment>
            <translation>
                <numerusform>, %n ordine non è stato letto</numerusform>
                <numerusform>, %n ordini non sono stati letti</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Guest</name>
        <message>
            <source>Guest's language…</source>
            <translation>Lingua dell'ospite…</translation>
        </message>
        <message>
            <source>Guest</source>
            <translation>Ospite</translation>
        </message>
        <message>
            <source>The guest's language, on the guest display and the guest's slips: {language} (Ctrl+G). The till stays in yours.</source>
            <translation>La lingua dell'ospite, sul display ospite e sui suoi scontrini: {language} (Ctrl+G). La cassa resta nella sua lingua.</translation>
        </message>
        <message>
            <source>Guest's language, for the guest display and slips</source>
            <translation>Lingua dell'ospite, per il display ospite e gli scontrini</translation>
        </message>
        <message>
            <source>Guest display</source>
            <extracomment>The setting's word for "never show a customer display". The screen the display was placed on, None while it is not shown.</extracomment>
            <translation>Display ospite</translation>
        </message>
        <message>
            <source>{product}: {amount} to use here.</source>
            <translation>{product}: {amount} da usare qui.</translation>
        </message>
        <message>
            <source>{product}: {amount} to use here, until {day}.</source>
            <translation>{product}: {amount} da usare qui, fino al {day}.</translation>
        </message>
        <message>
            <source>{product}: cannot be used. {why}</source>
            <translation>{product}: non utilizzabile. {why}</translation>
        </message>
        <message>
            <source>{amount} will be taken — {left} left</source>
            <translation>Verranno addebitati {amount} — restano {left}</translation>
        </message>
        <message>
            <source>Your vouchers</source>
            <translation>I suoi buoni</translation>
        </message>
        <message>
            <source>Your bill</source>
            <translation>Il suo conto</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Benvenuti</translation>
        </message>
        <message>
            <source>Valid until {day}</source>
            <translation>Valido fino al {day}</translation>
        </message>
        <message>
            <source>Total: {amount}</source>
            <translation>Totale: {amount}</translation>
        </message>
        <message>
            <source>This side faces the guest</source>
            <translation>Questo lato è rivolto all'ospite</translation>
        </message>
        <message>
            <source>The payment is being checked. Please wait a moment.</source>
            <translation>Il pagamento è in verifica. Attenda un momento, prego.</translation>
        </message>
        <message>
            <source>One moment, please</source>
            <translation>Un momento, prego</translation>
        </message>
        <message>
            <source>Nothing was taken from the voucher.</source>
            <extracomment>How long the display keeps a voucher, a review or an outcome before it goes back to the property's name: long enough to read it across a counter, short enough that the next guest never sees it. A no-break space: a day is never split over two lines of the display ("3 / listopada 2027"). Redraws the current screen in a newly chosen language.</extracomment>
            <translation>Dal buono non è stato addebitato nulla.</translation>
        </message>
        <message>
            <source>Not taken</source>
            <translation>Non addebitato</translation>
        </message>
        <message>
            <source>Left to pay: {amount}</source>
            <translation>Resta da pagare: {amount}</translation>
        </message>
        <message>
            <source>Guest display test</source>
            <translation>Prova del display ospite</translation>
        </message>
        <message>
            <source>Done: {amount} taken — {left} left</source>
            <translation>Fatto: addebitati {amount} — restano {left}</translation>
        </message>
        <message>
            <source>Done: {amount} taken — {left} left — valid until {day}</source>
            <translation>Fatto: addebitati {amount} — restano {left} — valido fino al {day}</translation>
        </message>
        <message>
            <source>Can be used here, all at once</source>
            <translation>Utilizzabile qui, tutto in una volta</translation>
        </message>
        <message>
            <source>Can be used here in part</source>
            <translation>Utilizzabile qui anche in parte</translation>
        </message>
        <message>
            <source>Balance: {amount}</source>
            <translation>Saldo: {amount}</translation>
        </message>
        <message>
            <source>Guest display test pattern</source>
            <translation>Schermata di prova del display ospite</translation>
        </message>
    </context>
    <context>
        <name>Handoff</name>
        <message>
            <source>Gift voucher</source>
            <translation>Buono regalo</translation>
        </message>
        <message>
            <source>not given</source>
            <extracomment>[DECIDE] How far back an unticked redemption is still shown and reminded of: a day covers a shift that ran past midnight and a till restarted the next morning, without nagging forever. The service's redeem history shows the event reversed, and not by this till: nothing to key. A bill's redemptions, keyed on the POS as one tender (``app.core.bill_handoff``).</extracomment>
            <translation>non indicato</translation>
        </message>
        <message>
            <source>Reversed elsewhere — do not key {amount} (reference {reference})</source>
            <translation>Stornato altrove — non battere {amount} (riferimento {reference})</translation>
        </message>
        <message>
            <source>Take {amount} payment on the POS for a voucher sale — reference {reference}</source>
            <translation>Incassa {amount} sul POS per una vendita di buono — riferimento {reference}</translation>
        </message>
        <message>
            <source>Take {amount} payment on the POS for a new gift card — reference {reference}</source>
            <translation>Incassa {amount} sul POS per una nuova carta regalo — riferimento {reference}</translation>
        </message>
        <message>
            <source>Take {amount} payment on the POS for a gift card top-up — reference {reference}</source>
            <translation>Incassa {amount} sul POS per una ricarica di carta regalo — riferimento {reference}</translation>
        </message>
        <message>
            <source>Key {amount} as {tender} — reference {reference}</source>
            <translation>Batti {amount} come {tender} — riferimento {reference}</translation>
        </message>
        <message>
            <source>Gift card payment</source>
            <translation>Pagamento carta regalo</translation>
        </message>
        <message>
            <source>Voucher sale</source>
            <translation>Vendita buono</translation>
        </message>
        <message>
            <source>{amount} {what} ref {references}</source>
            <translation>{amount} {what} rif. {references}</translation>
        </message>
        <message>
            <source>Redeemed</source>
            <translation>Riscattato</translation>
        </message>
        <message>
            <source>New card sold</source>
            <translation>Nuova carta venduta</translation>
        </message>
        <message>
            <source>Topped up</source>
            <translation>Ricaricato</translation>
        </message>
        <message>
            <source>Vouchers sold</source>
            <translation>Buoni venduti</translation>
        </message>
        <message>
            <source>{done} {time} by {staff}</source>
            <translation>{done} {time} da {staff}</translation>
        </message>
        <message>
            <source>{done} {time}</source>
            <translation>{done} {time}</translation>
        </message>
        <message>
            <source>{time} {amount} — ref {references} — {staff}</source>
            <translation>{time} {amount} — rif. {references} — {staff}</translation>
        </message>
        <message>
            <source>What to key on the POS</source>
            <extracomment>A finger-sized button on a touch screen. Windows shorter than this keep the hand-off to its instruction and keys (``HandoffBanner._fit``). Offered beside a slip that could not be printed: the guest still gets it, as a PDF. Whether the window's resizes are watched (``showEvent``).</extracomment>
            <translation>Cosa battere sul POS</translation>
        </message>
        <message>
            <source>Copy ({key})</source>
            <translation>Copia ({key})</translation>
        </message>
        <message>
            <source>Copy the amount and the reference, to paste into the POS</source>
            <translation>Copia importo e riferimento, da incollare nel POS</translation>
        </message>
        <message>
            <source>Copy amount and reference</source>
            <translation>Copia importo e riferimento</translation>
        </message>
        <message>
            <source>Tick once the amount is keyed as a gift voucher tender on the POS</source>
            <translation>Spunta quando l'importo è battuto sul POS come pagamento con buono regalo</translation>
        </message>
        <message>
            <source>Slip ({key})</source>
            <translation>Scontrino ({key})</translation>
        </message>
        <message>
            <source>Print the guest's slip of the last redemption</source>
            <translation>Stampa lo scontrino dell'ospite dell'ultimo riscatto</translation>
        </message>
        <message>
            <source>Print slip</source>
            <translation>Stampa scontrino</translation>
        </message>
        <message>
            <source>Save as PDF…</source>
            <translation>Salva come PDF…</translation>
        </message>
        <message>
            <source>Save the slip as a PDF, to print or send later</source>
            <translation>Salva lo scontrino come PDF, da stampare o inviare in seguito</translation>
        </message>
        <message>
            <source>✓ Keyed on POS ({key})</source>
            <translation>✓ Battuto sul POS ({key})</translation>
        </message>
        <message>
            <source>Redeemed {time} by {staff} on {code}; the service shows it reversed since, not by this till. Tick to take it off the list.</source>
            <translation>Riscattato {time} da {staff} su {code}; il servizio lo mostra stornato in seguito, non da questa cassa. Spunta per toglierlo dall'elenco.</translation>
        </message>
        <message>
            <source>On the POS now · {detail}</source>
            <translation>Ora sul POS · {detail}</translation>
        </message>
        <message>
            <source>{done} on {code}</source>
            <translation>{done} · buono {code}</translation>
        </message>
        <message>
            <source>✓ Seen ({key})</source>
            <translation>✓ Visto ({key})</translation>
        </message>
        <message numerus="yes">
            <source>%n more not keyed</source>
            <translation>
                <numerusform>altre %n da battere</numerusform>
                <numerusform>altre %n da battere</numerusform>
            </translation>
        </message>
        <message>
            <source>Copied “{text}”.</source>
            <translation>Copiato «{text}».</translation>
        </message>
        <message numerus="yes">
            <source>• and %n earlier</source>
            <extracomment>The reminder names this many redemptions, newest first, and counts the rest.</extracomment>
            <translation>
                <numerusform>• e %n precedente</numerusform>
                <numerusform>• e %n precedenti</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement is not settled with the service:

{lines}

A manager must check them.</source>
            <translation>1 operazione non è chiusa con il servizio:

{lines}

Un responsabile deve controllarla.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements are not settled with the service:

{lines}

A manager must check them.</source>
            <translation>
                <numerusform>%n operazione non è chiusa con il servizio:

{lines}

Un responsabile deve controllarle.</numerusform>
                <numerusform>%n operazioni non sono chiuse con il servizio:

{lines}

Un responsabile deve controllarle.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 redemption is not ticked as keyed on the POS:

{lines}

Key them on the POS and tick them first.</source>
            <translation>1 riscatto non è spuntato come battuto sul POS:

{lines}

Prima battilo sul POS e spuntalo.</translation>
        </message>
        <message numerus="yes">
            <source>%n redemptions are not ticked as keyed on the POS:

{lines}

Key them on the POS and tick them first.</source>
            <translation>
                <numerusform>%n riscatto non è spuntato come battuto sul POS:

{lines}

Prima battili sul POS e spuntali.</numerusform>
                <numerusform>%n riscatti non sono spuntati come battuti sul POS:

{lines}

Prima battili sul POS e spuntali.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement is not ticked as keyed on the POS:

{lines}

Key them on the POS and tick them first.</source>
            <translation>1 operazione non è spuntata come battuta sul POS:

{lines}

Prima battila sul POS e spuntala.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements are not ticked as keyed on the POS:

{lines}

Key them on the POS and tick them first.</source>
            <translation>
                <numerusform>%n operazione non è spuntata come battuta sul POS:

{lines}

Prima battile sul POS e spuntale.</numerusform>
                <numerusform>%n operazioni non sono spuntate come battute sul POS:

{lines}

Prima battile sul POS e spuntale.</numerusform>
            </translation>
        </message>
        <message>
            <source>Not settled</source>
            <translation>Non chiuso</translation>
        </message>
        <message>
            <source>Not keyed on the POS</source>
            <translation>Non battuto sul POS</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>Torna indietro</translation>
        </message>
        <message>
            <source>waits for a manager's decision</source>
            <extracomment>Why an unsettled movement waits, for the list shown before leaving.</extracomment>
            <translation>attende la decisione di un responsabile</translation>
        </message>
        <message>
            <source>not yet confirmed by the service</source>
            <translation>non ancora confermata dal servizio</translation>
        </message>
        <message>
            <source>sent, no answer yet</source>
            <translation>inviata, ancora senza risposta</translation>
        </message>
        <message>
            <source>The till could not read its journal: some movements may not be settled.</source>
            <extracomment>Events of this till's redemptions the service's history shows reversed, not by this till. When this session began: a bill left with lines never sent before it was interrupted. The interrupted bills the cashier was told of, by bill id (once a session each).</extracomment>
            <translation>La cassa non è riuscita a leggere il suo giornale: alcune operazioni potrebbero non essere chiuse.</translation>
        </message>
        <message>
            <source>{time} {what}: {why}</source>
            <translation>{time} {what}: {why}</translation>
        </message>
        <message>
            <source>The till could not read which redemptions are keyed on the POS.</source>
            <translation>La cassa non è riuscita a leggere quali riscatti sono battuti sul POS.</translation>
        </message>
        <message>
            <source>Sign in first: a tick records who keyed the redemption on the POS.</source>
            <translation>Accedi prima: la spunta registra chi ha battuto il riscatto sul POS.</translation>
        </message>
        <message>
            <source>{problem} The redemption still shows as not keyed; try the tick again.</source>
            <translation>{problem} Il riscatto risulta ancora non battuto; riprova a spuntarlo.</translation>
        </message>
        <message>
            <source>Bill {reference} was interrupted when the till stopped: the service took {taken}; not sent: {lines}. {left} left to pay on the POS.</source>
            <translation>Il conto {reference} è stato interrotto quando la cassa si è fermata: il servizio ha preso {taken}; non inviato: {lines}. {left} da pagare al POS.</translation>
        </message>
        <message>
            <source>A voucher of this bill is not confirmed: a manager decides it first (Manager ▸ Unconfirmed movements), then the bill is keyed on the POS.</source>
            <translation>Un buono di questo conto non è confermato: prima decide un responsabile (Responsabile ▸ Operazioni non confermate), poi il conto si registra al POS.</translation>
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
            <source>The till's log</source>
            <translation>Il registro della cassa</translation>
        </message>
        <message>
            <source>Messages from the till</source>
            <translation>Messaggi della cassa</translation>
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
        <name>Integrity</name>
        <message>
            <source>High balances looked up, not redeemed</source>
            <extracomment>The column heading of each count: what was done, in plain words, never what it means.</extracomment>
            <translation>Saldi alti consultati, non riscattati</translation>
        </message>
        <message>
            <source>Opened read-only, redeemed within minutes</source>
            <translation>Aperti in sola lettura, riscattati entro minuti</translation>
        </message>
        <message>
            <source>Own redemptions reversed</source>
            <translation>Riscatti propri stornati</translation>
        </message>
        <message>
            <source>Not ticked as keyed on the POS</source>
            <translation>Non spuntati come registrati sul POS</translation>
        </message>
        <message>
            <source>Whole codes shown</source>
            <translation>Codici interi mostrati</translation>
        </message>
        <message>
            <source>Sales not ticked as paid</source>
            <translation>Vendite non spuntate come pagate</translation>
        </message>
        <message>
            <source>Lines in the audit log (all actions)</source>
            <extracomment>The first row: how much each member of staff did, to read their counts against.</extracomment>
            <translation>Righe del registro di controllo (tutte le azioni)</translation>
        </message>
        <message>
            <source>Count</source>
            <extracomment>The count's words, then the usual figure (the mean over staff), then one column per member of staff.</extracomment>
            <translation>Conteggio</translation>
        </message>
        <message>
            <source>Usual here</source>
            <translation>Abituale qui</translation>
        </message>
        <message numerus="yes">
            <source>%n member(s) of staff at this till from {first} to {last}.</source>
            <translation>
                <numerusform>%n membro del personale a questa cassa dal {first} al {last}.</numerusform>
                <numerusform>%n membri del personale a questa cassa dal {first} al {last}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{what} — {staff}: %n line(s) of the audit log.</source>
            <translation>
                <numerusform>{what} — {staff}: %n riga del registro di controllo.</numerusform>
                <numerusform>{what} — {staff}: %n righe del registro di controllo.</numerusform>
            </translation>
        </message>
        <message>
            <source>Staff integrity report</source>
            <extracomment>How far back the report looks when it opens: a week holds every shift pattern of a rota.</extracomment>
            <translation>Rapporto di integrità del personale</translation>
        </message>
        <message>
            <source>From date</source>
            <translation>Dalla data</translation>
        </message>
        <message>
            <source>To date</source>
            <translation>Alla data</translation>
        </message>
        <message>
            <source>Counts to look at, not findings: a busy shift, a guest who changed their mind or a colleague covering a break explains most of them. Choose a count to read the audit lines behind it.</source>
            <translation>Conteggi da guardare, non conclusioni: un turno intenso, un ospite che ha cambiato idea o un collega che copre una pausa spiegano la maggior parte. Scegliere un conteggio per leggere le righe del registro che lo compongono.</translation>
        </message>
        <message>
            <source>Counts per member of staff</source>
            <translation>Conteggi per membro del personale</translation>
        </message>
        <message>
            <source>Audit lines behind the count</source>
            <translation>Righe del registro dietro il conteggio</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Dal</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Al</translation>
        </message>
        <message>
            <source>Counting…</source>
            <translation>Conteggio in corso…</translation>
        </message>
    </context>
    <context>
        <name>Manager</name>
        <message>
            <source>Check the audit log</source>
            <translation>Verifica il registro di audit</translation>
        </message>
        <message>
            <source>{problem}. The service settings were not changed.</source>
            <translation>{problem}. Le impostazioni del servizio non sono state cambiate.</translation>
        </message>
        <message>
            <source>Lift the pause on lookups</source>
            <translation>Togli la pausa alle ricerche</translation>
        </message>
        <message>
            <source>The pause is lifted: codes can be looked up again.</source>
            <translation>Pausa tolta: i codici si possono di nuovo cercare.</translation>
        </message>
        <message>
            <source>Lookups are not paused.</source>
            <translation>Le ricerche non sono in pausa.</translation>
        </message>
        <message>
            <source>The voucher accounts and their VAT classes</source>
            <translation>La contabilità dei buoni e le loro classi IVA</translation>
        </message>
        <message>
            <source>Check the service and adapt the till to it</source>
            <translation>Verificare il servizio e adattarvi la cassa</translation>
        </message>
        <message>
            <source>Choose an event in the activity list first.</source>
            <translation>Scegli prima un evento nell'elenco attività.</translation>
        </message>
        <message>
            <source>Choose a line of the redeem history first.</source>
            <translation>Scegli prima una riga dello storico riscatti.</translation>
        </message>
        <message>
            <source>Look up a voucher of the order first.</source>
            <translation>Cerca prima un buono dell'ordine.</translation>
        </message>
        <message>
            <source>No movement is waiting for a manager's decision.</source>
            <translation>Nessuna operazione attende la decisione di un responsabile.</translation>
        </message>
        <message>
            <source>View the audit log</source>
            <translation>Visualizza il registro delle operazioni</translation>
        </message>
        <message>
            <source>Open a voucher from the feed first; a scanned one already shows its code.</source>
            <translation>Apri prima un buono dall'elenco attività; uno scansionato mostra già il suo codice.</translation>
        </message>
        <message>
            <source>Show a voucher's whole code</source>
            <translation>Mostra il codice completo di un buono</translation>
        </message>
        <message>
            <source>The end of shift report</source>
            <translation>La chiusura turno</translation>
        </message>
        <message>
            <source>The staff integrity report</source>
            <translation>Il rapporto di integrità del personale</translation>
        </message>
        <message>
            <source>Change the dual-control limit</source>
            <translation>Cambiare il limite del doppio controllo</translation>
        </message>
        <message>
            <source>Add or remove managers, or change a PIN</source>
            <translation>Aggiungi o rimuovi responsabili, o cambia un PIN</translation>
        </message>
        <message>
            <source>A training till always runs on the built-in sandbox; its service cannot change.</source>
            <translation>Una cassa di formazione usa sempre l'ambiente di prova integrato; il suo servizio non si può cambiare.</translation>
        </message>
        <message>
            <source>Change the service settings</source>
            <translation>Modifica le impostazioni del servizio</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Responsabile</translation>
        </message>
        <message>
            <source>Offline: reverses and refunds wait until the service answers again.</source>
            <translation>Offline: storni e rimborsi attendono che il servizio risponda di nuovo.</translation>
        </message>
    </context>
    <context>
        <name>ManagerMenu</name>
        <message>
            <source>Check the audit log…</source>
            <translation>Verifica il registro di audit…</translation>
        </message>
        <message>
            <source>Lift the pause on lookups…</source>
            <translation>Togli la pausa alle ricerche…</translation>
        </message>
        <message>
            <source>Voucher accounts and VAT…</source>
            <translation>Contabilità dei buoni e IVA…</translation>
        </message>
        <message>
            <source>Check the service…</source>
            <translation>Verifica il servizio…</translation>
        </message>
        <message>
            <source>Reverse the selected event…</source>
            <extracomment>A dispute pack opened over the shift report, from one of its lines. The view-model whose check before the PIN is running: a second click waits for it.</extracomment>
            <translation>Storna l'evento scelto…</translation>
        </message>
        <message>
            <source>Refund this voucher's order…</source>
            <translation>Rimborsa l'ordine di questo buono…</translation>
        </message>
        <message>
            <source>Unconfirmed movements…</source>
            <translation>Operazioni non confermate…</translation>
        </message>
        <message>
            <source>Audit log…</source>
            <translation>Registro delle operazioni…</translation>
        </message>
        <message>
            <source>Show the voucher's whole code…</source>
            <translation>Mostra il codice completo del buono…</translation>
        </message>
        <message>
            <source>Show the guest's e-mail address…</source>
            <translation>Mostra l'e-mail dell'ospite…</translation>
        </message>
        <message>
            <source>Dispute pack for this voucher…</source>
            <translation>Dossier di contestazione di questo buono…</translation>
        </message>
        <message>
            <source>Report a problem with this voucher…</source>
            <translation>Segnala un problema con questo buono…</translation>
        </message>
        <message>
            <source>Voucher cases…</source>
            <translation>Casi dei buoni…</translation>
        </message>
        <message>
            <source>End of shift report…</source>
            <translation>Chiusura turno…</translation>
        </message>
        <message>
            <source>Staff integrity report…</source>
            <translation>Rapporto di integrità del personale…</translation>
        </message>
        <message>
            <source>Managers and PINs…</source>
            <translation>Responsabili e PIN…</translation>
        </message>
        <message>
            <source>Dual control limit…</source>
            <translation>Limite del doppio controllo…</translation>
        </message>
        <message>
            <source>Service settings…</source>
            <translation>Impostazioni del servizio…</translation>
        </message>
        <message>
            <source>This voucher</source>
            <translation>Questo buono</translation>
        </message>
        <message>
            <source>Reports and audit</source>
            <translation>Report e registro</translation>
        </message>
        <message>
            <source>Till settings</source>
            <translation>Impostazioni della cassa</translation>
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
            <extracomment>The last thing asked was to add a manager (a refusal may be about the name).</extracomment>
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
        <message>
            <source>That looks like a PIN. Type the manager's name, then the PIN.</source>
            <extracomment>Said when the name field holds what looks like a PIN: a PIN typed into the name field by a hurried manager must never be kept, shown or written to the audit log as a name.</extracomment>
            <translation>Sembra un PIN. Digita il nome del responsabile, poi il PIN.</translation>
        </message>
        <message>
            <source>The two PINs are not the same. Type them again.</source>
            <extracomment>A PIN another manager has: the same words as a guessable PIN, never "another manager has it".</extracomment>
            <translation>I due PIN non coincidono. Digitali di nuovo.</translation>
        </message>
        <message>
            <source>Type the manager's name.</source>
            <translation>Digita il nome del responsabile.</translation>
        </message>
        <message>
            <source>{name} is already a manager.</source>
            <translation>{name} è già un responsabile.</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Responsabile</translation>
        </message>
        <message>
            <source>Choose the manager whose PIN changes.</source>
            <translation>Scegli il responsabile di cui cambiare il PIN.</translation>
        </message>
        <message>
            <source>Choose the manager to remove.</source>
            <translation>Scegli il responsabile da rimuovere.</translation>
        </message>
        <message>
            <source>The last manager cannot be removed: add another manager first.</source>
            <translation>L'ultimo responsabile non può essere rimosso: aggiungine prima un altro.</translation>
        </message>
        <message>
            <source>{name} is no longer a manager at this till.</source>
            <translation>{name} non è più responsabile in questa cassa.</translation>
        </message>
        <message>
            <source>{name} is now a manager at this till.</source>
            <translation>{name} ora è responsabile in questa cassa.</translation>
        </message>
        <message>
            <source>{name}'s PIN is changed.</source>
            <translation>Il PIN di {name} è stato cambiato.</translation>
        </message>
        <message>
            <source>{problem}. Nothing was changed.</source>
            <translation>{problem}. Non è stato cambiato nulla.</translation>
        </message>
    </context>
    <context>
        <name>Menu</name>
        <message>
            <source>Save a support report…</source>
            <translation>Salva un rapporto per l'assistenza…</translation>
        </message>
        <message>
            <source>&amp;Shift</source>
            <translation>T&amp;urno</translation>
        </message>
        <message>
            <source>Change staff…</source>
            <translation>Cambia operatore…</translation>
        </message>
        <message>
            <source>Find a code</source>
            <translation>Trova un codice</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Esci</translation>
        </message>
        <message>
            <source>&amp;Manager</source>
            <translation>&amp;Responsabile</translation>
        </message>
        <message>
            <source>S&amp;lips</source>
            <translation>&amp;Scontrini</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>A&amp;iuto</translation>
        </message>
        <message>
            <source>About {app}</source>
            <translation>Informazioni su {app}</translation>
        </message>
        <message>
            <source>{app} {version}
Redeem gift vouchers at the till.</source>
            <translation>{app} {version}
Riscatto dei buoni regalo alla cassa.</translation>
        </message>
    </context>
    <context>
        <name>Moment</name>
        <message>
            <source>Type a day and time ({example}, 3.12.2026 06:00, or 06:00 on this day)</source>
            <translation>Digitare giorno e ora ({example}, 3.12.2026 06:00, oppure 06:00 per questo giorno)</translation>
        </message>
    </context>
    <context>
        <name>Movement</name>
        <message>
            <source>a redemption of {amount} on {code}</source>
            <extracomment>The request itself, sent once; its answer is a balance event (None for a refund). "redemption", "top-up": the kind in till words. How a sentence names one, with its amount and without (``what``); whole phrases, so a translator can give each kind its own grammar. These and the words below are marked for translation (``QT_TRANSLATE_NOOP``, context "Movement") and translated where they are used.</extracomment>
            <translation>un riscatto di {amount} su {code}</translation>
        </message>
        <message>
            <source>a redemption on {code}</source>
            <translation>un riscatto su {code}</translation>
        </message>
        <message>
            <source>nothing was taken</source>
            <extracomment>What the cashier is told did not happen when it is not applied.</extracomment>
            <translation>non è stato scalato nulla</translation>
        </message>
        <message>
            <source>taken</source>
            <extracomment>What it did when it went through: "taken", in "marked as taken" and "called not taken".</extracomment>
            <translation>scalato</translation>
        </message>
        <message>
            <source>one event that could be it</source>
            <extracomment>What the cashier must not do after the service refused it ("" when nothing follows).</extracomment>
            <translation>un movimento che potrebbe essere questo</translation>
        </message>
        <message numerus="yes">
            <source>%n events that could be it</source>
            <translation>
                <numerusform>%n movimento che potrebbe essere questo</numerusform>
                <numerusform>%n movimenti che potrebbero essere questo</numerusform>
            </translation>
        </message>
        <message>
            <source>nothing was refunded — do not refund the payment</source>
            <translation>non è stato rimborsato nulla — non rimborsare il pagamento</translation>
        </message>
        <message>
            <source>refunded</source>
            <translation>rimborsato</translation>
        </message>
        <message>
            <source> — do not refund the payment</source>
            <translation> — non rimborsare il pagamento</translation>
        </message>
        <message>
            <source>the refund of order #{order}</source>
            <translation>il rimborso dell'ordine n. {order}</translation>
        </message>
        <message>
            <source>a refund of the order that could be it</source>
            <translation>un rimborso dell'ordine che potrebbe essere questo</translation>
        </message>
        <message>
            <source>no refund that could be it</source>
            <translation>nessun rimborso che possa essere questo</translation>
        </message>
        <message>
            <source>nothing was reversed</source>
            <translation>non è stato stornato nulla</translation>
        </message>
        <message>
            <source>reversed</source>
            <translation>stornato</translation>
        </message>
        <message>
            <source>the reverse of event {event} on {code}</source>
            <translation>lo storno del movimento {event} su {code}</translation>
        </message>
        <message>
            <source>the reverse of event {event} of {amount} on {code}</source>
            <translation>lo storno del movimento {event} di {amount} su {code}</translation>
        </message>
        <message>
            <source>no voucher was sold — take no payment for it</source>
            <extracomment>How much earlier than the intent (on the service's clock) the orders list is read from: a service stamps an order when it starts it, and the measured offset may be a little out. Pages of orders read at most when looking for a reference (50 each): a busy web shop's hour.</extracomment>
            <translation>nessun buono è stato venduto — non incassare nulla</translation>
        </message>
        <message>
            <source>sold</source>
            <translation>venduto</translation>
        </message>
        <message>
            <source> — take no payment for it</source>
            <translation> — non incassare nulla</translation>
        </message>
        <message>
            <source>the sale (reference {reference})</source>
            <translation>la vendita (riferimento {reference})</translation>
        </message>
        <message>
            <source>the sale of {amount} (reference {reference})</source>
            <translation>la vendita di {amount} (riferimento {reference})</translation>
        </message>
        <message>
            <source>one order carrying its reference</source>
            <translation>un ordine con questo riferimento</translation>
        </message>
        <message numerus="yes">
            <source>%n orders carrying its reference</source>
            <translation>
                <numerusform>%n ordine con questo riferimento</numerusform>
                <numerusform>%n ordini con questo riferimento</numerusform>
            </translation>
        </message>
        <message>
            <source>a top-up of {amount} on {code}</source>
            <translation>una ricarica di {amount} su {code}</translation>
        </message>
        <message>
            <source>a top-up on {code}</source>
            <translation>una ricarica su {code}</translation>
        </message>
        <message>
            <source>nothing was added</source>
            <translation>non è stato aggiunto nulla</translation>
        </message>
        <message>
            <source>added</source>
            <translation>aggiunto</translation>
        </message>
        <message>
            <source>{what} that the till had called not {made} went through.</source>
            <translation>{what}, che la cassa aveva dato per non {made}, è andato a buon fine.</translation>
        </message>
        <message>
            <source>{what} that the till had called not {made} went through at {time}.</source>
            <translation>{what}, che la cassa aveva dato per non {made}, è andato a buon fine alle {time}.</translation>
        </message>
        <message>
            <source>Marked by {manager} as not {made}; the till could not confirm it ({what}).</source>
            <translation>Segnato da {manager} come non {made}; la cassa non ha potuto confermarlo ({what}).</translation>
        </message>
        <message>
            <source>Marked by {manager} as {made} (event {event}); the till could not confirm it ({what}).</source>
            <translation>Segnato da {manager} come {made} (movimento {event}); la cassa non ha potuto confermarlo ({what}).</translation>
        </message>
        <message>
            <source>{what} went through.</source>
            <translation>{what} è andato a buon fine.</translation>
        </message>
        <message>
            <source>The service recorded {what} otherwise than asked — ask a manager.</source>
            <translation>Il servizio ha registrato {what} diversamente dalla richiesta — chiama un responsabile.</translation>
        </message>
        <message>
            <source>The till cannot confirm {what}: the service shows {found}, and {reason}. A manager must check.</source>
            <translation>La cassa non può confermare {what}: il servizio mostra {found}, e {reason}. Serve la verifica di un responsabile.</translation>
        </message>
        <message>
            <source>no proof</source>
            <translation>non c'è una prova</translation>
        </message>
        <message>
            <source>{what} was not made by this till: {reason}.</source>
            <translation>{what} non è stato fatto da questa cassa: {reason}.</translation>
        </message>
        <message>
            <source>{what} did not go through; {nothing}.</source>
            <translation>{what} non è andato a buon fine; {nothing}.</translation>
        </message>
        <message>
            <source>The service refused {what}{refused}.</source>
            <translation>Il servizio ha rifiutato {what}{refused}.</translation>
        </message>
        <message>
            <source>{what} is not confirmed yet; the till keeps checking.</source>
            <translation>{what} non è ancora confermato; la cassa continua a controllare.</translation>
        </message>
        <message>
            <source>A manager decides it first: Manager → Unconfirmed movements (Ctrl+U).</source>
            <extracomment>Events that could be this movement's when the outcome is UNCONFIRMED, for the manager. Settled while a cashier's window waited for it (a lost answer's countdown): that window shows the outcome itself; only what was settled behind the cashier's back is news elsewhere.</extracomment>
            <translation>Prima decide un responsabile: Responsabile → Operazioni non confermate (Ctrl+U).</translation>
        </message>
        <message>
            <source>Wait for the check to finish, or ask a manager.</source>
            <translation>Attendi la fine del controllo o chiedi a un responsabile.</translation>
        </message>
        <message>
            <source>An earlier movement on this voucher is not confirmed and waits for a manager.</source>
            <translation>Un'operazione precedente su questo buono non è confermata e attende un responsabile.</translation>
        </message>
        <message>
            <source>Call a manager: an earlier movement on this voucher waits for their decision.</source>
            <translation>Chiami un responsabile: un&apos;operazione precedente su questo buono attende la sua decisione.</translation>
        </message>
        <message>
            <source>Call a manager.</source>
            <translation>Chiami un responsabile.</translation>
        </message>
        <message>
            <source>An earlier movement on this voucher is still being checked.</source>
            <translation>Un'operazione precedente su questo buono è ancora in verifica.</translation>
        </message>
        <message>
            <source>An earlier movement on this voucher is still on its way.</source>
            <translation>Un'operazione precedente su questo buono è ancora in corso.</translation>
        </message>
        <message>
            <source>An earlier redemption of this voucher could not be checked again.</source>
            <extracomment>Background rounds in a row that met an unreadable answer before a movement goes to a manager. While waiting out the settle period, the records are read again this often. The latest after its intent that a request can still be applied by a slow service: five times the web server's 60 s limit, for a queue drained late. A matching event stamped later, on a desk other tills share, is theirs: it does not reopen a movement settled not applied. The movements whose voucher's balance tells whether they were applied. Background re-checks in a row that met an unreadable answer, by movement.</extracomment>
            <translation>Non è stato possibile ricontrollare un riscatto precedente di questo buono.</translation>
        </message>
    </context>
    <context>
        <name>OrderFix</name>
        <message>
            <source>Correct order #{order}</source>
            <translation>Correggi ordine n. {order}</translation>
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
            <extracomment>(order_id, {field: value} as read back): what the service now holds, for Find's index.</extracomment>
            <translation>Impossibile leggere l'ordine n. {order}</translation>
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
            <translation>L'ordine n. {order} non è stato corretto</translation>
        </message>
        <message>
            <source>Order #{order}: the correction was sent but the order could not be read back ({why}). Look it up again before correcting it again.</source>
            <translation>Ordine n. {order}: la correzione è stata inviata, ma non è stato possibile rileggere l'ordine ({why}). Cercalo di nuovo prima di correggerlo ancora.</translation>
        </message>
        <message>
            <source>Order #{order} reads back with another {fields} than asked — ask a manager.</source>
            <translation>Rileggendo l'ordine n. {order}, {fields} non corrisponde a quanto richiesto — chiama un responsabile.</translation>
        </message>
        <message>
            <source>Order #{order} corrected: {fields}.</source>
            <translation>Ordine n. {order} corretto: {fields}.</translation>
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
        <name>Outcome</name>
        <message>
            <source>Sent to the voucher service, waiting for its answer…</source>
            <translation>Inviato al servizio buoni, in attesa di risposta…</translation>
        </message>
        <message>
            <source>No answer from the service {about}. Checking with the service…</source>
            <translation>Nessuna risposta dal servizio {about}. Verifica con il servizio…</translation>
        </message>
        <message>
            <source>{checking} {seconds} s</source>
            <translation>{checking} {seconds} s</translation>
        </message>
        <message>
            <source>{problem}. Nothing was sent.</source>
            <translation>{problem}. Non è stato inviato nulla.</translation>
        </message>
        <message>
            <source>{problem}. {pending}</source>
            <translation>{problem}. {pending}</translation>
        </message>
        <message>
            <source>Still no answer from the service.</source>
            <translation>Ancora nessuna risposta dal servizio.</translation>
        </message>
        <message>
            <source>{first} {unchecked}</source>
            <translation>{first} {unchecked}</translation>
        </message>
        <message>
            <source>{done} {asked}.</source>
            <translation>{done} {asked}.</translation>
        </message>
        <message>
            <source>{not_done}: {asked} did not go through. {nothing}; you can try again.</source>
            <translation>{not_done}: {asked} non è andato a buon fine. {nothing}; puoi riprovare.</translation>
        </message>
        <message>
            <source>Not confirmed: {asked} — no answer from the service yet. The till checks it again before {waits}.</source>
            <translation>Non confermato: {asked} — ancora nessuna risposta dal servizio. La cassa ricontrolla prima che {waits}.</translation>
        </message>
        <message>
            <source>Sent: {asked} — the service's answer was lost and it could not be proven; a manager decides.</source>
            <translation>Inviato: {asked} — la risposta del servizio è andata persa e non è stato possibile provarlo; decide un responsabile.</translation>
        </message>
        <message>
            <source>Sent: {asked} — not proven.</source>
            <translation>Inviato: {asked} — non provato.</translation>
        </message>
        <message>
            <source>The service refused the {noun}.</source>
            <translation>Il servizio ha rifiutato l'operazione ({noun}).</translation>
        </message>
        <message>
            <source>{not_done}: {asked}. {why}</source>
            <translation>{not_done}: {asked}. {why}</translation>
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
        <message>
            <source>Choose a different PIN: this one is not safe to use.</source>
            <extracomment>Said of every new PIN the till will not take although it is well formed: one a bystander guesses at once, and one another manager already has. One wording for both on purpose: a PIN says who approves, so two managers never share one, but saying "another manager has this PIN" would hand whoever typed it a colleague's PIN (see ``app.desk.manager.admin``).</extracomment>
            <translation>Scegli un altro PIN: questo non è sicuro.</translation>
        </message>
        <message>
            <source>The PIN must be {least} to {most} digits.</source>
            <extracomment>The PINs people choose most often (published analyses of leaked 4-digit PINs), besides the repeats and runs refused by rule: the first ones a thief at the desk would try.</extracomment>
            <translation>Il PIN deve avere da {least} a {most} cifre.</translation>
        </message>
        <message>
            <source>The stored manager PIN is unreadable; set a new one.</source>
            <translation>Il PIN responsabile salvato non è leggibile; impostane uno nuovo.</translation>
        </message>
        <message>
            <source>Not a PIN: a PIN is {shortest} to {longest} digits. Not counted; type the PIN.</source>
            <extracomment>[DECIDE] The training till's manager and PIN (documented in the README and on the PIN prompt). ``hash_pin(TRAINING_PIN)``, made once: the PIN is public, and hashing it at start would cost the GUI thread 50 ms. Said, and neither counted nor audited, for what cannot be a PIN: a code scanned into the prompt (letters, or more digits than a PIN has) is not a manager guessing, and must not lock managers out.</extracomment>
            <translation>Non è un PIN: un PIN ha da {shortest} a {longest} cifre. Non conteggiato; digita il PIN.</translation>
        </message>
        <message>
            <source>Training till: the manager PIN is {pin}.</source>
            <extracomment>The same words in the source language.</extracomment>
            <translation>Cassa di formazione: il PIN del responsabile è {pin}.</translation>
        </message>
        <message>
            <source>Too many wrong PINs. Manager actions are locked for another {minutes} min.</source>
            <translation>Troppi PIN errati. Le azioni del responsabile sono bloccate per altri {minutes} min.</translation>
        </message>
        <message>
            <source>Type your manager PIN.</source>
            <translation>Digita il tuo PIN da responsabile.</translation>
        </message>
        <message>
            <source>Wrong PIN. Try again.</source>
            <translation>PIN errato. Riprova.</translation>
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
        <message>
            <source>1 movement waits for a manager: {first}.</source>
            <translation>1 operazione attende un responsabile: {first}.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements wait for a manager: {first} and {more} more.</source>
            <translation>
                <numerusform>%n operazione attende un responsabile: {first} e altre {more}.</numerusform>
                <numerusform>%n operazioni attendono un responsabile: {first} e altre {more}.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Reconcile</name>
        <message>
            <source>{what}, possibly by another till</source>
            <extracomment>How far before the anchor's stamp (or, with no anchor, the intent's) the search starts: a day and a DST hour, because a service's clock can be moved back hours after the anchor (see above). How much earlier than the intent (by the measured offset) the service may have stamped its event. The offset is an event's stamp less the till's time the answer came, so a slow round trip only makes the estimate earlier (safer); the slack covers the one-second stamps and the clocks' drift since the offset was measured. Why the candidates could not be told apart, in till words ("" unless ambiguous).</extracomment>
            <translation>{what}, forse da un'altra cassa</translation>
        </message>
        <message>
            <source>{what} at {time}, possibly by another till</source>
            <translation>{what} alle {time}, forse da un'altra cassa</translation>
        </message>
        <message>
            <source>event {event} was reversed</source>
            <translation>l'evento {event} è stato stornato</translation>
        </message>
        <message>
            <source>several reversals of that amount on this voucher could be this one</source>
            <translation>diversi storni di questo importo su questo buono potrebbero essere questo</translation>
        </message>
        <message>
            <source>event {event} was already reversed by another till before this one asked</source>
            <translation>l'evento {event} era già stato stornato da un'altra cassa prima che questa lo chiedesse</translation>
        </message>
        <message>
            <source>the service shows more than one identical movement on this voucher</source>
            <translation>il servizio mostra più di un'operazione identica su questo buono</translation>
        </message>
        <message>
            <source>another till at this location could have made it; the service does not say which till did</source>
            <translation>potrebbe averla fatta un'altra cassa di questo punto vendita; il servizio non dice quale</translation>
        </message>
        <message>
            <source>it may have been recorded otherwise than asked (another amount, place or voucher)</source>
            <translation>potrebbe essere stata registrata diversamente (altro importo, luogo o buono)</translation>
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
            <translation>Importo da riscattare; Invio mostra cosa verrà riscattato, da confermare (Alt+A)</translation>
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
        <message>
            <source>Offline: redeeming is paused until the service answers</source>
            <translation>Offline: i riscatti sono sospesi finché il servizio non risponde</translation>
        </message>
        <message>
            <source>The last redemption is still on its way or being checked: its outcome comes first.</source>
            <extracomment>Said under the amount when Enter or Redeem… is pressed while the last redemption is unanswered.</extracomment>
            <translation>L'ultimo riscatto è ancora in corso o in verifica: prima arriva il suo esito.</translation>
        </message>
        <message>
            <source>The earlier movement was settled before the override.</source>
            <extracomment>A warning about the voucher's order for the review ("Sold 40 minutes ago by e-mail …"), or "": set by the wiring, which knows the order on the counter (``app.desk.common.young_order``). The movement whose outcome the redeem line shows now, if any. The code of the redemption the outcome line is about ("" when it says something else).</extracomment>
            <translation>L'operazione precedente è stata chiusa prima della decisione del responsabile.</translation>
        </message>
        <message>
            <source>Use whole balance {amount}</source>
            <translation>Tutto il saldo {amount}</translation>
        </message>
        <message>
            <source>Type an amount, or use the whole balance</source>
            <translation>Digita un importo o usa tutto il saldo</translation>
        </message>
        <message>
            <source>Nothing redeemed: the balance of {code} changed to {balance} while {amount} was under review (another till or the service). Type the amount again.</source>
            <translation>Nulla riscattato: il saldo di {code} è cambiato in {balance} mentre {amount} era in verifica (un'altra cassa o il servizio). Digita di nuovo l'importo.</translation>
        </message>
        <message>
            <source>Nothing redeemed: {amount} from {code} was under review when another code was typed or scanned.</source>
            <translation>Nulla riscattato: {amount} da {code} era in verifica quando è stato digitato o scansionato un altro codice.</translation>
        </message>
        <message>
            <source>Balance after: {amount}</source>
            <translation>Saldo dopo: {amount}</translation>
        </message>
        <message>
            <source>about {asked}</source>
            <translation>su {asked}</translation>
        </message>
        <message>
            <source>The redemption of {asked} is not confirmed: the till checks it again before this voucher can be redeemed again, and at its next start.</source>
            <translation>Il riscatto di {asked} non è confermato: la cassa lo ricontrolla prima che questo buono si possa riscattare di nuovo, e al prossimo avvio.</translation>
        </message>
        <message>
            <source>The redemption is not confirmed yet.</source>
            <translation>Il riscatto non è ancora confermato.</translation>
        </message>
        <message>
            <source>{refused} An earlier redemption of this voucher could not be checked.</source>
            <translation>{refused} Non è stato possibile verificare un riscatto precedente di questo buono.</translation>
        </message>
        <message>
            <source>Not sent: {asked}. {why}</source>
            <translation>Non inviato: {asked}. {why}</translation>
        </message>
        <message>
            <source>Checking an earlier, unconfirmed redemption of this voucher first…</source>
            <translation>Verifica prima di un riscatto precedente non confermato di questo buono…</translation>
        </message>
        <message>
            <source>{earlier} Nothing more was sent.</source>
            <translation>{earlier} Non è stato inviato altro.</translation>
        </message>
        <message>
            <source>about an earlier redemption of this code</source>
            <translation>su un riscatto precedente di questo codice</translation>
        </message>
        <message>
            <source>No answer from the service {about}. Checking with the service… {seconds} s</source>
            <translation>Nessuna risposta dal servizio {about}. Verifica con il servizio… {seconds} s</translation>
        </message>
        <message>
            <source>the balance</source>
            <translation>il saldo</translation>
        </message>
        <message>
            <source>The earlier redemption of {taken} from {code} went through (ref {event}).</source>
            <translation>Il riscatto precedente di {taken} da {code} è andato a buon fine (rif. {event}).</translation>
        </message>
        <message>
            <source>The earlier redemption of {taken} from {code} went through.</source>
            <translation>Il riscatto precedente di {taken} da {code} è andato a buon fine.</translation>
        </message>
        <message>
            <source>The earlier redemption of {taken} from {code} did not go through; nothing was taken.</source>
            <translation>Il riscatto precedente di {taken} da {code} non è andato a buon fine; non è stato scalato nulla.</translation>
        </message>
        <message>
            <source>Reversed by a manager: {amount} back on {code}; balance {balance}.</source>
            <translation>Stornato da un responsabile: {amount} restituito su {code}; saldo {balance}.</translation>
        </message>
        <message>
            <source>Redeemed</source>
            <extracomment>In the source language, marked for translation; :func:`outcome_text` says them translated.</extracomment>
            <translation>Riscattato</translation>
        </message>
        <message>
            <source>Not redeemed</source>
            <translation>Non riscattato</translation>
        </message>
        <message>
            <source>Nothing was taken</source>
            <translation>Non è stato scalato nulla</translation>
        </message>
        <message>
            <source>this voucher can be redeemed again</source>
            <translation>questo buono si possa riscattare di nuovo</translation>
        </message>
        <message>
            <source>{amount} from {code}</source>
            <translation>{amount} da {code}</translation>
        </message>
        <message>
            <source>{left} left</source>
            <translation>restano {left}</translation>
        </message>
        <message>
            <source>the whole balance, {left} left</source>
            <translation>tutto il saldo, restano {left}</translation>
        </message>
        <message>
            <source>Redeem {asked} — {rest}</source>
            <translation>Riscatta {asked} — {rest}</translation>
        </message>
        <message>
            <source>Redeemed {taken} from {code}. New balance {left} · ref {event}</source>
            <translation>Riscattato {taken} da {code}. Nuovo saldo {left} · rif. {event}</translation>
        </message>
        <message>
            <source>Redeemed {taken} from {code}. New balance {left}</source>
            <translation>Riscattato {taken} da {code}. Nuovo saldo {left}</translation>
        </message>
        <message>
            <source>{code}: the service's answer does not match {asked} — ask a manager.</source>
            <translation>{code}: la risposta del servizio non corrisponde a {asked} — chiama un responsabile.</translation>
        </message>
        <message>
            <source>on {recorded}, not {asked}</source>
            <translation>su {recorded}, non su {asked}</translation>
        </message>
        <message>
            <source>{recorded}, not {asked}</source>
            <translation>{recorded}, non {asked}</translation>
        </message>
        <message>
            <source>at location {recorded}, not this till's ({asked})</source>
            <translation>nel punto vendita {recorded}, non in quello di questa cassa ({asked})</translation>
        </message>
        <message>
            <source>a “{type}” event, not a redemption</source>
            <translation>un evento «{type}», non un riscatto</translation>
        </message>
        <message>
            <source>{recorded} on {code}</source>
            <translation>{recorded} su {code}</translation>
        </message>
        <message>
            <source>{code}: the service recorded {said} — ask a manager · ref {event}</source>
            <translation>{code}: il servizio ha registrato {said} — chiama un responsabile · rif. {event}</translation>
        </message>
    </context>
    <context>
        <name>Refund</name>
        <message>
            <source>A refund voids every voucher in the order and sets each balance to zero. It cannot be undone. Refund the payment to the customer separately.</source>
            <translation>Un rimborso annulla ogni buono dell'ordine e azzera ogni saldo. È definitivo. Rimborsa il pagamento al cliente a parte.</translation>
        </message>
        <message>
            <source>Refund order #{order}</source>
            <translation>Rimborsa ordine n. {order}</translation>
        </message>
        <message>
            <source>Reading order #{order}…</source>
            <translation>Lettura dell'ordine n. {order}…</translation>
        </message>
        <message>
            <source>Vouchers in this order</source>
            <translation>Buoni di questo ordine</translation>
        </message>
        <message>
            <source>Release the codes</source>
            <translation>Libera i codici</translation>
        </message>
        <message>
            <source>Frees the customer's own codes so they can be used on a new order.</source>
            <translation>Libera i codici personali del cliente per usarli in un nuovo ordine.</translation>
        </message>
        <message>
            <source>Frees the customer's own codes for a new order.</source>
            <translation>Libera i codici personali del cliente per un nuovo ordine.</translation>
        </message>
        <message>
            <source>Order number to confirm</source>
            <translation>Numero d'ordine per confermare</translation>
        </message>
        <message>
            <source>Order number</source>
            <translation>Numero d'ordine</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Numero</translation>
        </message>
        <message>
            <source>Refund order</source>
            <translation>Rimborsa ordine</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annulla</translation>
        </message>
        <message>
            <source>To confirm, type the order number ({order}):</source>
            <translation>Per confermare, digita il numero d'ordine ({order}):</translation>
        </message>
        <message>
            <source>This order cannot be refunded. {why}</source>
            <translation>Questo ordine non può essere rimborsato. {why}</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <source>Code</source>
            <extracomment>True when the service shows this voucher Void with a zero balance (after a refund).</extracomment>
            <translation>Codice</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Prodotto</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Stato</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Saldo</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s)</source>
            <translation>
                <numerusform>%n buono</numerusform>
                <numerusform>%n buoni</numerusform>
            </translation>
        </message>
        <message>
            <source>Order #{order}</source>
            <translation>Ordine n. {order}</translation>
        </message>
        <message>
            <source>{total} on {count}</source>
            <translation>{total} su {count}</translation>
        </message>
        <message>
            <source>This order is the new card {code} this till sold on {day} at {time}: it was not created through the API, so it cannot be refunded here. Refund it at the back office.</source>
            <translation>Questo ordine è la nuova carta {code} venduta da questa cassa il {day} alle {time}: non è stato creato tramite l'API, quindi non può essere rimborsato qui. Rimborsalo in amministrazione.</translation>
        </message>
        <message>
            <source>Voucher {code} could not be read, so the refund is not offered yet.</source>
            <translation>Impossibile leggere il buono {code}, quindi il rimborso non è ancora proposto.</translation>
        </message>
        <message>
            <source>Voucher {code} holds {balance}, not the {total} it was sold for (topped up or used since): a refund would void it all. Refund it at the back office.</source>
            <translation>Il buono {code} ha {balance}, non i {total} per cui è stato venduto (ricaricato o usato nel frattempo): un rimborso annullerebbe tutto. Rimborsalo in amministrazione.</translation>
        </message>
        <message>
            <source>Refund order #{order}: {total}</source>
            <translation>Rimborsa ordine n. {order}: {total}</translation>
        </message>
        <message>
            <source>The order could not be read.</source>
            <translation>Impossibile leggere l'ordine.</translation>
        </message>
        <message>
            <source>{problem} The refund is not offered until the till can read the order.</source>
            <translation>{problem} Il rimborso non è proposto finché la cassa non può leggere l'ordine.</translation>
        </message>
        <message>
            <source>Type the order number {order} to confirm.</source>
            <translation>Digita il numero d'ordine {order} per confermare.</translation>
        </message>
        <message>
            <source>A manager PIN is needed for this.</source>
            <translation>Serve il PIN di un responsabile.</translation>
        </message>
        <message>
            <source>about the refund of order #{order}</source>
            <translation>sul rimborso dell'ordine n. {order}</translation>
        </message>
        <message>
            <source>The refund is not confirmed: do not try again; the till checks it again at its next start, or when a voucher of this order is next redeemed.</source>
            <translation>Il rimborso non è confermato: non riprovare; la cassa lo ricontrolla al prossimo avvio o al prossimo riscatto di un buono di questo ordine.</translation>
        </message>
        <message>
            <source>The refund is not confirmed yet.</source>
            <translation>Il rimborso non è ancora confermato.</translation>
        </message>
        <message>
            <source>The refund did not go through. Nothing changed.</source>
            <translation>Il rimborso non è andato a buon fine. Non è cambiato nulla.</translation>
        </message>
        <message>
            <source>The service refused the refund.</source>
            <translation>Il servizio ha rifiutato il rimborso.</translation>
        </message>
        <message>
            <source>Order #{order} refunded. Its vouchers could not be read back just now: look them up to see them void.</source>
            <translation>Ordine n. {order} rimborsato. I suoi buoni non si possono rileggere adesso: cercali per vederli annullati.</translation>
        </message>
        <message>
            <source> Their codes were released.</source>
            <translation> I loro codici sono stati liberati.</translation>
        </message>
        <message>
            <source>Order #{order} refunded: 1 voucher is now Void with a zero balance, as the service shows.</source>
            <translation>Ordine n. {order} rimborsato: 1 buono ora è annullato con saldo zero, come mostra il servizio.</translation>
        </message>
        <message numerus="yes">
            <source>Order #{order} refunded: %n vouchers are now Void with a zero balance, as the service shows.</source>
            <translation>
                <numerusform>Ordine n. {order} rimborsato: %n buono ora è annullato con saldo zero, come mostra il servizio.</numerusform>
                <numerusform>Ordine n. {order} rimborsato: %n buoni ora sono annullati con saldo zero, come mostra il servizio.</numerusform>
            </translation>
        </message>
        <message>
            <source>Order #{order} refunded, but the service still shows {codes} as not void with a zero balance — ask a manager to check.</source>
            <translation>Ordine n. {order} rimborsato, ma il servizio non mostra ancora {codes} come annullato con saldo zero — chiedi a un responsabile di verificare.</translation>
        </message>
    </context>
    <context>
        <name>Reveal</name>
        <message>
            <source>Choose why…</source>
            <extracomment>Said in the reason list until the manager picks one: no code is shown without a reason.</extracomment>
            <translation>Scegli il motivo…</translation>
        </message>
        <message>
            <source>{problem}, so nothing is shown: the audit log must first record who sees it.</source>
            <translation>{problem}, quindi non viene mostrato nulla: il registro di controllo deve prima annotare chi lo vede.</translation>
        </message>
        <message>
            <source>Show the whole code</source>
            <translation>Mostra il codice completo</translation>
        </message>
        <message>
            <source>Show the whole code of {code}</source>
            <translation>Mostra il codice completo di {code}</translation>
        </message>
        <message>
            <source>A voucher code is money: whoever knows it can spend the balance. The audit log keeps who showed it, when and why.</source>
            <translation>Un codice buono vale denaro: chi lo conosce può spendere il saldo. Il registro delle operazioni annota chi lo ha mostrato, quando e perché.</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Motivo</translation>
        </message>
        <message>
            <source>Whole code</source>
            <translation>Codice completo</translation>
        </message>
        <message>
            <source>Show the code</source>
            <translation>Mostra il codice</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <source>Guest lost the code and proved who they are</source>
            <extracomment>How long a whole code (or e-mail address) stays on screen once shown: long enough to read it out or write it down, short enough that it is gone when the manager walks away from the desk. Why a manager may see a whole code: short, so the audit log can be read at a glance. Kept in the audit log in these words (one language for every reader); shown translated.</extracomment>
            <translation>L'ospite ha perso il codice e ha dimostrato la sua identità</translation>
        </message>
        <message>
            <source>Re-issue or reprint for the guest</source>
            <translation>Riemissione o ristampa per l'ospite</translation>
        </message>
        <message>
            <source>Dispute or chargeback check</source>
            <translation>Verifica di contestazione o chargeback</translation>
        </message>
        <message>
            <source>Support asked for it</source>
            <translation>Richiesto dall'assistenza</translation>
        </message>
    </context>
    <context>
        <name>Reveal e-mail</name>
        <message>
            <source>Show the guest's e-mail address</source>
            <translation>Mostra l'e-mail dell'ospite</translation>
        </message>
        <message>
            <source>Show the e-mail address of order {order}: {address}</source>
            <translation>Mostra l'indirizzo e-mail dell'ordine {order}: {address}</translation>
        </message>
        <message>
            <source>A guest's e-mail address is personal data. The audit log keeps who showed it, when and why.</source>
            <translation>L'indirizzo e-mail di un ospite è un dato personale. Il registro di controllo conserva chi lo ha mostrato, quando e perché.</translation>
        </message>
        <message>
            <source>Choose why…</source>
            <translation>Scegliere il motivo…</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Motivo</translation>
        </message>
        <message>
            <source>Whole e-mail address</source>
            <translation>Indirizzo e-mail completo</translation>
        </message>
        <message>
            <source>Show the address</source>
            <translation>Mostra l'indirizzo</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <source>Open a voucher whose order has an e-mail address first.</source>
            <translation>Aprire prima un buono il cui ordine abbia un indirizzo e-mail.</translation>
        </message>
        <message>
            <source>Show a guest's e-mail address</source>
            <translation>Mostrare l'e-mail di un ospite</translation>
        </message>
        <message>
            <source>Guest asked where the voucher was sent and proved who they are</source>
            <extracomment>Why a manager may see a guest's whole address: in English in the audit log, translated on screen.</extracomment>
            <translation>L'ospite ha chiesto dove è stato inviato il buono e ha dimostrato chi è</translation>
        </message>
        <message>
            <source>Send the voucher again to the guest</source>
            <translation>Inviare di nuovo il buono all'ospite</translation>
        </message>
        <message>
            <source>Dispute or chargeback check</source>
            <translation>Verifica di contestazione o chargeback</translation>
        </message>
        <message>
            <source>Support asked for it</source>
            <translation>Richiesto dall'assistenza</translation>
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
            <source>Why?</source>
            <translation>Perché?</translation>
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
        <message>
            <source>redeemed</source>
            <extracomment>How each reversible event type is said in the PIN prompt: "Reverse £10.00 redeemed on ...".</extracomment>
            <translation>riscattato</translation>
        </message>
        <message>
            <source>topped up</source>
            <translation>ricaricato</translation>
        </message>
        <message>
            <source>loaded</source>
            <translation>caricato</translation>
        </message>
        <message>
            <source>charged back</source>
            <translation>stornato dalla banca</translation>
        </message>
        <message>
            <source>This event was already reversed at this till ({time}).</source>
            <translation>Questo evento è già stato stornato in questa cassa ({time}).</translation>
        </message>
        <message>
            <source>{time} on {day}</source>
            <translation>{time} del {day}</translation>
        </message>
        <message>
            <source>Reverse {amount} {done} on {code} at {time}</source>
            <translation>Storna {amount} {done} su {code} alle {time}</translation>
        </message>
        <message>
            <source>a voucher</source>
            <translation>un buono</translation>
        </message>
        <message>
            <source>Puts {amount} back on the voucher.</source>
            <translation>Riaccredita {amount} sul buono.</translation>
        </message>
        <message>
            <source>The voucher could not be read.</source>
            <translation>Impossibile leggere il buono.</translation>
        </message>
        <message>
            <source>{problem} The reverse is not offered until the till can check the event.</source>
            <translation>{problem} Lo storno non è proposto finché la cassa non può verificare l'evento.</translation>
        </message>
        <message>
            <source>Balance now {now}; after the reverse {after}.</source>
            <translation>Saldo attuale {now}; dopo lo storno {after}.</translation>
        </message>
        <message>
            <source>Give a reason for the reverse.</source>
            <translation>Indica un motivo per lo storno.</translation>
        </message>
        <message>
            <source>A manager PIN is needed for this.</source>
            <translation>Serve il PIN di un responsabile.</translation>
        </message>
        <message>
            <source>about the reverse of {amount} on {code}</source>
            <translation>sullo storno di {amount} su {code}</translation>
        </message>
        <message>
            <source>The reverse is not confirmed: do not try again; the till checks it again at its next start, or when this voucher is next redeemed.</source>
            <translation>Lo storno non è confermato: non riprovare; la cassa lo ricontrolla al prossimo avvio o al prossimo riscatto di questo buono.</translation>
        </message>
        <message>
            <source>The reverse is not confirmed yet.</source>
            <translation>Lo storno non è ancora confermato.</translation>
        </message>
        <message>
            <source>Reversed.</source>
            <translation>Stornato.</translation>
        </message>
        <message>
            <source>Reversed. The voucher's balance is now {balance}. New event {event} ({type}, {amount}).</source>
            <translation>Stornato. Il saldo del buono ora è {balance}. Nuovo evento {event} ({type}, {amount}).</translation>
        </message>
        <message>
            <source>The reverse did not go through. Nothing changed.</source>
            <translation>Lo storno non è andato a buon fine. Non è cambiato nulla.</translation>
        </message>
        <message>
            <source>The service refused the reverse.</source>
            <translation>Il servizio ha rifiutato lo storno.</translation>
        </message>
        <message>
            <source>The service gave no time for this line, so its event cannot be found.</source>
            <translation>Il servizio non ha indicato un'ora per questa riga, quindi il suo evento non si trova.</translation>
        </message>
        <message>
            <source>The event could not be read.</source>
            <translation>Impossibile leggere l'evento.</translation>
        </message>
        <message>
            <source>Event {event} is not among the service's events of that time.</source>
            <translation>L'evento {event} non è tra gli eventi del servizio di quell'ora.</translation>
        </message>
        <message>
            <source>It was already keyed on the POS: take {amount} off the POS too.</source>
            <extracomment>Tells the user something: (text, kind) with kind "done", "checking", "refused", "unknown" or "paused" (nothing sent while the journal cannot be written: the line goes when it can again).</extracomment>
            <translation>Era già registrato sul POS: stornare {amount} anche sul POS.</translation>
        </message>
    </context>
    <context>
        <name>Sale</name>
        <message>
            <source>Value</source>
            <translation>Valore</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Messaggio</translation>
        </message>
        <message>
            <source>Payment not ticked</source>
            <translation>Pagamento non spuntato</translation>
        </message>
        <message>
            <source>Paid on POS is not ticked. Close the sale window anyway? Its new codes are not shown again, and the sale stays on the POS hand-off until it is ticked there.</source>
            <translation>«Pagato sul POS» non è spuntato. Chiudere comunque la finestra di vendita? I nuovi codici non vengono mostrati di nuovo e la vendita resta nel passaggio al POS finché non viene spuntata lì.</translation>
        </message>
        <message>
            <source>Close anyway</source>
            <translation>Chiudi comunque</translation>
        </message>
        <message>
            <source>Back to the sale</source>
            <translation>Torna alla vendita</translation>
        </message>
        <message>
            <source>Not an e-mail address (name@example.com)</source>
            <extracomment>What every payment reference of this till starts with, so staff and the back office know it. The characters of a reference's random part: capitals and digits with none that reads as another (no 0/O, 1/I/L, U/V, 5/S, 2/Z, 8/B), so a cashier keys it on the POS as read; one case, so a service that keeps it in another case keeps the same reference. Its length: 23**10 (4 · 10**13) references, so no two sales ever share one, short enough for any column and for the POS's reference field, and one word, so it never wraps where it is read. The random characters a reference cut short by the service must still hold to be this sale's alone: 23**7 (3 · 10**9) to one that another sale of the same minutes shares them. An address as a desk types one: its top-level domain is letters (any script) or an IDN's ``xn--`` form, so a voucher code a scanner ran onto the end of it is caught. The same reference, whatever its case, or cut short with enough of it left to be this sale's. Cut so short that another sale's could read the same: a manager decides.</extracomment>
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
            <translation>Il servizio ha registrato l'ordine n. {order} con {problems} — chiama un responsabile.</translation>
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
            <extracomment>Lines of new codes kept in sight however little room the window has (the rest scroll). Asks a manager's PIN for a complimentary sale: calls back with the manager's name, or "" if cancelled. Prints the vouchers just sold (the till's slip printer and paper); says how it went on the line. The question asked when the window is closed before *Paid on POS*, while it is open.</extracomment>
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
            <source>Vouchers sold — print</source>
            <translation>Buoni venduti — stampa</translation>
        </message>
        <message>
            <source>A sale of this till went through after all (reference {reference}). Give the guest these vouchers.</source>
            <translation>Una vendita di questa cassa è andata a buon fine (riferimento {reference}). Consegna all'ospite questi buoni.</translation>
        </message>
        <message>
            <source>The buyer&apos;s details</source>
            <translation>I dati dell&apos;acquirente</translation>
        </message>
        <message>
            <source>The new codes, shown once</source>
            <translation>I nuovi codici, mostrati una sola volta</translation>
        </message>
        <message>
            <source>Its codes could not be read now: find them by its reference (Find) to print them.</source>
            <translation>Ora non è possibile leggere i codici: cercali per riferimento (Cerca) per stamparli.</translation>
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
            <source>Tick once the payment is keyed on the POS ({key})</source>
            <translation>Spunta quando il pagamento è registrato sul POS ({key})</translation>
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
            <source>Code {code} — {product} — {value} — expires {date}</source>
            <translation>Codice {code} — {product} — {value} — scade il {date}</translation>
        </message>
        <message>
            <source>Code {code} — {product} — {value}</source>
            <translation>Codice {code} — {product} — {value}</translation>
        </message>
        <message>
            <source>New codes (shown once, for the slip):</source>
            <translation>Nuovi codici (mostrati una sola volta, per lo scontrino):</translation>
        </message>
        <message>
            <source>Address 1</source>
            <extracomment>The service's keys of a billing address, with what each line is called at the desk.</extracomment>
            <translation>Indirizzo</translation>
        </message>
        <message>
            <source>Address 2</source>
            <translation>Indirizzo (2)</translation>
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
            <translation>Indirizzo di fatturazione, inviato con una vendita pagata dall'ospite</translation>
        </message>
        <message>
            <source>Sell vouchers…</source>
            <extracomment>What is open at the till that an update must not interrupt (the updates' own set).</extracomment>
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
            <extracomment>Now in the property's local time, against which a category's visibleFrom/visibleTo is read.</extracomment>
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
            <source>{refused} The service said: {said}</source>
            <translation>{refused} Il servizio dice: {said}</translation>
        </message>
        <message>
            <source>Quantity: 1 to {most} of one product.</source>
            <extracomment>The billing address's parts as typed (``app.core.sale.SaleRequest.billing``).</extracomment>
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
            <translation>in un'unica soluzione</translation>
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
        <message>
            <source>At most {amount} for one voucher, as for a top-up</source>
            <translation>Al massimo {amount} per buono, come per una ricarica</translation>
        </message>
        <message>
            <source>An open-value voucher is a new gift card: a manager must allow its sale (manager PIN).</source>
            <translation>Un buono a valore libero è una nuova carta regalo: la vendita va autorizzata da un responsabile (PIN del responsabile).</translation>
        </message>
        <message>
            <source>Confirm asks for a manager's PIN: an open-value voucher is a new gift card.</source>
            <translation>Conferma chiede il PIN di un responsabile: un buono a valore libero è una nuova carta regalo.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) waits for a manager's decision: do not sell it again until a manager has settled it.</source>
            <extracomment>The states that end the wait: the order was made, or it was not.</extracomment>
            <translation>L'ultima vendita (riferimento {reference}) attende la decisione di un responsabile: non venderla di nuovo finché un responsabile non l'ha risolta.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) is not settled yet: the till keeps checking with the service. Do not sell it again; wait for the check, or ask a manager.</source>
            <translation>L'ultima vendita (riferimento {reference}) non è ancora chiarita: la cassa continua a controllare con il servizio. Non venderla di nuovo; attendi il controllo o chiama un responsabile.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) was recorded otherwise than asked: ask a manager.</source>
            <translation>L'ultima vendita (riferimento {reference}) è stata registrata diversamente dalla richiesta: chiama un responsabile.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) did not go through: no voucher was sold — take no payment for it. It may be sold again.</source>
            <translation>L'ultima vendita (riferimento {reference}) non è andata a buon fine: nessun buono venduto — non incassare nulla. Si può vendere di nuovo.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) went through, but its codes could not be read now: find them by that reference (Find) to print them.</source>
            <translation>L'ultima vendita (riferimento {reference}) è andata a buon fine, ma ora non è possibile leggere i codici: cercali con quel riferimento (Cerca) per stamparli.</translation>
        </message>
        <message>
            <source>The sale changed after the manager's PIN: it is no longer complimentary. Tick Complimentary again for a manager to approve it as it is now.</source>
            <translation>La vendita è cambiata dopo il PIN del responsabile: non è più omaggio. Spunta di nuovo Omaggio perché un responsabile la approvi così com'è.</translation>
        </message>
    </context>
    <context>
        <name>ServiceCheck</name>
        <message>
            <source>As documented</source>
            <extracomment>How each verdict is marked in the list of findings.</extracomment>
            <translation>Come documentato</translation>
        </message>
        <message>
            <source>Adapted</source>
            <translation>Adattato</translation>
        </message>
        <message>
            <source>Differs</source>
            <translation>Diverso</translation>
        </message>
        <message>
            <source>Not checked</source>
            <translation>Non verificato</translation>
        </message>
        <message>
            <source>Checking the service…</source>
            <translation>Verifica del servizio in corso…</translation>
        </message>
        <message>
            <source>The service refused the API key.</source>
            <translation>Il servizio ha rifiutato la chiave API.</translation>
        </message>
        <message>
            <source>The account behaves as the till expects.</source>
            <translation>L'account si comporta come la cassa si aspetta.</translation>
        </message>
        <message>
            <source>Points the till adapted to: {adapted}. Points it cannot adapt to: {differs}.</source>
            <translation>Punti a cui la cassa si è adattata: {adapted}. Punti a cui non può adattarsi: {differs}.</translation>
        </message>
        <message>
            <source>Check the service</source>
            <translation>Verifica il servizio</translation>
        </message>
        <message>
            <source>The till tries, reading only, each point the service's documents leave open. Where the account differs and the till can adapt, it adapts and keeps it with the settings.</source>
            <translation>La cassa verifica, in sola lettura, ogni punto che i documenti del servizio lasciano aperto. Dove l'account è diverso e la cassa può adattarsi, si adatta e lo conserva con le impostazioni.</translation>
        </message>
        <message>
            <source>What the check found</source>
            <translation>Che cosa ha trovato la verifica</translation>
        </message>
        <message>
            <source>Check again</source>
            <translation>Verifica di nuovo</translation>
        </message>
        <message>
            <source>The service refused the API key, sent as HTTP Basic with the key as the user name. The till cannot work with this account until the key is right.</source>
            <extracomment>A newest stamp further ahead of the till's clock than this is stamped in another zone. A newest stamp at most this old (or ahead less than the margin) says both clocks agree. Time zones are whole quarters of an hour from one another. Pages of the location's events read for the event types in use.</extracomment>
            <translation>Il servizio ha rifiutato la chiave API, inviata come HTTP Basic con la chiave come nome utente. La cassa non può lavorare con questo account finché la chiave non è corretta.</translation>
        </message>
        <message>
            <source>Not checked: {why} The till keeps what it did before.</source>
            <translation>Non verificato: {why} La cassa continua come prima.</translation>
        </message>
        <message>
            <source>The service accepts the API key as HTTP Basic (the key as the user name).</source>
            <translation>Il servizio accetta la chiave API come HTTP Basic (la chiave come nome utente).</translation>
        </message>
        <message>
            <source>The first page is page {base}; this location has one page of events only, so a second page could not be compared.</source>
            <translation>La prima pagina è la pagina {base}; questa sede ha una sola pagina di eventi, quindi non è stato possibile confrontare una seconda pagina.</translation>
        </message>
        <message>
            <source>The service answers the same page whatever page is asked for: the till reads only the first page of each list (the newest {size} items).</source>
            <translation>Il servizio risponde con la stessa pagina qualunque pagina venga chiesta: la cassa legge solo la prima pagina di ogni elenco (i {size} elementi più recenti).</translation>
        </message>
        <message>
            <source>The first page is page {base}, and the second page differs from it.</source>
            <translation>La prima pagina è la pagina {base}, e la seconda pagina è diversa.</translation>
        </message>
        <message>
            <source>The reference says pages start at 1: the till now asks for page 0 first.</source>
            <translation>Il riferimento dice che le pagine iniziano da 1: ora la cassa chiede per prima la pagina 0.</translation>
        </message>
        <message>
            <source>The orders list ignores domainID (it also lists property {other}): the till keeps only property {property}'s orders itself.</source>
            <translation>L'elenco degli ordini ignora domainID (elenca anche la struttura {other}): la cassa tiene da sé solo gli ordini della struttura {property}.</translation>
        </message>
        <message>
            <source>The orders list honours domainID.</source>
            <translation>L'elenco degli ordini rispetta domainID.</translation>
        </message>
        <message>
            <source>The service ignores {filter}: the till filters the list itself, and stops reading it where the filtered list would end.</source>
            <translation>Il servizio ignora {filter}: la cassa filtra l'elenco da sé e smette di leggerlo dove l'elenco filtrato finirebbe.</translation>
        </message>
        <message>
            <source>The service honours {filter}.</source>
            <translation>Il servizio rispetta {filter}.</translation>
        </message>
        <message>
            <source>The service's newest stamp ({newest}) is {gap} behind the till's clock ({now}). Either nothing has happened on the account since, or its stamps are in a zone behind the till's: a read cannot tell the two apart. The till does not move its times on a guess; its first movement measures the offset, and the next check adapts to it.</source>
            <translation>L'ultimo orario del servizio ({newest}) è {gap} indietro rispetto all'orologio della cassa ({now}). O da allora non è successo nulla sull'account, o i suoi orari sono in un fuso indietro rispetto a quello della cassa: una lettura non può distinguere i due casi. La cassa non sposta i suoi orari per ipotesi; il suo primo movimento misura la differenza e il controllo successivo vi si adatta.</translation>
        </message>
        <message>
            <source>This till's own movements measured the service's clock {offset} ahead of the till's ({now}; the service's newest stamp is {newest}): its stamps are in another zone, and the till compares times with that offset.</source>
            <translation>I movimenti di questa cassa hanno misurato l'orologio del servizio {offset} avanti rispetto a quello della cassa ({now}; l'ultimo orario del servizio è {newest}): i suoi orari sono in un altro fuso, e la cassa confronta gli orari con quella differenza.</translation>
        </message>
        <message>
            <source>This till's own movements measured the service's clock {offset} behind the till's ({now}; the service's newest stamp is {newest}): its stamps are in another zone, and the till compares times with that offset.</source>
            <translation>I movimenti di questa cassa hanno misurato l'orologio del servizio {offset} indietro rispetto a quello della cassa ({now}; l'ultimo orario del servizio è {newest}): i suoi orari sono in un altro fuso, e la cassa confronta gli orari con quella differenza.</translation>
        </message>
        <message>
            <source>This till's own movements measured the service's clock as the till's ({now}; the service's newest stamp is {newest}): the same zone.</source>
            <translation>I movimenti di questa cassa hanno misurato l'orologio del servizio uguale a quello della cassa ({now}; l'ultimo orario del servizio è {newest}): lo stesso fuso.</translation>
        </message>
        <message>
            <source>The service's newest stamp ({newest}) is {offset} ahead of the till's clock ({now}): its stamps are in a zone at least that far ahead. The till moves its own times by {offset} to compare them, until a movement measures the offset exactly.</source>
            <translation>L'ultimo orario del servizio ({newest}) è {offset} avanti rispetto all'orologio della cassa ({now}): i suoi orari sono in un fuso almeno così avanti. La cassa sposta i propri orari di {offset} per confrontarli, finché un movimento non misura esattamente la differenza.</translation>
        </message>
        <message>
            <source>The offset this till measured before is out of date: the zone has changed.</source>
            <translation>La differenza misurata prima da questa cassa non è più valida: il fuso è cambiato.</translation>
        </message>
        <message>
            <source>The service's newest stamp ({newest}) agrees with the till's clock ({now}): the same zone.</source>
            <translation>L'orario più recente del servizio ({newest}) concorda con l'orologio della cassa ({now}): lo stesso fuso.</translation>
        </message>
        <message>
            <source>The location's events use types the till does not know: {unknown}. The till shows them as the service names them and will not reverse them. Types seen: {seen}; the till can reverse: {reversible}.</source>
            <translation>Gli eventi della sede usano tipi che la cassa non conosce: {unknown}. La cassa li mostra come li chiama il servizio e non li stornerà. Tipi visti: {seen}; la cassa può stornare: {reversible}.</translation>
        </message>
        <message>
            <source>The location's events use known types only: {seen}; the till can reverse: {reversible}.</source>
            <translation>Gli eventi della sede usano solo tipi noti: {seen}; la cassa può stornare: {reversible}.</translation>
        </message>
        <message>
            <source>The till cannot read these answers: {problems}. What they hold is not shown or used; read as the till expects: {read}.</source>
            <translation>La cassa non riesce a leggere queste risposte: {problems}. Il loro contenuto non viene mostrato né usato; lette come la cassa si aspetta: {read}.</translation>
        </message>
        <message>
            <source>Every answer read has the shape the till expects: {read}.</source>
            <translation>Ogni risposta letta ha la forma che la cassa si aspetta: {read}.</translation>
        </message>
        <message>
            <source>Not checked: the list holds too few items to try it with.</source>
            <translation>Non verificato: l'elenco ha troppo pochi elementi per provarlo.</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>missing</source>
            <extracomment>The name an older till's single manager PIN is given when its settings are read (see ``Settings``). How far the service's stamps are ahead of the till's clock (its zone), in whole minutes. Event types the location's events use that the till does not know: it never reverses them. What the check said, one line a finding (``ServiceCheck.lines``): the support report's. The longest one request may take in all (``app.api.transport.DEFAULT_DEADLINE_S`` says why). Where the splitter between the voucher and the activity side was left (Qt's saved state). The till's managers. Set up in first-run setup, changed from the Manager menu. Guest slips: the printer's name ("" = the system's default), the paper, whether every redemption prints one at once, and whether a merchant copy follows the customer's. The property's language for guests' slips (a Babel locale name), whoever is signed in. The customer display's screen (Qt's name for it): "" is any screen other than the till's, "off" none (``app.desk.guest``). Whether the till plays a short sound for each outcome (done, refused, being checked). The manager's word that no other till works at this location. Only then is an event the service recorded for a lost request taken as this till's without a manager (the service does not say which till made an event: ``app.core.reconcile``). Whether staff may top up a voucher and activate a new card without a manager's PIN each time; off by default, changed from the Manager menu and audited (``app.core.topup``). The largest single top-up or activation, in the voucher's currency. Dual control: location id → currency → the amount above which a redemption, a bill line, a top-up or a sale needs a manager's PIN too (``app.desk.common.dual_control``). Empty: off. A voucher from an order e-mailed less than this many hours ago is flagged in the review (``app.desk.common.young_order``); 0 turns the warning off. Days after which guests' names, e-mails and whole codes in the till's own files are reduced to what the shift report and the reconciliation need (``app.store.retention`` says why 90). How the account differs from the reference where the till adapts (the service check). The law where the desk is: a rule pack's name (``app.core.law.packs``), set by a manager.</extracomment>
            <translation>mancante</translation>
        </message>
        <message>
            <source>The till's settings file is {why}, and its backup copy is missing or damaged too. The damaged file is kept as {file}.</source>
            <translation>Il file delle impostazioni della cassa è {why}, e anche la sua copia di riserva manca o è danneggiata. Il file danneggiato è conservato come {file}.</translation>
        </message>
        <message>
            <source>The till's settings file was {why}; it has been restored from its backup copy, with the manager PIN and service settings as last saved.</source>
            <translation>Il file delle impostazioni della cassa era {why}; è stato ripristinato dalla copia di riserva, con il PIN responsabile e le impostazioni del servizio dell'ultimo salvataggio.</translation>
        </message>
        <message>
            <source> The damaged file is kept as {file}.</source>
            <translation> Il file danneggiato è conservato come {file}.</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>vuoto</translation>
        </message>
        <message>
            <source>damaged</source>
            <translation>danneggiato</translation>
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
            <extracomment>What the service check found at the last test, under the test's answer.</extracomment>
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
            <extracomment>What the service check found at the last test (``app.services.service_check``).</extracomment>
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
        <name>Shift</name>
        <message>
            <source>Audit log: {lines} lines, head of the chain {head}</source>
            <translation>Registro di audit: {lines} righe, testa della catena {head}</translation>
        </message>
        <message>
            <source>Not keyed on POS</source>
            <extracomment>The one name of each section, on screen, in the CSV and in the PDF.</extracomment>
            <translation>Non registrato sul POS</translation>
        </message>
        <message>
            <source>Matched</source>
            <translation>Abbinato</translation>
        </message>
        <message>
            <source>Matched by check</source>
            <translation>Abbinato con verifica</translation>
        </message>
        <message>
            <source>Refunded</source>
            <translation>Rimborsato</translation>
        </message>
        <message>
            <source>Sold</source>
            <extracomment>A voucher sale of this till: what the guest paid for on the POS (taken in), complimentary apart.</extracomment>
            <translation>Venduto</translation>
        </message>
        <message>
            <source>Only in the till</source>
            <translation>Solo in cassa</translation>
        </message>
        <message>
            <source>Only in the service</source>
            <translation>Solo nel servizio</translation>
        </message>
        <message>
            <source>Unconfirmed</source>
            <translation>Non confermato</translation>
        </message>
        <message>
            <source>Mismatch</source>
            <translation>Discrepanza</translation>
        </message>
        <message>
            <source>Found late</source>
            <translation>Trovato in seguito</translation>
        </message>
        <message>
            <source>Not applied</source>
            <translation>Non applicato</translation>
        </message>
        <message>
            <source>Claimed twice</source>
            <translation>Attribuito due volte</translation>
        </message>
        <message>
            <source>Bill</source>
            <extracomment>A bill paid with several vouchers: its line, then its redemptions under it.</extracomment>
            <translation>Conto</translation>
        </message>
        <message>
            <source>decided by {manager}: {note}</source>
            <extracomment>What a movement with no event of its own is called: the event type it asks the service for. Event types that take money off a voucher (negative in the report), and those that put it back. Masked (``••••••PART``): the report is printed, e-mailed and filed, and a code is money.</extracomment>
            <translation>deciso da {manager}: {note}</translation>
        </message>
        <message>
            <source>decided by {manager}</source>
            <translation>deciso da {manager}</translation>
        </message>
        <message>
            <source>Order #{order}: its vouchers' activations are not among this location's events</source>
            <translation>Ordine n. {order}: le attivazioni dei suoi buoni non sono tra gli eventi di questa sede</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) activated, order #{order}</source>
            <translation>
                <numerusform>%n buono attivato, ordine n. {order}</numerusform>
                <numerusform>%n buoni attivati, ordine n. {order}</numerusform>
            </translation>
        </message>
        <message>
            <source>Complimentary (no money taken); {note}</source>
            <translation>Omaggio (nessun incasso); {note}</translation>
        </message>
        <message>
            <source>reference {reference}</source>
            <translation>riferimento {reference}</translation>
        </message>
        <message>
            <source>Sale</source>
            <extracomment>A sale's type in the report: its vouchers are new cards, but the line is the sale (one reference).</extracomment>
            <translation>Vendita</translation>
        </message>
        <message>
            <source>Refunded order #{order}; its Refund events are not among this location's events of the report's time (read back as refunded when it was done)</source>
            <translation>Ordine n. {order} rimborsato; i suoi eventi di rimborso non sono tra quelli di questa sede nel periodo del report (riletto come rimborsato al momento)</translation>
        </message>
        <message numerus="yes">
            <source>Refunded order #{order}: {total} on %n voucher(s)</source>
            <translation>
                <numerusform>Ordine n. {order} rimborsato: {total} su %n buono</numerusform>
                <numerusform>Ordine n. {order} rimborsato: {total} su %n buoni</numerusform>
            </translation>
        </message>
        <message>
            <source>order #{order}</source>
            <translation>ordine n. {order}</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s): {paid} of {total}; {left} left to pay on the POS</source>
            <translation>
                <numerusform>%n buono: {paid} di {total}; {left} da pagare sul POS</numerusform>
                <numerusform>%n buoni: {paid} di {total}; {left} da pagare sul POS</numerusform>
            </translation>
        </message>
        <message>
            <source>bill {bill}</source>
            <translation>conto {bill}</translation>
        </message>
        <message>
            <source>bill {bill} + tip paid by voucher {tip}</source>
            <translation>conto {bill} + mancia pagata con buono {tip}</translation>
        </message>
        <message>
            <source>event {event} is also held by {others}: one event is one movement, a manager must check which</source>
            <translation>l'evento {event} è attribuito anche a {others}: un evento è una sola operazione, un responsabile deve verificare quale</translation>
        </message>
        <message>
            <source>Money taken in (top-ups and new cards)</source>
            <extracomment>Event types that load money onto a card: money the property takes in (a payment on the POS), shown apart from redemptions so the one is never netted against the other.</extracomment>
            <translation>Denaro incassato (ricariche e nuove carte)</translation>
        </message>
        <message>
            <source>Tips paid by voucher</source>
            <extracomment>Redemptions that paid a tip as well as a bill (the Tips Act): the two shown apart.</extracomment>
            <translation>Mance pagate con buono</translation>
        </message>
        <message>
            <source>Location</source>
            <extracomment>Of ``redeemed``, the tips paid by voucher on this till's bills (known for this till only).</extracomment>
            <translation>Sede</translation>
        </message>
        <message>
            <source>This till</source>
            <translation>Questa cassa</translation>
        </message>
        <message>
            <source>Staff: {staff}</source>
            <translation>Addetto: {staff}</translation>
        </message>
        <message>
            <source>Section</source>
            <translation>Sezione</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Ora</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Codice</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importo</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Valuta</translation>
        </message>
        <message>
            <source>Staff</source>
            <translation>Addetto</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Evento</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Nota</translation>
        </message>
        <message>
            <source>Journal id</source>
            <translation>ID giornale</translation>
        </message>
        <message>
            <source>End of shift</source>
            <translation>Chiusura turno</translation>
        </message>
        <message>
            <source>From (property time)</source>
            <translation>Da (ora della struttura)</translation>
        </message>
        <message>
            <source>To (property time)</source>
            <translation>A (ora della struttura)</translation>
        </message>
        <message>
            <source>Totals</source>
            <translation>Totali</translation>
        </message>
        <message>
            <source>Scope</source>
            <translation>Ambito</translation>
        </message>
        <message>
            <source>Count</source>
            <translation>Numero</translation>
        </message>
        <message>
            <source>Net</source>
            <translation>Netto</translation>
        </message>
        <message>
            <source>Redeemed less reversed</source>
            <translation>Riscattato meno stornato</translation>
        </message>
        <message>
            <source>Balance change</source>
            <translation>Variazione del saldo</translation>
        </message>
        <message>
            <source>Bills</source>
            <translation>Conti</translation>
        </message>
        <message>
            <source>Tips</source>
            <translation>Mance</translation>
        </message>
        <message>
            <source>Name</source>
            <extracomment>The signing page's lines, for the staff member and the manager.</extracomment>
            <translation>Nome</translation>
        </message>
        <message>
            <source>Signature</source>
            <translation>Firma</translation>
        </message>
        <message>
            <source>Date and time</source>
            <translation>Data e ora</translation>
        </message>
        <message>
            <source>Detail</source>
            <translation>Dettaglio</translation>
        </message>
        <message>
            <source>Signed</source>
            <translation>Firme</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Responsabile</translation>
        </message>
        <message numerus="yes">
            <source>%n matched</source>
            <translation>
                <numerusform>%n abbinato</numerusform>
                <numerusform>%n abbinati</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n refund(s)</source>
            <translation>
                <numerusform>%n rimborso</numerusform>
                <numerusform>%n rimborsi</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n only in the till</source>
            <translation>
                <numerusform>%n solo in cassa</numerusform>
                <numerusform>%n solo in cassa</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n only in the service</source>
            <translation>
                <numerusform>%n solo nel servizio</numerusform>
                <numerusform>%n solo nel servizio</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n not applied</source>
            <translation>
                <numerusform>%n non applicato</numerusform>
                <numerusform>%n non applicati</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n unconfirmed</source>
            <translation>
                <numerusform>%n non confermato</numerusform>
                <numerusform>%n non confermati</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mismatched</source>
            <translation>
                <numerusform>%n con discrepanza</numerusform>
                <numerusform>%n con discrepanza</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n found late</source>
            <translation>
                <numerusform>%n trovato in seguito</numerusform>
                <numerusform>%n trovati in seguito</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n claimed twice</source>
            <translation>
                <numerusform>%n attribuito due volte</numerusform>
                <numerusform>%n attribuiti due volte</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stamped by the service outside this window</source>
            <translation>
                <numerusform>%n registrato dal servizio fuori da questo periodo</numerusform>
                <numerusform>%n registrati dal servizio fuori da questo periodo</numerusform>
            </translation>
        </message>
        <message>
            <source>made in this shift; the service stamped it outside this window (its clock moved)</source>
            <translation>fatto in questo turno; il servizio lo ha registrato fuori da questo periodo (il suo orologio è cambiato)</translation>
        </message>
        <message numerus="yes">
            <source>%n sale(s)</source>
            <translation>
                <numerusform>%n vendita</numerusform>
                <numerusform>%n vendite</numerusform>
            </translation>
        </message>
        <message>
            <source>Every movement of this till is accounted for.</source>
            <translation>Ogni operazione di questa cassa è giustificata.</translation>
        </message>
        <message>
            <source>Some movements of this till are not in the service's record: a manager must check them.</source>
            <translation>Alcune operazioni di questa cassa non risultano al servizio: un responsabile deve verificarle.</translation>
        </message>
        <message>
            <source>{scope}: {type} × {count} = {amount}</source>
            <translation>{scope}: {type} × {count} = {amount}</translation>
        </message>
        <message>
            <source>{scope}: {taken_in} {amount}</source>
            <translation>{scope}: {taken_in} {amount}</translation>
        </message>
        <message>
            <source>{scope}: net redeemed {redeemed} (redeemed less reversed); balances changed by {change}</source>
            <translation>{scope}: riscattato netto {redeemed} (riscattato meno stornato); saldi variati di {change}</translation>
        </message>
        <message>
            <source>{scope}: of it, bills {bills} and tips paid by voucher {tips}</source>
            <translation>{scope}: di cui conti {bills} e mance pagate con buono {tips}</translation>
        </message>
        <message>
            <source>1 redemption is not ticked as keyed on the POS: {amounts}. Key them on the POS and tick them.</source>
            <translation>1 riscatto non è spuntato come registrato sul POS: {amounts}. Registralo sul POS e spuntalo.</translation>
        </message>
        <message numerus="yes">
            <source>%n redemptions are not ticked as keyed on the POS: {amounts}. Key them on the POS and tick them.</source>
            <translation>
                <numerusform>%n riscatto non è spuntato come registrato sul POS: {amounts}. Registrali sul POS e spuntali.</numerusform>
                <numerusform>%n riscatti non sono spuntati come registrati sul POS: {amounts}. Registrali sul POS e spuntali.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement is not ticked as done on the POS: {amounts}. Key each redemption as a gift voucher tender, take each top-up or new card as a payment, then tick them.</source>
            <translation>1 operazione non è spuntata come fatta sul POS: {amounts}. Registra ogni riscatto come pagamento con buono regalo, incassa ogni ricarica o nuova carta come pagamento, poi spuntale.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements are not ticked as done on the POS: {amounts}. Key each redemption as a gift voucher tender, take each top-up or new card as a payment, then tick them.</source>
            <translation>
                <numerusform>%n operazione non è spuntata come fatta sul POS: {amounts}. Registra ogni riscatto come pagamento con buono regalo, incassa ogni ricarica o nuova carta come pagamento, poi spuntale.</numerusform>
                <numerusform>%n operazioni non sono spuntate come fatte sul POS: {amounts}. Registra ogni riscatto come pagamento con buono regalo, incassa ogni ricarica o nuova carta come pagamento, poi spuntale.</numerusform>
            </translation>
        </message>
        <message>
            <source>End of shift — {till}</source>
            <translation>Chiusura turno — {till}</translation>
        </message>
        <message>
            <source>{place} · from {start} to {end}</source>
            <translation>{place} · dalle {start} alle {end}</translation>
        </message>
        <message>
            <source>The service's events could not be read.</source>
            <extracomment>The audit log's line count and head once the report is built (its own line included). The whole code of each event the report read, for a line's dispute pack (never shown).</extracomment>
            <translation>Impossibile leggere gli eventi del servizio.</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s): {paid} of {total}; {open}</source>
            <translation>
                <numerusform>%n buono: {paid} di {total}; {open}</numerusform>
                <numerusform>%n buoni: {paid} di {total}; {open}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ShiftReport</name>
        <message>
            <source>End of shift report</source>
            <extracomment>Lines the report measures one by one; more keep one height (see ``ShiftReportDialog``). Opens the dispute pack of a voucher (given its whole code): set by whoever opened the report.</extracomment>
            <translation>Report di chiusura turno</translation>
        </message>
        <message>
            <source>Shift start</source>
            <translation>Inizio turno</translation>
        </message>
        <message>
            <source>Shift end</source>
            <translation>Fine turno</translation>
        </message>
        <message>
            <source>Build report</source>
            <translation>Crea report</translation>
        </message>
        <message>
            <source>Building the report…</source>
            <translation>Creazione del report…</translation>
        </message>
        <message>
            <source>Shift detail</source>
            <translation>Dettaglio del turno</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Esporta CSV…</translation>
        </message>
        <message>
            <source>Save PDF…</source>
            <translation>Salva PDF…</translation>
        </message>
        <message>
            <source>Dispute pack…</source>
            <translation>Dossier di contestazione…</translation>
        </message>
        <message>
            <source>Times are the property's, as the service records them.</source>
            <translation>Orari della struttura, come li registra il servizio.</translation>
        </message>
        <message>
            <source>The report's pages</source>
            <translation>Pagine del rapporto</translation>
        </message>
        <message>
            <source>Detail</source>
            <translation>Dettaglio</translation>
        </message>
        <message>
            <source>Totals and net</source>
            <translation>Totali e netto</translation>
        </message>
        <message>
            <source>Type the shift's start as a day and time, for example {example}.</source>
            <translation>Digitare l'inizio del turno come giorno e ora, ad esempio {example}.</translation>
        </message>
        <message>
            <source>Type the shift's end as a day and time, for example {example}.</source>
            <translation>Digitare la fine del turno come giorno e ora, ad esempio {example}.</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Salvato in {path}</translation>
        </message>
        <message>
            <source>{summary}. {balanced}</source>
            <translation>{summary}. {balanced}</translation>
        </message>
        <message>
            <source>No balance events in this window.</source>
            <translation>Nessun movimento di saldo in questo periodo.</translation>
        </message>
        <message>
            <source>Export the report</source>
            <translation>Esporta il report</translation>
        </message>
        <message>
            <source>Save the report</source>
            <translation>Salva il report</translation>
        </message>
    </context>
    <context>
        <name>ShiftSales</name>
        <message>
            <source>Order #{order} (its vouchers could not be read)</source>
            <translation>Ordine n. {order} (impossibile leggerne i buoni)</translation>
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
        <name>Slip</name>
        <message>
            <source>Tip paid by voucher {amount}</source>
            <translation>Mancia pagata con buono {amount}</translation>
        </message>
        <message>
            <source>Customer copy</source>
            <translation>Copia per l'ospite</translation>
        </message>
        <message>
            <source>Merchant copy</source>
            <translation>Copia esercente</translation>
        </message>
        <message>
            <source>Gift voucher redeemed</source>
            <translation>Buono regalo riscattato</translation>
        </message>
        <message>
            <source>Redemption reversed</source>
            <translation>Riscatto stornato</translation>
        </message>
        <message>
            <source>Gift voucher refunded</source>
            <translation>Buono regalo rimborsato</translation>
        </message>
        <message>
            <source>Gift card topped up</source>
            <translation>Carta regalo ricaricata</translation>
        </message>
        <message>
            <source>New gift card</source>
            <translation>Nuova carta regalo</translation>
        </message>
        <message>
            <source>Amount taken</source>
            <translation>Importo scalato</translation>
        </message>
        <message>
            <source>Amount returned</source>
            <translation>Importo riaccreditato</translation>
        </message>
        <message>
            <source>Amount refunded</source>
            <translation>Importo rimborsato</translation>
        </message>
        <message>
            <source>Amount added</source>
            <translation>Importo aggiunto</translation>
        </message>
        <message>
            <source>Value loaded</source>
            <translation>Valore caricato</translation>
        </message>
        <message>
            <source>New balance</source>
            <extracomment>Money loaded onto a card: the balance after it is the card's new balance, not what is "left". The service's event types and the slip each one prints as; other types print no slip. The property's language for guests' slips (a Babel locale name; "" writes the staff's). The tip within ``total`` that the vouchers cover too (``app.core.tips``). A bill's slip lists each of its vouchers (``bill_slip_lines``) instead of one voucher's. The language the guest reads it in (a Babel locale name): the property's setting or the guest's choice at the slip prompt, whatever language the staff's screen is in.</extracomment>
            <translation>Nuovo saldo</translation>
        </message>
        <message>
            <source>Balance left</source>
            <translation>Saldo residuo</translation>
        </message>
        <message>
            <source>REPRINT</source>
            <translation>RISTAMPA</translation>
        </message>
        <message>
            <source>TRAINING — no real money</source>
            <translation>FORMAZIONE — nessun denaro reale</translation>
        </message>
        <message>
            <source>Gift card</source>
            <translation>Carta regalo</translation>
        </message>
        <message>
            <source>Gift voucher</source>
            <translation>Buono regalo</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Data</translation>
        </message>
        <message>
            <source>Till</source>
            <translation>Cassa</translation>
        </message>
        <message>
            <source>Served by</source>
            <translation>Servito da</translation>
        </message>
        <message>
            <source>Voucher</source>
            <translation>Buono</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Codice</translation>
        </message>
        <message>
            <source>Expires</source>
            <translation>Scade il</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Riferimento</translation>
        </message>
        <message>
            <source>Bill</source>
            <translation>Conto</translation>
        </message>
        <message>
            <source>Bill total</source>
            <translation>Totale del conto</translation>
        </message>
        <message>
            <source>Voucher {code}</source>
            <translation>Buono {code}</translation>
        </message>
        <message>
            <source>{amount} · left {left} · ref {reference}</source>
            <translation>{amount} · residuo {left} · rif. {reference}</translation>
        </message>
        <message>
            <source>Paid by vouchers</source>
            <translation>Pagato con buoni</translation>
        </message>
        <message>
            <source>Left to pay</source>
            <translation>Da pagare</translation>
        </message>
        <message>
            <source>Keep this slip: the balance left can be used on a later visit.</source>
            <translation>Conservi lo scontrino: il saldo residuo si può usare in una prossima visita.</translation>
        </message>
        <message>
            <source>Keep this slip with the card: it shows the value loaded.</source>
            <translation>Conservi lo scontrino con la carta: mostra il valore caricato.</translation>
        </message>
        <message>
            <source>Keep with the till's takings.</source>
            <translation>Conservare con l'incasso della cassa.</translation>
        </message>
        <message>
            <source>Reference {reference}</source>
            <translation>Riferimento {reference}</translation>
        </message>
    </context>
    <context>
        <name>SlipMenu</name>
        <message>
            <source>Keyed on POS</source>
            <extracomment>Slips being printed (kept referenced until each is done). The last slip the printer could not print: *Save as PDF…* beside the problem saves it.</extracomment>
            <translation>Registrato sul POS</translation>
        </message>
        <message>
            <source>Copy amount and reference</source>
            <translation>Copia importo e riferimento</translation>
        </message>
        <message>
            <source>Print the last slip</source>
            <translation>Stampa l'ultimo scontrino</translation>
        </message>
        <message>
            <source>Preview the last slip…</source>
            <translation>Anteprima dell'ultimo scontrino…</translation>
        </message>
        <message>
            <source>Save the last slip as PDF…</source>
            <translation>Salva l'ultimo scontrino come PDF…</translation>
        </message>
        <message>
            <source>Slip printer and options…</source>
            <translation>Stampante scontrini e opzioni…</translation>
        </message>
        <message>
            <source>Print the last slip in the guest's language</source>
            <translation>Stampa l'ultimo scontrino nella lingua dell'ospite</translation>
        </message>
        <message>
            <source>No slip yet: redeem a voucher first, or reprint one from its history.</source>
            <translation>Ancora nessuno scontrino: riscatta prima un buono o ristampane uno dal suo storico.</translation>
        </message>
        <message>
            <source>No slip yet: redeem a voucher first.</source>
            <translation>Ancora nessuno scontrino: riscatta prima un buono.</translation>
        </message>
        <message>
            <source>The slip could not be saved: {problem}.</source>
            <translation>Impossibile salvare lo scontrino: {problem}.</translation>
        </message>
        <message>
            <source>Slip saved to {path}.</source>
            <translation>Scontrino salvato in {path}.</translation>
        </message>
        <message>
            <source>Save the slip</source>
            <translation>Salva lo scontrino</translation>
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
            <source>Language of guests' slips</source>
            <translation>Lingua degli scontrini per gli ospiti</translation>
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
            <source>Slip language</source>
            <translation>Lingua dello scontrino</translation>
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
        <name>SlipPrint</name>
        <message>
            <source>80 mm roll</source>
            <extracomment>Most thermal roll printers print at 203 dpi; the picture in docs/staff.md and the tests use it. The slip's own column: the printable width of a roll, a receipt-sized column on A4.</extracomment>
            <translation>Rotolo da 80 mm</translation>
        </message>
        <message>
            <source>58 mm roll</source>
            <translation>Rotolo da 58 mm</translation>
        </message>
        <message>
            <source>{title} — reference {reference}</source>
            <translation>{title} — riferimento {reference}</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” is not installed on this computer.</source>
            <translation>La stampante scontrini «{printer}» non è installata su questo computer.</translation>
        </message>
        <message>
            <source>No printer is set up on this computer.</source>
            <translation>Nessuna stampante configurata su questo computer.</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” reports a fault: it may be off, offline or out of paper.</source>
            <translation>La stampante scontrini «{printer}» segnala un guasto: potrebbe essere spenta, scollegata o senza carta.</translation>
        </message>
        <message>
            <source>Slip {reference}</source>
            <translation>Scontrino {reference}</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” did not accept the slip.</source>
            <translation>La stampante scontrini «{printer}» non ha accettato lo scontrino.</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” reported a fault while printing.</source>
            <translation>La stampante scontrini «{printer}» ha segnalato un guasto durante la stampa.</translation>
        </message>
        <message>
            <source>Slip printed on {printer}.</source>
            <translation>Scontrino stampato su {printer}.</translation>
        </message>
        <message>
            <source>Printing the slip…</source>
            <translation>Stampa dello scontrino…</translation>
        </message>
        <message>
            <source>{problem} The redemption stands; print the slip again later from the voucher's history or the activity list.</source>
            <translation>{problem} Il riscatto resta valido; ristampa lo scontrino più tardi dallo storico del buono o dall'elenco attività.</translation>
        </message>
        <message>
            <source>No slip printer here: save the slip as a PDF.</source>
            <translation>Nessuna stampante scontrini qui: salva lo scontrino come PDF.</translation>
        </message>
        <message>
            <source>The slip printer has a fault: save the slip as a PDF.</source>
            <translation>La stampante scontrini ha un guasto: salva lo scontrino come PDF.</translation>
        </message>
        <message>
            <source>Slip preview — {paper}</source>
            <translation>Anteprima scontrino — {paper}</translation>
        </message>
    </context>
    <context>
        <name>Slips</name>
        <message>
            <source>The slip options could not be saved; they apply until the till closes.</source>
            <extracomment>How far around an event's time the journal is searched for the movement (and so the staff) behind it: the service's clock and the till's may differ. How far either side of a bill's line its other lines are looked for: a bill is paid within a day. The language the guest at the counter chose for themselves ("" for none): the slips made while they are served are written in it, whatever the property's or the staff's.</extracomment>
            <translation>Impossibile salvare le opzioni dello scontrino; valgono fino alla chiusura della cassa.</translation>
        </message>
        <message>
            <source>No slip yet: redeem a voucher first, or reprint one from its history.</source>
            <translation>Ancora nessuno scontrino: riscatta prima un buono o ristampane uno dal suo storico.</translation>
        </message>
        <message>
            <source>There is no guest slip for this kind of event.</source>
            <translation>Per questo tipo di evento non c'è uno scontrino per l'ospite.</translation>
        </message>
        <message>
            <source>Choose a line of the redeem history first.</source>
            <translation>Scegli prima una riga dello storico riscatti.</translation>
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
            <source>Scan a code</source>
            <translation>Scansiona un codice</translation>
        </message>
        <message>
            <source>Voucher code</source>
            <translation>Codice del buono</translation>
        </message>
        <message>
            <source>Starting the till… A code scanned now is kept and looked up as soon as the till is ready.</source>
            <extracomment>The last code ended with Enter or Tab: the till looks it up once it is ready, whatever was typed after it (kept in the till's field, not looked up). The user closed this window while the till loaded: the till does not open after all.</extracomment>
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
            <source>The code scanned here ({code}) was not looked up: scan it again there.</source>
            <extracomment>Set (to anything) by benchmarks/startup.py: print the moment of the first paint, then close. New service settings and API key, from the settings dialog, for the next till session.</extracomment>
            <translation>Il codice letto qui ({code}) non è stato cercato: leggilo di nuovo in quella finestra.</translation>
        </message>
        <message>
            <source>{app} is already running: its window has been brought to the front.</source>
            <translation>{app} è già aperto: la sua finestra è stata portata in primo piano.</translation>
        </message>
        <message>
            <source>{app} is already running.</source>
            <translation>{app} è già aperto.</translation>
        </message>
        <message>
            <source>already running</source>
            <translation>già aperto</translation>
        </message>
        <message>
            <source>Use that window. Only one till runs on a settings folder ({folder}).</source>
            <translation>Usa quella finestra. Per ogni cartella delle impostazioni funziona una sola cassa ({folder}).</translation>
        </message>
        <message>
            <source>Use that window. Only one till runs on a data folder ({folder}): it holds the till&apos;s journal.</source>
            <translation>Usa quella finestra. Per ogni cartella dei dati funziona una sola cassa ({folder}): contiene il giornale della cassa.</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>it cannot create its lock file there</source>
            <translation>non riesce a creare lì il file di blocco</translation>
        </message>
        <message>
            <source>it is read-only</source>
            <translation>è di sola lettura</translation>
        </message>
        <message>
            <source>The till cannot write to its settings folder: {reason}.

Folder: {folder}</source>
            <translation>La cassa non riesce a scrivere nella cartella delle impostazioni: {reason}.

Cartella: {folder}</translation>
        </message>
        <message>
            <source>choose Try again</source>
            <translation>scegli Riprova</translation>
        </message>
        <message>
            <source>start the till again</source>
            <translation>riavvia la cassa</translation>
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
            <source>{problem}. The till goes on working, but what it does now is missing from its log until it can write there again.</source>
            <translation>{problem}. La cassa continua a funzionare, ma ciò che fa ora manca dal registro finché non potrà scriverci di nuovo.</translation>
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
            <source>NOT YET WRITTEN DOWN — {lines} Nothing more can move on that voucher until it is written.</source>
            <translation>NON ANCORA REGISTRATO — {lines} Su quel buono non si può fare altro finché non è registrato.</translation>
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
        <name>Support</name>
        <message>
            <source>The service has not been checked this session.</source>
            <extracomment>Days of the log the report holds. Log lines kept before each error, for its context. Errors the report holds at most (the newest). Other secrets the log masks (``SECRETS.held``): the report is scanned for them too.</extracomment>
            <translation>Il servizio non è ancora stato verificato.</translation>
        </message>
        <message>
            <source>No errors in these days of the log.</source>
            <translation>Nessun errore in questi giorni del registro.</translation>
        </message>
        <message>
            <source>Save a support report</source>
            <extracomment>Movements called not applied this long ago are still in the report (the re-check's horizon).</extracomment>
            <translation>Salva un rapporto per l'assistenza</translation>
        </message>
        <message>
            <source>Gathering the report…</source>
            <translation>Raccolta del rapporto in corso…</translation>
        </message>
        <message>
            <source>Files in the report</source>
            <translation>File del rapporto</translation>
        </message>
        <message>
            <source>The chosen file's contents</source>
            <translation>Contenuto del file scelto</translation>
        </message>
        <message>
            <source>Save…</source>
            <translation>Salva…</translation>
        </message>
        <message>
            <source>The report was not made: it would have held what it must never hold ({problems}).</source>
            <translation>Il rapporto non è stato creato: avrebbe contenuto ciò che non deve mai contenere ({problems}).</translation>
        </message>
        <message>
            <source>The report could not be made: {why}</source>
            <translation>Non è stato possibile creare il rapporto: {why}</translation>
        </message>
        <message>
            <source>This is everything the report holds: no API key, no whole voucher code and no e-mail address. Look through it, then save it and send it to support.</source>
            <translation>Questo è tutto ciò che il rapporto contiene: nessuna chiave API, nessun codice buono completo e nessun indirizzo e-mail. Controllalo, poi salvalo e invialo all'assistenza.</translation>
        </message>
        <message>
            <source>Zip archives (*.zip)</source>
            <translation>Archivi ZIP (*.zip)</translation>
        </message>
        <message>
            <source>The report could not be saved: {why}</source>
            <translation>Non è stato possibile salvare il rapporto: {why}</translation>
        </message>
    </context>
    <context>
        <name>Timeline</name>
        <message>
            <source>This till&apos;s clock is {size} behind the service&apos;s.</source>
            <translation>L&apos;orologio di questa cassa è {size} indietro rispetto a quello del servizio.</translation>
        </message>
        <message>
            <source>This till&apos;s clock is {size} ahead of the service&apos;s.</source>
            <translation>L&apos;orologio di questa cassa è {size} avanti rispetto a quello del servizio.</translation>
        </message>
        <message>
            <source>{time} (till clock)</source>
            <translation>{time} (orologio della cassa)</translation>
        </message>
        <message>
            <source>{hours} h {minutes} min</source>
            <translation>{hours} h {minutes} min</translation>
        </message>
        <message>
            <source>{minutes} min</source>
            <translation>{minutes} min</translation>
        </message>
        <message>
            <source>This till's clock is {size} behind the service's: the service's times are shown as it stamps them.</source>
            <translation>L'orologio di questa cassa è {size} indietro rispetto a quello del servizio: gli orari del servizio sono mostrati come li registra.</translation>
        </message>
        <message>
            <source>This till's clock is {size} ahead of the service's: the service's times are shown as it stamps them.</source>
            <translation>L'orologio di questa cassa è {size} avanti rispetto a quello del servizio: gli orari del servizio sono mostrati come li registra.</translation>
        </message>
    </context>
    <context>
        <name>Tips</name>
        <message>
            <source>Time</source>
            <translation>Ora</translation>
        </message>
        <message>
            <source>Bill</source>
            <translation>Conto</translation>
        </message>
        <message>
            <source>Tip</source>
            <translation>Mancia</translation>
        </message>
        <message>
            <source>No tips paid by voucher on your bills in this period.</source>
            <translation>Nessuna mancia pagata con buono sui suoi conti in questo periodo.</translation>
        </message>
        <message numerus="yes">
            <source>Tips paid by voucher on your bills: %n bill(s), {total}</source>
            <translation>
                <numerusform>Mance pagate con buono sui suoi conti: %n conto, {total}</numerusform>
                <numerusform>Mance pagate con buono sui suoi conti: %n conti, {total}</numerusform>
            </translation>
        </message>
        <message>
            <source>Tips paid by voucher — {staff}</source>
            <translation>Mance pagate con buono — {staff}</translation>
        </message>
        <message>
            <source>{place} · from {start} to {end}</source>
            <translation>{place} · dal {start} al {end}</translation>
        </message>
        <message>
            <source>My tips record</source>
            <translation>Il mio registro delle mance</translation>
        </message>
        <message>
            <source>Show</source>
            <translation>Mostra</translation>
        </message>
        <message>
            <source>Signed in: {staff}</source>
            <translation>Connesso: {staff}</translation>
        </message>
        <message>
            <source>My tips paid by voucher</source>
            <translation>Le mie mance pagate con buono</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Stampa…</translation>
        </message>
        <message>
            <source>Save PDF…</source>
            <translation>Salva PDF…</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Salvato: {path}</translation>
        </message>
        <message>
            <source>Save my tips record</source>
            <translation>Salva il mio registro delle mance</translation>
        </message>
        <message>
            <source>My tips record…</source>
            <extracomment>Every entry of the Shift menu has its key, for a till without a mouse.</extracomment>
            <translation>Il mio registro delle mance…</translation>
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
            <source>Nothing loaded: {amount} onto {code} was under review when another code was typed or scanned.</source>
            <translation>Nulla caricato: {amount} su {code} era in verifica quando è stato digitato o scansionato un altro codice.</translation>
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
            <source>New card {code}: {added} loaded. Balance {balance}</source>
            <translation>Nuova carta {code}: {added} caricato. Saldo {balance}</translation>
        </message>
        <message>
            <source>Topped up {code}: {added} loaded. Balance {balance} · ref {event}</source>
            <translation>Ricaricata {code}: {added} caricato. Saldo {balance} · rif. {event}</translation>
        </message>
        <message>
            <source>Topped up {code}: {added} loaded. Balance {balance}</source>
            <translation>Ricaricata {code}: {added} caricato. Saldo {balance}</translation>
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
        <name>Unconfirmed</name>
        <message>
            <source>Unconfirmed movement</source>
            <translation>Operazione non confermata</translation>
        </message>
        <message>
            <source>The service's records cannot tell whether this till's request went through. Check with the cashier and the other tills, then choose the event that is this till's, or say that none of them is.</source>
            <translation>Dai dati del servizio non si capisce se la richiesta di questa cassa è andata a buon fine. Verifica con il cassiere e le altre casse, poi scegli l'evento di questa cassa o indica che non è nessuno.</translation>
        </message>
        <message>
            <source>Events that could be this movement</source>
            <translation>Eventi che potrebbero essere questa operazione</translation>
        </message>
        <message>
            <source>None of these is this till's</source>
            <translation>Nessuno è di questa cassa</translation>
        </message>
        <message>
            <source>This one is this till's</source>
            <translation>Questo è di questa cassa</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annulla</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <source>Time (service)</source>
            <translation>Ora (servizio)</translation>
        </message>
        <message>
            <source>Location</source>
            <translation>Sede</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importo</translation>
        </message>
        <message>
            <source>Before</source>
            <translation>Prima</translation>
        </message>
        <message>
            <source>After</source>
            <translation>Dopo</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Evento</translation>
        </message>
        <message>
            <source>Decide whether {movement} went through (1 possible event)</source>
            <translation>Decidi se {movement} è andato a buon fine (1 evento possibile)</translation>
        </message>
        <message numerus="yes">
            <source>Decide whether {movement} went through (%n possible events)</source>
            <translation>
                <numerusform>Decidi se {movement} è andato a buon fine (%n evento possibile)</numerusform>
                <numerusform>Decidi se {movement} è andato a buon fine (%n eventi possibili)</numerusform>
            </translation>
        </message>
        <message>
            <source>{movement} Sent by {staff} at {time} (this till's clock).</source>
            <translation>{movement} Inviato da {staff} alle {time} (orologio di questa cassa).</translation>
        </message>
        <message>
            <source>A manager PIN is needed for this.</source>
            <translation>Serve il PIN di un responsabile.</translation>
        </message>
        <message>
            <source>{problem}. Nothing was decided.</source>
            <translation>{problem}. Non è stato deciso nulla.</translation>
        </message>
    </context>
    <context>
        <name>Updates</name>
        <message>
            <source>Version {version} is ready — install at the end of the shift</source>
            <translation>La versione {version} è pronta — installala a fine turno</translation>
        </message>
        <message>
            <source>A sale or a bill is open: the update waits until it is finished.</source>
            <translation>Una vendita o un conto è aperto: l'aggiornamento attende che sia concluso.</translation>
        </message>
        <message>
            <source>A movement is still unresolved: a manager settles it before the update.</source>
            <translation>Un movimento è ancora irrisolto: un responsabile lo risolve prima dell'aggiornamento.</translation>
        </message>
        <message>
            <source>A movement is still being sent: the update waits for its answer.</source>
            <translation>Un movimento è ancora in invio: l'aggiornamento attende la sua risposta.</translation>
        </message>
        <message>
            <source>The till is offline: it will look for an update when it is back.</source>
            <translation>La cassa è offline: cercherà un aggiornamento quando sarà di nuovo collegata.</translation>
        </message>
        <message>
            <source>No updates in training.</source>
            <translation>Nessun aggiornamento in modalità formazione.</translation>
        </message>
        <message>
            <source>The update channel's files are not valid: not installed.</source>
            <translation>I file del canale di aggiornamento non sono validi: non installato.</translation>
        </message>
        <message>
            <source>The update channel cannot be reached: no update now, the till works on.</source>
            <translation>Il canale di aggiornamento non è raggiungibile: nessun aggiornamento ora, la cassa continua a funzionare.</translation>
        </message>
        <message>
            <source>The update channel is too slow to answer: no update now, the till works on.</source>
            <translation>Il canale di aggiornamento risponde troppo lentamente: nessun aggiornamento ora, la cassa continua a funzionare.</translation>
        </message>
        <message>
            <source>The update channel offers an older release than the till already has: not installed.</source>
            <translation>Il canale di aggiornamento offre una versione più vecchia di quella che la cassa ha già: non installato.</translation>
        </message>
        <message>
            <source>The update channel's signed files have expired: not installed.</source>
            <translation>I file firmati del canale di aggiornamento sono scaduti: non installato.</translation>
        </message>
        <message>
            <source>The update channel's files are not signed by this till's release keys: not installed.</source>
            <translation>I file del canale di aggiornamento non sono firmati con le chiavi di rilascio di questa cassa: non installato.</translation>
        </message>
        <message>
            <source>The update's archive does not match its signed description: not installed.</source>
            <extracomment>Seconds one connection or one gap between bytes may take (requests' timeout, through tuf). Seconds a whole check, download and verification may take before the till stops waiting.</extracomment>
            <translation>L'archivio dell'aggiornamento non corrisponde alla sua descrizione firmata: non installato.</translation>
        </message>
        <message>
            <source>No update is ready.</source>
            <extracomment>The work the window has open that an install waits for ("sale", "bill"): the window adds a name while that dialog is open; :func:`build_updates` reads it into the till's activity.</extracomment>
            <translation>Nessun aggiornamento è pronto.</translation>
        </message>
        <message>
            <source>The update was changed on this computer after it was checked: nothing was installed.</source>
            <translation>L'aggiornamento è stato modificato su questo computer dopo il controllo: non è stato installato nulla.</translation>
        </message>
        <message>
            <source>The update could not be written ({why}), nor the release it replaced put back: install the till again.</source>
            <translation>Non è stato possibile scrivere l'aggiornamento ({why}) né ripristinare la versione che sostituiva: reinstallare la cassa.</translation>
        </message>
        <message>
            <source>The update could not be written ({why}): nothing was installed, the till is as it was.</source>
            <translation>Non è stato possibile scrivere l'aggiornamento ({why}): non è stato installato nulla, la cassa è com'era.</translation>
        </message>
    </context>
    <context>
        <name>Voucher</name>
        <message>
            <source>Lookups are paused for {seconds} s: too many unknown codes at this till. A manager can lift the pause (Manager menu).</source>
            <translation>Le ricerche sono in pausa per {seconds} s: troppi codici sconosciuti a questa cassa. Un responsabile può togliere la pausa (menu Responsabile).</translation>
        </message>
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
            <extracomment>Statuses that close a voucher for good: the badge and why, in till words.</extracomment>
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
        <message>
            <source>Code</source>
            <extracomment>The voucher panel's words: its tables' headings are translated where they are shown.
----------
Shows and hides the voucher's instructions and terms. The facts' names, beside their values, two to a row.</extracomment>
            <translation>Codice</translation>
        </message>
        <message>
            <source>Expires</source>
            <translation>Scade</translation>
        </message>
        <message>
            <source>Starting value</source>
            <translation>Valore iniziale</translation>
        </message>
        <message>
            <source>Grace until</source>
            <translation>Tolleranza fino al</translation>
        </message>
        <message>
            <source>Valid from</source>
            <translation>Valido dal</translation>
        </message>
        <message>
            <source>Part use</source>
            <translation>Uso parziale</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Ordine</translation>
        </message>
        <message>
            <source>No instructions or terms.</source>
            <translation>Nessuna istruzione o condizione.</translation>
        </message>
        <message>
            <source>Reverse the chosen redemption (manager PIN)</source>
            <translation>Storna il riscatto scelto (PIN responsabile)</translation>
        </message>
        <message>
            <source>Voucher status</source>
            <translation>Stato del buono</translation>
        </message>
        <message>
            <source>Voucher data not current</source>
            <translation>Dati del buono non aggiornati</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Saldo</translation>
        </message>
        <message>
            <source>Show the redeem instructions and terms (Alt+T)</source>
            <translation>Mostra le istruzioni di riscatto e le condizioni (Alt+T)</translation>
        </message>
        <message>
            <source>Voucher details not loaded</source>
            <translation>Dettagli del buono non caricati</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Riprova</translation>
        </message>
        <message>
            <source>Read the order and the redeem history again</source>
            <translation>Rileggi l'ordine e la cronologia dei riscatti</translation>
        </message>
        <message>
            <source>Order rows</source>
            <translation>Righe dell'ordine</translation>
        </message>
        <message>
            <source>Redeem history</source>
            <translation>Cronologia riscatti</translation>
        </message>
        <message>
            <source>Reverse this line…</source>
            <translation>Storna questa riga…</translation>
        </message>
        <message>
            <source>Reprint slip</source>
            <translation>Ristampa scontrino</translation>
        </message>
        <message>
            <source>Show all {count} lines</source>
            <translation>Mostra tutte le {count} righe</translation>
        </message>
        <message>
            <source>Print the guest's slip of the chosen line again, marked Reprint</source>
            <translation>Ristampa lo scontrino dell'ospite della riga scelta, con la dicitura Ristampa</translation>
        </message>
        <message>
            <source>Redeem history and the order's vouchers</source>
            <translation>Cronologia riscatti e buoni dell'ordine</translation>
        </message>
        <message>
            <source>Vouchers in this order</source>
            <translation>Buoni di questo ordine</translation>
        </message>
        <message>
            <source>Terms ▾</source>
            <translation>Condizioni ▾</translation>
        </message>
        <message>
            <source>Terms ▸</source>
            <translation>Condizioni ▸</translation>
        </message>
        <message>
            <source>Order #{order}</source>
            <translation>Ordine n. {order}</translation>
        </message>
        <message>
            <source>refunded</source>
            <translation>rimborsato</translation>
        </message>
        <message>
            <source>Order #{order} (could not be loaded)</source>
            <translation>Ordine n. {order} (impossibile caricarlo)</translation>
        </message>
        <message>
            <source>Not current: read at {time}, and the service cannot be used now.</source>
            <extracomment>The pause on code guessing (``app.desk.counter.guessing``); None: no pause (unit tests). The badge of a voucher a manager reported a problem with (its open case), which then cannot be redeemed here; None for any other. Set by the wiring, which knows the cases. Whether the voucher on screen was scanned or typed at this counter (``look_up``), not opened from the feed, a report or a search (``open_unproven``): a code is money, and only whoever holds the voucher may spend it or see its code whole. A code whose lookup failed because the service was out of reach: looked up again when it answers, so the cashier need not scan it twice. The waiting code while the till looks it up by itself: stopped if the cashier moves on. Whether the service refused the voucher at this location (it is shown with where it is valid). The newest feed event on the voucher on the counter already compared with it. The code held at the counter, for the order's table (read through a holder, not the view-model, so the two do not hold each other: see ``ShownCurrency``).</extracomment>
            <translation>Non aggiornato: letto alle {time}, e ora il servizio non è utilizzabile.</translation>
        </message>
        <message>
            <source>{why}. {code} is looked up by itself as soon as it answers.</source>
            <translation>{why}. {code} viene cercato da solo appena risponde.</translation>
        </message>
        <message>
            <source>The order could not be loaded. The voucher itself is up to date and can be redeemed.</source>
            <translation>Impossibile caricare l'ordine. Il buono in sé è aggiornato e si può riscattare.</translation>
        </message>
        <message>
            <source>The redeem history and the order's vouchers could not be loaded. The voucher itself is up to date and can be redeemed.</source>
            <translation>Impossibile caricare la cronologia riscatti e i buoni dell'ordine. Il buono in sé è aggiornato e si può riscattare.</translation>
        </message>
        <message>
            <source>The order and the redeem history and the order's vouchers could not be loaded. The voucher itself is up to date and can be redeemed.</source>
            <translation>Impossibile caricare l'ordine, la cronologia riscatti e i buoni dell'ordine. Il buono in sé è aggiornato e si può riscattare.</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Prodotto</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Stato</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valore</translation>
        </message>
        <message>
            <source>When</source>
            <translation>Quando</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importo</translation>
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
            <source>Scan or type the code to use this voucher</source>
            <extracomment>Whether the code was scanned or typed at this counter: only then is it shown whole and can money move (``app.desk.counter.lookup``, proof of possession). Said on a voucher opened from the feed, a report or a search, until its code is scanned or typed.</extracomment>
            <translation>Scansiona o digita il codice per usare questo buono</translation>
        </message>
        <message>
            <source>Part use allowed</source>
            <translation>Uso parziale consentito</translation>
        </message>
        <message>
            <source>Must be used in full</source>
            <translation>Solo per intero</translation>
        </message>
        <message>
            <source>Online (not at a till)</source>
            <extracomment>Where an event with no location happened: an online sale or another movement not made at a till.</extracomment>
            <translation>Online (non a una cassa)</translation>
        </message>
        <message>
            <source>{type} · Online</source>
            <translation>{type} · Online</translation>
        </message>
        <message>
            <source>Location {location}</source>
            <translation>Punto vendita {location}</translation>
        </message>
        <message>
            <source>Voucher details</source>
            <extracomment>The smallest the till's window may be made by hand (it opens at its screen's size, up to 1366×860). What the crash dialog showed this run: the support report holds it (``app.lifecycle``).</extracomment>
            <translation>Dettagli del buono</translation>
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
    <context>
        <name>YoungOrder</name>
        <message>
            <source>Sold {age} by e-mail — check the guest's identity.</source>
            <translation>Venduto {age} per e-mail — verifica l'identità dell'ospite.</translation>
        </message>
        <message>
            <source>{n} days ago</source>
            <translation>{n} giorni fa</translation>
        </message>
        <message>
            <source>{n} hours ago</source>
            <translation>{n} h fa</translation>
        </message>
        <message>
            <source>1 hour ago</source>
            <translation>1 ora fa</translation>
        </message>
        <message>
            <source>{n} minutes ago</source>
            <translation>{n} min fa</translation>
        </message>
        <message>
            <source>1 minute ago</source>
            <translation>1 minuto fa</translation>
        </message>
        <message>
            <source>just now</source>
            <translation>proprio ora</translation>
        </message>
    </context>
    <context>
        <name>Period</name>
        <message>
            <source>From</source>
            <translation>Dal</translation>
        </message>
        <message>
            <source>to</source>
            <translation>al</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Al</translation>
        </message>
    </context>
    <context>
        <name>Names</name>
        <message>
            <source>a manager checked with the service</source>
            <translation>un responsabile ha verificato con il servizio</translation>
        </message>
        <message>
            <source>Training till</source>
            <translation>Cassa di formazione</translation>
        </message>
        <message>
            <source>Training manager</source>
            <translation>Responsabile di formazione</translation>
        </message>
    </context>
    <context>
        <name>Scan</name>
        <message>
            <source>Voucher {code} scanned: the counter looks it up when you close {window}.</source>
            <translation>Buono {code} scansionato: la cassa lo cerca quando chiudi {window}.</translation>
        </message>
    </context>
    <context>
        <name>Store</name>
        <message>
            <source>The till cannot write its {store}: {reason}</source>
            <translation>La cassa non può scrivere {store}: {reason}</translation>
        </message>
        <message>
            <source>log</source>
            <translation>il registro</translation>
        </message>
        <message>
            <source>The till cannot open its {store}: {reason}</source>
            <translation>La cassa non può aprire {store}: {reason}</translation>
        </message>
        <message>
            <source>store</source>
            <translation>l'archivio dati</translation>
        </message>
        <message>
            <source>journal</source>
            <translation>il giornale</translation>
        </message>
        <message>
            <source>audit log</source>
            <translation>il registro di controllo</translation>
        </message>
        <message>
            <source>settings</source>
            <translation>le impostazioni</translation>
        </message>
        <message>
            <source>lost-voucher notes</source>
            <translation>le note sui buoni smarriti</translation>
        </message>
        <message>
            <source>manager lock</source>
            <translation>il blocco del responsabile</translation>
        </message>
        <message>
            <source>order index</source>
            <translation>l'indice degli ordini</translation>
        </message>
        <message>
            <source>voucher cases</source>
            <translation>le pratiche dei buoni</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>il disco è pieno</translation>
        </message>
        <message>
            <source>another program has it locked</source>
            <translation>un altro programma ha bloccato il file</translation>
        </message>
        <message>
            <source>the data folder is read-only</source>
            <translation>la cartella dei dati è di sola lettura</translation>
        </message>
        <message>
            <source>the file cannot be opened (is the data folder read-only or missing?)</source>
            <translation>il file non si può aprire (la cartella dei dati è di sola lettura o manca?)</translation>
        </message>
        <message>
            <source>the file is damaged</source>
            <translation>il file è danneggiato</translation>
        </message>
        <message>
            <source>the file is damaged (it is not a till database)</source>
            <translation>il file è danneggiato (non è un database della cassa)</translation>
        </message>
        <message>
            <source>the disk reported an error</source>
            <translation>il disco ha segnalato un errore</translation>
        </message>
        <message>
            <source>the database reported “{error}”</source>
            <translation>il database ha segnalato «{error}»</translation>
        </message>
        <message>
            <source>the system reported “{error}”</source>
            <translation>il sistema ha segnalato «{error}»</translation>
        </message>
    </context>
</TS>
