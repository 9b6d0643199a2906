<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT" sourcelanguage="en_GB">
    <context>
        <name>Amount</name>
        <message>
            <source>Enter an amount</source>
            <extracomment>Why an amount is refused, in the source language: compared as they are (``AmountError.source``), translated where the error is made (``AmountError.reason``).</extracomment>
            <translation>Introduza o valor</translation>
        </message>
        <message>
            <source>Enter an amount greater than zero</source>
            <translation>Introduza um valor superior a zero</translation>
        </message>
        <message>
            <source>At most 2 decimal places</source>
            <translation>No máximo 2 casas decimais</translation>
        </message>
        <message>
            <source>That amount is too large</source>
            <translation>O valor é demasiado alto</translation>
        </message>
        <message>
            <source>Not a number</source>
            <translation>Não é um número</translation>
        </message>
        <message>
            <source>Type the amount without thousands separators</source>
            <translation>Escreva o valor sem separador de milhares</translation>
        </message>
        <message>
            <source>This voucher is in {voucher}, not {typed}</source>
            <translation>Este vale está em {voucher}, não em {typed}</translation>
        </message>
        <message>
            <source>A code was scanned onto the amount typed here: scan the code again.</source>
            <extracomment>What a typed amount is made of; anything else arriving in the field is a scan (or a slip).</extracomment>
            <translation>Foi lido um código sobre o valor escrito aqui: leia o código novamente.</translation>
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
            <translation>O que a confirmação fará ({what})</translation>
        </message>
        <message>
            <source>Confirm this {what} (click, tap or F12; Enter never confirms)</source>
            <translation>Confirmar: {what} (clique, toque ou F12; Enter nunca confirma)</translation>
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
            <translation>atividade</translation>
        </message>
        <message>
            <source> · last contact {time}</source>
            <extracomment>The parts of the service that fail on their own while it otherwise answers ("activity").</extracomment>
            <translation> · último contacto {time}</translation>
        </message>
        <message>
            <source>{part} not updating</source>
            <translation>{part} não atualiza</translation>
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
            <translation>A verificar…</translation>
        </message>
        <message>
            <source>Offline</source>
            <translation>Offline</translation>
        </message>
        <message>
            <source>API key refused — ask a manager</source>
            <translation>Chave API recusada — chame um gerente</translation>
        </message>
        <message>
            <source>Service having trouble</source>
            <translation>O serviço tem problemas</translation>
        </message>
        <message>
            <source> Last contact {time}.</source>
            <translation> Último contacto {time}.</translation>
        </message>
        <message>
            <source>Offline: the voucher service cannot be reached. The till keeps trying; lookups wait and carry on by themselves when it answers.</source>
            <translation>Offline: não é possível contactar o serviço de vales. A caixa continua a tentar; as pesquisas aguardam e continuam sozinhas quando responder.</translation>
        </message>
        <message>
            <source>The voucher service is having trouble (it answers with errors). The till keeps trying; try again in a moment.</source>
            <translation>O serviço de vales tem problemas (responde com erros). A caixa continua a tentar; tente novamente dentro de momentos.</translation>
        </message>
    </context>
    <context>
        <name>Header</name>
        <message>
            <source>TRAINING — no real money</source>
            <extracomment>Who is signed in ("" for nobody), said again in the language the till changes to.</extracomment>
            <translation>FORMAÇÃO — sem dinheiro real</translation>
        </message>
        <message>
            <source>Storage problem</source>
            <translation>Problema de armazenamento</translation>
        </message>
        <message>
            <source>Try again now</source>
            <translation>Tentar agora</translation>
        </message>
        <message>
            <source>Check again whether the till can write its journal and audit log</source>
            <translation>Verificar novamente se a caixa consegue escrever o diário e o registo de auditoria</translation>
        </message>
        <message>
            <source>Property and location</source>
            <translation>Estabelecimento e local</translation>
        </message>
        <message>
            <source>Connection to the voucher service</source>
            <translation>Ligação ao serviço de vales</translation>
        </message>
        <message>
            <source>Movements waiting for a manager</source>
            <translation>Operações à espera de um gerente</translation>
        </message>
        <message>
            <source>Unconfirmed movements… (Ctrl+U)</source>
            <translation>Operações não confirmadas… (Ctrl+U)</translation>
        </message>
        <message>
            <source>A manager decides each one, with the service's events shown (Ctrl+U)</source>
            <translation>Um gerente decide cada uma, com os eventos do serviço à vista (Ctrl+U)</translation>
        </message>
        <message>
            <source>The till's clock</source>
            <translation>O relógio da caixa</translation>
        </message>
        <message>
            <source>Staff: {name}</source>
            <translation>Funcionário: {name}</translation>
        </message>
        <message>
            <source>Not signed in</source>
            <translation>Sem sessão iniciada</translation>
        </message>
    </context>
    <context>
        <name>Managers</name>
        <message>
            <source>Managers and PINs</source>
            <translation>Gerentes e PIN</translation>
        </message>
        <message>
            <source>Managers</source>
            <translation>Gerentes</translation>
        </message>
        <message>
            <source>Remove manager</source>
            <translation>Remover gerente</translation>
        </message>
        <message>
            <source>New manager's name</source>
            <translation>Nome do novo gerente</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nome</translation>
        </message>
        <message>
            <source>New manager's PIN</source>
            <translation>PIN do novo gerente</translation>
        </message>
        <message>
            <source>New manager's PIN again</source>
            <translation>Repita o PIN do novo gerente</translation>
        </message>
        <message>
            <source>Add manager</source>
            <translation>Adicionar gerente</translation>
        </message>
        <message>
            <source>Add a manager</source>
            <translation>Novo gerente</translation>
        </message>
        <message>
            <source>PIN (4–8 digits)</source>
            <translation>PIN (4–8 dígitos)</translation>
        </message>
        <message>
            <source>PIN again</source>
            <translation>Repita o PIN</translation>
        </message>
        <message>
            <source>Chosen manager's new PIN</source>
            <translation>Novo PIN do gerente escolhido</translation>
        </message>
        <message>
            <source>Chosen manager's new PIN again</source>
            <translation>Repita o novo PIN do gerente escolhido</translation>
        </message>
        <message>
            <source>Change PIN</source>
            <translation>Alterar PIN</translation>
        </message>
        <message>
            <source>New PIN for the chosen manager</source>
            <translation>Novo PIN para o gerente escolhido</translation>
        </message>
        <message>
            <source>New PIN</source>
            <translation>Novo PIN</translation>
        </message>
        <message>
            <source>New PIN again</source>
            <translation>Repita o novo PIN</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
    </context>
    <context>
        <name>OrderFix</name>
        <message>
            <source>Correct order #{order}</source>
            <translation>Corrigir encomenda #{order}</translation>
        </message>
        <message>
            <source>Approved by {manager}</source>
            <translation>Aprovado por {manager}</translation>
        </message>
        <message>
            <source>Purchaser</source>
            <translation>Comprador</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>E-mail</translation>
        </message>
        <message>
            <source>Recipient e-mail</source>
            <translation>E-mail do destinatário</translation>
        </message>
        <message>
            <source>Purchaser's name</source>
            <translation>Nome do comprador</translation>
        </message>
        <message>
            <source>Purchaser's e-mail</source>
            <translation>E-mail do comprador</translation>
        </message>
        <message>
            <source>Recipient's e-mail</source>
            <translation>E-mail do destinatário</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Guardar</translation>
        </message>
        <message>
            <source>Send the corrections (a tap; Enter never sends)</source>
            <translation>Enviar as correções (um toque; Enter nunca envia)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
        <message>
            <source>Close without sending anything more</source>
            <translation>Fechar sem enviar mais nada</translation>
        </message>
        <message>
            <source>Correct this voucher's order…</source>
            <translation>Corrigir a encomenda deste vale…</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Gerente</translation>
        </message>
        <message>
            <source>Look up a voucher of the order first.</source>
            <translation>Procure primeiro um vale da encomenda.</translation>
        </message>
        <message>
            <source>purchaser's name</source>
            <extracomment>The order's fields a desk may correct: the service's name, and the till's words for it (the audit line keeps these English words; the screen says them in the language shown).</extracomment>
            <translation>nome do comprador</translation>
        </message>
        <message>
            <source>purchaser's e-mail</source>
            <translation>e-mail do comprador</translation>
        </message>
        <message>
            <source>recipient's e-mail</source>
            <translation>e-mail do destinatário</translation>
        </message>
        <message>
            <source>Order #{order} could not be read</source>
            <translation>Não foi possível ler a encomenda #{order}</translation>
        </message>
        <message>
            <source>Check the {fields}.</source>
            <translation>Verifique: {fields}.</translation>
        </message>
        <message>
            <source>Nothing changed: nothing was sent.</source>
            <translation>Nada mudou: nada foi enviado.</translation>
        </message>
        <message>
            <source>Order #{order} was not corrected</source>
            <translation>A encomenda #{order} não foi corrigida</translation>
        </message>
        <message>
            <source>Order #{order}: the correction was sent but the order could not be read back ({why}). Look it up again before correcting it again.</source>
            <translation>Encomenda #{order}: a correção foi enviada, mas não foi possível voltar a ler a encomenda ({why}). Procure-a de novo antes de a voltar a corrigir.</translation>
        </message>
        <message>
            <source>Order #{order} reads back with another {fields} than asked — ask a manager.</source>
            <translation>Ao reler a encomenda #{order}, {fields} não corresponde ao pedido — chame um gerente.</translation>
        </message>
        <message>
            <source>Order #{order} corrected: {fields}.</source>
            <translation>Encomenda #{order} corrigida: {fields}.</translation>
        </message>
        <message>
            <source>try again.</source>
            <translation>tente novamente.</translation>
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
            <translation>Aprovação do gerente</translation>
        </message>
        <message>
            <source>A manager approves this with their own PIN.</source>
            <translation>Um gerente aprova com o seu próprio PIN.</translation>
        </message>
        <message>
            <source>Manager PIN</source>
            <extracomment>The field refused a key (a letter, a ninth digit) since it was last empty.</extracomment>
            <translation>PIN do gerente</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Approve</source>
            <translation>Aprovar</translation>
        </message>
        <message>
            <source>Checking…</source>
            <translation>A verificar…</translation>
        </message>
    </context>
    <context>
        <name>Recheck</name>
        <message>
            <source>The till's re-check of its movements</source>
            <translation>Nova verificação das operações da caixa</translation>
        </message>
        <message>
            <source>the service cannot be reached.</source>
            <extracomment>How often open movements are looked at again while the service answers. The status line says movements are still being checked: it goes once none is open. What this round settled, said again beside what it leaves open.</extracomment>
            <translation>não é possível contactar o serviço.</translation>
        </message>
        <message numerus="yes">
            <source>%n movement(s) not confirmed yet: {why} The till checks again as soon as it answers.</source>
            <translation>
                <numerusform>%n operação ainda não confirmada: {why} A caixa volta a verificar assim que responder.</numerusform>
                <numerusform>%n operações ainda não confirmadas: {why} A caixa volta a verificar assim que responder.</numerusform>
            </translation>
        </message>
        <message>
            <source>{problem}. Open movements are checked again once it can.</source>
            <translation>{problem}. As operações em aberto serão verificadas de novo quando for possível.</translation>
        </message>
        <message>
            <source>1 movement is still being checked with the service.</source>
            <translation>1 operação ainda está a ser verificada com o serviço.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements are still being checked with the service.</source>
            <translation>
                <numerusform>%n operação ainda está a ser verificada com o serviço.</numerusform>
                <numerusform>%n operações ainda estão a ser verificadas com o serviço.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement waits for a manager: {first}, which the till cannot confirm.</source>
            <translation>1 operação aguarda um gerente: {first}, que a caixa não consegue confirmar.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements wait for a manager: {first} and {more} more, which the till cannot confirm.</source>
            <translation>
                <numerusform>%n operação aguarda um gerente: {first} e mais {more}, que a caixa não consegue confirmar.</numerusform>
                <numerusform>%n operações aguardam um gerente: {first} e mais {more}, que a caixa não consegue confirmar.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Redeem</name>
        <message>
            <source>&amp;Amount</source>
            <translation>&amp;Valor</translation>
        </message>
        <message>
            <source>Amount to redeem</source>
            <translation>Valor a resgatar</translation>
        </message>
        <message>
            <source>Amount to redeem; Enter shows what will be redeemed, to confirm (Alt+A)</source>
            <translation>Valor a resgatar; Enter mostra o que será resgatado, para confirmar (Alt+V)</translation>
        </message>
        <message>
            <source>Redeem…</source>
            <translation>Resgatar…</translation>
        </message>
        <message>
            <source>Review the redemption</source>
            <translation>Rever o resgate</translation>
        </message>
        <message>
            <source>Show what will be redeemed, to confirm (Enter in the amount)</source>
            <translation>Mostrar o que será resgatado, para confirmar (Enter no valor)</translation>
        </message>
        <message>
            <source>redemption</source>
            <translation>resgate</translation>
        </message>
        <message>
            <source>Do not redeem; change the amount or scan another code</source>
            <translation>Não resgatar; altere o valor ou leia outro código</translation>
        </message>
        <message>
            <source>Redeeming…</source>
            <translation>A resgatar…</translation>
        </message>
        <message>
            <source>Use whole balance</source>
            <translation>Todo o saldo</translation>
        </message>
        <message>
            <source>Put the whole balance in the amount (then review and confirm)</source>
            <translation>Pôr todo o saldo no valor (depois rever e confirmar)</translation>
        </message>
    </context>
    <context>
        <name>Reverse</name>
        <message>
            <source>Reverse event {event}</source>
            <translation>Reverter o evento {event}</translation>
        </message>
        <message>
            <source>Reverse this event?</source>
            <translation>Reverter este evento?</translation>
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
            <translation>Valor</translation>
        </message>
        <message>
            <source>When</source>
            <translation>Quando</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Onde</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Evento</translation>
        </message>
        <message>
            <source>The voucher's balance could not be read just now.</source>
            <translation>Não foi possível ler agora o saldo do vale.</translation>
        </message>
        <message>
            <source>Why? (for example: wrong voucher scanned)</source>
            <translation>Porquê? (por exemplo: vale errado lido)</translation>
        </message>
        <message>
            <source>Reason for the reverse</source>
            <translation>Motivo da reversão</translation>
        </message>
        <message>
            <source>Reverse</source>
            <translation>Reverter</translation>
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
            <translation>Fechar</translation>
        </message>
    </context>
    <context>
        <name>Sale</name>
        <message>
            <source>Not an e-mail address (name@example.com)</source>
            <extracomment>What every payment reference of this till starts with, so staff and the back office know it.</extracomment>
            <translation>Não é um endereço de e-mail (nome@exemplo.pt)</translation>
        </message>
        <message>
            <source>Required</source>
            <translation>Obrigatório</translation>
        </message>
        <message>
            <source>Give {lines} to {who} — complimentary, take no payment</source>
            <extracomment>An open-value product: ``value`` is the amount the buyer chose, sent as ``items[].amount``. The product's options as chosen: (optionKey, optionValue), sent as ``items[].options``. The billing address as typed (line1, line2, locality, county, postcode, country), sent only when payment is taken (the service recommends it then); empty parts are left out.</extracomment>
            <translation>Oferecer {lines} a {who} — cortesia, não cobrar</translation>
        </message>
        <message>
            <source>Sell {lines} to {who} — take {total} on the POS</source>
            <translation>Vender {lines} a {who} — cobrar {total} no POS</translation>
        </message>
        <message>
            <source>{quantity} x {product} {value}</source>
            <translation>{quantity} x {product} {value}</translation>
        </message>
        <message>
            <source>Given: {lines} to {who}, complimentary.</source>
            <translation>Oferecido: {lines} a {who}, cortesia.</translation>
        </message>
        <message>
            <source>Sold: {lines} to {who}.</source>
            <translation>Vendido: {lines} a {who}.</translation>
        </message>
        <message>
            <source>Take {amount} payment on the POS — reference {reference}</source>
            <translation>Cobre {amount} no POS — referência {reference}</translation>
        </message>
        <message>
            <source>Complimentary — take no payment (reference {reference})</source>
            <translation>Cortesia — não cobrar (referência {reference})</translation>
        </message>
        <message>
            <source>The service recorded order #{order} with {problems} — ask a manager.</source>
            <extracomment>How much earlier than the intent (on the service's clock) the orders list is read from: a service stamps an order when it starts it, and the measured offset may be a little out. Pages of orders read at most when looking for a reference (50 each): a busy web shop's hour.</extracomment>
            <translation>O serviço registou a encomenda #{order} com {problems} — chame um gerente.</translation>
        </message>
        <message>
            <source>property {got}, not {asked}</source>
            <translation>estabelecimento {got}, não {asked}</translation>
        </message>
        <message>
            <source>currency {got}, not {asked}</source>
            <translation>moeda {got}, não {asked}</translation>
        </message>
        <message>
            <source>a total of {got}, not {asked}</source>
            <translation>um total de {got}, não {asked}</translation>
        </message>
        <message>
            <source>{got} vouchers of product {product}, not {asked}</source>
            <translation>{got} vales do produto {product}, não {asked}</translation>
        </message>
        <message>
            <source>product {product} worth {amount}</source>
            <translation>produto {product} no valor de {amount}</translation>
        </message>
        <message>
            <source>products not asked for ({products})</source>
            <translation>produtos não pedidos ({products})</translation>
        </message>
        <message>
            <source>Sell gift vouchers</source>
            <extracomment>Asks a manager's PIN for a complimentary sale: calls back with the manager's name, or "" if cancelled. Prints the vouchers just sold (the till's slip printer and paper); says how it went on the line.</extracomment>
            <translation>Vender vales de oferta</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Categoria</translation>
        </message>
        <message>
            <source>Products</source>
            <translation>Produtos</translation>
        </message>
        <message>
            <source>Quantity</source>
            <translation>Quantidade</translation>
        </message>
        <message>
            <source>Value of an open-value voucher</source>
            <translation>Valor de um vale de valor livre</translation>
        </message>
        <message>
            <source>Personal message</source>
            <translation>Mensagem pessoal</translation>
        </message>
        <message>
            <source>Vouchers in this sale</source>
            <translation>Vales desta venda</translation>
        </message>
        <message>
            <source>Delivery</source>
            <translation>Entrega</translation>
        </message>
        <message>
            <source>Purchaser's name</source>
            <translation>Nome do comprador</translation>
        </message>
        <message>
            <source>Purchaser's e-mail</source>
            <translation>E-mail do comprador</translation>
        </message>
        <message>
            <source>Recipient's e-mail (optional)</source>
            <translation>E-mail do destinatário (opcional)</translation>
        </message>
        <message>
            <source>The new codes, shown once</source>
            <translation>Os novos códigos, mostrados uma só vez</translation>
        </message>
        <message>
            <source>Value (open-value vouchers)</source>
            <translation>Valor (vales de valor livre)</translation>
        </message>
        <message>
            <source>Personal message (optional)</source>
            <translation>Mensagem pessoal (opcional)</translation>
        </message>
        <message>
            <source>Add to sale</source>
            <translation>Adicionar à venda</translation>
        </message>
        <message>
            <source>Add the chosen product to the sale</source>
            <translation>Adicionar o produto escolhido à venda</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Remover</translation>
        </message>
        <message>
            <source>Take the chosen line off the sale</source>
            <translation>Retirar a linha escolhida da venda</translation>
        </message>
        <message>
            <source>Review sale</source>
            <translation>Rever venda</translation>
        </message>
        <message>
            <source>What Confirm will do (Enter never sells)</source>
            <translation>O que Confirmar vai fazer (Enter nunca vende)</translation>
        </message>
        <message>
            <source>Print vouchers</source>
            <translation>Imprimir vales</translation>
        </message>
        <message>
            <source>Print each voucher sold, its code in full with a QR code</source>
            <translation>Imprimir cada vale vendido, com o código completo e um código QR</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
        <message>
            <source>Close the sale window</source>
            <translation>Fechar a janela de venda</translation>
        </message>
        <message>
            <source>Confirmation e-mail</source>
            <translation>E-mail de confirmação</translation>
        </message>
        <message>
            <source>Send the purchaser the service's confirmation e-mail</source>
            <translation>Enviar ao comprador o e-mail de confirmação do serviço</translation>
        </message>
        <message>
            <source>Complimentary</source>
            <translation>Cortesia</translation>
        </message>
        <message>
            <source>No payment taken: a manager approves it with their PIN</source>
            <translation>Sem pagamento: um gerente aprova com o seu PIN</translation>
        </message>
        <message>
            <source>Paid on POS</source>
            <translation>Pago no POS</translation>
        </message>
        <message>
            <source>sale</source>
            <translation>venda</translation>
        </message>
        <message>
            <source>Back to the sale: nothing is sent (Esc)</source>
            <translation>Voltar à venda: nada é enviado (Esc)</translation>
        </message>
        <message>
            <source>Qty</source>
            <translation>Qtd.</translation>
        </message>
        <message>
            <source>Purchaser</source>
            <translation>Comprador</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>E-mail</translation>
        </message>
        <message>
            <source>Recipient e-mail</source>
            <translation>E-mail do destinatário</translation>
        </message>
        <message>
            <source>Billing address</source>
            <translation>Morada de faturação</translation>
        </message>
        <message>
            <source>Selling…</source>
            <translation>A vender…</translation>
        </message>
        <message>
            <source>Total {amount}</source>
            <translation>Total {amount}</translation>
        </message>
        <message>
            <source>Choose a product first.</source>
            <translation>Escolha primeiro um produto.</translation>
        </message>
        <message>
            <source>{product} — {value} — code {code} — expires {date}</source>
            <translation>{product} — {value} — código {code} — válido até {date}</translation>
        </message>
        <message>
            <source>{product} — {value} — code {code}</source>
            <translation>{product} — {value} — código {code}</translation>
        </message>
        <message>
            <source>New codes (shown once, for the slip):</source>
            <translation>Novos códigos (mostrados uma só vez, para o talão):</translation>
        </message>
        <message>
            <source>Address line 1</source>
            <extracomment>The service's keys of a billing address, with what each line is called at the desk.</extracomment>
            <translation>Morada, linha 1</translation>
        </message>
        <message>
            <source>Address line 2</source>
            <translation>Morada, linha 2</translation>
        </message>
        <message>
            <source>Town or city</source>
            <translation>Localidade</translation>
        </message>
        <message>
            <source>County</source>
            <translation>Distrito</translation>
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
            <translation>Morada de faturação, enviada com uma venda paga pelo cliente</translation>
        </message>
        <message>
            <source>Sell vouchers…</source>
            <translation>Vender vales…</translation>
        </message>
        <message>
            <source>Sell gift vouchers (F6)</source>
            <translation>Vender vales de oferta (F6)</translation>
        </message>
        <message>
            <source>Printing the vouchers…</source>
            <translation>A imprimir os vales…</translation>
        </message>
        <message>
            <source>{why} The sale stands; print them again from here.</source>
            <translation>{why} A venda mantém-se; volte a imprimi-los daqui.</translation>
        </message>
        <message>
            <source>A complimentary sale (no payment taken)</source>
            <translation>Uma venda de cortesia (sem pagamento)</translation>
        </message>
        <message>
            <source>name</source>
            <extracomment>The buyer's fields a review names when one is wrong, as the sale screen calls them.</extracomment>
            <translation>nome</translation>
        </message>
        <message>
            <source>email</source>
            <translation>e-mail</translation>
        </message>
        <message>
            <source>recipient</source>
            <translation>destinatário</translation>
        </message>
        <message>
            <source>This till has no property set up: a manager sets it up first.</source>
            <extracomment>The billing address's parts as typed (``app.core.sale.SaleRequest.billing``).</extracomment>
            <translation>Esta caixa não tem estabelecimento configurado: primeiro um gerente configura-o.</translation>
        </message>
        <message>
            <source>Selling needs the voucher service: a sale is never kept to send later.</source>
            <translation>Vender precisa do serviço de vales: uma venda nunca fica guardada para enviar mais tarde.</translation>
        </message>
        <message>
            <source>Reading the property's products…</source>
            <translation>A ler os produtos do estabelecimento…</translation>
        </message>
        <message>
            <source>try again.</source>
            <translation>tente novamente.</translation>
        </message>
        <message>
            <source>The products could not be read: {why}</source>
            <translation>Não foi possível ler os produtos: {why}</translation>
        </message>
        <message>
            <source>Quantity: 1 to {most} of one product.</source>
            <translation>Quantidade: de 1 a {most} de um produto.</translation>
        </message>
        <message>
            <source>{product} is sold in {currency}, not here.</source>
            <translation>{product} é vendido em {currency}, não aqui.</translation>
        </message>
        <message>
            <source>Value of {product}: {why}</source>
            <translation>Valor de {product}: {why}</translation>
        </message>
        <message>
            <source>Choose the {option} of {product}.</source>
            <translation>Escolha {option} para {product}.</translation>
        </message>
        <message>
            <source>Add a product to the sale first.</source>
            <translation>Adicione primeiro um produto à venda.</translation>
        </message>
        <message>
            <source>Check the buyer's details: {fields}.</source>
            <translation>Verifique os dados do comprador: {fields}.</translation>
        </message>
        <message>
            <source>about the sale (reference {reference})</source>
            <translation>sobre a venda (referência {reference})</translation>
        </message>
        <message>
            <source>The till keeps checking the service's orders for it: do not sell it again.</source>
            <translation>A caixa continua a procurá-la nas encomendas do serviço: não a volte a vender.</translation>
        </message>
        <message>
            <source>The sale is journalled; the till settles it.</source>
            <translation>A venda está registada; a caixa resolve-a.</translation>
        </message>
        <message>
            <source>The sale could not be sent.</source>
            <translation>Não foi possível enviar a venda.</translation>
        </message>
        <message>
            <source>All</source>
            <translation>Todos</translation>
        </message>
        <message>
            <source>Open value</source>
            <translation>Valor livre</translation>
        </message>
        <message numerus="yes">
            <source>valid %n day(s)</source>
            <translation>
                <numerusform>válido %n dia</numerusform>
                <numerusform>válido %n dias</numerusform>
            </translation>
        </message>
        <message>
            <source>validity not given</source>
            <translation>validade não indicada</translation>
        </message>
        <message>
            <source>can be used in part</source>
            <translation>pode ser usado em parte</translation>
        </message>
        <message>
            <source>used in one go</source>
            <translation>usado de uma só vez</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Produto</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valor</translation>
        </message>
        <message>
            <source>Validity</source>
            <translation>Validade</translation>
        </message>
        <message>
            <source>Each</source>
            <translation>Unidade</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Mensagem</translation>
        </message>
        <message>
            <source>free</source>
            <translation>grátis</translation>
        </message>
    </context>
    <context>
        <name>Setup</name>
        <message>
            <source>No secure key store on this computer: the key is kept in a file only your user can read.</source>
            <translation>Este computador não tem um cofre seguro de chaves: a chave fica num ficheiro que só o seu utilizador pode ler.</translation>
        </message>
        <message>
            <source>Set up Voucher Desk</source>
            <translation>Configurar o Voucher Desk</translation>
        </message>
        <message>
            <source>Service settings</source>
            <translation>Definições do serviço</translation>
        </message>
        <message>
            <source>Connect this till to Giftpro</source>
            <translation>Ligar esta caixa ao Giftpro</translation>
        </message>
        <message>
            <source>Type the service address and this till's API key, then test the connection to choose where the till redeems.</source>
            <translation>Escreva o endereço do serviço e a chave API desta caixa e teste a ligação para escolher onde a caixa resgata.</translation>
        </message>
        <message>
            <source>Changing the service, property or location restarts the till session.</source>
            <translation>Alterar o serviço, o estabelecimento ou o local reinicia a sessão da caixa.</translation>
        </message>
        <message>
            <source>Service address</source>
            <translation>Endereço do serviço</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>Chave API</translation>
        </message>
        <message>
            <source>Leave empty to keep the saved key; type a new key to replace it</source>
            <translation>Deixe vazio para manter a chave guardada; escreva uma nova para a substituir</translation>
        </message>
        <message>
            <source>&amp;Test connection</source>
            <translation>&amp;Testar ligação</translation>
        </message>
        <message>
            <source>Read the properties and locations this key can use (Alt+T)</source>
            <translation>Ler os estabelecimentos e locais que esta chave pode usar (Alt+T)</translation>
        </message>
        <message>
            <source>Not tested yet.</source>
            <translation>Ainda não testado.</translation>
        </message>
        <message>
            <source>Property</source>
            <translation>Estabelecimento</translation>
        </message>
        <message>
            <source>Location</source>
            <translation>Local</translation>
        </message>
        <message>
            <source>Property id</source>
            <translation>ID do estabelecimento</translation>
        </message>
        <message>
            <source>Property id (domainID)</source>
            <translation>ID do estabelecimento (domainID)</translation>
        </message>
        <message>
            <source>Location id</source>
            <translation>ID do local</translation>
        </message>
        <message>
            <source>Location id (locationID)</source>
            <translation>ID do local (locationID)</translation>
        </message>
        <message>
            <source>C&amp;heck ids</source>
            <translation>&amp;Verificar ID</translation>
        </message>
        <message>
            <source>Check the typed ids with the service (Alt+H)</source>
            <translation>Verificar com o serviço os ID escritos (Alt+V)</translation>
        </message>
        <message>
            <source>Till name</source>
            <translation>Nome da caixa</translation>
        </message>
        <message>
            <source>This is the only till at this location</source>
            <translation>É a única caixa deste local</translation>
        </message>
        <message>
            <source>Tick only if no other till redeems at this location. The service does not say which till made a movement: with another till here, a lost answer always goes to a manager.</source>
            <translation>Assinale apenas se nenhuma outra caixa resgatar neste local. O serviço não indica que caixa fez cada operação: com outra caixa aqui, uma resposta perdida vai sempre para um gerente.</translation>
        </message>
        <message>
            <source>Save the settings (Ctrl+S)</source>
            <translation>Guardar as definições (Ctrl+S)</translation>
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
            <translation>Gerentes (cada um aprova com o seu PIN; pelo menos um)</translation>
        </message>
        <message>
            <source>Managers</source>
            <translation>Gerentes</translation>
        </message>
        <message>
            <source>Manager's name</source>
            <translation>Nome do gerente</translation>
        </message>
        <message>
            <source>Manager's PIN</source>
            <translation>PIN do gerente</translation>
        </message>
        <message>
            <source>4–8 digit PIN</source>
            <translation>PIN de 4–8 dígitos</translation>
        </message>
        <message>
            <source>Manager's PIN again</source>
            <translation>Repita o PIN do gerente</translation>
        </message>
        <message>
            <source>PIN again</source>
            <translation>Repita o PIN</translation>
        </message>
        <message>
            <source>&amp;Add manager</source>
            <translation>&amp;Adicionar gerente</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Remover</translation>
        </message>
        <message>
            <source>Testing…</source>
            <translation>A testar…</translation>
        </message>
        <message>
            <source>Test the connection first</source>
            <translation>Teste primeiro a ligação</translation>
        </message>
        <message>
            <source>Paste the API key from Giftpro</source>
            <translation>Cole a chave API do Giftpro</translation>
        </message>
        <message>
            <source>Keep the saved key</source>
            <translation>Manter a chave guardada</translation>
        </message>
        <message>
            <source>Keep the saved key …{tail}</source>
            <translation>Manter a chave guardada …{tail}</translation>
        </message>
        <message>
            <source>Test the connection again before saving.</source>
            <translation>Teste de novo a ligação antes de guardar.</translation>
        </message>
        <message>
            <source>Type the API key first.</source>
            <translation>Escreva primeiro a chave API.</translation>
        </message>
        <message>
            <source>{property} has no locations to redeem at.</source>
            <translation>{property} não tem locais onde resgatar.</translation>
        </message>
        <message>
            <source>{name} is a manager at this till.</source>
            <translation>{name} é gerente nesta caixa.</translation>
        </message>
        <message>
            <source>{name} is no longer a manager here.</source>
            <translation>{name} já não é gerente aqui.</translation>
        </message>
        <message>
            <source>Connecting to {url}…</source>
            <translation>A ligar a {url}…</translation>
        </message>
        <message>
            <source>The service listed no properties or locations.</source>
            <translation>O serviço não listou estabelecimentos nem locais.</translation>
        </message>
        <message>
            <source>{text} Type this till's property id and location id, then press Check ids.</source>
            <translation>{text} Escreva o ID do estabelecimento e o ID do local desta caixa e prima Verificar ID.</translation>
        </message>
        <message>
            <source>Type the property id and the location id as numbers.</source>
            <translation>Escreva o ID do estabelecimento e o do local como números.</translation>
        </message>
        <message>
            <source>Checking location {location} with the service…</source>
            <translation>A verificar o local {location} com o serviço…</translation>
        </message>
        <message>
            <source>The service's balance events for location {location} could not be read: {why}</source>
            <translation>Não foi possível ler os movimentos de saldo do serviço para o local {location}: {why}</translation>
        </message>
        <message>
            <source>Location {location} belongs to property {other}, not {property}.</source>
            <translation>O local {location} pertence ao estabelecimento {other}, não ao {property}.</translation>
        </message>
        <message>
            <source>Property {property}</source>
            <translation>Estabelecimento {property}</translation>
        </message>
        <message>
            <source>Location {location}</source>
            <translation>Local {location}</translation>
        </message>
        <message>
            <source>Checked: the service answers for location {location} of property {property}.</source>
            <translation>Verificado: o serviço responde para o local {location} do estabelecimento {property}.</translation>
        </message>
        <message>
            <source>The service accepted the key, but it gives access to no property.</source>
            <translation>O serviço aceitou a chave, mas ela não dá acesso a nenhum estabelecimento.</translation>
        </message>
        <message>
            <source>Connected. This key sees 1 property.</source>
            <translation>Ligado. Esta chave vê 1 estabelecimento.</translation>
        </message>
        <message numerus="yes">
            <source>Connected. This key sees %n properties.</source>
            <translation>
                <numerusform>Ligado. Esta chave vê %n estabelecimento.</numerusform>
                <numerusform>Ligado. Esta chave vê %n estabelecimentos.</numerusform>
            </translation>
        </message>
        <message>
            <source>The service did not list its properties.</source>
            <translation>O serviço não listou os estabelecimentos.</translation>
        </message>
        <message>
            <source>The service did not list its locations.</source>
            <translation>O serviço não listou os locais.</translation>
        </message>
        <message>
            <source>The test was stopped.</source>
            <translation>O teste foi interrompido.</translation>
        </message>
        <message>
            <source>The service refused this API key. Check the key (copy it again from Giftpro) and test again.</source>
            <translation>O serviço recusou esta chave API. Verifique a chave (copie-a de novo do Giftpro) e teste outra vez.</translation>
        </message>
        <message>
            <source>Cannot reach the voucher service at {url}. Check the address and the network, then test again.</source>
            <translation>Não é possível contactar o serviço de vales em {url}. Verifique o endereço e a rede e teste outra vez.</translation>
        </message>
    </context>
    <context>
        <name>ShiftSales</name>
        <message>
            <source>Order #{order} (its vouchers could not be read)</source>
            <translation>Encomenda #{order} (não foi possível ler os vales)</translation>
        </message>
        <message>
            <source>Complimentary: {product} × {count} worth {amount}, no money taken</source>
            <translation>Cortesia: {product} × {count} no valor de {amount}, sem cobrança</translation>
        </message>
        <message>
            <source>Sold: {product} × {count} = {amount}</source>
            <translation>Vendido: {product} × {count} = {amount}</translation>
        </message>
        <message>
            <source>Sold: delivery charges = {amount}</source>
            <translation>Vendido: portes de envio = {amount}</translation>
        </message>
        <message>
            <source>Money taken in by sales: {amount}</source>
            <translation>Dinheiro recebido em vendas: {amount}</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>sim</translation>
        </message>
        <message>
            <source>Sales by product</source>
            <translation>Vendas por produto</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Produto</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Moeda</translation>
        </message>
        <message>
            <source>Vouchers</source>
            <translation>Vales</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Montante</translation>
        </message>
        <message>
            <source>Complimentary</source>
            <translation>Cortesia</translation>
        </message>
        <message>
            <source>Money taken in by sales</source>
            <translation>Dinheiro recebido em vendas</translation>
        </message>
        <message>
            <source>{amount} (reference {reference})</source>
            <translation>{amount} (referência {reference})</translation>
        </message>
        <message numerus="yes">
            <source>%n sale(s) not ticked as paid on the POS: {sales}. Take payment on the POS, then tick Paid on POS.</source>
            <translation>
                <numerusform>%n venda não marcada como paga no POS: {sales}. Cobre no POS e depois marque «Pago no POS».</numerusform>
                <numerusform>%n vendas não marcadas como pagas no POS: {sales}. Cobre no POS e depois marque «Pago no POS».</numerusform>
            </translation>
        </message>
    </context>
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
    <context>
        <name>SlipOptions</name>
        <message>
            <source>The computer's default printer</source>
            <translation>A impressora predefinida do computador</translation>
        </message>
        <message>
            <source>Slip printer and options</source>
            <translation>Impressora de talões e opções</translation>
        </message>
        <message>
            <source>Slip printer</source>
            <translation>Impressora de talões</translation>
        </message>
        <message>
            <source>{printer} (not installed)</source>
            <translation>{printer} (não instalada)</translation>
        </message>
        <message>
            <source>Paper</source>
            <translation>Papel</translation>
        </message>
        <message>
            <source>Print a slip after each redemption</source>
            <translation>Imprimir um talão após cada resgate</translation>
        </message>
        <message>
            <source>Print a merchant copy too</source>
            <translation>Imprimir também uma cópia para o comerciante</translation>
        </message>
        <message>
            <source>Thermal roll printers print through their own driver: install it, then choose the printer here. A missing or offline printer never stops a redemption.</source>
            <translation>As impressoras térmicas de rolo imprimem com o seu próprio controlador: instale-o e escolha aqui a impressora. Uma impressora em falta ou desligada nunca impede um resgate.</translation>
        </message>
        <message>
            <source>Printer</source>
            <translation>Impressora</translation>
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
            <translation>Leia ou escreva o código do vale</translation>
        </message>
        <message>
            <source>Voucher code</source>
            <translation>Código do vale</translation>
        </message>
        <message>
            <source>Starting the till… A code scanned now is kept and looked up as soon as the till is ready.</source>
            <extracomment>The last code ended with Enter or Tab: the till looks it up once it is ready, whatever was typed after it (kept in the till's field, not looked up).</extracomment>
            <translation>A iniciar a caixa… Um código lido agora é guardado e consultado assim que a caixa estiver pronta.</translation>
        </message>
        <message>
            <source>Starting the till…</source>
            <translation>A iniciar a caixa…</translation>
        </message>
        <message>
            <source>The till is starting</source>
            <translation>A caixa está a iniciar</translation>
        </message>
        <message>
            <source>Nothing has been changed. Ask whoever looks after this computer to let the till write to that folder, then choose Try again.</source>
            <translation>Nada foi alterado. Peça a quem gere este computador que deixe a caixa escrever nessa pasta e escolha Tentar novamente.</translation>
        </message>
        <message>
            <source>Another program (a database viewer, a backup or sync tool) has the file open. Close it, then choose Try again.</source>
            <translation>Outro programa (um visualizador de bases de dados, uma ferramenta de cópia ou sincronização) tem o ficheiro aberto. Feche-o e escolha Tentar novamente.</translation>
        </message>
        <message>
            <source>Free some space on this computer's disk, then choose Try again.</source>
            <translation>Liberte espaço no disco deste computador e escolha Tentar novamente.</translation>
        </message>
        <message>
            <source>Check the disk and the folder, then choose Try again; if it keeps happening, call support.</source>
            <translation>Verifique o disco e a pasta e escolha Tentar novamente; se continuar a acontecer, contacte o suporte.</translation>
        </message>
        <message>
            <source>a damaged file</source>
            <translation>um ficheiro danificado</translation>
        </message>
        <message>
            <source>{problem}.

File: {path}</source>
            <translation>{problem}.

Ficheiro: {path}</translation>
        </message>
        <message>
            <source>Choose “Keep it aside and start afresh”: the damaged file is renamed with today's date and time and kept for support, never deleted; a fresh {store} is started, every entry still readable is carried over, and unsettled movements are checked with the service. Or quit and call support first.</source>
            <translation>Escolha «Pôr de parte e começar de novo»: o ficheiro danificado é renomeado com a data e hora de hoje e guardado para o suporte, nunca apagado; é iniciado um {store} novo, cada registo ainda legível é transferido e as operações por resolver são verificadas com o serviço. Ou saia e contacte primeiro o suporte.</translation>
        </message>
        <message>
            <source>Keep it aside and start afresh</source>
            <translation>Pôr de parte e começar de novo</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Sair</translation>
        </message>
        <message>
            <source>Folder: {path}</source>
            <translation>Pasta: {path}</translation>
        </message>
        <message>
            <source>File: {path}</source>
            <translation>Ficheiro: {path}</translation>
        </message>
        <message>
            <source>cannot use its files</source>
            <translation>não consegue usar os seus ficheiros</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Tentar novamente</translation>
        </message>
        <message>
            <source>damaged settings</source>
            <translation>definições danificadas</translation>
        </message>
        <message>
            <source>Set the till up again: you will need the service address, the API key and a new manager PIN. Or quit and call support, who can look at the damaged file first.</source>
            <translation>Configure a caixa de novo: vai precisar do endereço do serviço, da chave API e de um novo PIN de gerente. Ou saia e contacte o suporte, que pode ver primeiro o ficheiro danificado.</translation>
        </message>
        <message>
            <source>Set up the till again</source>
            <translation>Configurar a caixa de novo</translation>
        </message>
        <message numerus="yes">
            <source>The till's {store} was damaged. It is kept as {kept_as}; a fresh one was started and %n entries still readable in it were carried over. Unsettled movements among them are being checked with the service.</source>
            <translation>
                <numerusform>O ficheiro {store} da caixa estava danificado. Fica guardado como {kept_as}; foi iniciado um novo e foi transferido %n registo ainda legível. As operações por resolver estão a ser verificadas com o serviço.</numerusform>
                <numerusform>O ficheiro {store} da caixa estava danificado. Fica guardado como {kept_as}; foi iniciado um novo e foram transferidos %n registos ainda legíveis. As operações por resolver estão a ser verificadas com o serviço.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Storage</name>
        <message>
            <source>redeem</source>
            <extracomment>Seconds between attempts to write again: soon at first, then every half minute. A movement's kind, as the banner names it ("The redeem of SPA50PART"); marked for translation.</extracomment>
            <translation>resgate</translation>
        </message>
        <message>
            <source>reverse</source>
            <translation>reversão</translation>
        </message>
        <message>
            <source>refund</source>
            <translation>reembolso</translation>
        </message>
        <message>
            <source>topup</source>
            <translation>carregamento</translation>
        </message>
        <message>
            <source>the service redeemed it</source>
            <extracomment>What the service did, by kind; marked for translation.</extracomment>
            <translation>o serviço efetuou-a</translation>
        </message>
        <message>
            <source>the service reversed it</source>
            <translation>o serviço efetuou-a</translation>
        </message>
        <message>
            <source>the service refunded it</source>
            <translation>o serviço efetuou-a</translation>
        </message>
        <message>
            <source>the service topped up it</source>
            <translation>o serviço efetuou-a</translation>
        </message>
        <message>
            <source>NOT YET WRITTEN DOWN — {lines} {cause}. The till keeps trying, and nothing more can move on that voucher until it is written (if the till is closed first, it checks the movement with the service when it next starts).</source>
            <translation>AINDA NÃO REGISTADO — {lines} {cause}. A caixa continua a tentar e nada mais pode ser feito nesse vale até ficar registado (se a caixa for fechada antes, verifica a operação com o serviço no próximo arranque).</translation>
        </message>
        <message>
            <source>{problem}. Redeem, reverse and refund are paused until it works again.</source>
            <translation>{problem}. Resgates, reversões e reembolsos ficam em pausa até voltar a funcionar.</translation>
        </message>
        <message>
            <source>{kind} of {code}</source>
            <translation>{kind} de {code}</translation>
        </message>
        <message>
            <source> for {amount}</source>
            <translation> de {amount}</translation>
        </message>
        <message>
            <source> (ref {event})</source>
            <translation> (ref. {event})</translation>
        </message>
        <message>
            <source>the service did it</source>
            <translation>o serviço efetuou-a</translation>
        </message>
        <message>
            <source>the service refused it</source>
            <translation>o serviço recusou-a</translation>
        </message>
        <message>
            <source>the service's answer was lost</source>
            <translation>a resposta do serviço perdeu-se</translation>
        </message>
        <message>
            <source>The {what}: {told}, but the till could not record it.</source>
            <translation>Operação: {what} — {told}, mas a caixa não a conseguiu registar.</translation>
        </message>
    </context>
    <context>
        <name>TopUp</name>
        <message>
            <source>This voucher has been used in full and is closed: sell a new card instead.</source>
            <extracomment>[DECIDE] The largest single top-up or activation by default, in the voucher's currency.</extracomment>
            <translation>Este vale foi usado na totalidade e está fechado: venda antes um cartão novo.</translation>
        </message>
        <message>
            <source>This voucher was cancelled: it cannot be topped up.</source>
            <translation>Este vale foi anulado: não pode ser carregado.</translation>
        </message>
        <message>
            <source>The payment for this voucher was reversed: it cannot be topped up.</source>
            <translation>O pagamento deste vale foi estornado: não pode ser carregado.</translation>
        </message>
        <message>
            <source>This voucher is not valid yet: it cannot be topped up before it starts.</source>
            <translation>Este vale ainda não é válido: não pode ser carregado antes de começar.</translation>
        </message>
        <message>
            <source>This voucher has expired: it cannot be topped up.</source>
            <translation>Este vale expirou: não pode ser carregado.</translation>
        </message>
        <message>
            <source>The service reports this voucher as “{status}”: it cannot be topped up.</source>
            <translation>O serviço indica este vale como «{status}»: não pode ser carregado.</translation>
        </message>
        <message>
            <source>This voucher cannot be used at this location, so it is not topped up here.</source>
            <translation>Este vale não pode ser usado neste local, por isso não é carregado aqui.</translation>
        </message>
        <message>
            <source>This voucher must be used in full (a service voucher): it cannot be topped up.</source>
            <translation>Este vale tem de ser usado na totalidade (vale de serviço): não pode ser carregado.</translation>
        </message>
        <message>
            <source>This voucher holds nothing: sell a new card instead.</source>
            <translation>Este vale não tem saldo: venda antes um cartão novo.</translation>
        </message>
        <message>
            <source>At most {amount} in one top-up</source>
            <translation>No máximo {amount} por carregamento</translation>
        </message>
        <message>
            <source>Top up {code} by {amount} — {after} after</source>
            <translation>Carregar {code} com {amount} — depois: {after}</translation>
        </message>
        <message>
            <source>Activate {code} as a new card with {amount}</source>
            <translation>Ativar {code} como cartão novo com {amount}</translation>
        </message>
        <message>
            <source>{amount} onto {code}</source>
            <translation>{amount} em {code}</translation>
        </message>
        <message>
            <source>Staff may top up and sell gift cards</source>
            <translation>Os funcionários podem carregar e vender cartões de oferta</translation>
        </message>
        <message>
            <source>Largest top-up…</source>
            <translation>Carregamento máximo…</translation>
        </message>
        <message>
            <source>Load</source>
            <extracomment>``approve(approving, then)``: ask a manager's PIN to approve ``approving``, then call ``then(manager)`` with the name of the manager whose PIN it was; nothing on Cancel.</extracomment>
            <translation>Carregar</translation>
        </message>
        <message>
            <source>Amount to load onto the card</source>
            <translation>Valor a carregar no cartão</translation>
        </message>
        <message>
            <source>Amount to load; Enter shows what will be loaded, to confirm</source>
            <translation>Valor a carregar; Enter mostra o que será carregado, para confirmar</translation>
        </message>
        <message>
            <source>Load…</source>
            <translation>Carregar…</translation>
        </message>
        <message>
            <source>Review the top-up</source>
            <translation>Rever o carregamento</translation>
        </message>
        <message>
            <source>Show what will be loaded, to confirm (Enter in the amount)</source>
            <translation>Mostrar o que será carregado, para confirmar (Enter no valor)</translation>
        </message>
        <message>
            <source>top-up</source>
            <translation>carregamento</translation>
        </message>
        <message>
            <source>Do not load anything; change the amount or scan another code</source>
            <translation>Não carregar nada; altere o valor ou leia outro código</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>A carregar…</translation>
        </message>
        <message>
            <source>Why this voucher cannot be topped up</source>
            <extracomment>The "Largest top-up" dialog while it is open.</extracomment>
            <translation>Porque é que este vale não pode ser carregado</translation>
        </message>
        <message>
            <source>Change the largest top-up</source>
            <translation>Alterar o carregamento máximo</translation>
        </message>
        <message>
            <source>The largest top-up is now {amount}.</source>
            <translation>O carregamento máximo é agora {amount}.</translation>
        </message>
        <message>
            <source>Let staff top up and sell gift cards without a manager</source>
            <translation>Permitir aos funcionários carregar e vender cartões de oferta sem gerente</translation>
        </message>
        <message>
            <source>Make every top-up and new gift card need a manager</source>
            <translation>Exigir um gerente em cada carregamento e cartão de oferta novo</translation>
        </message>
        <message>
            <source>Staff may now top up and sell gift cards.</source>
            <translation>Os funcionários já podem carregar e vender cartões de oferta.</translation>
        </message>
        <message>
            <source>Load money onto {code}: the guest pays on the POS</source>
            <translation>Carregar dinheiro em {code}: o cliente paga no POS</translation>
        </message>
        <message>
            <source>Sell {code} as a new gift card: the guest pays on the POS</source>
            <translation>Vender {code} como cartão de oferta novo: o cliente paga no POS</translation>
        </message>
        <message>
            <source>Close (F4)</source>
            <translation>Fechar (F4)</translation>
        </message>
        <message>
            <source>Activate as a new card (F4)</source>
            <translation>Ativar como cartão novo (F4)</translation>
        </message>
        <message>
            <source>Close top-up (F4)</source>
            <translation>Fechar carregamento (F4)</translation>
        </message>
        <message>
            <source>Top up… (F4)</source>
            <translation>Carregar… (F4)</translation>
        </message>
        <message>
            <source>Manager PIN needed</source>
            <translation>Requer PIN do gerente</translation>
        </message>
        <message>
            <source>Top-ups</source>
            <translation>Carregamentos</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Offline: top-ups are paused until the service answers</source>
            <translation>Offline: os carregamentos ficam em pausa até o serviço responder</translation>
        </message>
        <message>
            <source>Reading the property's currency from the service…</source>
            <translation>A ler a moeda do estabelecimento no serviço…</translation>
        </message>
        <message>
            <source>Type the amount to load</source>
            <extracomment>The property's currency, read once: a new card is in it (the service decides). Why the amount typed was refused, in the source language (``AmountError.source``). What the screen moved on to while a top-up was in flight, offered once it settles. Unconfirmed movements on the card that stop a new top-up, for the quick override. The movement whose outcome the top-up's line shows now, if any.</extracomment>
            <translation>Escreva o valor a carregar</translation>
        </message>
        <message>
            <source>Balance after: {amount}</source>
            <translation>Saldo depois: {amount}</translation>
        </message>
        <message>
            <source>New card: {amount}</source>
            <translation>Cartão novo: {amount}</translation>
        </message>
        <message>
            <source>The till could not read the property's currency; close and try again.</source>
            <translation>A caixa não conseguiu ler a moeda do estabelecimento; feche e tente novamente.</translation>
        </message>
        <message>
            <source>A manager must allow each top-up and new card (manager PIN).</source>
            <extracomment>The most a manager may set as the largest single top-up: the till's limit for any amount typed (``app.core.money``), which a settings file is held to as well (``Settings.topup_maximum``). Marked for translation, translated where it is said (``translate("TopUp", MANAGER_NEEDED_TEXT)``).</extracomment>
            <translation>Cada carregamento e cartão novo tem de ser autorizado por um gerente (PIN do gerente).</translation>
        </message>
        <message>
            <source>Only a manager can change who may top up.</source>
            <translation>Só um gerente pode alterar quem pode carregar.</translation>
        </message>
        <message>
            <source>The setting could not be saved; nothing changed.</source>
            <translation>Não foi possível guardar a definição; nada mudou.</translation>
        </message>
        <message>
            <source>At most {ceiling} for one top-up</source>
            <translation>No máximo {ceiling} por carregamento</translation>
        </message>
        <message>
            <source>Only a manager can change the largest top-up.</source>
            <translation>Só um gerente pode alterar o carregamento máximo.</translation>
        </message>
        <message>
            <source>{problem}. Nothing was changed.</source>
            <translation>{problem}. Nada foi alterado.</translation>
        </message>
        <message>
            <source>Loaded</source>
            <extracomment>In the source language, marked for translation; ``topup_outcome_text`` says them translated.</extracomment>
            <translation>Carregado</translation>
        </message>
        <message>
            <source>Not loaded</source>
            <translation>Não carregado</translation>
        </message>
        <message>
            <source>Nothing was added</source>
            <translation>Nada foi adicionado</translation>
        </message>
        <message>
            <source>anything more moves on this card</source>
            <translation>qualquer outra operação neste cartão</translation>
        </message>
        <message>
            <source>No answer from the service about {asked}. Checking with the service…</source>
            <extracomment>Takes the movements that now block the card (an unconfirmed top-up, an earlier one unchecked).</extracomment>
            <translation>Sem resposta do serviço sobre {asked}. A verificar com o serviço…</translation>
        </message>
        <message>
            <source>{problem}. The top-up is not confirmed yet.</source>
            <translation>{problem}. O carregamento ainda não está confirmado.</translation>
        </message>
        <message>
            <source>{problem}. Nothing was sent.</source>
            <translation>{problem}. Nada foi enviado.</translation>
        </message>
        <message>
            <source>{refused} An earlier movement on this card could not be checked.</source>
            <translation>{refused} Não foi possível verificar uma operação anterior neste cartão.</translation>
        </message>
        <message>
            <source>{problem} Wait for the check to finish, or ask a manager.</source>
            <translation>{problem} Aguarde o fim da verificação ou chame um gerente.</translation>
        </message>
        <message>
            <source>Not sent: {asked}. {why}</source>
            <translation>Não enviado: {asked}. {why}</translation>
        </message>
        <message>
            <source>Still no answer from the service.</source>
            <translation>Continua sem resposta do serviço.</translation>
        </message>
        <message>
            <source>{first} The top-up of {asked} is not confirmed: the till checks it again before anything more moves on this card, and at its next start.</source>
            <translation>{first} O carregamento de {asked} não está confirmado: a caixa volta a verificá-lo antes de qualquer outra operação neste cartão e no próximo arranque.</translation>
        </message>
        <message>
            <source>The earlier top-up was settled before the override.</source>
            <translation>O carregamento anterior foi resolvido antes da anulação manual.</translation>
        </message>
        <message>
            <source>Checking an earlier, unconfirmed movement on this card first…</source>
            <translation>A verificar primeiro uma operação anterior não confirmada neste cartão…</translation>
        </message>
        <message>
            <source>an earlier movement on this card</source>
            <translation>uma operação anterior neste cartão</translation>
        </message>
        <message>
            <source>{outcome} Nothing more was sent.</source>
            <translation>{outcome} Não foi enviado mais nada.</translation>
        </message>
        <message>
            <source>No answer from the service about {about}. Checking with the service… {left} s</source>
            <translation>Sem resposta do serviço sobre {about}. A verificar com o serviço… {left} s</translation>
        </message>
        <message>
            <source>New card {code}: {added} loaded. Balance {balance} · ref {event}</source>
            <translation>Cartão novo {code}: {added} carregado. Saldo {balance} · ref. {event}</translation>
        </message>
        <message>
            <source>Topped up {code}: {added} loaded. Balance {balance} · ref {event}</source>
            <translation>Carregado {code}: {added} carregado. Saldo {balance} · ref. {event}</translation>
        </message>
    </context>
    <context>
        <name>TopUpLimit</name>
        <message>
            <source>Largest top-up</source>
            <translation>Carregamento máximo</translation>
        </message>
        <message>
            <source>The most one top-up or new gift card may load, in the voucher's currency (more than 0, at most {ceiling}).</source>
            <translation>O máximo que um carregamento ou cartão de oferta novo pode carregar, na moeda do vale (mais de 0, no máximo {ceiling}).</translation>
        </message>
        <message>
            <source>Why this amount cannot be the largest top-up</source>
            <translation>Porque é que este valor não pode ser o carregamento máximo</translation>
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
            <translation>Cartão novo</translation>
        </message>
        <message>
            <source>Top-up</source>
            <translation>Carregamento</translation>
        </message>
        <message>
            <source>Redeemed</source>
            <extracomment>A redeem-history line's status: a redemption, or one that was reversed ("Unredeemed").</extracomment>
            <translation>Resgatado</translation>
        </message>
        <message>
            <source>Reversed</source>
            <translation>Revertido</translation>
        </message>
        <message>
            <source>Refund</source>
            <translation>Reembolso</translation>
        </message>
        <message>
            <source>Chargeback</source>
            <translation>Estorno bancário</translation>
        </message>
        <message>
            <source>Reversed chargeback</source>
            <translation>Estorno bancário anulado</translation>
        </message>
        <message>
            <source>Code change</source>
            <translation>Alteração de código</translation>
        </message>
        <message>
            <source>Valid</source>
            <extracomment>A voucher's (or an order row's) status in till words: the service's own words are never shown beside their translation ("Partially Redeemed" next to "Part used").</extracomment>
            <translation>Válido</translation>
        </message>
        <message>
            <source>In grace period</source>
            <translation>Em período de tolerância</translation>
        </message>
        <message>
            <source>Part used</source>
            <translation>Usado em parte</translation>
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
            <translation>Expirado</translation>
        </message>
        <message>
            <source>Not valid yet</source>
            <translation>Ainda não válido</translation>
        </message>
        <message>
            <source>today</source>
            <extracomment>Event types that take money off a voucher; the feed shows their amount negative.</extracomment>
            <translation>hoje</translation>
        </message>
        <message>
            <source>1 day ago</source>
            <translation>há 1 dia</translation>
        </message>
        <message numerus="yes">
            <source>%n days ago</source>
            <translation>
                <numerusform>há %n dia</numerusform>
                <numerusform>há %n dias</numerusform>
            </translation>
        </message>
        <message>
            <source>This voucher has been used in full.</source>
            <translation>Este vale foi usado na totalidade.</translation>
        </message>
        <message>
            <source>This voucher was cancelled and cannot be used.</source>
            <translation>Este vale foi anulado e não pode ser usado.</translation>
        </message>
        <message>
            <source>The payment for this voucher was reversed.</source>
            <translation>O pagamento deste vale foi estornado.</translation>
        </message>
        <message>
            <source>Not valid until {day}</source>
            <translation>Válido a partir de {day}</translation>
        </message>
        <message>
            <source>This voucher cannot be used yet.</source>
            <translation>Este vale ainda não pode ser usado.</translation>
        </message>
        <message>
            <source>Expired {ago}</source>
            <translation>Expirado {ago}</translation>
        </message>
        <message>
            <source>This voucher has expired.</source>
            <translation>Este vale expirou.</translation>
        </message>
        <message>
            <source> Its grace period ended {ago}, on {day}.</source>
            <translation> O período de tolerância terminou {ago}, a {day}.</translation>
        </message>
        <message>
            <source>The service reports this voucher as “{status}”.</source>
            <translation>O serviço indica este vale como «{status}».</translation>
        </message>
        <message>
            <source>Not valid at this location</source>
            <translation>Não válido neste local</translation>
        </message>
        <message>
            <source>Nothing is left on this voucher.</source>
            <translation>Não resta saldo neste vale.</translation>
        </message>
        <message>
            <source>In grace period until {day}</source>
            <translation>Em período de tolerância até {day}</translation>
        </message>
        <message>
            <source>This voucher cannot be used at this location.</source>
            <translation>Este vale não pode ser usado neste local.</translation>
        </message>
        <message>
            <source>It can be used at: {places}.</source>
            <translation>Pode ser usado em: {places}.</translation>
        </message>
        <message>
            <source>More than the balance ({balance})</source>
            <translation>Mais do que o saldo ({balance})</translation>
        </message>
        <message>
            <source>This voucher must be used in full ({balance})</source>
            <translation>Este vale tem de ser usado na totalidade ({balance})</translation>
        </message>
        <message>
            <source>A refund can never be reversed.</source>
            <translation>Um reembolso nunca pode ser revertido.</translation>
        </message>
        <message>
            <source>{type} events cannot be reversed.</source>
            <translation>Os eventos do tipo {type} não podem ser revertidos.</translation>
        </message>
        <message>
            <source>The service has not confirmed this event yet; it can be reversed once confirmed.</source>
            <translation>O serviço ainda não confirmou este evento; pode ser revertido depois de confirmado.</translation>
        </message>
        <message>
            <source>This redemption has already been reversed.</source>
            <translation>Este resgate já foi revertido.</translation>
        </message>
        <message>
            <source>This order has already been refunded.</source>
            <translation>Esta encomenda já foi reembolsada.</translation>
        </message>
        <message>
            <source>Voucher {code} is void, so this order cannot be refunded.</source>
            <translation>O vale {code} está anulado, por isso esta encomenda não pode ser reembolsada.</translation>
        </message>
        <message>
            <source>Vouchers {codes} are void, so this order cannot be refunded.</source>
            <translation>Os vales {codes} estão anulados, por isso esta encomenda não pode ser reembolsada.</translation>
        </message>
        <message>
            <source>This order was not created through the API (the service said so): it cannot be refunded here.</source>
            <translation>Esta encomenda não foi criada pela API (o serviço assim o indicou): não pode ser reembolsada aqui.</translation>
        </message>
        <message>
            <source>Every voucher must be unused; already used or not valid: {codes}.</source>
            <translation>Todos os vales têm de estar por usar; já usados ou não válidos: {codes}.</translation>
        </message>
    </context>
    <context>
        <name>VoucherSlip</name>
        <message>
            <source>TRAINING — NOT A VALID VOUCHER</source>
            <translation>FORMAÇÃO — VALE NÃO VÁLIDO</translation>
        </message>
        <message>
            <source>Gift voucher</source>
            <translation>Vale de oferta</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valor</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Código</translation>
        </message>
        <message>
            <source>Valid until</source>
            <translation>Válido até</translation>
        </message>
        <message>
            <source>Sold {when} · reference {reference}</source>
            <translation>Vendido {when} · referência {reference}</translation>
        </message>
        <message>
            <source>Present this code to redeem.</source>
            <translation>Apresente este código para resgatar.</translation>
        </message>
        <message>
            <source>Gift vouchers</source>
            <translation>Vales de oferta</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” did not accept the vouchers.</source>
            <translation>A impressora de talões «{printer}» não aceitou os vales.</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) printed on {printer}.</source>
            <translation>
                <numerusform>%n vale impresso em {printer}.</numerusform>
                <numerusform>%n vales impressos em {printer}.</numerusform>
            </translation>
        </message>
    </context>
</TS>
