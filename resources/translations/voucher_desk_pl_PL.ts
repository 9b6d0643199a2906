<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en_GB">
    <context>
        <name>Amount</name>
        <message>
            <source>Enter an amount</source>
            <extracomment>Why an amount is refused, in the source language: compared as they are (``AmountError.source``), translated where the error is made (``AmountError.reason``).</extracomment>
            <translation>Wpisz kwotę</translation>
        </message>
        <message>
            <source>Enter an amount greater than zero</source>
            <translation>Wpisz kwotę większą od zera</translation>
        </message>
        <message>
            <source>At most 2 decimal places</source>
            <translation>Najwyżej 2 miejsca po przecinku</translation>
        </message>
        <message>
            <source>That amount is too large</source>
            <translation>Ta kwota jest za duża</translation>
        </message>
        <message>
            <source>Not a number</source>
            <translation>To nie jest liczba</translation>
        </message>
        <message>
            <source>Type the amount without thousands separators</source>
            <translation>Wpisz kwotę bez separatorów tysięcy</translation>
        </message>
        <message>
            <source>This voucher is in {voucher}, not {typed}</source>
            <translation>Ten voucher jest w {voucher}, nie w {typed}</translation>
        </message>
        <message>
            <source>A code was scanned onto the amount typed here: scan the code again.</source>
            <extracomment>What a typed amount is made of; anything else arriving in the field is a scan (or a slip).</extracomment>
            <translation>Kod zeskanowano do wpisanej tu kwoty: zeskanuj kod jeszcze raz.</translation>
        </message>
    </context>
    <context>
        <name>Confirm</name>
        <message>
            <source>Confirm (F12)</source>
            <extracomment>The one key that confirms: no scanner's suffix, and not a key a cashier presses by accident.</extracomment>
            <translation>Zatwierdź (F12)</translation>
        </message>
        <message>
            <source>Cancel (Esc)</source>
            <extracomment>Confirm's text while a movement is in flight ("Redeeming…"); "" when none is.</extracomment>
            <translation>Anuluj (Esc)</translation>
        </message>
        <message>
            <source>What confirming the {what} will do</source>
            <translation>Skutek zatwierdzenia ({what})</translation>
        </message>
        <message>
            <source>Confirm this {what} (click, tap or F12; Enter never confirms)</source>
            <translation>Zatwierdź: {what} (kliknij, dotknij lub F12; Enter nigdy nie zatwierdza)</translation>
        </message>
        <message>
            <source>Confirm the {what}</source>
            <translation>Zatwierdź: {what}</translation>
        </message>
    </context>
    <context>
        <name>Connection</name>
        <message>
            <source>activity</source>
            <extracomment>The state a failed probe leaves the till in; any other failure means it is still offline. The parts of the service that can fail on their own, in till words ("activity" is the feed's).</extracomment>
            <translation>aktywność</translation>
        </message>
        <message>
            <source> · last contact {time}</source>
            <extracomment>The parts of the service that fail on their own while it otherwise answers ("activity").</extracomment>
            <translation> · ostatni kontakt {time}</translation>
        </message>
        <message>
            <source>{part} not updating</source>
            <translation>{part} nie odświeża się</translation>
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
            <translation>Sprawdzanie…</translation>
        </message>
        <message>
            <source>Offline</source>
            <translation>Offline</translation>
        </message>
        <message>
            <source>API key refused — ask a manager</source>
            <translation>Klucz API odrzucony — wezwij kierownika</translation>
        </message>
        <message>
            <source>Service having trouble</source>
            <translation>Serwis ma problemy</translation>
        </message>
        <message>
            <source> Last contact {time}.</source>
            <translation> Ostatni kontakt {time}.</translation>
        </message>
        <message>
            <source>Offline: the voucher service cannot be reached. The till keeps trying; lookups wait and carry on by themselves when it answers.</source>
            <translation>Offline: brak połączenia z serwisem voucherów. Kasa próbuje dalej; wyszukiwania czekają i ruszą same, gdy serwis odpowie.</translation>
        </message>
        <message>
            <source>The voucher service is having trouble (it answers with errors). The till keeps trying; try again in a moment.</source>
            <translation>Serwis voucherów ma problemy (odpowiada błędami). Kasa próbuje dalej; spróbuj ponownie za chwilę.</translation>
        </message>
    </context>
    <context>
        <name>Header</name>
        <message>
            <source>TRAINING — no real money</source>
            <extracomment>Who is signed in ("" for nobody), said again in the language the till changes to.</extracomment>
            <translation>SZKOLENIE — bez prawdziwych pieniędzy</translation>
        </message>
        <message>
            <source>Storage problem</source>
            <translation>Problem z zapisem</translation>
        </message>
        <message>
            <source>Try again now</source>
            <translation>Spróbuj teraz</translation>
        </message>
        <message>
            <source>Check again whether the till can write its journal and audit log</source>
            <translation>Sprawdź ponownie, czy kasa może zapisywać dziennik i rejestr audytu</translation>
        </message>
        <message>
            <source>Property and location</source>
            <translation>Obiekt i lokalizacja</translation>
        </message>
        <message>
            <source>Connection to the voucher service</source>
            <translation>Połączenie z serwisem voucherów</translation>
        </message>
        <message>
            <source>Movements waiting for a manager</source>
            <translation>Operacje czekające na kierownika</translation>
        </message>
        <message>
            <source>Unconfirmed movements… (Ctrl+U)</source>
            <translation>Niepotwierdzone operacje… (Ctrl+U)</translation>
        </message>
        <message>
            <source>A manager decides each one, with the service's events shown (Ctrl+U)</source>
            <translation>Kierownik rozstrzyga każdą z nich na podstawie zdarzeń z serwisu (Ctrl+U)</translation>
        </message>
        <message>
            <source>The till's clock</source>
            <translation>Zegar kasy</translation>
        </message>
        <message>
            <source>Staff: {name}</source>
            <translation>Obsługa: {name}</translation>
        </message>
        <message>
            <source>Not signed in</source>
            <translation>Nikt nie jest zalogowany</translation>
        </message>
    </context>
    <context>
        <name>Managers</name>
        <message>
            <source>Managers and PINs</source>
            <translation>Kierownicy i PIN-y</translation>
        </message>
        <message>
            <source>Managers</source>
            <translation>Kierownicy</translation>
        </message>
        <message>
            <source>Remove manager</source>
            <translation>Usuń kierownika</translation>
        </message>
        <message>
            <source>New manager's name</source>
            <translation>Imię i nazwisko nowego kierownika</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Imię i nazwisko</translation>
        </message>
        <message>
            <source>New manager's PIN</source>
            <translation>PIN nowego kierownika</translation>
        </message>
        <message>
            <source>New manager's PIN again</source>
            <translation>PIN nowego kierownika ponownie</translation>
        </message>
        <message>
            <source>Add manager</source>
            <translation>Dodaj kierownika</translation>
        </message>
        <message>
            <source>Add a manager</source>
            <translation>Nowy kierownik</translation>
        </message>
        <message>
            <source>PIN (4–8 digits)</source>
            <translation>PIN (4–8 cyfr)</translation>
        </message>
        <message>
            <source>PIN again</source>
            <translation>Powtórz PIN</translation>
        </message>
        <message>
            <source>Chosen manager's new PIN</source>
            <translation>Nowy PIN wybranego kierownika</translation>
        </message>
        <message>
            <source>Chosen manager's new PIN again</source>
            <translation>Nowy PIN wybranego kierownika ponownie</translation>
        </message>
        <message>
            <source>Change PIN</source>
            <translation>Zmień PIN</translation>
        </message>
        <message>
            <source>New PIN for the chosen manager</source>
            <translation>Nowy PIN wybranego kierownika</translation>
        </message>
        <message>
            <source>New PIN</source>
            <translation>Nowy PIN</translation>
        </message>
        <message>
            <source>New PIN again</source>
            <translation>Powtórz nowy PIN</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
    </context>
    <context>
        <name>OrderFix</name>
        <message>
            <source>Correct order #{order}</source>
            <translation>Popraw zamówienie #{order}</translation>
        </message>
        <message>
            <source>Approved by {manager}</source>
            <translation>Zatwierdził(a): {manager}</translation>
        </message>
        <message>
            <source>Purchaser</source>
            <translation>Kupujący</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>E-mail</translation>
        </message>
        <message>
            <source>Recipient e-mail</source>
            <translation>E-mail odbiorcy</translation>
        </message>
        <message>
            <source>Purchaser's name</source>
            <translation>Imię i nazwisko kupującego</translation>
        </message>
        <message>
            <source>Purchaser's e-mail</source>
            <translation>E-mail kupującego</translation>
        </message>
        <message>
            <source>Recipient's e-mail</source>
            <translation>E-mail odbiorcy</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Zapisz</translation>
        </message>
        <message>
            <source>Send the corrections (a tap; Enter never sends)</source>
            <translation>Wyślij poprawki (dotknięciem; Enter nigdy nie wysyła)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Close without sending anything more</source>
            <translation>Zamknij bez wysyłania czegokolwiek więcej</translation>
        </message>
        <message>
            <source>Correct this voucher's order…</source>
            <translation>Popraw zamówienie tego vouchera…</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Kierownik</translation>
        </message>
        <message>
            <source>Look up a voucher of the order first.</source>
            <translation>Najpierw wyszukaj voucher z tego zamówienia.</translation>
        </message>
        <message>
            <source>purchaser's name</source>
            <extracomment>The order's fields a desk may correct: the service's name, and the till's words for it (the audit line keeps these English words; the screen says them in the language shown).</extracomment>
            <translation>imię i nazwisko kupującego</translation>
        </message>
        <message>
            <source>purchaser's e-mail</source>
            <translation>e-mail kupującego</translation>
        </message>
        <message>
            <source>recipient's e-mail</source>
            <translation>e-mail odbiorcy</translation>
        </message>
        <message>
            <source>Order #{order} could not be read</source>
            <translation>Nie udało się odczytać zamówienia #{order}</translation>
        </message>
        <message>
            <source>Check the {fields}.</source>
            <translation>Sprawdź: {fields}.</translation>
        </message>
        <message>
            <source>Nothing changed: nothing was sent.</source>
            <translation>Nic się nie zmieniło: nic nie wysłano.</translation>
        </message>
        <message>
            <source>Order #{order} was not corrected</source>
            <translation>Zamówienie #{order} nie zostało poprawione</translation>
        </message>
        <message>
            <source>Order #{order}: the correction was sent but the order could not be read back ({why}). Look it up again before correcting it again.</source>
            <translation>Zamówienie #{order}: poprawkę wysłano, ale nie udało się ponownie odczytać zamówienia ({why}). Wyszukaj je ponownie, zanim znowu je poprawisz.</translation>
        </message>
        <message>
            <source>Order #{order} reads back with another {fields} than asked — ask a manager.</source>
            <translation>Po ponownym odczycie zamówienia #{order} {fields} różni się od żądanego — wezwij kierownika.</translation>
        </message>
        <message>
            <source>Order #{order} corrected: {fields}.</source>
            <translation>Zamówienie #{order} poprawione: {fields}.</translation>
        </message>
        <message>
            <source>try again.</source>
            <translation>spróbuj ponownie.</translation>
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
            <translation>Zgoda kierownika</translation>
        </message>
        <message>
            <source>A manager approves this with their own PIN.</source>
            <translation>Kierownik zatwierdza to własnym PIN-em.</translation>
        </message>
        <message>
            <source>Manager PIN</source>
            <extracomment>The field refused a key (a letter, a ninth digit) since it was last empty.</extracomment>
            <translation>PIN kierownika</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anuluj</translation>
        </message>
        <message>
            <source>Approve</source>
            <translation>Zatwierdź</translation>
        </message>
        <message>
            <source>Checking…</source>
            <translation>Sprawdzanie…</translation>
        </message>
    </context>
    <context>
        <name>Recheck</name>
        <message>
            <source>The till's re-check of its movements</source>
            <translation>Ponowne sprawdzanie operacji przez kasę</translation>
        </message>
        <message>
            <source>the service cannot be reached.</source>
            <extracomment>How often open movements are looked at again while the service answers. The status line says movements are still being checked: it goes once none is open. What this round settled, said again beside what it leaves open.</extracomment>
            <translation>brak połączenia z serwisem.</translation>
        </message>
        <message numerus="yes">
            <source>%n movement(s) not confirmed yet: {why} The till checks again as soon as it answers.</source>
            <translation>
                <numerusform>%n operacja jeszcze niepotwierdzona: {why} Kasa sprawdzi ponownie, gdy serwis odpowie.</numerusform>
                <numerusform>%n operacje jeszcze niepotwierdzone: {why} Kasa sprawdzi ponownie, gdy serwis odpowie.</numerusform>
                <numerusform>%n operacji jeszcze niepotwierdzonych: {why} Kasa sprawdzi ponownie, gdy serwis odpowie.</numerusform>
            </translation>
        </message>
        <message>
            <source>{problem}. Open movements are checked again once it can.</source>
            <translation>{problem}. Otwarte operacje zostaną sprawdzone ponownie, gdy będzie to możliwe.</translation>
        </message>
        <message>
            <source>1 movement is still being checked with the service.</source>
            <translation>1 operacja jest nadal sprawdzana w serwisie.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements are still being checked with the service.</source>
            <translation>
                <numerusform>%n operacja jest nadal sprawdzana w serwisie.</numerusform>
                <numerusform>%n operacje są nadal sprawdzane w serwisie.</numerusform>
                <numerusform>%n operacji jest nadal sprawdzanych w serwisie.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement waits for a manager: {first}, which the till cannot confirm.</source>
            <translation>1 operacja czeka na kierownika: {first}, której kasa nie może potwierdzić.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements wait for a manager: {first} and {more} more, which the till cannot confirm.</source>
            <translation>
                <numerusform>%n operacja czeka na kierownika: {first} i {more} inne, których kasa nie może potwierdzić.</numerusform>
                <numerusform>%n operacje czekają na kierownika: {first} i {more} inne, których kasa nie może potwierdzić.</numerusform>
                <numerusform>%n operacji czeka na kierownika: {first} i {more} innych, których kasa nie może potwierdzić.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Redeem</name>
        <message>
            <source>&amp;Amount</source>
            <translation>&amp;Kwota</translation>
        </message>
        <message>
            <source>Amount to redeem</source>
            <translation>Kwota do realizacji</translation>
        </message>
        <message>
            <source>Amount to redeem; Enter shows what will be redeemed, to confirm (Alt+A)</source>
            <translation>Kwota do realizacji; Enter pokazuje, co zostanie zrealizowane, do zatwierdzenia (Alt+K)</translation>
        </message>
        <message>
            <source>Redeem…</source>
            <translation>Zrealizuj…</translation>
        </message>
        <message>
            <source>Review the redemption</source>
            <translation>Sprawdź realizację</translation>
        </message>
        <message>
            <source>Show what will be redeemed, to confirm (Enter in the amount)</source>
            <translation>Pokaż, co zostanie zrealizowane, do zatwierdzenia (Enter w polu kwoty)</translation>
        </message>
        <message>
            <source>redemption</source>
            <translation>realizacja</translation>
        </message>
        <message>
            <source>Do not redeem; change the amount or scan another code</source>
            <translation>Nie realizuj; zmień kwotę lub zeskanuj inny kod</translation>
        </message>
        <message>
            <source>Redeeming…</source>
            <translation>Realizacja…</translation>
        </message>
        <message>
            <source>Use whole balance</source>
            <translation>Całe saldo</translation>
        </message>
        <message>
            <source>Put the whole balance in the amount (then review and confirm)</source>
            <translation>Wpisz całe saldo jako kwotę (potem sprawdź i zatwierdź)</translation>
        </message>
    </context>
    <context>
        <name>Reverse</name>
        <message>
            <source>Reverse event {event}</source>
            <translation>Cofnij zdarzenie {event}</translation>
        </message>
        <message>
            <source>Reverse this event?</source>
            <translation>Cofnąć to zdarzenie?</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Kod</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Rodzaj</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Kwota</translation>
        </message>
        <message>
            <source>When</source>
            <translation>Kiedy</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Gdzie</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Zdarzenie</translation>
        </message>
        <message>
            <source>The voucher's balance could not be read just now.</source>
            <translation>Nie udało się teraz odczytać salda vouchera.</translation>
        </message>
        <message>
            <source>Why? (for example: wrong voucher scanned)</source>
            <translation>Dlaczego? (np. zeskanowano zły voucher)</translation>
        </message>
        <message>
            <source>Reason for the reverse</source>
            <translation>Powód cofnięcia</translation>
        </message>
        <message>
            <source>Reverse</source>
            <translation>Cofnij</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anuluj</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Powód</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
    </context>
    <context>
        <name>Sale</name>
        <message>
            <source>Not an e-mail address (name@example.com)</source>
            <extracomment>What every payment reference of this till starts with, so staff and the back office know it.</extracomment>
            <translation>To nie jest adres e-mail (nazwa@przyklad.pl)</translation>
        </message>
        <message>
            <source>Required</source>
            <translation>Wymagane</translation>
        </message>
        <message>
            <source>Give {lines} to {who} — complimentary, take no payment</source>
            <extracomment>An open-value product: ``value`` is the amount the buyer chose, sent as ``items[].amount``. The product's options as chosen: (optionKey, optionValue), sent as ``items[].options``. The billing address as typed (line1, line2, locality, county, postcode, country), sent only when payment is taken (the service recommends it then); empty parts are left out.</extracomment>
            <translation>Przekaż {lines} dla {who} — gratis, nie pobieraj płatności</translation>
        </message>
        <message>
            <source>Sell {lines} to {who} — take {total} on the POS</source>
            <translation>Sprzedaj {lines} dla {who} — pobierz {total} na POS</translation>
        </message>
        <message>
            <source>{quantity} x {product} {value}</source>
            <translation>{quantity} x {product} {value}</translation>
        </message>
        <message>
            <source>Given: {lines} to {who}, complimentary.</source>
            <translation>Przekazano gratis: {lines} dla {who}.</translation>
        </message>
        <message>
            <source>Sold: {lines} to {who}.</source>
            <translation>Sprzedano: {lines} dla {who}.</translation>
        </message>
        <message>
            <source>Take {amount} payment on the POS — reference {reference}</source>
            <translation>Pobierz {amount} na POS — numer referencyjny {reference}</translation>
        </message>
        <message>
            <source>Complimentary — take no payment (reference {reference})</source>
            <translation>Gratis — nie pobieraj płatności (numer referencyjny {reference})</translation>
        </message>
        <message>
            <source>The service recorded order #{order} with {problems} — ask a manager.</source>
            <extracomment>How much earlier than the intent (on the service's clock) the orders list is read from: a service stamps an order when it starts it, and the measured offset may be a little out. Pages of orders read at most when looking for a reference (50 each): a busy web shop's hour.</extracomment>
            <translation>Serwis zapisał zamówienie #{order} inaczej: {problems} — wezwij kierownika.</translation>
        </message>
        <message>
            <source>property {got}, not {asked}</source>
            <translation>obiekt {got} zamiast {asked}</translation>
        </message>
        <message>
            <source>currency {got}, not {asked}</source>
            <translation>waluta {got} zamiast {asked}</translation>
        </message>
        <message>
            <source>a total of {got}, not {asked}</source>
            <translation>suma {got} zamiast {asked}</translation>
        </message>
        <message>
            <source>{got} vouchers of product {product}, not {asked}</source>
            <translation>{got} voucherów produktu {product} zamiast {asked}</translation>
        </message>
        <message>
            <source>product {product} worth {amount}</source>
            <translation>produkt {product} o wartości {amount}</translation>
        </message>
        <message>
            <source>products not asked for ({products})</source>
            <translation>niezamówione produkty ({products})</translation>
        </message>
        <message>
            <source>Sell gift vouchers</source>
            <extracomment>Asks a manager's PIN for a complimentary sale: calls back with the manager's name, or "" if cancelled. Prints the vouchers just sold (the till's slip printer and paper); says how it went on the line.</extracomment>
            <translation>Sprzedaj vouchery</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Kategoria</translation>
        </message>
        <message>
            <source>Products</source>
            <translation>Produkty</translation>
        </message>
        <message>
            <source>Quantity</source>
            <translation>Ilość</translation>
        </message>
        <message>
            <source>Value of an open-value voucher</source>
            <translation>Wartość vouchera o dowolnej kwocie</translation>
        </message>
        <message>
            <source>Personal message</source>
            <translation>Osobista wiadomość</translation>
        </message>
        <message>
            <source>Vouchers in this sale</source>
            <translation>Vouchery w tej sprzedaży</translation>
        </message>
        <message>
            <source>Delivery</source>
            <translation>Dostawa</translation>
        </message>
        <message>
            <source>Purchaser's name</source>
            <translation>Imię i nazwisko kupującego</translation>
        </message>
        <message>
            <source>Purchaser's e-mail</source>
            <translation>E-mail kupującego</translation>
        </message>
        <message>
            <source>Recipient's e-mail (optional)</source>
            <translation>E-mail odbiorcy (opcjonalnie)</translation>
        </message>
        <message>
            <source>The new codes, shown once</source>
            <translation>Nowe kody, pokazywane tylko raz</translation>
        </message>
        <message>
            <source>Value (open-value vouchers)</source>
            <translation>Wartość (vouchery o dowolnej kwocie)</translation>
        </message>
        <message>
            <source>Personal message (optional)</source>
            <translation>Osobista wiadomość (opcjonalnie)</translation>
        </message>
        <message>
            <source>Add to sale</source>
            <translation>Dodaj do sprzedaży</translation>
        </message>
        <message>
            <source>Add the chosen product to the sale</source>
            <translation>Dodaj wybrany produkt do sprzedaży</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Usuń</translation>
        </message>
        <message>
            <source>Take the chosen line off the sale</source>
            <translation>Usuń wybraną pozycję ze sprzedaży</translation>
        </message>
        <message>
            <source>Review sale</source>
            <translation>Sprawdź sprzedaż</translation>
        </message>
        <message>
            <source>What Confirm will do (Enter never sells)</source>
            <translation>Co zrobi Zatwierdź (Enter nigdy nie sprzedaje)</translation>
        </message>
        <message>
            <source>Print vouchers</source>
            <translation>Drukuj vouchery</translation>
        </message>
        <message>
            <source>Print each voucher sold, its code in full with a QR code</source>
            <translation>Drukuj każdy sprzedany voucher z pełnym kodem i kodem QR</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Close the sale window</source>
            <translation>Zamknij okno sprzedaży</translation>
        </message>
        <message>
            <source>Confirmation e-mail</source>
            <translation>E-mail z potwierdzeniem</translation>
        </message>
        <message>
            <source>Send the purchaser the service's confirmation e-mail</source>
            <translation>Wyślij kupującemu e-mail z potwierdzeniem z serwisu</translation>
        </message>
        <message>
            <source>Complimentary</source>
            <translation>Gratis</translation>
        </message>
        <message>
            <source>No payment taken: a manager approves it with their PIN</source>
            <translation>Bez płatności: kierownik zatwierdza swoim PIN-em</translation>
        </message>
        <message>
            <source>Paid on POS</source>
            <translation>Opłacone na POS</translation>
        </message>
        <message>
            <source>sale</source>
            <translation>sprzedaż</translation>
        </message>
        <message>
            <source>Back to the sale: nothing is sent (Esc)</source>
            <translation>Wróć do sprzedaży: nic nie zostanie wysłane (Esc)</translation>
        </message>
        <message>
            <source>Qty</source>
            <translation>Ilość</translation>
        </message>
        <message>
            <source>Purchaser</source>
            <translation>Kupujący</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>E-mail</translation>
        </message>
        <message>
            <source>Recipient e-mail</source>
            <translation>E-mail odbiorcy</translation>
        </message>
        <message>
            <source>Billing address</source>
            <translation>Adres rozliczeniowy</translation>
        </message>
        <message>
            <source>Selling…</source>
            <translation>Sprzedaż…</translation>
        </message>
        <message>
            <source>Total {amount}</source>
            <translation>Razem {amount}</translation>
        </message>
        <message>
            <source>Choose a product first.</source>
            <translation>Najpierw wybierz produkt.</translation>
        </message>
        <message>
            <source>{product} — {value} — code {code} — expires {date}</source>
            <translation>{product} — {value} — kod {code} — ważny do {date}</translation>
        </message>
        <message>
            <source>{product} — {value} — code {code}</source>
            <translation>{product} — {value} — kod {code}</translation>
        </message>
        <message>
            <source>New codes (shown once, for the slip):</source>
            <translation>Nowe kody (pokazywane tylko raz, do wydruku):</translation>
        </message>
        <message>
            <source>Address line 1</source>
            <extracomment>The service's keys of a billing address, with what each line is called at the desk.</extracomment>
            <translation>Adres, wiersz 1</translation>
        </message>
        <message>
            <source>Address line 2</source>
            <translation>Adres, wiersz 2</translation>
        </message>
        <message>
            <source>Town or city</source>
            <translation>Miejscowość</translation>
        </message>
        <message>
            <source>County</source>
            <translation>Województwo/region</translation>
        </message>
        <message>
            <source>Postcode</source>
            <translation>Kod pocztowy</translation>
        </message>
        <message>
            <source>Country</source>
            <translation>Kraj</translation>
        </message>
        <message>
            <source>Billing address, sent with a sale the guest pays for</source>
            <translation>Adres rozliczeniowy, wysyłany przy sprzedaży opłaconej przez gościa</translation>
        </message>
        <message>
            <source>Sell vouchers…</source>
            <translation>Sprzedaj vouchery…</translation>
        </message>
        <message>
            <source>Sell gift vouchers (F6)</source>
            <translation>Sprzedaj vouchery (F6)</translation>
        </message>
        <message>
            <source>Printing the vouchers…</source>
            <translation>Drukowanie voucherów…</translation>
        </message>
        <message>
            <source>{why} The sale stands; print them again from here.</source>
            <translation>{why} Sprzedaż jest ważna; wydrukuj je ponownie stąd.</translation>
        </message>
        <message>
            <source>A complimentary sale (no payment taken)</source>
            <translation>Sprzedaż gratis (bez płatności)</translation>
        </message>
        <message>
            <source>name</source>
            <extracomment>The buyer's fields a review names when one is wrong, as the sale screen calls them.</extracomment>
            <translation>imię i nazwisko</translation>
        </message>
        <message>
            <source>email</source>
            <translation>e-mail</translation>
        </message>
        <message>
            <source>recipient</source>
            <translation>odbiorca</translation>
        </message>
        <message>
            <source>This till has no property set up: a manager sets it up first.</source>
            <extracomment>The billing address's parts as typed (``app.core.sale.SaleRequest.billing``).</extracomment>
            <translation>Ta kasa nie ma ustawionego obiektu: najpierw ustawia go kierownik.</translation>
        </message>
        <message>
            <source>Selling needs the voucher service: a sale is never kept to send later.</source>
            <translation>Sprzedaż wymaga serwisu voucherów: sprzedaż nigdy nie czeka na późniejsze wysłanie.</translation>
        </message>
        <message>
            <source>Reading the property's products…</source>
            <translation>Odczytywanie produktów obiektu…</translation>
        </message>
        <message>
            <source>try again.</source>
            <translation>spróbuj ponownie.</translation>
        </message>
        <message>
            <source>The products could not be read: {why}</source>
            <translation>Nie udało się odczytać produktów: {why}</translation>
        </message>
        <message>
            <source>Quantity: 1 to {most} of one product.</source>
            <translation>Ilość: od 1 do {most} sztuk jednego produktu.</translation>
        </message>
        <message>
            <source>{product} is sold in {currency}, not here.</source>
            <translation>{product} jest sprzedawany w {currency}, nie tutaj.</translation>
        </message>
        <message>
            <source>Value of {product}: {why}</source>
            <translation>Wartość {product}: {why}</translation>
        </message>
        <message>
            <source>Choose the {option} of {product}.</source>
            <translation>Wybierz: {option} dla {product}.</translation>
        </message>
        <message>
            <source>Add a product to the sale first.</source>
            <translation>Najpierw dodaj produkt do sprzedaży.</translation>
        </message>
        <message>
            <source>Check the buyer's details: {fields}.</source>
            <translation>Sprawdź dane kupującego: {fields}.</translation>
        </message>
        <message>
            <source>about the sale (reference {reference})</source>
            <translation>w sprawie sprzedaży (numer referencyjny {reference})</translation>
        </message>
        <message>
            <source>The till keeps checking the service's orders for it: do not sell it again.</source>
            <translation>Kasa nadal szuka jej w zamówieniach serwisu: nie sprzedawaj ponownie.</translation>
        </message>
        <message>
            <source>The sale is journalled; the till settles it.</source>
            <translation>Sprzedaż jest zapisana w dzienniku; kasa ją wyjaśni.</translation>
        </message>
        <message>
            <source>The sale could not be sent.</source>
            <translation>Nie udało się wysłać sprzedaży.</translation>
        </message>
        <message>
            <source>All</source>
            <translation>Wszystkie</translation>
        </message>
        <message>
            <source>Open value</source>
            <translation>Dowolna kwota</translation>
        </message>
        <message numerus="yes">
            <source>valid %n day(s)</source>
            <translation>
                <numerusform>ważny %n dzień</numerusform>
                <numerusform>ważny %n dni</numerusform>
                <numerusform>ważny %n dni</numerusform>
            </translation>
        </message>
        <message>
            <source>validity not given</source>
            <translation>ważność nieznana</translation>
        </message>
        <message>
            <source>can be used in part</source>
            <translation>można wykorzystać częściowo</translation>
        </message>
        <message>
            <source>used in one go</source>
            <translation>do wykorzystania jednorazowo</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Produkt</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Wartość</translation>
        </message>
        <message>
            <source>Validity</source>
            <translation>Ważność</translation>
        </message>
        <message>
            <source>Each</source>
            <translation>Za sztukę</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Wiadomość</translation>
        </message>
        <message>
            <source>free</source>
            <translation>bezpłatnie</translation>
        </message>
    </context>
    <context>
        <name>Setup</name>
        <message>
            <source>No secure key store on this computer: the key is kept in a file only your user can read.</source>
            <translation>Na tym komputerze nie ma bezpiecznego magazynu kluczy: klucz jest przechowywany w pliku, który może odczytać tylko Twoje konto.</translation>
        </message>
        <message>
            <source>Set up Voucher Desk</source>
            <translation>Konfiguracja Voucher Desk</translation>
        </message>
        <message>
            <source>Service settings</source>
            <translation>Ustawienia serwisu</translation>
        </message>
        <message>
            <source>Connect this till to Giftpro</source>
            <translation>Połącz tę kasę z Giftpro</translation>
        </message>
        <message>
            <source>Type the service address and this till's API key, then test the connection to choose where the till redeems.</source>
            <translation>Wpisz adres serwisu i klucz API tej kasy, a następnie przetestuj połączenie, aby wybrać, gdzie kasa realizuje vouchery.</translation>
        </message>
        <message>
            <source>Changing the service, property or location restarts the till session.</source>
            <translation>Zmiana serwisu, obiektu lub lokalizacji uruchamia sesję kasy od nowa.</translation>
        </message>
        <message>
            <source>Service address</source>
            <translation>Adres serwisu</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>Klucz API</translation>
        </message>
        <message>
            <source>Leave empty to keep the saved key; type a new key to replace it</source>
            <translation>Zostaw puste, aby zachować zapisany klucz; wpisz nowy, aby go zastąpić</translation>
        </message>
        <message>
            <source>&amp;Test connection</source>
            <translation>&amp;Testuj połączenie</translation>
        </message>
        <message>
            <source>Read the properties and locations this key can use (Alt+T)</source>
            <translation>Odczytaj obiekty i lokalizacje dostępne dla tego klucza (Alt+T)</translation>
        </message>
        <message>
            <source>Not tested yet.</source>
            <translation>Jeszcze nie przetestowano.</translation>
        </message>
        <message>
            <source>Property</source>
            <translation>Obiekt</translation>
        </message>
        <message>
            <source>Location</source>
            <translation>Lokalizacja</translation>
        </message>
        <message>
            <source>Property id</source>
            <translation>ID obiektu</translation>
        </message>
        <message>
            <source>Property id (domainID)</source>
            <translation>ID obiektu (domainID)</translation>
        </message>
        <message>
            <source>Location id</source>
            <translation>ID lokalizacji</translation>
        </message>
        <message>
            <source>Location id (locationID)</source>
            <translation>ID lokalizacji (locationID)</translation>
        </message>
        <message>
            <source>C&amp;heck ids</source>
            <translation>Sprawdź &amp;ID</translation>
        </message>
        <message>
            <source>Check the typed ids with the service (Alt+H)</source>
            <translation>Sprawdź wpisane ID w serwisie (Alt+I)</translation>
        </message>
        <message>
            <source>Till name</source>
            <translation>Nazwa kasy</translation>
        </message>
        <message>
            <source>This is the only till at this location</source>
            <translation>To jedyna kasa w tej lokalizacji</translation>
        </message>
        <message>
            <source>Tick only if no other till redeems at this location. The service does not say which till made a movement: with another till here, a lost answer always goes to a manager.</source>
            <translation>Zaznacz tylko wtedy, gdy żadna inna kasa nie realizuje voucherów w tej lokalizacji. Serwis nie podaje, która kasa wykonała operację: przy innej kasie tutaj utracona odpowiedź zawsze trafia do kierownika.</translation>
        </message>
        <message>
            <source>Save the settings (Ctrl+S)</source>
            <translation>Zapisz ustawienia (Ctrl+S)</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Zapisz</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anuluj</translation>
        </message>
        <message>
            <source>Managers (each approves with their own PIN; at least one)</source>
            <translation>Kierownicy (każdy zatwierdza własnym PIN-em; co najmniej jeden)</translation>
        </message>
        <message>
            <source>Managers</source>
            <translation>Kierownicy</translation>
        </message>
        <message>
            <source>Manager's name</source>
            <translation>Imię i nazwisko kierownika</translation>
        </message>
        <message>
            <source>Manager's PIN</source>
            <translation>PIN kierownika</translation>
        </message>
        <message>
            <source>4–8 digit PIN</source>
            <translation>PIN, 4–8 cyfr</translation>
        </message>
        <message>
            <source>Manager's PIN again</source>
            <translation>PIN kierownika ponownie</translation>
        </message>
        <message>
            <source>PIN again</source>
            <translation>Powtórz PIN</translation>
        </message>
        <message>
            <source>&amp;Add manager</source>
            <translation>&amp;Dodaj kierownika</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Usuń</translation>
        </message>
        <message>
            <source>Testing…</source>
            <translation>Testowanie…</translation>
        </message>
        <message>
            <source>Test the connection first</source>
            <translation>Najpierw przetestuj połączenie</translation>
        </message>
        <message>
            <source>Paste the API key from Giftpro</source>
            <translation>Wklej klucz API z Giftpro</translation>
        </message>
        <message>
            <source>Keep the saved key</source>
            <translation>Zachowaj zapisany klucz</translation>
        </message>
        <message>
            <source>Keep the saved key …{tail}</source>
            <translation>Zachowaj zapisany klucz …{tail}</translation>
        </message>
        <message>
            <source>Test the connection again before saving.</source>
            <translation>Przed zapisaniem przetestuj połączenie ponownie.</translation>
        </message>
        <message>
            <source>Type the API key first.</source>
            <translation>Najpierw wpisz klucz API.</translation>
        </message>
        <message>
            <source>{property} has no locations to redeem at.</source>
            <translation>{property} nie ma lokalizacji do realizacji voucherów.</translation>
        </message>
        <message>
            <source>{name} is a manager at this till.</source>
            <translation>{name} jest kierownikiem przy tej kasie.</translation>
        </message>
        <message>
            <source>{name} is no longer a manager here.</source>
            <translation>{name} nie jest już tu kierownikiem.</translation>
        </message>
        <message>
            <source>Connecting to {url}…</source>
            <translation>Łączenie z {url}…</translation>
        </message>
        <message>
            <source>The service listed no properties or locations.</source>
            <translation>Serwis nie podał żadnych obiektów ani lokalizacji.</translation>
        </message>
        <message>
            <source>{text} Type this till's property id and location id, then press Check ids.</source>
            <translation>{text} Wpisz ID obiektu i ID lokalizacji tej kasy, a potem naciśnij Sprawdź ID.</translation>
        </message>
        <message>
            <source>Type the property id and the location id as numbers.</source>
            <translation>Wpisz ID obiektu i ID lokalizacji jako liczby.</translation>
        </message>
        <message>
            <source>Checking location {location} with the service…</source>
            <translation>Sprawdzanie lokalizacji {location} w serwisie…</translation>
        </message>
        <message>
            <source>The service's balance events for location {location} could not be read: {why}</source>
            <translation>Nie udało się odczytać zdarzeń salda z serwisu dla lokalizacji {location}: {why}</translation>
        </message>
        <message>
            <source>Location {location} belongs to property {other}, not {property}.</source>
            <translation>Lokalizacja {location} należy do obiektu {other}, nie {property}.</translation>
        </message>
        <message>
            <source>Property {property}</source>
            <translation>Obiekt {property}</translation>
        </message>
        <message>
            <source>Location {location}</source>
            <translation>Lokalizacja {location}</translation>
        </message>
        <message>
            <source>Checked: the service answers for location {location} of property {property}.</source>
            <translation>Sprawdzono: serwis odpowiada dla lokalizacji {location} obiektu {property}.</translation>
        </message>
        <message>
            <source>The service accepted the key, but it gives access to no property.</source>
            <translation>Serwis przyjął klucz, ale nie daje on dostępu do żadnego obiektu.</translation>
        </message>
        <message>
            <source>Connected. This key sees 1 property.</source>
            <translation>Połączono. Ten klucz widzi 1 obiekt.</translation>
        </message>
        <message numerus="yes">
            <source>Connected. This key sees %n properties.</source>
            <translation>
                <numerusform>Połączono. Ten klucz widzi %n obiekt.</numerusform>
                <numerusform>Połączono. Ten klucz widzi %n obiekty.</numerusform>
                <numerusform>Połączono. Ten klucz widzi %n obiektów.</numerusform>
            </translation>
        </message>
        <message>
            <source>The service did not list its properties.</source>
            <translation>Serwis nie podał listy obiektów.</translation>
        </message>
        <message>
            <source>The service did not list its locations.</source>
            <translation>Serwis nie podał listy lokalizacji.</translation>
        </message>
        <message>
            <source>The test was stopped.</source>
            <translation>Test został przerwany.</translation>
        </message>
        <message>
            <source>The service refused this API key. Check the key (copy it again from Giftpro) and test again.</source>
            <translation>Serwis odrzucił ten klucz API. Sprawdź klucz (skopiuj go ponownie z Giftpro) i przetestuj jeszcze raz.</translation>
        </message>
        <message>
            <source>Cannot reach the voucher service at {url}. Check the address and the network, then test again.</source>
            <translation>Brak połączenia z serwisem voucherów pod adresem {url}. Sprawdź adres i sieć, a potem przetestuj ponownie.</translation>
        </message>
    </context>
    <context>
        <name>ShiftSales</name>
        <message>
            <source>Order #{order} (its vouchers could not be read)</source>
            <translation>Zamówienie #{order} (nie udało się odczytać voucherów)</translation>
        </message>
        <message>
            <source>Complimentary: {product} × {count} worth {amount}, no money taken</source>
            <translation>Gratis: {product} × {count} o wartości {amount}, bez płatności</translation>
        </message>
        <message>
            <source>Sold: {product} × {count} = {amount}</source>
            <translation>Sprzedano: {product} × {count} = {amount}</translation>
        </message>
        <message>
            <source>Sold: delivery charges = {amount}</source>
            <translation>Sprzedano: opłaty za dostawę = {amount}</translation>
        </message>
        <message>
            <source>Money taken in by sales: {amount}</source>
            <translation>Wpływy ze sprzedaży: {amount}</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>tak</translation>
        </message>
        <message>
            <source>Sales by product</source>
            <translation>Sprzedaż według produktu</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Produkt</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Waluta</translation>
        </message>
        <message>
            <source>Vouchers</source>
            <translation>Vouchery</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Kwota</translation>
        </message>
        <message>
            <source>Complimentary</source>
            <translation>Gratis</translation>
        </message>
        <message>
            <source>Money taken in by sales</source>
            <translation>Wpływy ze sprzedaży</translation>
        </message>
        <message>
            <source>{amount} (reference {reference})</source>
            <translation>{amount} (numer referencyjny {reference})</translation>
        </message>
        <message numerus="yes">
            <source>%n sale(s) not ticked as paid on the POS: {sales}. Take payment on the POS, then tick Paid on POS.</source>
            <translation>
                <numerusform>%n sprzedaż nieoznaczona jako opłacona na POS: {sales}. Pobierz płatność na POS, potem zaznacz „Opłacone na POS”.</numerusform>
                <numerusform>%n sprzedaże nieoznaczone jako opłacone na POS: {sales}. Pobierz płatność na POS, potem zaznacz „Opłacone na POS”.</numerusform>
                <numerusform>%n sprzedaży nieoznaczonych jako opłacone na POS: {sales}. Pobierz płatność na POS, potem zaznacz „Opłacone na POS”.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SignIn</name>
        <message>
            <source>Who is on the till?</source>
            <extracomment>A voucher code scanned here before anyone signed in: looked up once someone has.</extracomment>
            <translation>Kto jest przy kasie?</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>Imię i nazwisko</translation>
        </message>
        <message>
            <source>Staff name</source>
            <translation>Imię pracownika</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Język</translation>
        </message>
        <message>
            <source>The language the till speaks to you</source>
            <translation>Język, w którym kasa do Ciebie mówi</translation>
        </message>
        <message>
            <source>Start shift</source>
            <translation>Rozpocznij zmianę</translation>
        </message>
        <message>
            <source>Start the shift (Enter)</source>
            <translation>Rozpocznij zmianę (Enter)</translation>
        </message>
        <message>
            <source>Your name is recorded with every redemption you make.</source>
            <translation>Twoje imię zapisuje się przy każdej realizacji vouchera.</translation>
        </message>
        <message>
            <source>That was a voucher code: type your name, and it is looked up.</source>
            <translation>To był kod vouchera: wpisz imię, a voucher zostanie wyszukany.</translation>
        </message>
        <message>
            <source>Type your name to start.</source>
            <translation>Wpisz imię, aby zacząć.</translation>
        </message>
    </context>
    <context>
        <name>SlipOptions</name>
        <message>
            <source>The computer's default printer</source>
            <translation>Domyślna drukarka komputera</translation>
        </message>
        <message>
            <source>Slip printer and options</source>
            <translation>Drukarka paragonów i opcje</translation>
        </message>
        <message>
            <source>Slip printer</source>
            <translation>Drukarka paragonów</translation>
        </message>
        <message>
            <source>{printer} (not installed)</source>
            <translation>{printer} (niezainstalowana)</translation>
        </message>
        <message>
            <source>Paper</source>
            <translation>Papier</translation>
        </message>
        <message>
            <source>Print a slip after each redemption</source>
            <translation>Drukuj paragon po każdej realizacji</translation>
        </message>
        <message>
            <source>Print a merchant copy too</source>
            <translation>Drukuj też kopię dla obiektu</translation>
        </message>
        <message>
            <source>Thermal roll printers print through their own driver: install it, then choose the printer here. A missing or offline printer never stops a redemption.</source>
            <translation>Drukarki termiczne drukują przez własny sterownik: zainstaluj go, a potem wybierz drukarkę tutaj. Brak drukarki lub jej awaria nigdy nie zatrzymuje realizacji.</translation>
        </message>
        <message>
            <source>Printer</source>
            <translation>Drukarka</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Zapisz</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anuluj</translation>
        </message>
    </context>
    <context>
        <name>Startup</name>
        <message>
            <source>Scan or type a voucher code</source>
            <extracomment>How long the first window is given to take in keys queued for it before it hands over.</extracomment>
            <translation>Zeskanuj lub wpisz kod vouchera</translation>
        </message>
        <message>
            <source>Voucher code</source>
            <translation>Kod vouchera</translation>
        </message>
        <message>
            <source>Starting the till… A code scanned now is kept and looked up as soon as the till is ready.</source>
            <extracomment>The last code ended with Enter or Tab: the till looks it up once it is ready, whatever was typed after it (kept in the till's field, not looked up).</extracomment>
            <translation>Uruchamianie kasy… Kod zeskanowany teraz zostanie zapamiętany i wyszukany, gdy tylko kasa będzie gotowa.</translation>
        </message>
        <message>
            <source>Starting the till…</source>
            <translation>Uruchamianie kasy…</translation>
        </message>
        <message>
            <source>The till is starting</source>
            <translation>Kasa się uruchamia</translation>
        </message>
        <message>
            <source>Nothing has been changed. Ask whoever looks after this computer to let the till write to that folder, then choose Try again.</source>
            <translation>Nic nie zostało zmienione. Poproś osobę opiekującą się tym komputerem, by pozwoliła kasie zapisywać w tym folderze, a potem wybierz Spróbuj ponownie.</translation>
        </message>
        <message>
            <source>Another program (a database viewer, a backup or sync tool) has the file open. Close it, then choose Try again.</source>
            <translation>Inny program (przeglądarka bazy danych, narzędzie do kopii zapasowych lub synchronizacji) ma otwarty ten plik. Zamknij go, a potem wybierz Spróbuj ponownie.</translation>
        </message>
        <message>
            <source>Free some space on this computer's disk, then choose Try again.</source>
            <translation>Zwolnij trochę miejsca na dysku tego komputera, a potem wybierz Spróbuj ponownie.</translation>
        </message>
        <message>
            <source>Check the disk and the folder, then choose Try again; if it keeps happening, call support.</source>
            <translation>Sprawdź dysk i folder, a potem wybierz Spróbuj ponownie; jeśli to się powtarza, zadzwoń do wsparcia.</translation>
        </message>
        <message>
            <source>a damaged file</source>
            <translation>uszkodzony plik</translation>
        </message>
        <message>
            <source>{problem}.

File: {path}</source>
            <translation>{problem}.

Plik: {path}</translation>
        </message>
        <message>
            <source>Choose “Keep it aside and start afresh”: the damaged file is renamed with today's date and time and kept for support, never deleted; a fresh {store} is started, every entry still readable is carried over, and unsettled movements are checked with the service. Or quit and call support first.</source>
            <translation>Wybierz „Odłóż go i zacznij od nowa”: uszkodzony plik dostanie w nazwie dzisiejszą datę i godzinę i zostanie zachowany dla wsparcia, nigdy usunięty; powstanie nowy {store}, każdy czytelny wpis zostanie przeniesiony, a nierozliczone operacje zostaną sprawdzone w serwisie. Albo zakończ i najpierw zadzwoń do wsparcia.</translation>
        </message>
        <message>
            <source>Keep it aside and start afresh</source>
            <translation>Odłóż go i zacznij od nowa</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Zakończ</translation>
        </message>
        <message>
            <source>Folder: {path}</source>
            <translation>Folder: {path}</translation>
        </message>
        <message>
            <source>File: {path}</source>
            <translation>Plik: {path}</translation>
        </message>
        <message>
            <source>cannot use its files</source>
            <translation>nie może użyć swoich plików</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Spróbuj ponownie</translation>
        </message>
        <message>
            <source>damaged settings</source>
            <translation>uszkodzone ustawienia</translation>
        </message>
        <message>
            <source>Set the till up again: you will need the service address, the API key and a new manager PIN. Or quit and call support, who can look at the damaged file first.</source>
            <translation>Skonfiguruj kasę ponownie: potrzebny będzie adres serwisu, klucz API i nowy PIN kierownika. Albo zakończ i zadzwoń do wsparcia, które najpierw obejrzy uszkodzony plik.</translation>
        </message>
        <message>
            <source>Set up the till again</source>
            <translation>Skonfiguruj kasę ponownie</translation>
        </message>
        <message numerus="yes">
            <source>The till's {store} was damaged. It is kept as {kept_as}; a fresh one was started and %n entries still readable in it were carried over. Unsettled movements among them are being checked with the service.</source>
            <translation>
                <numerusform>Plik kasy {store} był uszkodzony. Zachowano go jako {kept_as}; utworzono nowy i przeniesiono %n czytelny wpis. Nierozliczone operacje wśród nich są sprawdzane w serwisie.</numerusform>
                <numerusform>Plik kasy {store} był uszkodzony. Zachowano go jako {kept_as}; utworzono nowy i przeniesiono %n czytelne wpisy. Nierozliczone operacje wśród nich są sprawdzane w serwisie.</numerusform>
                <numerusform>Plik kasy {store} był uszkodzony. Zachowano go jako {kept_as}; utworzono nowy i przeniesiono %n czytelnych wpisów. Nierozliczone operacje wśród nich są sprawdzane w serwisie.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Storage</name>
        <message>
            <source>redeem</source>
            <extracomment>Seconds between attempts to write again: soon at first, then every half minute. A movement's kind, as the banner names it ("The redeem of SPA50PART"); marked for translation.</extracomment>
            <translation>realizacja</translation>
        </message>
        <message>
            <source>reverse</source>
            <translation>cofnięcie</translation>
        </message>
        <message>
            <source>refund</source>
            <translation>zwrot</translation>
        </message>
        <message>
            <source>topup</source>
            <translation>doładowanie</translation>
        </message>
        <message>
            <source>the service redeemed it</source>
            <extracomment>What the service did, by kind; marked for translation.</extracomment>
            <translation>serwis ją wykonał</translation>
        </message>
        <message>
            <source>the service reversed it</source>
            <translation>serwis ją wykonał</translation>
        </message>
        <message>
            <source>the service refunded it</source>
            <translation>serwis ją wykonał</translation>
        </message>
        <message>
            <source>the service topped up it</source>
            <translation>serwis ją wykonał</translation>
        </message>
        <message>
            <source>NOT YET WRITTEN DOWN — {lines} {cause}. The till keeps trying, and nothing more can move on that voucher until it is written (if the till is closed first, it checks the movement with the service when it next starts).</source>
            <translation>JESZCZE NIE ZAPISANO — {lines} {cause}. Kasa próbuje dalej i na tym voucherze nic więcej nie może się zmienić, dopóki nie zostanie to zapisane (jeśli kasa zostanie wcześniej zamknięta, sprawdzi operację w serwisie przy następnym uruchomieniu).</translation>
        </message>
        <message>
            <source>{problem}. Redeem, reverse and refund are paused until it works again.</source>
            <translation>{problem}. Realizacja, cofanie i zwroty są wstrzymane, dopóki to nie zacznie działać.</translation>
        </message>
        <message>
            <source>{kind} of {code}</source>
            <translation>{kind} {code}</translation>
        </message>
        <message>
            <source> for {amount}</source>
            <translation> na {amount}</translation>
        </message>
        <message>
            <source> (ref {event})</source>
            <translation> (nr ref. {event})</translation>
        </message>
        <message>
            <source>the service did it</source>
            <translation>serwis ją wykonał</translation>
        </message>
        <message>
            <source>the service refused it</source>
            <translation>serwis ją odrzucił</translation>
        </message>
        <message>
            <source>the service's answer was lost</source>
            <translation>odpowiedź serwisu przepadła</translation>
        </message>
        <message>
            <source>The {what}: {told}, but the till could not record it.</source>
            <translation>Operacja: {what} — {told}, ale kasa nie mogła tego zapisać.</translation>
        </message>
    </context>
    <context>
        <name>TopUp</name>
        <message>
            <source>This voucher has been used in full and is closed: sell a new card instead.</source>
            <extracomment>[DECIDE] The largest single top-up or activation by default, in the voucher's currency.</extracomment>
            <translation>Ten voucher został w całości wykorzystany i jest zamknięty: sprzedaj zamiast tego nową kartę.</translation>
        </message>
        <message>
            <source>This voucher was cancelled: it cannot be topped up.</source>
            <translation>Ten voucher został anulowany: nie można go doładować.</translation>
        </message>
        <message>
            <source>The payment for this voucher was reversed: it cannot be topped up.</source>
            <translation>Płatność za ten voucher została cofnięta: nie można go doładować.</translation>
        </message>
        <message>
            <source>This voucher is not valid yet: it cannot be topped up before it starts.</source>
            <translation>Ten voucher nie jest jeszcze ważny: nie można go doładować przed początkiem ważności.</translation>
        </message>
        <message>
            <source>This voucher has expired: it cannot be topped up.</source>
            <translation>Ten voucher wygasł: nie można go doładować.</translation>
        </message>
        <message>
            <source>The service reports this voucher as “{status}”: it cannot be topped up.</source>
            <translation>Serwis podaje status tego vouchera jako „{status}”: nie można go doładować.</translation>
        </message>
        <message>
            <source>This voucher cannot be used at this location, so it is not topped up here.</source>
            <translation>Tego vouchera nie można użyć w tej lokalizacji, więc nie jest tu doładowywany.</translation>
        </message>
        <message>
            <source>This voucher must be used in full (a service voucher): it cannot be topped up.</source>
            <translation>Ten voucher trzeba wykorzystać w całości (voucher na usługę): nie można go doładować.</translation>
        </message>
        <message>
            <source>This voucher holds nothing: sell a new card instead.</source>
            <translation>Na tym voucherze nic nie ma: sprzedaj zamiast tego nową kartę.</translation>
        </message>
        <message>
            <source>At most {amount} in one top-up</source>
            <translation>Najwyżej {amount} w jednym doładowaniu</translation>
        </message>
        <message>
            <source>Top up {code} by {amount} — {after} after</source>
            <translation>Doładuj {code} o {amount} — potem {after}</translation>
        </message>
        <message>
            <source>Activate {code} as a new card with {amount}</source>
            <translation>Aktywuj {code} jako nową kartę z kwotą {amount}</translation>
        </message>
        <message>
            <source>{amount} onto {code}</source>
            <translation>{amount} na {code}</translation>
        </message>
        <message>
            <source>Staff may top up and sell gift cards</source>
            <translation>Obsługa może doładowywać i sprzedawać karty podarunkowe</translation>
        </message>
        <message>
            <source>Largest top-up…</source>
            <translation>Największe doładowanie…</translation>
        </message>
        <message>
            <source>Load</source>
            <extracomment>``approve(approving, then)``: ask a manager's PIN to approve ``approving``, then call ``then(manager)`` with the name of the manager whose PIN it was; nothing on Cancel.</extracomment>
            <translation>Doładuj</translation>
        </message>
        <message>
            <source>Amount to load onto the card</source>
            <translation>Kwota doładowania karty</translation>
        </message>
        <message>
            <source>Amount to load; Enter shows what will be loaded, to confirm</source>
            <translation>Kwota doładowania; Enter pokazuje, co zostanie doładowane, do zatwierdzenia</translation>
        </message>
        <message>
            <source>Load…</source>
            <translation>Doładuj…</translation>
        </message>
        <message>
            <source>Review the top-up</source>
            <translation>Sprawdź doładowanie</translation>
        </message>
        <message>
            <source>Show what will be loaded, to confirm (Enter in the amount)</source>
            <translation>Pokaż, co zostanie doładowane, do zatwierdzenia (Enter w polu kwoty)</translation>
        </message>
        <message>
            <source>top-up</source>
            <translation>doładowanie</translation>
        </message>
        <message>
            <source>Do not load anything; change the amount or scan another code</source>
            <translation>Nie doładowuj; zmień kwotę lub zeskanuj inny kod</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>Doładowywanie…</translation>
        </message>
        <message>
            <source>Why this voucher cannot be topped up</source>
            <extracomment>The "Largest top-up" dialog while it is open.</extracomment>
            <translation>Dlaczego tego vouchera nie można doładować</translation>
        </message>
        <message>
            <source>Change the largest top-up</source>
            <translation>Zmień największe doładowanie</translation>
        </message>
        <message>
            <source>The largest top-up is now {amount}.</source>
            <translation>Największe doładowanie to teraz {amount}.</translation>
        </message>
        <message>
            <source>Let staff top up and sell gift cards without a manager</source>
            <translation>Pozwól obsłudze doładowywać i sprzedawać karty podarunkowe bez kierownika</translation>
        </message>
        <message>
            <source>Make every top-up and new gift card need a manager</source>
            <translation>Wymagaj kierownika przy każdym doładowaniu i nowej karcie podarunkowej</translation>
        </message>
        <message>
            <source>Staff may now top up and sell gift cards.</source>
            <translation>Obsługa może teraz doładowywać i sprzedawać karty podarunkowe.</translation>
        </message>
        <message>
            <source>Load money onto {code}: the guest pays on the POS</source>
            <translation>Doładuj {code}: gość płaci na terminalu POS</translation>
        </message>
        <message>
            <source>Sell {code} as a new gift card: the guest pays on the POS</source>
            <translation>Sprzedaj {code} jako nową kartę podarunkową: gość płaci na terminalu POS</translation>
        </message>
        <message>
            <source>Close (F4)</source>
            <translation>Zamknij (F4)</translation>
        </message>
        <message>
            <source>Activate as a new card (F4)</source>
            <translation>Aktywuj jako nową kartę (F4)</translation>
        </message>
        <message>
            <source>Close top-up (F4)</source>
            <translation>Zamknij doładowanie (F4)</translation>
        </message>
        <message>
            <source>Top up… (F4)</source>
            <translation>Doładuj… (F4)</translation>
        </message>
        <message>
            <source>Manager PIN needed</source>
            <translation>Wymagany PIN kierownika</translation>
        </message>
        <message>
            <source>Top-ups</source>
            <translation>Doładowania</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Offline: top-ups are paused until the service answers</source>
            <translation>Offline: doładowania są wstrzymane, dopóki serwis nie odpowie</translation>
        </message>
        <message>
            <source>Reading the property's currency from the service…</source>
            <translation>Odczytywanie waluty obiektu z serwisu…</translation>
        </message>
        <message>
            <source>Type the amount to load</source>
            <extracomment>The property's currency, read once: a new card is in it (the service decides). Why the amount typed was refused, in the source language (``AmountError.source``). What the screen moved on to while a top-up was in flight, offered once it settles. Unconfirmed movements on the card that stop a new top-up, for the quick override. The movement whose outcome the top-up's line shows now, if any.</extracomment>
            <translation>Wpisz kwotę doładowania</translation>
        </message>
        <message>
            <source>Balance after: {amount}</source>
            <translation>Saldo po: {amount}</translation>
        </message>
        <message>
            <source>New card: {amount}</source>
            <translation>Nowa karta: {amount}</translation>
        </message>
        <message>
            <source>The till could not read the property's currency; close and try again.</source>
            <translation>Kasa nie mogła odczytać waluty obiektu; zamknij i spróbuj ponownie.</translation>
        </message>
        <message>
            <source>A manager must allow each top-up and new card (manager PIN).</source>
            <extracomment>The most a manager may set as the largest single top-up: the till's limit for any amount typed (``app.core.money``), which a settings file is held to as well (``Settings.topup_maximum``). Marked for translation, translated where it is said (``translate("TopUp", MANAGER_NEEDED_TEXT)``).</extracomment>
            <translation>Każde doładowanie i nową kartę musi zatwierdzić kierownik (PIN kierownika).</translation>
        </message>
        <message>
            <source>Only a manager can change who may top up.</source>
            <translation>Tylko kierownik może zmienić, kto może doładowywać.</translation>
        </message>
        <message>
            <source>The setting could not be saved; nothing changed.</source>
            <translation>Nie udało się zapisać ustawienia; nic się nie zmieniło.</translation>
        </message>
        <message>
            <source>At most {ceiling} for one top-up</source>
            <translation>Najwyżej {ceiling} za jedno doładowanie</translation>
        </message>
        <message>
            <source>Only a manager can change the largest top-up.</source>
            <translation>Tylko kierownik może zmienić największe doładowanie.</translation>
        </message>
        <message>
            <source>{problem}. Nothing was changed.</source>
            <translation>{problem}. Nic nie zostało zmienione.</translation>
        </message>
        <message>
            <source>Loaded</source>
            <extracomment>In the source language, marked for translation; ``topup_outcome_text`` says them translated.</extracomment>
            <translation>Doładowano</translation>
        </message>
        <message>
            <source>Not loaded</source>
            <translation>Nie doładowano</translation>
        </message>
        <message>
            <source>Nothing was added</source>
            <translation>Nic nie zostało dodane</translation>
        </message>
        <message>
            <source>anything more moves on this card</source>
            <translation>jakakolwiek kolejna operacja na tej karcie</translation>
        </message>
        <message>
            <source>No answer from the service about {asked}. Checking with the service…</source>
            <extracomment>Takes the movements that now block the card (an unconfirmed top-up, an earlier one unchecked).</extracomment>
            <translation>Brak odpowiedzi serwisu w sprawie: {asked}. Sprawdzanie w serwisie…</translation>
        </message>
        <message>
            <source>{problem}. The top-up is not confirmed yet.</source>
            <translation>{problem}. Doładowanie nie jest jeszcze potwierdzone.</translation>
        </message>
        <message>
            <source>{problem}. Nothing was sent.</source>
            <translation>{problem}. Nic nie zostało wysłane.</translation>
        </message>
        <message>
            <source>{refused} An earlier movement on this card could not be checked.</source>
            <translation>{refused} Nie udało się sprawdzić wcześniejszej operacji na tej karcie.</translation>
        </message>
        <message>
            <source>{problem} Wait for the check to finish, or ask a manager.</source>
            <translation>{problem} Poczekaj na koniec sprawdzania lub wezwij kierownika.</translation>
        </message>
        <message>
            <source>Not sent: {asked}. {why}</source>
            <translation>Nie wysłano: {asked}. {why}</translation>
        </message>
        <message>
            <source>Still no answer from the service.</source>
            <translation>Nadal brak odpowiedzi serwisu.</translation>
        </message>
        <message>
            <source>{first} The top-up of {asked} is not confirmed: the till checks it again before anything more moves on this card, and at its next start.</source>
            <translation>{first} Doładowanie {asked} nie jest potwierdzone: kasa sprawdzi je ponownie przed kolejną operacją na tej karcie i przy następnym uruchomieniu.</translation>
        </message>
        <message>
            <source>The earlier top-up was settled before the override.</source>
            <translation>Wcześniejsze doładowanie zostało rozliczone przed decyzją kierownika.</translation>
        </message>
        <message>
            <source>Checking an earlier, unconfirmed movement on this card first…</source>
            <translation>Najpierw sprawdzanie wcześniejszej, niepotwierdzonej operacji na tej karcie…</translation>
        </message>
        <message>
            <source>an earlier movement on this card</source>
            <translation>wcześniejsza operacja na tej karcie</translation>
        </message>
        <message>
            <source>{outcome} Nothing more was sent.</source>
            <translation>{outcome} Nic więcej nie wysłano.</translation>
        </message>
        <message>
            <source>No answer from the service about {about}. Checking with the service… {left} s</source>
            <translation>Brak odpowiedzi serwisu w sprawie: {about}. Sprawdzanie w serwisie… {left} s</translation>
        </message>
        <message>
            <source>New card {code}: {added} loaded. Balance {balance} · ref {event}</source>
            <translation>Nowa karta {code}: doładowano {added}. Saldo {balance} · nr ref. {event}</translation>
        </message>
        <message>
            <source>Topped up {code}: {added} loaded. Balance {balance} · ref {event}</source>
            <translation>Doładowano {code}: {added}. Saldo {balance} · nr ref. {event}</translation>
        </message>
    </context>
    <context>
        <name>TopUpLimit</name>
        <message>
            <source>Largest top-up</source>
            <translation>Największe doładowanie</translation>
        </message>
        <message>
            <source>The most one top-up or new gift card may load, in the voucher's currency (more than 0, at most {ceiling}).</source>
            <translation>Najwyższa kwota jednego doładowania lub nowej karty podarunkowej, w walucie vouchera (więcej niż 0, najwyżej {ceiling}).</translation>
        </message>
        <message>
            <source>Why this amount cannot be the largest top-up</source>
            <translation>Dlaczego ta kwota nie może być największym doładowaniem</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Zapisz</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anuluj</translation>
        </message>
    </context>
    <context>
        <name>Voucher</name>
        <message>
            <source>New card</source>
            <extracomment>An event's type in till words, the one mapping for the feed, the shift report (screen, CSV, PDF) and the reasons given: short, so the feed's Type column shows each whole at 1024 px. "New card" and "Reversed" are the words the till uses for the same movements elsewhere (a top-up's outcome, a redeem-history line). Marked for translation in the "Voucher" context: translated where shown (``event_type_text``).</extracomment>
            <translation>Nowa karta</translation>
        </message>
        <message>
            <source>Top-up</source>
            <translation>Doładowanie</translation>
        </message>
        <message>
            <source>Redeemed</source>
            <extracomment>A redeem-history line's status: a redemption, or one that was reversed ("Unredeemed").</extracomment>
            <translation>Zrealizowano</translation>
        </message>
        <message>
            <source>Reversed</source>
            <translation>Cofnięto</translation>
        </message>
        <message>
            <source>Refund</source>
            <translation>Zwrot</translation>
        </message>
        <message>
            <source>Chargeback</source>
            <translation>Obciążenie zwrotne</translation>
        </message>
        <message>
            <source>Reversed chargeback</source>
            <translation>Cofnięte obciążenie zwrotne</translation>
        </message>
        <message>
            <source>Code change</source>
            <translation>Zmiana kodu</translation>
        </message>
        <message>
            <source>Valid</source>
            <extracomment>A voucher's (or an order row's) status in till words: the service's own words are never shown beside their translation ("Partially Redeemed" next to "Part used").</extracomment>
            <translation>Ważny</translation>
        </message>
        <message>
            <source>In grace period</source>
            <translation>W okresie karencji</translation>
        </message>
        <message>
            <source>Part used</source>
            <translation>Częściowo wykorzystany</translation>
        </message>
        <message>
            <source>Used</source>
            <translation>Wykorzystany</translation>
        </message>
        <message>
            <source>Void</source>
            <translation>Unieważniony</translation>
        </message>
        <message>
            <source>Expired</source>
            <translation>Wygasł</translation>
        </message>
        <message>
            <source>Not valid yet</source>
            <translation>Jeszcze nieważny</translation>
        </message>
        <message>
            <source>today</source>
            <extracomment>Event types that take money off a voucher; the feed shows their amount negative.</extracomment>
            <translation>dzisiaj</translation>
        </message>
        <message>
            <source>1 day ago</source>
            <translation>1 dzień temu</translation>
        </message>
        <message numerus="yes">
            <source>%n days ago</source>
            <translation>
                <numerusform>%n dzień temu</numerusform>
                <numerusform>%n dni temu</numerusform>
                <numerusform>%n dni temu</numerusform>
            </translation>
        </message>
        <message>
            <source>This voucher has been used in full.</source>
            <translation>Ten voucher został wykorzystany w całości.</translation>
        </message>
        <message>
            <source>This voucher was cancelled and cannot be used.</source>
            <translation>Ten voucher został anulowany i nie można go użyć.</translation>
        </message>
        <message>
            <source>The payment for this voucher was reversed.</source>
            <translation>Płatność za ten voucher została cofnięta.</translation>
        </message>
        <message>
            <source>Not valid until {day}</source>
            <translation>Ważny od {day}</translation>
        </message>
        <message>
            <source>This voucher cannot be used yet.</source>
            <translation>Tego vouchera nie można jeszcze użyć.</translation>
        </message>
        <message>
            <source>Expired {ago}</source>
            <translation>Wygasł {ago}</translation>
        </message>
        <message>
            <source>This voucher has expired.</source>
            <translation>Ten voucher wygasł.</translation>
        </message>
        <message>
            <source> Its grace period ended {ago}, on {day}.</source>
            <translation> Okres karencji skończył się {ago}, {day}.</translation>
        </message>
        <message>
            <source>The service reports this voucher as “{status}”.</source>
            <translation>Serwis podaje status tego vouchera jako „{status}”.</translation>
        </message>
        <message>
            <source>Not valid at this location</source>
            <translation>Nieważny w tej lokalizacji</translation>
        </message>
        <message>
            <source>Nothing is left on this voucher.</source>
            <translation>Na tym voucherze nic nie zostało.</translation>
        </message>
        <message>
            <source>In grace period until {day}</source>
            <translation>W okresie karencji do {day}</translation>
        </message>
        <message>
            <source>This voucher cannot be used at this location.</source>
            <translation>Tego vouchera nie można użyć w tej lokalizacji.</translation>
        </message>
        <message>
            <source>It can be used at: {places}.</source>
            <translation>Można go użyć w: {places}.</translation>
        </message>
        <message>
            <source>More than the balance ({balance})</source>
            <translation>Więcej niż saldo ({balance})</translation>
        </message>
        <message>
            <source>This voucher must be used in full ({balance})</source>
            <translation>Ten voucher trzeba wykorzystać w całości ({balance})</translation>
        </message>
        <message>
            <source>A refund can never be reversed.</source>
            <translation>Zwrotu nigdy nie można cofnąć.</translation>
        </message>
        <message>
            <source>{type} events cannot be reversed.</source>
            <translation>Zdarzeń typu {type} nie można cofnąć.</translation>
        </message>
        <message>
            <source>The service has not confirmed this event yet; it can be reversed once confirmed.</source>
            <translation>Serwis jeszcze nie potwierdził tego zdarzenia; można je cofnąć po potwierdzeniu.</translation>
        </message>
        <message>
            <source>This redemption has already been reversed.</source>
            <translation>Ta realizacja została już cofnięta.</translation>
        </message>
        <message>
            <source>This order has already been refunded.</source>
            <translation>To zamówienie zostało już zwrócone.</translation>
        </message>
        <message>
            <source>Voucher {code} is void, so this order cannot be refunded.</source>
            <translation>Voucher {code} jest unieważniony, więc tego zamówienia nie można zwrócić.</translation>
        </message>
        <message>
            <source>Vouchers {codes} are void, so this order cannot be refunded.</source>
            <translation>Vouchery {codes} są unieważnione, więc tego zamówienia nie można zwrócić.</translation>
        </message>
        <message>
            <source>This order was not created through the API (the service said so): it cannot be refunded here.</source>
            <translation>To zamówienie nie zostało utworzone przez API (tak podał serwis): nie można go tu zwrócić.</translation>
        </message>
        <message>
            <source>Every voucher must be unused; already used or not valid: {codes}.</source>
            <translation>Każdy voucher musi być niewykorzystany; już wykorzystane lub nieważne: {codes}.</translation>
        </message>
    </context>
    <context>
        <name>VoucherSlip</name>
        <message>
            <source>TRAINING — NOT A VALID VOUCHER</source>
            <translation>SZKOLENIE — VOUCHER NIEWAŻNY</translation>
        </message>
        <message>
            <source>Gift voucher</source>
            <translation>Voucher upominkowy</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Wartość</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Kod</translation>
        </message>
        <message>
            <source>Valid until</source>
            <translation>Ważny do</translation>
        </message>
        <message>
            <source>Sold {when} · reference {reference}</source>
            <translation>Sprzedano {when} · numer referencyjny {reference}</translation>
        </message>
        <message>
            <source>Present this code to redeem.</source>
            <translation>Okaż ten kod, aby go zrealizować.</translation>
        </message>
        <message>
            <source>Gift vouchers</source>
            <translation>Vouchery upominkowe</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” did not accept the vouchers.</source>
            <translation>Drukarka paragonów „{printer}” nie przyjęła voucherów.</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) printed on {printer}.</source>
            <translation>
                <numerusform>%n voucher wydrukowany na {printer}.</numerusform>
                <numerusform>%n vouchery wydrukowane na {printer}.</numerusform>
                <numerusform>%n voucherów wydrukowanych na {printer}.</numerusform>
            </translation>
        </message>
    </context>
</TS>
