<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en_GB">
    <context>
        <name>Accounts</name>
        <message>
            <source>{period}: {face} of products not classified for VAT yet (classify them).</source>
            <translation>{period}: {face} de productos aún sin clasificar para el IVA (clasifíquelos).</translation>
        </message>
        <message>
            <source>{period} at {location}: multi-purpose {worth}, VAT in it {vat}; single-purpose {single}, already taxed at sale.</source>
            <translation>{period} en {location}: polivalentes {worth}, IVA incluido {vat}; univalentes {single}, ya tributados en la venta.</translation>
        </message>
        <message>
            <source>{location} · from {start} to {end}</source>
            <translation>{location} · desde {start} hasta {end}</translation>
        </message>
        <message>
            <source>top-up</source>
            <translation>recarga</translation>
        </message>
        <message>
            <source>single-purpose (taxed at sale)</source>
            <translation>univalente (tributa al venderse)</translation>
        </message>
        <message>
            <source>sale</source>
            <translation>venta</translation>
        </message>
        <message>
            <source>reversal of a redemption</source>
            <translation>anulación de un canje</translation>
        </message>
        <message>
            <source>refund</source>
            <translation>reembolso</translation>
        </message>
        <message>
            <source>redemption</source>
            <translation>canje</translation>
        </message>
        <message>
            <source>not classified</source>
            <translation>sin clasificar</translation>
        </message>
        <message>
            <source>multi-purpose (taxed at redemption)</source>
            <translation>polivalente (tributa al canjearse)</translation>
        </message>
        <message>
            <source>Vouchers whose sale could not be read (their redemptions carry no consideration): {count}.</source>
            <translation>Vales cuya venta no se pudo leer (sus canjes no llevan contraprestación): {count}.</translation>
        </message>
        <message>
            <source>Voucher accounts — {place}</source>
            <translation>Cuentas de vales — {place}</translation>
        </message>
        <message>
            <source>Voucher accounts</source>
            <extracomment>The classes a product can have, in the combo's order; the first is "not classified".</extracomment>
            <translation>Cuentas de vales</translation>
        </message>
        <message>
            <source>VAT rate of {product}</source>
            <translation>Tipo de IVA de {product}</translation>
        </message>
        <message>
            <source>VAT rate %</source>
            <translation>Tipo de IVA %</translation>
        </message>
        <message>
            <source>VAT purpose of {product}</source>
            <translation>Finalidad de IVA de {product}</translation>
        </message>
        <message>
            <source>VAT purpose</source>
            <translation>Finalidad de IVA</translation>
        </message>
        <message>
            <source>VAT classes</source>
            <translation>Clases de IVA</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Hora</translation>
        </message>
        <message>
            <source>Sold by</source>
            <translation>Vendido por</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Guardado {path}</translation>
        </message>
        <message>
            <source>Save the summary</source>
            <translation>Guardar el resumen</translation>
        </message>
        <message>
            <source>Save PDF…</source>
            <translation>Guardar PDF…</translation>
        </message>
        <message>
            <source>Redeemed {face} of face value, worth {worth} of consideration.</source>
            <translation>Canjeado {face} de valor nominal, que vale {worth} de contraprestación.</translation>
        </message>
        <message>
            <source>Reading the service's events…</source>
            <translation>Leyendo los eventos del servicio…</translation>
        </message>
        <message>
            <source>Reading the locations…</source>
            <translation>Leyendo los locales…</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Producto</translation>
        </message>
        <message>
            <source>Paid ratio</source>
            <translation>Proporción pagada</translation>
        </message>
        <message>
            <source>Movements</source>
            <translation>Movimientos</translation>
        </message>
        <message>
            <source>Movement</source>
            <translation>Movimiento</translation>
        </message>
        <message>
            <source>Location</source>
            <translation>Local</translation>
        </message>
        <message>
            <source>Export the movements</source>
            <translation>Exportar los movimientos</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Exportar CSV…</translation>
        </message>
        <message>
            <source>Every till at the location, from the service's own record.</source>
            <translation>Todas las cajas del local, según el registro del propio servicio.</translation>
        </message>
        <message>
            <source>Consideration</source>
            <translation>Contraprestación</translation>
        </message>
        <message>
            <source>Paid %</source>
            <translation>% pag.</translation>
        </message>
        <message>
            <source>Consid.</source>
            <translation>Contrapr.</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Código</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Build</source>
            <translation>Generar</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Movements from every till at {location}: {count}.</source>
            <translation>Movimientos de todas las cajas en {location}: {count}.</translation>
        </message>
        <message>
            <source>Every voucher seen is valid as long as the law asks.</source>
            <translation>Todos los vales vistos son válidos tanto tiempo como exige la ley.</translation>
        </message>
        <message>
            <source>Vouchers seen whose validity is shorter than the law asks:</source>
            <translation>Vales vistos con una validez menor que la que exige la ley:</translation>
        </message>
        <message>
            <source>This law sets no shortest validity for vouchers.</source>
            <translation>Esta ley no fija una validez mínima para los vales.</translation>
        </message>
        <message>
            <source>The law where the desk is</source>
            <translation>La ley del lugar de la caja</translation>
        </message>
        <message>
            <source>The law here</source>
            <translation>La ley aquí</translation>
        </message>
        <message>
            <source>{code} {product}: sold {sold}, valid until {expiry}; the law asks until {floor}</source>
            <translation>{code} {product}: vendido el {sold}, válido hasta {expiry}; la ley exige hasta {floor}</translation>
        </message>
        <message>
            <source>Germany</source>
            <translation>Alemania</translation>
        </message>
        <message>
            <source>Republic of Ireland</source>
            <translation>República de Irlanda</translation>
        </message>
        <message>
            <source>Northern Ireland</source>
            <translation>Irlanda del Norte</translation>
        </message>
        <message>
            <source>Scotland</source>
            <translation>Escocia</translation>
        </message>
        <message>
            <source>England and Wales</source>
            <extracomment>The packs' names as a manager picks them, for the translations.</extracomment>
            <translation>Inglaterra y Gales</translation>
        </message>
        <message>
            <source>Months since sale (0 to {last})</source>
            <translation>Meses desde la venta (0 a {last})</translation>
        </message>
        <message>
            <source>Vouchers this property sold in the period: the share of face value redeemed, by month since sale.</source>
            <translation>Vales vendidos por este establecimiento en el periodo: la parte del valor nominal canjeada, por meses desde la venta.</translation>
        </message>
        <message>
            <source>Export the redemption pattern</source>
            <translation>Exportar el patrón de canjes</translation>
        </message>
        <message>
            <source>Export the pattern as CSV…</source>
            <translation>Exportar el patrón como CSV…</translation>
        </message>
        <message>
            <source>The export's pages</source>
            <translation>Páginas de la exportación</translation>
        </message>
        <message>
            <source>Redemption pattern</source>
            <extracomment>The widest the legend of products is, beside the plot.</extracomment>
            <translation>Patrón de canjes</translation>
        </message>
        <message>
            <source>The period's figures</source>
            <translation>Las cifras del periodo</translation>
        </message>
        <message>
            <source>Export the tips record</source>
            <translation>Exportar el registro de propinas</translation>
        </message>
        <message>
            <source>Export this till's tips record…</source>
            <translation>Exportar el registro de propinas de esta caja…</translation>
        </message>
    </context>
    <context>
        <name>Amount</name>
        <message>
            <source>Enter an amount</source>
            <extracomment>Why an amount is refused, in the source language: compared as they are (``AmountError.source``), translated where the error is made (``AmountError.reason``).</extracomment>
            <translation>Introduzca el importe</translation>
        </message>
        <message>
            <source>Enter an amount greater than zero</source>
            <translation>Introduzca un importe mayor que cero</translation>
        </message>
        <message>
            <source>At most 2 decimal places</source>
            <translation>Como máximo 2 decimales</translation>
        </message>
        <message>
            <source>That amount is too large</source>
            <translation>El importe es demasiado alto</translation>
        </message>
        <message>
            <source>Not a number</source>
            <translation>No es un número</translation>
        </message>
        <message>
            <source>Type the amount without thousands separators</source>
            <translation>Escriba el importe sin separador de miles</translation>
        </message>
        <message>
            <source>This voucher is in {voucher}, not {typed}</source>
            <translation>Este bono está en {voucher}, no en {typed}</translation>
        </message>
        <message>
            <source>A code was scanned onto the amount typed here: scan the code again.</source>
            <extracomment>What a typed amount is made of; anything else arriving in the field is a scan (or a slip).</extracomment>
            <translation>Se escaneó un código sobre el importe escrito aquí: vuelva a escanear el código.</translation>
        </message>
    </context>
    <context>
        <name>Answer</name>
        <message>
            <source> or </source>
            <translation> o </translation>
        </message>
        <message>
            <source>no code</source>
            <translation>sin código</translation>
        </message>
        <message>
            <source>location {location}</source>
            <translation>ubicación {location}</translation>
        </message>
        <message>
            <source>{recorded}, not {asked}</source>
            <translation>{recorded}, no {asked}</translation>
        </message>
        <message>
            <source>it on {recorded}, not {asked}</source>
            <translation>en {recorded}, no en {asked}</translation>
        </message>
        <message>
            <source>it at {recorded}, not {asked}</source>
            <translation>en {recorded}, no en {asked}</translation>
        </message>
        <message>
            <source>it in {recorded}, not {asked}</source>
            <translation>en {recorded}, no en {asked}</translation>
        </message>
        <message>
            <source>a {recorded} event, not {asked}</source>
            <translation>un evento {recorded}, no {asked}</translation>
        </message>
        <message>
            <source>The service recorded {differences} — ask a manager.</source>
            <translation>El servicio registró {differences} — avise a un encargado.</translation>
        </message>
    </context>
    <context>
        <name>Audit</name>
        <message>
            <source>{count} lines were sealed with a key this computer's keyring does not hold: they are readable but were not checked.</source>
            <translation>{count} líneas se sellaron con una clave que el llavero de este equipo no tiene: se pueden leer, pero no se comprobaron.</translation>
        </message>
        <message>
            <source>{count} lines were written without the key (older lines, or no keyring): they show accidental edits only.</source>
            <translation>{count} líneas se escribieron sin la clave (líneas antiguas o sin llavero): solo muestran cambios accidentales.</translation>
        </message>
        <message>
            <source>dual control limit</source>
            <translation>límite del doble control</translation>
        </message>
        <message>
            <source>staff integrity report</source>
            <translation>informe de integridad del personal</translation>
        </message>
        <message>
            <source>dispute pack</source>
            <translation>dossier de reclamación</translation>
        </message>
        <message>
            <source>voucher case opened</source>
            <translation>caso de bono abierto</translation>
        </message>
        <message>
            <source>voucher case closed</source>
            <translation>caso de bono cerrado</translation>
        </message>
        <message>
            <source>saved</source>
            <translation>guardado</translation>
        </message>
        <message>
            <source>Head of the chain: {head}.</source>
            <translation>Cabeza de la cadena: {head}.</translation>
        </message>
        <message>
            <source>Lines that do not check: {numbers}.</source>
            <translation>Líneas que no superan la comprobación: {numbers}.</translation>
        </message>
        <message>
            <source>The log is intact: {lines} lines, none changed, removed or put in.</source>
            <translation>El registro está intacto: {lines} líneas, ninguna cambiada, eliminada ni insertada.</translation>
        </message>
        <message>
            <source>Warning: line #{line} was put in outside the till.</source>
            <translation>Aviso: la línea #{line} se insertó fuera de la caja.</translation>
        </message>
        <message>
            <source>Warning: line #{line} was removed outside the till.</source>
            <translation>Aviso: la línea #{line} se eliminó fuera de la caja.</translation>
        </message>
        <message>
            <source>Warning: line #{line} was changed outside the till.</source>
            <extracomment>The words of a check asked for with ``check_and_record``, and whether they are a warning.</extracomment>
            <translation>Aviso: la línea #{line} se cambió fuera de la caja.</translation>
        </message>
        <message>
            <source>check audit log</source>
            <translation>comprobar registro de auditoría</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>Todos</translation>
        </message>
        <message>
            <source>All actions</source>
            <translation>Todas las acciones</translation>
        </message>
        <message>
            <source>Audit log</source>
            <translation>Registro de auditoría</translation>
        </message>
        <message>
            <source>From date</source>
            <translation>Desde la fecha</translation>
        </message>
        <message>
            <source>To date</source>
            <translation>Hasta la fecha</translation>
        </message>
        <message>
            <source>Staff</source>
            <translation>Empleado</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Acción</translation>
        </message>
        <message>
            <source>Audit entries</source>
            <translation>Entradas del registro</translation>
        </message>
        <message>
            <source>Checking the chain of the log…</source>
            <translation>Comprobando la cadena del registro…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Exportar CSV…</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Desde</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Hasta</translation>
        </message>
        <message>
            <source>1 entry shown</source>
            <translation>1 entrada mostrada</translation>
        </message>
        <message numerus="yes">
            <source>%n entries shown</source>
            <translation>
                <numerusform>%n entrada mostrada</numerusform>
                <numerusform>%n entradas mostradas</numerusform>
            </translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Guardado en {path}</translation>
        </message>
        <message>
            <source>Export the audit log</source>
            <translation>Exportar el registro de auditoría</translation>
        </message>
        <message>
            <source>look up</source>
            <extracomment>The actions and outcomes a count's lines hold, in the audit log viewer's words (one translation).</extracomment>
            <translation>consulta</translation>
        </message>
        <message>
            <source>open read-only</source>
            <translation>abierto solo lectura</translation>
        </message>
        <message>
            <source>Redemption</source>
            <extracomment>The log keeps the journal's own words (its CSV is for auditors and tools); the viewer shows a manager the till's words for them. Actions already in till words are shown as they are.</extracomment>
            <translation>Canje</translation>
        </message>
        <message>
            <source>Top-up or new card</source>
            <translation>Recarga o tarjeta nueva</translation>
        </message>
        <message>
            <source>Reversal</source>
            <translation>Anulación</translation>
        </message>
        <message>
            <source>shown masked</source>
            <translation>mostrado enmascarado</translation>
        </message>
        <message>
            <source>Refund</source>
            <translation>Reembolso</translation>
        </message>
        <message>
            <source>Sale</source>
            <translation>Venta</translation>
        </message>
        <message>
            <source>Marked not applied</source>
            <translation>Marcado como no aplicado</translation>
        </message>
        <message>
            <source>manager unlock</source>
            <translation>desbloqueo de encargado</translation>
        </message>
        <message>
            <source>new PIN refused</source>
            <translation>PIN nuevo rechazado</translation>
        </message>
        <message>
            <source>add manager</source>
            <translation>alta de encargado</translation>
        </message>
        <message>
            <source>remove manager</source>
            <translation>baja de encargado</translation>
        </message>
        <message>
            <source>change manager PIN</source>
            <translation>cambio de PIN de encargado</translation>
        </message>
        <message>
            <source>settings</source>
            <translation>configuración</translation>
        </message>
        <message>
            <source>reveal code</source>
            <translation>código mostrado</translation>
        </message>
        <message>
            <source>end of shift report</source>
            <translation>cierre de turno</translation>
        </message>
        <message>
            <source>export audit log</source>
            <translation>exportación del registro</translation>
        </message>
        <message>
            <source>top-up permission</source>
            <translation>permiso de recarga</translation>
        </message>
        <message>
            <source>top-up maximum</source>
            <translation>máximo de recarga</translation>
        </message>
        <message>
            <source>keyed on POS</source>
            <translation>registrado en el TPV</translation>
        </message>
        <message>
            <source>manager decision</source>
            <translation>decisión del encargado</translation>
        </message>
        <message>
            <source>search</source>
            <translation>búsqueda</translation>
        </message>
        <message>
            <source>order corrected</source>
            <translation>pedido corregido</translation>
        </message>
        <message>
            <source>e-mail address shown</source>
            <translation>dirección de correo mostrada</translation>
        </message>
        <message>
            <source>lookups paused</source>
            <translation>consultas en pausa</translation>
        </message>
        <message>
            <source>lookup pause lifted</source>
            <translation>pausa de consultas levantada</translation>
        </message>
        <message>
            <source>country rules</source>
            <translation>normas del país</translation>
        </message>
        <message>
            <source>VAT class</source>
            <translation>clase de IVA</translation>
        </message>
        <message>
            <source>old entries reduced</source>
            <translation>entradas antiguas reducidas</translation>
        </message>
        <message>
            <source>training started afresh</source>
            <translation>formación reiniciada</translation>
        </message>
        <message>
            <source>done</source>
            <extracomment>Outcomes the log keeps in till words, shown in the manager's language; others as logged.</extracomment>
            <translation>hecho</translation>
        </message>
        <message>
            <source>shown</source>
            <translation>mostrado</translation>
        </message>
        <message>
            <source>changed</source>
            <translation>cambiado</translation>
        </message>
        <message>
            <source>wrong PIN</source>
            <translation>PIN incorrecto</translation>
        </message>
        <message>
            <source>refused (locked)</source>
            <translation>rechazado (bloqueado)</translation>
        </message>
        <message>
            <source>refused (counted as a wrong PIN)</source>
            <translation>rechazado (cuenta como PIN incorrecto)</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Hora</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Encargado</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Código</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Pedido</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Movimiento</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <source>Reverses event</source>
            <translation>Anula el movimiento</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Motivo</translation>
        </message>
    </context>
    <context>
        <name>Bill</name>
        <message>
            <source>{code} must be used in full: {amount} for the {left} left — {refund}</source>
            <translation>{code} debe usarse entero: {amount} para los {left} que quedan — {refund}</translation>
        </message>
        <message>
            <source>refund {amount} remainder to the guest</source>
            <translation>devolver al cliente el resto de {amount}</translation>
        </message>
        <message>
            <source>Tip: {reason}</source>
            <translation>Propina: {reason}</translation>
        </message>
        <message>
            <source>Tip paid by voucher, e.g. 5.00</source>
            <translation>Propina pagada con vale, p. ej. 5,00</translation>
        </message>
        <message>
            <source>Tip</source>
            <translation>Propina</translation>
        </message>
        <message>
            <source>A reference is at most {most} characters: a room, table or folio number</source>
            <extracomment>The most vouchers one bill takes. [DECIDE] a dinner for a table, not a stack of gift cards. The longest reference a bill keeps (a room, table or folio number). Digits with any separators between them, as a card number may be typed.</extracomment>
            <translation>Una referencia tiene como máximo {most} caracteres: número de habitación, mesa o folio</translation>
        </message>
        <message>
            <source>That looks like a payment card number: type a room, table or folio number instead</source>
            <translation>Parece un número de tarjeta: escriba un número de habitación, mesa o folio</translation>
        </message>
        <message>
            <source>{code} is already on this bill</source>
            <translation>{code} ya está en esta cuenta</translation>
        </message>
        <message>
            <source>A bill takes at most {most} vouchers</source>
            <translation>Una cuenta admite como máximo {most} bonos</translation>
        </message>
        <message>
            <source>{code} is in {currency}, not the bill's {bill_currency}</source>
            <translation>{code} está en {currency}, no en {bill_currency} de la cuenta</translation>
        </message>
        <message>
            <source>{code} cannot be used: it is {status}</source>
            <translation>{code} no se puede usar: está {status}</translation>
        </message>
        <message>
            <source>{code} is not valid here</source>
            <translation>{code} no es válido aquí</translation>
        </message>
        <message>
            <source>{code} has nothing left on it</source>
            <translation>{code} no tiene saldo</translation>
        </message>
        <message>
            <source>Nothing is left to pay on this bill: {code} was not added</source>
            <translation>No queda nada por pagar en esta cuenta: {code} no se ha añadido</translation>
        </message>
        <message>
            <source>{code} must be used in full: {amount} for the {left} left — the guest loses {loss}</source>
            <translation>{code} debe usarse entero: {amount} para los {left} pendientes — el cliente pierde {loss}</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s)</source>
            <translation>
                <numerusform>%n bono</numerusform>
                <numerusform>%n bonos</numerusform>
            </translation>
        </message>
        <message>
            <source>{amount} left to pay on the POS</source>
            <translation>{amount} por pagar en el TPV</translation>
        </message>
        <message>
            <source>nothing left to pay</source>
            <translation>nada por pagar</translation>
        </message>
        <message>
            <source> (the guest loses {amount})</source>
            <translation> (el cliente pierde {amount})</translation>
        </message>
        <message numerus="yes">
            <source>Redeem %n voucher(s): {amount} — {rest}</source>
            <translation>
                <numerusform>Canjear %n bono: {amount} — {rest}</numerusform>
                <numerusform>Canjear %n bonos: {amount} — {rest}</numerusform>
            </translation>
        </message>
        <message>
            <source>not given</source>
            <extracomment>Lines of the bill not confirmed yet: the hand-off waits for a manager's decision on each. Lines confirmed on the bill that were never sent (the till stopped mid-bill): taken on the POS. What the POS refunds to the guest of a bill paid over its total, where the law says so.</extracomment>
            <translation>ninguna</translation>
        </message>
        <message>
            <source>Bill {reference} redeemed</source>
            <translation>Cuenta {reference} canjeada</translation>
        </message>
        <message>
            <source>Bill redeemed</source>
            <translation>Cuenta canjeada</translation>
        </message>
        <message>
            <source>{amount} left to pay</source>
            <translation>{amount} por pagar</translation>
        </message>
        <message numerus="yes">
            <source>Key {amount} as {tender} (%n voucher(s)) — {references}; {left}</source>
            <translation>
                <numerusform>Marque {amount} como {tender} (%n bono) — {references}; {left}</numerusform>
                <numerusform>Marque {amount} como {tender} (%n bonos) — {references}; {left}</numerusform>
            </translation>
        </message>
        <message>
            <source>reference {numbers}</source>
            <translation>referencia {numbers}</translation>
        </message>
        <message>
            <source>references {numbers}</source>
            <translation>referencias {numbers}</translation>
        </message>
        <message>
            <source>Pay a bill with vouchers</source>
            <extracomment>Opens the review of the bill (as Enter in the empty code field does): F5, the key that opened the bill, moves it on; F6 stays Sell's.</extracomment>
            <translation>Pagar una cuenta con bonos</translation>
        </message>
        <message>
            <source>Bill total</source>
            <translation>Total de la cuenta</translation>
        </message>
        <message>
            <source>Bill total, e.g. 180.00</source>
            <translation>Total de la cuenta, p. ej. 180,00</translation>
        </message>
        <message>
            <source>Bill reference</source>
            <translation>Referencia de la cuenta</translation>
        </message>
        <message>
            <source>Room, table or folio (optional)</source>
            <translation>Habitación, mesa o folio (opcional)</translation>
        </message>
        <message>
            <source>Start bill</source>
            <translation>Iniciar cuenta</translation>
        </message>
        <message>
            <source>Start the bill (Enter)</source>
            <translation>Iniciar la cuenta (Intro)</translation>
        </message>
        <message>
            <source>Voucher code for the bill</source>
            <translation>Código de bono para la cuenta</translation>
        </message>
        <message>
            <source>Scan a voucher for this bill</source>
            <translation>Escanee un bono para esta cuenta</translation>
        </message>
        <message>
            <source>Add in full</source>
            <translation>Añadir entero</translation>
        </message>
        <message>
            <source>The guest loses the difference</source>
            <translation>El cliente pierde la diferencia</translation>
        </message>
        <message>
            <source>Do not add</source>
            <translation>No añadir</translation>
        </message>
        <message>
            <source>Leave this voucher off the bill</source>
            <translation>Dejar este bono fuera de la cuenta</translation>
        </message>
        <message>
            <source>Vouchers on the bill</source>
            <translation>Bonos en la cuenta</translation>
        </message>
        <message>
            <source>New amount for the chosen voucher</source>
            <translation>Nuevo importe del bono elegido</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Set amount</source>
            <translation>Fijar importe</translation>
        </message>
        <message>
            <source>Change the chosen voucher's amount</source>
            <translation>Cambiar el importe del bono elegido</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Quitar</translation>
        </message>
        <message>
            <source>Take the chosen voucher off the bill</source>
            <translation>Quitar el bono elegido de la cuenta</translation>
        </message>
        <message>
            <source>Review (F5)</source>
            <translation>Revisar (F5)</translation>
        </message>
        <message>
            <source>Review the bill before it is sent (F5, or Enter)</source>
            <translation>Revisar la cuenta antes de enviarla (F5 o Intro)</translation>
        </message>
        <message>
            <source>bill</source>
            <translation>cuenta</translation>
        </message>
        <message>
            <source>Back to the bill: nothing is sent (Esc)</source>
            <translation>Volver a la cuenta: no se envía nada (Esc)</translation>
        </message>
        <message>
            <source>Stop after this voucher</source>
            <translation>Parar tras este bono</translation>
        </message>
        <message>
            <source>The voucher on its way ends as the service records it; the others are not sent</source>
            <translation>El bono en curso termina como lo registre el servicio; los demás no se envían</translation>
        </message>
        <message>
            <source>Close the bill</source>
            <translation>Cerrar la cuenta</translation>
        </message>
        <message>
            <source>The vouchers not sent stay untouched</source>
            <translation>Los bonos no enviados quedan intactos</translation>
        </message>
        <message>
            <source>Keep the bill</source>
            <translation>Mantener la cuenta</translation>
        </message>
        <message>
            <source>Back to the bill (Esc)</source>
            <translation>Volver a la cuenta (Esc)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Close the bill: what is left is paid on the POS</source>
            <translation>Cerrar la cuenta: lo pendiente se paga en el TPV</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Referencia</translation>
        </message>
        <message>
            <source>A code was scanned into the tip: type the tip, then scan the code again.</source>
            <translation>Se escaneó un código en la propina: escriba la propina y vuelva a escanear el código.</translation>
        </message>
        <message>
            <source>Sending…</source>
            <translation>Enviando…</translation>
        </message>
        <message numerus="yes">
            <source>Close this bill? %n voucher(s) on it not sent.</source>
            <translation>
                <numerusform>¿Cerrar esta cuenta? %n bono sin enviar.</numerusform>
                <numerusform>¿Cerrar esta cuenta? %n bonos sin enviar.</numerusform>
            </translation>
        </message>
        <message>
            <source>Pay a bill</source>
            <extracomment>What is open at the till that an update must not interrupt (the updates' own set).</extracomment>
            <translation>Pagar una cuenta</translation>
        </message>
        <message>
            <source>Several vouchers on one bill (F5)</source>
            <translation>Varios bonos en una cuenta (F5)</translation>
        </message>
        <message>
            <source>Pay a bill…</source>
            <translation>Pagar una cuenta…</translation>
        </message>
        <message>
            <source>Bill total: {reason}</source>
            <extracomment>Statuses of a voucher another till used (up): "used elsewhere" says what happened to it. The law where the desk is, read as each voucher joins (a manager may change it). The bill as it stands: its tag, lines, their states, and every figure read from them. Codes scanned while an earlier one was being looked up: each joins in turn, none is lost. The cashier asked to stop: the lines not sent yet stay on the bill, unsent. Each line the service recorded, by scan: the bill's one slip lists them all. Late news of a sent line's movement that came while later lines were being sent. Line news held back while the next line's request leaves (``bill_news``).</extracomment>
            <translation>Total de la cuenta: {reason}</translation>
        </message>
        <message>
            <source>Bill total: {reason} Close the bill and start it again.</source>
            <translation>Total de la cuenta: {reason} Cierre la cuenta y empiece de nuevo.</translation>
        </message>
        <message>
            <source>not found</source>
            <translation>no encontrado</translation>
        </message>
        <message>
            <source>{code}: {problem}</source>
            <translation>{code}: {problem}</translation>
        </message>
        <message>
            <source>{code} was not added to the bill.</source>
            <translation>{code} no se ha añadido a la cuenta.</translation>
        </message>
        <message>
            <source>{code} added: {amount} of {balance}</source>
            <translation>{code} añadido: {amount} de {balance}</translation>
        </message>
        <message>
            <source>{code} cannot be taken off: {why}</source>
            <translation>{code} no se puede quitar: {why}</translation>
        </message>
        <message>
            <source>{code} taken off the bill.</source>
            <translation>{code} quitado de la cuenta.</translation>
        </message>
        <message>
            <source>Scan a voucher first: nothing on the bill is left to send.</source>
            <translation>Escanee primero un bono: no queda nada por enviar en la cuenta.</translation>
        </message>
        <message>
            <source>Whole only</source>
            <extracomment>Lines that the next review sends: nothing moved on them. What the service recorded for a DONE line: its amount, the balance after, its event id. The journal's movement behind the line, once it was sent: a late answer finds its line. Earlier requests for the line the service applied late (it was taken twice). The other lines cover the bill: a line that takes nothing is not needed.</extracomment>
            <translation>Solo entero</translation>
        </message>
        <message>
            <source>Part use</source>
            <translation>Uso parcial</translation>
        </message>
        <message>
            <source>Not needed: nothing left to pay</source>
            <translation>No hace falta: nada por pagar</translation>
        </message>
        <message>
            <source>Nothing to take: it has nothing left on it</source>
            <translation>Nada que cobrar: no tiene saldo</translation>
        </message>
        <message>
            <source>On the bill</source>
            <translation>En la cuenta</translation>
        </message>
        <message>
            <source>Voucher</source>
            <translation>Bono</translation>
        </message>
        <message>
            <source>Use</source>
            <translation>Uso</translation>
        </message>
        <message>
            <source>Balance after</source>
            <translation>Saldo después</translation>
        </message>
        <message>
            <source>Where it stands</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>The balance of {code} could not be read again: {problem}</source>
            <translation>No se ha podido volver a leer el saldo de {code}: {problem}</translation>
        </message>
        <message>
            <source>{code} now has {amount}</source>
            <translation>{code} tiene ahora {amount}</translation>
        </message>
        <message>
            <source>Used elsewhere since it was scanned: {changes}.</source>
            <translation>Usado en otro sitio desde que se escaneó: {changes}.</translation>
        </message>
        <message>
            <source>Topped up since it was scanned: {changes}.</source>
            <translation>Recargado desde que se escaneó: {changes}.</translation>
        </message>
        <message>
            <source>Not sent: the bill was stopped — review again to send it</source>
            <translation>No enviado: la cuenta se paró — revise de nuevo para enviarlo</translation>
        </message>
        <message>
            <source>Did not go through: nothing was taken — retry or replace</source>
            <translation>No se ha realizado: no se cobró nada — reintente o sustitúyalo</translation>
        </message>
        <message>
            <source>Not confirmed: a manager must check it (Manager menu)</source>
            <translation>No confirmado: un responsable debe revisarlo (menú Responsable)</translation>
        </message>
        <message>
            <source>Sent; the service's answer was lost and it could not be proven — a manager decides</source>
            <translation>Enviado; la respuesta del servicio se perdió y no se pudo comprobar — decide un encargado</translation>
        </message>
        <message>
            <source>{amount} from {code}</source>
            <extracomment>The seconds left of a lost answer's check, at the end of the money path's countdown line. The manager whose PIN allowed the bill above the dual-control limit, for each line's actor.</extracomment>
            <translation>{amount} de {code}</translation>
        </message>
        <message>
            <source>about {what}</source>
            <translation>sobre {what}</translation>
        </message>
        <message>
            <source>{what} is not confirmed: the till checks it again before this voucher is used again.</source>
            <translation>{what} no está confirmado: la caja lo vuelve a comprobar antes de usar de nuevo este bono.</translation>
        </message>
        <message>
            <source>The redemption is not confirmed yet.</source>
            <translation>El canje aún no está confirmado.</translation>
        </message>
        <message>
            <source>Not sent: {problem}</source>
            <translation>No enviado: {problem}</translation>
        </message>
        <message>
            <source>Not sent: {problem}.</source>
            <translation>No enviado: {problem}.</translation>
        </message>
        <message>
            <source>{problem}: not confirmed yet</source>
            <translation>{problem}: aún sin confirmar</translation>
        </message>
        <message>
            <source>Redeemed</source>
            <translation>Canjeado</translation>
        </message>
        <message>
            <source>Redeemed · ref {reference}</source>
            <translation>Canjeado · ref. {reference}</translation>
        </message>
        <message>
            <source>the service refused it</source>
            <translation>el servicio lo rechazó</translation>
        </message>
        <message>
            <source>Refused: {why} Nothing was taken.</source>
            <translation>Rechazado: {why} No se cobró nada.</translation>
        </message>
        <message>
            <source>Not confirmed: no answer yet — the till keeps checking</source>
            <translation>No confirmado: aún sin respuesta — la caja sigue comprobando</translation>
        </message>
        <message>
            <source>No answer: checking with the service…</source>
            <translation>Sin respuesta: comprobando con el servicio…</translation>
        </message>
        <message>
            <source>Redeemed (found by the till's re-check) · ref {reference}</source>
            <translation>Canjeado (hallado por la comprobación de la caja) · ref. {reference}</translation>
        </message>
        <message>
            <source>Taken twice: ref {first} and ref {late} (a request the service applied late) — a manager must check</source>
            <translation>Cobrado dos veces: ref. {first} y ref. {late} (una solicitud que el servicio aplicó tarde) — un responsable debe revisarlo</translation>
        </message>
        <message>
            <source>Scan ignored: {code} was not added — the bill is being reviewed or sent. Confirm with F12 or a tap, or go back.</source>
            <translation>Escaneo ignorado: {code} no se ha añadido — la cuenta se está revisando o enviando. Confirme con F12 o un toque, o vuelva atrás.</translation>
        </message>
        <message>
            <source>{code} must be used in full ({amount})</source>
            <translation>{code} debe usarse entero ({amount})</translation>
        </message>
        <message>
            <source>{code}: more than its balance ({amount})</source>
            <translation>{code}: más que su saldo ({amount})</translation>
        </message>
        <message>
            <source>{code}: more than is left to pay on the bill</source>
            <translation>{code}: más de lo que queda por pagar en la cuenta</translation>
        </message>
        <message>
            <source>the service recorded it</source>
            <translation>el servicio lo registró</translation>
        </message>
        <message>
            <source>it is not confirmed yet</source>
            <translation>aún no está confirmado</translation>
        </message>
        <message>
            <source>it is being sent</source>
            <translation>se está enviando</translation>
        </message>
        <message>
            <source>Bill {total}</source>
            <translation>Cuenta {total}</translation>
        </message>
        <message>
            <source>ref {reference}</source>
            <translation>ref. {reference}</translation>
        </message>
        <message>
            <source>on vouchers {amount}</source>
            <translation>en bonos {amount}</translation>
        </message>
        <message>
            <source>not confirmed {amount}</source>
            <translation>sin confirmar {amount}</translation>
        </message>
        <message>
            <source>not taken {amount}</source>
            <translation>no cobrado {amount}</translation>
        </message>
        <message>
            <source>including tip {amount}</source>
            <translation>propina incluida {amount}</translation>
        </message>
        <message>
            <source>left to pay {amount}</source>
            <translation>por pagar {amount}</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) redeemed: {amount}</source>
            <translation>
                <numerusform>%n bono canjeado: {amount}</numerusform>
                <numerusform>%n bonos canjeados: {amount}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) not confirmed — a manager must check</source>
            <translation>
                <numerusform>%n bono sin confirmar — un responsable debe revisarlo</numerusform>
                <numerusform>%n bonos sin confirmar — un responsable debe revisarlos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) not taken — retry, replace or take it on the POS</source>
            <translation>
                <numerusform>%n bono no cobrado — reintente, sustitúyalo o cóbrelo en el TPV</numerusform>
                <numerusform>%n bonos no cobrados — reintente, sustitúyalos o cóbrelos en el TPV</numerusform>
            </translation>
        </message>
        <message>
            <source>Bill: {parts}.</source>
            <translation>Cuenta: {parts}.</translation>
        </message>
        <message>
            <source>{amount} on {code}</source>
            <extracomment>The redeem-history status of a reversed redemption.</extracomment>
            <translation>{amount} en {code}</translation>
        </message>
        <message>
            <source>Bill {reference} interrupted — not sent: {lines}</source>
            <translation>Cuenta {reference} interrumpida — no enviado: {lines}</translation>
        </message>
        <message>
            <source>{lines} not confirmed — a manager decides before the rest is paid</source>
            <translation>{lines} sin confirmar — un responsable decide antes de cobrar el resto</translation>
        </message>
        <message>
            <source>the rest is paid on the POS once a manager has decided</source>
            <translation>el resto se cobra en el TPV cuando un responsable haya decidido</translation>
        </message>
    </context>
    <context>
        <name>Cases</name>
        <message>
            <source>Lost or stolen</source>
            <translation>Perdido o robado</translation>
        </message>
        <message>
            <source>Reissue the voucher</source>
            <translation>Volver a emitir el bono</translation>
        </message>
        <message>
            <source>Transfer the balance to another code</source>
            <translation>Transferir el saldo a otro código</translation>
        </message>
        <message>
            <source>Extend its validity</source>
            <translation>Prorrogar su validez</translation>
        </message>
        <message>
            <source>Suspected fraud</source>
            <translation>Sospecha de fraude</translation>
        </message>
        <message>
            <source>line #{line} was changed outside the till</source>
            <extracomment>The cases this till keeps on the voucher, one line each ("#2 open: Suspected fraud, …"). What could not be read ("the service could not be reached: the order is not shown"), or "".</extracomment>
            <translation>la línea #{line} se cambió fuera de la caja</translation>
        </message>
        <message>
            <source>line #{line} was removed outside the till</source>
            <translation>la línea #{line} se eliminó fuera de la caja</translation>
        </message>
        <message>
            <source>line #{line} was put in outside the till</source>
            <translation>la línea #{line} se insertó fuera de la caja</translation>
        </message>
        <message>
            <source>Audit lines of this voucher: {numbers}.</source>
            <translation>Líneas de auditoría de este bono: {numbers}.</translation>
        </message>
        <message>
            <source>Warning: these lines of this voucher do not check: {bad}.</source>
            <translation>Atención: estas líneas de este bono no superan la comprobación: {bad}.</translation>
        </message>
        <message>
            <source>Each of them checks: none was changed or put in.</source>
            <translation>Todas superan la comprobación: ninguna se cambió ni se insertó.</translation>
        </message>
        <message>
            <source>The whole chain checks: {lines} lines, head {head}.</source>
            <translation>Toda la cadena supera la comprobación: {lines} líneas, cabeza {head}.</translation>
        </message>
        <message>
            <source>Warning: the chain does not check: {problem}.</source>
            <translation>Atención: la cadena no supera la comprobación: {problem}.</translation>
        </message>
        <message>
            <source>{count} lines were written without the key: they show accidental edits only.</source>
            <translation>{count} líneas se escribieron sin la clave: solo muestran cambios accidentales.</translation>
        </message>
        <message>
            <source>Voucher code</source>
            <translation>Código del bono</translation>
        </message>
        <message>
            <source>Voucher</source>
            <translation>Bono</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Saldo</translation>
        </message>
        <message>
            <source>Expires</source>
            <translation>Caduca</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Pedido</translation>
        </message>
        <message>
            <source>Order date</source>
            <translation>Fecha del pedido</translation>
        </message>
        <message>
            <source>Delivery</source>
            <translation>Entrega</translation>
        </message>
        <message>
            <source>Order value</source>
            <translation>Importe del pedido</translation>
        </message>
        <message>
            <source>Case</source>
            <translation>Caso</translation>
        </message>
        <message>
            <source>What is asked</source>
            <translation>Qué se pide</translation>
        </message>
        <message>
            <source>What happened</source>
            <translation>Qué pasó</translation>
        </message>
        <message>
            <source>Opened</source>
            <translation>Abierto</translation>
        </message>
        <message>
            <source>Opened by manager</source>
            <translation>Abierto por el encargado</translation>
        </message>
        <message>
            <source>Staff signed in</source>
            <translation>Empleado con sesión iniciada</translation>
        </message>
        <message>
            <source>Closed</source>
            <translation>Cerrado</translation>
        </message>
        <message>
            <source>Closed by manager</source>
            <translation>Cerrado por el encargado</translation>
        </message>
        <message>
            <source>Closing note</source>
            <translation>Nota de cierre</translation>
        </message>
        <message>
            <source>Till time</source>
            <translation>Hora de la caja</translation>
        </message>
        <message>
            <source>Service time</source>
            <translation>Hora del servicio</translation>
        </message>
        <message>
            <source>Till</source>
            <translation>Caja</translation>
        </message>
        <message>
            <source>Staff</source>
            <translation>Empleado</translation>
        </message>
        <message>
            <source>Movement</source>
            <translation>Movimiento</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Balance before</source>
            <translation>Saldo antes</translation>
        </message>
        <message>
            <source>Balance after</source>
            <translation>Saldo después</translation>
        </message>
        <message>
            <source>POS reference</source>
            <translation>Referencia del TPV</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <source>Ticked on the POS by</source>
            <translation>Marcado en el TPV por</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Hora</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Referencia</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Dónde</translation>
        </message>
        <message>
            <source>#{number} open: {reason}, opened {when} by {manager}</source>
            <translation>#{number} abierto: {reason}, abierto el {when} por {manager}</translation>
        </message>
        <message>
            <source>#{number} closed {closed} by {closer}: {reason}, opened {when} by {manager}</source>
            <translation>#{number} cerrado el {closed} por {closer}: {reason}, abierto el {when} por {manager}</translation>
        </message>
        <message>
            <source>{place} · till {till} · made {when} by manager {manager}</source>
            <translation>{place} · caja {till} · hecho el {when} por el encargado {manager}</translation>
        </message>
        <message>
            <source>The voucher and its order</source>
            <translation>El bono y su pedido</translation>
        </message>
        <message>
            <source>Movements at this till</source>
            <translation>Movimientos en esta caja</translation>
        </message>
        <message>
            <source>This till made no movement on this voucher.</source>
            <translation>Esta caja no hizo ningún movimiento con este bono.</translation>
        </message>
        <message>
            <source>Redemptions the service shows elsewhere</source>
            <translation>Canjes que el servicio muestra en otros lugares</translation>
        </message>
        <message>
            <source>Cases at this till</source>
            <translation>Casos en esta caja</translation>
        </message>
        <message>
            <source>Slips</source>
            <translation>Tickets</translation>
        </message>
        <message>
            <source>No slip was printed for this voucher here.</source>
            <translation>Aquí no se imprimió ningún ticket de este bono.</translation>
        </message>
        <message>
            <source>The audit log</source>
            <translation>El registro de auditoría</translation>
        </message>
        <message>
            <source>Dispute pack: voucher {code}</source>
            <translation>Dossier de reclamación: bono {code}</translation>
        </message>
        <message>
            <source>Case #{number}: voucher {code}</source>
            <translation>Caso #{number}: bono {code}</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Abierto</translation>
        </message>
        <message>
            <source>Closed {when} by {manager}</source>
            <translation>Cerrado el {when} por {manager}</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Código</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Encargado</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Situación</translation>
        </message>
        <message>
            <source>Choose an open case first.</source>
            <translation>Elija primero un caso abierto.</translation>
        </message>
        <message>
            <source>The case could not be closed: {problem}</source>
            <translation>No se pudo cerrar el caso: {problem}</translation>
        </message>
        <message>
            <source>Case #{number} is closed: voucher {code} can be used again.</source>
            <translation>El caso #{number} está cerrado: el bono {code} se puede volver a usar.</translation>
        </message>
        <message>
            <source>Choose a case first.</source>
            <translation>Elija primero un caso.</translation>
        </message>
        <message>
            <source>Voucher {code} has an open case (#{number}, {reason}): nothing can be redeemed or topped up until a manager closes it.</source>
            <translation>El bono {code} tiene un caso abierto (#{number}, {reason}): no se puede canjear ni recargar nada hasta que un encargado lo cierre.</translation>
        </message>
        <message>
            <source>Case #{number}: {reason}, reported {when} by manager {manager}.</source>
            <translation>Caso #{number}: {reason}, informado el {when} por el encargado {manager}.</translation>
        </message>
        <message>
            <source>Nothing can be redeemed or topped up until a manager closes the case.</source>
            <translation>No se puede canjear ni recargar nada hasta que un encargado cierre el caso.</translation>
        </message>
        <message>
            <source>See Manager → Voucher cases.</source>
            <translation>Vea Encargado → Casos de bonos.</translation>
        </message>
        <message>
            <source>Open case</source>
            <translation>Caso abierto</translation>
        </message>
        <message>
            <source>The case could not be written: {problem}</source>
            <translation>No se pudo guardar el caso: {problem}</translation>
        </message>
        <message>
            <source>The page as it will print</source>
            <translation>La página tal como se imprimirá</translation>
        </message>
        <message>
            <source>Save PDF…</source>
            <translation>Guardar PDF…</translation>
        </message>
        <message>
            <source>Copy for e-mail</source>
            <translation>Copiar para el correo</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Guardado {path}</translation>
        </message>
        <message>
            <source>Copied: paste it into an e-mail to the voucher service's support.</source>
            <translation>Copiado: péguelo en un correo al soporte del servicio de bonos.</translation>
        </message>
        <message>
            <source>Save the PDF</source>
            <translation>Guardar el PDF</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Dispute pack</source>
            <translation>Dossier de reclamación</translation>
        </message>
        <message>
            <source>Gathering what this till knows of the voucher…</source>
            <translation>Reuniendo lo que esta caja sabe del bono…</translation>
        </message>
        <message>
            <source>Dispute pack for voucher {code}: save it as a PDF to file or hand on.</source>
            <translation>Dossier de reclamación del bono {code}: guárdelo como PDF para archivarlo o entregarlo.</translation>
        </message>
        <message>
            <source>Report a problem with this voucher</source>
            <translation>Informar de un problema con este bono</translation>
        </message>
        <message>
            <source>Voucher {code}. The service cannot block, reissue, transfer or extend a code.</source>
            <translation>Bono {code}. El servicio no puede bloquear, volver a emitir, transferir ni prorrogar un código.</translation>
        </message>
        <message>
            <source>The till writes a case sheet for its support and refuses the voucher here until the case is closed.</source>
            <translation>La caja redacta una hoja del caso para su soporte y rechaza aquí el bono hasta que se cierre el caso.</translation>
        </message>
        <message>
            <source>What the guest says, what was checked, by whom</source>
            <translation>Qué dice el cliente, qué se comprobó y quién</translation>
        </message>
        <message>
            <source>Open the case</source>
            <translation>Abrir el caso</translation>
        </message>
        <message>
            <source>Case #{number} is open: voucher {code} is refused at this till until a manager closes it.</source>
            <translation>El caso #{number} está abierto: el bono {code} se rechaza en esta caja hasta que un encargado lo cierre.</translation>
        </message>
        <message>
            <source>Copy the sheet into an e-mail to the voucher service's support, or save it as a PDF.</source>
            <translation>Copie la hoja en un correo al soporte del servicio de bonos o guárdela como PDF.</translation>
        </message>
        <message>
            <source>Voucher cases</source>
            <translation>Casos de bonos</translation>
        </message>
        <message>
            <source>What the service did, or why it is closed</source>
            <translation>Qué hizo el servicio o por qué se cierra</translation>
        </message>
        <message>
            <source>What was done</source>
            <translation>Qué se hizo</translation>
        </message>
        <message>
            <source>Close the case</source>
            <translation>Cerrar el caso</translation>
        </message>
        <message>
            <source>Case sheet</source>
            <translation>Hoja del caso</translation>
        </message>
        <message numerus="yes">
            <source>%n open case(s) at this till.</source>
            <translation>
                <numerusform>%n caso abierto en esta caja.</numerusform>
                <numerusform>%n casos abiertos en esta caja.</numerusform>
            </translation>
        </message>
        <message>
            <source>sent, no answer yet</source>
            <extracomment>The event type each movement asks the service for, named when no event came back.</extracomment>
            <translation>enviado, aún sin respuesta</translation>
        </message>
        <message>
            <source>done</source>
            <translation>hecho</translation>
        </message>
        <message>
            <source>refused by the service</source>
            <translation>rechazado por el servicio</translation>
        </message>
        <message>
            <source>not confirmed</source>
            <translation>sin confirmar</translation>
        </message>
        <message>
            <source>not applied</source>
            <translation>no aplicado</translation>
        </message>
        <message>
            <source>other figures than asked</source>
            <translation>cifras distintas de las pedidas</translation>
        </message>
        <message>
            <source>waits for a manager's decision</source>
            <translation>espera la decisión de un encargado</translation>
        </message>
        <message>
            <source>The service could not be read: what it holds of the voucher and its order is missing here. This till's own records follow.</source>
            <extracomment>The service's clock (the property's local time): what the status badge is judged at.</extracomment>
            <translation>No se pudo leer el servicio: aquí falta lo que tiene del bono y de su pedido. Siguen los registros propios de esta caja.</translation>
        </message>
        <message>
            <source>not named</source>
            <translation>sin nombre</translation>
        </message>
        <message>
            <source>{method}, charged {charge}</source>
            <translation>{method}, cobrado {charge}</translation>
        </message>
        <message>
            <source>Look up a voucher first.</source>
            <translation>Consulte primero un bono.</translation>
        </message>
        <message>
            <source>A dispute pack for voucher {code}</source>
            <translation>Un dossier de reclamación del bono {code}</translation>
        </message>
        <message>
            <source>Voucher {code} already has an open case (#{number}): see Manager → Voucher cases.</source>
            <translation>El bono {code} ya tiene un caso abierto (#{number}): vea Encargado → Casos de bonos.</translation>
        </message>
        <message>
            <source>Report a problem with voucher {code}</source>
            <translation>Informar de un problema con el bono {code}</translation>
        </message>
        <message>
            <source>The voucher cases</source>
            <translation>Los casos de bonos</translation>
        </message>
    </context>
    <context>
        <name>Code</name>
        <message>
            <source>Scan or type a voucher code</source>
            <translation>Escanee o escriba un código de bono</translation>
        </message>
        <message>
            <source>That is too long to be a voucher code</source>
            <translation>Es demasiado largo para ser un código de bono</translation>
        </message>
        <message>
            <source>That code is hidden: scan the voucher or type its whole code</source>
            <translation>Ese código está oculto: escanee el bono o escriba el código completo</translation>
        </message>
        <message>
            <source>That is too short to be a voucher code</source>
            <translation>Es demasiado corto para ser un código de bono</translation>
        </message>
        <message>
            <source>Voucher codes contain only letters and digits</source>
            <translation>Los códigos de bono solo llevan letras y números</translation>
        </message>
        <message>
            <source>That link does not hold a voucher code</source>
            <translation>Ese enlace no contiene un código de bono</translation>
        </message>
        <message>
            <source>That code holds hidden direction marks: scan it again, or type it by hand</source>
            <translation>Ese código contiene marcas de dirección ocultas: escanéelo de nuevo o escríbalo a mano</translation>
        </message>
        <message>
            <source>A few digits are not a voucher code (a PIN or an amount?): nothing was looked up</source>
            <translation>Unos pocos números no son un código de bono (¿un PIN o un importe?): no se ha consultado nada</translation>
        </message>
    </context>
    <context>
        <name>Confirm</name>
        <message>
            <source>Confirm (F12)</source>
            <extracomment>The one key that confirms: no scanner's suffix, and not a key a cashier presses by accident.</extracomment>
            <translation>Confirmar (F12)</translation>
        </message>
        <message>
            <source>Cancel (Esc)</source>
            <extracomment>The longest a click's repaint of the step waits for the movement to be on its way. Confirm's text while a movement is in flight ("Redeeming…"); "" when none is.</extracomment>
            <translation>Cancelar (Esc)</translation>
        </message>
        <message>
            <source>What confirming the {what} will do</source>
            <translation>Qué hará la confirmación ({what})</translation>
        </message>
        <message>
            <source>Confirm this {what} (click, tap or F12; Enter never confirms)</source>
            <translation>Confirmar: {what} (clic, toque o F12; Intro nunca confirma)</translation>
        </message>
        <message>
            <source>Confirm the {what}</source>
            <translation>Confirmar: {what}</translation>
        </message>
    </context>
    <context>
        <name>Connection</name>
        <message>
            <source>Offline: the voucher service cannot be reached.</source>
            <translation>Sin conexión: no se puede contactar con el servicio de bonos.</translation>
        </message>
        <message>
            <source>The voucher service is having trouble.</source>
            <translation>El servicio de bonos tiene problemas.</translation>
        </message>
        <message>
            <source>activity</source>
            <extracomment>The state a failed probe leaves the till in; any other failure means it is still offline. The parts of the service that can fail on their own, in till words ("activity" is the feed's).</extracomment>
            <translation>actividad</translation>
        </message>
        <message>
            <source> · last contact {time}</source>
            <extracomment>The parts of the service that fail on their own while it otherwise answers ("activity"). A new last-contact time waits to be told (``report_success`` while online already).</extracomment>
            <translation> · último contacto {time}</translation>
        </message>
        <message>
            <source>{part} not updating</source>
            <translation>{part} no se actualiza</translation>
        </message>
        <message>
            <source>Online · {parts}</source>
            <translation>En línea · {parts}</translation>
        </message>
        <message>
            <source>Online</source>
            <translation>En línea</translation>
        </message>
        <message>
            <source>Checking…</source>
            <translation>Comprobando…</translation>
        </message>
        <message>
            <source>Offline</source>
            <translation>Sin conexión</translation>
        </message>
        <message>
            <source>API key refused — ask a manager</source>
            <translation>Clave API rechazada — avise a un encargado</translation>
        </message>
        <message>
            <source>Service having trouble</source>
            <translation>El servicio tiene problemas</translation>
        </message>
        <message>
            <source> Last contact {time}.</source>
            <translation> Último contacto {time}.</translation>
        </message>
        <message>
            <source>Offline: the voucher service cannot be reached. The till keeps trying; lookups wait and carry on by themselves when it answers.</source>
            <translation>Sin conexión: no se puede contactar con el servicio de bonos. La caja sigue intentándolo; las consultas esperan y continúan solas cuando responda.</translation>
        </message>
        <message>
            <source>The voucher service is having trouble (it answers with errors). The till keeps trying; try again in a moment.</source>
            <translation>El servicio de bonos tiene problemas (responde con errores). La caja sigue intentándolo; vuelva a intentarlo en un momento.</translation>
        </message>
    </context>
    <context>
        <name>Counter</name>
        <message>
            <source>Activity (F3)</source>
            <translation>Actividad (F3)</translation>
        </message>
        <message>
            <source>Back to the counter (F3)</source>
            <translation>Volver al mostrador (F3)</translation>
        </message>
        <message>
            <source>Manager: it did not go through…</source>
            <translation>Encargado: no se realizó…</translation>
        </message>
        <message>
            <source>An earlier redemption or top-up of this voucher is unconfirmed. A manager who has checked with the service that it did not go through can unblock the voucher (manager PIN).</source>
            <translation>Un canje o una recarga anterior de este bono no está confirmado. Un encargado que haya comprobado con el servicio que no se realizó puede desbloquear el bono (PIN de encargado).</translation>
        </message>
        <message>
            <source>Mark the unconfirmed top-up of {code} as not applied, after checking with the service that it did not go through</source>
            <translation>Marcar la recarga sin confirmar de {code} como no aplicada, tras comprobar con el servicio que no se realizó</translation>
        </message>
        <message>
            <source>Mark the unconfirmed redemption of {code} as not applied, after checking with the service that it did not go through</source>
            <translation>Marcar el canje sin confirmar de {code} como no aplicado, tras comprobar con el servicio que no se realizó</translation>
        </message>
        <message>
            <source>Refund the whole order of this voucher (manager PIN)</source>
            <translation>Reembolsar todo el pedido de este bono (PIN de encargado)</translation>
        </message>
        <message>
            <source>Refund order…</source>
            <translation>Reembolsar pedido…</translation>
        </message>
        <message>
            <source>Refund order #{order}…</source>
            <translation>Reembolsar pedido n.º {order}…</translation>
        </message>
        <message>
            <source>This voucher is void, so its order cannot be refunded.</source>
            <translation>Este bono está invalidado, así que su pedido no se puede reembolsar.</translation>
        </message>
        <message>
            <source>Looking up…</source>
            <extracomment>The next voucher shown answers a new lookup: its details start at the top. Signed in, and nothing typed in the code field yet: the Enter that started the shift, pressed twice, is no lookup of an empty code (a red line on a fresh till).</extracomment>
            <translation>Consultando…</translation>
        </message>
        <message>
            <source>Look up</source>
            <translation>Consultar</translation>
        </message>
        <message>
            <source>Scan or type a voucher code</source>
            <translation>Escanee o escriba un código de bono</translation>
        </message>
        <message>
            <source>Scan a code</source>
            <translation>Escanee un código</translation>
        </message>
        <message>
            <source>Voucher code</source>
            <translation>Código del bono</translation>
        </message>
        <message>
            <source>Scan or type a code, then Enter or Tab (F2 comes back here)</source>
            <translation>Escanee o escriba un código y pulse Intro o Tab (F2 vuelve aquí)</translation>
        </message>
        <message>
            <source>Look up the code (Enter)</source>
            <translation>Consultar el código (Intro)</translation>
        </message>
        <message>
            <source>About the code</source>
            <translation>Sobre el código</translation>
        </message>
        <message>
            <source>Close anyway</source>
            <translation>Cerrar de todos modos</translation>
        </message>
        <message>
            <source>Sign out anyway</source>
            <translation>Cerrar sesión de todos modos</translation>
        </message>
        <message>
            <source>Open another voucher?</source>
            <extracomment>The question asked before a feed row replaces the voucher on the counter, while open.</extracomment>
            <translation>¿Abrir otro bono?</translation>
        </message>
        <message>
            <source>Nothing on screen for {key} now: scan or type a voucher's code to use it.</source>
            <translation>Ahora no hay nada en pantalla para {key}: escanee o escriba el código de un bono para usarlo.</translation>
        </message>
        <message>
            <source>{key} waits: the till is still finding out whether the last redemption went through.</source>
            <translation>{key} espera: la caja aún está comprobando si el último canje se realizó.</translation>
        </message>
        <message>
            <source>{key} confirms what a review shows: type the amount and press Enter first.</source>
            <translation>{key} confirma lo que muestra la revisión: escriba primero el importe y pulse Intro.</translation>
        </message>
        <message>
            <source>{key}: type the amount and press Enter first.</source>
            <translation>{key}: escriba primero el importe y pulse Intro.</translation>
        </message>
        <message>
            <source>{here} is on the counter. Open {other} instead?</source>
            <translation>{here} está en el mostrador. ¿Abrir {other} en su lugar?</translation>
        </message>
        <message>
            <source>{here} is closed; nothing is redeemed from either.</source>
            <translation>{here} se cierra; no se canjea nada de ninguno.</translation>
        </message>
        <message>
            <source>Open {other}</source>
            <translation>Abrir {other}</translation>
        </message>
        <message>
            <source>Keep {here}</source>
            <translation>Mantener {here}</translation>
        </message>
    </context>
    <context>
        <name>Crash</name>
        <message>
            <source>Save a support report…</source>
            <translation>Guardar un informe para soporte…</translation>
        </message>
        <message>
            <source>Something went wrong</source>
            <extracomment>Opens *Save a support report…*; offered in the dialog once the window has set it.</extracomment>
            <translation>Algo ha fallado</translation>
        </message>
        <message>
            <source>Something went wrong inside the till. It has been logged, and you can carry on.</source>
            <translation>Algo ha fallado dentro de la caja. Ha quedado registrado y puede continuar.</translation>
        </message>
        <message>
            <source>If it keeps happening, copy the details for support.</source>
            <translation>Si sigue pasando, copie los detalles para soporte.</translation>
        </message>
        <message>
            <source>Copy details</source>
            <translation>Copiar detalles</translation>
        </message>
    </context>
    <context>
        <name>DualControl</name>
        <message>
            <source>Above {limit}: a manager's PIN is needed to confirm.</source>
            <translation>Por encima de {limit}: se necesita el PIN de un responsable para confirmar.</translation>
        </message>
    </context>
    <context>
        <name>DualLimit</name>
        <message>
            <source>Now: off — no manager's PIN is asked for any amount.</source>
            <translation>Ahora: desactivado — no se pide el PIN de un gerente para ningún importe.</translation>
        </message>
        <message>
            <source>Now: a manager's PIN is asked above {limit}.</source>
            <translation>Ahora: por encima de {limit} se pide el PIN de un gerente.</translation>
        </message>
        <message>
            <source>Type the currency's three-letter code (GBP, EUR)</source>
            <translation>Escriba el código de tres letras de la moneda (GBP, EUR)</translation>
        </message>
        <message>
            <source>{problem}. Nothing was changed.</source>
            <translation>{problem}. No se cambió nada.</translation>
        </message>
        <message>
            <source>Dual control</source>
            <translation>Doble control</translation>
        </message>
        <message>
            <source>At {place}, above this amount in the voucher's currency a redemption, a bill's line, a top-up or a sale needs a manager's PIN as well as Confirm. Leave the amount empty to turn it off.</source>
            <translation>En {place}, por encima de este importe en la moneda del vale, un canje, una línea de cuenta, una recarga o una venta necesitan el PIN de un gerente además de Confirmar. Deje el importe vacío para desactivarlo.</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Moneda</translation>
        </message>
        <message>
            <source>A manager's PIN above</source>
            <translation>PIN de gerente por encima de</translation>
        </message>
        <message>
            <source>Why this cannot be saved</source>
            <translation>Por qué no se puede guardar</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Guardar</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <source>The voucher service answers from another address ({where}): ask a manager to check Service settings.</source>
            <translation>El servicio de vales responde desde otra dirección ({where}): pida a un encargado que revise los ajustes del servicio.</translation>
        </message>
        <message>
            <source>The voucher service answers that it has moved: ask a manager to check Service settings.</source>
            <translation>El servicio de vales responde que se ha trasladado: pida a un encargado que revise los ajustes del servicio.</translation>
        </message>
        <message>
            <source>The voucher service reported a problem instead of an answer. Try again in a moment.</source>
            <translation>El servicio de vales ha informado de un problema en lugar de una respuesta. Vuelva a intentarlo en un momento.</translation>
        </message>
        <message>
            <source>This voucher cannot be used now.</source>
            <extracomment>Failures the till expects and explains; anything else is a bug.</extracomment>
            <translation>Este bono no se puede usar ahora.</translation>
        </message>
        <message>
            <source>That is more than the voucher's balance.</source>
            <translation>Es más que el saldo del bono.</translation>
        </message>
        <message>
            <source>This voucher must be used in full.</source>
            <translation>Este bono debe usarse entero.</translation>
        </message>
        <message>
            <source>The service did not accept that amount.</source>
            <translation>El servicio no aceptó ese importe.</translation>
        </message>
        <message>
            <source>This voucher is not valid at this location.</source>
            <translation>Este bono no es válido en esta ubicación.</translation>
        </message>
        <message>
            <source>This order has already been refunded.</source>
            <translation>Este pedido ya se ha reembolsado.</translation>
        </message>
        <message>
            <source>A voucher in this order has been used, so the order cannot be refunded.</source>
            <translation>Se ha usado un bono de este pedido, así que el pedido no se puede reembolsar.</translation>
        </message>
        <message>
            <source>Only orders created through the API can be refunded here.</source>
            <translation>Aquí solo se pueden reembolsar pedidos creados por la API.</translation>
        </message>
        <message>
            <source>The service has not confirmed this event yet, so it cannot be reversed.</source>
            <translation>El servicio aún no ha confirmado este evento, así que no se puede anular.</translation>
        </message>
        <message>
            <source>This event has already been reversed.</source>
            <translation>Este evento ya se ha anulado.</translation>
        </message>
        <message>
            <source>This kind of event cannot be reversed.</source>
            <translation>Este tipo de evento no se puede anular.</translation>
        </message>
        <message>
            <source>The request was missing something the service needs.</source>
            <translation>A la solicitud le faltaba algo que el servicio necesita.</translation>
        </message>
        <message>
            <source>The service did not accept the request.</source>
            <translation>El servicio no aceptó la solicitud.</translation>
        </message>
        <message>
            <source>The service could not read the request.</source>
            <translation>El servicio no pudo leer la solicitud.</translation>
        </message>
        <message>
            <source>This voucher is not valid yet.</source>
            <extracomment>``not_redeemable`` by the status the service named (longest first: "Not Yet Valid" before "Valid").</extracomment>
            <translation>Este bono aún no es válido.</translation>
        </message>
        <message>
            <source>The payment for this voucher was reversed (a chargeback).</source>
            <translation>El pago de este bono se revocó (un contracargo).</translation>
        </message>
        <message>
            <source>This voucher is already used.</source>
            <translation>Este bono ya está usado.</translation>
        </message>
        <message>
            <source>This voucher has expired.</source>
            <translation>Este bono ha caducado.</translation>
        </message>
        <message>
            <source>This voucher is void (cancelled).</source>
            <translation>Este bono está invalidado (cancelado).</translation>
        </message>
        <message>
            <source>The voucher service refused this for a reason the till does not know; its own words are in the till's log for a manager or support.</source>
            <extracomment>A refusal whose reason the till does not know: the service's words go to the details only.</extracomment>
            <translation>El servicio de bonos lo rechazó por un motivo que la caja no conoce; su respuesta está en el registro de la caja para un encargado o soporte.</translation>
        </message>
        <message>
            <source>The service refused the till's API key — ask a manager to check Service settings.</source>
            <translation>El servicio rechazó la clave API de la caja — pida a un encargado que revise los ajustes del servicio.</translation>
        </message>
        <message>
            <source>Not found.</source>
            <translation>No encontrado.</translation>
        </message>
        <message>
            <source>No voucher with that code. Check the code and try again.</source>
            <translation>No hay ningún bono con ese código. Revise el código e inténtelo de nuevo.</translation>
        </message>
        <message>
            <source>That order was not found.</source>
            <translation>No se encontró ese pedido.</translation>
        </message>
        <message>
            <source>That event was not found.</source>
            <translation>No se encontró ese evento.</translation>
        </message>
        <message>
            <source>The voucher service is busy. Wait a few seconds and try again.</source>
            <extracomment>The failures told the same way whatever was asked, by their type, most specific first: the till's words (translated where they are shown) and how far the request got.</extracomment>
            <translation>El servicio de bonos está ocupado. Espere unos segundos y vuelva a intentarlo.</translation>
        </message>
        <message>
            <source>No answer from the service: checking whether it went through…</source>
            <translation>Sin respuesta del servicio: comprobando si se realizó…</translation>
        </message>
        <message>
            <source>Cannot reach the voucher service. Check the network; the till keeps trying.</source>
            <translation>No se puede contactar con el servicio de bonos. Revise la red; la caja sigue intentándolo.</translation>
        </message>
        <message>
            <source>The voucher service is not answering. Try again in a moment.</source>
            <translation>El servicio de bonos no responde. Vuelva a intentarlo en un momento.</translation>
        </message>
        <message>
            <source>The voucher service is having trouble. Try again in a moment.</source>
            <translation>El servicio de bonos tiene problemas. Vuelva a intentarlo en un momento.</translation>
        </message>
        <message>
            <source>The voucher service sent an answer the till cannot read.</source>
            <translation>El servicio de bonos envió una respuesta que la caja no puede leer.</translation>
        </message>
    </context>
    <context>
        <name>Feed</name>
        <message>
            <source>Activity at this location</source>
            <extracomment>The feed's columns (the model's order): time, code, type, amount, balance after, confirmed. A late, wide moment and amount: the samples the columns are made as wide as. A feed row is tapped to choose an event for Reverse or Reprint: a touch target, 40 px like a button. The keys that walk the feed: each selects the row it lands on.</extracomment>
            <translation>Actividad en este local</translation>
        </message>
        <message>
            <source>Activity</source>
            <translation>Actividad</translation>
        </message>
        <message>
            <source>Filter by code or type</source>
            <translation>Filtrar por código o tipo</translation>
        </message>
        <message>
            <source>Filter</source>
            <translation>Filtrar</translation>
        </message>
        <message>
            <source>Filter the activity</source>
            <translation>Filtrar la actividad</translation>
        </message>
        <message>
            <source>No event matches. Codes show only their last characters: type those, or the whole code.</source>
            <translation>Ningún evento coincide. Los códigos solo muestran sus últimos caracteres: escriba esos o el código completo.</translation>
        </message>
        <message>
            <source>About the filter</source>
            <translation>Sobre el filtro</translation>
        </message>
        <message>
            <source>Balance events at this location</source>
            <translation>Movimientos de saldo en este local</translation>
        </message>
        <message>
            <source>Click to choose an event (Reverse, Reprint); double-click or Enter opens its voucher</source>
            <translation>Haga clic para elegir un movimiento (Anular, Reimprimir); doble clic o Intro abre su bono</translation>
        </message>
        <message>
            <source>Last contact with the service</source>
            <translation>Último contacto con el servicio</translation>
        </message>
        <message>
            <source>Fetch the next 50 older events</source>
            <translation>Cargar los 50 movimientos anteriores</translation>
        </message>
        <message>
            <source>Reverse…</source>
            <translation>Anular…</translation>
        </message>
        <message>
            <source>Reprint slip</source>
            <translation>Reimprimir ticket</translation>
        </message>
        <message>
            <source>Print the guest's slip of the selected event again, marked Reprint</source>
            <translation>Volver a imprimir el ticket del cliente del movimiento elegido, marcado como Reimpresión</translation>
        </message>
        <message>
            <source>Reverse the selected event (manager PIN)</source>
            <translation>Anular el movimiento elegido (PIN de encargado)</translation>
        </message>
        <message>
            <source>Not heard from the service yet</source>
            <extracomment>Why a reverse the type allows is still known to be refused (this till reversed the event, or a manager's check found it reversed); composition sets it, "" when nothing is known.</extracomment>
            <translation>Aún sin respuesta del servicio</translation>
        </message>
        <message>
            <source>Last heard from the service {time}</source>
            <translation>Última respuesta del servicio {time}</translation>
        </message>
        <message>
            <source>Updated {time}</source>
            <translation>Actualizado {time}</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>Cargando…</translation>
        </message>
        <message>
            <source>Load older</source>
            <translation>Cargar anteriores</translation>
        </message>
        <message>
            <source>No older events</source>
            <translation>No hay movimientos anteriores</translation>
        </message>
        <message>
            <source>The activity list could not be updated. The voucher service sent an event the till cannot read (event {which}); the other events are shown.</source>
            <translation>No se pudo actualizar la lista de actividad. El servicio de bonos envió un movimiento que la caja no puede leer (movimiento {which}); se muestran los demás.</translation>
        </message>
        <message numerus="yes">
            <source>The activity list could not be updated. The voucher service sent %n events the till cannot read (event {which}); the other events are shown.</source>
            <translation>
                <numerusform>No se pudo actualizar la lista de actividad. El servicio de bonos envió %n movimiento que la caja no puede leer (movimiento {which}); se muestran los demás.</numerusform>
                <numerusform>No se pudo actualizar la lista de actividad. El servicio de bonos envió %n movimientos que la caja no puede leer (movimiento {which}); se muestran los demás.</numerusform>
            </translation>
        </message>
        <message>
            <source>The activity list could not be updated. {problem}</source>
            <translation>No se pudo actualizar la lista de actividad. {problem}</translation>
        </message>
        <message>
            <source>Activity not updated since {time} — {why}. The till keeps trying.</source>
            <translation>Actividad sin actualizar desde las {time} — {why}. La caja sigue intentándolo.</translation>
        </message>
        <message>
            <source>Activity not updated yet — {why}. The till keeps trying.</source>
            <translation>Actividad aún sin actualizar — {why}. La caja sigue intentándolo.</translation>
        </message>
        <message>
            <source>the service is not answering</source>
            <extracomment>The feed's name in the top bar ("Online · activity not updating"). Why the feed is not up to date, in till words, by what went wrong.</extracomment>
            <translation>el servicio no responde</translation>
        </message>
        <message>
            <source>the till cannot reach the service</source>
            <translation>la caja no puede conectar con el servicio</translation>
        </message>
        <message>
            <source>the service is having trouble</source>
            <translation>el servicio tiene problemas</translation>
        </message>
        <message>
            <source>the service is busy</source>
            <translation>el servicio está saturado</translation>
        </message>
        <message>
            <source>the service refused the till's API key</source>
            <translation>el servicio rechazó la clave API de la caja</translation>
        </message>
        <message>
            <source>Time</source>
            <extracomment>True while a row is new; the view paints it with a highlight background. The event id of a row (an int), for tests and for finding a row again.</extracomment>
            <translation>Hora</translation>
        </message>
        <message>
            <source>{time} · event {event}</source>
            <translation>{time} · movimiento {event}</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Código</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Saldo</translation>
        </message>
        <message>
            <source>Confirmed</source>
            <translation>Confirmado</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Sí</translation>
        </message>
        <message>
            <source>Not yet</source>
            <translation>Aún no</translation>
        </message>
        <message>
            <source>The service has not confirmed this event yet.</source>
            <translation>El servicio aún no ha confirmado este movimiento.</translation>
        </message>
    </context>
    <context>
        <name>Files</name>
        <message>
            <source>Not saved: the disk is full. Free some space or choose another folder ({path}).</source>
            <translation>No se ha guardado: el disco está lleno. Libere espacio o elija otra carpeta ({path}).</translation>
        </message>
        <message>
            <source>Not saved: the till may not write to that folder. Choose another one ({path}).</source>
            <translation>No se ha guardado: la caja no puede escribir en esa carpeta. Elija otra ({path}).</translation>
        </message>
        <message>
            <source>Not saved: the system reported “{error}” ({path}).</source>
            <translation>No se ha guardado: el sistema informó «{error}» ({path}).</translation>
        </message>
    </context>
    <context>
        <name>Find</name>
        <message>
            <source>Find a voucher</source>
            <extracomment>What a column of the results typically holds at its widest, for its width; the total takes the rest. The results' date column: its width is the widest day of any month in the signed-in language (a German "28 Sept. 2026" is wider than "30 Sep 2025"). A large order's total, for the width of the last column. Opens the dispute pack of a voucher (its whole code); None hides the button.</extracomment>
            <translation>Buscar un bono</translation>
        </message>
        <message>
            <source>Order number, guest's name, part of the e-mail, payment reference</source>
            <translation>Número de pedido, nombre del cliente, parte del correo, referencia de pago</translation>
        </message>
        <message>
            <source>Find</source>
            <translation>Buscar</translation>
        </message>
        <message numerus="yes">
            <source>Last %n months</source>
            <translation>
                <numerusform>Último %n mes</numerusform>
                <numerusform>Últimos %n meses</numerusform>
            </translation>
        </message>
        <message>
            <source>How far back</source>
            <translation>Hasta cuándo</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Buscar</translation>
        </message>
        <message>
            <source>Cancel search</source>
            <translation>Cancelar búsqueda</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Reintentar</translation>
        </message>
        <message>
            <source>Search progress</source>
            <translation>Progreso de la búsqueda</translation>
        </message>
        <message>
            <source>Orders found</source>
            <translation>Pedidos encontrados</translation>
        </message>
        <message>
            <source>Vouchers of the chosen order</source>
            <translation>Bonos del pedido elegido</translation>
        </message>
        <message>
            <source>Choose an order to see its vouchers.</source>
            <translation>Elija un pedido para ver sus bonos.</translation>
        </message>
        <message>
            <source>Open voucher</source>
            <translation>Abrir bono</translation>
        </message>
        <message>
            <source>Guest says lost…</source>
            <translation>El cliente dice que lo perdió…</translation>
        </message>
        <message>
            <source>Lost…</source>
            <translation>Perdido…</translation>
        </message>
        <message>
            <source>Dispute…</source>
            <translation>Reclamación…</translation>
        </message>
        <message>
            <source>Dispute pack…</source>
            <translation>Dossier de reclamación…</translation>
        </message>
        <message>
            <source>A manager notes it: the next lookup of these codes warns the cashier.</source>
            <translation>Lo anota un responsable: la próxima consulta de estos códigos avisará al cajero.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>Buscando…</translation>
        </message>
        <message>
            <source>Note that the guest says order {order}'s vouchers are lost</source>
            <translation>Anotar que el cliente dice haber perdido los bonos del pedido {order}</translation>
        </message>
        <message>
            <source>Enter, a double tap or Open voucher opens it read-only.</source>
            <translation>Intro, un doble toque o «Abrir bono» lo abre solo para consulta.</translation>
        </message>
        <message>
            <source>Find a voucher by order, name or e-mail…</source>
            <extracomment>Opens a voucher's dispute pack (the Manager menu's, PIN first); None: no button.</extracomment>
            <translation>Buscar un bono por pedido, nombre o correo…</translation>
        </message>
        <message>
            <source>Type at least {count} letters of a name, part of an e-mail address, a payment reference or an order number.</source>
            <extracomment>The retention period (``retention_days``): older orders are shown, never written down. Every page read was written to the index (else it must not claim to cover the window). A manager's "the guest says it is lost" on the chosen order (``app.desk.common.lost_notes``).</extracomment>
            <translation>Escriba al menos {count} letras de un nombre, parte de un correo, una referencia de pago o un número de pedido.</translation>
        </message>
        <message>
            <source>Search cancelled: {searched}; {found} found so far.</source>
            <translation>Búsqueda cancelada: {searched}; {found} encontrados hasta ahora.</translation>
        </message>
        <message>
            <source>Reading the vouchers of order {order}…</source>
            <translation>Leyendo los bonos del pedido {order}…</translation>
        </message>
        <message>
            <source>Order {order}, opened by its number.</source>
            <translation>Pedido {order}, abierto por su número.</translation>
        </message>
        <message numerus="yes">
            <source>{count} orders since {day} (%n months)</source>
            <translation>
                <numerusform>{count} pedidos desde el {day} (%n mes)</numerusform>
                <numerusform>{count} pedidos desde el {day} (%n meses)</numerusform>
            </translation>
        </message>
        <message>
            <source>{found} found: searched {where}.</source>
            <translation>{found} encontrados: se buscó en {where}.</translation>
        </message>
        <message>
            <source>No order {query} at this property, and no payment reference {query}: searched {where}. Check the number on the guest's confirmation.</source>
            <translation>No hay ningún pedido {query} en este establecimiento ni ninguna referencia de pago {query}: se han buscado {where}. Compruebe el número en la confirmación del cliente.</translation>
        </message>
        <message>
            <source>Nothing matches "{query}": searched {where}. Try another spelling, part of the e-mail address, or a longer window.</source>
            <translation>Nada coincide con «{query}»: se buscó en {where}. Pruebe otra grafía, parte del correo o un periodo más largo.</translation>
        </message>
        <message>
            <source>Search stopped. {problem}</source>
            <translation>Búsqueda detenida. {problem}</translation>
        </message>
        <message>
            <source>Search incomplete: {searched}, {found} found so far. {problem} Retry goes on from where it stopped.</source>
            <translation>Búsqueda incompleta: {searched}, {found} encontrados hasta ahora. {problem} «Reintentar» sigue desde donde se detuvo.</translation>
        </message>
        <message>
            <source>It read {pages} pages of the order list, the most one search reads.</source>
            <translation>Ha leído {pages} páginas de la lista de pedidos, lo máximo que lee una búsqueda.</translation>
        </message>
        <message numerus="yes">
            <source>The service took more than %n second(s) to send the order list, the longest one search waits.</source>
            <translation>
                <numerusform>El servicio tardó más de %n segundo en enviar la lista de pedidos, lo máximo que espera una búsqueda.</numerusform>
                <numerusform>El servicio tardó más de %n segundos en enviar la lista de pedidos, lo máximo que espera una búsqueda.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The service took more than %n minute(s) to send the order list, the longest one search waits.</source>
            <translation>
                <numerusform>El servicio tardó más de %n minuto en enviar la lista de pedidos, lo máximo que espera una búsqueda.</numerusform>
                <numerusform>El servicio tardó más de %n minutos en enviar la lista de pedidos, lo máximo que espera una búsqueda.</numerusform>
            </translation>
        </message>
        <message>
            <source>Search stopped: {searched}, {found} found so far. {why} Retry goes on from where it stopped.</source>
            <translation>Búsqueda detenida: {searched}, {found} encontrados hasta ahora. {why} «Reintentar» sigue desde donde se detuvo.</translation>
        </message>
        <message>
            <source>The vouchers could not be read.</source>
            <translation>No se pudieron leer los bonos.</translation>
        </message>
        <message>
            <source>Order {order} holds no voucher.</source>
            <translation>El pedido {order} no contiene ningún bono.</translation>
        </message>
        <message>
            <source>Searched {count} orders</source>
            <extracomment>Every order read in this search, by id: a page that repeats the one before it (a service that ignores the page asked for, or pages shifted by a new order) is counted once.</extracomment>
            <translation>{count} pedidos revisados</translation>
        </message>
        <message>
            <source>{count} orders searched</source>
            <translation>{count} pedidos revisados</translation>
        </message>
        <message>
            <source>Searched {count} orders back to {day}</source>
            <translation>{count} pedidos revisados, hasta el {day}</translation>
        </message>
        <message>
            <source>{count} orders searched back to {day}</source>
            <translation>{count} pedidos revisados hasta el {day}</translation>
        </message>
        <message>
            <source>The note could not be written: {problem}</source>
            <extracomment>Whether the notes' file exists: a till where no note was ever made reads nothing at a lookup.</extracomment>
            <translation>No se pudo guardar la nota: {problem}</translation>
        </message>
        <message>
            <source>Noted: the guest says {codes} of order {order} is lost.</source>
            <translation>Anotado: el cliente dice haber perdido {codes} del pedido {order}.</translation>
        </message>
        <message>
            <source>Reported lost: on {day} manager {manager} noted that the guest says the vouchers of order {order} are lost. Check who is presenting it.</source>
            <translation>Perdido según el cliente: el {day} el responsable {manager} anotó que el cliente dice haber perdido los bonos del pedido {order}. Compruebe quién lo presenta.</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Pedido</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Fecha</translation>
        </message>
        <message>
            <source>Purchaser</source>
            <translation>Comprador</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>Correo</translation>
        </message>
        <message>
            <source>Recipient</source>
            <translation>Destinatario</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Código</translation>
        </message>
        <message>
            <source>Voucher</source>
            <translation>Bono</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Saldo</translation>
        </message>
        <message>
            <source>Search the service again</source>
            <translation>Buscar de nuevo en el servicio</translation>
        </message>
        <message>
            <source>Search again</source>
            <translation>Buscar de nuevo</translation>
        </message>
        <message>
            <source>Reads every order again, for a guest whose details were changed elsewhere.</source>
            <translation>Vuelve a leer todos los pedidos, para un cliente cuyos datos se cambiaron en otro sitio.</translation>
        </message>
        <message numerus="yes">
            <source>, %n order(s) could not be read</source>
            <extracomment>Orders matched, written or shown between two turns of the Qt loop (a few milliseconds' work).</extracomment>
            <translation>
                <numerusform>, %n pedido no se pudo leer</numerusform>
                <numerusform>, %n pedidos no se pudieron leer</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Guest</name>
        <message>
            <source>Guest's language…</source>
            <translation>Idioma del cliente…</translation>
        </message>
        <message>
            <source>Guest</source>
            <translation>Cliente</translation>
        </message>
        <message>
            <source>The guest's language, on the guest display and the guest's slips: {language} (Ctrl+G). The till stays in yours.</source>
            <translation>El idioma del cliente, en la pantalla del cliente y en sus tickets: {language} (Ctrl+G). La caja sigue en el suyo.</translation>
        </message>
        <message>
            <source>Guest's language, for the guest display and slips</source>
            <translation>Idioma del cliente, para la pantalla del cliente y los tickets</translation>
        </message>
        <message>
            <source>Guest display</source>
            <extracomment>The setting's word for "never show a customer display". The screen the display was placed on, None while it is not shown.</extracomment>
            <translation>Pantalla del cliente</translation>
        </message>
        <message>
            <source>{product}: {amount} to use here.</source>
            <translation>{product}: {amount} para usar aquí.</translation>
        </message>
        <message>
            <source>{product}: {amount} to use here, until {day}.</source>
            <translation>{product}: {amount} para usar aquí, hasta el {day}.</translation>
        </message>
        <message>
            <source>{product}: cannot be used. {why}</source>
            <translation>{product}: no se puede usar. {why}</translation>
        </message>
        <message>
            <source>{amount} will be taken — {left} left</source>
            <translation>Se cobrarán {amount} — quedarán {left}</translation>
        </message>
        <message>
            <source>Your vouchers</source>
            <translation>Sus vales</translation>
        </message>
        <message>
            <source>Your bill</source>
            <translation>Su cuenta</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Bienvenido</translation>
        </message>
        <message>
            <source>Valid until {day}</source>
            <translation>Válido hasta el {day}</translation>
        </message>
        <message>
            <source>Total: {amount}</source>
            <translation>Total: {amount}</translation>
        </message>
        <message>
            <source>This side faces the guest</source>
            <translation>Este lado mira al cliente</translation>
        </message>
        <message>
            <source>The payment is being checked. Please wait a moment.</source>
            <translation>Se está comprobando el pago. Espere un momento, por favor.</translation>
        </message>
        <message>
            <source>One moment, please</source>
            <translation>Un momento, por favor</translation>
        </message>
        <message>
            <source>Nothing was taken from the voucher.</source>
            <extracomment>How long the display keeps a voucher, a review or an outcome before it goes back to the property's name: long enough to read it across a counter, short enough that the next guest never sees it. A no-break space: a day is never split over two lines of the display ("3 / listopada 2027"). Redraws the current screen in a newly chosen language.</extracomment>
            <translation>No se ha cobrado nada del vale.</translation>
        </message>
        <message>
            <source>Not taken</source>
            <translation>No cobrado</translation>
        </message>
        <message>
            <source>Left to pay: {amount}</source>
            <translation>Queda por pagar: {amount}</translation>
        </message>
        <message>
            <source>Guest display test</source>
            <translation>Prueba de la pantalla del cliente</translation>
        </message>
        <message>
            <source>Done: {amount} taken — {left} left</source>
            <translation>Hecho: se han cobrado {amount} — quedan {left}</translation>
        </message>
        <message>
            <source>Done: {amount} taken — {left} left — valid until {day}</source>
            <translation>Hecho: se han cobrado {amount} — quedan {left} — válido hasta el {day}</translation>
        </message>
        <message>
            <source>Can be used here, all at once</source>
            <translation>Se puede usar aquí, todo de una vez</translation>
        </message>
        <message>
            <source>Can be used here in part</source>
            <translation>Se puede usar aquí en parte</translation>
        </message>
        <message>
            <source>Balance: {amount}</source>
            <translation>Saldo: {amount}</translation>
        </message>
        <message>
            <source>Guest display test pattern</source>
            <translation>Patrón de prueba de la pantalla del cliente</translation>
        </message>
    </context>
    <context>
        <name>Handoff</name>
        <message>
            <source>Gift voucher</source>
            <translation>Bono regalo</translation>
        </message>
        <message>
            <source>not given</source>
            <extracomment>[DECIDE] How far back an unticked redemption is still shown and reminded of: a day covers a shift that ran past midnight and a till restarted the next morning, without nagging forever. The service's redeem history shows the event reversed, and not by this till: nothing to key. A bill's redemptions, keyed on the POS as one tender (``app.core.bill_handoff``).</extracomment>
            <translation>no indicada</translation>
        </message>
        <message>
            <source>Reversed elsewhere — do not key {amount} (reference {reference})</source>
            <translation>Anulado en otro sitio — no registre {amount} (referencia {reference})</translation>
        </message>
        <message>
            <source>Take {amount} payment on the POS for a voucher sale — reference {reference}</source>
            <translation>Cobre {amount} en el TPV por una venta de bono — referencia {reference}</translation>
        </message>
        <message>
            <source>Take {amount} payment on the POS for a new gift card — reference {reference}</source>
            <translation>Cobre {amount} en el TPV por una tarjeta regalo nueva — referencia {reference}</translation>
        </message>
        <message>
            <source>Take {amount} payment on the POS for a gift card top-up — reference {reference}</source>
            <translation>Cobre {amount} en el TPV por una recarga de tarjeta regalo — referencia {reference}</translation>
        </message>
        <message>
            <source>Key {amount} as {tender} — reference {reference}</source>
            <translation>Registre {amount} como {tender} — referencia {reference}</translation>
        </message>
        <message>
            <source>Gift card payment</source>
            <translation>Pago de tarjeta regalo</translation>
        </message>
        <message>
            <source>Voucher sale</source>
            <translation>Venta de bono</translation>
        </message>
        <message>
            <source>{amount} {what} ref {references}</source>
            <translation>{amount} {what} ref. {references}</translation>
        </message>
        <message>
            <source>Redeemed</source>
            <translation>Canjeado</translation>
        </message>
        <message>
            <source>New card sold</source>
            <translation>Tarjeta nueva vendida</translation>
        </message>
        <message>
            <source>Topped up</source>
            <translation>Recargado</translation>
        </message>
        <message>
            <source>Vouchers sold</source>
            <translation>Bonos vendidos</translation>
        </message>
        <message>
            <source>{done} {time} by {staff}</source>
            <translation>{done} {time} por {staff}</translation>
        </message>
        <message>
            <source>{done} {time}</source>
            <translation>{done} {time}</translation>
        </message>
        <message>
            <source>{time} {amount} — ref {references} — {staff}</source>
            <translation>{time} {amount} — ref. {references} — {staff}</translation>
        </message>
        <message>
            <source>What to key on the POS</source>
            <extracomment>A finger-sized button on a touch screen. Windows shorter than this keep the hand-off to its instruction and keys (``HandoffBanner._fit``). Offered beside a slip that could not be printed: the guest still gets it, as a PDF. Whether the window's resizes are watched (``showEvent``).</extracomment>
            <translation>Qué registrar en el TPV</translation>
        </message>
        <message>
            <source>Copy ({key})</source>
            <translation>Copiar ({key})</translation>
        </message>
        <message>
            <source>Copy the amount and the reference, to paste into the POS</source>
            <translation>Copiar el importe y la referencia para pegarlos en el TPV</translation>
        </message>
        <message>
            <source>Copy amount and reference</source>
            <translation>Copiar importe y referencia</translation>
        </message>
        <message>
            <source>Tick once the amount is keyed as a gift voucher tender on the POS</source>
            <translation>Marque cuando el importe esté registrado en el TPV como pago con bono regalo</translation>
        </message>
        <message>
            <source>Slip ({key})</source>
            <translation>Ticket ({key})</translation>
        </message>
        <message>
            <source>Print the guest's slip of the last redemption</source>
            <translation>Imprimir el ticket del cliente del último canje</translation>
        </message>
        <message>
            <source>Print slip</source>
            <translation>Imprimir ticket</translation>
        </message>
        <message>
            <source>Save as PDF…</source>
            <translation>Guardar como PDF…</translation>
        </message>
        <message>
            <source>Save the slip as a PDF, to print or send later</source>
            <translation>Guardar el ticket como PDF para imprimirlo o enviarlo más tarde</translation>
        </message>
        <message>
            <source>✓ Keyed on POS ({key})</source>
            <translation>✓ Registrado en TPV ({key})</translation>
        </message>
        <message>
            <source>Redeemed {time} by {staff} on {code}; the service shows it reversed since, not by this till. Tick to take it off the list.</source>
            <translation>Canjeado {time} por {staff} en {code}; el servicio lo muestra anulado después, no desde esta caja. Márquelo para quitarlo de la lista.</translation>
        </message>
        <message>
            <source>On the POS now · {detail}</source>
            <translation>Ahora en el TPV · {detail}</translation>
        </message>
        <message>
            <source>{done} on {code}</source>
            <translation>{done} · vale {code}</translation>
        </message>
        <message>
            <source>✓ Seen ({key})</source>
            <translation>✓ Visto ({key})</translation>
        </message>
        <message numerus="yes">
            <source>%n more not keyed</source>
            <translation>
                <numerusform>%n más sin registrar</numerusform>
                <numerusform>%n más sin registrar</numerusform>
            </translation>
        </message>
        <message>
            <source>Copied “{text}”.</source>
            <translation>Copiado «{text}».</translation>
        </message>
        <message numerus="yes">
            <source>• and %n earlier</source>
            <extracomment>The reminder names this many redemptions, newest first, and counts the rest.</extracomment>
            <translation>
                <numerusform>• y %n anterior</numerusform>
                <numerusform>• y %n anteriores</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement is not settled with the service:

{lines}

A manager must check them.</source>
            <translation>1 operación no está cerrada con el servicio:

{lines}

Un encargado debe revisarla.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements are not settled with the service:

{lines}

A manager must check them.</source>
            <translation>
                <numerusform>%n operación no está cerrada con el servicio:

{lines}

Un encargado debe revisarlas.</numerusform>
                <numerusform>%n operaciones no están cerradas con el servicio:

{lines}

Un encargado debe revisarlas.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 redemption is not ticked as keyed on the POS:

{lines}

Key them on the POS and tick them first.</source>
            <translation>1 canje no está marcado como registrado en el TPV:

{lines}

Regístrelo primero en el TPV y márquelo.</translation>
        </message>
        <message numerus="yes">
            <source>%n redemptions are not ticked as keyed on the POS:

{lines}

Key them on the POS and tick them first.</source>
            <translation>
                <numerusform>%n canje no está marcado como registrado en el TPV:

{lines}

Regístrelos primero en el TPV y márquelos.</numerusform>
                <numerusform>%n canjes no están marcados como registrados en el TPV:

{lines}

Regístrelos primero en el TPV y márquelos.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement is not ticked as keyed on the POS:

{lines}

Key them on the POS and tick them first.</source>
            <translation>1 operación no está marcada como registrada en el TPV:

{lines}

Regístrela primero en el TPV y márquela.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements are not ticked as keyed on the POS:

{lines}

Key them on the POS and tick them first.</source>
            <translation>
                <numerusform>%n operación no está marcada como registrada en el TPV:

{lines}

Regístrelas primero en el TPV y márquelas.</numerusform>
                <numerusform>%n operaciones no están marcadas como registradas en el TPV:

{lines}

Regístrelas primero en el TPV y márquelas.</numerusform>
            </translation>
        </message>
        <message>
            <source>Not settled</source>
            <translation>Sin cerrar</translation>
        </message>
        <message>
            <source>Not keyed on the POS</source>
            <translation>Sin registrar en el TPV</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>Volver</translation>
        </message>
        <message>
            <source>waits for a manager's decision</source>
            <extracomment>Why an unsettled movement waits, for the list shown before leaving.</extracomment>
            <translation>espera la decisión de un encargado</translation>
        </message>
        <message>
            <source>not yet confirmed by the service</source>
            <translation>aún sin confirmar por el servicio</translation>
        </message>
        <message>
            <source>sent, no answer yet</source>
            <translation>enviada, aún sin respuesta</translation>
        </message>
        <message>
            <source>The till could not read its journal: some movements may not be settled.</source>
            <extracomment>Events of this till's redemptions the service's history shows reversed, not by this till. When this session began: a bill left with lines never sent before it was interrupted. The interrupted bills the cashier was told of, by bill id (once a session each).</extracomment>
            <translation>La caja no pudo leer su diario: puede que algunas operaciones no estén cerradas.</translation>
        </message>
        <message>
            <source>{time} {what}: {why}</source>
            <translation>{time} {what}: {why}</translation>
        </message>
        <message>
            <source>The till could not read which redemptions are keyed on the POS.</source>
            <translation>La caja no pudo leer qué canjes están registrados en el TPV.</translation>
        </message>
        <message>
            <source>Sign in first: a tick records who keyed the redemption on the POS.</source>
            <translation>Inicie sesión primero: la marca registra quién registró el canje en el TPV.</translation>
        </message>
        <message>
            <source>{problem} The redemption still shows as not keyed; try the tick again.</source>
            <translation>{problem} El canje sigue apareciendo sin registrar; vuelva a marcarlo.</translation>
        </message>
        <message>
            <source>Bill {reference} was interrupted when the till stopped: the service took {taken}; not sent: {lines}. {left} left to pay on the POS.</source>
            <translation>La cuenta {reference} se interrumpió cuando se detuvo la caja: el servicio cobró {taken}; no enviado: {lines}. Quedan {left} por pagar en el TPV.</translation>
        </message>
        <message>
            <source>A voucher of this bill is not confirmed: a manager decides it first (Manager ▸ Unconfirmed movements), then the bill is keyed on the POS.</source>
            <translation>Un bono de esta cuenta no está confirmado: primero decide un responsable (Responsable ▸ Operaciones sin confirmar) y luego se registra la cuenta en el TPV.</translation>
        </message>
    </context>
    <context>
        <name>Header</name>
        <message>
            <source>TRAINING — no real money</source>
            <extracomment>Who is signed in ("" for nobody), said again in the language the till changes to.</extracomment>
            <translation>FORMACIÓN — sin dinero real</translation>
        </message>
        <message>
            <source>The till's log</source>
            <translation>El registro de la caja</translation>
        </message>
        <message>
            <source>Messages from the till</source>
            <translation>Mensajes de la caja</translation>
        </message>
        <message>
            <source>Storage problem</source>
            <translation>Problema de almacenamiento</translation>
        </message>
        <message>
            <source>Try again now</source>
            <translation>Reintentar ahora</translation>
        </message>
        <message>
            <source>Check again whether the till can write its journal and audit log</source>
            <translation>Comprobar de nuevo si la caja puede escribir su diario y su registro de auditoría</translation>
        </message>
        <message>
            <source>Property and location</source>
            <translation>Establecimiento y ubicación</translation>
        </message>
        <message>
            <source>Connection to the voucher service</source>
            <translation>Conexión con el servicio de bonos</translation>
        </message>
        <message>
            <source>Movements waiting for a manager</source>
            <translation>Operaciones pendientes de un encargado</translation>
        </message>
        <message>
            <source>Unconfirmed movements… (Ctrl+U)</source>
            <translation>Operaciones sin confirmar… (Ctrl+U)</translation>
        </message>
        <message>
            <source>A manager decides each one, with the service's events shown (Ctrl+U)</source>
            <translation>Un encargado decide cada una, con los eventos del servicio a la vista (Ctrl+U)</translation>
        </message>
        <message>
            <source>The till's clock</source>
            <translation>El reloj de la caja</translation>
        </message>
        <message>
            <source>Staff: {name}</source>
            <translation>Personal: {name}</translation>
        </message>
        <message>
            <source>Not signed in</source>
            <translation>Nadie ha iniciado sesión</translation>
        </message>
    </context>
    <context>
        <name>Integrity</name>
        <message>
            <source>High balances looked up, not redeemed</source>
            <extracomment>The column heading of each count: what was done, in plain words, never what it means.</extracomment>
            <translation>Saldos altos consultados, no canjeados</translation>
        </message>
        <message>
            <source>Opened read-only, redeemed within minutes</source>
            <translation>Abiertos solo lectura, canjeados en minutos</translation>
        </message>
        <message>
            <source>Own redemptions reversed</source>
            <translation>Canjes propios anulados</translation>
        </message>
        <message>
            <source>Not ticked as keyed on the POS</source>
            <translation>No marcados como registrados en el TPV</translation>
        </message>
        <message>
            <source>Whole codes shown</source>
            <translation>Códigos completos mostrados</translation>
        </message>
        <message>
            <source>Sales not ticked as paid</source>
            <translation>Ventas no marcadas como pagadas</translation>
        </message>
        <message>
            <source>Lines in the audit log (all actions)</source>
            <extracomment>The first row: how much each member of staff did, to read their counts against.</extracomment>
            <translation>Líneas del registro de auditoría (todas las acciones)</translation>
        </message>
        <message>
            <source>Count</source>
            <extracomment>The count's words, then the usual figure (the mean over staff), then one column per member of staff.</extracomment>
            <translation>Recuento</translation>
        </message>
        <message>
            <source>Usual here</source>
            <translation>Habitual aquí</translation>
        </message>
        <message numerus="yes">
            <source>%n member(s) of staff at this till from {first} to {last}.</source>
            <translation>
                <numerusform>%n persona del personal en esta caja del {first} al {last}.</numerusform>
                <numerusform>%n personas del personal en esta caja del {first} al {last}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{what} — {staff}: %n line(s) of the audit log.</source>
            <translation>
                <numerusform>{what} — {staff}: %n línea del registro de auditoría.</numerusform>
                <numerusform>{what} — {staff}: %n líneas del registro de auditoría.</numerusform>
            </translation>
        </message>
        <message>
            <source>Staff integrity report</source>
            <extracomment>How far back the report looks when it opens: a week holds every shift pattern of a rota.</extracomment>
            <translation>Informe de integridad del personal</translation>
        </message>
        <message>
            <source>From date</source>
            <translation>Desde la fecha</translation>
        </message>
        <message>
            <source>To date</source>
            <translation>Hasta la fecha</translation>
        </message>
        <message>
            <source>Counts to look at, not findings: a busy shift, a guest who changed their mind or a colleague covering a break explains most of them. Choose a count to read the audit lines behind it.</source>
            <translation>Recuentos para revisar, no conclusiones: un turno con mucho trabajo, un cliente que cambió de opinión o un compañero que cubre un descanso explican la mayoría. Elija un recuento para leer las líneas del registro que hay detrás.</translation>
        </message>
        <message>
            <source>Counts per member of staff</source>
            <translation>Recuentos por persona del personal</translation>
        </message>
        <message>
            <source>Audit lines behind the count</source>
            <translation>Líneas del registro tras el recuento</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Desde</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Hasta</translation>
        </message>
        <message>
            <source>Counting…</source>
            <translation>Contando…</translation>
        </message>
    </context>
    <context>
        <name>Manager</name>
        <message>
            <source>Check the audit log</source>
            <translation>Comprobar el registro de auditoría</translation>
        </message>
        <message>
            <source>{problem}. The service settings were not changed.</source>
            <translation>{problem}. La configuración del servicio no se cambió.</translation>
        </message>
        <message>
            <source>Lift the pause on lookups</source>
            <translation>Levantar la pausa de búsquedas</translation>
        </message>
        <message>
            <source>The pause is lifted: codes can be looked up again.</source>
            <translation>Pausa levantada: ya se pueden buscar códigos de nuevo.</translation>
        </message>
        <message>
            <source>Lookups are not paused.</source>
            <translation>Las búsquedas no están en pausa.</translation>
        </message>
        <message>
            <source>The voucher accounts and their VAT classes</source>
            <translation>Las cuentas de vales y sus clases de IVA</translation>
        </message>
        <message>
            <source>Check the service and adapt the till to it</source>
            <translation>Comprobar el servicio y adaptar la caja a él</translation>
        </message>
        <message>
            <source>Choose an event in the activity list first.</source>
            <translation>Elija primero un movimiento de la lista de actividad.</translation>
        </message>
        <message>
            <source>Choose a line of the redeem history first.</source>
            <translation>Elija primero una línea del historial de canjes.</translation>
        </message>
        <message>
            <source>Look up a voucher of the order first.</source>
            <translation>Busque primero un bono del pedido.</translation>
        </message>
        <message>
            <source>No movement is waiting for a manager's decision.</source>
            <translation>Ninguna operación espera la decisión de un encargado.</translation>
        </message>
        <message>
            <source>View the audit log</source>
            <translation>Ver el registro de auditoría</translation>
        </message>
        <message>
            <source>Open a voucher from the feed first; a scanned one already shows its code.</source>
            <translation>Abra primero un bono desde la actividad; uno escaneado ya muestra su código.</translation>
        </message>
        <message>
            <source>Show a voucher's whole code</source>
            <translation>Mostrar el código completo de un bono</translation>
        </message>
        <message>
            <source>The end of shift report</source>
            <translation>El cierre de turno</translation>
        </message>
        <message>
            <source>The staff integrity report</source>
            <translation>El informe de integridad del personal</translation>
        </message>
        <message>
            <source>Change the dual-control limit</source>
            <translation>Cambiar el límite del doble control</translation>
        </message>
        <message>
            <source>Add or remove managers, or change a PIN</source>
            <translation>Añadir o quitar encargados, o cambiar un PIN</translation>
        </message>
        <message>
            <source>A training till always runs on the built-in sandbox; its service cannot change.</source>
            <translation>Una caja de formación siempre usa el entorno de pruebas integrado; su servicio no se puede cambiar.</translation>
        </message>
        <message>
            <source>Change the service settings</source>
            <translation>Cambiar la configuración del servicio</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Encargado</translation>
        </message>
        <message>
            <source>Offline: reverses and refunds wait until the service answers again.</source>
            <translation>Sin conexión: las anulaciones y los reembolsos esperan a que el servicio vuelva a responder.</translation>
        </message>
    </context>
    <context>
        <name>ManagerMenu</name>
        <message>
            <source>Check the audit log…</source>
            <translation>Comprobar el registro de auditoría…</translation>
        </message>
        <message>
            <source>Lift the pause on lookups…</source>
            <translation>Levantar la pausa de búsquedas…</translation>
        </message>
        <message>
            <source>Voucher accounts and VAT…</source>
            <translation>Cuentas de vales e IVA…</translation>
        </message>
        <message>
            <source>Check the service…</source>
            <translation>Comprobar el servicio…</translation>
        </message>
        <message>
            <source>Reverse the selected event…</source>
            <extracomment>A dispute pack opened over the shift report, from one of its lines. The view-model whose check before the PIN is running: a second click waits for it.</extracomment>
            <translation>Anular el movimiento elegido…</translation>
        </message>
        <message>
            <source>Refund this voucher's order…</source>
            <translation>Reembolsar el pedido de este bono…</translation>
        </message>
        <message>
            <source>Unconfirmed movements…</source>
            <translation>Operaciones sin confirmar…</translation>
        </message>
        <message>
            <source>Audit log…</source>
            <translation>Registro de auditoría…</translation>
        </message>
        <message>
            <source>Show the voucher's whole code…</source>
            <translation>Mostrar el código completo del bono…</translation>
        </message>
        <message>
            <source>Show the guest's e-mail address…</source>
            <translation>Mostrar el correo del cliente…</translation>
        </message>
        <message>
            <source>Dispute pack for this voucher…</source>
            <translation>Dossier de reclamación de este bono…</translation>
        </message>
        <message>
            <source>Report a problem with this voucher…</source>
            <translation>Informar de un problema con este bono…</translation>
        </message>
        <message>
            <source>Voucher cases…</source>
            <translation>Casos de bonos…</translation>
        </message>
        <message>
            <source>End of shift report…</source>
            <translation>Cierre de turno…</translation>
        </message>
        <message>
            <source>Staff integrity report…</source>
            <translation>Informe de integridad del personal…</translation>
        </message>
        <message>
            <source>Managers and PINs…</source>
            <translation>Encargados y PIN…</translation>
        </message>
        <message>
            <source>Dual control limit…</source>
            <translation>Límite del doble control…</translation>
        </message>
        <message>
            <source>Service settings…</source>
            <translation>Configuración del servicio…</translation>
        </message>
        <message>
            <source>This voucher</source>
            <translation>Este bono</translation>
        </message>
        <message>
            <source>Reports and audit</source>
            <translation>Informes y auditoría</translation>
        </message>
        <message>
            <source>Till settings</source>
            <translation>Ajustes de la caja</translation>
        </message>
    </context>
    <context>
        <name>Managers</name>
        <message>
            <source>Managers and PINs</source>
            <translation>Encargados y PIN</translation>
        </message>
        <message>
            <source>Managers</source>
            <translation>Encargados</translation>
        </message>
        <message>
            <source>Remove manager</source>
            <translation>Quitar encargado</translation>
        </message>
        <message>
            <source>New manager's name</source>
            <extracomment>The last thing asked was to add a manager (a refusal may be about the name).</extracomment>
            <translation>Nombre del nuevo encargado</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>New manager's PIN</source>
            <translation>PIN del nuevo encargado</translation>
        </message>
        <message>
            <source>New manager's PIN again</source>
            <translation>Repita el PIN del nuevo encargado</translation>
        </message>
        <message>
            <source>Add manager</source>
            <translation>Añadir encargado</translation>
        </message>
        <message>
            <source>Add a manager</source>
            <translation>Nuevo encargado</translation>
        </message>
        <message>
            <source>PIN (4–8 digits)</source>
            <translation>PIN (4–8 cifras)</translation>
        </message>
        <message>
            <source>PIN again</source>
            <translation>Repita el PIN</translation>
        </message>
        <message>
            <source>Chosen manager's new PIN</source>
            <translation>Nuevo PIN del encargado elegido</translation>
        </message>
        <message>
            <source>Chosen manager's new PIN again</source>
            <translation>Repita el nuevo PIN del encargado elegido</translation>
        </message>
        <message>
            <source>Change PIN</source>
            <translation>Cambiar PIN</translation>
        </message>
        <message>
            <source>New PIN for the chosen manager</source>
            <translation>Nuevo PIN para el encargado elegido</translation>
        </message>
        <message>
            <source>New PIN</source>
            <translation>PIN nuevo</translation>
        </message>
        <message>
            <source>New PIN again</source>
            <translation>Repita el PIN nuevo</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>That looks like a PIN. Type the manager's name, then the PIN.</source>
            <extracomment>Said when the name field holds what looks like a PIN: a PIN typed into the name field by a hurried manager must never be kept, shown or written to the audit log as a name.</extracomment>
            <translation>Eso parece un PIN. Escriba el nombre del encargado y luego el PIN.</translation>
        </message>
        <message>
            <source>The two PINs are not the same. Type them again.</source>
            <extracomment>A PIN another manager has: the same words as a guessable PIN, never "another manager has it".</extracomment>
            <translation>Los dos PIN no coinciden. Escríbalos de nuevo.</translation>
        </message>
        <message>
            <source>Type the manager's name.</source>
            <translation>Escriba el nombre del encargado.</translation>
        </message>
        <message>
            <source>{name} is already a manager.</source>
            <translation>{name} ya es encargado.</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Encargado</translation>
        </message>
        <message>
            <source>Choose the manager whose PIN changes.</source>
            <translation>Elija el encargado cuyo PIN cambia.</translation>
        </message>
        <message>
            <source>Choose the manager to remove.</source>
            <translation>Elija el encargado que quiere quitar.</translation>
        </message>
        <message>
            <source>The last manager cannot be removed: add another manager first.</source>
            <translation>No se puede quitar al último encargado: añada antes otro.</translation>
        </message>
        <message>
            <source>{name} is no longer a manager at this till.</source>
            <translation>{name} ya no es encargado en esta caja.</translation>
        </message>
        <message>
            <source>{name} is now a manager at this till.</source>
            <translation>{name} ya es encargado en esta caja.</translation>
        </message>
        <message>
            <source>{name}'s PIN is changed.</source>
            <translation>El PIN de {name} se ha cambiado.</translation>
        </message>
        <message>
            <source>{problem}. Nothing was changed.</source>
            <translation>{problem}. No se ha cambiado nada.</translation>
        </message>
    </context>
    <context>
        <name>Menu</name>
        <message>
            <source>Save a support report…</source>
            <translation>Guardar un informe para soporte…</translation>
        </message>
        <message>
            <source>&amp;Shift</source>
            <translation>T&amp;urno</translation>
        </message>
        <message>
            <source>Change staff…</source>
            <translation>Cambiar de empleado…</translation>
        </message>
        <message>
            <source>Find a code</source>
            <translation>Buscar un código</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Salir</translation>
        </message>
        <message>
            <source>&amp;Manager</source>
            <translation>&amp;Encargado</translation>
        </message>
        <message>
            <source>S&amp;lips</source>
            <translation>T&amp;ickets</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>A&amp;yuda</translation>
        </message>
        <message>
            <source>About {app}</source>
            <translation>Acerca de {app}</translation>
        </message>
        <message>
            <source>{app} {version}
Redeem gift vouchers at the till.</source>
            <translation>{app} {version}
Canje de bonos regalo en caja.</translation>
        </message>
    </context>
    <context>
        <name>Moment</name>
        <message>
            <source>Type a day and time ({example}, 3.12.2026 06:00, or 06:00 on this day)</source>
            <translation>Escriba un día y una hora ({example}, 3.12.2026 06:00, o 06:00 para este día)</translation>
        </message>
    </context>
    <context>
        <name>Movement</name>
        <message>
            <source>a redemption of {amount} on {code}</source>
            <extracomment>The request itself, sent once; its answer is a balance event (None for a refund). "redemption", "top-up": the kind in till words. How a sentence names one, with its amount and without (``what``); whole phrases, so a translator can give each kind its own grammar. These and the words below are marked for translation (``QT_TRANSLATE_NOOP``, context "Movement") and translated where they are used.</extracomment>
            <translation>un canje de {amount} en {code}</translation>
        </message>
        <message>
            <source>a redemption on {code}</source>
            <translation>un canje en {code}</translation>
        </message>
        <message>
            <source>nothing was taken</source>
            <extracomment>What the cashier is told did not happen when it is not applied.</extracomment>
            <translation>no se ha descontado nada</translation>
        </message>
        <message>
            <source>taken</source>
            <extracomment>What it did when it went through: "taken", in "marked as taken" and "called not taken".</extracomment>
            <translation>descontado</translation>
        </message>
        <message>
            <source>one event that could be it</source>
            <extracomment>What the cashier must not do after the service refused it ("" when nothing follows).</extracomment>
            <translation>un movimiento que podría ser ese</translation>
        </message>
        <message numerus="yes">
            <source>%n events that could be it</source>
            <translation>
                <numerusform>%n movimiento que podría ser ese</numerusform>
                <numerusform>%n movimientos que podrían ser ese</numerusform>
            </translation>
        </message>
        <message>
            <source>nothing was refunded — do not refund the payment</source>
            <translation>no se ha reembolsado nada — no devuelva el pago</translation>
        </message>
        <message>
            <source>refunded</source>
            <translation>reembolsado</translation>
        </message>
        <message>
            <source> — do not refund the payment</source>
            <translation> — no devuelva el pago</translation>
        </message>
        <message>
            <source>the refund of order #{order}</source>
            <translation>el reembolso del pedido n.º {order}</translation>
        </message>
        <message>
            <source>a refund of the order that could be it</source>
            <translation>un reembolso del pedido que podría ser ese</translation>
        </message>
        <message>
            <source>no refund that could be it</source>
            <translation>ningún reembolso que pueda ser ese</translation>
        </message>
        <message>
            <source>nothing was reversed</source>
            <translation>no se ha anulado nada</translation>
        </message>
        <message>
            <source>reversed</source>
            <translation>anulado</translation>
        </message>
        <message>
            <source>the reverse of event {event} on {code}</source>
            <translation>la anulación del movimiento {event} en {code}</translation>
        </message>
        <message>
            <source>the reverse of event {event} of {amount} on {code}</source>
            <translation>la anulación del movimiento {event} de {amount} en {code}</translation>
        </message>
        <message>
            <source>no voucher was sold — take no payment for it</source>
            <extracomment>How much earlier than the intent (on the service's clock) the orders list is read from: a service stamps an order when it starts it, and the measured offset may be a little out. Pages of orders read at most when looking for a reference (50 each): a busy web shop's hour.</extracomment>
            <translation>no se ha vendido ningún bono — no cobre nada</translation>
        </message>
        <message>
            <source>sold</source>
            <translation>vendido</translation>
        </message>
        <message>
            <source> — take no payment for it</source>
            <translation> — no cobre nada</translation>
        </message>
        <message>
            <source>the sale (reference {reference})</source>
            <translation>la venta (referencia {reference})</translation>
        </message>
        <message>
            <source>the sale of {amount} (reference {reference})</source>
            <translation>la venta de {amount} (referencia {reference})</translation>
        </message>
        <message>
            <source>one order carrying its reference</source>
            <translation>un pedido con esa referencia</translation>
        </message>
        <message numerus="yes">
            <source>%n orders carrying its reference</source>
            <translation>
                <numerusform>%n pedido con esa referencia</numerusform>
                <numerusform>%n pedidos con esa referencia</numerusform>
            </translation>
        </message>
        <message>
            <source>a top-up of {amount} on {code}</source>
            <translation>una recarga de {amount} en {code}</translation>
        </message>
        <message>
            <source>a top-up on {code}</source>
            <translation>una recarga en {code}</translation>
        </message>
        <message>
            <source>nothing was added</source>
            <translation>no se ha añadido nada</translation>
        </message>
        <message>
            <source>added</source>
            <translation>añadido</translation>
        </message>
        <message>
            <source>{what} that the till had called not {made} went through.</source>
            <translation>{what}, que la caja había dado por no {made}, se ha realizado.</translation>
        </message>
        <message>
            <source>{what} that the till had called not {made} went through at {time}.</source>
            <translation>{what}, que la caja había dado por no {made}, se ha realizado a las {time}.</translation>
        </message>
        <message>
            <source>Marked by {manager} as not {made}; the till could not confirm it ({what}).</source>
            <translation>Marcado por {manager} como no {made}; la caja no pudo confirmarlo ({what}).</translation>
        </message>
        <message>
            <source>Marked by {manager} as {made} (event {event}); the till could not confirm it ({what}).</source>
            <translation>Marcado por {manager} como {made} (movimiento {event}); la caja no pudo confirmarlo ({what}).</translation>
        </message>
        <message>
            <source>{what} went through.</source>
            <translation>{what} se ha realizado.</translation>
        </message>
        <message>
            <source>The service recorded {what} otherwise than asked — ask a manager.</source>
            <translation>El servicio registró {what} de otra forma de lo pedido — avise al encargado.</translation>
        </message>
        <message>
            <source>The till cannot confirm {what}: the service shows {found}, and {reason}. A manager must check.</source>
            <translation>La caja no puede confirmar {what}: el servicio muestra {found}, y {reason}. El encargado debe revisarlo.</translation>
        </message>
        <message>
            <source>no proof</source>
            <translation>no hay prueba</translation>
        </message>
        <message>
            <source>{what} was not made by this till: {reason}.</source>
            <translation>{what} no lo hizo esta caja: {reason}.</translation>
        </message>
        <message>
            <source>{what} did not go through; {nothing}.</source>
            <translation>{what} no se ha realizado; {nothing}.</translation>
        </message>
        <message>
            <source>The service refused {what}{refused}.</source>
            <translation>El servicio ha rechazado {what}{refused}.</translation>
        </message>
        <message>
            <source>{what} is not confirmed yet; the till keeps checking.</source>
            <translation>{what} aún no está confirmado; la caja sigue comprobando.</translation>
        </message>
        <message>
            <source>A manager decides it first: Manager → Unconfirmed movements (Ctrl+U).</source>
            <extracomment>Events that could be this movement's when the outcome is UNCONFIRMED, for the manager. Settled while a cashier's window waited for it (a lost answer's countdown): that window shows the outcome itself; only what was settled behind the cashier's back is news elsewhere.</extracomment>
            <translation>Primero decide un encargado: Encargado → Operaciones sin confirmar (Ctrl+U).</translation>
        </message>
        <message>
            <source>Wait for the check to finish, or ask a manager.</source>
            <translation>Espere a que termine la comprobación o pregunte a un encargado.</translation>
        </message>
        <message>
            <source>An earlier movement on this voucher is not confirmed and waits for a manager.</source>
            <translation>Una operación anterior de este bono no está confirmada y espera a un encargado.</translation>
        </message>
        <message>
            <source>Call a manager: an earlier movement on this voucher waits for their decision.</source>
            <translation>Llame a un encargado: una operación anterior de este bono espera su decisión.</translation>
        </message>
        <message>
            <source>Call a manager.</source>
            <translation>Llame a un encargado.</translation>
        </message>
        <message>
            <source>An earlier movement on this voucher is still being checked.</source>
            <translation>Una operación anterior de este bono aún se está comprobando.</translation>
        </message>
        <message>
            <source>An earlier movement on this voucher is still on its way.</source>
            <translation>Una operación anterior de este bono aún está en camino.</translation>
        </message>
        <message>
            <source>An earlier redemption of this voucher could not be checked again.</source>
            <extracomment>Background rounds in a row that met an unreadable answer before a movement goes to a manager. While waiting out the settle period, the records are read again this often. The latest after its intent that a request can still be applied by a slow service: five times the web server's 60 s limit, for a queue drained late. A matching event stamped later, on a desk other tills share, is theirs: it does not reopen a movement settled not applied. The movements whose voucher's balance tells whether they were applied. Background re-checks in a row that met an unreadable answer, by movement.</extracomment>
            <translation>No se pudo volver a comprobar un canje anterior de este bono.</translation>
        </message>
    </context>
    <context>
        <name>OrderFix</name>
        <message>
            <source>Correct order #{order}</source>
            <translation>Corregir pedido n.º {order}</translation>
        </message>
        <message>
            <source>Approved by {manager}</source>
            <translation>Aprobado por {manager}</translation>
        </message>
        <message>
            <source>Purchaser</source>
            <translation>Comprador</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>Correo electrónico</translation>
        </message>
        <message>
            <source>Recipient e-mail</source>
            <translation>Correo del destinatario</translation>
        </message>
        <message>
            <source>Purchaser's name</source>
            <translation>Nombre del comprador</translation>
        </message>
        <message>
            <source>Purchaser's e-mail</source>
            <translation>Correo del comprador</translation>
        </message>
        <message>
            <source>Recipient's e-mail</source>
            <translation>Correo del destinatario</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Guardar</translation>
        </message>
        <message>
            <source>Send the corrections (a tap; Enter never sends)</source>
            <translation>Enviar las correcciones (un toque; Intro nunca envía)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Close without sending anything more</source>
            <translation>Cerrar sin enviar nada más</translation>
        </message>
        <message>
            <source>Correct this voucher's order…</source>
            <translation>Corregir el pedido de este bono…</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Encargado</translation>
        </message>
        <message>
            <source>Look up a voucher of the order first.</source>
            <translation>Busque primero un bono del pedido.</translation>
        </message>
        <message>
            <source>purchaser's name</source>
            <extracomment>The order's fields a desk may correct: the service's name, and the till's words for it (the audit line keeps these English words; the screen says them in the language shown).</extracomment>
            <translation>nombre del comprador</translation>
        </message>
        <message>
            <source>purchaser's e-mail</source>
            <translation>correo del comprador</translation>
        </message>
        <message>
            <source>recipient's e-mail</source>
            <translation>correo del destinatario</translation>
        </message>
        <message>
            <source>Order #{order} could not be read</source>
            <extracomment>(order_id, {field: value} as read back): what the service now holds, for Find's index.</extracomment>
            <translation>No se pudo leer el pedido n.º {order}</translation>
        </message>
        <message>
            <source>Check the {fields}.</source>
            <translation>Revise: {fields}.</translation>
        </message>
        <message>
            <source>Nothing changed: nothing was sent.</source>
            <translation>No ha cambiado nada: no se ha enviado nada.</translation>
        </message>
        <message>
            <source>Order #{order} was not corrected</source>
            <translation>El pedido n.º {order} no se ha corregido</translation>
        </message>
        <message>
            <source>Order #{order}: the correction was sent but the order could not be read back ({why}). Look it up again before correcting it again.</source>
            <translation>Pedido n.º {order}: la corrección se ha enviado, pero no se ha podido volver a leer el pedido ({why}). Búsquelo de nuevo antes de volver a corregirlo.</translation>
        </message>
        <message>
            <source>Order #{order} reads back with another {fields} than asked — ask a manager.</source>
            <translation>Al releer el pedido n.º {order}, {fields} no coincide con lo pedido — avise a un encargado.</translation>
        </message>
        <message>
            <source>Order #{order} corrected: {fields}.</source>
            <translation>Pedido n.º {order} corregido: {fields}.</translation>
        </message>
        <message>
            <source>try again.</source>
            <translation>inténtelo de nuevo.</translation>
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
            <translation>Enviado al servicio de bonos, esperando respuesta…</translation>
        </message>
        <message>
            <source>No answer from the service {about}. Checking with the service…</source>
            <translation>Sin respuesta del servicio {about}. Comprobando con el servicio…</translation>
        </message>
        <message>
            <source>{checking} {seconds} s</source>
            <translation>{checking} {seconds} s</translation>
        </message>
        <message>
            <source>{problem}. Nothing was sent.</source>
            <translation>{problem}. No se ha enviado nada.</translation>
        </message>
        <message>
            <source>{problem}. {pending}</source>
            <translation>{problem}. {pending}</translation>
        </message>
        <message>
            <source>Still no answer from the service.</source>
            <translation>Sigue sin haber respuesta del servicio.</translation>
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
            <translation>{not_done}: {asked} no se realizó. {nothing}; puede volver a intentarlo.</translation>
        </message>
        <message>
            <source>Not confirmed: {asked} — no answer from the service yet. The till checks it again before {waits}.</source>
            <translation>Sin confirmar: {asked} — aún no hay respuesta del servicio. La caja lo comprueba de nuevo antes de que {waits}.</translation>
        </message>
        <message>
            <source>Sent: {asked} — the service's answer was lost and it could not be proven; a manager decides.</source>
            <translation>Enviado: {asked} — la respuesta del servicio se perdió y no se pudo comprobar; decide un encargado.</translation>
        </message>
        <message>
            <source>Sent: {asked} — not proven.</source>
            <translation>Enviado: {asked} — sin comprobar.</translation>
        </message>
        <message>
            <source>The service refused the {noun}.</source>
            <translation>El servicio rechazó la operación ({noun}).</translation>
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
            <translation>Aprobación del encargado</translation>
        </message>
        <message>
            <source>A manager approves this with their own PIN.</source>
            <translation>Un encargado lo aprueba con su propio PIN.</translation>
        </message>
        <message>
            <source>Manager PIN</source>
            <extracomment>The field refused a key (a letter, a ninth digit) since it was last empty.</extracomment>
            <translation>PIN del encargado</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Approve</source>
            <translation>Aprobar</translation>
        </message>
        <message>
            <source>Checking…</source>
            <translation>Comprobando…</translation>
        </message>
        <message>
            <source>Choose a different PIN: this one is not safe to use.</source>
            <extracomment>Said of every new PIN the till will not take although it is well formed: one a bystander guesses at once, and one another manager already has. One wording for both on purpose: a PIN says who approves, so two managers never share one, but saying "another manager has this PIN" would hand whoever typed it a colleague's PIN (see ``app.desk.manager.admin``).</extracomment>
            <translation>Elija otro PIN: este no es seguro.</translation>
        </message>
        <message>
            <source>The PIN must be {least} to {most} digits.</source>
            <extracomment>The PINs people choose most often (published analyses of leaked 4-digit PINs), besides the repeats and runs refused by rule: the first ones a thief at the desk would try.</extracomment>
            <translation>El PIN debe tener de {least} a {most} dígitos.</translation>
        </message>
        <message>
            <source>The stored manager PIN is unreadable; set a new one.</source>
            <translation>El PIN de encargado guardado no se puede leer; ponga uno nuevo.</translation>
        </message>
        <message>
            <source>Not a PIN: a PIN is {shortest} to {longest} digits. Not counted; type the PIN.</source>
            <extracomment>[DECIDE] The training till's manager and PIN (documented in the README and on the PIN prompt). ``hash_pin(TRAINING_PIN)``, made once: the PIN is public, and hashing it at start would cost the GUI thread 50 ms. Said, and neither counted nor audited, for what cannot be a PIN: a code scanned into the prompt (letters, or more digits than a PIN has) is not a manager guessing, and must not lock managers out.</extracomment>
            <translation>No es un PIN: un PIN tiene de {shortest} a {longest} dígitos. No cuenta como intento; escriba el PIN.</translation>
        </message>
        <message>
            <source>Training till: the manager PIN is {pin}.</source>
            <extracomment>The same words in the source language.</extracomment>
            <translation>Caja de formación: el PIN de encargado es {pin}.</translation>
        </message>
        <message>
            <source>Too many wrong PINs. Manager actions are locked for another {minutes} min.</source>
            <translation>Demasiados PIN incorrectos. Las acciones de encargado quedan bloqueadas {minutes} min más.</translation>
        </message>
        <message>
            <source>Type your manager PIN.</source>
            <translation>Escriba su PIN de encargado.</translation>
        </message>
        <message>
            <source>Wrong PIN. Try again.</source>
            <translation>PIN incorrecto. Inténtelo de nuevo.</translation>
        </message>
    </context>
    <context>
        <name>Recheck</name>
        <message>
            <source>The till's re-check of its movements</source>
            <translation>Nueva comprobación de las operaciones de la caja</translation>
        </message>
        <message>
            <source>the service cannot be reached.</source>
            <extracomment>How often open movements are looked at again while the service answers. The status line says movements are still being checked: it goes once none is open. What this round settled, said again beside what it leaves open.</extracomment>
            <translation>no se puede contactar con el servicio.</translation>
        </message>
        <message numerus="yes">
            <source>%n movement(s) not confirmed yet: {why} The till checks again as soon as it answers.</source>
            <translation>
                <numerusform>%n operación aún sin confirmar: {why} La caja vuelve a comprobar en cuanto responda.</numerusform>
                <numerusform>%n operaciones aún sin confirmar: {why} La caja vuelve a comprobar en cuanto responda.</numerusform>
            </translation>
        </message>
        <message>
            <source>{problem}. Open movements are checked again once it can.</source>
            <translation>{problem}. Las operaciones abiertas se volverán a comprobar cuando se pueda.</translation>
        </message>
        <message>
            <source>1 movement is still being checked with the service.</source>
            <translation>1 operación se sigue comprobando con el servicio.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements are still being checked with the service.</source>
            <translation>
                <numerusform>%n operación se sigue comprobando con el servicio.</numerusform>
                <numerusform>%n operaciones se siguen comprobando con el servicio.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement waits for a manager: {first}, which the till cannot confirm.</source>
            <translation>1 operación espera a un encargado: {first}, que la caja no puede confirmar.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements wait for a manager: {first} and {more} more, which the till cannot confirm.</source>
            <translation>
                <numerusform>%n operación espera a un encargado: {first} y {more} más, que la caja no puede confirmar.</numerusform>
                <numerusform>%n operaciones esperan a un encargado: {first} y {more} más, que la caja no puede confirmar.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement waits for a manager: {first}.</source>
            <translation>1 operación espera a un encargado: {first}.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements wait for a manager: {first} and {more} more.</source>
            <translation>
                <numerusform>%n operación espera a un encargado: {first} y {more} más.</numerusform>
                <numerusform>%n operaciones esperan a un encargado: {first} y {more} más.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Reconcile</name>
        <message>
            <source>{what}, possibly by another till</source>
            <extracomment>How far before the anchor's stamp (or, with no anchor, the intent's) the search starts: a day and a DST hour, because a service's clock can be moved back hours after the anchor (see above). How much earlier than the intent (by the measured offset) the service may have stamped its event. The offset is an event's stamp less the till's time the answer came, so a slow round trip only makes the estimate earlier (safer); the slack covers the one-second stamps and the clocks' drift since the offset was measured. Why the candidates could not be told apart, in till words ("" unless ambiguous).</extracomment>
            <translation>{what}, posiblemente desde otra caja</translation>
        </message>
        <message>
            <source>{what} at {time}, possibly by another till</source>
            <translation>{what} a las {time}, posiblemente desde otra caja</translation>
        </message>
        <message>
            <source>event {event} was reversed</source>
            <translation>el evento {event} se anuló</translation>
        </message>
        <message>
            <source>several reversals of that amount on this voucher could be this one</source>
            <translation>varias anulaciones de ese importe en este bono podrían ser esta</translation>
        </message>
        <message>
            <source>event {event} was already reversed by another till before this one asked</source>
            <translation>el evento {event} ya lo había anulado otra caja antes de que esta lo pidiera</translation>
        </message>
        <message>
            <source>the service shows more than one identical movement on this voucher</source>
            <translation>el servicio muestra más de una operación idéntica en este bono</translation>
        </message>
        <message>
            <source>another till at this location could have made it; the service does not say which till did</source>
            <translation>podría haberla hecho otra caja de esta ubicación; el servicio no dice cuál</translation>
        </message>
        <message>
            <source>it may have been recorded otherwise than asked (another amount, place or voucher)</source>
            <translation>puede haberse registrado de otra forma (otro importe, lugar o bono)</translation>
        </message>
    </context>
    <context>
        <name>Redeem</name>
        <message>
            <source>&amp;Amount</source>
            <translation>&amp;Importe</translation>
        </message>
        <message>
            <source>Amount to redeem</source>
            <translation>Importe a canjear</translation>
        </message>
        <message>
            <source>Amount to redeem; Enter shows what will be redeemed, to confirm (Alt+A)</source>
            <translation>Importe a canjear; Intro muestra lo que se canjeará, para confirmar (Alt+A)</translation>
        </message>
        <message>
            <source>Redeem…</source>
            <translation>Canjear…</translation>
        </message>
        <message>
            <source>Review the redemption</source>
            <translation>Revisar el canje</translation>
        </message>
        <message>
            <source>Show what will be redeemed, to confirm (Enter in the amount)</source>
            <translation>Mostrar lo que se canjeará, para confirmar (Intro en el importe)</translation>
        </message>
        <message>
            <source>redemption</source>
            <translation>canje</translation>
        </message>
        <message>
            <source>Do not redeem; change the amount or scan another code</source>
            <translation>No canjear; cambie el importe o escanee otro código</translation>
        </message>
        <message>
            <source>Redeeming…</source>
            <translation>Canjeando…</translation>
        </message>
        <message>
            <source>Use whole balance</source>
            <translation>Todo el saldo</translation>
        </message>
        <message>
            <source>Put the whole balance in the amount (then review and confirm)</source>
            <translation>Poner todo el saldo como importe (después revisar y confirmar)</translation>
        </message>
        <message>
            <source>Offline: redeeming is paused until the service answers</source>
            <translation>Sin conexión: los canjes quedan en pausa hasta que responda el servicio</translation>
        </message>
        <message>
            <source>The last redemption is still on its way or being checked: its outcome comes first.</source>
            <extracomment>Said under the amount when Enter or Redeem… is pressed while the last redemption is unanswered.</extracomment>
            <translation>El último canje aún está en camino o en comprobación: primero llega su resultado.</translation>
        </message>
        <message>
            <source>The earlier movement was settled before the override.</source>
            <extracomment>A warning about the voucher's order for the review ("Sold 40 minutes ago by e-mail …"), or "": set by the wiring, which knows the order on the counter (``app.desk.common.young_order``). The movement whose outcome the redeem line shows now, if any. The code of the redemption the outcome line is about ("" when it says something else).</extracomment>
            <translation>La operación anterior se cerró antes de la decisión del encargado.</translation>
        </message>
        <message>
            <source>Use whole balance {amount}</source>
            <translation>Todo el saldo {amount}</translation>
        </message>
        <message>
            <source>Type an amount, or use the whole balance</source>
            <translation>Escriba un importe o use todo el saldo</translation>
        </message>
        <message>
            <source>Nothing redeemed: the balance of {code} changed to {balance} while {amount} was under review (another till or the service). Type the amount again.</source>
            <translation>Nada canjeado: el saldo de {code} cambió a {balance} mientras {amount} estaba en revisión (otra caja o el servicio). Escriba de nuevo el importe.</translation>
        </message>
        <message>
            <source>Nothing redeemed: {amount} from {code} was under review when another code was typed or scanned.</source>
            <translation>Nada canjeado: {amount} de {code} estaba en revisión cuando se escribió o escaneó otro código.</translation>
        </message>
        <message>
            <source>Balance after: {amount}</source>
            <translation>Saldo después: {amount}</translation>
        </message>
        <message>
            <source>about {asked}</source>
            <translation>sobre {asked}</translation>
        </message>
        <message>
            <source>The redemption of {asked} is not confirmed: the till checks it again before this voucher can be redeemed again, and at its next start.</source>
            <translation>El canje de {asked} no está confirmado: la caja lo comprueba de nuevo antes de que este bono pueda volver a canjearse, y en su próximo inicio.</translation>
        </message>
        <message>
            <source>The redemption is not confirmed yet.</source>
            <translation>El canje aún no está confirmado.</translation>
        </message>
        <message>
            <source>{refused} An earlier redemption of this voucher could not be checked.</source>
            <translation>{refused} No se pudo comprobar un canje anterior de este bono.</translation>
        </message>
        <message>
            <source>Not sent: {asked}. {why}</source>
            <translation>No enviado: {asked}. {why}</translation>
        </message>
        <message>
            <source>Checking an earlier, unconfirmed redemption of this voucher first…</source>
            <translation>Comprobando primero un canje anterior sin confirmar de este bono…</translation>
        </message>
        <message>
            <source>{earlier} Nothing more was sent.</source>
            <translation>{earlier} No se envió nada más.</translation>
        </message>
        <message>
            <source>about an earlier redemption of this code</source>
            <translation>sobre un canje anterior de este código</translation>
        </message>
        <message>
            <source>No answer from the service {about}. Checking with the service… {seconds} s</source>
            <translation>Sin respuesta del servicio {about}. Comprobando con el servicio… {seconds} s</translation>
        </message>
        <message>
            <source>the balance</source>
            <translation>el saldo</translation>
        </message>
        <message>
            <source>The earlier redemption of {taken} from {code} went through (ref {event}).</source>
            <translation>El canje anterior de {taken} de {code} se realizó (ref. {event}).</translation>
        </message>
        <message>
            <source>The earlier redemption of {taken} from {code} went through.</source>
            <translation>El canje anterior de {taken} de {code} se realizó.</translation>
        </message>
        <message>
            <source>The earlier redemption of {taken} from {code} did not go through; nothing was taken.</source>
            <translation>El canje anterior de {taken} de {code} no se realizó; no se descontó nada.</translation>
        </message>
        <message>
            <source>Reversed by a manager: {amount} back on {code}; balance {balance}.</source>
            <translation>Anulado por un encargado: {amount} devuelto a {code}; saldo {balance}.</translation>
        </message>
        <message>
            <source>Redeemed</source>
            <extracomment>In the source language, marked for translation; :func:`outcome_text` says them translated.</extracomment>
            <translation>Canjeado</translation>
        </message>
        <message>
            <source>Not redeemed</source>
            <translation>No canjeado</translation>
        </message>
        <message>
            <source>Nothing was taken</source>
            <translation>No se descontó nada</translation>
        </message>
        <message>
            <source>this voucher can be redeemed again</source>
            <translation>este bono pueda volver a canjearse</translation>
        </message>
        <message>
            <source>{amount} from {code}</source>
            <translation>{amount} de {code}</translation>
        </message>
        <message>
            <source>{left} left</source>
            <translation>quedan {left}</translation>
        </message>
        <message>
            <source>the whole balance, {left} left</source>
            <translation>todo el saldo, quedan {left}</translation>
        </message>
        <message>
            <source>Redeem {asked} — {rest}</source>
            <translation>Canjear {asked} — {rest}</translation>
        </message>
        <message>
            <source>Redeemed {taken} from {code}. New balance {left} · ref {event}</source>
            <translation>Canjeado {taken} de {code}. Nuevo saldo {left} · ref. {event}</translation>
        </message>
        <message>
            <source>Redeemed {taken} from {code}. New balance {left}</source>
            <translation>Canjeado {taken} de {code}. Nuevo saldo {left}</translation>
        </message>
        <message>
            <source>{code}: the service's answer does not match {asked} — ask a manager.</source>
            <translation>{code}: la respuesta del servicio no coincide con {asked} — avise a un encargado.</translation>
        </message>
        <message>
            <source>on {recorded}, not {asked}</source>
            <translation>en {recorded}, no en {asked}</translation>
        </message>
        <message>
            <source>{recorded}, not {asked}</source>
            <translation>{recorded}, no {asked}</translation>
        </message>
        <message>
            <source>at location {recorded}, not this till's ({asked})</source>
            <translation>en la ubicación {recorded}, no en la de esta caja ({asked})</translation>
        </message>
        <message>
            <source>a “{type}” event, not a redemption</source>
            <translation>un evento «{type}», no un canje</translation>
        </message>
        <message>
            <source>{recorded} on {code}</source>
            <translation>{recorded} en {code}</translation>
        </message>
        <message>
            <source>{code}: the service recorded {said} — ask a manager · ref {event}</source>
            <translation>{code}: el servicio registró {said} — avise a un encargado · ref. {event}</translation>
        </message>
    </context>
    <context>
        <name>Refund</name>
        <message>
            <source>A refund voids every voucher in the order and sets each balance to zero. It cannot be undone. Refund the payment to the customer separately.</source>
            <translation>Un reembolso invalida todos los bonos del pedido y deja cada saldo a cero. No se puede deshacer. Devuelva el pago al cliente por separado.</translation>
        </message>
        <message>
            <source>Refund order #{order}</source>
            <translation>Reembolsar pedido n.º {order}</translation>
        </message>
        <message>
            <source>Reading order #{order}…</source>
            <translation>Leyendo el pedido n.º {order}…</translation>
        </message>
        <message>
            <source>Vouchers in this order</source>
            <translation>Bonos de este pedido</translation>
        </message>
        <message>
            <source>Release the codes</source>
            <translation>Liberar los códigos</translation>
        </message>
        <message>
            <source>Frees the customer's own codes so they can be used on a new order.</source>
            <translation>Libera los códigos propios del cliente para usarlos en un pedido nuevo.</translation>
        </message>
        <message>
            <source>Frees the customer's own codes for a new order.</source>
            <translation>Libera los códigos propios del cliente para un pedido nuevo.</translation>
        </message>
        <message>
            <source>Order number to confirm</source>
            <translation>Número de pedido para confirmar</translation>
        </message>
        <message>
            <source>Order number</source>
            <translation>Número de pedido</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Número</translation>
        </message>
        <message>
            <source>Refund order</source>
            <translation>Reembolsar pedido</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>To confirm, type the order number ({order}):</source>
            <translation>Para confirmar, escriba el número de pedido ({order}):</translation>
        </message>
        <message>
            <source>This order cannot be refunded. {why}</source>
            <translation>Este pedido no se puede reembolsar. {why}</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Code</source>
            <extracomment>True when the service shows this voucher Void with a zero balance (after a refund).</extracomment>
            <translation>Código</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Producto</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Saldo</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s)</source>
            <translation>
                <numerusform>%n bono</numerusform>
                <numerusform>%n bonos</numerusform>
            </translation>
        </message>
        <message>
            <source>Order #{order}</source>
            <translation>Pedido n.º {order}</translation>
        </message>
        <message>
            <source>{total} on {count}</source>
            <translation>{total} en {count}</translation>
        </message>
        <message>
            <source>This order is the new card {code} this till sold on {day} at {time}: it was not created through the API, so it cannot be refunded here. Refund it at the back office.</source>
            <translation>Este pedido es la tarjeta nueva {code} que esta caja vendió el {day} a las {time}: no se creó mediante la API, así que no se puede reembolsar aquí. Reembólselo en la oficina.</translation>
        </message>
        <message>
            <source>Voucher {code} could not be read, so the refund is not offered yet.</source>
            <translation>No se pudo leer el bono {code}, así que aún no se ofrece el reembolso.</translation>
        </message>
        <message>
            <source>Voucher {code} holds {balance}, not the {total} it was sold for (topped up or used since): a refund would void it all. Refund it at the back office.</source>
            <translation>El bono {code} tiene {balance}, no los {total} por los que se vendió (recargado o usado desde entonces): un reembolso lo invalidaría todo. Reembólselo en la oficina.</translation>
        </message>
        <message>
            <source>Refund order #{order}: {total}</source>
            <translation>Reembolsar pedido n.º {order}: {total}</translation>
        </message>
        <message>
            <source>The order could not be read.</source>
            <translation>No se pudo leer el pedido.</translation>
        </message>
        <message>
            <source>{problem} The refund is not offered until the till can read the order.</source>
            <translation>{problem} El reembolso no se ofrece hasta que la caja pueda leer el pedido.</translation>
        </message>
        <message>
            <source>Type the order number {order} to confirm.</source>
            <translation>Escriba el número de pedido {order} para confirmar.</translation>
        </message>
        <message>
            <source>A manager PIN is needed for this.</source>
            <translation>Para esto hace falta un PIN de encargado.</translation>
        </message>
        <message>
            <source>about the refund of order #{order}</source>
            <translation>sobre el reembolso del pedido n.º {order}</translation>
        </message>
        <message>
            <source>The refund is not confirmed: do not try again; the till checks it again at its next start, or when a voucher of this order is next redeemed.</source>
            <translation>El reembolso no está confirmado: no lo repita; la caja lo vuelve a comprobar al arrancar de nuevo o cuando se canjee otra vez un bono de este pedido.</translation>
        </message>
        <message>
            <source>The refund is not confirmed yet.</source>
            <translation>El reembolso aún no está confirmado.</translation>
        </message>
        <message>
            <source>The refund did not go through. Nothing changed.</source>
            <translation>El reembolso no se realizó. No ha cambiado nada.</translation>
        </message>
        <message>
            <source>The service refused the refund.</source>
            <translation>El servicio rechazó el reembolso.</translation>
        </message>
        <message>
            <source>Order #{order} refunded. Its vouchers could not be read back just now: look them up to see them void.</source>
            <translation>Pedido n.º {order} reembolsado. Ahora mismo no se han podido releer sus bonos: búsquelos para verlos invalidados.</translation>
        </message>
        <message>
            <source> Their codes were released.</source>
            <translation> Sus códigos se han liberado.</translation>
        </message>
        <message>
            <source>Order #{order} refunded: 1 voucher is now Void with a zero balance, as the service shows.</source>
            <translation>Pedido n.º {order} reembolsado: 1 bono está ahora invalidado con saldo cero, según el servicio.</translation>
        </message>
        <message numerus="yes">
            <source>Order #{order} refunded: %n vouchers are now Void with a zero balance, as the service shows.</source>
            <translation>
                <numerusform>Pedido n.º {order} reembolsado: %n bono está ahora invalidado con saldo cero, según el servicio.</numerusform>
                <numerusform>Pedido n.º {order} reembolsado: %n bonos están ahora invalidados con saldo cero, según el servicio.</numerusform>
            </translation>
        </message>
        <message>
            <source>Order #{order} refunded, but the service still shows {codes} as not void with a zero balance — ask a manager to check.</source>
            <translation>Pedido n.º {order} reembolsado, pero el servicio aún no muestra {codes} como invalidado con saldo cero — pida a un encargado que lo revise.</translation>
        </message>
    </context>
    <context>
        <name>Reveal</name>
        <message>
            <source>Choose why…</source>
            <extracomment>Said in the reason list until the manager picks one: no code is shown without a reason.</extracomment>
            <translation>Elija el motivo…</translation>
        </message>
        <message>
            <source>{problem}, so nothing is shown: the audit log must first record who sees it.</source>
            <translation>{problem}, así que no se muestra nada: el registro de auditoría debe anotar primero quién lo ve.</translation>
        </message>
        <message>
            <source>Show the whole code</source>
            <translation>Mostrar el código completo</translation>
        </message>
        <message>
            <source>Show the whole code of {code}</source>
            <translation>Mostrar el código completo de {code}</translation>
        </message>
        <message>
            <source>A voucher code is money: whoever knows it can spend the balance. The audit log keeps who showed it, when and why.</source>
            <translation>Un código de bono es dinero: quien lo conoce puede gastar el saldo. El registro de auditoría guarda quién lo mostró, cuándo y por qué.</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Motivo</translation>
        </message>
        <message>
            <source>Whole code</source>
            <translation>Código completo</translation>
        </message>
        <message>
            <source>Show the code</source>
            <translation>Mostrar el código</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Guest lost the code and proved who they are</source>
            <extracomment>How long a whole code (or e-mail address) stays on screen once shown: long enough to read it out or write it down, short enough that it is gone when the manager walks away from the desk. Why a manager may see a whole code: short, so the audit log can be read at a glance. Kept in the audit log in these words (one language for every reader); shown translated.</extracomment>
            <translation>El cliente perdió el código y acreditó su identidad</translation>
        </message>
        <message>
            <source>Re-issue or reprint for the guest</source>
            <translation>Reemisión o reimpresión para el cliente</translation>
        </message>
        <message>
            <source>Dispute or chargeback check</source>
            <translation>Revisión de reclamación o contracargo</translation>
        </message>
        <message>
            <source>Support asked for it</source>
            <translation>Lo pidió el soporte</translation>
        </message>
    </context>
    <context>
        <name>Reveal e-mail</name>
        <message>
            <source>Show the guest's e-mail address</source>
            <translation>Mostrar el correo del cliente</translation>
        </message>
        <message>
            <source>Show the e-mail address of order {order}: {address}</source>
            <translation>Mostrar el correo del pedido {order}: {address}</translation>
        </message>
        <message>
            <source>A guest's e-mail address is personal data. The audit log keeps who showed it, when and why.</source>
            <translation>El correo de un cliente es un dato personal. El registro de auditoría guarda quién lo mostró, cuándo y por qué.</translation>
        </message>
        <message>
            <source>Choose why…</source>
            <translation>Elija el motivo…</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Motivo</translation>
        </message>
        <message>
            <source>Whole e-mail address</source>
            <translation>Correo completo</translation>
        </message>
        <message>
            <source>Show the address</source>
            <translation>Mostrar el correo</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Open a voucher whose order has an e-mail address first.</source>
            <translation>Abra primero un bono cuyo pedido tenga correo electrónico.</translation>
        </message>
        <message>
            <source>Show a guest's e-mail address</source>
            <translation>Mostrar el correo de un cliente</translation>
        </message>
        <message>
            <source>Guest asked where the voucher was sent and proved who they are</source>
            <extracomment>Why a manager may see a guest's whole address: in English in the audit log, translated on screen.</extracomment>
            <translation>El cliente preguntó adónde se envió el bono y acreditó su identidad</translation>
        </message>
        <message>
            <source>Send the voucher again to the guest</source>
            <translation>Reenviar el bono al cliente</translation>
        </message>
        <message>
            <source>Dispute or chargeback check</source>
            <translation>Revisión de disputa o contracargo</translation>
        </message>
        <message>
            <source>Support asked for it</source>
            <translation>Lo pidió el soporte técnico</translation>
        </message>
    </context>
    <context>
        <name>Reverse</name>
        <message>
            <source>Reverse event {event}</source>
            <translation>Anular el evento {event}</translation>
        </message>
        <message>
            <source>Reverse this event?</source>
            <translation>¿Anular este evento?</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Código</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>When</source>
            <translation>Cuándo</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Dónde</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Evento</translation>
        </message>
        <message>
            <source>The voucher's balance could not be read just now.</source>
            <translation>No se ha podido leer el saldo del bono en este momento.</translation>
        </message>
        <message>
            <source>Why? (for example: wrong voucher scanned)</source>
            <translation>¿Por qué? (por ejemplo: bono equivocado escaneado)</translation>
        </message>
        <message>
            <source>Why?</source>
            <translation>¿Por qué?</translation>
        </message>
        <message>
            <source>Reason for the reverse</source>
            <translation>Motivo de la anulación</translation>
        </message>
        <message>
            <source>Reverse</source>
            <translation>Anular</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Motivo</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>redeemed</source>
            <extracomment>How each reversible event type is said in the PIN prompt: "Reverse £10.00 redeemed on ...".</extracomment>
            <translation>canjeado</translation>
        </message>
        <message>
            <source>topped up</source>
            <translation>recargado</translation>
        </message>
        <message>
            <source>loaded</source>
            <translation>cargado</translation>
        </message>
        <message>
            <source>charged back</source>
            <translation>contracargado</translation>
        </message>
        <message>
            <source>This event was already reversed at this till ({time}).</source>
            <translation>Este movimiento ya se anuló en esta caja ({time}).</translation>
        </message>
        <message>
            <source>{time} on {day}</source>
            <translation>{time} del {day}</translation>
        </message>
        <message>
            <source>Reverse {amount} {done} on {code} at {time}</source>
            <translation>Anular {amount} {done} en {code} a las {time}</translation>
        </message>
        <message>
            <source>a voucher</source>
            <translation>un bono</translation>
        </message>
        <message>
            <source>Puts {amount} back on the voucher.</source>
            <translation>Devuelve {amount} al bono.</translation>
        </message>
        <message>
            <source>The voucher could not be read.</source>
            <translation>No se pudo leer el bono.</translation>
        </message>
        <message>
            <source>{problem} The reverse is not offered until the till can check the event.</source>
            <translation>{problem} La anulación no se ofrece hasta que la caja pueda comprobar el movimiento.</translation>
        </message>
        <message>
            <source>Balance now {now}; after the reverse {after}.</source>
            <translation>Saldo actual {now}; tras la anulación {after}.</translation>
        </message>
        <message>
            <source>Give a reason for the reverse.</source>
            <translation>Indique un motivo para la anulación.</translation>
        </message>
        <message>
            <source>A manager PIN is needed for this.</source>
            <translation>Para esto hace falta un PIN de encargado.</translation>
        </message>
        <message>
            <source>about the reverse of {amount} on {code}</source>
            <translation>sobre la anulación de {amount} en {code}</translation>
        </message>
        <message>
            <source>The reverse is not confirmed: do not try again; the till checks it again at its next start, or when this voucher is next redeemed.</source>
            <translation>La anulación no está confirmada: no la repita; la caja la vuelve a comprobar al arrancar de nuevo o cuando se canjee otra vez este bono.</translation>
        </message>
        <message>
            <source>The reverse is not confirmed yet.</source>
            <translation>La anulación aún no está confirmada.</translation>
        </message>
        <message>
            <source>Reversed.</source>
            <translation>Anulado.</translation>
        </message>
        <message>
            <source>Reversed. The voucher's balance is now {balance}. New event {event} ({type}, {amount}).</source>
            <translation>Anulado. El saldo del bono es ahora {balance}. Nuevo movimiento {event} ({type}, {amount}).</translation>
        </message>
        <message>
            <source>The reverse did not go through. Nothing changed.</source>
            <translation>La anulación no se realizó. No ha cambiado nada.</translation>
        </message>
        <message>
            <source>The service refused the reverse.</source>
            <translation>El servicio rechazó la anulación.</translation>
        </message>
        <message>
            <source>The service gave no time for this line, so its event cannot be found.</source>
            <translation>El servicio no dio una hora para esta línea, así que no se encuentra su movimiento.</translation>
        </message>
        <message>
            <source>The event could not be read.</source>
            <translation>No se pudo leer el movimiento.</translation>
        </message>
        <message>
            <source>Event {event} is not among the service's events of that time.</source>
            <translation>El movimiento {event} no está entre los movimientos del servicio de esa hora.</translation>
        </message>
        <message>
            <source>It was already keyed on the POS: take {amount} off the POS too.</source>
            <extracomment>Tells the user something: (text, kind) with kind "done", "checking", "refused", "unknown" or "paused" (nothing sent while the journal cannot be written: the line goes when it can again).</extracomment>
            <translation>Ya estaba registrado en el TPV: anule también {amount} en el TPV.</translation>
        </message>
    </context>
    <context>
        <name>Sale</name>
        <message>
            <source>Value</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Mensaje</translation>
        </message>
        <message>
            <source>Payment not ticked</source>
            <translation>Pago sin marcar</translation>
        </message>
        <message>
            <source>Paid on POS is not ticked. Close the sale window anyway? Its new codes are not shown again, and the sale stays on the POS hand-off until it is ticked there.</source>
            <translation>«Cobrado en el TPV» no está marcado. ¿Cerrar igualmente la ventana de venta? Los códigos nuevos no se vuelven a mostrar y la venta queda en el traspaso al TPV hasta que se marque allí.</translation>
        </message>
        <message>
            <source>Close anyway</source>
            <translation>Cerrar igualmente</translation>
        </message>
        <message>
            <source>Back to the sale</source>
            <translation>Volver a la venta</translation>
        </message>
        <message>
            <source>Not an e-mail address (name@example.com)</source>
            <extracomment>What every payment reference of this till starts with, so staff and the back office know it. The characters of a reference's random part: capitals and digits with none that reads as another (no 0/O, 1/I/L, U/V, 5/S, 2/Z, 8/B), so a cashier keys it on the POS as read; one case, so a service that keeps it in another case keeps the same reference. Its length: 23**10 (4 · 10**13) references, so no two sales ever share one, short enough for any column and for the POS's reference field, and one word, so it never wraps where it is read. The random characters a reference cut short by the service must still hold to be this sale's alone: 23**7 (3 · 10**9) to one that another sale of the same minutes shares them. An address as a desk types one: its top-level domain is letters (any script) or an IDN's ``xn--`` form, so a voucher code a scanner ran onto the end of it is caught. The same reference, whatever its case, or cut short with enough of it left to be this sale's. Cut so short that another sale's could read the same: a manager decides.</extracomment>
            <translation>No es un correo electrónico (nombre@ejemplo.com)</translation>
        </message>
        <message>
            <source>Required</source>
            <translation>Obligatorio</translation>
        </message>
        <message>
            <source>Give {lines} to {who} — complimentary, take no payment</source>
            <extracomment>An open-value product: ``value`` is the amount the buyer chose, sent as ``items[].amount``. The product's options as chosen: (optionKey, optionValue), sent as ``items[].options``. The billing address as typed (line1, line2, locality, county, postcode, country), sent only when payment is taken (the service recommends it then); empty parts are left out.</extracomment>
            <translation>Regalar {lines} a {who} — cortesía, no cobrar</translation>
        </message>
        <message>
            <source>Sell {lines} to {who} — take {total} on the POS</source>
            <translation>Vender {lines} a {who} — cobrar {total} en el TPV</translation>
        </message>
        <message>
            <source>{quantity} x {product} {value}</source>
            <translation>{quantity} x {product} {value}</translation>
        </message>
        <message>
            <source>Given: {lines} to {who}, complimentary.</source>
            <translation>Regalado: {lines} a {who}, cortesía.</translation>
        </message>
        <message>
            <source>Sold: {lines} to {who}.</source>
            <translation>Vendido: {lines} a {who}.</translation>
        </message>
        <message>
            <source>Take {amount} payment on the POS — reference {reference}</source>
            <translation>Cobre {amount} en el TPV — referencia {reference}</translation>
        </message>
        <message>
            <source>Complimentary — take no payment (reference {reference})</source>
            <translation>Cortesía — no cobrar (referencia {reference})</translation>
        </message>
        <message>
            <source>The service recorded order #{order} with {problems} — ask a manager.</source>
            <translation>El servicio registró el pedido n.º {order} con {problems} — avise a un encargado.</translation>
        </message>
        <message>
            <source>property {got}, not {asked}</source>
            <translation>establecimiento {got}, no {asked}</translation>
        </message>
        <message>
            <source>currency {got}, not {asked}</source>
            <translation>moneda {got}, no {asked}</translation>
        </message>
        <message>
            <source>a total of {got}, not {asked}</source>
            <translation>un total de {got}, no {asked}</translation>
        </message>
        <message>
            <source>{got} vouchers of product {product}, not {asked}</source>
            <translation>{got} bonos del producto {product}, no {asked}</translation>
        </message>
        <message>
            <source>product {product} worth {amount}</source>
            <translation>producto {product} por valor de {amount}</translation>
        </message>
        <message>
            <source>products not asked for ({products})</source>
            <translation>productos no pedidos ({products})</translation>
        </message>
        <message>
            <source>Sell gift vouchers</source>
            <extracomment>Lines of new codes kept in sight however little room the window has (the rest scroll). Asks a manager's PIN for a complimentary sale: calls back with the manager's name, or "" if cancelled. Prints the vouchers just sold (the till's slip printer and paper); says how it went on the line. The question asked when the window is closed before *Paid on POS*, while it is open.</extracomment>
            <translation>Vender bonos regalo</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Categoría</translation>
        </message>
        <message>
            <source>Products</source>
            <translation>Productos</translation>
        </message>
        <message>
            <source>Quantity</source>
            <translation>Cantidad</translation>
        </message>
        <message>
            <source>Value of an open-value voucher</source>
            <translation>Importe de un bono de importe libre</translation>
        </message>
        <message>
            <source>Personal message</source>
            <translation>Mensaje personal</translation>
        </message>
        <message>
            <source>Vouchers in this sale</source>
            <translation>Bonos de esta venta</translation>
        </message>
        <message>
            <source>Delivery</source>
            <translation>Entrega</translation>
        </message>
        <message>
            <source>Purchaser's name</source>
            <translation>Nombre del comprador</translation>
        </message>
        <message>
            <source>Purchaser's e-mail</source>
            <translation>Correo del comprador</translation>
        </message>
        <message>
            <source>Recipient's e-mail (optional)</source>
            <translation>Correo del destinatario (opcional)</translation>
        </message>
        <message>
            <source>Vouchers sold — print</source>
            <translation>Bonos vendidos — imprimir</translation>
        </message>
        <message>
            <source>A sale of this till went through after all (reference {reference}). Give the guest these vouchers.</source>
            <translation>Una venta de esta caja se realizó al final (referencia {reference}). Entregue estos bonos al cliente.</translation>
        </message>
        <message>
            <source>The buyer&apos;s details</source>
            <translation>Los datos del comprador</translation>
        </message>
        <message>
            <source>The new codes, shown once</source>
            <translation>Los códigos nuevos, se muestran una sola vez</translation>
        </message>
        <message>
            <source>Its codes could not be read now: find them by its reference (Find) to print them.</source>
            <translation>Ahora no se pueden leer sus códigos: búsquelos por su referencia (Buscar) para imprimirlos.</translation>
        </message>
        <message>
            <source>Value (open-value vouchers)</source>
            <translation>Importe (bonos de importe libre)</translation>
        </message>
        <message>
            <source>Personal message (optional)</source>
            <translation>Mensaje personal (opcional)</translation>
        </message>
        <message>
            <source>Add to sale</source>
            <translation>Añadir a la venta</translation>
        </message>
        <message>
            <source>Add the chosen product to the sale</source>
            <translation>Añadir el producto elegido a la venta</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Quitar</translation>
        </message>
        <message>
            <source>Take the chosen line off the sale</source>
            <translation>Quitar la línea elegida de la venta</translation>
        </message>
        <message>
            <source>Review sale</source>
            <translation>Revisar venta</translation>
        </message>
        <message>
            <source>What Confirm will do (Enter never sells)</source>
            <translation>Lo que hará Confirmar (Intro nunca vende)</translation>
        </message>
        <message>
            <source>Print vouchers</source>
            <translation>Imprimir bonos</translation>
        </message>
        <message>
            <source>Print each voucher sold, its code in full with a QR code</source>
            <translation>Imprimir cada bono vendido, con el código completo y un código QR</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Close the sale window</source>
            <translation>Cerrar la ventana de venta</translation>
        </message>
        <message>
            <source>Confirmation e-mail</source>
            <translation>Correo de confirmación</translation>
        </message>
        <message>
            <source>Send the purchaser the service's confirmation e-mail</source>
            <translation>Enviar al comprador el correo de confirmación del servicio</translation>
        </message>
        <message>
            <source>Complimentary</source>
            <translation>Cortesía</translation>
        </message>
        <message>
            <source>No payment taken: a manager approves it with their PIN</source>
            <translation>Sin cobro: lo aprueba un encargado con su PIN</translation>
        </message>
        <message>
            <source>Paid on POS</source>
            <translation>Cobrado en el TPV</translation>
        </message>
        <message>
            <source>Tick once the payment is keyed on the POS ({key})</source>
            <translation>Márquelo cuando el cobro esté registrado en el TPV ({key})</translation>
        </message>
        <message>
            <source>sale</source>
            <translation>venta</translation>
        </message>
        <message>
            <source>Back to the sale: nothing is sent (Esc)</source>
            <translation>Volver a la venta: no se envía nada (Esc)</translation>
        </message>
        <message>
            <source>Qty</source>
            <translation>Cant.</translation>
        </message>
        <message>
            <source>Purchaser</source>
            <translation>Comprador</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>Correo electrónico</translation>
        </message>
        <message>
            <source>Recipient e-mail</source>
            <translation>Correo del destinatario</translation>
        </message>
        <message>
            <source>Billing address</source>
            <translation>Dirección de facturación</translation>
        </message>
        <message>
            <source>Selling…</source>
            <translation>Vendiendo…</translation>
        </message>
        <message>
            <source>Total {amount}</source>
            <translation>Total {amount}</translation>
        </message>
        <message>
            <source>Choose a product first.</source>
            <translation>Elija primero un producto.</translation>
        </message>
        <message>
            <source>Code {code} — {product} — {value} — expires {date}</source>
            <translation>Código {code} — {product} — {value} — caduca el {date}</translation>
        </message>
        <message>
            <source>Code {code} — {product} — {value}</source>
            <translation>Código {code} — {product} — {value}</translation>
        </message>
        <message>
            <source>New codes (shown once, for the slip):</source>
            <translation>Códigos nuevos (se muestran una sola vez, para el ticket):</translation>
        </message>
        <message>
            <source>Address 1</source>
            <extracomment>The service's keys of a billing address, with what each line is called at the desk.</extracomment>
            <translation>Dirección</translation>
        </message>
        <message>
            <source>Address 2</source>
            <translation>Dirección (2)</translation>
        </message>
        <message>
            <source>Town or city</source>
            <translation>Localidad</translation>
        </message>
        <message>
            <source>County</source>
            <translation>Provincia</translation>
        </message>
        <message>
            <source>Postcode</source>
            <translation>C.P.</translation>
        </message>
        <message>
            <source>Country</source>
            <translation>País</translation>
        </message>
        <message>
            <source>Billing address, sent with a sale the guest pays for</source>
            <translation>Dirección de facturación, se envía con una venta que paga el cliente</translation>
        </message>
        <message>
            <source>Sell vouchers…</source>
            <extracomment>What is open at the till that an update must not interrupt (the updates' own set).</extracomment>
            <translation>Vender bonos…</translation>
        </message>
        <message>
            <source>Sell gift vouchers (F6)</source>
            <translation>Vender bonos regalo (F6)</translation>
        </message>
        <message>
            <source>Printing the vouchers…</source>
            <translation>Imprimiendo los bonos…</translation>
        </message>
        <message>
            <source>{why} The sale stands; print them again from here.</source>
            <translation>{why} La venta es válida; vuelva a imprimirlos desde aquí.</translation>
        </message>
        <message>
            <source>A complimentary sale (no payment taken)</source>
            <translation>Una venta de cortesía (sin cobro)</translation>
        </message>
        <message>
            <source>name</source>
            <extracomment>The buyer's fields a review names when one is wrong, as the sale screen calls them.</extracomment>
            <translation>nombre</translation>
        </message>
        <message>
            <source>email</source>
            <translation>correo</translation>
        </message>
        <message>
            <source>recipient</source>
            <translation>destinatario</translation>
        </message>
        <message>
            <source>This till has no property set up: a manager sets it up first.</source>
            <extracomment>Now in the property's local time, against which a category's visibleFrom/visibleTo is read.</extracomment>
            <translation>Esta caja no tiene establecimiento configurado: primero lo configura un encargado.</translation>
        </message>
        <message>
            <source>Selling needs the voucher service: a sale is never kept to send later.</source>
            <translation>Para vender hace falta el servicio de bonos: una venta nunca se guarda para enviarla después.</translation>
        </message>
        <message>
            <source>Reading the property's products…</source>
            <translation>Leyendo los productos del establecimiento…</translation>
        </message>
        <message>
            <source>try again.</source>
            <translation>inténtelo de nuevo.</translation>
        </message>
        <message>
            <source>The products could not be read: {why}</source>
            <translation>No se pudieron leer los productos: {why}</translation>
        </message>
        <message>
            <source>{refused} The service said: {said}</source>
            <translation>{refused} El servicio dice: {said}</translation>
        </message>
        <message>
            <source>Quantity: 1 to {most} of one product.</source>
            <extracomment>The billing address's parts as typed (``app.core.sale.SaleRequest.billing``).</extracomment>
            <translation>Cantidad: de 1 a {most} de un producto.</translation>
        </message>
        <message>
            <source>{product} is sold in {currency}, not here.</source>
            <translation>{product} se vende en {currency}, no aquí.</translation>
        </message>
        <message>
            <source>Value of {product}: {why}</source>
            <translation>Importe de {product}: {why}</translation>
        </message>
        <message>
            <source>Choose the {option} of {product}.</source>
            <translation>Elija {option} para {product}.</translation>
        </message>
        <message>
            <source>Add a product to the sale first.</source>
            <translation>Añada primero un producto a la venta.</translation>
        </message>
        <message>
            <source>Check the buyer's details: {fields}.</source>
            <translation>Revise los datos del comprador: {fields}.</translation>
        </message>
        <message>
            <source>about the sale (reference {reference})</source>
            <translation>sobre la venta (referencia {reference})</translation>
        </message>
        <message>
            <source>The till keeps checking the service's orders for it: do not sell it again.</source>
            <translation>La caja sigue buscándola en los pedidos del servicio: no la vuelva a vender.</translation>
        </message>
        <message>
            <source>The sale is journalled; the till settles it.</source>
            <translation>La venta está registrada; la caja la resuelve.</translation>
        </message>
        <message>
            <source>The sale could not be sent.</source>
            <translation>No se pudo enviar la venta.</translation>
        </message>
        <message>
            <source>All</source>
            <translation>Todo</translation>
        </message>
        <message>
            <source>Open value</source>
            <translation>Importe libre</translation>
        </message>
        <message numerus="yes">
            <source>valid %n day(s)</source>
            <translation>
                <numerusform>válido %n día</numerusform>
                <numerusform>válido %n días</numerusform>
            </translation>
        </message>
        <message>
            <source>validity not given</source>
            <translation>validez no indicada</translation>
        </message>
        <message>
            <source>can be used in part</source>
            <translation>canjeable en parte</translation>
        </message>
        <message>
            <source>used in one go</source>
            <translation>se canjea de una vez</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Producto</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Validity</source>
            <translation>Validez</translation>
        </message>
        <message>
            <source>Each</source>
            <translation>Unidad</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Mensaje</translation>
        </message>
        <message>
            <source>free</source>
            <translation>gratis</translation>
        </message>
        <message>
            <source>At most {amount} for one voucher, as for a top-up</source>
            <translation>Como máximo {amount} por bono, igual que una recarga</translation>
        </message>
        <message>
            <source>An open-value voucher is a new gift card: a manager must allow its sale (manager PIN).</source>
            <translation>Un bono de importe libre es una tarjeta regalo nueva: el encargado debe autorizar su venta (PIN del encargado).</translation>
        </message>
        <message>
            <source>Confirm asks for a manager's PIN: an open-value voucher is a new gift card.</source>
            <translation>Confirmar pide el PIN del encargado: un bono de importe libre es una tarjeta regalo nueva.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) waits for a manager's decision: do not sell it again until a manager has settled it.</source>
            <extracomment>The states that end the wait: the order was made, or it was not.</extracomment>
            <translation>La última venta (referencia {reference}) espera la decisión del encargado: no la venda de nuevo hasta que el encargado la resuelva.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) is not settled yet: the till keeps checking with the service. Do not sell it again; wait for the check, or ask a manager.</source>
            <translation>La última venta (referencia {reference}) aún no está resuelta: la caja sigue comprobando con el servicio. No la venda de nuevo; espere la comprobación o avise al encargado.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) was recorded otherwise than asked: ask a manager.</source>
            <translation>La última venta (referencia {reference}) se registró de otra forma de lo pedido: avise al encargado.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) did not go through: no voucher was sold — take no payment for it. It may be sold again.</source>
            <translation>La última venta (referencia {reference}) no se realizó: no se vendió ningún bono — no cobre nada. Se puede vender de nuevo.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) went through, but its codes could not be read now: find them by that reference (Find) to print them.</source>
            <translation>La última venta (referencia {reference}) se realizó, pero ahora no se pueden leer sus códigos: búsquelos por esa referencia (Buscar) para imprimirlos.</translation>
        </message>
        <message>
            <source>The sale changed after the manager's PIN: it is no longer complimentary. Tick Complimentary again for a manager to approve it as it is now.</source>
            <translation>La venta cambió después del PIN del encargado: ya no es de cortesía. Marque Cortesía de nuevo para que el encargado la autorice tal como está.</translation>
        </message>
    </context>
    <context>
        <name>ServiceCheck</name>
        <message>
            <source>As documented</source>
            <extracomment>How each verdict is marked in the list of findings.</extracomment>
            <translation>Como está documentado</translation>
        </message>
        <message>
            <source>Adapted</source>
            <translation>Adaptado</translation>
        </message>
        <message>
            <source>Differs</source>
            <translation>Difiere</translation>
        </message>
        <message>
            <source>Not checked</source>
            <translation>No comprobado</translation>
        </message>
        <message>
            <source>Checking the service…</source>
            <translation>Comprobando el servicio…</translation>
        </message>
        <message>
            <source>The service refused the API key.</source>
            <translation>El servicio rechazó la clave de la API.</translation>
        </message>
        <message>
            <source>The account behaves as the till expects.</source>
            <translation>La cuenta se comporta como la caja espera.</translation>
        </message>
        <message>
            <source>Points the till adapted to: {adapted}. Points it cannot adapt to: {differs}.</source>
            <translation>Puntos a los que la caja se adaptó: {adapted}. Puntos a los que no puede adaptarse: {differs}.</translation>
        </message>
        <message>
            <source>Check the service</source>
            <translation>Comprobar el servicio</translation>
        </message>
        <message>
            <source>The till tries, reading only, each point the service's documents leave open. Where the account differs and the till can adapt, it adapts and keeps it with the settings.</source>
            <translation>La caja comprueba, solo leyendo, cada punto que los documentos del servicio dejan abierto. Donde la cuenta difiere y la caja puede adaptarse, se adapta y lo guarda con los ajustes.</translation>
        </message>
        <message>
            <source>What the check found</source>
            <translation>Lo que encontró la comprobación</translation>
        </message>
        <message>
            <source>Check again</source>
            <translation>Comprobar de nuevo</translation>
        </message>
        <message>
            <source>The service refused the API key, sent as HTTP Basic with the key as the user name. The till cannot work with this account until the key is right.</source>
            <extracomment>A newest stamp further ahead of the till's clock than this is stamped in another zone. A newest stamp at most this old (or ahead less than the margin) says both clocks agree. Time zones are whole quarters of an hour from one another. Pages of the location's events read for the event types in use.</extracomment>
            <translation>El servicio rechazó la clave de la API, enviada como HTTP Basic con la clave como nombre de usuario. La caja no puede trabajar con esta cuenta hasta que la clave sea correcta.</translation>
        </message>
        <message>
            <source>Not checked: {why} The till keeps what it did before.</source>
            <translation>No comprobado: {why} La caja sigue como antes.</translation>
        </message>
        <message>
            <source>The service accepts the API key as HTTP Basic (the key as the user name).</source>
            <translation>El servicio acepta la clave de la API como HTTP Basic (la clave como nombre de usuario).</translation>
        </message>
        <message>
            <source>The first page is page {base}; this location has one page of events only, so a second page could not be compared.</source>
            <translation>La primera página es la página {base}; esta ubicación solo tiene una página de eventos, así que no se pudo comparar una segunda página.</translation>
        </message>
        <message>
            <source>The service answers the same page whatever page is asked for: the till reads only the first page of each list (the newest {size} items).</source>
            <translation>El servicio responde con la misma página sea cual sea la página pedida: la caja lee solo la primera página de cada lista (los {size} elementos más recientes).</translation>
        </message>
        <message>
            <source>The first page is page {base}, and the second page differs from it.</source>
            <translation>La primera página es la página {base}, y la segunda página es distinta.</translation>
        </message>
        <message>
            <source>The reference says pages start at 1: the till now asks for page 0 first.</source>
            <translation>La referencia dice que las páginas empiezan en 1: la caja ahora pide primero la página 0.</translation>
        </message>
        <message>
            <source>The orders list ignores domainID (it also lists property {other}): the till keeps only property {property}'s orders itself.</source>
            <translation>La lista de pedidos ignora domainID (también lista la propiedad {other}): la caja se queda por sí misma solo con los pedidos de la propiedad {property}.</translation>
        </message>
        <message>
            <source>The orders list honours domainID.</source>
            <translation>La lista de pedidos respeta domainID.</translation>
        </message>
        <message>
            <source>The service ignores {filter}: the till filters the list itself, and stops reading it where the filtered list would end.</source>
            <translation>El servicio ignora {filter}: la caja filtra la lista por sí misma y deja de leerla donde terminaría la lista filtrada.</translation>
        </message>
        <message>
            <source>The service honours {filter}.</source>
            <translation>El servicio respeta {filter}.</translation>
        </message>
        <message>
            <source>The service's newest stamp ({newest}) is {gap} behind the till's clock ({now}). Either nothing has happened on the account since, or its stamps are in a zone behind the till's: a read cannot tell the two apart. The till does not move its times on a guess; its first movement measures the offset, and the next check adapts to it.</source>
            <translation>La marca de tiempo más reciente del servicio ({newest}) va {gap} por detrás del reloj de la caja ({now}). O no ha pasado nada en la cuenta desde entonces, o sus marcas están en una zona horaria por detrás de la de la caja: una lectura no puede distinguir ambos casos. La caja no mueve sus horas por suposición; su primer movimiento mide la diferencia, y la siguiente comprobación se adapta a ella.</translation>
        </message>
        <message>
            <source>This till's own movements measured the service's clock {offset} ahead of the till's ({now}; the service's newest stamp is {newest}): its stamps are in another zone, and the till compares times with that offset.</source>
            <translation>Los propios movimientos de esta caja midieron el reloj del servicio {offset} por delante del de la caja ({now}; la marca más reciente del servicio es {newest}): sus marcas están en otra zona horaria, y la caja compara las horas con esa diferencia.</translation>
        </message>
        <message>
            <source>This till's own movements measured the service's clock {offset} behind the till's ({now}; the service's newest stamp is {newest}): its stamps are in another zone, and the till compares times with that offset.</source>
            <translation>Los propios movimientos de esta caja midieron el reloj del servicio {offset} por detrás del de la caja ({now}; la marca más reciente del servicio es {newest}): sus marcas están en otra zona horaria, y la caja compara las horas con esa diferencia.</translation>
        </message>
        <message>
            <source>This till's own movements measured the service's clock as the till's ({now}; the service's newest stamp is {newest}): the same zone.</source>
            <translation>Los propios movimientos de esta caja midieron el reloj del servicio igual al de la caja ({now}; la marca más reciente del servicio es {newest}): la misma zona horaria.</translation>
        </message>
        <message>
            <source>The service's newest stamp ({newest}) is {offset} ahead of the till's clock ({now}): its stamps are in a zone at least that far ahead. The till moves its own times by {offset} to compare them, until a movement measures the offset exactly.</source>
            <translation>La marca de tiempo más reciente del servicio ({newest}) va {offset} por delante del reloj de la caja ({now}): sus marcas están en una zona horaria al menos así de adelantada. La caja mueve sus propias horas {offset} para compararlas, hasta que un movimiento mida la diferencia con exactitud.</translation>
        </message>
        <message>
            <source>The offset this till measured before is out of date: the zone has changed.</source>
            <translation>La diferencia que esta caja midió antes está desfasada: la zona horaria ha cambiado.</translation>
        </message>
        <message>
            <source>The service's newest stamp ({newest}) agrees with the till's clock ({now}): the same zone.</source>
            <translation>La marca de tiempo más reciente del servicio ({newest}) coincide con el reloj de la caja ({now}): la misma zona.</translation>
        </message>
        <message>
            <source>The location's events use types the till does not know: {unknown}. The till shows them as the service names them and will not reverse them. Types seen: {seen}; the till can reverse: {reversible}.</source>
            <translation>Los eventos de la ubicación usan tipos que la caja no conoce: {unknown}. La caja los muestra como los llama el servicio y no los anulará. Tipos vistos: {seen}; la caja puede anular: {reversible}.</translation>
        </message>
        <message>
            <source>The location's events use known types only: {seen}; the till can reverse: {reversible}.</source>
            <translation>Los eventos de la ubicación solo usan tipos conocidos: {seen}; la caja puede anular: {reversible}.</translation>
        </message>
        <message>
            <source>The till cannot read these answers: {problems}. What they hold is not shown or used; read as the till expects: {read}.</source>
            <translation>La caja no puede leer estas respuestas: {problems}. Lo que contienen no se muestra ni se usa; leídas como la caja espera: {read}.</translation>
        </message>
        <message>
            <source>Every answer read has the shape the till expects: {read}.</source>
            <translation>Cada respuesta leída tiene la forma que la caja espera: {read}.</translation>
        </message>
        <message>
            <source>Not checked: the list holds too few items to try it with.</source>
            <translation>No comprobado: la lista tiene demasiado pocos elementos para probarlo.</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>missing</source>
            <extracomment>The name an older till's single manager PIN is given when its settings are read (see ``Settings``). How far the service's stamps are ahead of the till's clock (its zone), in whole minutes. Event types the location's events use that the till does not know: it never reverses them. What the check said, one line a finding (``ServiceCheck.lines``): the support report's. The longest one request may take in all (``app.api.transport.DEFAULT_DEADLINE_S`` says why). Where the splitter between the voucher and the activity side was left (Qt's saved state). The till's managers. Set up in first-run setup, changed from the Manager menu. Guest slips: the printer's name ("" = the system's default), the paper, whether every redemption prints one at once, and whether a merchant copy follows the customer's. The property's language for guests' slips (a Babel locale name), whoever is signed in. The customer display's screen (Qt's name for it): "" is any screen other than the till's, "off" none (``app.desk.guest``). Whether the till plays a short sound for each outcome (done, refused, being checked). The manager's word that no other till works at this location. Only then is an event the service recorded for a lost request taken as this till's without a manager (the service does not say which till made an event: ``app.core.reconcile``). Whether staff may top up a voucher and activate a new card without a manager's PIN each time; off by default, changed from the Manager menu and audited (``app.core.topup``). The largest single top-up or activation, in the voucher's currency. Dual control: location id → currency → the amount above which a redemption, a bill line, a top-up or a sale needs a manager's PIN too (``app.desk.common.dual_control``). Empty: off. A voucher from an order e-mailed less than this many hours ago is flagged in the review (``app.desk.common.young_order``); 0 turns the warning off. Days after which guests' names, e-mails and whole codes in the till's own files are reduced to what the shift report and the reconciliation need (``app.store.retention`` says why 90). How the account differs from the reference where the till adapts (the service check). The law where the desk is: a rule pack's name (``app.core.law.packs``), set by a manager.</extracomment>
            <translation>perdido</translation>
        </message>
        <message>
            <source>The till's settings file is {why}, and its backup copy is missing or damaged too. The damaged file is kept as {file}.</source>
            <translation>El archivo de ajustes de la caja está {why}, y su copia de seguridad también falta o está dañada. El archivo dañado se guarda como {file}.</translation>
        </message>
        <message>
            <source>The till's settings file was {why}; it has been restored from its backup copy, with the manager PIN and service settings as last saved.</source>
            <translation>El archivo de ajustes de la caja estaba {why}; se ha restaurado desde su copia de seguridad, con el PIN de encargado y los ajustes del servicio tal como se guardaron por última vez.</translation>
        </message>
        <message>
            <source> The damaged file is kept as {file}.</source>
            <translation> El archivo dañado se guarda como {file}.</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>vacío</translation>
        </message>
        <message>
            <source>damaged</source>
            <translation>dañado</translation>
        </message>
    </context>
    <context>
        <name>Setup</name>
        <message>
            <source>No secure key store on this computer: the key is kept in a file only your user can read.</source>
            <translation>Este ordenador no tiene almacén seguro de claves: la clave se guarda en un archivo que solo su usuario puede leer.</translation>
        </message>
        <message>
            <source>Set up Voucher Desk</source>
            <translation>Configurar Voucher Desk</translation>
        </message>
        <message>
            <source>Service settings</source>
            <translation>Ajustes del servicio</translation>
        </message>
        <message>
            <source>Connect this till to Giftpro</source>
            <translation>Conectar esta caja a Giftpro</translation>
        </message>
        <message>
            <source>Type the service address and this till's API key, then test the connection to choose where the till redeems.</source>
            <translation>Escriba la dirección del servicio y la clave API de esta caja y pruebe la conexión para elegir dónde canjea la caja.</translation>
        </message>
        <message>
            <source>Changing the service, property or location restarts the till session.</source>
            <translation>Cambiar el servicio, el establecimiento o la ubicación reinicia la sesión de la caja.</translation>
        </message>
        <message>
            <source>Service address</source>
            <translation>Dirección del servicio</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>Clave API</translation>
        </message>
        <message>
            <source>Leave empty to keep the saved key; type a new key to replace it</source>
            <translation>Déjelo vacío para conservar la clave guardada; escriba una nueva para sustituirla</translation>
        </message>
        <message>
            <source>&amp;Test connection</source>
            <translation>&amp;Probar conexión</translation>
        </message>
        <message>
            <source>Read the properties and locations this key can use (Alt+T)</source>
            <translation>Leer los establecimientos y ubicaciones que puede usar esta clave (Alt+P)</translation>
        </message>
        <message>
            <source>Not tested yet.</source>
            <translation>Aún sin probar.</translation>
        </message>
        <message>
            <source>Property</source>
            <extracomment>What the service check found at the last test, under the test's answer.</extracomment>
            <translation>Establecimiento</translation>
        </message>
        <message>
            <source>Location</source>
            <translation>Ubicación</translation>
        </message>
        <message>
            <source>Property id</source>
            <translation>ID del establecimiento</translation>
        </message>
        <message>
            <source>Property id (domainID)</source>
            <translation>ID del establecimiento (domainID)</translation>
        </message>
        <message>
            <source>Location id</source>
            <translation>ID de la ubicación</translation>
        </message>
        <message>
            <source>Location id (locationID)</source>
            <translation>ID de la ubicación (locationID)</translation>
        </message>
        <message>
            <source>C&amp;heck ids</source>
            <translation>&amp;Comprobar ID</translation>
        </message>
        <message>
            <source>Check the typed ids with the service (Alt+H)</source>
            <translation>Comprobar con el servicio los ID escritos (Alt+C)</translation>
        </message>
        <message>
            <source>Till name</source>
            <translation>Nombre de la caja</translation>
        </message>
        <message>
            <source>This is the only till at this location</source>
            <translation>Es la única caja de esta ubicación</translation>
        </message>
        <message>
            <source>Tick only if no other till redeems at this location. The service does not say which till made a movement: with another till here, a lost answer always goes to a manager.</source>
            <translation>Márquelo solo si ninguna otra caja canjea en esta ubicación. El servicio no indica qué caja hizo cada operación: con otra caja aquí, una respuesta perdida siempre pasa a un encargado.</translation>
        </message>
        <message>
            <source>Save the settings (Ctrl+S)</source>
            <translation>Guardar los ajustes (Ctrl+S)</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Guardar</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Managers (each approves with their own PIN; at least one)</source>
            <translation>Encargados (cada uno aprueba con su propio PIN; al menos uno)</translation>
        </message>
        <message>
            <source>Managers</source>
            <translation>Encargados</translation>
        </message>
        <message>
            <source>Manager's name</source>
            <translation>Nombre del encargado</translation>
        </message>
        <message>
            <source>Manager's PIN</source>
            <translation>PIN del encargado</translation>
        </message>
        <message>
            <source>4–8 digit PIN</source>
            <translation>PIN de 4–8 cifras</translation>
        </message>
        <message>
            <source>Manager's PIN again</source>
            <translation>Repita el PIN del encargado</translation>
        </message>
        <message>
            <source>PIN again</source>
            <translation>Repita el PIN</translation>
        </message>
        <message>
            <source>&amp;Add manager</source>
            <translation>&amp;Añadir encargado</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Quitar</translation>
        </message>
        <message>
            <source>Testing…</source>
            <translation>Probando…</translation>
        </message>
        <message>
            <source>Test the connection first</source>
            <translation>Pruebe antes la conexión</translation>
        </message>
        <message>
            <source>Paste the API key from Giftpro</source>
            <translation>Pegue la clave API de Giftpro</translation>
        </message>
        <message>
            <source>Keep the saved key</source>
            <translation>Conservar la clave guardada</translation>
        </message>
        <message>
            <source>Keep the saved key …{tail}</source>
            <translation>Conservar la clave guardada …{tail}</translation>
        </message>
        <message>
            <source>Test the connection again before saving.</source>
            <extracomment>What the service check found at the last test (``app.services.service_check``).</extracomment>
            <translation>Vuelva a probar la conexión antes de guardar.</translation>
        </message>
        <message>
            <source>Type the API key first.</source>
            <translation>Escriba antes la clave API.</translation>
        </message>
        <message>
            <source>{property} has no locations to redeem at.</source>
            <translation>{property} no tiene ubicaciones donde canjear.</translation>
        </message>
        <message>
            <source>{name} is a manager at this till.</source>
            <translation>{name} es encargado en esta caja.</translation>
        </message>
        <message>
            <source>{name} is no longer a manager here.</source>
            <translation>{name} ya no es encargado aquí.</translation>
        </message>
        <message>
            <source>Connecting to {url}…</source>
            <translation>Conectando con {url}…</translation>
        </message>
        <message>
            <source>The service listed no properties or locations.</source>
            <translation>El servicio no ha listado establecimientos ni ubicaciones.</translation>
        </message>
        <message>
            <source>{text} Type this till's property id and location id, then press Check ids.</source>
            <translation>{text} Escriba el ID del establecimiento y el de la ubicación de esta caja y pulse Comprobar ID.</translation>
        </message>
        <message>
            <source>Type the property id and the location id as numbers.</source>
            <translation>Escriba el ID del establecimiento y el de la ubicación como números.</translation>
        </message>
        <message>
            <source>Checking location {location} with the service…</source>
            <translation>Comprobando la ubicación {location} con el servicio…</translation>
        </message>
        <message>
            <source>The service's balance events for location {location} could not be read: {why}</source>
            <translation>No se han podido leer los movimientos de saldo del servicio para la ubicación {location}: {why}</translation>
        </message>
        <message>
            <source>Location {location} belongs to property {other}, not {property}.</source>
            <translation>La ubicación {location} pertenece al establecimiento {other}, no al {property}.</translation>
        </message>
        <message>
            <source>Property {property}</source>
            <translation>Establecimiento {property}</translation>
        </message>
        <message>
            <source>Location {location}</source>
            <translation>Ubicación {location}</translation>
        </message>
        <message>
            <source>Checked: the service answers for location {location} of property {property}.</source>
            <translation>Comprobado: el servicio responde para la ubicación {location} del establecimiento {property}.</translation>
        </message>
        <message>
            <source>The service accepted the key, but it gives access to no property.</source>
            <translation>El servicio aceptó la clave, pero no da acceso a ningún establecimiento.</translation>
        </message>
        <message>
            <source>Connected. This key sees 1 property.</source>
            <translation>Conectado. Esta clave ve 1 establecimiento.</translation>
        </message>
        <message numerus="yes">
            <source>Connected. This key sees %n properties.</source>
            <translation>
                <numerusform>Conectado. Esta clave ve %n establecimiento.</numerusform>
                <numerusform>Conectado. Esta clave ve %n establecimientos.</numerusform>
            </translation>
        </message>
        <message>
            <source>The service did not list its properties.</source>
            <translation>El servicio no ha listado sus establecimientos.</translation>
        </message>
        <message>
            <source>The service did not list its locations.</source>
            <translation>El servicio no ha listado sus ubicaciones.</translation>
        </message>
        <message>
            <source>The test was stopped.</source>
            <translation>La prueba se ha detenido.</translation>
        </message>
        <message>
            <source>The service refused this API key. Check the key (copy it again from Giftpro) and test again.</source>
            <translation>El servicio ha rechazado esta clave API. Revise la clave (cópiela de nuevo de Giftpro) y vuelva a probar.</translation>
        </message>
        <message>
            <source>Cannot reach the voucher service at {url}. Check the address and the network, then test again.</source>
            <translation>No se puede contactar con el servicio de bonos en {url}. Revise la dirección y la red y vuelva a probar.</translation>
        </message>
    </context>
    <context>
        <name>Shift</name>
        <message>
            <source>Audit log: {lines} lines, head of the chain {head}</source>
            <translation>Registro de auditoría: {lines} líneas, cabeza de la cadena {head}</translation>
        </message>
        <message>
            <source>Not keyed on POS</source>
            <extracomment>The one name of each section, on screen, in the CSV and in the PDF.</extracomment>
            <translation>Sin marcar en el TPV</translation>
        </message>
        <message>
            <source>Matched</source>
            <translation>Cuadrado</translation>
        </message>
        <message>
            <source>Matched by check</source>
            <translation>Cuadrado tras comprobación</translation>
        </message>
        <message>
            <source>Refunded</source>
            <translation>Reembolsado</translation>
        </message>
        <message>
            <source>Sold</source>
            <extracomment>A voucher sale of this till: what the guest paid for on the POS (taken in), complimentary apart.</extracomment>
            <translation>Vendido</translation>
        </message>
        <message>
            <source>Only in the till</source>
            <translation>Solo en la caja</translation>
        </message>
        <message>
            <source>Only in the service</source>
            <translation>Solo en el servicio</translation>
        </message>
        <message>
            <source>Unconfirmed</source>
            <translation>Sin confirmar</translation>
        </message>
        <message>
            <source>Mismatch</source>
            <translation>Discrepancia</translation>
        </message>
        <message>
            <source>Found late</source>
            <translation>Encontrado después</translation>
        </message>
        <message>
            <source>Not applied</source>
            <translation>No aplicado</translation>
        </message>
        <message>
            <source>Claimed twice</source>
            <translation>Asignado dos veces</translation>
        </message>
        <message>
            <source>Bill</source>
            <extracomment>A bill paid with several vouchers: its line, then its redemptions under it.</extracomment>
            <translation>Cuenta</translation>
        </message>
        <message>
            <source>decided by {manager}: {note}</source>
            <extracomment>What a movement with no event of its own is called: the event type it asks the service for. Event types that take money off a voucher (negative in the report), and those that put it back. Masked (``••••••PART``): the report is printed, e-mailed and filed, and a code is money.</extracomment>
            <translation>decidido por {manager}: {note}</translation>
        </message>
        <message>
            <source>decided by {manager}</source>
            <translation>decidido por {manager}</translation>
        </message>
        <message>
            <source>Order #{order}: its vouchers' activations are not among this location's events</source>
            <translation>Pedido n.º {order}: las activaciones de sus bonos no están entre los eventos de esta ubicación</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) activated, order #{order}</source>
            <translation>
                <numerusform>%n bono activado, pedido n.º {order}</numerusform>
                <numerusform>%n bonos activados, pedido n.º {order}</numerusform>
            </translation>
        </message>
        <message>
            <source>Complimentary (no money taken); {note}</source>
            <translation>Invitación (sin cobro); {note}</translation>
        </message>
        <message>
            <source>reference {reference}</source>
            <translation>referencia {reference}</translation>
        </message>
        <message>
            <source>Sale</source>
            <extracomment>A sale's type in the report: its vouchers are new cards, but the line is the sale (one reference).</extracomment>
            <translation>Venta</translation>
        </message>
        <message>
            <source>Refunded order #{order}; its Refund events are not among this location's events of the report's time (read back as refunded when it was done)</source>
            <translation>Pedido n.º {order} reembolsado; sus movimientos de reembolso no están entre los de este local en el periodo del informe (se releyó como reembolsado al hacerlo)</translation>
        </message>
        <message numerus="yes">
            <source>Refunded order #{order}: {total} on %n voucher(s)</source>
            <translation>
                <numerusform>Pedido n.º {order} reembolsado: {total} en %n bono</numerusform>
                <numerusform>Pedido n.º {order} reembolsado: {total} en %n bonos</numerusform>
            </translation>
        </message>
        <message>
            <source>order #{order}</source>
            <translation>pedido n.º {order}</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s): {paid} of {total}; {left} left to pay on the POS</source>
            <translation>
                <numerusform>%n bono: {paid} de {total}; quedan {left} por cobrar en el TPV</numerusform>
                <numerusform>%n bonos: {paid} de {total}; quedan {left} por cobrar en el TPV</numerusform>
            </translation>
        </message>
        <message>
            <source>bill {bill}</source>
            <translation>cuenta {bill}</translation>
        </message>
        <message>
            <source>bill {bill} + tip paid by voucher {tip}</source>
            <translation>cuenta {bill} + propina pagada con vale {tip}</translation>
        </message>
        <message>
            <source>event {event} is also held by {others}: one event is one movement, a manager must check which</source>
            <translation>el movimiento {event} también lo tiene {others}: un movimiento es una operación, un encargado debe comprobar cuál</translation>
        </message>
        <message>
            <source>Money taken in (top-ups and new cards)</source>
            <extracomment>Event types that load money onto a card: money the property takes in (a payment on the POS), shown apart from redemptions so the one is never netted against the other.</extracomment>
            <translation>Dinero cobrado (recargas y tarjetas nuevas)</translation>
        </message>
        <message>
            <source>Tips paid by voucher</source>
            <extracomment>Redemptions that paid a tip as well as a bill (the Tips Act): the two shown apart.</extracomment>
            <translation>Propinas pagadas con vale</translation>
        </message>
        <message>
            <source>Location</source>
            <extracomment>Of ``redeemed``, the tips paid by voucher on this till's bills (known for this till only).</extracomment>
            <translation>Local</translation>
        </message>
        <message>
            <source>This till</source>
            <translation>Esta caja</translation>
        </message>
        <message>
            <source>Staff: {staff}</source>
            <translation>Empleado: {staff}</translation>
        </message>
        <message>
            <source>Section</source>
            <translation>Sección</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Hora</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Código</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Moneda</translation>
        </message>
        <message>
            <source>Staff</source>
            <translation>Empleado</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Movimiento</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Nota</translation>
        </message>
        <message>
            <source>Journal id</source>
            <translation>ID del diario</translation>
        </message>
        <message>
            <source>End of shift</source>
            <translation>Cierre de turno</translation>
        </message>
        <message>
            <source>From (property time)</source>
            <translation>Desde (hora del establecimiento)</translation>
        </message>
        <message>
            <source>To (property time)</source>
            <translation>Hasta (hora del establecimiento)</translation>
        </message>
        <message>
            <source>Totals</source>
            <translation>Totales</translation>
        </message>
        <message>
            <source>Scope</source>
            <translation>Ámbito</translation>
        </message>
        <message>
            <source>Count</source>
            <translation>Cantidad</translation>
        </message>
        <message>
            <source>Net</source>
            <translation>Neto</translation>
        </message>
        <message>
            <source>Redeemed less reversed</source>
            <translation>Canjeado menos anulado</translation>
        </message>
        <message>
            <source>Balance change</source>
            <translation>Cambio de saldo</translation>
        </message>
        <message>
            <source>Bills</source>
            <translation>Cuentas</translation>
        </message>
        <message>
            <source>Tips</source>
            <translation>Propinas</translation>
        </message>
        <message>
            <source>Name</source>
            <extracomment>The signing page's lines, for the staff member and the manager.</extracomment>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Signature</source>
            <translation>Firma</translation>
        </message>
        <message>
            <source>Date and time</source>
            <translation>Fecha y hora</translation>
        </message>
        <message>
            <source>Detail</source>
            <translation>Detalle</translation>
        </message>
        <message>
            <source>Signed</source>
            <translation>Firmas</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Encargado</translation>
        </message>
        <message numerus="yes">
            <source>%n matched</source>
            <translation>
                <numerusform>%n cuadrado</numerusform>
                <numerusform>%n cuadrados</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n refund(s)</source>
            <translation>
                <numerusform>%n reembolso</numerusform>
                <numerusform>%n reembolsos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n only in the till</source>
            <translation>
                <numerusform>%n solo en la caja</numerusform>
                <numerusform>%n solo en la caja</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n only in the service</source>
            <translation>
                <numerusform>%n solo en el servicio</numerusform>
                <numerusform>%n solo en el servicio</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n not applied</source>
            <translation>
                <numerusform>%n no aplicado</numerusform>
                <numerusform>%n no aplicados</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n unconfirmed</source>
            <translation>
                <numerusform>%n sin confirmar</numerusform>
                <numerusform>%n sin confirmar</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mismatched</source>
            <translation>
                <numerusform>%n con discrepancia</numerusform>
                <numerusform>%n con discrepancia</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n found late</source>
            <translation>
                <numerusform>%n encontrado después</numerusform>
                <numerusform>%n encontrados después</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n claimed twice</source>
            <translation>
                <numerusform>%n asignado dos veces</numerusform>
                <numerusform>%n asignados dos veces</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stamped by the service outside this window</source>
            <translation>
                <numerusform>%n registrado por el servicio fuera de este periodo</numerusform>
                <numerusform>%n registrados por el servicio fuera de este periodo</numerusform>
            </translation>
        </message>
        <message>
            <source>made in this shift; the service stamped it outside this window (its clock moved)</source>
            <translation>hecho en este turno; el servicio lo registró fuera de este periodo (su reloj cambió)</translation>
        </message>
        <message numerus="yes">
            <source>%n sale(s)</source>
            <translation>
                <numerusform>%n venta</numerusform>
                <numerusform>%n ventas</numerusform>
            </translation>
        </message>
        <message>
            <source>Every movement of this till is accounted for.</source>
            <translation>Todas las operaciones de esta caja están justificadas.</translation>
        </message>
        <message>
            <source>Some movements of this till are not in the service's record: a manager must check them.</source>
            <translation>Algunas operaciones de esta caja no constan en el servicio: un encargado debe revisarlas.</translation>
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
            <translation>{scope}: canjeado neto {redeemed} (canjeado menos anulado); saldos cambiados en {change}</translation>
        </message>
        <message>
            <source>{scope}: of it, bills {bills} and tips paid by voucher {tips}</source>
            <translation>{scope}: de ello, cuentas {bills} y propinas pagadas con vale {tips}</translation>
        </message>
        <message>
            <source>1 redemption is not ticked as keyed on the POS: {amounts}. Key them on the POS and tick them.</source>
            <translation>1 canje no está marcado como registrado en el TPV: {amounts}. Regístrelo en el TPV y márquelo.</translation>
        </message>
        <message numerus="yes">
            <source>%n redemptions are not ticked as keyed on the POS: {amounts}. Key them on the POS and tick them.</source>
            <translation>
                <numerusform>%n canje no está marcado como registrado en el TPV: {amounts}. Regístrelos en el TPV y márquelos.</numerusform>
                <numerusform>%n canjes no están marcados como registrados en el TPV: {amounts}. Regístrelos en el TPV y márquelos.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement is not ticked as done on the POS: {amounts}. Key each redemption as a gift voucher tender, take each top-up or new card as a payment, then tick them.</source>
            <translation>1 operación no está marcada como hecha en el TPV: {amounts}. Registre cada canje como pago con bono, cobre cada recarga o tarjeta nueva como un pago y luego márquelas.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements are not ticked as done on the POS: {amounts}. Key each redemption as a gift voucher tender, take each top-up or new card as a payment, then tick them.</source>
            <translation>
                <numerusform>%n operación no está marcada como hecha en el TPV: {amounts}. Registre cada canje como pago con bono, cobre cada recarga o tarjeta nueva como un pago y luego márquelas.</numerusform>
                <numerusform>%n operaciones no están marcadas como hechas en el TPV: {amounts}. Registre cada canje como pago con bono, cobre cada recarga o tarjeta nueva como un pago y luego márquelas.</numerusform>
            </translation>
        </message>
        <message>
            <source>End of shift — {till}</source>
            <translation>Cierre de turno — {till}</translation>
        </message>
        <message>
            <source>{place} · from {start} to {end}</source>
            <translation>{place} · desde {start} hasta {end}</translation>
        </message>
        <message>
            <source>The service's events could not be read.</source>
            <extracomment>The audit log's line count and head once the report is built (its own line included). The whole code of each event the report read, for a line's dispute pack (never shown).</extracomment>
            <translation>No se pudieron leer los movimientos del servicio.</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s): {paid} of {total}; {open}</source>
            <translation>
                <numerusform>%n bono: {paid} de {total}; {open}</numerusform>
                <numerusform>%n bonos: {paid} de {total}; {open}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ShiftReport</name>
        <message>
            <source>End of shift report</source>
            <extracomment>Lines the report measures one by one; more keep one height (see ``ShiftReportDialog``). Opens the dispute pack of a voucher (given its whole code): set by whoever opened the report.</extracomment>
            <translation>Informe de cierre de turno</translation>
        </message>
        <message>
            <source>Shift start</source>
            <translation>Inicio del turno</translation>
        </message>
        <message>
            <source>Shift end</source>
            <translation>Fin del turno</translation>
        </message>
        <message>
            <source>Build report</source>
            <translation>Generar informe</translation>
        </message>
        <message>
            <source>Building the report…</source>
            <translation>Generando el informe…</translation>
        </message>
        <message>
            <source>Shift detail</source>
            <translation>Detalle del turno</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Exportar CSV…</translation>
        </message>
        <message>
            <source>Save PDF…</source>
            <translation>Guardar PDF…</translation>
        </message>
        <message>
            <source>Dispute pack…</source>
            <translation>Dossier de reclamación…</translation>
        </message>
        <message>
            <source>Times are the property's, as the service records them.</source>
            <translation>Horas del establecimiento, tal como las registra el servicio.</translation>
        </message>
        <message>
            <source>The report's pages</source>
            <translation>Páginas del informe</translation>
        </message>
        <message>
            <source>Detail</source>
            <translation>Detalle</translation>
        </message>
        <message>
            <source>Totals and net</source>
            <translation>Totales y neto</translation>
        </message>
        <message>
            <source>Type the shift's start as a day and time, for example {example}.</source>
            <translation>Escriba el inicio del turno como día y hora, por ejemplo {example}.</translation>
        </message>
        <message>
            <source>Type the shift's end as a day and time, for example {example}.</source>
            <translation>Escriba el final del turno como día y hora, por ejemplo {example}.</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Guardado en {path}</translation>
        </message>
        <message>
            <source>{summary}. {balanced}</source>
            <translation>{summary}. {balanced}</translation>
        </message>
        <message>
            <source>No balance events in this window.</source>
            <translation>No hay movimientos de saldo en este periodo.</translation>
        </message>
        <message>
            <source>Export the report</source>
            <translation>Exportar el informe</translation>
        </message>
        <message>
            <source>Save the report</source>
            <translation>Guardar el informe</translation>
        </message>
    </context>
    <context>
        <name>ShiftSales</name>
        <message>
            <source>Order #{order} (its vouchers could not be read)</source>
            <translation>Pedido n.º {order} (no se pudieron leer sus bonos)</translation>
        </message>
        <message>
            <source>Complimentary: {product} × {count} worth {amount}, no money taken</source>
            <translation>Cortesía: {product} × {count} por valor de {amount}, sin cobro</translation>
        </message>
        <message>
            <source>Sold: {product} × {count} = {amount}</source>
            <translation>Vendido: {product} × {count} = {amount}</translation>
        </message>
        <message>
            <source>Sold: delivery charges = {amount}</source>
            <translation>Vendido: gastos de envío = {amount}</translation>
        </message>
        <message>
            <source>Money taken in by sales: {amount}</source>
            <translation>Dinero cobrado por ventas: {amount}</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>sí</translation>
        </message>
        <message>
            <source>Sales by product</source>
            <translation>Ventas por producto</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Producto</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Moneda</translation>
        </message>
        <message>
            <source>Vouchers</source>
            <translation>Bonos</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Complimentary</source>
            <translation>Cortesía</translation>
        </message>
        <message>
            <source>Money taken in by sales</source>
            <translation>Dinero cobrado por ventas</translation>
        </message>
        <message>
            <source>{amount} (reference {reference})</source>
            <translation>{amount} (referencia {reference})</translation>
        </message>
        <message numerus="yes">
            <source>%n sale(s) not ticked as paid on the POS: {sales}. Take payment on the POS, then tick Paid on POS.</source>
            <translation>
                <numerusform>%n venta sin marcar como cobrada en el TPV: {sales}. Cobre en el TPV y marque «Cobrado en el TPV».</numerusform>
                <numerusform>%n ventas sin marcar como cobradas en el TPV: {sales}. Cobre en el TPV y marque «Cobrado en el TPV».</numerusform>
            </translation>
        </message>
    </context>
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
    <context>
        <name>Slip</name>
        <message>
            <source>Tip paid by voucher {amount}</source>
            <translation>Propina pagada con vale {amount}</translation>
        </message>
        <message>
            <source>Customer copy</source>
            <translation>Copia para el cliente</translation>
        </message>
        <message>
            <source>Merchant copy</source>
            <translation>Copia para el establecimiento</translation>
        </message>
        <message>
            <source>Gift voucher redeemed</source>
            <translation>Bono regalo canjeado</translation>
        </message>
        <message>
            <source>Redemption reversed</source>
            <translation>Canje anulado</translation>
        </message>
        <message>
            <source>Gift voucher refunded</source>
            <translation>Bono regalo reembolsado</translation>
        </message>
        <message>
            <source>Gift card topped up</source>
            <translation>Tarjeta regalo recargada</translation>
        </message>
        <message>
            <source>New gift card</source>
            <translation>Nueva tarjeta regalo</translation>
        </message>
        <message>
            <source>Amount taken</source>
            <translation>Importe canjeado</translation>
        </message>
        <message>
            <source>Amount returned</source>
            <translation>Importe devuelto</translation>
        </message>
        <message>
            <source>Amount refunded</source>
            <translation>Importe reembolsado</translation>
        </message>
        <message>
            <source>Amount added</source>
            <translation>Importe añadido</translation>
        </message>
        <message>
            <source>Value loaded</source>
            <translation>Valor cargado</translation>
        </message>
        <message>
            <source>New balance</source>
            <extracomment>Money loaded onto a card: the balance after it is the card's new balance, not what is "left". The service's event types and the slip each one prints as; other types print no slip. The property's language for guests' slips (a Babel locale name; "" writes the staff's). The tip within ``total`` that the vouchers cover too (``app.core.tips``). A bill's slip lists each of its vouchers (``bill_slip_lines``) instead of one voucher's. The language the guest reads it in (a Babel locale name): the property's setting or the guest's choice at the slip prompt, whatever language the staff's screen is in.</extracomment>
            <translation>Nuevo saldo</translation>
        </message>
        <message>
            <source>Balance left</source>
            <translation>Saldo restante</translation>
        </message>
        <message>
            <source>REPRINT</source>
            <translation>REIMPRESIÓN</translation>
        </message>
        <message>
            <source>TRAINING — no real money</source>
            <translation>FORMACIÓN — sin dinero real</translation>
        </message>
        <message>
            <source>Gift card</source>
            <translation>Tarjeta regalo</translation>
        </message>
        <message>
            <source>Gift voucher</source>
            <translation>Bono regalo</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Fecha</translation>
        </message>
        <message>
            <source>Till</source>
            <translation>Caja</translation>
        </message>
        <message>
            <source>Served by</source>
            <translation>Atendido por</translation>
        </message>
        <message>
            <source>Voucher</source>
            <translation>Bono</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Código</translation>
        </message>
        <message>
            <source>Expires</source>
            <translation>Caduca</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Referencia</translation>
        </message>
        <message>
            <source>Bill</source>
            <translation>Cuenta</translation>
        </message>
        <message>
            <source>Bill total</source>
            <translation>Total de la cuenta</translation>
        </message>
        <message>
            <source>Voucher {code}</source>
            <translation>Bono {code}</translation>
        </message>
        <message>
            <source>{amount} · left {left} · ref {reference}</source>
            <translation>{amount} · quedan {left} · ref. {reference}</translation>
        </message>
        <message>
            <source>Paid by vouchers</source>
            <translation>Pagado con bonos</translation>
        </message>
        <message>
            <source>Left to pay</source>
            <translation>Pendiente de pago</translation>
        </message>
        <message>
            <source>Keep this slip: the balance left can be used on a later visit.</source>
            <translation>Guarde este ticket: el saldo restante se puede usar en otra visita.</translation>
        </message>
        <message>
            <source>Keep this slip with the card: it shows the value loaded.</source>
            <translation>Guarde este ticket con la tarjeta: muestra el valor cargado.</translation>
        </message>
        <message>
            <source>Keep with the till's takings.</source>
            <translation>Guardar con la recaudación de la caja.</translation>
        </message>
        <message>
            <source>Reference {reference}</source>
            <translation>Referencia {reference}</translation>
        </message>
    </context>
    <context>
        <name>SlipMenu</name>
        <message>
            <source>Keyed on POS</source>
            <extracomment>Slips being printed (kept referenced until each is done). The last slip the printer could not print: *Save as PDF…* beside the problem saves it.</extracomment>
            <translation>Registrado en el TPV</translation>
        </message>
        <message>
            <source>Copy amount and reference</source>
            <translation>Copiar importe y referencia</translation>
        </message>
        <message>
            <source>Print the last slip</source>
            <translation>Imprimir el último ticket</translation>
        </message>
        <message>
            <source>Preview the last slip…</source>
            <translation>Vista previa del último ticket…</translation>
        </message>
        <message>
            <source>Save the last slip as PDF…</source>
            <translation>Guardar el último ticket como PDF…</translation>
        </message>
        <message>
            <source>Slip printer and options…</source>
            <translation>Impresora de tickets y opciones…</translation>
        </message>
        <message>
            <source>Print the last slip in the guest's language</source>
            <translation>Imprimir el último ticket en el idioma del cliente</translation>
        </message>
        <message>
            <source>No slip yet: redeem a voucher first, or reprint one from its history.</source>
            <translation>Aún no hay ticket: canjee primero un bono o reimprima uno desde su historial.</translation>
        </message>
        <message>
            <source>No slip yet: redeem a voucher first.</source>
            <translation>Aún no hay ticket: canjee primero un bono.</translation>
        </message>
        <message>
            <source>The slip could not be saved: {problem}.</source>
            <translation>No se pudo guardar el ticket: {problem}.</translation>
        </message>
        <message>
            <source>Slip saved to {path}.</source>
            <translation>Ticket guardado en {path}.</translation>
        </message>
        <message>
            <source>Save the slip</source>
            <translation>Guardar el ticket</translation>
        </message>
    </context>
    <context>
        <name>SlipOptions</name>
        <message>
            <source>The computer's default printer</source>
            <translation>La impresora predeterminada del ordenador</translation>
        </message>
        <message>
            <source>Slip printer and options</source>
            <translation>Impresora de tickets y opciones</translation>
        </message>
        <message>
            <source>Slip printer</source>
            <translation>Impresora de tickets</translation>
        </message>
        <message>
            <source>{printer} (not installed)</source>
            <translation>{printer} (no instalada)</translation>
        </message>
        <message>
            <source>Paper</source>
            <translation>Papel</translation>
        </message>
        <message>
            <source>Language of guests' slips</source>
            <translation>Idioma de los tickets para clientes</translation>
        </message>
        <message>
            <source>Print a slip after each redemption</source>
            <translation>Imprimir un ticket tras cada canje</translation>
        </message>
        <message>
            <source>Print a merchant copy too</source>
            <translation>Imprimir también una copia para el comercio</translation>
        </message>
        <message>
            <source>Thermal roll printers print through their own driver: install it, then choose the printer here. A missing or offline printer never stops a redemption.</source>
            <translation>Las impresoras térmicas de rollo imprimen con su propio controlador: instálelo y elija aquí la impresora. Una impresora ausente o desconectada nunca detiene un canje.</translation>
        </message>
        <message>
            <source>Printer</source>
            <translation>Impresora</translation>
        </message>
        <message>
            <source>Slip language</source>
            <translation>Idioma del ticket</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Guardar</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
    </context>
    <context>
        <name>SlipPrint</name>
        <message>
            <source>80 mm roll</source>
            <extracomment>Most thermal roll printers print at 203 dpi; the picture in docs/staff.md and the tests use it. The slip's own column: the printable width of a roll, a receipt-sized column on A4.</extracomment>
            <translation>Rollo de 80 mm</translation>
        </message>
        <message>
            <source>58 mm roll</source>
            <translation>Rollo de 58 mm</translation>
        </message>
        <message>
            <source>{title} — reference {reference}</source>
            <translation>{title} — referencia {reference}</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” is not installed on this computer.</source>
            <translation>La impresora de tickets «{printer}» no está instalada en este ordenador.</translation>
        </message>
        <message>
            <source>No printer is set up on this computer.</source>
            <translation>No hay ninguna impresora configurada en este ordenador.</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” reports a fault: it may be off, offline or out of paper.</source>
            <translation>La impresora de tickets «{printer}» indica un fallo: puede estar apagada, desconectada o sin papel.</translation>
        </message>
        <message>
            <source>Slip {reference}</source>
            <translation>Ticket {reference}</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” did not accept the slip.</source>
            <translation>La impresora de tickets «{printer}» no aceptó el ticket.</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” reported a fault while printing.</source>
            <translation>La impresora de tickets «{printer}» indicó un fallo al imprimir.</translation>
        </message>
        <message>
            <source>Slip printed on {printer}.</source>
            <translation>Ticket impreso en {printer}.</translation>
        </message>
        <message>
            <source>Printing the slip…</source>
            <translation>Imprimiendo el ticket…</translation>
        </message>
        <message>
            <source>{problem} The redemption stands; print the slip again later from the voucher's history or the activity list.</source>
            <translation>{problem} El canje sigue siendo válido; imprima el ticket más tarde desde el historial del bono o la lista de actividad.</translation>
        </message>
        <message>
            <source>No slip printer here: save the slip as a PDF.</source>
            <translation>No hay impresora de tickets aquí: guarde el ticket como PDF.</translation>
        </message>
        <message>
            <source>The slip printer has a fault: save the slip as a PDF.</source>
            <translation>La impresora de tickets tiene un fallo: guarde el ticket como PDF.</translation>
        </message>
        <message>
            <source>Slip preview — {paper}</source>
            <translation>Vista previa del ticket — {paper}</translation>
        </message>
    </context>
    <context>
        <name>Slips</name>
        <message>
            <source>The slip options could not be saved; they apply until the till closes.</source>
            <extracomment>How far around an event's time the journal is searched for the movement (and so the staff) behind it: the service's clock and the till's may differ. How far either side of a bill's line its other lines are looked for: a bill is paid within a day. The language the guest at the counter chose for themselves ("" for none): the slips made while they are served are written in it, whatever the property's or the staff's.</extracomment>
            <translation>No se pudieron guardar las opciones del ticket; se aplican hasta que se cierre la caja.</translation>
        </message>
        <message>
            <source>No slip yet: redeem a voucher first, or reprint one from its history.</source>
            <translation>Aún no hay ticket: canjee primero un bono o reimprima uno desde su historial.</translation>
        </message>
        <message>
            <source>There is no guest slip for this kind of event.</source>
            <translation>No hay ticket de cliente para este tipo de movimiento.</translation>
        </message>
        <message>
            <source>Choose a line of the redeem history first.</source>
            <translation>Elija primero una línea del historial de canjes.</translation>
        </message>
    </context>
    <context>
        <name>Startup</name>
        <message>
            <source>Scan or type a voucher code</source>
            <extracomment>How long the first window is given to take in keys queued for it before it hands over.</extracomment>
            <translation>Escanee o escriba el código del bono</translation>
        </message>
        <message>
            <source>Scan a code</source>
            <translation>Escanee un código</translation>
        </message>
        <message>
            <source>Voucher code</source>
            <translation>Código del bono</translation>
        </message>
        <message>
            <source>Starting the till… A code scanned now is kept and looked up as soon as the till is ready.</source>
            <extracomment>The last code ended with Enter or Tab: the till looks it up once it is ready, whatever was typed after it (kept in the till's field, not looked up). The user closed this window while the till loaded: the till does not open after all.</extracomment>
            <translation>Iniciando la caja… Un código escaneado ahora se guarda y se consulta en cuanto la caja esté lista.</translation>
        </message>
        <message>
            <source>Starting the till…</source>
            <translation>Iniciando la caja…</translation>
        </message>
        <message>
            <source>The till is starting</source>
            <translation>La caja se está iniciando</translation>
        </message>
        <message>
            <source>Nothing has been changed. Ask whoever looks after this computer to let the till write to that folder, then choose Try again.</source>
            <translation>No se ha cambiado nada. Pida a quien se ocupa de este ordenador que deje a la caja escribir en esa carpeta y elija Reintentar.</translation>
        </message>
        <message>
            <source>Another program (a database viewer, a backup or sync tool) has the file open. Close it, then choose Try again.</source>
            <translation>Otro programa (un visor de bases de datos, una herramienta de copia o sincronización) tiene el archivo abierto. Ciérrelo y elija Reintentar.</translation>
        </message>
        <message>
            <source>Free some space on this computer's disk, then choose Try again.</source>
            <translation>Libere espacio en el disco de este ordenador y elija Reintentar.</translation>
        </message>
        <message>
            <source>Check the disk and the folder, then choose Try again; if it keeps happening, call support.</source>
            <translation>Revise el disco y la carpeta y elija Reintentar; si sigue ocurriendo, llame a soporte.</translation>
        </message>
        <message>
            <source>a damaged file</source>
            <translation>un archivo dañado</translation>
        </message>
        <message>
            <source>{problem}.

File: {path}</source>
            <translation>{problem}.

Archivo: {path}</translation>
        </message>
        <message>
            <source>Choose “Keep it aside and start afresh”: the damaged file is renamed with today's date and time and kept for support, never deleted; a fresh {store} is started, every entry still readable is carried over, and unsettled movements are checked with the service. Or quit and call support first.</source>
            <translation>Elija «Apartarlo y empezar de nuevo»: el archivo dañado se renombra con la fecha y hora de hoy y se guarda para soporte, nunca se borra; se inicia un {store} nuevo, se traslada cada entrada aún legible y las operaciones pendientes se comprueban con el servicio. O salga y llame antes a soporte.</translation>
        </message>
        <message>
            <source>Keep it aside and start afresh</source>
            <translation>Apartarlo y empezar de nuevo</translation>
        </message>
        <message>
            <source>The code scanned here ({code}) was not looked up: scan it again there.</source>
            <extracomment>Set (to anything) by benchmarks/startup.py: print the moment of the first paint, then close. New service settings and API key, from the settings dialog, for the next till session.</extracomment>
            <translation>El código escaneado aquí ({code}) no se ha consultado: escanéelo de nuevo allí.</translation>
        </message>
        <message>
            <source>{app} is already running: its window has been brought to the front.</source>
            <translation>{app} ya está abierto: su ventana se ha traído al frente.</translation>
        </message>
        <message>
            <source>{app} is already running.</source>
            <translation>{app} ya está abierto.</translation>
        </message>
        <message>
            <source>already running</source>
            <translation>ya abierto</translation>
        </message>
        <message>
            <source>Use that window. Only one till runs on a settings folder ({folder}).</source>
            <translation>Use esa ventana. Solo puede funcionar una caja por carpeta de ajustes ({folder}).</translation>
        </message>
        <message>
            <source>Use that window. Only one till runs on a data folder ({folder}): it holds the till&apos;s journal.</source>
            <translation>Use esa ventana. Solo puede funcionar una caja por carpeta de datos ({folder}): contiene el diario de la caja.</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>Aceptar</translation>
        </message>
        <message>
            <source>it cannot create its lock file there</source>
            <translation>no puede crear allí su archivo de bloqueo</translation>
        </message>
        <message>
            <source>it is read-only</source>
            <translation>es de solo lectura</translation>
        </message>
        <message>
            <source>The till cannot write to its settings folder: {reason}.

Folder: {folder}</source>
            <translation>La caja no puede escribir en su carpeta de ajustes: {reason}.

Carpeta: {folder}</translation>
        </message>
        <message>
            <source>choose Try again</source>
            <translation>elija Reintentar</translation>
        </message>
        <message>
            <source>start the till again</source>
            <translation>vuelva a abrir la caja</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Salir</translation>
        </message>
        <message>
            <source>Folder: {path}</source>
            <translation>Carpeta: {path}</translation>
        </message>
        <message>
            <source>File: {path}</source>
            <translation>Archivo: {path}</translation>
        </message>
        <message>
            <source>cannot use its files</source>
            <translation>no puede usar sus archivos</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Reintentar</translation>
        </message>
        <message>
            <source>damaged settings</source>
            <translation>ajustes dañados</translation>
        </message>
        <message>
            <source>Set the till up again: you will need the service address, the API key and a new manager PIN. Or quit and call support, who can look at the damaged file first.</source>
            <translation>Vuelva a configurar la caja: necesitará la dirección del servicio, la clave API y un nuevo PIN de encargado. O salga y llame a soporte, que puede revisar antes el archivo dañado.</translation>
        </message>
        <message>
            <source>Set up the till again</source>
            <translation>Configurar la caja de nuevo</translation>
        </message>
        <message numerus="yes">
            <source>The till's {store} was damaged. It is kept as {kept_as}; a fresh one was started and %n entries still readable in it were carried over. Unsettled movements among them are being checked with the service.</source>
            <translation>
                <numerusform>El archivo {store} de la caja estaba dañado. Se guarda como {kept_as}; se ha iniciado uno nuevo y se ha trasladado %n entrada aún legible. Las operaciones pendientes se están comprobando con el servicio.</numerusform>
                <numerusform>El archivo {store} de la caja estaba dañado. Se guarda como {kept_as}; se ha iniciado uno nuevo y se han trasladado %n entradas aún legibles. Las operaciones pendientes se están comprobando con el servicio.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Storage</name>
        <message>
            <source>redeem</source>
            <extracomment>Seconds between attempts to write again: soon at first, then every half minute. A movement's kind, as the banner names it ("The redeem of SPA50PART"); marked for translation.</extracomment>
            <translation>canje</translation>
        </message>
        <message>
            <source>{problem}. The till goes on working, but what it does now is missing from its log until it can write there again.</source>
            <translation>{problem}. La caja sigue funcionando, pero lo que hace ahora no queda en su registro hasta que pueda volver a escribir en él.</translation>
        </message>
        <message>
            <source>reverse</source>
            <translation>anulación</translation>
        </message>
        <message>
            <source>refund</source>
            <translation>reembolso</translation>
        </message>
        <message>
            <source>topup</source>
            <translation>recarga</translation>
        </message>
        <message>
            <source>the service redeemed it</source>
            <extracomment>What the service did, by kind; marked for translation.</extracomment>
            <translation>el servicio la realizó</translation>
        </message>
        <message>
            <source>the service reversed it</source>
            <translation>el servicio la realizó</translation>
        </message>
        <message>
            <source>the service refunded it</source>
            <translation>el servicio la realizó</translation>
        </message>
        <message>
            <source>the service topped up it</source>
            <translation>el servicio la realizó</translation>
        </message>
        <message>
            <source>NOT YET WRITTEN DOWN — {lines} {cause}. The till keeps trying, and nothing more can move on that voucher until it is written (if the till is closed first, it checks the movement with the service when it next starts).</source>
            <translation>AÚN SIN ANOTAR — {lines} {cause}. La caja sigue intentándolo y no se puede hacer nada más con ese bono hasta que quede anotado (si la caja se cierra antes, comprobará la operación con el servicio al volver a iniciarse).</translation>
        </message>
        <message>
            <source>NOT YET WRITTEN DOWN — {lines} Nothing more can move on that voucher until it is written.</source>
            <translation>AÚN SIN ANOTAR — {lines} No se puede hacer nada más con ese bono hasta que quede anotado.</translation>
        </message>
        <message>
            <source>{problem}. Redeem, reverse and refund are paused until it works again.</source>
            <translation>{problem}. Canjes, anulaciones y reembolsos quedan en pausa hasta que vuelva a funcionar.</translation>
        </message>
        <message>
            <source>{kind} of {code}</source>
            <translation>{kind} de {code}</translation>
        </message>
        <message>
            <source> for {amount}</source>
            <translation> por {amount}</translation>
        </message>
        <message>
            <source> (ref {event})</source>
            <translation> (ref. {event})</translation>
        </message>
        <message>
            <source>the service did it</source>
            <translation>el servicio la realizó</translation>
        </message>
        <message>
            <source>the service refused it</source>
            <translation>el servicio la rechazó</translation>
        </message>
        <message>
            <source>the service's answer was lost</source>
            <translation>la respuesta del servicio se perdió</translation>
        </message>
        <message>
            <source>The {what}: {told}, but the till could not record it.</source>
            <translation>Operación: {what} — {told}, pero la caja no pudo anotarlo.</translation>
        </message>
    </context>
    <context>
        <name>Support</name>
        <message>
            <source>The service has not been checked this session.</source>
            <extracomment>Days of the log the report holds. Log lines kept before each error, for its context. Errors the report holds at most (the newest). Other secrets the log masks (``SECRETS.held``): the report is scanned for them too.</extracomment>
            <translation>El servicio aún no se ha comprobado.</translation>
        </message>
        <message>
            <source>No errors in these days of the log.</source>
            <translation>No hay errores en estos días del registro.</translation>
        </message>
        <message>
            <source>Save a support report</source>
            <extracomment>Movements called not applied this long ago are still in the report (the re-check's horizon).</extracomment>
            <translation>Guardar un informe para soporte</translation>
        </message>
        <message>
            <source>Gathering the report…</source>
            <translation>Reuniendo el informe…</translation>
        </message>
        <message>
            <source>Files in the report</source>
            <translation>Archivos del informe</translation>
        </message>
        <message>
            <source>The chosen file's contents</source>
            <translation>Contenido del archivo elegido</translation>
        </message>
        <message>
            <source>Save…</source>
            <translation>Guardar…</translation>
        </message>
        <message>
            <source>The report was not made: it would have held what it must never hold ({problems}).</source>
            <translation>El informe no se hizo: habría contenido lo que nunca debe contener ({problems}).</translation>
        </message>
        <message>
            <source>The report could not be made: {why}</source>
            <translation>No se pudo hacer el informe: {why}</translation>
        </message>
        <message>
            <source>This is everything the report holds: no API key, no whole voucher code and no e-mail address. Look through it, then save it and send it to support.</source>
            <translation>Esto es todo lo que contiene el informe: ninguna clave de la API, ningún código de vale completo y ninguna dirección de correo. Revíselo, guárdelo y envíelo a soporte.</translation>
        </message>
        <message>
            <source>Zip archives (*.zip)</source>
            <translation>Archivos ZIP (*.zip)</translation>
        </message>
        <message>
            <source>The report could not be saved: {why}</source>
            <translation>No se pudo guardar el informe: {why}</translation>
        </message>
    </context>
    <context>
        <name>Timeline</name>
        <message>
            <source>This till&apos;s clock is {size} behind the service&apos;s.</source>
            <translation>El reloj de esta caja va {size} por detrás del del servicio.</translation>
        </message>
        <message>
            <source>This till&apos;s clock is {size} ahead of the service&apos;s.</source>
            <translation>El reloj de esta caja va {size} por delante del del servicio.</translation>
        </message>
        <message>
            <source>{time} (till clock)</source>
            <translation>{time} (reloj de la caja)</translation>
        </message>
        <message>
            <source>{hours} h {minutes} min</source>
            <translation>{hours} h {minutes} min</translation>
        </message>
        <message>
            <source>{minutes} min</source>
            <translation>{minutes} min</translation>
        </message>
        <message>
            <source>This till's clock is {size} behind the service's: the service's times are shown as it stamps them.</source>
            <translation>El reloj de esta caja va {size} por detrás del del servicio: las horas del servicio se muestran tal como las registra.</translation>
        </message>
        <message>
            <source>This till's clock is {size} ahead of the service's: the service's times are shown as it stamps them.</source>
            <translation>El reloj de esta caja va {size} por delante del del servicio: las horas del servicio se muestran tal como las registra.</translation>
        </message>
    </context>
    <context>
        <name>Tips</name>
        <message>
            <source>Time</source>
            <translation>Hora</translation>
        </message>
        <message>
            <source>Bill</source>
            <translation>Cuenta</translation>
        </message>
        <message>
            <source>Tip</source>
            <translation>Propina</translation>
        </message>
        <message>
            <source>No tips paid by voucher on your bills in this period.</source>
            <translation>Ninguna propina pagada con vale en sus cuentas en este periodo.</translation>
        </message>
        <message numerus="yes">
            <source>Tips paid by voucher on your bills: %n bill(s), {total}</source>
            <translation>
                <numerusform>Propinas pagadas con vale en sus cuentas: %n cuenta, {total}</numerusform>
                <numerusform>Propinas pagadas con vale en sus cuentas: %n cuentas, {total}</numerusform>
            </translation>
        </message>
        <message>
            <source>Tips paid by voucher — {staff}</source>
            <translation>Propinas pagadas con vale — {staff}</translation>
        </message>
        <message>
            <source>{place} · from {start} to {end}</source>
            <translation>{place} · del {start} al {end}</translation>
        </message>
        <message>
            <source>My tips record</source>
            <translation>Mi registro de propinas</translation>
        </message>
        <message>
            <source>Show</source>
            <translation>Mostrar</translation>
        </message>
        <message>
            <source>Signed in: {staff}</source>
            <translation>Sesión iniciada: {staff}</translation>
        </message>
        <message>
            <source>My tips paid by voucher</source>
            <translation>Mis propinas pagadas con vale</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Imprimir…</translation>
        </message>
        <message>
            <source>Save PDF…</source>
            <translation>Guardar PDF…</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Guardado: {path}</translation>
        </message>
        <message>
            <source>Save my tips record</source>
            <translation>Guardar mi registro de propinas</translation>
        </message>
        <message>
            <source>My tips record…</source>
            <extracomment>Every entry of the Shift menu has its key, for a till without a mouse.</extracomment>
            <translation>Mi registro de propinas…</translation>
        </message>
    </context>
    <context>
        <name>TopUp</name>
        <message>
            <source>This voucher has been used in full and is closed: sell a new card instead.</source>
            <extracomment>[DECIDE] The largest single top-up or activation by default, in the voucher's currency.</extracomment>
            <translation>Este bono se ha usado por completo y está cerrado: venda una tarjeta nueva.</translation>
        </message>
        <message>
            <source>This voucher was cancelled: it cannot be topped up.</source>
            <translation>Este bono se invalidó: no se puede recargar.</translation>
        </message>
        <message>
            <source>The payment for this voucher was reversed: it cannot be topped up.</source>
            <translation>El pago de este bono se revocó: no se puede recargar.</translation>
        </message>
        <message>
            <source>This voucher is not valid yet: it cannot be topped up before it starts.</source>
            <translation>Este bono aún no es válido: no se puede recargar antes de que empiece.</translation>
        </message>
        <message>
            <source>This voucher has expired: it cannot be topped up.</source>
            <translation>Este bono ha caducado: no se puede recargar.</translation>
        </message>
        <message>
            <source>The service reports this voucher as “{status}”: it cannot be topped up.</source>
            <translation>El servicio indica este bono como «{status}»: no se puede recargar.</translation>
        </message>
        <message>
            <source>This voucher cannot be used at this location, so it is not topped up here.</source>
            <translation>Este bono no se puede usar en esta ubicación, así que aquí no se recarga.</translation>
        </message>
        <message>
            <source>This voucher must be used in full (a service voucher): it cannot be topped up.</source>
            <translation>Este bono debe usarse entero (bono de servicio): no se puede recargar.</translation>
        </message>
        <message>
            <source>This voucher holds nothing: sell a new card instead.</source>
            <translation>Este bono no tiene saldo: venda una tarjeta nueva.</translation>
        </message>
        <message>
            <source>At most {amount} in one top-up</source>
            <translation>Como máximo {amount} por recarga</translation>
        </message>
        <message>
            <source>Top up {code} by {amount} — {after} after</source>
            <translation>Recargar {code} con {amount} — después: {after}</translation>
        </message>
        <message>
            <source>Activate {code} as a new card with {amount}</source>
            <translation>Activar {code} como tarjeta nueva con {amount}</translation>
        </message>
        <message>
            <source>{amount} onto {code}</source>
            <translation>{amount} en {code}</translation>
        </message>
        <message>
            <source>Staff may top up and sell gift cards</source>
            <translation>El personal puede recargar y vender tarjetas regalo</translation>
        </message>
        <message>
            <source>Largest top-up…</source>
            <translation>Recarga máxima…</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>Cargar</translation>
        </message>
        <message>
            <source>Amount to load onto the card</source>
            <translation>Importe a cargar en la tarjeta</translation>
        </message>
        <message>
            <source>Amount to load; Enter shows what will be loaded, to confirm</source>
            <translation>Importe a cargar; Intro muestra lo que se cargará, para confirmar</translation>
        </message>
        <message>
            <source>Load…</source>
            <translation>Cargar…</translation>
        </message>
        <message>
            <source>Review the top-up</source>
            <translation>Revisar la recarga</translation>
        </message>
        <message>
            <source>Show what will be loaded, to confirm (Enter in the amount)</source>
            <translation>Mostrar lo que se cargará, para confirmar (Intro en el importe)</translation>
        </message>
        <message>
            <source>top-up</source>
            <translation>recarga</translation>
        </message>
        <message>
            <source>Do not load anything; change the amount or scan another code</source>
            <translation>No cargar nada; cambie el importe o escanee otro código</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>Cargando…</translation>
        </message>
        <message>
            <source>Why this voucher cannot be topped up</source>
            <extracomment>The "Largest top-up" dialog while it is open.</extracomment>
            <translation>Por qué no se puede recargar este bono</translation>
        </message>
        <message>
            <source>Change the largest top-up</source>
            <translation>Cambiar la recarga máxima</translation>
        </message>
        <message>
            <source>The largest top-up is now {amount}.</source>
            <translation>La recarga máxima es ahora {amount}.</translation>
        </message>
        <message>
            <source>Let staff top up and sell gift cards without a manager</source>
            <translation>Permitir al personal recargar y vender tarjetas regalo sin encargado</translation>
        </message>
        <message>
            <source>Make every top-up and new gift card need a manager</source>
            <translation>Exigir un encargado para cada recarga y tarjeta regalo nueva</translation>
        </message>
        <message>
            <source>Staff may now top up and sell gift cards.</source>
            <translation>El personal ya puede recargar y vender tarjetas regalo.</translation>
        </message>
        <message>
            <source>Load money onto {code}: the guest pays on the POS</source>
            <translation>Cargar dinero en {code}: el cliente paga en el TPV</translation>
        </message>
        <message>
            <source>Sell {code} as a new gift card: the guest pays on the POS</source>
            <translation>Vender {code} como tarjeta regalo nueva: el cliente paga en el TPV</translation>
        </message>
        <message>
            <source>Close (F4)</source>
            <translation>Cerrar (F4)</translation>
        </message>
        <message>
            <source>Activate as a new card (F4)</source>
            <translation>Activar como tarjeta nueva (F4)</translation>
        </message>
        <message>
            <source>Close top-up (F4)</source>
            <translation>Cerrar recarga (F4)</translation>
        </message>
        <message>
            <source>Top up… (F4)</source>
            <translation>Recargar… (F4)</translation>
        </message>
        <message>
            <source>Manager PIN needed</source>
            <translation>Requiere PIN del encargado</translation>
        </message>
        <message>
            <source>Top-ups</source>
            <translation>Recargas</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>Aceptar</translation>
        </message>
        <message>
            <source>Offline: top-ups are paused until the service answers</source>
            <translation>Sin conexión: las recargas quedan en pausa hasta que responda el servicio</translation>
        </message>
        <message>
            <source>Reading the property's currency from the service…</source>
            <translation>Leyendo la moneda del establecimiento en el servicio…</translation>
        </message>
        <message>
            <source>Type the amount to load</source>
            <extracomment>The property's currency, read once: a new card is in it (the service decides). Why the amount typed was refused, in the source language (``AmountError.source``). What the screen moved on to while a top-up was in flight, offered once it settles. Unconfirmed movements on the card that stop a new top-up, for the quick override. The movement whose outcome the top-up's line shows now, if any.</extracomment>
            <translation>Escriba el importe a cargar</translation>
        </message>
        <message>
            <source>Nothing loaded: {amount} onto {code} was under review when another code was typed or scanned.</source>
            <translation>Nada cargado: {amount} en {code} estaba en revisión cuando se escribió o escaneó otro código.</translation>
        </message>
        <message>
            <source>Balance after: {amount}</source>
            <translation>Saldo después: {amount}</translation>
        </message>
        <message>
            <source>New card: {amount}</source>
            <translation>Tarjeta nueva: {amount}</translation>
        </message>
        <message>
            <source>The till could not read the property's currency; close and try again.</source>
            <translation>La caja no ha podido leer la moneda del establecimiento; cierre y vuelva a intentarlo.</translation>
        </message>
        <message>
            <source>A manager must allow each top-up and new card (manager PIN).</source>
            <extracomment>The most a manager may set as the largest single top-up: the till's limit for any amount typed (``app.core.money``), which a settings file is held to as well (``Settings.topup_maximum``). Marked for translation, translated where it is said (``translate("TopUp", MANAGER_NEEDED_TEXT)``).</extracomment>
            <translation>Cada recarga y tarjeta nueva necesita la aprobación de un encargado (PIN del encargado).</translation>
        </message>
        <message>
            <source>Only a manager can change who may top up.</source>
            <translation>Solo un encargado puede cambiar quién puede recargar.</translation>
        </message>
        <message>
            <source>The setting could not be saved; nothing changed.</source>
            <translation>No se ha podido guardar el ajuste; no ha cambiado nada.</translation>
        </message>
        <message>
            <source>At most {ceiling} for one top-up</source>
            <translation>Como máximo {ceiling} por recarga</translation>
        </message>
        <message>
            <source>Only a manager can change the largest top-up.</source>
            <translation>Solo un encargado puede cambiar la recarga máxima.</translation>
        </message>
        <message>
            <source>{problem}. Nothing was changed.</source>
            <translation>{problem}. No se ha cambiado nada.</translation>
        </message>
        <message>
            <source>Loaded</source>
            <extracomment>In the source language, marked for translation; ``topup_outcome_text`` says them translated.</extracomment>
            <translation>Cargado</translation>
        </message>
        <message>
            <source>Not loaded</source>
            <translation>No cargado</translation>
        </message>
        <message>
            <source>Nothing was added</source>
            <translation>No se ha añadido nada</translation>
        </message>
        <message>
            <source>anything more moves on this card</source>
            <translation>cualquier otra operación en esta tarjeta</translation>
        </message>
        <message>
            <source>No answer from the service about {asked}. Checking with the service…</source>
            <extracomment>Takes the movements that now block the card (an unconfirmed top-up, an earlier one unchecked).</extracomment>
            <translation>Sin respuesta del servicio sobre {asked}. Comprobando con el servicio…</translation>
        </message>
        <message>
            <source>{problem}. The top-up is not confirmed yet.</source>
            <translation>{problem}. La recarga aún no está confirmada.</translation>
        </message>
        <message>
            <source>{problem}. Nothing was sent.</source>
            <translation>{problem}. No se ha enviado nada.</translation>
        </message>
        <message>
            <source>{refused} An earlier movement on this card could not be checked.</source>
            <translation>{refused} No se ha podido comprobar una operación anterior en esta tarjeta.</translation>
        </message>
        <message>
            <source>Not sent: {asked}. {why}</source>
            <translation>No enviado: {asked}. {why}</translation>
        </message>
        <message>
            <source>Still no answer from the service.</source>
            <translation>Sigue sin haber respuesta del servicio.</translation>
        </message>
        <message>
            <source>{first} The top-up of {asked} is not confirmed: the till checks it again before anything more moves on this card, and at its next start.</source>
            <translation>{first} La recarga de {asked} no está confirmada: la caja la vuelve a comprobar antes de cualquier otra operación en esta tarjeta y en su próximo inicio.</translation>
        </message>
        <message>
            <source>The earlier top-up was settled before the override.</source>
            <translation>La recarga anterior se resolvió antes de la anulación manual.</translation>
        </message>
        <message>
            <source>Checking an earlier, unconfirmed movement on this card first…</source>
            <translation>Comprobando primero una operación anterior sin confirmar en esta tarjeta…</translation>
        </message>
        <message>
            <source>an earlier movement on this card</source>
            <translation>una operación anterior en esta tarjeta</translation>
        </message>
        <message>
            <source>{outcome} Nothing more was sent.</source>
            <translation>{outcome} No se ha enviado nada más.</translation>
        </message>
        <message>
            <source>No answer from the service about {about}. Checking with the service… {left} s</source>
            <translation>Sin respuesta del servicio sobre {about}. Comprobando con el servicio… {left} s</translation>
        </message>
        <message>
            <source>New card {code}: {added} loaded. Balance {balance} · ref {event}</source>
            <translation>Tarjeta nueva {code}: {added} cargado. Saldo {balance} · ref. {event}</translation>
        </message>
        <message>
            <source>New card {code}: {added} loaded. Balance {balance}</source>
            <translation>Tarjeta nueva {code}: {added} cargado. Saldo {balance}</translation>
        </message>
        <message>
            <source>Topped up {code}: {added} loaded. Balance {balance} · ref {event}</source>
            <translation>Recargado {code}: {added} cargado. Saldo {balance} · ref. {event}</translation>
        </message>
        <message>
            <source>Topped up {code}: {added} loaded. Balance {balance}</source>
            <translation>Recargado {code}: {added} cargado. Saldo {balance}</translation>
        </message>
    </context>
    <context>
        <name>TopUpLimit</name>
        <message>
            <source>Largest top-up</source>
            <translation>Recarga máxima</translation>
        </message>
        <message>
            <source>The most one top-up or new gift card may load, in the voucher's currency (more than 0, at most {ceiling}).</source>
            <translation>Lo máximo que puede cargar una recarga o tarjeta regalo nueva, en la moneda del bono (más de 0, como máximo {ceiling}).</translation>
        </message>
        <message>
            <source>Why this amount cannot be the largest top-up</source>
            <translation>Por qué este importe no puede ser la recarga máxima</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Guardar</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
    </context>
    <context>
        <name>Unconfirmed</name>
        <message>
            <source>Unconfirmed movement</source>
            <translation>Operación sin confirmar</translation>
        </message>
        <message>
            <source>The service's records cannot tell whether this till's request went through. Check with the cashier and the other tills, then choose the event that is this till's, or say that none of them is.</source>
            <translation>Los registros del servicio no permiten saber si la solicitud de esta caja se realizó. Compruébelo con el cajero y las otras cajas; luego elija el movimiento de esta caja o indique que no es ninguno.</translation>
        </message>
        <message>
            <source>Events that could be this movement</source>
            <translation>Movimientos que podrían ser esta operación</translation>
        </message>
        <message>
            <source>None of these is this till's</source>
            <translation>Ninguno es de esta caja</translation>
        </message>
        <message>
            <source>This one is this till's</source>
            <translation>Este es de esta caja</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Time (service)</source>
            <translation>Hora (servicio)</translation>
        </message>
        <message>
            <source>Location</source>
            <translation>Local</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Before</source>
            <translation>Antes</translation>
        </message>
        <message>
            <source>After</source>
            <translation>Después</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Movimiento</translation>
        </message>
        <message>
            <source>Decide whether {movement} went through (1 possible event)</source>
            <translation>Decidir si {movement} se realizó (1 movimiento posible)</translation>
        </message>
        <message numerus="yes">
            <source>Decide whether {movement} went through (%n possible events)</source>
            <translation>
                <numerusform>Decidir si {movement} se realizó (%n movimiento posible)</numerusform>
                <numerusform>Decidir si {movement} se realizó (%n movimientos posibles)</numerusform>
            </translation>
        </message>
        <message>
            <source>{movement} Sent by {staff} at {time} (this till's clock).</source>
            <translation>{movement} Enviado por {staff} a las {time} (reloj de esta caja).</translation>
        </message>
        <message>
            <source>A manager PIN is needed for this.</source>
            <translation>Para esto hace falta un PIN de encargado.</translation>
        </message>
        <message>
            <source>{problem}. Nothing was decided.</source>
            <translation>{problem}. No se ha decidido nada.</translation>
        </message>
    </context>
    <context>
        <name>Updates</name>
        <message>
            <source>Version {version} is ready — install at the end of the shift</source>
            <translation>La versión {version} está lista — instálela al final del turno</translation>
        </message>
        <message>
            <source>A sale or a bill is open: the update waits until it is finished.</source>
            <translation>Hay una venta o una cuenta abierta: la actualización espera hasta que termine.</translation>
        </message>
        <message>
            <source>A movement is still unresolved: a manager settles it before the update.</source>
            <translation>Un movimiento sigue sin resolver: un encargado lo resuelve antes de la actualización.</translation>
        </message>
        <message>
            <source>A movement is still being sent: the update waits for its answer.</source>
            <translation>Todavía se está enviando un movimiento: la actualización espera su respuesta.</translation>
        </message>
        <message>
            <source>The till is offline: it will look for an update when it is back.</source>
            <translation>La caja está sin conexión: buscará una actualización cuando vuelva a estar conectada.</translation>
        </message>
        <message>
            <source>No updates in training.</source>
            <translation>No hay actualizaciones en modo de formación.</translation>
        </message>
        <message>
            <source>The update channel's files are not valid: not installed.</source>
            <translation>Los archivos del canal de actualizaciones no son válidos: no se ha instalado.</translation>
        </message>
        <message>
            <source>The update channel cannot be reached: no update now, the till works on.</source>
            <translation>No se puede acceder al canal de actualizaciones: ahora no hay actualización, la caja sigue funcionando.</translation>
        </message>
        <message>
            <source>The update channel is too slow to answer: no update now, the till works on.</source>
            <translation>El canal de actualizaciones tarda demasiado en responder: ahora no hay actualización, la caja sigue funcionando.</translation>
        </message>
        <message>
            <source>The update channel offers an older release than the till already has: not installed.</source>
            <translation>El canal de actualizaciones ofrece una versión más antigua que la que ya tiene la caja: no se ha instalado.</translation>
        </message>
        <message>
            <source>The update channel's signed files have expired: not installed.</source>
            <translation>Los archivos firmados del canal de actualizaciones han caducado: no se ha instalado.</translation>
        </message>
        <message>
            <source>The update channel's files are not signed by this till's release keys: not installed.</source>
            <translation>Los archivos del canal de actualizaciones no están firmados con las claves de versión de esta caja: no se ha instalado.</translation>
        </message>
        <message>
            <source>The update's archive does not match its signed description: not installed.</source>
            <extracomment>Seconds one connection or one gap between bytes may take (requests' timeout, through tuf). Seconds a whole check, download and verification may take before the till stops waiting.</extracomment>
            <translation>El archivo de la actualización no coincide con su descripción firmada: no se ha instalado.</translation>
        </message>
        <message>
            <source>No update is ready.</source>
            <extracomment>The work the window has open that an install waits for ("sale", "bill"): the window adds a name while that dialog is open; :func:`build_updates` reads it into the till's activity.</extracomment>
            <translation>No hay ninguna actualización lista.</translation>
        </message>
        <message>
            <source>The update was changed on this computer after it was checked: nothing was installed.</source>
            <translation>La actualización se modificó en este ordenador después de comprobarla: no se ha instalado nada.</translation>
        </message>
        <message>
            <source>The update could not be written ({why}), nor the release it replaced put back: install the till again.</source>
            <translation>No se pudo escribir la actualización ({why}) ni restaurar la versión que sustituía: vuelva a instalar la caja.</translation>
        </message>
        <message>
            <source>The update could not be written ({why}): nothing was installed, the till is as it was.</source>
            <translation>No se pudo escribir la actualización ({why}): no se ha instalado nada, la caja sigue como estaba.</translation>
        </message>
    </context>
    <context>
        <name>Voucher</name>
        <message>
            <source>Lookups are paused for {seconds} s: too many unknown codes at this till. A manager can lift the pause (Manager menu).</source>
            <translation>Las búsquedas están en pausa durante {seconds} s: demasiados códigos desconocidos en esta caja. Un responsable puede levantar la pausa (menú Responsable).</translation>
        </message>
        <message>
            <source>New card</source>
            <extracomment>An event's type in till words, the one mapping for the feed, the shift report (screen, CSV, PDF) and the reasons given: short, so the feed's Type column shows each whole at 1024 px. "New card" and "Reversed" are the words the till uses for the same movements elsewhere (a top-up's outcome, a redeem-history line). Marked for translation in the "Voucher" context: translated where shown (``event_type_text``).</extracomment>
            <translation>Tarjeta nueva</translation>
        </message>
        <message>
            <source>Top-up</source>
            <translation>Recarga</translation>
        </message>
        <message>
            <source>Redeemed</source>
            <extracomment>A redeem-history line's status: a redemption, or one that was reversed ("Unredeemed").</extracomment>
            <translation>Canjeado</translation>
        </message>
        <message>
            <source>Reversed</source>
            <translation>Anulado</translation>
        </message>
        <message>
            <source>Refund</source>
            <translation>Reembolso</translation>
        </message>
        <message>
            <source>Chargeback</source>
            <translation>Contracargo</translation>
        </message>
        <message>
            <source>Reversed chargeback</source>
            <translation>Contracargo anulado</translation>
        </message>
        <message>
            <source>Code change</source>
            <translation>Cambio de código</translation>
        </message>
        <message>
            <source>Valid</source>
            <extracomment>A voucher's (or an order row's) status in till words: the service's own words are never shown beside their translation ("Partially Redeemed" next to "Part used").</extracomment>
            <translation>Válido</translation>
        </message>
        <message>
            <source>In grace period</source>
            <translation>En periodo de gracia</translation>
        </message>
        <message>
            <source>Part used</source>
            <translation>Usado en parte</translation>
        </message>
        <message>
            <source>Used</source>
            <extracomment>Statuses that close a voucher for good: the badge and why, in till words.</extracomment>
            <translation>Usado</translation>
        </message>
        <message>
            <source>Void</source>
            <translation>Invalidado</translation>
        </message>
        <message>
            <source>Expired</source>
            <translation>Caducado</translation>
        </message>
        <message>
            <source>Not valid yet</source>
            <translation>Aún no válido</translation>
        </message>
        <message>
            <source>today</source>
            <extracomment>Event types that take money off a voucher; the feed shows their amount negative.</extracomment>
            <translation>hoy</translation>
        </message>
        <message>
            <source>1 day ago</source>
            <translation>hace 1 día</translation>
        </message>
        <message numerus="yes">
            <source>%n days ago</source>
            <translation>
                <numerusform>hace %n día</numerusform>
                <numerusform>hace %n días</numerusform>
            </translation>
        </message>
        <message>
            <source>This voucher has been used in full.</source>
            <translation>Este bono se ha usado por completo.</translation>
        </message>
        <message>
            <source>This voucher was cancelled and cannot be used.</source>
            <translation>Este bono se invalidó y no se puede usar.</translation>
        </message>
        <message>
            <source>The payment for this voucher was reversed.</source>
            <translation>El pago de este bono se revocó.</translation>
        </message>
        <message>
            <source>Not valid until {day}</source>
            <translation>Válido a partir del {day}</translation>
        </message>
        <message>
            <source>This voucher cannot be used yet.</source>
            <translation>Este bono aún no se puede usar.</translation>
        </message>
        <message>
            <source>Expired {ago}</source>
            <translation>Caducado {ago}</translation>
        </message>
        <message>
            <source>This voucher has expired.</source>
            <translation>Este bono ha caducado.</translation>
        </message>
        <message>
            <source> Its grace period ended {ago}, on {day}.</source>
            <translation> Su periodo de gracia terminó {ago}, el {day}.</translation>
        </message>
        <message>
            <source>The service reports this voucher as “{status}”.</source>
            <translation>El servicio indica este bono como «{status}».</translation>
        </message>
        <message>
            <source>Not valid at this location</source>
            <translation>No válido en esta ubicación</translation>
        </message>
        <message>
            <source>Nothing is left on this voucher.</source>
            <translation>No queda saldo en este bono.</translation>
        </message>
        <message>
            <source>In grace period until {day}</source>
            <translation>En periodo de gracia hasta el {day}</translation>
        </message>
        <message>
            <source>This voucher cannot be used at this location.</source>
            <translation>Este bono no se puede usar en esta ubicación.</translation>
        </message>
        <message>
            <source>It can be used at: {places}.</source>
            <translation>Se puede usar en: {places}.</translation>
        </message>
        <message>
            <source>More than the balance ({balance})</source>
            <translation>Más que el saldo ({balance})</translation>
        </message>
        <message>
            <source>This voucher must be used in full ({balance})</source>
            <translation>Este bono debe usarse entero ({balance})</translation>
        </message>
        <message>
            <source>A refund can never be reversed.</source>
            <translation>Un reembolso nunca se puede anular.</translation>
        </message>
        <message>
            <source>{type} events cannot be reversed.</source>
            <translation>Los eventos de tipo {type} no se pueden anular.</translation>
        </message>
        <message>
            <source>The service has not confirmed this event yet; it can be reversed once confirmed.</source>
            <translation>El servicio aún no ha confirmado este evento; se podrá anular cuando se confirme.</translation>
        </message>
        <message>
            <source>This redemption has already been reversed.</source>
            <translation>Este canje ya se ha anulado.</translation>
        </message>
        <message>
            <source>This order has already been refunded.</source>
            <translation>Este pedido ya se ha reembolsado.</translation>
        </message>
        <message>
            <source>Voucher {code} is void, so this order cannot be refunded.</source>
            <translation>El bono {code} está invalidado, así que este pedido no se puede reembolsar.</translation>
        </message>
        <message>
            <source>Vouchers {codes} are void, so this order cannot be refunded.</source>
            <translation>Los bonos {codes} están invalidados, así que este pedido no se puede reembolsar.</translation>
        </message>
        <message>
            <source>This order was not created through the API (the service said so): it cannot be refunded here.</source>
            <translation>Este pedido no se creó mediante la API (lo ha indicado el servicio): no se puede reembolsar aquí.</translation>
        </message>
        <message>
            <source>Every voucher must be unused; already used or not valid: {codes}.</source>
            <translation>Todos los bonos deben estar sin usar; ya usados o no válidos: {codes}.</translation>
        </message>
        <message>
            <source>Code</source>
            <extracomment>The voucher panel's words: its tables' headings are translated where they are shown.
----------
Shows and hides the voucher's instructions and terms. The facts' names, beside their values, two to a row.</extracomment>
            <translation>Código</translation>
        </message>
        <message>
            <source>Expires</source>
            <translation>Caduca</translation>
        </message>
        <message>
            <source>Starting value</source>
            <translation>Valor inicial</translation>
        </message>
        <message>
            <source>Grace until</source>
            <translation>Prórroga hasta</translation>
        </message>
        <message>
            <source>Valid from</source>
            <translation>Válido desde</translation>
        </message>
        <message>
            <source>Part use</source>
            <translation>Uso parcial</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Pedido</translation>
        </message>
        <message>
            <source>No instructions or terms.</source>
            <translation>Sin instrucciones ni condiciones.</translation>
        </message>
        <message>
            <source>Reverse the chosen redemption (manager PIN)</source>
            <translation>Anular el canje elegido (PIN de encargado)</translation>
        </message>
        <message>
            <source>Voucher status</source>
            <translation>Estado del bono</translation>
        </message>
        <message>
            <source>Voucher data not current</source>
            <translation>Datos del bono no actualizados</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Saldo</translation>
        </message>
        <message>
            <source>Show the redeem instructions and terms (Alt+T)</source>
            <translation>Mostrar las instrucciones de canje y las condiciones (Alt+T)</translation>
        </message>
        <message>
            <source>Voucher details not loaded</source>
            <translation>Detalles del bono sin cargar</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Reintentar</translation>
        </message>
        <message>
            <source>Read the order and the redeem history again</source>
            <translation>Volver a leer el pedido y el historial de canjes</translation>
        </message>
        <message>
            <source>Order rows</source>
            <translation>Líneas del pedido</translation>
        </message>
        <message>
            <source>Redeem history</source>
            <translation>Historial de canjes</translation>
        </message>
        <message>
            <source>Reverse this line…</source>
            <translation>Anular esta línea…</translation>
        </message>
        <message>
            <source>Reprint slip</source>
            <translation>Reimprimir</translation>
        </message>
        <message>
            <source>Show all {count} lines</source>
            <translation>Mostrar las {count} líneas</translation>
        </message>
        <message>
            <source>Print the guest's slip of the chosen line again, marked Reprint</source>
            <translation>Volver a imprimir el ticket del cliente de la línea elegida, marcado como Copia</translation>
        </message>
        <message>
            <source>Redeem history and the order's vouchers</source>
            <translation>Historial de canjes y bonos del pedido</translation>
        </message>
        <message>
            <source>Vouchers in this order</source>
            <translation>Bonos de este pedido</translation>
        </message>
        <message>
            <source>Terms ▾</source>
            <translation>Condiciones ▾</translation>
        </message>
        <message>
            <source>Terms ▸</source>
            <translation>Condiciones ▸</translation>
        </message>
        <message>
            <source>Order #{order}</source>
            <translation>Pedido n.º {order}</translation>
        </message>
        <message>
            <source>refunded</source>
            <translation>reembolsado</translation>
        </message>
        <message>
            <source>Order #{order} (could not be loaded)</source>
            <translation>Pedido n.º {order} (no se pudo cargar)</translation>
        </message>
        <message>
            <source>Not current: read at {time}, and the service cannot be used now.</source>
            <extracomment>The pause on code guessing (``app.desk.counter.guessing``); None: no pause (unit tests). The badge of a voucher a manager reported a problem with (its open case), which then cannot be redeemed here; None for any other. Set by the wiring, which knows the cases. Whether the voucher on screen was scanned or typed at this counter (``look_up``), not opened from the feed, a report or a search (``open_unproven``): a code is money, and only whoever holds the voucher may spend it or see its code whole. A code whose lookup failed because the service was out of reach: looked up again when it answers, so the cashier need not scan it twice. The waiting code while the till looks it up by itself: stopped if the cashier moves on. Whether the service refused the voucher at this location (it is shown with where it is valid). The newest feed event on the voucher on the counter already compared with it. The code held at the counter, for the order's table (read through a holder, not the view-model, so the two do not hold each other: see ``ShownCurrency``).</extracomment>
            <translation>No actualizado: leído a las {time}, y ahora no se puede usar el servicio.</translation>
        </message>
        <message>
            <source>{why}. {code} is looked up by itself as soon as it answers.</source>
            <translation>{why}. {code} se consultará solo en cuanto responda.</translation>
        </message>
        <message>
            <source>The order could not be loaded. The voucher itself is up to date and can be redeemed.</source>
            <translation>No se pudo cargar el pedido. El bono en sí está actualizado y se puede canjear.</translation>
        </message>
        <message>
            <source>The redeem history and the order's vouchers could not be loaded. The voucher itself is up to date and can be redeemed.</source>
            <translation>No se pudieron cargar el historial de canjes ni los bonos del pedido. El bono en sí está actualizado y se puede canjear.</translation>
        </message>
        <message>
            <source>The order and the redeem history and the order's vouchers could not be loaded. The voucher itself is up to date and can be redeemed.</source>
            <translation>No se pudieron cargar el pedido, el historial de canjes ni los bonos del pedido. El bono en sí está actualizado y se puede canjear.</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Producto</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valor</translation>
        </message>
        <message>
            <source>When</source>
            <translation>Cuándo</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Dónde</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Evento</translation>
        </message>
        <message>
            <source>Scan or type the code to use this voucher</source>
            <extracomment>Whether the code was scanned or typed at this counter: only then is it shown whole and can money move (``app.desk.counter.lookup``, proof of possession). Said on a voucher opened from the feed, a report or a search, until its code is scanned or typed.</extracomment>
            <translation>Escanee o escriba el código para usar este bono</translation>
        </message>
        <message>
            <source>Part use allowed</source>
            <translation>Admite uso parcial</translation>
        </message>
        <message>
            <source>Must be used in full</source>
            <translation>Solo uso completo</translation>
        </message>
        <message>
            <source>Online (not at a till)</source>
            <extracomment>Where an event with no location happened: an online sale or another movement not made at a till.</extracomment>
            <translation>En línea (no en una caja)</translation>
        </message>
        <message>
            <source>{type} · Online</source>
            <translation>{type} · En línea</translation>
        </message>
        <message>
            <source>Location {location}</source>
            <translation>Ubicación {location}</translation>
        </message>
        <message>
            <source>Voucher details</source>
            <extracomment>The smallest the till's window may be made by hand (it opens at its screen's size, up to 1366×860). What the crash dialog showed this run: the support report holds it (``app.lifecycle``).</extracomment>
            <translation>Detalles del bono</translation>
        </message>
    </context>
    <context>
        <name>VoucherSlip</name>
        <message>
            <source>TRAINING — NOT A VALID VOUCHER</source>
            <translation>FORMACIÓN — BONO NO VÁLIDO</translation>
        </message>
        <message>
            <source>Gift voucher</source>
            <translation>Bono regalo</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Código</translation>
        </message>
        <message>
            <source>Valid until</source>
            <translation>Válido hasta</translation>
        </message>
        <message>
            <source>Sold {when} · reference {reference}</source>
            <translation>Vendido {when} · referencia {reference}</translation>
        </message>
        <message>
            <source>Present this code to redeem.</source>
            <translation>Presente este código para canjearlo.</translation>
        </message>
        <message>
            <source>Gift vouchers</source>
            <translation>Bonos regalo</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” did not accept the vouchers.</source>
            <translation>La impresora de tickets «{printer}» no aceptó los bonos.</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) printed on {printer}.</source>
            <translation>
                <numerusform>%n bono impreso en {printer}.</numerusform>
                <numerusform>%n bonos impresos en {printer}.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>YoungOrder</name>
        <message>
            <source>Sold {age} by e-mail — check the guest's identity.</source>
            <translation>Vendido {age} por correo electrónico: compruebe la identidad del cliente.</translation>
        </message>
        <message>
            <source>{n} days ago</source>
            <translation>hace {n} días</translation>
        </message>
        <message>
            <source>{n} hours ago</source>
            <translation>hace {n} h</translation>
        </message>
        <message>
            <source>1 hour ago</source>
            <translation>hace 1 hora</translation>
        </message>
        <message>
            <source>{n} minutes ago</source>
            <translation>hace {n} min</translation>
        </message>
        <message>
            <source>1 minute ago</source>
            <translation>hace 1 minuto</translation>
        </message>
        <message>
            <source>just now</source>
            <translation>hace un momento</translation>
        </message>
    </context>
    <context>
        <name>Period</name>
        <message>
            <source>From</source>
            <translation>Desde</translation>
        </message>
        <message>
            <source>to</source>
            <translation>hasta</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Hasta</translation>
        </message>
    </context>
    <context>
        <name>Names</name>
        <message>
            <source>a manager checked with the service</source>
            <translation>un encargado lo comprobó con el servicio</translation>
        </message>
        <message>
            <source>Training till</source>
            <translation>Caja de formación</translation>
        </message>
        <message>
            <source>Training manager</source>
            <translation>Encargado de formación</translation>
        </message>
    </context>
    <context>
        <name>Scan</name>
        <message>
            <source>Voucher {code} scanned: the counter looks it up when you close {window}.</source>
            <translation>Bono {code} escaneado: la caja lo busca cuando cierre {window}.</translation>
        </message>
    </context>
    <context>
        <name>Store</name>
        <message>
            <source>The till cannot write its {store}: {reason}</source>
            <translation>La caja no puede escribir {store}: {reason}</translation>
        </message>
        <message>
            <source>log</source>
            <translation>su registro</translation>
        </message>
        <message>
            <source>The till cannot open its {store}: {reason}</source>
            <translation>La caja no puede abrir {store}: {reason}</translation>
        </message>
        <message>
            <source>store</source>
            <translation>su almacén de datos</translation>
        </message>
        <message>
            <source>journal</source>
            <translation>su diario</translation>
        </message>
        <message>
            <source>audit log</source>
            <translation>su registro de auditoría</translation>
        </message>
        <message>
            <source>settings</source>
            <translation>su configuración</translation>
        </message>
        <message>
            <source>lost-voucher notes</source>
            <translation>sus notas de bonos perdidos</translation>
        </message>
        <message>
            <source>manager lock</source>
            <translation>su bloqueo de encargado</translation>
        </message>
        <message>
            <source>order index</source>
            <translation>su índice de pedidos</translation>
        </message>
        <message>
            <source>voucher cases</source>
            <translation>sus casos de bonos</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>el disco está lleno</translation>
        </message>
        <message>
            <source>another program has it locked</source>
            <translation>otro programa tiene el archivo bloqueado</translation>
        </message>
        <message>
            <source>the data folder is read-only</source>
            <translation>la carpeta de datos es de solo lectura</translation>
        </message>
        <message>
            <source>the file cannot be opened (is the data folder read-only or missing?)</source>
            <translation>no se puede abrir el archivo (¿la carpeta de datos es de solo lectura o falta?)</translation>
        </message>
        <message>
            <source>the file is damaged</source>
            <translation>el archivo está dañado</translation>
        </message>
        <message>
            <source>the file is damaged (it is not a till database)</source>
            <translation>el archivo está dañado (no es una base de datos de la caja)</translation>
        </message>
        <message>
            <source>the disk reported an error</source>
            <translation>el disco informó de un error</translation>
        </message>
        <message>
            <source>the database reported “{error}”</source>
            <translation>la base de datos informó «{error}»</translation>
        </message>
        <message>
            <source>the system reported “{error}”</source>
            <translation>el sistema informó «{error}»</translation>
        </message>
    </context>
</TS>
