<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en_GB">
    <context>
        <name>Accounts</name>
        <message>
            <source>{period}: {face} of products not classified for VAT yet (classify them).</source>
            <translation>{period}: {face} von Produkten ohne USt-Einstufung (bitte einstufen).</translation>
        </message>
        <message>
            <source>{period} at {location}: multi-purpose {worth}, VAT in it {vat}; single-purpose {single}, already taxed at sale.</source>
            <translation>{period} bei {location}: Mehrzweck {worth}, darin USt {vat}; Einzweck {single}, bereits beim Verkauf besteuert.</translation>
        </message>
        <message>
            <source>{location} · from {start} to {end}</source>
            <translation>{location} · von {start} bis {end}</translation>
        </message>
        <message>
            <source>top-up</source>
            <translation>Aufladung</translation>
        </message>
        <message>
            <source>single-purpose (taxed at sale)</source>
            <translation>Einzweck (beim Verkauf besteuert)</translation>
        </message>
        <message>
            <source>sale</source>
            <translation>Verkauf</translation>
        </message>
        <message>
            <source>reversal of a redemption</source>
            <translation>Storno einer Einlösung</translation>
        </message>
        <message>
            <source>refund</source>
            <translation>Erstattung</translation>
        </message>
        <message>
            <source>redemption</source>
            <translation>Einlösung</translation>
        </message>
        <message>
            <source>not classified</source>
            <translation>nicht eingestuft</translation>
        </message>
        <message>
            <source>multi-purpose (taxed at redemption)</source>
            <translation>Mehrzweck (bei Einlösung besteuert)</translation>
        </message>
        <message>
            <source>Vouchers whose sale could not be read (their redemptions carry no consideration): {count}.</source>
            <translation>Gutscheine, deren Verkauf nicht gelesen werden konnte (ihre Einlösungen haben keine Gegenleistung): {count}.</translation>
        </message>
        <message>
            <source>Voucher accounts — {place}</source>
            <translation>Gutscheinbuchhaltung — {place}</translation>
        </message>
        <message>
            <source>Voucher accounts</source>
            <extracomment>The classes a product can have, in the combo's order; the first is "not classified".</extracomment>
            <translation>Gutscheinbuchhaltung</translation>
        </message>
        <message>
            <source>VAT rate of {product}</source>
            <translation>USt-Satz von {product}</translation>
        </message>
        <message>
            <source>VAT rate %</source>
            <translation>USt-Satz %</translation>
        </message>
        <message>
            <source>VAT purpose of {product}</source>
            <translation>USt-Zweck von {product}</translation>
        </message>
        <message>
            <source>VAT purpose</source>
            <translation>USt-Zweck</translation>
        </message>
        <message>
            <source>VAT classes</source>
            <translation>USt-Klassen</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Zeit</translation>
        </message>
        <message>
            <source>Sold by</source>
            <translation>Verkauft von</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Gespeichert: {path}</translation>
        </message>
        <message>
            <source>Save the summary</source>
            <translation>Die Zusammenfassung speichern</translation>
        </message>
        <message>
            <source>Save PDF…</source>
            <translation>PDF speichern…</translation>
        </message>
        <message>
            <source>Redeemed {face} of face value, worth {worth} of consideration.</source>
            <translation>Eingelöst: {face} Nennwert, {worth} Gegenleistung.</translation>
        </message>
        <message>
            <source>Reading the service's events…</source>
            <translation>Die Ereignisse des Dienstes werden gelesen…</translation>
        </message>
        <message>
            <source>Reading the locations…</source>
            <translation>Die Standorte werden gelesen…</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Produkt</translation>
        </message>
        <message>
            <source>Paid ratio</source>
            <translation>Bezahlter Anteil</translation>
        </message>
        <message>
            <source>Movements</source>
            <translation>Bewegungen</translation>
        </message>
        <message>
            <source>Movement</source>
            <translation>Bewegung</translation>
        </message>
        <message>
            <source>Location</source>
            <translation>Standort</translation>
        </message>
        <message>
            <source>Export the movements</source>
            <translation>Die Bewegungen exportieren</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>CSV exportieren…</translation>
        </message>
        <message>
            <source>Every till at the location, from the service's own record.</source>
            <translation>Alle Kassen am Standort, aus den eigenen Daten des Dienstes.</translation>
        </message>
        <message>
            <source>Consideration</source>
            <translation>Gegenleistung</translation>
        </message>
        <message>
            <source>Paid %</source>
            <translation>Bez. %</translation>
        </message>
        <message>
            <source>Consid.</source>
            <translation>Gegenl.</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Build</source>
            <translation>Erstellen</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Betrag</translation>
        </message>
        <message>
            <source>Movements from every till at {location}: {count}.</source>
            <translation>Bewegungen aller Kassen bei {location}: {count}.</translation>
        </message>
        <message>
            <source>Every voucher seen is valid as long as the law asks.</source>
            <translation>Jeder gesehene Gutschein ist so lange gültig, wie das Gesetz verlangt.</translation>
        </message>
        <message>
            <source>Vouchers seen whose validity is shorter than the law asks:</source>
            <translation>Gesehene Gutscheine mit kürzerer Gültigkeit, als das Gesetz verlangt:</translation>
        </message>
        <message>
            <source>This law sets no shortest validity for vouchers.</source>
            <translation>Dieses Recht legt keine Mindestgültigkeit für Gutscheine fest.</translation>
        </message>
        <message>
            <source>The law where the desk is</source>
            <translation>Das Recht am Standort der Kasse</translation>
        </message>
        <message>
            <source>The law here</source>
            <translation>Das Recht hier</translation>
        </message>
        <message>
            <source>{code} {product}: sold {sold}, valid until {expiry}; the law asks until {floor}</source>
            <translation>{code} {product}: verkauft am {sold}, gültig bis {expiry}; das Gesetz verlangt bis {floor}</translation>
        </message>
        <message>
            <source>Germany</source>
            <translation>Deutschland</translation>
        </message>
        <message>
            <source>Republic of Ireland</source>
            <translation>Republik Irland</translation>
        </message>
        <message>
            <source>Northern Ireland</source>
            <translation>Nordirland</translation>
        </message>
        <message>
            <source>Scotland</source>
            <translation>Schottland</translation>
        </message>
        <message>
            <source>England and Wales</source>
            <extracomment>The packs' names as a manager picks them, for the translations.</extracomment>
            <translation>England und Wales</translation>
        </message>
        <message>
            <source>Months since sale (0 to {last})</source>
            <translation>Monate seit dem Verkauf (0 bis {last})</translation>
        </message>
        <message>
            <source>Vouchers this property sold in the period: the share of face value redeemed, by month since sale.</source>
            <translation>Von diesem Haus im Zeitraum verkaufte Gutscheine: der eingelöste Anteil des Nennwerts, nach Monaten seit dem Verkauf.</translation>
        </message>
        <message>
            <source>Export the redemption pattern</source>
            <translation>Das Einlösungsmuster exportieren</translation>
        </message>
        <message>
            <source>Export the pattern as CSV…</source>
            <translation>Das Muster als CSV exportieren…</translation>
        </message>
        <message>
            <source>The export's pages</source>
            <translation>Seiten des Exports</translation>
        </message>
        <message>
            <source>Redemption pattern</source>
            <extracomment>The widest the legend of products is, beside the plot.</extracomment>
            <translation>Einlösungsmuster</translation>
        </message>
        <message>
            <source>The period's figures</source>
            <translation>Die Zahlen des Zeitraums</translation>
        </message>
        <message>
            <source>Export the tips record</source>
            <translation>Die Trinkgeldaufzeichnung exportieren</translation>
        </message>
        <message>
            <source>Export this till's tips record…</source>
            <translation>Trinkgeldaufzeichnung dieser Kasse exportieren…</translation>
        </message>
    </context>
    <context>
        <name>Amount</name>
        <message>
            <source>Enter an amount</source>
            <extracomment>Why an amount is refused, in the source language: compared as they are (``AmountError.source``), translated where the error is made (``AmountError.reason``).</extracomment>
            <translation>Betrag eingeben</translation>
        </message>
        <message>
            <source>Enter an amount greater than zero</source>
            <translation>Betrag größer als null eingeben</translation>
        </message>
        <message>
            <source>At most 2 decimal places</source>
            <translation>Höchstens 2 Nachkommastellen</translation>
        </message>
        <message>
            <source>That amount is too large</source>
            <translation>Der Betrag ist zu hoch</translation>
        </message>
        <message>
            <source>Not a number</source>
            <translation>Keine Zahl</translation>
        </message>
        <message>
            <source>Type the amount without thousands separators</source>
            <translation>Betrag ohne Tausendertrennzeichen eingeben</translation>
        </message>
        <message>
            <source>This voucher is in {voucher}, not {typed}</source>
            <translation>Dieser Gutschein ist in {voucher}, nicht in {typed}</translation>
        </message>
        <message>
            <source>A code was scanned onto the amount typed here: scan the code again.</source>
            <extracomment>What a typed amount is made of; anything else arriving in the field is a scan (or a slip).</extracomment>
            <translation>Ein Code wurde in den hier eingegebenen Betrag gescannt: Code bitte erneut scannen.</translation>
        </message>
    </context>
    <context>
        <name>Answer</name>
        <message>
            <source> or </source>
            <translation> oder </translation>
        </message>
        <message>
            <source>no code</source>
            <translation>kein Code</translation>
        </message>
        <message>
            <source>location {location}</source>
            <translation>Standort {location}</translation>
        </message>
        <message>
            <source>{recorded}, not {asked}</source>
            <translation>{recorded} statt {asked}</translation>
        </message>
        <message>
            <source>it on {recorded}, not {asked}</source>
            <translation>auf {recorded} statt {asked}</translation>
        </message>
        <message>
            <source>it at {recorded}, not {asked}</source>
            <translation>an {recorded} statt {asked}</translation>
        </message>
        <message>
            <source>it in {recorded}, not {asked}</source>
            <translation>in {recorded} statt {asked}</translation>
        </message>
        <message>
            <source>a {recorded} event, not {asked}</source>
            <translation>ein {recorded}-Ereignis statt {asked}</translation>
        </message>
        <message>
            <source>The service recorded {differences} — ask a manager.</source>
            <translation>Der Dienst hat {differences} gebucht — Manager fragen.</translation>
        </message>
    </context>
    <context>
        <name>Audit</name>
        <message>
            <source>{count} lines were sealed with a key this computer's keyring does not hold: they are readable but were not checked.</source>
            <translation>{count} Zeilen wurden mit einem Schlüssel versiegelt, den der Schlüsselbund dieses Computers nicht hat: Sie sind lesbar, wurden aber nicht geprüft.</translation>
        </message>
        <message>
            <source>{count} lines were written without the key (older lines, or no keyring): they show accidental edits only.</source>
            <translation>{count} Zeilen wurden ohne Schlüssel geschrieben (ältere Zeilen oder kein Schlüsselbund): Sie zeigen nur versehentliche Änderungen.</translation>
        </message>
        <message>
            <source>dual control limit</source>
            <translation>Grenze für das Vier-Augen-Prinzip</translation>
        </message>
        <message>
            <source>staff integrity report</source>
            <translation>Bericht zur Mitarbeiter-Integrität</translation>
        </message>
        <message>
            <source>dispute pack</source>
            <translation>Beweismappe</translation>
        </message>
        <message>
            <source>voucher case opened</source>
            <translation>Gutscheinfall eröffnet</translation>
        </message>
        <message>
            <source>voucher case closed</source>
            <translation>Gutscheinfall geschlossen</translation>
        </message>
        <message>
            <source>saved</source>
            <translation>gespeichert</translation>
        </message>
        <message>
            <source>Head of the chain: {head}.</source>
            <translation>Kopf der Kette: {head}.</translation>
        </message>
        <message>
            <source>Lines that do not check: {numbers}.</source>
            <translation>Zeilen, die die Prüfung nicht bestehen: {numbers}.</translation>
        </message>
        <message>
            <source>The log is intact: {lines} lines, none changed, removed or put in.</source>
            <translation>Das Protokoll ist unversehrt: {lines} Zeilen, keine geändert, entfernt oder eingefügt.</translation>
        </message>
        <message>
            <source>Warning: line #{line} was put in outside the till.</source>
            <translation>Warnung: Zeile #{line} wurde außerhalb der Kasse eingefügt.</translation>
        </message>
        <message>
            <source>Warning: line #{line} was removed outside the till.</source>
            <translation>Warnung: Zeile #{line} wurde außerhalb der Kasse entfernt.</translation>
        </message>
        <message>
            <source>Warning: line #{line} was changed outside the till.</source>
            <extracomment>The words of a check asked for with ``check_and_record``, and whether they are a warning.</extracomment>
            <translation>Warnung: Zeile #{line} wurde außerhalb der Kasse geändert.</translation>
        </message>
        <message>
            <source>check audit log</source>
            <translation>Audit-Protokoll prüfen</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>Alle</translation>
        </message>
        <message>
            <source>All actions</source>
            <translation>Alle Aktionen</translation>
        </message>
        <message>
            <source>Audit log</source>
            <translation>Prüfprotokoll</translation>
        </message>
        <message>
            <source>From date</source>
            <translation>Von Datum</translation>
        </message>
        <message>
            <source>To date</source>
            <translation>Bis Datum</translation>
        </message>
        <message>
            <source>Staff</source>
            <translation>Mitarbeiter</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Aktion</translation>
        </message>
        <message>
            <source>Audit entries</source>
            <translation>Protokolleinträge</translation>
        </message>
        <message>
            <source>Checking the chain of the log…</source>
            <translation>Die Kette des Protokolls wird geprüft…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>CSV exportieren…</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Von</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Bis</translation>
        </message>
        <message>
            <source>1 entry shown</source>
            <translation>1 Eintrag angezeigt</translation>
        </message>
        <message numerus="yes">
            <source>%n entries shown</source>
            <translation>
                <numerusform>%n Eintrag angezeigt</numerusform>
                <numerusform>%n Einträge angezeigt</numerusform>
            </translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Gespeichert: {path}</translation>
        </message>
        <message>
            <source>Export the audit log</source>
            <translation>Prüfprotokoll exportieren</translation>
        </message>
        <message>
            <source>look up</source>
            <extracomment>The actions and outcomes a count's lines hold, in the audit log viewer's words (one translation).</extracomment>
            <translation>Abfrage</translation>
        </message>
        <message>
            <source>open read-only</source>
            <translation>nur lesend geöffnet</translation>
        </message>
        <message>
            <source>Redemption</source>
            <extracomment>The log keeps the journal's own words (its CSV is for auditors and tools); the viewer shows a manager the till's words for them. Actions already in till words are shown as they are.</extracomment>
            <translation>Einlösung</translation>
        </message>
        <message>
            <source>Top-up or new card</source>
            <translation>Aufladung oder neue Karte</translation>
        </message>
        <message>
            <source>Reversal</source>
            <translation>Storno</translation>
        </message>
        <message>
            <source>shown masked</source>
            <translation>maskiert angezeigt</translation>
        </message>
        <message>
            <source>Refund</source>
            <translation>Erstattung</translation>
        </message>
        <message>
            <source>Sale</source>
            <translation>Verkauf</translation>
        </message>
        <message>
            <source>Marked not applied</source>
            <translation>Als nicht ausgeführt markiert</translation>
        </message>
        <message>
            <source>manager unlock</source>
            <translation>Manager-Freigabe</translation>
        </message>
        <message>
            <source>new PIN refused</source>
            <translation>neue PIN abgelehnt</translation>
        </message>
        <message>
            <source>add manager</source>
            <translation>Manager hinzugefügt</translation>
        </message>
        <message>
            <source>remove manager</source>
            <translation>Manager entfernt</translation>
        </message>
        <message>
            <source>change manager PIN</source>
            <translation>Manager-PIN geändert</translation>
        </message>
        <message>
            <source>settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <source>reveal code</source>
            <translation>Code angezeigt</translation>
        </message>
        <message>
            <source>end of shift report</source>
            <translation>Schichtabschluss</translation>
        </message>
        <message>
            <source>export audit log</source>
            <translation>Prüfprotokoll exportiert</translation>
        </message>
        <message>
            <source>top-up permission</source>
            <translation>Aufladeberechtigung</translation>
        </message>
        <message>
            <source>top-up maximum</source>
            <translation>Aufladehöchstbetrag</translation>
        </message>
        <message>
            <source>keyed on POS</source>
            <translation>im Kassensystem erfasst</translation>
        </message>
        <message>
            <source>manager decision</source>
            <translation>Entscheidung des Managers</translation>
        </message>
        <message>
            <source>search</source>
            <translation>Suche</translation>
        </message>
        <message>
            <source>order corrected</source>
            <translation>Bestellung korrigiert</translation>
        </message>
        <message>
            <source>e-mail address shown</source>
            <translation>E-Mail-Adresse angezeigt</translation>
        </message>
        <message>
            <source>lookups paused</source>
            <translation>Abfragen pausiert</translation>
        </message>
        <message>
            <source>lookup pause lifted</source>
            <translation>Abfragepause aufgehoben</translation>
        </message>
        <message>
            <source>country rules</source>
            <translation>Landesregeln</translation>
        </message>
        <message>
            <source>VAT class</source>
            <translation>MwSt.-Einstufung</translation>
        </message>
        <message>
            <source>old entries reduced</source>
            <translation>alte Einträge gekürzt</translation>
        </message>
        <message>
            <source>training started afresh</source>
            <translation>Schulung neu begonnen</translation>
        </message>
        <message>
            <source>done</source>
            <extracomment>Outcomes the log keeps in till words, shown in the manager's language; others as logged.</extracomment>
            <translation>erledigt</translation>
        </message>
        <message>
            <source>shown</source>
            <translation>angezeigt</translation>
        </message>
        <message>
            <source>changed</source>
            <translation>geändert</translation>
        </message>
        <message>
            <source>wrong PIN</source>
            <translation>falsche PIN</translation>
        </message>
        <message>
            <source>refused (locked)</source>
            <translation>abgelehnt (gesperrt)</translation>
        </message>
        <message>
            <source>refused (counted as a wrong PIN)</source>
            <translation>abgelehnt (als falsche PIN gezählt)</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Zeit</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Manager</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Bestellung</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Vorgang</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Betrag</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Reverses event</source>
            <translation>Storniert Vorgang</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Grund</translation>
        </message>
    </context>
    <context>
        <name>Bill</name>
        <message>
            <source>{code} must be used in full: {amount} for the {left} left — {refund}</source>
            <translation>{code} muss ganz eingelöst werden: {amount} für die verbleibenden {left} — {refund}</translation>
        </message>
        <message>
            <source>refund {amount} remainder to the guest</source>
            <translation>{amount} Restbetrag dem Gast erstatten</translation>
        </message>
        <message>
            <source>Tip: {reason}</source>
            <translation>Trinkgeld: {reason}</translation>
        </message>
        <message>
            <source>Tip paid by voucher, e.g. 5.00</source>
            <translation>Trinkgeld per Gutschein, z. B. 5,00</translation>
        </message>
        <message>
            <source>Tip</source>
            <translation>Trinkgeld</translation>
        </message>
        <message>
            <source>A reference is at most {most} characters: a room, table or folio number</source>
            <extracomment>The most vouchers one bill takes. [DECIDE] a dinner for a table, not a stack of gift cards. The longest reference a bill keeps (a room, table or folio number). Digits with any separators between them, as a card number may be typed.</extracomment>
            <translation>Eine Referenz hat höchstens {most} Zeichen: Zimmer-, Tisch- oder Folionummer</translation>
        </message>
        <message>
            <source>That looks like a payment card number: type a room, table or folio number instead</source>
            <translation>Das sieht nach einer Kartennummer aus: bitte Zimmer-, Tisch- oder Folionummer eingeben</translation>
        </message>
        <message>
            <source>{code} is already on this bill</source>
            <translation>{code} ist bereits auf dieser Rechnung</translation>
        </message>
        <message>
            <source>A bill takes at most {most} vouchers</source>
            <translation>Eine Rechnung nimmt höchstens {most} Gutscheine</translation>
        </message>
        <message>
            <source>{code} is in {currency}, not the bill's {bill_currency}</source>
            <translation>{code} ist in {currency}, nicht in der Rechnungswährung {bill_currency}</translation>
        </message>
        <message>
            <source>{code} cannot be used: it is {status}</source>
            <translation>{code} kann nicht verwendet werden: Status {status}</translation>
        </message>
        <message>
            <source>{code} is not valid here</source>
            <translation>{code} ist hier nicht gültig</translation>
        </message>
        <message>
            <source>{code} has nothing left on it</source>
            <translation>{code} hat kein Guthaben mehr</translation>
        </message>
        <message>
            <source>Nothing is left to pay on this bill: {code} was not added</source>
            <translation>Auf dieser Rechnung ist nichts mehr offen: {code} wurde nicht hinzugefügt</translation>
        </message>
        <message>
            <source>{code} must be used in full: {amount} for the {left} left — the guest loses {loss}</source>
            <translation>{code} muss vollständig eingelöst werden: {amount} für die offenen {left} — der Gast verliert {loss}</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s)</source>
            <translation>
                <numerusform>%n Gutschein</numerusform>
                <numerusform>%n Gutscheine</numerusform>
            </translation>
        </message>
        <message>
            <source>{amount} left to pay on the POS</source>
            <translation>{amount} noch an der Kasse zu zahlen</translation>
        </message>
        <message>
            <source>nothing left to pay</source>
            <translation>nichts mehr zu zahlen</translation>
        </message>
        <message>
            <source> (the guest loses {amount})</source>
            <translation> (der Gast verliert {amount})</translation>
        </message>
        <message numerus="yes">
            <source>Redeem %n voucher(s): {amount} — {rest}</source>
            <translation>
                <numerusform>%n Gutschein einlösen: {amount} — {rest}</numerusform>
                <numerusform>%n Gutscheine einlösen: {amount} — {rest}</numerusform>
            </translation>
        </message>
        <message>
            <source>not given</source>
            <extracomment>Lines of the bill not confirmed yet: the hand-off waits for a manager's decision on each. Lines confirmed on the bill that were never sent (the till stopped mid-bill): taken on the POS. What the POS refunds to the guest of a bill paid over its total, where the law says so.</extracomment>
            <translation>keine</translation>
        </message>
        <message>
            <source>Bill {reference} redeemed</source>
            <translation>Rechnung {reference} eingelöst</translation>
        </message>
        <message>
            <source>Bill redeemed</source>
            <translation>Rechnung eingelöst</translation>
        </message>
        <message>
            <source>{amount} left to pay</source>
            <translation>{amount} noch zu zahlen</translation>
        </message>
        <message numerus="yes">
            <source>Key {amount} as {tender} (%n voucher(s)) — {references}; {left}</source>
            <translation>
                <numerusform>{amount} als {tender} buchen (%n Gutschein) — {references}; {left}</numerusform>
                <numerusform>{amount} als {tender} buchen (%n Gutscheine) — {references}; {left}</numerusform>
            </translation>
        </message>
        <message>
            <source>reference {numbers}</source>
            <translation>Referenz {numbers}</translation>
        </message>
        <message>
            <source>references {numbers}</source>
            <translation>Referenzen {numbers}</translation>
        </message>
        <message>
            <source>Pay a bill with vouchers</source>
            <extracomment>Opens the review of the bill (as Enter in the empty code field does): F5, the key that opened the bill, moves it on; F6 stays Sell's.</extracomment>
            <translation>Rechnung mit Gutscheinen bezahlen</translation>
        </message>
        <message>
            <source>Bill total</source>
            <translation>Rechnungsbetrag</translation>
        </message>
        <message>
            <source>Bill total, e.g. 180.00</source>
            <translation>Rechnungsbetrag, z. B. 180,00</translation>
        </message>
        <message>
            <source>Bill reference</source>
            <translation>Rechnungsreferenz</translation>
        </message>
        <message>
            <source>Room, table or folio (optional)</source>
            <translation>Zimmer, Tisch oder Folio (optional)</translation>
        </message>
        <message>
            <source>Start bill</source>
            <translation>Rechnung starten</translation>
        </message>
        <message>
            <source>Start the bill (Enter)</source>
            <translation>Rechnung starten (Enter)</translation>
        </message>
        <message>
            <source>Voucher code for the bill</source>
            <translation>Gutscheincode für die Rechnung</translation>
        </message>
        <message>
            <source>Scan a voucher for this bill</source>
            <translation>Gutschein für diese Rechnung scannen</translation>
        </message>
        <message>
            <source>Add in full</source>
            <translation>Ganz hinzufügen</translation>
        </message>
        <message>
            <source>The guest loses the difference</source>
            <translation>Der Gast verliert die Differenz</translation>
        </message>
        <message>
            <source>Do not add</source>
            <translation>Nicht hinzufügen</translation>
        </message>
        <message>
            <source>Leave this voucher off the bill</source>
            <translation>Diesen Gutschein nicht auf die Rechnung nehmen</translation>
        </message>
        <message>
            <source>Vouchers on the bill</source>
            <translation>Gutscheine auf der Rechnung</translation>
        </message>
        <message>
            <source>New amount for the chosen voucher</source>
            <translation>Neuer Betrag für den gewählten Gutschein</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Betrag</translation>
        </message>
        <message>
            <source>Set amount</source>
            <translation>Betrag setzen</translation>
        </message>
        <message>
            <source>Change the chosen voucher's amount</source>
            <translation>Betrag des gewählten Gutscheins ändern</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Entfernen</translation>
        </message>
        <message>
            <source>Take the chosen voucher off the bill</source>
            <translation>Gewählten Gutschein von der Rechnung nehmen</translation>
        </message>
        <message>
            <source>Review (F5)</source>
            <translation>Prüfen (F5)</translation>
        </message>
        <message>
            <source>Review the bill before it is sent (F5, or Enter)</source>
            <translation>Rechnung vor dem Senden prüfen (F5 oder Enter)</translation>
        </message>
        <message>
            <source>bill</source>
            <translation>Rechnung</translation>
        </message>
        <message>
            <source>Back to the bill: nothing is sent (Esc)</source>
            <translation>Zurück zur Rechnung: nichts wird gesendet (Esc)</translation>
        </message>
        <message>
            <source>Stop after this voucher</source>
            <translation>Nach diesem Gutschein anhalten</translation>
        </message>
        <message>
            <source>The voucher on its way ends as the service records it; the others are not sent</source>
            <translation>Der laufende Gutschein wird so abgeschlossen, wie der Dienst ihn bucht; die anderen werden nicht gesendet</translation>
        </message>
        <message>
            <source>Close the bill</source>
            <translation>Rechnung schließen</translation>
        </message>
        <message>
            <source>The vouchers not sent stay untouched</source>
            <translation>Nicht gesendete Gutscheine bleiben unberührt</translation>
        </message>
        <message>
            <source>Keep the bill</source>
            <translation>Rechnung behalten</translation>
        </message>
        <message>
            <source>Back to the bill (Esc)</source>
            <translation>Zurück zur Rechnung (Esc)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Close the bill: what is left is paid on the POS</source>
            <translation>Rechnung schließen: der Rest wird an der Kasse bezahlt</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Referenz</translation>
        </message>
        <message>
            <source>A code was scanned into the tip: type the tip, then scan the code again.</source>
            <translation>Ein Code wurde ins Trinkgeld gescannt: Trinkgeld eingeben, dann den Code erneut scannen.</translation>
        </message>
        <message>
            <source>Sending…</source>
            <translation>Wird gesendet…</translation>
        </message>
        <message numerus="yes">
            <source>Close this bill? %n voucher(s) on it not sent.</source>
            <translation>
                <numerusform>Rechnung schließen? %n Gutschein darauf nicht gesendet.</numerusform>
                <numerusform>Rechnung schließen? %n Gutscheine darauf nicht gesendet.</numerusform>
            </translation>
        </message>
        <message>
            <source>Pay a bill</source>
            <extracomment>What is open at the till that an update must not interrupt (the updates' own set).</extracomment>
            <translation>Rechnung bezahlen</translation>
        </message>
        <message>
            <source>Several vouchers on one bill (F5)</source>
            <translation>Mehrere Gutscheine auf einer Rechnung (F5)</translation>
        </message>
        <message>
            <source>Pay a bill…</source>
            <translation>Rechnung bezahlen…</translation>
        </message>
        <message>
            <source>Bill total: {reason}</source>
            <extracomment>Statuses of a voucher another till used (up): "used elsewhere" says what happened to it. The law where the desk is, read as each voucher joins (a manager may change it). The bill as it stands: its tag, lines, their states, and every figure read from them. Codes scanned while an earlier one was being looked up: each joins in turn, none is lost. The cashier asked to stop: the lines not sent yet stay on the bill, unsent. Each line the service recorded, by scan: the bill's one slip lists them all. Late news of a sent line's movement that came while later lines were being sent. Line news held back while the next line's request leaves (``bill_news``).</extracomment>
            <translation>Rechnungsbetrag: {reason}</translation>
        </message>
        <message>
            <source>Bill total: {reason} Close the bill and start it again.</source>
            <translation>Rechnungsbetrag: {reason} Rechnung schließen und neu beginnen.</translation>
        </message>
        <message>
            <source>not found</source>
            <translation>nicht gefunden</translation>
        </message>
        <message>
            <source>{code}: {problem}</source>
            <translation>{code}: {problem}</translation>
        </message>
        <message>
            <source>{code} was not added to the bill.</source>
            <translation>{code} wurde nicht auf die Rechnung genommen.</translation>
        </message>
        <message>
            <source>{code} added: {amount} of {balance}</source>
            <translation>{code} hinzugefügt: {amount} von {balance}</translation>
        </message>
        <message>
            <source>{code} cannot be taken off: {why}</source>
            <translation>{code} kann nicht entfernt werden: {why}</translation>
        </message>
        <message>
            <source>{code} taken off the bill.</source>
            <translation>{code} von der Rechnung genommen.</translation>
        </message>
        <message>
            <source>Scan a voucher first: nothing on the bill is left to send.</source>
            <translation>Zuerst einen Gutschein scannen: auf der Rechnung ist nichts mehr zu senden.</translation>
        </message>
        <message>
            <source>Whole only</source>
            <extracomment>Lines that the next review sends: nothing moved on them. What the service recorded for a DONE line: its amount, the balance after, its event id. The journal's movement behind the line, once it was sent: a late answer finds its line. Earlier requests for the line the service applied late (it was taken twice). The other lines cover the bill: a line that takes nothing is not needed.</extracomment>
            <translation>Nur ganz</translation>
        </message>
        <message>
            <source>Part use</source>
            <translation>Teilweise</translation>
        </message>
        <message>
            <source>Not needed: nothing left to pay</source>
            <translation>Nicht nötig: nichts mehr zu zahlen</translation>
        </message>
        <message>
            <source>Nothing to take: it has nothing left on it</source>
            <translation>Nichts abzubuchen: kein Guthaben mehr</translation>
        </message>
        <message>
            <source>On the bill</source>
            <translation>Auf der Rechnung</translation>
        </message>
        <message>
            <source>Voucher</source>
            <translation>Gutschein</translation>
        </message>
        <message>
            <source>Use</source>
            <translation>Einlösung</translation>
        </message>
        <message>
            <source>Balance after</source>
            <translation>Guthaben danach</translation>
        </message>
        <message>
            <source>Where it stands</source>
            <translation>Stand</translation>
        </message>
        <message>
            <source>The balance of {code} could not be read again: {problem}</source>
            <translation>Das Guthaben von {code} konnte nicht erneut gelesen werden: {problem}</translation>
        </message>
        <message>
            <source>{code} now has {amount}</source>
            <translation>{code} hat jetzt {amount}</translation>
        </message>
        <message>
            <source>Used elsewhere since it was scanned: {changes}.</source>
            <translation>Seit dem Scannen anderswo verwendet: {changes}.</translation>
        </message>
        <message>
            <source>Topped up since it was scanned: {changes}.</source>
            <translation>Seit dem Scannen aufgeladen: {changes}.</translation>
        </message>
        <message>
            <source>Not sent: the bill was stopped — review again to send it</source>
            <translation>Nicht gesendet: die Rechnung wurde angehalten — erneut prüfen, um ihn zu senden</translation>
        </message>
        <message>
            <source>Did not go through: nothing was taken — retry or replace</source>
            <translation>Nicht durchgegangen: nichts abgebucht — erneut versuchen oder ersetzen</translation>
        </message>
        <message>
            <source>Not confirmed: a manager must check it (Manager menu)</source>
            <translation>Nicht bestätigt: ein Manager muss es prüfen (Menü Manager)</translation>
        </message>
        <message>
            <source>Sent; the service's answer was lost and it could not be proven — a manager decides</source>
            <translation>Gesendet; die Antwort des Dienstes ging verloren und ließ sich nicht belegen — ein Manager entscheidet</translation>
        </message>
        <message>
            <source>{amount} from {code}</source>
            <extracomment>The seconds left of a lost answer's check, at the end of the money path's countdown line. The manager whose PIN allowed the bill above the dual-control limit, for each line's actor.</extracomment>
            <translation>{amount} von {code}</translation>
        </message>
        <message>
            <source>about {what}</source>
            <translation>zu {what}</translation>
        </message>
        <message>
            <source>{what} is not confirmed: the till checks it again before this voucher is used again.</source>
            <translation>{what} ist nicht bestätigt: die Kasse prüft es erneut, bevor dieser Gutschein wieder verwendet wird.</translation>
        </message>
        <message>
            <source>The redemption is not confirmed yet.</source>
            <translation>Die Einlösung ist noch nicht bestätigt.</translation>
        </message>
        <message>
            <source>Not sent: {problem}</source>
            <translation>Nicht gesendet: {problem}</translation>
        </message>
        <message>
            <source>Not sent: {problem}.</source>
            <translation>Nicht gesendet: {problem}.</translation>
        </message>
        <message>
            <source>{problem}: not confirmed yet</source>
            <translation>{problem}: noch nicht bestätigt</translation>
        </message>
        <message>
            <source>Redeemed</source>
            <translation>Eingelöst</translation>
        </message>
        <message>
            <source>Redeemed · ref {reference}</source>
            <translation>Eingelöst · Ref. {reference}</translation>
        </message>
        <message>
            <source>the service refused it</source>
            <translation>der Dienst hat abgelehnt</translation>
        </message>
        <message>
            <source>Refused: {why} Nothing was taken.</source>
            <translation>Abgelehnt: {why} Nichts abgebucht.</translation>
        </message>
        <message>
            <source>Not confirmed: no answer yet — the till keeps checking</source>
            <translation>Nicht bestätigt: noch keine Antwort — die Kasse prüft weiter</translation>
        </message>
        <message>
            <source>No answer: checking with the service…</source>
            <translation>Keine Antwort: Prüfung beim Dienst…</translation>
        </message>
        <message>
            <source>Redeemed (found by the till's re-check) · ref {reference}</source>
            <translation>Eingelöst (von der Kassenprüfung gefunden) · Ref. {reference}</translation>
        </message>
        <message>
            <source>Taken twice: ref {first} and ref {late} (a request the service applied late) — a manager must check</source>
            <translation>Zweimal abgebucht: Ref. {first} und Ref. {late} (eine Anfrage, die der Dienst verspätet ausgeführt hat) — ein Manager muss prüfen</translation>
        </message>
        <message>
            <source>Scan ignored: {code} was not added — the bill is being reviewed or sent. Confirm with F12 or a tap, or go back.</source>
            <translation>Scan ignoriert: {code} nicht hinzugefügt — die Rechnung wird geprüft oder gesendet. Mit F12 oder Tippen bestätigen, oder zurück.</translation>
        </message>
        <message>
            <source>{code} must be used in full ({amount})</source>
            <translation>{code} muss vollständig eingelöst werden ({amount})</translation>
        </message>
        <message>
            <source>{code}: more than its balance ({amount})</source>
            <translation>{code}: mehr als sein Guthaben ({amount})</translation>
        </message>
        <message>
            <source>{code}: more than is left to pay on the bill</source>
            <translation>{code}: mehr als auf der Rechnung offen ist</translation>
        </message>
        <message>
            <source>the service recorded it</source>
            <translation>der Dienst hat sie gebucht</translation>
        </message>
        <message>
            <source>it is not confirmed yet</source>
            <translation>sie ist noch nicht bestätigt</translation>
        </message>
        <message>
            <source>it is being sent</source>
            <translation>sie wird gerade gesendet</translation>
        </message>
        <message>
            <source>Bill {total}</source>
            <translation>Rechnung {total}</translation>
        </message>
        <message>
            <source>ref {reference}</source>
            <translation>Ref. {reference}</translation>
        </message>
        <message>
            <source>on vouchers {amount}</source>
            <translation>auf Gutscheinen {amount}</translation>
        </message>
        <message>
            <source>not confirmed {amount}</source>
            <translation>nicht bestätigt {amount}</translation>
        </message>
        <message>
            <source>not taken {amount}</source>
            <translation>nicht abgebucht {amount}</translation>
        </message>
        <message>
            <source>including tip {amount}</source>
            <translation>inkl. Trinkgeld {amount}</translation>
        </message>
        <message>
            <source>left to pay {amount}</source>
            <translation>noch zu zahlen {amount}</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) redeemed: {amount}</source>
            <translation>
                <numerusform>%n Gutschein eingelöst: {amount}</numerusform>
                <numerusform>%n Gutscheine eingelöst: {amount}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) not confirmed — a manager must check</source>
            <translation>
                <numerusform>%n Gutschein nicht bestätigt — ein Manager muss prüfen</numerusform>
                <numerusform>%n Gutscheine nicht bestätigt — ein Manager muss prüfen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) not taken — retry, replace or take it on the POS</source>
            <translation>
                <numerusform>%n Gutschein nicht abgebucht — erneut versuchen, ersetzen oder an der Kasse kassieren</numerusform>
                <numerusform>%n Gutscheine nicht abgebucht — erneut versuchen, ersetzen oder an der Kasse kassieren</numerusform>
            </translation>
        </message>
        <message>
            <source>Bill: {parts}.</source>
            <translation>Rechnung: {parts}.</translation>
        </message>
        <message>
            <source>{amount} on {code}</source>
            <extracomment>The redeem-history status of a reversed redemption.</extracomment>
            <translation>{amount} auf {code}</translation>
        </message>
        <message>
            <source>Bill {reference} interrupted — not sent: {lines}</source>
            <translation>Rechnung {reference} unterbrochen — nicht gesendet: {lines}</translation>
        </message>
        <message>
            <source>{lines} not confirmed — a manager decides before the rest is paid</source>
            <translation>{lines} nicht bestätigt — ein Manager entscheidet, bevor der Rest bezahlt wird</translation>
        </message>
        <message>
            <source>the rest is paid on the POS once a manager has decided</source>
            <translation>der Rest wird an der Kasse bezahlt, sobald ein Manager entschieden hat</translation>
        </message>
    </context>
    <context>
        <name>Cases</name>
        <message>
            <source>Lost or stolen</source>
            <translation>Verloren oder gestohlen</translation>
        </message>
        <message>
            <source>Reissue the voucher</source>
            <translation>Gutschein neu ausstellen</translation>
        </message>
        <message>
            <source>Transfer the balance to another code</source>
            <translation>Guthaben auf einen anderen Code übertragen</translation>
        </message>
        <message>
            <source>Extend its validity</source>
            <translation>Gültigkeit verlängern</translation>
        </message>
        <message>
            <source>Suspected fraud</source>
            <translation>Betrugsverdacht</translation>
        </message>
        <message>
            <source>line #{line} was changed outside the till</source>
            <extracomment>The cases this till keeps on the voucher, one line each ("#2 open: Suspected fraud, …"). What could not be read ("the service could not be reached: the order is not shown"), or "".</extracomment>
            <translation>Zeile #{line} wurde außerhalb der Kasse geändert</translation>
        </message>
        <message>
            <source>line #{line} was removed outside the till</source>
            <translation>Zeile #{line} wurde außerhalb der Kasse entfernt</translation>
        </message>
        <message>
            <source>line #{line} was put in outside the till</source>
            <translation>Zeile #{line} wurde außerhalb der Kasse eingefügt</translation>
        </message>
        <message>
            <source>Audit lines of this voucher: {numbers}.</source>
            <translation>Protokollzeilen dieses Gutscheins: {numbers}.</translation>
        </message>
        <message>
            <source>Warning: these lines of this voucher do not check: {bad}.</source>
            <translation>Warnung: diese Zeilen des Gutscheins bestehen die Prüfung nicht: {bad}.</translation>
        </message>
        <message>
            <source>Each of them checks: none was changed or put in.</source>
            <translation>Jede besteht die Prüfung: keine wurde geändert oder eingefügt.</translation>
        </message>
        <message>
            <source>The whole chain checks: {lines} lines, head {head}.</source>
            <translation>Die ganze Kette besteht die Prüfung: {lines} Zeilen, Kopf {head}.</translation>
        </message>
        <message>
            <source>Warning: the chain does not check: {problem}.</source>
            <translation>Warnung: die Kette besteht die Prüfung nicht: {problem}.</translation>
        </message>
        <message>
            <source>{count} lines were written without the key: they show accidental edits only.</source>
            <translation>{count} Zeilen wurden ohne den Schlüssel geschrieben: sie zeigen nur versehentliche Änderungen.</translation>
        </message>
        <message>
            <source>Voucher code</source>
            <translation>Gutscheincode</translation>
        </message>
        <message>
            <source>Voucher</source>
            <translation>Gutschein</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Guthaben</translation>
        </message>
        <message>
            <source>Expires</source>
            <translation>Gültig bis</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Bestellung</translation>
        </message>
        <message>
            <source>Order date</source>
            <translation>Bestelldatum</translation>
        </message>
        <message>
            <source>Delivery</source>
            <translation>Zustellung</translation>
        </message>
        <message>
            <source>Order value</source>
            <translation>Bestellwert</translation>
        </message>
        <message>
            <source>Case</source>
            <translation>Fall</translation>
        </message>
        <message>
            <source>What is asked</source>
            <translation>Was erbeten wird</translation>
        </message>
        <message>
            <source>What happened</source>
            <translation>Was geschah</translation>
        </message>
        <message>
            <source>Opened</source>
            <translation>Eröffnet</translation>
        </message>
        <message>
            <source>Opened by manager</source>
            <translation>Eröffnet von Manager</translation>
        </message>
        <message>
            <source>Staff signed in</source>
            <translation>Angemeldete Mitarbeiter</translation>
        </message>
        <message>
            <source>Closed</source>
            <translation>Geschlossen</translation>
        </message>
        <message>
            <source>Closed by manager</source>
            <translation>Geschlossen von Manager</translation>
        </message>
        <message>
            <source>Closing note</source>
            <translation>Abschlussvermerk</translation>
        </message>
        <message>
            <source>Till time</source>
            <translation>Zeit der Kasse</translation>
        </message>
        <message>
            <source>Service time</source>
            <translation>Zeit des Dienstes</translation>
        </message>
        <message>
            <source>Till</source>
            <translation>Kasse</translation>
        </message>
        <message>
            <source>Staff</source>
            <translation>Mitarbeiter</translation>
        </message>
        <message>
            <source>Movement</source>
            <translation>Bewegung</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Betrag</translation>
        </message>
        <message>
            <source>Balance before</source>
            <translation>Guthaben vorher</translation>
        </message>
        <message>
            <source>Balance after</source>
            <translation>Guthaben nachher</translation>
        </message>
        <message>
            <source>POS reference</source>
            <translation>Kassenreferenz</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Ticked on the POS by</source>
            <translation>Im Kassensystem abgehakt von</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Zeit</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Referenz</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Wo</translation>
        </message>
        <message>
            <source>#{number} open: {reason}, opened {when} by {manager}</source>
            <translation>#{number} offen: {reason}, eröffnet {when} von {manager}</translation>
        </message>
        <message>
            <source>#{number} closed {closed} by {closer}: {reason}, opened {when} by {manager}</source>
            <translation>#{number} geschlossen {closed} von {closer}: {reason}, eröffnet {when} von {manager}</translation>
        </message>
        <message>
            <source>{place} · till {till} · made {when} by manager {manager}</source>
            <translation>{place} · Kasse {till} · erstellt {when} von Manager {manager}</translation>
        </message>
        <message>
            <source>The voucher and its order</source>
            <translation>Der Gutschein und seine Bestellung</translation>
        </message>
        <message>
            <source>Movements at this till</source>
            <translation>Bewegungen an dieser Kasse</translation>
        </message>
        <message>
            <source>This till made no movement on this voucher.</source>
            <translation>Diese Kasse hat mit diesem Gutschein nichts gebucht.</translation>
        </message>
        <message>
            <source>Redemptions the service shows elsewhere</source>
            <translation>Einlösungen, die der Dienst anderswo zeigt</translation>
        </message>
        <message>
            <source>Cases at this till</source>
            <translation>Fälle an dieser Kasse</translation>
        </message>
        <message>
            <source>Slips</source>
            <translation>Belege</translation>
        </message>
        <message>
            <source>No slip was printed for this voucher here.</source>
            <translation>Für diesen Gutschein wurde hier kein Beleg gedruckt.</translation>
        </message>
        <message>
            <source>The audit log</source>
            <translation>Das Prüfprotokoll</translation>
        </message>
        <message>
            <source>Dispute pack: voucher {code}</source>
            <translation>Beweismappe: Gutschein {code}</translation>
        </message>
        <message>
            <source>Case #{number}: voucher {code}</source>
            <translation>Fall #{number}: Gutschein {code}</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Offen</translation>
        </message>
        <message>
            <source>Closed {when} by {manager}</source>
            <translation>Geschlossen {when} von {manager}</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Manager</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Stand</translation>
        </message>
        <message>
            <source>Choose an open case first.</source>
            <translation>Wählen Sie zuerst einen offenen Fall.</translation>
        </message>
        <message>
            <source>The case could not be closed: {problem}</source>
            <translation>Der Fall konnte nicht geschlossen werden: {problem}</translation>
        </message>
        <message>
            <source>Case #{number} is closed: voucher {code} can be used again.</source>
            <translation>Fall #{number} ist geschlossen: Gutschein {code} kann wieder verwendet werden.</translation>
        </message>
        <message>
            <source>Choose a case first.</source>
            <translation>Wählen Sie zuerst einen Fall.</translation>
        </message>
        <message>
            <source>Voucher {code} has an open case (#{number}, {reason}): nothing can be redeemed or topped up until a manager closes it.</source>
            <translation>Gutschein {code} hat einen offenen Fall (#{number}, {reason}): nichts kann eingelöst oder aufgeladen werden, bis ein Manager ihn schließt.</translation>
        </message>
        <message>
            <source>Case #{number}: {reason}, reported {when} by manager {manager}.</source>
            <translation>Fall #{number}: {reason}, gemeldet {when} von Manager {manager}.</translation>
        </message>
        <message>
            <source>Nothing can be redeemed or topped up until a manager closes the case.</source>
            <translation>Nichts kann eingelöst oder aufgeladen werden, bis ein Manager den Fall schließt.</translation>
        </message>
        <message>
            <source>See Manager → Voucher cases.</source>
            <translation>Siehe Manager → Gutscheinfälle.</translation>
        </message>
        <message>
            <source>Open case</source>
            <translation>Offener Fall</translation>
        </message>
        <message>
            <source>The case could not be written: {problem}</source>
            <translation>Der Fall konnte nicht gespeichert werden: {problem}</translation>
        </message>
        <message>
            <source>The page as it will print</source>
            <translation>Die Seite, wie sie gedruckt wird</translation>
        </message>
        <message>
            <source>Save PDF…</source>
            <translation>PDF speichern…</translation>
        </message>
        <message>
            <source>Copy for e-mail</source>
            <translation>Für E-Mail kopieren</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Gespeichert: {path}</translation>
        </message>
        <message>
            <source>Copied: paste it into an e-mail to the voucher service's support.</source>
            <translation>Kopiert: fügen Sie es in eine E-Mail an den Support des Gutscheindienstes ein.</translation>
        </message>
        <message>
            <source>Save the PDF</source>
            <translation>PDF speichern</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Dispute pack</source>
            <translation>Beweismappe</translation>
        </message>
        <message>
            <source>Gathering what this till knows of the voucher…</source>
            <translation>Alles, was diese Kasse über den Gutschein weiß, wird gesammelt…</translation>
        </message>
        <message>
            <source>Dispute pack for voucher {code}: save it as a PDF to file or hand on.</source>
            <translation>Beweismappe zu Gutschein {code}: als PDF speichern, um sie abzulegen oder weiterzugeben.</translation>
        </message>
        <message>
            <source>Report a problem with this voucher</source>
            <translation>Problem mit diesem Gutschein melden</translation>
        </message>
        <message>
            <source>Voucher {code}. The service cannot block, reissue, transfer or extend a code.</source>
            <translation>Gutschein {code}. Der Dienst kann einen Code nicht sperren, neu ausstellen, übertragen oder verlängern.</translation>
        </message>
        <message>
            <source>The till writes a case sheet for its support and refuses the voucher here until the case is closed.</source>
            <translation>Die Kasse schreibt ein Fallblatt für seinen Support und lehnt den Gutschein hier ab, bis der Fall geschlossen ist.</translation>
        </message>
        <message>
            <source>What the guest says, what was checked, by whom</source>
            <translation>Was der Gast sagt, was geprüft wurde, von wem</translation>
        </message>
        <message>
            <source>Open the case</source>
            <translation>Fall eröffnen</translation>
        </message>
        <message>
            <source>Case #{number} is open: voucher {code} is refused at this till until a manager closes it.</source>
            <translation>Fall #{number} ist eröffnet: Gutschein {code} wird an dieser Kasse abgelehnt, bis ein Manager ihn schließt.</translation>
        </message>
        <message>
            <source>Copy the sheet into an e-mail to the voucher service's support, or save it as a PDF.</source>
            <translation>Kopieren Sie das Blatt in eine E-Mail an den Support des Gutscheindienstes oder speichern Sie es als PDF.</translation>
        </message>
        <message>
            <source>Voucher cases</source>
            <translation>Gutscheinfälle</translation>
        </message>
        <message>
            <source>What the service did, or why it is closed</source>
            <translation>Was der Dienst getan hat oder warum er geschlossen wird</translation>
        </message>
        <message>
            <source>What was done</source>
            <translation>Was getan wurde</translation>
        </message>
        <message>
            <source>Close the case</source>
            <translation>Fall schließen</translation>
        </message>
        <message>
            <source>Case sheet</source>
            <translation>Fallblatt</translation>
        </message>
        <message numerus="yes">
            <source>%n open case(s) at this till.</source>
            <translation>
                <numerusform>%n offener Fall an dieser Kasse.</numerusform>
                <numerusform>%n offene Fälle an dieser Kasse.</numerusform>
            </translation>
        </message>
        <message>
            <source>sent, no answer yet</source>
            <extracomment>The event type each movement asks the service for, named when no event came back.</extracomment>
            <translation>gesendet, noch keine Antwort</translation>
        </message>
        <message>
            <source>done</source>
            <translation>erledigt</translation>
        </message>
        <message>
            <source>refused by the service</source>
            <translation>vom Dienst abgelehnt</translation>
        </message>
        <message>
            <source>not confirmed</source>
            <translation>nicht bestätigt</translation>
        </message>
        <message>
            <source>not applied</source>
            <translation>nicht ausgeführt</translation>
        </message>
        <message>
            <source>other figures than asked</source>
            <translation>andere Zahlen als verlangt</translation>
        </message>
        <message>
            <source>waits for a manager's decision</source>
            <translation>wartet auf die Entscheidung eines Managers</translation>
        </message>
        <message>
            <source>The service could not be read: what it holds of the voucher and its order is missing here. This till's own records follow.</source>
            <extracomment>The service's clock (the property's local time): what the status badge is judged at.</extracomment>
            <translation>Der Dienst konnte nicht gelesen werden: was er über den Gutschein und seine Bestellung hat, fehlt hier. Es folgen die eigenen Aufzeichnungen dieser Kasse.</translation>
        </message>
        <message>
            <source>not named</source>
            <translation>ohne Namen</translation>
        </message>
        <message>
            <source>{method}, charged {charge}</source>
            <translation>{method}, berechnet {charge}</translation>
        </message>
        <message>
            <source>Look up a voucher first.</source>
            <translation>Rufen Sie zuerst einen Gutschein auf.</translation>
        </message>
        <message>
            <source>A dispute pack for voucher {code}</source>
            <translation>Eine Beweismappe zu Gutschein {code}</translation>
        </message>
        <message>
            <source>Voucher {code} already has an open case (#{number}): see Manager → Voucher cases.</source>
            <translation>Gutschein {code} hat schon einen offenen Fall (#{number}): siehe Manager → Gutscheinfälle.</translation>
        </message>
        <message>
            <source>Report a problem with voucher {code}</source>
            <translation>Problem mit Gutschein {code} melden</translation>
        </message>
        <message>
            <source>The voucher cases</source>
            <translation>Die Gutscheinfälle</translation>
        </message>
    </context>
    <context>
        <name>Code</name>
        <message>
            <source>Scan or type a voucher code</source>
            <translation>Gutscheincode scannen oder eingeben</translation>
        </message>
        <message>
            <source>That is too long to be a voucher code</source>
            <translation>Das ist zu lang für einen Gutscheincode</translation>
        </message>
        <message>
            <source>That code is hidden: scan the voucher or type its whole code</source>
            <translation>Dieser Code ist verdeckt: Gutschein scannen oder den ganzen Code eingeben</translation>
        </message>
        <message>
            <source>That is too short to be a voucher code</source>
            <translation>Das ist zu kurz für einen Gutscheincode</translation>
        </message>
        <message>
            <source>Voucher codes contain only letters and digits</source>
            <translation>Gutscheincodes bestehen nur aus Buchstaben und Ziffern</translation>
        </message>
        <message>
            <source>That link does not hold a voucher code</source>
            <translation>Dieser Link enthält keinen Gutscheincode</translation>
        </message>
        <message>
            <source>That code holds hidden direction marks: scan it again, or type it by hand</source>
            <translation>Dieser Code enthält versteckte Richtungszeichen: erneut scannen oder von Hand eingeben</translation>
        </message>
        <message>
            <source>A few digits are not a voucher code (a PIN or an amount?): nothing was looked up</source>
            <translation>Ein paar Ziffern sind kein Gutscheincode (eine PIN oder ein Betrag?): Es wurde nichts abgefragt</translation>
        </message>
    </context>
    <context>
        <name>Confirm</name>
        <message>
            <source>Confirm (F12)</source>
            <extracomment>The one key that confirms: no scanner's suffix, and not a key a cashier presses by accident.</extracomment>
            <translation>Bestätigen (F12)</translation>
        </message>
        <message>
            <source>Cancel (Esc)</source>
            <extracomment>The longest a click's repaint of the step waits for the movement to be on its way. Confirm's text while a movement is in flight ("Redeeming…"); "" when none is.</extracomment>
            <translation>Abbrechen (Esc)</translation>
        </message>
        <message>
            <source>What confirming the {what} will do</source>
            <translation>Was die Bestätigung bewirkt ({what})</translation>
        </message>
        <message>
            <source>Confirm this {what} (click, tap or F12; Enter never confirms)</source>
            <translation>Bestätigen: {what} (Klick, Tippen oder F12; Eingabe bestätigt nie)</translation>
        </message>
        <message>
            <source>Confirm the {what}</source>
            <translation>Bestätigen: {what}</translation>
        </message>
    </context>
    <context>
        <name>Connection</name>
        <message>
            <source>Offline: the voucher service cannot be reached.</source>
            <translation>Offline: Der Gutscheindienst ist nicht erreichbar.</translation>
        </message>
        <message>
            <source>The voucher service is having trouble.</source>
            <translation>Der Gutscheindienst hat Probleme.</translation>
        </message>
        <message>
            <source>activity</source>
            <extracomment>The state a failed probe leaves the till in; any other failure means it is still offline. The parts of the service that can fail on their own, in till words ("activity" is the feed's).</extracomment>
            <translation>Aktivität</translation>
        </message>
        <message>
            <source> · last contact {time}</source>
            <extracomment>The parts of the service that fail on their own while it otherwise answers ("activity"). A new last-contact time waits to be told (``report_success`` while online already).</extracomment>
            <translation> · letzter Kontakt {time}</translation>
        </message>
        <message>
            <source>{part} not updating</source>
            <translation>{part} wird nicht aktualisiert</translation>
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
            <translation>Prüfung…</translation>
        </message>
        <message>
            <source>Offline</source>
            <translation>Offline</translation>
        </message>
        <message>
            <source>API key refused — ask a manager</source>
            <translation>API-Schlüssel abgelehnt — Manager fragen</translation>
        </message>
        <message>
            <source>Service having trouble</source>
            <translation>Dienst hat Probleme</translation>
        </message>
        <message>
            <source> Last contact {time}.</source>
            <translation> Letzter Kontakt {time}.</translation>
        </message>
        <message>
            <source>Offline: the voucher service cannot be reached. The till keeps trying; lookups wait and carry on by themselves when it answers.</source>
            <translation>Offline: Der Gutscheindienst ist nicht erreichbar. Die Kasse versucht es weiter; Abfragen warten und laufen von selbst weiter, sobald er antwortet.</translation>
        </message>
        <message>
            <source>The voucher service is having trouble (it answers with errors). The till keeps trying; try again in a moment.</source>
            <translation>Der Gutscheindienst hat Probleme (er antwortet mit Fehlern). Die Kasse versucht es weiter; bitte gleich noch einmal versuchen.</translation>
        </message>
    </context>
    <context>
        <name>Counter</name>
        <message>
            <source>Activity (F3)</source>
            <translation>Aktivität (F3)</translation>
        </message>
        <message>
            <source>Back to the counter (F3)</source>
            <translation>Zurück zur Kasse (F3)</translation>
        </message>
        <message>
            <source>Manager: it did not go through…</source>
            <translation>Manager: nicht durchgegangen…</translation>
        </message>
        <message>
            <source>An earlier redemption or top-up of this voucher is unconfirmed. A manager who has checked with the service that it did not go through can unblock the voucher (manager PIN).</source>
            <translation>Eine frühere Einlösung oder Aufladung dieses Gutscheins ist unbestätigt. Ein Manager, der beim Dienst geprüft hat, dass sie nicht durchging, kann den Gutschein freigeben (Manager-PIN).</translation>
        </message>
        <message>
            <source>Mark the unconfirmed top-up of {code} as not applied, after checking with the service that it did not go through</source>
            <translation>Unbestätigte Aufladung von {code} als nicht ausgeführt markieren, nachdem beim Dienst geprüft wurde, dass sie nicht durchging</translation>
        </message>
        <message>
            <source>Mark the unconfirmed redemption of {code} as not applied, after checking with the service that it did not go through</source>
            <translation>Unbestätigte Einlösung von {code} als nicht ausgeführt markieren, nachdem beim Dienst geprüft wurde, dass sie nicht durchging</translation>
        </message>
        <message>
            <source>Refund the whole order of this voucher (manager PIN)</source>
            <translation>Ganze Bestellung dieses Gutscheins erstatten (Manager-PIN)</translation>
        </message>
        <message>
            <source>Refund order…</source>
            <translation>Bestellung erstatten…</translation>
        </message>
        <message>
            <source>Refund order #{order}…</source>
            <translation>Bestellung #{order} erstatten…</translation>
        </message>
        <message>
            <source>This voucher is void, so its order cannot be refunded.</source>
            <translation>Dieser Gutschein ist ungültig, daher kann seine Bestellung nicht erstattet werden.</translation>
        </message>
        <message>
            <source>Looking up…</source>
            <extracomment>The next voucher shown answers a new lookup: its details start at the top. Signed in, and nothing typed in the code field yet: the Enter that started the shift, pressed twice, is no lookup of an empty code (a red line on a fresh till).</extracomment>
            <translation>Wird gesucht…</translation>
        </message>
        <message>
            <source>Look up</source>
            <translation>Suchen</translation>
        </message>
        <message>
            <source>Scan or type a voucher code</source>
            <translation>Gutscheincode scannen oder eingeben</translation>
        </message>
        <message>
            <source>Scan a code</source>
            <translation>Code scannen</translation>
        </message>
        <message>
            <source>Voucher code</source>
            <translation>Gutscheincode</translation>
        </message>
        <message>
            <source>Scan or type a code, then Enter or Tab (F2 comes back here)</source>
            <translation>Code scannen oder eingeben, dann Eingabe oder Tab (F2 kehrt hierher zurück)</translation>
        </message>
        <message>
            <source>Look up the code (Enter)</source>
            <translation>Code suchen (Eingabe)</translation>
        </message>
        <message>
            <source>About the code</source>
            <translation>Zum Code</translation>
        </message>
        <message>
            <source>Close anyway</source>
            <translation>Trotzdem schließen</translation>
        </message>
        <message>
            <source>Sign out anyway</source>
            <translation>Trotzdem abmelden</translation>
        </message>
        <message>
            <source>Open another voucher?</source>
            <extracomment>The question asked before a feed row replaces the voucher on the counter, while open.</extracomment>
            <translation>Anderen Gutschein öffnen?</translation>
        </message>
        <message>
            <source>Nothing on screen for {key} now: scan or type a voucher's code to use it.</source>
            <translation>Für {key} ist gerade nichts auf dem Bildschirm: Scannen oder tippen Sie den Code eines Gutscheins, um ihn zu nutzen.</translation>
        </message>
        <message>
            <source>{key} waits: the till is still finding out whether the last redemption went through.</source>
            <translation>{key} wartet: Die Kasse prüft noch, ob die letzte Einlösung durchgegangen ist.</translation>
        </message>
        <message>
            <source>{key} confirms what a review shows: type the amount and press Enter first.</source>
            <translation>{key} bestätigt eine geprüfte Buchung: zuerst den Betrag eingeben und die Eingabetaste drücken.</translation>
        </message>
        <message>
            <source>{key}: type the amount and press Enter first.</source>
            <translation>{key}: zuerst den Betrag eingeben und die Eingabetaste drücken.</translation>
        </message>
        <message>
            <source>{here} is on the counter. Open {other} instead?</source>
            <translation>{here} liegt an der Kasse. Stattdessen {other} öffnen?</translation>
        </message>
        <message>
            <source>{here} is closed; nothing is redeemed from either.</source>
            <translation>{here} wird geschlossen; von keinem wird etwas eingelöst.</translation>
        </message>
        <message>
            <source>Open {other}</source>
            <translation>{other} öffnen</translation>
        </message>
        <message>
            <source>Keep {here}</source>
            <translation>{here} behalten</translation>
        </message>
    </context>
    <context>
        <name>Crash</name>
        <message>
            <source>Save a support report…</source>
            <translation>Supportbericht speichern…</translation>
        </message>
        <message>
            <source>Something went wrong</source>
            <extracomment>Opens *Save a support report…*; offered in the dialog once the window has set it.</extracomment>
            <translation>Etwas ist schiefgelaufen</translation>
        </message>
        <message>
            <source>Something went wrong inside the till. It has been logged, and you can carry on.</source>
            <translation>In der Kasse ist etwas schiefgelaufen. Es wurde protokolliert, Sie können weiterarbeiten.</translation>
        </message>
        <message>
            <source>If it keeps happening, copy the details for support.</source>
            <translation>Wenn es wieder passiert, Details für den Support kopieren.</translation>
        </message>
        <message>
            <source>Copy details</source>
            <translation>Details kopieren</translation>
        </message>
    </context>
    <context>
        <name>DualControl</name>
        <message>
            <source>Above {limit}: a manager's PIN is needed to confirm.</source>
            <translation>Über {limit}: Zum Bestätigen ist die PIN eines Managers nötig.</translation>
        </message>
    </context>
    <context>
        <name>DualLimit</name>
        <message>
            <source>Now: off — no manager's PIN is asked for any amount.</source>
            <translation>Jetzt: aus — für keinen Betrag wird eine Manager-PIN verlangt.</translation>
        </message>
        <message>
            <source>Now: a manager's PIN is asked above {limit}.</source>
            <translation>Jetzt: über {limit} wird eine Manager-PIN verlangt.</translation>
        </message>
        <message>
            <source>Type the currency's three-letter code (GBP, EUR)</source>
            <translation>Den dreibuchstabigen Währungscode eingeben (GBP, EUR)</translation>
        </message>
        <message>
            <source>{problem}. Nothing was changed.</source>
            <translation>{problem}. Nichts wurde geändert.</translation>
        </message>
        <message>
            <source>Dual control</source>
            <translation>Vier-Augen-Prinzip</translation>
        </message>
        <message>
            <source>At {place}, above this amount in the voucher's currency a redemption, a bill's line, a top-up or a sale needs a manager's PIN as well as Confirm. Leave the amount empty to turn it off.</source>
            <translation>Bei {place} braucht über diesem Betrag in der Währung des Gutscheins eine Einlösung, eine Rechnungszeile, eine Aufladung oder ein Verkauf außer Bestätigen auch eine Manager-PIN. Den Betrag leer lassen, um es auszuschalten.</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Währung</translation>
        </message>
        <message>
            <source>A manager's PIN above</source>
            <translation>Manager-PIN über</translation>
        </message>
        <message>
            <source>Why this cannot be saved</source>
            <translation>Warum dies nicht gespeichert werden kann</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Speichern</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <source>The voucher service answers from another address ({where}): ask a manager to check Service settings.</source>
            <translation>Der Gutscheindienst antwortet von einer anderen Adresse ({where}): einen Manager bitten, die Diensteinstellungen zu prüfen.</translation>
        </message>
        <message>
            <source>The voucher service answers that it has moved: ask a manager to check Service settings.</source>
            <translation>Der Gutscheindienst antwortet, er sei umgezogen: einen Manager bitten, die Diensteinstellungen zu prüfen.</translation>
        </message>
        <message>
            <source>The voucher service reported a problem instead of an answer. Try again in a moment.</source>
            <translation>Der Gutscheindienst hat statt einer Antwort ein Problem gemeldet. Gleich noch einmal versuchen.</translation>
        </message>
        <message>
            <source>This voucher cannot be used now.</source>
            <extracomment>Failures the till expects and explains; anything else is a bug.</extracomment>
            <translation>Dieser Gutschein kann jetzt nicht verwendet werden.</translation>
        </message>
        <message>
            <source>That is more than the voucher's balance.</source>
            <translation>Das ist mehr als das Guthaben des Gutscheins.</translation>
        </message>
        <message>
            <source>This voucher must be used in full.</source>
            <translation>Dieser Gutschein muss vollständig eingelöst werden.</translation>
        </message>
        <message>
            <source>The service did not accept that amount.</source>
            <translation>Der Dienst hat diesen Betrag nicht angenommen.</translation>
        </message>
        <message>
            <source>This voucher is not valid at this location.</source>
            <translation>Dieser Gutschein gilt an diesem Standort nicht.</translation>
        </message>
        <message>
            <source>This order has already been refunded.</source>
            <translation>Diese Bestellung wurde bereits erstattet.</translation>
        </message>
        <message>
            <source>A voucher in this order has been used, so the order cannot be refunded.</source>
            <translation>Ein Gutschein dieser Bestellung wurde verwendet, daher kann die Bestellung nicht erstattet werden.</translation>
        </message>
        <message>
            <source>Only orders created through the API can be refunded here.</source>
            <translation>Hier können nur über die API angelegte Bestellungen erstattet werden.</translation>
        </message>
        <message>
            <source>The service has not confirmed this event yet, so it cannot be reversed.</source>
            <translation>Der Dienst hat dieses Ereignis noch nicht bestätigt, daher kann es nicht storniert werden.</translation>
        </message>
        <message>
            <source>This event has already been reversed.</source>
            <translation>Dieses Ereignis wurde bereits storniert.</translation>
        </message>
        <message>
            <source>This kind of event cannot be reversed.</source>
            <translation>Diese Art von Ereignis kann nicht storniert werden.</translation>
        </message>
        <message>
            <source>The request was missing something the service needs.</source>
            <translation>In der Anfrage fehlte etwas, das der Dienst braucht.</translation>
        </message>
        <message>
            <source>The service did not accept the request.</source>
            <translation>Der Dienst hat die Anfrage nicht angenommen.</translation>
        </message>
        <message>
            <source>The service could not read the request.</source>
            <translation>Der Dienst konnte die Anfrage nicht lesen.</translation>
        </message>
        <message>
            <source>This voucher is not valid yet.</source>
            <extracomment>``not_redeemable`` by the status the service named (longest first: "Not Yet Valid" before "Valid").</extracomment>
            <translation>Dieser Gutschein ist noch nicht gültig.</translation>
        </message>
        <message>
            <source>The payment for this voucher was reversed (a chargeback).</source>
            <translation>Die Zahlung für diesen Gutschein wurde zurückgebucht (Chargeback).</translation>
        </message>
        <message>
            <source>This voucher is already used.</source>
            <translation>Dieser Gutschein ist bereits eingelöst.</translation>
        </message>
        <message>
            <source>This voucher has expired.</source>
            <translation>Dieser Gutschein ist abgelaufen.</translation>
        </message>
        <message>
            <source>This voucher is void (cancelled).</source>
            <translation>Dieser Gutschein ist ungültig.</translation>
        </message>
        <message>
            <source>The voucher service refused this for a reason the till does not know; its own words are in the till's log for a manager or support.</source>
            <extracomment>A refusal whose reason the till does not know: the service's words go to the details only.</extracomment>
            <translation>Der Gutscheindienst hat das aus einem Grund abgelehnt, den die Kasse nicht kennt; seine eigene Antwort steht im Kassenprotokoll für einen Manager oder den Support.</translation>
        </message>
        <message>
            <source>The service refused the till's API key — ask a manager to check Service settings.</source>
            <translation>Der Dienst hat den API-Schlüssel der Kasse abgelehnt — einen Manager bitten, die Diensteinstellungen zu prüfen.</translation>
        </message>
        <message>
            <source>Not found.</source>
            <translation>Nicht gefunden.</translation>
        </message>
        <message>
            <source>No voucher with that code. Check the code and try again.</source>
            <translation>Kein Gutschein mit diesem Code. Code prüfen und erneut versuchen.</translation>
        </message>
        <message>
            <source>That order was not found.</source>
            <translation>Diese Bestellung wurde nicht gefunden.</translation>
        </message>
        <message>
            <source>That event was not found.</source>
            <translation>Dieses Ereignis wurde nicht gefunden.</translation>
        </message>
        <message>
            <source>The voucher service is busy. Wait a few seconds and try again.</source>
            <extracomment>The failures told the same way whatever was asked, by their type, most specific first: the till's words (translated where they are shown) and how far the request got.</extracomment>
            <translation>Der Gutscheindienst ist ausgelastet. Ein paar Sekunden warten und erneut versuchen.</translation>
        </message>
        <message>
            <source>No answer from the service: checking whether it went through…</source>
            <translation>Keine Antwort vom Dienst: Es wird geprüft, ob es durchging…</translation>
        </message>
        <message>
            <source>Cannot reach the voucher service. Check the network; the till keeps trying.</source>
            <translation>Der Gutscheindienst ist nicht erreichbar. Netzwerk prüfen; die Kasse versucht es weiter.</translation>
        </message>
        <message>
            <source>The voucher service is not answering. Try again in a moment.</source>
            <translation>Der Gutscheindienst antwortet nicht. Gleich noch einmal versuchen.</translation>
        </message>
        <message>
            <source>The voucher service is having trouble. Try again in a moment.</source>
            <translation>Der Gutscheindienst hat Probleme. Gleich noch einmal versuchen.</translation>
        </message>
        <message>
            <source>The voucher service sent an answer the till cannot read.</source>
            <translation>Der Gutscheindienst hat eine Antwort geschickt, die die Kasse nicht lesen kann.</translation>
        </message>
    </context>
    <context>
        <name>Feed</name>
        <message>
            <source>Activity at this location</source>
            <extracomment>The feed's columns (the model's order): time, code, type, amount, balance after, confirmed. A late, wide moment and amount: the samples the columns are made as wide as. A feed row is tapped to choose an event for Reverse or Reprint: a touch target, 40 px like a button. The keys that walk the feed: each selects the row it lands on.</extracomment>
            <translation>Aktivität am Standort</translation>
        </message>
        <message>
            <source>Activity</source>
            <translation>Aktivität</translation>
        </message>
        <message>
            <source>Filter by code or type</source>
            <translation>Filtern: Code oder Art</translation>
        </message>
        <message>
            <source>Filter</source>
            <translation>Filtern</translation>
        </message>
        <message>
            <source>Filter the activity</source>
            <translation>Aktivität filtern</translation>
        </message>
        <message>
            <source>No event matches. Codes show only their last characters: type those, or the whole code.</source>
            <translation>Kein Ereignis passt. Codes zeigen nur ihre letzten Zeichen: Geben Sie diese oder den ganzen Code ein.</translation>
        </message>
        <message>
            <source>About the filter</source>
            <translation>Zum Filter</translation>
        </message>
        <message>
            <source>Balance events at this location</source>
            <translation>Guthabenvorgänge an diesem Standort</translation>
        </message>
        <message>
            <source>Click to choose an event (Reverse, Reprint); double-click or Enter opens its voucher</source>
            <translation>Klicken wählt einen Vorgang (Stornieren, Nachdrucken); Doppelklick oder Enter öffnet seinen Gutschein</translation>
        </message>
        <message>
            <source>Last contact with the service</source>
            <translation>Letzter Kontakt mit dem Dienst</translation>
        </message>
        <message>
            <source>Fetch the next 50 older events</source>
            <translation>Die nächsten 50 älteren Vorgänge laden</translation>
        </message>
        <message>
            <source>Reverse…</source>
            <translation>Stornieren…</translation>
        </message>
        <message>
            <source>Reprint slip</source>
            <translation>Beleg nachdrucken</translation>
        </message>
        <message>
            <source>Print the guest's slip of the selected event again, marked Reprint</source>
            <translation>Den Gastbeleg des gewählten Vorgangs erneut drucken, als Nachdruck markiert</translation>
        </message>
        <message>
            <source>Reverse the selected event (manager PIN)</source>
            <translation>Gewählten Vorgang stornieren (Manager-PIN)</translation>
        </message>
        <message>
            <source>Not heard from the service yet</source>
            <extracomment>Why a reverse the type allows is still known to be refused (this till reversed the event, or a manager's check found it reversed); composition sets it, "" when nothing is known.</extracomment>
            <translation>Noch keine Antwort vom Dienst</translation>
        </message>
        <message>
            <source>Last heard from the service {time}</source>
            <translation>Letzte Antwort vom Dienst {time}</translation>
        </message>
        <message>
            <source>Updated {time}</source>
            <translation>Aktualisiert {time}</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>Wird geladen…</translation>
        </message>
        <message>
            <source>Load older</source>
            <translation>Ältere laden</translation>
        </message>
        <message>
            <source>No older events</source>
            <translation>Keine älteren Vorgänge</translation>
        </message>
        <message>
            <source>The activity list could not be updated. The voucher service sent an event the till cannot read (event {which}); the other events are shown.</source>
            <translation>Die Aktivitätsliste konnte nicht aktualisiert werden. Der Gutscheindienst hat einen Vorgang gesendet, den die Kasse nicht lesen kann (Vorgang {which}); die anderen Vorgänge werden angezeigt.</translation>
        </message>
        <message numerus="yes">
            <source>The activity list could not be updated. The voucher service sent %n events the till cannot read (event {which}); the other events are shown.</source>
            <translation>
                <numerusform>Die Aktivitätsliste konnte nicht aktualisiert werden. Der Gutscheindienst hat %n Vorgang gesendet, den die Kasse nicht lesen kann (Vorgang {which}); die anderen Vorgänge werden angezeigt.</numerusform>
                <numerusform>Die Aktivitätsliste konnte nicht aktualisiert werden. Der Gutscheindienst hat %n Vorgänge gesendet, die die Kasse nicht lesen kann (Vorgang {which}); die anderen Vorgänge werden angezeigt.</numerusform>
            </translation>
        </message>
        <message>
            <source>The activity list could not be updated. {problem}</source>
            <translation>Die Aktivitätsliste konnte nicht aktualisiert werden. {problem}</translation>
        </message>
        <message>
            <source>Activity not updated since {time} — {why}. The till keeps trying.</source>
            <translation>Aktivität seit {time} nicht aktualisiert — {why}. Die Kasse versucht es weiter.</translation>
        </message>
        <message>
            <source>Activity not updated yet — {why}. The till keeps trying.</source>
            <translation>Aktivität noch nicht aktualisiert — {why}. Die Kasse versucht es weiter.</translation>
        </message>
        <message>
            <source>the service is not answering</source>
            <extracomment>The feed's name in the top bar ("Online · activity not updating"). Why the feed is not up to date, in till words, by what went wrong.</extracomment>
            <translation>der Dienst antwortet nicht</translation>
        </message>
        <message>
            <source>the till cannot reach the service</source>
            <translation>die Kasse erreicht den Dienst nicht</translation>
        </message>
        <message>
            <source>the service is having trouble</source>
            <translation>der Dienst hat Störungen</translation>
        </message>
        <message>
            <source>the service is busy</source>
            <translation>der Dienst ist ausgelastet</translation>
        </message>
        <message>
            <source>the service refused the till's API key</source>
            <translation>der Dienst hat den API-Schlüssel der Kasse abgelehnt</translation>
        </message>
        <message>
            <source>Time</source>
            <extracomment>True while a row is new; the view paints it with a highlight background. The event id of a row (an int), for tests and for finding a row again.</extracomment>
            <translation>Zeit</translation>
        </message>
        <message>
            <source>{time} · event {event}</source>
            <translation>{time} · Vorgang {event}</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Art</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Betrag</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Guthaben</translation>
        </message>
        <message>
            <source>Confirmed</source>
            <translation>Bestätigt</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Ja</translation>
        </message>
        <message>
            <source>Not yet</source>
            <translation>Noch nicht</translation>
        </message>
        <message>
            <source>The service has not confirmed this event yet.</source>
            <translation>Der Dienst hat diesen Vorgang noch nicht bestätigt.</translation>
        </message>
    </context>
    <context>
        <name>Files</name>
        <message>
            <source>Not saved: the disk is full. Free some space or choose another folder ({path}).</source>
            <translation>Nicht gespeichert: Die Festplatte ist voll. Geben Sie Speicherplatz frei oder wählen Sie einen anderen Ordner ({path}).</translation>
        </message>
        <message>
            <source>Not saved: the till may not write to that folder. Choose another one ({path}).</source>
            <translation>Nicht gespeichert: Die Kasse darf in diesen Ordner nicht schreiben. Wählen Sie einen anderen ({path}).</translation>
        </message>
        <message>
            <source>Not saved: the system reported “{error}” ({path}).</source>
            <translation>Nicht gespeichert: Das System meldete „{error}“ ({path}).</translation>
        </message>
    </context>
    <context>
        <name>Find</name>
        <message>
            <source>Find a voucher</source>
            <extracomment>What a column of the results typically holds at its widest, for its width; the total takes the rest. The results' date column: its width is the widest day of any month in the signed-in language (a German "28 Sept. 2026" is wider than "30 Sep 2025"). A large order's total, for the width of the last column. Opens the dispute pack of a voucher (its whole code); None hides the button.</extracomment>
            <translation>Gutschein suchen</translation>
        </message>
        <message>
            <source>Order number, guest's name, part of the e-mail, payment reference</source>
            <translation>Bestellnummer, Name des Gastes, Teil der E-Mail, Zahlungsreferenz</translation>
        </message>
        <message>
            <source>Find</source>
            <translation>Suchen</translation>
        </message>
        <message numerus="yes">
            <source>Last %n months</source>
            <translation>
                <numerusform>Letzter %n Monat</numerusform>
                <numerusform>Letzte %n Monate</numerusform>
            </translation>
        </message>
        <message>
            <source>How far back</source>
            <translation>Wie weit zurück</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Suchen</translation>
        </message>
        <message>
            <source>Cancel search</source>
            <translation>Suche abbrechen</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Erneut versuchen</translation>
        </message>
        <message>
            <source>Search progress</source>
            <translation>Suchfortschritt</translation>
        </message>
        <message>
            <source>Orders found</source>
            <translation>Gefundene Bestellungen</translation>
        </message>
        <message>
            <source>Vouchers of the chosen order</source>
            <translation>Gutscheine der gewählten Bestellung</translation>
        </message>
        <message>
            <source>Choose an order to see its vouchers.</source>
            <translation>Wählen Sie eine Bestellung, um ihre Gutscheine zu sehen.</translation>
        </message>
        <message>
            <source>Open voucher</source>
            <translation>Gutschein öffnen</translation>
        </message>
        <message>
            <source>Guest says lost…</source>
            <translation>Gast meldet Verlust…</translation>
        </message>
        <message>
            <source>Lost…</source>
            <translation>Verloren…</translation>
        </message>
        <message>
            <source>Dispute…</source>
            <translation>Beweise…</translation>
        </message>
        <message>
            <source>Dispute pack…</source>
            <translation>Beweismappe…</translation>
        </message>
        <message>
            <source>A manager notes it: the next lookup of these codes warns the cashier.</source>
            <translation>Ein Manager vermerkt es: Bei der nächsten Abfrage dieser Codes wird der Kassierer gewarnt.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>Suche läuft…</translation>
        </message>
        <message>
            <source>Note that the guest says order {order}'s vouchers are lost</source>
            <translation>Vermerken, dass der Gast die Gutscheine der Bestellung {order} verloren hat</translation>
        </message>
        <message>
            <source>Enter, a double tap or Open voucher opens it read-only.</source>
            <translation>Eingabe, zweimal Tippen oder „Gutschein öffnen“ öffnet ihn nur zum Lesen.</translation>
        </message>
        <message>
            <source>Find a voucher by order, name or e-mail…</source>
            <extracomment>Opens a voucher's dispute pack (the Manager menu's, PIN first); None: no button.</extracomment>
            <translation>Gutschein nach Bestellung, Name oder E-Mail suchen…</translation>
        </message>
        <message>
            <source>Type at least {count} letters of a name, part of an e-mail address, a payment reference or an order number.</source>
            <extracomment>The retention period (``retention_days``): older orders are shown, never written down. Every page read was written to the index (else it must not claim to cover the window). A manager's "the guest says it is lost" on the chosen order (``app.desk.common.lost_notes``).</extracomment>
            <translation>Geben Sie mindestens {count} Buchstaben eines Namens, einen Teil einer E-Mail-Adresse, eine Zahlungsreferenz oder eine Bestellnummer ein.</translation>
        </message>
        <message>
            <source>Search cancelled: {searched}; {found} found so far.</source>
            <translation>Suche abgebrochen: {searched}; bisher {found} gefunden.</translation>
        </message>
        <message>
            <source>Reading the vouchers of order {order}…</source>
            <translation>Gutscheine der Bestellung {order} werden gelesen…</translation>
        </message>
        <message>
            <source>Order {order}, opened by its number.</source>
            <translation>Bestellung {order}, über ihre Nummer geöffnet.</translation>
        </message>
        <message numerus="yes">
            <source>{count} orders since {day} (%n months)</source>
            <translation>
                <numerusform>{count} Bestellungen seit {day} (%n Monat)</numerusform>
                <numerusform>{count} Bestellungen seit {day} (%n Monate)</numerusform>
            </translation>
        </message>
        <message>
            <source>{found} found: searched {where}.</source>
            <translation>{found} gefunden: durchsucht wurden {where}.</translation>
        </message>
        <message>
            <source>No order {query} at this property, and no payment reference {query}: searched {where}. Check the number on the guest's confirmation.</source>
            <translation>Keine Bestellung {query} in diesem Haus und keine Zahlungsreferenz {query}: durchsucht wurden {where}. Prüfen Sie die Nummer auf der Bestätigung des Gastes.</translation>
        </message>
        <message>
            <source>Nothing matches "{query}": searched {where}. Try another spelling, part of the e-mail address, or a longer window.</source>
            <translation>Keine Treffer für „{query}“: durchsucht wurden {where}. Versuchen Sie eine andere Schreibweise, einen Teil der E-Mail-Adresse oder einen längeren Zeitraum.</translation>
        </message>
        <message>
            <source>Search stopped. {problem}</source>
            <translation>Suche gestoppt. {problem}</translation>
        </message>
        <message>
            <source>Search incomplete: {searched}, {found} found so far. {problem} Retry goes on from where it stopped.</source>
            <translation>Suche unvollständig: {searched}, bisher {found} gefunden. {problem} „Erneut versuchen“ macht dort weiter, wo sie stehen blieb.</translation>
        </message>
        <message>
            <source>It read {pages} pages of the order list, the most one search reads.</source>
            <translation>Sie hat {pages} Seiten der Bestellliste gelesen, so viele, wie eine Suche höchstens liest.</translation>
        </message>
        <message numerus="yes">
            <source>The service took more than %n second(s) to send the order list, the longest one search waits.</source>
            <translation>
                <numerusform>Der Dienst brauchte länger als %n Sekunde, um die Bestellliste zu senden, so lange, wie eine Suche höchstens wartet.</numerusform>
                <numerusform>Der Dienst brauchte länger als %n Sekunden, um die Bestellliste zu senden, so lange, wie eine Suche höchstens wartet.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The service took more than %n minute(s) to send the order list, the longest one search waits.</source>
            <translation>
                <numerusform>Der Dienst brauchte länger als %n Minute, um die Bestellliste zu senden, so lange, wie eine Suche höchstens wartet.</numerusform>
                <numerusform>Der Dienst brauchte länger als %n Minuten, um die Bestellliste zu senden, so lange, wie eine Suche höchstens wartet.</numerusform>
            </translation>
        </message>
        <message>
            <source>Search stopped: {searched}, {found} found so far. {why} Retry goes on from where it stopped.</source>
            <translation>Suche angehalten: {searched}, bisher {found} gefunden. {why} „Erneut versuchen“ macht dort weiter, wo sie stehen blieb.</translation>
        </message>
        <message>
            <source>The vouchers could not be read.</source>
            <translation>Die Gutscheine konnten nicht gelesen werden.</translation>
        </message>
        <message>
            <source>Order {order} holds no voucher.</source>
            <translation>Bestellung {order} enthält keinen Gutschein.</translation>
        </message>
        <message>
            <source>Searched {count} orders</source>
            <extracomment>Every order read in this search, by id: a page that repeats the one before it (a service that ignores the page asked for, or pages shifted by a new order) is counted once.</extracomment>
            <translation>{count} Bestellungen durchsucht</translation>
        </message>
        <message>
            <source>{count} orders searched</source>
            <translation>{count} Bestellungen durchsucht</translation>
        </message>
        <message>
            <source>Searched {count} orders back to {day}</source>
            <translation>{count} Bestellungen durchsucht, zurück bis {day}</translation>
        </message>
        <message>
            <source>{count} orders searched back to {day}</source>
            <translation>{count} Bestellungen durchsucht, zurück bis {day}</translation>
        </message>
        <message>
            <source>The note could not be written: {problem}</source>
            <extracomment>Whether the notes' file exists: a till where no note was ever made reads nothing at a lookup.</extracomment>
            <translation>Der Vermerk konnte nicht gespeichert werden: {problem}</translation>
        </message>
        <message>
            <source>Noted: the guest says {codes} of order {order} is lost.</source>
            <translation>Vermerkt: Der Gast hat laut eigener Aussage {codes} der Bestellung {order} verloren.</translation>
        </message>
        <message>
            <source>Reported lost: on {day} manager {manager} noted that the guest says the vouchers of order {order} are lost. Check who is presenting it.</source>
            <translation>Als verloren gemeldet: Am {day} hat Manager {manager} vermerkt, dass der Gast die Gutscheine der Bestellung {order} verloren hat. Prüfen Sie, wer ihn vorlegt.</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Bestellung</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <source>Purchaser</source>
            <translation>Käufer</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>E-Mail</translation>
        </message>
        <message>
            <source>Recipient</source>
            <translation>Empfänger</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <source>Voucher</source>
            <translation>Gutschein</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Guthaben</translation>
        </message>
        <message>
            <source>Search the service again</source>
            <translation>Im Dienst neu suchen</translation>
        </message>
        <message>
            <source>Search again</source>
            <translation>Neu suchen</translation>
        </message>
        <message>
            <source>Reads every order again, for a guest whose details were changed elsewhere.</source>
            <translation>Liest alle Bestellungen neu, für einen Gast, dessen Daten anderswo geändert wurden.</translation>
        </message>
        <message numerus="yes">
            <source>, %n order(s) could not be read</source>
            <extracomment>Orders matched, written or shown between two turns of the Qt loop (a few milliseconds' work).</extracomment>
            <translation>
                <numerusform>, %n Bestellung konnte nicht gelesen werden</numerusform>
                <numerusform>, %n Bestellungen konnten nicht gelesen werden</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Guest</name>
        <message>
            <source>Guest's language…</source>
            <translation>Sprache des Gastes…</translation>
        </message>
        <message>
            <source>Guest</source>
            <translation>Gast</translation>
        </message>
        <message>
            <source>The guest's language, on the guest display and the guest's slips: {language} (Ctrl+G). The till stays in yours.</source>
            <translation>Die Sprache des Gastes, auf der Gästeanzeige und den Belegen des Gastes: {language} (Strg+G). Die Kasse bleibt in Ihrer Sprache.</translation>
        </message>
        <message>
            <source>Guest's language, for the guest display and slips</source>
            <translation>Sprache des Gastes, für die Gästeanzeige und die Belege</translation>
        </message>
        <message>
            <source>Guest display</source>
            <extracomment>The setting's word for "never show a customer display". The screen the display was placed on, None while it is not shown.</extracomment>
            <translation>Gästeanzeige</translation>
        </message>
        <message>
            <source>{product}: {amount} to use here.</source>
            <translation>{product}: {amount} hier einlösbar.</translation>
        </message>
        <message>
            <source>{product}: {amount} to use here, until {day}.</source>
            <translation>{product}: {amount} hier einlösbar, bis {day}.</translation>
        </message>
        <message>
            <source>{product}: cannot be used. {why}</source>
            <translation>{product}: nicht einlösbar. {why}</translation>
        </message>
        <message>
            <source>{amount} will be taken — {left} left</source>
            <translation>{amount} werden abgebucht — {left} bleiben</translation>
        </message>
        <message>
            <source>Your vouchers</source>
            <translation>Ihre Gutscheine</translation>
        </message>
        <message>
            <source>Your bill</source>
            <translation>Ihre Rechnung</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Willkommen</translation>
        </message>
        <message>
            <source>Valid until {day}</source>
            <translation>Gültig bis {day}</translation>
        </message>
        <message>
            <source>Total: {amount}</source>
            <translation>Gesamt: {amount}</translation>
        </message>
        <message>
            <source>This side faces the guest</source>
            <translation>Diese Seite zeigt zum Gast</translation>
        </message>
        <message>
            <source>The payment is being checked. Please wait a moment.</source>
            <translation>Die Zahlung wird geprüft. Bitte warten Sie einen Moment.</translation>
        </message>
        <message>
            <source>One moment, please</source>
            <translation>Einen Moment, bitte</translation>
        </message>
        <message>
            <source>Nothing was taken from the voucher.</source>
            <extracomment>How long the display keeps a voucher, a review or an outcome before it goes back to the property's name: long enough to read it across a counter, short enough that the next guest never sees it. A no-break space: a day is never split over two lines of the display ("3 / listopada 2027"). Redraws the current screen in a newly chosen language.</extracomment>
            <translation>Vom Gutschein wurde nichts abgebucht.</translation>
        </message>
        <message>
            <source>Not taken</source>
            <translation>Nicht abgebucht</translation>
        </message>
        <message>
            <source>Left to pay: {amount}</source>
            <translation>Noch zu zahlen: {amount}</translation>
        </message>
        <message>
            <source>Guest display test</source>
            <translation>Test der Gästeanzeige</translation>
        </message>
        <message>
            <source>Done: {amount} taken — {left} left</source>
            <translation>Erledigt: {amount} abgebucht — {left} übrig</translation>
        </message>
        <message>
            <source>Done: {amount} taken — {left} left — valid until {day}</source>
            <translation>Erledigt: {amount} abgebucht — {left} übrig — gültig bis {day}</translation>
        </message>
        <message>
            <source>Can be used here, all at once</source>
            <translation>Hier einlösbar, nur vollständig</translation>
        </message>
        <message>
            <source>Can be used here in part</source>
            <translation>Hier auch teilweise einlösbar</translation>
        </message>
        <message>
            <source>Balance: {amount}</source>
            <translation>Guthaben: {amount}</translation>
        </message>
        <message>
            <source>Guest display test pattern</source>
            <translation>Testbild der Gästeanzeige</translation>
        </message>
    </context>
    <context>
        <name>Handoff</name>
        <message>
            <source>Gift voucher</source>
            <translation>Geschenkgutschein</translation>
        </message>
        <message>
            <source>not given</source>
            <extracomment>[DECIDE] How far back an unticked redemption is still shown and reminded of: a day covers a shift that ran past midnight and a till restarted the next morning, without nagging forever. The service's redeem history shows the event reversed, and not by this till: nothing to key. A bill's redemptions, keyed on the POS as one tender (``app.core.bill_handoff``).</extracomment>
            <translation>nicht angegeben</translation>
        </message>
        <message>
            <source>Reversed elsewhere — do not key {amount} (reference {reference})</source>
            <translation>Anderswo storniert — {amount} nicht buchen (Referenz {reference})</translation>
        </message>
        <message>
            <source>Take {amount} payment on the POS for a voucher sale — reference {reference}</source>
            <translation>{amount} an der POS-Kasse für einen Gutscheinverkauf kassieren — Referenz {reference}</translation>
        </message>
        <message>
            <source>Take {amount} payment on the POS for a new gift card — reference {reference}</source>
            <translation>{amount} an der POS-Kasse für eine neue Geschenkkarte kassieren — Referenz {reference}</translation>
        </message>
        <message>
            <source>Take {amount} payment on the POS for a gift card top-up — reference {reference}</source>
            <translation>{amount} an der POS-Kasse für eine Geschenkkarten-Aufladung kassieren — Referenz {reference}</translation>
        </message>
        <message>
            <source>Key {amount} as {tender} — reference {reference}</source>
            <translation>{amount} als {tender} buchen — Referenz {reference}</translation>
        </message>
        <message>
            <source>Gift card payment</source>
            <translation>Zahlung Geschenkkarte</translation>
        </message>
        <message>
            <source>Voucher sale</source>
            <translation>Gutscheinverkauf</translation>
        </message>
        <message>
            <source>{amount} {what} ref {references}</source>
            <translation>{amount} {what} Ref. {references}</translation>
        </message>
        <message>
            <source>Redeemed</source>
            <translation>Eingelöst</translation>
        </message>
        <message>
            <source>New card sold</source>
            <translation>Neue Karte verkauft</translation>
        </message>
        <message>
            <source>Topped up</source>
            <translation>Aufgeladen</translation>
        </message>
        <message>
            <source>Vouchers sold</source>
            <translation>Gutscheine verkauft</translation>
        </message>
        <message>
            <source>{done} {time} by {staff}</source>
            <translation>{done} {time} von {staff}</translation>
        </message>
        <message>
            <source>{done} {time}</source>
            <translation>{done} {time}</translation>
        </message>
        <message>
            <source>{time} {amount} — ref {references} — {staff}</source>
            <translation>{time} {amount} — Ref. {references} — {staff}</translation>
        </message>
        <message>
            <source>What to key on the POS</source>
            <extracomment>A finger-sized button on a touch screen. Windows shorter than this keep the hand-off to its instruction and keys (``HandoffBanner._fit``). Offered beside a slip that could not be printed: the guest still gets it, as a PDF. Whether the window's resizes are watched (``showEvent``).</extracomment>
            <translation>Was an der POS-Kasse zu buchen ist</translation>
        </message>
        <message>
            <source>Copy ({key})</source>
            <translation>Kopieren ({key})</translation>
        </message>
        <message>
            <source>Copy the amount and the reference, to paste into the POS</source>
            <translation>Betrag und Referenz kopieren, um sie in die POS-Kasse einzufügen</translation>
        </message>
        <message>
            <source>Copy amount and reference</source>
            <translation>Betrag und Referenz kopieren</translation>
        </message>
        <message>
            <source>Tick once the amount is keyed as a gift voucher tender on the POS</source>
            <translation>Abhaken, sobald der Betrag an der POS-Kasse als Geschenkgutschein-Zahlung gebucht ist</translation>
        </message>
        <message>
            <source>Slip ({key})</source>
            <translation>Beleg ({key})</translation>
        </message>
        <message>
            <source>Print the guest's slip of the last redemption</source>
            <translation>Gastbeleg der letzten Einlösung drucken</translation>
        </message>
        <message>
            <source>Print slip</source>
            <translation>Beleg drucken</translation>
        </message>
        <message>
            <source>Save as PDF…</source>
            <translation>Als PDF speichern…</translation>
        </message>
        <message>
            <source>Save the slip as a PDF, to print or send later</source>
            <translation>Beleg als PDF speichern, um ihn später zu drucken oder zu senden</translation>
        </message>
        <message>
            <source>✓ Keyed on POS ({key})</source>
            <translation>✓ An POS gebucht ({key})</translation>
        </message>
        <message>
            <source>Redeemed {time} by {staff} on {code}; the service shows it reversed since, not by this till. Tick to take it off the list.</source>
            <translation>Eingelöst {time} von {staff} auf {code}; der Dienst zeigt es seitdem storniert, nicht von dieser Kasse. Abhaken, um es von der Liste zu nehmen.</translation>
        </message>
        <message>
            <source>On the POS now · {detail}</source>
            <translation>Jetzt an der POS-Kasse · {detail}</translation>
        </message>
        <message>
            <source>{done} on {code}</source>
            <translation>{done} · Gutschein {code}</translation>
        </message>
        <message>
            <source>✓ Seen ({key})</source>
            <translation>✓ Gesehen ({key})</translation>
        </message>
        <message numerus="yes">
            <source>%n more not keyed</source>
            <translation>
                <numerusform>%n weitere nicht gebucht</numerusform>
                <numerusform>%n weitere nicht gebucht</numerusform>
            </translation>
        </message>
        <message>
            <source>Copied “{text}”.</source>
            <translation>„{text}“ kopiert.</translation>
        </message>
        <message numerus="yes">
            <source>• and %n earlier</source>
            <extracomment>The reminder names this many redemptions, newest first, and counts the rest.</extracomment>
            <translation>
                <numerusform>• und %n frühere</numerusform>
                <numerusform>• und %n frühere</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement is not settled with the service:

{lines}

A manager must check them.</source>
            <translation>1 Buchung ist mit dem Dienst nicht abgeglichen:

{lines}

Ein Manager muss sie prüfen.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements are not settled with the service:

{lines}

A manager must check them.</source>
            <translation>
                <numerusform>%n Buchung ist mit dem Dienst nicht abgeglichen:

{lines}

Ein Manager muss sie prüfen.</numerusform>
                <numerusform>%n Buchungen sind mit dem Dienst nicht abgeglichen:

{lines}

Ein Manager muss sie prüfen.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 redemption is not ticked as keyed on the POS:

{lines}

Key them on the POS and tick them first.</source>
            <translation>1 Einlösung ist nicht als an der POS-Kasse gebucht abgehakt:

{lines}

Zuerst an der POS-Kasse buchen und abhaken.</translation>
        </message>
        <message numerus="yes">
            <source>%n redemptions are not ticked as keyed on the POS:

{lines}

Key them on the POS and tick them first.</source>
            <translation>
                <numerusform>%n Einlösung ist nicht als an der POS-Kasse gebucht abgehakt:

{lines}

Zuerst an der POS-Kasse buchen und abhaken.</numerusform>
                <numerusform>%n Einlösungen sind nicht als an der POS-Kasse gebucht abgehakt:

{lines}

Zuerst an der POS-Kasse buchen und abhaken.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement is not ticked as keyed on the POS:

{lines}

Key them on the POS and tick them first.</source>
            <translation>1 Buchung ist nicht als an der POS-Kasse gebucht abgehakt:

{lines}

Zuerst an der POS-Kasse buchen und abhaken.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements are not ticked as keyed on the POS:

{lines}

Key them on the POS and tick them first.</source>
            <translation>
                <numerusform>%n Buchung ist nicht als an der POS-Kasse gebucht abgehakt:

{lines}

Zuerst an der POS-Kasse buchen und abhaken.</numerusform>
                <numerusform>%n Buchungen sind nicht als an der POS-Kasse gebucht abgehakt:

{lines}

Zuerst an der POS-Kasse buchen und abhaken.</numerusform>
            </translation>
        </message>
        <message>
            <source>Not settled</source>
            <translation>Nicht abgeglichen</translation>
        </message>
        <message>
            <source>Not keyed on the POS</source>
            <translation>Nicht an der POS-Kasse gebucht</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>Zurück</translation>
        </message>
        <message>
            <source>waits for a manager's decision</source>
            <extracomment>Why an unsettled movement waits, for the list shown before leaving.</extracomment>
            <translation>wartet auf die Entscheidung eines Managers</translation>
        </message>
        <message>
            <source>not yet confirmed by the service</source>
            <translation>vom Dienst noch nicht bestätigt</translation>
        </message>
        <message>
            <source>sent, no answer yet</source>
            <translation>gesendet, noch keine Antwort</translation>
        </message>
        <message>
            <source>The till could not read its journal: some movements may not be settled.</source>
            <extracomment>Events of this till's redemptions the service's history shows reversed, not by this till. When this session began: a bill left with lines never sent before it was interrupted. The interrupted bills the cashier was told of, by bill id (once a session each).</extracomment>
            <translation>Die Kasse konnte ihr Journal nicht lesen: Einige Buchungen sind eventuell nicht abgeglichen.</translation>
        </message>
        <message>
            <source>{time} {what}: {why}</source>
            <translation>{time} {what}: {why}</translation>
        </message>
        <message>
            <source>The till could not read which redemptions are keyed on the POS.</source>
            <translation>Die Kasse konnte nicht lesen, welche Einlösungen an der POS-Kasse gebucht sind.</translation>
        </message>
        <message>
            <source>Sign in first: a tick records who keyed the redemption on the POS.</source>
            <translation>Zuerst anmelden: Der Haken hält fest, wer die Einlösung an der POS-Kasse gebucht hat.</translation>
        </message>
        <message>
            <source>{problem} The redemption still shows as not keyed; try the tick again.</source>
            <translation>{problem} Die Einlösung steht weiter als nicht gebucht; bitte erneut abhaken.</translation>
        </message>
        <message>
            <source>Bill {reference} was interrupted when the till stopped: the service took {taken}; not sent: {lines}. {left} left to pay on the POS.</source>
            <translation>Rechnung {reference} wurde unterbrochen, als die Kasse stoppte: der Dienst hat {taken} gebucht; nicht gesendet: {lines}. {left} noch an der Kasse zu zahlen.</translation>
        </message>
        <message>
            <source>A voucher of this bill is not confirmed: a manager decides it first (Manager ▸ Unconfirmed movements), then the bill is keyed on the POS.</source>
            <translation>Ein Gutschein dieser Rechnung ist nicht bestätigt: zuerst entscheidet ein Manager (Manager ▸ Unbestätigte Vorgänge), dann wird die Rechnung an der Kasse erfasst.</translation>
        </message>
    </context>
    <context>
        <name>Header</name>
        <message>
            <source>TRAINING — no real money</source>
            <extracomment>Who is signed in ("" for nobody), said again in the language the till changes to.</extracomment>
            <translation>SCHULUNG — kein echtes Geld</translation>
        </message>
        <message>
            <source>The till's log</source>
            <translation>Das Protokoll der Kasse</translation>
        </message>
        <message>
            <source>Messages from the till</source>
            <translation>Meldungen der Kasse</translation>
        </message>
        <message>
            <source>Storage problem</source>
            <translation>Speicherproblem</translation>
        </message>
        <message>
            <source>Try again now</source>
            <translation>Jetzt erneut versuchen</translation>
        </message>
        <message>
            <source>Check again whether the till can write its journal and audit log</source>
            <translation>Erneut prüfen, ob die Kasse Journal und Prüfprotokoll schreiben kann</translation>
        </message>
        <message>
            <source>Property and location</source>
            <translation>Betrieb und Standort</translation>
        </message>
        <message>
            <source>Connection to the voucher service</source>
            <translation>Verbindung zum Gutscheindienst</translation>
        </message>
        <message>
            <source>Movements waiting for a manager</source>
            <translation>Buchungen, die auf einen Manager warten</translation>
        </message>
        <message>
            <source>Unconfirmed movements… (Ctrl+U)</source>
            <translation>Unbestätigte Buchungen… (Strg+U)</translation>
        </message>
        <message>
            <source>A manager decides each one, with the service's events shown (Ctrl+U)</source>
            <translation>Ein Manager entscheidet jede einzeln, mit den Ereignissen des Dienstes (Strg+U)</translation>
        </message>
        <message>
            <source>The till's clock</source>
            <translation>Die Uhr der Kasse</translation>
        </message>
        <message>
            <source>Staff: {name}</source>
            <translation>Personal: {name}</translation>
        </message>
        <message>
            <source>Not signed in</source>
            <translation>Niemand angemeldet</translation>
        </message>
    </context>
    <context>
        <name>Integrity</name>
        <message>
            <source>High balances looked up, not redeemed</source>
            <extracomment>The column heading of each count: what was done, in plain words, never what it means.</extracomment>
            <translation>Hohe Guthaben abgefragt, nicht eingelöst</translation>
        </message>
        <message>
            <source>Opened read-only, redeemed within minutes</source>
            <translation>Nur lesend geöffnet, binnen Minuten eingelöst</translation>
        </message>
        <message>
            <source>Own redemptions reversed</source>
            <translation>Eigene Einlösungen storniert</translation>
        </message>
        <message>
            <source>Not ticked as keyed on the POS</source>
            <translation>Nicht als an der Kasse erfasst abgehakt</translation>
        </message>
        <message>
            <source>Whole codes shown</source>
            <translation>Ganze Codes angezeigt</translation>
        </message>
        <message>
            <source>Sales not ticked as paid</source>
            <translation>Verkäufe nicht als bezahlt abgehakt</translation>
        </message>
        <message>
            <source>Lines in the audit log (all actions)</source>
            <extracomment>The first row: how much each member of staff did, to read their counts against.</extracomment>
            <translation>Zeilen im Prüfprotokoll (alle Aktionen)</translation>
        </message>
        <message>
            <source>Count</source>
            <extracomment>The count's words, then the usual figure (the mean over staff), then one column per member of staff.</extracomment>
            <translation>Zählung</translation>
        </message>
        <message>
            <source>Usual here</source>
            <translation>Üblich hier</translation>
        </message>
        <message numerus="yes">
            <source>%n member(s) of staff at this till from {first} to {last}.</source>
            <translation>
                <numerusform>%n Mitarbeiter an dieser Kasse von {first} bis {last}.</numerusform>
                <numerusform>%n Mitarbeiter an dieser Kasse von {first} bis {last}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{what} — {staff}: %n line(s) of the audit log.</source>
            <translation>
                <numerusform>{what} — {staff}: %n Zeile des Prüfprotokolls.</numerusform>
                <numerusform>{what} — {staff}: %n Zeilen des Prüfprotokolls.</numerusform>
            </translation>
        </message>
        <message>
            <source>Staff integrity report</source>
            <extracomment>How far back the report looks when it opens: a week holds every shift pattern of a rota.</extracomment>
            <translation>Bericht zur Mitarbeiter-Integrität</translation>
        </message>
        <message>
            <source>From date</source>
            <translation>Von Datum</translation>
        </message>
        <message>
            <source>To date</source>
            <translation>Bis Datum</translation>
        </message>
        <message>
            <source>Counts to look at, not findings: a busy shift, a guest who changed their mind or a colleague covering a break explains most of them. Choose a count to read the audit lines behind it.</source>
            <translation>Zahlen zum Ansehen, keine Befunde: eine volle Schicht, ein Gast, der es sich anders überlegt hat, oder eine Pausenvertretung erklären die meisten. Eine Zahl wählen, um die Zeilen des Prüfprotokolls dahinter zu lesen.</translation>
        </message>
        <message>
            <source>Counts per member of staff</source>
            <translation>Zahlen je Mitarbeiter</translation>
        </message>
        <message>
            <source>Audit lines behind the count</source>
            <translation>Protokollzeilen hinter der Zahl</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Von</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Bis</translation>
        </message>
        <message>
            <source>Counting…</source>
            <translation>Wird gezählt…</translation>
        </message>
    </context>
    <context>
        <name>Manager</name>
        <message>
            <source>Check the audit log</source>
            <translation>Audit-Protokoll prüfen</translation>
        </message>
        <message>
            <source>{problem}. The service settings were not changed.</source>
            <translation>{problem}. Die Diensteinstellungen wurden nicht geändert.</translation>
        </message>
        <message>
            <source>Lift the pause on lookups</source>
            <translation>Pause bei Abfragen aufheben</translation>
        </message>
        <message>
            <source>The pause is lifted: codes can be looked up again.</source>
            <translation>Die Pause ist aufgehoben: Codes können wieder abgefragt werden.</translation>
        </message>
        <message>
            <source>Lookups are not paused.</source>
            <translation>Abfragen sind nicht angehalten.</translation>
        </message>
        <message>
            <source>The voucher accounts and their VAT classes</source>
            <translation>Die Gutscheinbuchhaltung und ihre USt-Klassen</translation>
        </message>
        <message>
            <source>Check the service and adapt the till to it</source>
            <translation>Den Dienst prüfen und die Kasse daran anpassen</translation>
        </message>
        <message>
            <source>Choose an event in the activity list first.</source>
            <translation>Wählen Sie zuerst einen Vorgang in der Aktivitätsliste.</translation>
        </message>
        <message>
            <source>Choose a line of the redeem history first.</source>
            <translation>Wählen Sie zuerst eine Zeile im Einlöseverlauf.</translation>
        </message>
        <message>
            <source>Look up a voucher of the order first.</source>
            <translation>Rufen Sie zuerst einen Gutschein der Bestellung auf.</translation>
        </message>
        <message>
            <source>No movement is waiting for a manager's decision.</source>
            <translation>Kein Vorgang wartet auf die Entscheidung eines Managers.</translation>
        </message>
        <message>
            <source>View the audit log</source>
            <translation>Prüfprotokoll ansehen</translation>
        </message>
        <message>
            <source>Open a voucher from the feed first; a scanned one already shows its code.</source>
            <translation>Öffnen Sie zuerst einen Gutschein aus der Aktivitätsliste; ein gescannter zeigt seinen Code bereits.</translation>
        </message>
        <message>
            <source>Show a voucher's whole code</source>
            <translation>Den ganzen Code eines Gutscheins zeigen</translation>
        </message>
        <message>
            <source>The end of shift report</source>
            <translation>Der Schichtabschluss</translation>
        </message>
        <message>
            <source>The staff integrity report</source>
            <translation>Den Bericht zur Mitarbeiter-Integrität</translation>
        </message>
        <message>
            <source>Change the dual-control limit</source>
            <translation>Die Grenze für das Vier-Augen-Prinzip ändern</translation>
        </message>
        <message>
            <source>Add or remove managers, or change a PIN</source>
            <translation>Manager hinzufügen oder entfernen oder eine PIN ändern</translation>
        </message>
        <message>
            <source>A training till always runs on the built-in sandbox; its service cannot change.</source>
            <translation>Eine Trainingskasse läuft immer mit der eingebauten Sandbox; ihr Dienst lässt sich nicht ändern.</translation>
        </message>
        <message>
            <source>Change the service settings</source>
            <translation>Diensteinstellungen ändern</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Manager</translation>
        </message>
        <message>
            <source>Offline: reverses and refunds wait until the service answers again.</source>
            <translation>Offline: Stornos und Erstattungen warten, bis der Dienst wieder antwortet.</translation>
        </message>
    </context>
    <context>
        <name>ManagerMenu</name>
        <message>
            <source>Check the audit log…</source>
            <translation>Audit-Protokoll prüfen…</translation>
        </message>
        <message>
            <source>Lift the pause on lookups…</source>
            <translation>Pause bei Abfragen aufheben…</translation>
        </message>
        <message>
            <source>Voucher accounts and VAT…</source>
            <translation>Gutscheinbuchhaltung und USt…</translation>
        </message>
        <message>
            <source>Check the service…</source>
            <translation>Dienst prüfen…</translation>
        </message>
        <message>
            <source>Reverse the selected event…</source>
            <extracomment>A dispute pack opened over the shift report, from one of its lines. The view-model whose check before the PIN is running: a second click waits for it.</extracomment>
            <translation>Gewählten Vorgang stornieren…</translation>
        </message>
        <message>
            <source>Refund this voucher's order…</source>
            <translation>Bestellung dieses Gutscheins erstatten…</translation>
        </message>
        <message>
            <source>Unconfirmed movements…</source>
            <translation>Unbestätigte Vorgänge…</translation>
        </message>
        <message>
            <source>Audit log…</source>
            <translation>Prüfprotokoll…</translation>
        </message>
        <message>
            <source>Show the voucher's whole code…</source>
            <translation>Ganzen Code des Gutscheins zeigen…</translation>
        </message>
        <message>
            <source>Show the guest's e-mail address…</source>
            <translation>E-Mail-Adresse des Gastes anzeigen…</translation>
        </message>
        <message>
            <source>Dispute pack for this voucher…</source>
            <translation>Beweismappe zu diesem Gutschein…</translation>
        </message>
        <message>
            <source>Report a problem with this voucher…</source>
            <translation>Problem mit diesem Gutschein melden…</translation>
        </message>
        <message>
            <source>Voucher cases…</source>
            <translation>Gutscheinfälle…</translation>
        </message>
        <message>
            <source>End of shift report…</source>
            <translation>Schichtabschluss…</translation>
        </message>
        <message>
            <source>Staff integrity report…</source>
            <translation>Bericht zur Mitarbeiter-Integrität…</translation>
        </message>
        <message>
            <source>Managers and PINs…</source>
            <translation>Manager und PINs…</translation>
        </message>
        <message>
            <source>Dual control limit…</source>
            <translation>Grenze für das Vier-Augen-Prinzip…</translation>
        </message>
        <message>
            <source>Service settings…</source>
            <translation>Diensteinstellungen…</translation>
        </message>
        <message>
            <source>This voucher</source>
            <translation>Dieser Gutschein</translation>
        </message>
        <message>
            <source>Reports and audit</source>
            <translation>Berichte und Prüfprotokoll</translation>
        </message>
        <message>
            <source>Till settings</source>
            <translation>Kasseneinstellungen</translation>
        </message>
    </context>
    <context>
        <name>Managers</name>
        <message>
            <source>Managers and PINs</source>
            <translation>Manager und PINs</translation>
        </message>
        <message>
            <source>Managers</source>
            <translation>Manager</translation>
        </message>
        <message>
            <source>Remove manager</source>
            <translation>Manager entfernen</translation>
        </message>
        <message>
            <source>New manager's name</source>
            <extracomment>The last thing asked was to add a manager (a refusal may be about the name).</extracomment>
            <translation>Name des neuen Managers</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>New manager's PIN</source>
            <translation>PIN des neuen Managers</translation>
        </message>
        <message>
            <source>New manager's PIN again</source>
            <translation>PIN des neuen Managers wiederholen</translation>
        </message>
        <message>
            <source>Add manager</source>
            <translation>Manager hinzufügen</translation>
        </message>
        <message>
            <source>Add a manager</source>
            <translation>Neuer Manager</translation>
        </message>
        <message>
            <source>PIN (4–8 digits)</source>
            <translation>PIN (4–8 Ziffern)</translation>
        </message>
        <message>
            <source>PIN again</source>
            <translation>PIN wiederholen</translation>
        </message>
        <message>
            <source>Chosen manager's new PIN</source>
            <translation>Neue PIN des gewählten Managers</translation>
        </message>
        <message>
            <source>Chosen manager's new PIN again</source>
            <translation>Neue PIN des gewählten Managers wiederholen</translation>
        </message>
        <message>
            <source>Change PIN</source>
            <translation>PIN ändern</translation>
        </message>
        <message>
            <source>New PIN for the chosen manager</source>
            <translation>Neue PIN für den gewählten Manager</translation>
        </message>
        <message>
            <source>New PIN</source>
            <translation>Neue PIN</translation>
        </message>
        <message>
            <source>New PIN again</source>
            <translation>Neue PIN wiederholen</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>That looks like a PIN. Type the manager's name, then the PIN.</source>
            <extracomment>Said when the name field holds what looks like a PIN: a PIN typed into the name field by a hurried manager must never be kept, shown or written to the audit log as a name.</extracomment>
            <translation>Das sieht nach einer PIN aus. Geben Sie den Namen des Managers ein, dann die PIN.</translation>
        </message>
        <message>
            <source>The two PINs are not the same. Type them again.</source>
            <extracomment>A PIN another manager has: the same words as a guessable PIN, never "another manager has it".</extracomment>
            <translation>Die beiden PINs stimmen nicht überein. Bitte erneut eingeben.</translation>
        </message>
        <message>
            <source>Type the manager's name.</source>
            <translation>Geben Sie den Namen des Managers ein.</translation>
        </message>
        <message>
            <source>{name} is already a manager.</source>
            <translation>{name} ist bereits Manager.</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Manager</translation>
        </message>
        <message>
            <source>Choose the manager whose PIN changes.</source>
            <translation>Wählen Sie den Manager, dessen PIN geändert wird.</translation>
        </message>
        <message>
            <source>Choose the manager to remove.</source>
            <translation>Wählen Sie den Manager, der entfernt wird.</translation>
        </message>
        <message>
            <source>The last manager cannot be removed: add another manager first.</source>
            <translation>Der letzte Manager kann nicht entfernt werden: Fügen Sie zuerst einen weiteren hinzu.</translation>
        </message>
        <message>
            <source>{name} is no longer a manager at this till.</source>
            <translation>{name} ist an dieser Kasse kein Manager mehr.</translation>
        </message>
        <message>
            <source>{name} is now a manager at this till.</source>
            <translation>{name} ist jetzt Manager an dieser Kasse.</translation>
        </message>
        <message>
            <source>{name}'s PIN is changed.</source>
            <translation>Die PIN von {name} ist geändert.</translation>
        </message>
        <message>
            <source>{problem}. Nothing was changed.</source>
            <translation>{problem}. Es wurde nichts geändert.</translation>
        </message>
    </context>
    <context>
        <name>Menu</name>
        <message>
            <source>Save a support report…</source>
            <translation>Supportbericht speichern…</translation>
        </message>
        <message>
            <source>&amp;Shift</source>
            <translation>&amp;Schicht</translation>
        </message>
        <message>
            <source>Change staff…</source>
            <translation>Personal wechseln…</translation>
        </message>
        <message>
            <source>Find a code</source>
            <translation>Code suchen</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Beenden</translation>
        </message>
        <message>
            <source>&amp;Manager</source>
            <translation>&amp;Manager</translation>
        </message>
        <message>
            <source>S&amp;lips</source>
            <translation>&amp;Belege</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <source>About {app}</source>
            <translation>Über {app}</translation>
        </message>
        <message>
            <source>{app} {version}
Redeem gift vouchers at the till.</source>
            <translation>{app} {version}
Geschenkgutscheine an der Kasse einlösen.</translation>
        </message>
    </context>
    <context>
        <name>Moment</name>
        <message>
            <source>Type a day and time ({example}, 3.12.2026 06:00, or 06:00 on this day)</source>
            <translation>Tag und Uhrzeit eingeben ({example}, 3.12.2026 06:00 oder 06:00 für diesen Tag)</translation>
        </message>
    </context>
    <context>
        <name>Movement</name>
        <message>
            <source>a redemption of {amount} on {code}</source>
            <extracomment>The request itself, sent once; its answer is a balance event (None for a refund). "redemption", "top-up": the kind in till words. How a sentence names one, with its amount and without (``what``); whole phrases, so a translator can give each kind its own grammar. These and the words below are marked for translation (``QT_TRANSLATE_NOOP``, context "Movement") and translated where they are used.</extracomment>
            <translation>eine Einlösung von {amount} auf {code}</translation>
        </message>
        <message>
            <source>a redemption on {code}</source>
            <translation>eine Einlösung auf {code}</translation>
        </message>
        <message>
            <source>nothing was taken</source>
            <extracomment>What the cashier is told did not happen when it is not applied.</extracomment>
            <translation>es wurde nichts abgebucht</translation>
        </message>
        <message>
            <source>taken</source>
            <extracomment>What it did when it went through: "taken", in "marked as taken" and "called not taken".</extracomment>
            <translation>abgebucht</translation>
        </message>
        <message>
            <source>one event that could be it</source>
            <extracomment>What the cashier must not do after the service refused it ("" when nothing follows).</extracomment>
            <translation>eine Buchung, die es sein könnte</translation>
        </message>
        <message numerus="yes">
            <source>%n events that could be it</source>
            <translation>
                <numerusform>%n Buchung, die es sein könnte</numerusform>
                <numerusform>%n Buchungen, die es sein könnten</numerusform>
            </translation>
        </message>
        <message>
            <source>nothing was refunded — do not refund the payment</source>
            <translation>es wurde nichts erstattet — Zahlung nicht erstatten</translation>
        </message>
        <message>
            <source>refunded</source>
            <translation>erstattet</translation>
        </message>
        <message>
            <source> — do not refund the payment</source>
            <translation> — Zahlung nicht erstatten</translation>
        </message>
        <message>
            <source>the refund of order #{order}</source>
            <translation>die Erstattung der Bestellung #{order}</translation>
        </message>
        <message>
            <source>a refund of the order that could be it</source>
            <translation>eine Erstattung der Bestellung, die es sein könnte</translation>
        </message>
        <message>
            <source>no refund that could be it</source>
            <translation>keine passende Erstattung</translation>
        </message>
        <message>
            <source>nothing was reversed</source>
            <translation>es wurde nichts storniert</translation>
        </message>
        <message>
            <source>reversed</source>
            <translation>storniert</translation>
        </message>
        <message>
            <source>the reverse of event {event} on {code}</source>
            <translation>die Stornierung der Buchung {event} auf {code}</translation>
        </message>
        <message>
            <source>the reverse of event {event} of {amount} on {code}</source>
            <translation>die Stornierung der Buchung {event} über {amount} auf {code}</translation>
        </message>
        <message>
            <source>no voucher was sold — take no payment for it</source>
            <extracomment>How much earlier than the intent (on the service's clock) the orders list is read from: a service stamps an order when it starts it, and the measured offset may be a little out. Pages of orders read at most when looking for a reference (50 each): a busy web shop's hour.</extracomment>
            <translation>es wurde kein Gutschein verkauft — keine Zahlung annehmen</translation>
        </message>
        <message>
            <source>sold</source>
            <translation>verkauft</translation>
        </message>
        <message>
            <source> — take no payment for it</source>
            <translation> — keine Zahlung annehmen</translation>
        </message>
        <message>
            <source>the sale (reference {reference})</source>
            <translation>der Verkauf (Referenz {reference})</translation>
        </message>
        <message>
            <source>the sale of {amount} (reference {reference})</source>
            <translation>der Verkauf über {amount} (Referenz {reference})</translation>
        </message>
        <message>
            <source>one order carrying its reference</source>
            <translation>eine Bestellung mit dieser Referenz</translation>
        </message>
        <message numerus="yes">
            <source>%n orders carrying its reference</source>
            <translation>
                <numerusform>%n Bestellung mit dieser Referenz</numerusform>
                <numerusform>%n Bestellungen mit dieser Referenz</numerusform>
            </translation>
        </message>
        <message>
            <source>a top-up of {amount} on {code}</source>
            <translation>eine Aufladung von {amount} auf {code}</translation>
        </message>
        <message>
            <source>a top-up on {code}</source>
            <translation>eine Aufladung auf {code}</translation>
        </message>
        <message>
            <source>nothing was added</source>
            <translation>es wurde nichts aufgeladen</translation>
        </message>
        <message>
            <source>added</source>
            <translation>aufgeladen</translation>
        </message>
        <message>
            <source>{what} that the till had called not {made} went through.</source>
            <translation>{what}, von der Kasse als nicht {made} gewertet, ist doch durchgegangen.</translation>
        </message>
        <message>
            <source>{what} that the till had called not {made} went through at {time}.</source>
            <translation>{what}, von der Kasse als nicht {made} gewertet, ist um {time} doch durchgegangen.</translation>
        </message>
        <message>
            <source>Marked by {manager} as not {made}; the till could not confirm it ({what}).</source>
            <translation>Von {manager} als nicht {made} markiert; die Kasse konnte es nicht bestätigen ({what}).</translation>
        </message>
        <message>
            <source>Marked by {manager} as {made} (event {event}); the till could not confirm it ({what}).</source>
            <translation>Von {manager} als {made} markiert (Buchung {event}); die Kasse konnte es nicht bestätigen ({what}).</translation>
        </message>
        <message>
            <source>{what} went through.</source>
            <translation>{what} ist durchgegangen.</translation>
        </message>
        <message>
            <source>The service recorded {what} otherwise than asked — ask a manager.</source>
            <translation>Der Dienst hat {what} anders gebucht als angefragt — bitte einen Manager holen.</translation>
        </message>
        <message>
            <source>The till cannot confirm {what}: the service shows {found}, and {reason}. A manager must check.</source>
            <translation>Die Kasse kann {what} nicht bestätigen: Der Dienst zeigt {found}, und {reason}. Ein Manager muss das prüfen.</translation>
        </message>
        <message>
            <source>no proof</source>
            <translation>es gibt keinen Nachweis</translation>
        </message>
        <message>
            <source>{what} was not made by this till: {reason}.</source>
            <translation>{what} kam nicht von dieser Kasse: {reason}.</translation>
        </message>
        <message>
            <source>{what} did not go through; {nothing}.</source>
            <translation>{what} ist nicht durchgegangen; {nothing}.</translation>
        </message>
        <message>
            <source>The service refused {what}{refused}.</source>
            <translation>Der Dienst hat {what} abgelehnt{refused}.</translation>
        </message>
        <message>
            <source>{what} is not confirmed yet; the till keeps checking.</source>
            <translation>{what} ist noch nicht bestätigt; die Kasse prüft weiter.</translation>
        </message>
        <message>
            <source>A manager decides it first: Manager → Unconfirmed movements (Ctrl+U).</source>
            <extracomment>Events that could be this movement's when the outcome is UNCONFIRMED, for the manager. Settled while a cashier's window waited for it (a lost answer's countdown): that window shows the outcome itself; only what was settled behind the cashier's back is news elsewhere.</extracomment>
            <translation>Zuerst entscheidet ein Manager: Manager → Unbestätigte Vorgänge (Strg+U).</translation>
        </message>
        <message>
            <source>Wait for the check to finish, or ask a manager.</source>
            <translation>Warten Sie, bis die Prüfung fertig ist, oder fragen Sie einen Manager.</translation>
        </message>
        <message>
            <source>An earlier movement on this voucher is not confirmed and waits for a manager.</source>
            <translation>Ein früherer Vorgang auf diesem Gutschein ist unbestätigt und wartet auf einen Manager.</translation>
        </message>
        <message>
            <source>Call a manager: an earlier movement on this voucher waits for their decision.</source>
            <translation>Rufen Sie einen Manager: Ein früherer Vorgang auf diesem Gutschein wartet auf seine Entscheidung.</translation>
        </message>
        <message>
            <source>Call a manager.</source>
            <translation>Rufen Sie einen Manager.</translation>
        </message>
        <message>
            <source>An earlier movement on this voucher is still being checked.</source>
            <translation>Ein früherer Vorgang auf diesem Gutschein wird noch geprüft.</translation>
        </message>
        <message>
            <source>An earlier movement on this voucher is still on its way.</source>
            <translation>Ein früherer Vorgang auf diesem Gutschein ist noch unterwegs.</translation>
        </message>
        <message>
            <source>An earlier redemption of this voucher could not be checked again.</source>
            <extracomment>Background rounds in a row that met an unreadable answer before a movement goes to a manager. While waiting out the settle period, the records are read again this often. The latest after its intent that a request can still be applied by a slow service: five times the web server's 60 s limit, for a queue drained late. A matching event stamped later, on a desk other tills share, is theirs: it does not reopen a movement settled not applied. The movements whose voucher's balance tells whether they were applied. Background re-checks in a row that met an unreadable answer, by movement.</extracomment>
            <translation>Eine frühere Einlösung dieses Gutscheins konnte nicht erneut geprüft werden.</translation>
        </message>
    </context>
    <context>
        <name>OrderFix</name>
        <message>
            <source>Correct order #{order}</source>
            <translation>Bestellung #{order} korrigieren</translation>
        </message>
        <message>
            <source>Approved by {manager}</source>
            <translation>Genehmigt von {manager}</translation>
        </message>
        <message>
            <source>Purchaser</source>
            <translation>Käufer</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>E-Mail</translation>
        </message>
        <message>
            <source>Recipient e-mail</source>
            <translation>E-Mail des Empfängers</translation>
        </message>
        <message>
            <source>Purchaser's name</source>
            <translation>Name des Käufers</translation>
        </message>
        <message>
            <source>Purchaser's e-mail</source>
            <translation>E-Mail des Käufers</translation>
        </message>
        <message>
            <source>Recipient's e-mail</source>
            <translation>E-Mail des Empfängers</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Speichern</translation>
        </message>
        <message>
            <source>Send the corrections (a tap; Enter never sends)</source>
            <translation>Korrekturen senden (Tippen; Enter sendet nie)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Close without sending anything more</source>
            <translation>Schließen, ohne noch etwas zu senden</translation>
        </message>
        <message>
            <source>Correct this voucher's order…</source>
            <translation>Bestellung dieses Gutscheins korrigieren…</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Manager</translation>
        </message>
        <message>
            <source>Look up a voucher of the order first.</source>
            <translation>Rufen Sie zuerst einen Gutschein der Bestellung auf.</translation>
        </message>
        <message>
            <source>purchaser's name</source>
            <extracomment>The order's fields a desk may correct: the service's name, and the till's words for it (the audit line keeps these English words; the screen says them in the language shown).</extracomment>
            <translation>Name des Käufers</translation>
        </message>
        <message>
            <source>purchaser's e-mail</source>
            <translation>E-Mail des Käufers</translation>
        </message>
        <message>
            <source>recipient's e-mail</source>
            <translation>E-Mail des Empfängers</translation>
        </message>
        <message>
            <source>Order #{order} could not be read</source>
            <extracomment>(order_id, {field: value} as read back): what the service now holds, for Find's index.</extracomment>
            <translation>Bestellung #{order} konnte nicht gelesen werden</translation>
        </message>
        <message>
            <source>Check the {fields}.</source>
            <translation>Prüfen Sie: {fields}.</translation>
        </message>
        <message>
            <source>Nothing changed: nothing was sent.</source>
            <translation>Nichts geändert: nichts gesendet.</translation>
        </message>
        <message>
            <source>Order #{order} was not corrected</source>
            <translation>Bestellung #{order} wurde nicht korrigiert</translation>
        </message>
        <message>
            <source>Order #{order}: the correction was sent but the order could not be read back ({why}). Look it up again before correcting it again.</source>
            <translation>Bestellung #{order}: Die Korrektur wurde gesendet, aber die Bestellung konnte nicht erneut gelesen werden ({why}). Rufen Sie sie erneut auf, bevor Sie sie noch einmal korrigieren.</translation>
        </message>
        <message>
            <source>Order #{order} reads back with another {fields} than asked — ask a manager.</source>
            <translation>Bestellung #{order} hat nach dem Zurücklesen andere Angaben als verlangt ({fields}) — Manager fragen.</translation>
        </message>
        <message>
            <source>Order #{order} corrected: {fields}.</source>
            <translation>Bestellung #{order} korrigiert: {fields}.</translation>
        </message>
        <message>
            <source>try again.</source>
            <translation>versuchen Sie es erneut.</translation>
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
            <translation>An den Gutscheindienst gesendet, warte auf Antwort…</translation>
        </message>
        <message>
            <source>No answer from the service {about}. Checking with the service…</source>
            <translation>Keine Antwort vom Dienst {about}. Prüfung beim Dienst…</translation>
        </message>
        <message>
            <source>{checking} {seconds} s</source>
            <translation>{checking} {seconds} s</translation>
        </message>
        <message>
            <source>{problem}. Nothing was sent.</source>
            <translation>{problem}. Es wurde nichts gesendet.</translation>
        </message>
        <message>
            <source>{problem}. {pending}</source>
            <translation>{problem}. {pending}</translation>
        </message>
        <message>
            <source>Still no answer from the service.</source>
            <translation>Immer noch keine Antwort vom Dienst.</translation>
        </message>
        <message>
            <source>{first} {unchecked}</source>
            <translation>{first} {unchecked}</translation>
        </message>
        <message>
            <source>{done} {asked}.</source>
            <translation>{done}: {asked}.</translation>
        </message>
        <message>
            <source>{not_done}: {asked} did not go through. {nothing}; you can try again.</source>
            <translation>{not_done}: {asked} ist nicht durchgegangen. {nothing}; Sie können es erneut versuchen.</translation>
        </message>
        <message>
            <source>Not confirmed: {asked} — no answer from the service yet. The till checks it again before {waits}.</source>
            <translation>Nicht bestätigt: {asked} — noch keine Antwort vom Dienst. Die Kasse prüft erneut, bevor {waits}.</translation>
        </message>
        <message>
            <source>Sent: {asked} — the service's answer was lost and it could not be proven; a manager decides.</source>
            <translation>Gesendet: {asked} — die Antwort des Dienstes ging verloren und ließ sich nicht belegen; ein Manager entscheidet.</translation>
        </message>
        <message>
            <source>Sent: {asked} — not proven.</source>
            <translation>Gesendet: {asked} — nicht belegt.</translation>
        </message>
        <message>
            <source>The service refused the {noun}.</source>
            <translation>Der Dienst hat die Buchung ({noun}) abgelehnt.</translation>
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
            <translation>Freigabe durch Manager</translation>
        </message>
        <message>
            <source>A manager approves this with their own PIN.</source>
            <translation>Ein Manager gibt dies mit der eigenen PIN frei.</translation>
        </message>
        <message>
            <source>Manager PIN</source>
            <extracomment>The field refused a key (a letter, a ninth digit) since it was last empty.</extracomment>
            <translation>Manager-PIN</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Approve</source>
            <translation>Freigeben</translation>
        </message>
        <message>
            <source>Checking…</source>
            <translation>Prüfung…</translation>
        </message>
        <message>
            <source>Choose a different PIN: this one is not safe to use.</source>
            <extracomment>Said of every new PIN the till will not take although it is well formed: one a bystander guesses at once, and one another manager already has. One wording for both on purpose: a PIN says who approves, so two managers never share one, but saying "another manager has this PIN" would hand whoever typed it a colleague's PIN (see ``app.desk.manager.admin``).</extracomment>
            <translation>Eine andere PIN wählen: Diese ist nicht sicher.</translation>
        </message>
        <message>
            <source>The PIN must be {least} to {most} digits.</source>
            <extracomment>The PINs people choose most often (published analyses of leaked 4-digit PINs), besides the repeats and runs refused by rule: the first ones a thief at the desk would try.</extracomment>
            <translation>Die PIN muss {least} bis {most} Ziffern haben.</translation>
        </message>
        <message>
            <source>The stored manager PIN is unreadable; set a new one.</source>
            <translation>Die gespeicherte Manager-PIN ist unlesbar; bitte eine neue festlegen.</translation>
        </message>
        <message>
            <source>Not a PIN: a PIN is {shortest} to {longest} digits. Not counted; type the PIN.</source>
            <extracomment>[DECIDE] The training till's manager and PIN (documented in the README and on the PIN prompt). ``hash_pin(TRAINING_PIN)``, made once: the PIN is public, and hashing it at start would cost the GUI thread 50 ms. Said, and neither counted nor audited, for what cannot be a PIN: a code scanned into the prompt (letters, or more digits than a PIN has) is not a manager guessing, and must not lock managers out.</extracomment>
            <translation>Keine PIN: Eine PIN hat {shortest} bis {longest} Ziffern. Nicht gezählt; geben Sie die PIN ein.</translation>
        </message>
        <message>
            <source>Training till: the manager PIN is {pin}.</source>
            <extracomment>The same words in the source language.</extracomment>
            <translation>Trainingskasse: Die Manager-PIN ist {pin}.</translation>
        </message>
        <message>
            <source>Too many wrong PINs. Manager actions are locked for another {minutes} min.</source>
            <translation>Zu viele falsche PINs. Manager-Aktionen sind noch {minutes} Min. gesperrt.</translation>
        </message>
        <message>
            <source>Type your manager PIN.</source>
            <translation>Geben Sie Ihre Manager-PIN ein.</translation>
        </message>
        <message>
            <source>Wrong PIN. Try again.</source>
            <translation>Falsche PIN. Bitte erneut versuchen.</translation>
        </message>
    </context>
    <context>
        <name>Recheck</name>
        <message>
            <source>The till's re-check of its movements</source>
            <translation>Erneute Prüfung der Kassenbuchungen</translation>
        </message>
        <message>
            <source>the service cannot be reached.</source>
            <extracomment>How often open movements are looked at again while the service answers. The status line says movements are still being checked: it goes once none is open. What this round settled, said again beside what it leaves open.</extracomment>
            <translation>der Dienst ist nicht erreichbar.</translation>
        </message>
        <message numerus="yes">
            <source>%n movement(s) not confirmed yet: {why} The till checks again as soon as it answers.</source>
            <translation>
                <numerusform>%n Buchung noch unbestätigt: {why} Die Kasse prüft erneut, sobald er antwortet.</numerusform>
                <numerusform>%n Buchungen noch unbestätigt: {why} Die Kasse prüft erneut, sobald er antwortet.</numerusform>
            </translation>
        </message>
        <message>
            <source>{problem}. Open movements are checked again once it can.</source>
            <translation>{problem}. Offene Buchungen werden erneut geprüft, sobald es geht.</translation>
        </message>
        <message>
            <source>1 movement is still being checked with the service.</source>
            <translation>1 Buchung wird noch beim Dienst geprüft.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements are still being checked with the service.</source>
            <translation>
                <numerusform>%n Buchung wird noch beim Dienst geprüft.</numerusform>
                <numerusform>%n Buchungen werden noch beim Dienst geprüft.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement waits for a manager: {first}, which the till cannot confirm.</source>
            <translation>1 Buchung wartet auf einen Manager: {first}, die die Kasse nicht bestätigen kann.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements wait for a manager: {first} and {more} more, which the till cannot confirm.</source>
            <translation>
                <numerusform>%n Buchung wartet auf einen Manager: {first} und {more} weitere, die die Kasse nicht bestätigen kann.</numerusform>
                <numerusform>%n Buchungen warten auf einen Manager: {first} und {more} weitere, die die Kasse nicht bestätigen kann.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement waits for a manager: {first}.</source>
            <translation>1 Buchung wartet auf einen Manager: {first}.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements wait for a manager: {first} and {more} more.</source>
            <translation>
                <numerusform>%n Buchung wartet auf einen Manager: {first} und {more} weitere.</numerusform>
                <numerusform>%n Buchungen warten auf einen Manager: {first} und {more} weitere.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Reconcile</name>
        <message>
            <source>{what}, possibly by another till</source>
            <extracomment>How far before the anchor's stamp (or, with no anchor, the intent's) the search starts: a day and a DST hour, because a service's clock can be moved back hours after the anchor (see above). How much earlier than the intent (by the measured offset) the service may have stamped its event. The offset is an event's stamp less the till's time the answer came, so a slow round trip only makes the estimate earlier (safer); the slack covers the one-second stamps and the clocks' drift since the offset was measured. Why the candidates could not be told apart, in till words ("" unless ambiguous).</extracomment>
            <translation>{what}, möglicherweise von einer anderen Kasse</translation>
        </message>
        <message>
            <source>{what} at {time}, possibly by another till</source>
            <translation>{what} um {time}, möglicherweise von einer anderen Kasse</translation>
        </message>
        <message>
            <source>event {event} was reversed</source>
            <translation>Ereignis {event} wurde storniert</translation>
        </message>
        <message>
            <source>several reversals of that amount on this voucher could be this one</source>
            <translation>mehrere Stornos dieses Betrags auf diesem Gutschein könnten dieser sein</translation>
        </message>
        <message>
            <source>event {event} was already reversed by another till before this one asked</source>
            <translation>Ereignis {event} wurde bereits von einer anderen Kasse storniert, bevor diese es anfragte</translation>
        </message>
        <message>
            <source>the service shows more than one identical movement on this voucher</source>
            <translation>der Dienst zeigt mehr als eine gleiche Buchung auf diesem Gutschein</translation>
        </message>
        <message>
            <source>another till at this location could have made it; the service does not say which till did</source>
            <translation>eine andere Kasse an diesem Standort könnte sie gebucht haben; der Dienst sagt nicht, welche</translation>
        </message>
        <message>
            <source>it may have been recorded otherwise than asked (another amount, place or voucher)</source>
            <translation>sie wurde vielleicht anders gebucht als angefragt (anderer Betrag, Ort oder Gutschein)</translation>
        </message>
    </context>
    <context>
        <name>Redeem</name>
        <message>
            <source>&amp;Amount</source>
            <translation>&amp;Betrag</translation>
        </message>
        <message>
            <source>Amount to redeem</source>
            <translation>Einzulösender Betrag</translation>
        </message>
        <message>
            <source>Amount to redeem; Enter shows what will be redeemed, to confirm (Alt+A)</source>
            <translation>Einzulösender Betrag; Eingabe zeigt, was eingelöst wird, zum Bestätigen (Alt+A)</translation>
        </message>
        <message>
            <source>Redeem…</source>
            <translation>Einlösen…</translation>
        </message>
        <message>
            <source>Review the redemption</source>
            <translation>Einlösung prüfen</translation>
        </message>
        <message>
            <source>Show what will be redeemed, to confirm (Enter in the amount)</source>
            <translation>Zeigen, was eingelöst wird, zum Bestätigen (Eingabe im Betrag)</translation>
        </message>
        <message>
            <source>redemption</source>
            <translation>Einlösung</translation>
        </message>
        <message>
            <source>Do not redeem; change the amount or scan another code</source>
            <translation>Nicht einlösen; Betrag ändern oder anderen Code scannen</translation>
        </message>
        <message>
            <source>Redeeming…</source>
            <translation>Wird eingelöst…</translation>
        </message>
        <message>
            <source>Use whole balance</source>
            <translation>Ganzes Guthaben</translation>
        </message>
        <message>
            <source>Put the whole balance in the amount (then review and confirm)</source>
            <translation>Ganzes Guthaben als Betrag übernehmen (dann prüfen und bestätigen)</translation>
        </message>
        <message>
            <source>Offline: redeeming is paused until the service answers</source>
            <translation>Offline: Einlösen ist pausiert, bis der Dienst antwortet</translation>
        </message>
        <message>
            <source>The last redemption is still on its way or being checked: its outcome comes first.</source>
            <extracomment>Said under the amount when Enter or Redeem… is pressed while the last redemption is unanswered.</extracomment>
            <translation>Die letzte Einlösung ist noch unterwegs oder wird geprüft: zuerst kommt ihr Ergebnis.</translation>
        </message>
        <message>
            <source>The earlier movement was settled before the override.</source>
            <extracomment>A warning about the voucher's order for the review ("Sold 40 minutes ago by e-mail …"), or "": set by the wiring, which knows the order on the counter (``app.desk.common.young_order``). The movement whose outcome the redeem line shows now, if any. The code of the redemption the outcome line is about ("" when it says something else).</extracomment>
            <translation>Die frühere Buchung wurde vor der Freigabe abgeglichen.</translation>
        </message>
        <message>
            <source>Use whole balance {amount}</source>
            <translation>Ganzes Guthaben {amount}</translation>
        </message>
        <message>
            <source>Type an amount, or use the whole balance</source>
            <translation>Betrag eingeben oder ganzes Guthaben nehmen</translation>
        </message>
        <message>
            <source>Nothing redeemed: the balance of {code} changed to {balance} while {amount} was under review (another till or the service). Type the amount again.</source>
            <translation>Nichts eingelöst: Das Guthaben von {code} hat sich auf {balance} geändert, während {amount} in der Prüfung war (eine andere Kasse oder der Dienst). Geben Sie den Betrag erneut ein.</translation>
        </message>
        <message>
            <source>Nothing redeemed: {amount} from {code} was under review when another code was typed or scanned.</source>
            <translation>Nichts eingelöst: {amount} von {code} war in der Prüfung, als ein anderer Code eingegeben oder gescannt wurde.</translation>
        </message>
        <message>
            <source>Balance after: {amount}</source>
            <translation>Guthaben danach: {amount}</translation>
        </message>
        <message>
            <source>about {asked}</source>
            <translation>zu {asked}</translation>
        </message>
        <message>
            <source>The redemption of {asked} is not confirmed: the till checks it again before this voucher can be redeemed again, and at its next start.</source>
            <translation>Die Einlösung von {asked} ist nicht bestätigt: Die Kasse prüft sie erneut, bevor dieser Gutschein wieder eingelöst werden kann, und beim nächsten Start.</translation>
        </message>
        <message>
            <source>The redemption is not confirmed yet.</source>
            <translation>Die Einlösung ist noch nicht bestätigt.</translation>
        </message>
        <message>
            <source>{refused} An earlier redemption of this voucher could not be checked.</source>
            <translation>{refused} Eine frühere Einlösung dieses Gutscheins konnte nicht geprüft werden.</translation>
        </message>
        <message>
            <source>Not sent: {asked}. {why}</source>
            <translation>Nicht gesendet: {asked}. {why}</translation>
        </message>
        <message>
            <source>Checking an earlier, unconfirmed redemption of this voucher first…</source>
            <translation>Zuerst wird eine frühere, unbestätigte Einlösung dieses Gutscheins geprüft…</translation>
        </message>
        <message>
            <source>{earlier} Nothing more was sent.</source>
            <translation>{earlier} Es wurde nichts weiter gesendet.</translation>
        </message>
        <message>
            <source>about an earlier redemption of this code</source>
            <translation>zu einer früheren Einlösung dieses Codes</translation>
        </message>
        <message>
            <source>No answer from the service {about}. Checking with the service… {seconds} s</source>
            <translation>Keine Antwort vom Dienst {about}. Prüfung beim Dienst… {seconds} s</translation>
        </message>
        <message>
            <source>the balance</source>
            <translation>das Guthaben</translation>
        </message>
        <message>
            <source>The earlier redemption of {taken} from {code} went through (ref {event}).</source>
            <translation>Die frühere Einlösung von {taken} von {code} ist durchgegangen (Ref. {event}).</translation>
        </message>
        <message>
            <source>The earlier redemption of {taken} from {code} went through.</source>
            <translation>Die frühere Einlösung von {taken} von {code} ist durchgegangen.</translation>
        </message>
        <message>
            <source>The earlier redemption of {taken} from {code} did not go through; nothing was taken.</source>
            <translation>Die frühere Einlösung von {taken} von {code} ist nicht durchgegangen; es wurde nichts abgebucht.</translation>
        </message>
        <message>
            <source>Reversed by a manager: {amount} back on {code}; balance {balance}.</source>
            <translation>Von einem Manager storniert: {amount} zurück auf {code}; Guthaben {balance}.</translation>
        </message>
        <message>
            <source>Redeemed</source>
            <extracomment>In the source language, marked for translation; :func:`outcome_text` says them translated.</extracomment>
            <translation>Eingelöst</translation>
        </message>
        <message>
            <source>Not redeemed</source>
            <translation>Nicht eingelöst</translation>
        </message>
        <message>
            <source>Nothing was taken</source>
            <translation>Es wurde nichts abgebucht</translation>
        </message>
        <message>
            <source>this voucher can be redeemed again</source>
            <translation>dieser Gutschein wieder eingelöst werden kann</translation>
        </message>
        <message>
            <source>{amount} from {code}</source>
            <translation>{amount} von {code}</translation>
        </message>
        <message>
            <source>{left} left</source>
            <translation>{left} bleiben</translation>
        </message>
        <message>
            <source>the whole balance, {left} left</source>
            <translation>das ganze Guthaben, {left} bleiben</translation>
        </message>
        <message>
            <source>Redeem {asked} — {rest}</source>
            <translation>{asked} einlösen — {rest}</translation>
        </message>
        <message>
            <source>Redeemed {taken} from {code}. New balance {left} · ref {event}</source>
            <translation>{taken} von {code} eingelöst. Neues Guthaben {left} · Ref. {event}</translation>
        </message>
        <message>
            <source>Redeemed {taken} from {code}. New balance {left}</source>
            <translation>{taken} von {code} eingelöst. Neues Guthaben {left}</translation>
        </message>
        <message>
            <source>{code}: the service's answer does not match {asked} — ask a manager.</source>
            <translation>{code}: Die Antwort des Dienstes passt nicht zu {asked} — Manager fragen.</translation>
        </message>
        <message>
            <source>on {recorded}, not {asked}</source>
            <translation>auf {recorded} statt {asked}</translation>
        </message>
        <message>
            <source>{recorded}, not {asked}</source>
            <translation>{recorded} statt {asked}</translation>
        </message>
        <message>
            <source>at location {recorded}, not this till's ({asked})</source>
            <translation>an Standort {recorded} statt dem dieser Kasse ({asked})</translation>
        </message>
        <message>
            <source>a “{type}” event, not a redemption</source>
            <translation>ein Ereignis „{type}“ statt einer Einlösung</translation>
        </message>
        <message>
            <source>{recorded} on {code}</source>
            <translation>{recorded} auf {code}</translation>
        </message>
        <message>
            <source>{code}: the service recorded {said} — ask a manager · ref {event}</source>
            <translation>{code}: Der Dienst hat {said} gebucht — Manager fragen · Ref. {event}</translation>
        </message>
    </context>
    <context>
        <name>Refund</name>
        <message>
            <source>A refund voids every voucher in the order and sets each balance to zero. It cannot be undone. Refund the payment to the customer separately.</source>
            <translation>Eine Erstattung macht jeden Gutschein der Bestellung ungültig und setzt jedes Guthaben auf null. Sie kann nicht rückgängig gemacht werden. Erstatten Sie die Zahlung dem Kunden separat.</translation>
        </message>
        <message>
            <source>Refund order #{order}</source>
            <translation>Bestellung #{order} erstatten</translation>
        </message>
        <message>
            <source>Reading order #{order}…</source>
            <translation>Bestellung #{order} wird gelesen…</translation>
        </message>
        <message>
            <source>Vouchers in this order</source>
            <translation>Gutscheine dieser Bestellung</translation>
        </message>
        <message>
            <source>Release the codes</source>
            <translation>Codes freigeben</translation>
        </message>
        <message>
            <source>Frees the customer's own codes so they can be used on a new order.</source>
            <translation>Gibt die eigenen Codes des Kunden frei, damit sie für eine neue Bestellung genutzt werden können.</translation>
        </message>
        <message>
            <source>Frees the customer's own codes for a new order.</source>
            <translation>Gibt die eigenen Codes des Kunden für eine neue Bestellung frei.</translation>
        </message>
        <message>
            <source>Order number to confirm</source>
            <translation>Bestellnummer zur Bestätigung</translation>
        </message>
        <message>
            <source>Order number</source>
            <translation>Bestellnummer</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Nummer</translation>
        </message>
        <message>
            <source>Refund order</source>
            <translation>Bestellung erstatten</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>To confirm, type the order number ({order}):</source>
            <translation>Zur Bestätigung die Bestellnummer eingeben ({order}):</translation>
        </message>
        <message>
            <source>This order cannot be refunded. {why}</source>
            <translation>Diese Bestellung kann nicht erstattet werden. {why}</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Code</source>
            <extracomment>True when the service shows this voucher Void with a zero balance (after a refund).</extracomment>
            <translation>Code</translation>
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
            <translation>Guthaben</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s)</source>
            <translation>
                <numerusform>%n Gutschein</numerusform>
                <numerusform>%n Gutscheine</numerusform>
            </translation>
        </message>
        <message>
            <source>Order #{order}</source>
            <translation>Bestellung #{order}</translation>
        </message>
        <message>
            <source>{total} on {count}</source>
            <translation>{total} auf {count}</translation>
        </message>
        <message>
            <source>This order is the new card {code} this till sold on {day} at {time}: it was not created through the API, so it cannot be refunded here. Refund it at the back office.</source>
            <translation>Diese Bestellung ist die neue Karte {code}, die diese Kasse am {day} um {time} verkauft hat: Sie wurde nicht über die API angelegt und kann daher hier nicht erstattet werden. Erstatten Sie sie im Backoffice.</translation>
        </message>
        <message>
            <source>Voucher {code} could not be read, so the refund is not offered yet.</source>
            <translation>Gutschein {code} konnte nicht gelesen werden, daher wird die Erstattung noch nicht angeboten.</translation>
        </message>
        <message>
            <source>Voucher {code} holds {balance}, not the {total} it was sold for (topped up or used since): a refund would void it all. Refund it at the back office.</source>
            <translation>Gutschein {code} hat {balance}, nicht die {total}, für die er verkauft wurde (seitdem aufgeladen oder genutzt): Eine Erstattung würde alles ungültig machen. Erstatten Sie ihn im Backoffice.</translation>
        </message>
        <message>
            <source>Refund order #{order}: {total}</source>
            <translation>Bestellung #{order} erstatten: {total}</translation>
        </message>
        <message>
            <source>The order could not be read.</source>
            <translation>Die Bestellung konnte nicht gelesen werden.</translation>
        </message>
        <message>
            <source>{problem} The refund is not offered until the till can read the order.</source>
            <translation>{problem} Die Erstattung wird erst angeboten, wenn die Kasse die Bestellung lesen kann.</translation>
        </message>
        <message>
            <source>Type the order number {order} to confirm.</source>
            <translation>Geben Sie zur Bestätigung die Bestellnummer {order} ein.</translation>
        </message>
        <message>
            <source>A manager PIN is needed for this.</source>
            <translation>Dafür ist eine Manager-PIN nötig.</translation>
        </message>
        <message>
            <source>about the refund of order #{order}</source>
            <translation>zur Erstattung der Bestellung #{order}</translation>
        </message>
        <message>
            <source>The refund is not confirmed: do not try again; the till checks it again at its next start, or when a voucher of this order is next redeemed.</source>
            <translation>Die Erstattung ist nicht bestätigt: Nicht erneut versuchen; die Kasse prüft sie beim nächsten Start erneut oder wenn ein Gutschein dieser Bestellung das nächste Mal eingelöst wird.</translation>
        </message>
        <message>
            <source>The refund is not confirmed yet.</source>
            <translation>Die Erstattung ist noch nicht bestätigt.</translation>
        </message>
        <message>
            <source>The refund did not go through. Nothing changed.</source>
            <translation>Die Erstattung ist nicht durchgegangen. Nichts wurde geändert.</translation>
        </message>
        <message>
            <source>The service refused the refund.</source>
            <translation>Der Dienst hat die Erstattung abgelehnt.</translation>
        </message>
        <message>
            <source>Order #{order} refunded. Its vouchers could not be read back just now: look them up to see them void.</source>
            <translation>Bestellung #{order} erstattet. Ihre Gutscheine konnten gerade nicht zurückgelesen werden: Rufen Sie sie auf, um sie ungültig zu sehen.</translation>
        </message>
        <message>
            <source> Their codes were released.</source>
            <translation> Ihre Codes wurden freigegeben.</translation>
        </message>
        <message>
            <source>Order #{order} refunded: 1 voucher is now Void with a zero balance, as the service shows.</source>
            <translation>Bestellung #{order} erstattet: 1 Gutschein ist jetzt ungültig mit Guthaben null, wie der Dienst zeigt.</translation>
        </message>
        <message numerus="yes">
            <source>Order #{order} refunded: %n vouchers are now Void with a zero balance, as the service shows.</source>
            <translation>
                <numerusform>Bestellung #{order} erstattet: %n Gutschein ist jetzt ungültig mit Guthaben null, wie der Dienst zeigt.</numerusform>
                <numerusform>Bestellung #{order} erstattet: %n Gutscheine sind jetzt ungültig mit Guthaben null, wie der Dienst zeigt.</numerusform>
            </translation>
        </message>
        <message>
            <source>Order #{order} refunded, but the service still shows {codes} as not void with a zero balance — ask a manager to check.</source>
            <translation>Bestellung #{order} erstattet, aber der Dienst zeigt {codes} noch nicht als ungültig mit Guthaben null — bitten Sie einen Manager, das zu prüfen.</translation>
        </message>
    </context>
    <context>
        <name>Reveal</name>
        <message>
            <source>Choose why…</source>
            <extracomment>Said in the reason list until the manager picks one: no code is shown without a reason.</extracomment>
            <translation>Grund wählen…</translation>
        </message>
        <message>
            <source>{problem}, so nothing is shown: the audit log must first record who sees it.</source>
            <translation>{problem}, daher wird nichts angezeigt: Das Prüfprotokoll muss zuerst festhalten, wer es sieht.</translation>
        </message>
        <message>
            <source>Show the whole code</source>
            <translation>Ganzen Code zeigen</translation>
        </message>
        <message>
            <source>Show the whole code of {code}</source>
            <translation>Ganzen Code von {code} zeigen</translation>
        </message>
        <message>
            <source>A voucher code is money: whoever knows it can spend the balance. The audit log keeps who showed it, when and why.</source>
            <translation>Ein Gutscheincode ist Geld: Wer ihn kennt, kann das Guthaben ausgeben. Das Prüfprotokoll hält fest, wer ihn wann und warum angezeigt hat.</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Grund</translation>
        </message>
        <message>
            <source>Whole code</source>
            <translation>Ganzer Code</translation>
        </message>
        <message>
            <source>Show the code</source>
            <translation>Code zeigen</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Guest lost the code and proved who they are</source>
            <extracomment>How long a whole code (or e-mail address) stays on screen once shown: long enough to read it out or write it down, short enough that it is gone when the manager walks away from the desk. Why a manager may see a whole code: short, so the audit log can be read at a glance. Kept in the audit log in these words (one language for every reader); shown translated.</extracomment>
            <translation>Gast hat den Code verloren und sich ausgewiesen</translation>
        </message>
        <message>
            <source>Re-issue or reprint for the guest</source>
            <translation>Neuausstellung oder Nachdruck für den Gast</translation>
        </message>
        <message>
            <source>Dispute or chargeback check</source>
            <translation>Prüfung bei Reklamation oder Rückbuchung</translation>
        </message>
        <message>
            <source>Support asked for it</source>
            <translation>Vom Support angefordert</translation>
        </message>
    </context>
    <context>
        <name>Reveal e-mail</name>
        <message>
            <source>Show the guest's e-mail address</source>
            <translation>E-Mail-Adresse des Gastes anzeigen</translation>
        </message>
        <message>
            <source>Show the e-mail address of order {order}: {address}</source>
            <translation>E-Mail-Adresse der Bestellung {order} anzeigen: {address}</translation>
        </message>
        <message>
            <source>A guest's e-mail address is personal data. The audit log keeps who showed it, when and why.</source>
            <translation>Die E-Mail-Adresse eines Gastes ist ein personenbezogenes Datum. Das Prüfprotokoll hält fest, wer sie wann und warum angezeigt hat.</translation>
        </message>
        <message>
            <source>Choose why…</source>
            <translation>Grund wählen…</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Grund</translation>
        </message>
        <message>
            <source>Whole e-mail address</source>
            <translation>Vollständige E-Mail-Adresse</translation>
        </message>
        <message>
            <source>Show the address</source>
            <translation>Adresse anzeigen</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Open a voucher whose order has an e-mail address first.</source>
            <translation>Öffnen Sie zuerst einen Gutschein, dessen Bestellung eine E-Mail-Adresse hat.</translation>
        </message>
        <message>
            <source>Show a guest's e-mail address</source>
            <translation>E-Mail-Adresse eines Gastes anzeigen</translation>
        </message>
        <message>
            <source>Guest asked where the voucher was sent and proved who they are</source>
            <extracomment>Why a manager may see a guest's whole address: in English in the audit log, translated on screen.</extracomment>
            <translation>Gast fragte, wohin der Gutschein ging, und hat sich ausgewiesen</translation>
        </message>
        <message>
            <source>Send the voucher again to the guest</source>
            <translation>Gutschein erneut an den Gast senden</translation>
        </message>
        <message>
            <source>Dispute or chargeback check</source>
            <translation>Prüfung einer Reklamation oder Rückbuchung</translation>
        </message>
        <message>
            <source>Support asked for it</source>
            <translation>Vom Support angefordert</translation>
        </message>
    </context>
    <context>
        <name>Reverse</name>
        <message>
            <source>Reverse event {event}</source>
            <translation>Ereignis {event} stornieren</translation>
        </message>
        <message>
            <source>Reverse this event?</source>
            <translation>Dieses Ereignis stornieren?</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Art</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Betrag</translation>
        </message>
        <message>
            <source>When</source>
            <translation>Wann</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Wo</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Ereignis</translation>
        </message>
        <message>
            <source>The voucher's balance could not be read just now.</source>
            <translation>Das Guthaben des Gutscheins konnte gerade nicht gelesen werden.</translation>
        </message>
        <message>
            <source>Why? (for example: wrong voucher scanned)</source>
            <translation>Warum? (zum Beispiel: falscher Gutschein gescannt)</translation>
        </message>
        <message>
            <source>Why?</source>
            <translation>Warum?</translation>
        </message>
        <message>
            <source>Reason for the reverse</source>
            <translation>Grund für das Storno</translation>
        </message>
        <message>
            <source>Reverse</source>
            <translation>Stornieren</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Grund</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>redeemed</source>
            <extracomment>How each reversible event type is said in the PIN prompt: "Reverse £10.00 redeemed on ...".</extracomment>
            <translation>eingelöst</translation>
        </message>
        <message>
            <source>topped up</source>
            <translation>aufgeladen</translation>
        </message>
        <message>
            <source>loaded</source>
            <translation>geladen</translation>
        </message>
        <message>
            <source>charged back</source>
            <translation>zurückgebucht</translation>
        </message>
        <message>
            <source>This event was already reversed at this till ({time}).</source>
            <translation>Dieser Vorgang wurde an dieser Kasse bereits storniert ({time}).</translation>
        </message>
        <message>
            <source>{time} on {day}</source>
            <translation>{time} am {day}</translation>
        </message>
        <message>
            <source>Reverse {amount} {done} on {code} at {time}</source>
            <translation>{amount} {done} auf {code} um {time} stornieren</translation>
        </message>
        <message>
            <source>a voucher</source>
            <translation>einem Gutschein</translation>
        </message>
        <message>
            <source>Puts {amount} back on the voucher.</source>
            <translation>Bucht {amount} zurück auf den Gutschein.</translation>
        </message>
        <message>
            <source>The voucher could not be read.</source>
            <translation>Der Gutschein konnte nicht gelesen werden.</translation>
        </message>
        <message>
            <source>{problem} The reverse is not offered until the till can check the event.</source>
            <translation>{problem} Das Storno wird erst angeboten, wenn die Kasse den Vorgang prüfen kann.</translation>
        </message>
        <message>
            <source>Balance now {now}; after the reverse {after}.</source>
            <translation>Guthaben jetzt {now}; nach dem Storno {after}.</translation>
        </message>
        <message>
            <source>Give a reason for the reverse.</source>
            <translation>Geben Sie einen Grund für das Storno an.</translation>
        </message>
        <message>
            <source>A manager PIN is needed for this.</source>
            <translation>Dafür ist eine Manager-PIN nötig.</translation>
        </message>
        <message>
            <source>about the reverse of {amount} on {code}</source>
            <translation>zum Storno von {amount} auf {code}</translation>
        </message>
        <message>
            <source>The reverse is not confirmed: do not try again; the till checks it again at its next start, or when this voucher is next redeemed.</source>
            <translation>Das Storno ist nicht bestätigt: Nicht erneut versuchen; die Kasse prüft es beim nächsten Start erneut oder wenn dieser Gutschein das nächste Mal eingelöst wird.</translation>
        </message>
        <message>
            <source>The reverse is not confirmed yet.</source>
            <translation>Das Storno ist noch nicht bestätigt.</translation>
        </message>
        <message>
            <source>Reversed.</source>
            <translation>Storniert.</translation>
        </message>
        <message>
            <source>Reversed. The voucher's balance is now {balance}. New event {event} ({type}, {amount}).</source>
            <translation>Storniert. Das Guthaben des Gutscheins ist jetzt {balance}. Neuer Vorgang {event} ({type}, {amount}).</translation>
        </message>
        <message>
            <source>The reverse did not go through. Nothing changed.</source>
            <translation>Das Storno ist nicht durchgegangen. Nichts wurde geändert.</translation>
        </message>
        <message>
            <source>The service refused the reverse.</source>
            <translation>Der Dienst hat das Storno abgelehnt.</translation>
        </message>
        <message>
            <source>The service gave no time for this line, so its event cannot be found.</source>
            <translation>Der Dienst nennt für diese Zeile keine Zeit, daher ist ihr Vorgang nicht auffindbar.</translation>
        </message>
        <message>
            <source>The event could not be read.</source>
            <translation>Der Vorgang konnte nicht gelesen werden.</translation>
        </message>
        <message>
            <source>Event {event} is not among the service's events of that time.</source>
            <translation>Vorgang {event} ist nicht unter den Vorgängen des Dienstes zu dieser Zeit.</translation>
        </message>
        <message>
            <source>It was already keyed on the POS: take {amount} off the POS too.</source>
            <extracomment>Tells the user something: (text, kind) with kind "done", "checking", "refused", "unknown" or "paused" (nothing sent while the journal cannot be written: the line goes when it can again).</extracomment>
            <translation>Es war bereits im Kassensystem erfasst: {amount} auch im Kassensystem stornieren.</translation>
        </message>
    </context>
    <context>
        <name>Sale</name>
        <message>
            <source>Value</source>
            <translation>Wert</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Nachricht</translation>
        </message>
        <message>
            <source>Payment not ticked</source>
            <translation>Zahlung nicht abgehakt</translation>
        </message>
        <message>
            <source>Paid on POS is not ticked. Close the sale window anyway? Its new codes are not shown again, and the sale stays on the POS hand-off until it is ticked there.</source>
            <translation>„Im Kassensystem bezahlt“ ist nicht abgehakt. Das Verkaufsfenster trotzdem schließen? Die neuen Codes werden nicht noch einmal angezeigt, und der Verkauf bleibt in der Übergabe an das Kassensystem, bis er dort abgehakt ist.</translation>
        </message>
        <message>
            <source>Close anyway</source>
            <translation>Trotzdem schließen</translation>
        </message>
        <message>
            <source>Back to the sale</source>
            <translation>Zurück zum Verkauf</translation>
        </message>
        <message>
            <source>Not an e-mail address (name@example.com)</source>
            <extracomment>What every payment reference of this till starts with, so staff and the back office know it. The characters of a reference's random part: capitals and digits with none that reads as another (no 0/O, 1/I/L, U/V, 5/S, 2/Z, 8/B), so a cashier keys it on the POS as read; one case, so a service that keeps it in another case keeps the same reference. Its length: 23**10 (4 · 10**13) references, so no two sales ever share one, short enough for any column and for the POS's reference field, and one word, so it never wraps where it is read. The random characters a reference cut short by the service must still hold to be this sale's alone: 23**7 (3 · 10**9) to one that another sale of the same minutes shares them. An address as a desk types one: its top-level domain is letters (any script) or an IDN's ``xn--`` form, so a voucher code a scanner ran onto the end of it is caught. The same reference, whatever its case, or cut short with enough of it left to be this sale's. Cut so short that another sale's could read the same: a manager decides.</extracomment>
            <translation>Keine E-Mail-Adresse (name@example.com)</translation>
        </message>
        <message>
            <source>Required</source>
            <translation>Pflichtfeld</translation>
        </message>
        <message>
            <source>Give {lines} to {who} — complimentary, take no payment</source>
            <extracomment>An open-value product: ``value`` is the amount the buyer chose, sent as ``items[].amount``. The product's options as chosen: (optionKey, optionValue), sent as ``items[].options``. The billing address as typed (line1, line2, locality, county, postcode, country), sent only when payment is taken (the service recommends it then); empty parts are left out.</extracomment>
            <translation>{lines} an {who} verschenken — gratis, keine Zahlung kassieren</translation>
        </message>
        <message>
            <source>Sell {lines} to {who} — take {total} on the POS</source>
            <translation>{lines} an {who} verkaufen — {total} im Kassensystem kassieren</translation>
        </message>
        <message>
            <source>{quantity} x {product} {value}</source>
            <translation>{quantity} x {product} {value}</translation>
        </message>
        <message>
            <source>Given: {lines} to {who}, complimentary.</source>
            <translation>Verschenkt: {lines} an {who}, gratis.</translation>
        </message>
        <message>
            <source>Sold: {lines} to {who}.</source>
            <translation>Verkauft: {lines} an {who}.</translation>
        </message>
        <message>
            <source>Take {amount} payment on the POS — reference {reference}</source>
            <translation>{amount} im Kassensystem kassieren — Referenz {reference}</translation>
        </message>
        <message>
            <source>Complimentary — take no payment (reference {reference})</source>
            <translation>Gratis — keine Zahlung kassieren (Referenz {reference})</translation>
        </message>
        <message>
            <source>The service recorded order #{order} with {problems} — ask a manager.</source>
            <translation>Der Dienst hat Bestellung #{order} anders erfasst: {problems} — Manager fragen.</translation>
        </message>
        <message>
            <source>property {got}, not {asked}</source>
            <translation>Betrieb {got} statt {asked}</translation>
        </message>
        <message>
            <source>currency {got}, not {asked}</source>
            <translation>Währung {got} statt {asked}</translation>
        </message>
        <message>
            <source>a total of {got}, not {asked}</source>
            <translation>Gesamtbetrag {got} statt {asked}</translation>
        </message>
        <message>
            <source>{got} vouchers of product {product}, not {asked}</source>
            <translation>{got} Gutscheine von Produkt {product} statt {asked}</translation>
        </message>
        <message>
            <source>product {product} worth {amount}</source>
            <translation>Produkt {product} im Wert von {amount}</translation>
        </message>
        <message>
            <source>products not asked for ({products})</source>
            <translation>nicht bestellte Produkte ({products})</translation>
        </message>
        <message>
            <source>Sell gift vouchers</source>
            <extracomment>Lines of new codes kept in sight however little room the window has (the rest scroll). Asks a manager's PIN for a complimentary sale: calls back with the manager's name, or "" if cancelled. Prints the vouchers just sold (the till's slip printer and paper); says how it went on the line. The question asked when the window is closed before *Paid on POS*, while it is open.</extracomment>
            <translation>Gutscheine verkaufen</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Kategorie</translation>
        </message>
        <message>
            <source>Products</source>
            <translation>Produkte</translation>
        </message>
        <message>
            <source>Quantity</source>
            <translation>Menge</translation>
        </message>
        <message>
            <source>Value of an open-value voucher</source>
            <translation>Wert eines Wertgutscheins</translation>
        </message>
        <message>
            <source>Personal message</source>
            <translation>Persönliche Nachricht</translation>
        </message>
        <message>
            <source>Vouchers in this sale</source>
            <translation>Gutscheine in diesem Verkauf</translation>
        </message>
        <message>
            <source>Delivery</source>
            <translation>Versand</translation>
        </message>
        <message>
            <source>Purchaser's name</source>
            <translation>Name des Käufers</translation>
        </message>
        <message>
            <source>Purchaser's e-mail</source>
            <translation>E-Mail des Käufers</translation>
        </message>
        <message>
            <source>Recipient's e-mail (optional)</source>
            <translation>E-Mail des Empfängers (optional)</translation>
        </message>
        <message>
            <source>Vouchers sold — print</source>
            <translation>Verkaufte Gutscheine — drucken</translation>
        </message>
        <message>
            <source>A sale of this till went through after all (reference {reference}). Give the guest these vouchers.</source>
            <translation>Ein Verkauf dieser Kasse ist doch durchgegangen (Referenz {reference}). Geben Sie dem Gast diese Gutscheine.</translation>
        </message>
        <message>
            <source>The buyer&apos;s details</source>
            <translation>Die Angaben des Käufers</translation>
        </message>
        <message>
            <source>The new codes, shown once</source>
            <translation>Die neuen Codes, nur einmal angezeigt</translation>
        </message>
        <message>
            <source>Its codes could not be read now: find them by its reference (Find) to print them.</source>
            <translation>Die Codes können gerade nicht gelesen werden: über die Referenz suchen (Suchen) und drucken.</translation>
        </message>
        <message>
            <source>Value (open-value vouchers)</source>
            <translation>Wert (Wertgutscheine)</translation>
        </message>
        <message>
            <source>Personal message (optional)</source>
            <translation>Persönliche Nachricht (optional)</translation>
        </message>
        <message>
            <source>Add to sale</source>
            <translation>Hinzufügen</translation>
        </message>
        <message>
            <source>Add the chosen product to the sale</source>
            <translation>Das gewählte Produkt zum Verkauf hinzufügen</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Entfernen</translation>
        </message>
        <message>
            <source>Take the chosen line off the sale</source>
            <translation>Die gewählte Zeile aus dem Verkauf nehmen</translation>
        </message>
        <message>
            <source>Review sale</source>
            <translation>Verkauf prüfen</translation>
        </message>
        <message>
            <source>What Confirm will do (Enter never sells)</source>
            <translation>Was Bestätigen tun wird (Enter verkauft nie)</translation>
        </message>
        <message>
            <source>Print vouchers</source>
            <translation>Gutscheine drucken</translation>
        </message>
        <message>
            <source>Print each voucher sold, its code in full with a QR code</source>
            <translation>Jeden verkauften Gutschein drucken, mit vollem Code und QR-Code</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Close the sale window</source>
            <translation>Verkaufsfenster schließen</translation>
        </message>
        <message>
            <source>Confirmation e-mail</source>
            <translation>Bestätigungs-E-Mail</translation>
        </message>
        <message>
            <source>Send the purchaser the service's confirmation e-mail</source>
            <translation>Dem Käufer die Bestätigungs-E-Mail des Dienstes senden</translation>
        </message>
        <message>
            <source>Complimentary</source>
            <translation>Gratis</translation>
        </message>
        <message>
            <source>No payment taken: a manager approves it with their PIN</source>
            <translation>Keine Zahlung: ein Manager genehmigt mit seiner PIN</translation>
        </message>
        <message>
            <source>Paid on POS</source>
            <translation>Im Kassensystem bezahlt</translation>
        </message>
        <message>
            <source>Tick once the payment is keyed on the POS ({key})</source>
            <translation>Ankreuzen, sobald die Zahlung im Kassensystem erfasst ist ({key})</translation>
        </message>
        <message>
            <source>sale</source>
            <translation>Verkauf</translation>
        </message>
        <message>
            <source>Back to the sale: nothing is sent (Esc)</source>
            <translation>Zurück zum Verkauf: nichts wird gesendet (Esc)</translation>
        </message>
        <message>
            <source>Qty</source>
            <translation>Menge</translation>
        </message>
        <message>
            <source>Purchaser</source>
            <translation>Käufer</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>E-Mail</translation>
        </message>
        <message>
            <source>Recipient e-mail</source>
            <translation>E-Mail des Empfängers</translation>
        </message>
        <message>
            <source>Billing address</source>
            <translation>Rechnungsadresse</translation>
        </message>
        <message>
            <source>Selling…</source>
            <translation>Wird verkauft…</translation>
        </message>
        <message>
            <source>Total {amount}</source>
            <translation>Gesamt {amount}</translation>
        </message>
        <message>
            <source>Choose a product first.</source>
            <translation>Wählen Sie zuerst ein Produkt.</translation>
        </message>
        <message>
            <source>Code {code} — {product} — {value} — expires {date}</source>
            <translation>Code {code} — {product} — {value} — gültig bis {date}</translation>
        </message>
        <message>
            <source>Code {code} — {product} — {value}</source>
            <translation>Code {code} — {product} — {value}</translation>
        </message>
        <message>
            <source>New codes (shown once, for the slip):</source>
            <translation>Neue Codes (nur einmal angezeigt, für den Beleg):</translation>
        </message>
        <message>
            <source>Address 1</source>
            <extracomment>The service's keys of a billing address, with what each line is called at the desk.</extracomment>
            <translation>Straße</translation>
        </message>
        <message>
            <source>Address 2</source>
            <translation>Zusatz</translation>
        </message>
        <message>
            <source>Town or city</source>
            <translation>Ort</translation>
        </message>
        <message>
            <source>County</source>
            <translation>Region</translation>
        </message>
        <message>
            <source>Postcode</source>
            <translation>PLZ</translation>
        </message>
        <message>
            <source>Country</source>
            <translation>Land</translation>
        </message>
        <message>
            <source>Billing address, sent with a sale the guest pays for</source>
            <translation>Rechnungsadresse, gesendet mit einem Verkauf, den der Gast bezahlt</translation>
        </message>
        <message>
            <source>Sell vouchers…</source>
            <extracomment>What is open at the till that an update must not interrupt (the updates' own set).</extracomment>
            <translation>Gutscheine verkaufen…</translation>
        </message>
        <message>
            <source>Sell gift vouchers (F6)</source>
            <translation>Gutscheine verkaufen (F6)</translation>
        </message>
        <message>
            <source>Printing the vouchers…</source>
            <translation>Gutscheine werden gedruckt…</translation>
        </message>
        <message>
            <source>{why} The sale stands; print them again from here.</source>
            <translation>{why} Der Verkauf gilt; drucken Sie sie von hier aus erneut.</translation>
        </message>
        <message>
            <source>A complimentary sale (no payment taken)</source>
            <translation>Ein Gratis-Verkauf (keine Zahlung)</translation>
        </message>
        <message>
            <source>name</source>
            <extracomment>The buyer's fields a review names when one is wrong, as the sale screen calls them.</extracomment>
            <translation>Name</translation>
        </message>
        <message>
            <source>email</source>
            <translation>E-Mail</translation>
        </message>
        <message>
            <source>recipient</source>
            <translation>Empfänger</translation>
        </message>
        <message>
            <source>This till has no property set up: a manager sets it up first.</source>
            <extracomment>Now in the property's local time, against which a category's visibleFrom/visibleTo is read.</extracomment>
            <translation>Für diese Kasse ist kein Betrieb eingerichtet: ein Manager richtet ihn zuerst ein.</translation>
        </message>
        <message>
            <source>Selling needs the voucher service: a sale is never kept to send later.</source>
            <translation>Verkaufen braucht den Gutscheindienst: ein Verkauf wird nie zum späteren Senden aufbewahrt.</translation>
        </message>
        <message>
            <source>Reading the property's products…</source>
            <translation>Produkte des Betriebs werden gelesen…</translation>
        </message>
        <message>
            <source>try again.</source>
            <translation>versuchen Sie es erneut.</translation>
        </message>
        <message>
            <source>The products could not be read: {why}</source>
            <translation>Die Produkte konnten nicht gelesen werden: {why}</translation>
        </message>
        <message>
            <source>{refused} The service said: {said}</source>
            <translation>{refused} Der Dienst meldet: {said}</translation>
        </message>
        <message>
            <source>Quantity: 1 to {most} of one product.</source>
            <extracomment>The billing address's parts as typed (``app.core.sale.SaleRequest.billing``).</extracomment>
            <translation>Menge: 1 bis {most} pro Produkt.</translation>
        </message>
        <message>
            <source>{product} is sold in {currency}, not here.</source>
            <translation>{product} wird in {currency} verkauft, nicht hier.</translation>
        </message>
        <message>
            <source>Value of {product}: {why}</source>
            <translation>Wert von {product}: {why}</translation>
        </message>
        <message>
            <source>Choose the {option} of {product}.</source>
            <translation>Wählen Sie {option} für {product}.</translation>
        </message>
        <message>
            <source>Add a product to the sale first.</source>
            <translation>Fügen Sie zuerst ein Produkt hinzu.</translation>
        </message>
        <message>
            <source>Check the buyer's details: {fields}.</source>
            <translation>Prüfen Sie die Angaben des Käufers: {fields}.</translation>
        </message>
        <message>
            <source>about the sale (reference {reference})</source>
            <translation>zum Verkauf (Referenz {reference})</translation>
        </message>
        <message>
            <source>The till keeps checking the service's orders for it: do not sell it again.</source>
            <translation>Die Kasse sucht weiter in den Bestellungen des Dienstes danach: nicht noch einmal verkaufen.</translation>
        </message>
        <message>
            <source>The sale is journalled; the till settles it.</source>
            <translation>Der Verkauf ist protokolliert; die Kasse klärt ihn.</translation>
        </message>
        <message>
            <source>The sale could not be sent.</source>
            <translation>Der Verkauf konnte nicht gesendet werden.</translation>
        </message>
        <message>
            <source>All</source>
            <translation>Alle</translation>
        </message>
        <message>
            <source>Open value</source>
            <translation>Freier Wert</translation>
        </message>
        <message numerus="yes">
            <source>valid %n day(s)</source>
            <translation>
                <numerusform>%n Tag gültig</numerusform>
                <numerusform>%n Tage gültig</numerusform>
            </translation>
        </message>
        <message>
            <source>validity not given</source>
            <translation>Gültigkeit nicht angegeben</translation>
        </message>
        <message>
            <source>can be used in part</source>
            <translation>teilweise einlösbar</translation>
        </message>
        <message>
            <source>used in one go</source>
            <translation>nur auf einmal einlösbar</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Produkt</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Wert</translation>
        </message>
        <message>
            <source>Validity</source>
            <translation>Gültigkeit</translation>
        </message>
        <message>
            <source>Each</source>
            <translation>Je Stück</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Nachricht</translation>
        </message>
        <message>
            <source>free</source>
            <translation>kostenlos</translation>
        </message>
        <message>
            <source>At most {amount} for one voucher, as for a top-up</source>
            <translation>Höchstens {amount} pro Gutschein, wie bei einer Aufladung</translation>
        </message>
        <message>
            <source>An open-value voucher is a new gift card: a manager must allow its sale (manager PIN).</source>
            <translation>Ein Gutschein mit freiem Wert ist eine neue Geschenkkarte: Ein Manager muss den Verkauf freigeben (Manager-PIN).</translation>
        </message>
        <message>
            <source>Confirm asks for a manager's PIN: an open-value voucher is a new gift card.</source>
            <translation>Bestätigen verlangt eine Manager-PIN: Ein Gutschein mit freiem Wert ist eine neue Geschenkkarte.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) waits for a manager's decision: do not sell it again until a manager has settled it.</source>
            <extracomment>The states that end the wait: the order was made, or it was not.</extracomment>
            <translation>Der letzte Verkauf (Referenz {reference}) wartet auf die Entscheidung eines Managers: nicht erneut verkaufen, bevor ein Manager ihn geklärt hat.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) is not settled yet: the till keeps checking with the service. Do not sell it again; wait for the check, or ask a manager.</source>
            <translation>Der letzte Verkauf (Referenz {reference}) ist noch nicht geklärt: Die Kasse prüft weiter beim Dienst. Nicht erneut verkaufen; die Prüfung abwarten oder einen Manager holen.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) was recorded otherwise than asked: ask a manager.</source>
            <translation>Der letzte Verkauf (Referenz {reference}) wurde anders gebucht als angefragt: bitte einen Manager holen.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) did not go through: no voucher was sold — take no payment for it. It may be sold again.</source>
            <translation>Der letzte Verkauf (Referenz {reference}) ist nicht durchgegangen: Es wurde kein Gutschein verkauft — keine Zahlung annehmen. Er kann erneut verkauft werden.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) went through, but its codes could not be read now: find them by that reference (Find) to print them.</source>
            <translation>Der letzte Verkauf (Referenz {reference}) ist durchgegangen, aber die Codes können gerade nicht gelesen werden: über diese Referenz suchen (Suchen) und drucken.</translation>
        </message>
        <message>
            <source>The sale changed after the manager's PIN: it is no longer complimentary. Tick Complimentary again for a manager to approve it as it is now.</source>
            <translation>Der Verkauf hat sich nach der Manager-PIN geändert: Er ist nicht mehr gratis. Gratis erneut ankreuzen, damit ein Manager ihn so freigibt, wie er jetzt ist.</translation>
        </message>
    </context>
    <context>
        <name>ServiceCheck</name>
        <message>
            <source>As documented</source>
            <extracomment>How each verdict is marked in the list of findings.</extracomment>
            <translation>Wie dokumentiert</translation>
        </message>
        <message>
            <source>Adapted</source>
            <translation>Angepasst</translation>
        </message>
        <message>
            <source>Differs</source>
            <translation>Weicht ab</translation>
        </message>
        <message>
            <source>Not checked</source>
            <translation>Nicht geprüft</translation>
        </message>
        <message>
            <source>Checking the service…</source>
            <translation>Der Dienst wird geprüft…</translation>
        </message>
        <message>
            <source>The service refused the API key.</source>
            <translation>Der Dienst hat den API-Schlüssel abgelehnt.</translation>
        </message>
        <message>
            <source>The account behaves as the till expects.</source>
            <translation>Das Konto verhält sich so, wie die Kasse es erwartet.</translation>
        </message>
        <message>
            <source>Points the till adapted to: {adapted}. Points it cannot adapt to: {differs}.</source>
            <translation>Punkte, an die sich die Kasse angepasst hat: {adapted}. Punkte, an die sie sich nicht anpassen kann: {differs}.</translation>
        </message>
        <message>
            <source>Check the service</source>
            <translation>Dienst prüfen</translation>
        </message>
        <message>
            <source>The till tries, reading only, each point the service's documents leave open. Where the account differs and the till can adapt, it adapts and keeps it with the settings.</source>
            <translation>Die Kasse prüft, nur lesend, jeden Punkt, den die Unterlagen des Dienstes offenlassen. Wo das Konto abweicht und die Kasse sich anpassen kann, passt sie sich an und speichert es mit den Einstellungen.</translation>
        </message>
        <message>
            <source>What the check found</source>
            <translation>Ergebnisse der Prüfung</translation>
        </message>
        <message>
            <source>Check again</source>
            <translation>Erneut prüfen</translation>
        </message>
        <message>
            <source>The service refused the API key, sent as HTTP Basic with the key as the user name. The till cannot work with this account until the key is right.</source>
            <extracomment>A newest stamp further ahead of the till's clock than this is stamped in another zone. A newest stamp at most this old (or ahead less than the margin) says both clocks agree. Time zones are whole quarters of an hour from one another. Pages of the location's events read for the event types in use.</extracomment>
            <translation>Der Dienst hat den API-Schlüssel abgelehnt, gesendet als HTTP Basic mit dem Schlüssel als Benutzername. Die Kasse kann mit diesem Konto erst arbeiten, wenn der Schlüssel stimmt.</translation>
        </message>
        <message>
            <source>Not checked: {why} The till keeps what it did before.</source>
            <translation>Nicht geprüft: {why} Die Kasse bleibt bei dem, was sie bisher tat.</translation>
        </message>
        <message>
            <source>The service accepts the API key as HTTP Basic (the key as the user name).</source>
            <translation>Der Dienst akzeptiert den API-Schlüssel als HTTP Basic (der Schlüssel als Benutzername).</translation>
        </message>
        <message>
            <source>The first page is page {base}; this location has one page of events only, so a second page could not be compared.</source>
            <translation>Die erste Seite ist Seite {base}; dieser Standort hat nur eine Seite mit Ereignissen, daher konnte keine zweite Seite verglichen werden.</translation>
        </message>
        <message>
            <source>The service answers the same page whatever page is asked for: the till reads only the first page of each list (the newest {size} items).</source>
            <translation>Der Dienst antwortet mit derselben Seite, egal welche Seite angefragt wird: Die Kasse liest nur die erste Seite jeder Liste (die neuesten {size} Einträge).</translation>
        </message>
        <message>
            <source>The first page is page {base}, and the second page differs from it.</source>
            <translation>Die erste Seite ist Seite {base}, und die zweite Seite unterscheidet sich von ihr.</translation>
        </message>
        <message>
            <source>The reference says pages start at 1: the till now asks for page 0 first.</source>
            <translation>Laut Referenz beginnen die Seiten bei 1: Die Kasse fragt jetzt zuerst nach Seite 0.</translation>
        </message>
        <message>
            <source>The orders list ignores domainID (it also lists property {other}): the till keeps only property {property}'s orders itself.</source>
            <translation>Die Bestellliste ignoriert domainID (sie listet auch Objekt {other}): Die Kasse behält selbst nur die Bestellungen von Objekt {property}.</translation>
        </message>
        <message>
            <source>The orders list honours domainID.</source>
            <translation>Die Bestellliste beachtet domainID.</translation>
        </message>
        <message>
            <source>The service ignores {filter}: the till filters the list itself, and stops reading it where the filtered list would end.</source>
            <translation>Der Dienst ignoriert {filter}: Die Kasse filtert die Liste selbst und hört dort auf zu lesen, wo die gefilterte Liste enden würde.</translation>
        </message>
        <message>
            <source>The service honours {filter}.</source>
            <translation>Der Dienst beachtet {filter}.</translation>
        </message>
        <message>
            <source>The service's newest stamp ({newest}) is {gap} behind the till's clock ({now}). Either nothing has happened on the account since, or its stamps are in a zone behind the till's: a read cannot tell the two apart. The till does not move its times on a guess; its first movement measures the offset, and the next check adapts to it.</source>
            <translation>Der neueste Zeitstempel des Dienstes ({newest}) liegt {gap} hinter der Uhr der Kasse ({now}). Entweder ist seitdem im Konto nichts geschehen, oder seine Zeitstempel liegen in einer Zeitzone hinter der der Kasse: Ein Lesen kann beides nicht unterscheiden. Die Kasse verschiebt ihre Zeiten nicht auf Verdacht; ihre erste Buchung misst den Versatz, und die nächste Prüfung passt sich ihm an.</translation>
        </message>
        <message>
            <source>This till's own movements measured the service's clock {offset} ahead of the till's ({now}; the service's newest stamp is {newest}): its stamps are in another zone, and the till compares times with that offset.</source>
            <translation>Die eigenen Buchungen dieser Kasse haben die Uhr des Dienstes {offset} vor der Uhr der Kasse gemessen ({now}; der neueste Zeitstempel des Dienstes ist {newest}): Seine Zeitstempel liegen in einer anderen Zeitzone, und die Kasse vergleicht Zeiten mit diesem Versatz.</translation>
        </message>
        <message>
            <source>This till's own movements measured the service's clock {offset} behind the till's ({now}; the service's newest stamp is {newest}): its stamps are in another zone, and the till compares times with that offset.</source>
            <translation>Die eigenen Buchungen dieser Kasse haben die Uhr des Dienstes {offset} hinter der Uhr der Kasse gemessen ({now}; der neueste Zeitstempel des Dienstes ist {newest}): Seine Zeitstempel liegen in einer anderen Zeitzone, und die Kasse vergleicht Zeiten mit diesem Versatz.</translation>
        </message>
        <message>
            <source>This till's own movements measured the service's clock as the till's ({now}; the service's newest stamp is {newest}): the same zone.</source>
            <translation>Die eigenen Buchungen dieser Kasse haben die Uhr des Dienstes gleich der Uhr der Kasse gemessen ({now}; der neueste Zeitstempel des Dienstes ist {newest}): dieselbe Zeitzone.</translation>
        </message>
        <message>
            <source>The service's newest stamp ({newest}) is {offset} ahead of the till's clock ({now}): its stamps are in a zone at least that far ahead. The till moves its own times by {offset} to compare them, until a movement measures the offset exactly.</source>
            <translation>Der neueste Zeitstempel des Dienstes ({newest}) liegt {offset} vor der Uhr der Kasse ({now}): Seine Zeitstempel liegen in einer Zeitzone mindestens so weit voraus. Die Kasse verschiebt ihre eigenen Zeiten zum Vergleich um {offset}, bis eine Buchung den Versatz genau misst.</translation>
        </message>
        <message>
            <source>The offset this till measured before is out of date: the zone has changed.</source>
            <translation>Der Versatz, den diese Kasse zuvor gemessen hat, ist veraltet: Die Zeitzone hat sich geändert.</translation>
        </message>
        <message>
            <source>The service's newest stamp ({newest}) agrees with the till's clock ({now}): the same zone.</source>
            <translation>Der neueste Zeitstempel des Dienstes ({newest}) stimmt mit der Uhr der Kasse ({now}) überein: dieselbe Zone.</translation>
        </message>
        <message>
            <source>The location's events use types the till does not know: {unknown}. The till shows them as the service names them and will not reverse them. Types seen: {seen}; the till can reverse: {reversible}.</source>
            <translation>Die Ereignisse des Standorts verwenden Typen, die die Kasse nicht kennt: {unknown}. Die Kasse zeigt sie so, wie der Dienst sie nennt, und storniert sie nicht. Gesehene Typen: {seen}; die Kasse kann stornieren: {reversible}.</translation>
        </message>
        <message>
            <source>The location's events use known types only: {seen}; the till can reverse: {reversible}.</source>
            <translation>Die Ereignisse des Standorts verwenden nur bekannte Typen: {seen}; die Kasse kann stornieren: {reversible}.</translation>
        </message>
        <message>
            <source>The till cannot read these answers: {problems}. What they hold is not shown or used; read as the till expects: {read}.</source>
            <translation>Die Kasse kann diese Antworten nicht lesen: {problems}. Ihr Inhalt wird weder angezeigt noch verwendet; wie erwartet gelesen: {read}.</translation>
        </message>
        <message>
            <source>Every answer read has the shape the till expects: {read}.</source>
            <translation>Jede gelesene Antwort hat die Form, die die Kasse erwartet: {read}.</translation>
        </message>
        <message>
            <source>Not checked: the list holds too few items to try it with.</source>
            <translation>Nicht geprüft: Die Liste enthält zu wenige Einträge, um es damit zu versuchen.</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>missing</source>
            <extracomment>The name an older till's single manager PIN is given when its settings are read (see ``Settings``). How far the service's stamps are ahead of the till's clock (its zone), in whole minutes. Event types the location's events use that the till does not know: it never reverses them. What the check said, one line a finding (``ServiceCheck.lines``): the support report's. The longest one request may take in all (``app.api.transport.DEFAULT_DEADLINE_S`` says why). Where the splitter between the voucher and the activity side was left (Qt's saved state). The till's managers. Set up in first-run setup, changed from the Manager menu. Guest slips: the printer's name ("" = the system's default), the paper, whether every redemption prints one at once, and whether a merchant copy follows the customer's. The property's language for guests' slips (a Babel locale name), whoever is signed in. The customer display's screen (Qt's name for it): "" is any screen other than the till's, "off" none (``app.desk.guest``). Whether the till plays a short sound for each outcome (done, refused, being checked). The manager's word that no other till works at this location. Only then is an event the service recorded for a lost request taken as this till's without a manager (the service does not say which till made an event: ``app.core.reconcile``). Whether staff may top up a voucher and activate a new card without a manager's PIN each time; off by default, changed from the Manager menu and audited (``app.core.topup``). The largest single top-up or activation, in the voucher's currency. Dual control: location id → currency → the amount above which a redemption, a bill line, a top-up or a sale needs a manager's PIN too (``app.desk.common.dual_control``). Empty: off. A voucher from an order e-mailed less than this many hours ago is flagged in the review (``app.desk.common.young_order``); 0 turns the warning off. Days after which guests' names, e-mails and whole codes in the till's own files are reduced to what the shift report and the reconciliation need (``app.store.retention`` says why 90). How the account differs from the reference where the till adapts (the service check). The law where the desk is: a rule pack's name (``app.core.law.packs``), set by a manager.</extracomment>
            <translation>nicht vorhanden</translation>
        </message>
        <message>
            <source>The till's settings file is {why}, and its backup copy is missing or damaged too. The damaged file is kept as {file}.</source>
            <translation>Die Einstellungsdatei der Kasse ist {why}, und ihre Sicherungskopie fehlt oder ist ebenfalls beschädigt. Die beschädigte Datei wird als {file} aufbewahrt.</translation>
        </message>
        <message>
            <source>The till's settings file was {why}; it has been restored from its backup copy, with the manager PIN and service settings as last saved.</source>
            <translation>Die Einstellungsdatei der Kasse war {why}; sie wurde aus der Sicherungskopie wiederhergestellt, mit Manager-PIN und Diensteinstellungen wie zuletzt gespeichert.</translation>
        </message>
        <message>
            <source> The damaged file is kept as {file}.</source>
            <translation> Die beschädigte Datei wird als {file} aufbewahrt.</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>leer</translation>
        </message>
        <message>
            <source>damaged</source>
            <translation>beschädigt</translation>
        </message>
    </context>
    <context>
        <name>Setup</name>
        <message>
            <source>No secure key store on this computer: the key is kept in a file only your user can read.</source>
            <translation>Auf diesem Computer gibt es keinen sicheren Schlüsselspeicher: Der Schlüssel liegt in einer Datei, die nur Ihr Benutzer lesen kann.</translation>
        </message>
        <message>
            <source>Set up Voucher Desk</source>
            <translation>Voucher Desk einrichten</translation>
        </message>
        <message>
            <source>Service settings</source>
            <translation>Diensteinstellungen</translation>
        </message>
        <message>
            <source>Connect this till to Giftpro</source>
            <translation>Diese Kasse mit Giftpro verbinden</translation>
        </message>
        <message>
            <source>Type the service address and this till's API key, then test the connection to choose where the till redeems.</source>
            <translation>Geben Sie die Adresse des Dienstes und den API-Schlüssel dieser Kasse ein und testen Sie dann die Verbindung, um zu wählen, wo die Kasse einlöst.</translation>
        </message>
        <message>
            <source>Changing the service, property or location restarts the till session.</source>
            <translation>Eine Änderung von Dienst, Betrieb oder Standort startet die Kassensitzung neu.</translation>
        </message>
        <message>
            <source>Service address</source>
            <translation>Adresse des Dienstes</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>API-Schlüssel</translation>
        </message>
        <message>
            <source>Leave empty to keep the saved key; type a new key to replace it</source>
            <translation>Leer lassen, um den gespeicherten Schlüssel zu behalten; neuen Schlüssel eingeben, um ihn zu ersetzen</translation>
        </message>
        <message>
            <source>&amp;Test connection</source>
            <translation>Verbindung &amp;testen</translation>
        </message>
        <message>
            <source>Read the properties and locations this key can use (Alt+T)</source>
            <translation>Betriebe und Standorte lesen, die dieser Schlüssel nutzen darf (Alt+T)</translation>
        </message>
        <message>
            <source>Not tested yet.</source>
            <translation>Noch nicht getestet.</translation>
        </message>
        <message>
            <source>Property</source>
            <extracomment>What the service check found at the last test, under the test's answer.</extracomment>
            <translation>Betrieb</translation>
        </message>
        <message>
            <source>Location</source>
            <translation>Standort</translation>
        </message>
        <message>
            <source>Property id</source>
            <translation>Betriebs-ID</translation>
        </message>
        <message>
            <source>Property id (domainID)</source>
            <translation>Betriebs-ID (domainID)</translation>
        </message>
        <message>
            <source>Location id</source>
            <translation>Standort-ID</translation>
        </message>
        <message>
            <source>Location id (locationID)</source>
            <translation>Standort-ID (locationID)</translation>
        </message>
        <message>
            <source>C&amp;heck ids</source>
            <translation>IDs &amp;prüfen</translation>
        </message>
        <message>
            <source>Check the typed ids with the service (Alt+H)</source>
            <translation>Eingegebene IDs beim Dienst prüfen (Alt+P)</translation>
        </message>
        <message>
            <source>Till name</source>
            <translation>Name der Kasse</translation>
        </message>
        <message>
            <source>This is the only till at this location</source>
            <translation>Dies ist die einzige Kasse an diesem Standort</translation>
        </message>
        <message>
            <source>Tick only if no other till redeems at this location. The service does not say which till made a movement: with another till here, a lost answer always goes to a manager.</source>
            <translation>Nur ankreuzen, wenn an diesem Standort keine andere Kasse einlöst. Der Dienst sagt nicht, welche Kasse eine Buchung gemacht hat: Mit einer weiteren Kasse hier geht eine verlorene Antwort immer an einen Manager.</translation>
        </message>
        <message>
            <source>Save the settings (Ctrl+S)</source>
            <translation>Einstellungen speichern (Strg+S)</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Speichern</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Managers (each approves with their own PIN; at least one)</source>
            <translation>Manager (jeder gibt mit eigener PIN frei; mindestens einer)</translation>
        </message>
        <message>
            <source>Managers</source>
            <translation>Manager</translation>
        </message>
        <message>
            <source>Manager's name</source>
            <translation>Name des Managers</translation>
        </message>
        <message>
            <source>Manager's PIN</source>
            <translation>PIN des Managers</translation>
        </message>
        <message>
            <source>4–8 digit PIN</source>
            <translation>PIN, 4–8 Ziffern</translation>
        </message>
        <message>
            <source>Manager's PIN again</source>
            <translation>PIN des Managers wiederholen</translation>
        </message>
        <message>
            <source>PIN again</source>
            <translation>PIN wiederholen</translation>
        </message>
        <message>
            <source>&amp;Add manager</source>
            <translation>Manager &amp;hinzufügen</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Entfernen</translation>
        </message>
        <message>
            <source>Testing…</source>
            <translation>Test läuft…</translation>
        </message>
        <message>
            <source>Test the connection first</source>
            <translation>Zuerst die Verbindung testen</translation>
        </message>
        <message>
            <source>Paste the API key from Giftpro</source>
            <translation>API-Schlüssel aus Giftpro einfügen</translation>
        </message>
        <message>
            <source>Keep the saved key</source>
            <translation>Gespeicherten Schlüssel behalten</translation>
        </message>
        <message>
            <source>Keep the saved key …{tail}</source>
            <translation>Gespeicherten Schlüssel behalten …{tail}</translation>
        </message>
        <message>
            <source>Test the connection again before saving.</source>
            <extracomment>What the service check found at the last test (``app.services.service_check``).</extracomment>
            <translation>Vor dem Speichern die Verbindung erneut testen.</translation>
        </message>
        <message>
            <source>Type the API key first.</source>
            <translation>Zuerst den API-Schlüssel eingeben.</translation>
        </message>
        <message>
            <source>{property} has no locations to redeem at.</source>
            <translation>{property} hat keine Standorte zum Einlösen.</translation>
        </message>
        <message>
            <source>{name} is a manager at this till.</source>
            <translation>{name} ist Manager an dieser Kasse.</translation>
        </message>
        <message>
            <source>{name} is no longer a manager here.</source>
            <translation>{name} ist hier kein Manager mehr.</translation>
        </message>
        <message>
            <source>Connecting to {url}…</source>
            <translation>Verbinde mit {url}…</translation>
        </message>
        <message>
            <source>The service listed no properties or locations.</source>
            <translation>Der Dienst hat keine Betriebe oder Standorte aufgelistet.</translation>
        </message>
        <message>
            <source>{text} Type this till's property id and location id, then press Check ids.</source>
            <translation>{text} Betriebs-ID und Standort-ID dieser Kasse eingeben, dann IDs prüfen drücken.</translation>
        </message>
        <message>
            <source>Type the property id and the location id as numbers.</source>
            <translation>Betriebs-ID und Standort-ID als Zahlen eingeben.</translation>
        </message>
        <message>
            <source>Checking location {location} with the service…</source>
            <translation>Standort {location} wird beim Dienst geprüft…</translation>
        </message>
        <message>
            <source>The service's balance events for location {location} could not be read: {why}</source>
            <translation>Die Guthabenereignisse des Dienstes für Standort {location} konnten nicht gelesen werden: {why}</translation>
        </message>
        <message>
            <source>Location {location} belongs to property {other}, not {property}.</source>
            <translation>Standort {location} gehört zu Betrieb {other}, nicht zu {property}.</translation>
        </message>
        <message>
            <source>Property {property}</source>
            <translation>Betrieb {property}</translation>
        </message>
        <message>
            <source>Location {location}</source>
            <translation>Standort {location}</translation>
        </message>
        <message>
            <source>Checked: the service answers for location {location} of property {property}.</source>
            <translation>Geprüft: Der Dienst antwortet für Standort {location} von Betrieb {property}.</translation>
        </message>
        <message>
            <source>The service accepted the key, but it gives access to no property.</source>
            <translation>Der Dienst hat den Schlüssel angenommen, aber er gibt Zugriff auf keinen Betrieb.</translation>
        </message>
        <message>
            <source>Connected. This key sees 1 property.</source>
            <translation>Verbunden. Dieser Schlüssel sieht 1 Betrieb.</translation>
        </message>
        <message numerus="yes">
            <source>Connected. This key sees %n properties.</source>
            <translation>
                <numerusform>Verbunden. Dieser Schlüssel sieht %n Betrieb.</numerusform>
                <numerusform>Verbunden. Dieser Schlüssel sieht %n Betriebe.</numerusform>
            </translation>
        </message>
        <message>
            <source>The service did not list its properties.</source>
            <translation>Der Dienst hat seine Betriebe nicht aufgelistet.</translation>
        </message>
        <message>
            <source>The service did not list its locations.</source>
            <translation>Der Dienst hat seine Standorte nicht aufgelistet.</translation>
        </message>
        <message>
            <source>The test was stopped.</source>
            <translation>Der Test wurde abgebrochen.</translation>
        </message>
        <message>
            <source>The service refused this API key. Check the key (copy it again from Giftpro) and test again.</source>
            <translation>Der Dienst hat diesen API-Schlüssel abgelehnt. Schlüssel prüfen (erneut aus Giftpro kopieren) und noch einmal testen.</translation>
        </message>
        <message>
            <source>Cannot reach the voucher service at {url}. Check the address and the network, then test again.</source>
            <translation>Der Gutscheindienst unter {url} ist nicht erreichbar. Adresse und Netzwerk prüfen, dann erneut testen.</translation>
        </message>
    </context>
    <context>
        <name>Shift</name>
        <message>
            <source>Audit log: {lines} lines, head of the chain {head}</source>
            <translation>Audit-Protokoll: {lines} Zeilen, Kopf der Kette {head}</translation>
        </message>
        <message>
            <source>Not keyed on POS</source>
            <extracomment>The one name of each section, on screen, in the CSV and in the PDF.</extracomment>
            <translation>Nicht im Kassensystem erfasst</translation>
        </message>
        <message>
            <source>Matched</source>
            <translation>Abgeglichen</translation>
        </message>
        <message>
            <source>Matched by check</source>
            <translation>Durch Prüfung abgeglichen</translation>
        </message>
        <message>
            <source>Refunded</source>
            <translation>Erstattet</translation>
        </message>
        <message>
            <source>Sold</source>
            <extracomment>A voucher sale of this till: what the guest paid for on the POS (taken in), complimentary apart.</extracomment>
            <translation>Verkauft</translation>
        </message>
        <message>
            <source>Only in the till</source>
            <translation>Nur in der Kasse</translation>
        </message>
        <message>
            <source>Only in the service</source>
            <translation>Nur beim Dienst</translation>
        </message>
        <message>
            <source>Unconfirmed</source>
            <translation>Unbestätigt</translation>
        </message>
        <message>
            <source>Mismatch</source>
            <translation>Abweichung</translation>
        </message>
        <message>
            <source>Found late</source>
            <translation>Später gefunden</translation>
        </message>
        <message>
            <source>Not applied</source>
            <translation>Nicht ausgeführt</translation>
        </message>
        <message>
            <source>Claimed twice</source>
            <translation>Doppelt zugeordnet</translation>
        </message>
        <message>
            <source>Bill</source>
            <extracomment>A bill paid with several vouchers: its line, then its redemptions under it.</extracomment>
            <translation>Rechnung</translation>
        </message>
        <message>
            <source>decided by {manager}: {note}</source>
            <extracomment>What a movement with no event of its own is called: the event type it asks the service for. Event types that take money off a voucher (negative in the report), and those that put it back. Masked (``••••••PART``): the report is printed, e-mailed and filed, and a code is money.</extracomment>
            <translation>entschieden von {manager}: {note}</translation>
        </message>
        <message>
            <source>decided by {manager}</source>
            <translation>entschieden von {manager}</translation>
        </message>
        <message>
            <source>Order #{order}: its vouchers' activations are not among this location's events</source>
            <translation>Bestellung #{order}: die Aktivierungen ihrer Gutscheine sind nicht unter den Ereignissen dieses Standorts</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) activated, order #{order}</source>
            <translation>
                <numerusform>%n Gutschein aktiviert, Bestellung #{order}</numerusform>
                <numerusform>%n Gutscheine aktiviert, Bestellung #{order}</numerusform>
            </translation>
        </message>
        <message>
            <source>Complimentary (no money taken); {note}</source>
            <translation>Kostenlos (kein Geld eingenommen); {note}</translation>
        </message>
        <message>
            <source>reference {reference}</source>
            <translation>Referenz {reference}</translation>
        </message>
        <message>
            <source>Sale</source>
            <extracomment>A sale's type in the report: its vouchers are new cards, but the line is the sale (one reference).</extracomment>
            <translation>Verkauf</translation>
        </message>
        <message>
            <source>Refunded order #{order}; its Refund events are not among this location's events of the report's time (read back as refunded when it was done)</source>
            <translation>Bestellung #{order} erstattet; ihre Erstattungsvorgänge sind nicht unter den Vorgängen dieses Standorts im Berichtszeitraum (bei der Ausführung als erstattet zurückgelesen)</translation>
        </message>
        <message numerus="yes">
            <source>Refunded order #{order}: {total} on %n voucher(s)</source>
            <translation>
                <numerusform>Bestellung #{order} erstattet: {total} auf %n Gutschein</numerusform>
                <numerusform>Bestellung #{order} erstattet: {total} auf %n Gutscheine</numerusform>
            </translation>
        </message>
        <message>
            <source>order #{order}</source>
            <translation>Bestellung #{order}</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s): {paid} of {total}; {left} left to pay on the POS</source>
            <translation>
                <numerusform>%n Gutschein: {paid} von {total}; {left} noch im Kassensystem zu zahlen</numerusform>
                <numerusform>%n Gutscheine: {paid} von {total}; {left} noch im Kassensystem zu zahlen</numerusform>
            </translation>
        </message>
        <message>
            <source>bill {bill}</source>
            <translation>Rechnung {bill}</translation>
        </message>
        <message>
            <source>bill {bill} + tip paid by voucher {tip}</source>
            <translation>Rechnung {bill} + Trinkgeld per Gutschein {tip}</translation>
        </message>
        <message>
            <source>event {event} is also held by {others}: one event is one movement, a manager must check which</source>
            <translation>Vorgang {event} gehört auch zu {others}: Ein Vorgang ist eine Buchung, ein Manager muss prüfen, welche</translation>
        </message>
        <message>
            <source>Money taken in (top-ups and new cards)</source>
            <extracomment>Event types that load money onto a card: money the property takes in (a payment on the POS), shown apart from redemptions so the one is never netted against the other.</extracomment>
            <translation>Eingenommenes Geld (Aufladungen und neue Karten)</translation>
        </message>
        <message>
            <source>Tips paid by voucher</source>
            <extracomment>Redemptions that paid a tip as well as a bill (the Tips Act): the two shown apart.</extracomment>
            <translation>Trinkgeld per Gutschein</translation>
        </message>
        <message>
            <source>Location</source>
            <extracomment>Of ``redeemed``, the tips paid by voucher on this till's bills (known for this till only).</extracomment>
            <translation>Standort</translation>
        </message>
        <message>
            <source>This till</source>
            <translation>Diese Kasse</translation>
        </message>
        <message>
            <source>Staff: {staff}</source>
            <translation>Mitarbeiter: {staff}</translation>
        </message>
        <message>
            <source>Section</source>
            <translation>Bereich</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Zeit</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Art</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Betrag</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Währung</translation>
        </message>
        <message>
            <source>Staff</source>
            <translation>Mitarbeiter</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Vorgang</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Hinweis</translation>
        </message>
        <message>
            <source>Journal id</source>
            <translation>Journal-ID</translation>
        </message>
        <message>
            <source>End of shift</source>
            <translation>Schichtabschluss</translation>
        </message>
        <message>
            <source>From (property time)</source>
            <translation>Von (Ortszeit des Hauses)</translation>
        </message>
        <message>
            <source>To (property time)</source>
            <translation>Bis (Ortszeit des Hauses)</translation>
        </message>
        <message>
            <source>Totals</source>
            <translation>Summen</translation>
        </message>
        <message>
            <source>Scope</source>
            <translation>Bereich</translation>
        </message>
        <message>
            <source>Count</source>
            <translation>Anzahl</translation>
        </message>
        <message>
            <source>Net</source>
            <translation>Netto</translation>
        </message>
        <message>
            <source>Redeemed less reversed</source>
            <translation>Eingelöst abzüglich storniert</translation>
        </message>
        <message>
            <source>Balance change</source>
            <translation>Guthabenänderung</translation>
        </message>
        <message>
            <source>Bills</source>
            <translation>Rechnungen</translation>
        </message>
        <message>
            <source>Tips</source>
            <translation>Trinkgeld</translation>
        </message>
        <message>
            <source>Name</source>
            <extracomment>The signing page's lines, for the staff member and the manager.</extracomment>
            <translation>Name</translation>
        </message>
        <message>
            <source>Signature</source>
            <translation>Unterschrift</translation>
        </message>
        <message>
            <source>Date and time</source>
            <translation>Datum und Uhrzeit</translation>
        </message>
        <message>
            <source>Detail</source>
            <translation>Einzelheiten</translation>
        </message>
        <message>
            <source>Signed</source>
            <translation>Unterschrieben</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Manager</translation>
        </message>
        <message numerus="yes">
            <source>%n matched</source>
            <translation>
                <numerusform>%n abgeglichen</numerusform>
                <numerusform>%n abgeglichen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n refund(s)</source>
            <translation>
                <numerusform>%n Erstattung</numerusform>
                <numerusform>%n Erstattungen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n only in the till</source>
            <translation>
                <numerusform>%n nur in der Kasse</numerusform>
                <numerusform>%n nur in der Kasse</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n only in the service</source>
            <translation>
                <numerusform>%n nur beim Dienst</numerusform>
                <numerusform>%n nur beim Dienst</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n not applied</source>
            <translation>
                <numerusform>%n nicht ausgeführt</numerusform>
                <numerusform>%n nicht ausgeführt</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n unconfirmed</source>
            <translation>
                <numerusform>%n unbestätigt</numerusform>
                <numerusform>%n unbestätigt</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mismatched</source>
            <translation>
                <numerusform>%n abweichend</numerusform>
                <numerusform>%n abweichend</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n found late</source>
            <translation>
                <numerusform>%n später gefunden</numerusform>
                <numerusform>%n später gefunden</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n claimed twice</source>
            <translation>
                <numerusform>%n doppelt zugeordnet</numerusform>
                <numerusform>%n doppelt zugeordnet</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stamped by the service outside this window</source>
            <translation>
                <numerusform>%n vom Dienst außerhalb dieses Zeitraums erfasst</numerusform>
                <numerusform>%n vom Dienst außerhalb dieses Zeitraums erfasst</numerusform>
            </translation>
        </message>
        <message>
            <source>made in this shift; the service stamped it outside this window (its clock moved)</source>
            <translation>in dieser Schicht gebucht; der Dienst hat sie außerhalb dieses Zeitraums erfasst (seine Uhr wurde umgestellt)</translation>
        </message>
        <message numerus="yes">
            <source>%n sale(s)</source>
            <translation>
                <numerusform>%n Verkauf</numerusform>
                <numerusform>%n Verkäufe</numerusform>
            </translation>
        </message>
        <message>
            <source>Every movement of this till is accounted for.</source>
            <translation>Jede Buchung dieser Kasse ist nachgewiesen.</translation>
        </message>
        <message>
            <source>Some movements of this till are not in the service's record: a manager must check them.</source>
            <translation>Einige Buchungen dieser Kasse fehlen in den Aufzeichnungen des Dienstes: Ein Manager muss sie prüfen.</translation>
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
            <translation>{scope}: netto eingelöst {redeemed} (eingelöst abzüglich storniert); Guthaben geändert um {change}</translation>
        </message>
        <message>
            <source>{scope}: of it, bills {bills} and tips paid by voucher {tips}</source>
            <translation>{scope}: davon Rechnungen {bills} und Trinkgeld per Gutschein {tips}</translation>
        </message>
        <message>
            <source>1 redemption is not ticked as keyed on the POS: {amounts}. Key them on the POS and tick them.</source>
            <translation>1 Einlösung ist nicht als im Kassensystem erfasst abgehakt: {amounts}. Im Kassensystem erfassen und abhaken.</translation>
        </message>
        <message numerus="yes">
            <source>%n redemptions are not ticked as keyed on the POS: {amounts}. Key them on the POS and tick them.</source>
            <translation>
                <numerusform>%n Einlösung ist nicht als im Kassensystem erfasst abgehakt: {amounts}. Im Kassensystem erfassen und abhaken.</numerusform>
                <numerusform>%n Einlösungen sind nicht als im Kassensystem erfasst abgehakt: {amounts}. Im Kassensystem erfassen und abhaken.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement is not ticked as done on the POS: {amounts}. Key each redemption as a gift voucher tender, take each top-up or new card as a payment, then tick them.</source>
            <translation>1 Buchung ist nicht als im Kassensystem erledigt abgehakt: {amounts}. Jede Einlösung als Gutschein-Zahlungsart erfassen, jede Aufladung oder neue Karte als Zahlung kassieren, dann abhaken.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements are not ticked as done on the POS: {amounts}. Key each redemption as a gift voucher tender, take each top-up or new card as a payment, then tick them.</source>
            <translation>
                <numerusform>%n Buchung ist nicht als im Kassensystem erledigt abgehakt: {amounts}. Jede Einlösung als Gutschein-Zahlungsart erfassen, jede Aufladung oder neue Karte als Zahlung kassieren, dann abhaken.</numerusform>
                <numerusform>%n Buchungen sind nicht als im Kassensystem erledigt abgehakt: {amounts}. Jede Einlösung als Gutschein-Zahlungsart erfassen, jede Aufladung oder neue Karte als Zahlung kassieren, dann abhaken.</numerusform>
            </translation>
        </message>
        <message>
            <source>End of shift — {till}</source>
            <translation>Schichtabschluss — {till}</translation>
        </message>
        <message>
            <source>{place} · from {start} to {end}</source>
            <translation>{place} · von {start} bis {end}</translation>
        </message>
        <message>
            <source>The service's events could not be read.</source>
            <extracomment>The audit log's line count and head once the report is built (its own line included). The whole code of each event the report read, for a line's dispute pack (never shown).</extracomment>
            <translation>Die Vorgänge des Dienstes konnten nicht gelesen werden.</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s): {paid} of {total}; {open}</source>
            <translation>
                <numerusform>%n Gutschein: {paid} von {total}; {open}</numerusform>
                <numerusform>%n Gutscheine: {paid} von {total}; {open}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ShiftReport</name>
        <message>
            <source>End of shift report</source>
            <extracomment>Lines the report measures one by one; more keep one height (see ``ShiftReportDialog``). Opens the dispute pack of a voucher (given its whole code): set by whoever opened the report.</extracomment>
            <translation>Schichtabschluss</translation>
        </message>
        <message>
            <source>Shift start</source>
            <translation>Schichtbeginn</translation>
        </message>
        <message>
            <source>Shift end</source>
            <translation>Schichtende</translation>
        </message>
        <message>
            <source>Build report</source>
            <translation>Bericht erstellen</translation>
        </message>
        <message>
            <source>Building the report…</source>
            <translation>Bericht wird erstellt…</translation>
        </message>
        <message>
            <source>Shift detail</source>
            <translation>Schichtdetails</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>CSV exportieren…</translation>
        </message>
        <message>
            <source>Save PDF…</source>
            <translation>PDF speichern…</translation>
        </message>
        <message>
            <source>Dispute pack…</source>
            <translation>Beweismappe…</translation>
        </message>
        <message>
            <source>Times are the property's, as the service records them.</source>
            <translation>Zeiten in Ortszeit des Hauses, wie der Dienst sie erfasst.</translation>
        </message>
        <message>
            <source>The report's pages</source>
            <translation>Seiten des Berichts</translation>
        </message>
        <message>
            <source>Detail</source>
            <translation>Einzelheiten</translation>
        </message>
        <message>
            <source>Totals and net</source>
            <translation>Summen und Netto</translation>
        </message>
        <message>
            <source>Type the shift's start as a day and time, for example {example}.</source>
            <translation>Schichtbeginn als Tag und Uhrzeit eingeben, zum Beispiel {example}.</translation>
        </message>
        <message>
            <source>Type the shift's end as a day and time, for example {example}.</source>
            <translation>Schichtende als Tag und Uhrzeit eingeben, zum Beispiel {example}.</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Gespeichert: {path}</translation>
        </message>
        <message>
            <source>{summary}. {balanced}</source>
            <translation>{summary}. {balanced}</translation>
        </message>
        <message>
            <source>No balance events in this window.</source>
            <translation>Keine Guthabenvorgänge in diesem Zeitraum.</translation>
        </message>
        <message>
            <source>Export the report</source>
            <translation>Bericht exportieren</translation>
        </message>
        <message>
            <source>Save the report</source>
            <translation>Bericht speichern</translation>
        </message>
    </context>
    <context>
        <name>ShiftSales</name>
        <message>
            <source>Order #{order} (its vouchers could not be read)</source>
            <translation>Bestellung #{order} (Gutscheine nicht lesbar)</translation>
        </message>
        <message>
            <source>Complimentary: {product} × {count} worth {amount}, no money taken</source>
            <translation>Gratis: {product} × {count} im Wert von {amount}, nichts kassiert</translation>
        </message>
        <message>
            <source>Sold: {product} × {count} = {amount}</source>
            <translation>Verkauft: {product} × {count} = {amount}</translation>
        </message>
        <message>
            <source>Sold: delivery charges = {amount}</source>
            <translation>Verkauft: Versandkosten = {amount}</translation>
        </message>
        <message>
            <source>Money taken in by sales: {amount}</source>
            <translation>Einnahmen aus Verkäufen: {amount}</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>ja</translation>
        </message>
        <message>
            <source>Sales by product</source>
            <translation>Verkäufe nach Produkt</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Produkt</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Währung</translation>
        </message>
        <message>
            <source>Vouchers</source>
            <translation>Gutscheine</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Betrag</translation>
        </message>
        <message>
            <source>Complimentary</source>
            <translation>Gratis</translation>
        </message>
        <message>
            <source>Money taken in by sales</source>
            <translation>Einnahmen aus Verkäufen</translation>
        </message>
        <message>
            <source>{amount} (reference {reference})</source>
            <translation>{amount} (Referenz {reference})</translation>
        </message>
        <message numerus="yes">
            <source>%n sale(s) not ticked as paid on the POS: {sales}. Take payment on the POS, then tick Paid on POS.</source>
            <translation>
                <numerusform>%n Verkauf nicht als im Kassensystem bezahlt abgehakt: {sales}. Zahlung im Kassensystem kassieren, dann „Im Kassensystem bezahlt“ abhaken.</numerusform>
                <numerusform>%n Verkäufe nicht als im Kassensystem bezahlt abgehakt: {sales}. Zahlung im Kassensystem kassieren, dann „Im Kassensystem bezahlt“ abhaken.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SignIn</name>
        <message>
            <source>Who is on the till?</source>
            <extracomment>A voucher code scanned here before anyone signed in: looked up once someone has.</extracomment>
            <translation>Wer ist an der Kasse?</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>Ihr Name</translation>
        </message>
        <message>
            <source>Staff name</source>
            <translation>Name des Mitarbeiters</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <source>The language the till speaks to you</source>
            <translation>Die Sprache, in der die Kasse mit Ihnen spricht</translation>
        </message>
        <message>
            <source>Start shift</source>
            <translation>Schicht beginnen</translation>
        </message>
        <message>
            <source>Start the shift (Enter)</source>
            <translation>Schicht beginnen (Eingabe)</translation>
        </message>
        <message>
            <source>Your name is recorded with every redemption you make.</source>
            <translation>Ihr Name wird bei jeder Einlösung gespeichert.</translation>
        </message>
        <message>
            <source>That was a voucher code: type your name, and it is looked up.</source>
            <translation>Das war ein Gutscheincode: Geben Sie Ihren Namen ein, dann wird er gesucht.</translation>
        </message>
        <message>
            <source>Type your name to start.</source>
            <translation>Geben Sie Ihren Namen ein, um zu beginnen.</translation>
        </message>
    </context>
    <context>
        <name>Slip</name>
        <message>
            <source>Tip paid by voucher {amount}</source>
            <translation>Trinkgeld per Gutschein bezahlt {amount}</translation>
        </message>
        <message>
            <source>Customer copy</source>
            <translation>Gastbeleg</translation>
        </message>
        <message>
            <source>Merchant copy</source>
            <translation>Händlerbeleg</translation>
        </message>
        <message>
            <source>Gift voucher redeemed</source>
            <translation>Gutschein eingelöst</translation>
        </message>
        <message>
            <source>Redemption reversed</source>
            <translation>Einlösung storniert</translation>
        </message>
        <message>
            <source>Gift voucher refunded</source>
            <translation>Gutschein erstattet</translation>
        </message>
        <message>
            <source>Gift card topped up</source>
            <translation>Geschenkkarte aufgeladen</translation>
        </message>
        <message>
            <source>New gift card</source>
            <translation>Neue Geschenkkarte</translation>
        </message>
        <message>
            <source>Amount taken</source>
            <translation>Abgebuchter Betrag</translation>
        </message>
        <message>
            <source>Amount returned</source>
            <translation>Zurückgebuchter Betrag</translation>
        </message>
        <message>
            <source>Amount refunded</source>
            <translation>Erstatteter Betrag</translation>
        </message>
        <message>
            <source>Amount added</source>
            <translation>Aufgeladener Betrag</translation>
        </message>
        <message>
            <source>Value loaded</source>
            <translation>Geladener Wert</translation>
        </message>
        <message>
            <source>New balance</source>
            <extracomment>Money loaded onto a card: the balance after it is the card's new balance, not what is "left". The service's event types and the slip each one prints as; other types print no slip. The property's language for guests' slips (a Babel locale name; "" writes the staff's). The tip within ``total`` that the vouchers cover too (``app.core.tips``). A bill's slip lists each of its vouchers (``bill_slip_lines``) instead of one voucher's. The language the guest reads it in (a Babel locale name): the property's setting or the guest's choice at the slip prompt, whatever language the staff's screen is in.</extracomment>
            <translation>Neues Guthaben</translation>
        </message>
        <message>
            <source>Balance left</source>
            <translation>Restguthaben</translation>
        </message>
        <message>
            <source>REPRINT</source>
            <translation>NACHDRUCK</translation>
        </message>
        <message>
            <source>TRAINING — no real money</source>
            <translation>TRAINING — kein echtes Geld</translation>
        </message>
        <message>
            <source>Gift card</source>
            <translation>Geschenkkarte</translation>
        </message>
        <message>
            <source>Gift voucher</source>
            <translation>Gutschein</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <source>Till</source>
            <translation>Kasse</translation>
        </message>
        <message>
            <source>Served by</source>
            <translation>Bedient von</translation>
        </message>
        <message>
            <source>Voucher</source>
            <translation>Gutschein</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <source>Expires</source>
            <translation>Gültig bis</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Referenz</translation>
        </message>
        <message>
            <source>Bill</source>
            <translation>Rechnung</translation>
        </message>
        <message>
            <source>Bill total</source>
            <translation>Rechnungsbetrag</translation>
        </message>
        <message>
            <source>Voucher {code}</source>
            <translation>Gutschein {code}</translation>
        </message>
        <message>
            <source>{amount} · left {left} · ref {reference}</source>
            <translation>{amount} · Rest {left} · Ref. {reference}</translation>
        </message>
        <message>
            <source>Paid by vouchers</source>
            <translation>Mit Gutscheinen bezahlt</translation>
        </message>
        <message>
            <source>Left to pay</source>
            <translation>Noch zu zahlen</translation>
        </message>
        <message>
            <source>Keep this slip: the balance left can be used on a later visit.</source>
            <translation>Bitte Beleg aufbewahren: Das Restguthaben kann bei einem späteren Besuch genutzt werden.</translation>
        </message>
        <message>
            <source>Keep this slip with the card: it shows the value loaded.</source>
            <translation>Bitte Beleg mit der Karte aufbewahren: Er zeigt den geladenen Wert.</translation>
        </message>
        <message>
            <source>Keep with the till's takings.</source>
            <translation>Zu den Kasseneinnahmen legen.</translation>
        </message>
        <message>
            <source>Reference {reference}</source>
            <translation>Referenz {reference}</translation>
        </message>
    </context>
    <context>
        <name>SlipMenu</name>
        <message>
            <source>Keyed on POS</source>
            <extracomment>Slips being printed (kept referenced until each is done). The last slip the printer could not print: *Save as PDF…* beside the problem saves it.</extracomment>
            <translation>Im Kassensystem erfasst</translation>
        </message>
        <message>
            <source>Copy amount and reference</source>
            <translation>Betrag und Referenz kopieren</translation>
        </message>
        <message>
            <source>Print the last slip</source>
            <translation>Letzten Beleg drucken</translation>
        </message>
        <message>
            <source>Preview the last slip…</source>
            <translation>Vorschau des letzten Belegs…</translation>
        </message>
        <message>
            <source>Save the last slip as PDF…</source>
            <translation>Letzten Beleg als PDF speichern…</translation>
        </message>
        <message>
            <source>Slip printer and options…</source>
            <translation>Belegdrucker und Optionen…</translation>
        </message>
        <message>
            <source>Print the last slip in the guest's language</source>
            <translation>Letzten Beleg in der Sprache des Gastes drucken</translation>
        </message>
        <message>
            <source>No slip yet: redeem a voucher first, or reprint one from its history.</source>
            <translation>Noch kein Beleg: Lösen Sie zuerst einen Gutschein ein oder drucken Sie einen aus seinem Verlauf nach.</translation>
        </message>
        <message>
            <source>No slip yet: redeem a voucher first.</source>
            <translation>Noch kein Beleg: Lösen Sie zuerst einen Gutschein ein.</translation>
        </message>
        <message>
            <source>The slip could not be saved: {problem}.</source>
            <translation>Der Beleg konnte nicht gespeichert werden: {problem}.</translation>
        </message>
        <message>
            <source>Slip saved to {path}.</source>
            <translation>Beleg gespeichert unter {path}.</translation>
        </message>
        <message>
            <source>Save the slip</source>
            <translation>Beleg speichern</translation>
        </message>
    </context>
    <context>
        <name>SlipOptions</name>
        <message>
            <source>The computer's default printer</source>
            <translation>Standarddrucker des Computers</translation>
        </message>
        <message>
            <source>Slip printer and options</source>
            <translation>Belegdrucker und Optionen</translation>
        </message>
        <message>
            <source>Slip printer</source>
            <translation>Belegdrucker</translation>
        </message>
        <message>
            <source>{printer} (not installed)</source>
            <translation>{printer} (nicht installiert)</translation>
        </message>
        <message>
            <source>Paper</source>
            <translation>Papier</translation>
        </message>
        <message>
            <source>Language of guests' slips</source>
            <translation>Sprache der Gastbelege</translation>
        </message>
        <message>
            <source>Print a slip after each redemption</source>
            <translation>Nach jeder Einlösung einen Beleg drucken</translation>
        </message>
        <message>
            <source>Print a merchant copy too</source>
            <translation>Auch eine Händlerkopie drucken</translation>
        </message>
        <message>
            <source>Thermal roll printers print through their own driver: install it, then choose the printer here. A missing or offline printer never stops a redemption.</source>
            <translation>Thermo-Rollendrucker drucken über ihren eigenen Treiber: Treiber installieren, dann hier den Drucker wählen. Ein fehlender oder ausgeschalteter Drucker hält nie eine Einlösung auf.</translation>
        </message>
        <message>
            <source>Printer</source>
            <translation>Drucker</translation>
        </message>
        <message>
            <source>Slip language</source>
            <translation>Belegsprache</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Speichern</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
    </context>
    <context>
        <name>SlipPrint</name>
        <message>
            <source>80 mm roll</source>
            <extracomment>Most thermal roll printers print at 203 dpi; the picture in docs/staff.md and the tests use it. The slip's own column: the printable width of a roll, a receipt-sized column on A4.</extracomment>
            <translation>80-mm-Rolle</translation>
        </message>
        <message>
            <source>58 mm roll</source>
            <translation>58-mm-Rolle</translation>
        </message>
        <message>
            <source>{title} — reference {reference}</source>
            <translation>{title} — Referenz {reference}</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” is not installed on this computer.</source>
            <translation>Der Belegdrucker „{printer}“ ist auf diesem Computer nicht installiert.</translation>
        </message>
        <message>
            <source>No printer is set up on this computer.</source>
            <translation>Auf diesem Computer ist kein Drucker eingerichtet.</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” reports a fault: it may be off, offline or out of paper.</source>
            <translation>Der Belegdrucker „{printer}“ meldet einen Fehler: Er ist vielleicht aus, offline oder ohne Papier.</translation>
        </message>
        <message>
            <source>Slip {reference}</source>
            <translation>Beleg {reference}</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” did not accept the slip.</source>
            <translation>Der Belegdrucker „{printer}“ hat den Beleg nicht angenommen.</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” reported a fault while printing.</source>
            <translation>Der Belegdrucker „{printer}“ hat beim Drucken einen Fehler gemeldet.</translation>
        </message>
        <message>
            <source>Slip printed on {printer}.</source>
            <translation>Beleg gedruckt auf {printer}.</translation>
        </message>
        <message>
            <source>Printing the slip…</source>
            <translation>Beleg wird gedruckt…</translation>
        </message>
        <message>
            <source>{problem} The redemption stands; print the slip again later from the voucher's history or the activity list.</source>
            <translation>{problem} Die Einlösung bleibt bestehen; drucken Sie den Beleg später aus dem Verlauf des Gutscheins oder der Aktivitätsliste erneut.</translation>
        </message>
        <message>
            <source>No slip printer here: save the slip as a PDF.</source>
            <translation>Hier kein Belegdrucker: Beleg als PDF speichern.</translation>
        </message>
        <message>
            <source>The slip printer has a fault: save the slip as a PDF.</source>
            <translation>Der Belegdrucker hat eine Störung: Beleg als PDF speichern.</translation>
        </message>
        <message>
            <source>Slip preview — {paper}</source>
            <translation>Belegvorschau — {paper}</translation>
        </message>
    </context>
    <context>
        <name>Slips</name>
        <message>
            <source>The slip options could not be saved; they apply until the till closes.</source>
            <extracomment>How far around an event's time the journal is searched for the movement (and so the staff) behind it: the service's clock and the till's may differ. How far either side of a bill's line its other lines are looked for: a bill is paid within a day. The language the guest at the counter chose for themselves ("" for none): the slips made while they are served are written in it, whatever the property's or the staff's.</extracomment>
            <translation>Die Belegoptionen konnten nicht gespeichert werden; sie gelten, bis die Kasse geschlossen wird.</translation>
        </message>
        <message>
            <source>No slip yet: redeem a voucher first, or reprint one from its history.</source>
            <translation>Noch kein Beleg: Lösen Sie zuerst einen Gutschein ein oder drucken Sie einen aus seinem Verlauf nach.</translation>
        </message>
        <message>
            <source>There is no guest slip for this kind of event.</source>
            <translation>Für diese Art von Vorgang gibt es keinen Gastbeleg.</translation>
        </message>
        <message>
            <source>Choose a line of the redeem history first.</source>
            <translation>Wählen Sie zuerst eine Zeile im Einlöseverlauf.</translation>
        </message>
    </context>
    <context>
        <name>Startup</name>
        <message>
            <source>Scan or type a voucher code</source>
            <extracomment>How long the first window is given to take in keys queued for it before it hands over.</extracomment>
            <translation>Gutscheincode scannen oder eingeben</translation>
        </message>
        <message>
            <source>Scan a code</source>
            <translation>Code scannen</translation>
        </message>
        <message>
            <source>Voucher code</source>
            <translation>Gutscheincode</translation>
        </message>
        <message>
            <source>Starting the till… A code scanned now is kept and looked up as soon as the till is ready.</source>
            <extracomment>The last code ended with Enter or Tab: the till looks it up once it is ready, whatever was typed after it (kept in the till's field, not looked up). The user closed this window while the till loaded: the till does not open after all.</extracomment>
            <translation>Kasse startet… Ein jetzt gescannter Code wird gemerkt und abgefragt, sobald die Kasse bereit ist.</translation>
        </message>
        <message>
            <source>Starting the till…</source>
            <translation>Kasse startet…</translation>
        </message>
        <message>
            <source>The till is starting</source>
            <translation>Die Kasse startet</translation>
        </message>
        <message>
            <source>Nothing has been changed. Ask whoever looks after this computer to let the till write to that folder, then choose Try again.</source>
            <translation>Es wurde nichts geändert. Bitten Sie die für diesen Computer zuständige Person, der Kasse Schreibrechte für diesen Ordner zu geben, und wählen Sie dann Erneut versuchen.</translation>
        </message>
        <message>
            <source>Another program (a database viewer, a backup or sync tool) has the file open. Close it, then choose Try again.</source>
            <translation>Ein anderes Programm (ein Datenbankbetrachter, ein Backup- oder Sync-Programm) hat die Datei geöffnet. Schließen Sie es und wählen Sie dann Erneut versuchen.</translation>
        </message>
        <message>
            <source>Free some space on this computer's disk, then choose Try again.</source>
            <translation>Geben Sie Speicherplatz auf der Festplatte dieses Computers frei und wählen Sie dann Erneut versuchen.</translation>
        </message>
        <message>
            <source>Check the disk and the folder, then choose Try again; if it keeps happening, call support.</source>
            <translation>Prüfen Sie Festplatte und Ordner und wählen Sie dann Erneut versuchen; passiert es wieder, rufen Sie den Support an.</translation>
        </message>
        <message>
            <source>a damaged file</source>
            <translation>eine beschädigte Datei</translation>
        </message>
        <message>
            <source>{problem}.

File: {path}</source>
            <translation>{problem}.

Datei: {path}</translation>
        </message>
        <message>
            <source>Choose “Keep it aside and start afresh”: the damaged file is renamed with today's date and time and kept for support, never deleted; a fresh {store} is started, every entry still readable is carried over, and unsettled movements are checked with the service. Or quit and call support first.</source>
            <translation>Wählen Sie „Beiseitelegen und neu beginnen“: Die beschädigte Datei wird mit dem heutigen Datum und der Uhrzeit umbenannt und für den Support aufbewahrt, nie gelöscht; eine neue {store} wird angelegt, jeder noch lesbare Eintrag übernommen, und offene Buchungen werden beim Dienst geprüft. Oder beenden und zuerst den Support anrufen.</translation>
        </message>
        <message>
            <source>Keep it aside and start afresh</source>
            <translation>Beiseitelegen und neu beginnen</translation>
        </message>
        <message>
            <source>The code scanned here ({code}) was not looked up: scan it again there.</source>
            <extracomment>Set (to anything) by benchmarks/startup.py: print the moment of the first paint, then close. New service settings and API key, from the settings dialog, for the next till session.</extracomment>
            <translation>Der hier gescannte Code ({code}) wurde nicht abgefragt: Bitte dort erneut scannen.</translation>
        </message>
        <message>
            <source>{app} is already running: its window has been brought to the front.</source>
            <translation>{app} läuft bereits: Das Fenster wurde in den Vordergrund geholt.</translation>
        </message>
        <message>
            <source>{app} is already running.</source>
            <translation>{app} läuft bereits.</translation>
        </message>
        <message>
            <source>already running</source>
            <translation>läuft bereits</translation>
        </message>
        <message>
            <source>Use that window. Only one till runs on a settings folder ({folder}).</source>
            <translation>Bitte jenes Fenster verwenden. Pro Einstellungsordner läuft nur eine Kasse ({folder}).</translation>
        </message>
        <message>
            <source>Use that window. Only one till runs on a data folder ({folder}): it holds the till&apos;s journal.</source>
            <translation>Bitte jenes Fenster verwenden. Pro Datenordner läuft nur eine Kasse ({folder}): Er enthält das Journal der Kasse.</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>it cannot create its lock file there</source>
            <translation>sie kann dort keine Sperrdatei anlegen</translation>
        </message>
        <message>
            <source>it is read-only</source>
            <translation>er ist schreibgeschützt</translation>
        </message>
        <message>
            <source>The till cannot write to its settings folder: {reason}.

Folder: {folder}</source>
            <translation>Die Kasse kann nicht in ihren Einstellungsordner schreiben: {reason}.

Ordner: {folder}</translation>
        </message>
        <message>
            <source>choose Try again</source>
            <translation>wählen Sie dann Erneut versuchen</translation>
        </message>
        <message>
            <source>start the till again</source>
            <translation>starten Sie die Kasse dann neu</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Beenden</translation>
        </message>
        <message>
            <source>Folder: {path}</source>
            <translation>Ordner: {path}</translation>
        </message>
        <message>
            <source>File: {path}</source>
            <translation>Datei: {path}</translation>
        </message>
        <message>
            <source>cannot use its files</source>
            <translation>kann ihre Dateien nicht verwenden</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Erneut versuchen</translation>
        </message>
        <message>
            <source>damaged settings</source>
            <translation>beschädigte Einstellungen</translation>
        </message>
        <message>
            <source>Set the till up again: you will need the service address, the API key and a new manager PIN. Or quit and call support, who can look at the damaged file first.</source>
            <translation>Richten Sie die Kasse neu ein: Sie brauchen die Adresse des Dienstes, den API-Schlüssel und eine neue Manager-PIN. Oder beenden und den Support anrufen, der sich die beschädigte Datei zuerst ansehen kann.</translation>
        </message>
        <message>
            <source>Set up the till again</source>
            <translation>Kasse neu einrichten</translation>
        </message>
        <message numerus="yes">
            <source>The till's {store} was damaged. It is kept as {kept_as}; a fresh one was started and %n entries still readable in it were carried over. Unsettled movements among them are being checked with the service.</source>
            <translation>
                <numerusform>Die Datei {store} der Kasse war beschädigt. Sie bleibt als {kept_as} erhalten; eine neue wurde angelegt und %n noch lesbarer Eintrag übernommen. Offene Buchungen darunter werden beim Dienst geprüft.</numerusform>
                <numerusform>Die Datei {store} der Kasse war beschädigt. Sie bleibt als {kept_as} erhalten; eine neue wurde angelegt und %n noch lesbare Einträge übernommen. Offene Buchungen darunter werden beim Dienst geprüft.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Storage</name>
        <message>
            <source>redeem</source>
            <extracomment>Seconds between attempts to write again: soon at first, then every half minute. A movement's kind, as the banner names it ("The redeem of SPA50PART"); marked for translation.</extracomment>
            <translation>Einlösung</translation>
        </message>
        <message>
            <source>{problem}. The till goes on working, but what it does now is missing from its log until it can write there again.</source>
            <translation>{problem}. Die Kasse arbeitet weiter, aber was sie jetzt tut, fehlt in ihrem Protokoll, bis sie wieder hineinschreiben kann.</translation>
        </message>
        <message>
            <source>reverse</source>
            <translation>Storno</translation>
        </message>
        <message>
            <source>refund</source>
            <translation>Erstattung</translation>
        </message>
        <message>
            <source>topup</source>
            <translation>Aufladung</translation>
        </message>
        <message>
            <source>the service redeemed it</source>
            <extracomment>What the service did, by kind; marked for translation.</extracomment>
            <translation>der Dienst hat sie ausgeführt</translation>
        </message>
        <message>
            <source>the service reversed it</source>
            <translation>der Dienst hat sie ausgeführt</translation>
        </message>
        <message>
            <source>the service refunded it</source>
            <translation>der Dienst hat sie ausgeführt</translation>
        </message>
        <message>
            <source>the service topped up it</source>
            <translation>der Dienst hat sie ausgeführt</translation>
        </message>
        <message>
            <source>NOT YET WRITTEN DOWN — {lines} {cause}. The till keeps trying, and nothing more can move on that voucher until it is written (if the till is closed first, it checks the movement with the service when it next starts).</source>
            <translation>NOCH NICHT GESPEICHERT — {lines} {cause}. Die Kasse versucht es weiter, und auf diesem Gutschein ist nichts weiter möglich, bis es gespeichert ist (wird die Kasse vorher geschlossen, prüft sie die Buchung beim nächsten Start beim Dienst).</translation>
        </message>
        <message>
            <source>NOT YET WRITTEN DOWN — {lines} Nothing more can move on that voucher until it is written.</source>
            <translation>NOCH NICHT GESPEICHERT — {lines} Auf diesem Gutschein ist nichts weiter möglich, bis es gespeichert ist.</translation>
        </message>
        <message>
            <source>{problem}. Redeem, reverse and refund are paused until it works again.</source>
            <translation>{problem}. Einlösen, Stornieren und Erstatten sind pausiert, bis es wieder funktioniert.</translation>
        </message>
        <message>
            <source>{kind} of {code}</source>
            <translation>{kind} von {code}</translation>
        </message>
        <message>
            <source> for {amount}</source>
            <translation> über {amount}</translation>
        </message>
        <message>
            <source> (ref {event})</source>
            <translation> (Ref. {event})</translation>
        </message>
        <message>
            <source>the service did it</source>
            <translation>der Dienst hat sie ausgeführt</translation>
        </message>
        <message>
            <source>the service refused it</source>
            <translation>der Dienst hat sie abgelehnt</translation>
        </message>
        <message>
            <source>the service's answer was lost</source>
            <translation>die Antwort des Dienstes ging verloren</translation>
        </message>
        <message>
            <source>The {what}: {told}, but the till could not record it.</source>
            <translation>Buchung: {what} — {told}, aber die Kasse konnte sie nicht speichern.</translation>
        </message>
    </context>
    <context>
        <name>Support</name>
        <message>
            <source>The service has not been checked this session.</source>
            <extracomment>Days of the log the report holds. Log lines kept before each error, for its context. Errors the report holds at most (the newest). Other secrets the log masks (``SECRETS.held``): the report is scanned for them too.</extracomment>
            <translation>Der Dienst wurde noch nicht geprüft.</translation>
        </message>
        <message>
            <source>No errors in these days of the log.</source>
            <translation>Keine Fehler in diesen Tagen des Protokolls.</translation>
        </message>
        <message>
            <source>Save a support report</source>
            <extracomment>Movements called not applied this long ago are still in the report (the re-check's horizon).</extracomment>
            <translation>Supportbericht speichern</translation>
        </message>
        <message>
            <source>Gathering the report…</source>
            <translation>Der Bericht wird zusammengestellt…</translation>
        </message>
        <message>
            <source>Files in the report</source>
            <translation>Dateien im Bericht</translation>
        </message>
        <message>
            <source>The chosen file's contents</source>
            <translation>Inhalt der gewählten Datei</translation>
        </message>
        <message>
            <source>Save…</source>
            <translation>Speichern…</translation>
        </message>
        <message>
            <source>The report was not made: it would have held what it must never hold ({problems}).</source>
            <translation>Der Bericht wurde nicht erstellt: Er hätte enthalten, was er nie enthalten darf ({problems}).</translation>
        </message>
        <message>
            <source>The report could not be made: {why}</source>
            <translation>Der Bericht konnte nicht erstellt werden: {why}</translation>
        </message>
        <message>
            <source>This is everything the report holds: no API key, no whole voucher code and no e-mail address. Look through it, then save it and send it to support.</source>
            <translation>Das ist alles, was der Bericht enthält: kein API-Schlüssel, kein vollständiger Gutscheincode und keine E-Mail-Adresse. Sehen Sie ihn durch, speichern Sie ihn und senden Sie ihn an den Support.</translation>
        </message>
        <message>
            <source>Zip archives (*.zip)</source>
            <translation>ZIP-Archive (*.zip)</translation>
        </message>
        <message>
            <source>The report could not be saved: {why}</source>
            <translation>Der Bericht konnte nicht gespeichert werden: {why}</translation>
        </message>
    </context>
    <context>
        <name>Timeline</name>
        <message>
            <source>This till&apos;s clock is {size} behind the service&apos;s.</source>
            <translation>Die Uhr dieser Kasse geht {size} nach gegenüber der des Dienstes.</translation>
        </message>
        <message>
            <source>This till&apos;s clock is {size} ahead of the service&apos;s.</source>
            <translation>Die Uhr dieser Kasse geht {size} vor gegenüber der des Dienstes.</translation>
        </message>
        <message>
            <source>{time} (till clock)</source>
            <translation>{time} (Kassenuhr)</translation>
        </message>
        <message>
            <source>{hours} h {minutes} min</source>
            <translation>{hours} Std. {minutes} Min.</translation>
        </message>
        <message>
            <source>{minutes} min</source>
            <translation>{minutes} Min.</translation>
        </message>
        <message>
            <source>This till's clock is {size} behind the service's: the service's times are shown as it stamps them.</source>
            <translation>Die Uhr dieser Kasse geht {size} nach gegenüber der des Dienstes: Die Zeiten des Dienstes werden so gezeigt, wie er sie stempelt.</translation>
        </message>
        <message>
            <source>This till's clock is {size} ahead of the service's: the service's times are shown as it stamps them.</source>
            <translation>Die Uhr dieser Kasse geht {size} vor gegenüber der des Dienstes: Die Zeiten des Dienstes werden so gezeigt, wie er sie stempelt.</translation>
        </message>
    </context>
    <context>
        <name>Tips</name>
        <message>
            <source>Time</source>
            <translation>Zeit</translation>
        </message>
        <message>
            <source>Bill</source>
            <translation>Rechnung</translation>
        </message>
        <message>
            <source>Tip</source>
            <translation>Trinkgeld</translation>
        </message>
        <message>
            <source>No tips paid by voucher on your bills in this period.</source>
            <translation>Kein Trinkgeld per Gutschein auf Ihren Rechnungen in diesem Zeitraum.</translation>
        </message>
        <message numerus="yes">
            <source>Tips paid by voucher on your bills: %n bill(s), {total}</source>
            <translation>
                <numerusform>Trinkgeld per Gutschein auf Ihren Rechnungen: %n Rechnung, {total}</numerusform>
                <numerusform>Trinkgeld per Gutschein auf Ihren Rechnungen: %n Rechnungen, {total}</numerusform>
            </translation>
        </message>
        <message>
            <source>Tips paid by voucher — {staff}</source>
            <translation>Trinkgeld per Gutschein — {staff}</translation>
        </message>
        <message>
            <source>{place} · from {start} to {end}</source>
            <translation>{place} · vom {start} bis {end}</translation>
        </message>
        <message>
            <source>My tips record</source>
            <translation>Mein Trinkgeldnachweis</translation>
        </message>
        <message>
            <source>Show</source>
            <translation>Anzeigen</translation>
        </message>
        <message>
            <source>Signed in: {staff}</source>
            <translation>Angemeldet: {staff}</translation>
        </message>
        <message>
            <source>My tips paid by voucher</source>
            <translation>Mein Trinkgeld per Gutschein</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Drucken…</translation>
        </message>
        <message>
            <source>Save PDF…</source>
            <translation>PDF speichern…</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Gespeichert: {path}</translation>
        </message>
        <message>
            <source>Save my tips record</source>
            <translation>Meinen Trinkgeldnachweis speichern</translation>
        </message>
        <message>
            <source>My tips record…</source>
            <extracomment>Every entry of the Shift menu has its key, for a till without a mouse.</extracomment>
            <translation>Mein Trinkgeldnachweis…</translation>
        </message>
    </context>
    <context>
        <name>TopUp</name>
        <message>
            <source>This voucher has been used in full and is closed: sell a new card instead.</source>
            <extracomment>[DECIDE] The largest single top-up or activation by default, in the voucher's currency.</extracomment>
            <translation>Dieser Gutschein ist vollständig eingelöst und geschlossen: stattdessen eine neue Karte verkaufen.</translation>
        </message>
        <message>
            <source>This voucher was cancelled: it cannot be topped up.</source>
            <translation>Dieser Gutschein ist ungültig: Er kann nicht aufgeladen werden.</translation>
        </message>
        <message>
            <source>The payment for this voucher was reversed: it cannot be topped up.</source>
            <translation>Die Zahlung für diesen Gutschein wurde zurückgebucht: Er kann nicht aufgeladen werden.</translation>
        </message>
        <message>
            <source>This voucher is not valid yet: it cannot be topped up before it starts.</source>
            <translation>Dieser Gutschein ist noch nicht gültig: Er kann vor Beginn nicht aufgeladen werden.</translation>
        </message>
        <message>
            <source>This voucher has expired: it cannot be topped up.</source>
            <translation>Dieser Gutschein ist abgelaufen: Er kann nicht aufgeladen werden.</translation>
        </message>
        <message>
            <source>The service reports this voucher as “{status}”: it cannot be topped up.</source>
            <translation>Der Dienst meldet diesen Gutschein als „{status}“: Er kann nicht aufgeladen werden.</translation>
        </message>
        <message>
            <source>This voucher cannot be used at this location, so it is not topped up here.</source>
            <translation>Dieser Gutschein gilt an diesem Standort nicht und wird daher hier nicht aufgeladen.</translation>
        </message>
        <message>
            <source>This voucher must be used in full (a service voucher): it cannot be topped up.</source>
            <translation>Dieser Gutschein muss vollständig eingelöst werden (Leistungsgutschein): Er kann nicht aufgeladen werden.</translation>
        </message>
        <message>
            <source>This voucher holds nothing: sell a new card instead.</source>
            <translation>Auf diesem Gutschein ist nichts: stattdessen eine neue Karte verkaufen.</translation>
        </message>
        <message>
            <source>At most {amount} in one top-up</source>
            <translation>Höchstens {amount} pro Aufladung</translation>
        </message>
        <message>
            <source>Top up {code} by {amount} — {after} after</source>
            <translation>{code} um {amount} aufladen — danach {after}</translation>
        </message>
        <message>
            <source>Activate {code} as a new card with {amount}</source>
            <translation>{code} als neue Karte mit {amount} aktivieren</translation>
        </message>
        <message>
            <source>{amount} onto {code}</source>
            <translation>{amount} auf {code}</translation>
        </message>
        <message>
            <source>Staff may top up and sell gift cards</source>
            <translation>Personal darf aufladen und Geschenkkarten verkaufen</translation>
        </message>
        <message>
            <source>Largest top-up…</source>
            <translation>Höchste Aufladung…</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>Laden</translation>
        </message>
        <message>
            <source>Amount to load onto the card</source>
            <translation>Auf die Karte zu ladender Betrag</translation>
        </message>
        <message>
            <source>Amount to load; Enter shows what will be loaded, to confirm</source>
            <translation>Zu ladender Betrag; Eingabe zeigt, was geladen wird, zum Bestätigen</translation>
        </message>
        <message>
            <source>Load…</source>
            <translation>Laden…</translation>
        </message>
        <message>
            <source>Review the top-up</source>
            <translation>Aufladung prüfen</translation>
        </message>
        <message>
            <source>Show what will be loaded, to confirm (Enter in the amount)</source>
            <translation>Zeigen, was geladen wird, zum Bestätigen (Eingabe im Betrag)</translation>
        </message>
        <message>
            <source>top-up</source>
            <translation>Aufladung</translation>
        </message>
        <message>
            <source>Do not load anything; change the amount or scan another code</source>
            <translation>Nichts laden; Betrag ändern oder anderen Code scannen</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>Wird geladen…</translation>
        </message>
        <message>
            <source>Why this voucher cannot be topped up</source>
            <extracomment>The "Largest top-up" dialog while it is open.</extracomment>
            <translation>Warum dieser Gutschein nicht aufgeladen werden kann</translation>
        </message>
        <message>
            <source>Change the largest top-up</source>
            <translation>Höchste Aufladung ändern</translation>
        </message>
        <message>
            <source>The largest top-up is now {amount}.</source>
            <translation>Die höchste Aufladung ist jetzt {amount}.</translation>
        </message>
        <message>
            <source>Let staff top up and sell gift cards without a manager</source>
            <translation>Personal ohne Manager aufladen und Geschenkkarten verkaufen lassen</translation>
        </message>
        <message>
            <source>Make every top-up and new gift card need a manager</source>
            <translation>Für jede Aufladung und neue Geschenkkarte einen Manager verlangen</translation>
        </message>
        <message>
            <source>Staff may now top up and sell gift cards.</source>
            <translation>Das Personal darf jetzt aufladen und Geschenkkarten verkaufen.</translation>
        </message>
        <message>
            <source>Load money onto {code}: the guest pays on the POS</source>
            <translation>Geld auf {code} laden: Der Gast zahlt an der POS-Kasse</translation>
        </message>
        <message>
            <source>Sell {code} as a new gift card: the guest pays on the POS</source>
            <translation>{code} als neue Geschenkkarte verkaufen: Der Gast zahlt an der POS-Kasse</translation>
        </message>
        <message>
            <source>Close (F4)</source>
            <translation>Schließen (F4)</translation>
        </message>
        <message>
            <source>Activate as a new card (F4)</source>
            <translation>Als neue Karte aktivieren (F4)</translation>
        </message>
        <message>
            <source>Close top-up (F4)</source>
            <translation>Aufladung schließen (F4)</translation>
        </message>
        <message>
            <source>Top up… (F4)</source>
            <translation>Aufladen… (F4)</translation>
        </message>
        <message>
            <source>Manager PIN needed</source>
            <translation>Manager-PIN nötig</translation>
        </message>
        <message>
            <source>Top-ups</source>
            <translation>Aufladungen</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Offline: top-ups are paused until the service answers</source>
            <translation>Offline: Aufladungen pausieren, bis der Dienst antwortet</translation>
        </message>
        <message>
            <source>Reading the property's currency from the service…</source>
            <translation>Währung des Betriebs wird beim Dienst gelesen…</translation>
        </message>
        <message>
            <source>Type the amount to load</source>
            <extracomment>The property's currency, read once: a new card is in it (the service decides). Why the amount typed was refused, in the source language (``AmountError.source``). What the screen moved on to while a top-up was in flight, offered once it settles. Unconfirmed movements on the card that stop a new top-up, for the quick override. The movement whose outcome the top-up's line shows now, if any.</extracomment>
            <translation>Zu ladenden Betrag eingeben</translation>
        </message>
        <message>
            <source>Nothing loaded: {amount} onto {code} was under review when another code was typed or scanned.</source>
            <translation>Nichts aufgeladen: {amount} auf {code} war in der Prüfung, als ein anderer Code eingegeben oder gescannt wurde.</translation>
        </message>
        <message>
            <source>Balance after: {amount}</source>
            <translation>Guthaben danach: {amount}</translation>
        </message>
        <message>
            <source>New card: {amount}</source>
            <translation>Neue Karte: {amount}</translation>
        </message>
        <message>
            <source>The till could not read the property's currency; close and try again.</source>
            <translation>Die Kasse konnte die Währung des Betriebs nicht lesen; schließen und erneut versuchen.</translation>
        </message>
        <message>
            <source>A manager must allow each top-up and new card (manager PIN).</source>
            <extracomment>The most a manager may set as the largest single top-up: the till's limit for any amount typed (``app.core.money``), which a settings file is held to as well (``Settings.topup_maximum``). Marked for translation, translated where it is said (``translate("TopUp", MANAGER_NEEDED_TEXT)``).</extracomment>
            <translation>Jede Aufladung und neue Karte muss ein Manager freigeben (Manager-PIN).</translation>
        </message>
        <message>
            <source>Only a manager can change who may top up.</source>
            <translation>Nur ein Manager kann ändern, wer aufladen darf.</translation>
        </message>
        <message>
            <source>The setting could not be saved; nothing changed.</source>
            <translation>Die Einstellung konnte nicht gespeichert werden; nichts wurde geändert.</translation>
        </message>
        <message>
            <source>At most {ceiling} for one top-up</source>
            <translation>Höchstens {ceiling} pro Aufladung</translation>
        </message>
        <message>
            <source>Only a manager can change the largest top-up.</source>
            <translation>Nur ein Manager kann die höchste Aufladung ändern.</translation>
        </message>
        <message>
            <source>{problem}. Nothing was changed.</source>
            <translation>{problem}. Es wurde nichts geändert.</translation>
        </message>
        <message>
            <source>Loaded</source>
            <extracomment>In the source language, marked for translation; ``topup_outcome_text`` says them translated.</extracomment>
            <translation>Geladen</translation>
        </message>
        <message>
            <source>Not loaded</source>
            <translation>Nicht geladen</translation>
        </message>
        <message>
            <source>Nothing was added</source>
            <translation>Es wurde nichts hinzugefügt</translation>
        </message>
        <message>
            <source>anything more moves on this card</source>
            <translation>weitere Buchungen auf dieser Karte</translation>
        </message>
        <message>
            <source>No answer from the service about {asked}. Checking with the service…</source>
            <extracomment>Takes the movements that now block the card (an unconfirmed top-up, an earlier one unchecked).</extracomment>
            <translation>Keine Antwort des Dienstes zu {asked}. Prüfung beim Dienst…</translation>
        </message>
        <message>
            <source>{problem}. The top-up is not confirmed yet.</source>
            <translation>{problem}. Die Aufladung ist noch nicht bestätigt.</translation>
        </message>
        <message>
            <source>{problem}. Nothing was sent.</source>
            <translation>{problem}. Es wurde nichts gesendet.</translation>
        </message>
        <message>
            <source>{refused} An earlier movement on this card could not be checked.</source>
            <translation>{refused} Eine frühere Buchung auf dieser Karte konnte nicht geprüft werden.</translation>
        </message>
        <message>
            <source>Not sent: {asked}. {why}</source>
            <translation>Nicht gesendet: {asked}. {why}</translation>
        </message>
        <message>
            <source>Still no answer from the service.</source>
            <translation>Noch immer keine Antwort des Dienstes.</translation>
        </message>
        <message>
            <source>{first} The top-up of {asked} is not confirmed: the till checks it again before anything more moves on this card, and at its next start.</source>
            <translation>{first} Die Aufladung von {asked} ist nicht bestätigt: Die Kasse prüft sie vor jeder weiteren Buchung auf dieser Karte und beim nächsten Start erneut.</translation>
        </message>
        <message>
            <source>The earlier top-up was settled before the override.</source>
            <translation>Die frühere Aufladung wurde vor der Übersteuerung geklärt.</translation>
        </message>
        <message>
            <source>Checking an earlier, unconfirmed movement on this card first…</source>
            <translation>Zuerst wird eine frühere, unbestätigte Buchung auf dieser Karte geprüft…</translation>
        </message>
        <message>
            <source>an earlier movement on this card</source>
            <translation>eine frühere Buchung auf dieser Karte</translation>
        </message>
        <message>
            <source>{outcome} Nothing more was sent.</source>
            <translation>{outcome} Es wurde nichts weiter gesendet.</translation>
        </message>
        <message>
            <source>No answer from the service about {about}. Checking with the service… {left} s</source>
            <translation>Keine Antwort des Dienstes zu {about}. Prüfung beim Dienst… {left} s</translation>
        </message>
        <message>
            <source>New card {code}: {added} loaded. Balance {balance} · ref {event}</source>
            <translation>Neue Karte {code}: {added} geladen. Guthaben {balance} · Ref. {event}</translation>
        </message>
        <message>
            <source>New card {code}: {added} loaded. Balance {balance}</source>
            <translation>Neue Karte {code}: {added} geladen. Guthaben {balance}</translation>
        </message>
        <message>
            <source>Topped up {code}: {added} loaded. Balance {balance} · ref {event}</source>
            <translation>{code} aufgeladen: {added} geladen. Guthaben {balance} · Ref. {event}</translation>
        </message>
        <message>
            <source>Topped up {code}: {added} loaded. Balance {balance}</source>
            <translation>{code} aufgeladen: {added} geladen. Guthaben {balance}</translation>
        </message>
    </context>
    <context>
        <name>TopUpLimit</name>
        <message>
            <source>Largest top-up</source>
            <translation>Höchste Aufladung</translation>
        </message>
        <message>
            <source>The most one top-up or new gift card may load, in the voucher's currency (more than 0, at most {ceiling}).</source>
            <translation>Der Höchstbetrag einer Aufladung oder neuen Geschenkkarte, in der Währung des Gutscheins (mehr als 0, höchstens {ceiling}).</translation>
        </message>
        <message>
            <source>Why this amount cannot be the largest top-up</source>
            <translation>Warum dieser Betrag nicht die höchste Aufladung sein kann</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Speichern</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
    </context>
    <context>
        <name>Unconfirmed</name>
        <message>
            <source>Unconfirmed movement</source>
            <translation>Unbestätigte Buchung</translation>
        </message>
        <message>
            <source>The service's records cannot tell whether this till's request went through. Check with the cashier and the other tills, then choose the event that is this till's, or say that none of them is.</source>
            <translation>Aus den Aufzeichnungen des Dienstes geht nicht hervor, ob die Anfrage dieser Kasse durchgegangen ist. Klären Sie es mit der Kassenkraft und den anderen Kassen, dann wählen Sie den Vorgang dieser Kasse oder bestätigen Sie, dass keiner es ist.</translation>
        </message>
        <message>
            <source>Events that could be this movement</source>
            <translation>Vorgänge, die diese Buchung sein könnten</translation>
        </message>
        <message>
            <source>None of these is this till's</source>
            <translation>Keiner gehört zu dieser Kasse</translation>
        </message>
        <message>
            <source>This one is this till's</source>
            <translation>Dieser gehört zu dieser Kasse</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Time (service)</source>
            <translation>Zeit (Dienst)</translation>
        </message>
        <message>
            <source>Location</source>
            <translation>Standort</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Betrag</translation>
        </message>
        <message>
            <source>Before</source>
            <translation>Vorher</translation>
        </message>
        <message>
            <source>After</source>
            <translation>Nachher</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Vorgang</translation>
        </message>
        <message>
            <source>Decide whether {movement} went through (1 possible event)</source>
            <translation>Entscheiden, ob {movement} durchgegangen ist (1 möglicher Vorgang)</translation>
        </message>
        <message numerus="yes">
            <source>Decide whether {movement} went through (%n possible events)</source>
            <translation>
                <numerusform>Entscheiden, ob {movement} durchgegangen ist (%n möglicher Vorgang)</numerusform>
                <numerusform>Entscheiden, ob {movement} durchgegangen ist (%n mögliche Vorgänge)</numerusform>
            </translation>
        </message>
        <message>
            <source>{movement} Sent by {staff} at {time} (this till's clock).</source>
            <translation>{movement} Gesendet von {staff} um {time} (Uhr dieser Kasse).</translation>
        </message>
        <message>
            <source>A manager PIN is needed for this.</source>
            <translation>Dafür ist eine Manager-PIN nötig.</translation>
        </message>
        <message>
            <source>{problem}. Nothing was decided.</source>
            <translation>{problem}. Es wurde nichts entschieden.</translation>
        </message>
    </context>
    <context>
        <name>Updates</name>
        <message>
            <source>Version {version} is ready — install at the end of the shift</source>
            <translation>Version {version} ist bereit — zum Schichtende installieren</translation>
        </message>
        <message>
            <source>A sale or a bill is open: the update waits until it is finished.</source>
            <translation>Ein Verkauf oder eine Rechnung ist offen: das Update wartet, bis sie abgeschlossen ist.</translation>
        </message>
        <message>
            <source>A movement is still unresolved: a manager settles it before the update.</source>
            <translation>Eine Buchung ist noch ungeklärt: ein Manager klärt sie vor dem Update.</translation>
        </message>
        <message>
            <source>A movement is still being sent: the update waits for its answer.</source>
            <translation>Eine Buchung wird noch gesendet: das Update wartet auf ihre Antwort.</translation>
        </message>
        <message>
            <source>The till is offline: it will look for an update when it is back.</source>
            <translation>Die Kasse ist offline: sie sucht nach einem Update, sobald sie wieder verbunden ist.</translation>
        </message>
        <message>
            <source>No updates in training.</source>
            <translation>Keine Updates im Schulungsmodus.</translation>
        </message>
        <message>
            <source>The update channel's files are not valid: not installed.</source>
            <translation>Die Dateien des Update-Kanals sind ungültig: nicht installiert.</translation>
        </message>
        <message>
            <source>The update channel cannot be reached: no update now, the till works on.</source>
            <translation>Der Update-Kanal ist nicht erreichbar: jetzt kein Update, die Kasse arbeitet weiter.</translation>
        </message>
        <message>
            <source>The update channel is too slow to answer: no update now, the till works on.</source>
            <translation>Der Update-Kanal antwortet zu langsam: jetzt kein Update, die Kasse arbeitet weiter.</translation>
        </message>
        <message>
            <source>The update channel offers an older release than the till already has: not installed.</source>
            <translation>Der Update-Kanal bietet eine ältere Version an, als die Kasse bereits hat: nicht installiert.</translation>
        </message>
        <message>
            <source>The update channel's signed files have expired: not installed.</source>
            <translation>Die signierten Dateien des Update-Kanals sind abgelaufen: nicht installiert.</translation>
        </message>
        <message>
            <source>The update channel's files are not signed by this till's release keys: not installed.</source>
            <translation>Die Dateien des Update-Kanals sind nicht mit den Release-Schlüsseln dieser Kasse signiert: nicht installiert.</translation>
        </message>
        <message>
            <source>The update's archive does not match its signed description: not installed.</source>
            <extracomment>Seconds one connection or one gap between bytes may take (requests' timeout, through tuf). Seconds a whole check, download and verification may take before the till stops waiting.</extracomment>
            <translation>Das Archiv des Updates stimmt nicht mit seiner signierten Beschreibung überein: nicht installiert.</translation>
        </message>
        <message>
            <source>No update is ready.</source>
            <extracomment>The work the window has open that an install waits for ("sale", "bill"): the window adds a name while that dialog is open; :func:`build_updates` reads it into the till's activity.</extracomment>
            <translation>Kein Update ist bereit.</translation>
        </message>
        <message>
            <source>The update was changed on this computer after it was checked: nothing was installed.</source>
            <translation>Das Update wurde auf diesem Computer verändert, nachdem es geprüft war: nichts wurde installiert.</translation>
        </message>
        <message>
            <source>The update could not be written ({why}), nor the release it replaced put back: install the till again.</source>
            <translation>Das Update konnte nicht geschrieben werden ({why}), und die vorige Version nicht wiederhergestellt: installieren Sie die Kasse neu.</translation>
        </message>
        <message>
            <source>The update could not be written ({why}): nothing was installed, the till is as it was.</source>
            <translation>Das Update konnte nicht geschrieben werden ({why}): nichts wurde installiert, die Kasse ist wie zuvor.</translation>
        </message>
    </context>
    <context>
        <name>Voucher</name>
        <message>
            <source>Lookups are paused for {seconds} s: too many unknown codes at this till. A manager can lift the pause (Manager menu).</source>
            <translation>Abfragen sind für {seconds} s angehalten: zu viele unbekannte Codes an dieser Kasse. Ein Manager kann die Pause aufheben (Menü Manager).</translation>
        </message>
        <message>
            <source>New card</source>
            <extracomment>An event's type in till words, the one mapping for the feed, the shift report (screen, CSV, PDF) and the reasons given: short, so the feed's Type column shows each whole at 1024 px. "New card" and "Reversed" are the words the till uses for the same movements elsewhere (a top-up's outcome, a redeem-history line). Marked for translation in the "Voucher" context: translated where shown (``event_type_text``).</extracomment>
            <translation>Neue Karte</translation>
        </message>
        <message>
            <source>Top-up</source>
            <translation>Aufladung</translation>
        </message>
        <message>
            <source>Redeemed</source>
            <extracomment>A redeem-history line's status: a redemption, or one that was reversed ("Unredeemed").</extracomment>
            <translation>Eingelöst</translation>
        </message>
        <message>
            <source>Reversed</source>
            <translation>Storniert</translation>
        </message>
        <message>
            <source>Refund</source>
            <translation>Erstattung</translation>
        </message>
        <message>
            <source>Chargeback</source>
            <translation>Rückbuchung</translation>
        </message>
        <message>
            <source>Reversed chargeback</source>
            <translation>Rückbuchung storniert</translation>
        </message>
        <message>
            <source>Code change</source>
            <translation>Codeänderung</translation>
        </message>
        <message>
            <source>Valid</source>
            <extracomment>A voucher's (or an order row's) status in till words: the service's own words are never shown beside their translation ("Partially Redeemed" next to "Part used").</extracomment>
            <translation>Gültig</translation>
        </message>
        <message>
            <source>In grace period</source>
            <translation>In der Kulanzfrist</translation>
        </message>
        <message>
            <source>Part used</source>
            <translation>Teilweise eingelöst</translation>
        </message>
        <message>
            <source>Used</source>
            <extracomment>Statuses that close a voucher for good: the badge and why, in till words.</extracomment>
            <translation>Eingelöst</translation>
        </message>
        <message>
            <source>Void</source>
            <translation>Ungültig</translation>
        </message>
        <message>
            <source>Expired</source>
            <translation>Abgelaufen</translation>
        </message>
        <message>
            <source>Not valid yet</source>
            <translation>Noch nicht gültig</translation>
        </message>
        <message>
            <source>today</source>
            <extracomment>Event types that take money off a voucher; the feed shows their amount negative.</extracomment>
            <translation>heute</translation>
        </message>
        <message>
            <source>1 day ago</source>
            <translation>vor 1 Tag</translation>
        </message>
        <message numerus="yes">
            <source>%n days ago</source>
            <translation>
                <numerusform>vor %n Tag</numerusform>
                <numerusform>vor %n Tagen</numerusform>
            </translation>
        </message>
        <message>
            <source>This voucher has been used in full.</source>
            <translation>Dieser Gutschein ist vollständig eingelöst.</translation>
        </message>
        <message>
            <source>This voucher was cancelled and cannot be used.</source>
            <translation>Dieser Gutschein ist ungültig und kann nicht eingelöst werden.</translation>
        </message>
        <message>
            <source>The payment for this voucher was reversed.</source>
            <translation>Die Zahlung für diesen Gutschein wurde zurückgebucht.</translation>
        </message>
        <message>
            <source>Not valid until {day}</source>
            <translation>Gültig ab {day}</translation>
        </message>
        <message>
            <source>This voucher cannot be used yet.</source>
            <translation>Dieser Gutschein kann noch nicht eingelöst werden.</translation>
        </message>
        <message>
            <source>Expired {ago}</source>
            <translation>Abgelaufen {ago}</translation>
        </message>
        <message>
            <source>This voucher has expired.</source>
            <translation>Dieser Gutschein ist abgelaufen.</translation>
        </message>
        <message>
            <source> Its grace period ended {ago}, on {day}.</source>
            <translation> Die Kulanzfrist endete {ago}, am {day}.</translation>
        </message>
        <message>
            <source>The service reports this voucher as “{status}”.</source>
            <translation>Der Dienst meldet diesen Gutschein als „{status}“.</translation>
        </message>
        <message>
            <source>Not valid at this location</source>
            <translation>An diesem Standort nicht gültig</translation>
        </message>
        <message>
            <source>Nothing is left on this voucher.</source>
            <translation>Auf diesem Gutschein ist nichts mehr übrig.</translation>
        </message>
        <message>
            <source>In grace period until {day}</source>
            <translation>In der Kulanzfrist bis {day}</translation>
        </message>
        <message>
            <source>This voucher cannot be used at this location.</source>
            <translation>Dieser Gutschein gilt an diesem Standort nicht.</translation>
        </message>
        <message>
            <source>It can be used at: {places}.</source>
            <translation>Gültig in: {places}.</translation>
        </message>
        <message>
            <source>More than the balance ({balance})</source>
            <translation>Mehr als das Guthaben ({balance})</translation>
        </message>
        <message>
            <source>This voucher must be used in full ({balance})</source>
            <translation>Dieser Gutschein muss vollständig eingelöst werden ({balance})</translation>
        </message>
        <message>
            <source>A refund can never be reversed.</source>
            <translation>Eine Erstattung kann nie storniert werden.</translation>
        </message>
        <message>
            <source>{type} events cannot be reversed.</source>
            <translation>Ereignisse der Art {type} können nicht storniert werden.</translation>
        </message>
        <message>
            <source>The service has not confirmed this event yet; it can be reversed once confirmed.</source>
            <translation>Der Dienst hat dieses Ereignis noch nicht bestätigt; es kann nach der Bestätigung storniert werden.</translation>
        </message>
        <message>
            <source>This redemption has already been reversed.</source>
            <translation>Diese Einlösung wurde bereits storniert.</translation>
        </message>
        <message>
            <source>This order has already been refunded.</source>
            <translation>Diese Bestellung wurde bereits erstattet.</translation>
        </message>
        <message>
            <source>Voucher {code} is void, so this order cannot be refunded.</source>
            <translation>Gutschein {code} ist ungültig, daher kann diese Bestellung nicht erstattet werden.</translation>
        </message>
        <message>
            <source>Vouchers {codes} are void, so this order cannot be refunded.</source>
            <translation>Die Gutscheine {codes} sind ungültig, daher kann diese Bestellung nicht erstattet werden.</translation>
        </message>
        <message>
            <source>This order was not created through the API (the service said so): it cannot be refunded here.</source>
            <translation>Diese Bestellung wurde nicht über die API angelegt (laut Dienst): Sie kann hier nicht erstattet werden.</translation>
        </message>
        <message>
            <source>Every voucher must be unused; already used or not valid: {codes}.</source>
            <translation>Jeder Gutschein muss unbenutzt sein; bereits eingelöst oder ungültig: {codes}.</translation>
        </message>
        <message>
            <source>Code</source>
            <extracomment>The voucher panel's words: its tables' headings are translated where they are shown.
----------
Shows and hides the voucher's instructions and terms. The facts' names, beside their values, two to a row.</extracomment>
            <translation>Code</translation>
        </message>
        <message>
            <source>Expires</source>
            <translation>Gültig bis</translation>
        </message>
        <message>
            <source>Starting value</source>
            <translation>Anfangswert</translation>
        </message>
        <message>
            <source>Grace until</source>
            <translation>Kulanz bis</translation>
        </message>
        <message>
            <source>Valid from</source>
            <translation>Gültig ab</translation>
        </message>
        <message>
            <source>Part use</source>
            <translation>Teileinlösung</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Bestellung</translation>
        </message>
        <message>
            <source>No instructions or terms.</source>
            <translation>Keine Hinweise oder Bedingungen.</translation>
        </message>
        <message>
            <source>Reverse the chosen redemption (manager PIN)</source>
            <translation>Gewählte Einlösung stornieren (Manager-PIN)</translation>
        </message>
        <message>
            <source>Voucher status</source>
            <translation>Gutscheinstatus</translation>
        </message>
        <message>
            <source>Voucher data not current</source>
            <translation>Gutscheindaten nicht aktuell</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Guthaben</translation>
        </message>
        <message>
            <source>Show the redeem instructions and terms (Alt+T)</source>
            <translation>Einlösehinweise und Bedingungen zeigen (Alt+T)</translation>
        </message>
        <message>
            <source>Voucher details not loaded</source>
            <translation>Gutscheindetails nicht geladen</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Erneut</translation>
        </message>
        <message>
            <source>Read the order and the redeem history again</source>
            <translation>Bestellung und Einlöseverlauf neu lesen</translation>
        </message>
        <message>
            <source>Order rows</source>
            <translation>Bestellpositionen</translation>
        </message>
        <message>
            <source>Redeem history</source>
            <translation>Einlöseverlauf</translation>
        </message>
        <message>
            <source>Reverse this line…</source>
            <translation>Diese Zeile stornieren…</translation>
        </message>
        <message>
            <source>Reprint slip</source>
            <translation>Beleg nachdrucken</translation>
        </message>
        <message>
            <source>Show all {count} lines</source>
            <translation>Alle {count} Zeilen zeigen</translation>
        </message>
        <message>
            <source>Print the guest's slip of the chosen line again, marked Reprint</source>
            <translation>Gastbeleg der gewählten Zeile erneut drucken, als Nachdruck markiert</translation>
        </message>
        <message>
            <source>Redeem history and the order's vouchers</source>
            <translation>Einlöseverlauf und Gutscheine der Bestellung</translation>
        </message>
        <message>
            <source>Vouchers in this order</source>
            <translation>Gutscheine dieser Bestellung</translation>
        </message>
        <message>
            <source>Terms ▾</source>
            <translation>Bedingungen ▾</translation>
        </message>
        <message>
            <source>Terms ▸</source>
            <translation>Bedingungen ▸</translation>
        </message>
        <message>
            <source>Order #{order}</source>
            <translation>Bestellung #{order}</translation>
        </message>
        <message>
            <source>refunded</source>
            <translation>erstattet</translation>
        </message>
        <message>
            <source>Order #{order} (could not be loaded)</source>
            <translation>Bestellung #{order} (konnte nicht geladen werden)</translation>
        </message>
        <message>
            <source>Not current: read at {time}, and the service cannot be used now.</source>
            <extracomment>The pause on code guessing (``app.desk.counter.guessing``); None: no pause (unit tests). The badge of a voucher a manager reported a problem with (its open case), which then cannot be redeemed here; None for any other. Set by the wiring, which knows the cases. Whether the voucher on screen was scanned or typed at this counter (``look_up``), not opened from the feed, a report or a search (``open_unproven``): a code is money, and only whoever holds the voucher may spend it or see its code whole. A code whose lookup failed because the service was out of reach: looked up again when it answers, so the cashier need not scan it twice. The waiting code while the till looks it up by itself: stopped if the cashier moves on. Whether the service refused the voucher at this location (it is shown with where it is valid). The newest feed event on the voucher on the counter already compared with it. The code held at the counter, for the order's table (read through a holder, not the view-model, so the two do not hold each other: see ``ShownCurrency``).</extracomment>
            <translation>Nicht aktuell: gelesen um {time}, und der Dienst ist gerade nicht nutzbar.</translation>
        </message>
        <message>
            <source>{why}. {code} is looked up by itself as soon as it answers.</source>
            <translation>{why}. {code} wird von selbst gesucht, sobald er antwortet.</translation>
        </message>
        <message>
            <source>The order could not be loaded. The voucher itself is up to date and can be redeemed.</source>
            <translation>Die Bestellung konnte nicht geladen werden. Der Gutschein selbst ist aktuell und kann eingelöst werden.</translation>
        </message>
        <message>
            <source>The redeem history and the order's vouchers could not be loaded. The voucher itself is up to date and can be redeemed.</source>
            <translation>Einlöseverlauf und Gutscheine der Bestellung konnten nicht geladen werden. Der Gutschein selbst ist aktuell und kann eingelöst werden.</translation>
        </message>
        <message>
            <source>The order and the redeem history and the order's vouchers could not be loaded. The voucher itself is up to date and can be redeemed.</source>
            <translation>Bestellung, Einlöseverlauf und Gutscheine der Bestellung konnten nicht geladen werden. Der Gutschein selbst ist aktuell und kann eingelöst werden.</translation>
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
            <translation>Wert</translation>
        </message>
        <message>
            <source>When</source>
            <translation>Wann</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Betrag</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Wo</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Ereignis</translation>
        </message>
        <message>
            <source>Scan or type the code to use this voucher</source>
            <extracomment>Whether the code was scanned or typed at this counter: only then is it shown whole and can money move (``app.desk.counter.lookup``, proof of possession). Said on a voucher opened from the feed, a report or a search, until its code is scanned or typed.</extracomment>
            <translation>Code scannen oder eingeben, um diesen Gutschein zu verwenden</translation>
        </message>
        <message>
            <source>Part use allowed</source>
            <translation>Teileinlösung möglich</translation>
        </message>
        <message>
            <source>Must be used in full</source>
            <translation>Nur vollständig</translation>
        </message>
        <message>
            <source>Online (not at a till)</source>
            <extracomment>Where an event with no location happened: an online sale or another movement not made at a till.</extracomment>
            <translation>Online (nicht an einer Kasse)</translation>
        </message>
        <message>
            <source>{type} · Online</source>
            <translation>{type} · Online</translation>
        </message>
        <message>
            <source>Location {location}</source>
            <translation>Standort {location}</translation>
        </message>
        <message>
            <source>Voucher details</source>
            <extracomment>The smallest the till's window may be made by hand (it opens at its screen's size, up to 1366×860). What the crash dialog showed this run: the support report holds it (``app.lifecycle``).</extracomment>
            <translation>Gutscheindetails</translation>
        </message>
    </context>
    <context>
        <name>VoucherSlip</name>
        <message>
            <source>TRAINING — NOT A VALID VOUCHER</source>
            <translation>TRAINING — KEIN GÜLTIGER GUTSCHEIN</translation>
        </message>
        <message>
            <source>Gift voucher</source>
            <translation>Gutschein</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Wert</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <source>Valid until</source>
            <translation>Gültig bis</translation>
        </message>
        <message>
            <source>Sold {when} · reference {reference}</source>
            <translation>Verkauft {when} · Referenz {reference}</translation>
        </message>
        <message>
            <source>Present this code to redeem.</source>
            <translation>Zum Einlösen diesen Code vorzeigen.</translation>
        </message>
        <message>
            <source>Gift vouchers</source>
            <translation>Gutscheine</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” did not accept the vouchers.</source>
            <translation>Der Belegdrucker „{printer}“ hat die Gutscheine nicht angenommen.</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) printed on {printer}.</source>
            <translation>
                <numerusform>%n Gutschein auf {printer} gedruckt.</numerusform>
                <numerusform>%n Gutscheine auf {printer} gedruckt.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>YoungOrder</name>
        <message>
            <source>Sold {age} by e-mail — check the guest's identity.</source>
            <translation>Per E-Mail verkauft, {age} – prüfen Sie die Identität des Gastes.</translation>
        </message>
        <message>
            <source>{n} days ago</source>
            <translation>vor {n} Tagen</translation>
        </message>
        <message>
            <source>{n} hours ago</source>
            <translation>vor {n} Std.</translation>
        </message>
        <message>
            <source>1 hour ago</source>
            <translation>vor 1 Stunde</translation>
        </message>
        <message>
            <source>{n} minutes ago</source>
            <translation>vor {n} Min.</translation>
        </message>
        <message>
            <source>1 minute ago</source>
            <translation>vor 1 Minute</translation>
        </message>
        <message>
            <source>just now</source>
            <translation>gerade eben</translation>
        </message>
    </context>
    <context>
        <name>Period</name>
        <message>
            <source>From</source>
            <translation>Von</translation>
        </message>
        <message>
            <source>to</source>
            <translation>bis</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Bis</translation>
        </message>
    </context>
    <context>
        <name>Names</name>
        <message>
            <source>a manager checked with the service</source>
            <translation>ein Manager hat beim Dienst nachgesehen</translation>
        </message>
        <message>
            <source>Training till</source>
            <translation>Trainingskasse</translation>
        </message>
        <message>
            <source>Training manager</source>
            <translation>Trainings-Manager</translation>
        </message>
    </context>
    <context>
        <name>Scan</name>
        <message>
            <source>Voucher {code} scanned: the counter looks it up when you close {window}.</source>
            <translation>Gutschein {code} gescannt: Die Kasse ruft ihn auf, sobald Sie {window} schließen.</translation>
        </message>
    </context>
    <context>
        <name>Store</name>
        <message>
            <source>The till cannot write its {store}: {reason}</source>
            <translation>Die Kasse kann {store} nicht schreiben: {reason}</translation>
        </message>
        <message>
            <source>log</source>
            <translation>ihr Protokoll</translation>
        </message>
        <message>
            <source>The till cannot open its {store}: {reason}</source>
            <translation>Die Kasse kann {store} nicht öffnen: {reason}</translation>
        </message>
        <message>
            <source>store</source>
            <translation>ihren Datenspeicher</translation>
        </message>
        <message>
            <source>journal</source>
            <translation>ihr Journal</translation>
        </message>
        <message>
            <source>audit log</source>
            <translation>ihr Prüfprotokoll</translation>
        </message>
        <message>
            <source>settings</source>
            <translation>ihre Einstellungen</translation>
        </message>
        <message>
            <source>lost-voucher notes</source>
            <translation>ihre Notizen zu verlorenen Gutscheinen</translation>
        </message>
        <message>
            <source>manager lock</source>
            <translation>ihre Manager-Sperre</translation>
        </message>
        <message>
            <source>order index</source>
            <translation>ihren Bestellindex</translation>
        </message>
        <message>
            <source>voucher cases</source>
            <translation>ihre Gutscheinfälle</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>die Festplatte ist voll</translation>
        </message>
        <message>
            <source>another program has it locked</source>
            <translation>ein anderes Programm hält die Datei gesperrt</translation>
        </message>
        <message>
            <source>the data folder is read-only</source>
            <translation>der Datenordner ist schreibgeschützt</translation>
        </message>
        <message>
            <source>the file cannot be opened (is the data folder read-only or missing?)</source>
            <translation>die Datei lässt sich nicht öffnen (ist der Datenordner schreibgeschützt oder fehlt er?)</translation>
        </message>
        <message>
            <source>the file is damaged</source>
            <translation>die Datei ist beschädigt</translation>
        </message>
        <message>
            <source>the file is damaged (it is not a till database)</source>
            <translation>die Datei ist beschädigt (sie ist keine Datenbank der Kasse)</translation>
        </message>
        <message>
            <source>the disk reported an error</source>
            <translation>die Festplatte hat einen Fehler gemeldet</translation>
        </message>
        <message>
            <source>the database reported “{error}”</source>
            <translation>die Datenbank meldete „{error}“</translation>
        </message>
        <message>
            <source>the system reported “{error}”</source>
            <translation>das System meldete „{error}“</translation>
        </message>
    </context>
</TS>
