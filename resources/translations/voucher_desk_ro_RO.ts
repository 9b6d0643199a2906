<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro_RO" sourcelanguage="en_GB">
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
        <name>Confirm</name>
        <message>
            <source>Confirm (F12)</source>
            <extracomment>The one key that confirms: no scanner's suffix, and not a key a cashier presses by accident.</extracomment>
            <translation>Confirmă (F12)</translation>
        </message>
        <message>
            <source>Cancel (Esc)</source>
            <extracomment>Confirm's text while a movement is in flight ("Redeeming…"); "" when none is.</extracomment>
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
            <source>activity</source>
            <extracomment>The state a failed probe leaves the till in; any other failure means it is still offline. The parts of the service that can fail on their own, in till words ("activity" is the feed's).</extracomment>
            <translation>activitatea</translation>
        </message>
        <message>
            <source> · last contact {time}</source>
            <extracomment>The parts of the service that fail on their own while it otherwise answers ("activity").</extracomment>
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
        <name>Header</name>
        <message>
            <source>TRAINING — no real money</source>
            <extracomment>Who is signed in ("" for nobody), said again in the language the till changes to.</extracomment>
            <translation>INSTRUIRE — fără bani reali</translation>
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
    </context>
    <context>
        <name>OrderFix</name>
        <message>
            <source>Correct order #{order}</source>
            <translation>Corectează comanda #{order}</translation>
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
            <translation>Comanda #{order} nu a putut fi citită</translation>
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
            <translation>Comanda #{order} nu a fost corectată</translation>
        </message>
        <message>
            <source>Order #{order}: the correction was sent but the order could not be read back ({why}). Look it up again before correcting it again.</source>
            <translation>Comanda #{order}: corectura a fost trimisă, dar comanda nu a putut fi recitită ({why}). Căutați-o din nou înainte de a o corecta iar.</translation>
        </message>
        <message>
            <source>Order #{order} reads back with another {fields} than asked — ask a manager.</source>
            <translation>La recitirea comenzii #{order}, {fields} diferă de ce s-a cerut — chemați un manager.</translation>
        </message>
        <message>
            <source>Order #{order} corrected: {fields}.</source>
            <translation>Comanda #{order} a fost corectată: {fields}.</translation>
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
            <translation>Suma de răscumpărat; Enter arată ce se va răscumpăra, pentru confirmare (Alt+S)</translation>
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
    </context>
    <context>
        <name>Sale</name>
        <message>
            <source>Not an e-mail address (name@example.com)</source>
            <extracomment>What every payment reference of this till starts with, so staff and the back office know it.</extracomment>
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
            <extracomment>How much earlier than the intent (on the service's clock) the orders list is read from: a service stamps an order when it starts it, and the measured offset may be a little out. Pages of orders read at most when looking for a reference (50 each): a busy web shop's hour.</extracomment>
            <translation>Serviciul a înregistrat comanda #{order} cu {problems} — chemați un manager.</translation>
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
            <extracomment>Asks a manager's PIN for a complimentary sale: calls back with the manager's name, or "" if cancelled. Prints the vouchers just sold (the till's slip printer and paper); says how it went on the line.</extracomment>
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
            <source>The new codes, shown once</source>
            <translation>Codurile noi, afișate o singură dată</translation>
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
            <source>{product} — {value} — code {code} — expires {date}</source>
            <translation>{product} — {value} — cod {code} — expiră pe {date}</translation>
        </message>
        <message>
            <source>{product} — {value} — code {code}</source>
            <translation>{product} — {value} — cod {code}</translation>
        </message>
        <message>
            <source>New codes (shown once, for the slip):</source>
            <translation>Coduri noi (afișate o singură dată, pentru bon):</translation>
        </message>
        <message>
            <source>Address line 1</source>
            <extracomment>The service's keys of a billing address, with what each line is called at the desk.</extracomment>
            <translation>Adresă, rândul 1</translation>
        </message>
        <message>
            <source>Address line 2</source>
            <translation>Adresă, rândul 2</translation>
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
            <extracomment>The billing address's parts as typed (``app.core.sale.SaleRequest.billing``).</extracomment>
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
            <source>Quantity: 1 to {most} of one product.</source>
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
            <translation>se folosește integral, o singură dată</translation>
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
        <name>ShiftSales</name>
        <message>
            <source>Order #{order} (its vouchers could not be read)</source>
            <translation>Comanda #{order} (voucherele nu au putut fi citite)</translation>
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
            <source>Save</source>
            <translation>Salvează</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anulează</translation>
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
            <source>Voucher code</source>
            <translation>Codul voucherului</translation>
        </message>
        <message>
            <source>Starting the till… A code scanned now is kept and looked up as soon as the till is ready.</source>
            <extracomment>The last code ended with Enter or Tab: the till looks it up once it is ready, whatever was typed after it (kept in the till's field, not looked up).</extracomment>
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
            <extracomment>``approve(approving, then)``: ask a manager's PIN to approve ``approving``, then call ``then(manager)`` with the name of the manager whose PIN it was; nothing on Cancel.</extracomment>
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
            <translation>Încarcă bani pe {code}: oaspetele plătește la POS</translation>
        </message>
        <message>
            <source>Sell {code} as a new gift card: the guest pays on the POS</source>
            <translation>Vinde {code} ca un card cadou nou: oaspetele plătește la POS</translation>
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
            <source>{problem} Wait for the check to finish, or ask a manager.</source>
            <translation>{problem} Așteptați terminarea verificării sau chemați un manager.</translation>
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
            <source>Topped up {code}: {added} loaded. Balance {balance} · ref {event}</source>
            <translation>Reîncărcat {code}: {added} încărcat. Sold {balance} · ref. {event}</translation>
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
        <name>Voucher</name>
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
</TS>
