<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en_GB">
    <context>
        <name>SignIn</name>
        <message>
            <source>Who is on the till?</source>
            <extracomment>A voucher code scanned here before anyone signed in: looked up once someone has.</extracomment>
            <translation>¿Quién está en caja?</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>Su nombre</translation>
        </message>
        <message>
            <source>Staff name</source>
            <translation>Nombre del empleado</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>The language the till speaks to you</source>
            <translation>El idioma en que le habla la caja</translation>
        </message>
        <message>
            <source>Start shift</source>
            <translation>Empezar turno</translation>
        </message>
        <message>
            <source>Start the shift (Enter)</source>
            <translation>Empezar el turno (Intro)</translation>
        </message>
        <message>
            <source>Your name is recorded with every redemption you make.</source>
            <translation>Su nombre queda registrado en cada canje que haga.</translation>
        </message>
        <message>
            <source>That was a voucher code: type your name, and it is looked up.</source>
            <translation>Eso era un código de bono: escriba su nombre y se buscará el bono.</translation>
        </message>
        <message>
            <source>Type your name to start.</source>
            <translation>Escriba su nombre para empezar.</translation>
        </message>
    </context>
</TS>
