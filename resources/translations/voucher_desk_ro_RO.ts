<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro_RO" sourcelanguage="en_GB">
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
</TS>
