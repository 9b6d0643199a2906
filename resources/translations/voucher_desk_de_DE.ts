<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en_GB">
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
</TS>
