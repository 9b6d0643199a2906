<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en_GB">
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
</TS>
