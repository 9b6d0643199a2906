<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en_GB">
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
            <translation>Quello era un codice buono: scrivi il tuo nome e il buono verrà cercato.</translation>
        </message>
        <message>
            <source>Type your name to start.</source>
            <translation>Scrivi il tuo nome per iniziare.</translation>
        </message>
    </context>
</TS>
