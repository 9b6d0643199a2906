<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en_GB">
    <context>
        <name>Accounts</name>
        <message>
            <source>{period}: {face} of products not classified for VAT yet (classify them).</source>
            <translation>{period}: {face} produktów bez klasyfikacji VAT (sklasyfikuj je).</translation>
        </message>
        <message>
            <source>{period} at {location}: multi-purpose {worth}, VAT in it {vat}; single-purpose {single}, already taxed at sale.</source>
            <translation>{period} w {location}: wielokrotnego przeznaczenia {worth}, w tym VAT {vat}; jednego przeznaczenia {single}, opodatkowane już przy sprzedaży.</translation>
        </message>
        <message>
            <source>{location} · from {start} to {end}</source>
            <translation>{location} · od {start} do {end}</translation>
        </message>
        <message>
            <source>top-up</source>
            <translation>doładowanie</translation>
        </message>
        <message>
            <source>single-purpose (taxed at sale)</source>
            <translation>jednego przeznaczenia (opodatkowany przy sprzedaży)</translation>
        </message>
        <message>
            <source>sale</source>
            <translation>sprzedaż</translation>
        </message>
        <message>
            <source>reversal of a redemption</source>
            <translation>cofnięcie realizacji</translation>
        </message>
        <message>
            <source>refund</source>
            <translation>zwrot</translation>
        </message>
        <message>
            <source>redemption</source>
            <translation>realizacja</translation>
        </message>
        <message>
            <source>not classified</source>
            <translation>niesklasyfikowany</translation>
        </message>
        <message>
            <source>multi-purpose (taxed at redemption)</source>
            <translation>wielokrotnego przeznaczenia (opodatkowany przy realizacji)</translation>
        </message>
        <message>
            <source>Vouchers whose sale could not be read (their redemptions carry no consideration): {count}.</source>
            <translation>Bony, których sprzedaży nie udało się odczytać (ich realizacje nie mają wynagrodzenia): {count}.</translation>
        </message>
        <message>
            <source>Voucher accounts — {place}</source>
            <translation>Rozliczenie bonów — {place}</translation>
        </message>
        <message>
            <source>Voucher accounts</source>
            <extracomment>The classes a product can have, in the combo's order; the first is "not classified".</extracomment>
            <translation>Rozliczenie bonów</translation>
        </message>
        <message>
            <source>VAT rate of {product}</source>
            <translation>Stawka VAT: {product}</translation>
        </message>
        <message>
            <source>VAT rate %</source>
            <translation>Stawka VAT %</translation>
        </message>
        <message>
            <source>VAT purpose of {product}</source>
            <translation>Przeznaczenie VAT: {product}</translation>
        </message>
        <message>
            <source>VAT purpose</source>
            <translation>Przeznaczenie VAT</translation>
        </message>
        <message>
            <source>VAT classes</source>
            <translation>Klasy VAT</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Czas</translation>
        </message>
        <message>
            <source>Sold by</source>
            <translation>Sprzedane przez</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Zapisano {path}</translation>
        </message>
        <message>
            <source>Save the summary</source>
            <translation>Zapisz podsumowanie</translation>
        </message>
        <message>
            <source>Save PDF…</source>
            <translation>Zapisz PDF…</translation>
        </message>
        <message>
            <source>Redeemed {face} of face value, worth {worth} of consideration.</source>
            <translation>Zrealizowano {face} wartości nominalnej, co daje {worth} wynagrodzenia.</translation>
        </message>
        <message>
            <source>Reading the service's events…</source>
            <translation>Odczytywanie zdarzeń serwisu…</translation>
        </message>
        <message>
            <source>Reading the locations…</source>
            <translation>Odczytywanie lokalizacji…</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Produkt</translation>
        </message>
        <message>
            <source>Paid ratio</source>
            <translation>Zapłacona część</translation>
        </message>
        <message>
            <source>Movements</source>
            <translation>Operacje</translation>
        </message>
        <message>
            <source>Movement</source>
            <translation>Operacja</translation>
        </message>
        <message>
            <source>Location</source>
            <translation>Lokalizacja</translation>
        </message>
        <message>
            <source>Export the movements</source>
            <translation>Eksportuj operacje</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Eksportuj CSV…</translation>
        </message>
        <message>
            <source>Every till at the location, from the service's own record.</source>
            <translation>Wszystkie kasy w lokalizacji, z zapisów samego serwisu.</translation>
        </message>
        <message>
            <source>Consideration</source>
            <translation>Wynagrodzenie</translation>
        </message>
        <message>
            <source>Paid %</source>
            <translation>Zapł. %</translation>
        </message>
        <message>
            <source>Consid.</source>
            <translation>Wynagr.</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Kod</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Build</source>
            <translation>Utwórz</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Kwota</translation>
        </message>
        <message>
            <source>Movements from every till at {location}: {count}.</source>
            <translation>Operacje ze wszystkich kas w {location}: {count}.</translation>
        </message>
        <message>
            <source>Every voucher seen is valid as long as the law asks.</source>
            <translation>Każdy widziany bon jest ważny tak długo, jak wymaga prawo.</translation>
        </message>
        <message>
            <source>Vouchers seen whose validity is shorter than the law asks:</source>
            <translation>Widziane bony o ważności krótszej, niż wymaga prawo:</translation>
        </message>
        <message>
            <source>This law sets no shortest validity for vouchers.</source>
            <translation>To prawo nie określa minimalnej ważności bonów.</translation>
        </message>
        <message>
            <source>The law where the desk is</source>
            <translation>Prawo w miejscu kasy</translation>
        </message>
        <message>
            <source>The law here</source>
            <translation>Prawo tutaj</translation>
        </message>
        <message>
            <source>{code} {product}: sold {sold}, valid until {expiry}; the law asks until {floor}</source>
            <translation>{code} {product}: sprzedany {sold}, ważny do {expiry}; prawo wymaga do {floor}</translation>
        </message>
        <message>
            <source>Germany</source>
            <translation>Niemcy</translation>
        </message>
        <message>
            <source>Republic of Ireland</source>
            <translation>Republika Irlandii</translation>
        </message>
        <message>
            <source>Northern Ireland</source>
            <translation>Irlandia Północna</translation>
        </message>
        <message>
            <source>Scotland</source>
            <translation>Szkocja</translation>
        </message>
        <message>
            <source>England and Wales</source>
            <extracomment>The packs' names as a manager picks them, for the translations.</extracomment>
            <translation>Anglia i Walia</translation>
        </message>
        <message>
            <source>Months since sale (0 to {last})</source>
            <translation>Miesiące od sprzedaży (0 do {last})</translation>
        </message>
        <message>
            <source>Vouchers this property sold in the period: the share of face value redeemed, by month since sale.</source>
            <translation>Bony sprzedane przez ten obiekt w okresie: zrealizowana część wartości nominalnej, według miesięcy od sprzedaży.</translation>
        </message>
        <message>
            <source>Export the redemption pattern</source>
            <translation>Eksportuj wzorzec realizacji</translation>
        </message>
        <message>
            <source>Export the pattern as CSV…</source>
            <translation>Eksportuj wzorzec jako CSV…</translation>
        </message>
        <message>
            <source>The export's pages</source>
            <translation>Strony eksportu</translation>
        </message>
        <message>
            <source>Redemption pattern</source>
            <extracomment>The widest the legend of products is, beside the plot.</extracomment>
            <translation>Wzorzec realizacji</translation>
        </message>
        <message>
            <source>The period's figures</source>
            <translation>Liczby okresu</translation>
        </message>
        <message>
            <source>Export the tips record</source>
            <translation>Eksportuj rejestr napiwków</translation>
        </message>
        <message>
            <source>Export this till's tips record…</source>
            <translation>Eksportuj rejestr napiwków tej kasy…</translation>
        </message>
    </context>
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
        <name>Answer</name>
        <message>
            <source> or </source>
            <translation> lub </translation>
        </message>
        <message>
            <source>no code</source>
            <translation>brak kodu</translation>
        </message>
        <message>
            <source>location {location}</source>
            <translation>lokalizacja {location}</translation>
        </message>
        <message>
            <source>{recorded}, not {asked}</source>
            <translation>{recorded}, a nie {asked}</translation>
        </message>
        <message>
            <source>it on {recorded}, not {asked}</source>
            <translation>na {recorded}, a nie {asked}</translation>
        </message>
        <message>
            <source>it at {recorded}, not {asked}</source>
            <translation>w: {recorded}, a nie {asked}</translation>
        </message>
        <message>
            <source>it in {recorded}, not {asked}</source>
            <translation>w {recorded}, a nie {asked}</translation>
        </message>
        <message>
            <source>a {recorded} event, not {asked}</source>
            <translation>zdarzenie {recorded}, a nie {asked}</translation>
        </message>
        <message>
            <source>The service recorded {differences} — ask a manager.</source>
            <translation>Serwis zapisał {differences} — wezwij kierownika.</translation>
        </message>
    </context>
    <context>
        <name>Audit</name>
        <message>
            <source>{count} lines were sealed with a key this computer's keyring does not hold: they are readable but were not checked.</source>
            <translation>{count} wierszy zapieczętowano kluczem, którego nie ma w pęku kluczy tego komputera: można je odczytać, ale nie zostały sprawdzone.</translation>
        </message>
        <message>
            <source>{count} lines were written without the key (older lines, or no keyring): they show accidental edits only.</source>
            <translation>{count} wierszy zapisano bez klucza (starsze wiersze lub brak pęku kluczy): pokazują tylko przypadkowe zmiany.</translation>
        </message>
        <message>
            <source>dual control limit</source>
            <translation>próg podwójnej kontroli</translation>
        </message>
        <message>
            <source>staff integrity report</source>
            <translation>raport rzetelności personelu</translation>
        </message>
        <message>
            <source>dispute pack</source>
            <translation>pakiet dowodów</translation>
        </message>
        <message>
            <source>voucher case opened</source>
            <translation>otwarto sprawę vouchera</translation>
        </message>
        <message>
            <source>voucher case closed</source>
            <translation>zamknięto sprawę vouchera</translation>
        </message>
        <message>
            <source>saved</source>
            <translation>zapisano</translation>
        </message>
        <message>
            <source>Head of the chain: {head}.</source>
            <translation>Głowa łańcucha: {head}.</translation>
        </message>
        <message>
            <source>Lines that do not check: {numbers}.</source>
            <translation>Wiersze, które nie przechodzą sprawdzenia: {numbers}.</translation>
        </message>
        <message>
            <source>The log is intact: {lines} lines, none changed, removed or put in.</source>
            <translation>Dziennik jest nienaruszony: {lines} wierszy, żaden nie został zmieniony, usunięty ani wstawiony.</translation>
        </message>
        <message>
            <source>Warning: line #{line} was put in outside the till.</source>
            <translation>Uwaga: wiersz #{line} został wstawiony poza kasą.</translation>
        </message>
        <message>
            <source>Warning: line #{line} was removed outside the till.</source>
            <translation>Uwaga: wiersz #{line} został usunięty poza kasą.</translation>
        </message>
        <message>
            <source>Warning: line #{line} was changed outside the till.</source>
            <extracomment>The words of a check asked for with ``check_and_record``, and whether they are a warning.</extracomment>
            <translation>Uwaga: wiersz #{line} został zmieniony poza kasą.</translation>
        </message>
        <message>
            <source>check audit log</source>
            <translation>sprawdzenie dziennika audytu</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>Wszyscy</translation>
        </message>
        <message>
            <source>All actions</source>
            <translation>Wszystkie czynności</translation>
        </message>
        <message>
            <source>Audit log</source>
            <translation>Dziennik zdarzeń</translation>
        </message>
        <message>
            <source>From date</source>
            <translation>Od dnia</translation>
        </message>
        <message>
            <source>To date</source>
            <translation>Do dnia</translation>
        </message>
        <message>
            <source>Staff</source>
            <translation>Pracownik</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Czynność</translation>
        </message>
        <message>
            <source>Audit entries</source>
            <translation>Wpisy dziennika</translation>
        </message>
        <message>
            <source>Checking the chain of the log…</source>
            <translation>Sprawdzanie łańcucha dziennika…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Eksportuj CSV…</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Od</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Do</translation>
        </message>
        <message>
            <source>1 entry shown</source>
            <translation>Pokazano 1 wpis</translation>
        </message>
        <message numerus="yes">
            <source>%n entries shown</source>
            <translation>
                <numerusform>Pokazano %n wpis</numerusform>
                <numerusform>Pokazano %n wpisy</numerusform>
                <numerusform>Pokazano %n wpisów</numerusform>
            </translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Zapisano {path}</translation>
        </message>
        <message>
            <source>Export the audit log</source>
            <translation>Eksportuj dziennik zdarzeń</translation>
        </message>
        <message>
            <source>look up</source>
            <extracomment>The actions and outcomes a count's lines hold, in the audit log viewer's words (one translation).</extracomment>
            <translation>sprawdzenie</translation>
        </message>
        <message>
            <source>open read-only</source>
            <translation>otwarty tylko do odczytu</translation>
        </message>
        <message>
            <source>Redemption</source>
            <extracomment>The log keeps the journal's own words (its CSV is for auditors and tools); the viewer shows a manager the till's words for them. Actions already in till words are shown as they are.</extracomment>
            <translation>Realizacja</translation>
        </message>
        <message>
            <source>Top-up or new card</source>
            <translation>Doładowanie lub nowa karta</translation>
        </message>
        <message>
            <source>Reversal</source>
            <translation>Cofnięcie</translation>
        </message>
        <message>
            <source>shown masked</source>
            <translation>pokazany zamaskowany</translation>
        </message>
        <message>
            <source>Refund</source>
            <translation>Zwrot</translation>
        </message>
        <message>
            <source>Sale</source>
            <translation>Sprzedaż</translation>
        </message>
        <message>
            <source>Marked not applied</source>
            <translation>Oznaczono jako niewykonane</translation>
        </message>
        <message>
            <source>manager unlock</source>
            <translation>odblokowanie kierownika</translation>
        </message>
        <message>
            <source>new PIN refused</source>
            <translation>odrzucony nowy PIN</translation>
        </message>
        <message>
            <source>add manager</source>
            <translation>dodanie kierownika</translation>
        </message>
        <message>
            <source>remove manager</source>
            <translation>usunięcie kierownika</translation>
        </message>
        <message>
            <source>change manager PIN</source>
            <translation>zmiana PIN-u kierownika</translation>
        </message>
        <message>
            <source>settings</source>
            <translation>ustawienia</translation>
        </message>
        <message>
            <source>reveal code</source>
            <translation>pokazanie kodu</translation>
        </message>
        <message>
            <source>end of shift report</source>
            <translation>raport zamknięcia zmiany</translation>
        </message>
        <message>
            <source>export audit log</source>
            <translation>eksport dziennika zdarzeń</translation>
        </message>
        <message>
            <source>top-up permission</source>
            <translation>uprawnienie do doładowań</translation>
        </message>
        <message>
            <source>top-up maximum</source>
            <translation>limit doładowania</translation>
        </message>
        <message>
            <source>keyed on POS</source>
            <translation>wprowadzone w POS</translation>
        </message>
        <message>
            <source>manager decision</source>
            <translation>decyzja kierownika</translation>
        </message>
        <message>
            <source>search</source>
            <translation>wyszukiwanie</translation>
        </message>
        <message>
            <source>order corrected</source>
            <translation>poprawienie zamówienia</translation>
        </message>
        <message>
            <source>e-mail address shown</source>
            <translation>pokazanie adresu e-mail</translation>
        </message>
        <message>
            <source>lookups paused</source>
            <translation>wstrzymanie sprawdzania</translation>
        </message>
        <message>
            <source>lookup pause lifted</source>
            <translation>zniesienie wstrzymania sprawdzania</translation>
        </message>
        <message>
            <source>country rules</source>
            <translation>przepisy kraju</translation>
        </message>
        <message>
            <source>VAT class</source>
            <translation>klasa VAT</translation>
        </message>
        <message>
            <source>old entries reduced</source>
            <translation>skrócenie starych wpisów</translation>
        </message>
        <message>
            <source>training started afresh</source>
            <translation>szkolenie od nowa</translation>
        </message>
        <message>
            <source>done</source>
            <extracomment>Outcomes the log keeps in till words, shown in the manager's language; others as logged.</extracomment>
            <translation>wykonano</translation>
        </message>
        <message>
            <source>shown</source>
            <translation>pokazano</translation>
        </message>
        <message>
            <source>changed</source>
            <translation>zmieniono</translation>
        </message>
        <message>
            <source>wrong PIN</source>
            <translation>błędny PIN</translation>
        </message>
        <message>
            <source>refused (locked)</source>
            <translation>odmowa (blokada)</translation>
        </message>
        <message>
            <source>refused (counted as a wrong PIN)</source>
            <translation>odmowa (liczone jako błędny PIN)</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Czas</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Kierownik</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Kod</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Zamówienie</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Zdarzenie</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Kwota</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>Wynik</translation>
        </message>
        <message>
            <source>Reverses event</source>
            <translation>Cofa zdarzenie</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Powód</translation>
        </message>
    </context>
    <context>
        <name>Bill</name>
        <message>
            <source>{code} must be used in full: {amount} for the {left} left — {refund}</source>
            <translation>{code} trzeba wykorzystać w całości: {amount} na pozostałe {left} — {refund}</translation>
        </message>
        <message>
            <source>refund {amount} remainder to the guest</source>
            <translation>zwróć gościowi resztę {amount}</translation>
        </message>
        <message>
            <source>Tip: {reason}</source>
            <translation>Napiwek: {reason}</translation>
        </message>
        <message>
            <source>Tip paid by voucher, e.g. 5.00</source>
            <translation>Napiwek płacony bonem, np. 5,00</translation>
        </message>
        <message>
            <source>Tip</source>
            <translation>Napiwek</translation>
        </message>
        <message>
            <source>A reference is at most {most} characters: a room, table or folio number</source>
            <extracomment>The most vouchers one bill takes. [DECIDE] a dinner for a table, not a stack of gift cards. The longest reference a bill keeps (a room, table or folio number). Digits with any separators between them, as a card number may be typed.</extracomment>
            <translation>Odnośnik ma najwyżej {most} znaków: numer pokoju, stolika lub folio</translation>
        </message>
        <message>
            <source>That looks like a payment card number: type a room, table or folio number instead</source>
            <translation>To wygląda na numer karty płatniczej: wpisz numer pokoju, stolika lub folio</translation>
        </message>
        <message>
            <source>{code} is already on this bill</source>
            <translation>{code} jest już na tym rachunku</translation>
        </message>
        <message>
            <source>A bill takes at most {most} vouchers</source>
            <translation>Rachunek przyjmuje najwyżej {most} voucherów</translation>
        </message>
        <message>
            <source>{code} is in {currency}, not the bill's {bill_currency}</source>
            <translation>{code} jest w {currency}, a rachunek w {bill_currency}</translation>
        </message>
        <message>
            <source>{code} cannot be used: it is {status}</source>
            <translation>{code} nie można użyć: status {status}</translation>
        </message>
        <message>
            <source>{code} is not valid here</source>
            <translation>{code} nie jest tu ważny</translation>
        </message>
        <message>
            <source>{code} has nothing left on it</source>
            <translation>{code} nie ma już salda</translation>
        </message>
        <message>
            <source>Nothing is left to pay on this bill: {code} was not added</source>
            <translation>Na tym rachunku nic nie zostało do zapłaty: {code} nie dodano</translation>
        </message>
        <message>
            <source>{code} must be used in full: {amount} for the {left} left — the guest loses {loss}</source>
            <translation>{code} trzeba wykorzystać w całości: {amount} na pozostałe {left} — gość traci {loss}</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s)</source>
            <translation>
                <numerusform>%n voucher</numerusform>
                <numerusform>%n vouchery</numerusform>
                <numerusform>%n voucherów</numerusform>
            </translation>
        </message>
        <message>
            <source>{amount} left to pay on the POS</source>
            <translation>{amount} do zapłaty na POS</translation>
        </message>
        <message>
            <source>nothing left to pay</source>
            <translation>nic do zapłaty</translation>
        </message>
        <message>
            <source> (the guest loses {amount})</source>
            <translation> (gość traci {amount})</translation>
        </message>
        <message numerus="yes">
            <source>Redeem %n voucher(s): {amount} — {rest}</source>
            <translation>
                <numerusform>Zrealizuj %n voucher: {amount} — {rest}</numerusform>
                <numerusform>Zrealizuj %n vouchery: {amount} — {rest}</numerusform>
                <numerusform>Zrealizuj %n voucherów: {amount} — {rest}</numerusform>
            </translation>
        </message>
        <message>
            <source>not given</source>
            <extracomment>Lines of the bill not confirmed yet: the hand-off waits for a manager's decision on each. Lines confirmed on the bill that were never sent (the till stopped mid-bill): taken on the POS. What the POS refunds to the guest of a bill paid over its total, where the law says so.</extracomment>
            <translation>brak</translation>
        </message>
        <message>
            <source>Bill {reference} redeemed</source>
            <translation>Rachunek {reference} zrealizowany</translation>
        </message>
        <message>
            <source>Bill redeemed</source>
            <translation>Rachunek zrealizowany</translation>
        </message>
        <message>
            <source>{amount} left to pay</source>
            <translation>{amount} do zapłaty</translation>
        </message>
        <message numerus="yes">
            <source>Key {amount} as {tender} (%n voucher(s)) — {references}; {left}</source>
            <translation>
                <numerusform>Wprowadź {amount} jako {tender} (%n voucher) — {references}; {left}</numerusform>
                <numerusform>Wprowadź {amount} jako {tender} (%n vouchery) — {references}; {left}</numerusform>
                <numerusform>Wprowadź {amount} jako {tender} (%n voucherów) — {references}; {left}</numerusform>
            </translation>
        </message>
        <message>
            <source>reference {numbers}</source>
            <translation>numer {numbers}</translation>
        </message>
        <message>
            <source>references {numbers}</source>
            <translation>numery {numbers}</translation>
        </message>
        <message>
            <source>Pay a bill with vouchers</source>
            <extracomment>Opens the review of the bill (as Enter in the empty code field does): F5, the key that opened the bill, moves it on; F6 stays Sell's.</extracomment>
            <translation>Zapłać rachunek voucherami</translation>
        </message>
        <message>
            <source>Bill total</source>
            <translation>Kwota rachunku</translation>
        </message>
        <message>
            <source>Bill total, e.g. 180.00</source>
            <translation>Kwota rachunku, np. 180,00</translation>
        </message>
        <message>
            <source>Bill reference</source>
            <translation>Odnośnik rachunku</translation>
        </message>
        <message>
            <source>Room, table or folio (optional)</source>
            <translation>Pokój, stolik lub folio (opcjonalnie)</translation>
        </message>
        <message>
            <source>Start bill</source>
            <translation>Rozpocznij rachunek</translation>
        </message>
        <message>
            <source>Start the bill (Enter)</source>
            <translation>Rozpocznij rachunek (Enter)</translation>
        </message>
        <message>
            <source>Voucher code for the bill</source>
            <translation>Kod vouchera do rachunku</translation>
        </message>
        <message>
            <source>Scan a voucher for this bill</source>
            <translation>Zeskanuj voucher do tego rachunku</translation>
        </message>
        <message>
            <source>Add in full</source>
            <translation>Dodaj w całości</translation>
        </message>
        <message>
            <source>The guest loses the difference</source>
            <translation>Gość traci różnicę</translation>
        </message>
        <message>
            <source>Do not add</source>
            <translation>Nie dodawaj</translation>
        </message>
        <message>
            <source>Leave this voucher off the bill</source>
            <translation>Nie dodawaj tego vouchera do rachunku</translation>
        </message>
        <message>
            <source>Vouchers on the bill</source>
            <translation>Vouchery na rachunku</translation>
        </message>
        <message>
            <source>New amount for the chosen voucher</source>
            <translation>Nowa kwota wybranego vouchera</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Kwota</translation>
        </message>
        <message>
            <source>Set amount</source>
            <translation>Ustaw kwotę</translation>
        </message>
        <message>
            <source>Change the chosen voucher's amount</source>
            <translation>Zmień kwotę wybranego vouchera</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Usuń</translation>
        </message>
        <message>
            <source>Take the chosen voucher off the bill</source>
            <translation>Usuń wybrany voucher z rachunku</translation>
        </message>
        <message>
            <source>Review (F5)</source>
            <translation>Przegląd (F5)</translation>
        </message>
        <message>
            <source>Review the bill before it is sent (F5, or Enter)</source>
            <translation>Przejrzyj rachunek przed wysłaniem (F5 lub Enter)</translation>
        </message>
        <message>
            <source>bill</source>
            <translation>rachunek</translation>
        </message>
        <message>
            <source>Back to the bill: nothing is sent (Esc)</source>
            <translation>Wróć do rachunku: nic nie zostanie wysłane (Esc)</translation>
        </message>
        <message>
            <source>Stop after this voucher</source>
            <translation>Zatrzymaj po tym voucherze</translation>
        </message>
        <message>
            <source>The voucher on its way ends as the service records it; the others are not sent</source>
            <translation>Voucher w drodze kończy się tak, jak zapisze go serwis; pozostałe nie zostaną wysłane</translation>
        </message>
        <message>
            <source>Close the bill</source>
            <translation>Zamknij rachunek</translation>
        </message>
        <message>
            <source>The vouchers not sent stay untouched</source>
            <translation>Niewysłane vouchery pozostają nietknięte</translation>
        </message>
        <message>
            <source>Keep the bill</source>
            <translation>Zostaw rachunek</translation>
        </message>
        <message>
            <source>Back to the bill (Esc)</source>
            <translation>Wróć do rachunku (Esc)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Close the bill: what is left is paid on the POS</source>
            <translation>Zamknij rachunek: resztę płaci się na POS</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Odnośnik</translation>
        </message>
        <message>
            <source>A code was scanned into the tip: type the tip, then scan the code again.</source>
            <translation>Kod zeskanowano do napiwku: wpisz napiwek, a potem zeskanuj kod ponownie.</translation>
        </message>
        <message>
            <source>Sending…</source>
            <translation>Wysyłanie…</translation>
        </message>
        <message numerus="yes">
            <source>Close this bill? %n voucher(s) on it not sent.</source>
            <translation>
                <numerusform>Zamknąć rachunek? %n voucher niewysłany.</numerusform>
                <numerusform>Zamknąć rachunek? %n vouchery niewysłane.</numerusform>
                <numerusform>Zamknąć rachunek? %n voucherów niewysłanych.</numerusform>
            </translation>
        </message>
        <message>
            <source>Pay a bill</source>
            <extracomment>What is open at the till that an update must not interrupt (the updates' own set).</extracomment>
            <translation>Zapłać rachunek</translation>
        </message>
        <message>
            <source>Several vouchers on one bill (F5)</source>
            <translation>Kilka voucherów na jednym rachunku (F5)</translation>
        </message>
        <message>
            <source>Pay a bill…</source>
            <translation>Zapłać rachunek…</translation>
        </message>
        <message>
            <source>Bill total: {reason}</source>
            <extracomment>Statuses of a voucher another till used (up): "used elsewhere" says what happened to it. The law where the desk is, read as each voucher joins (a manager may change it). The bill as it stands: its tag, lines, their states, and every figure read from them. Codes scanned while an earlier one was being looked up: each joins in turn, none is lost. The cashier asked to stop: the lines not sent yet stay on the bill, unsent. Each line the service recorded, by scan: the bill's one slip lists them all. Late news of a sent line's movement that came while later lines were being sent. Line news held back while the next line's request leaves (``bill_news``).</extracomment>
            <translation>Kwota rachunku: {reason}</translation>
        </message>
        <message>
            <source>Bill total: {reason} Close the bill and start it again.</source>
            <translation>Kwota rachunku: {reason} Zamknij rachunek i zacznij od nowa.</translation>
        </message>
        <message>
            <source>not found</source>
            <translation>nie znaleziono</translation>
        </message>
        <message>
            <source>{code}: {problem}</source>
            <translation>{code}: {problem}</translation>
        </message>
        <message>
            <source>{code} was not added to the bill.</source>
            <translation>{code} nie został dodany do rachunku.</translation>
        </message>
        <message>
            <source>{code} added: {amount} of {balance}</source>
            <translation>{code} dodany: {amount} z {balance}</translation>
        </message>
        <message>
            <source>{code} cannot be taken off: {why}</source>
            <translation>{code} nie można usunąć: {why}</translation>
        </message>
        <message>
            <source>{code} taken off the bill.</source>
            <translation>{code} usunięty z rachunku.</translation>
        </message>
        <message>
            <source>Scan a voucher first: nothing on the bill is left to send.</source>
            <translation>Najpierw zeskanuj voucher: na rachunku nie ma nic do wysłania.</translation>
        </message>
        <message>
            <source>Whole only</source>
            <extracomment>Lines that the next review sends: nothing moved on them. What the service recorded for a DONE line: its amount, the balance after, its event id. The journal's movement behind the line, once it was sent: a late answer finds its line. Earlier requests for the line the service applied late (it was taken twice). The other lines cover the bill: a line that takes nothing is not needed.</extracomment>
            <translation>Tylko w całości</translation>
        </message>
        <message>
            <source>Part use</source>
            <translation>Częściowo</translation>
        </message>
        <message>
            <source>Not needed: nothing left to pay</source>
            <translation>Niepotrzebny: nic do zapłaty</translation>
        </message>
        <message>
            <source>Nothing to take: it has nothing left on it</source>
            <translation>Nic do pobrania: brak salda</translation>
        </message>
        <message>
            <source>On the bill</source>
            <translation>Na rachunku</translation>
        </message>
        <message>
            <source>Voucher</source>
            <translation>Voucher</translation>
        </message>
        <message>
            <source>Use</source>
            <translation>Użycie</translation>
        </message>
        <message>
            <source>Balance after</source>
            <translation>Saldo po</translation>
        </message>
        <message>
            <source>Where it stands</source>
            <translation>Stan</translation>
        </message>
        <message>
            <source>The balance of {code} could not be read again: {problem}</source>
            <translation>Nie udało się ponownie odczytać salda {code}: {problem}</translation>
        </message>
        <message>
            <source>{code} now has {amount}</source>
            <translation>{code} ma teraz {amount}</translation>
        </message>
        <message>
            <source>Used elsewhere since it was scanned: {changes}.</source>
            <translation>Użyty gdzie indziej od zeskanowania: {changes}.</translation>
        </message>
        <message>
            <source>Topped up since it was scanned: {changes}.</source>
            <translation>Doładowany od zeskanowania: {changes}.</translation>
        </message>
        <message>
            <source>Not sent: the bill was stopped — review again to send it</source>
            <translation>Nie wysłano: rachunek zatrzymano — przejrzyj ponownie, aby wysłać</translation>
        </message>
        <message>
            <source>Did not go through: nothing was taken — retry or replace</source>
            <translation>Nie przeszło: nic nie pobrano — ponów lub zastąp</translation>
        </message>
        <message>
            <source>Not confirmed: a manager must check it (Manager menu)</source>
            <translation>Niepotwierdzone: kierownik musi sprawdzić (menu Kierownik)</translation>
        </message>
        <message>
            <source>Sent; the service's answer was lost and it could not be proven — a manager decides</source>
            <translation>Wysłano; odpowiedź serwisu zaginęła i nie dało się tego potwierdzić — decyduje kierownik</translation>
        </message>
        <message>
            <source>{amount} from {code}</source>
            <extracomment>The seconds left of a lost answer's check, at the end of the money path's countdown line. The manager whose PIN allowed the bill above the dual-control limit, for each line's actor.</extracomment>
            <translation>{amount} z {code}</translation>
        </message>
        <message>
            <source>about {what}</source>
            <translation>w sprawie {what}</translation>
        </message>
        <message>
            <source>{what} is not confirmed: the till checks it again before this voucher is used again.</source>
            <translation>{what} nie jest potwierdzone: kasa sprawdzi to ponownie, zanim voucher zostanie znów użyty.</translation>
        </message>
        <message>
            <source>The redemption is not confirmed yet.</source>
            <translation>Realizacja nie jest jeszcze potwierdzona.</translation>
        </message>
        <message>
            <source>Not sent: {problem}</source>
            <translation>Nie wysłano: {problem}</translation>
        </message>
        <message>
            <source>Not sent: {problem}.</source>
            <translation>Nie wysłano: {problem}.</translation>
        </message>
        <message>
            <source>{problem}: not confirmed yet</source>
            <translation>{problem}: jeszcze niepotwierdzone</translation>
        </message>
        <message>
            <source>Redeemed</source>
            <translation>Zrealizowano</translation>
        </message>
        <message>
            <source>Redeemed · ref {reference}</source>
            <translation>Zrealizowano · nr {reference}</translation>
        </message>
        <message>
            <source>the service refused it</source>
            <translation>serwis odmówił</translation>
        </message>
        <message>
            <source>Refused: {why} Nothing was taken.</source>
            <translation>Odmowa: {why} Nic nie pobrano.</translation>
        </message>
        <message>
            <source>Not confirmed: no answer yet — the till keeps checking</source>
            <translation>Niepotwierdzone: brak odpowiedzi — kasa sprawdza dalej</translation>
        </message>
        <message>
            <source>No answer: checking with the service…</source>
            <translation>Brak odpowiedzi: sprawdzanie w serwisie…</translation>
        </message>
        <message>
            <source>Redeemed (found by the till's re-check) · ref {reference}</source>
            <translation>Zrealizowano (znalezione przy sprawdzaniu kasy) · nr {reference}</translation>
        </message>
        <message>
            <source>Taken twice: ref {first} and ref {late} (a request the service applied late) — a manager must check</source>
            <translation>Pobrano dwa razy: nr {first} i nr {late} (żądanie wykonane przez serwis z opóźnieniem) — kierownik musi sprawdzić</translation>
        </message>
        <message>
            <source>Scan ignored: {code} was not added — the bill is being reviewed or sent. Confirm with F12 or a tap, or go back.</source>
            <translation>Skan pominięty: {code} nie dodano — rachunek jest przeglądany lub wysyłany. Potwierdź F12 lub dotknięciem albo wróć.</translation>
        </message>
        <message>
            <source>{code} must be used in full ({amount})</source>
            <translation>{code} trzeba wykorzystać w całości ({amount})</translation>
        </message>
        <message>
            <source>{code}: more than its balance ({amount})</source>
            <translation>{code}: więcej niż saldo ({amount})</translation>
        </message>
        <message>
            <source>{code}: more than is left to pay on the bill</source>
            <translation>{code}: więcej, niż zostało do zapłaty na rachunku</translation>
        </message>
        <message>
            <source>the service recorded it</source>
            <translation>serwis go zapisał</translation>
        </message>
        <message>
            <source>it is not confirmed yet</source>
            <translation>nie jest jeszcze potwierdzony</translation>
        </message>
        <message>
            <source>it is being sent</source>
            <translation>jest wysyłany</translation>
        </message>
        <message>
            <source>Bill {total}</source>
            <translation>Rachunek {total}</translation>
        </message>
        <message>
            <source>ref {reference}</source>
            <translation>nr {reference}</translation>
        </message>
        <message>
            <source>on vouchers {amount}</source>
            <translation>z voucherów {amount}</translation>
        </message>
        <message>
            <source>not confirmed {amount}</source>
            <translation>niepotwierdzone {amount}</translation>
        </message>
        <message>
            <source>not taken {amount}</source>
            <translation>niepobrane {amount}</translation>
        </message>
        <message>
            <source>including tip {amount}</source>
            <translation>w tym napiwek {amount}</translation>
        </message>
        <message>
            <source>left to pay {amount}</source>
            <translation>do zapłaty {amount}</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) redeemed: {amount}</source>
            <translation>
                <numerusform>%n voucher zrealizowany: {amount}</numerusform>
                <numerusform>%n vouchery zrealizowane: {amount}</numerusform>
                <numerusform>%n voucherów zrealizowanych: {amount}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) not confirmed — a manager must check</source>
            <translation>
                <numerusform>%n voucher niepotwierdzony — kierownik musi sprawdzić</numerusform>
                <numerusform>%n vouchery niepotwierdzone — kierownik musi sprawdzić</numerusform>
                <numerusform>%n voucherów niepotwierdzonych — kierownik musi sprawdzić</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) not taken — retry, replace or take it on the POS</source>
            <translation>
                <numerusform>%n voucher niepobrany — ponów, zastąp lub pobierz na POS</numerusform>
                <numerusform>%n vouchery niepobrane — ponów, zastąp lub pobierz na POS</numerusform>
                <numerusform>%n voucherów niepobranych — ponów, zastąp lub pobierz na POS</numerusform>
            </translation>
        </message>
        <message>
            <source>Bill: {parts}.</source>
            <translation>Rachunek: {parts}.</translation>
        </message>
        <message>
            <source>{amount} on {code}</source>
            <extracomment>The redeem-history status of a reversed redemption.</extracomment>
            <translation>{amount} na {code}</translation>
        </message>
        <message>
            <source>Bill {reference} interrupted — not sent: {lines}</source>
            <translation>Rachunek {reference} przerwany — nie wysłano: {lines}</translation>
        </message>
        <message>
            <source>{lines} not confirmed — a manager decides before the rest is paid</source>
            <translation>{lines} niepotwierdzone — kierownik decyduje, zanim reszta zostanie zapłacona</translation>
        </message>
        <message>
            <source>the rest is paid on the POS once a manager has decided</source>
            <translation>resztę płaci się na POS, gdy kierownik zdecyduje</translation>
        </message>
    </context>
    <context>
        <name>Cases</name>
        <message>
            <source>Lost or stolen</source>
            <translation>Zgubiony lub skradziony</translation>
        </message>
        <message>
            <source>Reissue the voucher</source>
            <translation>Wystawić voucher ponownie</translation>
        </message>
        <message>
            <source>Transfer the balance to another code</source>
            <translation>Przenieść saldo na inny kod</translation>
        </message>
        <message>
            <source>Extend its validity</source>
            <translation>Przedłużyć ważność</translation>
        </message>
        <message>
            <source>Suspected fraud</source>
            <translation>Podejrzenie oszustwa</translation>
        </message>
        <message>
            <source>line #{line} was changed outside the till</source>
            <extracomment>The cases this till keeps on the voucher, one line each ("#2 open: Suspected fraud, …"). What could not be read ("the service could not be reached: the order is not shown"), or "".</extracomment>
            <translation>wiersz #{line} zmieniono poza kasą</translation>
        </message>
        <message>
            <source>line #{line} was removed outside the till</source>
            <translation>wiersz #{line} usunięto poza kasą</translation>
        </message>
        <message>
            <source>line #{line} was put in outside the till</source>
            <translation>wiersz #{line} wstawiono poza kasą</translation>
        </message>
        <message>
            <source>Audit lines of this voucher: {numbers}.</source>
            <translation>Wiersze dziennika tego vouchera: {numbers}.</translation>
        </message>
        <message>
            <source>Warning: these lines of this voucher do not check: {bad}.</source>
            <translation>Uwaga: te wiersze vouchera nie przechodzą sprawdzenia: {bad}.</translation>
        </message>
        <message>
            <source>Each of them checks: none was changed or put in.</source>
            <translation>Każdy przechodzi sprawdzenie: żadnego nie zmieniono ani nie wstawiono.</translation>
        </message>
        <message>
            <source>The whole chain checks: {lines} lines, head {head}.</source>
            <translation>Cały łańcuch przechodzi sprawdzenie: {lines} wierszy, głowa {head}.</translation>
        </message>
        <message>
            <source>Warning: the chain does not check: {problem}.</source>
            <translation>Uwaga: łańcuch nie przechodzi sprawdzenia: {problem}.</translation>
        </message>
        <message>
            <source>{count} lines were written without the key: they show accidental edits only.</source>
            <translation>{count} wierszy zapisano bez klucza: pokazują tylko przypadkowe zmiany.</translation>
        </message>
        <message>
            <source>Voucher code</source>
            <translation>Kod vouchera</translation>
        </message>
        <message>
            <source>Voucher</source>
            <translation>Voucher</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Saldo</translation>
        </message>
        <message>
            <source>Expires</source>
            <translation>Wygasa</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Zamówienie</translation>
        </message>
        <message>
            <source>Order date</source>
            <translation>Data zamówienia</translation>
        </message>
        <message>
            <source>Delivery</source>
            <translation>Dostawa</translation>
        </message>
        <message>
            <source>Order value</source>
            <translation>Wartość zamówienia</translation>
        </message>
        <message>
            <source>Case</source>
            <translation>Sprawa</translation>
        </message>
        <message>
            <source>What is asked</source>
            <translation>O co prosimy</translation>
        </message>
        <message>
            <source>What happened</source>
            <translation>Co się stało</translation>
        </message>
        <message>
            <source>Opened</source>
            <translation>Otwarto</translation>
        </message>
        <message>
            <source>Opened by manager</source>
            <translation>Otworzył kierownik</translation>
        </message>
        <message>
            <source>Staff signed in</source>
            <translation>Zalogowany pracownik</translation>
        </message>
        <message>
            <source>Closed</source>
            <translation>Zamknięto</translation>
        </message>
        <message>
            <source>Closed by manager</source>
            <translation>Zamknął kierownik</translation>
        </message>
        <message>
            <source>Closing note</source>
            <translation>Notatka zamknięcia</translation>
        </message>
        <message>
            <source>Till time</source>
            <translation>Czas kasy</translation>
        </message>
        <message>
            <source>Service time</source>
            <translation>Czas serwisu</translation>
        </message>
        <message>
            <source>Till</source>
            <translation>Kasa</translation>
        </message>
        <message>
            <source>Staff</source>
            <translation>Pracownik</translation>
        </message>
        <message>
            <source>Movement</source>
            <translation>Operacja</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Kwota</translation>
        </message>
        <message>
            <source>Balance before</source>
            <translation>Saldo przed</translation>
        </message>
        <message>
            <source>Balance after</source>
            <translation>Saldo po</translation>
        </message>
        <message>
            <source>POS reference</source>
            <translation>Odnośnik POS</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>Wynik</translation>
        </message>
        <message>
            <source>Ticked on the POS by</source>
            <translation>Odhaczone w POS przez</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Czas</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Odnośnik</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Gdzie</translation>
        </message>
        <message>
            <source>#{number} open: {reason}, opened {when} by {manager}</source>
            <translation>#{number} otwarta: {reason}, otwarta {when} przez {manager}</translation>
        </message>
        <message>
            <source>#{number} closed {closed} by {closer}: {reason}, opened {when} by {manager}</source>
            <translation>#{number} zamknięta {closed} przez {closer}: {reason}, otwarta {when} przez {manager}</translation>
        </message>
        <message>
            <source>{place} · till {till} · made {when} by manager {manager}</source>
            <translation>{place} · kasa {till} · sporządzono {when}, kierownik {manager}</translation>
        </message>
        <message>
            <source>The voucher and its order</source>
            <translation>Voucher i jego zamówienie</translation>
        </message>
        <message>
            <source>Movements at this till</source>
            <translation>Operacje w tej kasie</translation>
        </message>
        <message>
            <source>This till made no movement on this voucher.</source>
            <translation>Ta kasa nie wykonała żadnej operacji na tym voucherze.</translation>
        </message>
        <message>
            <source>Redemptions the service shows elsewhere</source>
            <translation>Realizacje, które serwis pokazuje gdzie indziej</translation>
        </message>
        <message>
            <source>Cases at this till</source>
            <translation>Sprawy w tej kasie</translation>
        </message>
        <message>
            <source>Slips</source>
            <translation>Paragony</translation>
        </message>
        <message>
            <source>No slip was printed for this voucher here.</source>
            <translation>Nie wydrukowano tu żadnego paragonu dla tego vouchera.</translation>
        </message>
        <message>
            <source>The audit log</source>
            <translation>Dziennik zdarzeń</translation>
        </message>
        <message>
            <source>Dispute pack: voucher {code}</source>
            <translation>Pakiet dowodów: voucher {code}</translation>
        </message>
        <message>
            <source>Case #{number}: voucher {code}</source>
            <translation>Sprawa #{number}: voucher {code}</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Otwarta</translation>
        </message>
        <message>
            <source>Closed {when} by {manager}</source>
            <translation>Zamknięta {when} przez {manager}</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Kod</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Kierownik</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Stan</translation>
        </message>
        <message>
            <source>Choose an open case first.</source>
            <translation>Najpierw wybierz otwartą sprawę.</translation>
        </message>
        <message>
            <source>The case could not be closed: {problem}</source>
            <translation>Nie udało się zamknąć sprawy: {problem}</translation>
        </message>
        <message>
            <source>Case #{number} is closed: voucher {code} can be used again.</source>
            <translation>Sprawa #{number} jest zamknięta: voucher {code} można znów używać.</translation>
        </message>
        <message>
            <source>Choose a case first.</source>
            <translation>Najpierw wybierz sprawę.</translation>
        </message>
        <message>
            <source>Voucher {code} has an open case (#{number}, {reason}): nothing can be redeemed or topped up until a manager closes it.</source>
            <translation>Voucher {code} ma otwartą sprawę (#{number}, {reason}): nie można nic zrealizować ani doładować, dopóki kierownik jej nie zamknie.</translation>
        </message>
        <message>
            <source>Case #{number}: {reason}, reported {when} by manager {manager}.</source>
            <translation>Sprawa #{number}: {reason}, zgłoszona {when} przez kierownika {manager}.</translation>
        </message>
        <message>
            <source>Nothing can be redeemed or topped up until a manager closes the case.</source>
            <translation>Nie można nic zrealizować ani doładować, dopóki kierownik nie zamknie sprawy.</translation>
        </message>
        <message>
            <source>See Manager → Voucher cases.</source>
            <translation>Zobacz Kierownik → Sprawy voucherów.</translation>
        </message>
        <message>
            <source>Open case</source>
            <translation>Otwarta sprawa</translation>
        </message>
        <message>
            <source>The case could not be written: {problem}</source>
            <translation>Nie udało się zapisać sprawy: {problem}</translation>
        </message>
        <message>
            <source>The page as it will print</source>
            <translation>Strona tak, jak zostanie wydrukowana</translation>
        </message>
        <message>
            <source>Save PDF…</source>
            <translation>Zapisz PDF…</translation>
        </message>
        <message>
            <source>Copy for e-mail</source>
            <translation>Kopiuj do e-maila</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Zapisano {path}</translation>
        </message>
        <message>
            <source>Copied: paste it into an e-mail to the voucher service's support.</source>
            <translation>Skopiowano: wklej to do e-maila do pomocy technicznej serwisu voucherów.</translation>
        </message>
        <message>
            <source>Save the PDF</source>
            <translation>Zapisz plik PDF</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Dispute pack</source>
            <translation>Pakiet dowodów</translation>
        </message>
        <message>
            <source>Gathering what this till knows of the voucher…</source>
            <translation>Zbieranie tego, co ta kasa wie o voucherze…</translation>
        </message>
        <message>
            <source>Dispute pack for voucher {code}: save it as a PDF to file or hand on.</source>
            <translation>Pakiet dowodów dla vouchera {code}: zapisz go jako PDF, aby zarchiwizować lub przekazać.</translation>
        </message>
        <message>
            <source>Report a problem with this voucher</source>
            <translation>Zgłoś problem z tym voucherem</translation>
        </message>
        <message>
            <source>Voucher {code}. The service cannot block, reissue, transfer or extend a code.</source>
            <translation>Voucher {code}. Serwis nie może zablokować, ponownie wystawić, przenieść ani przedłużyć kodu.</translation>
        </message>
        <message>
            <source>The till writes a case sheet for its support and refuses the voucher here until the case is closed.</source>
            <translation>Kasa sporządza kartę sprawy dla jego pomocy technicznej i odrzuca tu voucher, dopóki sprawa nie zostanie zamknięta.</translation>
        </message>
        <message>
            <source>What the guest says, what was checked, by whom</source>
            <translation>Co mówi gość, co sprawdzono i kto</translation>
        </message>
        <message>
            <source>Open the case</source>
            <translation>Otwórz sprawę</translation>
        </message>
        <message>
            <source>Case #{number} is open: voucher {code} is refused at this till until a manager closes it.</source>
            <translation>Sprawa #{number} jest otwarta: voucher {code} jest odrzucany w tej kasie, dopóki kierownik jej nie zamknie.</translation>
        </message>
        <message>
            <source>Copy the sheet into an e-mail to the voucher service's support, or save it as a PDF.</source>
            <translation>Skopiuj kartę do e-maila do pomocy technicznej serwisu voucherów lub zapisz ją jako PDF.</translation>
        </message>
        <message>
            <source>Voucher cases</source>
            <translation>Sprawy voucherów</translation>
        </message>
        <message>
            <source>What the service did, or why it is closed</source>
            <translation>Co zrobił serwis lub dlaczego sprawa jest zamykana</translation>
        </message>
        <message>
            <source>What was done</source>
            <translation>Co zrobiono</translation>
        </message>
        <message>
            <source>Close the case</source>
            <translation>Zamknij sprawę</translation>
        </message>
        <message>
            <source>Case sheet</source>
            <translation>Karta sprawy</translation>
        </message>
        <message numerus="yes">
            <source>%n open case(s) at this till.</source>
            <translation>
                <numerusform>%n otwarta sprawa w tej kasie.</numerusform>
                <numerusform>%n otwarte sprawy w tej kasie.</numerusform>
                <numerusform>%n otwartych spraw w tej kasie.</numerusform>
            </translation>
        </message>
        <message>
            <source>sent, no answer yet</source>
            <extracomment>The event type each movement asks the service for, named when no event came back.</extracomment>
            <translation>wysłano, brak odpowiedzi</translation>
        </message>
        <message>
            <source>done</source>
            <translation>wykonano</translation>
        </message>
        <message>
            <source>refused by the service</source>
            <translation>odrzucone przez serwis</translation>
        </message>
        <message>
            <source>not confirmed</source>
            <translation>niepotwierdzone</translation>
        </message>
        <message>
            <source>not applied</source>
            <translation>niezastosowane</translation>
        </message>
        <message>
            <source>other figures than asked</source>
            <translation>inne kwoty niż żądane</translation>
        </message>
        <message>
            <source>waits for a manager's decision</source>
            <translation>czeka na decyzję kierownika</translation>
        </message>
        <message>
            <source>The service could not be read: what it holds of the voucher and its order is missing here. This till's own records follow.</source>
            <extracomment>The service's clock (the property's local time): what the status badge is judged at.</extracomment>
            <translation>Nie udało się odczytać serwisu: brakuje tu tego, co ma o voucherze i jego zamówieniu. Poniżej własne zapisy tej kasy.</translation>
        </message>
        <message>
            <source>not named</source>
            <translation>bez nazwy</translation>
        </message>
        <message>
            <source>{method}, charged {charge}</source>
            <translation>{method}, pobrano {charge}</translation>
        </message>
        <message>
            <source>Look up a voucher first.</source>
            <translation>Najpierw wyszukaj voucher.</translation>
        </message>
        <message>
            <source>A dispute pack for voucher {code}</source>
            <translation>Pakiet dowodów dla vouchera {code}</translation>
        </message>
        <message>
            <source>Voucher {code} already has an open case (#{number}): see Manager → Voucher cases.</source>
            <translation>Voucher {code} ma już otwartą sprawę (#{number}): zobacz Kierownik → Sprawy voucherów.</translation>
        </message>
        <message>
            <source>Report a problem with voucher {code}</source>
            <translation>Zgłoszenie problemu z voucherem {code}</translation>
        </message>
        <message>
            <source>The voucher cases</source>
            <translation>Sprawy voucherów</translation>
        </message>
    </context>
    <context>
        <name>Code</name>
        <message>
            <source>Scan or type a voucher code</source>
            <translation>Zeskanuj lub wpisz kod vouchera</translation>
        </message>
        <message>
            <source>That is too long to be a voucher code</source>
            <translation>To za długie na kod vouchera</translation>
        </message>
        <message>
            <source>That code is hidden: scan the voucher or type its whole code</source>
            <translation>Ten kod jest ukryty: zeskanuj voucher lub wpisz cały kod</translation>
        </message>
        <message>
            <source>That is too short to be a voucher code</source>
            <translation>To za krótkie na kod vouchera</translation>
        </message>
        <message>
            <source>Voucher codes contain only letters and digits</source>
            <translation>Kody voucherów zawierają tylko litery i cyfry</translation>
        </message>
        <message>
            <source>That link does not hold a voucher code</source>
            <translation>Ten link nie zawiera kodu vouchera</translation>
        </message>
        <message>
            <source>That code holds hidden direction marks: scan it again, or type it by hand</source>
            <translation>Ten kod zawiera ukryte znaki kierunku: zeskanuj go ponownie lub wpisz ręcznie</translation>
        </message>
        <message>
            <source>A few digits are not a voucher code (a PIN or an amount?): nothing was looked up</source>
            <translation>Kilka cyfr to nie kod vouchera (PIN albo kwota?): niczego nie wyszukano</translation>
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
            <extracomment>The longest a click's repaint of the step waits for the movement to be on its way. Confirm's text while a movement is in flight ("Redeeming…"); "" when none is.</extracomment>
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
            <source>Offline: the voucher service cannot be reached.</source>
            <translation>Offline: brak połączenia z serwisem voucherów.</translation>
        </message>
        <message>
            <source>The voucher service is having trouble.</source>
            <translation>Serwis voucherów ma problemy.</translation>
        </message>
        <message>
            <source>activity</source>
            <extracomment>The state a failed probe leaves the till in; any other failure means it is still offline. The parts of the service that can fail on their own, in till words ("activity" is the feed's).</extracomment>
            <translation>aktywność</translation>
        </message>
        <message>
            <source> · last contact {time}</source>
            <extracomment>The parts of the service that fail on their own while it otherwise answers ("activity"). A new last-contact time waits to be told (``report_success`` while online already).</extracomment>
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
        <name>Counter</name>
        <message>
            <source>Activity (F3)</source>
            <translation>Aktywność (F3)</translation>
        </message>
        <message>
            <source>Back to the counter (F3)</source>
            <translation>Wróć do kasy (F3)</translation>
        </message>
        <message>
            <source>Manager: it did not go through…</source>
            <translation>Kierownik: nie przeszło…</translation>
        </message>
        <message>
            <source>An earlier redemption or top-up of this voucher is unconfirmed. A manager who has checked with the service that it did not go through can unblock the voucher (manager PIN).</source>
            <translation>Wcześniejsza realizacja lub doładowanie tego vouchera jest niepotwierdzone. Kierownik, który sprawdził w serwisie, że nie przeszło, może odblokować voucher (PIN kierownika).</translation>
        </message>
        <message>
            <source>Mark the unconfirmed top-up of {code} as not applied, after checking with the service that it did not go through</source>
            <translation>Oznacz niepotwierdzone doładowanie {code} jako niewykonane, po sprawdzeniu w serwisie, że nie przeszło</translation>
        </message>
        <message>
            <source>Mark the unconfirmed redemption of {code} as not applied, after checking with the service that it did not go through</source>
            <translation>Oznacz niepotwierdzoną realizację {code} jako niewykonaną, po sprawdzeniu w serwisie, że nie przeszła</translation>
        </message>
        <message>
            <source>Refund the whole order of this voucher (manager PIN)</source>
            <translation>Zwróć całe zamówienie tego vouchera (PIN kierownika)</translation>
        </message>
        <message>
            <source>Refund order…</source>
            <translation>Zwrot zamówienia…</translation>
        </message>
        <message>
            <source>Refund order #{order}…</source>
            <translation>Zwrot zamówienia #{order}…</translation>
        </message>
        <message>
            <source>This voucher is void, so its order cannot be refunded.</source>
            <translation>Ten voucher jest unieważniony, więc jego zamówienia nie można zwrócić.</translation>
        </message>
        <message>
            <source>Looking up…</source>
            <extracomment>The next voucher shown answers a new lookup: its details start at the top. Signed in, and nothing typed in the code field yet: the Enter that started the shift, pressed twice, is no lookup of an empty code (a red line on a fresh till).</extracomment>
            <translation>Wyszukiwanie…</translation>
        </message>
        <message>
            <source>Look up</source>
            <translation>Wyszukaj</translation>
        </message>
        <message>
            <source>Scan or type a voucher code</source>
            <translation>Zeskanuj lub wpisz kod vouchera</translation>
        </message>
        <message>
            <source>Scan a code</source>
            <translation>Zeskanuj kod</translation>
        </message>
        <message>
            <source>Voucher code</source>
            <translation>Kod vouchera</translation>
        </message>
        <message>
            <source>Scan or type a code, then Enter or Tab (F2 comes back here)</source>
            <translation>Zeskanuj lub wpisz kod, potem Enter lub Tab (F2 wraca tutaj)</translation>
        </message>
        <message>
            <source>Look up the code (Enter)</source>
            <translation>Wyszukaj kod (Enter)</translation>
        </message>
        <message>
            <source>About the code</source>
            <translation>O kodzie</translation>
        </message>
        <message>
            <source>Close anyway</source>
            <translation>Zamknij mimo to</translation>
        </message>
        <message>
            <source>Sign out anyway</source>
            <translation>Wyloguj mimo to</translation>
        </message>
        <message>
            <source>Open another voucher?</source>
            <extracomment>The question asked before a feed row replaces the voucher on the counter, while open.</extracomment>
            <translation>Otworzyć inny voucher?</translation>
        </message>
        <message>
            <source>Nothing on screen for {key} now: scan or type a voucher's code to use it.</source>
            <translation>Teraz na ekranie nie ma nic dla {key}: zeskanuj lub wpisz kod vouchera, aby go użyć.</translation>
        </message>
        <message>
            <source>{key} waits: the till is still finding out whether the last redemption went through.</source>
            <translation>{key} czeka: kasa jeszcze sprawdza, czy ostatnia realizacja doszła do skutku.</translation>
        </message>
        <message>
            <source>{key} confirms what a review shows: type the amount and press Enter first.</source>
            <translation>{key} zatwierdza to, co pokazuje podgląd: najpierw wpisz kwotę i naciśnij Enter.</translation>
        </message>
        <message>
            <source>{key}: type the amount and press Enter first.</source>
            <translation>{key}: najpierw wpisz kwotę i naciśnij Enter.</translation>
        </message>
        <message>
            <source>{here} is on the counter. Open {other} instead?</source>
            <translation>Na kasie jest {here}. Otworzyć zamiast niego {other}?</translation>
        </message>
        <message>
            <source>{here} is closed; nothing is redeemed from either.</source>
            <translation>{here} zostanie zamknięty; z żadnego nic nie zostanie zrealizowane.</translation>
        </message>
        <message>
            <source>Open {other}</source>
            <translation>Otwórz {other}</translation>
        </message>
        <message>
            <source>Keep {here}</source>
            <translation>Zostaw {here}</translation>
        </message>
    </context>
    <context>
        <name>Crash</name>
        <message>
            <source>Save a support report…</source>
            <translation>Zapisz raport dla pomocy technicznej…</translation>
        </message>
        <message>
            <source>Something went wrong</source>
            <extracomment>Opens *Save a support report…*; offered in the dialog once the window has set it.</extracomment>
            <translation>Coś poszło nie tak</translation>
        </message>
        <message>
            <source>Something went wrong inside the till. It has been logged, and you can carry on.</source>
            <translation>W kasie coś poszło nie tak. Zostało to zapisane w logu i możesz pracować dalej.</translation>
        </message>
        <message>
            <source>If it keeps happening, copy the details for support.</source>
            <translation>Jeśli to się powtarza, skopiuj szczegóły dla wsparcia.</translation>
        </message>
        <message>
            <source>Copy details</source>
            <translation>Kopiuj szczegóły</translation>
        </message>
    </context>
    <context>
        <name>DualControl</name>
        <message>
            <source>Above {limit}: a manager's PIN is needed to confirm.</source>
            <translation>Powyżej {limit}: do potwierdzenia potrzebny jest PIN kierownika.</translation>
        </message>
    </context>
    <context>
        <name>DualLimit</name>
        <message>
            <source>Now: off — no manager's PIN is asked for any amount.</source>
            <translation>Teraz: wyłączone — dla żadnej kwoty nie jest wymagany PIN kierownika.</translation>
        </message>
        <message>
            <source>Now: a manager's PIN is asked above {limit}.</source>
            <translation>Teraz: powyżej {limit} wymagany jest PIN kierownika.</translation>
        </message>
        <message>
            <source>Type the currency's three-letter code (GBP, EUR)</source>
            <translation>Wpisz trzyliterowy kod waluty (GBP, EUR)</translation>
        </message>
        <message>
            <source>{problem}. Nothing was changed.</source>
            <translation>{problem}. Nic nie zostało zmienione.</translation>
        </message>
        <message>
            <source>Dual control</source>
            <translation>Podwójna kontrola</translation>
        </message>
        <message>
            <source>At {place}, above this amount in the voucher's currency a redemption, a bill's line, a top-up or a sale needs a manager's PIN as well as Confirm. Leave the amount empty to turn it off.</source>
            <translation>W {place} powyżej tej kwoty w walucie vouchera realizacja, pozycja rachunku, doładowanie lub sprzedaż wymagają oprócz Potwierdź także PIN-u kierownika. Zostaw kwotę pustą, aby to wyłączyć.</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Waluta</translation>
        </message>
        <message>
            <source>A manager's PIN above</source>
            <translation>PIN kierownika powyżej</translation>
        </message>
        <message>
            <source>Why this cannot be saved</source>
            <translation>Dlaczego nie można tego zapisać</translation>
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
        <name>Errors</name>
        <message>
            <source>The voucher service answers from another address ({where}): ask a manager to check Service settings.</source>
            <translation>Serwis bonów odpowiada z innego adresu ({where}): poproś kierownika o sprawdzenie ustawień serwisu.</translation>
        </message>
        <message>
            <source>The voucher service answers that it has moved: ask a manager to check Service settings.</source>
            <translation>Serwis bonów odpowiada, że zmienił adres: poproś kierownika o sprawdzenie ustawień serwisu.</translation>
        </message>
        <message>
            <source>The voucher service reported a problem instead of an answer. Try again in a moment.</source>
            <translation>Serwis bonów zgłosił problem zamiast odpowiedzi. Spróbuj ponownie za chwilę.</translation>
        </message>
        <message>
            <source>This voucher cannot be used now.</source>
            <extracomment>Failures the till expects and explains; anything else is a bug.</extracomment>
            <translation>Tego vouchera nie można teraz użyć.</translation>
        </message>
        <message>
            <source>That is more than the voucher's balance.</source>
            <translation>To więcej niż saldo vouchera.</translation>
        </message>
        <message>
            <source>This voucher must be used in full.</source>
            <translation>Ten voucher trzeba wykorzystać w całości.</translation>
        </message>
        <message>
            <source>The service did not accept that amount.</source>
            <translation>Serwis nie przyjął tej kwoty.</translation>
        </message>
        <message>
            <source>This voucher is not valid at this location.</source>
            <translation>Ten voucher nie jest ważny w tej lokalizacji.</translation>
        </message>
        <message>
            <source>This order has already been refunded.</source>
            <translation>To zamówienie zostało już zwrócone.</translation>
        </message>
        <message>
            <source>A voucher in this order has been used, so the order cannot be refunded.</source>
            <translation>Voucher z tego zamówienia został użyty, więc zamówienia nie można zwrócić.</translation>
        </message>
        <message>
            <source>Only orders created through the API can be refunded here.</source>
            <translation>Tutaj można zwracać tylko zamówienia utworzone przez API.</translation>
        </message>
        <message>
            <source>The service has not confirmed this event yet, so it cannot be reversed.</source>
            <translation>Serwis jeszcze nie potwierdził tego zdarzenia, więc nie można go cofnąć.</translation>
        </message>
        <message>
            <source>This event has already been reversed.</source>
            <translation>To zdarzenie zostało już cofnięte.</translation>
        </message>
        <message>
            <source>This kind of event cannot be reversed.</source>
            <translation>Tego rodzaju zdarzenia nie można cofnąć.</translation>
        </message>
        <message>
            <source>The request was missing something the service needs.</source>
            <translation>W żądaniu brakowało czegoś, czego serwis potrzebuje.</translation>
        </message>
        <message>
            <source>The service did not accept the request.</source>
            <translation>Serwis nie przyjął żądania.</translation>
        </message>
        <message>
            <source>The service could not read the request.</source>
            <translation>Serwis nie mógł odczytać żądania.</translation>
        </message>
        <message>
            <source>This voucher is not valid yet.</source>
            <extracomment>``not_redeemable`` by the status the service named (longest first: "Not Yet Valid" before "Valid").</extracomment>
            <translation>Ten voucher nie jest jeszcze ważny.</translation>
        </message>
        <message>
            <source>The payment for this voucher was reversed (a chargeback).</source>
            <translation>Płatność za ten voucher została cofnięta (chargeback).</translation>
        </message>
        <message>
            <source>This voucher is already used.</source>
            <translation>Ten voucher jest już wykorzystany.</translation>
        </message>
        <message>
            <source>This voucher has expired.</source>
            <translation>Ten voucher wygasł.</translation>
        </message>
        <message>
            <source>This voucher is void (cancelled).</source>
            <translation>Ten voucher jest unieważniony.</translation>
        </message>
        <message>
            <source>The voucher service refused this for a reason the till does not know; its own words are in the till's log for a manager or support.</source>
            <extracomment>A refusal whose reason the till does not know: the service's words go to the details only.</extracomment>
            <translation>Serwis voucherów odmówił z powodu, którego kasa nie zna; jego własna odpowiedź jest w logu kasy dla kierownika lub wsparcia.</translation>
        </message>
        <message>
            <source>The service refused the till's API key — ask a manager to check Service settings.</source>
            <translation>Serwis odrzucił klucz API kasy — poproś kierownika o sprawdzenie ustawień serwisu.</translation>
        </message>
        <message>
            <source>Not found.</source>
            <translation>Nie znaleziono.</translation>
        </message>
        <message>
            <source>No voucher with that code. Check the code and try again.</source>
            <translation>Brak vouchera o tym kodzie. Sprawdź kod i spróbuj ponownie.</translation>
        </message>
        <message>
            <source>That order was not found.</source>
            <translation>Nie znaleziono tego zamówienia.</translation>
        </message>
        <message>
            <source>That event was not found.</source>
            <translation>Nie znaleziono tego zdarzenia.</translation>
        </message>
        <message>
            <source>The voucher service is busy. Wait a few seconds and try again.</source>
            <extracomment>The failures told the same way whatever was asked, by their type, most specific first: the till's words (translated where they are shown) and how far the request got.</extracomment>
            <translation>Serwis voucherów jest zajęty. Odczekaj kilka sekund i spróbuj ponownie.</translation>
        </message>
        <message>
            <source>No answer from the service: checking whether it went through…</source>
            <translation>Brak odpowiedzi z serwisu: sprawdzanie, czy przeszło…</translation>
        </message>
        <message>
            <source>Cannot reach the voucher service. Check the network; the till keeps trying.</source>
            <translation>Brak połączenia z serwisem voucherów. Sprawdź sieć; kasa próbuje dalej.</translation>
        </message>
        <message>
            <source>The voucher service is not answering. Try again in a moment.</source>
            <translation>Serwis voucherów nie odpowiada. Spróbuj ponownie za chwilę.</translation>
        </message>
        <message>
            <source>The voucher service is having trouble. Try again in a moment.</source>
            <translation>Serwis voucherów ma problemy. Spróbuj ponownie za chwilę.</translation>
        </message>
        <message>
            <source>The voucher service sent an answer the till cannot read.</source>
            <translation>Serwis voucherów przysłał odpowiedź, której kasa nie umie odczytać.</translation>
        </message>
    </context>
    <context>
        <name>Feed</name>
        <message>
            <source>Activity at this location</source>
            <extracomment>The feed's columns (the model's order): time, code, type, amount, balance after, confirmed. A late, wide moment and amount: the samples the columns are made as wide as. A feed row is tapped to choose an event for Reverse or Reprint: a touch target, 40 px like a button. The keys that walk the feed: each selects the row it lands on.</extracomment>
            <translation>Aktywność w tej lokalizacji</translation>
        </message>
        <message>
            <source>Activity</source>
            <translation>Aktywność</translation>
        </message>
        <message>
            <source>Filter by code or type</source>
            <translation>Filtruj po kodzie lub typie</translation>
        </message>
        <message>
            <source>Filter</source>
            <translation>Filtruj</translation>
        </message>
        <message>
            <source>Filter the activity</source>
            <translation>Filtruj aktywność</translation>
        </message>
        <message>
            <source>No event matches. Codes show only their last characters: type those, or the whole code.</source>
            <translation>Brak pasujących zdarzeń. Kody pokazują tylko ostatnie znaki: wpisz je albo cały kod.</translation>
        </message>
        <message>
            <source>About the filter</source>
            <translation>O filtrze</translation>
        </message>
        <message>
            <source>Balance events at this location</source>
            <translation>Zdarzenia salda w tej lokalizacji</translation>
        </message>
        <message>
            <source>Click to choose an event (Reverse, Reprint); double-click or Enter opens its voucher</source>
            <translation>Kliknij, aby wybrać zdarzenie (Cofnij, Drukuj ponownie); dwuklik lub Enter otwiera jego voucher</translation>
        </message>
        <message>
            <source>Last contact with the service</source>
            <translation>Ostatni kontakt z serwisem</translation>
        </message>
        <message>
            <source>Fetch the next 50 older events</source>
            <translation>Pobierz kolejne 50 starszych zdarzeń</translation>
        </message>
        <message>
            <source>Reverse…</source>
            <translation>Cofnij…</translation>
        </message>
        <message>
            <source>Reprint slip</source>
            <translation>Drukuj ponownie</translation>
        </message>
        <message>
            <source>Print the guest's slip of the selected event again, marked Reprint</source>
            <translation>Wydrukuj ponownie paragon gościa dla wybranego zdarzenia, z oznaczeniem Duplikat</translation>
        </message>
        <message>
            <source>Reverse the selected event (manager PIN)</source>
            <translation>Cofnij wybrane zdarzenie (PIN kierownika)</translation>
        </message>
        <message>
            <source>Not heard from the service yet</source>
            <extracomment>Why a reverse the type allows is still known to be refused (this till reversed the event, or a manager's check found it reversed); composition sets it, "" when nothing is known.</extracomment>
            <translation>Brak jeszcze odpowiedzi serwisu</translation>
        </message>
        <message>
            <source>Last heard from the service {time}</source>
            <translation>Ostatnia odpowiedź serwisu {time}</translation>
        </message>
        <message>
            <source>Updated {time}</source>
            <translation>Zaktualizowano {time}</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>Wczytywanie…</translation>
        </message>
        <message>
            <source>Load older</source>
            <translation>Wczytaj starsze</translation>
        </message>
        <message>
            <source>No older events</source>
            <translation>Brak starszych zdarzeń</translation>
        </message>
        <message>
            <source>The activity list could not be updated. The voucher service sent an event the till cannot read (event {which}); the other events are shown.</source>
            <translation>Nie udało się odświeżyć listy aktywności. Serwis voucherów przesłał zdarzenie, którego kasa nie potrafi odczytać (zdarzenie {which}); pozostałe zdarzenia są widoczne.</translation>
        </message>
        <message numerus="yes">
            <source>The activity list could not be updated. The voucher service sent %n events the till cannot read (event {which}); the other events are shown.</source>
            <translation>
                <numerusform>Nie udało się odświeżyć listy aktywności. Serwis voucherów przesłał %n zdarzenie, którego kasa nie potrafi odczytać (zdarzenie {which}); pozostałe zdarzenia są widoczne.</numerusform>
                <numerusform>Nie udało się odświeżyć listy aktywności. Serwis voucherów przesłał %n zdarzenia, których kasa nie potrafi odczytać (zdarzenie {which}); pozostałe zdarzenia są widoczne.</numerusform>
                <numerusform>Nie udało się odświeżyć listy aktywności. Serwis voucherów przesłał %n zdarzeń, których kasa nie potrafi odczytać (zdarzenie {which}); pozostałe zdarzenia są widoczne.</numerusform>
            </translation>
        </message>
        <message>
            <source>The activity list could not be updated. {problem}</source>
            <translation>Nie udało się odświeżyć listy aktywności. {problem}</translation>
        </message>
        <message>
            <source>Activity not updated since {time} — {why}. The till keeps trying.</source>
            <translation>Aktywność nieodświeżana od {time} — {why}. Kasa próbuje dalej.</translation>
        </message>
        <message>
            <source>Activity not updated yet — {why}. The till keeps trying.</source>
            <translation>Aktywność jeszcze nieodświeżona — {why}. Kasa próbuje dalej.</translation>
        </message>
        <message>
            <source>the service is not answering</source>
            <extracomment>The feed's name in the top bar ("Online · activity not updating"). Why the feed is not up to date, in till words, by what went wrong.</extracomment>
            <translation>serwis nie odpowiada</translation>
        </message>
        <message>
            <source>the till cannot reach the service</source>
            <translation>kasa nie może połączyć się z serwisem</translation>
        </message>
        <message>
            <source>the service is having trouble</source>
            <translation>serwis ma problemy</translation>
        </message>
        <message>
            <source>the service is busy</source>
            <translation>serwis jest przeciążony</translation>
        </message>
        <message>
            <source>the service refused the till's API key</source>
            <translation>serwis odrzucił klucz API kasy</translation>
        </message>
        <message>
            <source>Time</source>
            <extracomment>True while a row is new; the view paints it with a highlight background. The event id of a row (an int), for tests and for finding a row again.</extracomment>
            <translation>Czas</translation>
        </message>
        <message>
            <source>{time} · event {event}</source>
            <translation>{time} · zdarzenie {event}</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Kod</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Typ</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Kwota</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Saldo</translation>
        </message>
        <message>
            <source>Confirmed</source>
            <translation>Potwierdzone</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Tak</translation>
        </message>
        <message>
            <source>Not yet</source>
            <translation>Jeszcze nie</translation>
        </message>
        <message>
            <source>The service has not confirmed this event yet.</source>
            <translation>Serwis nie potwierdził jeszcze tego zdarzenia.</translation>
        </message>
    </context>
    <context>
        <name>Files</name>
        <message>
            <source>Not saved: the disk is full. Free some space or choose another folder ({path}).</source>
            <translation>Nie zapisano: dysk jest pełny. Zwolnij miejsce lub wybierz inny folder ({path}).</translation>
        </message>
        <message>
            <source>Not saved: the till may not write to that folder. Choose another one ({path}).</source>
            <translation>Nie zapisano: kasa nie może zapisywać w tym folderze. Wybierz inny ({path}).</translation>
        </message>
        <message>
            <source>Not saved: the system reported “{error}” ({path}).</source>
            <translation>Nie zapisano: system zgłosił „{error}” ({path}).</translation>
        </message>
    </context>
    <context>
        <name>Find</name>
        <message>
            <source>Find a voucher</source>
            <extracomment>What a column of the results typically holds at its widest, for its width; the total takes the rest. The results' date column: its width is the widest day of any month in the signed-in language (a German "28 Sept. 2026" is wider than "30 Sep 2025"). A large order's total, for the width of the last column. Opens the dispute pack of a voucher (its whole code); None hides the button.</extracomment>
            <translation>Znajdź voucher</translation>
        </message>
        <message>
            <source>Order number, guest's name, part of the e-mail, payment reference</source>
            <translation>Numer zamówienia, nazwisko gościa, część e-maila, numer płatności</translation>
        </message>
        <message>
            <source>Find</source>
            <translation>Znajdź</translation>
        </message>
        <message numerus="yes">
            <source>Last %n months</source>
            <translation>
                <numerusform>Ostatni %n miesiąc</numerusform>
                <numerusform>Ostatnie %n miesiące</numerusform>
                <numerusform>Ostatnich %n miesięcy</numerusform>
            </translation>
        </message>
        <message>
            <source>How far back</source>
            <translation>Jak daleko wstecz</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Szukaj</translation>
        </message>
        <message>
            <source>Cancel search</source>
            <translation>Przerwij wyszukiwanie</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Ponów</translation>
        </message>
        <message>
            <source>Search progress</source>
            <translation>Postęp wyszukiwania</translation>
        </message>
        <message>
            <source>Orders found</source>
            <translation>Znalezione zamówienia</translation>
        </message>
        <message>
            <source>Vouchers of the chosen order</source>
            <translation>Vouchery wybranego zamówienia</translation>
        </message>
        <message>
            <source>Choose an order to see its vouchers.</source>
            <translation>Wybierz zamówienie, aby zobaczyć jego vouchery.</translation>
        </message>
        <message>
            <source>Open voucher</source>
            <translation>Otwórz voucher</translation>
        </message>
        <message>
            <source>Guest says lost…</source>
            <translation>Gość zgłasza zgubienie…</translation>
        </message>
        <message>
            <source>Lost…</source>
            <translation>Zgubiony…</translation>
        </message>
        <message>
            <source>Dispute…</source>
            <translation>Dowody…</translation>
        </message>
        <message>
            <source>Dispute pack…</source>
            <translation>Pakiet dowodów…</translation>
        </message>
        <message>
            <source>A manager notes it: the next lookup of these codes warns the cashier.</source>
            <translation>Kierownik to odnotowuje: przy następnym sprawdzeniu tych kodów kasjer zobaczy ostrzeżenie.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>Wyszukiwanie…</translation>
        </message>
        <message>
            <source>Note that the guest says order {order}'s vouchers are lost</source>
            <translation>Odnotuj, że gość zgłasza zgubienie voucherów z zamówienia {order}</translation>
        </message>
        <message>
            <source>Enter, a double tap or Open voucher opens it read-only.</source>
            <translation>Enter, podwójne dotknięcie lub „Otwórz voucher” otwiera go tylko do odczytu.</translation>
        </message>
        <message>
            <source>Find a voucher by order, name or e-mail…</source>
            <extracomment>Opens a voucher's dispute pack (the Manager menu's, PIN first); None: no button.</extracomment>
            <translation>Znajdź voucher po zamówieniu, nazwisku lub e-mailu…</translation>
        </message>
        <message>
            <source>Type at least {count} letters of a name, part of an e-mail address, a payment reference or an order number.</source>
            <extracomment>The retention period (``retention_days``): older orders are shown, never written down. Every page read was written to the index (else it must not claim to cover the window). A manager's "the guest says it is lost" on the chosen order (``app.desk.common.lost_notes``).</extracomment>
            <translation>Wpisz co najmniej {count} znaki nazwiska, część adresu e-mail, numer płatności lub numer zamówienia.</translation>
        </message>
        <message>
            <source>Search cancelled: {searched}; {found} found so far.</source>
            <translation>Wyszukiwanie przerwane: {searched}; dotąd znaleziono: {found}.</translation>
        </message>
        <message>
            <source>Reading the vouchers of order {order}…</source>
            <translation>Odczytywanie voucherów zamówienia {order}…</translation>
        </message>
        <message>
            <source>Order {order}, opened by its number.</source>
            <translation>Zamówienie {order}, otwarte po numerze.</translation>
        </message>
        <message numerus="yes">
            <source>{count} orders since {day} (%n months)</source>
            <translation>
                <numerusform>zamówienia: {count} od {day} (%n miesiąc)</numerusform>
                <numerusform>zamówienia: {count} od {day} (%n miesiące)</numerusform>
                <numerusform>zamówienia: {count} od {day} (%n miesięcy)</numerusform>
            </translation>
        </message>
        <message>
            <source>{found} found: searched {where}.</source>
            <translation>Znaleziono: {found}; przeszukano {where}.</translation>
        </message>
        <message>
            <source>No order {query} at this property, and no payment reference {query}: searched {where}. Check the number on the guest's confirmation.</source>
            <translation>Brak zamówienia {query} w tym obiekcie i brak referencji płatności {query}: przeszukano {where}. Sprawdź numer na potwierdzeniu gościa.</translation>
        </message>
        <message>
            <source>Nothing matches "{query}": searched {where}. Try another spelling, part of the e-mail address, or a longer window.</source>
            <translation>Nic nie pasuje do „{query}”: przeszukano {where}. Spróbuj innej pisowni, części adresu e-mail lub dłuższego okresu.</translation>
        </message>
        <message>
            <source>Search stopped. {problem}</source>
            <translation>Wyszukiwanie zatrzymane. {problem}</translation>
        </message>
        <message>
            <source>Search incomplete: {searched}, {found} found so far. {problem} Retry goes on from where it stopped.</source>
            <translation>Wyszukiwanie niepełne: {searched}, dotąd znaleziono: {found}. {problem} „Ponów” wznowi od miejsca przerwania.</translation>
        </message>
        <message>
            <source>It read {pages} pages of the order list, the most one search reads.</source>
            <translation>Przeczytano stron listy zamówień: {pages}, najwięcej, ile czyta jedno wyszukiwanie.</translation>
        </message>
        <message numerus="yes">
            <source>The service took more than %n second(s) to send the order list, the longest one search waits.</source>
            <translation>
                <numerusform>Serwis wysyłał listę zamówień dłużej niż %n sekundę, najdłużej, ile czeka jedno wyszukiwanie.</numerusform>
                <numerusform>Serwis wysyłał listę zamówień dłużej niż %n sekundy, najdłużej, ile czeka jedno wyszukiwanie.</numerusform>
                <numerusform>Serwis wysyłał listę zamówień dłużej niż %n sekund, najdłużej, ile czeka jedno wyszukiwanie.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The service took more than %n minute(s) to send the order list, the longest one search waits.</source>
            <translation>
                <numerusform>Serwis wysyłał listę zamówień dłużej niż %n minutę, najdłużej, ile czeka jedno wyszukiwanie.</numerusform>
                <numerusform>Serwis wysyłał listę zamówień dłużej niż %n minuty, najdłużej, ile czeka jedno wyszukiwanie.</numerusform>
                <numerusform>Serwis wysyłał listę zamówień dłużej niż %n minut, najdłużej, ile czeka jedno wyszukiwanie.</numerusform>
            </translation>
        </message>
        <message>
            <source>Search stopped: {searched}, {found} found so far. {why} Retry goes on from where it stopped.</source>
            <translation>Wyszukiwanie zatrzymane: {searched}, dotąd znaleziono: {found}. {why} „Ponów” wznowi od miejsca przerwania.</translation>
        </message>
        <message>
            <source>The vouchers could not be read.</source>
            <translation>Nie udało się odczytać voucherów.</translation>
        </message>
        <message>
            <source>Order {order} holds no voucher.</source>
            <translation>Zamówienie {order} nie zawiera voucherów.</translation>
        </message>
        <message>
            <source>Searched {count} orders</source>
            <extracomment>Every order read in this search, by id: a page that repeats the one before it (a service that ignores the page asked for, or pages shifted by a new order) is counted once.</extracomment>
            <translation>Przeszukane zamówienia: {count}</translation>
        </message>
        <message>
            <source>{count} orders searched</source>
            <translation>przeszukane zamówienia: {count}</translation>
        </message>
        <message>
            <source>Searched {count} orders back to {day}</source>
            <translation>Przeszukane zamówienia: {count}, wstecz do {day}</translation>
        </message>
        <message>
            <source>{count} orders searched back to {day}</source>
            <translation>przeszukane zamówienia: {count}, wstecz do {day}</translation>
        </message>
        <message>
            <source>The note could not be written: {problem}</source>
            <extracomment>Whether the notes' file exists: a till where no note was ever made reads nothing at a lookup.</extracomment>
            <translation>Nie udało się zapisać notatki: {problem}</translation>
        </message>
        <message>
            <source>Noted: the guest says {codes} of order {order} is lost.</source>
            <translation>Odnotowano: gość zgłasza zgubienie {codes} z zamówienia {order}.</translation>
        </message>
        <message>
            <source>Reported lost: on {day} manager {manager} noted that the guest says the vouchers of order {order} are lost. Check who is presenting it.</source>
            <translation>Zgłoszono zgubienie: {day} kierownik {manager} odnotował, że gość zgłasza zgubienie voucherów z zamówienia {order}. Sprawdź, kto go przedstawia.</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Zamówienie</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Data</translation>
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
            <source>Recipient</source>
            <translation>Odbiorca</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Suma</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Kod</translation>
        </message>
        <message>
            <source>Voucher</source>
            <translation>Voucher</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Saldo</translation>
        </message>
        <message>
            <source>Search the service again</source>
            <translation>Przeszukaj serwis ponownie</translation>
        </message>
        <message>
            <source>Search again</source>
            <translation>Szukaj ponownie</translation>
        </message>
        <message>
            <source>Reads every order again, for a guest whose details were changed elsewhere.</source>
            <translation>Czyta wszystkie zamówienia od nowa — gdy dane gościa zmieniono gdzie indziej.</translation>
        </message>
        <message numerus="yes">
            <source>, %n order(s) could not be read</source>
            <extracomment>Orders matched, written or shown between two turns of the Qt loop (a few milliseconds' work).</extracomment>
            <translation>
                <numerusform>, %n zamówienia nie dało się odczytać</numerusform>
                <numerusform>, %n zamówień nie dało się odczytać</numerusform>
                <numerusform>, %n zamówień nie dało się odczytać</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Guest</name>
        <message>
            <source>Guest's language…</source>
            <translation>Język gościa…</translation>
        </message>
        <message>
            <source>Guest</source>
            <translation>Gość</translation>
        </message>
        <message>
            <source>The guest's language, on the guest display and the guest's slips: {language} (Ctrl+G). The till stays in yours.</source>
            <translation>Język gościa, na wyświetlaczu gościa i na jego paragonach: {language} (Ctrl+G). Kasa zostaje w Twoim języku.</translation>
        </message>
        <message>
            <source>Guest's language, for the guest display and slips</source>
            <translation>Język gościa, dla wyświetlacza gościa i paragonów</translation>
        </message>
        <message>
            <source>Guest display</source>
            <extracomment>The setting's word for "never show a customer display". The screen the display was placed on, None while it is not shown.</extracomment>
            <translation>Wyświetlacz gościa</translation>
        </message>
        <message>
            <source>{product}: {amount} to use here.</source>
            <translation>{product}: {amount} do wykorzystania tutaj.</translation>
        </message>
        <message>
            <source>{product}: {amount} to use here, until {day}.</source>
            <translation>{product}: {amount} do wykorzystania tutaj, do {day}.</translation>
        </message>
        <message>
            <source>{product}: cannot be used. {why}</source>
            <translation>{product}: nie można wykorzystać. {why}</translation>
        </message>
        <message>
            <source>{amount} will be taken — {left} left</source>
            <translation>Zostanie pobrane {amount} — zostanie {left}</translation>
        </message>
        <message>
            <source>Your vouchers</source>
            <translation>Twoje bony</translation>
        </message>
        <message>
            <source>Your bill</source>
            <translation>Twój rachunek</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Witamy</translation>
        </message>
        <message>
            <source>Valid until {day}</source>
            <translation>Ważny do {day}</translation>
        </message>
        <message>
            <source>Total: {amount}</source>
            <translation>Razem: {amount}</translation>
        </message>
        <message>
            <source>This side faces the guest</source>
            <translation>Ta strona jest zwrócona do gościa</translation>
        </message>
        <message>
            <source>The payment is being checked. Please wait a moment.</source>
            <translation>Płatność jest sprawdzana. Proszę chwilę poczekać.</translation>
        </message>
        <message>
            <source>One moment, please</source>
            <translation>Chwileczkę, proszę</translation>
        </message>
        <message>
            <source>Nothing was taken from the voucher.</source>
            <extracomment>How long the display keeps a voucher, a review or an outcome before it goes back to the property's name: long enough to read it across a counter, short enough that the next guest never sees it. A no-break space: a day is never split over two lines of the display ("3 / listopada 2027"). Redraws the current screen in a newly chosen language.</extracomment>
            <translation>Z bonu nic nie pobrano.</translation>
        </message>
        <message>
            <source>Not taken</source>
            <translation>Nie pobrano</translation>
        </message>
        <message>
            <source>Left to pay: {amount}</source>
            <translation>Pozostało do zapłaty: {amount}</translation>
        </message>
        <message>
            <source>Guest display test</source>
            <translation>Test wyświetlacza gościa</translation>
        </message>
        <message>
            <source>Done: {amount} taken — {left} left</source>
            <translation>Gotowe: pobrano {amount} — zostało {left}</translation>
        </message>
        <message>
            <source>Done: {amount} taken — {left} left — valid until {day}</source>
            <translation>Gotowe: pobrano {amount} — zostało {left} — ważny do {day}</translation>
        </message>
        <message>
            <source>Can be used here, all at once</source>
            <translation>Można tu wykorzystać, tylko w całości</translation>
        </message>
        <message>
            <source>Can be used here in part</source>
            <translation>Można tu wykorzystać częściowo</translation>
        </message>
        <message>
            <source>Balance: {amount}</source>
            <translation>Saldo: {amount}</translation>
        </message>
        <message>
            <source>Guest display test pattern</source>
            <translation>Obraz testowy wyświetlacza gościa</translation>
        </message>
    </context>
    <context>
        <name>Handoff</name>
        <message>
            <source>Gift voucher</source>
            <translation>Voucher podarunkowy</translation>
        </message>
        <message>
            <source>not given</source>
            <extracomment>[DECIDE] How far back an unticked redemption is still shown and reminded of: a day covers a shift that ran past midnight and a till restarted the next morning, without nagging forever. The service's redeem history shows the event reversed, and not by this till: nothing to key. A bill's redemptions, keyed on the POS as one tender (``app.core.bill_handoff``).</extracomment>
            <translation>nie podano</translation>
        </message>
        <message>
            <source>Reversed elsewhere — do not key {amount} (reference {reference})</source>
            <translation>Cofnięte gdzie indziej — nie wprowadzaj {amount} (numer {reference})</translation>
        </message>
        <message>
            <source>Take {amount} payment on the POS for a voucher sale — reference {reference}</source>
            <translation>Przyjmij płatność {amount} na POS za sprzedaż vouchera — numer {reference}</translation>
        </message>
        <message>
            <source>Take {amount} payment on the POS for a new gift card — reference {reference}</source>
            <translation>Przyjmij płatność {amount} na POS za nową kartę podarunkową — numer {reference}</translation>
        </message>
        <message>
            <source>Take {amount} payment on the POS for a gift card top-up — reference {reference}</source>
            <translation>Przyjmij płatność {amount} na POS za doładowanie karty podarunkowej — numer {reference}</translation>
        </message>
        <message>
            <source>Key {amount} as {tender} — reference {reference}</source>
            <translation>Wprowadź {amount} jako {tender} — numer {reference}</translation>
        </message>
        <message>
            <source>Gift card payment</source>
            <translation>Płatność za kartę podarunkową</translation>
        </message>
        <message>
            <source>Voucher sale</source>
            <translation>Sprzedaż vouchera</translation>
        </message>
        <message>
            <source>{amount} {what} ref {references}</source>
            <translation>{amount} {what} nr {references}</translation>
        </message>
        <message>
            <source>Redeemed</source>
            <translation>Zrealizowano</translation>
        </message>
        <message>
            <source>New card sold</source>
            <translation>Sprzedano nową kartę</translation>
        </message>
        <message>
            <source>Topped up</source>
            <translation>Doładowano</translation>
        </message>
        <message>
            <source>Vouchers sold</source>
            <translation>Sprzedano vouchery</translation>
        </message>
        <message>
            <source>{done} {time} by {staff}</source>
            <translation>{done} {time}, obsługa: {staff}</translation>
        </message>
        <message>
            <source>{done} {time}</source>
            <translation>{done} {time}</translation>
        </message>
        <message>
            <source>{time} {amount} — ref {references} — {staff}</source>
            <translation>{time} {amount} — nr {references} — {staff}</translation>
        </message>
        <message>
            <source>What to key on the POS</source>
            <extracomment>A finger-sized button on a touch screen. Windows shorter than this keep the hand-off to its instruction and keys (``HandoffBanner._fit``). Offered beside a slip that could not be printed: the guest still gets it, as a PDF. Whether the window's resizes are watched (``showEvent``).</extracomment>
            <translation>Co wprowadzić na POS</translation>
        </message>
        <message>
            <source>Copy ({key})</source>
            <translation>Kopiuj ({key})</translation>
        </message>
        <message>
            <source>Copy the amount and the reference, to paste into the POS</source>
            <translation>Skopiuj kwotę i numer, aby wkleić je na POS</translation>
        </message>
        <message>
            <source>Copy amount and reference</source>
            <translation>Kopiuj kwotę i numer</translation>
        </message>
        <message>
            <source>Tick once the amount is keyed as a gift voucher tender on the POS</source>
            <translation>Zaznacz, gdy kwota jest wprowadzona na POS jako płatność voucherem podarunkowym</translation>
        </message>
        <message>
            <source>Slip ({key})</source>
            <translation>Paragon ({key})</translation>
        </message>
        <message>
            <source>Print the guest's slip of the last redemption</source>
            <translation>Wydrukuj paragon gościa z ostatniej realizacji</translation>
        </message>
        <message>
            <source>Print slip</source>
            <translation>Drukuj paragon</translation>
        </message>
        <message>
            <source>Save as PDF…</source>
            <translation>Zapisz jako PDF…</translation>
        </message>
        <message>
            <source>Save the slip as a PDF, to print or send later</source>
            <translation>Zapisz paragon jako PDF, aby wydrukować go lub wysłać później</translation>
        </message>
        <message>
            <source>✓ Keyed on POS ({key})</source>
            <translation>✓ Wprowadzono na POS ({key})</translation>
        </message>
        <message>
            <source>Redeemed {time} by {staff} on {code}; the service shows it reversed since, not by this till. Tick to take it off the list.</source>
            <translation>Zrealizowano {time}, obsługa: {staff}, na {code}; serwis pokazuje, że później to cofnięto, nie na tej kasie. Zaznacz, aby usunąć z listy.</translation>
        </message>
        <message>
            <source>On the POS now · {detail}</source>
            <translation>Teraz na POS · {detail}</translation>
        </message>
        <message>
            <source>{done} on {code}</source>
            <translation>{done} · voucher {code}</translation>
        </message>
        <message>
            <source>✓ Seen ({key})</source>
            <translation>✓ Widziano ({key})</translation>
        </message>
        <message numerus="yes">
            <source>%n more not keyed</source>
            <translation>
                <numerusform>jeszcze %n niewprowadzona</numerusform>
                <numerusform>jeszcze %n niewprowadzone</numerusform>
                <numerusform>jeszcze %n niewprowadzonych</numerusform>
            </translation>
        </message>
        <message>
            <source>Copied “{text}”.</source>
            <translation>Skopiowano „{text}”.</translation>
        </message>
        <message numerus="yes">
            <source>• and %n earlier</source>
            <extracomment>The reminder names this many redemptions, newest first, and counts the rest.</extracomment>
            <translation>
                <numerusform>• i %n wcześniejsza</numerusform>
                <numerusform>• i %n wcześniejsze</numerusform>
                <numerusform>• i %n wcześniejszych</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement is not settled with the service:

{lines}

A manager must check them.</source>
            <translation>1 operacja nie jest rozliczona z serwisem:

{lines}

Kierownik musi ją sprawdzić.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements are not settled with the service:

{lines}

A manager must check them.</source>
            <translation>
                <numerusform>%n operacja nie jest rozliczona z serwisem:

{lines}

Kierownik musi je sprawdzić.</numerusform>
                <numerusform>%n operacje nie są rozliczone z serwisem:

{lines}

Kierownik musi je sprawdzić.</numerusform>
                <numerusform>%n operacji nie jest rozliczonych z serwisem:

{lines}

Kierownik musi je sprawdzić.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 redemption is not ticked as keyed on the POS:

{lines}

Key them on the POS and tick them first.</source>
            <translation>1 realizacja nie jest zaznaczona jako wprowadzona na POS:

{lines}

Najpierw wprowadź ją na POS i zaznacz.</translation>
        </message>
        <message numerus="yes">
            <source>%n redemptions are not ticked as keyed on the POS:

{lines}

Key them on the POS and tick them first.</source>
            <translation>
                <numerusform>%n realizacja nie jest zaznaczona jako wprowadzona na POS:

{lines}

Najpierw wprowadź je na POS i zaznacz.</numerusform>
                <numerusform>%n realizacje nie są zaznaczone jako wprowadzone na POS:

{lines}

Najpierw wprowadź je na POS i zaznacz.</numerusform>
                <numerusform>%n realizacji nie jest zaznaczonych jako wprowadzone na POS:

{lines}

Najpierw wprowadź je na POS i zaznacz.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement is not ticked as keyed on the POS:

{lines}

Key them on the POS and tick them first.</source>
            <translation>1 operacja nie jest zaznaczona jako wprowadzona na POS:

{lines}

Najpierw wprowadź ją na POS i zaznacz.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements are not ticked as keyed on the POS:

{lines}

Key them on the POS and tick them first.</source>
            <translation>
                <numerusform>%n operacja nie jest zaznaczona jako wprowadzona na POS:

{lines}

Najpierw wprowadź je na POS i zaznacz.</numerusform>
                <numerusform>%n operacje nie są zaznaczone jako wprowadzone na POS:

{lines}

Najpierw wprowadź je na POS i zaznacz.</numerusform>
                <numerusform>%n operacji nie jest zaznaczonych jako wprowadzone na POS:

{lines}

Najpierw wprowadź je na POS i zaznacz.</numerusform>
            </translation>
        </message>
        <message>
            <source>Not settled</source>
            <translation>Nierozliczone</translation>
        </message>
        <message>
            <source>Not keyed on the POS</source>
            <translation>Niewprowadzone na POS</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>Wróć</translation>
        </message>
        <message>
            <source>waits for a manager's decision</source>
            <extracomment>Why an unsettled movement waits, for the list shown before leaving.</extracomment>
            <translation>czeka na decyzję kierownika</translation>
        </message>
        <message>
            <source>not yet confirmed by the service</source>
            <translation>jeszcze niepotwierdzona przez serwis</translation>
        </message>
        <message>
            <source>sent, no answer yet</source>
            <translation>wysłana, jeszcze bez odpowiedzi</translation>
        </message>
        <message>
            <source>The till could not read its journal: some movements may not be settled.</source>
            <extracomment>Events of this till's redemptions the service's history shows reversed, not by this till. When this session began: a bill left with lines never sent before it was interrupted. The interrupted bills the cashier was told of, by bill id (once a session each).</extracomment>
            <translation>Kasa nie mogła odczytać swojego dziennika: niektóre operacje mogą być nierozliczone.</translation>
        </message>
        <message>
            <source>{time} {what}: {why}</source>
            <translation>{time} {what}: {why}</translation>
        </message>
        <message>
            <source>The till could not read which redemptions are keyed on the POS.</source>
            <translation>Kasa nie mogła odczytać, które realizacje są wprowadzone na POS.</translation>
        </message>
        <message>
            <source>Sign in first: a tick records who keyed the redemption on the POS.</source>
            <translation>Najpierw się zaloguj: zaznaczenie zapisuje, kto wprowadził realizację na POS.</translation>
        </message>
        <message>
            <source>{problem} The redemption still shows as not keyed; try the tick again.</source>
            <translation>{problem} Realizacja nadal widnieje jako niewprowadzona; zaznacz ponownie.</translation>
        </message>
        <message>
            <source>Bill {reference} was interrupted when the till stopped: the service took {taken}; not sent: {lines}. {left} left to pay on the POS.</source>
            <translation>Rachunek {reference} został przerwany, gdy kasa się zatrzymała: serwis pobrał {taken}; nie wysłano: {lines}. {left} do zapłaty na POS.</translation>
        </message>
        <message>
            <source>A voucher of this bill is not confirmed: a manager decides it first (Manager ▸ Unconfirmed movements), then the bill is keyed on the POS.</source>
            <translation>Voucher z tego rachunku nie jest potwierdzony: najpierw decyduje kierownik (Kierownik ▸ Niepotwierdzone operacje), potem rachunek wprowadza się na POS.</translation>
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
            <source>The till's log</source>
            <translation>Dziennik zdarzeń kasy</translation>
        </message>
        <message>
            <source>Messages from the till</source>
            <translation>Komunikaty kasy</translation>
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
        <name>Integrity</name>
        <message>
            <source>High balances looked up, not redeemed</source>
            <extracomment>The column heading of each count: what was done, in plain words, never what it means.</extracomment>
            <translation>Wysokie salda sprawdzone, niezrealizowane</translation>
        </message>
        <message>
            <source>Opened read-only, redeemed within minutes</source>
            <translation>Otwarte tylko do odczytu, zrealizowane w ciągu minut</translation>
        </message>
        <message>
            <source>Own redemptions reversed</source>
            <translation>Własne realizacje cofnięte</translation>
        </message>
        <message>
            <source>Not ticked as keyed on the POS</source>
            <translation>Nieodhaczone jako wprowadzone w POS</translation>
        </message>
        <message>
            <source>Whole codes shown</source>
            <translation>Pokazane całe kody</translation>
        </message>
        <message>
            <source>Sales not ticked as paid</source>
            <translation>Sprzedaże nieodhaczone jako zapłacone</translation>
        </message>
        <message>
            <source>Lines in the audit log (all actions)</source>
            <extracomment>The first row: how much each member of staff did, to read their counts against.</extracomment>
            <translation>Wiersze dziennika audytu (wszystkie czynności)</translation>
        </message>
        <message>
            <source>Count</source>
            <extracomment>The count's words, then the usual figure (the mean over staff), then one column per member of staff.</extracomment>
            <translation>Liczba</translation>
        </message>
        <message>
            <source>Usual here</source>
            <translation>Zwykle tutaj</translation>
        </message>
        <message numerus="yes">
            <source>%n member(s) of staff at this till from {first} to {last}.</source>
            <translation>
                <numerusform>%n pracownik przy tej kasie od {first} do {last}.</numerusform>
                <numerusform>%n pracowników przy tej kasie od {first} do {last}.</numerusform>
                <numerusform>%n pracowników przy tej kasie od {first} do {last}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{what} — {staff}: %n line(s) of the audit log.</source>
            <translation>
                <numerusform>{what} — {staff}: %n wiersz dziennika audytu.</numerusform>
                <numerusform>{what} — {staff}: %n wiersze dziennika audytu.</numerusform>
                <numerusform>{what} — {staff}: %n wierszy dziennika audytu.</numerusform>
            </translation>
        </message>
        <message>
            <source>Staff integrity report</source>
            <extracomment>How far back the report looks when it opens: a week holds every shift pattern of a rota.</extracomment>
            <translation>Raport rzetelności personelu</translation>
        </message>
        <message>
            <source>From date</source>
            <translation>Od daty</translation>
        </message>
        <message>
            <source>To date</source>
            <translation>Do daty</translation>
        </message>
        <message>
            <source>Counts to look at, not findings: a busy shift, a guest who changed their mind or a colleague covering a break explains most of them. Choose a count to read the audit lines behind it.</source>
            <translation>Liczby do przejrzenia, nie ustalenia: pracowita zmiana, gość, który zmienił zdanie, albo kolega na zastępstwie w przerwie wyjaśniają większość z nich. Wybierz liczbę, aby przeczytać wiersze dziennika za nią.</translation>
        </message>
        <message>
            <source>Counts per member of staff</source>
            <translation>Liczby na pracownika</translation>
        </message>
        <message>
            <source>Audit lines behind the count</source>
            <translation>Wiersze dziennika za liczbą</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Od</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Do</translation>
        </message>
        <message>
            <source>Counting…</source>
            <translation>Liczenie…</translation>
        </message>
    </context>
    <context>
        <name>Manager</name>
        <message>
            <source>Check the audit log</source>
            <translation>Sprawdź dziennik audytu</translation>
        </message>
        <message>
            <source>{problem}. The service settings were not changed.</source>
            <translation>{problem}. Ustawienia usługi nie zostały zmienione.</translation>
        </message>
        <message>
            <source>Lift the pause on lookups</source>
            <translation>Zdejmij wstrzymanie wyszukiwania</translation>
        </message>
        <message>
            <source>The pause is lifted: codes can be looked up again.</source>
            <translation>Wstrzymanie zdjęte: kody można znów wyszukiwać.</translation>
        </message>
        <message>
            <source>Lookups are not paused.</source>
            <translation>Wyszukiwanie nie jest wstrzymane.</translation>
        </message>
        <message>
            <source>The voucher accounts and their VAT classes</source>
            <translation>Rozliczenie bonów i ich klasy VAT</translation>
        </message>
        <message>
            <source>Check the service and adapt the till to it</source>
            <translation>Sprawdzić usługę i dostosować do niej kasę</translation>
        </message>
        <message>
            <source>Choose an event in the activity list first.</source>
            <translation>Najpierw wybierz zdarzenie na liście aktywności.</translation>
        </message>
        <message>
            <source>Choose a line of the redeem history first.</source>
            <translation>Najpierw wybierz wiersz historii realizacji.</translation>
        </message>
        <message>
            <source>Look up a voucher of the order first.</source>
            <translation>Najpierw wyszukaj voucher z tego zamówienia.</translation>
        </message>
        <message>
            <source>No movement is waiting for a manager's decision.</source>
            <translation>Żadna operacja nie czeka na decyzję kierownika.</translation>
        </message>
        <message>
            <source>View the audit log</source>
            <translation>Przeglądaj dziennik zdarzeń</translation>
        </message>
        <message>
            <source>Open a voucher from the feed first; a scanned one already shows its code.</source>
            <translation>Najpierw otwórz voucher z listy aktywności; zeskanowany już pokazuje swój kod.</translation>
        </message>
        <message>
            <source>Show a voucher's whole code</source>
            <translation>Pokaż pełny kod vouchera</translation>
        </message>
        <message>
            <source>The end of shift report</source>
            <translation>Raport zamknięcia zmiany</translation>
        </message>
        <message>
            <source>The staff integrity report</source>
            <translation>Raport rzetelności personelu</translation>
        </message>
        <message>
            <source>Change the dual-control limit</source>
            <translation>Zmienić próg podwójnej kontroli</translation>
        </message>
        <message>
            <source>Add or remove managers, or change a PIN</source>
            <translation>Dodaj lub usuń kierowników albo zmień PIN</translation>
        </message>
        <message>
            <source>A training till always runs on the built-in sandbox; its service cannot change.</source>
            <translation>Kasa szkoleniowa zawsze działa na wbudowanym środowisku testowym; jej serwisu nie można zmienić.</translation>
        </message>
        <message>
            <source>Change the service settings</source>
            <translation>Zmień ustawienia serwisu</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Kierownik</translation>
        </message>
        <message>
            <source>Offline: reverses and refunds wait until the service answers again.</source>
            <translation>Brak połączenia: cofnięcia i zwroty czekają, aż serwis znów odpowie.</translation>
        </message>
    </context>
    <context>
        <name>ManagerMenu</name>
        <message>
            <source>Check the audit log…</source>
            <translation>Sprawdź dziennik audytu…</translation>
        </message>
        <message>
            <source>Lift the pause on lookups…</source>
            <translation>Zdejmij wstrzymanie wyszukiwania…</translation>
        </message>
        <message>
            <source>Voucher accounts and VAT…</source>
            <translation>Rozliczenie bonów i VAT…</translation>
        </message>
        <message>
            <source>Check the service…</source>
            <translation>Sprawdź usługę…</translation>
        </message>
        <message>
            <source>Reverse the selected event…</source>
            <extracomment>A dispute pack opened over the shift report, from one of its lines. The view-model whose check before the PIN is running: a second click waits for it.</extracomment>
            <translation>Cofnij wybrane zdarzenie…</translation>
        </message>
        <message>
            <source>Refund this voucher's order…</source>
            <translation>Zwrot zamówienia tego vouchera…</translation>
        </message>
        <message>
            <source>Unconfirmed movements…</source>
            <translation>Niepotwierdzone operacje…</translation>
        </message>
        <message>
            <source>Audit log…</source>
            <translation>Dziennik zdarzeń…</translation>
        </message>
        <message>
            <source>Show the voucher's whole code…</source>
            <translation>Pokaż pełny kod vouchera…</translation>
        </message>
        <message>
            <source>Show the guest's e-mail address…</source>
            <translation>Pokaż adres e-mail gościa…</translation>
        </message>
        <message>
            <source>Dispute pack for this voucher…</source>
            <translation>Pakiet dowodów dla tego vouchera…</translation>
        </message>
        <message>
            <source>Report a problem with this voucher…</source>
            <translation>Zgłoś problem z tym voucherem…</translation>
        </message>
        <message>
            <source>Voucher cases…</source>
            <translation>Sprawy voucherów…</translation>
        </message>
        <message>
            <source>End of shift report…</source>
            <translation>Raport zamknięcia zmiany…</translation>
        </message>
        <message>
            <source>Staff integrity report…</source>
            <translation>Raport rzetelności personelu…</translation>
        </message>
        <message>
            <source>Managers and PINs…</source>
            <translation>Kierownicy i PIN-y…</translation>
        </message>
        <message>
            <source>Dual control limit…</source>
            <translation>Próg podwójnej kontroli…</translation>
        </message>
        <message>
            <source>Service settings…</source>
            <translation>Ustawienia serwisu…</translation>
        </message>
        <message>
            <source>This voucher</source>
            <translation>Ten voucher</translation>
        </message>
        <message>
            <source>Reports and audit</source>
            <translation>Raporty i dziennik</translation>
        </message>
        <message>
            <source>Till settings</source>
            <translation>Ustawienia kasy</translation>
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
            <extracomment>The last thing asked was to add a manager (a refusal may be about the name).</extracomment>
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
        <message>
            <source>That looks like a PIN. Type the manager's name, then the PIN.</source>
            <extracomment>Said when the name field holds what looks like a PIN: a PIN typed into the name field by a hurried manager must never be kept, shown or written to the audit log as a name.</extracomment>
            <translation>To wygląda na PIN. Wpisz imię i nazwisko kierownika, a potem PIN.</translation>
        </message>
        <message>
            <source>The two PINs are not the same. Type them again.</source>
            <extracomment>A PIN another manager has: the same words as a guessable PIN, never "another manager has it".</extracomment>
            <translation>Oba PIN-y się różnią. Wpisz je ponownie.</translation>
        </message>
        <message>
            <source>Type the manager's name.</source>
            <translation>Wpisz imię i nazwisko kierownika.</translation>
        </message>
        <message>
            <source>{name} is already a manager.</source>
            <translation>{name} jest już kierownikiem.</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Kierownik</translation>
        </message>
        <message>
            <source>Choose the manager whose PIN changes.</source>
            <translation>Wybierz kierownika, którego PIN chcesz zmienić.</translation>
        </message>
        <message>
            <source>Choose the manager to remove.</source>
            <translation>Wybierz kierownika do usunięcia.</translation>
        </message>
        <message>
            <source>The last manager cannot be removed: add another manager first.</source>
            <translation>Nie można usunąć ostatniego kierownika: najpierw dodaj innego.</translation>
        </message>
        <message>
            <source>{name} is no longer a manager at this till.</source>
            <translation>{name} nie jest już kierownikiem na tej kasie.</translation>
        </message>
        <message>
            <source>{name} is now a manager at this till.</source>
            <translation>{name} jest teraz kierownikiem na tej kasie.</translation>
        </message>
        <message>
            <source>{name}'s PIN is changed.</source>
            <translation>PIN: {name} — zmieniony.</translation>
        </message>
        <message>
            <source>{problem}. Nothing was changed.</source>
            <translation>{problem}. Nic nie zostało zmienione.</translation>
        </message>
    </context>
    <context>
        <name>Menu</name>
        <message>
            <source>Save a support report…</source>
            <translation>Zapisz raport dla pomocy technicznej…</translation>
        </message>
        <message>
            <source>&amp;Shift</source>
            <translation>&amp;Zmiana</translation>
        </message>
        <message>
            <source>Change staff…</source>
            <translation>Zmień obsługę…</translation>
        </message>
        <message>
            <source>Find a code</source>
            <translation>Znajdź kod</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Zakończ</translation>
        </message>
        <message>
            <source>&amp;Manager</source>
            <translation>&amp;Kierownik</translation>
        </message>
        <message>
            <source>S&amp;lips</source>
            <translation>&amp;Paragony</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Pomo&amp;c</translation>
        </message>
        <message>
            <source>About {app}</source>
            <translation>O programie {app}</translation>
        </message>
        <message>
            <source>{app} {version}
Redeem gift vouchers at the till.</source>
            <translation>{app} {version}
Realizacja voucherów podarunkowych na kasie.</translation>
        </message>
    </context>
    <context>
        <name>Moment</name>
        <message>
            <source>Type a day and time ({example}, 3.12.2026 06:00, or 06:00 on this day)</source>
            <translation>Wpisz dzień i godzinę ({example}, 3.12.2026 06:00 lub 06:00 dla tego dnia)</translation>
        </message>
    </context>
    <context>
        <name>Movement</name>
        <message>
            <source>a redemption of {amount} on {code}</source>
            <extracomment>The request itself, sent once; its answer is a balance event (None for a refund). "redemption", "top-up": the kind in till words. How a sentence names one, with its amount and without (``what``); whole phrases, so a translator can give each kind its own grammar. These and the words below are marked for translation (``QT_TRANSLATE_NOOP``, context "Movement") and translated where they are used.</extracomment>
            <translation>realizacja {amount} z {code}</translation>
        </message>
        <message>
            <source>a redemption on {code}</source>
            <translation>realizacja z {code}</translation>
        </message>
        <message>
            <source>nothing was taken</source>
            <extracomment>What the cashier is told did not happen when it is not applied.</extracomment>
            <translation>nic nie pobrano</translation>
        </message>
        <message>
            <source>taken</source>
            <extracomment>What it did when it went through: "taken", in "marked as taken" and "called not taken".</extracomment>
            <translation>pobrane</translation>
        </message>
        <message>
            <source>one event that could be it</source>
            <extracomment>What the cashier must not do after the service refused it ("" when nothing follows).</extracomment>
            <translation>jedno pasujące zdarzenie</translation>
        </message>
        <message numerus="yes">
            <source>%n events that could be it</source>
            <translation>
                <numerusform>%n pasujące zdarzenie</numerusform>
                <numerusform>%n pasujące zdarzenia</numerusform>
                <numerusform>%n pasujących zdarzeń</numerusform>
            </translation>
        </message>
        <message>
            <source>nothing was refunded — do not refund the payment</source>
            <translation>nic nie zwrócono — nie zwracaj płatności</translation>
        </message>
        <message>
            <source>refunded</source>
            <translation>zwrócone</translation>
        </message>
        <message>
            <source> — do not refund the payment</source>
            <translation> — nie zwracaj płatności</translation>
        </message>
        <message>
            <source>the refund of order #{order}</source>
            <translation>zwrot zamówienia #{order}</translation>
        </message>
        <message>
            <source>a refund of the order that could be it</source>
            <translation>pasujący zwrot zamówienia</translation>
        </message>
        <message>
            <source>no refund that could be it</source>
            <translation>żadnego pasującego zwrotu</translation>
        </message>
        <message>
            <source>nothing was reversed</source>
            <translation>nic nie cofnięto</translation>
        </message>
        <message>
            <source>reversed</source>
            <translation>cofnięte</translation>
        </message>
        <message>
            <source>the reverse of event {event} on {code}</source>
            <translation>cofnięcie zdarzenia {event} na {code}</translation>
        </message>
        <message>
            <source>the reverse of event {event} of {amount} on {code}</source>
            <translation>cofnięcie zdarzenia {event} ({amount}) na {code}</translation>
        </message>
        <message>
            <source>no voucher was sold — take no payment for it</source>
            <extracomment>How much earlier than the intent (on the service's clock) the orders list is read from: a service stamps an order when it starts it, and the measured offset may be a little out. Pages of orders read at most when looking for a reference (50 each): a busy web shop's hour.</extracomment>
            <translation>nie sprzedano vouchera — nie pobieraj płatności</translation>
        </message>
        <message>
            <source>sold</source>
            <translation>sprzedane</translation>
        </message>
        <message>
            <source> — take no payment for it</source>
            <translation> — nie pobieraj płatności</translation>
        </message>
        <message>
            <source>the sale (reference {reference})</source>
            <translation>sprzedaż (numer {reference})</translation>
        </message>
        <message>
            <source>the sale of {amount} (reference {reference})</source>
            <translation>sprzedaż na {amount} (numer {reference})</translation>
        </message>
        <message>
            <source>one order carrying its reference</source>
            <translation>jedno zamówienie z tym numerem</translation>
        </message>
        <message numerus="yes">
            <source>%n orders carrying its reference</source>
            <translation>
                <numerusform>%n zamówienie z tym numerem</numerusform>
                <numerusform>%n zamówienia z tym numerem</numerusform>
                <numerusform>%n zamówień z tym numerem</numerusform>
            </translation>
        </message>
        <message>
            <source>a top-up of {amount} on {code}</source>
            <translation>doładowanie {amount} na {code}</translation>
        </message>
        <message>
            <source>a top-up on {code}</source>
            <translation>doładowanie na {code}</translation>
        </message>
        <message>
            <source>nothing was added</source>
            <translation>nic nie dodano</translation>
        </message>
        <message>
            <source>added</source>
            <translation>dodane</translation>
        </message>
        <message>
            <source>{what} that the till had called not {made} went through.</source>
            <translation>{what} — kasa uznała, że nie zostało {made}, a jednak przeszło.</translation>
        </message>
        <message>
            <source>{what} that the till had called not {made} went through at {time}.</source>
            <translation>{what} — kasa uznała, że nie zostało {made}, a jednak przeszło o {time}.</translation>
        </message>
        <message>
            <source>Marked by {manager} as not {made}; the till could not confirm it ({what}).</source>
            <translation>Oznaczone przez: {manager} jako nie {made}; kasa nie mogła tego potwierdzić ({what}).</translation>
        </message>
        <message>
            <source>Marked by {manager} as {made} (event {event}); the till could not confirm it ({what}).</source>
            <translation>Oznaczone przez: {manager} jako {made} (zdarzenie {event}); kasa nie mogła tego potwierdzić ({what}).</translation>
        </message>
        <message>
            <source>{what} went through.</source>
            <translation>{what} — wykonano.</translation>
        </message>
        <message>
            <source>The service recorded {what} otherwise than asked — ask a manager.</source>
            <translation>Serwis zapisał inaczej, niż zlecono: {what} — wezwij kierownika.</translation>
        </message>
        <message>
            <source>The till cannot confirm {what}: the service shows {found}, and {reason}. A manager must check.</source>
            <translation>Kasa nie może potwierdzić: {what}. Serwis pokazuje {found}, a {reason}. Kierownik musi to sprawdzić.</translation>
        </message>
        <message>
            <source>no proof</source>
            <translation>brak dowodu</translation>
        </message>
        <message>
            <source>{what} was not made by this till: {reason}.</source>
            <translation>{what} — nie wykonała tego ta kasa: {reason}.</translation>
        </message>
        <message>
            <source>{what} did not go through; {nothing}.</source>
            <translation>{what} — nie przeszło; {nothing}.</translation>
        </message>
        <message>
            <source>The service refused {what}{refused}.</source>
            <translation>Serwis odrzucił: {what}{refused}.</translation>
        </message>
        <message>
            <source>{what} is not confirmed yet; the till keeps checking.</source>
            <translation>{what} — jeszcze niepotwierdzone; kasa sprawdza dalej.</translation>
        </message>
        <message>
            <source>A manager decides it first: Manager → Unconfirmed movements (Ctrl+U).</source>
            <extracomment>Events that could be this movement's when the outcome is UNCONFIRMED, for the manager. Settled while a cashier's window waited for it (a lost answer's countdown): that window shows the outcome itself; only what was settled behind the cashier's back is news elsewhere.</extracomment>
            <translation>Najpierw decyduje kierownik: Kierownik → Niepotwierdzone operacje (Ctrl+U).</translation>
        </message>
        <message>
            <source>Wait for the check to finish, or ask a manager.</source>
            <translation>Poczekaj na koniec sprawdzania albo poproś kierownika.</translation>
        </message>
        <message>
            <source>An earlier movement on this voucher is not confirmed and waits for a manager.</source>
            <translation>Wcześniejsza operacja na tym voucherze jest niepotwierdzona i czeka na kierownika.</translation>
        </message>
        <message>
            <source>Call a manager: an earlier movement on this voucher waits for their decision.</source>
            <translation>Wezwij kierownika: wcześniejsza operacja na tym voucherze czeka na jego decyzję.</translation>
        </message>
        <message>
            <source>Call a manager.</source>
            <translation>Wezwij kierownika.</translation>
        </message>
        <message>
            <source>An earlier movement on this voucher is still being checked.</source>
            <translation>Wcześniejsza operacja na tym voucherze jest jeszcze sprawdzana.</translation>
        </message>
        <message>
            <source>An earlier movement on this voucher is still on its way.</source>
            <translation>Wcześniejsza operacja na tym voucherze jest jeszcze w drodze.</translation>
        </message>
        <message>
            <source>An earlier redemption of this voucher could not be checked again.</source>
            <extracomment>Background rounds in a row that met an unreadable answer before a movement goes to a manager. While waiting out the settle period, the records are read again this often. The latest after its intent that a request can still be applied by a slow service: five times the web server's 60 s limit, for a queue drained late. A matching event stamped later, on a desk other tills share, is theirs: it does not reopen a movement settled not applied. The movements whose voucher's balance tells whether they were applied. Background re-checks in a row that met an unreadable answer, by movement.</extracomment>
            <translation>Nie udało się ponownie sprawdzić wcześniejszej realizacji tego vouchera.</translation>
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
            <extracomment>(order_id, {field: value} as read back): what the service now holds, for Find's index.</extracomment>
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
        <name>Outcome</name>
        <message>
            <source>Sent to the voucher service, waiting for its answer…</source>
            <translation>Wysłano do serwisu voucherów, czekam na odpowiedź…</translation>
        </message>
        <message>
            <source>No answer from the service {about}. Checking with the service…</source>
            <translation>Brak odpowiedzi z serwisu {about}. Sprawdzanie w serwisie…</translation>
        </message>
        <message>
            <source>{checking} {seconds} s</source>
            <translation>{checking} {seconds} s</translation>
        </message>
        <message>
            <source>{problem}. Nothing was sent.</source>
            <translation>{problem}. Nic nie zostało wysłane.</translation>
        </message>
        <message>
            <source>{problem}. {pending}</source>
            <translation>{problem}. {pending}</translation>
        </message>
        <message>
            <source>Still no answer from the service.</source>
            <translation>Nadal brak odpowiedzi z serwisu.</translation>
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
            <translation>{not_done}: {asked} nie przeszło. {nothing}; możesz spróbować ponownie.</translation>
        </message>
        <message>
            <source>Not confirmed: {asked} — no answer from the service yet. The till checks it again before {waits}.</source>
            <translation>Niepotwierdzone: {asked} — jeszcze brak odpowiedzi z serwisu. Kasa sprawdzi to ponownie, zanim {waits}.</translation>
        </message>
        <message>
            <source>Sent: {asked} — the service's answer was lost and it could not be proven; a manager decides.</source>
            <translation>Wysłano: {asked} — odpowiedź serwisu zaginęła i nie dało się tego potwierdzić; decyduje kierownik.</translation>
        </message>
        <message>
            <source>Sent: {asked} — not proven.</source>
            <translation>Wysłano: {asked} — niepotwierdzone.</translation>
        </message>
        <message>
            <source>The service refused the {noun}.</source>
            <translation>Serwis odrzucił operację ({noun}).</translation>
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
        <message>
            <source>Choose a different PIN: this one is not safe to use.</source>
            <extracomment>Said of every new PIN the till will not take although it is well formed: one a bystander guesses at once, and one another manager already has. One wording for both on purpose: a PIN says who approves, so two managers never share one, but saying "another manager has this PIN" would hand whoever typed it a colleague's PIN (see ``app.desk.manager.admin``).</extracomment>
            <translation>Wybierz inny PIN: ten nie jest bezpieczny.</translation>
        </message>
        <message>
            <source>The PIN must be {least} to {most} digits.</source>
            <extracomment>The PINs people choose most often (published analyses of leaked 4-digit PINs), besides the repeats and runs refused by rule: the first ones a thief at the desk would try.</extracomment>
            <translation>PIN musi mieć od {least} do {most} cyfr.</translation>
        </message>
        <message>
            <source>The stored manager PIN is unreadable; set a new one.</source>
            <translation>Zapisany PIN kierownika jest nieczytelny; ustaw nowy.</translation>
        </message>
        <message>
            <source>Not a PIN: a PIN is {shortest} to {longest} digits. Not counted; type the PIN.</source>
            <extracomment>[DECIDE] The training till's manager and PIN (documented in the README and on the PIN prompt). ``hash_pin(TRAINING_PIN)``, made once: the PIN is public, and hashing it at start would cost the GUI thread 50 ms. Said, and neither counted nor audited, for what cannot be a PIN: a code scanned into the prompt (letters, or more digits than a PIN has) is not a manager guessing, and must not lock managers out.</extracomment>
            <translation>To nie jest PIN: PIN ma od {shortest} do {longest} cyfr. Nie liczy się jako próba; wpisz PIN.</translation>
        </message>
        <message>
            <source>Training till: the manager PIN is {pin}.</source>
            <extracomment>The same words in the source language.</extracomment>
            <translation>Kasa szkoleniowa: PIN kierownika to {pin}.</translation>
        </message>
        <message>
            <source>Too many wrong PINs. Manager actions are locked for another {minutes} min.</source>
            <translation>Zbyt wiele błędnych PIN-ów. Czynności kierownika są zablokowane jeszcze przez {minutes} min.</translation>
        </message>
        <message>
            <source>Type your manager PIN.</source>
            <translation>Wpisz swój PIN kierownika.</translation>
        </message>
        <message>
            <source>Wrong PIN. Try again.</source>
            <translation>Błędny PIN. Spróbuj ponownie.</translation>
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
        <message>
            <source>1 movement waits for a manager: {first}.</source>
            <translation>1 operacja czeka na kierownika: {first}.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements wait for a manager: {first} and {more} more.</source>
            <translation>
                <numerusform>%n operacja czeka na kierownika: {first} i {more} inne.</numerusform>
                <numerusform>%n operacje czekają na kierownika: {first} i {more} inne.</numerusform>
                <numerusform>%n operacji czeka na kierownika: {first} i {more} innych.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Reconcile</name>
        <message>
            <source>{what}, possibly by another till</source>
            <extracomment>How far before the anchor's stamp (or, with no anchor, the intent's) the search starts: a day and a DST hour, because a service's clock can be moved back hours after the anchor (see above). How much earlier than the intent (by the measured offset) the service may have stamped its event. The offset is an event's stamp less the till's time the answer came, so a slow round trip only makes the estimate earlier (safer); the slack covers the one-second stamps and the clocks' drift since the offset was measured. Why the candidates could not be told apart, in till words ("" unless ambiguous).</extracomment>
            <translation>{what}, być może na innej kasie</translation>
        </message>
        <message>
            <source>{what} at {time}, possibly by another till</source>
            <translation>{what} o {time}, być może na innej kasie</translation>
        </message>
        <message>
            <source>event {event} was reversed</source>
            <translation>zdarzenie {event} zostało cofnięte</translation>
        </message>
        <message>
            <source>several reversals of that amount on this voucher could be this one</source>
            <translation>kilka cofnięć tej kwoty na tym voucherze może być tym</translation>
        </message>
        <message>
            <source>event {event} was already reversed by another till before this one asked</source>
            <translation>zdarzenie {event} zostało już cofnięte przez inną kasę, zanim ta o to poprosiła</translation>
        </message>
        <message>
            <source>the service shows more than one identical movement on this voucher</source>
            <translation>serwis pokazuje więcej niż jedną identyczną operację na tym voucherze</translation>
        </message>
        <message>
            <source>another till at this location could have made it; the service does not say which till did</source>
            <translation>mogła to zrobić inna kasa w tej lokalizacji; serwis nie mówi, która</translation>
        </message>
        <message>
            <source>it may have been recorded otherwise than asked (another amount, place or voucher)</source>
            <translation>mogła zostać zapisana inaczej, niż zlecono (inna kwota, miejsce lub voucher)</translation>
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
            <translation>Kwota do realizacji; Enter pokazuje, co zostanie zrealizowane, do zatwierdzenia (Alt+A)</translation>
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
        <message>
            <source>Offline: redeeming is paused until the service answers</source>
            <translation>Offline: realizacja wstrzymana, dopóki serwis nie odpowie</translation>
        </message>
        <message>
            <source>The last redemption is still on its way or being checked: its outcome comes first.</source>
            <extracomment>Said under the amount when Enter or Redeem… is pressed while the last redemption is unanswered.</extracomment>
            <translation>Ostatnia realizacja jest jeszcze w drodze lub sprawdzana: najpierw jej wynik.</translation>
        </message>
        <message>
            <source>The earlier movement was settled before the override.</source>
            <extracomment>A warning about the voucher's order for the review ("Sold 40 minutes ago by e-mail …"), or "": set by the wiring, which knows the order on the counter (``app.desk.common.young_order``). The movement whose outcome the redeem line shows now, if any. The code of the redemption the outcome line is about ("" when it says something else).</extracomment>
            <translation>Wcześniejsza operacja została rozliczona przed decyzją kierownika.</translation>
        </message>
        <message>
            <source>Use whole balance {amount}</source>
            <translation>Całe saldo {amount}</translation>
        </message>
        <message>
            <source>Type an amount, or use the whole balance</source>
            <translation>Wpisz kwotę albo użyj całego salda</translation>
        </message>
        <message>
            <source>Nothing redeemed: the balance of {code} changed to {balance} while {amount} was under review (another till or the service). Type the amount again.</source>
            <translation>Nic nie zrealizowano: saldo {code} zmieniło się na {balance}, gdy {amount} było w podglądzie (inna kasa lub serwis). Wpisz kwotę ponownie.</translation>
        </message>
        <message>
            <source>Nothing redeemed: {amount} from {code} was under review when another code was typed or scanned.</source>
            <translation>Nic nie zrealizowano: {amount} z {code} było w podglądzie, gdy wpisano lub zeskanowano inny kod.</translation>
        </message>
        <message>
            <source>Balance after: {amount}</source>
            <translation>Saldo po: {amount}</translation>
        </message>
        <message>
            <source>about {asked}</source>
            <translation>w sprawie {asked}</translation>
        </message>
        <message>
            <source>The redemption of {asked} is not confirmed: the till checks it again before this voucher can be redeemed again, and at its next start.</source>
            <translation>Realizacja {asked} jest niepotwierdzona: kasa sprawdzi ją ponownie, zanim ten voucher będzie można znowu zrealizować, oraz przy następnym uruchomieniu.</translation>
        </message>
        <message>
            <source>The redemption is not confirmed yet.</source>
            <translation>Realizacja nie jest jeszcze potwierdzona.</translation>
        </message>
        <message>
            <source>{refused} An earlier redemption of this voucher could not be checked.</source>
            <translation>{refused} Nie udało się sprawdzić wcześniejszej realizacji tego vouchera.</translation>
        </message>
        <message>
            <source>Not sent: {asked}. {why}</source>
            <translation>Nie wysłano: {asked}. {why}</translation>
        </message>
        <message>
            <source>Checking an earlier, unconfirmed redemption of this voucher first…</source>
            <translation>Najpierw sprawdzanie wcześniejszej, niepotwierdzonej realizacji tego vouchera…</translation>
        </message>
        <message>
            <source>{earlier} Nothing more was sent.</source>
            <translation>{earlier} Nic więcej nie wysłano.</translation>
        </message>
        <message>
            <source>about an earlier redemption of this code</source>
            <translation>w sprawie wcześniejszej realizacji tego kodu</translation>
        </message>
        <message>
            <source>No answer from the service {about}. Checking with the service… {seconds} s</source>
            <translation>Brak odpowiedzi z serwisu {about}. Sprawdzanie w serwisie… {seconds} s</translation>
        </message>
        <message>
            <source>the balance</source>
            <translation>saldo</translation>
        </message>
        <message>
            <source>The earlier redemption of {taken} from {code} went through (ref {event}).</source>
            <translation>Wcześniejsza realizacja {taken} z {code} przeszła (nr {event}).</translation>
        </message>
        <message>
            <source>The earlier redemption of {taken} from {code} went through.</source>
            <translation>Wcześniejsza realizacja {taken} z {code} przeszła.</translation>
        </message>
        <message>
            <source>The earlier redemption of {taken} from {code} did not go through; nothing was taken.</source>
            <translation>Wcześniejsza realizacja {taken} z {code} nie przeszła; nic nie pobrano.</translation>
        </message>
        <message>
            <source>Reversed by a manager: {amount} back on {code}; balance {balance}.</source>
            <translation>Cofnięte przez kierownika: {amount} zwrócono na {code}; saldo {balance}.</translation>
        </message>
        <message>
            <source>Redeemed</source>
            <extracomment>In the source language, marked for translation; :func:`outcome_text` says them translated.</extracomment>
            <translation>Zrealizowano</translation>
        </message>
        <message>
            <source>Not redeemed</source>
            <translation>Nie zrealizowano</translation>
        </message>
        <message>
            <source>Nothing was taken</source>
            <translation>Nic nie pobrano</translation>
        </message>
        <message>
            <source>this voucher can be redeemed again</source>
            <translation>ten voucher będzie można znowu zrealizować</translation>
        </message>
        <message>
            <source>{amount} from {code}</source>
            <translation>{amount} z {code}</translation>
        </message>
        <message>
            <source>{left} left</source>
            <translation>zostaje {left}</translation>
        </message>
        <message>
            <source>the whole balance, {left} left</source>
            <translation>całe saldo, zostaje {left}</translation>
        </message>
        <message>
            <source>Redeem {asked} — {rest}</source>
            <translation>Zrealizuj {asked} — {rest}</translation>
        </message>
        <message>
            <source>Redeemed {taken} from {code}. New balance {left} · ref {event}</source>
            <translation>Zrealizowano {taken} z {code}. Nowe saldo {left} · nr {event}</translation>
        </message>
        <message>
            <source>Redeemed {taken} from {code}. New balance {left}</source>
            <translation>Zrealizowano {taken} z {code}. Nowe saldo {left}</translation>
        </message>
        <message>
            <source>{code}: the service's answer does not match {asked} — ask a manager.</source>
            <translation>{code}: odpowiedź serwisu nie zgadza się z {asked} — wezwij kierownika.</translation>
        </message>
        <message>
            <source>on {recorded}, not {asked}</source>
            <translation>na {recorded}, a nie {asked}</translation>
        </message>
        <message>
            <source>{recorded}, not {asked}</source>
            <translation>{recorded}, a nie {asked}</translation>
        </message>
        <message>
            <source>at location {recorded}, not this till's ({asked})</source>
            <translation>w lokalizacji {recorded}, a nie tej kasy ({asked})</translation>
        </message>
        <message>
            <source>a “{type}” event, not a redemption</source>
            <translation>zdarzenie „{type}”, a nie realizację</translation>
        </message>
        <message>
            <source>{recorded} on {code}</source>
            <translation>{recorded} na {code}</translation>
        </message>
        <message>
            <source>{code}: the service recorded {said} — ask a manager · ref {event}</source>
            <translation>{code}: serwis zapisał {said} — wezwij kierownika · nr {event}</translation>
        </message>
    </context>
    <context>
        <name>Refund</name>
        <message>
            <source>A refund voids every voucher in the order and sets each balance to zero. It cannot be undone. Refund the payment to the customer separately.</source>
            <translation>Zwrot unieważnia każdy voucher w zamówieniu i zeruje każde saldo. Jest ostateczny. Płatność zwróć klientowi osobno.</translation>
        </message>
        <message>
            <source>Refund order #{order}</source>
            <translation>Zwrot zamówienia #{order}</translation>
        </message>
        <message>
            <source>Reading order #{order}…</source>
            <translation>Wczytywanie zamówienia #{order}…</translation>
        </message>
        <message>
            <source>Vouchers in this order</source>
            <translation>Vouchery w tym zamówieniu</translation>
        </message>
        <message>
            <source>Release the codes</source>
            <translation>Zwolnij kody</translation>
        </message>
        <message>
            <source>Frees the customer's own codes so they can be used on a new order.</source>
            <translation>Zwalnia własne kody klienta, aby można ich było użyć w nowym zamówieniu.</translation>
        </message>
        <message>
            <source>Frees the customer's own codes for a new order.</source>
            <translation>Zwalnia własne kody klienta do nowego zamówienia.</translation>
        </message>
        <message>
            <source>Order number to confirm</source>
            <translation>Numer zamówienia do potwierdzenia</translation>
        </message>
        <message>
            <source>Order number</source>
            <translation>Numer zamówienia</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Numer</translation>
        </message>
        <message>
            <source>Refund order</source>
            <translation>Zwróć zamówienie</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anuluj</translation>
        </message>
        <message>
            <source>To confirm, type the order number ({order}):</source>
            <translation>Aby potwierdzić, wpisz numer zamówienia ({order}):</translation>
        </message>
        <message>
            <source>This order cannot be refunded. {why}</source>
            <translation>Tego zamówienia nie można zwrócić. {why}</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Code</source>
            <extracomment>True when the service shows this voucher Void with a zero balance (after a refund).</extracomment>
            <translation>Kod</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Produkt</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Saldo</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s)</source>
            <translation>
                <numerusform>%n voucher</numerusform>
                <numerusform>%n vouchery</numerusform>
                <numerusform>%n voucherów</numerusform>
            </translation>
        </message>
        <message>
            <source>Order #{order}</source>
            <translation>Zamówienie #{order}</translation>
        </message>
        <message>
            <source>{total} on {count}</source>
            <translation>{total} na {count}</translation>
        </message>
        <message>
            <source>This order is the new card {code} this till sold on {day} at {time}: it was not created through the API, so it cannot be refunded here. Refund it at the back office.</source>
            <translation>To zamówienie to nowa karta {code} sprzedana przez tę kasę {day} o {time}: nie powstało przez API, więc nie można go tu zwrócić. Zwróć je w biurze.</translation>
        </message>
        <message>
            <source>Voucher {code} could not be read, so the refund is not offered yet.</source>
            <translation>Nie udało się odczytać vouchera {code}, więc zwrot nie jest jeszcze dostępny.</translation>
        </message>
        <message>
            <source>Voucher {code} holds {balance}, not the {total} it was sold for (topped up or used since): a refund would void it all. Refund it at the back office.</source>
            <translation>Voucher {code} ma {balance}, a nie {total}, za które został sprzedany (od tego czasu doładowany lub użyty): zwrot unieważniłby całość. Zwróć go w biurze.</translation>
        </message>
        <message>
            <source>Refund order #{order}: {total}</source>
            <translation>Zwrot zamówienia #{order}: {total}</translation>
        </message>
        <message>
            <source>The order could not be read.</source>
            <translation>Nie udało się odczytać zamówienia.</translation>
        </message>
        <message>
            <source>{problem} The refund is not offered until the till can read the order.</source>
            <translation>{problem} Zwrot będzie dostępny, gdy kasa odczyta zamówienie.</translation>
        </message>
        <message>
            <source>Type the order number {order} to confirm.</source>
            <translation>Wpisz numer zamówienia {order}, aby potwierdzić.</translation>
        </message>
        <message>
            <source>A manager PIN is needed for this.</source>
            <translation>Do tego potrzebny jest PIN kierownika.</translation>
        </message>
        <message>
            <source>about the refund of order #{order}</source>
            <translation>w sprawie zwrotu zamówienia #{order}</translation>
        </message>
        <message>
            <source>The refund is not confirmed: do not try again; the till checks it again at its next start, or when a voucher of this order is next redeemed.</source>
            <translation>Zwrot nie jest potwierdzony: nie ponawiaj; kasa sprawdzi go przy następnym uruchomieniu lub przy najbliższej realizacji vouchera z tego zamówienia.</translation>
        </message>
        <message>
            <source>The refund is not confirmed yet.</source>
            <translation>Zwrot nie jest jeszcze potwierdzony.</translation>
        </message>
        <message>
            <source>The refund did not go through. Nothing changed.</source>
            <translation>Zwrot nie został wykonany. Nic się nie zmieniło.</translation>
        </message>
        <message>
            <source>The service refused the refund.</source>
            <translation>Serwis odrzucił zwrot.</translation>
        </message>
        <message>
            <source>Order #{order} refunded. Its vouchers could not be read back just now: look them up to see them void.</source>
            <translation>Zamówienie #{order} zwrócone. Nie udało się teraz odczytać jego voucherów: wyszukaj je, aby zobaczyć unieważnienie.</translation>
        </message>
        <message>
            <source> Their codes were released.</source>
            <translation> Ich kody zostały zwolnione.</translation>
        </message>
        <message>
            <source>Order #{order} refunded: 1 voucher is now Void with a zero balance, as the service shows.</source>
            <translation>Zamówienie #{order} zwrócone: 1 voucher jest teraz unieważniony z zerowym saldem, jak pokazuje serwis.</translation>
        </message>
        <message numerus="yes">
            <source>Order #{order} refunded: %n vouchers are now Void with a zero balance, as the service shows.</source>
            <translation>
                <numerusform>Zamówienie #{order} zwrócone: %n voucher jest teraz unieważniony z zerowym saldem, jak pokazuje serwis.</numerusform>
                <numerusform>Zamówienie #{order} zwrócone: %n vouchery są teraz unieważnione z zerowym saldem, jak pokazuje serwis.</numerusform>
                <numerusform>Zamówienie #{order} zwrócone: %n voucherów jest teraz unieważnionych z zerowym saldem, jak pokazuje serwis.</numerusform>
            </translation>
        </message>
        <message>
            <source>Order #{order} refunded, but the service still shows {codes} as not void with a zero balance — ask a manager to check.</source>
            <translation>Zamówienie #{order} zwrócone, ale serwis nadal nie pokazuje {codes} jako unieważnionych z zerowym saldem — poproś kierownika o sprawdzenie.</translation>
        </message>
    </context>
    <context>
        <name>Reveal</name>
        <message>
            <source>Choose why…</source>
            <extracomment>Said in the reason list until the manager picks one: no code is shown without a reason.</extracomment>
            <translation>Wybierz powód…</translation>
        </message>
        <message>
            <source>{problem}, so nothing is shown: the audit log must first record who sees it.</source>
            <translation>{problem}, więc nic nie jest pokazywane: rejestr audytu musi najpierw zapisać, kto to widzi.</translation>
        </message>
        <message>
            <source>Show the whole code</source>
            <translation>Pokaż pełny kod</translation>
        </message>
        <message>
            <source>Show the whole code of {code}</source>
            <translation>Pokaż pełny kod {code}</translation>
        </message>
        <message>
            <source>A voucher code is money: whoever knows it can spend the balance. The audit log keeps who showed it, when and why.</source>
            <translation>Kod vouchera to pieniądze: kto go zna, może wydać saldo. Dziennik zdarzeń zapisuje, kto go pokazał, kiedy i dlaczego.</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Powód</translation>
        </message>
        <message>
            <source>Whole code</source>
            <translation>Pełny kod</translation>
        </message>
        <message>
            <source>Show the code</source>
            <translation>Pokaż kod</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Guest lost the code and proved who they are</source>
            <extracomment>How long a whole code (or e-mail address) stays on screen once shown: long enough to read it out or write it down, short enough that it is gone when the manager walks away from the desk. Why a manager may see a whole code: short, so the audit log can be read at a glance. Kept in the audit log in these words (one language for every reader); shown translated.</extracomment>
            <translation>Gość zgubił kod i potwierdził tożsamość</translation>
        </message>
        <message>
            <source>Re-issue or reprint for the guest</source>
            <translation>Ponowne wydanie lub wydruk dla gościa</translation>
        </message>
        <message>
            <source>Dispute or chargeback check</source>
            <translation>Sprawdzenie reklamacji lub obciążenia zwrotnego</translation>
        </message>
        <message>
            <source>Support asked for it</source>
            <translation>Prośba wsparcia technicznego</translation>
        </message>
    </context>
    <context>
        <name>Reveal e-mail</name>
        <message>
            <source>Show the guest's e-mail address</source>
            <translation>Pokaż adres e-mail gościa</translation>
        </message>
        <message>
            <source>Show the e-mail address of order {order}: {address}</source>
            <translation>Pokaż adres e-mail zamówienia {order}: {address}</translation>
        </message>
        <message>
            <source>A guest's e-mail address is personal data. The audit log keeps who showed it, when and why.</source>
            <translation>Adres e-mail gościa to dane osobowe. Dziennik audytu zapisuje, kto go wyświetlił, kiedy i dlaczego.</translation>
        </message>
        <message>
            <source>Choose why…</source>
            <translation>Wybierz powód…</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Powód</translation>
        </message>
        <message>
            <source>Whole e-mail address</source>
            <translation>Pełny adres e-mail</translation>
        </message>
        <message>
            <source>Show the address</source>
            <translation>Pokaż adres</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Open a voucher whose order has an e-mail address first.</source>
            <translation>Najpierw otwórz voucher, którego zamówienie ma adres e-mail.</translation>
        </message>
        <message>
            <source>Show a guest's e-mail address</source>
            <translation>Pokaż adres e-mail gościa</translation>
        </message>
        <message>
            <source>Guest asked where the voucher was sent and proved who they are</source>
            <extracomment>Why a manager may see a guest's whole address: in English in the audit log, translated on screen.</extracomment>
            <translation>Gość pyta, dokąd wysłano voucher, i potwierdził tożsamość</translation>
        </message>
        <message>
            <source>Send the voucher again to the guest</source>
            <translation>Ponowne wysłanie vouchera gościowi</translation>
        </message>
        <message>
            <source>Dispute or chargeback check</source>
            <translation>Sprawdzenie reklamacji lub obciążenia zwrotnego</translation>
        </message>
        <message>
            <source>Support asked for it</source>
            <translation>Prośba wsparcia technicznego</translation>
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
            <source>Why?</source>
            <translation>Dlaczego?</translation>
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
        <message>
            <source>redeemed</source>
            <extracomment>How each reversible event type is said in the PIN prompt: "Reverse £10.00 redeemed on ...".</extracomment>
            <translation>zrealizowane</translation>
        </message>
        <message>
            <source>topped up</source>
            <translation>doładowane</translation>
        </message>
        <message>
            <source>loaded</source>
            <translation>wczytane</translation>
        </message>
        <message>
            <source>charged back</source>
            <translation>obciążone zwrotnie</translation>
        </message>
        <message>
            <source>This event was already reversed at this till ({time}).</source>
            <translation>To zdarzenie zostało już cofnięte na tej kasie ({time}).</translation>
        </message>
        <message>
            <source>{time} on {day}</source>
            <translation>{time}, {day}</translation>
        </message>
        <message>
            <source>Reverse {amount} {done} on {code} at {time}</source>
            <translation>Cofnij {amount} {done} na {code} o {time}</translation>
        </message>
        <message>
            <source>a voucher</source>
            <translation>voucherze</translation>
        </message>
        <message>
            <source>Puts {amount} back on the voucher.</source>
            <translation>Przywraca {amount} na voucher.</translation>
        </message>
        <message>
            <source>The voucher could not be read.</source>
            <translation>Nie udało się odczytać vouchera.</translation>
        </message>
        <message>
            <source>{problem} The reverse is not offered until the till can check the event.</source>
            <translation>{problem} Cofnięcie będzie dostępne, gdy kasa sprawdzi zdarzenie.</translation>
        </message>
        <message>
            <source>Balance now {now}; after the reverse {after}.</source>
            <translation>Saldo teraz {now}; po cofnięciu {after}.</translation>
        </message>
        <message>
            <source>Give a reason for the reverse.</source>
            <translation>Podaj powód cofnięcia.</translation>
        </message>
        <message>
            <source>A manager PIN is needed for this.</source>
            <translation>Do tego potrzebny jest PIN kierownika.</translation>
        </message>
        <message>
            <source>about the reverse of {amount} on {code}</source>
            <translation>w sprawie cofnięcia {amount} na {code}</translation>
        </message>
        <message>
            <source>The reverse is not confirmed: do not try again; the till checks it again at its next start, or when this voucher is next redeemed.</source>
            <translation>Cofnięcie nie jest potwierdzone: nie ponawiaj; kasa sprawdzi je przy następnym uruchomieniu lub przy najbliższej realizacji tego vouchera.</translation>
        </message>
        <message>
            <source>The reverse is not confirmed yet.</source>
            <translation>Cofnięcie nie jest jeszcze potwierdzone.</translation>
        </message>
        <message>
            <source>Reversed.</source>
            <translation>Cofnięto.</translation>
        </message>
        <message>
            <source>Reversed. The voucher's balance is now {balance}. New event {event} ({type}, {amount}).</source>
            <translation>Cofnięto. Saldo vouchera wynosi teraz {balance}. Nowe zdarzenie {event} ({type}, {amount}).</translation>
        </message>
        <message>
            <source>The reverse did not go through. Nothing changed.</source>
            <translation>Cofnięcie nie zostało wykonane. Nic się nie zmieniło.</translation>
        </message>
        <message>
            <source>The service refused the reverse.</source>
            <translation>Serwis odrzucił cofnięcie.</translation>
        </message>
        <message>
            <source>The service gave no time for this line, so its event cannot be found.</source>
            <translation>Serwis nie podał czasu dla tego wiersza, więc nie da się znaleźć jego zdarzenia.</translation>
        </message>
        <message>
            <source>The event could not be read.</source>
            <translation>Nie udało się odczytać zdarzenia.</translation>
        </message>
        <message>
            <source>Event {event} is not among the service's events of that time.</source>
            <translation>Zdarzenia {event} nie ma wśród zdarzeń serwisu z tego czasu.</translation>
        </message>
        <message>
            <source>It was already keyed on the POS: take {amount} off the POS too.</source>
            <extracomment>Tells the user something: (text, kind) with kind "done", "checking", "refused", "unknown" or "paused" (nothing sent while the journal cannot be written: the line goes when it can again).</extracomment>
            <translation>To było już wprowadzone w POS: cofnij {amount} także w POS.</translation>
        </message>
    </context>
    <context>
        <name>Sale</name>
        <message>
            <source>Value</source>
            <translation>Wartość</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Wiadomość</translation>
        </message>
        <message>
            <source>Payment not ticked</source>
            <translation>Płatność nie zaznaczona</translation>
        </message>
        <message>
            <source>Paid on POS is not ticked. Close the sale window anyway? Its new codes are not shown again, and the sale stays on the POS hand-off until it is ticked there.</source>
            <translation>„Opłacone na POS” nie jest zaznaczone. Zamknąć mimo to okno sprzedaży? Nowe kody nie zostaną pokazane ponownie, a sprzedaż pozostanie w przekazaniu do POS, dopóki nie zostanie tam zaznaczona.</translation>
        </message>
        <message>
            <source>Close anyway</source>
            <translation>Zamknij mimo to</translation>
        </message>
        <message>
            <source>Back to the sale</source>
            <translation>Wróć do sprzedaży</translation>
        </message>
        <message>
            <source>Not an e-mail address (name@example.com)</source>
            <extracomment>What every payment reference of this till starts with, so staff and the back office know it. The characters of a reference's random part: capitals and digits with none that reads as another (no 0/O, 1/I/L, U/V, 5/S, 2/Z, 8/B), so a cashier keys it on the POS as read; one case, so a service that keeps it in another case keeps the same reference. Its length: 23**10 (4 · 10**13) references, so no two sales ever share one, short enough for any column and for the POS's reference field, and one word, so it never wraps where it is read. The random characters a reference cut short by the service must still hold to be this sale's alone: 23**7 (3 · 10**9) to one that another sale of the same minutes shares them. An address as a desk types one: its top-level domain is letters (any script) or an IDN's ``xn--`` form, so a voucher code a scanner ran onto the end of it is caught. The same reference, whatever its case, or cut short with enough of it left to be this sale's. Cut so short that another sale's could read the same: a manager decides.</extracomment>
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
            <extracomment>Lines of new codes kept in sight however little room the window has (the rest scroll). Asks a manager's PIN for a complimentary sale: calls back with the manager's name, or "" if cancelled. Prints the vouchers just sold (the till's slip printer and paper); says how it went on the line. The question asked when the window is closed before *Paid on POS*, while it is open.</extracomment>
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
            <source>Vouchers sold — print</source>
            <translation>Sprzedane vouchery — drukuj</translation>
        </message>
        <message>
            <source>A sale of this till went through after all (reference {reference}). Give the guest these vouchers.</source>
            <translation>Sprzedaż z tej kasy jednak przeszła (numer {reference}). Wydaj gościowi te vouchery.</translation>
        </message>
        <message>
            <source>The buyer&apos;s details</source>
            <translation>Dane kupującego</translation>
        </message>
        <message>
            <source>The new codes, shown once</source>
            <translation>Nowe kody, pokazywane tylko raz</translation>
        </message>
        <message>
            <source>Its codes could not be read now: find them by its reference (Find) to print them.</source>
            <translation>Nie można teraz odczytać kodów: znajdź je po numerze (Znajdź), aby wydrukować.</translation>
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
            <source>Tick once the payment is keyed on the POS ({key})</source>
            <translation>Zaznacz, gdy płatność zostanie wprowadzona na POS ({key})</translation>
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
            <source>Code {code} — {product} — {value} — expires {date}</source>
            <translation>Kod {code} — {product} — {value} — ważny do {date}</translation>
        </message>
        <message>
            <source>Code {code} — {product} — {value}</source>
            <translation>Kod {code} — {product} — {value}</translation>
        </message>
        <message>
            <source>New codes (shown once, for the slip):</source>
            <translation>Nowe kody (pokazywane tylko raz, do wydruku):</translation>
        </message>
        <message>
            <source>Address 1</source>
            <extracomment>The service's keys of a billing address, with what each line is called at the desk.</extracomment>
            <translation>Ulica i nr</translation>
        </message>
        <message>
            <source>Address 2</source>
            <translation>Adres cd.</translation>
        </message>
        <message>
            <source>Town or city</source>
            <translation>Miasto</translation>
        </message>
        <message>
            <source>County</source>
            <translation>Woj.</translation>
        </message>
        <message>
            <source>Postcode</source>
            <translation>Kod poczt.</translation>
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
            <extracomment>What is open at the till that an update must not interrupt (the updates' own set).</extracomment>
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
            <extracomment>Now in the property's local time, against which a category's visibleFrom/visibleTo is read.</extracomment>
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
            <source>{refused} The service said: {said}</source>
            <translation>{refused} Serwis podał: {said}</translation>
        </message>
        <message>
            <source>Quantity: 1 to {most} of one product.</source>
            <extracomment>The billing address's parts as typed (``app.core.sale.SaleRequest.billing``).</extracomment>
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
            <translation>użycie częściowe</translation>
        </message>
        <message>
            <source>used in one go</source>
            <translation>użycie jednorazowe</translation>
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
        <message>
            <source>At most {amount} for one voucher, as for a top-up</source>
            <translation>Najwyżej {amount} za jeden voucher, jak przy doładowaniu</translation>
        </message>
        <message>
            <source>An open-value voucher is a new gift card: a manager must allow its sale (manager PIN).</source>
            <translation>Voucher o dowolnej wartości to nowa karta podarunkowa: jego sprzedaż musi zatwierdzić kierownik (PIN kierownika).</translation>
        </message>
        <message>
            <source>Confirm asks for a manager's PIN: an open-value voucher is a new gift card.</source>
            <translation>Zatwierdzenie wymaga PIN-u kierownika: voucher o dowolnej wartości to nowa karta podarunkowa.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) waits for a manager's decision: do not sell it again until a manager has settled it.</source>
            <extracomment>The states that end the wait: the order was made, or it was not.</extracomment>
            <translation>Ostatnia sprzedaż (numer {reference}) czeka na decyzję kierownika: nie sprzedawaj jej ponownie, dopóki kierownik jej nie rozstrzygnie.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) is not settled yet: the till keeps checking with the service. Do not sell it again; wait for the check, or ask a manager.</source>
            <translation>Ostatnia sprzedaż (numer {reference}) nie jest jeszcze rozliczona: kasa sprawdza w serwisie. Nie sprzedawaj jej ponownie; poczekaj na wynik albo wezwij kierownika.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) was recorded otherwise than asked: ask a manager.</source>
            <translation>Ostatnia sprzedaż (numer {reference}) została zapisana inaczej, niż zlecono: wezwij kierownika.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) did not go through: no voucher was sold — take no payment for it. It may be sold again.</source>
            <translation>Ostatnia sprzedaż (numer {reference}) nie przeszła: nie sprzedano vouchera — nie pobieraj płatności. Można sprzedać ponownie.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) went through, but its codes could not be read now: find them by that reference (Find) to print them.</source>
            <translation>Ostatnia sprzedaż (numer {reference}) przeszła, ale nie można teraz odczytać kodów: znajdź je po tym numerze (Znajdź), aby wydrukować.</translation>
        </message>
        <message>
            <source>The sale changed after the manager's PIN: it is no longer complimentary. Tick Complimentary again for a manager to approve it as it is now.</source>
            <translation>Sprzedaż zmieniła się po PIN-ie kierownika: nie jest już gratisowa. Zaznacz Gratis ponownie, aby kierownik zatwierdził ją w obecnej postaci.</translation>
        </message>
    </context>
    <context>
        <name>ServiceCheck</name>
        <message>
            <source>As documented</source>
            <extracomment>How each verdict is marked in the list of findings.</extracomment>
            <translation>Zgodnie z dokumentacją</translation>
        </message>
        <message>
            <source>Adapted</source>
            <translation>Dostosowano</translation>
        </message>
        <message>
            <source>Differs</source>
            <translation>Różni się</translation>
        </message>
        <message>
            <source>Not checked</source>
            <translation>Nie sprawdzono</translation>
        </message>
        <message>
            <source>Checking the service…</source>
            <translation>Sprawdzanie usługi…</translation>
        </message>
        <message>
            <source>The service refused the API key.</source>
            <translation>Usługa odrzuciła klucz API.</translation>
        </message>
        <message>
            <source>The account behaves as the till expects.</source>
            <translation>Konto działa tak, jak oczekuje kasa.</translation>
        </message>
        <message>
            <source>Points the till adapted to: {adapted}. Points it cannot adapt to: {differs}.</source>
            <translation>Punkty, do których kasa się dostosowała: {adapted}. Punkty, do których nie może się dostosować: {differs}.</translation>
        </message>
        <message>
            <source>Check the service</source>
            <translation>Sprawdź usługę</translation>
        </message>
        <message>
            <source>The till tries, reading only, each point the service's documents leave open. Where the account differs and the till can adapt, it adapts and keeps it with the settings.</source>
            <translation>Kasa sprawdza, tylko odczytując, każdy punkt, który dokumentacja usługi pozostawia otwarty. Gdy konto się różni, a kasa może się dostosować, dostosowuje się i zapisuje to w ustawieniach.</translation>
        </message>
        <message>
            <source>What the check found</source>
            <translation>Wyniki sprawdzenia</translation>
        </message>
        <message>
            <source>Check again</source>
            <translation>Sprawdź ponownie</translation>
        </message>
        <message>
            <source>The service refused the API key, sent as HTTP Basic with the key as the user name. The till cannot work with this account until the key is right.</source>
            <extracomment>A newest stamp further ahead of the till's clock than this is stamped in another zone. A newest stamp at most this old (or ahead less than the margin) says both clocks agree. Time zones are whole quarters of an hour from one another. Pages of the location's events read for the event types in use.</extracomment>
            <translation>Usługa odrzuciła klucz API wysłany jako HTTP Basic z kluczem jako nazwą użytkownika. Kasa nie może pracować z tym kontem, dopóki klucz nie będzie poprawny.</translation>
        </message>
        <message>
            <source>Not checked: {why} The till keeps what it did before.</source>
            <translation>Nie sprawdzono: {why} Kasa działa tak jak dotąd.</translation>
        </message>
        <message>
            <source>The service accepts the API key as HTTP Basic (the key as the user name).</source>
            <translation>Usługa akceptuje klucz API jako HTTP Basic (klucz jako nazwa użytkownika).</translation>
        </message>
        <message>
            <source>The first page is page {base}; this location has one page of events only, so a second page could not be compared.</source>
            <translation>Pierwsza strona to strona {base}; ta lokalizacja ma tylko jedną stronę zdarzeń, więc nie można było porównać drugiej strony.</translation>
        </message>
        <message>
            <source>The service answers the same page whatever page is asked for: the till reads only the first page of each list (the newest {size} items).</source>
            <translation>Usługa zwraca tę samą stronę, o którą stronę by nie pytać: kasa czyta tylko pierwszą stronę każdej listy (najnowsze {size} pozycji).</translation>
        </message>
        <message>
            <source>The first page is page {base}, and the second page differs from it.</source>
            <translation>Pierwsza strona to strona {base}, a druga strona się od niej różni.</translation>
        </message>
        <message>
            <source>The reference says pages start at 1: the till now asks for page 0 first.</source>
            <translation>Według dokumentacji strony zaczynają się od 1: kasa pyta teraz najpierw o stronę 0.</translation>
        </message>
        <message>
            <source>The orders list ignores domainID (it also lists property {other}): the till keeps only property {property}'s orders itself.</source>
            <translation>Lista zamówień ignoruje domainID (zawiera też obiekt {other}): kasa sama zostawia tylko zamówienia obiektu {property}.</translation>
        </message>
        <message>
            <source>The orders list honours domainID.</source>
            <translation>Lista zamówień uwzględnia domainID.</translation>
        </message>
        <message>
            <source>The service ignores {filter}: the till filters the list itself, and stops reading it where the filtered list would end.</source>
            <translation>Usługa ignoruje {filter}: kasa sama filtruje listę i przestaje ją czytać tam, gdzie skończyłaby się przefiltrowana lista.</translation>
        </message>
        <message>
            <source>The service honours {filter}.</source>
            <translation>Usługa uwzględnia {filter}.</translation>
        </message>
        <message>
            <source>The service's newest stamp ({newest}) is {gap} behind the till's clock ({now}). Either nothing has happened on the account since, or its stamps are in a zone behind the till's: a read cannot tell the two apart. The till does not move its times on a guess; its first movement measures the offset, and the next check adapts to it.</source>
            <translation>Najnowszy znacznik czasu usługi ({newest}) jest {gap} za zegarem kasy ({now}). Albo od tego czasu na koncie nic się nie wydarzyło, albo jego znaczniki są w strefie czasowej za strefą kasy: odczyt nie potrafi tego rozróżnić. Kasa nie przesuwa swoich czasów na domysł; jej pierwsza operacja zmierzy przesunięcie, a następne sprawdzenie się do niego dostosuje.</translation>
        </message>
        <message>
            <source>This till's own movements measured the service's clock {offset} ahead of the till's ({now}; the service's newest stamp is {newest}): its stamps are in another zone, and the till compares times with that offset.</source>
            <translation>Własne operacje tej kasy zmierzyły zegar usługi {offset} przed zegarem kasy ({now}; najnowszy znacznik usługi to {newest}): jej znaczniki są w innej strefie czasowej, a kasa porównuje czasy z tym przesunięciem.</translation>
        </message>
        <message>
            <source>This till's own movements measured the service's clock {offset} behind the till's ({now}; the service's newest stamp is {newest}): its stamps are in another zone, and the till compares times with that offset.</source>
            <translation>Własne operacje tej kasy zmierzyły zegar usługi {offset} za zegarem kasy ({now}; najnowszy znacznik usługi to {newest}): jej znaczniki są w innej strefie czasowej, a kasa porównuje czasy z tym przesunięciem.</translation>
        </message>
        <message>
            <source>This till's own movements measured the service's clock as the till's ({now}; the service's newest stamp is {newest}): the same zone.</source>
            <translation>Własne operacje tej kasy zmierzyły zegar usługi jako równy zegarowi kasy ({now}; najnowszy znacznik usługi to {newest}): ta sama strefa czasowa.</translation>
        </message>
        <message>
            <source>The service's newest stamp ({newest}) is {offset} ahead of the till's clock ({now}): its stamps are in a zone at least that far ahead. The till moves its own times by {offset} to compare them, until a movement measures the offset exactly.</source>
            <translation>Najnowszy znacznik czasu usługi ({newest}) jest {offset} przed zegarem kasy ({now}): jej znaczniki są w strefie czasowej co najmniej tyle do przodu. Kasa przesuwa swoje czasy o {offset}, by je porównać, dopóki operacja nie zmierzy przesunięcia dokładnie.</translation>
        </message>
        <message>
            <source>The offset this till measured before is out of date: the zone has changed.</source>
            <translation>Przesunięcie zmierzone wcześniej przez tę kasę jest nieaktualne: strefa czasowa się zmieniła.</translation>
        </message>
        <message>
            <source>The service's newest stamp ({newest}) agrees with the till's clock ({now}): the same zone.</source>
            <translation>Najnowszy znacznik czasu usługi ({newest}) zgadza się z zegarem kasy ({now}): ta sama strefa.</translation>
        </message>
        <message>
            <source>The location's events use types the till does not know: {unknown}. The till shows them as the service names them and will not reverse them. Types seen: {seen}; the till can reverse: {reversible}.</source>
            <translation>Zdarzenia lokalizacji używają typów, których kasa nie zna: {unknown}. Kasa pokazuje je tak, jak nazywa je usługa, i nie będzie ich cofać. Widziane typy: {seen}; kasa może cofnąć: {reversible}.</translation>
        </message>
        <message>
            <source>The location's events use known types only: {seen}; the till can reverse: {reversible}.</source>
            <translation>Zdarzenia lokalizacji używają tylko znanych typów: {seen}; kasa może cofnąć: {reversible}.</translation>
        </message>
        <message>
            <source>The till cannot read these answers: {problems}. What they hold is not shown or used; read as the till expects: {read}.</source>
            <translation>Kasa nie może odczytać tych odpowiedzi: {problems}. Ich zawartość nie jest pokazywana ani używana; odczytane zgodnie z oczekiwaniami: {read}.</translation>
        </message>
        <message>
            <source>Every answer read has the shape the till expects: {read}.</source>
            <translation>Każda odczytana odpowiedź ma kształt, jakiego oczekuje kasa: {read}.</translation>
        </message>
        <message>
            <source>Not checked: the list holds too few items to try it with.</source>
            <translation>Nie sprawdzono: lista ma za mało pozycji, by to wypróbować.</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>missing</source>
            <extracomment>The name an older till's single manager PIN is given when its settings are read (see ``Settings``). How far the service's stamps are ahead of the till's clock (its zone), in whole minutes. Event types the location's events use that the till does not know: it never reverses them. What the check said, one line a finding (``ServiceCheck.lines``): the support report's. The longest one request may take in all (``app.api.transport.DEFAULT_DEADLINE_S`` says why). Where the splitter between the voucher and the activity side was left (Qt's saved state). The till's managers. Set up in first-run setup, changed from the Manager menu. Guest slips: the printer's name ("" = the system's default), the paper, whether every redemption prints one at once, and whether a merchant copy follows the customer's. The property's language for guests' slips (a Babel locale name), whoever is signed in. The customer display's screen (Qt's name for it): "" is any screen other than the till's, "off" none (``app.desk.guest``). Whether the till plays a short sound for each outcome (done, refused, being checked). The manager's word that no other till works at this location. Only then is an event the service recorded for a lost request taken as this till's without a manager (the service does not say which till made an event: ``app.core.reconcile``). Whether staff may top up a voucher and activate a new card without a manager's PIN each time; off by default, changed from the Manager menu and audited (``app.core.topup``). The largest single top-up or activation, in the voucher's currency. Dual control: location id → currency → the amount above which a redemption, a bill line, a top-up or a sale needs a manager's PIN too (``app.desk.common.dual_control``). Empty: off. A voucher from an order e-mailed less than this many hours ago is flagged in the review (``app.desk.common.young_order``); 0 turns the warning off. Days after which guests' names, e-mails and whole codes in the till's own files are reduced to what the shift report and the reconciliation need (``app.store.retention`` says why 90). How the account differs from the reference where the till adapts (the service check). The law where the desk is: a rule pack's name (``app.core.law.packs``), set by a manager.</extracomment>
            <translation>brakujący</translation>
        </message>
        <message>
            <source>The till's settings file is {why}, and its backup copy is missing or damaged too. The damaged file is kept as {file}.</source>
            <translation>Plik ustawień kasy jest {why}, a jego kopia zapasowa też jest brakująca lub uszkodzona. Uszkodzony plik zachowano jako {file}.</translation>
        </message>
        <message>
            <source>The till's settings file was {why}; it has been restored from its backup copy, with the manager PIN and service settings as last saved.</source>
            <translation>Plik ustawień kasy był {why}; przywrócono go z kopii zapasowej, z PIN-em kierownika i ustawieniami serwisu z ostatniego zapisu.</translation>
        </message>
        <message>
            <source> The damaged file is kept as {file}.</source>
            <translation> Uszkodzony plik zachowano jako {file}.</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>pusty</translation>
        </message>
        <message>
            <source>damaged</source>
            <translation>uszkodzony</translation>
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
            <extracomment>What the service check found at the last test, under the test's answer.</extracomment>
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
            <extracomment>What the service check found at the last test (``app.services.service_check``).</extracomment>
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
        <name>Shift</name>
        <message>
            <source>Audit log: {lines} lines, head of the chain {head}</source>
            <translation>Dziennik audytu: {lines} wierszy, głowa łańcucha {head}</translation>
        </message>
        <message>
            <source>Not keyed on POS</source>
            <extracomment>The one name of each section, on screen, in the CSV and in the PDF.</extracomment>
            <translation>Niewprowadzone w POS</translation>
        </message>
        <message>
            <source>Matched</source>
            <translation>Zgodne</translation>
        </message>
        <message>
            <source>Matched by check</source>
            <translation>Zgodne po sprawdzeniu</translation>
        </message>
        <message>
            <source>Refunded</source>
            <translation>Zwrócone</translation>
        </message>
        <message>
            <source>Sold</source>
            <extracomment>A voucher sale of this till: what the guest paid for on the POS (taken in), complimentary apart.</extracomment>
            <translation>Sprzedane</translation>
        </message>
        <message>
            <source>Only in the till</source>
            <translation>Tylko w kasie</translation>
        </message>
        <message>
            <source>Only in the service</source>
            <translation>Tylko w serwisie</translation>
        </message>
        <message>
            <source>Unconfirmed</source>
            <translation>Niepotwierdzone</translation>
        </message>
        <message>
            <source>Mismatch</source>
            <translation>Niezgodność</translation>
        </message>
        <message>
            <source>Found late</source>
            <translation>Znalezione później</translation>
        </message>
        <message>
            <source>Not applied</source>
            <translation>Niewykonane</translation>
        </message>
        <message>
            <source>Claimed twice</source>
            <translation>Przypisane dwukrotnie</translation>
        </message>
        <message>
            <source>Bill</source>
            <extracomment>A bill paid with several vouchers: its line, then its redemptions under it.</extracomment>
            <translation>Rachunek</translation>
        </message>
        <message>
            <source>decided by {manager}: {note}</source>
            <extracomment>What a movement with no event of its own is called: the event type it asks the service for. Event types that take money off a voucher (negative in the report), and those that put it back. Masked (``••••••PART``): the report is printed, e-mailed and filed, and a code is money.</extracomment>
            <translation>decyzja: {manager}: {note}</translation>
        </message>
        <message>
            <source>decided by {manager}</source>
            <translation>decyzja: {manager}</translation>
        </message>
        <message>
            <source>Order #{order}: its vouchers' activations are not among this location's events</source>
            <translation>Zamówienie #{order}: aktywacji jego voucherów nie ma wśród zdarzeń tej lokalizacji</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) activated, order #{order}</source>
            <translation>
                <numerusform>%n voucher aktywowany, zamówienie #{order}</numerusform>
                <numerusform>%n vouchery aktywowane, zamówienie #{order}</numerusform>
                <numerusform>%n voucherów aktywowanych, zamówienie #{order}</numerusform>
            </translation>
        </message>
        <message>
            <source>Complimentary (no money taken); {note}</source>
            <translation>Gratis (bez pobrania pieniędzy); {note}</translation>
        </message>
        <message>
            <source>reference {reference}</source>
            <translation>numer {reference}</translation>
        </message>
        <message>
            <source>Sale</source>
            <extracomment>A sale's type in the report: its vouchers are new cards, but the line is the sale (one reference).</extracomment>
            <translation>Sprzedaż</translation>
        </message>
        <message>
            <source>Refunded order #{order}; its Refund events are not among this location's events of the report's time (read back as refunded when it was done)</source>
            <translation>Zwrócone zamówienie #{order}; jego zdarzeń zwrotu nie ma wśród zdarzeń tej lokalizacji z okresu raportu (przy wykonaniu odczytane jako zwrócone)</translation>
        </message>
        <message numerus="yes">
            <source>Refunded order #{order}: {total} on %n voucher(s)</source>
            <translation>
                <numerusform>Zwrócone zamówienie #{order}: {total} na %n voucherze</numerusform>
                <numerusform>Zwrócone zamówienie #{order}: {total} na %n voucherach</numerusform>
                <numerusform>Zwrócone zamówienie #{order}: {total} na %n voucherach</numerusform>
            </translation>
        </message>
        <message>
            <source>order #{order}</source>
            <translation>zamówienie #{order}</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s): {paid} of {total}; {left} left to pay on the POS</source>
            <translation>
                <numerusform>%n voucher: {paid} z {total}; {left} do zapłaty w POS</numerusform>
                <numerusform>%n vouchery: {paid} z {total}; {left} do zapłaty w POS</numerusform>
                <numerusform>%n voucherów: {paid} z {total}; {left} do zapłaty w POS</numerusform>
            </translation>
        </message>
        <message>
            <source>bill {bill}</source>
            <translation>rachunek {bill}</translation>
        </message>
        <message>
            <source>bill {bill} + tip paid by voucher {tip}</source>
            <translation>rachunek {bill} + napiwek zapłacony bonem {tip}</translation>
        </message>
        <message>
            <source>event {event} is also held by {others}: one event is one movement, a manager must check which</source>
            <translation>zdarzenie {event} ma też {others}: jedno zdarzenie to jedna operacja, kierownik musi sprawdzić, która</translation>
        </message>
        <message>
            <source>Money taken in (top-ups and new cards)</source>
            <extracomment>Event types that load money onto a card: money the property takes in (a payment on the POS), shown apart from redemptions so the one is never netted against the other.</extracomment>
            <translation>Przyjęte pieniądze (doładowania i nowe karty)</translation>
        </message>
        <message>
            <source>Tips paid by voucher</source>
            <extracomment>Redemptions that paid a tip as well as a bill (the Tips Act): the two shown apart.</extracomment>
            <translation>Napiwki zapłacone bonem</translation>
        </message>
        <message>
            <source>Location</source>
            <extracomment>Of ``redeemed``, the tips paid by voucher on this till's bills (known for this till only).</extracomment>
            <translation>Lokalizacja</translation>
        </message>
        <message>
            <source>This till</source>
            <translation>Ta kasa</translation>
        </message>
        <message>
            <source>Staff: {staff}</source>
            <translation>Pracownik: {staff}</translation>
        </message>
        <message>
            <source>Section</source>
            <translation>Sekcja</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Czas</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Typ</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Kod</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Kwota</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Waluta</translation>
        </message>
        <message>
            <source>Staff</source>
            <translation>Pracownik</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Zdarzenie</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Uwaga</translation>
        </message>
        <message>
            <source>Journal id</source>
            <translation>ID w dzienniku</translation>
        </message>
        <message>
            <source>End of shift</source>
            <translation>Zamknięcie zmiany</translation>
        </message>
        <message>
            <source>From (property time)</source>
            <translation>Od (czas obiektu)</translation>
        </message>
        <message>
            <source>To (property time)</source>
            <translation>Do (czas obiektu)</translation>
        </message>
        <message>
            <source>Totals</source>
            <translation>Sumy</translation>
        </message>
        <message>
            <source>Scope</source>
            <translation>Zakres</translation>
        </message>
        <message>
            <source>Count</source>
            <translation>Liczba</translation>
        </message>
        <message>
            <source>Net</source>
            <translation>Netto</translation>
        </message>
        <message>
            <source>Redeemed less reversed</source>
            <translation>Zrealizowane minus cofnięte</translation>
        </message>
        <message>
            <source>Balance change</source>
            <translation>Zmiana salda</translation>
        </message>
        <message>
            <source>Bills</source>
            <translation>Rachunki</translation>
        </message>
        <message>
            <source>Tips</source>
            <translation>Napiwki</translation>
        </message>
        <message>
            <source>Name</source>
            <extracomment>The signing page's lines, for the staff member and the manager.</extracomment>
            <translation>Imię i nazwisko</translation>
        </message>
        <message>
            <source>Signature</source>
            <translation>Podpis</translation>
        </message>
        <message>
            <source>Date and time</source>
            <translation>Data i godzina</translation>
        </message>
        <message>
            <source>Detail</source>
            <translation>Szczegóły</translation>
        </message>
        <message>
            <source>Signed</source>
            <translation>Podpisy</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Kierownik</translation>
        </message>
        <message numerus="yes">
            <source>%n matched</source>
            <translation>
                <numerusform>%n zgodna</numerusform>
                <numerusform>%n zgodne</numerusform>
                <numerusform>%n zgodnych</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n refund(s)</source>
            <translation>
                <numerusform>%n zwrot</numerusform>
                <numerusform>%n zwroty</numerusform>
                <numerusform>%n zwrotów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n only in the till</source>
            <translation>
                <numerusform>%n tylko w kasie</numerusform>
                <numerusform>%n tylko w kasie</numerusform>
                <numerusform>%n tylko w kasie</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n only in the service</source>
            <translation>
                <numerusform>%n tylko w serwisie</numerusform>
                <numerusform>%n tylko w serwisie</numerusform>
                <numerusform>%n tylko w serwisie</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n not applied</source>
            <translation>
                <numerusform>%n niewykonana</numerusform>
                <numerusform>%n niewykonane</numerusform>
                <numerusform>%n niewykonanych</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n unconfirmed</source>
            <translation>
                <numerusform>%n niepotwierdzona</numerusform>
                <numerusform>%n niepotwierdzone</numerusform>
                <numerusform>%n niepotwierdzonych</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mismatched</source>
            <translation>
                <numerusform>%n niezgodna</numerusform>
                <numerusform>%n niezgodne</numerusform>
                <numerusform>%n niezgodnych</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n found late</source>
            <translation>
                <numerusform>%n znaleziona później</numerusform>
                <numerusform>%n znalezione później</numerusform>
                <numerusform>%n znalezionych później</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n claimed twice</source>
            <translation>
                <numerusform>%n przypisana dwukrotnie</numerusform>
                <numerusform>%n przypisane dwukrotnie</numerusform>
                <numerusform>%n przypisanych dwukrotnie</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stamped by the service outside this window</source>
            <translation>
                <numerusform>%n zapisany przez serwis poza tym okresem</numerusform>
                <numerusform>%n zapisane przez serwis poza tym okresem</numerusform>
                <numerusform>%n zapisanych przez serwis poza tym okresem</numerusform>
            </translation>
        </message>
        <message>
            <source>made in this shift; the service stamped it outside this window (its clock moved)</source>
            <translation>wykonane w tej zmianie; serwis zapisał je poza tym okresem (jego zegar się przesunął)</translation>
        </message>
        <message numerus="yes">
            <source>%n sale(s)</source>
            <translation>
                <numerusform>%n sprzedaż</numerusform>
                <numerusform>%n sprzedaże</numerusform>
                <numerusform>%n sprzedaży</numerusform>
            </translation>
        </message>
        <message>
            <source>Every movement of this till is accounted for.</source>
            <translation>Każda operacja tej kasy jest rozliczona.</translation>
        </message>
        <message>
            <source>Some movements of this till are not in the service's record: a manager must check them.</source>
            <translation>Niektórych operacji tej kasy nie ma w zapisach serwisu: kierownik musi je sprawdzić.</translation>
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
            <translation>{scope}: zrealizowano netto {redeemed} (zrealizowane minus cofnięte); salda zmienione o {change}</translation>
        </message>
        <message>
            <source>{scope}: of it, bills {bills} and tips paid by voucher {tips}</source>
            <translation>{scope}: w tym rachunki {bills} i napiwki zapłacone bonem {tips}</translation>
        </message>
        <message>
            <source>1 redemption is not ticked as keyed on the POS: {amounts}. Key them on the POS and tick them.</source>
            <translation>1 realizacja nie jest zaznaczona jako wprowadzona w POS: {amounts}. Wprowadź je w POS i zaznacz.</translation>
        </message>
        <message numerus="yes">
            <source>%n redemptions are not ticked as keyed on the POS: {amounts}. Key them on the POS and tick them.</source>
            <translation>
                <numerusform>%n realizacja nie jest zaznaczona jako wprowadzona w POS: {amounts}. Wprowadź je w POS i zaznacz.</numerusform>
                <numerusform>%n realizacje nie są zaznaczone jako wprowadzone w POS: {amounts}. Wprowadź je w POS i zaznacz.</numerusform>
                <numerusform>%n realizacji nie jest zaznaczonych jako wprowadzone w POS: {amounts}. Wprowadź je w POS i zaznacz.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement is not ticked as done on the POS: {amounts}. Key each redemption as a gift voucher tender, take each top-up or new card as a payment, then tick them.</source>
            <translation>1 operacja nie jest zaznaczona jako wykonana w POS: {amounts}. Każdą realizację wprowadź jako płatność voucherem, każde doładowanie lub nową kartę przyjmij jako wpłatę, potem zaznacz.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements are not ticked as done on the POS: {amounts}. Key each redemption as a gift voucher tender, take each top-up or new card as a payment, then tick them.</source>
            <translation>
                <numerusform>%n operacja nie jest zaznaczona jako wykonana w POS: {amounts}. Każdą realizację wprowadź jako płatność voucherem, każde doładowanie lub nową kartę przyjmij jako wpłatę, potem zaznacz.</numerusform>
                <numerusform>%n operacje nie są zaznaczone jako wykonane w POS: {amounts}. Każdą realizację wprowadź jako płatność voucherem, każde doładowanie lub nową kartę przyjmij jako wpłatę, potem zaznacz.</numerusform>
                <numerusform>%n operacji nie jest zaznaczonych jako wykonane w POS: {amounts}. Każdą realizację wprowadź jako płatność voucherem, każde doładowanie lub nową kartę przyjmij jako wpłatę, potem zaznacz.</numerusform>
            </translation>
        </message>
        <message>
            <source>End of shift — {till}</source>
            <translation>Zamknięcie zmiany — {till}</translation>
        </message>
        <message>
            <source>{place} · from {start} to {end}</source>
            <translation>{place} · od {start} do {end}</translation>
        </message>
        <message>
            <source>The service's events could not be read.</source>
            <extracomment>The audit log's line count and head once the report is built (its own line included). The whole code of each event the report read, for a line's dispute pack (never shown).</extracomment>
            <translation>Nie udało się odczytać zdarzeń serwisu.</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s): {paid} of {total}; {open}</source>
            <translation>
                <numerusform>%n voucher: {paid} z {total}; {open}</numerusform>
                <numerusform>%n vouchery: {paid} z {total}; {open}</numerusform>
                <numerusform>%n voucherów: {paid} z {total}; {open}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ShiftReport</name>
        <message>
            <source>End of shift report</source>
            <extracomment>Lines the report measures one by one; more keep one height (see ``ShiftReportDialog``). Opens the dispute pack of a voucher (given its whole code): set by whoever opened the report.</extracomment>
            <translation>Raport zamknięcia zmiany</translation>
        </message>
        <message>
            <source>Shift start</source>
            <translation>Początek zmiany</translation>
        </message>
        <message>
            <source>Shift end</source>
            <translation>Koniec zmiany</translation>
        </message>
        <message>
            <source>Build report</source>
            <translation>Utwórz raport</translation>
        </message>
        <message>
            <source>Building the report…</source>
            <translation>Tworzenie raportu…</translation>
        </message>
        <message>
            <source>Shift detail</source>
            <translation>Szczegóły zmiany</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Eksportuj CSV…</translation>
        </message>
        <message>
            <source>Save PDF…</source>
            <translation>Zapisz PDF…</translation>
        </message>
        <message>
            <source>Dispute pack…</source>
            <translation>Pakiet dowodów…</translation>
        </message>
        <message>
            <source>Times are the property's, as the service records them.</source>
            <translation>Godziny według czasu obiektu, tak jak zapisuje je serwis.</translation>
        </message>
        <message>
            <source>The report's pages</source>
            <translation>Strony raportu</translation>
        </message>
        <message>
            <source>Detail</source>
            <translation>Szczegóły</translation>
        </message>
        <message>
            <source>Totals and net</source>
            <translation>Sumy i netto</translation>
        </message>
        <message>
            <source>Type the shift's start as a day and time, for example {example}.</source>
            <translation>Wpisz początek zmiany jako dzień i godzinę, na przykład {example}.</translation>
        </message>
        <message>
            <source>Type the shift's end as a day and time, for example {example}.</source>
            <translation>Wpisz koniec zmiany jako dzień i godzinę, na przykład {example}.</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Zapisano {path}</translation>
        </message>
        <message>
            <source>{summary}. {balanced}</source>
            <translation>{summary}. {balanced}</translation>
        </message>
        <message>
            <source>No balance events in this window.</source>
            <translation>Brak zdarzeń salda w tym okresie.</translation>
        </message>
        <message>
            <source>Export the report</source>
            <translation>Eksportuj raport</translation>
        </message>
        <message>
            <source>Save the report</source>
            <translation>Zapisz raport</translation>
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
        <name>Slip</name>
        <message>
            <source>Tip paid by voucher {amount}</source>
            <translation>Napiwek zapłacony bonem {amount}</translation>
        </message>
        <message>
            <source>Customer copy</source>
            <translation>Kopia dla gościa</translation>
        </message>
        <message>
            <source>Merchant copy</source>
            <translation>Kopia dla sprzedawcy</translation>
        </message>
        <message>
            <source>Gift voucher redeemed</source>
            <translation>Voucher zrealizowany</translation>
        </message>
        <message>
            <source>Redemption reversed</source>
            <translation>Realizacja cofnięta</translation>
        </message>
        <message>
            <source>Gift voucher refunded</source>
            <translation>Voucher zwrócony</translation>
        </message>
        <message>
            <source>Gift card topped up</source>
            <translation>Karta podarunkowa doładowana</translation>
        </message>
        <message>
            <source>New gift card</source>
            <translation>Nowa karta podarunkowa</translation>
        </message>
        <message>
            <source>Amount taken</source>
            <translation>Pobrana kwota</translation>
        </message>
        <message>
            <source>Amount returned</source>
            <translation>Przywrócona kwota</translation>
        </message>
        <message>
            <source>Amount refunded</source>
            <translation>Zwrócona kwota</translation>
        </message>
        <message>
            <source>Amount added</source>
            <translation>Dodana kwota</translation>
        </message>
        <message>
            <source>Value loaded</source>
            <translation>Wczytana wartość</translation>
        </message>
        <message>
            <source>New balance</source>
            <extracomment>Money loaded onto a card: the balance after it is the card's new balance, not what is "left". The service's event types and the slip each one prints as; other types print no slip. The property's language for guests' slips (a Babel locale name; "" writes the staff's). The tip within ``total`` that the vouchers cover too (``app.core.tips``). A bill's slip lists each of its vouchers (``bill_slip_lines``) instead of one voucher's. The language the guest reads it in (a Babel locale name): the property's setting or the guest's choice at the slip prompt, whatever language the staff's screen is in.</extracomment>
            <translation>Nowe saldo</translation>
        </message>
        <message>
            <source>Balance left</source>
            <translation>Pozostałe saldo</translation>
        </message>
        <message>
            <source>REPRINT</source>
            <translation>DUPLIKAT</translation>
        </message>
        <message>
            <source>TRAINING — no real money</source>
            <translation>SZKOLENIE — bez prawdziwych pieniędzy</translation>
        </message>
        <message>
            <source>Gift card</source>
            <translation>Karta podarunkowa</translation>
        </message>
        <message>
            <source>Gift voucher</source>
            <translation>Voucher podarunkowy</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Data</translation>
        </message>
        <message>
            <source>Till</source>
            <translation>Kasa</translation>
        </message>
        <message>
            <source>Served by</source>
            <translation>Obsługa</translation>
        </message>
        <message>
            <source>Voucher</source>
            <translation>Voucher</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Kod</translation>
        </message>
        <message>
            <source>Expires</source>
            <translation>Ważny do</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Numer</translation>
        </message>
        <message>
            <source>Bill</source>
            <translation>Rachunek</translation>
        </message>
        <message>
            <source>Bill total</source>
            <translation>Suma rachunku</translation>
        </message>
        <message>
            <source>Voucher {code}</source>
            <translation>Voucher {code}</translation>
        </message>
        <message>
            <source>{amount} · left {left} · ref {reference}</source>
            <translation>{amount} · zostało {left} · nr {reference}</translation>
        </message>
        <message>
            <source>Paid by vouchers</source>
            <translation>Zapłacono voucherami</translation>
        </message>
        <message>
            <source>Left to pay</source>
            <translation>Pozostało do zapłaty</translation>
        </message>
        <message>
            <source>Keep this slip: the balance left can be used on a later visit.</source>
            <translation>Zachowaj paragon: pozostałe saldo można wykorzystać podczas kolejnej wizyty.</translation>
        </message>
        <message>
            <source>Keep this slip with the card: it shows the value loaded.</source>
            <translation>Zachowaj paragon razem z kartą: pokazuje wczytaną wartość.</translation>
        </message>
        <message>
            <source>Keep with the till's takings.</source>
            <translation>Dołączyć do utargu kasy.</translation>
        </message>
        <message>
            <source>Reference {reference}</source>
            <translation>Numer {reference}</translation>
        </message>
    </context>
    <context>
        <name>SlipMenu</name>
        <message>
            <source>Keyed on POS</source>
            <extracomment>Slips being printed (kept referenced until each is done). The last slip the printer could not print: *Save as PDF…* beside the problem saves it.</extracomment>
            <translation>Wprowadzone w POS</translation>
        </message>
        <message>
            <source>Copy amount and reference</source>
            <translation>Kopiuj kwotę i numer</translation>
        </message>
        <message>
            <source>Print the last slip</source>
            <translation>Drukuj ostatni paragon</translation>
        </message>
        <message>
            <source>Preview the last slip…</source>
            <translation>Podgląd ostatniego paragonu…</translation>
        </message>
        <message>
            <source>Save the last slip as PDF…</source>
            <translation>Zapisz ostatni paragon jako PDF…</translation>
        </message>
        <message>
            <source>Slip printer and options…</source>
            <translation>Drukarka paragonów i opcje…</translation>
        </message>
        <message>
            <source>Print the last slip in the guest's language</source>
            <translation>Drukuj ostatni paragon w języku gościa</translation>
        </message>
        <message>
            <source>No slip yet: redeem a voucher first, or reprint one from its history.</source>
            <translation>Brak paragonu: najpierw zrealizuj voucher albo wydrukuj ponownie paragon z jego historii.</translation>
        </message>
        <message>
            <source>No slip yet: redeem a voucher first.</source>
            <translation>Brak paragonu: najpierw zrealizuj voucher.</translation>
        </message>
        <message>
            <source>The slip could not be saved: {problem}.</source>
            <translation>Nie udało się zapisać paragonu: {problem}.</translation>
        </message>
        <message>
            <source>Slip saved to {path}.</source>
            <translation>Paragon zapisano w {path}.</translation>
        </message>
        <message>
            <source>Save the slip</source>
            <translation>Zapisz paragon</translation>
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
            <source>Language of guests' slips</source>
            <translation>Język paragonów dla gości</translation>
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
            <source>Slip language</source>
            <translation>Język paragonu</translation>
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
        <name>SlipPrint</name>
        <message>
            <source>80 mm roll</source>
            <extracomment>Most thermal roll printers print at 203 dpi; the picture in docs/staff.md and the tests use it. The slip's own column: the printable width of a roll, a receipt-sized column on A4.</extracomment>
            <translation>Rolka 80 mm</translation>
        </message>
        <message>
            <source>58 mm roll</source>
            <translation>Rolka 58 mm</translation>
        </message>
        <message>
            <source>{title} — reference {reference}</source>
            <translation>{title} — numer {reference}</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” is not installed on this computer.</source>
            <translation>Drukarka paragonów „{printer}” nie jest zainstalowana na tym komputerze.</translation>
        </message>
        <message>
            <source>No printer is set up on this computer.</source>
            <translation>Na tym komputerze nie skonfigurowano drukarki.</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” reports a fault: it may be off, offline or out of paper.</source>
            <translation>Drukarka paragonów „{printer}” zgłasza błąd: może być wyłączona, niepodłączona albo bez papieru.</translation>
        </message>
        <message>
            <source>Slip {reference}</source>
            <translation>Paragon {reference}</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” did not accept the slip.</source>
            <translation>Drukarka paragonów „{printer}” nie przyjęła paragonu.</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” reported a fault while printing.</source>
            <translation>Drukarka paragonów „{printer}” zgłosiła błąd podczas drukowania.</translation>
        </message>
        <message>
            <source>Slip printed on {printer}.</source>
            <translation>Paragon wydrukowano na {printer}.</translation>
        </message>
        <message>
            <source>Printing the slip…</source>
            <translation>Drukowanie paragonu…</translation>
        </message>
        <message>
            <source>{problem} The redemption stands; print the slip again later from the voucher's history or the activity list.</source>
            <translation>{problem} Realizacja pozostaje ważna; wydrukuj paragon później z historii vouchera lub z listy aktywności.</translation>
        </message>
        <message>
            <source>No slip printer here: save the slip as a PDF.</source>
            <translation>Brak tu drukarki paragonów: zapisz paragon jako PDF.</translation>
        </message>
        <message>
            <source>The slip printer has a fault: save the slip as a PDF.</source>
            <translation>Drukarka paragonów ma usterkę: zapisz paragon jako PDF.</translation>
        </message>
        <message>
            <source>Slip preview — {paper}</source>
            <translation>Podgląd paragonu — {paper}</translation>
        </message>
    </context>
    <context>
        <name>Slips</name>
        <message>
            <source>The slip options could not be saved; they apply until the till closes.</source>
            <extracomment>How far around an event's time the journal is searched for the movement (and so the staff) behind it: the service's clock and the till's may differ. How far either side of a bill's line its other lines are looked for: a bill is paid within a day. The language the guest at the counter chose for themselves ("" for none): the slips made while they are served are written in it, whatever the property's or the staff's.</extracomment>
            <translation>Nie udało się zapisać opcji paragonu; obowiązują do zamknięcia kasy.</translation>
        </message>
        <message>
            <source>No slip yet: redeem a voucher first, or reprint one from its history.</source>
            <translation>Brak paragonu: najpierw zrealizuj voucher albo wydrukuj ponownie paragon z jego historii.</translation>
        </message>
        <message>
            <source>There is no guest slip for this kind of event.</source>
            <translation>Dla tego rodzaju zdarzenia nie ma paragonu dla gościa.</translation>
        </message>
        <message>
            <source>Choose a line of the redeem history first.</source>
            <translation>Najpierw wybierz wiersz historii realizacji.</translation>
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
            <source>Scan a code</source>
            <translation>Zeskanuj kod</translation>
        </message>
        <message>
            <source>Voucher code</source>
            <translation>Kod vouchera</translation>
        </message>
        <message>
            <source>Starting the till… A code scanned now is kept and looked up as soon as the till is ready.</source>
            <extracomment>The last code ended with Enter or Tab: the till looks it up once it is ready, whatever was typed after it (kept in the till's field, not looked up). The user closed this window while the till loaded: the till does not open after all.</extracomment>
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
            <source>The code scanned here ({code}) was not looked up: scan it again there.</source>
            <extracomment>Set (to anything) by benchmarks/startup.py: print the moment of the first paint, then close. New service settings and API key, from the settings dialog, for the next till session.</extracomment>
            <translation>Zeskanowany tu kod ({code}) nie został sprawdzony: zeskanuj go ponownie w tamtym oknie.</translation>
        </message>
        <message>
            <source>{app} is already running: its window has been brought to the front.</source>
            <translation>{app} jest już uruchomiony: jego okno zostało przeniesione na wierzch.</translation>
        </message>
        <message>
            <source>{app} is already running.</source>
            <translation>{app} jest już uruchomiony.</translation>
        </message>
        <message>
            <source>already running</source>
            <translation>już uruchomiony</translation>
        </message>
        <message>
            <source>Use that window. Only one till runs on a settings folder ({folder}).</source>
            <translation>Użyj tamtego okna. Na jednym folderze ustawień działa tylko jedna kasa ({folder}).</translation>
        </message>
        <message>
            <source>Use that window. Only one till runs on a data folder ({folder}): it holds the till&apos;s journal.</source>
            <translation>Użyj tamtego okna. Na jednym folderze danych działa tylko jedna kasa ({folder}): jest w nim dziennik kasy.</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>it cannot create its lock file there</source>
            <translation>nie może utworzyć tam pliku blokady</translation>
        </message>
        <message>
            <source>it is read-only</source>
            <translation>jest tylko do odczytu</translation>
        </message>
        <message>
            <source>The till cannot write to its settings folder: {reason}.

Folder: {folder}</source>
            <translation>Kasa nie może zapisywać w swoim folderze ustawień: {reason}.

Folder: {folder}</translation>
        </message>
        <message>
            <source>choose Try again</source>
            <translation>wybierz Spróbuj ponownie</translation>
        </message>
        <message>
            <source>start the till again</source>
            <translation>uruchom kasę ponownie</translation>
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
            <source>{problem}. The till goes on working, but what it does now is missing from its log until it can write there again.</source>
            <translation>{problem}. Kasa działa dalej, ale tego, co robi teraz, nie będzie w dzienniku zdarzeń, dopóki nie będzie mogła znów w nim zapisywać.</translation>
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
            <source>NOT YET WRITTEN DOWN — {lines} Nothing more can move on that voucher until it is written.</source>
            <translation>JESZCZE NIE ZAPISANO — {lines} Na tym voucherze nic więcej nie może się zmienić, dopóki nie zostanie to zapisane.</translation>
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
        <name>Support</name>
        <message>
            <source>The service has not been checked this session.</source>
            <extracomment>Days of the log the report holds. Log lines kept before each error, for its context. Errors the report holds at most (the newest). Other secrets the log masks (``SECRETS.held``): the report is scanned for them too.</extracomment>
            <translation>Usługa nie została jeszcze sprawdzona.</translation>
        </message>
        <message>
            <source>No errors in these days of the log.</source>
            <translation>Brak błędów w tych dniach dziennika.</translation>
        </message>
        <message>
            <source>Save a support report</source>
            <extracomment>Movements called not applied this long ago are still in the report (the re-check's horizon).</extracomment>
            <translation>Zapisz raport dla pomocy technicznej</translation>
        </message>
        <message>
            <source>Gathering the report…</source>
            <translation>Zbieranie raportu…</translation>
        </message>
        <message>
            <source>Files in the report</source>
            <translation>Pliki w raporcie</translation>
        </message>
        <message>
            <source>The chosen file's contents</source>
            <translation>Zawartość wybranego pliku</translation>
        </message>
        <message>
            <source>Save…</source>
            <translation>Zapisz…</translation>
        </message>
        <message>
            <source>The report was not made: it would have held what it must never hold ({problems}).</source>
            <translation>Raportu nie utworzono: zawierałby to, czego nigdy nie może zawierać ({problems}).</translation>
        </message>
        <message>
            <source>The report could not be made: {why}</source>
            <translation>Nie udało się utworzyć raportu: {why}</translation>
        </message>
        <message>
            <source>This is everything the report holds: no API key, no whole voucher code and no e-mail address. Look through it, then save it and send it to support.</source>
            <translation>To wszystko, co zawiera raport: bez klucza API, bez pełnego kodu bonu i bez adresu e-mail. Przejrzyj go, a potem zapisz i wyślij do pomocy technicznej.</translation>
        </message>
        <message>
            <source>Zip archives (*.zip)</source>
            <translation>Archiwa ZIP (*.zip)</translation>
        </message>
        <message>
            <source>The report could not be saved: {why}</source>
            <translation>Nie udało się zapisać raportu: {why}</translation>
        </message>
    </context>
    <context>
        <name>Timeline</name>
        <message>
            <source>This till&apos;s clock is {size} behind the service&apos;s.</source>
            <translation>Zegar tej kasy spóźnia się o {size} względem zegara serwisu.</translation>
        </message>
        <message>
            <source>This till&apos;s clock is {size} ahead of the service&apos;s.</source>
            <translation>Zegar tej kasy spieszy się o {size} względem zegara serwisu.</translation>
        </message>
        <message>
            <source>{time} (till clock)</source>
            <translation>{time} (zegar kasy)</translation>
        </message>
        <message>
            <source>{hours} h {minutes} min</source>
            <translation>{hours} godz. {minutes} min</translation>
        </message>
        <message>
            <source>{minutes} min</source>
            <translation>{minutes} min</translation>
        </message>
        <message>
            <source>This till's clock is {size} behind the service's: the service's times are shown as it stamps them.</source>
            <translation>Zegar tej kasy spóźnia się o {size} względem zegara serwisu: czasy serwisu są pokazane tak, jak je zapisuje.</translation>
        </message>
        <message>
            <source>This till's clock is {size} ahead of the service's: the service's times are shown as it stamps them.</source>
            <translation>Zegar tej kasy spieszy się o {size} względem zegara serwisu: czasy serwisu są pokazane tak, jak je zapisuje.</translation>
        </message>
    </context>
    <context>
        <name>Tips</name>
        <message>
            <source>Time</source>
            <translation>Czas</translation>
        </message>
        <message>
            <source>Bill</source>
            <translation>Rachunek</translation>
        </message>
        <message>
            <source>Tip</source>
            <translation>Napiwek</translation>
        </message>
        <message>
            <source>No tips paid by voucher on your bills in this period.</source>
            <translation>Brak napiwków zapłaconych bonem na Twoich rachunkach w tym okresie.</translation>
        </message>
        <message numerus="yes">
            <source>Tips paid by voucher on your bills: %n bill(s), {total}</source>
            <translation>
                <numerusform>Napiwki zapłacone bonem na Twoich rachunkach: %n rachunek, {total}</numerusform>
                <numerusform>Napiwki zapłacone bonem na Twoich rachunkach: %n rachunki, {total}</numerusform>
                <numerusform>Napiwki zapłacone bonem na Twoich rachunkach: %n rachunków, {total}</numerusform>
            </translation>
        </message>
        <message>
            <source>Tips paid by voucher — {staff}</source>
            <translation>Napiwki zapłacone bonem — {staff}</translation>
        </message>
        <message>
            <source>{place} · from {start} to {end}</source>
            <translation>{place} · od {start} do {end}</translation>
        </message>
        <message>
            <source>My tips record</source>
            <translation>Mój rejestr napiwków</translation>
        </message>
        <message>
            <source>Show</source>
            <translation>Pokaż</translation>
        </message>
        <message>
            <source>Signed in: {staff}</source>
            <translation>Zalogowano: {staff}</translation>
        </message>
        <message>
            <source>My tips paid by voucher</source>
            <translation>Moje napiwki zapłacone bonem</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Drukuj…</translation>
        </message>
        <message>
            <source>Save PDF…</source>
            <translation>Zapisz PDF…</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Zapisano: {path}</translation>
        </message>
        <message>
            <source>Save my tips record</source>
            <translation>Zapisz mój rejestr napiwków</translation>
        </message>
        <message>
            <source>My tips record…</source>
            <extracomment>Every entry of the Shift menu has its key, for a till without a mouse.</extracomment>
            <translation>Mój rejestr napiwków…</translation>
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
            <translation>Ten voucher został unieważniony: nie można go doładować.</translation>
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
            <source>Nothing loaded: {amount} onto {code} was under review when another code was typed or scanned.</source>
            <translation>Nic nie doładowano: {amount} na {code} było w podglądzie, gdy wpisano lub zeskanowano inny kod.</translation>
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
            <translation>Aktywowano nową kartę {code}: {added}. Saldo {balance} · nr ref. {event}</translation>
        </message>
        <message>
            <source>New card {code}: {added} loaded. Balance {balance}</source>
            <translation>Aktywowano nową kartę {code}: {added}. Saldo {balance}</translation>
        </message>
        <message>
            <source>Topped up {code}: {added} loaded. Balance {balance} · ref {event}</source>
            <translation>Doładowano {code}: {added}. Saldo {balance} · nr ref. {event}</translation>
        </message>
        <message>
            <source>Topped up {code}: {added} loaded. Balance {balance}</source>
            <translation>Doładowano {code}: {added}. Saldo {balance}</translation>
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
        <name>Unconfirmed</name>
        <message>
            <source>Unconfirmed movement</source>
            <translation>Niepotwierdzona operacja</translation>
        </message>
        <message>
            <source>The service's records cannot tell whether this till's request went through. Check with the cashier and the other tills, then choose the event that is this till's, or say that none of them is.</source>
            <translation>Z zapisów serwisu nie wynika, czy żądanie tej kasy zostało wykonane. Sprawdź z kasjerem i innymi kasami, potem wybierz zdarzenie tej kasy albo wskaż, że żadne nim nie jest.</translation>
        </message>
        <message>
            <source>Events that could be this movement</source>
            <translation>Zdarzenia, które mogą być tą operacją</translation>
        </message>
        <message>
            <source>None of these is this till's</source>
            <translation>Żadne nie należy do tej kasy</translation>
        </message>
        <message>
            <source>This one is this till's</source>
            <translation>To należy do tej kasy</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anuluj</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Time (service)</source>
            <translation>Czas (serwis)</translation>
        </message>
        <message>
            <source>Location</source>
            <translation>Lokalizacja</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Kwota</translation>
        </message>
        <message>
            <source>Before</source>
            <translation>Przed</translation>
        </message>
        <message>
            <source>After</source>
            <translation>Po</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Zdarzenie</translation>
        </message>
        <message>
            <source>Decide whether {movement} went through (1 possible event)</source>
            <translation>Zdecyduj, czy {movement} zostało wykonane (1 możliwe zdarzenie)</translation>
        </message>
        <message numerus="yes">
            <source>Decide whether {movement} went through (%n possible events)</source>
            <translation>
                <numerusform>Zdecyduj, czy {movement} zostało wykonane (%n możliwe zdarzenie)</numerusform>
                <numerusform>Zdecyduj, czy {movement} zostało wykonane (%n możliwe zdarzenia)</numerusform>
                <numerusform>Zdecyduj, czy {movement} zostało wykonane (%n możliwych zdarzeń)</numerusform>
            </translation>
        </message>
        <message>
            <source>{movement} Sent by {staff} at {time} (this till's clock).</source>
            <translation>{movement} Wysłane przez: {staff}, o {time} (zegar tej kasy).</translation>
        </message>
        <message>
            <source>A manager PIN is needed for this.</source>
            <translation>Do tego potrzebny jest PIN kierownika.</translation>
        </message>
        <message>
            <source>{problem}. Nothing was decided.</source>
            <translation>{problem}. Nic nie zostało rozstrzygnięte.</translation>
        </message>
    </context>
    <context>
        <name>Updates</name>
        <message>
            <source>Version {version} is ready — install at the end of the shift</source>
            <translation>Wersja {version} jest gotowa — zainstaluj na koniec zmiany</translation>
        </message>
        <message>
            <source>A sale or a bill is open: the update waits until it is finished.</source>
            <translation>Sprzedaż lub rachunek jest otwarty: aktualizacja czeka na jego zakończenie.</translation>
        </message>
        <message>
            <source>A movement is still unresolved: a manager settles it before the update.</source>
            <translation>Operacja jest wciąż nierozstrzygnięta: kierownik rozstrzyga ją przed aktualizacją.</translation>
        </message>
        <message>
            <source>A movement is still being sent: the update waits for its answer.</source>
            <translation>Operacja jest jeszcze wysyłana: aktualizacja czeka na odpowiedź.</translation>
        </message>
        <message>
            <source>The till is offline: it will look for an update when it is back.</source>
            <translation>Kasa jest offline: poszuka aktualizacji, gdy znów będzie połączona.</translation>
        </message>
        <message>
            <source>No updates in training.</source>
            <translation>Brak aktualizacji w trybie szkoleniowym.</translation>
        </message>
        <message>
            <source>The update channel's files are not valid: not installed.</source>
            <translation>Pliki kanału aktualizacji są nieprawidłowe: nie zainstalowano.</translation>
        </message>
        <message>
            <source>The update channel cannot be reached: no update now, the till works on.</source>
            <translation>Nie można połączyć się z kanałem aktualizacji: teraz bez aktualizacji, kasa działa dalej.</translation>
        </message>
        <message>
            <source>The update channel is too slow to answer: no update now, the till works on.</source>
            <translation>Kanał aktualizacji odpowiada zbyt wolno: teraz bez aktualizacji, kasa działa dalej.</translation>
        </message>
        <message>
            <source>The update channel offers an older release than the till already has: not installed.</source>
            <translation>Kanał aktualizacji oferuje starsze wydanie niż to, które kasa już ma: nie zainstalowano.</translation>
        </message>
        <message>
            <source>The update channel's signed files have expired: not installed.</source>
            <translation>Podpisane pliki kanału aktualizacji wygasły: nie zainstalowano.</translation>
        </message>
        <message>
            <source>The update channel's files are not signed by this till's release keys: not installed.</source>
            <translation>Pliki kanału aktualizacji nie są podpisane kluczami wydań tej kasy: nie zainstalowano.</translation>
        </message>
        <message>
            <source>The update's archive does not match its signed description: not installed.</source>
            <extracomment>Seconds one connection or one gap between bytes may take (requests' timeout, through tuf). Seconds a whole check, download and verification may take before the till stops waiting.</extracomment>
            <translation>Archiwum aktualizacji nie zgadza się z jego podpisanym opisem: nie zainstalowano.</translation>
        </message>
        <message>
            <source>No update is ready.</source>
            <extracomment>The work the window has open that an install waits for ("sale", "bill"): the window adds a name while that dialog is open; :func:`build_updates` reads it into the till's activity.</extracomment>
            <translation>Żadna aktualizacja nie jest gotowa.</translation>
        </message>
        <message>
            <source>The update was changed on this computer after it was checked: nothing was installed.</source>
            <translation>Aktualizacja została zmieniona na tym komputerze po sprawdzeniu: nic nie zainstalowano.</translation>
        </message>
        <message>
            <source>The update could not be written ({why}), nor the release it replaced put back: install the till again.</source>
            <translation>Nie udało się zapisać aktualizacji ({why}) ani przywrócić zastępowanej wersji: zainstaluj kasę ponownie.</translation>
        </message>
        <message>
            <source>The update could not be written ({why}): nothing was installed, the till is as it was.</source>
            <translation>Nie udało się zapisać aktualizacji ({why}): nic nie zainstalowano, kasa jest taka jak przedtem.</translation>
        </message>
    </context>
    <context>
        <name>Voucher</name>
        <message>
            <source>Lookups are paused for {seconds} s: too many unknown codes at this till. A manager can lift the pause (Manager menu).</source>
            <translation>Wyszukiwanie wstrzymane na {seconds} s: zbyt wiele nieznanych kodów przy tej kasie. Kierownik może zdjąć blokadę (menu Kierownik).</translation>
        </message>
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
            <translation>Częściowo użyty</translation>
        </message>
        <message>
            <source>Used</source>
            <extracomment>Statuses that close a voucher for good: the badge and why, in till words.</extracomment>
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
            <translation>Ten voucher został unieważniony i nie można go użyć.</translation>
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
        <message>
            <source>Code</source>
            <extracomment>The voucher panel's words: its tables' headings are translated where they are shown.
----------
Shows and hides the voucher's instructions and terms. The facts' names, beside their values, two to a row.</extracomment>
            <translation>Kod</translation>
        </message>
        <message>
            <source>Expires</source>
            <translation>Ważny do</translation>
        </message>
        <message>
            <source>Starting value</source>
            <translation>Wartość początkowa</translation>
        </message>
        <message>
            <source>Grace until</source>
            <translation>Okres karencji do</translation>
        </message>
        <message>
            <source>Valid from</source>
            <translation>Ważny od</translation>
        </message>
        <message>
            <source>Part use</source>
            <translation>Częściowe użycie</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Zamówienie</translation>
        </message>
        <message>
            <source>No instructions or terms.</source>
            <translation>Brak instrukcji i warunków.</translation>
        </message>
        <message>
            <source>Reverse the chosen redemption (manager PIN)</source>
            <translation>Cofnij wybraną realizację (PIN kierownika)</translation>
        </message>
        <message>
            <source>Voucher status</source>
            <translation>Status vouchera</translation>
        </message>
        <message>
            <source>Voucher data not current</source>
            <translation>Dane vouchera nieaktualne</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Saldo</translation>
        </message>
        <message>
            <source>Show the redeem instructions and terms (Alt+T)</source>
            <translation>Pokaż instrukcje realizacji i warunki (Alt+T)</translation>
        </message>
        <message>
            <source>Voucher details not loaded</source>
            <translation>Szczegóły vouchera niewczytane</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Ponów</translation>
        </message>
        <message>
            <source>Read the order and the redeem history again</source>
            <translation>Wczytaj ponownie zamówienie i historię realizacji</translation>
        </message>
        <message>
            <source>Order rows</source>
            <translation>Pozycje zamówienia</translation>
        </message>
        <message>
            <source>Redeem history</source>
            <translation>Historia realizacji</translation>
        </message>
        <message>
            <source>Reverse this line…</source>
            <translation>Cofnij tę pozycję…</translation>
        </message>
        <message>
            <source>Reprint slip</source>
            <translation>Drukuj ponownie</translation>
        </message>
        <message>
            <source>Show all {count} lines</source>
            <translation>Pokaż wszystkie wiersze ({count})</translation>
        </message>
        <message>
            <source>Print the guest's slip of the chosen line again, marked Reprint</source>
            <translation>Wydrukuj ponownie paragon gościa dla wybranej pozycji, z oznaczeniem Duplikat</translation>
        </message>
        <message>
            <source>Redeem history and the order's vouchers</source>
            <translation>Historia realizacji i vouchery zamówienia</translation>
        </message>
        <message>
            <source>Vouchers in this order</source>
            <translation>Vouchery w tym zamówieniu</translation>
        </message>
        <message>
            <source>Terms ▾</source>
            <translation>Warunki ▾</translation>
        </message>
        <message>
            <source>Terms ▸</source>
            <translation>Warunki ▸</translation>
        </message>
        <message>
            <source>Order #{order}</source>
            <translation>Zamówienie #{order}</translation>
        </message>
        <message>
            <source>refunded</source>
            <translation>zwrócone</translation>
        </message>
        <message>
            <source>Order #{order} (could not be loaded)</source>
            <translation>Zamówienie #{order} (nie udało się wczytać)</translation>
        </message>
        <message>
            <source>Not current: read at {time}, and the service cannot be used now.</source>
            <extracomment>The pause on code guessing (``app.desk.counter.guessing``); None: no pause (unit tests). The badge of a voucher a manager reported a problem with (its open case), which then cannot be redeemed here; None for any other. Set by the wiring, which knows the cases. Whether the voucher on screen was scanned or typed at this counter (``look_up``), not opened from the feed, a report or a search (``open_unproven``): a code is money, and only whoever holds the voucher may spend it or see its code whole. A code whose lookup failed because the service was out of reach: looked up again when it answers, so the cashier need not scan it twice. The waiting code while the till looks it up by itself: stopped if the cashier moves on. Whether the service refused the voucher at this location (it is shown with where it is valid). The newest feed event on the voucher on the counter already compared with it. The code held at the counter, for the order's table (read through a holder, not the view-model, so the two do not hold each other: see ``ShownCurrency``).</extracomment>
            <translation>Nieaktualne: odczytano o {time}, a serwisu nie można teraz użyć.</translation>
        </message>
        <message>
            <source>{why}. {code} is looked up by itself as soon as it answers.</source>
            <translation>{why}. {code} zostanie wyszukany sam, gdy tylko serwis odpowie.</translation>
        </message>
        <message>
            <source>The order could not be loaded. The voucher itself is up to date and can be redeemed.</source>
            <translation>Nie udało się wczytać zamówienia. Sam voucher jest aktualny i można go zrealizować.</translation>
        </message>
        <message>
            <source>The redeem history and the order's vouchers could not be loaded. The voucher itself is up to date and can be redeemed.</source>
            <translation>Nie udało się wczytać historii realizacji ani voucherów z zamówienia. Sam voucher jest aktualny i można go zrealizować.</translation>
        </message>
        <message>
            <source>The order and the redeem history and the order's vouchers could not be loaded. The voucher itself is up to date and can be redeemed.</source>
            <translation>Nie udało się wczytać zamówienia, historii realizacji ani voucherów z zamówienia. Sam voucher jest aktualny i można go zrealizować.</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Produkt</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Wartość</translation>
        </message>
        <message>
            <source>When</source>
            <translation>Kiedy</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Kwota</translation>
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
            <source>Scan or type the code to use this voucher</source>
            <extracomment>Whether the code was scanned or typed at this counter: only then is it shown whole and can money move (``app.desk.counter.lookup``, proof of possession). Said on a voucher opened from the feed, a report or a search, until its code is scanned or typed.</extracomment>
            <translation>Zeskanuj lub wpisz kod, aby użyć tego vouchera</translation>
        </message>
        <message>
            <source>Part use allowed</source>
            <translation>Można użyć częściowo</translation>
        </message>
        <message>
            <source>Must be used in full</source>
            <translation>Tylko w całości</translation>
        </message>
        <message>
            <source>Online (not at a till)</source>
            <extracomment>Where an event with no location happened: an online sale or another movement not made at a till.</extracomment>
            <translation>Online (nie na kasie)</translation>
        </message>
        <message>
            <source>{type} · Online</source>
            <translation>{type} · Online</translation>
        </message>
        <message>
            <source>Location {location}</source>
            <translation>Lokalizacja {location}</translation>
        </message>
        <message>
            <source>Voucher details</source>
            <extracomment>The smallest the till's window may be made by hand (it opens at its screen's size, up to 1366×860). What the crash dialog showed this run: the support report holds it (``app.lifecycle``).</extracomment>
            <translation>Szczegóły vouchera</translation>
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
    <context>
        <name>YoungOrder</name>
        <message>
            <source>Sold {age} by e-mail — check the guest's identity.</source>
            <translation>Sprzedany {age} e-mailem — sprawdź tożsamość gościa.</translation>
        </message>
        <message>
            <source>{n} days ago</source>
            <translation>{n} dni temu</translation>
        </message>
        <message>
            <source>{n} hours ago</source>
            <translation>{n} godz. temu</translation>
        </message>
        <message>
            <source>1 hour ago</source>
            <translation>godzinę temu</translation>
        </message>
        <message>
            <source>{n} minutes ago</source>
            <translation>{n} min temu</translation>
        </message>
        <message>
            <source>1 minute ago</source>
            <translation>1 minutę temu</translation>
        </message>
        <message>
            <source>just now</source>
            <translation>przed chwilą</translation>
        </message>
    </context>
    <context>
        <name>Period</name>
        <message>
            <source>From</source>
            <translation>Od</translation>
        </message>
        <message>
            <source>to</source>
            <translation>do</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Do</translation>
        </message>
    </context>
    <context>
        <name>Names</name>
        <message>
            <source>a manager checked with the service</source>
            <translation>kierownik sprawdził w serwisie</translation>
        </message>
        <message>
            <source>Training till</source>
            <translation>Kasa szkoleniowa</translation>
        </message>
        <message>
            <source>Training manager</source>
            <translation>Kierownik szkoleniowy</translation>
        </message>
    </context>
    <context>
        <name>Scan</name>
        <message>
            <source>Voucher {code} scanned: the counter looks it up when you close {window}.</source>
            <translation>Zeskanowano voucher {code}: kasa wyszuka go po zamknięciu okna {window}.</translation>
        </message>
    </context>
    <context>
        <name>Store</name>
        <message>
            <source>The till cannot write its {store}: {reason}</source>
            <translation>Kasa nie może zapisać {store}: {reason}</translation>
        </message>
        <message>
            <source>log</source>
            <translation>dziennika zdarzeń</translation>
        </message>
        <message>
            <source>The till cannot open its {store}: {reason}</source>
            <translation>Kasa nie może otworzyć {store}: {reason}</translation>
        </message>
        <message>
            <source>store</source>
            <translation>magazynu danych</translation>
        </message>
        <message>
            <source>journal</source>
            <translation>dziennika</translation>
        </message>
        <message>
            <source>audit log</source>
            <translation>rejestru audytu</translation>
        </message>
        <message>
            <source>settings</source>
            <translation>ustawień</translation>
        </message>
        <message>
            <source>lost-voucher notes</source>
            <translation>notatek o zgubionych voucherach</translation>
        </message>
        <message>
            <source>manager lock</source>
            <translation>blokady kierownika</translation>
        </message>
        <message>
            <source>order index</source>
            <translation>indeksu zamówień</translation>
        </message>
        <message>
            <source>voucher cases</source>
            <translation>spraw voucherów</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>dysk jest pełny</translation>
        </message>
        <message>
            <source>another program has it locked</source>
            <translation>inny program zablokował plik</translation>
        </message>
        <message>
            <source>the data folder is read-only</source>
            <translation>folder danych jest tylko do odczytu</translation>
        </message>
        <message>
            <source>the file cannot be opened (is the data folder read-only or missing?)</source>
            <translation>nie można otworzyć pliku (czy folder danych jest tylko do odczytu albo go brakuje?)</translation>
        </message>
        <message>
            <source>the file is damaged</source>
            <translation>plik jest uszkodzony</translation>
        </message>
        <message>
            <source>the file is damaged (it is not a till database)</source>
            <translation>plik jest uszkodzony (to nie jest baza danych kasy)</translation>
        </message>
        <message>
            <source>the disk reported an error</source>
            <translation>dysk zgłosił błąd</translation>
        </message>
        <message>
            <source>the database reported “{error}”</source>
            <translation>baza danych zgłosiła „{error}”</translation>
        </message>
        <message>
            <source>the system reported “{error}”</source>
            <translation>system zgłosił „{error}”</translation>
        </message>
    </context>
</TS>
