<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en_GB">
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
        <name>Confirm</name>
        <message>
            <source>Confirm (F12)</source>
            <extracomment>The one key that confirms: no scanner's suffix, and not a key a cashier presses by accident.</extracomment>
            <translation>Confirmar (F12)</translation>
        </message>
        <message>
            <source>Cancel (Esc)</source>
            <extracomment>Confirm's text while a movement is in flight ("Redeeming…"); "" when none is.</extracomment>
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
            <source>activity</source>
            <extracomment>The state a failed probe leaves the till in; any other failure means it is still offline. The parts of the service that can fail on their own, in till words ("activity" is the feed's).</extracomment>
            <translation>actividad</translation>
        </message>
        <message>
            <source> · last contact {time}</source>
            <extracomment>The parts of the service that fail on their own while it otherwise answers ("activity").</extracomment>
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
        <name>Header</name>
        <message>
            <source>TRAINING — no real money</source>
            <extracomment>Who is signed in ("" for nobody), said again in the language the till changes to.</extracomment>
            <translation>FORMACIÓN — sin dinero real</translation>
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
    </context>
    <context>
        <name>OrderFix</name>
        <message>
            <source>Correct order #{order}</source>
            <translation>Corregir pedido #{order}</translation>
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
            <translation>No se pudo leer el pedido #{order}</translation>
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
            <translation>El pedido #{order} no se ha corregido</translation>
        </message>
        <message>
            <source>Order #{order}: the correction was sent but the order could not be read back ({why}). Look it up again before correcting it again.</source>
            <translation>Pedido #{order}: la corrección se ha enviado, pero no se ha podido volver a leer el pedido ({why}). Búsquelo de nuevo antes de volver a corregirlo.</translation>
        </message>
        <message>
            <source>Order #{order} reads back with another {fields} than asked — ask a manager.</source>
            <translation>Al releer el pedido #{order}, {fields} no coincide con lo pedido — avise a un encargado.</translation>
        </message>
        <message>
            <source>Order #{order} corrected: {fields}.</source>
            <translation>Pedido #{order} corregido: {fields}.</translation>
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
            <translation>Importe a canjear; Intro muestra lo que se canjeará, para confirmar (Alt+I)</translation>
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
    </context>
    <context>
        <name>Sale</name>
        <message>
            <source>Not an e-mail address (name@example.com)</source>
            <extracomment>What every payment reference of this till starts with, so staff and the back office know it.</extracomment>
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
            <extracomment>How much earlier than the intent (on the service's clock) the orders list is read from: a service stamps an order when it starts it, and the measured offset may be a little out. Pages of orders read at most when looking for a reference (50 each): a busy web shop's hour.</extracomment>
            <translation>El servicio registró el pedido #{order} con {problems} — avise a un encargado.</translation>
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
            <extracomment>Asks a manager's PIN for a complimentary sale: calls back with the manager's name, or "" if cancelled. Prints the vouchers just sold (the till's slip printer and paper); says how it went on the line.</extracomment>
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
            <source>The new codes, shown once</source>
            <translation>Los códigos nuevos, se muestran una sola vez</translation>
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
            <source>{product} — {value} — code {code} — expires {date}</source>
            <translation>{product} — {value} — código {code} — caduca el {date}</translation>
        </message>
        <message>
            <source>{product} — {value} — code {code}</source>
            <translation>{product} — {value} — código {code}</translation>
        </message>
        <message>
            <source>New codes (shown once, for the slip):</source>
            <translation>Códigos nuevos (se muestran una sola vez, para el comprobante):</translation>
        </message>
        <message>
            <source>Address line 1</source>
            <extracomment>The service's keys of a billing address, with what each line is called at the desk.</extracomment>
            <translation>Dirección, línea 1</translation>
        </message>
        <message>
            <source>Address line 2</source>
            <translation>Dirección, línea 2</translation>
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
            <translation>Código postal</translation>
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
            <extracomment>The billing address's parts as typed (``app.core.sale.SaleRequest.billing``).</extracomment>
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
            <source>Quantity: 1 to {most} of one product.</source>
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
        <name>ShiftSales</name>
        <message>
            <source>Order #{order} (its vouchers could not be read)</source>
            <translation>Pedido #{order} (no se pudieron leer sus bonos)</translation>
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
            <source>Save</source>
            <translation>Guardar</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
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
            <source>Voucher code</source>
            <translation>Código del bono</translation>
        </message>
        <message>
            <source>Starting the till… A code scanned now is kept and looked up as soon as the till is ready.</source>
            <extracomment>The last code ended with Enter or Tab: the till looks it up once it is ready, whatever was typed after it (kept in the till's field, not looked up).</extracomment>
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
        <name>TopUp</name>
        <message>
            <source>This voucher has been used in full and is closed: sell a new card instead.</source>
            <extracomment>[DECIDE] The largest single top-up or activation by default, in the voucher's currency.</extracomment>
            <translation>Este bono se ha usado por completo y está cerrado: venda una tarjeta nueva.</translation>
        </message>
        <message>
            <source>This voucher was cancelled: it cannot be topped up.</source>
            <translation>Este bono se anuló: no se puede recargar.</translation>
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
            <extracomment>``approve(approving, then)``: ask a manager's PIN to approve ``approving``, then call ``then(manager)`` with the name of the manager whose PIN it was; nothing on Cancel.</extracomment>
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
            <source>{problem} Wait for the check to finish, or ask a manager.</source>
            <translation>{problem} Espere a que termine la comprobación o avise a un encargado.</translation>
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
            <source>Topped up {code}: {added} loaded. Balance {balance} · ref {event}</source>
            <translation>Recargado {code}: {added} cargado. Saldo {balance} · ref. {event}</translation>
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
        <name>Voucher</name>
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
            <translation>Usado</translation>
        </message>
        <message>
            <source>Void</source>
            <translation>Anulado</translation>
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
            <translation>Este bono se anuló y no se puede usar.</translation>
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
            <translation>El bono {code} está anulado, así que este pedido no se puede reembolsar.</translation>
        </message>
        <message>
            <source>Vouchers {codes} are void, so this order cannot be refunded.</source>
            <translation>Los bonos {codes} están anulados, así que este pedido no se puede reembolsar.</translation>
        </message>
        <message>
            <source>This order was not created through the API (the service said so): it cannot be refunded here.</source>
            <translation>Este pedido no se creó mediante la API (lo ha indicado el servicio): no se puede reembolsar aquí.</translation>
        </message>
        <message>
            <source>Every voucher must be unused; already used or not valid: {codes}.</source>
            <translation>Todos los bonos deben estar sin usar; ya usados o no válidos: {codes}.</translation>
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
</TS>
