<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT" sourcelanguage="en_GB">
    <context>
        <name>SignIn</name>
        <message>
            <source>Who is on the till?</source>
            <extracomment>A voucher code scanned here before anyone signed in: looked up once someone has.</extracomment>
            <translation>Quem está na caixa?</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>O seu nome</translation>
        </message>
        <message>
            <source>Staff name</source>
            <translation>Nome do funcionário</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>The language the till speaks to you</source>
            <translation>O idioma em que a caixa lhe fala</translation>
        </message>
        <message>
            <source>Start shift</source>
            <translation>Iniciar turno</translation>
        </message>
        <message>
            <source>Start the shift (Enter)</source>
            <translation>Iniciar o turno (Enter)</translation>
        </message>
        <message>
            <source>Your name is recorded with every redemption you make.</source>
            <translation>O seu nome fica registado em cada resgate que fizer.</translation>
        </message>
        <message>
            <source>That was a voucher code: type your name, and it is looked up.</source>
            <translation>Isso era um código de vale: escreva o seu nome e o vale será procurado.</translation>
        </message>
        <message>
            <source>Type your name to start.</source>
            <translation>Escreva o seu nome para começar.</translation>
        </message>
    </context>
</TS>
