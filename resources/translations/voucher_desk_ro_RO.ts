<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro_RO" sourcelanguage="en_GB">
    <context>
        <name>Accounts</name>
        <message>
            <source>{period}: {face} of products not classified for VAT yet (classify them).</source>
            <translation>{period}: {face} din produse neclasificate încă pentru TVA (clasificați-le).</translation>
        </message>
        <message>
            <source>{period} at {location}: multi-purpose {worth}, VAT in it {vat}; single-purpose {single}, already taxed at sale.</source>
            <translation>{period} la {location}: multifuncționale {worth}, TVA inclus {vat}; cu scop unic {single}, deja impozitate la vânzare.</translation>
        </message>
        <message>
            <source>{location} · from {start} to {end}</source>
            <translation>{location} · de la {start} până la {end}</translation>
        </message>
        <message>
            <source>top-up</source>
            <translation>reîncărcare</translation>
        </message>
        <message>
            <source>single-purpose (taxed at sale)</source>
            <translation>cu scop unic (impozitat la vânzare)</translation>
        </message>
        <message>
            <source>sale</source>
            <translation>vânzare</translation>
        </message>
        <message>
            <source>reversal of a redemption</source>
            <translation>stornarea unei răscumpărări</translation>
        </message>
        <message>
            <source>refund</source>
            <translation>rambursare</translation>
        </message>
        <message>
            <source>redemption</source>
            <translation>răscumpărare</translation>
        </message>
        <message>
            <source>not classified</source>
            <translation>neclasificat</translation>
        </message>
        <message>
            <source>multi-purpose (taxed at redemption)</source>
            <translation>multifuncțional (impozitat la răscumpărare)</translation>
        </message>
        <message>
            <source>Vouchers whose sale could not be read (their redemptions carry no consideration): {count}.</source>
            <translation>Vouchere a căror vânzare nu a putut fi citită (răscumpărările lor nu au contrapartidă): {count}.</translation>
        </message>
        <message>
            <source>Voucher accounts — {place}</source>
            <translation>Contabilitatea voucherelor — {place}</translation>
        </message>
        <message>
            <source>Voucher accounts</source>
            <extracomment>The classes a product can have, in the combo's order; the first is "not classified".</extracomment>
            <translation>Contabilitatea voucherelor</translation>
        </message>
        <message>
            <source>VAT rate of {product}</source>
            <translation>Cota TVA pentru {product}</translation>
        </message>
        <message>
            <source>VAT rate %</source>
            <translation>Cotă TVA %</translation>
        </message>
        <message>
            <source>VAT purpose of {product}</source>
            <translation>Scopul TVA pentru {product}</translation>
        </message>
        <message>
            <source>VAT purpose</source>
            <translation>Scop TVA</translation>
        </message>
        <message>
            <source>VAT classes</source>
            <translation>Clase TVA</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Ora</translation>
        </message>
        <message>
            <source>Sold by</source>
            <translation>Vândut de</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Salvat {path}</translation>
        </message>
        <message>
            <source>Save the summary</source>
            <translation>Salvează rezumatul</translation>
        </message>
        <message>
            <source>Save PDF…</source>
            <translation>Salvează PDF…</translation>
        </message>
        <message>
            <source>Redeemed {face} of face value, worth {worth} of consideration.</source>
            <translation>Răscumpărat {face} din valoarea nominală, în valoare de {worth} contrapartidă.</translation>
        </message>
        <message>
            <source>Reading the service's events…</source>
            <translation>Se citesc evenimentele serviciului…</translation>
        </message>
        <message>
            <source>Reading the locations…</source>
            <translation>Se citesc locațiile…</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Produs</translation>
        </message>
        <message>
            <source>Paid ratio</source>
            <translation>Proporție plătită</translation>
        </message>
        <message>
            <source>Movements</source>
            <translation>Mișcări</translation>
        </message>
        <message>
            <source>Movement</source>
            <translation>Mișcare</translation>
        </message>
        <message>
            <source>Location</source>
            <translation>Locație</translation>
        </message>
        <message>
            <source>Export the movements</source>
            <translation>Exportă mișcările</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Exportă CSV…</translation>
        </message>
        <message>
            <source>Every till at the location, from the service's own record.</source>
            <translation>Toate casele din locație, din evidența serviciului.</translation>
        </message>
        <message>
            <source>Consideration</source>
            <translation>Contrapartidă</translation>
        </message>
        <message>
            <source>Paid %</source>
            <translation>% plăt.</translation>
        </message>
        <message>
            <source>Consid.</source>
            <translation>Contrap.</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Cod</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Închide</translation>
        </message>
        <message>
            <source>Build</source>
            <translation>Generează</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Sumă</translation>
        </message>
        <message>
            <source>Movements from every till at {location}: {count}.</source>
            <translation>Mișcări de la toate casele din {location}: {count}.</translation>
        </message>
        <message>
            <source>Every voucher seen is valid as long as the law asks.</source>
            <translation>Fiecare voucher văzut este valabil cât cere legea.</translation>
        </message>
        <message>
            <source>Vouchers seen whose validity is shorter than the law asks:</source>
            <translation>Vouchere văzute cu valabilitate mai scurtă decât cere legea:</translation>
        </message>
        <message>
            <source>This law sets no shortest validity for vouchers.</source>
            <translation>Această lege nu stabilește o valabilitate minimă pentru vouchere.</translation>
        </message>
        <message>
            <source>The law where the desk is</source>
            <translation>Legea locului casei</translation>
        </message>
        <message>
            <source>The law here</source>
            <translation>Legea de aici</translation>
        </message>
        <message>
            <source>{code} {product}: sold {sold}, valid until {expiry}; the law asks until {floor}</source>
            <translation>{code} {product}: vândut la {sold}, valabil până la {expiry}; legea cere până la {floor}</translation>
        </message>
        <message>
            <source>Germany</source>
            <translation>Germania</translation>
        </message>
        <message>
            <source>Republic of Ireland</source>
            <translation>Republica Irlanda</translation>
        </message>
        <message>
            <source>Northern Ireland</source>
            <translation>Irlanda de Nord</translation>
        </message>
        <message>
            <source>Scotland</source>
            <translation>Scoția</translation>
        </message>
        <message>
            <source>England and Wales</source>
            <extracomment>The packs' names as a manager picks them, for the translations.</extracomment>
            <translation>Anglia și Țara Galilor</translation>
        </message>
        <message>
            <source>Months since sale (0 to {last})</source>
            <translation>Luni de la vânzare (0 până la {last})</translation>
        </message>
        <message>
            <source>Vouchers this property sold in the period: the share of face value redeemed, by month since sale.</source>
            <translation>Vouchere vândute de această proprietate în perioadă: partea din valoarea nominală răscumpărată, pe luni de la vânzare.</translation>
        </message>
        <message>
            <source>Export the redemption pattern</source>
            <translation>Exportă tiparul răscumpărărilor</translation>
        </message>
        <message>
            <source>Export the pattern as CSV…</source>
            <translation>Exportă tiparul ca CSV…</translation>
        </message>
        <message>
            <source>The export's pages</source>
            <translation>Paginile exportului</translation>
        </message>
        <message>
            <source>Redemption pattern</source>
            <extracomment>The widest the legend of products is, beside the plot.</extracomment>
            <translation>Tiparul răscumpărărilor</translation>
        </message>
        <message>
            <source>The period's figures</source>
            <translation>Cifrele perioadei</translation>
        </message>
        <message>
            <source>Export the tips record</source>
            <translation>Exportă registrul de bacșișuri</translation>
        </message>
        <message>
            <source>Export this till's tips record…</source>
            <translation>Exportă registrul de bacșișuri al acestei case…</translation>
        </message>
    </context>
    <context>
        <name>Amount</name>
        <message>
            <source>Enter an amount</source>
            <extracomment>Why an amount is refused, in the source language: compared as they are (``AmountError.source``), translated where the error is made (``AmountError.reason``).</extracomment>
            <translation>Introduceți suma</translation>
        </message>
        <message>
            <source>Enter an amount greater than zero</source>
            <translation>Introduceți o sumă mai mare decât zero</translation>
        </message>
        <message>
            <source>At most 2 decimal places</source>
            <translation>Cel mult 2 zecimale</translation>
        </message>
        <message>
            <source>That amount is too large</source>
            <translation>Suma este prea mare</translation>
        </message>
        <message>
            <source>Not a number</source>
            <translation>Nu este un număr</translation>
        </message>
        <message>
            <source>Type the amount without thousands separators</source>
            <translation>Introduceți suma fără separator de mii</translation>
        </message>
        <message>
            <source>This voucher is in {voucher}, not {typed}</source>
            <translation>Acest voucher este în {voucher}, nu în {typed}</translation>
        </message>
        <message>
            <source>A code was scanned onto the amount typed here: scan the code again.</source>
            <extracomment>What a typed amount is made of; anything else arriving in the field is a scan (or a slip).</extracomment>
            <translation>Un cod a fost scanat peste suma introdusă aici: scanați din nou codul.</translation>
        </message>
    </context>
    <context>
        <name>Answer</name>
        <message>
            <source> or </source>
            <translation> sau </translation>
        </message>
        <message>
            <source>no code</source>
            <translation>fără cod</translation>
        </message>
        <message>
            <source>location {location}</source>
            <translation>locația {location}</translation>
        </message>
        <message>
            <source>{recorded}, not {asked}</source>
            <translation>{recorded}, nu {asked}</translation>
        </message>
        <message>
            <source>it on {recorded}, not {asked}</source>
            <translation>pe {recorded}, nu pe {asked}</translation>
        </message>
        <message>
            <source>it at {recorded}, not {asked}</source>
            <translation>la {recorded}, nu la {asked}</translation>
        </message>
        <message>
            <source>it in {recorded}, not {asked}</source>
            <translation>în {recorded}, nu în {asked}</translation>
        </message>
        <message>
            <source>a {recorded} event, not {asked}</source>
            <translation>un eveniment {recorded}, nu {asked}</translation>
        </message>
        <message>
            <source>The service recorded {differences} — ask a manager.</source>
            <translation>Serviciul a înregistrat {differences} — chemați un manager.</translation>
        </message>
    </context>
    <context>
        <name>Audit</name>
        <message>
            <source>{count} lines were sealed with a key this computer's keyring does not hold: they are readable but were not checked.</source>
            <translation>{count} linii au fost sigilate cu o cheie pe care keyring-ul acestui calculator nu o are: pot fi citite, dar nu au fost verificate.</translation>
        </message>
        <message>
            <source>{count} lines were written without the key (older lines, or no keyring): they show accidental edits only.</source>
            <translation>{count} linii au fost scrise fără cheie (linii mai vechi sau fără keyring): arată doar modificări accidentale.</translation>
        </message>
        <message>
            <source>dual control limit</source>
            <translation>limita controlului dublu</translation>
        </message>
        <message>
            <source>staff integrity report</source>
            <translation>raport de integritate a personalului</translation>
        </message>
        <message>
            <source>dispute pack</source>
            <translation>dosar de contestație</translation>
        </message>
        <message>
            <source>voucher case opened</source>
            <translation>caz de voucher deschis</translation>
        </message>
        <message>
            <source>voucher case closed</source>
            <translation>caz de voucher închis</translation>
        </message>
        <message>
            <source>saved</source>
            <translation>salvat</translation>
        </message>
        <message>
            <source>Head of the chain: {head}.</source>
            <translation>Capul lanțului: {head}.</translation>
        </message>
        <message>
            <source>Lines that do not check: {numbers}.</source>
            <translation>Linii care nu trec verificarea: {numbers}.</translation>
        </message>
        <message>
            <source>The log is intact: {lines} lines, none changed, removed or put in.</source>
            <translation>Jurnalul este intact: {lines} linii, niciuna modificată, ștearsă sau inserată.</translation>
        </message>
        <message>
            <source>Warning: line #{line} was put in outside the till.</source>
            <translation>Atenție: linia #{line} a fost inserată în afara casei.</translation>
        </message>
        <message>
            <source>Warning: line #{line} was removed outside the till.</source>
            <translation>Atenție: linia #{line} a fost ștearsă în afara casei.</translation>
        </message>
        <message>
            <source>Warning: line #{line} was changed outside the till.</source>
            <extracomment>The words of a check asked for with ``check_and_record``, and whether they are a warning.</extracomment>
            <translation>Atenție: linia #{line} a fost modificată în afara casei.</translation>
        </message>
        <message>
            <source>check audit log</source>
            <translation>verificare jurnal de audit</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>Toți</translation>
        </message>
        <message>
            <source>All actions</source>
            <translation>Toate acțiunile</translation>
        </message>
        <message>
            <source>Audit log</source>
            <translation>Jurnal de audit</translation>
        </message>
        <message>
            <source>From date</source>
            <translation>De la data</translation>
        </message>
        <message>
            <source>To date</source>
            <translation>Până la data</translation>
        </message>
        <message>
            <source>Staff</source>
            <translation>Angajat</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Acțiune</translation>
        </message>
        <message>
            <source>Audit entries</source>
            <translation>Înregistrări din jurnal</translation>
        </message>
        <message>
            <source>Checking the chain of the log…</source>
            <translation>Se verifică lanțul jurnalului…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Închide</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Exportă CSV…</translation>
        </message>
        <message>
            <source>From</source>
            <translation>De la</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Până la</translation>
        </message>
        <message>
            <source>1 entry shown</source>
            <translation>1 înregistrare afișată</translation>
        </message>
        <message numerus="yes">
            <source>%n entries shown</source>
            <translation>
                <numerusform>%n înregistrare afișată</numerusform>
                <numerusform>%n înregistrări afișate</numerusform>
                <numerusform>%n de înregistrări afișate</numerusform>
            </translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Salvat în {path}</translation>
        </message>
        <message>
            <source>Export the audit log</source>
            <translation>Exportă jurnalul de audit</translation>
        </message>
        <message>
            <source>look up</source>
            <extracomment>The actions and outcomes a count's lines hold, in the audit log viewer's words (one translation).</extracomment>
            <translation>verificare</translation>
        </message>
        <message>
            <source>open read-only</source>
            <translation>deschis doar în citire</translation>
        </message>
        <message>
            <source>Redemption</source>
            <extracomment>The log keeps the journal's own words (its CSV is for auditors and tools); the viewer shows a manager the till's words for them. Actions already in till words are shown as they are.</extracomment>
            <translation>Folosire</translation>
        </message>
        <message>
            <source>Top-up or new card</source>
            <translation>Reîncărcare sau card nou</translation>
        </message>
        <message>
            <source>Reversal</source>
            <translation>Stornare</translation>
        </message>
        <message>
            <source>shown masked</source>
            <translation>afișat mascat</translation>
        </message>
        <message>
            <source>Refund</source>
            <translation>Rambursare</translation>
        </message>
        <message>
            <source>Sale</source>
            <translation>Vânzare</translation>
        </message>
        <message>
            <source>Marked not applied</source>
            <translation>Marcat ca neaplicat</translation>
        </message>
        <message>
            <source>manager unlock</source>
            <translation>deblocare manager</translation>
        </message>
        <message>
            <source>new PIN refused</source>
            <translation>PIN nou refuzat</translation>
        </message>
        <message>
            <source>add manager</source>
            <translation>manager adăugat</translation>
        </message>
        <message>
            <source>remove manager</source>
            <translation>manager eliminat</translation>
        </message>
        <message>
            <source>change manager PIN</source>
            <translation>PIN de manager schimbat</translation>
        </message>
        <message>
            <source>settings</source>
            <translation>setări</translation>
        </message>
        <message>
            <source>reveal code</source>
            <translation>cod afișat</translation>
        </message>
        <message>
            <source>end of shift report</source>
            <translation>închiderea turei</translation>
        </message>
        <message>
            <source>export audit log</source>
            <translation>export jurnal de audit</translation>
        </message>
        <message>
            <source>top-up permission</source>
            <translation>permisiune de reîncărcare</translation>
        </message>
        <message>
            <source>top-up maximum</source>
            <translation>reîncărcare maximă</translation>
        </message>
        <message>
            <source>keyed on POS</source>
            <translation>introdus în POS</translation>
        </message>
        <message>
            <source>manager decision</source>
            <translation>decizia managerului</translation>
        </message>
        <message>
            <source>search</source>
            <translation>căutare</translation>
        </message>
        <message>
            <source>order corrected</source>
            <translation>comandă corectată</translation>
        </message>
        <message>
            <source>e-mail address shown</source>
            <translation>adresă de e-mail afișată</translation>
        </message>
        <message>
            <source>lookups paused</source>
            <translation>verificări întrerupte</translation>
        </message>
        <message>
            <source>lookup pause lifted</source>
            <translation>pauza verificărilor ridicată</translation>
        </message>
        <message>
            <source>country rules</source>
            <translation>regulile țării</translation>
        </message>
        <message>
            <source>VAT class</source>
            <translation>clasă TVA</translation>
        </message>
        <message>
            <source>old entries reduced</source>
            <translation>intrări vechi reduse</translation>
        </message>
        <message>
            <source>training started afresh</source>
            <translation>instruire reluată de la zero</translation>
        </message>
        <message>
            <source>done</source>
            <extracomment>Outcomes the log keeps in till words, shown in the manager's language; others as logged.</extracomment>
            <translation>efectuat</translation>
        </message>
        <message>
            <source>shown</source>
            <translation>afișat</translation>
        </message>
        <message>
            <source>changed</source>
            <translation>schimbat</translation>
        </message>
        <message>
            <source>wrong PIN</source>
            <translation>PIN greșit</translation>
        </message>
        <message>
            <source>refused (locked)</source>
            <translation>refuzat (blocat)</translation>
        </message>
        <message>
            <source>refused (counted as a wrong PIN)</source>
            <translation>refuzat (numărat ca PIN greșit)</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Ora</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Manager</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Cod</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Comandă</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Eveniment</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Sumă</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>Rezultat</translation>
        </message>
        <message>
            <source>Reverses event</source>
            <translation>Stornează evenimentul</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Motiv</translation>
        </message>
    </context>
    <context>
        <name>Bill</name>
        <message>
            <source>{code} must be used in full: {amount} for the {left} left — {refund}</source>
            <translation>{code} trebuie folosit integral: {amount} pentru cei {left} rămași — {refund}</translation>
        </message>
        <message>
            <source>refund {amount} remainder to the guest</source>
            <translation>rambursați clientului restul de {amount}</translation>
        </message>
        <message>
            <source>Tip: {reason}</source>
            <translation>Bacșiș: {reason}</translation>
        </message>
        <message>
            <source>Tip paid by voucher, e.g. 5.00</source>
            <translation>Bacșiș plătit cu voucher, de ex. 5,00</translation>
        </message>
        <message>
            <source>Tip</source>
            <translation>Bacșiș</translation>
        </message>
        <message>
            <source>A reference is at most {most} characters: a room, table or folio number</source>
            <extracomment>The most vouchers one bill takes. [DECIDE] a dinner for a table, not a stack of gift cards. The longest reference a bill keeps (a room, table or folio number). Digits with any separators between them, as a card number may be typed.</extracomment>
            <translation>O referință are cel mult {most} caractere: număr de cameră, masă sau folio</translation>
        </message>
        <message>
            <source>That looks like a payment card number: type a room, table or folio number instead</source>
            <translation>Pare un număr de card de plată: introduceți un număr de cameră, masă sau folio</translation>
        </message>
        <message>
            <source>{code} is already on this bill</source>
            <translation>{code} este deja pe această notă</translation>
        </message>
        <message>
            <source>A bill takes at most {most} vouchers</source>
            <translation>O notă acceptă cel mult {most} vouchere</translation>
        </message>
        <message>
            <source>{code} is in {currency}, not the bill's {bill_currency}</source>
            <translation>{code} este în {currency}, nu în {bill_currency}, moneda notei</translation>
        </message>
        <message>
            <source>{code} cannot be used: it is {status}</source>
            <translation>{code} nu poate fi folosit: are starea {status}</translation>
        </message>
        <message>
            <source>{code} is not valid here</source>
            <translation>{code} nu este valabil aici</translation>
        </message>
        <message>
            <source>{code} has nothing left on it</source>
            <translation>{code} nu mai are sold</translation>
        </message>
        <message>
            <source>Nothing is left to pay on this bill: {code} was not added</source>
            <translation>Pe această notă nu mai e nimic de plată: {code} nu a fost adăugat</translation>
        </message>
        <message>
            <source>{code} must be used in full: {amount} for the {left} left — the guest loses {loss}</source>
            <translation>{code} trebuie folosit integral: {amount} pentru cei {left} rămași — clientul pierde {loss}</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s)</source>
            <translation>
                <numerusform>%n voucher</numerusform>
                <numerusform>%n vouchere</numerusform>
                <numerusform>%n de vouchere</numerusform>
            </translation>
        </message>
        <message>
            <source>{amount} left to pay on the POS</source>
            <translation>{amount} de plată la POS</translation>
        </message>
        <message>
            <source>nothing left to pay</source>
            <translation>nimic de plată</translation>
        </message>
        <message>
            <source> (the guest loses {amount})</source>
            <translation> (clientul pierde {amount})</translation>
        </message>
        <message numerus="yes">
            <source>Redeem %n voucher(s): {amount} — {rest}</source>
            <translation>
                <numerusform>Folosește %n voucher: {amount} — {rest}</numerusform>
                <numerusform>Folosește %n vouchere: {amount} — {rest}</numerusform>
                <numerusform>Folosește %n de vouchere: {amount} — {rest}</numerusform>
            </translation>
        </message>
        <message>
            <source>not given</source>
            <extracomment>Lines of the bill not confirmed yet: the hand-off waits for a manager's decision on each. Lines confirmed on the bill that were never sent (the till stopped mid-bill): taken on the POS. What the POS refunds to the guest of a bill paid over its total, where the law says so.</extracomment>
            <translation>niciuna</translation>
        </message>
        <message>
            <source>Bill {reference} redeemed</source>
            <translation>Nota {reference} achitată cu vouchere</translation>
        </message>
        <message>
            <source>Bill redeemed</source>
            <translation>Notă achitată cu vouchere</translation>
        </message>
        <message>
            <source>{amount} left to pay</source>
            <translation>{amount} de plată</translation>
        </message>
        <message numerus="yes">
            <source>Key {amount} as {tender} (%n voucher(s)) — {references}; {left}</source>
            <translation>
                <numerusform>Introduceți {amount} ca {tender} (%n voucher) — {references}; {left}</numerusform>
                <numerusform>Introduceți {amount} ca {tender} (%n vouchere) — {references}; {left}</numerusform>
                <numerusform>Introduceți {amount} ca {tender} (%n de vouchere) — {references}; {left}</numerusform>
            </translation>
        </message>
        <message>
            <source>reference {numbers}</source>
            <translation>referința {numbers}</translation>
        </message>
        <message>
            <source>references {numbers}</source>
            <translation>referințele {numbers}</translation>
        </message>
        <message>
            <source>Pay a bill with vouchers</source>
            <extracomment>Opens the review of the bill (as Enter in the empty code field does): F5, the key that opened the bill, moves it on; F6 stays Sell's.</extracomment>
            <translation>Plătește o notă cu vouchere</translation>
        </message>
        <message>
            <source>Bill total</source>
            <translation>Totalul notei</translation>
        </message>
        <message>
            <source>Bill total, e.g. 180.00</source>
            <translation>Totalul notei, ex. 180,00</translation>
        </message>
        <message>
            <source>Bill reference</source>
            <translation>Referința notei</translation>
        </message>
        <message>
            <source>Room, table or folio (optional)</source>
            <translation>Cameră, masă sau folio (opțional)</translation>
        </message>
        <message>
            <source>Start bill</source>
            <translation>Începe nota</translation>
        </message>
        <message>
            <source>Start the bill (Enter)</source>
            <translation>Începe nota (Enter)</translation>
        </message>
        <message>
            <source>Voucher code for the bill</source>
            <translation>Cod voucher pentru notă</translation>
        </message>
        <message>
            <source>Scan a voucher for this bill</source>
            <translation>Scanați un voucher pentru această notă</translation>
        </message>
        <message>
            <source>Add in full</source>
            <translation>Adaugă integral</translation>
        </message>
        <message>
            <source>The guest loses the difference</source>
            <translation>Clientul pierde diferența</translation>
        </message>
        <message>
            <source>Do not add</source>
            <translation>Nu adăuga</translation>
        </message>
        <message>
            <source>Leave this voucher off the bill</source>
            <translation>Lasă acest voucher în afara notei</translation>
        </message>
        <message>
            <source>Vouchers on the bill</source>
            <translation>Vouchere pe notă</translation>
        </message>
        <message>
            <source>New amount for the chosen voucher</source>
            <translation>Suma nouă pentru voucherul ales</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Sumă</translation>
        </message>
        <message>
            <source>Set amount</source>
            <translation>Setează suma</translation>
        </message>
        <message>
            <source>Change the chosen voucher's amount</source>
            <translation>Schimbă suma voucherului ales</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Elimină</translation>
        </message>
        <message>
            <source>Take the chosen voucher off the bill</source>
            <translation>Scoate voucherul ales de pe notă</translation>
        </message>
        <message>
            <source>Review (F5)</source>
            <translation>Verifică (F5)</translation>
        </message>
        <message>
            <source>Review the bill before it is sent (F5, or Enter)</source>
            <translation>Verificați nota înainte de trimitere (F5 sau Enter)</translation>
        </message>
        <message>
            <source>bill</source>
            <translation>notă</translation>
        </message>
        <message>
            <source>Back to the bill: nothing is sent (Esc)</source>
            <translation>Înapoi la notă: nu se trimite nimic (Esc)</translation>
        </message>
        <message>
            <source>Stop after this voucher</source>
            <translation>Oprește după acest voucher</translation>
        </message>
        <message>
            <source>The voucher on its way ends as the service records it; the others are not sent</source>
            <translation>Voucherul în curs se încheie cum îl înregistrează serviciul; celelalte nu se trimit</translation>
        </message>
        <message>
            <source>Close the bill</source>
            <translation>Închide nota</translation>
        </message>
        <message>
            <source>The vouchers not sent stay untouched</source>
            <translation>Voucherele netrimise rămân neatinse</translation>
        </message>
        <message>
            <source>Keep the bill</source>
            <translation>Păstrează nota</translation>
        </message>
        <message>
            <source>Back to the bill (Esc)</source>
            <translation>Înapoi la notă (Esc)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Închide</translation>
        </message>
        <message>
            <source>Close the bill: what is left is paid on the POS</source>
            <translation>Închide nota: restul se plătește la POS</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Referință</translation>
        </message>
        <message>
            <source>A code was scanned into the tip: type the tip, then scan the code again.</source>
            <translation>Un cod a fost scanat în bacșiș: scrieți bacșișul, apoi scanați codul din nou.</translation>
        </message>
        <message>
            <source>Sending…</source>
            <translation>Se trimite…</translation>
        </message>
        <message numerus="yes">
            <source>Close this bill? %n voucher(s) on it not sent.</source>
            <translation>
                <numerusform>Închideți nota? %n voucher netrimis.</numerusform>
                <numerusform>Închideți nota? %n vouchere netrimise.</numerusform>
                <numerusform>Închideți nota? %n de vouchere netrimise.</numerusform>
            </translation>
        </message>
        <message>
            <source>Pay a bill</source>
            <extracomment>What is open at the till that an update must not interrupt (the updates' own set).</extracomment>
            <translation>Plătește o notă</translation>
        </message>
        <message>
            <source>Several vouchers on one bill (F5)</source>
            <translation>Mai multe vouchere pe o notă (F5)</translation>
        </message>
        <message>
            <source>Pay a bill…</source>
            <translation>Plătește o notă…</translation>
        </message>
        <message>
            <source>Bill total: {reason}</source>
            <extracomment>Statuses of a voucher another till used (up): "used elsewhere" says what happened to it. The law where the desk is, read as each voucher joins (a manager may change it). The bill as it stands: its tag, lines, their states, and every figure read from them. Codes scanned while an earlier one was being looked up: each joins in turn, none is lost. The cashier asked to stop: the lines not sent yet stay on the bill, unsent. Each line the service recorded, by scan: the bill's one slip lists them all. Late news of a sent line's movement that came while later lines were being sent. Line news held back while the next line's request leaves (``bill_news``).</extracomment>
            <translation>Totalul notei: {reason}</translation>
        </message>
        <message>
            <source>Bill total: {reason} Close the bill and start it again.</source>
            <translation>Totalul notei: {reason} Închideți nota și începeți din nou.</translation>
        </message>
        <message>
            <source>not found</source>
            <translation>negăsit</translation>
        </message>
        <message>
            <source>{code}: {problem}</source>
            <translation>{code}: {problem}</translation>
        </message>
        <message>
            <source>{code} was not added to the bill.</source>
            <translation>{code} nu a fost adăugat pe notă.</translation>
        </message>
        <message>
            <source>{code} added: {amount} of {balance}</source>
            <translation>{code} adăugat: {amount} din {balance}</translation>
        </message>
        <message>
            <source>{code} cannot be taken off: {why}</source>
            <translation>{code} nu poate fi scos: {why}</translation>
        </message>
        <message>
            <source>{code} taken off the bill.</source>
            <translation>{code} scos de pe notă.</translation>
        </message>
        <message>
            <source>Scan a voucher first: nothing on the bill is left to send.</source>
            <translation>Scanați întâi un voucher: pe notă nu a rămas nimic de trimis.</translation>
        </message>
        <message>
            <source>Whole only</source>
            <extracomment>Lines that the next review sends: nothing moved on them. What the service recorded for a DONE line: its amount, the balance after, its event id. The journal's movement behind the line, once it was sent: a late answer finds its line. Earlier requests for the line the service applied late (it was taken twice). The other lines cover the bill: a line that takes nothing is not needed.</extracomment>
            <translation>Doar integral</translation>
        </message>
        <message>
            <source>Part use</source>
            <translation>Parțial</translation>
        </message>
        <message>
            <source>Not needed: nothing left to pay</source>
            <translation>Nu e nevoie: nimic de plată</translation>
        </message>
        <message>
            <source>Nothing to take: it has nothing left on it</source>
            <translation>Nimic de luat: nu mai are sold</translation>
        </message>
        <message>
            <source>On the bill</source>
            <translation>Pe notă</translation>
        </message>
        <message>
            <source>Voucher</source>
            <translation>Voucher</translation>
        </message>
        <message>
            <source>Use</source>
            <translation>Folosire</translation>
        </message>
        <message>
            <source>Balance after</source>
            <translation>Sold după</translation>
        </message>
        <message>
            <source>Where it stands</source>
            <translation>Stare</translation>
        </message>
        <message>
            <source>The balance of {code} could not be read again: {problem}</source>
            <translation>Soldul lui {code} nu a putut fi citit din nou: {problem}</translation>
        </message>
        <message>
            <source>{code} now has {amount}</source>
            <translation>{code} are acum {amount}</translation>
        </message>
        <message>
            <source>Used elsewhere since it was scanned: {changes}.</source>
            <translation>Folosit în altă parte de la scanare: {changes}.</translation>
        </message>
        <message>
            <source>Topped up since it was scanned: {changes}.</source>
            <translation>Reîncărcat de la scanare: {changes}.</translation>
        </message>
        <message>
            <source>Not sent: the bill was stopped — review again to send it</source>
            <translation>Netrimis: nota a fost oprită — verificați din nou pentru a-l trimite</translation>
        </message>
        <message>
            <source>Did not go through: nothing was taken — retry or replace</source>
            <translation>Nu a trecut: nu s-a luat nimic — reîncercați sau înlocuiți</translation>
        </message>
        <message>
            <source>Not confirmed: a manager must check it (Manager menu)</source>
            <translation>Neconfirmat: un manager trebuie să verifice (meniul Manager)</translation>
        </message>
        <message>
            <source>Sent; the service's answer was lost and it could not be proven — a manager decides</source>
            <translation>Trimis; răspunsul serviciului s-a pierdut și nu a putut fi dovedit — decide un manager</translation>
        </message>
        <message>
            <source>{amount} from {code}</source>
            <extracomment>The seconds left of a lost answer's check, at the end of the money path's countdown line. The manager whose PIN allowed the bill above the dual-control limit, for each line's actor.</extracomment>
            <translation>{amount} din {code}</translation>
        </message>
        <message>
            <source>about {what}</source>
            <translation>despre {what}</translation>
        </message>
        <message>
            <source>{what} is not confirmed: the till checks it again before this voucher is used again.</source>
            <translation>{what} nu este confirmat: casa verifică din nou înainte ca acest voucher să fie folosit iar.</translation>
        </message>
        <message>
            <source>The redemption is not confirmed yet.</source>
            <translation>Folosirea nu este încă confirmată.</translation>
        </message>
        <message>
            <source>Not sent: {problem}</source>
            <translation>Netrimis: {problem}</translation>
        </message>
        <message>
            <source>Not sent: {problem}.</source>
            <translation>Netrimis: {problem}.</translation>
        </message>
        <message>
            <source>{problem}: not confirmed yet</source>
            <translation>{problem}: încă neconfirmat</translation>
        </message>
        <message>
            <source>Redeemed</source>
            <translation>Folosit</translation>
        </message>
        <message>
            <source>Redeemed · ref {reference}</source>
            <translation>Folosit · ref. {reference}</translation>
        </message>
        <message>
            <source>the service refused it</source>
            <translation>serviciul l-a refuzat</translation>
        </message>
        <message>
            <source>Refused: {why} Nothing was taken.</source>
            <translation>Refuzat: {why} Nu s-a luat nimic.</translation>
        </message>
        <message>
            <source>Not confirmed: no answer yet — the till keeps checking</source>
            <translation>Neconfirmat: încă niciun răspuns — casa continuă să verifice</translation>
        </message>
        <message>
            <source>No answer: checking with the service…</source>
            <translation>Niciun răspuns: se verifică la serviciu…</translation>
        </message>
        <message>
            <source>Redeemed (found by the till's re-check) · ref {reference}</source>
            <translation>Folosit (găsit la verificarea casei) · ref. {reference}</translation>
        </message>
        <message>
            <source>Taken twice: ref {first} and ref {late} (a request the service applied late) — a manager must check</source>
            <translation>Luat de două ori: ref. {first} și ref. {late} (o cerere aplicată târziu de serviciu) — un manager trebuie să verifice</translation>
        </message>
        <message>
            <source>Scan ignored: {code} was not added — the bill is being reviewed or sent. Confirm with F12 or a tap, or go back.</source>
            <translation>Scanare ignorată: {code} nu a fost adăugat — nota este verificată sau trimisă. Confirmați cu F12 sau o atingere, ori reveniți.</translation>
        </message>
        <message>
            <source>{code} must be used in full ({amount})</source>
            <translation>{code} trebuie folosit integral ({amount})</translation>
        </message>
        <message>
            <source>{code}: more than its balance ({amount})</source>
            <translation>{code}: mai mult decât soldul ({amount})</translation>
        </message>
        <message>
            <source>{code}: more than is left to pay on the bill</source>
            <translation>{code}: mai mult decât a rămas de plată pe notă</translation>
        </message>
        <message>
            <source>the service recorded it</source>
            <translation>serviciul l-a înregistrat</translation>
        </message>
        <message>
            <source>it is not confirmed yet</source>
            <translation>nu este încă confirmat</translation>
        </message>
        <message>
            <source>it is being sent</source>
            <translation>se trimite</translation>
        </message>
        <message>
            <source>Bill {total}</source>
            <translation>Notă {total}</translation>
        </message>
        <message>
            <source>ref {reference}</source>
            <translation>ref. {reference}</translation>
        </message>
        <message>
            <source>on vouchers {amount}</source>
            <translation>pe vouchere {amount}</translation>
        </message>
        <message>
            <source>not confirmed {amount}</source>
            <translation>neconfirmat {amount}</translation>
        </message>
        <message>
            <source>not taken {amount}</source>
            <translation>neluat {amount}</translation>
        </message>
        <message>
            <source>including tip {amount}</source>
            <translation>inclusiv bacșiș {amount}</translation>
        </message>
        <message>
            <source>left to pay {amount}</source>
            <translation>de plată {amount}</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) redeemed: {amount}</source>
            <translation>
                <numerusform>%n voucher folosit: {amount}</numerusform>
                <numerusform>%n vouchere folosite: {amount}</numerusform>
                <numerusform>%n de vouchere folosite: {amount}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) not confirmed — a manager must check</source>
            <translation>
                <numerusform>%n voucher neconfirmat — un manager trebuie să verifice</numerusform>
                <numerusform>%n vouchere neconfirmate — un manager trebuie să verifice</numerusform>
                <numerusform>%n de vouchere neconfirmate — un manager trebuie să verifice</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) not taken — retry, replace or take it on the POS</source>
            <translation>
                <numerusform>%n voucher neluat — reîncercați, înlocuiți sau încasați la POS</numerusform>
                <numerusform>%n vouchere neluate — reîncercați, înlocuiți sau încasați la POS</numerusform>
                <numerusform>%n de vouchere neluate — reîncercați, înlocuiți sau încasați la POS</numerusform>
            </translation>
        </message>
        <message>
            <source>Bill: {parts}.</source>
            <translation>Notă: {parts}.</translation>
        </message>
        <message>
            <source>{amount} on {code}</source>
            <extracomment>The redeem-history status of a reversed redemption.</extracomment>
            <translation>{amount} pe {code}</translation>
        </message>
        <message>
            <source>Bill {reference} interrupted — not sent: {lines}</source>
            <translation>Nota {reference} întreruptă — netrimis: {lines}</translation>
        </message>
        <message>
            <source>{lines} not confirmed — a manager decides before the rest is paid</source>
            <translation>{lines} neconfirmat — un manager decide înainte să se plătească restul</translation>
        </message>
        <message>
            <source>the rest is paid on the POS once a manager has decided</source>
            <translation>restul se plătește la POS după ce un manager a decis</translation>
        </message>
    </context>
    <context>
        <name>Cases</name>
        <message>
            <source>Lost or stolen</source>
            <translation>Pierdut sau furat</translation>
        </message>
        <message>
            <source>Reissue the voucher</source>
            <translation>Reemiterea voucherului</translation>
        </message>
        <message>
            <source>Transfer the balance to another code</source>
            <translation>Transferul soldului pe alt cod</translation>
        </message>
        <message>
            <source>Extend its validity</source>
            <translation>Prelungirea valabilității</translation>
        </message>
        <message>
            <source>Suspected fraud</source>
            <translation>Suspiciune de fraudă</translation>
        </message>
        <message>
            <source>line #{line} was changed outside the till</source>
            <extracomment>The cases this till keeps on the voucher, one line each ("#2 open: Suspected fraud, …"). What could not be read ("the service could not be reached: the order is not shown"), or "".</extracomment>
            <translation>linia #{line} a fost modificată în afara casei</translation>
        </message>
        <message>
            <source>line #{line} was removed outside the till</source>
            <translation>linia #{line} a fost ștearsă în afara casei</translation>
        </message>
        <message>
            <source>line #{line} was put in outside the till</source>
            <translation>linia #{line} a fost inserată în afara casei</translation>
        </message>
        <message>
            <source>Audit lines of this voucher: {numbers}.</source>
            <translation>Liniile de audit ale acestui voucher: {numbers}.</translation>
        </message>
        <message>
            <source>Warning: these lines of this voucher do not check: {bad}.</source>
            <translation>Atenție: aceste linii ale voucherului nu trec verificarea: {bad}.</translation>
        </message>
        <message>
            <source>Each of them checks: none was changed or put in.</source>
            <translation>Fiecare trece verificarea: niciuna nu a fost modificată sau inserată.</translation>
        </message>
        <message>
            <source>The whole chain checks: {lines} lines, head {head}.</source>
            <translation>Întregul lanț trece verificarea: {lines} linii, capăt {head}.</translation>
        </message>
        <message>
            <source>Warning: the chain does not check: {problem}.</source>
            <translation>Atenție: lanțul nu trece verificarea: {problem}.</translation>
        </message>
        <message>
            <source>{count} lines were written without the key: they show accidental edits only.</source>
            <translation>{count} linii au fost scrise fără cheie: arată doar modificări accidentale.</translation>
        </message>
        <message>
            <source>Voucher code</source>
            <translation>Codul voucherului</translation>
        </message>
        <message>
            <source>Voucher</source>
            <translation>Voucher</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Stare</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Sold</translation>
        </message>
        <message>
            <source>Expires</source>
            <translation>Expiră</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Comandă</translation>
        </message>
        <message>
            <source>Order date</source>
            <translation>Data comenzii</translation>
        </message>
        <message>
            <source>Delivery</source>
            <translation>Livrare</translation>
        </message>
        <message>
            <source>Order value</source>
            <translation>Valoarea comenzii</translation>
        </message>
        <message>
            <source>Case</source>
            <translation>Caz</translation>
        </message>
        <message>
            <source>What is asked</source>
            <translation>Ce se cere</translation>
        </message>
        <message>
            <source>What happened</source>
            <translation>Ce s-a întâmplat</translation>
        </message>
        <message>
            <source>Opened</source>
            <translation>Deschis</translation>
        </message>
        <message>
            <source>Opened by manager</source>
            <translation>Deschis de managerul</translation>
        </message>
        <message>
            <source>Staff signed in</source>
            <translation>Angajat conectat</translation>
        </message>
        <message>
            <source>Closed</source>
            <translation>Închis</translation>
        </message>
        <message>
            <source>Closed by manager</source>
            <translation>Închis de managerul</translation>
        </message>
        <message>
            <source>Closing note</source>
            <translation>Notă de închidere</translation>
        </message>
        <message>
            <source>Till time</source>
            <translation>Ora casei</translation>
        </message>
        <message>
            <source>Service time</source>
            <translation>Ora serviciului</translation>
        </message>
        <message>
            <source>Till</source>
            <translation>Casa</translation>
        </message>
        <message>
            <source>Staff</source>
            <translation>Angajat</translation>
        </message>
        <message>
            <source>Movement</source>
            <translation>Mișcare</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Sumă</translation>
        </message>
        <message>
            <source>Balance before</source>
            <translation>Sold înainte</translation>
        </message>
        <message>
            <source>Balance after</source>
            <translation>Sold după</translation>
        </message>
        <message>
            <source>POS reference</source>
            <translation>Referință POS</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>Rezultat</translation>
        </message>
        <message>
            <source>Ticked on the POS by</source>
            <translation>Bifat în POS de</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Ora</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Referință</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Unde</translation>
        </message>
        <message>
            <source>#{number} open: {reason}, opened {when} by {manager}</source>
            <translation>#{number} deschis: {reason}, deschis la {when} de {manager}</translation>
        </message>
        <message>
            <source>#{number} closed {closed} by {closer}: {reason}, opened {when} by {manager}</source>
            <translation>#{number} închis la {closed} de {closer}: {reason}, deschis la {when} de {manager}</translation>
        </message>
        <message>
            <source>{place} · till {till} · made {when} by manager {manager}</source>
            <translation>{place} · casa {till} · întocmit la {when} de managerul {manager}</translation>
        </message>
        <message>
            <source>The voucher and its order</source>
            <translation>Voucherul și comanda lui</translation>
        </message>
        <message>
            <source>Movements at this till</source>
            <translation>Mișcări la această casă</translation>
        </message>
        <message>
            <source>This till made no movement on this voucher.</source>
            <translation>Această casă nu a făcut nicio mișcare pe acest voucher.</translation>
        </message>
        <message>
            <source>Redemptions the service shows elsewhere</source>
            <translation>Folosiri pe care serviciul le arată în altă parte</translation>
        </message>
        <message>
            <source>Cases at this till</source>
            <translation>Cazuri la această casă</translation>
        </message>
        <message>
            <source>Slips</source>
            <translation>Bonuri</translation>
        </message>
        <message>
            <source>No slip was printed for this voucher here.</source>
            <translation>Aici nu s-a tipărit niciun bon pentru acest voucher.</translation>
        </message>
        <message>
            <source>The audit log</source>
            <translation>Jurnalul de audit</translation>
        </message>
        <message>
            <source>Dispute pack: voucher {code}</source>
            <translation>Dosar de contestație: voucher {code}</translation>
        </message>
        <message>
            <source>Case #{number}: voucher {code}</source>
            <translation>Cazul #{number}: voucher {code}</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Deschis</translation>
        </message>
        <message>
            <source>Closed {when} by {manager}</source>
            <translation>Închis la {when} de {manager}</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Cod</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Manager</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Situație</translation>
        </message>
        <message>
            <source>Choose an open case first.</source>
            <translation>Alegeți mai întâi un caz deschis.</translation>
        </message>
        <message>
            <source>The case could not be closed: {problem}</source>
            <translation>Cazul nu a putut fi închis: {problem}</translation>
        </message>
        <message>
            <source>Case #{number} is closed: voucher {code} can be used again.</source>
            <translation>Cazul #{number} este închis: voucherul {code} poate fi folosit din nou.</translation>
        </message>
        <message>
            <source>Choose a case first.</source>
            <translation>Alegeți mai întâi un caz.</translation>
        </message>
        <message>
            <source>Voucher {code} has an open case (#{number}, {reason}): nothing can be redeemed or topped up until a manager closes it.</source>
            <translation>Voucherul {code} are un caz deschis (#{number}, {reason}): nu se poate folosi sau reîncărca nimic până când un manager nu îl închide.</translation>
        </message>
        <message>
            <source>Case #{number}: {reason}, reported {when} by manager {manager}.</source>
            <translation>Cazul #{number}: {reason}, raportat la {when} de managerul {manager}.</translation>
        </message>
        <message>
            <source>Nothing can be redeemed or topped up until a manager closes the case.</source>
            <translation>Nu se poate folosi sau reîncărca nimic până când un manager nu închide cazul.</translation>
        </message>
        <message>
            <source>See Manager → Voucher cases.</source>
            <translation>Vedeți Manager → Cazuri de vouchere.</translation>
        </message>
        <message>
            <source>Open case</source>
            <translation>Caz deschis</translation>
        </message>
        <message>
            <source>The case could not be written: {problem}</source>
            <translation>Cazul nu a putut fi salvat: {problem}</translation>
        </message>
        <message>
            <source>The page as it will print</source>
            <translation>Pagina așa cum va fi tipărită</translation>
        </message>
        <message>
            <source>Save PDF…</source>
            <translation>Salvează PDF…</translation>
        </message>
        <message>
            <source>Copy for e-mail</source>
            <translation>Copiază pentru e-mail</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Salvat {path}</translation>
        </message>
        <message>
            <source>Copied: paste it into an e-mail to the voucher service's support.</source>
            <translation>Copiat: lipiți-l într-un e-mail către asistența serviciului de vouchere.</translation>
        </message>
        <message>
            <source>Save the PDF</source>
            <translation>Salvează PDF-ul</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Închide</translation>
        </message>
        <message>
            <source>Dispute pack</source>
            <translation>Dosar de contestație</translation>
        </message>
        <message>
            <source>Gathering what this till knows of the voucher…</source>
            <translation>Se adună ce știe această casă despre voucher…</translation>
        </message>
        <message>
            <source>Dispute pack for voucher {code}: save it as a PDF to file or hand on.</source>
            <translation>Dosar de contestație pentru voucherul {code}: salvați-l ca PDF pentru arhivare sau predare.</translation>
        </message>
        <message>
            <source>Report a problem with this voucher</source>
            <translation>Raportează o problemă cu acest voucher</translation>
        </message>
        <message>
            <source>Voucher {code}. The service cannot block, reissue, transfer or extend a code.</source>
            <translation>Voucher {code}. Serviciul nu poate bloca, reemite, transfera sau prelungi un cod.</translation>
        </message>
        <message>
            <source>The till writes a case sheet for its support and refuses the voucher here until the case is closed.</source>
            <translation>Casa scrie o fișă a cazului pentru asistența lui și refuză aici voucherul până la închiderea cazului.</translation>
        </message>
        <message>
            <source>What the guest says, what was checked, by whom</source>
            <translation>Ce spune clientul, ce s-a verificat și de către cine</translation>
        </message>
        <message>
            <source>Open the case</source>
            <translation>Deschide cazul</translation>
        </message>
        <message>
            <source>Case #{number} is open: voucher {code} is refused at this till until a manager closes it.</source>
            <translation>Cazul #{number} este deschis: voucherul {code} este refuzat la această casă până când un manager îl închide.</translation>
        </message>
        <message>
            <source>Copy the sheet into an e-mail to the voucher service's support, or save it as a PDF.</source>
            <translation>Copiați fișa într-un e-mail către asistența serviciului de vouchere sau salvați-o ca PDF.</translation>
        </message>
        <message>
            <source>Voucher cases</source>
            <translation>Cazuri de vouchere</translation>
        </message>
        <message>
            <source>What the service did, or why it is closed</source>
            <translation>Ce a făcut serviciul sau de ce se închide</translation>
        </message>
        <message>
            <source>What was done</source>
            <translation>Ce s-a făcut</translation>
        </message>
        <message>
            <source>Close the case</source>
            <translation>Închide cazul</translation>
        </message>
        <message>
            <source>Case sheet</source>
            <translation>Fișa cazului</translation>
        </message>
        <message numerus="yes">
            <source>%n open case(s) at this till.</source>
            <translation>
                <numerusform>%n caz deschis la această casă.</numerusform>
                <numerusform>%n cazuri deschise la această casă.</numerusform>
                <numerusform>%n de cazuri deschise la această casă.</numerusform>
            </translation>
        </message>
        <message>
            <source>sent, no answer yet</source>
            <extracomment>The event type each movement asks the service for, named when no event came back.</extracomment>
            <translation>trimis, încă fără răspuns</translation>
        </message>
        <message>
            <source>done</source>
            <translation>efectuat</translation>
        </message>
        <message>
            <source>refused by the service</source>
            <translation>refuzat de serviciu</translation>
        </message>
        <message>
            <source>not confirmed</source>
            <translation>neconfirmat</translation>
        </message>
        <message>
            <source>not applied</source>
            <translation>neaplicat</translation>
        </message>
        <message>
            <source>other figures than asked</source>
            <translation>alte cifre decât cele cerute</translation>
        </message>
        <message>
            <source>waits for a manager's decision</source>
            <translation>așteaptă decizia unui manager</translation>
        </message>
        <message>
            <source>The service could not be read: what it holds of the voucher and its order is missing here. This till's own records follow.</source>
            <extracomment>The service's clock (the property's local time): what the status badge is judged at.</extracomment>
            <translation>Serviciul nu a putut fi citit: aici lipsește ce știe despre voucher și comanda lui. Urmează înregistrările proprii ale acestei case.</translation>
        </message>
        <message>
            <source>not named</source>
            <translation>fără nume</translation>
        </message>
        <message>
            <source>{method}, charged {charge}</source>
            <translation>{method}, taxat {charge}</translation>
        </message>
        <message>
            <source>Look up a voucher first.</source>
            <translation>Căutați mai întâi un voucher.</translation>
        </message>
        <message>
            <source>A dispute pack for voucher {code}</source>
            <translation>Un dosar de contestație pentru voucherul {code}</translation>
        </message>
        <message>
            <source>Voucher {code} already has an open case (#{number}): see Manager → Voucher cases.</source>
            <translation>Voucherul {code} are deja un caz deschis (#{number}): vedeți Manager → Cazuri de vouchere.</translation>
        </message>
        <message>
            <source>Report a problem with voucher {code}</source>
            <translation>Raportarea unei probleme cu voucherul {code}</translation>
        </message>
        <message>
            <source>The voucher cases</source>
            <translation>Cazurile de vouchere</translation>
        </message>
    </context>
    <context>
        <name>Code</name>
        <message>
            <source>Scan or type a voucher code</source>
            <translation>Scanați sau tastați un cod de voucher</translation>
        </message>
        <message>
            <source>That is too long to be a voucher code</source>
            <translation>Este prea lung pentru un cod de voucher</translation>
        </message>
        <message>
            <source>That code is hidden: scan the voucher or type its whole code</source>
            <translation>Acest cod este ascuns: scanați voucherul sau tastați codul întreg</translation>
        </message>
        <message>
            <source>That is too short to be a voucher code</source>
            <translation>Este prea scurt pentru un cod de voucher</translation>
        </message>
        <message>
            <source>Voucher codes contain only letters and digits</source>
            <translation>Codurile de voucher conțin doar litere și cifre</translation>
        </message>
        <message>
            <source>That link does not hold a voucher code</source>
            <translation>Acest link nu conține un cod de voucher</translation>
        </message>
        <message>
            <source>That code holds hidden direction marks: scan it again, or type it by hand</source>
            <translation>Acest cod conține semne de direcție ascunse: scanați-l din nou sau tastați-l manual</translation>
        </message>
        <message>
            <source>A few digits are not a voucher code (a PIN or an amount?): nothing was looked up</source>
            <translation>Câteva cifre nu sunt un cod de voucher (un PIN sau o sumă?): nu s-a căutat nimic</translation>
        </message>
    </context>
    <context>
        <name>Confirm</name>
        <message>
            <source>Confirm (F12)</source>
            <extracomment>The one key that confirms: no scanner's suffix, and not a key a cashier presses by accident.</extracomment>
            <translation>Confirmă (F12)</translation>
        </message>
        <message>
            <source>Cancel (Esc)</source>
            <extracomment>The longest a click's repaint of the step waits for the movement to be on its way. Confirm's text while a movement is in flight ("Redeeming…"); "" when none is.</extracomment>
            <translation>Anulează (Esc)</translation>
        </message>
        <message>
            <source>What confirming the {what} will do</source>
            <translation>Ce face confirmarea ({what})</translation>
        </message>
        <message>
            <source>Confirm this {what} (click, tap or F12; Enter never confirms)</source>
            <translation>Confirmă: {what} (clic, atingere sau F12; Enter nu confirmă niciodată)</translation>
        </message>
        <message>
            <source>Confirm the {what}</source>
            <translation>Confirmă: {what}</translation>
        </message>
    </context>
    <context>
        <name>Connection</name>
        <message>
            <source>Offline: the voucher service cannot be reached.</source>
            <translation>Offline: serviciul de vouchere nu poate fi contactat.</translation>
        </message>
        <message>
            <source>The voucher service is having trouble.</source>
            <translation>Serviciul de vouchere are probleme.</translation>
        </message>
        <message>
            <source>activity</source>
            <extracomment>The state a failed probe leaves the till in; any other failure means it is still offline. The parts of the service that can fail on their own, in till words ("activity" is the feed's).</extracomment>
            <translation>activitatea</translation>
        </message>
        <message>
            <source> · last contact {time}</source>
            <extracomment>The parts of the service that fail on their own while it otherwise answers ("activity"). A new last-contact time waits to be told (``report_success`` while online already).</extracomment>
            <translation> · ultimul contact {time}</translation>
        </message>
        <message>
            <source>{part} not updating</source>
            <translation>{part} nu se actualizează</translation>
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
            <translation>Se verifică…</translation>
        </message>
        <message>
            <source>Offline</source>
            <translation>Offline</translation>
        </message>
        <message>
            <source>API key refused — ask a manager</source>
            <translation>Cheie API refuzată — chemați un manager</translation>
        </message>
        <message>
            <source>Service having trouble</source>
            <translation>Serviciul are probleme</translation>
        </message>
        <message>
            <source> Last contact {time}.</source>
            <translation> Ultimul contact {time}.</translation>
        </message>
        <message>
            <source>Offline: the voucher service cannot be reached. The till keeps trying; lookups wait and carry on by themselves when it answers.</source>
            <translation>Offline: serviciul de vouchere nu poate fi contactat. Casa încearcă în continuare; căutările așteaptă și continuă singure când răspunde.</translation>
        </message>
        <message>
            <source>The voucher service is having trouble (it answers with errors). The till keeps trying; try again in a moment.</source>
            <translation>Serviciul de vouchere are probleme (răspunde cu erori). Casa încearcă în continuare; încercați din nou peste puțin timp.</translation>
        </message>
    </context>
    <context>
        <name>Counter</name>
        <message>
            <source>Activity (F3)</source>
            <translation>Activitate (F3)</translation>
        </message>
        <message>
            <source>Back to the counter (F3)</source>
            <translation>Înapoi la ghișeu (F3)</translation>
        </message>
        <message>
            <source>Manager: it did not go through…</source>
            <translation>Manager: nu a trecut…</translation>
        </message>
        <message>
            <source>An earlier redemption or top-up of this voucher is unconfirmed. A manager who has checked with the service that it did not go through can unblock the voucher (manager PIN).</source>
            <translation>O răscumpărare sau reîncărcare anterioară a acestui voucher nu este confirmată. Un manager care a verificat cu serviciul că nu a trecut poate debloca voucherul (PIN de manager).</translation>
        </message>
        <message>
            <source>Mark the unconfirmed top-up of {code} as not applied, after checking with the service that it did not go through</source>
            <translation>Marcați reîncărcarea neconfirmată a {code} ca neaplicată, după ce ați verificat cu serviciul că nu a trecut</translation>
        </message>
        <message>
            <source>Mark the unconfirmed redemption of {code} as not applied, after checking with the service that it did not go through</source>
            <translation>Marcați răscumpărarea neconfirmată a {code} ca neaplicată, după ce ați verificat cu serviciul că nu a trecut</translation>
        </message>
        <message>
            <source>Refund the whole order of this voucher (manager PIN)</source>
            <translation>Rambursați toată comanda acestui voucher (PIN de manager)</translation>
        </message>
        <message>
            <source>Refund order…</source>
            <translation>Rambursare comandă…</translation>
        </message>
        <message>
            <source>Refund order #{order}…</source>
            <translation>Rambursare comanda nr. {order}…</translation>
        </message>
        <message>
            <source>This voucher is void, so its order cannot be refunded.</source>
            <translation>Acest voucher este anulat, deci comanda lui nu poate fi rambursată.</translation>
        </message>
        <message>
            <source>Looking up…</source>
            <extracomment>The next voucher shown answers a new lookup: its details start at the top. Signed in, and nothing typed in the code field yet: the Enter that started the shift, pressed twice, is no lookup of an empty code (a red line on a fresh till).</extracomment>
            <translation>Se caută…</translation>
        </message>
        <message>
            <source>Look up</source>
            <translation>Caută</translation>
        </message>
        <message>
            <source>Scan or type a voucher code</source>
            <translation>Scanați sau tastați un cod de voucher</translation>
        </message>
        <message>
            <source>Scan a code</source>
            <translation>Scanați un cod</translation>
        </message>
        <message>
            <source>Voucher code</source>
            <translation>Cod voucher</translation>
        </message>
        <message>
            <source>Scan or type a code, then Enter or Tab (F2 comes back here)</source>
            <translation>Scanați sau tastați un cod, apoi Enter sau Tab (F2 revine aici)</translation>
        </message>
        <message>
            <source>Look up the code (Enter)</source>
            <translation>Caută codul (Enter)</translation>
        </message>
        <message>
            <source>About the code</source>
            <translation>Despre cod</translation>
        </message>
        <message>
            <source>Close anyway</source>
            <translation>Închide oricum</translation>
        </message>
        <message>
            <source>Sign out anyway</source>
            <translation>Deconectează oricum</translation>
        </message>
        <message>
            <source>Open another voucher?</source>
            <extracomment>The question asked before a feed row replaces the voucher on the counter, while open.</extracomment>
            <translation>Deschideți alt voucher?</translation>
        </message>
        <message>
            <source>Nothing on screen for {key} now: scan or type a voucher's code to use it.</source>
            <translation>Acum nu este nimic pe ecran pentru {key}: scanați sau tastați codul unui voucher pentru a-l folosi.</translation>
        </message>
        <message>
            <source>{key} waits: the till is still finding out whether the last redemption went through.</source>
            <translation>{key} așteaptă: casa încă verifică dacă ultima răscumpărare a reușit.</translation>
        </message>
        <message>
            <source>{key} confirms what a review shows: type the amount and press Enter first.</source>
            <translation>{key} confirmă ce arată verificarea: mai întâi introduceți suma și apăsați Enter.</translation>
        </message>
        <message>
            <source>{key}: type the amount and press Enter first.</source>
            <translation>{key}: mai întâi introduceți suma și apăsați Enter.</translation>
        </message>
        <message>
            <source>{here} is on the counter. Open {other} instead?</source>
            <translation>Pe casă este {here}. Deschideți {other} în loc?</translation>
        </message>
        <message>
            <source>{here} is closed; nothing is redeemed from either.</source>
            <translation>{here} se închide; din niciunul nu se răscumpără nimic.</translation>
        </message>
        <message>
            <source>Open {other}</source>
            <translation>Deschide {other}</translation>
        </message>
        <message>
            <source>Keep {here}</source>
            <translation>Păstrează {here}</translation>
        </message>
    </context>
    <context>
        <name>Crash</name>
        <message>
            <source>Save a support report…</source>
            <translation>Salvați un raport pentru asistență…</translation>
        </message>
        <message>
            <source>Something went wrong</source>
            <extracomment>Opens *Save a support report…*; offered in the dialog once the window has set it.</extracomment>
            <translation>Ceva nu a mers bine</translation>
        </message>
        <message>
            <source>Something went wrong inside the till. It has been logged, and you can carry on.</source>
            <translation>Ceva nu a mers bine în casă. S-a înregistrat în jurnal și puteți continua.</translation>
        </message>
        <message>
            <source>If it keeps happening, copy the details for support.</source>
            <translation>Dacă se tot întâmplă, copiați detaliile pentru asistență.</translation>
        </message>
        <message>
            <source>Copy details</source>
            <translation>Copiază detaliile</translation>
        </message>
    </context>
    <context>
        <name>DualControl</name>
        <message>
            <source>Above {limit}: a manager's PIN is needed to confirm.</source>
            <translation>Peste {limit}: pentru confirmare este nevoie de PIN-ul unui manager.</translation>
        </message>
    </context>
    <context>
        <name>DualLimit</name>
        <message>
            <source>Now: off — no manager's PIN is asked for any amount.</source>
            <translation>Acum: dezactivat — nu se cere PIN-ul unui manager pentru nicio sumă.</translation>
        </message>
        <message>
            <source>Now: a manager's PIN is asked above {limit}.</source>
            <translation>Acum: peste {limit} se cere PIN-ul unui manager.</translation>
        </message>
        <message>
            <source>Type the currency's three-letter code (GBP, EUR)</source>
            <translation>Tastați codul de trei litere al monedei (GBP, EUR)</translation>
        </message>
        <message>
            <source>{problem}. Nothing was changed.</source>
            <translation>{problem}. Nu s-a schimbat nimic.</translation>
        </message>
        <message>
            <source>Dual control</source>
            <translation>Control dublu</translation>
        </message>
        <message>
            <source>At {place}, above this amount in the voucher's currency a redemption, a bill's line, a top-up or a sale needs a manager's PIN as well as Confirm. Leave the amount empty to turn it off.</source>
            <translation>La {place}, peste această sumă în moneda voucherului, o utilizare, o linie de notă, o reîncărcare sau o vânzare au nevoie de PIN-ul unui manager pe lângă Confirmă. Lăsați suma goală pentru a dezactiva.</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Monedă</translation>
        </message>
        <message>
            <source>A manager's PIN above</source>
            <translation>PIN de manager peste</translation>
        </message>
        <message>
            <source>Why this cannot be saved</source>
            <translation>De ce nu se poate salva</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Salvează</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anulează</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <source>The voucher service answers from another address ({where}): ask a manager to check Service settings.</source>
            <translation>Serviciul de vouchere răspunde de la altă adresă ({where}): rugați un manager să verifice setările serviciului.</translation>
        </message>
        <message>
            <source>The voucher service answers that it has moved: ask a manager to check Service settings.</source>
            <translation>Serviciul de vouchere răspunde că s-a mutat: rugați un manager să verifice setările serviciului.</translation>
        </message>
        <message>
            <source>The voucher service reported a problem instead of an answer. Try again in a moment.</source>
            <translation>Serviciul de vouchere a raportat o problemă în loc de un răspuns. Încercați din nou peste câteva momente.</translation>
        </message>
        <message>
            <source>This voucher cannot be used now.</source>
            <extracomment>Failures the till expects and explains; anything else is a bug.</extracomment>
            <translation>Acest voucher nu poate fi folosit acum.</translation>
        </message>
        <message>
            <source>That is more than the voucher's balance.</source>
            <translation>Este mai mult decât soldul voucherului.</translation>
        </message>
        <message>
            <source>This voucher must be used in full.</source>
            <translation>Acest voucher trebuie folosit integral.</translation>
        </message>
        <message>
            <source>The service did not accept that amount.</source>
            <translation>Serviciul nu a acceptat această sumă.</translation>
        </message>
        <message>
            <source>This voucher is not valid at this location.</source>
            <translation>Acest voucher nu este valabil în această locație.</translation>
        </message>
        <message>
            <source>This order has already been refunded.</source>
            <translation>Această comandă a fost deja rambursată.</translation>
        </message>
        <message>
            <source>A voucher in this order has been used, so the order cannot be refunded.</source>
            <translation>Un voucher din această comandă a fost folosit, deci comanda nu poate fi rambursată.</translation>
        </message>
        <message>
            <source>Only orders created through the API can be refunded here.</source>
            <translation>Aici pot fi rambursate doar comenzile create prin API.</translation>
        </message>
        <message>
            <source>The service has not confirmed this event yet, so it cannot be reversed.</source>
            <translation>Serviciul nu a confirmat încă acest eveniment, deci nu poate fi stornat.</translation>
        </message>
        <message>
            <source>This event has already been reversed.</source>
            <translation>Acest eveniment a fost deja stornat.</translation>
        </message>
        <message>
            <source>This kind of event cannot be reversed.</source>
            <translation>Acest tip de eveniment nu poate fi stornat.</translation>
        </message>
        <message>
            <source>The request was missing something the service needs.</source>
            <translation>Cererii îi lipsea ceva de care serviciul are nevoie.</translation>
        </message>
        <message>
            <source>The service did not accept the request.</source>
            <translation>Serviciul nu a acceptat cererea.</translation>
        </message>
        <message>
            <source>The service could not read the request.</source>
            <translation>Serviciul nu a putut citi cererea.</translation>
        </message>
        <message>
            <source>This voucher is not valid yet.</source>
            <extracomment>``not_redeemable`` by the status the service named (longest first: "Not Yet Valid" before "Valid").</extracomment>
            <translation>Acest voucher nu este încă valabil.</translation>
        </message>
        <message>
            <source>The payment for this voucher was reversed (a chargeback).</source>
            <translation>Plata pentru acest voucher a fost stornată (chargeback).</translation>
        </message>
        <message>
            <source>This voucher is already used.</source>
            <translation>Acest voucher a fost deja folosit.</translation>
        </message>
        <message>
            <source>This voucher has expired.</source>
            <translation>Acest voucher a expirat.</translation>
        </message>
        <message>
            <source>This voucher is void (cancelled).</source>
            <translation>Acest voucher este nul (anulat).</translation>
        </message>
        <message>
            <source>The voucher service refused this for a reason the till does not know; its own words are in the till's log for a manager or support.</source>
            <extracomment>A refusal whose reason the till does not know: the service's words go to the details only.</extracomment>
            <translation>Serviciul de vouchere a refuzat din motiv pe care casa nu îl cunoaște; răspunsul lui este în jurnalul casei, pentru un manager sau asistență.</translation>
        </message>
        <message>
            <source>The service refused the till's API key — ask a manager to check Service settings.</source>
            <translation>Serviciul a refuzat cheia API a casei — rugați un manager să verifice setările serviciului.</translation>
        </message>
        <message>
            <source>Not found.</source>
            <translation>Nu a fost găsit.</translation>
        </message>
        <message>
            <source>No voucher with that code. Check the code and try again.</source>
            <translation>Niciun voucher cu acest cod. Verificați codul și încercați din nou.</translation>
        </message>
        <message>
            <source>That order was not found.</source>
            <translation>Comanda nu a fost găsită.</translation>
        </message>
        <message>
            <source>That event was not found.</source>
            <translation>Evenimentul nu a fost găsit.</translation>
        </message>
        <message>
            <source>The voucher service is busy. Wait a few seconds and try again.</source>
            <extracomment>The failures told the same way whatever was asked, by their type, most specific first: the till's words (translated where they are shown) and how far the request got.</extracomment>
            <translation>Serviciul de vouchere este ocupat. Așteptați câteva secunde și încercați din nou.</translation>
        </message>
        <message>
            <source>No answer from the service: checking whether it went through…</source>
            <translation>Niciun răspuns de la serviciu: se verifică dacă a trecut…</translation>
        </message>
        <message>
            <source>Cannot reach the voucher service. Check the network; the till keeps trying.</source>
            <translation>Serviciul de vouchere nu poate fi contactat. Verificați rețeaua; casa încearcă în continuare.</translation>
        </message>
        <message>
            <source>The voucher service is not answering. Try again in a moment.</source>
            <translation>Serviciul de vouchere nu răspunde. Încercați din nou peste puțin timp.</translation>
        </message>
        <message>
            <source>The voucher service is having trouble. Try again in a moment.</source>
            <translation>Serviciul de vouchere are probleme. Încercați din nou peste puțin timp.</translation>
        </message>
        <message>
            <source>The voucher service sent an answer the till cannot read.</source>
            <translation>Serviciul de vouchere a trimis un răspuns pe care casa nu îl poate citi.</translation>
        </message>
    </context>
    <context>
        <name>Feed</name>
        <message>
            <source>Activity at this location</source>
            <extracomment>The feed's columns (the model's order): time, code, type, amount, balance after, confirmed. A late, wide moment and amount: the samples the columns are made as wide as. A feed row is tapped to choose an event for Reverse or Reprint: a touch target, 40 px like a button. The keys that walk the feed: each selects the row it lands on.</extracomment>
            <translation>Activitate la această locație</translation>
        </message>
        <message>
            <source>Activity</source>
            <translation>Activitate</translation>
        </message>
        <message>
            <source>Filter by code or type</source>
            <translation>Filtrează după cod sau tip</translation>
        </message>
        <message>
            <source>Filter</source>
            <translation>Filtrează</translation>
        </message>
        <message>
            <source>Filter the activity</source>
            <translation>Filtrează activitatea</translation>
        </message>
        <message>
            <source>No event matches. Codes show only their last characters: type those, or the whole code.</source>
            <translation>Niciun eveniment nu se potrivește. Codurile arată doar ultimele caractere: tastați-le pe acestea sau codul întreg.</translation>
        </message>
        <message>
            <source>About the filter</source>
            <translation>Despre filtru</translation>
        </message>
        <message>
            <source>Balance events at this location</source>
            <translation>Evenimente de sold la această locație</translation>
        </message>
        <message>
            <source>Click to choose an event (Reverse, Reprint); double-click or Enter opens its voucher</source>
            <translation>Clic pentru a alege un eveniment (Stornează, Retipărește); dublu clic sau Enter deschide voucherul</translation>
        </message>
        <message>
            <source>Last contact with the service</source>
            <translation>Ultimul contact cu serviciul</translation>
        </message>
        <message>
            <source>Fetch the next 50 older events</source>
            <translation>Încarcă următoarele 50 de evenimente mai vechi</translation>
        </message>
        <message>
            <source>Reverse…</source>
            <translation>Stornează…</translation>
        </message>
        <message>
            <source>Reprint slip</source>
            <translation>Retipărește bonul</translation>
        </message>
        <message>
            <source>Print the guest's slip of the selected event again, marked Reprint</source>
            <translation>Tipărește din nou bonul clientului pentru evenimentul ales, marcat Duplicat</translation>
        </message>
        <message>
            <source>Reverse the selected event (manager PIN)</source>
            <translation>Stornează evenimentul ales (PIN manager)</translation>
        </message>
        <message>
            <source>Not heard from the service yet</source>
            <extracomment>Why a reverse the type allows is still known to be refused (this till reversed the event, or a manager's check found it reversed); composition sets it, "" when nothing is known.</extracomment>
            <translation>Încă niciun răspuns de la serviciu</translation>
        </message>
        <message>
            <source>Last heard from the service {time}</source>
            <translation>Ultimul răspuns de la serviciu {time}</translation>
        </message>
        <message>
            <source>Updated {time}</source>
            <translation>Actualizat {time}</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>Se încarcă…</translation>
        </message>
        <message>
            <source>Load older</source>
            <translation>Încarcă mai vechi</translation>
        </message>
        <message>
            <source>No older events</source>
            <translation>Nu există evenimente mai vechi</translation>
        </message>
        <message>
            <source>The activity list could not be updated. The voucher service sent an event the till cannot read (event {which}); the other events are shown.</source>
            <translation>Lista de activitate nu a putut fi actualizată. Serviciul de vouchere a trimis un eveniment pe care casa nu îl poate citi (evenimentul {which}); celelalte evenimente sunt afișate.</translation>
        </message>
        <message numerus="yes">
            <source>The activity list could not be updated. The voucher service sent %n events the till cannot read (event {which}); the other events are shown.</source>
            <translation>
                <numerusform>Lista de activitate nu a putut fi actualizată. Serviciul de vouchere a trimis %n eveniment pe care casa nu îl poate citi (evenimentul {which}); celelalte evenimente sunt afișate.</numerusform>
                <numerusform>Lista de activitate nu a putut fi actualizată. Serviciul de vouchere a trimis %n evenimente pe care casa nu le poate citi (evenimentul {which}); celelalte evenimente sunt afișate.</numerusform>
                <numerusform>Lista de activitate nu a putut fi actualizată. Serviciul de vouchere a trimis %n de evenimente pe care casa nu le poate citi (evenimentul {which}); celelalte evenimente sunt afișate.</numerusform>
            </translation>
        </message>
        <message>
            <source>The activity list could not be updated. {problem}</source>
            <translation>Lista de activitate nu a putut fi actualizată. {problem}</translation>
        </message>
        <message>
            <source>Activity not updated since {time} — {why}. The till keeps trying.</source>
            <translation>Activitatea nu s-a actualizat de la {time} — {why}. Casa încearcă în continuare.</translation>
        </message>
        <message>
            <source>Activity not updated yet — {why}. The till keeps trying.</source>
            <translation>Activitatea nu s-a actualizat încă — {why}. Casa încearcă în continuare.</translation>
        </message>
        <message>
            <source>the service is not answering</source>
            <extracomment>The feed's name in the top bar ("Online · activity not updating"). Why the feed is not up to date, in till words, by what went wrong.</extracomment>
            <translation>serviciul nu răspunde</translation>
        </message>
        <message>
            <source>the till cannot reach the service</source>
            <translation>casa nu se poate conecta la serviciu</translation>
        </message>
        <message>
            <source>the service is having trouble</source>
            <translation>serviciul are probleme</translation>
        </message>
        <message>
            <source>the service is busy</source>
            <translation>serviciul este aglomerat</translation>
        </message>
        <message>
            <source>the service refused the till's API key</source>
            <translation>serviciul a refuzat cheia API a casei</translation>
        </message>
        <message>
            <source>Time</source>
            <extracomment>True while a row is new; the view paints it with a highlight background. The event id of a row (an int), for tests and for finding a row again.</extracomment>
            <translation>Ora</translation>
        </message>
        <message>
            <source>{time} · event {event}</source>
            <translation>{time} · evenimentul {event}</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Cod</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Tip</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Sumă</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Sold</translation>
        </message>
        <message>
            <source>Confirmed</source>
            <translation>Confirmat</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Da</translation>
        </message>
        <message>
            <source>Not yet</source>
            <translation>Încă nu</translation>
        </message>
        <message>
            <source>The service has not confirmed this event yet.</source>
            <translation>Serviciul nu a confirmat încă acest eveniment.</translation>
        </message>
    </context>
    <context>
        <name>Files</name>
        <message>
            <source>Not saved: the disk is full. Free some space or choose another folder ({path}).</source>
            <translation>Nu s-a salvat: discul este plin. Eliberați spațiu sau alegeți alt dosar ({path}).</translation>
        </message>
        <message>
            <source>Not saved: the till may not write to that folder. Choose another one ({path}).</source>
            <translation>Nu s-a salvat: casa nu poate scrie în acel dosar. Alegeți altul ({path}).</translation>
        </message>
        <message>
            <source>Not saved: the system reported “{error}” ({path}).</source>
            <translation>Nu s-a salvat: sistemul a raportat „{error}” ({path}).</translation>
        </message>
    </context>
    <context>
        <name>Find</name>
        <message>
            <source>Find a voucher</source>
            <extracomment>What a column of the results typically holds at its widest, for its width; the total takes the rest. The results' date column: its width is the widest day of any month in the signed-in language (a German "28 Sept. 2026" is wider than "30 Sep 2025"). A large order's total, for the width of the last column. Opens the dispute pack of a voucher (its whole code); None hides the button.</extracomment>
            <translation>Găsește un voucher</translation>
        </message>
        <message>
            <source>Order number, guest's name, part of the e-mail, payment reference</source>
            <translation>Număr comandă, numele clientului, parte din e-mail, referință plată</translation>
        </message>
        <message>
            <source>Find</source>
            <translation>Găsește</translation>
        </message>
        <message numerus="yes">
            <source>Last %n months</source>
            <translation>
                <numerusform>Ultima %n lună</numerusform>
                <numerusform>Ultimele %n luni</numerusform>
                <numerusform>Ultimele %n de luni</numerusform>
            </translation>
        </message>
        <message>
            <source>How far back</source>
            <translation>Cât de departe în urmă</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Caută</translation>
        </message>
        <message>
            <source>Cancel search</source>
            <translation>Oprește căutarea</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Reîncearcă</translation>
        </message>
        <message>
            <source>Search progress</source>
            <translation>Progresul căutării</translation>
        </message>
        <message>
            <source>Orders found</source>
            <translation>Comenzi găsite</translation>
        </message>
        <message>
            <source>Vouchers of the chosen order</source>
            <translation>Voucherele comenzii alese</translation>
        </message>
        <message>
            <source>Choose an order to see its vouchers.</source>
            <translation>Alegeți o comandă pentru a-i vedea voucherele.</translation>
        </message>
        <message>
            <source>Open voucher</source>
            <translation>Deschide voucherul</translation>
        </message>
        <message>
            <source>Guest says lost…</source>
            <translation>Clientul spune că l-a pierdut…</translation>
        </message>
        <message>
            <source>Lost…</source>
            <translation>Pierdut…</translation>
        </message>
        <message>
            <source>Dispute…</source>
            <translation>Contestație…</translation>
        </message>
        <message>
            <source>Dispute pack…</source>
            <translation>Dosar de contestație…</translation>
        </message>
        <message>
            <source>A manager notes it: the next lookup of these codes warns the cashier.</source>
            <translation>Un manager notează: la următoarea căutare a acestor coduri casierul este avertizat.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Închide</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>Se caută…</translation>
        </message>
        <message>
            <source>Note that the guest says order {order}'s vouchers are lost</source>
            <translation>Notează că clientul spune că voucherele comenzii {order} sunt pierdute</translation>
        </message>
        <message>
            <source>Enter, a double tap or Open voucher opens it read-only.</source>
            <translation>Enter, o atingere dublă sau „Deschide voucherul” îl deschide doar pentru citire.</translation>
        </message>
        <message>
            <source>Find a voucher by order, name or e-mail…</source>
            <extracomment>Opens a voucher's dispute pack (the Manager menu's, PIN first); None: no button.</extracomment>
            <translation>Găsește un voucher după comandă, nume sau e-mail…</translation>
        </message>
        <message>
            <source>Type at least {count} letters of a name, part of an e-mail address, a payment reference or an order number.</source>
            <extracomment>The retention period (``retention_days``): older orders are shown, never written down. Every page read was written to the index (else it must not claim to cover the window). A manager's "the guest says it is lost" on the chosen order (``app.desk.common.lost_notes``).</extracomment>
            <translation>Tastați cel puțin {count} litere dintr-un nume, o parte din adresa de e-mail, o referință de plată sau un număr de comandă.</translation>
        </message>
        <message>
            <source>Search cancelled: {searched}; {found} found so far.</source>
            <translation>Căutare oprită: {searched}; găsite până acum: {found}.</translation>
        </message>
        <message>
            <source>Reading the vouchers of order {order}…</source>
            <translation>Se citesc voucherele comenzii {order}…</translation>
        </message>
        <message>
            <source>Order {order}, opened by its number.</source>
            <translation>Comanda {order}, deschisă după număr.</translation>
        </message>
        <message numerus="yes">
            <source>{count} orders since {day} (%n months)</source>
            <translation>
                <numerusform>comenzi: {count} din {day} (%n lună)</numerusform>
                <numerusform>comenzi: {count} din {day} (%n luni)</numerusform>
                <numerusform>comenzi: {count} din {day} (%n de luni)</numerusform>
            </translation>
        </message>
        <message>
            <source>{found} found: searched {where}.</source>
            <translation>Găsite: {found}; căutat în {where}.</translation>
        </message>
        <message>
            <source>No order {query} at this property, and no payment reference {query}: searched {where}. Check the number on the guest's confirmation.</source>
            <translation>Nu există comanda {query} la această proprietate și nici referința de plată {query}: s-au căutat {where}. Verificați numărul de pe confirmarea clientului.</translation>
        </message>
        <message>
            <source>Nothing matches "{query}": searched {where}. Try another spelling, part of the e-mail address, or a longer window.</source>
            <translation>Nimic nu se potrivește cu „{query}”: căutat în {where}. Încercați altă ortografie, o parte din adresa de e-mail sau o perioadă mai lungă.</translation>
        </message>
        <message>
            <source>Search stopped. {problem}</source>
            <translation>Căutare oprită. {problem}</translation>
        </message>
        <message>
            <source>Search incomplete: {searched}, {found} found so far. {problem} Retry goes on from where it stopped.</source>
            <translation>Căutare incompletă: {searched}, găsite până acum: {found}. {problem} „Reîncearcă” continuă de unde s-a oprit.</translation>
        </message>
        <message>
            <source>It read {pages} pages of the order list, the most one search reads.</source>
            <translation>A citit pagini din lista de comenzi: {pages}, cel mult cât citește o căutare.</translation>
        </message>
        <message numerus="yes">
            <source>The service took more than %n second(s) to send the order list, the longest one search waits.</source>
            <translation>
                <numerusform>Serviciul a trimis lista de comenzi în mai mult de %n secundă, cel mult cât așteaptă o căutare.</numerusform>
                <numerusform>Serviciul a trimis lista de comenzi în mai mult de %n secunde, cel mult cât așteaptă o căutare.</numerusform>
                <numerusform>Serviciul a trimis lista de comenzi în mai mult de %n de secunde, cel mult cât așteaptă o căutare.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The service took more than %n minute(s) to send the order list, the longest one search waits.</source>
            <translation>
                <numerusform>Serviciul a trimis lista de comenzi în mai mult de %n minut, cel mult cât așteaptă o căutare.</numerusform>
                <numerusform>Serviciul a trimis lista de comenzi în mai mult de %n minute, cel mult cât așteaptă o căutare.</numerusform>
                <numerusform>Serviciul a trimis lista de comenzi în mai mult de %n de minute, cel mult cât așteaptă o căutare.</numerusform>
            </translation>
        </message>
        <message>
            <source>Search stopped: {searched}, {found} found so far. {why} Retry goes on from where it stopped.</source>
            <translation>Căutare oprită la limită: {searched}, găsite până acum: {found}. {why} „Reîncearcă” continuă de unde s-a oprit.</translation>
        </message>
        <message>
            <source>The vouchers could not be read.</source>
            <translation>Voucherele nu au putut fi citite.</translation>
        </message>
        <message>
            <source>Order {order} holds no voucher.</source>
            <translation>Comanda {order} nu conține niciun voucher.</translation>
        </message>
        <message>
            <source>Searched {count} orders</source>
            <extracomment>Every order read in this search, by id: a page that repeats the one before it (a service that ignores the page asked for, or pages shifted by a new order) is counted once.</extracomment>
            <translation>Comenzi căutate: {count}</translation>
        </message>
        <message>
            <source>{count} orders searched</source>
            <translation>comenzi căutate: {count}</translation>
        </message>
        <message>
            <source>Searched {count} orders back to {day}</source>
            <translation>Comenzi căutate: {count}, până la {day}</translation>
        </message>
        <message>
            <source>{count} orders searched back to {day}</source>
            <translation>comenzi căutate: {count}, până la {day}</translation>
        </message>
        <message>
            <source>The note could not be written: {problem}</source>
            <extracomment>Whether the notes' file exists: a till where no note was ever made reads nothing at a lookup.</extracomment>
            <translation>Nota nu a putut fi salvată: {problem}</translation>
        </message>
        <message>
            <source>Noted: the guest says {codes} of order {order} is lost.</source>
            <translation>Notat: clientul spune că {codes} din comanda {order} s-a pierdut.</translation>
        </message>
        <message>
            <source>Reported lost: on {day} manager {manager} noted that the guest says the vouchers of order {order} are lost. Check who is presenting it.</source>
            <translation>Raportat pierdut: pe {day} managerul {manager} a notat că clientul spune că voucherele comenzii {order} sunt pierdute. Verificați cine îl prezintă.</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Comandă</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Data</translation>
        </message>
        <message>
            <source>Purchaser</source>
            <translation>Cumpărător</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>E-mail</translation>
        </message>
        <message>
            <source>Recipient</source>
            <translation>Destinatar</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Cod</translation>
        </message>
        <message>
            <source>Voucher</source>
            <translation>Voucher</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Stare</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Sold</translation>
        </message>
        <message>
            <source>Search the service again</source>
            <translation>Caută din nou în serviciu</translation>
        </message>
        <message>
            <source>Search again</source>
            <translation>Caută din nou</translation>
        </message>
        <message>
            <source>Reads every order again, for a guest whose details were changed elsewhere.</source>
            <translation>Citește din nou toate comenzile, pentru un client ale cărui date au fost schimbate în altă parte.</translation>
        </message>
        <message numerus="yes">
            <source>, %n order(s) could not be read</source>
            <extracomment>Orders matched, written or shown between two turns of the Qt loop (a few milliseconds' work).</extracomment>
            <translation>
                <numerusform>, %n comandă nu a putut fi citită</numerusform>
                <numerusform>, %n comenzi nu au putut fi citite</numerusform>
                <numerusform>, %n de comenzi nu au putut fi citite</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Guest</name>
        <message>
            <source>Guest's language…</source>
            <translation>Limba clientului…</translation>
        </message>
        <message>
            <source>Guest</source>
            <translation>Client</translation>
        </message>
        <message>
            <source>The guest's language, on the guest display and the guest's slips: {language} (Ctrl+G). The till stays in yours.</source>
            <translation>Limba clientului, pe ecranul pentru clienți și pe bonurile lui: {language} (Ctrl+G). Casa rămâne în limba dumneavoastră.</translation>
        </message>
        <message>
            <source>Guest's language, for the guest display and slips</source>
            <translation>Limba clientului, pentru ecranul clienților și bonuri</translation>
        </message>
        <message>
            <source>Guest display</source>
            <extracomment>The setting's word for "never show a customer display". The screen the display was placed on, None while it is not shown.</extracomment>
            <translation>Ecran pentru clienți</translation>
        </message>
        <message>
            <source>{product}: {amount} to use here.</source>
            <translation>{product}: {amount} de folosit aici.</translation>
        </message>
        <message>
            <source>{product}: {amount} to use here, until {day}.</source>
            <translation>{product}: {amount} de folosit aici, până la {day}.</translation>
        </message>
        <message>
            <source>{product}: cannot be used. {why}</source>
            <translation>{product}: nu se poate folosi. {why}</translation>
        </message>
        <message>
            <source>{amount} will be taken — {left} left</source>
            <translation>Se vor lua {amount} — rămân {left}</translation>
        </message>
        <message>
            <source>Your vouchers</source>
            <translation>Voucherele dumneavoastră</translation>
        </message>
        <message>
            <source>Your bill</source>
            <translation>Nota dumneavoastră</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Bun venit</translation>
        </message>
        <message>
            <source>Valid until {day}</source>
            <translation>Valabil până la {day}</translation>
        </message>
        <message>
            <source>Total: {amount}</source>
            <translation>Total: {amount}</translation>
        </message>
        <message>
            <source>This side faces the guest</source>
            <translation>Această parte este spre client</translation>
        </message>
        <message>
            <source>The payment is being checked. Please wait a moment.</source>
            <translation>Plata este verificată. Vă rugăm să așteptați un moment.</translation>
        </message>
        <message>
            <source>One moment, please</source>
            <translation>Un moment, vă rog</translation>
        </message>
        <message>
            <source>Nothing was taken from the voucher.</source>
            <extracomment>How long the display keeps a voucher, a review or an outcome before it goes back to the property's name: long enough to read it across a counter, short enough that the next guest never sees it. A no-break space: a day is never split over two lines of the display ("3 / listopada 2027"). Redraws the current screen in a newly chosen language.</extracomment>
            <translation>Nu s-a luat nimic de pe voucher.</translation>
        </message>
        <message>
            <source>Not taken</source>
            <translation>Nu s-a luat nimic</translation>
        </message>
        <message>
            <source>Left to pay: {amount}</source>
            <translation>Rămas de plată: {amount}</translation>
        </message>
        <message>
            <source>Guest display test</source>
            <translation>Test ecran clienți</translation>
        </message>
        <message>
            <source>Done: {amount} taken — {left} left</source>
            <translation>Gata: s-au luat {amount} — au rămas {left}</translation>
        </message>
        <message>
            <source>Done: {amount} taken — {left} left — valid until {day}</source>
            <translation>Gata: s-au luat {amount} — au rămas {left} — valabil până la {day}</translation>
        </message>
        <message>
            <source>Can be used here, all at once</source>
            <translation>Se poate folosi aici, doar integral</translation>
        </message>
        <message>
            <source>Can be used here in part</source>
            <translation>Se poate folosi aici parțial</translation>
        </message>
        <message>
            <source>Balance: {amount}</source>
            <translation>Sold: {amount}</translation>
        </message>
        <message>
            <source>Guest display test pattern</source>
            <translation>Imagine de test a ecranului pentru clienți</translation>
        </message>
    </context>
    <context>
        <name>Handoff</name>
        <message>
            <source>Gift voucher</source>
            <translation>Voucher cadou</translation>
        </message>
        <message>
            <source>not given</source>
            <extracomment>[DECIDE] How far back an unticked redemption is still shown and reminded of: a day covers a shift that ran past midnight and a till restarted the next morning, without nagging forever. The service's redeem history shows the event reversed, and not by this till: nothing to key. A bill's redemptions, keyed on the POS as one tender (``app.core.bill_handoff``).</extracomment>
            <translation>nu este dată</translation>
        </message>
        <message>
            <source>Reversed elsewhere — do not key {amount} (reference {reference})</source>
            <translation>Stornat în altă parte — nu introduceți {amount} (referința {reference})</translation>
        </message>
        <message>
            <source>Take {amount} payment on the POS for a voucher sale — reference {reference}</source>
            <translation>Încasați {amount} pe POS pentru o vânzare de voucher — referința {reference}</translation>
        </message>
        <message>
            <source>Take {amount} payment on the POS for a new gift card — reference {reference}</source>
            <translation>Încasați {amount} pe POS pentru un card cadou nou — referința {reference}</translation>
        </message>
        <message>
            <source>Take {amount} payment on the POS for a gift card top-up — reference {reference}</source>
            <translation>Încasați {amount} pe POS pentru reîncărcarea unui card cadou — referința {reference}</translation>
        </message>
        <message>
            <source>Key {amount} as {tender} — reference {reference}</source>
            <translation>Introduceți {amount} ca {tender} — referința {reference}</translation>
        </message>
        <message>
            <source>Gift card payment</source>
            <translation>Plată card cadou</translation>
        </message>
        <message>
            <source>Voucher sale</source>
            <translation>Vânzare voucher</translation>
        </message>
        <message>
            <source>{amount} {what} ref {references}</source>
            <translation>{amount} {what} ref. {references}</translation>
        </message>
        <message>
            <source>Redeemed</source>
            <translation>Răscumpărat</translation>
        </message>
        <message>
            <source>New card sold</source>
            <translation>Card nou vândut</translation>
        </message>
        <message>
            <source>Topped up</source>
            <translation>Reîncărcat</translation>
        </message>
        <message>
            <source>Vouchers sold</source>
            <translation>Vouchere vândute</translation>
        </message>
        <message>
            <source>{done} {time} by {staff}</source>
            <translation>{done} {time} de {staff}</translation>
        </message>
        <message>
            <source>{done} {time}</source>
            <translation>{done} {time}</translation>
        </message>
        <message>
            <source>{time} {amount} — ref {references} — {staff}</source>
            <translation>{time} {amount} — ref. {references} — {staff}</translation>
        </message>
        <message>
            <source>What to key on the POS</source>
            <extracomment>A finger-sized button on a touch screen. Windows shorter than this keep the hand-off to its instruction and keys (``HandoffBanner._fit``). Offered beside a slip that could not be printed: the guest still gets it, as a PDF. Whether the window's resizes are watched (``showEvent``).</extracomment>
            <translation>Ce introduceți pe POS</translation>
        </message>
        <message>
            <source>Copy ({key})</source>
            <translation>Copiază ({key})</translation>
        </message>
        <message>
            <source>Copy the amount and the reference, to paste into the POS</source>
            <translation>Copiați suma și referința, pentru a le lipi în POS</translation>
        </message>
        <message>
            <source>Copy amount and reference</source>
            <translation>Copiază suma și referința</translation>
        </message>
        <message>
            <source>Tick once the amount is keyed as a gift voucher tender on the POS</source>
            <translation>Bifați după ce suma este introdusă pe POS ca plată cu voucher cadou</translation>
        </message>
        <message>
            <source>Slip ({key})</source>
            <translation>Bon ({key})</translation>
        </message>
        <message>
            <source>Print the guest's slip of the last redemption</source>
            <translation>Tipăriți bonul clientului pentru ultima răscumpărare</translation>
        </message>
        <message>
            <source>Print slip</source>
            <translation>Tipărește bonul</translation>
        </message>
        <message>
            <source>Save as PDF…</source>
            <translation>Salvați ca PDF…</translation>
        </message>
        <message>
            <source>Save the slip as a PDF, to print or send later</source>
            <translation>Salvați bonul ca PDF, pentru a-l tipări sau trimite mai târziu</translation>
        </message>
        <message>
            <source>✓ Keyed on POS ({key})</source>
            <translation>✓ Introdus pe POS ({key})</translation>
        </message>
        <message>
            <source>Redeemed {time} by {staff} on {code}; the service shows it reversed since, not by this till. Tick to take it off the list.</source>
            <translation>Răscumpărat {time} de {staff} pe {code}; serviciul arată că a fost stornat între timp, nu de această casă. Bifați pentru a-l scoate din listă.</translation>
        </message>
        <message>
            <source>On the POS now · {detail}</source>
            <translation>Acum pe POS · {detail}</translation>
        </message>
        <message>
            <source>{done} on {code}</source>
            <translation>{done} · voucher {code}</translation>
        </message>
        <message>
            <source>✓ Seen ({key})</source>
            <translation>✓ Văzut ({key})</translation>
        </message>
        <message numerus="yes">
            <source>%n more not keyed</source>
            <translation>
                <numerusform>încă %n neintrodusă</numerusform>
                <numerusform>încă %n neintroduse</numerusform>
                <numerusform>încă %n de neintroduse</numerusform>
            </translation>
        </message>
        <message>
            <source>Copied “{text}”.</source>
            <translation>S-a copiat „{text}”.</translation>
        </message>
        <message numerus="yes">
            <source>• and %n earlier</source>
            <extracomment>The reminder names this many redemptions, newest first, and counts the rest.</extracomment>
            <translation>
                <numerusform>• și încă %n anterioară</numerusform>
                <numerusform>• și încă %n anterioare</numerusform>
                <numerusform>• și încă %n de anterioare</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement is not settled with the service:

{lines}

A manager must check them.</source>
            <translation>1 operațiune nu este decontată cu serviciul:

{lines}

Un manager trebuie să o verifice.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements are not settled with the service:

{lines}

A manager must check them.</source>
            <translation>
                <numerusform>%n operațiune nu este decontată cu serviciul:

{lines}

Un manager trebuie să le verifice.</numerusform>
                <numerusform>%n operațiuni nu sunt decontate cu serviciul:

{lines}

Un manager trebuie să le verifice.</numerusform>
                <numerusform>%n de operațiuni nu sunt decontate cu serviciul:

{lines}

Un manager trebuie să le verifice.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 redemption is not ticked as keyed on the POS:

{lines}

Key them on the POS and tick them first.</source>
            <translation>1 răscumpărare nu este bifată ca introdusă pe POS:

{lines}

Introduceți-o întâi pe POS și bifați-o.</translation>
        </message>
        <message numerus="yes">
            <source>%n redemptions are not ticked as keyed on the POS:

{lines}

Key them on the POS and tick them first.</source>
            <translation>
                <numerusform>%n răscumpărare nu este bifată ca introdusă pe POS:

{lines}

Introduceți-le întâi pe POS și bifați-le.</numerusform>
                <numerusform>%n răscumpărări nu sunt bifate ca introduse pe POS:

{lines}

Introduceți-le întâi pe POS și bifați-le.</numerusform>
                <numerusform>%n de răscumpărări nu sunt bifate ca introduse pe POS:

{lines}

Introduceți-le întâi pe POS și bifați-le.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement is not ticked as keyed on the POS:

{lines}

Key them on the POS and tick them first.</source>
            <translation>1 operațiune nu este bifată ca introdusă pe POS:

{lines}

Introduceți-o întâi pe POS și bifați-o.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements are not ticked as keyed on the POS:

{lines}

Key them on the POS and tick them first.</source>
            <translation>
                <numerusform>%n operațiune nu este bifată ca introdusă pe POS:

{lines}

Introduceți-le întâi pe POS și bifați-le.</numerusform>
                <numerusform>%n operațiuni nu sunt bifate ca introduse pe POS:

{lines}

Introduceți-le întâi pe POS și bifați-le.</numerusform>
                <numerusform>%n de operațiuni nu sunt bifate ca introduse pe POS:

{lines}

Introduceți-le întâi pe POS și bifați-le.</numerusform>
            </translation>
        </message>
        <message>
            <source>Not settled</source>
            <translation>Nedecontat</translation>
        </message>
        <message>
            <source>Not keyed on the POS</source>
            <translation>Neintrodus pe POS</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>Înapoi</translation>
        </message>
        <message>
            <source>waits for a manager's decision</source>
            <extracomment>Why an unsettled movement waits, for the list shown before leaving.</extracomment>
            <translation>așteaptă decizia unui manager</translation>
        </message>
        <message>
            <source>not yet confirmed by the service</source>
            <translation>încă neconfirmată de serviciu</translation>
        </message>
        <message>
            <source>sent, no answer yet</source>
            <translation>trimisă, încă fără răspuns</translation>
        </message>
        <message>
            <source>The till could not read its journal: some movements may not be settled.</source>
            <extracomment>Events of this till's redemptions the service's history shows reversed, not by this till. When this session began: a bill left with lines never sent before it was interrupted. The interrupted bills the cashier was told of, by bill id (once a session each).</extracomment>
            <translation>Casa nu și-a putut citi jurnalul: unele operațiuni pot fi nedecontate.</translation>
        </message>
        <message>
            <source>{time} {what}: {why}</source>
            <translation>{time} {what}: {why}</translation>
        </message>
        <message>
            <source>The till could not read which redemptions are keyed on the POS.</source>
            <translation>Casa nu a putut citi ce răscumpărări sunt introduse pe POS.</translation>
        </message>
        <message>
            <source>Sign in first: a tick records who keyed the redemption on the POS.</source>
            <translation>Conectați-vă întâi: bifa înregistrează cine a introdus răscumpărarea pe POS.</translation>
        </message>
        <message>
            <source>{problem} The redemption still shows as not keyed; try the tick again.</source>
            <translation>{problem} Răscumpărarea apare în continuare ca neintrodusă; bifați din nou.</translation>
        </message>
        <message>
            <source>Bill {reference} was interrupted when the till stopped: the service took {taken}; not sent: {lines}. {left} left to pay on the POS.</source>
            <translation>Nota {reference} a fost întreruptă când casa s-a oprit: serviciul a luat {taken}; netrimis: {lines}. {left} de plată la POS.</translation>
        </message>
        <message>
            <source>A voucher of this bill is not confirmed: a manager decides it first (Manager ▸ Unconfirmed movements), then the bill is keyed on the POS.</source>
            <translation>Un voucher al acestei note nu este confirmat: întâi decide un manager (Manager ▸ Operațiuni neconfirmate), apoi nota se introduce la POS.</translation>
        </message>
    </context>
    <context>
        <name>Header</name>
        <message>
            <source>TRAINING — no real money</source>
            <extracomment>Who is signed in ("" for nobody), said again in the language the till changes to.</extracomment>
            <translation>INSTRUIRE — fără bani reali</translation>
        </message>
        <message>
            <source>The till's log</source>
            <translation>Jurnalul de evenimente al casei</translation>
        </message>
        <message>
            <source>Messages from the till</source>
            <translation>Mesajele casei</translation>
        </message>
        <message>
            <source>Storage problem</source>
            <translation>Problemă de stocare</translation>
        </message>
        <message>
            <source>Try again now</source>
            <translation>Reîncearcă acum</translation>
        </message>
        <message>
            <source>Check again whether the till can write its journal and audit log</source>
            <translation>Verifică din nou dacă casa poate scrie jurnalul și registrul de audit</translation>
        </message>
        <message>
            <source>Property and location</source>
            <translation>Proprietate și locație</translation>
        </message>
        <message>
            <source>Connection to the voucher service</source>
            <translation>Conexiunea la serviciul de vouchere</translation>
        </message>
        <message>
            <source>Movements waiting for a manager</source>
            <translation>Operațiuni care așteaptă un manager</translation>
        </message>
        <message>
            <source>Unconfirmed movements… (Ctrl+U)</source>
            <translation>Operațiuni neconfirmate… (Ctrl+U)</translation>
        </message>
        <message>
            <source>A manager decides each one, with the service's events shown (Ctrl+U)</source>
            <translation>Un manager decide pentru fiecare, pe baza evenimentelor din serviciu (Ctrl+U)</translation>
        </message>
        <message>
            <source>The till's clock</source>
            <translation>Ceasul casei</translation>
        </message>
        <message>
            <source>Staff: {name}</source>
            <translation>Personal: {name}</translation>
        </message>
        <message>
            <source>Not signed in</source>
            <translation>Nimeni autentificat</translation>
        </message>
    </context>
    <context>
        <name>Integrity</name>
        <message>
            <source>High balances looked up, not redeemed</source>
            <extracomment>The column heading of each count: what was done, in plain words, never what it means.</extracomment>
            <translation>Solduri mari verificate, neutilizate</translation>
        </message>
        <message>
            <source>Opened read-only, redeemed within minutes</source>
            <translation>Deschise doar în citire, utilizate în câteva minute</translation>
        </message>
        <message>
            <source>Own redemptions reversed</source>
            <translation>Utilizări proprii stornate</translation>
        </message>
        <message>
            <source>Not ticked as keyed on the POS</source>
            <translation>Nebifate ca introduse în POS</translation>
        </message>
        <message>
            <source>Whole codes shown</source>
            <translation>Coduri întregi afișate</translation>
        </message>
        <message>
            <source>Sales not ticked as paid</source>
            <translation>Vânzări nebifate ca plătite</translation>
        </message>
        <message>
            <source>Lines in the audit log (all actions)</source>
            <extracomment>The first row: how much each member of staff did, to read their counts against.</extracomment>
            <translation>Linii în jurnalul de audit (toate acțiunile)</translation>
        </message>
        <message>
            <source>Count</source>
            <extracomment>The count's words, then the usual figure (the mean over staff), then one column per member of staff.</extracomment>
            <translation>Număr</translation>
        </message>
        <message>
            <source>Usual here</source>
            <translation>Obișnuit aici</translation>
        </message>
        <message numerus="yes">
            <source>%n member(s) of staff at this till from {first} to {last}.</source>
            <translation>
                <numerusform>%n membru al personalului la această casă între {first} și {last}.</numerusform>
                <numerusform>%n membri ai personalului la această casă între {first} și {last}.</numerusform>
                <numerusform>%n de membri ai personalului la această casă între {first} și {last}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{what} — {staff}: %n line(s) of the audit log.</source>
            <translation>
                <numerusform>{what} — {staff}: %n linie din jurnalul de audit.</numerusform>
                <numerusform>{what} — {staff}: %n linii din jurnalul de audit.</numerusform>
                <numerusform>{what} — {staff}: %n de linii din jurnalul de audit.</numerusform>
            </translation>
        </message>
        <message>
            <source>Staff integrity report</source>
            <extracomment>How far back the report looks when it opens: a week holds every shift pattern of a rota.</extracomment>
            <translation>Raport de integritate a personalului</translation>
        </message>
        <message>
            <source>From date</source>
            <translation>De la data</translation>
        </message>
        <message>
            <source>To date</source>
            <translation>Până la data</translation>
        </message>
        <message>
            <source>Counts to look at, not findings: a busy shift, a guest who changed their mind or a colleague covering a break explains most of them. Choose a count to read the audit lines behind it.</source>
            <translation>Numere de privit, nu constatări: o tură aglomerată, un client care s-a răzgândit sau un coleg care acoperă o pauză explică majoritatea. Alegeți un număr pentru a citi liniile din jurnal din spatele lui.</translation>
        </message>
        <message>
            <source>Counts per member of staff</source>
            <translation>Numere pe membru al personalului</translation>
        </message>
        <message>
            <source>Audit lines behind the count</source>
            <translation>Linii din jurnal din spatele numărului</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Închide</translation>
        </message>
        <message>
            <source>From</source>
            <translation>De la</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Până la</translation>
        </message>
        <message>
            <source>Counting…</source>
            <translation>Se numără…</translation>
        </message>
    </context>
    <context>
        <name>Manager</name>
        <message>
            <source>Check the audit log</source>
            <translation>Verifică jurnalul de audit</translation>
        </message>
        <message>
            <source>{problem}. The service settings were not changed.</source>
            <translation>{problem}. Setările serviciului nu au fost schimbate.</translation>
        </message>
        <message>
            <source>Lift the pause on lookups</source>
            <translation>Ridică pauza căutărilor</translation>
        </message>
        <message>
            <source>The pause is lifted: codes can be looked up again.</source>
            <translation>Pauza a fost ridicată: codurile pot fi căutate din nou.</translation>
        </message>
        <message>
            <source>Lookups are not paused.</source>
            <translation>Căutările nu sunt oprite.</translation>
        </message>
        <message>
            <source>The voucher accounts and their VAT classes</source>
            <translation>Contabilitatea voucherelor și clasele lor TVA</translation>
        </message>
        <message>
            <source>Check the service and adapt the till to it</source>
            <translation>Verificați serviciul și adaptați casa la el</translation>
        </message>
        <message>
            <source>Choose an event in the activity list first.</source>
            <translation>Alege mai întâi un eveniment din lista de activitate.</translation>
        </message>
        <message>
            <source>Choose a line of the redeem history first.</source>
            <translation>Alege mai întâi o linie din istoricul folosirilor.</translation>
        </message>
        <message>
            <source>Look up a voucher of the order first.</source>
            <translation>Caută mai întâi un voucher din comandă.</translation>
        </message>
        <message>
            <source>No movement is waiting for a manager's decision.</source>
            <translation>Nicio operațiune nu așteaptă decizia unui manager.</translation>
        </message>
        <message>
            <source>View the audit log</source>
            <translation>Vezi jurnalul de audit</translation>
        </message>
        <message>
            <source>Open a voucher from the feed first; a scanned one already shows its code.</source>
            <translation>Deschide mai întâi un voucher din activitate; unul scanat își arată deja codul.</translation>
        </message>
        <message>
            <source>Show a voucher's whole code</source>
            <translation>Arată codul complet al unui voucher</translation>
        </message>
        <message>
            <source>The end of shift report</source>
            <translation>Raportul de închidere a turei</translation>
        </message>
        <message>
            <source>The staff integrity report</source>
            <translation>Raportul de integritate a personalului</translation>
        </message>
        <message>
            <source>Change the dual-control limit</source>
            <translation>Schimbați limita controlului dublu</translation>
        </message>
        <message>
            <source>Add or remove managers, or change a PIN</source>
            <translation>Adaugă sau elimină manageri ori schimbă un PIN</translation>
        </message>
        <message>
            <source>A training till always runs on the built-in sandbox; its service cannot change.</source>
            <translation>O casă de instruire rulează mereu pe mediul de test integrat; serviciul ei nu se poate schimba.</translation>
        </message>
        <message>
            <source>Change the service settings</source>
            <translation>Schimbă setările serviciului</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Manager</translation>
        </message>
        <message>
            <source>Offline: reverses and refunds wait until the service answers again.</source>
            <translation>Offline: stornările și rambursările așteaptă până când serviciul răspunde din nou.</translation>
        </message>
    </context>
    <context>
        <name>ManagerMenu</name>
        <message>
            <source>Check the audit log…</source>
            <translation>Verifică jurnalul de audit…</translation>
        </message>
        <message>
            <source>Lift the pause on lookups…</source>
            <translation>Ridică pauza căutărilor…</translation>
        </message>
        <message>
            <source>Voucher accounts and VAT…</source>
            <translation>Contabilitatea voucherelor și TVA…</translation>
        </message>
        <message>
            <source>Check the service…</source>
            <translation>Verificați serviciul…</translation>
        </message>
        <message>
            <source>Reverse the selected event…</source>
            <extracomment>A dispute pack opened over the shift report, from one of its lines. The view-model whose check before the PIN is running: a second click waits for it.</extracomment>
            <translation>Stornează evenimentul ales…</translation>
        </message>
        <message>
            <source>Refund this voucher's order…</source>
            <translation>Rambursează comanda acestui voucher…</translation>
        </message>
        <message>
            <source>Unconfirmed movements…</source>
            <translation>Operațiuni neconfirmate…</translation>
        </message>
        <message>
            <source>Audit log…</source>
            <translation>Jurnal de audit…</translation>
        </message>
        <message>
            <source>Show the voucher's whole code…</source>
            <translation>Arată codul complet al voucherului…</translation>
        </message>
        <message>
            <source>Show the guest's e-mail address…</source>
            <translation>Arată adresa de e-mail a clientului…</translation>
        </message>
        <message>
            <source>Dispute pack for this voucher…</source>
            <translation>Dosar de contestație pentru acest voucher…</translation>
        </message>
        <message>
            <source>Report a problem with this voucher…</source>
            <translation>Raportează o problemă cu acest voucher…</translation>
        </message>
        <message>
            <source>Voucher cases…</source>
            <translation>Cazuri de vouchere…</translation>
        </message>
        <message>
            <source>End of shift report…</source>
            <translation>Raport de închidere a turei…</translation>
        </message>
        <message>
            <source>Staff integrity report…</source>
            <translation>Raport de integritate a personalului…</translation>
        </message>
        <message>
            <source>Managers and PINs…</source>
            <translation>Manageri și PIN-uri…</translation>
        </message>
        <message>
            <source>Dual control limit…</source>
            <translation>Limita controlului dublu…</translation>
        </message>
        <message>
            <source>Service settings…</source>
            <translation>Setările serviciului…</translation>
        </message>
        <message>
            <source>This voucher</source>
            <translation>Acest voucher</translation>
        </message>
        <message>
            <source>Reports and audit</source>
            <translation>Rapoarte și audit</translation>
        </message>
        <message>
            <source>Till settings</source>
            <translation>Setările casei</translation>
        </message>
    </context>
    <context>
        <name>Managers</name>
        <message>
            <source>Managers and PINs</source>
            <translation>Manageri și PIN-uri</translation>
        </message>
        <message>
            <source>Managers</source>
            <translation>Manageri</translation>
        </message>
        <message>
            <source>Remove manager</source>
            <translation>Elimină managerul</translation>
        </message>
        <message>
            <source>New manager's name</source>
            <extracomment>The last thing asked was to add a manager (a refusal may be about the name).</extracomment>
            <translation>Numele noului manager</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nume</translation>
        </message>
        <message>
            <source>New manager's PIN</source>
            <translation>PIN-ul noului manager</translation>
        </message>
        <message>
            <source>New manager's PIN again</source>
            <translation>PIN-ul noului manager din nou</translation>
        </message>
        <message>
            <source>Add manager</source>
            <translation>Adaugă manager</translation>
        </message>
        <message>
            <source>Add a manager</source>
            <translation>Manager nou</translation>
        </message>
        <message>
            <source>PIN (4–8 digits)</source>
            <translation>PIN (4–8 cifre)</translation>
        </message>
        <message>
            <source>PIN again</source>
            <translation>PIN din nou</translation>
        </message>
        <message>
            <source>Chosen manager's new PIN</source>
            <translation>PIN-ul nou al managerului ales</translation>
        </message>
        <message>
            <source>Chosen manager's new PIN again</source>
            <translation>PIN-ul nou al managerului ales din nou</translation>
        </message>
        <message>
            <source>Change PIN</source>
            <translation>Schimbă PIN-ul</translation>
        </message>
        <message>
            <source>New PIN for the chosen manager</source>
            <translation>PIN nou pentru managerul ales</translation>
        </message>
        <message>
            <source>New PIN</source>
            <translation>PIN nou</translation>
        </message>
        <message>
            <source>New PIN again</source>
            <translation>PIN nou din nou</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Închide</translation>
        </message>
        <message>
            <source>That looks like a PIN. Type the manager's name, then the PIN.</source>
            <extracomment>Said when the name field holds what looks like a PIN: a PIN typed into the name field by a hurried manager must never be kept, shown or written to the audit log as a name.</extracomment>
            <translation>Pare un PIN. Scrie numele managerului, apoi PIN-ul.</translation>
        </message>
        <message>
            <source>The two PINs are not the same. Type them again.</source>
            <extracomment>A PIN another manager has: the same words as a guessable PIN, never "another manager has it".</extracomment>
            <translation>Cele două PIN-uri nu coincid. Scrie-le din nou.</translation>
        </message>
        <message>
            <source>Type the manager's name.</source>
            <translation>Scrie numele managerului.</translation>
        </message>
        <message>
            <source>{name} is already a manager.</source>
            <translation>{name} este deja manager.</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Manager</translation>
        </message>
        <message>
            <source>Choose the manager whose PIN changes.</source>
            <translation>Alege managerul căruia i se schimbă PIN-ul.</translation>
        </message>
        <message>
            <source>Choose the manager to remove.</source>
            <translation>Alege managerul de eliminat.</translation>
        </message>
        <message>
            <source>The last manager cannot be removed: add another manager first.</source>
            <translation>Ultimul manager nu poate fi eliminat: adaugă mai întâi alt manager.</translation>
        </message>
        <message>
            <source>{name} is no longer a manager at this till.</source>
            <translation>{name} nu mai este manager la această casă.</translation>
        </message>
        <message>
            <source>{name} is now a manager at this till.</source>
            <translation>{name} este acum manager la această casă.</translation>
        </message>
        <message>
            <source>{name}'s PIN is changed.</source>
            <translation>PIN-ul lui {name} a fost schimbat.</translation>
        </message>
        <message>
            <source>{problem}. Nothing was changed.</source>
            <translation>{problem}. Nu s-a schimbat nimic.</translation>
        </message>
    </context>
    <context>
        <name>Menu</name>
        <message>
            <source>Save a support report…</source>
            <translation>Salvați un raport pentru asistență…</translation>
        </message>
        <message>
            <source>&amp;Shift</source>
            <translation>T&amp;ură</translation>
        </message>
        <message>
            <source>Change staff…</source>
            <translation>Schimbă personalul…</translation>
        </message>
        <message>
            <source>Find a code</source>
            <translation>Găsește un cod</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Ieșire</translation>
        </message>
        <message>
            <source>&amp;Manager</source>
            <translation>&amp;Manager</translation>
        </message>
        <message>
            <source>S&amp;lips</source>
            <translation>&amp;Bonuri</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>A&amp;jutor</translation>
        </message>
        <message>
            <source>About {app}</source>
            <translation>Despre {app}</translation>
        </message>
        <message>
            <source>{app} {version}
Redeem gift vouchers at the till.</source>
            <translation>{app} {version}
Răscumpărarea voucherelor cadou la casă.</translation>
        </message>
    </context>
    <context>
        <name>Moment</name>
        <message>
            <source>Type a day and time ({example}, 3.12.2026 06:00, or 06:00 on this day)</source>
            <translation>Introduceți ziua și ora ({example}, 3.12.2026 06:00 sau 06:00 pentru această zi)</translation>
        </message>
    </context>
    <context>
        <name>Movement</name>
        <message>
            <source>a redemption of {amount} on {code}</source>
            <extracomment>The request itself, sent once; its answer is a balance event (None for a refund). "redemption", "top-up": the kind in till words. How a sentence names one, with its amount and without (``what``); whole phrases, so a translator can give each kind its own grammar. These and the words below are marked for translation (``QT_TRANSLATE_NOOP``, context "Movement") and translated where they are used.</extracomment>
            <translation>o răscumpărare de {amount} pe {code}</translation>
        </message>
        <message>
            <source>a redemption on {code}</source>
            <translation>o răscumpărare pe {code}</translation>
        </message>
        <message>
            <source>nothing was taken</source>
            <extracomment>What the cashier is told did not happen when it is not applied.</extracomment>
            <translation>nu s-a scăzut nimic</translation>
        </message>
        <message>
            <source>taken</source>
            <extracomment>What it did when it went through: "taken", in "marked as taken" and "called not taken".</extracomment>
            <translation>scăzută</translation>
        </message>
        <message>
            <source>one event that could be it</source>
            <extracomment>What the cashier must not do after the service refused it ("" when nothing follows).</extracomment>
            <translation>o mișcare care ar putea fi aceasta</translation>
        </message>
        <message numerus="yes">
            <source>%n events that could be it</source>
            <translation>
                <numerusform>%n mișcare care ar putea fi aceasta</numerusform>
                <numerusform>%n mișcări care ar putea fi aceasta</numerusform>
                <numerusform>%n de mișcări care ar putea fi aceasta</numerusform>
            </translation>
        </message>
        <message>
            <source>nothing was refunded — do not refund the payment</source>
            <translation>nu s-a rambursat nimic — nu rambursați plata</translation>
        </message>
        <message>
            <source>refunded</source>
            <translation>rambursată</translation>
        </message>
        <message>
            <source> — do not refund the payment</source>
            <translation> — nu rambursați plata</translation>
        </message>
        <message>
            <source>the refund of order #{order}</source>
            <translation>rambursarea comenzii nr. {order}</translation>
        </message>
        <message>
            <source>a refund of the order that could be it</source>
            <translation>o rambursare a comenzii care ar putea fi aceasta</translation>
        </message>
        <message>
            <source>no refund that could be it</source>
            <translation>nicio rambursare care ar putea fi aceasta</translation>
        </message>
        <message>
            <source>nothing was reversed</source>
            <translation>nu s-a stornat nimic</translation>
        </message>
        <message>
            <source>reversed</source>
            <translation>stornată</translation>
        </message>
        <message>
            <source>the reverse of event {event} on {code}</source>
            <translation>stornarea mișcării {event} pe {code}</translation>
        </message>
        <message>
            <source>the reverse of event {event} of {amount} on {code}</source>
            <translation>stornarea mișcării {event} de {amount} pe {code}</translation>
        </message>
        <message>
            <source>no voucher was sold — take no payment for it</source>
            <extracomment>How much earlier than the intent (on the service's clock) the orders list is read from: a service stamps an order when it starts it, and the measured offset may be a little out. Pages of orders read at most when looking for a reference (50 each): a busy web shop's hour.</extracomment>
            <translation>nu s-a vândut niciun voucher — nu încasați nimic</translation>
        </message>
        <message>
            <source>sold</source>
            <translation>vândută</translation>
        </message>
        <message>
            <source> — take no payment for it</source>
            <translation> — nu încasați nimic</translation>
        </message>
        <message>
            <source>the sale (reference {reference})</source>
            <translation>vânzarea (referința {reference})</translation>
        </message>
        <message>
            <source>the sale of {amount} (reference {reference})</source>
            <translation>vânzarea de {amount} (referința {reference})</translation>
        </message>
        <message>
            <source>one order carrying its reference</source>
            <translation>o comandă cu această referință</translation>
        </message>
        <message numerus="yes">
            <source>%n orders carrying its reference</source>
            <translation>
                <numerusform>%n comandă cu această referință</numerusform>
                <numerusform>%n comenzi cu această referință</numerusform>
                <numerusform>%n de comenzi cu această referință</numerusform>
            </translation>
        </message>
        <message>
            <source>a top-up of {amount} on {code}</source>
            <translation>o reîncărcare de {amount} pe {code}</translation>
        </message>
        <message>
            <source>a top-up on {code}</source>
            <translation>o reîncărcare pe {code}</translation>
        </message>
        <message>
            <source>nothing was added</source>
            <translation>nu s-a adăugat nimic</translation>
        </message>
        <message>
            <source>added</source>
            <translation>adăugată</translation>
        </message>
        <message>
            <source>{what} that the till had called not {made} went through.</source>
            <translation>{what}, considerată de casă ca nefiind {made}, a trecut totuși.</translation>
        </message>
        <message>
            <source>{what} that the till had called not {made} went through at {time}.</source>
            <translation>{what}, considerată de casă ca nefiind {made}, a trecut totuși la {time}.</translation>
        </message>
        <message>
            <source>Marked by {manager} as not {made}; the till could not confirm it ({what}).</source>
            <translation>Marcat de {manager} ca nefiind {made}; casa nu a putut confirma ({what}).</translation>
        </message>
        <message>
            <source>Marked by {manager} as {made} (event {event}); the till could not confirm it ({what}).</source>
            <translation>Marcat de {manager} ca {made} (mișcarea {event}); casa nu a putut confirma ({what}).</translation>
        </message>
        <message>
            <source>{what} went through.</source>
            <translation>{what} a trecut.</translation>
        </message>
        <message>
            <source>The service recorded {what} otherwise than asked — ask a manager.</source>
            <translation>Serviciul a înregistrat {what} altfel decât s-a cerut — chemați un manager.</translation>
        </message>
        <message>
            <source>The till cannot confirm {what}: the service shows {found}, and {reason}. A manager must check.</source>
            <translation>Casa nu poate confirma {what}: serviciul arată {found}, iar {reason}. Un manager trebuie să verifice.</translation>
        </message>
        <message>
            <source>no proof</source>
            <translation>nu există nicio dovadă</translation>
        </message>
        <message>
            <source>{what} was not made by this till: {reason}.</source>
            <translation>{what} nu a fost făcută de această casă: {reason}.</translation>
        </message>
        <message>
            <source>{what} did not go through; {nothing}.</source>
            <translation>{what} nu a trecut; {nothing}.</translation>
        </message>
        <message>
            <source>The service refused {what}{refused}.</source>
            <translation>Serviciul a refuzat {what}{refused}.</translation>
        </message>
        <message>
            <source>{what} is not confirmed yet; the till keeps checking.</source>
            <translation>{what} nu este încă confirmată; casa continuă să verifice.</translation>
        </message>
        <message>
            <source>A manager decides it first: Manager → Unconfirmed movements (Ctrl+U).</source>
            <extracomment>Events that could be this movement's when the outcome is UNCONFIRMED, for the manager. Settled while a cashier's window waited for it (a lost answer's countdown): that window shows the outcome itself; only what was settled behind the cashier's back is news elsewhere.</extracomment>
            <translation>Mai întâi decide un manager: Manager → Operațiuni neconfirmate (Ctrl+U).</translation>
        </message>
        <message>
            <source>Wait for the check to finish, or ask a manager.</source>
            <translation>Așteptați terminarea verificării sau întrebați un manager.</translation>
        </message>
        <message>
            <source>An earlier movement on this voucher is not confirmed and waits for a manager.</source>
            <translation>O operațiune anterioară pe acest voucher nu este confirmată și așteaptă un manager.</translation>
        </message>
        <message>
            <source>Call a manager: an earlier movement on this voucher waits for their decision.</source>
            <translation>Chemați un manager: o operațiune anterioară pe acest voucher așteaptă decizia sa.</translation>
        </message>
        <message>
            <source>Call a manager.</source>
            <translation>Chemați un manager.</translation>
        </message>
        <message>
            <source>An earlier movement on this voucher is still being checked.</source>
            <translation>O operațiune anterioară pe acest voucher este încă în verificare.</translation>
        </message>
        <message>
            <source>An earlier movement on this voucher is still on its way.</source>
            <translation>O operațiune anterioară pe acest voucher este încă pe drum.</translation>
        </message>
        <message>
            <source>An earlier redemption of this voucher could not be checked again.</source>
            <extracomment>Background rounds in a row that met an unreadable answer before a movement goes to a manager. While waiting out the settle period, the records are read again this often. The latest after its intent that a request can still be applied by a slow service: five times the web server's 60 s limit, for a queue drained late. A matching event stamped later, on a desk other tills share, is theirs: it does not reopen a movement settled not applied. The movements whose voucher's balance tells whether they were applied. Background re-checks in a row that met an unreadable answer, by movement.</extracomment>
            <translation>O răscumpărare anterioară a acestui voucher nu a putut fi verificată din nou.</translation>
        </message>
    </context>
    <context>
        <name>OrderFix</name>
        <message>
            <source>Correct order #{order}</source>
            <translation>Corectează comanda nr. {order}</translation>
        </message>
        <message>
            <source>Approved by {manager}</source>
            <translation>Aprobat de {manager}</translation>
        </message>
        <message>
            <source>Purchaser</source>
            <translation>Cumpărător</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>E-mail</translation>
        </message>
        <message>
            <source>Recipient e-mail</source>
            <translation>E-mailul destinatarului</translation>
        </message>
        <message>
            <source>Purchaser's name</source>
            <translation>Numele cumpărătorului</translation>
        </message>
        <message>
            <source>Purchaser's e-mail</source>
            <translation>E-mailul cumpărătorului</translation>
        </message>
        <message>
            <source>Recipient's e-mail</source>
            <translation>E-mailul destinatarului</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Salvează</translation>
        </message>
        <message>
            <source>Send the corrections (a tap; Enter never sends)</source>
            <translation>Trimite corecturile (o atingere; Enter nu trimite niciodată)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Închide</translation>
        </message>
        <message>
            <source>Close without sending anything more</source>
            <translation>Închide fără a mai trimite nimic</translation>
        </message>
        <message>
            <source>Correct this voucher's order…</source>
            <translation>Corectează comanda acestui voucher…</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Manager</translation>
        </message>
        <message>
            <source>Look up a voucher of the order first.</source>
            <translation>Căutați mai întâi un voucher al comenzii.</translation>
        </message>
        <message>
            <source>purchaser's name</source>
            <extracomment>The order's fields a desk may correct: the service's name, and the till's words for it (the audit line keeps these English words; the screen says them in the language shown).</extracomment>
            <translation>numele cumpărătorului</translation>
        </message>
        <message>
            <source>purchaser's e-mail</source>
            <translation>e-mailul cumpărătorului</translation>
        </message>
        <message>
            <source>recipient's e-mail</source>
            <translation>e-mailul destinatarului</translation>
        </message>
        <message>
            <source>Order #{order} could not be read</source>
            <extracomment>(order_id, {field: value} as read back): what the service now holds, for Find's index.</extracomment>
            <translation>Comanda nr. {order} nu a putut fi citită</translation>
        </message>
        <message>
            <source>Check the {fields}.</source>
            <translation>Verificați: {fields}.</translation>
        </message>
        <message>
            <source>Nothing changed: nothing was sent.</source>
            <translation>Nu s-a schimbat nimic: nu s-a trimis nimic.</translation>
        </message>
        <message>
            <source>Order #{order} was not corrected</source>
            <translation>Comanda nr. {order} nu a fost corectată</translation>
        </message>
        <message>
            <source>Order #{order}: the correction was sent but the order could not be read back ({why}). Look it up again before correcting it again.</source>
            <translation>Comanda nr. {order}: corectura a fost trimisă, dar comanda nu a putut fi recitită ({why}). Căutați-o din nou înainte de a o corecta iar.</translation>
        </message>
        <message>
            <source>Order #{order} reads back with another {fields} than asked — ask a manager.</source>
            <translation>La recitirea comenzii nr. {order}, {fields} diferă de ce s-a cerut — chemați un manager.</translation>
        </message>
        <message>
            <source>Order #{order} corrected: {fields}.</source>
            <translation>Comanda nr. {order} a fost corectată: {fields}.</translation>
        </message>
        <message>
            <source>try again.</source>
            <translation>încercați din nou.</translation>
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
            <translation>Trimis la serviciul de vouchere, se așteaptă răspunsul…</translation>
        </message>
        <message>
            <source>No answer from the service {about}. Checking with the service…</source>
            <translation>Niciun răspuns de la serviciu {about}. Se verifică cu serviciul…</translation>
        </message>
        <message>
            <source>{checking} {seconds} s</source>
            <translation>{checking} {seconds} s</translation>
        </message>
        <message>
            <source>{problem}. Nothing was sent.</source>
            <translation>{problem}. Nu s-a trimis nimic.</translation>
        </message>
        <message>
            <source>{problem}. {pending}</source>
            <translation>{problem}. {pending}</translation>
        </message>
        <message>
            <source>Still no answer from the service.</source>
            <translation>Încă niciun răspuns de la serviciu.</translation>
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
            <translation>{not_done}: {asked} nu a trecut. {nothing}; puteți încerca din nou.</translation>
        </message>
        <message>
            <source>Not confirmed: {asked} — no answer from the service yet. The till checks it again before {waits}.</source>
            <translation>Neconfirmat: {asked} — încă niciun răspuns de la serviciu. Casa verifică din nou înainte ca {waits}.</translation>
        </message>
        <message>
            <source>Sent: {asked} — the service's answer was lost and it could not be proven; a manager decides.</source>
            <translation>Trimis: {asked} — răspunsul serviciului s-a pierdut și nu a putut fi dovedit; decide un manager.</translation>
        </message>
        <message>
            <source>Sent: {asked} — not proven.</source>
            <translation>Trimis: {asked} — nedovedit.</translation>
        </message>
        <message>
            <source>The service refused the {noun}.</source>
            <translation>Serviciul a refuzat operațiunea ({noun}).</translation>
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
            <translation>Aprobarea managerului</translation>
        </message>
        <message>
            <source>A manager approves this with their own PIN.</source>
            <translation>Un manager aprobă cu propriul PIN.</translation>
        </message>
        <message>
            <source>Manager PIN</source>
            <extracomment>The field refused a key (a letter, a ninth digit) since it was last empty.</extracomment>
            <translation>PIN manager</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anulează</translation>
        </message>
        <message>
            <source>Approve</source>
            <translation>Aprobă</translation>
        </message>
        <message>
            <source>Checking…</source>
            <translation>Se verifică…</translation>
        </message>
        <message>
            <source>Choose a different PIN: this one is not safe to use.</source>
            <extracomment>Said of every new PIN the till will not take although it is well formed: one a bystander guesses at once, and one another manager already has. One wording for both on purpose: a PIN says who approves, so two managers never share one, but saying "another manager has this PIN" would hand whoever typed it a colleague's PIN (see ``app.desk.manager.admin``).</extracomment>
            <translation>Alegeți alt PIN: acesta nu este sigur.</translation>
        </message>
        <message>
            <source>The PIN must be {least} to {most} digits.</source>
            <extracomment>The PINs people choose most often (published analyses of leaked 4-digit PINs), besides the repeats and runs refused by rule: the first ones a thief at the desk would try.</extracomment>
            <translation>PIN-ul trebuie să aibă între {least} și {most} cifre.</translation>
        </message>
        <message>
            <source>The stored manager PIN is unreadable; set a new one.</source>
            <translation>PIN-ul de manager salvat nu poate fi citit; setați unul nou.</translation>
        </message>
        <message>
            <source>Not a PIN: a PIN is {shortest} to {longest} digits. Not counted; type the PIN.</source>
            <extracomment>[DECIDE] The training till's manager and PIN (documented in the README and on the PIN prompt). ``hash_pin(TRAINING_PIN)``, made once: the PIN is public, and hashing it at start would cost the GUI thread 50 ms. Said, and neither counted nor audited, for what cannot be a PIN: a code scanned into the prompt (letters, or more digits than a PIN has) is not a manager guessing, and must not lock managers out.</extracomment>
            <translation>Nu este un PIN: un PIN are între {shortest} și {longest} cifre. Nu se numără; scrie PIN-ul.</translation>
        </message>
        <message>
            <source>Training till: the manager PIN is {pin}.</source>
            <extracomment>The same words in the source language.</extracomment>
            <translation>Casă de instruire: PIN-ul de manager este {pin}.</translation>
        </message>
        <message>
            <source>Too many wrong PINs. Manager actions are locked for another {minutes} min.</source>
            <translation>Prea multe PIN-uri greșite. Acțiunile de manager sunt blocate încă {minutes} min.</translation>
        </message>
        <message>
            <source>Type your manager PIN.</source>
            <translation>Scrie PIN-ul tău de manager.</translation>
        </message>
        <message>
            <source>Wrong PIN. Try again.</source>
            <translation>PIN greșit. Încearcă din nou.</translation>
        </message>
    </context>
    <context>
        <name>Recheck</name>
        <message>
            <source>The till's re-check of its movements</source>
            <translation>Reverificarea operațiunilor de către casă</translation>
        </message>
        <message>
            <source>the service cannot be reached.</source>
            <extracomment>How often open movements are looked at again while the service answers. The status line says movements are still being checked: it goes once none is open. What this round settled, said again beside what it leaves open.</extracomment>
            <translation>serviciul nu poate fi contactat.</translation>
        </message>
        <message numerus="yes">
            <source>%n movement(s) not confirmed yet: {why} The till checks again as soon as it answers.</source>
            <translation>
                <numerusform>%n operațiune încă neconfirmată: {why} Casa verifică din nou imediat ce răspunde.</numerusform>
                <numerusform>%n operațiuni încă neconfirmate: {why} Casa verifică din nou imediat ce răspunde.</numerusform>
                <numerusform>%n de operațiuni încă neconfirmate: {why} Casa verifică din nou imediat ce răspunde.</numerusform>
            </translation>
        </message>
        <message>
            <source>{problem}. Open movements are checked again once it can.</source>
            <translation>{problem}. Operațiunile deschise sunt reverificate când va fi posibil.</translation>
        </message>
        <message>
            <source>1 movement is still being checked with the service.</source>
            <translation>1 operațiune este încă verificată cu serviciul.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements are still being checked with the service.</source>
            <translation>
                <numerusform>%n operațiune este încă verificată cu serviciul.</numerusform>
                <numerusform>%n operațiuni sunt încă verificate cu serviciul.</numerusform>
                <numerusform>%n de operațiuni sunt încă verificate cu serviciul.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement waits for a manager: {first}, which the till cannot confirm.</source>
            <translation>1 operațiune așteaptă un manager: {first}, pe care casa nu o poate confirma.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements wait for a manager: {first} and {more} more, which the till cannot confirm.</source>
            <translation>
                <numerusform>%n operațiune așteaptă un manager: {first} și încă {more}, pe care casa nu le poate confirma.</numerusform>
                <numerusform>%n operațiuni așteaptă un manager: {first} și încă {more}, pe care casa nu le poate confirma.</numerusform>
                <numerusform>%n de operațiuni așteaptă un manager: {first} și încă {more}, pe care casa nu le poate confirma.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement waits for a manager: {first}.</source>
            <translation>1 operațiune așteaptă un manager: {first}.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements wait for a manager: {first} and {more} more.</source>
            <translation>
                <numerusform>%n operațiune așteaptă un manager: {first} și încă {more}.</numerusform>
                <numerusform>%n operațiuni așteaptă un manager: {first} și încă {more}.</numerusform>
                <numerusform>%n de operațiuni așteaptă un manager: {first} și încă {more}.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Reconcile</name>
        <message>
            <source>{what}, possibly by another till</source>
            <extracomment>How far before the anchor's stamp (or, with no anchor, the intent's) the search starts: a day and a DST hour, because a service's clock can be moved back hours after the anchor (see above). How much earlier than the intent (by the measured offset) the service may have stamped its event. The offset is an event's stamp less the till's time the answer came, so a slow round trip only makes the estimate earlier (safer); the slack covers the one-second stamps and the clocks' drift since the offset was measured. Why the candidates could not be told apart, in till words ("" unless ambiguous).</extracomment>
            <translation>{what}, posibil de altă casă</translation>
        </message>
        <message>
            <source>{what} at {time}, possibly by another till</source>
            <translation>{what} la {time}, posibil de altă casă</translation>
        </message>
        <message>
            <source>event {event} was reversed</source>
            <translation>evenimentul {event} a fost stornat</translation>
        </message>
        <message>
            <source>several reversals of that amount on this voucher could be this one</source>
            <translation>mai multe stornări ale acestei sume pe acest voucher ar putea fi aceasta</translation>
        </message>
        <message>
            <source>event {event} was already reversed by another till before this one asked</source>
            <translation>evenimentul {event} fusese deja stornat de altă casă înainte ca aceasta să ceară</translation>
        </message>
        <message>
            <source>the service shows more than one identical movement on this voucher</source>
            <translation>serviciul arată mai multe operațiuni identice pe acest voucher</translation>
        </message>
        <message>
            <source>another till at this location could have made it; the service does not say which till did</source>
            <translation>ar fi putut-o face altă casă din această locație; serviciul nu spune care</translation>
        </message>
        <message>
            <source>it may have been recorded otherwise than asked (another amount, place or voucher)</source>
            <translation>poate a fost înregistrată altfel decât s-a cerut (altă sumă, loc sau voucher)</translation>
        </message>
    </context>
    <context>
        <name>Redeem</name>
        <message>
            <source>&amp;Amount</source>
            <translation>&amp;Suma</translation>
        </message>
        <message>
            <source>Amount to redeem</source>
            <translation>Suma de răscumpărat</translation>
        </message>
        <message>
            <source>Amount to redeem; Enter shows what will be redeemed, to confirm (Alt+A)</source>
            <translation>Suma de răscumpărat; Enter arată ce se va răscumpăra, pentru confirmare (Alt+A)</translation>
        </message>
        <message>
            <source>Redeem…</source>
            <translation>Răscumpără…</translation>
        </message>
        <message>
            <source>Review the redemption</source>
            <translation>Verifică răscumpărarea</translation>
        </message>
        <message>
            <source>Show what will be redeemed, to confirm (Enter in the amount)</source>
            <translation>Arată ce se va răscumpăra, pentru confirmare (Enter în câmpul sumei)</translation>
        </message>
        <message>
            <source>redemption</source>
            <translation>răscumpărare</translation>
        </message>
        <message>
            <source>Do not redeem; change the amount or scan another code</source>
            <translation>Nu răscumpăra; schimbă suma sau scanează alt cod</translation>
        </message>
        <message>
            <source>Redeeming…</source>
            <translation>Se răscumpără…</translation>
        </message>
        <message>
            <source>Use whole balance</source>
            <translation>Tot soldul</translation>
        </message>
        <message>
            <source>Put the whole balance in the amount (then review and confirm)</source>
            <translation>Pune tot soldul ca sumă (apoi verifică și confirmă)</translation>
        </message>
        <message>
            <source>Offline: redeeming is paused until the service answers</source>
            <translation>Offline: răscumpărarea este oprită până răspunde serviciul</translation>
        </message>
        <message>
            <source>The last redemption is still on its way or being checked: its outcome comes first.</source>
            <extracomment>Said under the amount when Enter or Redeem… is pressed while the last redemption is unanswered.</extracomment>
            <translation>Ultima răscumpărare este încă pe drum sau în verificare: mai întâi vine rezultatul ei.</translation>
        </message>
        <message>
            <source>The earlier movement was settled before the override.</source>
            <extracomment>A warning about the voucher's order for the review ("Sold 40 minutes ago by e-mail …"), or "": set by the wiring, which knows the order on the counter (``app.desk.common.young_order``). The movement whose outcome the redeem line shows now, if any. The code of the redemption the outcome line is about ("" when it says something else).</extracomment>
            <translation>Operațiunea anterioară a fost decontată înainte de decizia managerului.</translation>
        </message>
        <message>
            <source>Use whole balance {amount}</source>
            <translation>Tot soldul {amount}</translation>
        </message>
        <message>
            <source>Type an amount, or use the whole balance</source>
            <translation>Tastați o sumă sau folosiți tot soldul</translation>
        </message>
        <message>
            <source>Nothing redeemed: the balance of {code} changed to {balance} while {amount} was under review (another till or the service). Type the amount again.</source>
            <translation>Nimic răscumpărat: soldul {code} s-a schimbat la {balance} în timp ce {amount} era în verificare (altă casă sau serviciul). Introduceți din nou suma.</translation>
        </message>
        <message>
            <source>Nothing redeemed: {amount} from {code} was under review when another code was typed or scanned.</source>
            <translation>Nimic răscumpărat: {amount} din {code} era în verificare când a fost tastat sau scanat alt cod.</translation>
        </message>
        <message>
            <source>Balance after: {amount}</source>
            <translation>Sold după: {amount}</translation>
        </message>
        <message>
            <source>about {asked}</source>
            <translation>despre {asked}</translation>
        </message>
        <message>
            <source>The redemption of {asked} is not confirmed: the till checks it again before this voucher can be redeemed again, and at its next start.</source>
            <translation>Răscumpărarea {asked} nu este confirmată: casa o verifică din nou înainte ca acest voucher să poată fi răscumpărat iar, și la următoarea pornire.</translation>
        </message>
        <message>
            <source>The redemption is not confirmed yet.</source>
            <translation>Răscumpărarea nu este încă confirmată.</translation>
        </message>
        <message>
            <source>{refused} An earlier redemption of this voucher could not be checked.</source>
            <translation>{refused} O răscumpărare anterioară a acestui voucher nu a putut fi verificată.</translation>
        </message>
        <message>
            <source>Not sent: {asked}. {why}</source>
            <translation>Netrimis: {asked}. {why}</translation>
        </message>
        <message>
            <source>Checking an earlier, unconfirmed redemption of this voucher first…</source>
            <translation>Se verifică întâi o răscumpărare anterioară, neconfirmată, a acestui voucher…</translation>
        </message>
        <message>
            <source>{earlier} Nothing more was sent.</source>
            <translation>{earlier} Nu s-a mai trimis nimic.</translation>
        </message>
        <message>
            <source>about an earlier redemption of this code</source>
            <translation>despre o răscumpărare anterioară a acestui cod</translation>
        </message>
        <message>
            <source>No answer from the service {about}. Checking with the service… {seconds} s</source>
            <translation>Niciun răspuns de la serviciu {about}. Se verifică cu serviciul… {seconds} s</translation>
        </message>
        <message>
            <source>the balance</source>
            <translation>soldul</translation>
        </message>
        <message>
            <source>The earlier redemption of {taken} from {code} went through (ref {event}).</source>
            <translation>Răscumpărarea anterioară a {taken} din {code} a trecut (ref. {event}).</translation>
        </message>
        <message>
            <source>The earlier redemption of {taken} from {code} went through.</source>
            <translation>Răscumpărarea anterioară a {taken} din {code} a trecut.</translation>
        </message>
        <message>
            <source>The earlier redemption of {taken} from {code} did not go through; nothing was taken.</source>
            <translation>Răscumpărarea anterioară a {taken} din {code} nu a trecut; nu s-a luat nimic.</translation>
        </message>
        <message>
            <source>Reversed by a manager: {amount} back on {code}; balance {balance}.</source>
            <translation>Stornat de un manager: {amount} înapoi pe {code}; sold {balance}.</translation>
        </message>
        <message>
            <source>Redeemed</source>
            <extracomment>In the source language, marked for translation; :func:`outcome_text` says them translated.</extracomment>
            <translation>Răscumpărat</translation>
        </message>
        <message>
            <source>Not redeemed</source>
            <translation>Nerăscumpărat</translation>
        </message>
        <message>
            <source>Nothing was taken</source>
            <translation>Nu s-a luat nimic</translation>
        </message>
        <message>
            <source>this voucher can be redeemed again</source>
            <translation>acest voucher să poată fi răscumpărat din nou</translation>
        </message>
        <message>
            <source>{amount} from {code}</source>
            <translation>{amount} din {code}</translation>
        </message>
        <message>
            <source>{left} left</source>
            <translation>rămân {left}</translation>
        </message>
        <message>
            <source>the whole balance, {left} left</source>
            <translation>tot soldul, rămân {left}</translation>
        </message>
        <message>
            <source>Redeem {asked} — {rest}</source>
            <translation>Răscumpără {asked} — {rest}</translation>
        </message>
        <message>
            <source>Redeemed {taken} from {code}. New balance {left} · ref {event}</source>
            <translation>Răscumpărat {taken} din {code}. Sold nou {left} · ref. {event}</translation>
        </message>
        <message>
            <source>Redeemed {taken} from {code}. New balance {left}</source>
            <translation>Răscumpărat {taken} din {code}. Sold nou {left}</translation>
        </message>
        <message>
            <source>{code}: the service's answer does not match {asked} — ask a manager.</source>
            <translation>{code}: răspunsul serviciului nu corespunde cu {asked} — chemați un manager.</translation>
        </message>
        <message>
            <source>on {recorded}, not {asked}</source>
            <translation>pe {recorded}, nu pe {asked}</translation>
        </message>
        <message>
            <source>{recorded}, not {asked}</source>
            <translation>{recorded}, nu {asked}</translation>
        </message>
        <message>
            <source>at location {recorded}, not this till's ({asked})</source>
            <translation>la locația {recorded}, nu a acestei case ({asked})</translation>
        </message>
        <message>
            <source>a “{type}” event, not a redemption</source>
            <translation>un eveniment „{type}”, nu o răscumpărare</translation>
        </message>
        <message>
            <source>{recorded} on {code}</source>
            <translation>{recorded} pe {code}</translation>
        </message>
        <message>
            <source>{code}: the service recorded {said} — ask a manager · ref {event}</source>
            <translation>{code}: serviciul a înregistrat {said} — chemați un manager · ref. {event}</translation>
        </message>
    </context>
    <context>
        <name>Refund</name>
        <message>
            <source>A refund voids every voucher in the order and sets each balance to zero. It cannot be undone. Refund the payment to the customer separately.</source>
            <translation>O rambursare anulează fiecare voucher din comandă și aduce fiecare sold la zero. Este definitivă. Returnează separat plata către client.</translation>
        </message>
        <message>
            <source>Refund order #{order}</source>
            <translation>Rambursează comanda nr. {order}</translation>
        </message>
        <message>
            <source>Reading order #{order}…</source>
            <translation>Se citește comanda nr. {order}…</translation>
        </message>
        <message>
            <source>Vouchers in this order</source>
            <translation>Voucherele din această comandă</translation>
        </message>
        <message>
            <source>Release the codes</source>
            <translation>Eliberează codurile</translation>
        </message>
        <message>
            <source>Frees the customer's own codes so they can be used on a new order.</source>
            <translation>Eliberează codurile proprii ale clientului, ca să poată fi folosite la o comandă nouă.</translation>
        </message>
        <message>
            <source>Frees the customer's own codes for a new order.</source>
            <translation>Eliberează codurile proprii ale clientului pentru o comandă nouă.</translation>
        </message>
        <message>
            <source>Order number to confirm</source>
            <translation>Numărul comenzii pentru confirmare</translation>
        </message>
        <message>
            <source>Order number</source>
            <translation>Numărul comenzii</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Număr</translation>
        </message>
        <message>
            <source>Refund order</source>
            <translation>Rambursează comanda</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anulează</translation>
        </message>
        <message>
            <source>To confirm, type the order number ({order}):</source>
            <translation>Pentru confirmare, scrie numărul comenzii ({order}):</translation>
        </message>
        <message>
            <source>This order cannot be refunded. {why}</source>
            <translation>Această comandă nu poate fi rambursată. {why}</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Închide</translation>
        </message>
        <message>
            <source>Code</source>
            <extracomment>True when the service shows this voucher Void with a zero balance (after a refund).</extracomment>
            <translation>Cod</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Produs</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Stare</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Sold</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s)</source>
            <translation>
                <numerusform>%n voucher</numerusform>
                <numerusform>%n vouchere</numerusform>
                <numerusform>%n de vouchere</numerusform>
            </translation>
        </message>
        <message>
            <source>Order #{order}</source>
            <translation>Comanda nr. {order}</translation>
        </message>
        <message>
            <source>{total} on {count}</source>
            <translation>{total} pe {count}</translation>
        </message>
        <message>
            <source>This order is the new card {code} this till sold on {day} at {time}: it was not created through the API, so it cannot be refunded here. Refund it at the back office.</source>
            <translation>Această comandă este cardul nou {code} vândut de această casă pe {day} la {time}: nu a fost creată prin API, deci nu poate fi rambursată aici. Ramburseaz-o din back office.</translation>
        </message>
        <message>
            <source>Voucher {code} could not be read, so the refund is not offered yet.</source>
            <translation>Voucherul {code} nu a putut fi citit, deci rambursarea nu este oferită încă.</translation>
        </message>
        <message>
            <source>Voucher {code} holds {balance}, not the {total} it was sold for (topped up or used since): a refund would void it all. Refund it at the back office.</source>
            <translation>Voucherul {code} are {balance}, nu {total} cât a costat (reîncărcat sau folosit între timp): o rambursare l-ar anula complet. Rambursează-l din back office.</translation>
        </message>
        <message>
            <source>Refund order #{order}: {total}</source>
            <translation>Rambursează comanda nr. {order}: {total}</translation>
        </message>
        <message>
            <source>The order could not be read.</source>
            <translation>Comanda nu a putut fi citită.</translation>
        </message>
        <message>
            <source>{problem} The refund is not offered until the till can read the order.</source>
            <translation>{problem} Rambursarea nu este oferită până când casa nu poate citi comanda.</translation>
        </message>
        <message>
            <source>Type the order number {order} to confirm.</source>
            <translation>Scrie numărul comenzii {order} pentru confirmare.</translation>
        </message>
        <message>
            <source>A manager PIN is needed for this.</source>
            <translation>Pentru asta este nevoie de PIN-ul unui manager.</translation>
        </message>
        <message>
            <source>about the refund of order #{order}</source>
            <translation>despre rambursarea comenzii nr. {order}</translation>
        </message>
        <message>
            <source>The refund is not confirmed: do not try again; the till checks it again at its next start, or when a voucher of this order is next redeemed.</source>
            <translation>Rambursarea nu este confirmată: nu încerca din nou; casa o verifică din nou la următoarea pornire sau la următoarea folosire a unui voucher din această comandă.</translation>
        </message>
        <message>
            <source>The refund is not confirmed yet.</source>
            <translation>Rambursarea nu este confirmată încă.</translation>
        </message>
        <message>
            <source>The refund did not go through. Nothing changed.</source>
            <translation>Rambursarea nu s-a efectuat. Nu s-a schimbat nimic.</translation>
        </message>
        <message>
            <source>The service refused the refund.</source>
            <translation>Serviciul a refuzat rambursarea.</translation>
        </message>
        <message>
            <source>Order #{order} refunded. Its vouchers could not be read back just now: look them up to see them void.</source>
            <translation>Comanda nr. {order} a fost rambursată. Voucherele ei nu au putut fi recitite acum: caută-le ca să le vezi anulate.</translation>
        </message>
        <message>
            <source> Their codes were released.</source>
            <translation> Codurile lor au fost eliberate.</translation>
        </message>
        <message>
            <source>Order #{order} refunded: 1 voucher is now Void with a zero balance, as the service shows.</source>
            <translation>Comanda nr. {order} a fost rambursată: 1 voucher este acum anulat, cu sold zero, așa cum arată serviciul.</translation>
        </message>
        <message numerus="yes">
            <source>Order #{order} refunded: %n vouchers are now Void with a zero balance, as the service shows.</source>
            <translation>
                <numerusform>Comanda nr. {order} a fost rambursată: %n voucher este acum anulat, cu sold zero, așa cum arată serviciul.</numerusform>
                <numerusform>Comanda nr. {order} a fost rambursată: %n vouchere sunt acum anulate, cu sold zero, așa cum arată serviciul.</numerusform>
                <numerusform>Comanda nr. {order} a fost rambursată: %n de vouchere sunt acum anulate, cu sold zero, așa cum arată serviciul.</numerusform>
            </translation>
        </message>
        <message>
            <source>Order #{order} refunded, but the service still shows {codes} as not void with a zero balance — ask a manager to check.</source>
            <translation>Comanda nr. {order} a fost rambursată, dar serviciul încă nu arată {codes} ca anulat, cu sold zero — roagă un manager să verifice.</translation>
        </message>
    </context>
    <context>
        <name>Reveal</name>
        <message>
            <source>Choose why…</source>
            <extracomment>Said in the reason list until the manager picks one: no code is shown without a reason.</extracomment>
            <translation>Alege motivul…</translation>
        </message>
        <message>
            <source>{problem}, so nothing is shown: the audit log must first record who sees it.</source>
            <translation>{problem}, așa că nu se afișează nimic: registrul de audit trebuie mai întâi să consemneze cine vede.</translation>
        </message>
        <message>
            <source>Show the whole code</source>
            <translation>Arată codul complet</translation>
        </message>
        <message>
            <source>Show the whole code of {code}</source>
            <translation>Arată codul complet pentru {code}</translation>
        </message>
        <message>
            <source>A voucher code is money: whoever knows it can spend the balance. The audit log keeps who showed it, when and why.</source>
            <translation>Un cod de voucher înseamnă bani: cine îl știe poate cheltui soldul. Jurnalul de audit păstrează cine l-a afișat, când și de ce.</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Motiv</translation>
        </message>
        <message>
            <source>Whole code</source>
            <translation>Cod complet</translation>
        </message>
        <message>
            <source>Show the code</source>
            <translation>Arată codul</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Închide</translation>
        </message>
        <message>
            <source>Guest lost the code and proved who they are</source>
            <extracomment>How long a whole code (or e-mail address) stays on screen once shown: long enough to read it out or write it down, short enough that it is gone when the manager walks away from the desk. Why a manager may see a whole code: short, so the audit log can be read at a glance. Kept in the audit log in these words (one language for every reader); shown translated.</extracomment>
            <translation>Clientul a pierdut codul și și-a dovedit identitatea</translation>
        </message>
        <message>
            <source>Re-issue or reprint for the guest</source>
            <translation>Reemitere sau retipărire pentru client</translation>
        </message>
        <message>
            <source>Dispute or chargeback check</source>
            <translation>Verificare de contestație sau chargeback</translation>
        </message>
        <message>
            <source>Support asked for it</source>
            <translation>Cerut de asistență</translation>
        </message>
    </context>
    <context>
        <name>Reveal e-mail</name>
        <message>
            <source>Show the guest's e-mail address</source>
            <translation>Arată adresa de e-mail a clientului</translation>
        </message>
        <message>
            <source>Show the e-mail address of order {order}: {address}</source>
            <translation>Arată adresa de e-mail a comenzii {order}: {address}</translation>
        </message>
        <message>
            <source>A guest's e-mail address is personal data. The audit log keeps who showed it, when and why.</source>
            <translation>Adresa de e-mail a unui client este o dată personală. Jurnalul de audit păstrează cine a afișat-o, când și de ce.</translation>
        </message>
        <message>
            <source>Choose why…</source>
            <translation>Alegeți motivul…</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Motiv</translation>
        </message>
        <message>
            <source>Whole e-mail address</source>
            <translation>Adresa de e-mail completă</translation>
        </message>
        <message>
            <source>Show the address</source>
            <translation>Arată adresa</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Închide</translation>
        </message>
        <message>
            <source>Open a voucher whose order has an e-mail address first.</source>
            <translation>Deschideți mai întâi un voucher a cărui comandă are o adresă de e-mail.</translation>
        </message>
        <message>
            <source>Show a guest's e-mail address</source>
            <translation>Arată adresa de e-mail a unui client</translation>
        </message>
        <message>
            <source>Guest asked where the voucher was sent and proved who they are</source>
            <extracomment>Why a manager may see a guest's whole address: in English in the audit log, translated on screen.</extracomment>
            <translation>Clientul a întrebat unde a fost trimis voucherul și și-a dovedit identitatea</translation>
        </message>
        <message>
            <source>Send the voucher again to the guest</source>
            <translation>Retrimiterea voucherului către client</translation>
        </message>
        <message>
            <source>Dispute or chargeback check</source>
            <translation>Verificare de dispută sau chargeback</translation>
        </message>
        <message>
            <source>Support asked for it</source>
            <translation>Solicitat de asistență</translation>
        </message>
    </context>
    <context>
        <name>Reverse</name>
        <message>
            <source>Reverse event {event}</source>
            <translation>Stornează evenimentul {event}</translation>
        </message>
        <message>
            <source>Reverse this event?</source>
            <translation>Stornați acest eveniment?</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Cod</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Tip</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Sumă</translation>
        </message>
        <message>
            <source>When</source>
            <translation>Când</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Unde</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Eveniment</translation>
        </message>
        <message>
            <source>The voucher's balance could not be read just now.</source>
            <translation>Soldul voucherului nu a putut fi citit acum.</translation>
        </message>
        <message>
            <source>Why? (for example: wrong voucher scanned)</source>
            <translation>De ce? (de exemplu: voucher greșit scanat)</translation>
        </message>
        <message>
            <source>Why?</source>
            <translation>De ce?</translation>
        </message>
        <message>
            <source>Reason for the reverse</source>
            <translation>Motivul stornării</translation>
        </message>
        <message>
            <source>Reverse</source>
            <translation>Stornează</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anulează</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Motiv</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Închide</translation>
        </message>
        <message>
            <source>redeemed</source>
            <extracomment>How each reversible event type is said in the PIN prompt: "Reverse £10.00 redeemed on ...".</extracomment>
            <translation>folosit</translation>
        </message>
        <message>
            <source>topped up</source>
            <translation>reîncărcat</translation>
        </message>
        <message>
            <source>loaded</source>
            <translation>încărcat</translation>
        </message>
        <message>
            <source>charged back</source>
            <translation>returnat de bancă</translation>
        </message>
        <message>
            <source>This event was already reversed at this till ({time}).</source>
            <translation>Acest eveniment a fost deja stornat la această casă ({time}).</translation>
        </message>
        <message>
            <source>{time} on {day}</source>
            <translation>{time} pe {day}</translation>
        </message>
        <message>
            <source>Reverse {amount} {done} on {code} at {time}</source>
            <translation>Stornează {amount} {done} pe {code} la {time}</translation>
        </message>
        <message>
            <source>a voucher</source>
            <translation>un voucher</translation>
        </message>
        <message>
            <source>Puts {amount} back on the voucher.</source>
            <translation>Pune înapoi {amount} pe voucher.</translation>
        </message>
        <message>
            <source>The voucher could not be read.</source>
            <translation>Voucherul nu a putut fi citit.</translation>
        </message>
        <message>
            <source>{problem} The reverse is not offered until the till can check the event.</source>
            <translation>{problem} Stornarea nu este oferită până când casa nu poate verifica evenimentul.</translation>
        </message>
        <message>
            <source>Balance now {now}; after the reverse {after}.</source>
            <translation>Sold acum {now}; după stornare {after}.</translation>
        </message>
        <message>
            <source>Give a reason for the reverse.</source>
            <translation>Dă un motiv pentru stornare.</translation>
        </message>
        <message>
            <source>A manager PIN is needed for this.</source>
            <translation>Pentru asta este nevoie de PIN-ul unui manager.</translation>
        </message>
        <message>
            <source>about the reverse of {amount} on {code}</source>
            <translation>despre stornarea a {amount} pe {code}</translation>
        </message>
        <message>
            <source>The reverse is not confirmed: do not try again; the till checks it again at its next start, or when this voucher is next redeemed.</source>
            <translation>Stornarea nu este confirmată: nu încerca din nou; casa o verifică din nou la următoarea pornire sau la următoarea folosire a acestui voucher.</translation>
        </message>
        <message>
            <source>The reverse is not confirmed yet.</source>
            <translation>Stornarea nu este confirmată încă.</translation>
        </message>
        <message>
            <source>Reversed.</source>
            <translation>Stornat.</translation>
        </message>
        <message>
            <source>Reversed. The voucher's balance is now {balance}. New event {event} ({type}, {amount}).</source>
            <translation>Stornat. Soldul voucherului este acum {balance}. Eveniment nou {event} ({type}, {amount}).</translation>
        </message>
        <message>
            <source>The reverse did not go through. Nothing changed.</source>
            <translation>Stornarea nu s-a efectuat. Nu s-a schimbat nimic.</translation>
        </message>
        <message>
            <source>The service refused the reverse.</source>
            <translation>Serviciul a refuzat stornarea.</translation>
        </message>
        <message>
            <source>The service gave no time for this line, so its event cannot be found.</source>
            <translation>Serviciul nu a dat ora pentru această linie, deci evenimentul ei nu poate fi găsit.</translation>
        </message>
        <message>
            <source>The event could not be read.</source>
            <translation>Evenimentul nu a putut fi citit.</translation>
        </message>
        <message>
            <source>Event {event} is not among the service's events of that time.</source>
            <translation>Evenimentul {event} nu se află printre evenimentele serviciului din acel interval.</translation>
        </message>
        <message>
            <source>It was already keyed on the POS: take {amount} off the POS too.</source>
            <extracomment>Tells the user something: (text, kind) with kind "done", "checking", "refused", "unknown" or "paused" (nothing sent while the journal cannot be written: the line goes when it can again).</extracomment>
            <translation>Era deja înregistrat în POS: stornați {amount} și în POS.</translation>
        </message>
    </context>
    <context>
        <name>Sale</name>
        <message>
            <source>Value</source>
            <translation>Valoare</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Mesaj</translation>
        </message>
        <message>
            <source>Payment not ticked</source>
            <translation>Plata nu este bifată</translation>
        </message>
        <message>
            <source>Paid on POS is not ticked. Close the sale window anyway? Its new codes are not shown again, and the sale stays on the POS hand-off until it is ticked there.</source>
            <translation>„Plătit pe POS” nu este bifat. Închideți totuși fereastra de vânzare? Codurile noi nu mai sunt afișate, iar vânzarea rămâne în predarea către POS până când este bifată acolo.</translation>
        </message>
        <message>
            <source>Close anyway</source>
            <translation>Închide oricum</translation>
        </message>
        <message>
            <source>Back to the sale</source>
            <translation>Înapoi la vânzare</translation>
        </message>
        <message>
            <source>Not an e-mail address (name@example.com)</source>
            <extracomment>What every payment reference of this till starts with, so staff and the back office know it. The characters of a reference's random part: capitals and digits with none that reads as another (no 0/O, 1/I/L, U/V, 5/S, 2/Z, 8/B), so a cashier keys it on the POS as read; one case, so a service that keeps it in another case keeps the same reference. Its length: 23**10 (4 · 10**13) references, so no two sales ever share one, short enough for any column and for the POS's reference field, and one word, so it never wraps where it is read. The random characters a reference cut short by the service must still hold to be this sale's alone: 23**7 (3 · 10**9) to one that another sale of the same minutes shares them. An address as a desk types one: its top-level domain is letters (any script) or an IDN's ``xn--`` form, so a voucher code a scanner ran onto the end of it is caught. The same reference, whatever its case, or cut short with enough of it left to be this sale's. Cut so short that another sale's could read the same: a manager decides.</extracomment>
            <translation>Nu este o adresă de e-mail (nume@exemplu.ro)</translation>
        </message>
        <message>
            <source>Required</source>
            <translation>Obligatoriu</translation>
        </message>
        <message>
            <source>Give {lines} to {who} — complimentary, take no payment</source>
            <extracomment>An open-value product: ``value`` is the amount the buyer chose, sent as ``items[].amount``. The product's options as chosen: (optionKey, optionValue), sent as ``items[].options``. The billing address as typed (line1, line2, locality, county, postcode, country), sent only when payment is taken (the service recommends it then); empty parts are left out.</extracomment>
            <translation>Oferă {lines} lui {who} — gratuit, nu încasați plata</translation>
        </message>
        <message>
            <source>Sell {lines} to {who} — take {total} on the POS</source>
            <translation>Vinde {lines} lui {who} — încasați {total} pe POS</translation>
        </message>
        <message>
            <source>{quantity} x {product} {value}</source>
            <translation>{quantity} x {product} {value}</translation>
        </message>
        <message>
            <source>Given: {lines} to {who}, complimentary.</source>
            <translation>Oferit: {lines} lui {who}, gratuit.</translation>
        </message>
        <message>
            <source>Sold: {lines} to {who}.</source>
            <translation>Vândut: {lines} lui {who}.</translation>
        </message>
        <message>
            <source>Take {amount} payment on the POS — reference {reference}</source>
            <translation>Încasați {amount} pe POS — referința {reference}</translation>
        </message>
        <message>
            <source>Complimentary — take no payment (reference {reference})</source>
            <translation>Gratuit — nu încasați plata (referința {reference})</translation>
        </message>
        <message>
            <source>The service recorded order #{order} with {problems} — ask a manager.</source>
            <translation>Serviciul a înregistrat comanda nr. {order} cu {problems} — chemați un manager.</translation>
        </message>
        <message>
            <source>property {got}, not {asked}</source>
            <translation>unitatea {got}, nu {asked}</translation>
        </message>
        <message>
            <source>currency {got}, not {asked}</source>
            <translation>moneda {got}, nu {asked}</translation>
        </message>
        <message>
            <source>a total of {got}, not {asked}</source>
            <translation>un total de {got}, nu {asked}</translation>
        </message>
        <message>
            <source>{got} vouchers of product {product}, not {asked}</source>
            <translation>{got} vouchere din produsul {product}, nu {asked}</translation>
        </message>
        <message>
            <source>product {product} worth {amount}</source>
            <translation>produsul {product} în valoare de {amount}</translation>
        </message>
        <message>
            <source>products not asked for ({products})</source>
            <translation>produse necerute ({products})</translation>
        </message>
        <message>
            <source>Sell gift vouchers</source>
            <extracomment>Lines of new codes kept in sight however little room the window has (the rest scroll). Asks a manager's PIN for a complimentary sale: calls back with the manager's name, or "" if cancelled. Prints the vouchers just sold (the till's slip printer and paper); says how it went on the line. The question asked when the window is closed before *Paid on POS*, while it is open.</extracomment>
            <translation>Vinde vouchere cadou</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Categorie</translation>
        </message>
        <message>
            <source>Products</source>
            <translation>Produse</translation>
        </message>
        <message>
            <source>Quantity</source>
            <translation>Cantitate</translation>
        </message>
        <message>
            <source>Value of an open-value voucher</source>
            <translation>Valoarea unui voucher cu valoare liberă</translation>
        </message>
        <message>
            <source>Personal message</source>
            <translation>Mesaj personal</translation>
        </message>
        <message>
            <source>Vouchers in this sale</source>
            <translation>Voucherele din această vânzare</translation>
        </message>
        <message>
            <source>Delivery</source>
            <translation>Livrare</translation>
        </message>
        <message>
            <source>Purchaser's name</source>
            <translation>Numele cumpărătorului</translation>
        </message>
        <message>
            <source>Purchaser's e-mail</source>
            <translation>E-mailul cumpărătorului</translation>
        </message>
        <message>
            <source>Recipient's e-mail (optional)</source>
            <translation>E-mailul destinatarului (opțional)</translation>
        </message>
        <message>
            <source>Vouchers sold — print</source>
            <translation>Vouchere vândute — tipărește</translation>
        </message>
        <message>
            <source>A sale of this till went through after all (reference {reference}). Give the guest these vouchers.</source>
            <translation>O vânzare a acestei case a trecut totuși (referința {reference}). Dați clientului aceste vouchere.</translation>
        </message>
        <message>
            <source>The buyer&apos;s details</source>
            <translation>Datele cumpărătorului</translation>
        </message>
        <message>
            <source>The new codes, shown once</source>
            <translation>Codurile noi, afișate o singură dată</translation>
        </message>
        <message>
            <source>Its codes could not be read now: find them by its reference (Find) to print them.</source>
            <translation>Codurile nu pot fi citite acum: găsiți-le după referință (Caută) ca să le tipăriți.</translation>
        </message>
        <message>
            <source>Value (open-value vouchers)</source>
            <translation>Valoare (vouchere cu valoare liberă)</translation>
        </message>
        <message>
            <source>Personal message (optional)</source>
            <translation>Mesaj personal (opțional)</translation>
        </message>
        <message>
            <source>Add to sale</source>
            <translation>Adaugă la vânzare</translation>
        </message>
        <message>
            <source>Add the chosen product to the sale</source>
            <translation>Adaugă produsul ales la vânzare</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Elimină</translation>
        </message>
        <message>
            <source>Take the chosen line off the sale</source>
            <translation>Scoate rândul ales din vânzare</translation>
        </message>
        <message>
            <source>Review sale</source>
            <translation>Verifică vânzarea</translation>
        </message>
        <message>
            <source>What Confirm will do (Enter never sells)</source>
            <translation>Ce va face Confirmă (Enter nu vinde niciodată)</translation>
        </message>
        <message>
            <source>Print vouchers</source>
            <translation>Tipărește voucherele</translation>
        </message>
        <message>
            <source>Print each voucher sold, its code in full with a QR code</source>
            <translation>Tipărește fiecare voucher vândut, cu codul complet și un cod QR</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Închide</translation>
        </message>
        <message>
            <source>Close the sale window</source>
            <translation>Închide fereastra de vânzare</translation>
        </message>
        <message>
            <source>Confirmation e-mail</source>
            <translation>E-mail de confirmare</translation>
        </message>
        <message>
            <source>Send the purchaser the service's confirmation e-mail</source>
            <translation>Trimite cumpărătorului e-mailul de confirmare al serviciului</translation>
        </message>
        <message>
            <source>Complimentary</source>
            <translation>Gratuit</translation>
        </message>
        <message>
            <source>No payment taken: a manager approves it with their PIN</source>
            <translation>Fără plată: un manager aprobă cu PIN-ul său</translation>
        </message>
        <message>
            <source>Paid on POS</source>
            <translation>Plătit pe POS</translation>
        </message>
        <message>
            <source>Tick once the payment is keyed on the POS ({key})</source>
            <translation>Bifați după ce plata este introdusă pe POS ({key})</translation>
        </message>
        <message>
            <source>sale</source>
            <translation>vânzare</translation>
        </message>
        <message>
            <source>Back to the sale: nothing is sent (Esc)</source>
            <translation>Înapoi la vânzare: nu se trimite nimic (Esc)</translation>
        </message>
        <message>
            <source>Qty</source>
            <translation>Cant.</translation>
        </message>
        <message>
            <source>Purchaser</source>
            <translation>Cumpărător</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>E-mail</translation>
        </message>
        <message>
            <source>Recipient e-mail</source>
            <translation>E-mailul destinatarului</translation>
        </message>
        <message>
            <source>Billing address</source>
            <translation>Adresa de facturare</translation>
        </message>
        <message>
            <source>Selling…</source>
            <translation>Se vinde…</translation>
        </message>
        <message>
            <source>Total {amount}</source>
            <translation>Total {amount}</translation>
        </message>
        <message>
            <source>Choose a product first.</source>
            <translation>Alegeți mai întâi un produs.</translation>
        </message>
        <message>
            <source>Code {code} — {product} — {value} — expires {date}</source>
            <translation>Cod {code} — {product} — {value} — expiră pe {date}</translation>
        </message>
        <message>
            <source>Code {code} — {product} — {value}</source>
            <translation>Cod {code} — {product} — {value}</translation>
        </message>
        <message>
            <source>New codes (shown once, for the slip):</source>
            <translation>Coduri noi (afișate o singură dată, pentru bon):</translation>
        </message>
        <message>
            <source>Address 1</source>
            <extracomment>The service's keys of a billing address, with what each line is called at the desk.</extracomment>
            <translation>Adresă</translation>
        </message>
        <message>
            <source>Address 2</source>
            <translation>Adresă 2</translation>
        </message>
        <message>
            <source>Town or city</source>
            <translation>Localitate</translation>
        </message>
        <message>
            <source>County</source>
            <translation>Județ</translation>
        </message>
        <message>
            <source>Postcode</source>
            <translation>Cod poștal</translation>
        </message>
        <message>
            <source>Country</source>
            <translation>Țară</translation>
        </message>
        <message>
            <source>Billing address, sent with a sale the guest pays for</source>
            <translation>Adresa de facturare, trimisă cu o vânzare plătită de client</translation>
        </message>
        <message>
            <source>Sell vouchers…</source>
            <extracomment>What is open at the till that an update must not interrupt (the updates' own set).</extracomment>
            <translation>Vinde vouchere…</translation>
        </message>
        <message>
            <source>Sell gift vouchers (F6)</source>
            <translation>Vinde vouchere cadou (F6)</translation>
        </message>
        <message>
            <source>Printing the vouchers…</source>
            <translation>Se tipăresc voucherele…</translation>
        </message>
        <message>
            <source>{why} The sale stands; print them again from here.</source>
            <translation>{why} Vânzarea rămâne valabilă; tipăriți-le din nou de aici.</translation>
        </message>
        <message>
            <source>A complimentary sale (no payment taken)</source>
            <translation>O vânzare gratuită (fără plată)</translation>
        </message>
        <message>
            <source>name</source>
            <extracomment>The buyer's fields a review names when one is wrong, as the sale screen calls them.</extracomment>
            <translation>nume</translation>
        </message>
        <message>
            <source>email</source>
            <translation>e-mail</translation>
        </message>
        <message>
            <source>recipient</source>
            <translation>destinatar</translation>
        </message>
        <message>
            <source>This till has no property set up: a manager sets it up first.</source>
            <extracomment>Now in the property's local time, against which a category's visibleFrom/visibleTo is read.</extracomment>
            <translation>Această casă nu are unitatea configurată: mai întâi o configurează un manager.</translation>
        </message>
        <message>
            <source>Selling needs the voucher service: a sale is never kept to send later.</source>
            <translation>Vânzarea are nevoie de serviciul de vouchere: o vânzare nu se păstrează niciodată pentru mai târziu.</translation>
        </message>
        <message>
            <source>Reading the property's products…</source>
            <translation>Se citesc produsele unității…</translation>
        </message>
        <message>
            <source>try again.</source>
            <translation>încercați din nou.</translation>
        </message>
        <message>
            <source>The products could not be read: {why}</source>
            <translation>Produsele nu au putut fi citite: {why}</translation>
        </message>
        <message>
            <source>{refused} The service said: {said}</source>
            <translation>{refused} Serviciul a spus: {said}</translation>
        </message>
        <message>
            <source>Quantity: 1 to {most} of one product.</source>
            <extracomment>The billing address's parts as typed (``app.core.sale.SaleRequest.billing``).</extracomment>
            <translation>Cantitate: între 1 și {most} dintr-un produs.</translation>
        </message>
        <message>
            <source>{product} is sold in {currency}, not here.</source>
            <translation>{product} se vinde în {currency}, nu aici.</translation>
        </message>
        <message>
            <source>Value of {product}: {why}</source>
            <translation>Valoarea pentru {product}: {why}</translation>
        </message>
        <message>
            <source>Choose the {option} of {product}.</source>
            <translation>Alegeți {option} pentru {product}.</translation>
        </message>
        <message>
            <source>Add a product to the sale first.</source>
            <translation>Adăugați mai întâi un produs la vânzare.</translation>
        </message>
        <message>
            <source>Check the buyer's details: {fields}.</source>
            <translation>Verificați datele cumpărătorului: {fields}.</translation>
        </message>
        <message>
            <source>about the sale (reference {reference})</source>
            <translation>despre vânzare (referința {reference})</translation>
        </message>
        <message>
            <source>The till keeps checking the service's orders for it: do not sell it again.</source>
            <translation>Casa o caută în continuare în comenzile serviciului: nu o vindeți din nou.</translation>
        </message>
        <message>
            <source>The sale is journalled; the till settles it.</source>
            <translation>Vânzarea este înregistrată; casa o lămurește.</translation>
        </message>
        <message>
            <source>The sale could not be sent.</source>
            <translation>Vânzarea nu a putut fi trimisă.</translation>
        </message>
        <message>
            <source>All</source>
            <translation>Toate</translation>
        </message>
        <message>
            <source>Open value</source>
            <translation>Valoare liberă</translation>
        </message>
        <message numerus="yes">
            <source>valid %n day(s)</source>
            <translation>
                <numerusform>valabil %n zi</numerusform>
                <numerusform>valabil %n zile</numerusform>
                <numerusform>valabil %n de zile</numerusform>
            </translation>
        </message>
        <message>
            <source>validity not given</source>
            <translation>valabilitate nespecificată</translation>
        </message>
        <message>
            <source>can be used in part</source>
            <translation>se poate folosi parțial</translation>
        </message>
        <message>
            <source>used in one go</source>
            <translation>integral, o singură dată</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Produs</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valoare</translation>
        </message>
        <message>
            <source>Validity</source>
            <translation>Valabilitate</translation>
        </message>
        <message>
            <source>Each</source>
            <translation>Bucata</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Mesaj</translation>
        </message>
        <message>
            <source>free</source>
            <translation>gratuit</translation>
        </message>
        <message>
            <source>At most {amount} for one voucher, as for a top-up</source>
            <translation>Cel mult {amount} pentru un voucher, ca la o reîncărcare</translation>
        </message>
        <message>
            <source>An open-value voucher is a new gift card: a manager must allow its sale (manager PIN).</source>
            <translation>Un voucher cu valoare liberă este un card cadou nou: un manager trebuie să aprobe vânzarea (PIN de manager).</translation>
        </message>
        <message>
            <source>Confirm asks for a manager's PIN: an open-value voucher is a new gift card.</source>
            <translation>Confirmarea cere PIN-ul unui manager: un voucher cu valoare liberă este un card cadou nou.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) waits for a manager's decision: do not sell it again until a manager has settled it.</source>
            <extracomment>The states that end the wait: the order was made, or it was not.</extracomment>
            <translation>Ultima vânzare (referința {reference}) așteaptă decizia unui manager: nu o vindeți din nou până când managerul nu o rezolvă.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) is not settled yet: the till keeps checking with the service. Do not sell it again; wait for the check, or ask a manager.</source>
            <translation>Ultima vânzare (referința {reference}) nu este încă lămurită: casa verifică în continuare cu serviciul. Nu o vindeți din nou; așteptați verificarea sau chemați un manager.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) was recorded otherwise than asked: ask a manager.</source>
            <translation>Ultima vânzare (referința {reference}) a fost înregistrată altfel decât s-a cerut: chemați un manager.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) did not go through: no voucher was sold — take no payment for it. It may be sold again.</source>
            <translation>Ultima vânzare (referința {reference}) nu a trecut: nu s-a vândut niciun voucher — nu încasați nimic. Se poate vinde din nou.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) went through, but its codes could not be read now: find them by that reference (Find) to print them.</source>
            <translation>Ultima vânzare (referința {reference}) a trecut, dar codurile nu pot fi citite acum: găsiți-le după această referință (Caută) ca să le tipăriți.</translation>
        </message>
        <message>
            <source>The sale changed after the manager's PIN: it is no longer complimentary. Tick Complimentary again for a manager to approve it as it is now.</source>
            <translation>Vânzarea s-a schimbat după PIN-ul managerului: nu mai este gratuită. Bifați din nou Gratuit pentru ca managerul să o aprobe așa cum este acum.</translation>
        </message>
    </context>
    <context>
        <name>ServiceCheck</name>
        <message>
            <source>As documented</source>
            <extracomment>How each verdict is marked in the list of findings.</extracomment>
            <translation>Conform documentației</translation>
        </message>
        <message>
            <source>Adapted</source>
            <translation>Adaptat</translation>
        </message>
        <message>
            <source>Differs</source>
            <translation>Diferă</translation>
        </message>
        <message>
            <source>Not checked</source>
            <translation>Neverificat</translation>
        </message>
        <message>
            <source>Checking the service…</source>
            <translation>Se verifică serviciul…</translation>
        </message>
        <message>
            <source>The service refused the API key.</source>
            <translation>Serviciul a refuzat cheia API.</translation>
        </message>
        <message>
            <source>The account behaves as the till expects.</source>
            <translation>Contul se comportă așa cum se așteaptă casa.</translation>
        </message>
        <message>
            <source>Points the till adapted to: {adapted}. Points it cannot adapt to: {differs}.</source>
            <translation>Puncte la care casa s-a adaptat: {adapted}. Puncte la care nu se poate adapta: {differs}.</translation>
        </message>
        <message>
            <source>Check the service</source>
            <translation>Verificați serviciul</translation>
        </message>
        <message>
            <source>The till tries, reading only, each point the service's documents leave open. Where the account differs and the till can adapt, it adapts and keeps it with the settings.</source>
            <translation>Casa verifică, doar citind, fiecare punct pe care documentația serviciului îl lasă deschis. Unde contul diferă și casa se poate adapta, se adaptează și păstrează aceasta în setări.</translation>
        </message>
        <message>
            <source>What the check found</source>
            <translation>Ce a găsit verificarea</translation>
        </message>
        <message>
            <source>Check again</source>
            <translation>Verificați din nou</translation>
        </message>
        <message>
            <source>The service refused the API key, sent as HTTP Basic with the key as the user name. The till cannot work with this account until the key is right.</source>
            <extracomment>A newest stamp further ahead of the till's clock than this is stamped in another zone. A newest stamp at most this old (or ahead less than the margin) says both clocks agree. Time zones are whole quarters of an hour from one another. Pages of the location's events read for the event types in use.</extracomment>
            <translation>Serviciul a refuzat cheia API, trimisă ca HTTP Basic cu cheia drept nume de utilizator. Casa nu poate lucra cu acest cont până când cheia nu este corectă.</translation>
        </message>
        <message>
            <source>Not checked: {why} The till keeps what it did before.</source>
            <translation>Neverificat: {why} Casa păstrează ce făcea înainte.</translation>
        </message>
        <message>
            <source>The service accepts the API key as HTTP Basic (the key as the user name).</source>
            <translation>Serviciul acceptă cheia API ca HTTP Basic (cheia drept nume de utilizator).</translation>
        </message>
        <message>
            <source>The first page is page {base}; this location has one page of events only, so a second page could not be compared.</source>
            <translation>Prima pagină este pagina {base}; această locație are o singură pagină de evenimente, deci nu s-a putut compara o a doua pagină.</translation>
        </message>
        <message>
            <source>The service answers the same page whatever page is asked for: the till reads only the first page of each list (the newest {size} items).</source>
            <translation>Serviciul răspunde cu aceeași pagină oricare ar fi pagina cerută: casa citește doar prima pagină a fiecărei liste (cele mai noi {size} elemente).</translation>
        </message>
        <message>
            <source>The first page is page {base}, and the second page differs from it.</source>
            <translation>Prima pagină este pagina {base}, iar a doua pagină diferă de ea.</translation>
        </message>
        <message>
            <source>The reference says pages start at 1: the till now asks for page 0 first.</source>
            <translation>Referința spune că paginile încep de la 1: casa cere acum mai întâi pagina 0.</translation>
        </message>
        <message>
            <source>The orders list ignores domainID (it also lists property {other}): the till keeps only property {property}'s orders itself.</source>
            <translation>Lista de comenzi ignoră domainID (listează și proprietatea {other}): casa păstrează singură doar comenzile proprietății {property}.</translation>
        </message>
        <message>
            <source>The orders list honours domainID.</source>
            <translation>Lista de comenzi respectă domainID.</translation>
        </message>
        <message>
            <source>The service ignores {filter}: the till filters the list itself, and stops reading it where the filtered list would end.</source>
            <translation>Serviciul ignoră {filter}: casa filtrează singură lista și se oprește din citit acolo unde s-ar termina lista filtrată.</translation>
        </message>
        <message>
            <source>The service honours {filter}.</source>
            <translation>Serviciul respectă {filter}.</translation>
        </message>
        <message>
            <source>The service's newest stamp ({newest}) is {gap} behind the till's clock ({now}). Either nothing has happened on the account since, or its stamps are in a zone behind the till's: a read cannot tell the two apart. The till does not move its times on a guess; its first movement measures the offset, and the next check adapts to it.</source>
            <translation>Cea mai nouă marcă de timp a serviciului ({newest}) este cu {gap} în urma ceasului casei ({now}). Fie nu s-a întâmplat nimic în cont de atunci, fie mărcile sale sunt într-un fus orar în urma celui al casei: o citire nu poate deosebi cele două cazuri. Casa nu își mută orele pe ghicite; prima ei mișcare măsoară diferența, iar următoarea verificare se adaptează la ea.</translation>
        </message>
        <message>
            <source>This till's own movements measured the service's clock {offset} ahead of the till's ({now}; the service's newest stamp is {newest}): its stamps are in another zone, and the till compares times with that offset.</source>
            <translation>Mișcările proprii ale acestei case au măsurat ceasul serviciului cu {offset} înaintea celui al casei ({now}; cea mai nouă marcă a serviciului este {newest}): mărcile sale sunt în alt fus orar, iar casa compară orele cu această diferență.</translation>
        </message>
        <message>
            <source>This till's own movements measured the service's clock {offset} behind the till's ({now}; the service's newest stamp is {newest}): its stamps are in another zone, and the till compares times with that offset.</source>
            <translation>Mișcările proprii ale acestei case au măsurat ceasul serviciului cu {offset} în urma celui al casei ({now}; cea mai nouă marcă a serviciului este {newest}): mărcile sale sunt în alt fus orar, iar casa compară orele cu această diferență.</translation>
        </message>
        <message>
            <source>This till's own movements measured the service's clock as the till's ({now}; the service's newest stamp is {newest}): the same zone.</source>
            <translation>Mișcările proprii ale acestei case au măsurat ceasul serviciului egal cu al casei ({now}; cea mai nouă marcă a serviciului este {newest}): același fus orar.</translation>
        </message>
        <message>
            <source>The service's newest stamp ({newest}) is {offset} ahead of the till's clock ({now}): its stamps are in a zone at least that far ahead. The till moves its own times by {offset} to compare them, until a movement measures the offset exactly.</source>
            <translation>Cea mai nouă marcă de timp a serviciului ({newest}) este cu {offset} înaintea ceasului casei ({now}): mărcile sale sunt într-un fus orar cel puțin atât de înainte. Casa își mută propriile ore cu {offset} pentru a le compara, până când o mișcare măsoară exact diferența.</translation>
        </message>
        <message>
            <source>The offset this till measured before is out of date: the zone has changed.</source>
            <translation>Diferența măsurată anterior de această casă este depășită: fusul orar s-a schimbat.</translation>
        </message>
        <message>
            <source>The service's newest stamp ({newest}) agrees with the till's clock ({now}): the same zone.</source>
            <translation>Cea mai nouă marcă de timp a serviciului ({newest}) se potrivește cu ceasul casei ({now}): același fus orar.</translation>
        </message>
        <message>
            <source>The location's events use types the till does not know: {unknown}. The till shows them as the service names them and will not reverse them. Types seen: {seen}; the till can reverse: {reversible}.</source>
            <translation>Evenimentele locației folosesc tipuri pe care casa nu le cunoaște: {unknown}. Casa le arată așa cum le numește serviciul și nu le va storna. Tipuri văzute: {seen}; casa poate storna: {reversible}.</translation>
        </message>
        <message>
            <source>The location's events use known types only: {seen}; the till can reverse: {reversible}.</source>
            <translation>Evenimentele locației folosesc doar tipuri cunoscute: {seen}; casa poate storna: {reversible}.</translation>
        </message>
        <message>
            <source>The till cannot read these answers: {problems}. What they hold is not shown or used; read as the till expects: {read}.</source>
            <translation>Casa nu poate citi aceste răspunsuri: {problems}. Ce conțin nu este afișat și nici folosit; citite cum se așteaptă casa: {read}.</translation>
        </message>
        <message>
            <source>Every answer read has the shape the till expects: {read}.</source>
            <translation>Fiecare răspuns citit are forma pe care o așteaptă casa: {read}.</translation>
        </message>
        <message>
            <source>Not checked: the list holds too few items to try it with.</source>
            <translation>Neverificat: lista are prea puține elemente pentru a încerca.</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>missing</source>
            <extracomment>The name an older till's single manager PIN is given when its settings are read (see ``Settings``). How far the service's stamps are ahead of the till's clock (its zone), in whole minutes. Event types the location's events use that the till does not know: it never reverses them. What the check said, one line a finding (``ServiceCheck.lines``): the support report's. The longest one request may take in all (``app.api.transport.DEFAULT_DEADLINE_S`` says why). Where the splitter between the voucher and the activity side was left (Qt's saved state). The till's managers. Set up in first-run setup, changed from the Manager menu. Guest slips: the printer's name ("" = the system's default), the paper, whether every redemption prints one at once, and whether a merchant copy follows the customer's. The property's language for guests' slips (a Babel locale name), whoever is signed in. The customer display's screen (Qt's name for it): "" is any screen other than the till's, "off" none (``app.desk.guest``). Whether the till plays a short sound for each outcome (done, refused, being checked). The manager's word that no other till works at this location. Only then is an event the service recorded for a lost request taken as this till's without a manager (the service does not say which till made an event: ``app.core.reconcile``). Whether staff may top up a voucher and activate a new card without a manager's PIN each time; off by default, changed from the Manager menu and audited (``app.core.topup``). The largest single top-up or activation, in the voucher's currency. Dual control: location id → currency → the amount above which a redemption, a bill line, a top-up or a sale needs a manager's PIN too (``app.desk.common.dual_control``). Empty: off. A voucher from an order e-mailed less than this many hours ago is flagged in the review (``app.desk.common.young_order``); 0 turns the warning off. Days after which guests' names, e-mails and whole codes in the till's own files are reduced to what the shift report and the reconciliation need (``app.store.retention`` says why 90). How the account differs from the reference where the till adapts (the service check). The law where the desk is: a rule pack's name (``app.core.law.packs``), set by a manager.</extracomment>
            <translation>lipsă</translation>
        </message>
        <message>
            <source>The till's settings file is {why}, and its backup copy is missing or damaged too. The damaged file is kept as {file}.</source>
            <translation>Fișierul de setări al casei este {why}, iar copia de rezervă lipsește sau este și ea deteriorată. Fișierul deteriorat este păstrat ca {file}.</translation>
        </message>
        <message>
            <source>The till's settings file was {why}; it has been restored from its backup copy, with the manager PIN and service settings as last saved.</source>
            <translation>Fișierul de setări al casei era {why}; a fost restaurat din copia de rezervă, cu PIN-ul de manager și setările serviciului de la ultima salvare.</translation>
        </message>
        <message>
            <source> The damaged file is kept as {file}.</source>
            <translation> Fișierul deteriorat este păstrat ca {file}.</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>gol</translation>
        </message>
        <message>
            <source>damaged</source>
            <translation>deteriorat</translation>
        </message>
    </context>
    <context>
        <name>Setup</name>
        <message>
            <source>No secure key store on this computer: the key is kept in a file only your user can read.</source>
            <translation>Pe acest computer nu există un depozit securizat de chei: cheia este păstrată într-un fișier pe care doar utilizatorul dvs. îl poate citi.</translation>
        </message>
        <message>
            <source>Set up Voucher Desk</source>
            <translation>Configurare Voucher Desk</translation>
        </message>
        <message>
            <source>Service settings</source>
            <translation>Setările serviciului</translation>
        </message>
        <message>
            <source>Connect this till to Giftpro</source>
            <translation>Conectați această casă la Giftpro</translation>
        </message>
        <message>
            <source>Type the service address and this till's API key, then test the connection to choose where the till redeems.</source>
            <translation>Introduceți adresa serviciului și cheia API a acestei case, apoi testați conexiunea pentru a alege unde răscumpără casa.</translation>
        </message>
        <message>
            <source>Changing the service, property or location restarts the till session.</source>
            <translation>Schimbarea serviciului, proprietății sau locației repornește sesiunea casei.</translation>
        </message>
        <message>
            <source>Service address</source>
            <translation>Adresa serviciului</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>Cheie API</translation>
        </message>
        <message>
            <source>Leave empty to keep the saved key; type a new key to replace it</source>
            <translation>Lăsați gol pentru a păstra cheia salvată; introduceți o cheie nouă pentru a o înlocui</translation>
        </message>
        <message>
            <source>&amp;Test connection</source>
            <translation>&amp;Testează conexiunea</translation>
        </message>
        <message>
            <source>Read the properties and locations this key can use (Alt+T)</source>
            <translation>Citește proprietățile și locațiile pe care le poate folosi această cheie (Alt+T)</translation>
        </message>
        <message>
            <source>Not tested yet.</source>
            <translation>Încă netestat.</translation>
        </message>
        <message>
            <source>Property</source>
            <extracomment>What the service check found at the last test, under the test's answer.</extracomment>
            <translation>Proprietate</translation>
        </message>
        <message>
            <source>Location</source>
            <translation>Locație</translation>
        </message>
        <message>
            <source>Property id</source>
            <translation>ID proprietate</translation>
        </message>
        <message>
            <source>Property id (domainID)</source>
            <translation>ID proprietate (domainID)</translation>
        </message>
        <message>
            <source>Location id</source>
            <translation>ID locație</translation>
        </message>
        <message>
            <source>Location id (locationID)</source>
            <translation>ID locație (locationID)</translation>
        </message>
        <message>
            <source>C&amp;heck ids</source>
            <translation>&amp;Verifică ID-urile</translation>
        </message>
        <message>
            <source>Check the typed ids with the service (Alt+H)</source>
            <translation>Verifică ID-urile introduse cu serviciul (Alt+V)</translation>
        </message>
        <message>
            <source>Till name</source>
            <translation>Numele casei</translation>
        </message>
        <message>
            <source>This is the only till at this location</source>
            <translation>Aceasta este singura casă din această locație</translation>
        </message>
        <message>
            <source>Tick only if no other till redeems at this location. The service does not say which till made a movement: with another till here, a lost answer always goes to a manager.</source>
            <translation>Bifați doar dacă nicio altă casă nu răscumpără în această locație. Serviciul nu spune ce casă a făcut o operațiune: cu o altă casă aici, un răspuns pierdut ajunge mereu la un manager.</translation>
        </message>
        <message>
            <source>Save the settings (Ctrl+S)</source>
            <translation>Salvează setările (Ctrl+S)</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Salvează</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anulează</translation>
        </message>
        <message>
            <source>Managers (each approves with their own PIN; at least one)</source>
            <translation>Manageri (fiecare aprobă cu propriul PIN; cel puțin unul)</translation>
        </message>
        <message>
            <source>Managers</source>
            <translation>Manageri</translation>
        </message>
        <message>
            <source>Manager's name</source>
            <translation>Numele managerului</translation>
        </message>
        <message>
            <source>Manager's PIN</source>
            <translation>PIN-ul managerului</translation>
        </message>
        <message>
            <source>4–8 digit PIN</source>
            <translation>PIN din 4–8 cifre</translation>
        </message>
        <message>
            <source>Manager's PIN again</source>
            <translation>PIN-ul managerului din nou</translation>
        </message>
        <message>
            <source>PIN again</source>
            <translation>PIN din nou</translation>
        </message>
        <message>
            <source>&amp;Add manager</source>
            <translation>&amp;Adaugă manager</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Elimină</translation>
        </message>
        <message>
            <source>Testing…</source>
            <translation>Se testează…</translation>
        </message>
        <message>
            <source>Test the connection first</source>
            <translation>Testați mai întâi conexiunea</translation>
        </message>
        <message>
            <source>Paste the API key from Giftpro</source>
            <translation>Lipiți cheia API din Giftpro</translation>
        </message>
        <message>
            <source>Keep the saved key</source>
            <translation>Păstrează cheia salvată</translation>
        </message>
        <message>
            <source>Keep the saved key …{tail}</source>
            <translation>Păstrează cheia salvată …{tail}</translation>
        </message>
        <message>
            <source>Test the connection again before saving.</source>
            <extracomment>What the service check found at the last test (``app.services.service_check``).</extracomment>
            <translation>Testați din nou conexiunea înainte de a salva.</translation>
        </message>
        <message>
            <source>Type the API key first.</source>
            <translation>Introduceți mai întâi cheia API.</translation>
        </message>
        <message>
            <source>{property} has no locations to redeem at.</source>
            <translation>{property} nu are locații în care să se răscumpere.</translation>
        </message>
        <message>
            <source>{name} is a manager at this till.</source>
            <translation>{name} este manager la această casă.</translation>
        </message>
        <message>
            <source>{name} is no longer a manager here.</source>
            <translation>{name} nu mai este manager aici.</translation>
        </message>
        <message>
            <source>Connecting to {url}…</source>
            <translation>Conectare la {url}…</translation>
        </message>
        <message>
            <source>The service listed no properties or locations.</source>
            <translation>Serviciul nu a listat nicio proprietate sau locație.</translation>
        </message>
        <message>
            <source>{text} Type this till's property id and location id, then press Check ids.</source>
            <translation>{text} Introduceți ID-ul proprietății și ID-ul locației acestei case, apoi apăsați Verifică ID-urile.</translation>
        </message>
        <message>
            <source>Type the property id and the location id as numbers.</source>
            <translation>Introduceți ID-ul proprietății și al locației ca numere.</translation>
        </message>
        <message>
            <source>Checking location {location} with the service…</source>
            <translation>Se verifică locația {location} cu serviciul…</translation>
        </message>
        <message>
            <source>The service's balance events for location {location} could not be read: {why}</source>
            <translation>Evenimentele de sold ale serviciului pentru locația {location} nu au putut fi citite: {why}</translation>
        </message>
        <message>
            <source>Location {location} belongs to property {other}, not {property}.</source>
            <translation>Locația {location} aparține proprietății {other}, nu {property}.</translation>
        </message>
        <message>
            <source>Property {property}</source>
            <translation>Proprietatea {property}</translation>
        </message>
        <message>
            <source>Location {location}</source>
            <translation>Locația {location}</translation>
        </message>
        <message>
            <source>Checked: the service answers for location {location} of property {property}.</source>
            <translation>Verificat: serviciul răspunde pentru locația {location} a proprietății {property}.</translation>
        </message>
        <message>
            <source>The service accepted the key, but it gives access to no property.</source>
            <translation>Serviciul a acceptat cheia, dar aceasta nu dă acces la nicio proprietate.</translation>
        </message>
        <message>
            <source>Connected. This key sees 1 property.</source>
            <translation>Conectat. Această cheie vede 1 proprietate.</translation>
        </message>
        <message numerus="yes">
            <source>Connected. This key sees %n properties.</source>
            <translation>
                <numerusform>Conectat. Această cheie vede %n proprietate.</numerusform>
                <numerusform>Conectat. Această cheie vede %n proprietăți.</numerusform>
                <numerusform>Conectat. Această cheie vede %n de proprietăți.</numerusform>
            </translation>
        </message>
        <message>
            <source>The service did not list its properties.</source>
            <translation>Serviciul nu și-a listat proprietățile.</translation>
        </message>
        <message>
            <source>The service did not list its locations.</source>
            <translation>Serviciul nu și-a listat locațiile.</translation>
        </message>
        <message>
            <source>The test was stopped.</source>
            <translation>Testul a fost oprit.</translation>
        </message>
        <message>
            <source>The service refused this API key. Check the key (copy it again from Giftpro) and test again.</source>
            <translation>Serviciul a refuzat această cheie API. Verificați cheia (copiați-o din nou din Giftpro) și testați din nou.</translation>
        </message>
        <message>
            <source>Cannot reach the voucher service at {url}. Check the address and the network, then test again.</source>
            <translation>Serviciul de vouchere de la {url} nu poate fi contactat. Verificați adresa și rețeaua, apoi testați din nou.</translation>
        </message>
    </context>
    <context>
        <name>Shift</name>
        <message>
            <source>Audit log: {lines} lines, head of the chain {head}</source>
            <translation>Jurnal de audit: {lines} linii, capul lanțului {head}</translation>
        </message>
        <message>
            <source>Not keyed on POS</source>
            <extracomment>The one name of each section, on screen, in the CSV and in the PDF.</extracomment>
            <translation>Neintrodus în POS</translation>
        </message>
        <message>
            <source>Matched</source>
            <translation>Potrivit</translation>
        </message>
        <message>
            <source>Matched by check</source>
            <translation>Potrivit prin verificare</translation>
        </message>
        <message>
            <source>Refunded</source>
            <translation>Rambursat</translation>
        </message>
        <message>
            <source>Sold</source>
            <extracomment>A voucher sale of this till: what the guest paid for on the POS (taken in), complimentary apart.</extracomment>
            <translation>Vândut</translation>
        </message>
        <message>
            <source>Only in the till</source>
            <translation>Doar în casă</translation>
        </message>
        <message>
            <source>Only in the service</source>
            <translation>Doar la serviciu</translation>
        </message>
        <message>
            <source>Unconfirmed</source>
            <translation>Neconfirmat</translation>
        </message>
        <message>
            <source>Mismatch</source>
            <translation>Nepotrivire</translation>
        </message>
        <message>
            <source>Found late</source>
            <translation>Găsit ulterior</translation>
        </message>
        <message>
            <source>Not applied</source>
            <translation>Neaplicat</translation>
        </message>
        <message>
            <source>Claimed twice</source>
            <translation>Atribuit de două ori</translation>
        </message>
        <message>
            <source>Bill</source>
            <extracomment>A bill paid with several vouchers: its line, then its redemptions under it.</extracomment>
            <translation>Notă</translation>
        </message>
        <message>
            <source>decided by {manager}: {note}</source>
            <extracomment>What a movement with no event of its own is called: the event type it asks the service for. Event types that take money off a voucher (negative in the report), and those that put it back. Masked (``••••••PART``): the report is printed, e-mailed and filed, and a code is money.</extracomment>
            <translation>decis de {manager}: {note}</translation>
        </message>
        <message>
            <source>decided by {manager}</source>
            <translation>decis de {manager}</translation>
        </message>
        <message>
            <source>Order #{order}: its vouchers' activations are not among this location's events</source>
            <translation>Comanda nr. {order}: activările voucherelor sale nu sunt printre evenimentele acestei locații</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) activated, order #{order}</source>
            <translation>
                <numerusform>%n voucher activat, comanda nr. {order}</numerusform>
                <numerusform>%n vouchere activate, comanda nr. {order}</numerusform>
                <numerusform>%n de vouchere activate, comanda nr. {order}</numerusform>
            </translation>
        </message>
        <message>
            <source>Complimentary (no money taken); {note}</source>
            <translation>Gratuit (fără încasare); {note}</translation>
        </message>
        <message>
            <source>reference {reference}</source>
            <translation>referința {reference}</translation>
        </message>
        <message>
            <source>Sale</source>
            <extracomment>A sale's type in the report: its vouchers are new cards, but the line is the sale (one reference).</extracomment>
            <translation>Vânzare</translation>
        </message>
        <message>
            <source>Refunded order #{order}; its Refund events are not among this location's events of the report's time (read back as refunded when it was done)</source>
            <translation>Comanda nr. {order} rambursată; evenimentele ei de rambursare nu sunt printre evenimentele acestei locații din perioada raportului (recitită ca rambursată când s-a făcut)</translation>
        </message>
        <message numerus="yes">
            <source>Refunded order #{order}: {total} on %n voucher(s)</source>
            <translation>
                <numerusform>Comanda nr. {order} rambursată: {total} pe %n voucher</numerusform>
                <numerusform>Comanda nr. {order} rambursată: {total} pe %n vouchere</numerusform>
                <numerusform>Comanda nr. {order} rambursată: {total} pe %n de vouchere</numerusform>
            </translation>
        </message>
        <message>
            <source>order #{order}</source>
            <translation>comanda nr. {order}</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s): {paid} of {total}; {left} left to pay on the POS</source>
            <translation>
                <numerusform>%n voucher: {paid} din {total}; {left} de plătit în POS</numerusform>
                <numerusform>%n vouchere: {paid} din {total}; {left} de plătit în POS</numerusform>
                <numerusform>%n de vouchere: {paid} din {total}; {left} de plătit în POS</numerusform>
            </translation>
        </message>
        <message>
            <source>bill {bill}</source>
            <translation>notă {bill}</translation>
        </message>
        <message>
            <source>bill {bill} + tip paid by voucher {tip}</source>
            <translation>notă {bill} + bacșiș plătit cu voucher {tip}</translation>
        </message>
        <message>
            <source>event {event} is also held by {others}: one event is one movement, a manager must check which</source>
            <translation>evenimentul {event} este atribuit și lui {others}: un eveniment este o singură operațiune, un manager trebuie să verifice care</translation>
        </message>
        <message>
            <source>Money taken in (top-ups and new cards)</source>
            <extracomment>Event types that load money onto a card: money the property takes in (a payment on the POS), shown apart from redemptions so the one is never netted against the other.</extracomment>
            <translation>Bani încasați (reîncărcări și carduri noi)</translation>
        </message>
        <message>
            <source>Tips paid by voucher</source>
            <extracomment>Redemptions that paid a tip as well as a bill (the Tips Act): the two shown apart.</extracomment>
            <translation>Bacșișuri plătite cu voucher</translation>
        </message>
        <message>
            <source>Location</source>
            <extracomment>Of ``redeemed``, the tips paid by voucher on this till's bills (known for this till only).</extracomment>
            <translation>Locație</translation>
        </message>
        <message>
            <source>This till</source>
            <translation>Această casă</translation>
        </message>
        <message>
            <source>Staff: {staff}</source>
            <translation>Angajat: {staff}</translation>
        </message>
        <message>
            <source>Section</source>
            <translation>Secțiune</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Ora</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Tip</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Cod</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Sumă</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Monedă</translation>
        </message>
        <message>
            <source>Staff</source>
            <translation>Angajat</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Eveniment</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Observație</translation>
        </message>
        <message>
            <source>Journal id</source>
            <translation>ID jurnal</translation>
        </message>
        <message>
            <source>End of shift</source>
            <translation>Închiderea turei</translation>
        </message>
        <message>
            <source>From (property time)</source>
            <translation>De la (ora unității)</translation>
        </message>
        <message>
            <source>To (property time)</source>
            <translation>Până la (ora unității)</translation>
        </message>
        <message>
            <source>Totals</source>
            <translation>Totaluri</translation>
        </message>
        <message>
            <source>Scope</source>
            <translation>Domeniu</translation>
        </message>
        <message>
            <source>Count</source>
            <translation>Număr</translation>
        </message>
        <message>
            <source>Net</source>
            <translation>Net</translation>
        </message>
        <message>
            <source>Redeemed less reversed</source>
            <translation>Folosit minus stornat</translation>
        </message>
        <message>
            <source>Balance change</source>
            <translation>Modificare de sold</translation>
        </message>
        <message>
            <source>Bills</source>
            <translation>Note</translation>
        </message>
        <message>
            <source>Tips</source>
            <translation>Bacșișuri</translation>
        </message>
        <message>
            <source>Name</source>
            <extracomment>The signing page's lines, for the staff member and the manager.</extracomment>
            <translation>Nume</translation>
        </message>
        <message>
            <source>Signature</source>
            <translation>Semnătură</translation>
        </message>
        <message>
            <source>Date and time</source>
            <translation>Data și ora</translation>
        </message>
        <message>
            <source>Detail</source>
            <translation>Detalii</translation>
        </message>
        <message>
            <source>Signed</source>
            <translation>Semnături</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Manager</translation>
        </message>
        <message numerus="yes">
            <source>%n matched</source>
            <translation>
                <numerusform>%n potrivit</numerusform>
                <numerusform>%n potrivite</numerusform>
                <numerusform>%n de potrivite</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n refund(s)</source>
            <translation>
                <numerusform>%n rambursare</numerusform>
                <numerusform>%n rambursări</numerusform>
                <numerusform>%n de rambursări</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n only in the till</source>
            <translation>
                <numerusform>%n doar în casă</numerusform>
                <numerusform>%n doar în casă</numerusform>
                <numerusform>%n doar în casă</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n only in the service</source>
            <translation>
                <numerusform>%n doar la serviciu</numerusform>
                <numerusform>%n doar la serviciu</numerusform>
                <numerusform>%n doar la serviciu</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n not applied</source>
            <translation>
                <numerusform>%n neaplicat</numerusform>
                <numerusform>%n neaplicate</numerusform>
                <numerusform>%n de neaplicate</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n unconfirmed</source>
            <translation>
                <numerusform>%n neconfirmat</numerusform>
                <numerusform>%n neconfirmate</numerusform>
                <numerusform>%n de neconfirmate</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mismatched</source>
            <translation>
                <numerusform>%n nepotrivit</numerusform>
                <numerusform>%n nepotrivite</numerusform>
                <numerusform>%n de nepotrivite</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n found late</source>
            <translation>
                <numerusform>%n găsit ulterior</numerusform>
                <numerusform>%n găsite ulterior</numerusform>
                <numerusform>%n de găsite ulterior</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n claimed twice</source>
            <translation>
                <numerusform>%n atribuit de două ori</numerusform>
                <numerusform>%n atribuite de două ori</numerusform>
                <numerusform>%n de atribuite de două ori</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stamped by the service outside this window</source>
            <translation>
                <numerusform>%n înregistrată de serviciu în afara acestei perioade</numerusform>
                <numerusform>%n înregistrate de serviciu în afara acestei perioade</numerusform>
                <numerusform>%n de înregistrări ale serviciului în afara acestei perioade</numerusform>
            </translation>
        </message>
        <message>
            <source>made in this shift; the service stamped it outside this window (its clock moved)</source>
            <translation>făcută în această tură; serviciul a înregistrat-o în afara acestei perioade (ceasul său s-a schimbat)</translation>
        </message>
        <message numerus="yes">
            <source>%n sale(s)</source>
            <translation>
                <numerusform>%n vânzare</numerusform>
                <numerusform>%n vânzări</numerusform>
                <numerusform>%n de vânzări</numerusform>
            </translation>
        </message>
        <message>
            <source>Every movement of this till is accounted for.</source>
            <translation>Fiecare operațiune a acestei case este justificată.</translation>
        </message>
        <message>
            <source>Some movements of this till are not in the service's record: a manager must check them.</source>
            <translation>Unele operațiuni ale acestei case lipsesc din evidența serviciului: un manager trebuie să le verifice.</translation>
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
            <translation>{scope}: folosit net {redeemed} (folosit minus stornat); solduri modificate cu {change}</translation>
        </message>
        <message>
            <source>{scope}: of it, bills {bills} and tips paid by voucher {tips}</source>
            <translation>{scope}: din care note {bills} și bacșișuri plătite cu voucher {tips}</translation>
        </message>
        <message>
            <source>1 redemption is not ticked as keyed on the POS: {amounts}. Key them on the POS and tick them.</source>
            <translation>1 folosire nu este bifată ca introdusă în POS: {amounts}. Introdu-o în POS și bifeaz-o.</translation>
        </message>
        <message numerus="yes">
            <source>%n redemptions are not ticked as keyed on the POS: {amounts}. Key them on the POS and tick them.</source>
            <translation>
                <numerusform>%n folosire nu este bifată ca introdusă în POS: {amounts}. Introdu-le în POS și bifează-le.</numerusform>
                <numerusform>%n folosiri nu sunt bifate ca introduse în POS: {amounts}. Introdu-le în POS și bifează-le.</numerusform>
                <numerusform>%n de folosiri nu sunt bifate ca introduse în POS: {amounts}. Introdu-le în POS și bifează-le.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement is not ticked as done on the POS: {amounts}. Key each redemption as a gift voucher tender, take each top-up or new card as a payment, then tick them.</source>
            <translation>1 operațiune nu este bifată ca făcută în POS: {amounts}. Introdu fiecare folosire ca plată cu voucher cadou, încasează fiecare reîncărcare sau card nou ca plată, apoi bifează-le.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements are not ticked as done on the POS: {amounts}. Key each redemption as a gift voucher tender, take each top-up or new card as a payment, then tick them.</source>
            <translation>
                <numerusform>%n operațiune nu este bifată ca făcută în POS: {amounts}. Introdu fiecare folosire ca plată cu voucher cadou, încasează fiecare reîncărcare sau card nou ca plată, apoi bifează-le.</numerusform>
                <numerusform>%n operațiuni nu sunt bifate ca făcute în POS: {amounts}. Introdu fiecare folosire ca plată cu voucher cadou, încasează fiecare reîncărcare sau card nou ca plată, apoi bifează-le.</numerusform>
                <numerusform>%n de operațiuni nu sunt bifate ca făcute în POS: {amounts}. Introdu fiecare folosire ca plată cu voucher cadou, încasează fiecare reîncărcare sau card nou ca plată, apoi bifează-le.</numerusform>
            </translation>
        </message>
        <message>
            <source>End of shift — {till}</source>
            <translation>Închiderea turei — {till}</translation>
        </message>
        <message>
            <source>{place} · from {start} to {end}</source>
            <translation>{place} · de la {start} până la {end}</translation>
        </message>
        <message>
            <source>The service's events could not be read.</source>
            <extracomment>The audit log's line count and head once the report is built (its own line included). The whole code of each event the report read, for a line's dispute pack (never shown).</extracomment>
            <translation>Evenimentele serviciului nu au putut fi citite.</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s): {paid} of {total}; {open}</source>
            <translation>
                <numerusform>%n voucher: {paid} din {total}; {open}</numerusform>
                <numerusform>%n vouchere: {paid} din {total}; {open}</numerusform>
                <numerusform>%n de vouchere: {paid} din {total}; {open}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ShiftReport</name>
        <message>
            <source>End of shift report</source>
            <extracomment>Lines the report measures one by one; more keep one height (see ``ShiftReportDialog``). Opens the dispute pack of a voucher (given its whole code): set by whoever opened the report.</extracomment>
            <translation>Raport de închidere a turei</translation>
        </message>
        <message>
            <source>Shift start</source>
            <translation>Începutul turei</translation>
        </message>
        <message>
            <source>Shift end</source>
            <translation>Sfârșitul turei</translation>
        </message>
        <message>
            <source>Build report</source>
            <translation>Generează raportul</translation>
        </message>
        <message>
            <source>Building the report…</source>
            <translation>Se generează raportul…</translation>
        </message>
        <message>
            <source>Shift detail</source>
            <translation>Detaliile turei</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Închide</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Exportă CSV…</translation>
        </message>
        <message>
            <source>Save PDF…</source>
            <translation>Salvează PDF…</translation>
        </message>
        <message>
            <source>Dispute pack…</source>
            <translation>Dosar de contestație…</translation>
        </message>
        <message>
            <source>Times are the property's, as the service records them.</source>
            <translation>Orele sunt ale unității, așa cum le înregistrează serviciul.</translation>
        </message>
        <message>
            <source>The report's pages</source>
            <translation>Paginile raportului</translation>
        </message>
        <message>
            <source>Detail</source>
            <translation>Detalii</translation>
        </message>
        <message>
            <source>Totals and net</source>
            <translation>Totaluri și net</translation>
        </message>
        <message>
            <source>Type the shift's start as a day and time, for example {example}.</source>
            <translation>Introduceți începutul turei ca zi și oră, de exemplu {example}.</translation>
        </message>
        <message>
            <source>Type the shift's end as a day and time, for example {example}.</source>
            <translation>Introduceți sfârșitul turei ca zi și oră, de exemplu {example}.</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Salvat în {path}</translation>
        </message>
        <message>
            <source>{summary}. {balanced}</source>
            <translation>{summary}. {balanced}</translation>
        </message>
        <message>
            <source>No balance events in this window.</source>
            <translation>Niciun eveniment de sold în acest interval.</translation>
        </message>
        <message>
            <source>Export the report</source>
            <translation>Exportă raportul</translation>
        </message>
        <message>
            <source>Save the report</source>
            <translation>Salvează raportul</translation>
        </message>
    </context>
    <context>
        <name>ShiftSales</name>
        <message>
            <source>Order #{order} (its vouchers could not be read)</source>
            <translation>Comanda nr. {order} (voucherele nu au putut fi citite)</translation>
        </message>
        <message>
            <source>Complimentary: {product} × {count} worth {amount}, no money taken</source>
            <translation>Gratuit: {product} × {count} în valoare de {amount}, fără încasare</translation>
        </message>
        <message>
            <source>Sold: {product} × {count} = {amount}</source>
            <translation>Vândut: {product} × {count} = {amount}</translation>
        </message>
        <message>
            <source>Sold: delivery charges = {amount}</source>
            <translation>Vândut: taxe de livrare = {amount}</translation>
        </message>
        <message>
            <source>Money taken in by sales: {amount}</source>
            <translation>Bani încasați din vânzări: {amount}</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>da</translation>
        </message>
        <message>
            <source>Sales by product</source>
            <translation>Vânzări pe produs</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Produs</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Monedă</translation>
        </message>
        <message>
            <source>Vouchers</source>
            <translation>Vouchere</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Sumă</translation>
        </message>
        <message>
            <source>Complimentary</source>
            <translation>Gratuit</translation>
        </message>
        <message>
            <source>Money taken in by sales</source>
            <translation>Bani încasați din vânzări</translation>
        </message>
        <message>
            <source>{amount} (reference {reference})</source>
            <translation>{amount} (referința {reference})</translation>
        </message>
        <message numerus="yes">
            <source>%n sale(s) not ticked as paid on the POS: {sales}. Take payment on the POS, then tick Paid on POS.</source>
            <translation>
                <numerusform>%n vânzare nebifată ca plătită pe POS: {sales}. Încasați pe POS, apoi bifați „Plătit pe POS”.</numerusform>
                <numerusform>%n vânzări nebifate ca plătite pe POS: {sales}. Încasați pe POS, apoi bifați „Plătit pe POS”.</numerusform>
                <numerusform>%n de vânzări nebifate ca plătite pe POS: {sales}. Încasați pe POS, apoi bifați „Plătit pe POS”.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SignIn</name>
        <message>
            <source>Who is on the till?</source>
            <extracomment>A voucher code scanned here before anyone signed in: looked up once someone has.</extracomment>
            <translation>Cine este la casă?</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>Numele dvs.</translation>
        </message>
        <message>
            <source>Staff name</source>
            <translation>Numele angajatului</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Limba</translation>
        </message>
        <message>
            <source>The language the till speaks to you</source>
            <translation>Limba în care vă vorbește casa</translation>
        </message>
        <message>
            <source>Start shift</source>
            <translation>Începe tura</translation>
        </message>
        <message>
            <source>Start the shift (Enter)</source>
            <translation>Începe tura (Enter)</translation>
        </message>
        <message>
            <source>Your name is recorded with every redemption you make.</source>
            <translation>Numele dvs. se înregistrează la fiecare voucher folosit.</translation>
        </message>
        <message>
            <source>That was a voucher code: type your name, and it is looked up.</source>
            <translation>Acesta era un cod de voucher: scrieți-vă numele și voucherul va fi căutat.</translation>
        </message>
        <message>
            <source>Type your name to start.</source>
            <translation>Scrieți-vă numele ca să începeți.</translation>
        </message>
    </context>
    <context>
        <name>Slip</name>
        <message>
            <source>Tip paid by voucher {amount}</source>
            <translation>Bacșiș plătit cu voucher {amount}</translation>
        </message>
        <message>
            <source>Customer copy</source>
            <translation>Exemplar client</translation>
        </message>
        <message>
            <source>Merchant copy</source>
            <translation>Exemplar comerciant</translation>
        </message>
        <message>
            <source>Gift voucher redeemed</source>
            <translation>Voucher cadou folosit</translation>
        </message>
        <message>
            <source>Redemption reversed</source>
            <translation>Folosire stornată</translation>
        </message>
        <message>
            <source>Gift voucher refunded</source>
            <translation>Voucher cadou rambursat</translation>
        </message>
        <message>
            <source>Gift card topped up</source>
            <translation>Card cadou reîncărcat</translation>
        </message>
        <message>
            <source>New gift card</source>
            <translation>Card cadou nou</translation>
        </message>
        <message>
            <source>Amount taken</source>
            <translation>Sumă folosită</translation>
        </message>
        <message>
            <source>Amount returned</source>
            <translation>Sumă returnată</translation>
        </message>
        <message>
            <source>Amount refunded</source>
            <translation>Sumă rambursată</translation>
        </message>
        <message>
            <source>Amount added</source>
            <translation>Sumă adăugată</translation>
        </message>
        <message>
            <source>Value loaded</source>
            <translation>Valoare încărcată</translation>
        </message>
        <message>
            <source>New balance</source>
            <extracomment>Money loaded onto a card: the balance after it is the card's new balance, not what is "left". The service's event types and the slip each one prints as; other types print no slip. The property's language for guests' slips (a Babel locale name; "" writes the staff's). The tip within ``total`` that the vouchers cover too (``app.core.tips``). A bill's slip lists each of its vouchers (``bill_slip_lines``) instead of one voucher's. The language the guest reads it in (a Babel locale name): the property's setting or the guest's choice at the slip prompt, whatever language the staff's screen is in.</extracomment>
            <translation>Sold nou</translation>
        </message>
        <message>
            <source>Balance left</source>
            <translation>Sold rămas</translation>
        </message>
        <message>
            <source>REPRINT</source>
            <translation>DUPLICAT</translation>
        </message>
        <message>
            <source>TRAINING — no real money</source>
            <translation>INSTRUIRE — fără bani reali</translation>
        </message>
        <message>
            <source>Gift card</source>
            <translation>Card cadou</translation>
        </message>
        <message>
            <source>Gift voucher</source>
            <translation>Voucher cadou</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Data</translation>
        </message>
        <message>
            <source>Till</source>
            <translation>Casa</translation>
        </message>
        <message>
            <source>Served by</source>
            <translation>Servit de</translation>
        </message>
        <message>
            <source>Voucher</source>
            <translation>Voucher</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Cod</translation>
        </message>
        <message>
            <source>Expires</source>
            <translation>Expiră</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Referință</translation>
        </message>
        <message>
            <source>Bill</source>
            <translation>Notă</translation>
        </message>
        <message>
            <source>Bill total</source>
            <translation>Total notă</translation>
        </message>
        <message>
            <source>Voucher {code}</source>
            <translation>Voucher {code}</translation>
        </message>
        <message>
            <source>{amount} · left {left} · ref {reference}</source>
            <translation>{amount} · rămas {left} · ref. {reference}</translation>
        </message>
        <message>
            <source>Paid by vouchers</source>
            <translation>Plătit cu vouchere</translation>
        </message>
        <message>
            <source>Left to pay</source>
            <translation>Rest de plată</translation>
        </message>
        <message>
            <source>Keep this slip: the balance left can be used on a later visit.</source>
            <translation>Păstrați bonul: soldul rămas poate fi folosit la o vizită viitoare.</translation>
        </message>
        <message>
            <source>Keep this slip with the card: it shows the value loaded.</source>
            <translation>Păstrați bonul împreună cu cardul: arată valoarea încărcată.</translation>
        </message>
        <message>
            <source>Keep with the till's takings.</source>
            <translation>Se păstrează cu încasările casei.</translation>
        </message>
        <message>
            <source>Reference {reference}</source>
            <translation>Referință {reference}</translation>
        </message>
    </context>
    <context>
        <name>SlipMenu</name>
        <message>
            <source>Keyed on POS</source>
            <extracomment>Slips being printed (kept referenced until each is done). The last slip the printer could not print: *Save as PDF…* beside the problem saves it.</extracomment>
            <translation>Introdus în POS</translation>
        </message>
        <message>
            <source>Copy amount and reference</source>
            <translation>Copiază suma și referința</translation>
        </message>
        <message>
            <source>Print the last slip</source>
            <translation>Tipărește ultimul bon</translation>
        </message>
        <message>
            <source>Preview the last slip…</source>
            <translation>Previzualizează ultimul bon…</translation>
        </message>
        <message>
            <source>Save the last slip as PDF…</source>
            <translation>Salvează ultimul bon ca PDF…</translation>
        </message>
        <message>
            <source>Slip printer and options…</source>
            <translation>Imprimanta de bonuri și opțiuni…</translation>
        </message>
        <message>
            <source>Print the last slip in the guest's language</source>
            <translation>Tipărește ultimul bon în limba clientului</translation>
        </message>
        <message>
            <source>No slip yet: redeem a voucher first, or reprint one from its history.</source>
            <translation>Încă niciun bon: folosește mai întâi un voucher sau retipărește unul din istoricul lui.</translation>
        </message>
        <message>
            <source>No slip yet: redeem a voucher first.</source>
            <translation>Încă niciun bon: folosește mai întâi un voucher.</translation>
        </message>
        <message>
            <source>The slip could not be saved: {problem}.</source>
            <translation>Bonul nu a putut fi salvat: {problem}.</translation>
        </message>
        <message>
            <source>Slip saved to {path}.</source>
            <translation>Bon salvat în {path}.</translation>
        </message>
        <message>
            <source>Save the slip</source>
            <translation>Salvează bonul</translation>
        </message>
    </context>
    <context>
        <name>SlipOptions</name>
        <message>
            <source>The computer's default printer</source>
            <translation>Imprimanta implicită a computerului</translation>
        </message>
        <message>
            <source>Slip printer and options</source>
            <translation>Imprimanta de bonuri și opțiuni</translation>
        </message>
        <message>
            <source>Slip printer</source>
            <translation>Imprimanta de bonuri</translation>
        </message>
        <message>
            <source>{printer} (not installed)</source>
            <translation>{printer} (neinstalată)</translation>
        </message>
        <message>
            <source>Paper</source>
            <translation>Hârtie</translation>
        </message>
        <message>
            <source>Language of guests' slips</source>
            <translation>Limba bonurilor pentru clienți</translation>
        </message>
        <message>
            <source>Print a slip after each redemption</source>
            <translation>Tipărește un bon după fiecare răscumpărare</translation>
        </message>
        <message>
            <source>Print a merchant copy too</source>
            <translation>Tipărește și o copie pentru comerciant</translation>
        </message>
        <message>
            <source>Thermal roll printers print through their own driver: install it, then choose the printer here. A missing or offline printer never stops a redemption.</source>
            <translation>Imprimantele termice cu rolă tipăresc prin propriul driver: instalați-l, apoi alegeți imprimanta aici. O imprimantă lipsă sau offline nu oprește niciodată o răscumpărare.</translation>
        </message>
        <message>
            <source>Printer</source>
            <translation>Imprimantă</translation>
        </message>
        <message>
            <source>Slip language</source>
            <translation>Limba bonului</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Salvează</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anulează</translation>
        </message>
    </context>
    <context>
        <name>SlipPrint</name>
        <message>
            <source>80 mm roll</source>
            <extracomment>Most thermal roll printers print at 203 dpi; the picture in docs/staff.md and the tests use it. The slip's own column: the printable width of a roll, a receipt-sized column on A4.</extracomment>
            <translation>Rolă de 80 mm</translation>
        </message>
        <message>
            <source>58 mm roll</source>
            <translation>Rolă de 58 mm</translation>
        </message>
        <message>
            <source>{title} — reference {reference}</source>
            <translation>{title} — referința {reference}</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” is not installed on this computer.</source>
            <translation>Imprimanta de bonuri „{printer}” nu este instalată pe acest calculator.</translation>
        </message>
        <message>
            <source>No printer is set up on this computer.</source>
            <translation>Pe acest calculator nu este configurată nicio imprimantă.</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” reports a fault: it may be off, offline or out of paper.</source>
            <translation>Imprimanta de bonuri „{printer}” semnalează o eroare: poate fi oprită, deconectată sau fără hârtie.</translation>
        </message>
        <message>
            <source>Slip {reference}</source>
            <translation>Bon {reference}</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” did not accept the slip.</source>
            <translation>Imprimanta de bonuri „{printer}” nu a acceptat bonul.</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” reported a fault while printing.</source>
            <translation>Imprimanta de bonuri „{printer}” a semnalat o eroare la tipărire.</translation>
        </message>
        <message>
            <source>Slip printed on {printer}.</source>
            <translation>Bon tipărit la {printer}.</translation>
        </message>
        <message>
            <source>Printing the slip…</source>
            <translation>Se tipărește bonul…</translation>
        </message>
        <message>
            <source>{problem} The redemption stands; print the slip again later from the voucher's history or the activity list.</source>
            <translation>{problem} Folosirea rămâne valabilă; tipărește bonul mai târziu din istoricul voucherului sau din lista de activitate.</translation>
        </message>
        <message>
            <source>No slip printer here: save the slip as a PDF.</source>
            <translation>Nicio imprimantă de bonuri aici: salvați bonul ca PDF.</translation>
        </message>
        <message>
            <source>The slip printer has a fault: save the slip as a PDF.</source>
            <translation>Imprimanta de bonuri are o defecțiune: salvați bonul ca PDF.</translation>
        </message>
        <message>
            <source>Slip preview — {paper}</source>
            <translation>Previzualizare bon — {paper}</translation>
        </message>
    </context>
    <context>
        <name>Slips</name>
        <message>
            <source>The slip options could not be saved; they apply until the till closes.</source>
            <extracomment>How far around an event's time the journal is searched for the movement (and so the staff) behind it: the service's clock and the till's may differ. How far either side of a bill's line its other lines are looked for: a bill is paid within a day. The language the guest at the counter chose for themselves ("" for none): the slips made while they are served are written in it, whatever the property's or the staff's.</extracomment>
            <translation>Opțiunile bonului nu au putut fi salvate; se aplică până la închiderea casei.</translation>
        </message>
        <message>
            <source>No slip yet: redeem a voucher first, or reprint one from its history.</source>
            <translation>Încă niciun bon: folosește mai întâi un voucher sau retipărește unul din istoricul lui.</translation>
        </message>
        <message>
            <source>There is no guest slip for this kind of event.</source>
            <translation>Pentru acest tip de eveniment nu există bon pentru client.</translation>
        </message>
        <message>
            <source>Choose a line of the redeem history first.</source>
            <translation>Alege mai întâi o linie din istoricul folosirilor.</translation>
        </message>
    </context>
    <context>
        <name>Startup</name>
        <message>
            <source>Scan or type a voucher code</source>
            <extracomment>How long the first window is given to take in keys queued for it before it hands over.</extracomment>
            <translation>Scanați sau introduceți codul voucherului</translation>
        </message>
        <message>
            <source>Scan a code</source>
            <translation>Scanați un cod</translation>
        </message>
        <message>
            <source>Voucher code</source>
            <translation>Codul voucherului</translation>
        </message>
        <message>
            <source>Starting the till… A code scanned now is kept and looked up as soon as the till is ready.</source>
            <extracomment>The last code ended with Enter or Tab: the till looks it up once it is ready, whatever was typed after it (kept in the till's field, not looked up). The user closed this window while the till loaded: the till does not open after all.</extracomment>
            <translation>Casa pornește… Un cod scanat acum este păstrat și căutat imediat ce casa este gata.</translation>
        </message>
        <message>
            <source>Starting the till…</source>
            <translation>Casa pornește…</translation>
        </message>
        <message>
            <source>The till is starting</source>
            <translation>Casa pornește</translation>
        </message>
        <message>
            <source>Nothing has been changed. Ask whoever looks after this computer to let the till write to that folder, then choose Try again.</source>
            <translation>Nu s-a schimbat nimic. Rugați persoana care se ocupă de acest computer să permită casei să scrie în acel folder, apoi alegeți Reîncearcă.</translation>
        </message>
        <message>
            <source>Another program (a database viewer, a backup or sync tool) has the file open. Close it, then choose Try again.</source>
            <translation>Un alt program (un vizualizator de baze de date, un instrument de backup sau sincronizare) are fișierul deschis. Închideți-l, apoi alegeți Reîncearcă.</translation>
        </message>
        <message>
            <source>Free some space on this computer's disk, then choose Try again.</source>
            <translation>Eliberați spațiu pe discul acestui computer, apoi alegeți Reîncearcă.</translation>
        </message>
        <message>
            <source>Check the disk and the folder, then choose Try again; if it keeps happening, call support.</source>
            <translation>Verificați discul și folderul, apoi alegeți Reîncearcă; dacă se repetă, sunați la asistență.</translation>
        </message>
        <message>
            <source>a damaged file</source>
            <translation>un fișier deteriorat</translation>
        </message>
        <message>
            <source>{problem}.

File: {path}</source>
            <translation>{problem}.

Fișier: {path}</translation>
        </message>
        <message>
            <source>Choose “Keep it aside and start afresh”: the damaged file is renamed with today's date and time and kept for support, never deleted; a fresh {store} is started, every entry still readable is carried over, and unsettled movements are checked with the service. Or quit and call support first.</source>
            <translation>Alegeți „Păstrează-l deoparte și pornește de la zero”: fișierul deteriorat este redenumit cu data și ora de azi și păstrat pentru asistență, niciodată șters; se pornește un {store} nou, fiecare înregistrare încă lizibilă este preluată, iar operațiunile nedecontate sunt verificate cu serviciul. Sau închideți și sunați mai întâi la asistență.</translation>
        </message>
        <message>
            <source>Keep it aside and start afresh</source>
            <translation>Păstrează-l deoparte și pornește de la zero</translation>
        </message>
        <message>
            <source>The code scanned here ({code}) was not looked up: scan it again there.</source>
            <extracomment>Set (to anything) by benchmarks/startup.py: print the moment of the first paint, then close. New service settings and API key, from the settings dialog, for the next till session.</extracomment>
            <translation>Codul scanat aici ({code}) nu a fost verificat: scanați-l din nou acolo.</translation>
        </message>
        <message>
            <source>{app} is already running: its window has been brought to the front.</source>
            <translation>{app} rulează deja: fereastra sa a fost adusă în față.</translation>
        </message>
        <message>
            <source>{app} is already running.</source>
            <translation>{app} rulează deja.</translation>
        </message>
        <message>
            <source>already running</source>
            <translation>rulează deja</translation>
        </message>
        <message>
            <source>Use that window. Only one till runs on a settings folder ({folder}).</source>
            <translation>Folosiți acea fereastră. Pe un dosar de setări rulează o singură casă ({folder}).</translation>
        </message>
        <message>
            <source>Use that window. Only one till runs on a data folder ({folder}): it holds the till&apos;s journal.</source>
            <translation>Folosiți acea fereastră. Pe un dosar de date rulează o singură casă ({folder}): conține jurnalul casei.</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>it cannot create its lock file there</source>
            <translation>nu poate crea acolo fișierul de blocare</translation>
        </message>
        <message>
            <source>it is read-only</source>
            <translation>este doar pentru citire</translation>
        </message>
        <message>
            <source>The till cannot write to its settings folder: {reason}.

Folder: {folder}</source>
            <translation>Casa nu poate scrie în dosarul său de setări: {reason}.

Dosar: {folder}</translation>
        </message>
        <message>
            <source>choose Try again</source>
            <translation>alegeți Reîncearcă</translation>
        </message>
        <message>
            <source>start the till again</source>
            <translation>porniți casa din nou</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Închide</translation>
        </message>
        <message>
            <source>Folder: {path}</source>
            <translation>Folder: {path}</translation>
        </message>
        <message>
            <source>File: {path}</source>
            <translation>Fișier: {path}</translation>
        </message>
        <message>
            <source>cannot use its files</source>
            <translation>nu își poate folosi fișierele</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Reîncearcă</translation>
        </message>
        <message>
            <source>damaged settings</source>
            <translation>setări deteriorate</translation>
        </message>
        <message>
            <source>Set the till up again: you will need the service address, the API key and a new manager PIN. Or quit and call support, who can look at the damaged file first.</source>
            <translation>Configurați casa din nou: veți avea nevoie de adresa serviciului, cheia API și un PIN nou de manager. Sau închideți și sunați la asistență, care poate examina mai întâi fișierul deteriorat.</translation>
        </message>
        <message>
            <source>Set up the till again</source>
            <translation>Configurează casa din nou</translation>
        </message>
        <message numerus="yes">
            <source>The till's {store} was damaged. It is kept as {kept_as}; a fresh one was started and %n entries still readable in it were carried over. Unsettled movements among them are being checked with the service.</source>
            <translation>
                <numerusform>Fișierul {store} al casei era deteriorat. Este păstrat ca {kept_as}; s-a pornit unul nou și s-a preluat %n înregistrare încă lizibilă. Operațiunile nedecontate dintre ele sunt verificate cu serviciul.</numerusform>
                <numerusform>Fișierul {store} al casei era deteriorat. Este păstrat ca {kept_as}; s-a pornit unul nou și s-au preluat %n înregistrări încă lizibile. Operațiunile nedecontate dintre ele sunt verificate cu serviciul.</numerusform>
                <numerusform>Fișierul {store} al casei era deteriorat. Este păstrat ca {kept_as}; s-a pornit unul nou și s-au preluat %n de înregistrări încă lizibile. Operațiunile nedecontate dintre ele sunt verificate cu serviciul.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Storage</name>
        <message>
            <source>redeem</source>
            <extracomment>Seconds between attempts to write again: soon at first, then every half minute. A movement's kind, as the banner names it ("The redeem of SPA50PART"); marked for translation.</extracomment>
            <translation>răscumpărarea</translation>
        </message>
        <message>
            <source>{problem}. The till goes on working, but what it does now is missing from its log until it can write there again.</source>
            <translation>{problem}. Casa funcționează în continuare, dar ce face acum lipsește din jurnalul de evenimente până când poate scrie din nou în el.</translation>
        </message>
        <message>
            <source>reverse</source>
            <translation>stornarea</translation>
        </message>
        <message>
            <source>refund</source>
            <translation>rambursarea</translation>
        </message>
        <message>
            <source>topup</source>
            <translation>reîncărcarea</translation>
        </message>
        <message>
            <source>the service redeemed it</source>
            <extracomment>What the service did, by kind; marked for translation.</extracomment>
            <translation>serviciul a efectuat-o</translation>
        </message>
        <message>
            <source>the service reversed it</source>
            <translation>serviciul a efectuat-o</translation>
        </message>
        <message>
            <source>the service refunded it</source>
            <translation>serviciul a efectuat-o</translation>
        </message>
        <message>
            <source>the service topped up it</source>
            <translation>serviciul a efectuat-o</translation>
        </message>
        <message>
            <source>NOT YET WRITTEN DOWN — {lines} {cause}. The till keeps trying, and nothing more can move on that voucher until it is written (if the till is closed first, it checks the movement with the service when it next starts).</source>
            <translation>ÎNCĂ NEÎNREGISTRAT — {lines} {cause}. Casa încearcă în continuare și nimic altceva nu se poate face pe acel voucher până nu este înregistrat (dacă casa este închisă înainte, verifică operațiunea cu serviciul la următoarea pornire).</translation>
        </message>
        <message>
            <source>NOT YET WRITTEN DOWN — {lines} Nothing more can move on that voucher until it is written.</source>
            <translation>ÎNCĂ NEÎNREGISTRAT — {lines} Nimic altceva nu se poate face pe acel voucher până nu este înregistrat.</translation>
        </message>
        <message>
            <source>{problem}. Redeem, reverse and refund are paused until it works again.</source>
            <translation>{problem}. Răscumpărarea, stornarea și rambursarea sunt oprite până funcționează din nou.</translation>
        </message>
        <message>
            <source>{kind} of {code}</source>
            <translation>{kind} pentru {code}</translation>
        </message>
        <message>
            <source> for {amount}</source>
            <translation> de {amount}</translation>
        </message>
        <message>
            <source> (ref {event})</source>
            <translation> (ref. {event})</translation>
        </message>
        <message>
            <source>the service did it</source>
            <translation>serviciul a efectuat-o</translation>
        </message>
        <message>
            <source>the service refused it</source>
            <translation>serviciul a refuzat-o</translation>
        </message>
        <message>
            <source>the service's answer was lost</source>
            <translation>răspunsul serviciului s-a pierdut</translation>
        </message>
        <message>
            <source>The {what}: {told}, but the till could not record it.</source>
            <translation>Operațiunea: {what} — {told}, dar casa nu a putut-o înregistra.</translation>
        </message>
    </context>
    <context>
        <name>Support</name>
        <message>
            <source>The service has not been checked this session.</source>
            <extracomment>Days of the log the report holds. Log lines kept before each error, for its context. Errors the report holds at most (the newest). Other secrets the log masks (``SECRETS.held``): the report is scanned for them too.</extracomment>
            <translation>Serviciul nu a fost încă verificat.</translation>
        </message>
        <message>
            <source>No errors in these days of the log.</source>
            <translation>Nicio eroare în aceste zile ale jurnalului.</translation>
        </message>
        <message>
            <source>Save a support report</source>
            <extracomment>Movements called not applied this long ago are still in the report (the re-check's horizon).</extracomment>
            <translation>Salvați un raport pentru asistență</translation>
        </message>
        <message>
            <source>Gathering the report…</source>
            <translation>Se adună raportul…</translation>
        </message>
        <message>
            <source>Files in the report</source>
            <translation>Fișierele din raport</translation>
        </message>
        <message>
            <source>The chosen file's contents</source>
            <translation>Conținutul fișierului ales</translation>
        </message>
        <message>
            <source>Save…</source>
            <translation>Salvați…</translation>
        </message>
        <message>
            <source>The report was not made: it would have held what it must never hold ({problems}).</source>
            <translation>Raportul nu a fost creat: ar fi conținut ceea ce nu trebuie să conțină niciodată ({problems}).</translation>
        </message>
        <message>
            <source>The report could not be made: {why}</source>
            <translation>Raportul nu a putut fi creat: {why}</translation>
        </message>
        <message>
            <source>This is everything the report holds: no API key, no whole voucher code and no e-mail address. Look through it, then save it and send it to support.</source>
            <translation>Acesta este tot ce conține raportul: nicio cheie API, niciun cod de voucher întreg și nicio adresă de e-mail. Parcurgeți-l, apoi salvați-l și trimiteți-l la asistență.</translation>
        </message>
        <message>
            <source>Zip archives (*.zip)</source>
            <translation>Arhive ZIP (*.zip)</translation>
        </message>
        <message>
            <source>The report could not be saved: {why}</source>
            <translation>Raportul nu a putut fi salvat: {why}</translation>
        </message>
    </context>
    <context>
        <name>Timeline</name>
        <message>
            <source>This till&apos;s clock is {size} behind the service&apos;s.</source>
            <translation>Ceasul acestei case este cu {size} în urma celui al serviciului.</translation>
        </message>
        <message>
            <source>This till&apos;s clock is {size} ahead of the service&apos;s.</source>
            <translation>Ceasul acestei case este cu {size} înaintea celui al serviciului.</translation>
        </message>
        <message>
            <source>{time} (till clock)</source>
            <translation>{time} (ceasul casei)</translation>
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
            <translation>Ceasul acestei case este cu {size} în urma celui al serviciului: orele serviciului sunt afișate așa cum le înregistrează.</translation>
        </message>
        <message>
            <source>This till's clock is {size} ahead of the service's: the service's times are shown as it stamps them.</source>
            <translation>Ceasul acestei case este cu {size} înaintea celui al serviciului: orele serviciului sunt afișate așa cum le înregistrează.</translation>
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
            <translation>Notă</translation>
        </message>
        <message>
            <source>Tip</source>
            <translation>Bacșiș</translation>
        </message>
        <message>
            <source>No tips paid by voucher on your bills in this period.</source>
            <translation>Niciun bacșiș plătit cu voucher pe notele dvs. în această perioadă.</translation>
        </message>
        <message numerus="yes">
            <source>Tips paid by voucher on your bills: %n bill(s), {total}</source>
            <translation>
                <numerusform>Bacșișuri plătite cu voucher pe notele dvs.: %n notă, {total}</numerusform>
                <numerusform>Bacșișuri plătite cu voucher pe notele dvs.: %n note, {total}</numerusform>
                <numerusform>Bacșișuri plătite cu voucher pe notele dvs.: %n de note, {total}</numerusform>
            </translation>
        </message>
        <message>
            <source>Tips paid by voucher — {staff}</source>
            <translation>Bacșișuri plătite cu voucher — {staff}</translation>
        </message>
        <message>
            <source>{place} · from {start} to {end}</source>
            <translation>{place} · de la {start} până la {end}</translation>
        </message>
        <message>
            <source>My tips record</source>
            <translation>Registrul meu de bacșișuri</translation>
        </message>
        <message>
            <source>Show</source>
            <translation>Afișează</translation>
        </message>
        <message>
            <source>Signed in: {staff}</source>
            <translation>Conectat: {staff}</translation>
        </message>
        <message>
            <source>My tips paid by voucher</source>
            <translation>Bacșișurile mele plătite cu voucher</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Închide</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Tipărește…</translation>
        </message>
        <message>
            <source>Save PDF…</source>
            <translation>Salvează PDF…</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Salvat: {path}</translation>
        </message>
        <message>
            <source>Save my tips record</source>
            <translation>Salvează registrul meu de bacșișuri</translation>
        </message>
        <message>
            <source>My tips record…</source>
            <extracomment>Every entry of the Shift menu has its key, for a till without a mouse.</extracomment>
            <translation>Registrul meu de bacșișuri…</translation>
        </message>
    </context>
    <context>
        <name>TopUp</name>
        <message>
            <source>This voucher has been used in full and is closed: sell a new card instead.</source>
            <extracomment>[DECIDE] The largest single top-up or activation by default, in the voucher's currency.</extracomment>
            <translation>Acest voucher a fost folosit integral și este închis: vindeți în schimb un card nou.</translation>
        </message>
        <message>
            <source>This voucher was cancelled: it cannot be topped up.</source>
            <translation>Acest voucher a fost anulat: nu poate fi reîncărcat.</translation>
        </message>
        <message>
            <source>The payment for this voucher was reversed: it cannot be topped up.</source>
            <translation>Plata pentru acest voucher a fost stornată: nu poate fi reîncărcat.</translation>
        </message>
        <message>
            <source>This voucher is not valid yet: it cannot be topped up before it starts.</source>
            <translation>Acest voucher nu este încă valabil: nu poate fi reîncărcat înainte de a începe.</translation>
        </message>
        <message>
            <source>This voucher has expired: it cannot be topped up.</source>
            <translation>Acest voucher a expirat: nu poate fi reîncărcat.</translation>
        </message>
        <message>
            <source>The service reports this voucher as “{status}”: it cannot be topped up.</source>
            <translation>Serviciul raportează acest voucher ca „{status}”: nu poate fi reîncărcat.</translation>
        </message>
        <message>
            <source>This voucher cannot be used at this location, so it is not topped up here.</source>
            <translation>Acest voucher nu poate fi folosit în această locație, deci nu se reîncarcă aici.</translation>
        </message>
        <message>
            <source>This voucher must be used in full (a service voucher): it cannot be topped up.</source>
            <translation>Acest voucher trebuie folosit integral (voucher pentru un serviciu): nu poate fi reîncărcat.</translation>
        </message>
        <message>
            <source>This voucher holds nothing: sell a new card instead.</source>
            <translation>Acest voucher nu are sold: vindeți în schimb un card nou.</translation>
        </message>
        <message>
            <source>At most {amount} in one top-up</source>
            <translation>Cel mult {amount} la o reîncărcare</translation>
        </message>
        <message>
            <source>Top up {code} by {amount} — {after} after</source>
            <translation>Reîncarcă {code} cu {amount} — după: {after}</translation>
        </message>
        <message>
            <source>Activate {code} as a new card with {amount}</source>
            <translation>Activează {code} ca un card nou cu {amount}</translation>
        </message>
        <message>
            <source>{amount} onto {code}</source>
            <translation>{amount} pe {code}</translation>
        </message>
        <message>
            <source>Staff may top up and sell gift cards</source>
            <translation>Personalul poate reîncărca și vinde carduri cadou</translation>
        </message>
        <message>
            <source>Largest top-up…</source>
            <translation>Reîncărcarea maximă…</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>Încarcă</translation>
        </message>
        <message>
            <source>Amount to load onto the card</source>
            <translation>Suma de încărcat pe card</translation>
        </message>
        <message>
            <source>Amount to load; Enter shows what will be loaded, to confirm</source>
            <translation>Suma de încărcat; Enter arată ce se va încărca, pentru confirmare</translation>
        </message>
        <message>
            <source>Load…</source>
            <translation>Încarcă…</translation>
        </message>
        <message>
            <source>Review the top-up</source>
            <translation>Verifică reîncărcarea</translation>
        </message>
        <message>
            <source>Show what will be loaded, to confirm (Enter in the amount)</source>
            <translation>Arată ce se va încărca, pentru confirmare (Enter în câmpul sumei)</translation>
        </message>
        <message>
            <source>top-up</source>
            <translation>reîncărcare</translation>
        </message>
        <message>
            <source>Do not load anything; change the amount or scan another code</source>
            <translation>Nu încărca nimic; schimbă suma sau scanează alt cod</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>Se încarcă…</translation>
        </message>
        <message>
            <source>Why this voucher cannot be topped up</source>
            <extracomment>The "Largest top-up" dialog while it is open.</extracomment>
            <translation>De ce acest voucher nu poate fi reîncărcat</translation>
        </message>
        <message>
            <source>Change the largest top-up</source>
            <translation>Schimbă reîncărcarea maximă</translation>
        </message>
        <message>
            <source>The largest top-up is now {amount}.</source>
            <translation>Reîncărcarea maximă este acum {amount}.</translation>
        </message>
        <message>
            <source>Let staff top up and sell gift cards without a manager</source>
            <translation>Permite personalului să reîncarce și să vândă carduri cadou fără manager</translation>
        </message>
        <message>
            <source>Make every top-up and new gift card need a manager</source>
            <translation>Cere un manager pentru fiecare reîncărcare și card cadou nou</translation>
        </message>
        <message>
            <source>Staff may now top up and sell gift cards.</source>
            <translation>Personalul poate acum reîncărca și vinde carduri cadou.</translation>
        </message>
        <message>
            <source>Load money onto {code}: the guest pays on the POS</source>
            <translation>Încarcă bani pe {code}: clientul plătește la POS</translation>
        </message>
        <message>
            <source>Sell {code} as a new gift card: the guest pays on the POS</source>
            <translation>Vinde {code} ca un card cadou nou: clientul plătește la POS</translation>
        </message>
        <message>
            <source>Close (F4)</source>
            <translation>Închide (F4)</translation>
        </message>
        <message>
            <source>Activate as a new card (F4)</source>
            <translation>Activează ca un card nou (F4)</translation>
        </message>
        <message>
            <source>Close top-up (F4)</source>
            <translation>Închide reîncărcarea (F4)</translation>
        </message>
        <message>
            <source>Top up… (F4)</source>
            <translation>Reîncarcă… (F4)</translation>
        </message>
        <message>
            <source>Manager PIN needed</source>
            <translation>Necesită PIN de manager</translation>
        </message>
        <message>
            <source>Top-ups</source>
            <translation>Reîncărcări</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Offline: top-ups are paused until the service answers</source>
            <translation>Offline: reîncărcările sunt oprite până răspunde serviciul</translation>
        </message>
        <message>
            <source>Reading the property's currency from the service…</source>
            <translation>Se citește moneda proprietății din serviciu…</translation>
        </message>
        <message>
            <source>Type the amount to load</source>
            <extracomment>The property's currency, read once: a new card is in it (the service decides). Why the amount typed was refused, in the source language (``AmountError.source``). What the screen moved on to while a top-up was in flight, offered once it settles. Unconfirmed movements on the card that stop a new top-up, for the quick override. The movement whose outcome the top-up's line shows now, if any.</extracomment>
            <translation>Introduceți suma de încărcat</translation>
        </message>
        <message>
            <source>Nothing loaded: {amount} onto {code} was under review when another code was typed or scanned.</source>
            <translation>Nimic încărcat: {amount} pe {code} era în verificare când a fost tastat sau scanat alt cod.</translation>
        </message>
        <message>
            <source>Balance after: {amount}</source>
            <translation>Sold după: {amount}</translation>
        </message>
        <message>
            <source>New card: {amount}</source>
            <translation>Card nou: {amount}</translation>
        </message>
        <message>
            <source>The till could not read the property's currency; close and try again.</source>
            <translation>Casa nu a putut citi moneda proprietății; închideți și încercați din nou.</translation>
        </message>
        <message>
            <source>A manager must allow each top-up and new card (manager PIN).</source>
            <extracomment>The most a manager may set as the largest single top-up: the till's limit for any amount typed (``app.core.money``), which a settings file is held to as well (``Settings.topup_maximum``). Marked for translation, translated where it is said (``translate("TopUp", MANAGER_NEEDED_TEXT)``).</extracomment>
            <translation>Fiecare reîncărcare și card nou trebuie aprobate de un manager (PIN de manager).</translation>
        </message>
        <message>
            <source>Only a manager can change who may top up.</source>
            <translation>Doar un manager poate schimba cine poate reîncărca.</translation>
        </message>
        <message>
            <source>The setting could not be saved; nothing changed.</source>
            <translation>Setarea nu a putut fi salvată; nu s-a schimbat nimic.</translation>
        </message>
        <message>
            <source>At most {ceiling} for one top-up</source>
            <translation>Cel mult {ceiling} la o reîncărcare</translation>
        </message>
        <message>
            <source>Only a manager can change the largest top-up.</source>
            <translation>Doar un manager poate schimba reîncărcarea maximă.</translation>
        </message>
        <message>
            <source>{problem}. Nothing was changed.</source>
            <translation>{problem}. Nu s-a schimbat nimic.</translation>
        </message>
        <message>
            <source>Loaded</source>
            <extracomment>In the source language, marked for translation; ``topup_outcome_text`` says them translated.</extracomment>
            <translation>Încărcat</translation>
        </message>
        <message>
            <source>Not loaded</source>
            <translation>Neîncărcat</translation>
        </message>
        <message>
            <source>Nothing was added</source>
            <translation>Nu s-a adăugat nimic</translation>
        </message>
        <message>
            <source>anything more moves on this card</source>
            <translation>orice altă operațiune pe acest card</translation>
        </message>
        <message>
            <source>No answer from the service about {asked}. Checking with the service…</source>
            <extracomment>Takes the movements that now block the card (an unconfirmed top-up, an earlier one unchecked).</extracomment>
            <translation>Niciun răspuns de la serviciu despre {asked}. Se verifică cu serviciul…</translation>
        </message>
        <message>
            <source>{problem}. The top-up is not confirmed yet.</source>
            <translation>{problem}. Reîncărcarea nu este încă confirmată.</translation>
        </message>
        <message>
            <source>{problem}. Nothing was sent.</source>
            <translation>{problem}. Nu s-a trimis nimic.</translation>
        </message>
        <message>
            <source>{refused} An earlier movement on this card could not be checked.</source>
            <translation>{refused} O operațiune anterioară pe acest card nu a putut fi verificată.</translation>
        </message>
        <message>
            <source>Not sent: {asked}. {why}</source>
            <translation>Netrimis: {asked}. {why}</translation>
        </message>
        <message>
            <source>Still no answer from the service.</source>
            <translation>Încă niciun răspuns de la serviciu.</translation>
        </message>
        <message>
            <source>{first} The top-up of {asked} is not confirmed: the till checks it again before anything more moves on this card, and at its next start.</source>
            <translation>{first} Reîncărcarea {asked} nu este confirmată: casa o reverifică înainte de orice altă operațiune pe acest card și la următoarea pornire.</translation>
        </message>
        <message>
            <source>The earlier top-up was settled before the override.</source>
            <translation>Reîncărcarea anterioară a fost decontată înainte de anulare.</translation>
        </message>
        <message>
            <source>Checking an earlier, unconfirmed movement on this card first…</source>
            <translation>Se verifică mai întâi o operațiune anterioară, neconfirmată, pe acest card…</translation>
        </message>
        <message>
            <source>an earlier movement on this card</source>
            <translation>o operațiune anterioară pe acest card</translation>
        </message>
        <message>
            <source>{outcome} Nothing more was sent.</source>
            <translation>{outcome} Nu s-a mai trimis nimic.</translation>
        </message>
        <message>
            <source>No answer from the service about {about}. Checking with the service… {left} s</source>
            <translation>Niciun răspuns de la serviciu despre {about}. Se verifică cu serviciul… {left} s</translation>
        </message>
        <message>
            <source>New card {code}: {added} loaded. Balance {balance} · ref {event}</source>
            <translation>Card nou {code}: {added} încărcat. Sold {balance} · ref. {event}</translation>
        </message>
        <message>
            <source>New card {code}: {added} loaded. Balance {balance}</source>
            <translation>Card nou {code}: {added} încărcat. Sold {balance}</translation>
        </message>
        <message>
            <source>Topped up {code}: {added} loaded. Balance {balance} · ref {event}</source>
            <translation>Reîncărcat {code}: {added} încărcat. Sold {balance} · ref. {event}</translation>
        </message>
        <message>
            <source>Topped up {code}: {added} loaded. Balance {balance}</source>
            <translation>Reîncărcat {code}: {added} încărcat. Sold {balance}</translation>
        </message>
    </context>
    <context>
        <name>TopUpLimit</name>
        <message>
            <source>Largest top-up</source>
            <translation>Reîncărcarea maximă</translation>
        </message>
        <message>
            <source>The most one top-up or new gift card may load, in the voucher's currency (more than 0, at most {ceiling}).</source>
            <translation>Suma maximă pe care o poate încărca o reîncărcare sau un card cadou nou, în moneda voucherului (peste 0, cel mult {ceiling}).</translation>
        </message>
        <message>
            <source>Why this amount cannot be the largest top-up</source>
            <translation>De ce această sumă nu poate fi reîncărcarea maximă</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Salvează</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anulează</translation>
        </message>
    </context>
    <context>
        <name>Unconfirmed</name>
        <message>
            <source>Unconfirmed movement</source>
            <translation>Operațiune neconfirmată</translation>
        </message>
        <message>
            <source>The service's records cannot tell whether this till's request went through. Check with the cashier and the other tills, then choose the event that is this till's, or say that none of them is.</source>
            <translation>Din evidența serviciului nu reiese dacă cererea acestei case s-a efectuat. Verifică cu casierul și cu celelalte case, apoi alege evenimentul acestei case sau spune că niciunul nu este.</translation>
        </message>
        <message>
            <source>Events that could be this movement</source>
            <translation>Evenimente care ar putea fi această operațiune</translation>
        </message>
        <message>
            <source>None of these is this till's</source>
            <translation>Niciunul nu este al acestei case</translation>
        </message>
        <message>
            <source>This one is this till's</source>
            <translation>Acesta este al acestei case</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anulează</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Închide</translation>
        </message>
        <message>
            <source>Time (service)</source>
            <translation>Ora (serviciu)</translation>
        </message>
        <message>
            <source>Location</source>
            <translation>Locație</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Sumă</translation>
        </message>
        <message>
            <source>Before</source>
            <translation>Înainte</translation>
        </message>
        <message>
            <source>After</source>
            <translation>După</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Eveniment</translation>
        </message>
        <message>
            <source>Decide whether {movement} went through (1 possible event)</source>
            <translation>Decide dacă {movement} s-a efectuat (1 eveniment posibil)</translation>
        </message>
        <message numerus="yes">
            <source>Decide whether {movement} went through (%n possible events)</source>
            <translation>
                <numerusform>Decide dacă {movement} s-a efectuat (%n eveniment posibil)</numerusform>
                <numerusform>Decide dacă {movement} s-a efectuat (%n evenimente posibile)</numerusform>
                <numerusform>Decide dacă {movement} s-a efectuat (%n de evenimente posibile)</numerusform>
            </translation>
        </message>
        <message>
            <source>{movement} Sent by {staff} at {time} (this till's clock).</source>
            <translation>{movement} Trimis de {staff} la {time} (ceasul acestei case).</translation>
        </message>
        <message>
            <source>A manager PIN is needed for this.</source>
            <translation>Pentru asta este nevoie de PIN-ul unui manager.</translation>
        </message>
        <message>
            <source>{problem}. Nothing was decided.</source>
            <translation>{problem}. Nu s-a decis nimic.</translation>
        </message>
    </context>
    <context>
        <name>Updates</name>
        <message>
            <source>Version {version} is ready — install at the end of the shift</source>
            <translation>Versiunea {version} este pregătită — instalați la sfârșitul turei</translation>
        </message>
        <message>
            <source>A sale or a bill is open: the update waits until it is finished.</source>
            <translation>O vânzare sau o notă este deschisă: actualizarea așteaptă până se termină.</translation>
        </message>
        <message>
            <source>A movement is still unresolved: a manager settles it before the update.</source>
            <translation>O operațiune este încă nerezolvată: un manager o rezolvă înainte de actualizare.</translation>
        </message>
        <message>
            <source>A movement is still being sent: the update waits for its answer.</source>
            <translation>O operațiune este încă în curs de trimitere: actualizarea așteaptă răspunsul.</translation>
        </message>
        <message>
            <source>The till is offline: it will look for an update when it is back.</source>
            <translation>Casa este offline: va căuta o actualizare când revine online.</translation>
        </message>
        <message>
            <source>No updates in training.</source>
            <translation>Nicio actualizare în modul de instruire.</translation>
        </message>
        <message>
            <source>The update channel's files are not valid: not installed.</source>
            <translation>Fișierele canalului de actualizare nu sunt valide: nu a fost instalată.</translation>
        </message>
        <message>
            <source>The update channel cannot be reached: no update now, the till works on.</source>
            <translation>Canalul de actualizare nu poate fi accesat: nicio actualizare acum, casa funcționează în continuare.</translation>
        </message>
        <message>
            <source>The update channel is too slow to answer: no update now, the till works on.</source>
            <translation>Canalul de actualizare răspunde prea încet: nicio actualizare acum, casa funcționează în continuare.</translation>
        </message>
        <message>
            <source>The update channel offers an older release than the till already has: not installed.</source>
            <translation>Canalul de actualizare oferă o versiune mai veche decât cea pe care casa o are deja: nu a fost instalată.</translation>
        </message>
        <message>
            <source>The update channel's signed files have expired: not installed.</source>
            <translation>Fișierele semnate ale canalului de actualizare au expirat: nu a fost instalată.</translation>
        </message>
        <message>
            <source>The update channel's files are not signed by this till's release keys: not installed.</source>
            <translation>Fișierele canalului de actualizare nu sunt semnate cu cheile de versiune ale acestei case: nu a fost instalată.</translation>
        </message>
        <message>
            <source>The update's archive does not match its signed description: not installed.</source>
            <extracomment>Seconds one connection or one gap between bytes may take (requests' timeout, through tuf). Seconds a whole check, download and verification may take before the till stops waiting.</extracomment>
            <translation>Arhiva actualizării nu corespunde descrierii sale semnate: nu a fost instalată.</translation>
        </message>
        <message>
            <source>No update is ready.</source>
            <extracomment>The work the window has open that an install waits for ("sale", "bill"): the window adds a name while that dialog is open; :func:`build_updates` reads it into the till's activity.</extracomment>
            <translation>Nicio actualizare nu este pregătită.</translation>
        </message>
        <message>
            <source>The update was changed on this computer after it was checked: nothing was installed.</source>
            <translation>Actualizarea a fost modificată pe acest calculator după verificare: nu s-a instalat nimic.</translation>
        </message>
        <message>
            <source>The update could not be written ({why}), nor the release it replaced put back: install the till again.</source>
            <translation>Actualizarea nu a putut fi scrisă ({why}), iar versiunea înlocuită nu a putut fi pusă la loc: reinstalați casa.</translation>
        </message>
        <message>
            <source>The update could not be written ({why}): nothing was installed, the till is as it was.</source>
            <translation>Actualizarea nu a putut fi scrisă ({why}): nu s-a instalat nimic, casa a rămas cum era.</translation>
        </message>
    </context>
    <context>
        <name>Voucher</name>
        <message>
            <source>Lookups are paused for {seconds} s: too many unknown codes at this till. A manager can lift the pause (Manager menu).</source>
            <translation>Căutările sunt oprite pentru {seconds} s: prea multe coduri necunoscute la această casă. Un manager poate ridica pauza (meniul Manager).</translation>
        </message>
        <message>
            <source>New card</source>
            <extracomment>An event's type in till words, the one mapping for the feed, the shift report (screen, CSV, PDF) and the reasons given: short, so the feed's Type column shows each whole at 1024 px. "New card" and "Reversed" are the words the till uses for the same movements elsewhere (a top-up's outcome, a redeem-history line). Marked for translation in the "Voucher" context: translated where shown (``event_type_text``).</extracomment>
            <translation>Card nou</translation>
        </message>
        <message>
            <source>Top-up</source>
            <translation>Reîncărcare</translation>
        </message>
        <message>
            <source>Redeemed</source>
            <extracomment>A redeem-history line's status: a redemption, or one that was reversed ("Unredeemed").</extracomment>
            <translation>Răscumpărat</translation>
        </message>
        <message>
            <source>Reversed</source>
            <translation>Stornat</translation>
        </message>
        <message>
            <source>Refund</source>
            <translation>Rambursare</translation>
        </message>
        <message>
            <source>Chargeback</source>
            <translation>Rambursare bancară</translation>
        </message>
        <message>
            <source>Reversed chargeback</source>
            <translation>Rambursare bancară anulată</translation>
        </message>
        <message>
            <source>Code change</source>
            <translation>Schimbare de cod</translation>
        </message>
        <message>
            <source>Valid</source>
            <extracomment>A voucher's (or an order row's) status in till words: the service's own words are never shown beside their translation ("Partially Redeemed" next to "Part used").</extracomment>
            <translation>Valabil</translation>
        </message>
        <message>
            <source>In grace period</source>
            <translation>În perioada de grație</translation>
        </message>
        <message>
            <source>Part used</source>
            <translation>Folosit parțial</translation>
        </message>
        <message>
            <source>Used</source>
            <extracomment>Statuses that close a voucher for good: the badge and why, in till words.</extracomment>
            <translation>Folosit</translation>
        </message>
        <message>
            <source>Void</source>
            <translation>Anulat</translation>
        </message>
        <message>
            <source>Expired</source>
            <translation>Expirat</translation>
        </message>
        <message>
            <source>Not valid yet</source>
            <translation>Încă nevalabil</translation>
        </message>
        <message>
            <source>today</source>
            <extracomment>Event types that take money off a voucher; the feed shows their amount negative.</extracomment>
            <translation>azi</translation>
        </message>
        <message>
            <source>1 day ago</source>
            <translation>acum 1 zi</translation>
        </message>
        <message numerus="yes">
            <source>%n days ago</source>
            <translation>
                <numerusform>acum %n zi</numerusform>
                <numerusform>acum %n zile</numerusform>
                <numerusform>acum %n de zile</numerusform>
            </translation>
        </message>
        <message>
            <source>This voucher has been used in full.</source>
            <translation>Acest voucher a fost folosit integral.</translation>
        </message>
        <message>
            <source>This voucher was cancelled and cannot be used.</source>
            <translation>Acest voucher a fost anulat și nu poate fi folosit.</translation>
        </message>
        <message>
            <source>The payment for this voucher was reversed.</source>
            <translation>Plata pentru acest voucher a fost stornată.</translation>
        </message>
        <message>
            <source>Not valid until {day}</source>
            <translation>Valabil de la {day}</translation>
        </message>
        <message>
            <source>This voucher cannot be used yet.</source>
            <translation>Acest voucher nu poate fi folosit încă.</translation>
        </message>
        <message>
            <source>Expired {ago}</source>
            <translation>Expirat {ago}</translation>
        </message>
        <message>
            <source>This voucher has expired.</source>
            <translation>Acest voucher a expirat.</translation>
        </message>
        <message>
            <source> Its grace period ended {ago}, on {day}.</source>
            <translation> Perioada de grație s-a încheiat {ago}, pe {day}.</translation>
        </message>
        <message>
            <source>The service reports this voucher as “{status}”.</source>
            <translation>Serviciul raportează acest voucher ca „{status}”.</translation>
        </message>
        <message>
            <source>Not valid at this location</source>
            <translation>Nevalabil în această locație</translation>
        </message>
        <message>
            <source>Nothing is left on this voucher.</source>
            <translation>Pe acest voucher nu a mai rămas nimic.</translation>
        </message>
        <message>
            <source>In grace period until {day}</source>
            <translation>În perioada de grație până la {day}</translation>
        </message>
        <message>
            <source>This voucher cannot be used at this location.</source>
            <translation>Acest voucher nu poate fi folosit în această locație.</translation>
        </message>
        <message>
            <source>It can be used at: {places}.</source>
            <translation>Poate fi folosit la: {places}.</translation>
        </message>
        <message>
            <source>More than the balance ({balance})</source>
            <translation>Mai mult decât soldul ({balance})</translation>
        </message>
        <message>
            <source>This voucher must be used in full ({balance})</source>
            <translation>Acest voucher trebuie folosit integral ({balance})</translation>
        </message>
        <message>
            <source>A refund can never be reversed.</source>
            <translation>O rambursare nu poate fi stornată niciodată.</translation>
        </message>
        <message>
            <source>{type} events cannot be reversed.</source>
            <translation>Evenimentele de tip {type} nu pot fi stornate.</translation>
        </message>
        <message>
            <source>The service has not confirmed this event yet; it can be reversed once confirmed.</source>
            <translation>Serviciul nu a confirmat încă acest eveniment; poate fi stornat după confirmare.</translation>
        </message>
        <message>
            <source>This redemption has already been reversed.</source>
            <translation>Această răscumpărare a fost deja stornată.</translation>
        </message>
        <message>
            <source>This order has already been refunded.</source>
            <translation>Această comandă a fost deja rambursată.</translation>
        </message>
        <message>
            <source>Voucher {code} is void, so this order cannot be refunded.</source>
            <translation>Voucherul {code} este anulat, deci această comandă nu poate fi rambursată.</translation>
        </message>
        <message>
            <source>Vouchers {codes} are void, so this order cannot be refunded.</source>
            <translation>Voucherele {codes} sunt anulate, deci această comandă nu poate fi rambursată.</translation>
        </message>
        <message>
            <source>This order was not created through the API (the service said so): it cannot be refunded here.</source>
            <translation>Această comandă nu a fost creată prin API (așa a spus serviciul): nu poate fi rambursată aici.</translation>
        </message>
        <message>
            <source>Every voucher must be unused; already used or not valid: {codes}.</source>
            <translation>Fiecare voucher trebuie să fie nefolosit; deja folosite sau nevalabile: {codes}.</translation>
        </message>
        <message>
            <source>Code</source>
            <extracomment>The voucher panel's words: its tables' headings are translated where they are shown.
----------
Shows and hides the voucher's instructions and terms. The facts' names, beside their values, two to a row.</extracomment>
            <translation>Cod</translation>
        </message>
        <message>
            <source>Expires</source>
            <translation>Expiră</translation>
        </message>
        <message>
            <source>Starting value</source>
            <translation>Valoare inițială</translation>
        </message>
        <message>
            <source>Grace until</source>
            <translation>Perioadă de grație până la</translation>
        </message>
        <message>
            <source>Valid from</source>
            <translation>Valabil de la</translation>
        </message>
        <message>
            <source>Part use</source>
            <translation>Folosire parțială</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Comandă</translation>
        </message>
        <message>
            <source>No instructions or terms.</source>
            <translation>Fără instrucțiuni sau condiții.</translation>
        </message>
        <message>
            <source>Reverse the chosen redemption (manager PIN)</source>
            <translation>Stornează răscumpărarea aleasă (PIN de manager)</translation>
        </message>
        <message>
            <source>Voucher status</source>
            <translation>Starea voucherului</translation>
        </message>
        <message>
            <source>Voucher data not current</source>
            <translation>Datele voucherului nu sunt actuale</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Sold</translation>
        </message>
        <message>
            <source>Show the redeem instructions and terms (Alt+T)</source>
            <translation>Arată instrucțiunile de răscumpărare și condițiile (Alt+T)</translation>
        </message>
        <message>
            <source>Voucher details not loaded</source>
            <translation>Detaliile voucherului nu sunt încărcate</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Reîncearcă</translation>
        </message>
        <message>
            <source>Read the order and the redeem history again</source>
            <translation>Citește din nou comanda și istoricul răscumpărărilor</translation>
        </message>
        <message>
            <source>Order rows</source>
            <translation>Rândurile comenzii</translation>
        </message>
        <message>
            <source>Redeem history</source>
            <translation>Istoric răscumpărări</translation>
        </message>
        <message>
            <source>Reverse this line…</source>
            <translation>Stornează acest rând…</translation>
        </message>
        <message>
            <source>Reprint slip</source>
            <translation>Retipărește bonul</translation>
        </message>
        <message>
            <source>Show all {count} lines</source>
            <translation>Afișează toate rândurile ({count})</translation>
        </message>
        <message>
            <source>Print the guest's slip of the chosen line again, marked Reprint</source>
            <translation>Tipăriți din nou bonul clientului pentru rândul ales, marcat Duplicat</translation>
        </message>
        <message>
            <source>Redeem history and the order's vouchers</source>
            <translation>Istoric răscumpărări și voucherele comenzii</translation>
        </message>
        <message>
            <source>Vouchers in this order</source>
            <translation>Voucherele din această comandă</translation>
        </message>
        <message>
            <source>Terms ▾</source>
            <translation>Condiții ▾</translation>
        </message>
        <message>
            <source>Terms ▸</source>
            <translation>Condiții ▸</translation>
        </message>
        <message>
            <source>Order #{order}</source>
            <translation>Comanda nr. {order}</translation>
        </message>
        <message>
            <source>refunded</source>
            <translation>rambursată</translation>
        </message>
        <message>
            <source>Order #{order} (could not be loaded)</source>
            <translation>Comanda nr. {order} (nu a putut fi încărcată)</translation>
        </message>
        <message>
            <source>Not current: read at {time}, and the service cannot be used now.</source>
            <extracomment>The pause on code guessing (``app.desk.counter.guessing``); None: no pause (unit tests). The badge of a voucher a manager reported a problem with (its open case), which then cannot be redeemed here; None for any other. Set by the wiring, which knows the cases. Whether the voucher on screen was scanned or typed at this counter (``look_up``), not opened from the feed, a report or a search (``open_unproven``): a code is money, and only whoever holds the voucher may spend it or see its code whole. A code whose lookup failed because the service was out of reach: looked up again when it answers, so the cashier need not scan it twice. The waiting code while the till looks it up by itself: stopped if the cashier moves on. Whether the service refused the voucher at this location (it is shown with where it is valid). The newest feed event on the voucher on the counter already compared with it. The code held at the counter, for the order's table (read through a holder, not the view-model, so the two do not hold each other: see ``ShownCurrency``).</extracomment>
            <translation>Neactual: citit la {time}, iar serviciul nu poate fi folosit acum.</translation>
        </message>
        <message>
            <source>{why}. {code} is looked up by itself as soon as it answers.</source>
            <translation>{why}. {code} este căutat automat imediat ce serviciul răspunde.</translation>
        </message>
        <message>
            <source>The order could not be loaded. The voucher itself is up to date and can be redeemed.</source>
            <translation>Comanda nu a putut fi încărcată. Voucherul în sine este actual și poate fi răscumpărat.</translation>
        </message>
        <message>
            <source>The redeem history and the order's vouchers could not be loaded. The voucher itself is up to date and can be redeemed.</source>
            <translation>Istoricul răscumpărărilor și voucherele comenzii nu au putut fi încărcate. Voucherul în sine este actual și poate fi răscumpărat.</translation>
        </message>
        <message>
            <source>The order and the redeem history and the order's vouchers could not be loaded. The voucher itself is up to date and can be redeemed.</source>
            <translation>Comanda, istoricul răscumpărărilor și voucherele comenzii nu au putut fi încărcate. Voucherul în sine este actual și poate fi răscumpărat.</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Produs</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Stare</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valoare</translation>
        </message>
        <message>
            <source>When</source>
            <translation>Când</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Sumă</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Unde</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Eveniment</translation>
        </message>
        <message>
            <source>Scan or type the code to use this voucher</source>
            <extracomment>Whether the code was scanned or typed at this counter: only then is it shown whole and can money move (``app.desk.counter.lookup``, proof of possession). Said on a voucher opened from the feed, a report or a search, until its code is scanned or typed.</extracomment>
            <translation>Scanați sau tastați codul pentru a folosi acest voucher</translation>
        </message>
        <message>
            <source>Part use allowed</source>
            <translation>Folosire parțială permisă</translation>
        </message>
        <message>
            <source>Must be used in full</source>
            <translation>Doar integral</translation>
        </message>
        <message>
            <source>Online (not at a till)</source>
            <extracomment>Where an event with no location happened: an online sale or another movement not made at a till.</extracomment>
            <translation>Online (nu la o casă)</translation>
        </message>
        <message>
            <source>{type} · Online</source>
            <translation>{type} · Online</translation>
        </message>
        <message>
            <source>Location {location}</source>
            <translation>Locația {location}</translation>
        </message>
        <message>
            <source>Voucher details</source>
            <extracomment>The smallest the till's window may be made by hand (it opens at its screen's size, up to 1366×860). What the crash dialog showed this run: the support report holds it (``app.lifecycle``).</extracomment>
            <translation>Detaliile voucherului</translation>
        </message>
    </context>
    <context>
        <name>VoucherSlip</name>
        <message>
            <source>TRAINING — NOT A VALID VOUCHER</source>
            <translation>INSTRUIRE — VOUCHER NEVALABIL</translation>
        </message>
        <message>
            <source>Gift voucher</source>
            <translation>Voucher cadou</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valoare</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Cod</translation>
        </message>
        <message>
            <source>Valid until</source>
            <translation>Valabil până la</translation>
        </message>
        <message>
            <source>Sold {when} · reference {reference}</source>
            <translation>Vândut {when} · referința {reference}</translation>
        </message>
        <message>
            <source>Present this code to redeem.</source>
            <translation>Prezentați acest cod pentru a-l folosi.</translation>
        </message>
        <message>
            <source>Gift vouchers</source>
            <translation>Vouchere cadou</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” did not accept the vouchers.</source>
            <translation>Imprimanta de bonuri „{printer}” nu a acceptat voucherele.</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) printed on {printer}.</source>
            <translation>
                <numerusform>%n voucher tipărit pe {printer}.</numerusform>
                <numerusform>%n vouchere tipărite pe {printer}.</numerusform>
                <numerusform>%n de vouchere tipărite pe {printer}.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>YoungOrder</name>
        <message>
            <source>Sold {age} by e-mail — check the guest's identity.</source>
            <translation>Vândut {age} prin e-mail — verificați identitatea clientului.</translation>
        </message>
        <message>
            <source>{n} days ago</source>
            <translation>acum {n} zile</translation>
        </message>
        <message>
            <source>{n} hours ago</source>
            <translation>acum {n} h</translation>
        </message>
        <message>
            <source>1 hour ago</source>
            <translation>acum o oră</translation>
        </message>
        <message>
            <source>{n} minutes ago</source>
            <translation>acum {n} min</translation>
        </message>
        <message>
            <source>1 minute ago</source>
            <translation>acum 1 minut</translation>
        </message>
        <message>
            <source>just now</source>
            <translation>chiar acum</translation>
        </message>
    </context>
    <context>
        <name>Period</name>
        <message>
            <source>From</source>
            <translation>De la</translation>
        </message>
        <message>
            <source>to</source>
            <translation>până la</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Până la</translation>
        </message>
    </context>
    <context>
        <name>Names</name>
        <message>
            <source>a manager checked with the service</source>
            <translation>un manager a verificat la serviciu</translation>
        </message>
        <message>
            <source>Training till</source>
            <translation>Casă de instruire</translation>
        </message>
        <message>
            <source>Training manager</source>
            <translation>Manager de instruire</translation>
        </message>
    </context>
    <context>
        <name>Scan</name>
        <message>
            <source>Voucher {code} scanned: the counter looks it up when you close {window}.</source>
            <translation>Voucherul {code} a fost scanat: casa îl caută când închideți {window}.</translation>
        </message>
    </context>
    <context>
        <name>Store</name>
        <message>
            <source>The till cannot write its {store}: {reason}</source>
            <translation>Casa nu poate scrie {store}: {reason}</translation>
        </message>
        <message>
            <source>log</source>
            <translation>jurnalul de evenimente</translation>
        </message>
        <message>
            <source>The till cannot open its {store}: {reason}</source>
            <translation>Casa nu poate deschide {store}: {reason}</translation>
        </message>
        <message>
            <source>store</source>
            <translation>depozitul de date</translation>
        </message>
        <message>
            <source>journal</source>
            <translation>jurnalul</translation>
        </message>
        <message>
            <source>audit log</source>
            <translation>registrul de audit</translation>
        </message>
        <message>
            <source>settings</source>
            <translation>setările</translation>
        </message>
        <message>
            <source>lost-voucher notes</source>
            <translation>notele despre vouchere pierdute</translation>
        </message>
        <message>
            <source>manager lock</source>
            <translation>blocarea managerului</translation>
        </message>
        <message>
            <source>order index</source>
            <translation>indexul comenzilor</translation>
        </message>
        <message>
            <source>voucher cases</source>
            <translation>cazurile de voucher</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>discul este plin</translation>
        </message>
        <message>
            <source>another program has it locked</source>
            <translation>alt program a blocat fișierul</translation>
        </message>
        <message>
            <source>the data folder is read-only</source>
            <translation>folderul de date este doar pentru citire</translation>
        </message>
        <message>
            <source>the file cannot be opened (is the data folder read-only or missing?)</source>
            <translation>fișierul nu poate fi deschis (folderul de date este doar pentru citire sau lipsește?)</translation>
        </message>
        <message>
            <source>the file is damaged</source>
            <translation>fișierul este deteriorat</translation>
        </message>
        <message>
            <source>the file is damaged (it is not a till database)</source>
            <translation>fișierul este deteriorat (nu este o bază de date a casei)</translation>
        </message>
        <message>
            <source>the disk reported an error</source>
            <translation>discul a raportat o eroare</translation>
        </message>
        <message>
            <source>the database reported “{error}”</source>
            <translation>baza de date a raportat „{error}”</translation>
        </message>
        <message>
            <source>the system reported “{error}”</source>
            <translation>sistemul a raportat „{error}”</translation>
        </message>
    </context>
</TS>
