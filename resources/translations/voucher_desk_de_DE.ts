<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en_GB">
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
        <name>Confirm</name>
        <message>
            <source>Confirm (F12)</source>
            <extracomment>The one key that confirms: no scanner's suffix, and not a key a cashier presses by accident.</extracomment>
            <translation>Bestätigen (F12)</translation>
        </message>
        <message>
            <source>Cancel (Esc)</source>
            <extracomment>Confirm's text while a movement is in flight ("Redeeming…"); "" when none is.</extracomment>
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
            <source>activity</source>
            <extracomment>The state a failed probe leaves the till in; any other failure means it is still offline. The parts of the service that can fail on their own, in till words ("activity" is the feed's).</extracomment>
            <translation>Aktivität</translation>
        </message>
        <message>
            <source> · last contact {time}</source>
            <extracomment>The parts of the service that fail on their own while it otherwise answers ("activity").</extracomment>
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
        <name>Header</name>
        <message>
            <source>TRAINING — no real money</source>
            <extracomment>Who is signed in ("" for nobody), said again in the language the till changes to.</extracomment>
            <translation>SCHULUNG — kein echtes Geld</translation>
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
            <translation>Einzulösender Betrag; Eingabe zeigt, was eingelöst wird, zum Bestätigen (Alt+B)</translation>
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
    </context>
    <context>
        <name>Sale</name>
        <message>
            <source>Not an e-mail address (name@example.com)</source>
            <extracomment>What every payment reference of this till starts with, so staff and the back office know it.</extracomment>
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
            <extracomment>How much earlier than the intent (on the service's clock) the orders list is read from: a service stamps an order when it starts it, and the measured offset may be a little out. Pages of orders read at most when looking for a reference (50 each): a busy web shop's hour.</extracomment>
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
            <extracomment>Asks a manager's PIN for a complimentary sale: calls back with the manager's name, or "" if cancelled. Prints the vouchers just sold (the till's slip printer and paper); says how it went on the line.</extracomment>
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
            <source>The new codes, shown once</source>
            <translation>Die neuen Codes, nur einmal angezeigt</translation>
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
            <source>{product} — {value} — code {code} — expires {date}</source>
            <translation>{product} — {value} — Code {code} — gültig bis {date}</translation>
        </message>
        <message>
            <source>{product} — {value} — code {code}</source>
            <translation>{product} — {value} — Code {code}</translation>
        </message>
        <message>
            <source>New codes (shown once, for the slip):</source>
            <translation>Neue Codes (nur einmal angezeigt, für den Beleg):</translation>
        </message>
        <message>
            <source>Address line 1</source>
            <extracomment>The service's keys of a billing address, with what each line is called at the desk.</extracomment>
            <translation>Adresszeile 1</translation>
        </message>
        <message>
            <source>Address line 2</source>
            <translation>Adresszeile 2</translation>
        </message>
        <message>
            <source>Town or city</source>
            <translation>Ort</translation>
        </message>
        <message>
            <source>County</source>
            <translation>Bezirk/Region</translation>
        </message>
        <message>
            <source>Postcode</source>
            <translation>Postleitzahl</translation>
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
            <extracomment>The billing address's parts as typed (``app.core.sale.SaleRequest.billing``).</extracomment>
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
            <source>Quantity: 1 to {most} of one product.</source>
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
            <source>Save</source>
            <translation>Speichern</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
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
            <source>Voucher code</source>
            <translation>Gutscheincode</translation>
        </message>
        <message>
            <source>Starting the till… A code scanned now is kept and looked up as soon as the till is ready.</source>
            <extracomment>The last code ended with Enter or Tab: the till looks it up once it is ready, whatever was typed after it (kept in the till's field, not looked up).</extracomment>
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
        <name>TopUp</name>
        <message>
            <source>This voucher has been used in full and is closed: sell a new card instead.</source>
            <extracomment>[DECIDE] The largest single top-up or activation by default, in the voucher's currency.</extracomment>
            <translation>Dieser Gutschein ist vollständig eingelöst und geschlossen: stattdessen eine neue Karte verkaufen.</translation>
        </message>
        <message>
            <source>This voucher was cancelled: it cannot be topped up.</source>
            <translation>Dieser Gutschein wurde storniert: Er kann nicht aufgeladen werden.</translation>
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
            <extracomment>``approve(approving, then)``: ask a manager's PIN to approve ``approving``, then call ``then(manager)`` with the name of the manager whose PIN it was; nothing on Cancel.</extracomment>
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
            <source>{problem} Wait for the check to finish, or ask a manager.</source>
            <translation>{problem} Warten, bis die Prüfung fertig ist, oder einen Manager fragen.</translation>
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
            <source>Topped up {code}: {added} loaded. Balance {balance} · ref {event}</source>
            <translation>{code} aufgeladen: {added} geladen. Guthaben {balance} · Ref. {event}</translation>
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
        <name>Voucher</name>
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
            <translation>Dieser Gutschein wurde storniert und kann nicht eingelöst werden.</translation>
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
</TS>
