<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT" sourcelanguage="en_GB">
    <context>
        <name>Accounts</name>
        <message>
            <source>{period}: {face} of products not classified for VAT yet (classify them).</source>
            <translation>{period}: {face} de produtos ainda não classificados para IVA (classifique-os).</translation>
        </message>
        <message>
            <source>{period} at {location}: multi-purpose {worth}, VAT in it {vat}; single-purpose {single}, already taxed at sale.</source>
            <translation>{period} em {location}: multiúso {worth}, IVA incluído {vat}; finalidade única {single}, já tributados na venda.</translation>
        </message>
        <message>
            <source>{location} · from {start} to {end}</source>
            <translation>{location} · de {start} a {end}</translation>
        </message>
        <message>
            <source>top-up</source>
            <translation>carregamento</translation>
        </message>
        <message>
            <source>single-purpose (taxed at sale)</source>
            <translation>de finalidade única (tributado na venda)</translation>
        </message>
        <message>
            <source>sale</source>
            <translation>venda</translation>
        </message>
        <message>
            <source>reversal of a redemption</source>
            <translation>reversão de um resgate</translation>
        </message>
        <message>
            <source>refund</source>
            <translation>reembolso</translation>
        </message>
        <message>
            <source>redemption</source>
            <translation>resgate</translation>
        </message>
        <message>
            <source>not classified</source>
            <translation>não classificado</translation>
        </message>
        <message>
            <source>multi-purpose (taxed at redemption)</source>
            <translation>multiúso (tributado no resgate)</translation>
        </message>
        <message>
            <source>Vouchers whose sale could not be read (their redemptions carry no consideration): {count}.</source>
            <translation>Vales cuja venda não foi possível ler (os seus resgates não têm contrapartida): {count}.</translation>
        </message>
        <message>
            <source>Voucher accounts — {place}</source>
            <translation>Contas de vales — {place}</translation>
        </message>
        <message>
            <source>Voucher accounts</source>
            <extracomment>The classes a product can have, in the combo's order; the first is "not classified".</extracomment>
            <translation>Contas de vales</translation>
        </message>
        <message>
            <source>VAT rate of {product}</source>
            <translation>Taxa de IVA de {product}</translation>
        </message>
        <message>
            <source>VAT rate %</source>
            <translation>Taxa de IVA %</translation>
        </message>
        <message>
            <source>VAT purpose of {product}</source>
            <translation>Finalidade de IVA de {product}</translation>
        </message>
        <message>
            <source>VAT purpose</source>
            <translation>Finalidade de IVA</translation>
        </message>
        <message>
            <source>VAT classes</source>
            <translation>Classes de IVA</translation>
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
            <translation>Guardar o resumo</translation>
        </message>
        <message>
            <source>Save PDF…</source>
            <translation>Guardar PDF…</translation>
        </message>
        <message>
            <source>Redeemed {face} of face value, worth {worth} of consideration.</source>
            <translation>Resgatado {face} de valor facial, que vale {worth} de contrapartida.</translation>
        </message>
        <message>
            <source>Reading the service's events…</source>
            <translation>A ler os eventos do serviço…</translation>
        </message>
        <message>
            <source>Reading the locations…</source>
            <translation>A ler os locais…</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Produto</translation>
        </message>
        <message>
            <source>Paid ratio</source>
            <translation>Proporção paga</translation>
        </message>
        <message>
            <source>Movements</source>
            <translation>Movimentos</translation>
        </message>
        <message>
            <source>Movement</source>
            <translation>Movimento</translation>
        </message>
        <message>
            <source>Location</source>
            <translation>Local</translation>
        </message>
        <message>
            <source>Export the movements</source>
            <translation>Exportar os movimentos</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Exportar CSV…</translation>
        </message>
        <message>
            <source>Every till at the location, from the service's own record.</source>
            <translation>Todas as caixas do local, a partir do registo do próprio serviço.</translation>
        </message>
        <message>
            <source>Consideration</source>
            <translation>Contrapartida</translation>
        </message>
        <message>
            <source>Paid %</source>
            <translation>% paga</translation>
        </message>
        <message>
            <source>Consid.</source>
            <translation>Contrap.</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Código</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
        <message>
            <source>Build</source>
            <translation>Gerar</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Valor</translation>
        </message>
        <message>
            <source>Movements from every till at {location}: {count}.</source>
            <translation>Movimentos de todas as caixas em {location}: {count}.</translation>
        </message>
        <message>
            <source>Every voucher seen is valid as long as the law asks.</source>
            <translation>Todos os vales vistos são válidos pelo tempo que a lei exige.</translation>
        </message>
        <message>
            <source>Vouchers seen whose validity is shorter than the law asks:</source>
            <translation>Vales vistos com validade inferior à que a lei exige:</translation>
        </message>
        <message>
            <source>This law sets no shortest validity for vouchers.</source>
            <translation>Esta lei não fixa uma validade mínima para os vales.</translation>
        </message>
        <message>
            <source>The law where the desk is</source>
            <translation>A lei do local da caixa</translation>
        </message>
        <message>
            <source>The law here</source>
            <translation>A lei aqui</translation>
        </message>
        <message>
            <source>{code} {product}: sold {sold}, valid until {expiry}; the law asks until {floor}</source>
            <translation>{code} {product}: vendido a {sold}, válido até {expiry}; a lei exige até {floor}</translation>
        </message>
        <message>
            <source>Germany</source>
            <translation>Alemanha</translation>
        </message>
        <message>
            <source>Republic of Ireland</source>
            <translation>República da Irlanda</translation>
        </message>
        <message>
            <source>Northern Ireland</source>
            <translation>Irlanda do Norte</translation>
        </message>
        <message>
            <source>Scotland</source>
            <translation>Escócia</translation>
        </message>
        <message>
            <source>England and Wales</source>
            <extracomment>The packs' names as a manager picks them, for the translations.</extracomment>
            <translation>Inglaterra e País de Gales</translation>
        </message>
        <message>
            <source>Months since sale (0 to {last})</source>
            <translation>Meses desde a venda (0 a {last})</translation>
        </message>
        <message>
            <source>Vouchers this property sold in the period: the share of face value redeemed, by month since sale.</source>
            <translation>Vales vendidos por esta propriedade no período: a parte do valor facial resgatada, por meses desde a venda.</translation>
        </message>
        <message>
            <source>Export the redemption pattern</source>
            <translation>Exportar o padrão de resgates</translation>
        </message>
        <message>
            <source>Export the pattern as CSV…</source>
            <translation>Exportar o padrão como CSV…</translation>
        </message>
        <message>
            <source>The export's pages</source>
            <translation>Páginas da exportação</translation>
        </message>
        <message>
            <source>Redemption pattern</source>
            <extracomment>The widest the legend of products is, beside the plot.</extracomment>
            <translation>Padrão de resgates</translation>
        </message>
        <message>
            <source>The period's figures</source>
            <translation>Os valores do período</translation>
        </message>
        <message>
            <source>Export the tips record</source>
            <translation>Exportar o registo de gorjetas</translation>
        </message>
        <message>
            <source>Export this till's tips record…</source>
            <translation>Exportar o registo de gorjetas desta caixa…</translation>
        </message>
    </context>
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
        <name>Answer</name>
        <message>
            <source> or </source>
            <translation> ou </translation>
        </message>
        <message>
            <source>no code</source>
            <translation>sem código</translation>
        </message>
        <message>
            <source>location {location}</source>
            <translation>local {location}</translation>
        </message>
        <message>
            <source>{recorded}, not {asked}</source>
            <translation>{recorded}, e não {asked}</translation>
        </message>
        <message>
            <source>it on {recorded}, not {asked}</source>
            <translation>em {recorded}, e não em {asked}</translation>
        </message>
        <message>
            <source>it at {recorded}, not {asked}</source>
            <translation>em {recorded}, e não em {asked}</translation>
        </message>
        <message>
            <source>it in {recorded}, not {asked}</source>
            <translation>em {recorded}, e não em {asked}</translation>
        </message>
        <message>
            <source>a {recorded} event, not {asked}</source>
            <translation>um evento {recorded}, e não {asked}</translation>
        </message>
        <message>
            <source>The service recorded {differences} — ask a manager.</source>
            <translation>O serviço registou {differences} — chame um gerente.</translation>
        </message>
    </context>
    <context>
        <name>Audit</name>
        <message>
            <source>{count} lines were sealed with a key this computer's keyring does not hold: they are readable but were not checked.</source>
            <translation>{count} linhas foram seladas com uma chave que o porta-chaves deste computador não tem: podem ser lidas, mas não foram verificadas.</translation>
        </message>
        <message>
            <source>{count} lines were written without the key (older lines, or no keyring): they show accidental edits only.</source>
            <translation>{count} linhas foram escritas sem a chave (linhas antigas ou sem porta-chaves): só mostram alterações acidentais.</translation>
        </message>
        <message>
            <source>dual control limit</source>
            <translation>limite do duplo controlo</translation>
        </message>
        <message>
            <source>staff integrity report</source>
            <translation>relatório de integridade do pessoal</translation>
        </message>
        <message>
            <source>dispute pack</source>
            <translation>dossiê de contestação</translation>
        </message>
        <message>
            <source>voucher case opened</source>
            <translation>caso de vale aberto</translation>
        </message>
        <message>
            <source>voucher case closed</source>
            <translation>caso de vale fechado</translation>
        </message>
        <message>
            <source>saved</source>
            <translation>guardado</translation>
        </message>
        <message>
            <source>Head of the chain: {head}.</source>
            <translation>Cabeça da cadeia: {head}.</translation>
        </message>
        <message>
            <source>Lines that do not check: {numbers}.</source>
            <translation>Linhas que não passam a verificação: {numbers}.</translation>
        </message>
        <message>
            <source>The log is intact: {lines} lines, none changed, removed or put in.</source>
            <translation>O registo está intacto: {lines} linhas, nenhuma alterada, removida ou inserida.</translation>
        </message>
        <message>
            <source>Warning: line #{line} was put in outside the till.</source>
            <translation>Aviso: a linha #{line} foi inserida fora da caixa.</translation>
        </message>
        <message>
            <source>Warning: line #{line} was removed outside the till.</source>
            <translation>Aviso: a linha #{line} foi removida fora da caixa.</translation>
        </message>
        <message>
            <source>Warning: line #{line} was changed outside the till.</source>
            <extracomment>The words of a check asked for with ``check_and_record``, and whether they are a warning.</extracomment>
            <translation>Aviso: a linha #{line} foi alterada fora da caixa.</translation>
        </message>
        <message>
            <source>check audit log</source>
            <translation>verificar registo de auditoria</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>Todos</translation>
        </message>
        <message>
            <source>All actions</source>
            <translation>Todas as ações</translation>
        </message>
        <message>
            <source>Audit log</source>
            <translation>Registo de auditoria</translation>
        </message>
        <message>
            <source>From date</source>
            <translation>Desde a data</translation>
        </message>
        <message>
            <source>To date</source>
            <translation>Até à data</translation>
        </message>
        <message>
            <source>Staff</source>
            <translation>Funcionário</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Ação</translation>
        </message>
        <message>
            <source>Audit entries</source>
            <translation>Entradas do registo</translation>
        </message>
        <message>
            <source>Checking the chain of the log…</source>
            <translation>A verificar a cadeia do registo…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Exportar CSV…</translation>
        </message>
        <message>
            <source>From</source>
            <translation>De</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Até</translation>
        </message>
        <message>
            <source>1 entry shown</source>
            <translation>1 entrada apresentada</translation>
        </message>
        <message numerus="yes">
            <source>%n entries shown</source>
            <translation>
                <numerusform>%n entrada apresentada</numerusform>
                <numerusform>%n entradas apresentadas</numerusform>
            </translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Guardado em {path}</translation>
        </message>
        <message>
            <source>Export the audit log</source>
            <translation>Exportar o registo de auditoria</translation>
        </message>
        <message>
            <source>look up</source>
            <extracomment>The actions and outcomes a count's lines hold, in the audit log viewer's words (one translation).</extracomment>
            <translation>consulta</translation>
        </message>
        <message>
            <source>open read-only</source>
            <translation>aberto só de leitura</translation>
        </message>
        <message>
            <source>Redemption</source>
            <extracomment>The log keeps the journal's own words (its CSV is for auditors and tools); the viewer shows a manager the till's words for them. Actions already in till words are shown as they are.</extracomment>
            <translation>Resgate</translation>
        </message>
        <message>
            <source>Top-up or new card</source>
            <translation>Carregamento ou cartão novo</translation>
        </message>
        <message>
            <source>Reversal</source>
            <translation>Reversão</translation>
        </message>
        <message>
            <source>shown masked</source>
            <translation>mostrado mascarado</translation>
        </message>
        <message>
            <source>Refund</source>
            <translation>Reembolso</translation>
        </message>
        <message>
            <source>Sale</source>
            <translation>Venda</translation>
        </message>
        <message>
            <source>Marked not applied</source>
            <translation>Marcado como não aplicado</translation>
        </message>
        <message>
            <source>manager unlock</source>
            <translation>desbloqueio de gerente</translation>
        </message>
        <message>
            <source>new PIN refused</source>
            <translation>novo PIN recusado</translation>
        </message>
        <message>
            <source>add manager</source>
            <translation>gerente adicionado</translation>
        </message>
        <message>
            <source>remove manager</source>
            <translation>gerente removido</translation>
        </message>
        <message>
            <source>change manager PIN</source>
            <translation>PIN de gerente alterado</translation>
        </message>
        <message>
            <source>settings</source>
            <translation>definições</translation>
        </message>
        <message>
            <source>reveal code</source>
            <translation>código mostrado</translation>
        </message>
        <message>
            <source>end of shift report</source>
            <translation>fecho de turno</translation>
        </message>
        <message>
            <source>export audit log</source>
            <translation>registo exportado</translation>
        </message>
        <message>
            <source>top-up permission</source>
            <translation>permissão de carregamento</translation>
        </message>
        <message>
            <source>top-up maximum</source>
            <translation>carregamento máximo</translation>
        </message>
        <message>
            <source>keyed on POS</source>
            <translation>registado no POS</translation>
        </message>
        <message>
            <source>manager decision</source>
            <translation>decisão do gerente</translation>
        </message>
        <message>
            <source>search</source>
            <translation>pesquisa</translation>
        </message>
        <message>
            <source>order corrected</source>
            <translation>encomenda corrigida</translation>
        </message>
        <message>
            <source>e-mail address shown</source>
            <translation>endereço de e-mail mostrado</translation>
        </message>
        <message>
            <source>lookups paused</source>
            <translation>consultas em pausa</translation>
        </message>
        <message>
            <source>lookup pause lifted</source>
            <translation>pausa de consultas levantada</translation>
        </message>
        <message>
            <source>country rules</source>
            <translation>regras do país</translation>
        </message>
        <message>
            <source>VAT class</source>
            <translation>classe de IVA</translation>
        </message>
        <message>
            <source>old entries reduced</source>
            <translation>entradas antigas reduzidas</translation>
        </message>
        <message>
            <source>training started afresh</source>
            <translation>formação recomeçada</translation>
        </message>
        <message>
            <source>done</source>
            <extracomment>Outcomes the log keeps in till words, shown in the manager's language; others as logged.</extracomment>
            <translation>feito</translation>
        </message>
        <message>
            <source>shown</source>
            <translation>mostrado</translation>
        </message>
        <message>
            <source>changed</source>
            <translation>alterado</translation>
        </message>
        <message>
            <source>wrong PIN</source>
            <translation>PIN errado</translation>
        </message>
        <message>
            <source>refused (locked)</source>
            <translation>recusado (bloqueado)</translation>
        </message>
        <message>
            <source>refused (counted as a wrong PIN)</source>
            <translation>recusado (contado como PIN errado)</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Hora</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Gerente</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Código</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Encomenda</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Movimento</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Montante</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <source>Reverses event</source>
            <translation>Reverte o movimento</translation>
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
            <translation>{code} tem de ser usado por inteiro: {amount} para os {left} em falta — {refund}</translation>
        </message>
        <message>
            <source>refund {amount} remainder to the guest</source>
            <translation>reembolsar ao cliente o restante de {amount}</translation>
        </message>
        <message>
            <source>Tip: {reason}</source>
            <translation>Gorjeta: {reason}</translation>
        </message>
        <message>
            <source>Tip paid by voucher, e.g. 5.00</source>
            <translation>Gorjeta paga com vale, p. ex. 5,00</translation>
        </message>
        <message>
            <source>Tip</source>
            <translation>Gorjeta</translation>
        </message>
        <message>
            <source>A reference is at most {most} characters: a room, table or folio number</source>
            <extracomment>The most vouchers one bill takes. [DECIDE] a dinner for a table, not a stack of gift cards. The longest reference a bill keeps (a room, table or folio number). Digits with any separators between them, as a card number may be typed.</extracomment>
            <translation>Uma referência tem no máximo {most} caracteres: número de quarto, mesa ou fólio</translation>
        </message>
        <message>
            <source>That looks like a payment card number: type a room, table or folio number instead</source>
            <translation>Isso parece um número de cartão: escreva um número de quarto, mesa ou fólio</translation>
        </message>
        <message>
            <source>{code} is already on this bill</source>
            <translation>{code} já está nesta conta</translation>
        </message>
        <message>
            <source>A bill takes at most {most} vouchers</source>
            <translation>Uma conta aceita no máximo {most} vales</translation>
        </message>
        <message>
            <source>{code} is in {currency}, not the bill's {bill_currency}</source>
            <translation>{code} está em {currency}, não em {bill_currency} da conta</translation>
        </message>
        <message>
            <source>{code} cannot be used: it is {status}</source>
            <translation>{code} não pode ser usado: está {status}</translation>
        </message>
        <message>
            <source>{code} is not valid here</source>
            <translation>{code} não é válido aqui</translation>
        </message>
        <message>
            <source>{code} has nothing left on it</source>
            <translation>{code} não tem saldo</translation>
        </message>
        <message>
            <source>Nothing is left to pay on this bill: {code} was not added</source>
            <translation>Nada por pagar nesta conta: {code} não foi adicionado</translation>
        </message>
        <message>
            <source>{code} must be used in full: {amount} for the {left} left — the guest loses {loss}</source>
            <translation>{code} tem de ser usado por inteiro: {amount} para os {left} em falta — o cliente perde {loss}</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s)</source>
            <translation>
                <numerusform>%n vale</numerusform>
                <numerusform>%n vales</numerusform>
            </translation>
        </message>
        <message>
            <source>{amount} left to pay on the POS</source>
            <translation>{amount} por pagar no POS</translation>
        </message>
        <message>
            <source>nothing left to pay</source>
            <translation>nada por pagar</translation>
        </message>
        <message>
            <source> (the guest loses {amount})</source>
            <translation> (o cliente perde {amount})</translation>
        </message>
        <message numerus="yes">
            <source>Redeem %n voucher(s): {amount} — {rest}</source>
            <translation>
                <numerusform>Resgatar %n vale: {amount} — {rest}</numerusform>
                <numerusform>Resgatar %n vales: {amount} — {rest}</numerusform>
            </translation>
        </message>
        <message>
            <source>not given</source>
            <extracomment>Lines of the bill not confirmed yet: the hand-off waits for a manager's decision on each. Lines confirmed on the bill that were never sent (the till stopped mid-bill): taken on the POS. What the POS refunds to the guest of a bill paid over its total, where the law says so.</extracomment>
            <translation>nenhuma</translation>
        </message>
        <message>
            <source>Bill {reference} redeemed</source>
            <translation>Conta {reference} resgatada</translation>
        </message>
        <message>
            <source>Bill redeemed</source>
            <translation>Conta resgatada</translation>
        </message>
        <message>
            <source>{amount} left to pay</source>
            <translation>{amount} por pagar</translation>
        </message>
        <message numerus="yes">
            <source>Key {amount} as {tender} (%n voucher(s)) — {references}; {left}</source>
            <translation>
                <numerusform>Registe {amount} como {tender} (%n vale) — {references}; {left}</numerusform>
                <numerusform>Registe {amount} como {tender} (%n vales) — {references}; {left}</numerusform>
            </translation>
        </message>
        <message>
            <source>reference {numbers}</source>
            <translation>referência {numbers}</translation>
        </message>
        <message>
            <source>references {numbers}</source>
            <translation>referências {numbers}</translation>
        </message>
        <message>
            <source>Pay a bill with vouchers</source>
            <extracomment>Opens the review of the bill (as Enter in the empty code field does): F5, the key that opened the bill, moves it on; F6 stays Sell's.</extracomment>
            <translation>Pagar uma conta com vales</translation>
        </message>
        <message>
            <source>Bill total</source>
            <translation>Total da conta</translation>
        </message>
        <message>
            <source>Bill total, e.g. 180.00</source>
            <translation>Total da conta, p. ex. 180,00</translation>
        </message>
        <message>
            <source>Bill reference</source>
            <translation>Referência da conta</translation>
        </message>
        <message>
            <source>Room, table or folio (optional)</source>
            <translation>Quarto, mesa ou fólio (opcional)</translation>
        </message>
        <message>
            <source>Start bill</source>
            <translation>Iniciar conta</translation>
        </message>
        <message>
            <source>Start the bill (Enter)</source>
            <translation>Iniciar a conta (Enter)</translation>
        </message>
        <message>
            <source>Voucher code for the bill</source>
            <translation>Código do vale para a conta</translation>
        </message>
        <message>
            <source>Scan a voucher for this bill</source>
            <translation>Leia um vale para esta conta</translation>
        </message>
        <message>
            <source>Add in full</source>
            <translation>Adicionar por inteiro</translation>
        </message>
        <message>
            <source>The guest loses the difference</source>
            <translation>O cliente perde a diferença</translation>
        </message>
        <message>
            <source>Do not add</source>
            <translation>Não adicionar</translation>
        </message>
        <message>
            <source>Leave this voucher off the bill</source>
            <translation>Deixar este vale fora da conta</translation>
        </message>
        <message>
            <source>Vouchers on the bill</source>
            <translation>Vales na conta</translation>
        </message>
        <message>
            <source>New amount for the chosen voucher</source>
            <translation>Novo valor do vale escolhido</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Valor</translation>
        </message>
        <message>
            <source>Set amount</source>
            <translation>Definir valor</translation>
        </message>
        <message>
            <source>Change the chosen voucher's amount</source>
            <translation>Alterar o valor do vale escolhido</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Remover</translation>
        </message>
        <message>
            <source>Take the chosen voucher off the bill</source>
            <translation>Retirar o vale escolhido da conta</translation>
        </message>
        <message>
            <source>Review (F5)</source>
            <translation>Rever (F5)</translation>
        </message>
        <message>
            <source>Review the bill before it is sent (F5, or Enter)</source>
            <translation>Rever a conta antes de a enviar (F5 ou Enter)</translation>
        </message>
        <message>
            <source>bill</source>
            <translation>conta</translation>
        </message>
        <message>
            <source>Back to the bill: nothing is sent (Esc)</source>
            <translation>Voltar à conta: nada é enviado (Esc)</translation>
        </message>
        <message>
            <source>Stop after this voucher</source>
            <translation>Parar após este vale</translation>
        </message>
        <message>
            <source>The voucher on its way ends as the service records it; the others are not sent</source>
            <translation>O vale em curso termina como o serviço o registar; os outros não são enviados</translation>
        </message>
        <message>
            <source>Close the bill</source>
            <translation>Fechar a conta</translation>
        </message>
        <message>
            <source>The vouchers not sent stay untouched</source>
            <translation>Os vales não enviados ficam intactos</translation>
        </message>
        <message>
            <source>Keep the bill</source>
            <translation>Manter a conta</translation>
        </message>
        <message>
            <source>Back to the bill (Esc)</source>
            <translation>Voltar à conta (Esc)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
        <message>
            <source>Close the bill: what is left is paid on the POS</source>
            <translation>Fechar a conta: o resto paga-se no POS</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Referência</translation>
        </message>
        <message>
            <source>A code was scanned into the tip: type the tip, then scan the code again.</source>
            <translation>Foi lido um código na gorjeta: escreva a gorjeta e volte a ler o código.</translation>
        </message>
        <message>
            <source>Sending…</source>
            <translation>A enviar…</translation>
        </message>
        <message numerus="yes">
            <source>Close this bill? %n voucher(s) on it not sent.</source>
            <translation>
                <numerusform>Fechar esta conta? %n vale não enviado.</numerusform>
                <numerusform>Fechar esta conta? %n vales não enviados.</numerusform>
            </translation>
        </message>
        <message>
            <source>Pay a bill</source>
            <extracomment>What is open at the till that an update must not interrupt (the updates' own set).</extracomment>
            <translation>Pagar uma conta</translation>
        </message>
        <message>
            <source>Several vouchers on one bill (F5)</source>
            <translation>Vários vales numa conta (F5)</translation>
        </message>
        <message>
            <source>Pay a bill…</source>
            <translation>Pagar uma conta…</translation>
        </message>
        <message>
            <source>Bill total: {reason}</source>
            <extracomment>Statuses of a voucher another till used (up): "used elsewhere" says what happened to it. The law where the desk is, read as each voucher joins (a manager may change it). The bill as it stands: its tag, lines, their states, and every figure read from them. Codes scanned while an earlier one was being looked up: each joins in turn, none is lost. The cashier asked to stop: the lines not sent yet stay on the bill, unsent. Each line the service recorded, by scan: the bill's one slip lists them all. Late news of a sent line's movement that came while later lines were being sent. Line news held back while the next line's request leaves (``bill_news``).</extracomment>
            <translation>Total da conta: {reason}</translation>
        </message>
        <message>
            <source>Bill total: {reason} Close the bill and start it again.</source>
            <translation>Total da conta: {reason} Feche a conta e comece de novo.</translation>
        </message>
        <message>
            <source>not found</source>
            <translation>não encontrado</translation>
        </message>
        <message>
            <source>{code}: {problem}</source>
            <translation>{code}: {problem}</translation>
        </message>
        <message>
            <source>{code} was not added to the bill.</source>
            <translation>{code} não foi adicionado à conta.</translation>
        </message>
        <message>
            <source>{code} added: {amount} of {balance}</source>
            <translation>{code} adicionado: {amount} de {balance}</translation>
        </message>
        <message>
            <source>{code} cannot be taken off: {why}</source>
            <translation>{code} não pode ser retirado: {why}</translation>
        </message>
        <message>
            <source>{code} taken off the bill.</source>
            <translation>{code} retirado da conta.</translation>
        </message>
        <message>
            <source>Scan a voucher first: nothing on the bill is left to send.</source>
            <translation>Leia primeiro um vale: não há nada na conta por enviar.</translation>
        </message>
        <message>
            <source>Whole only</source>
            <extracomment>Lines that the next review sends: nothing moved on them. What the service recorded for a DONE line: its amount, the balance after, its event id. The journal's movement behind the line, once it was sent: a late answer finds its line. Earlier requests for the line the service applied late (it was taken twice). The other lines cover the bill: a line that takes nothing is not needed.</extracomment>
            <translation>Só por inteiro</translation>
        </message>
        <message>
            <source>Part use</source>
            <translation>Uso parcial</translation>
        </message>
        <message>
            <source>Not needed: nothing left to pay</source>
            <translation>Não é preciso: nada por pagar</translation>
        </message>
        <message>
            <source>Nothing to take: it has nothing left on it</source>
            <translation>Nada a cobrar: não tem saldo</translation>
        </message>
        <message>
            <source>On the bill</source>
            <translation>Na conta</translation>
        </message>
        <message>
            <source>Voucher</source>
            <translation>Vale</translation>
        </message>
        <message>
            <source>Use</source>
            <translation>Uso</translation>
        </message>
        <message>
            <source>Balance after</source>
            <translation>Saldo depois</translation>
        </message>
        <message>
            <source>Where it stands</source>
            <translation>Situação</translation>
        </message>
        <message>
            <source>The balance of {code} could not be read again: {problem}</source>
            <translation>Não foi possível reler o saldo de {code}: {problem}</translation>
        </message>
        <message>
            <source>{code} now has {amount}</source>
            <translation>{code} tem agora {amount}</translation>
        </message>
        <message>
            <source>Used elsewhere since it was scanned: {changes}.</source>
            <translation>Usado noutro lado desde a leitura: {changes}.</translation>
        </message>
        <message>
            <source>Topped up since it was scanned: {changes}.</source>
            <translation>Carregado desde a leitura: {changes}.</translation>
        </message>
        <message>
            <source>Not sent: the bill was stopped — review again to send it</source>
            <translation>Não enviado: a conta foi parada — reveja de novo para o enviar</translation>
        </message>
        <message>
            <source>Did not go through: nothing was taken — retry or replace</source>
            <translation>Não passou: nada foi cobrado — tente de novo ou substitua</translation>
        </message>
        <message>
            <source>Not confirmed: a manager must check it (Manager menu)</source>
            <translation>Não confirmado: um gestor tem de verificar (menu Gestor)</translation>
        </message>
        <message>
            <source>Sent; the service's answer was lost and it could not be proven — a manager decides</source>
            <translation>Enviado; a resposta do serviço perdeu-se e não foi possível comprová-lo — decide um gerente</translation>
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
            <translation>{what} não está confirmado: a caixa volta a verificar antes de este vale ser usado de novo.</translation>
        </message>
        <message>
            <source>The redemption is not confirmed yet.</source>
            <translation>O resgate ainda não está confirmado.</translation>
        </message>
        <message>
            <source>Not sent: {problem}</source>
            <translation>Não enviado: {problem}</translation>
        </message>
        <message>
            <source>Not sent: {problem}.</source>
            <translation>Não enviado: {problem}.</translation>
        </message>
        <message>
            <source>{problem}: not confirmed yet</source>
            <translation>{problem}: ainda não confirmado</translation>
        </message>
        <message>
            <source>Redeemed</source>
            <translation>Resgatado</translation>
        </message>
        <message>
            <source>Redeemed · ref {reference}</source>
            <translation>Resgatado · ref. {reference}</translation>
        </message>
        <message>
            <source>the service refused it</source>
            <translation>o serviço recusou</translation>
        </message>
        <message>
            <source>Refused: {why} Nothing was taken.</source>
            <translation>Recusado: {why} Nada foi cobrado.</translation>
        </message>
        <message>
            <source>Not confirmed: no answer yet — the till keeps checking</source>
            <translation>Não confirmado: ainda sem resposta — a caixa continua a verificar</translation>
        </message>
        <message>
            <source>No answer: checking with the service…</source>
            <translation>Sem resposta: a verificar com o serviço…</translation>
        </message>
        <message>
            <source>Redeemed (found by the till's re-check) · ref {reference}</source>
            <translation>Resgatado (encontrado pela verificação da caixa) · ref. {reference}</translation>
        </message>
        <message>
            <source>Taken twice: ref {first} and ref {late} (a request the service applied late) — a manager must check</source>
            <translation>Cobrado duas vezes: ref. {first} e ref. {late} (um pedido que o serviço aplicou tarde) — um gestor tem de verificar</translation>
        </message>
        <message>
            <source>Scan ignored: {code} was not added — the bill is being reviewed or sent. Confirm with F12 or a tap, or go back.</source>
            <translation>Leitura ignorada: {code} não foi adicionado — a conta está em revisão ou a ser enviada. Confirme com F12 ou um toque, ou volte atrás.</translation>
        </message>
        <message>
            <source>{code} must be used in full ({amount})</source>
            <translation>{code} tem de ser usado por inteiro ({amount})</translation>
        </message>
        <message>
            <source>{code}: more than its balance ({amount})</source>
            <translation>{code}: mais do que o saldo ({amount})</translation>
        </message>
        <message>
            <source>{code}: more than is left to pay on the bill</source>
            <translation>{code}: mais do que falta pagar na conta</translation>
        </message>
        <message>
            <source>the service recorded it</source>
            <translation>o serviço registou-o</translation>
        </message>
        <message>
            <source>it is not confirmed yet</source>
            <translation>ainda não está confirmado</translation>
        </message>
        <message>
            <source>it is being sent</source>
            <translation>está a ser enviado</translation>
        </message>
        <message>
            <source>Bill {total}</source>
            <translation>Conta {total}</translation>
        </message>
        <message>
            <source>ref {reference}</source>
            <translation>ref. {reference}</translation>
        </message>
        <message>
            <source>on vouchers {amount}</source>
            <translation>em vales {amount}</translation>
        </message>
        <message>
            <source>not confirmed {amount}</source>
            <translation>não confirmado {amount}</translation>
        </message>
        <message>
            <source>not taken {amount}</source>
            <translation>não cobrado {amount}</translation>
        </message>
        <message>
            <source>including tip {amount}</source>
            <translation>gorjeta incluída {amount}</translation>
        </message>
        <message>
            <source>left to pay {amount}</source>
            <translation>por pagar {amount}</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) redeemed: {amount}</source>
            <translation>
                <numerusform>%n vale resgatado: {amount}</numerusform>
                <numerusform>%n vales resgatados: {amount}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) not confirmed — a manager must check</source>
            <translation>
                <numerusform>%n vale não confirmado — um gestor tem de verificar</numerusform>
                <numerusform>%n vales não confirmados — um gestor tem de verificar</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) not taken — retry, replace or take it on the POS</source>
            <translation>
                <numerusform>%n vale não cobrado — tente de novo, substitua ou cobre no POS</numerusform>
                <numerusform>%n vales não cobrados — tente de novo, substitua ou cobre no POS</numerusform>
            </translation>
        </message>
        <message>
            <source>Bill: {parts}.</source>
            <translation>Conta: {parts}.</translation>
        </message>
        <message>
            <source>{amount} on {code}</source>
            <extracomment>The redeem-history status of a reversed redemption.</extracomment>
            <translation>{amount} em {code}</translation>
        </message>
        <message>
            <source>Bill {reference} interrupted — not sent: {lines}</source>
            <translation>Conta {reference} interrompida — não enviado: {lines}</translation>
        </message>
        <message>
            <source>{lines} not confirmed — a manager decides before the rest is paid</source>
            <translation>{lines} não confirmado — um gestor decide antes de se pagar o resto</translation>
        </message>
        <message>
            <source>the rest is paid on the POS once a manager has decided</source>
            <translation>o resto paga-se no POS quando um gestor tiver decidido</translation>
        </message>
    </context>
    <context>
        <name>Cases</name>
        <message>
            <source>Lost or stolen</source>
            <translation>Perdido ou roubado</translation>
        </message>
        <message>
            <source>Reissue the voucher</source>
            <translation>Reemitir o vale</translation>
        </message>
        <message>
            <source>Transfer the balance to another code</source>
            <translation>Transferir o saldo para outro código</translation>
        </message>
        <message>
            <source>Extend its validity</source>
            <translation>Prorrogar a validade</translation>
        </message>
        <message>
            <source>Suspected fraud</source>
            <translation>Suspeita de fraude</translation>
        </message>
        <message>
            <source>line #{line} was changed outside the till</source>
            <extracomment>The cases this till keeps on the voucher, one line each ("#2 open: Suspected fraud, …"). What could not be read ("the service could not be reached: the order is not shown"), or "".</extracomment>
            <translation>a linha #{line} foi alterada fora da caixa</translation>
        </message>
        <message>
            <source>line #{line} was removed outside the till</source>
            <translation>a linha #{line} foi removida fora da caixa</translation>
        </message>
        <message>
            <source>line #{line} was put in outside the till</source>
            <translation>a linha #{line} foi inserida fora da caixa</translation>
        </message>
        <message>
            <source>Audit lines of this voucher: {numbers}.</source>
            <translation>Linhas de auditoria deste vale: {numbers}.</translation>
        </message>
        <message>
            <source>Warning: these lines of this voucher do not check: {bad}.</source>
            <translation>Atenção: estas linhas deste vale não passam a verificação: {bad}.</translation>
        </message>
        <message>
            <source>Each of them checks: none was changed or put in.</source>
            <translation>Todas passam a verificação: nenhuma foi alterada ou inserida.</translation>
        </message>
        <message>
            <source>The whole chain checks: {lines} lines, head {head}.</source>
            <translation>Toda a cadeia passa a verificação: {lines} linhas, cabeça {head}.</translation>
        </message>
        <message>
            <source>Warning: the chain does not check: {problem}.</source>
            <translation>Atenção: a cadeia não passa a verificação: {problem}.</translation>
        </message>
        <message>
            <source>{count} lines were written without the key: they show accidental edits only.</source>
            <translation>{count} linhas foram escritas sem a chave: só mostram alterações acidentais.</translation>
        </message>
        <message>
            <source>Voucher code</source>
            <translation>Código do vale</translation>
        </message>
        <message>
            <source>Voucher</source>
            <translation>Vale</translation>
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
            <translation>Expira</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Encomenda</translation>
        </message>
        <message>
            <source>Order date</source>
            <translation>Data da encomenda</translation>
        </message>
        <message>
            <source>Delivery</source>
            <translation>Entrega</translation>
        </message>
        <message>
            <source>Order value</source>
            <translation>Valor da encomenda</translation>
        </message>
        <message>
            <source>Case</source>
            <translation>Caso</translation>
        </message>
        <message>
            <source>What is asked</source>
            <translation>O que se pede</translation>
        </message>
        <message>
            <source>What happened</source>
            <translation>O que aconteceu</translation>
        </message>
        <message>
            <source>Opened</source>
            <translation>Aberto</translation>
        </message>
        <message>
            <source>Opened by manager</source>
            <translation>Aberto pelo gerente</translation>
        </message>
        <message>
            <source>Staff signed in</source>
            <translation>Funcionário com sessão iniciada</translation>
        </message>
        <message>
            <source>Closed</source>
            <translation>Fechado</translation>
        </message>
        <message>
            <source>Closed by manager</source>
            <translation>Fechado pelo gerente</translation>
        </message>
        <message>
            <source>Closing note</source>
            <translation>Nota de fecho</translation>
        </message>
        <message>
            <source>Till time</source>
            <translation>Hora da caixa</translation>
        </message>
        <message>
            <source>Service time</source>
            <translation>Hora do serviço</translation>
        </message>
        <message>
            <source>Till</source>
            <translation>Caixa</translation>
        </message>
        <message>
            <source>Staff</source>
            <translation>Funcionário</translation>
        </message>
        <message>
            <source>Movement</source>
            <translation>Movimento</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Montante</translation>
        </message>
        <message>
            <source>Balance before</source>
            <translation>Saldo antes</translation>
        </message>
        <message>
            <source>Balance after</source>
            <translation>Saldo depois</translation>
        </message>
        <message>
            <source>POS reference</source>
            <translation>Referência do POS</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <source>Ticked on the POS by</source>
            <translation>Marcado no POS por</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Hora</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Referência</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Onde</translation>
        </message>
        <message>
            <source>#{number} open: {reason}, opened {when} by {manager}</source>
            <translation>#{number} aberto: {reason}, aberto em {when} por {manager}</translation>
        </message>
        <message>
            <source>#{number} closed {closed} by {closer}: {reason}, opened {when} by {manager}</source>
            <translation>#{number} fechado em {closed} por {closer}: {reason}, aberto em {when} por {manager}</translation>
        </message>
        <message>
            <source>{place} · till {till} · made {when} by manager {manager}</source>
            <translation>{place} · caixa {till} · feito em {when} pelo gerente {manager}</translation>
        </message>
        <message>
            <source>The voucher and its order</source>
            <translation>O vale e a sua encomenda</translation>
        </message>
        <message>
            <source>Movements at this till</source>
            <translation>Movimentos nesta caixa</translation>
        </message>
        <message>
            <source>This till made no movement on this voucher.</source>
            <translation>Esta caixa não fez nenhum movimento neste vale.</translation>
        </message>
        <message>
            <source>Redemptions the service shows elsewhere</source>
            <translation>Resgates que o serviço mostra noutros locais</translation>
        </message>
        <message>
            <source>Cases at this till</source>
            <translation>Casos nesta caixa</translation>
        </message>
        <message>
            <source>Slips</source>
            <translation>Talões</translation>
        </message>
        <message>
            <source>No slip was printed for this voucher here.</source>
            <translation>Não foi impresso aqui nenhum talão deste vale.</translation>
        </message>
        <message>
            <source>The audit log</source>
            <translation>O registo de auditoria</translation>
        </message>
        <message>
            <source>Dispute pack: voucher {code}</source>
            <translation>Dossiê de contestação: vale {code}</translation>
        </message>
        <message>
            <source>Case #{number}: voucher {code}</source>
            <translation>Caso #{number}: vale {code}</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Aberto</translation>
        </message>
        <message>
            <source>Closed {when} by {manager}</source>
            <translation>Fechado em {when} por {manager}</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Código</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Gerente</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Situação</translation>
        </message>
        <message>
            <source>Choose an open case first.</source>
            <translation>Escolha primeiro um caso aberto.</translation>
        </message>
        <message>
            <source>The case could not be closed: {problem}</source>
            <translation>Não foi possível fechar o caso: {problem}</translation>
        </message>
        <message>
            <source>Case #{number} is closed: voucher {code} can be used again.</source>
            <translation>O caso #{number} está fechado: o vale {code} pode voltar a ser usado.</translation>
        </message>
        <message>
            <source>Choose a case first.</source>
            <translation>Escolha primeiro um caso.</translation>
        </message>
        <message>
            <source>Voucher {code} has an open case (#{number}, {reason}): nothing can be redeemed or topped up until a manager closes it.</source>
            <translation>O vale {code} tem um caso aberto (#{number}, {reason}): nada pode ser resgatado nem carregado até um gerente o fechar.</translation>
        </message>
        <message>
            <source>Case #{number}: {reason}, reported {when} by manager {manager}.</source>
            <translation>Caso #{number}: {reason}, comunicado em {when} pelo gerente {manager}.</translation>
        </message>
        <message>
            <source>Nothing can be redeemed or topped up until a manager closes the case.</source>
            <translation>Nada pode ser resgatado nem carregado até um gerente fechar o caso.</translation>
        </message>
        <message>
            <source>See Manager → Voucher cases.</source>
            <translation>Veja Gerente → Casos de vales.</translation>
        </message>
        <message>
            <source>Open case</source>
            <translation>Caso aberto</translation>
        </message>
        <message>
            <source>The case could not be written: {problem}</source>
            <translation>Não foi possível guardar o caso: {problem}</translation>
        </message>
        <message>
            <source>The page as it will print</source>
            <translation>A página tal como será impressa</translation>
        </message>
        <message>
            <source>Save PDF…</source>
            <translation>Guardar PDF…</translation>
        </message>
        <message>
            <source>Copy for e-mail</source>
            <translation>Copiar para o e-mail</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Guardado {path}</translation>
        </message>
        <message>
            <source>Copied: paste it into an e-mail to the voucher service's support.</source>
            <translation>Copiado: cole-o num e-mail para o apoio do serviço de vales.</translation>
        </message>
        <message>
            <source>Save the PDF</source>
            <translation>Guardar o PDF</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
        <message>
            <source>Dispute pack</source>
            <translation>Dossiê de contestação</translation>
        </message>
        <message>
            <source>Gathering what this till knows of the voucher…</source>
            <translation>A reunir o que esta caixa sabe do vale…</translation>
        </message>
        <message>
            <source>Dispute pack for voucher {code}: save it as a PDF to file or hand on.</source>
            <translation>Dossiê de contestação do vale {code}: guarde-o como PDF para arquivar ou entregar.</translation>
        </message>
        <message>
            <source>Report a problem with this voucher</source>
            <translation>Comunicar um problema com este vale</translation>
        </message>
        <message>
            <source>Voucher {code}. The service cannot block, reissue, transfer or extend a code.</source>
            <translation>Vale {code}. O serviço não pode bloquear, reemitir, transferir nem prorrogar um código.</translation>
        </message>
        <message>
            <source>The till writes a case sheet for its support and refuses the voucher here until the case is closed.</source>
            <translation>A caixa escreve uma ficha do caso para o seu apoio e recusa aqui o vale até o caso ser fechado.</translation>
        </message>
        <message>
            <source>What the guest says, what was checked, by whom</source>
            <translation>O que o cliente diz, o que foi verificado e por quem</translation>
        </message>
        <message>
            <source>Open the case</source>
            <translation>Abrir o caso</translation>
        </message>
        <message>
            <source>Case #{number} is open: voucher {code} is refused at this till until a manager closes it.</source>
            <translation>O caso #{number} está aberto: o vale {code} é recusado nesta caixa até um gerente o fechar.</translation>
        </message>
        <message>
            <source>Copy the sheet into an e-mail to the voucher service's support, or save it as a PDF.</source>
            <translation>Copie a ficha para um e-mail ao apoio do serviço de vales ou guarde-a como PDF.</translation>
        </message>
        <message>
            <source>Voucher cases</source>
            <translation>Casos de vales</translation>
        </message>
        <message>
            <source>What the service did, or why it is closed</source>
            <translation>O que o serviço fez ou porque é fechado</translation>
        </message>
        <message>
            <source>What was done</source>
            <translation>O que foi feito</translation>
        </message>
        <message>
            <source>Close the case</source>
            <translation>Fechar o caso</translation>
        </message>
        <message>
            <source>Case sheet</source>
            <translation>Ficha do caso</translation>
        </message>
        <message numerus="yes">
            <source>%n open case(s) at this till.</source>
            <translation>
                <numerusform>%n caso aberto nesta caixa.</numerusform>
                <numerusform>%n casos abertos nesta caixa.</numerusform>
            </translation>
        </message>
        <message>
            <source>sent, no answer yet</source>
            <extracomment>The event type each movement asks the service for, named when no event came back.</extracomment>
            <translation>enviado, ainda sem resposta</translation>
        </message>
        <message>
            <source>done</source>
            <translation>feito</translation>
        </message>
        <message>
            <source>refused by the service</source>
            <translation>recusado pelo serviço</translation>
        </message>
        <message>
            <source>not confirmed</source>
            <translation>não confirmado</translation>
        </message>
        <message>
            <source>not applied</source>
            <translation>não aplicado</translation>
        </message>
        <message>
            <source>other figures than asked</source>
            <translation>valores diferentes dos pedidos</translation>
        </message>
        <message>
            <source>waits for a manager's decision</source>
            <translation>aguarda a decisão de um gerente</translation>
        </message>
        <message>
            <source>The service could not be read: what it holds of the voucher and its order is missing here. This till's own records follow.</source>
            <extracomment>The service's clock (the property's local time): what the status badge is judged at.</extracomment>
            <translation>Não foi possível ler o serviço: falta aqui o que ele tem do vale e da sua encomenda. Seguem-se os registos desta caixa.</translation>
        </message>
        <message>
            <source>not named</source>
            <translation>sem nome</translation>
        </message>
        <message>
            <source>{method}, charged {charge}</source>
            <translation>{method}, cobrado {charge}</translation>
        </message>
        <message>
            <source>Look up a voucher first.</source>
            <translation>Consulte primeiro um vale.</translation>
        </message>
        <message>
            <source>A dispute pack for voucher {code}</source>
            <translation>Um dossiê de contestação do vale {code}</translation>
        </message>
        <message>
            <source>Voucher {code} already has an open case (#{number}): see Manager → Voucher cases.</source>
            <translation>O vale {code} já tem um caso aberto (#{number}): veja Gerente → Casos de vales.</translation>
        </message>
        <message>
            <source>Report a problem with voucher {code}</source>
            <translation>Comunicar um problema com o vale {code}</translation>
        </message>
        <message>
            <source>The voucher cases</source>
            <translation>Os casos de vales</translation>
        </message>
    </context>
    <context>
        <name>Code</name>
        <message>
            <source>Scan or type a voucher code</source>
            <translation>Leia ou escreva um código de vale</translation>
        </message>
        <message>
            <source>That is too long to be a voucher code</source>
            <translation>É demasiado longo para ser um código de vale</translation>
        </message>
        <message>
            <source>That code is hidden: scan the voucher or type its whole code</source>
            <translation>Esse código está oculto: leia o vale ou escreva o código completo</translation>
        </message>
        <message>
            <source>That is too short to be a voucher code</source>
            <translation>É demasiado curto para ser um código de vale</translation>
        </message>
        <message>
            <source>Voucher codes contain only letters and digits</source>
            <translation>Os códigos de vale só têm letras e algarismos</translation>
        </message>
        <message>
            <source>That link does not hold a voucher code</source>
            <translation>Essa ligação não contém um código de vale</translation>
        </message>
        <message>
            <source>That code holds hidden direction marks: scan it again, or type it by hand</source>
            <translation>Esse código contém marcas de direção ocultas: leia-o de novo ou escreva-o à mão</translation>
        </message>
        <message>
            <source>A few digits are not a voucher code (a PIN or an amount?): nothing was looked up</source>
            <translation>Poucos algarismos não são um código de vale (um PIN ou um valor?): nada foi pesquisado</translation>
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
            <source>Offline: the voucher service cannot be reached.</source>
            <translation>Offline: não é possível contactar o serviço de vales.</translation>
        </message>
        <message>
            <source>The voucher service is having trouble.</source>
            <translation>O serviço de vales tem problemas.</translation>
        </message>
        <message>
            <source>activity</source>
            <extracomment>The state a failed probe leaves the till in; any other failure means it is still offline. The parts of the service that can fail on their own, in till words ("activity" is the feed's).</extracomment>
            <translation>atividade</translation>
        </message>
        <message>
            <source> · last contact {time}</source>
            <extracomment>The parts of the service that fail on their own while it otherwise answers ("activity"). A new last-contact time waits to be told (``report_success`` while online already).</extracomment>
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
        <name>Counter</name>
        <message>
            <source>Activity (F3)</source>
            <translation>Atividade (F3)</translation>
        </message>
        <message>
            <source>Back to the counter (F3)</source>
            <translation>Voltar ao balcão (F3)</translation>
        </message>
        <message>
            <source>Manager: it did not go through…</source>
            <translation>Gerente: não foi feito…</translation>
        </message>
        <message>
            <source>An earlier redemption or top-up of this voucher is unconfirmed. A manager who has checked with the service that it did not go through can unblock the voucher (manager PIN).</source>
            <translation>Um resgate ou carregamento anterior deste vale não está confirmado. Um gerente que tenha verificado com o serviço que não foi feito pode desbloquear o vale (PIN de gerente).</translation>
        </message>
        <message>
            <source>Mark the unconfirmed top-up of {code} as not applied, after checking with the service that it did not go through</source>
            <translation>Marcar o carregamento não confirmado de {code} como não aplicado, depois de verificar com o serviço que não foi feito</translation>
        </message>
        <message>
            <source>Mark the unconfirmed redemption of {code} as not applied, after checking with the service that it did not go through</source>
            <translation>Marcar o resgate não confirmado de {code} como não aplicado, depois de verificar com o serviço que não foi feito</translation>
        </message>
        <message>
            <source>Refund the whole order of this voucher (manager PIN)</source>
            <translation>Reembolsar toda a encomenda deste vale (PIN de gerente)</translation>
        </message>
        <message>
            <source>Refund order…</source>
            <translation>Reembolsar encomenda…</translation>
        </message>
        <message>
            <source>Refund order #{order}…</source>
            <translation>Reembolsar encomenda n.º {order}…</translation>
        </message>
        <message>
            <source>This voucher is void, so its order cannot be refunded.</source>
            <translation>Este vale está anulado, por isso a encomenda não pode ser reembolsada.</translation>
        </message>
        <message>
            <source>Looking up…</source>
            <extracomment>The next voucher shown answers a new lookup: its details start at the top. Signed in, and nothing typed in the code field yet: the Enter that started the shift, pressed twice, is no lookup of an empty code (a red line on a fresh till).</extracomment>
            <translation>A pesquisar…</translation>
        </message>
        <message>
            <source>Look up</source>
            <translation>Pesquisar</translation>
        </message>
        <message>
            <source>Scan or type a voucher code</source>
            <translation>Leia ou escreva um código de vale</translation>
        </message>
        <message>
            <source>Scan a code</source>
            <translation>Leia um código</translation>
        </message>
        <message>
            <source>Voucher code</source>
            <translation>Código do vale</translation>
        </message>
        <message>
            <source>Scan or type a code, then Enter or Tab (F2 comes back here)</source>
            <translation>Leia ou escreva um código e prima Enter ou Tab (F2 volta aqui)</translation>
        </message>
        <message>
            <source>Look up the code (Enter)</source>
            <translation>Pesquisar o código (Enter)</translation>
        </message>
        <message>
            <source>About the code</source>
            <translation>Sobre o código</translation>
        </message>
        <message>
            <source>Close anyway</source>
            <translation>Fechar mesmo assim</translation>
        </message>
        <message>
            <source>Sign out anyway</source>
            <translation>Terminar sessão mesmo assim</translation>
        </message>
        <message>
            <source>Open another voucher?</source>
            <extracomment>The question asked before a feed row replaces the voucher on the counter, while open.</extracomment>
            <translation>Abrir outro vale?</translation>
        </message>
        <message>
            <source>Nothing on screen for {key} now: scan or type a voucher's code to use it.</source>
            <translation>De momento não há nada no ecrã para {key}: leia ou escreva o código de um vale para o usar.</translation>
        </message>
        <message>
            <source>{key} waits: the till is still finding out whether the last redemption went through.</source>
            <translation>{key} aguarda: a caixa ainda está a verificar se o último resgate foi efetuado.</translation>
        </message>
        <message>
            <source>{key} confirms what a review shows: type the amount and press Enter first.</source>
            <translation>{key} confirma o que a revisão mostra: escreva primeiro o valor e prima Enter.</translation>
        </message>
        <message>
            <source>{key}: type the amount and press Enter first.</source>
            <translation>{key}: escreva primeiro o valor e prima Enter.</translation>
        </message>
        <message>
            <source>{here} is on the counter. Open {other} instead?</source>
            <translation>{here} está no balcão. Abrir {other} em vez dele?</translation>
        </message>
        <message>
            <source>{here} is closed; nothing is redeemed from either.</source>
            <translation>{here} é fechado; nada é resgatado de nenhum deles.</translation>
        </message>
        <message>
            <source>Open {other}</source>
            <translation>Abrir {other}</translation>
        </message>
        <message>
            <source>Keep {here}</source>
            <translation>Manter {here}</translation>
        </message>
    </context>
    <context>
        <name>Crash</name>
        <message>
            <source>Save a support report…</source>
            <translation>Guardar um relatório para o suporte…</translation>
        </message>
        <message>
            <source>Something went wrong</source>
            <extracomment>Opens *Save a support report…*; offered in the dialog once the window has set it.</extracomment>
            <translation>Algo correu mal</translation>
        </message>
        <message>
            <source>Something went wrong inside the till. It has been logged, and you can carry on.</source>
            <translation>Algo correu mal dentro da caixa. Ficou registado e pode continuar.</translation>
        </message>
        <message>
            <source>If it keeps happening, copy the details for support.</source>
            <translation>Se continuar a acontecer, copie os detalhes para o suporte.</translation>
        </message>
        <message>
            <source>Copy details</source>
            <translation>Copiar detalhes</translation>
        </message>
    </context>
    <context>
        <name>DualControl</name>
        <message>
            <source>Above {limit}: a manager's PIN is needed to confirm.</source>
            <translation>Acima de {limit}: é preciso o PIN de um gerente para confirmar.</translation>
        </message>
    </context>
    <context>
        <name>DualLimit</name>
        <message>
            <source>Now: off — no manager's PIN is asked for any amount.</source>
            <translation>Agora: desligado — não é pedido o PIN de um gerente para nenhum montante.</translation>
        </message>
        <message>
            <source>Now: a manager's PIN is asked above {limit}.</source>
            <translation>Agora: acima de {limit} é pedido o PIN de um gerente.</translation>
        </message>
        <message>
            <source>Type the currency's three-letter code (GBP, EUR)</source>
            <translation>Escreva o código de três letras da moeda (GBP, EUR)</translation>
        </message>
        <message>
            <source>{problem}. Nothing was changed.</source>
            <translation>{problem}. Nada foi alterado.</translation>
        </message>
        <message>
            <source>Dual control</source>
            <translation>Duplo controlo</translation>
        </message>
        <message>
            <source>At {place}, above this amount in the voucher's currency a redemption, a bill's line, a top-up or a sale needs a manager's PIN as well as Confirm. Leave the amount empty to turn it off.</source>
            <translation>Em {place}, acima deste montante na moeda do vale, um resgate, uma linha de conta, um carregamento ou uma venda precisam do PIN de um gerente além de Confirmar. Deixe o montante vazio para desligar.</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Moeda</translation>
        </message>
        <message>
            <source>A manager's PIN above</source>
            <translation>PIN de gerente acima de</translation>
        </message>
        <message>
            <source>Why this cannot be saved</source>
            <translation>Porque não pode ser guardado</translation>
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
            <translation>O serviço de vales responde de outro endereço ({where}): peça a um gerente que verifique as definições do serviço.</translation>
        </message>
        <message>
            <source>The voucher service answers that it has moved: ask a manager to check Service settings.</source>
            <translation>O serviço de vales responde que mudou de endereço: peça a um gerente que verifique as definições do serviço.</translation>
        </message>
        <message>
            <source>The voucher service reported a problem instead of an answer. Try again in a moment.</source>
            <translation>O serviço de vales comunicou um problema em vez de uma resposta. Tente de novo daqui a pouco.</translation>
        </message>
        <message>
            <source>This voucher cannot be used now.</source>
            <extracomment>Failures the till expects and explains; anything else is a bug.</extracomment>
            <translation>Este vale não pode ser usado agora.</translation>
        </message>
        <message>
            <source>That is more than the voucher's balance.</source>
            <translation>É mais do que o saldo do vale.</translation>
        </message>
        <message>
            <source>This voucher must be used in full.</source>
            <translation>Este vale tem de ser usado na totalidade.</translation>
        </message>
        <message>
            <source>The service did not accept that amount.</source>
            <translation>O serviço não aceitou esse valor.</translation>
        </message>
        <message>
            <source>This voucher is not valid at this location.</source>
            <translation>Este vale não é válido neste local.</translation>
        </message>
        <message>
            <source>This order has already been refunded.</source>
            <translation>Esta encomenda já foi reembolsada.</translation>
        </message>
        <message>
            <source>A voucher in this order has been used, so the order cannot be refunded.</source>
            <translation>Um vale desta encomenda já foi usado, por isso a encomenda não pode ser reembolsada.</translation>
        </message>
        <message>
            <source>Only orders created through the API can be refunded here.</source>
            <translation>Aqui só podem ser reembolsadas encomendas criadas pela API.</translation>
        </message>
        <message>
            <source>The service has not confirmed this event yet, so it cannot be reversed.</source>
            <translation>O serviço ainda não confirmou este evento, por isso não pode ser revertido.</translation>
        </message>
        <message>
            <source>This event has already been reversed.</source>
            <translation>Este evento já foi revertido.</translation>
        </message>
        <message>
            <source>This kind of event cannot be reversed.</source>
            <translation>Este tipo de evento não pode ser revertido.</translation>
        </message>
        <message>
            <source>The request was missing something the service needs.</source>
            <translation>Faltava ao pedido algo de que o serviço precisa.</translation>
        </message>
        <message>
            <source>The service did not accept the request.</source>
            <translation>O serviço não aceitou o pedido.</translation>
        </message>
        <message>
            <source>The service could not read the request.</source>
            <translation>O serviço não conseguiu ler o pedido.</translation>
        </message>
        <message>
            <source>This voucher is not valid yet.</source>
            <extracomment>``not_redeemable`` by the status the service named (longest first: "Not Yet Valid" before "Valid").</extracomment>
            <translation>Este vale ainda não é válido.</translation>
        </message>
        <message>
            <source>The payment for this voucher was reversed (a chargeback).</source>
            <translation>O pagamento deste vale foi estornado (chargeback).</translation>
        </message>
        <message>
            <source>This voucher is already used.</source>
            <translation>Este vale já foi usado.</translation>
        </message>
        <message>
            <source>This voucher has expired.</source>
            <translation>Este vale expirou.</translation>
        </message>
        <message>
            <source>This voucher is void (cancelled).</source>
            <translation>Este vale está anulado (cancelado).</translation>
        </message>
        <message>
            <source>The voucher service refused this for a reason the till does not know; its own words are in the till's log for a manager or support.</source>
            <extracomment>A refusal whose reason the till does not know: the service's words go to the details only.</extracomment>
            <translation>O serviço de vales recusou por um motivo que a caixa não conhece; a resposta dele está no registo da caixa para um gerente ou o suporte.</translation>
        </message>
        <message>
            <source>The service refused the till's API key — ask a manager to check Service settings.</source>
            <translation>O serviço recusou a chave API da caixa — peça a um gerente que verifique as definições do serviço.</translation>
        </message>
        <message>
            <source>Not found.</source>
            <translation>Não encontrado.</translation>
        </message>
        <message>
            <source>No voucher with that code. Check the code and try again.</source>
            <translation>Não há nenhum vale com esse código. Verifique o código e tente novamente.</translation>
        </message>
        <message>
            <source>That order was not found.</source>
            <translation>Essa encomenda não foi encontrada.</translation>
        </message>
        <message>
            <source>That event was not found.</source>
            <translation>Esse evento não foi encontrado.</translation>
        </message>
        <message>
            <source>The voucher service is busy. Wait a few seconds and try again.</source>
            <extracomment>The failures told the same way whatever was asked, by their type, most specific first: the till's words (translated where they are shown) and how far the request got.</extracomment>
            <translation>O serviço de vales está ocupado. Aguarde uns segundos e tente novamente.</translation>
        </message>
        <message>
            <source>No answer from the service: checking whether it went through…</source>
            <translation>Sem resposta do serviço: a verificar se foi feito…</translation>
        </message>
        <message>
            <source>Cannot reach the voucher service. Check the network; the till keeps trying.</source>
            <translation>Não é possível contactar o serviço de vales. Verifique a rede; a caixa continua a tentar.</translation>
        </message>
        <message>
            <source>The voucher service is not answering. Try again in a moment.</source>
            <translation>O serviço de vales não responde. Tente novamente dentro de momentos.</translation>
        </message>
        <message>
            <source>The voucher service is having trouble. Try again in a moment.</source>
            <translation>O serviço de vales tem problemas. Tente novamente dentro de momentos.</translation>
        </message>
        <message>
            <source>The voucher service sent an answer the till cannot read.</source>
            <translation>O serviço de vales enviou uma resposta que a caixa não consegue ler.</translation>
        </message>
    </context>
    <context>
        <name>Feed</name>
        <message>
            <source>Activity at this location</source>
            <extracomment>The feed's columns (the model's order): time, code, type, amount, balance after, confirmed. A late, wide moment and amount: the samples the columns are made as wide as. A feed row is tapped to choose an event for Reverse or Reprint: a touch target, 40 px like a button. The keys that walk the feed: each selects the row it lands on.</extracomment>
            <translation>Atividade neste local</translation>
        </message>
        <message>
            <source>Activity</source>
            <translation>Atividade</translation>
        </message>
        <message>
            <source>Filter by code or type</source>
            <translation>Filtrar: código ou tipo</translation>
        </message>
        <message>
            <source>Filter</source>
            <translation>Filtrar</translation>
        </message>
        <message>
            <source>Filter the activity</source>
            <translation>Filtrar a atividade</translation>
        </message>
        <message>
            <source>No event matches. Codes show only their last characters: type those, or the whole code.</source>
            <translation>Nenhum evento corresponde. Os códigos mostram apenas os últimos caracteres: escreva esses ou o código completo.</translation>
        </message>
        <message>
            <source>About the filter</source>
            <translation>Sobre o filtro</translation>
        </message>
        <message>
            <source>Balance events at this location</source>
            <translation>Movimentos de saldo neste local</translation>
        </message>
        <message>
            <source>Click to choose an event (Reverse, Reprint); double-click or Enter opens its voucher</source>
            <translation>Clique para escolher um movimento (Reverter, Reimprimir); duplo clique ou Enter abre o vale</translation>
        </message>
        <message>
            <source>Last contact with the service</source>
            <translation>Último contacto com o serviço</translation>
        </message>
        <message>
            <source>Fetch the next 50 older events</source>
            <translation>Carregar os 50 movimentos anteriores</translation>
        </message>
        <message>
            <source>Reverse…</source>
            <translation>Reverter…</translation>
        </message>
        <message>
            <source>Reprint slip</source>
            <translation>Reimprimir talão</translation>
        </message>
        <message>
            <source>Print the guest's slip of the selected event again, marked Reprint</source>
            <translation>Voltar a imprimir o talão do cliente do movimento escolhido, marcado como Reimpressão</translation>
        </message>
        <message>
            <source>Reverse the selected event (manager PIN)</source>
            <translation>Reverter o movimento escolhido (PIN do gerente)</translation>
        </message>
        <message>
            <source>Not heard from the service yet</source>
            <extracomment>Why a reverse the type allows is still known to be refused (this till reversed the event, or a manager's check found it reversed); composition sets it, "" when nothing is known.</extracomment>
            <translation>Ainda sem resposta do serviço</translation>
        </message>
        <message>
            <source>Last heard from the service {time}</source>
            <translation>Última resposta do serviço {time}</translation>
        </message>
        <message>
            <source>Updated {time}</source>
            <translation>Atualizado {time}</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>A carregar…</translation>
        </message>
        <message>
            <source>Load older</source>
            <translation>Carregar anteriores</translation>
        </message>
        <message>
            <source>No older events</source>
            <translation>Sem movimentos anteriores</translation>
        </message>
        <message>
            <source>The activity list could not be updated. The voucher service sent an event the till cannot read (event {which}); the other events are shown.</source>
            <translation>Não foi possível atualizar a lista de atividade. O serviço de vales enviou um movimento que a caixa não consegue ler (movimento {which}); os restantes são apresentados.</translation>
        </message>
        <message numerus="yes">
            <source>The activity list could not be updated. The voucher service sent %n events the till cannot read (event {which}); the other events are shown.</source>
            <translation>
                <numerusform>Não foi possível atualizar a lista de atividade. O serviço de vales enviou %n movimento que a caixa não consegue ler (movimento {which}); os restantes são apresentados.</numerusform>
                <numerusform>Não foi possível atualizar a lista de atividade. O serviço de vales enviou %n movimentos que a caixa não consegue ler (movimento {which}); os restantes são apresentados.</numerusform>
            </translation>
        </message>
        <message>
            <source>The activity list could not be updated. {problem}</source>
            <translation>Não foi possível atualizar a lista de atividade. {problem}</translation>
        </message>
        <message>
            <source>Activity not updated since {time} — {why}. The till keeps trying.</source>
            <translation>Atividade não atualizada desde as {time} — {why}. A caixa continua a tentar.</translation>
        </message>
        <message>
            <source>Activity not updated yet — {why}. The till keeps trying.</source>
            <translation>Atividade ainda não atualizada — {why}. A caixa continua a tentar.</translation>
        </message>
        <message>
            <source>the service is not answering</source>
            <extracomment>The feed's name in the top bar ("Online · activity not updating"). Why the feed is not up to date, in till words, by what went wrong.</extracomment>
            <translation>o serviço não responde</translation>
        </message>
        <message>
            <source>the till cannot reach the service</source>
            <translation>a caixa não consegue contactar o serviço</translation>
        </message>
        <message>
            <source>the service is having trouble</source>
            <translation>o serviço está com problemas</translation>
        </message>
        <message>
            <source>the service is busy</source>
            <translation>o serviço está sobrecarregado</translation>
        </message>
        <message>
            <source>the service refused the till's API key</source>
            <translation>o serviço recusou a chave API da caixa</translation>
        </message>
        <message>
            <source>Time</source>
            <extracomment>True while a row is new; the view paints it with a highlight background. The event id of a row (an int), for tests and for finding a row again.</extracomment>
            <translation>Hora</translation>
        </message>
        <message>
            <source>{time} · event {event}</source>
            <translation>{time} · movimento {event}</translation>
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
            <translation>Montante</translation>
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
            <translation>Sim</translation>
        </message>
        <message>
            <source>Not yet</source>
            <translation>Ainda não</translation>
        </message>
        <message>
            <source>The service has not confirmed this event yet.</source>
            <translation>O serviço ainda não confirmou este movimento.</translation>
        </message>
    </context>
    <context>
        <name>Files</name>
        <message>
            <source>Not saved: the disk is full. Free some space or choose another folder ({path}).</source>
            <translation>Não guardado: o disco está cheio. Liberte espaço ou escolha outra pasta ({path}).</translation>
        </message>
        <message>
            <source>Not saved: the till may not write to that folder. Choose another one ({path}).</source>
            <translation>Não guardado: a caixa não pode escrever nessa pasta. Escolha outra ({path}).</translation>
        </message>
        <message>
            <source>Not saved: the system reported “{error}” ({path}).</source>
            <translation>Não guardado: o sistema comunicou «{error}» ({path}).</translation>
        </message>
    </context>
    <context>
        <name>Find</name>
        <message>
            <source>Find a voucher</source>
            <extracomment>What a column of the results typically holds at its widest, for its width; the total takes the rest. The results' date column: its width is the widest day of any month in the signed-in language (a German "28 Sept. 2026" is wider than "30 Sep 2025"). A large order's total, for the width of the last column. Opens the dispute pack of a voucher (its whole code); None hides the button.</extracomment>
            <translation>Procurar um vale</translation>
        </message>
        <message>
            <source>Order number, guest's name, part of the e-mail, payment reference</source>
            <translation>Número da encomenda, nome do cliente, parte do e-mail, referência de pagamento</translation>
        </message>
        <message>
            <source>Find</source>
            <translation>Procurar</translation>
        </message>
        <message numerus="yes">
            <source>Last %n months</source>
            <translation>
                <numerusform>Último %n mês</numerusform>
                <numerusform>Últimos %n meses</numerusform>
            </translation>
        </message>
        <message>
            <source>How far back</source>
            <translation>Até quando</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Procurar</translation>
        </message>
        <message>
            <source>Cancel search</source>
            <translation>Cancelar pesquisa</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Tentar de novo</translation>
        </message>
        <message>
            <source>Search progress</source>
            <translation>Progresso da pesquisa</translation>
        </message>
        <message>
            <source>Orders found</source>
            <translation>Encomendas encontradas</translation>
        </message>
        <message>
            <source>Vouchers of the chosen order</source>
            <translation>Vales da encomenda escolhida</translation>
        </message>
        <message>
            <source>Choose an order to see its vouchers.</source>
            <translation>Escolha uma encomenda para ver os seus vales.</translation>
        </message>
        <message>
            <source>Open voucher</source>
            <translation>Abrir vale</translation>
        </message>
        <message>
            <source>Guest says lost…</source>
            <translation>O cliente diz que o perdeu…</translation>
        </message>
        <message>
            <source>Lost…</source>
            <translation>Perdido…</translation>
        </message>
        <message>
            <source>Dispute…</source>
            <translation>Contestação…</translation>
        </message>
        <message>
            <source>Dispute pack…</source>
            <translation>Dossiê de contestação…</translation>
        </message>
        <message>
            <source>A manager notes it: the next lookup of these codes warns the cashier.</source>
            <translation>Um gestor regista-o: a próxima consulta destes códigos avisa o operador de caixa.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>A procurar…</translation>
        </message>
        <message>
            <source>Note that the guest says order {order}'s vouchers are lost</source>
            <translation>Registar que o cliente diz ter perdido os vales da encomenda {order}</translation>
        </message>
        <message>
            <source>Enter, a double tap or Open voucher opens it read-only.</source>
            <translation>Enter, um toque duplo ou «Abrir vale» abre-o só para consulta.</translation>
        </message>
        <message>
            <source>Find a voucher by order, name or e-mail…</source>
            <extracomment>Opens a voucher's dispute pack (the Manager menu's, PIN first); None: no button.</extracomment>
            <translation>Procurar um vale por encomenda, nome ou e-mail…</translation>
        </message>
        <message>
            <source>Type at least {count} letters of a name, part of an e-mail address, a payment reference or an order number.</source>
            <extracomment>The retention period (``retention_days``): older orders are shown, never written down. Every page read was written to the index (else it must not claim to cover the window). A manager's "the guest says it is lost" on the chosen order (``app.desk.common.lost_notes``).</extracomment>
            <translation>Escreva pelo menos {count} letras de um nome, parte de um e-mail, uma referência de pagamento ou um número de encomenda.</translation>
        </message>
        <message>
            <source>Search cancelled: {searched}; {found} found so far.</source>
            <translation>Pesquisa cancelada: {searched}; {found} encontradas até agora.</translation>
        </message>
        <message>
            <source>Reading the vouchers of order {order}…</source>
            <translation>A ler os vales da encomenda {order}…</translation>
        </message>
        <message>
            <source>Order {order}, opened by its number.</source>
            <translation>Encomenda {order}, aberta pelo número.</translation>
        </message>
        <message numerus="yes">
            <source>{count} orders since {day} (%n months)</source>
            <translation>
                <numerusform>{count} encomendas desde {day} (%n mês)</numerusform>
                <numerusform>{count} encomendas desde {day} (%n meses)</numerusform>
            </translation>
        </message>
        <message>
            <source>{found} found: searched {where}.</source>
            <translation>{found} encontradas: pesquisadas {where}.</translation>
        </message>
        <message>
            <source>No order {query} at this property, and no payment reference {query}: searched {where}. Check the number on the guest's confirmation.</source>
            <translation>Não há nenhuma encomenda {query} neste estabelecimento nem nenhuma referência de pagamento {query}: pesquisadas {where}. Verifique o número na confirmação do cliente.</translation>
        </message>
        <message>
            <source>Nothing matches "{query}": searched {where}. Try another spelling, part of the e-mail address, or a longer window.</source>
            <translation>Nada corresponde a «{query}»: pesquisadas {where}. Experimente outra grafia, parte do e-mail ou um período mais longo.</translation>
        </message>
        <message>
            <source>Search stopped. {problem}</source>
            <translation>Pesquisa interrompida. {problem}</translation>
        </message>
        <message>
            <source>Search incomplete: {searched}, {found} found so far. {problem} Retry goes on from where it stopped.</source>
            <translation>Pesquisa incompleta: {searched}, {found} encontradas até agora. {problem} «Tentar de novo» continua de onde parou.</translation>
        </message>
        <message>
            <source>It read {pages} pages of the order list, the most one search reads.</source>
            <translation>Leu {pages} páginas da lista de encomendas, o máximo que uma pesquisa lê.</translation>
        </message>
        <message numerus="yes">
            <source>The service took more than %n second(s) to send the order list, the longest one search waits.</source>
            <translation>
                <numerusform>O serviço demorou mais de %n segundo a enviar a lista de encomendas, o máximo que uma pesquisa espera.</numerusform>
                <numerusform>O serviço demorou mais de %n segundos a enviar a lista de encomendas, o máximo que uma pesquisa espera.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The service took more than %n minute(s) to send the order list, the longest one search waits.</source>
            <translation>
                <numerusform>O serviço demorou mais de %n minuto a enviar a lista de encomendas, o máximo que uma pesquisa espera.</numerusform>
                <numerusform>O serviço demorou mais de %n minutos a enviar a lista de encomendas, o máximo que uma pesquisa espera.</numerusform>
            </translation>
        </message>
        <message>
            <source>Search stopped: {searched}, {found} found so far. {why} Retry goes on from where it stopped.</source>
            <translation>Pesquisa interrompida: {searched}, {found} encontradas até agora. {why} «Tentar de novo» continua de onde parou.</translation>
        </message>
        <message>
            <source>The vouchers could not be read.</source>
            <translation>Não foi possível ler os vales.</translation>
        </message>
        <message>
            <source>Order {order} holds no voucher.</source>
            <translation>A encomenda {order} não tem nenhum vale.</translation>
        </message>
        <message>
            <source>Searched {count} orders</source>
            <extracomment>Every order read in this search, by id: a page that repeats the one before it (a service that ignores the page asked for, or pages shifted by a new order) is counted once.</extracomment>
            <translation>{count} encomendas pesquisadas</translation>
        </message>
        <message>
            <source>{count} orders searched</source>
            <translation>{count} encomendas pesquisadas</translation>
        </message>
        <message>
            <source>Searched {count} orders back to {day}</source>
            <translation>{count} encomendas pesquisadas, até {day}</translation>
        </message>
        <message>
            <source>{count} orders searched back to {day}</source>
            <translation>{count} encomendas pesquisadas até {day}</translation>
        </message>
        <message>
            <source>The note could not be written: {problem}</source>
            <extracomment>Whether the notes' file exists: a till where no note was ever made reads nothing at a lookup.</extracomment>
            <translation>Não foi possível guardar a nota: {problem}</translation>
        </message>
        <message>
            <source>Noted: the guest says {codes} of order {order} is lost.</source>
            <translation>Registado: o cliente diz ter perdido {codes} da encomenda {order}.</translation>
        </message>
        <message>
            <source>Reported lost: on {day} manager {manager} noted that the guest says the vouchers of order {order} are lost. Check who is presenting it.</source>
            <translation>Dado como perdido: a {day} o gestor {manager} registou que o cliente diz ter perdido os vales da encomenda {order}. Verifique quem o apresenta.</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Encomenda</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Data</translation>
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
            <source>Recipient</source>
            <translation>Destinatário</translation>
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
            <translation>Vale</translation>
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
            <translation>Procurar de novo no serviço</translation>
        </message>
        <message>
            <source>Search again</source>
            <translation>Procurar de novo</translation>
        </message>
        <message>
            <source>Reads every order again, for a guest whose details were changed elsewhere.</source>
            <translation>Lê todas as encomendas de novo, para um cliente cujos dados foram alterados noutro sítio.</translation>
        </message>
        <message numerus="yes">
            <source>, %n order(s) could not be read</source>
            <extracomment>Orders matched, written or shown between two turns of the Qt loop (a few milliseconds' work).</extracomment>
            <translation>
                <numerusform>, %n encomenda não pôde ser lida</numerusform>
                <numerusform>, %n encomendas não puderam ser lidas</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Guest</name>
        <message>
            <source>Guest's language…</source>
            <translation>Idioma do cliente…</translation>
        </message>
        <message>
            <source>Guest</source>
            <translation>Cliente</translation>
        </message>
        <message>
            <source>The guest's language, on the guest display and the guest's slips: {language} (Ctrl+G). The till stays in yours.</source>
            <translation>O idioma do cliente, no ecrã do cliente e nos seus talões: {language} (Ctrl+G). A caixa fica no seu idioma.</translation>
        </message>
        <message>
            <source>Guest's language, for the guest display and slips</source>
            <translation>Idioma do cliente, para o ecrã do cliente e os talões</translation>
        </message>
        <message>
            <source>Guest display</source>
            <extracomment>The setting's word for "never show a customer display". The screen the display was placed on, None while it is not shown.</extracomment>
            <translation>Ecrã do cliente</translation>
        </message>
        <message>
            <source>{product}: {amount} to use here.</source>
            <translation>{product}: {amount} para usar aqui.</translation>
        </message>
        <message>
            <source>{product}: {amount} to use here, until {day}.</source>
            <translation>{product}: {amount} para usar aqui, até {day}.</translation>
        </message>
        <message>
            <source>{product}: cannot be used. {why}</source>
            <translation>{product}: não pode ser usado. {why}</translation>
        </message>
        <message>
            <source>{amount} will be taken — {left} left</source>
            <translation>Serão descontados {amount} — restam {left}</translation>
        </message>
        <message>
            <source>Your vouchers</source>
            <translation>Os seus vales</translation>
        </message>
        <message>
            <source>Your bill</source>
            <translation>A sua conta</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Bem-vindo</translation>
        </message>
        <message>
            <source>Valid until {day}</source>
            <translation>Válido até {day}</translation>
        </message>
        <message>
            <source>Total: {amount}</source>
            <translation>Total: {amount}</translation>
        </message>
        <message>
            <source>This side faces the guest</source>
            <translation>Este lado está virado para o cliente</translation>
        </message>
        <message>
            <source>The payment is being checked. Please wait a moment.</source>
            <translation>O pagamento está a ser verificado. Aguarde um momento, por favor.</translation>
        </message>
        <message>
            <source>One moment, please</source>
            <translation>Um momento, por favor</translation>
        </message>
        <message>
            <source>Nothing was taken from the voucher.</source>
            <extracomment>How long the display keeps a voucher, a review or an outcome before it goes back to the property's name: long enough to read it across a counter, short enough that the next guest never sees it. A no-break space: a day is never split over two lines of the display ("3 / listopada 2027"). Redraws the current screen in a newly chosen language.</extracomment>
            <translation>Nada foi descontado do vale.</translation>
        </message>
        <message>
            <source>Not taken</source>
            <translation>Não descontado</translation>
        </message>
        <message>
            <source>Left to pay: {amount}</source>
            <translation>Falta pagar: {amount}</translation>
        </message>
        <message>
            <source>Guest display test</source>
            <translation>Teste do ecrã do cliente</translation>
        </message>
        <message>
            <source>Done: {amount} taken — {left} left</source>
            <translation>Concluído: {amount} descontados — restam {left}</translation>
        </message>
        <message>
            <source>Done: {amount} taken — {left} left — valid until {day}</source>
            <translation>Concluído: {amount} descontados — restam {left} — válido até {day}</translation>
        </message>
        <message>
            <source>Can be used here, all at once</source>
            <translation>Pode ser usado aqui, tudo de uma vez</translation>
        </message>
        <message>
            <source>Can be used here in part</source>
            <translation>Pode ser usado aqui em parte</translation>
        </message>
        <message>
            <source>Balance: {amount}</source>
            <translation>Saldo: {amount}</translation>
        </message>
        <message>
            <source>Guest display test pattern</source>
            <translation>Padrão de teste do ecrã do cliente</translation>
        </message>
    </context>
    <context>
        <name>Handoff</name>
        <message>
            <source>Gift voucher</source>
            <translation>Vale de oferta</translation>
        </message>
        <message>
            <source>not given</source>
            <extracomment>[DECIDE] How far back an unticked redemption is still shown and reminded of: a day covers a shift that ran past midnight and a till restarted the next morning, without nagging forever. The service's redeem history shows the event reversed, and not by this till: nothing to key. A bill's redemptions, keyed on the POS as one tender (``app.core.bill_handoff``).</extracomment>
            <translation>não indicada</translation>
        </message>
        <message>
            <source>Reversed elsewhere — do not key {amount} (reference {reference})</source>
            <translation>Revertido noutro lado — não registe {amount} (referência {reference})</translation>
        </message>
        <message>
            <source>Take {amount} payment on the POS for a voucher sale — reference {reference}</source>
            <translation>Receba {amount} no POS por uma venda de vale — referência {reference}</translation>
        </message>
        <message>
            <source>Take {amount} payment on the POS for a new gift card — reference {reference}</source>
            <translation>Receba {amount} no POS por um cartão de oferta novo — referência {reference}</translation>
        </message>
        <message>
            <source>Take {amount} payment on the POS for a gift card top-up — reference {reference}</source>
            <translation>Receba {amount} no POS por um carregamento de cartão de oferta — referência {reference}</translation>
        </message>
        <message>
            <source>Key {amount} as {tender} — reference {reference}</source>
            <translation>Registe {amount} como {tender} — referência {reference}</translation>
        </message>
        <message>
            <source>Gift card payment</source>
            <translation>Pagamento de cartão de oferta</translation>
        </message>
        <message>
            <source>Voucher sale</source>
            <translation>Venda de vale</translation>
        </message>
        <message>
            <source>{amount} {what} ref {references}</source>
            <translation>{amount} {what} ref. {references}</translation>
        </message>
        <message>
            <source>Redeemed</source>
            <translation>Resgatado</translation>
        </message>
        <message>
            <source>New card sold</source>
            <translation>Cartão novo vendido</translation>
        </message>
        <message>
            <source>Topped up</source>
            <translation>Carregado</translation>
        </message>
        <message>
            <source>Vouchers sold</source>
            <translation>Vales vendidos</translation>
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
            <translation>O que registar no POS</translation>
        </message>
        <message>
            <source>Copy ({key})</source>
            <translation>Copiar ({key})</translation>
        </message>
        <message>
            <source>Copy the amount and the reference, to paste into the POS</source>
            <translation>Copiar o valor e a referência para colar no POS</translation>
        </message>
        <message>
            <source>Copy amount and reference</source>
            <translation>Copiar valor e referência</translation>
        </message>
        <message>
            <source>Tick once the amount is keyed as a gift voucher tender on the POS</source>
            <translation>Marque quando o valor estiver registado no POS como pagamento com vale de oferta</translation>
        </message>
        <message>
            <source>Slip ({key})</source>
            <translation>Talão ({key})</translation>
        </message>
        <message>
            <source>Print the guest's slip of the last redemption</source>
            <translation>Imprimir o talão do cliente do último resgate</translation>
        </message>
        <message>
            <source>Print slip</source>
            <translation>Imprimir talão</translation>
        </message>
        <message>
            <source>Save as PDF…</source>
            <translation>Guardar como PDF…</translation>
        </message>
        <message>
            <source>Save the slip as a PDF, to print or send later</source>
            <translation>Guardar o talão como PDF, para imprimir ou enviar mais tarde</translation>
        </message>
        <message>
            <source>✓ Keyed on POS ({key})</source>
            <translation>✓ Registado no POS ({key})</translation>
        </message>
        <message>
            <source>Redeemed {time} by {staff} on {code}; the service shows it reversed since, not by this till. Tick to take it off the list.</source>
            <translation>Resgatado {time} por {staff} em {code}; o serviço mostra que foi revertido depois, não por esta caixa. Marque para o retirar da lista.</translation>
        </message>
        <message>
            <source>On the POS now · {detail}</source>
            <translation>Agora no POS · {detail}</translation>
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
                <numerusform>mais %n por registar</numerusform>
                <numerusform>mais %n por registar</numerusform>
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
                <numerusform>• e mais %n anterior</numerusform>
                <numerusform>• e mais %n anteriores</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement is not settled with the service:

{lines}

A manager must check them.</source>
            <translation>1 operação não está resolvida com o serviço:

{lines}

Um gerente tem de a verificar.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements are not settled with the service:

{lines}

A manager must check them.</source>
            <translation>
                <numerusform>%n operação não está resolvida com o serviço:

{lines}

Um gerente tem de as verificar.</numerusform>
                <numerusform>%n operações não estão resolvidas com o serviço:

{lines}

Um gerente tem de as verificar.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 redemption is not ticked as keyed on the POS:

{lines}

Key them on the POS and tick them first.</source>
            <translation>1 resgate não está marcado como registado no POS:

{lines}

Registe-o primeiro no POS e marque-o.</translation>
        </message>
        <message numerus="yes">
            <source>%n redemptions are not ticked as keyed on the POS:

{lines}

Key them on the POS and tick them first.</source>
            <translation>
                <numerusform>%n resgate não está marcado como registado no POS:

{lines}

Registe-os primeiro no POS e marque-os.</numerusform>
                <numerusform>%n resgates não estão marcados como registados no POS:

{lines}

Registe-os primeiro no POS e marque-os.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement is not ticked as keyed on the POS:

{lines}

Key them on the POS and tick them first.</source>
            <translation>1 operação não está marcada como registada no POS:

{lines}

Registe-a primeiro no POS e marque-a.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements are not ticked as keyed on the POS:

{lines}

Key them on the POS and tick them first.</source>
            <translation>
                <numerusform>%n operação não está marcada como registada no POS:

{lines}

Registe-as primeiro no POS e marque-as.</numerusform>
                <numerusform>%n operações não estão marcadas como registadas no POS:

{lines}

Registe-as primeiro no POS e marque-as.</numerusform>
            </translation>
        </message>
        <message>
            <source>Not settled</source>
            <translation>Por resolver</translation>
        </message>
        <message>
            <source>Not keyed on the POS</source>
            <translation>Não registado no POS</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>Voltar</translation>
        </message>
        <message>
            <source>waits for a manager's decision</source>
            <extracomment>Why an unsettled movement waits, for the list shown before leaving.</extracomment>
            <translation>aguarda a decisão de um gerente</translation>
        </message>
        <message>
            <source>not yet confirmed by the service</source>
            <translation>ainda não confirmada pelo serviço</translation>
        </message>
        <message>
            <source>sent, no answer yet</source>
            <translation>enviada, ainda sem resposta</translation>
        </message>
        <message>
            <source>The till could not read its journal: some movements may not be settled.</source>
            <extracomment>Events of this till's redemptions the service's history shows reversed, not by this till. When this session began: a bill left with lines never sent before it was interrupted. The interrupted bills the cashier was told of, by bill id (once a session each).</extracomment>
            <translation>A caixa não conseguiu ler o seu diário: algumas operações podem não estar resolvidas.</translation>
        </message>
        <message>
            <source>{time} {what}: {why}</source>
            <translation>{time} {what}: {why}</translation>
        </message>
        <message>
            <source>The till could not read which redemptions are keyed on the POS.</source>
            <translation>A caixa não conseguiu ler que resgates estão registados no POS.</translation>
        </message>
        <message>
            <source>Sign in first: a tick records who keyed the redemption on the POS.</source>
            <translation>Inicie sessão primeiro: a marca regista quem registou o resgate no POS.</translation>
        </message>
        <message>
            <source>{problem} The redemption still shows as not keyed; try the tick again.</source>
            <translation>{problem} O resgate continua a aparecer como não registado; marque de novo.</translation>
        </message>
        <message>
            <source>Bill {reference} was interrupted when the till stopped: the service took {taken}; not sent: {lines}. {left} left to pay on the POS.</source>
            <translation>A conta {reference} foi interrompida quando a caixa parou: o serviço cobrou {taken}; não enviado: {lines}. {left} por pagar no POS.</translation>
        </message>
        <message>
            <source>A voucher of this bill is not confirmed: a manager decides it first (Manager ▸ Unconfirmed movements), then the bill is keyed on the POS.</source>
            <translation>Um vale desta conta não está confirmado: primeiro decide um gestor (Gestor ▸ Operações não confirmadas), depois a conta é registada no POS.</translation>
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
            <source>The till's log</source>
            <translation>O registo da caixa</translation>
        </message>
        <message>
            <source>Messages from the till</source>
            <translation>Mensagens da caixa</translation>
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
        <name>Integrity</name>
        <message>
            <source>High balances looked up, not redeemed</source>
            <extracomment>The column heading of each count: what was done, in plain words, never what it means.</extracomment>
            <translation>Saldos altos consultados, não resgatados</translation>
        </message>
        <message>
            <source>Opened read-only, redeemed within minutes</source>
            <translation>Abertos só de leitura, resgatados em minutos</translation>
        </message>
        <message>
            <source>Own redemptions reversed</source>
            <translation>Resgates próprios revertidos</translation>
        </message>
        <message>
            <source>Not ticked as keyed on the POS</source>
            <translation>Não marcados como registados no POS</translation>
        </message>
        <message>
            <source>Whole codes shown</source>
            <translation>Códigos completos mostrados</translation>
        </message>
        <message>
            <source>Sales not ticked as paid</source>
            <translation>Vendas não marcadas como pagas</translation>
        </message>
        <message>
            <source>Lines in the audit log (all actions)</source>
            <extracomment>The first row: how much each member of staff did, to read their counts against.</extracomment>
            <translation>Linhas do registo de auditoria (todas as ações)</translation>
        </message>
        <message>
            <source>Count</source>
            <extracomment>The count's words, then the usual figure (the mean over staff), then one column per member of staff.</extracomment>
            <translation>Contagem</translation>
        </message>
        <message>
            <source>Usual here</source>
            <translation>Habitual aqui</translation>
        </message>
        <message numerus="yes">
            <source>%n member(s) of staff at this till from {first} to {last}.</source>
            <translation>
                <numerusform>%n funcionário nesta caixa de {first} a {last}.</numerusform>
                <numerusform>%n funcionários nesta caixa de {first} a {last}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{what} — {staff}: %n line(s) of the audit log.</source>
            <translation>
                <numerusform>{what} — {staff}: %n linha do registo de auditoria.</numerusform>
                <numerusform>{what} — {staff}: %n linhas do registo de auditoria.</numerusform>
            </translation>
        </message>
        <message>
            <source>Staff integrity report</source>
            <extracomment>How far back the report looks when it opens: a week holds every shift pattern of a rota.</extracomment>
            <translation>Relatório de integridade do pessoal</translation>
        </message>
        <message>
            <source>From date</source>
            <translation>Desde a data</translation>
        </message>
        <message>
            <source>To date</source>
            <translation>Até à data</translation>
        </message>
        <message>
            <source>Counts to look at, not findings: a busy shift, a guest who changed their mind or a colleague covering a break explains most of them. Choose a count to read the audit lines behind it.</source>
            <translation>Contagens para ver, não conclusões: um turno movimentado, um cliente que mudou de ideias ou um colega a cobrir uma pausa explicam a maioria. Escolha uma contagem para ler as linhas do registo por trás dela.</translation>
        </message>
        <message>
            <source>Counts per member of staff</source>
            <translation>Contagens por funcionário</translation>
        </message>
        <message>
            <source>Audit lines behind the count</source>
            <translation>Linhas do registo por trás da contagem</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
        <message>
            <source>From</source>
            <translation>De</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Até</translation>
        </message>
        <message>
            <source>Counting…</source>
            <translation>A contar…</translation>
        </message>
    </context>
    <context>
        <name>Manager</name>
        <message>
            <source>Check the audit log</source>
            <translation>Verificar o registo de auditoria</translation>
        </message>
        <message>
            <source>{problem}. The service settings were not changed.</source>
            <translation>{problem}. As definições do serviço não foram alteradas.</translation>
        </message>
        <message>
            <source>Lift the pause on lookups</source>
            <translation>Levantar a pausa das pesquisas</translation>
        </message>
        <message>
            <source>The pause is lifted: codes can be looked up again.</source>
            <translation>Pausa levantada: os códigos podem voltar a ser pesquisados.</translation>
        </message>
        <message>
            <source>Lookups are not paused.</source>
            <translation>As pesquisas não estão em pausa.</translation>
        </message>
        <message>
            <source>The voucher accounts and their VAT classes</source>
            <translation>As contas de vales e as suas classes de IVA</translation>
        </message>
        <message>
            <source>Check the service and adapt the till to it</source>
            <translation>Verificar o serviço e adaptar a caixa a ele</translation>
        </message>
        <message>
            <source>Choose an event in the activity list first.</source>
            <translation>Escolha primeiro um movimento na lista de atividade.</translation>
        </message>
        <message>
            <source>Choose a line of the redeem history first.</source>
            <translation>Escolha primeiro uma linha do histórico de resgates.</translation>
        </message>
        <message>
            <source>Look up a voucher of the order first.</source>
            <translation>Procure primeiro um vale da encomenda.</translation>
        </message>
        <message>
            <source>No movement is waiting for a manager's decision.</source>
            <translation>Nenhuma operação aguarda a decisão de um gerente.</translation>
        </message>
        <message>
            <source>View the audit log</source>
            <translation>Ver o registo de auditoria</translation>
        </message>
        <message>
            <source>Open a voucher from the feed first; a scanned one already shows its code.</source>
            <translation>Abra primeiro um vale a partir da atividade; um vale lido já mostra o código.</translation>
        </message>
        <message>
            <source>Show a voucher's whole code</source>
            <translation>Mostrar o código completo de um vale</translation>
        </message>
        <message>
            <source>The end of shift report</source>
            <translation>O fecho de turno</translation>
        </message>
        <message>
            <source>The staff integrity report</source>
            <translation>O relatório de integridade do pessoal</translation>
        </message>
        <message>
            <source>Change the dual-control limit</source>
            <translation>Alterar o limite do duplo controlo</translation>
        </message>
        <message>
            <source>Add or remove managers, or change a PIN</source>
            <translation>Adicionar ou remover gerentes, ou alterar um PIN</translation>
        </message>
        <message>
            <source>A training till always runs on the built-in sandbox; its service cannot change.</source>
            <translation>Uma caixa de formação funciona sempre com o ambiente de testes integrado; o serviço não pode ser alterado.</translation>
        </message>
        <message>
            <source>Change the service settings</source>
            <translation>Alterar as definições do serviço</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Gerente</translation>
        </message>
        <message>
            <source>Offline: reverses and refunds wait until the service answers again.</source>
            <translation>Sem ligação: reversões e reembolsos aguardam até o serviço voltar a responder.</translation>
        </message>
    </context>
    <context>
        <name>ManagerMenu</name>
        <message>
            <source>Check the audit log…</source>
            <translation>Verificar o registo de auditoria…</translation>
        </message>
        <message>
            <source>Lift the pause on lookups…</source>
            <translation>Levantar a pausa das pesquisas…</translation>
        </message>
        <message>
            <source>Voucher accounts and VAT…</source>
            <translation>Contas de vales e IVA…</translation>
        </message>
        <message>
            <source>Check the service…</source>
            <translation>Verificar o serviço…</translation>
        </message>
        <message>
            <source>Reverse the selected event…</source>
            <extracomment>A dispute pack opened over the shift report, from one of its lines. The view-model whose check before the PIN is running: a second click waits for it.</extracomment>
            <translation>Reverter o movimento escolhido…</translation>
        </message>
        <message>
            <source>Refund this voucher's order…</source>
            <translation>Reembolsar a encomenda deste vale…</translation>
        </message>
        <message>
            <source>Unconfirmed movements…</source>
            <translation>Operações não confirmadas…</translation>
        </message>
        <message>
            <source>Audit log…</source>
            <translation>Registo de auditoria…</translation>
        </message>
        <message>
            <source>Show the voucher's whole code…</source>
            <translation>Mostrar o código completo do vale…</translation>
        </message>
        <message>
            <source>Show the guest's e-mail address…</source>
            <translation>Mostrar o e-mail do cliente…</translation>
        </message>
        <message>
            <source>Dispute pack for this voucher…</source>
            <translation>Dossiê de contestação deste vale…</translation>
        </message>
        <message>
            <source>Report a problem with this voucher…</source>
            <translation>Comunicar um problema com este vale…</translation>
        </message>
        <message>
            <source>Voucher cases…</source>
            <translation>Casos de vales…</translation>
        </message>
        <message>
            <source>End of shift report…</source>
            <translation>Fecho de turno…</translation>
        </message>
        <message>
            <source>Staff integrity report…</source>
            <translation>Relatório de integridade do pessoal…</translation>
        </message>
        <message>
            <source>Managers and PINs…</source>
            <translation>Gerentes e PIN…</translation>
        </message>
        <message>
            <source>Dual control limit…</source>
            <translation>Limite do duplo controlo…</translation>
        </message>
        <message>
            <source>Service settings…</source>
            <translation>Definições do serviço…</translation>
        </message>
        <message>
            <source>This voucher</source>
            <translation>Este vale</translation>
        </message>
        <message>
            <source>Reports and audit</source>
            <translation>Relatórios e auditoria</translation>
        </message>
        <message>
            <source>Till settings</source>
            <translation>Definições da caixa</translation>
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
            <extracomment>The last thing asked was to add a manager (a refusal may be about the name).</extracomment>
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
        <message>
            <source>That looks like a PIN. Type the manager's name, then the PIN.</source>
            <extracomment>Said when the name field holds what looks like a PIN: a PIN typed into the name field by a hurried manager must never be kept, shown or written to the audit log as a name.</extracomment>
            <translation>Isso parece um PIN. Escreva o nome do gerente e depois o PIN.</translation>
        </message>
        <message>
            <source>The two PINs are not the same. Type them again.</source>
            <extracomment>A PIN another manager has: the same words as a guessable PIN, never "another manager has it".</extracomment>
            <translation>Os dois PIN não coincidem. Escreva-os novamente.</translation>
        </message>
        <message>
            <source>Type the manager's name.</source>
            <translation>Escreva o nome do gerente.</translation>
        </message>
        <message>
            <source>{name} is already a manager.</source>
            <translation>{name} já é gerente.</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Gerente</translation>
        </message>
        <message>
            <source>Choose the manager whose PIN changes.</source>
            <translation>Escolha o gerente cujo PIN vai mudar.</translation>
        </message>
        <message>
            <source>Choose the manager to remove.</source>
            <translation>Escolha o gerente a remover.</translation>
        </message>
        <message>
            <source>The last manager cannot be removed: add another manager first.</source>
            <translation>O último gerente não pode ser removido: adicione primeiro outro gerente.</translation>
        </message>
        <message>
            <source>{name} is no longer a manager at this till.</source>
            <translation>{name} já não é gerente nesta caixa.</translation>
        </message>
        <message>
            <source>{name} is now a manager at this till.</source>
            <translation>{name} é agora gerente nesta caixa.</translation>
        </message>
        <message>
            <source>{name}'s PIN is changed.</source>
            <translation>O PIN de {name} foi alterado.</translation>
        </message>
        <message>
            <source>{problem}. Nothing was changed.</source>
            <translation>{problem}. Nada foi alterado.</translation>
        </message>
    </context>
    <context>
        <name>Menu</name>
        <message>
            <source>Save a support report…</source>
            <translation>Guardar um relatório para o suporte…</translation>
        </message>
        <message>
            <source>&amp;Shift</source>
            <translation>T&amp;urno</translation>
        </message>
        <message>
            <source>Change staff…</source>
            <translation>Mudar de funcionário…</translation>
        </message>
        <message>
            <source>Find a code</source>
            <translation>Procurar um código</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Sair</translation>
        </message>
        <message>
            <source>&amp;Manager</source>
            <translation>&amp;Gerente</translation>
        </message>
        <message>
            <source>S&amp;lips</source>
            <translation>Ta&amp;lões</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>A&amp;juda</translation>
        </message>
        <message>
            <source>About {app}</source>
            <translation>Acerca de {app}</translation>
        </message>
        <message>
            <source>{app} {version}
Redeem gift vouchers at the till.</source>
            <translation>{app} {version}
Resgate de vales de oferta na caixa.</translation>
        </message>
    </context>
    <context>
        <name>Moment</name>
        <message>
            <source>Type a day and time ({example}, 3.12.2026 06:00, or 06:00 on this day)</source>
            <translation>Escreva um dia e uma hora ({example}, 3.12.2026 06:00, ou 06:00 para este dia)</translation>
        </message>
    </context>
    <context>
        <name>Movement</name>
        <message>
            <source>a redemption of {amount} on {code}</source>
            <extracomment>The request itself, sent once; its answer is a balance event (None for a refund). "redemption", "top-up": the kind in till words. How a sentence names one, with its amount and without (``what``); whole phrases, so a translator can give each kind its own grammar. These and the words below are marked for translation (``QT_TRANSLATE_NOOP``, context "Movement") and translated where they are used.</extracomment>
            <translation>um resgate de {amount} em {code}</translation>
        </message>
        <message>
            <source>a redemption on {code}</source>
            <translation>um resgate em {code}</translation>
        </message>
        <message>
            <source>nothing was taken</source>
            <extracomment>What the cashier is told did not happen when it is not applied.</extracomment>
            <translation>nada foi descontado</translation>
        </message>
        <message>
            <source>taken</source>
            <extracomment>What it did when it went through: "taken", in "marked as taken" and "called not taken".</extracomment>
            <translation>descontado</translation>
        </message>
        <message>
            <source>one event that could be it</source>
            <extracomment>What the cashier must not do after the service refused it ("" when nothing follows).</extracomment>
            <translation>um movimento que pode ser este</translation>
        </message>
        <message numerus="yes">
            <source>%n events that could be it</source>
            <translation>
                <numerusform>%n movimento que pode ser este</numerusform>
                <numerusform>%n movimentos que podem ser este</numerusform>
            </translation>
        </message>
        <message>
            <source>nothing was refunded — do not refund the payment</source>
            <translation>nada foi reembolsado — não reembolse o pagamento</translation>
        </message>
        <message>
            <source>refunded</source>
            <translation>reembolsado</translation>
        </message>
        <message>
            <source> — do not refund the payment</source>
            <translation> — não reembolse o pagamento</translation>
        </message>
        <message>
            <source>the refund of order #{order}</source>
            <translation>o reembolso da encomenda n.º {order}</translation>
        </message>
        <message>
            <source>a refund of the order that could be it</source>
            <translation>um reembolso da encomenda que pode ser este</translation>
        </message>
        <message>
            <source>no refund that could be it</source>
            <translation>nenhum reembolso que possa ser este</translation>
        </message>
        <message>
            <source>nothing was reversed</source>
            <translation>nada foi revertido</translation>
        </message>
        <message>
            <source>reversed</source>
            <translation>revertido</translation>
        </message>
        <message>
            <source>the reverse of event {event} on {code}</source>
            <translation>a reversão do movimento {event} em {code}</translation>
        </message>
        <message>
            <source>the reverse of event {event} of {amount} on {code}</source>
            <translation>a reversão do movimento {event} de {amount} em {code}</translation>
        </message>
        <message>
            <source>no voucher was sold — take no payment for it</source>
            <extracomment>How much earlier than the intent (on the service's clock) the orders list is read from: a service stamps an order when it starts it, and the measured offset may be a little out. Pages of orders read at most when looking for a reference (50 each): a busy web shop's hour.</extracomment>
            <translation>nenhum vale foi vendido — não cobre nada</translation>
        </message>
        <message>
            <source>sold</source>
            <translation>vendido</translation>
        </message>
        <message>
            <source> — take no payment for it</source>
            <translation> — não cobre nada</translation>
        </message>
        <message>
            <source>the sale (reference {reference})</source>
            <translation>a venda (referência {reference})</translation>
        </message>
        <message>
            <source>the sale of {amount} (reference {reference})</source>
            <translation>a venda de {amount} (referência {reference})</translation>
        </message>
        <message>
            <source>one order carrying its reference</source>
            <translation>uma encomenda com esta referência</translation>
        </message>
        <message numerus="yes">
            <source>%n orders carrying its reference</source>
            <translation>
                <numerusform>%n encomenda com esta referência</numerusform>
                <numerusform>%n encomendas com esta referência</numerusform>
            </translation>
        </message>
        <message>
            <source>a top-up of {amount} on {code}</source>
            <translation>um carregamento de {amount} em {code}</translation>
        </message>
        <message>
            <source>a top-up on {code}</source>
            <translation>um carregamento em {code}</translation>
        </message>
        <message>
            <source>nothing was added</source>
            <translation>nada foi adicionado</translation>
        </message>
        <message>
            <source>added</source>
            <translation>adicionado</translation>
        </message>
        <message>
            <source>{what} that the till had called not {made} went through.</source>
            <translation>{what}, que a caixa tinha dado como não {made}, foi concluído.</translation>
        </message>
        <message>
            <source>{what} that the till had called not {made} went through at {time}.</source>
            <translation>{what}, que a caixa tinha dado como não {made}, foi concluído às {time}.</translation>
        </message>
        <message>
            <source>Marked by {manager} as not {made}; the till could not confirm it ({what}).</source>
            <translation>Marcado por {manager} como não {made}; a caixa não o pôde confirmar ({what}).</translation>
        </message>
        <message>
            <source>Marked by {manager} as {made} (event {event}); the till could not confirm it ({what}).</source>
            <translation>Marcado por {manager} como {made} (movimento {event}); a caixa não o pôde confirmar ({what}).</translation>
        </message>
        <message>
            <source>{what} went through.</source>
            <translation>{what} foi concluído.</translation>
        </message>
        <message>
            <source>The service recorded {what} otherwise than asked — ask a manager.</source>
            <translation>O serviço registou {what} de forma diferente do pedido — chame um gerente.</translation>
        </message>
        <message>
            <source>The till cannot confirm {what}: the service shows {found}, and {reason}. A manager must check.</source>
            <translation>A caixa não pode confirmar {what}: o serviço mostra {found}, e {reason}. Um gerente tem de verificar.</translation>
        </message>
        <message>
            <source>no proof</source>
            <translation>não há prova</translation>
        </message>
        <message>
            <source>{what} was not made by this till: {reason}.</source>
            <translation>{what} não foi feito por esta caixa: {reason}.</translation>
        </message>
        <message>
            <source>{what} did not go through; {nothing}.</source>
            <translation>{what} não foi concluído; {nothing}.</translation>
        </message>
        <message>
            <source>The service refused {what}{refused}.</source>
            <translation>O serviço recusou {what}{refused}.</translation>
        </message>
        <message>
            <source>{what} is not confirmed yet; the till keeps checking.</source>
            <translation>{what} ainda não está confirmado; a caixa continua a verificar.</translation>
        </message>
        <message>
            <source>A manager decides it first: Manager → Unconfirmed movements (Ctrl+U).</source>
            <extracomment>Events that could be this movement's when the outcome is UNCONFIRMED, for the manager. Settled while a cashier's window waited for it (a lost answer's countdown): that window shows the outcome itself; only what was settled behind the cashier's back is news elsewhere.</extracomment>
            <translation>Primeiro decide um gerente: Gerente → Operações não confirmadas (Ctrl+U).</translation>
        </message>
        <message>
            <source>Wait for the check to finish, or ask a manager.</source>
            <translation>Aguarde o fim da verificação ou pergunte a um gerente.</translation>
        </message>
        <message>
            <source>An earlier movement on this voucher is not confirmed and waits for a manager.</source>
            <translation>Uma operação anterior neste vale não está confirmada e aguarda um gerente.</translation>
        </message>
        <message>
            <source>Call a manager: an earlier movement on this voucher waits for their decision.</source>
            <translation>Chame um gerente: uma operação anterior neste vale aguarda a sua decisão.</translation>
        </message>
        <message>
            <source>Call a manager.</source>
            <translation>Chame um gerente.</translation>
        </message>
        <message>
            <source>An earlier movement on this voucher is still being checked.</source>
            <translation>Uma operação anterior neste vale ainda está a ser verificada.</translation>
        </message>
        <message>
            <source>An earlier movement on this voucher is still on its way.</source>
            <translation>Uma operação anterior neste vale ainda está a caminho.</translation>
        </message>
        <message>
            <source>An earlier redemption of this voucher could not be checked again.</source>
            <extracomment>Background rounds in a row that met an unreadable answer before a movement goes to a manager. While waiting out the settle period, the records are read again this often. The latest after its intent that a request can still be applied by a slow service: five times the web server's 60 s limit, for a queue drained late. A matching event stamped later, on a desk other tills share, is theirs: it does not reopen a movement settled not applied. The movements whose voucher's balance tells whether they were applied. Background re-checks in a row that met an unreadable answer, by movement.</extracomment>
            <translation>Não foi possível voltar a verificar um resgate anterior deste vale.</translation>
        </message>
    </context>
    <context>
        <name>OrderFix</name>
        <message>
            <source>Correct order #{order}</source>
            <translation>Corrigir encomenda n.º {order}</translation>
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
            <extracomment>(order_id, {field: value} as read back): what the service now holds, for Find's index.</extracomment>
            <translation>Não foi possível ler a encomenda n.º {order}</translation>
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
            <translation>A encomenda n.º {order} não foi corrigida</translation>
        </message>
        <message>
            <source>Order #{order}: the correction was sent but the order could not be read back ({why}). Look it up again before correcting it again.</source>
            <translation>Encomenda n.º {order}: a correção foi enviada, mas não foi possível voltar a ler a encomenda ({why}). Procure-a de novo antes de a voltar a corrigir.</translation>
        </message>
        <message>
            <source>Order #{order} reads back with another {fields} than asked — ask a manager.</source>
            <translation>Ao reler a encomenda n.º {order}, {fields} não corresponde ao pedido — chame um gerente.</translation>
        </message>
        <message>
            <source>Order #{order} corrected: {fields}.</source>
            <translation>Encomenda n.º {order} corrigida: {fields}.</translation>
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
        <name>Outcome</name>
        <message>
            <source>Sent to the voucher service, waiting for its answer…</source>
            <translation>Enviado ao serviço de vales, a aguardar resposta…</translation>
        </message>
        <message>
            <source>No answer from the service {about}. Checking with the service…</source>
            <translation>Sem resposta do serviço {about}. A verificar com o serviço…</translation>
        </message>
        <message>
            <source>{checking} {seconds} s</source>
            <translation>{checking} {seconds} s</translation>
        </message>
        <message>
            <source>{problem}. Nothing was sent.</source>
            <translation>{problem}. Nada foi enviado.</translation>
        </message>
        <message>
            <source>{problem}. {pending}</source>
            <translation>{problem}. {pending}</translation>
        </message>
        <message>
            <source>Still no answer from the service.</source>
            <translation>Continua sem resposta do serviço.</translation>
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
            <translation>{not_done}: {asked} não foi feito. {nothing}; pode tentar novamente.</translation>
        </message>
        <message>
            <source>Not confirmed: {asked} — no answer from the service yet. The till checks it again before {waits}.</source>
            <translation>Não confirmado: {asked} — ainda sem resposta do serviço. A caixa volta a verificar antes de {waits}.</translation>
        </message>
        <message>
            <source>Sent: {asked} — the service's answer was lost and it could not be proven; a manager decides.</source>
            <translation>Enviado: {asked} — a resposta do serviço perdeu-se e não foi possível comprová-lo; decide um gerente.</translation>
        </message>
        <message>
            <source>Sent: {asked} — not proven.</source>
            <translation>Enviado: {asked} — não comprovado.</translation>
        </message>
        <message>
            <source>The service refused the {noun}.</source>
            <translation>O serviço recusou a operação ({noun}).</translation>
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
        <message>
            <source>Choose a different PIN: this one is not safe to use.</source>
            <extracomment>Said of every new PIN the till will not take although it is well formed: one a bystander guesses at once, and one another manager already has. One wording for both on purpose: a PIN says who approves, so two managers never share one, but saying "another manager has this PIN" would hand whoever typed it a colleague's PIN (see ``app.desk.manager.admin``).</extracomment>
            <translation>Escolha outro PIN: este não é seguro.</translation>
        </message>
        <message>
            <source>The PIN must be {least} to {most} digits.</source>
            <extracomment>The PINs people choose most often (published analyses of leaked 4-digit PINs), besides the repeats and runs refused by rule: the first ones a thief at the desk would try.</extracomment>
            <translation>O PIN tem de ter de {least} a {most} algarismos.</translation>
        </message>
        <message>
            <source>The stored manager PIN is unreadable; set a new one.</source>
            <translation>O PIN de gerente guardado não pode ser lido; defina um novo.</translation>
        </message>
        <message>
            <source>Not a PIN: a PIN is {shortest} to {longest} digits. Not counted; type the PIN.</source>
            <extracomment>[DECIDE] The training till's manager and PIN (documented in the README and on the PIN prompt). ``hash_pin(TRAINING_PIN)``, made once: the PIN is public, and hashing it at start would cost the GUI thread 50 ms. Said, and neither counted nor audited, for what cannot be a PIN: a code scanned into the prompt (letters, or more digits than a PIN has) is not a manager guessing, and must not lock managers out.</extracomment>
            <translation>Não é um PIN: um PIN tem de {shortest} a {longest} algarismos. Não contou; escreva o PIN.</translation>
        </message>
        <message>
            <source>Training till: the manager PIN is {pin}.</source>
            <extracomment>The same words in the source language.</extracomment>
            <translation>Caixa de formação: o PIN do gerente é {pin}.</translation>
        </message>
        <message>
            <source>Too many wrong PINs. Manager actions are locked for another {minutes} min.</source>
            <translation>Demasiados PIN errados. As ações de gerente ficam bloqueadas mais {minutes} min.</translation>
        </message>
        <message>
            <source>Type your manager PIN.</source>
            <translation>Escreva o seu PIN de gerente.</translation>
        </message>
        <message>
            <source>Wrong PIN. Try again.</source>
            <translation>PIN errado. Tente novamente.</translation>
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
        <message>
            <source>1 movement waits for a manager: {first}.</source>
            <translation>1 operação aguarda um gerente: {first}.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements wait for a manager: {first} and {more} more.</source>
            <translation>
                <numerusform>%n operação aguarda um gerente: {first} e mais {more}.</numerusform>
                <numerusform>%n operações aguardam um gerente: {first} e mais {more}.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Reconcile</name>
        <message>
            <source>{what}, possibly by another till</source>
            <extracomment>How far before the anchor's stamp (or, with no anchor, the intent's) the search starts: a day and a DST hour, because a service's clock can be moved back hours after the anchor (see above). How much earlier than the intent (by the measured offset) the service may have stamped its event. The offset is an event's stamp less the till's time the answer came, so a slow round trip only makes the estimate earlier (safer); the slack covers the one-second stamps and the clocks' drift since the offset was measured. Why the candidates could not be told apart, in till words ("" unless ambiguous).</extracomment>
            <translation>{what}, possivelmente noutra caixa</translation>
        </message>
        <message>
            <source>{what} at {time}, possibly by another till</source>
            <translation>{what} às {time}, possivelmente noutra caixa</translation>
        </message>
        <message>
            <source>event {event} was reversed</source>
            <translation>o evento {event} foi revertido</translation>
        </message>
        <message>
            <source>several reversals of that amount on this voucher could be this one</source>
            <translation>várias reversões desse valor neste vale podem ser esta</translation>
        </message>
        <message>
            <source>event {event} was already reversed by another till before this one asked</source>
            <translation>o evento {event} já tinha sido revertido por outra caixa antes de esta o pedir</translation>
        </message>
        <message>
            <source>the service shows more than one identical movement on this voucher</source>
            <translation>o serviço mostra mais do que uma operação idêntica neste vale</translation>
        </message>
        <message>
            <source>another till at this location could have made it; the service does not say which till did</source>
            <translation>pode tê-la feito outra caixa deste local; o serviço não diz qual</translation>
        </message>
        <message>
            <source>it may have been recorded otherwise than asked (another amount, place or voucher)</source>
            <translation>pode ter sido registada de outra forma (outro valor, local ou vale)</translation>
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
            <translation>Valor a resgatar; Enter mostra o que será resgatado, para confirmar (Alt+A)</translation>
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
        <message>
            <source>Offline: redeeming is paused until the service answers</source>
            <translation>Offline: os resgates ficam em pausa até o serviço responder</translation>
        </message>
        <message>
            <source>The last redemption is still on its way or being checked: its outcome comes first.</source>
            <extracomment>Said under the amount when Enter or Redeem… is pressed while the last redemption is unanswered.</extracomment>
            <translation>O último resgate ainda está a caminho ou em verificação: primeiro vem o seu resultado.</translation>
        </message>
        <message>
            <source>The earlier movement was settled before the override.</source>
            <extracomment>A warning about the voucher's order for the review ("Sold 40 minutes ago by e-mail …"), or "": set by the wiring, which knows the order on the counter (``app.desk.common.young_order``). The movement whose outcome the redeem line shows now, if any. The code of the redemption the outcome line is about ("" when it says something else).</extracomment>
            <translation>A operação anterior foi resolvida antes da decisão do gerente.</translation>
        </message>
        <message>
            <source>Use whole balance {amount}</source>
            <translation>Todo o saldo {amount}</translation>
        </message>
        <message>
            <source>Type an amount, or use the whole balance</source>
            <translation>Escreva um valor ou use todo o saldo</translation>
        </message>
        <message>
            <source>Nothing redeemed: the balance of {code} changed to {balance} while {amount} was under review (another till or the service). Type the amount again.</source>
            <translation>Nada resgatado: o saldo de {code} mudou para {balance} enquanto {amount} estava em revisão (outra caixa ou o serviço). Escreva o valor novamente.</translation>
        </message>
        <message>
            <source>Nothing redeemed: {amount} from {code} was under review when another code was typed or scanned.</source>
            <translation>Nada resgatado: {amount} de {code} estava em revisão quando outro código foi escrito ou lido.</translation>
        </message>
        <message>
            <source>Balance after: {amount}</source>
            <translation>Saldo depois: {amount}</translation>
        </message>
        <message>
            <source>about {asked}</source>
            <translation>sobre {asked}</translation>
        </message>
        <message>
            <source>The redemption of {asked} is not confirmed: the till checks it again before this voucher can be redeemed again, and at its next start.</source>
            <translation>O resgate de {asked} não está confirmado: a caixa volta a verificá-lo antes de este vale poder ser resgatado outra vez, e no próximo arranque.</translation>
        </message>
        <message>
            <source>The redemption is not confirmed yet.</source>
            <translation>O resgate ainda não está confirmado.</translation>
        </message>
        <message>
            <source>{refused} An earlier redemption of this voucher could not be checked.</source>
            <translation>{refused} Não foi possível verificar um resgate anterior deste vale.</translation>
        </message>
        <message>
            <source>Not sent: {asked}. {why}</source>
            <translation>Não enviado: {asked}. {why}</translation>
        </message>
        <message>
            <source>Checking an earlier, unconfirmed redemption of this voucher first…</source>
            <translation>A verificar primeiro um resgate anterior não confirmado deste vale…</translation>
        </message>
        <message>
            <source>{earlier} Nothing more was sent.</source>
            <translation>{earlier} Não foi enviado mais nada.</translation>
        </message>
        <message>
            <source>about an earlier redemption of this code</source>
            <translation>sobre um resgate anterior deste código</translation>
        </message>
        <message>
            <source>No answer from the service {about}. Checking with the service… {seconds} s</source>
            <translation>Sem resposta do serviço {about}. A verificar com o serviço… {seconds} s</translation>
        </message>
        <message>
            <source>the balance</source>
            <translation>o saldo</translation>
        </message>
        <message>
            <source>The earlier redemption of {taken} from {code} went through (ref {event}).</source>
            <translation>O resgate anterior de {taken} de {code} foi feito (ref. {event}).</translation>
        </message>
        <message>
            <source>The earlier redemption of {taken} from {code} went through.</source>
            <translation>O resgate anterior de {taken} de {code} foi feito.</translation>
        </message>
        <message>
            <source>The earlier redemption of {taken} from {code} did not go through; nothing was taken.</source>
            <translation>O resgate anterior de {taken} de {code} não foi feito; nada foi descontado.</translation>
        </message>
        <message>
            <source>Reversed by a manager: {amount} back on {code}; balance {balance}.</source>
            <translation>Revertido por um gerente: {amount} devolvido a {code}; saldo {balance}.</translation>
        </message>
        <message>
            <source>Redeemed</source>
            <extracomment>In the source language, marked for translation; :func:`outcome_text` says them translated.</extracomment>
            <translation>Resgatado</translation>
        </message>
        <message>
            <source>Not redeemed</source>
            <translation>Não resgatado</translation>
        </message>
        <message>
            <source>Nothing was taken</source>
            <translation>Nada foi descontado</translation>
        </message>
        <message>
            <source>this voucher can be redeemed again</source>
            <translation>este vale poder ser resgatado outra vez</translation>
        </message>
        <message>
            <source>{amount} from {code}</source>
            <translation>{amount} de {code}</translation>
        </message>
        <message>
            <source>{left} left</source>
            <translation>ficam {left}</translation>
        </message>
        <message>
            <source>the whole balance, {left} left</source>
            <translation>todo o saldo, ficam {left}</translation>
        </message>
        <message>
            <source>Redeem {asked} — {rest}</source>
            <translation>Resgatar {asked} — {rest}</translation>
        </message>
        <message>
            <source>Redeemed {taken} from {code}. New balance {left} · ref {event}</source>
            <translation>Resgatado {taken} de {code}. Novo saldo {left} · ref. {event}</translation>
        </message>
        <message>
            <source>Redeemed {taken} from {code}. New balance {left}</source>
            <translation>Resgatado {taken} de {code}. Novo saldo {left}</translation>
        </message>
        <message>
            <source>{code}: the service's answer does not match {asked} — ask a manager.</source>
            <translation>{code}: a resposta do serviço não corresponde a {asked} — chame um gerente.</translation>
        </message>
        <message>
            <source>on {recorded}, not {asked}</source>
            <translation>em {recorded}, e não em {asked}</translation>
        </message>
        <message>
            <source>{recorded}, not {asked}</source>
            <translation>{recorded}, e não {asked}</translation>
        </message>
        <message>
            <source>at location {recorded}, not this till's ({asked})</source>
            <translation>no local {recorded}, e não no desta caixa ({asked})</translation>
        </message>
        <message>
            <source>a “{type}” event, not a redemption</source>
            <translation>um evento «{type}», e não um resgate</translation>
        </message>
        <message>
            <source>{recorded} on {code}</source>
            <translation>{recorded} em {code}</translation>
        </message>
        <message>
            <source>{code}: the service recorded {said} — ask a manager · ref {event}</source>
            <translation>{code}: o serviço registou {said} — chame um gerente · ref. {event}</translation>
        </message>
    </context>
    <context>
        <name>Refund</name>
        <message>
            <source>A refund voids every voucher in the order and sets each balance to zero. It cannot be undone. Refund the payment to the customer separately.</source>
            <translation>Um reembolso anula todos os vales da encomenda e põe cada saldo a zero. Não pode ser desfeito. Devolva o pagamento ao cliente à parte.</translation>
        </message>
        <message>
            <source>Refund order #{order}</source>
            <translation>Reembolsar encomenda n.º {order}</translation>
        </message>
        <message>
            <source>Reading order #{order}…</source>
            <translation>A ler a encomenda n.º {order}…</translation>
        </message>
        <message>
            <source>Vouchers in this order</source>
            <translation>Vales desta encomenda</translation>
        </message>
        <message>
            <source>Release the codes</source>
            <translation>Libertar os códigos</translation>
        </message>
        <message>
            <source>Frees the customer's own codes so they can be used on a new order.</source>
            <translation>Liberta os códigos próprios do cliente para serem usados numa nova encomenda.</translation>
        </message>
        <message>
            <source>Frees the customer's own codes for a new order.</source>
            <translation>Liberta os códigos próprios do cliente para uma nova encomenda.</translation>
        </message>
        <message>
            <source>Order number to confirm</source>
            <translation>Número da encomenda para confirmar</translation>
        </message>
        <message>
            <source>Order number</source>
            <translation>Número da encomenda</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Número</translation>
        </message>
        <message>
            <source>Refund order</source>
            <translation>Reembolsar encomenda</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>To confirm, type the order number ({order}):</source>
            <translation>Para confirmar, escreva o número da encomenda ({order}):</translation>
        </message>
        <message>
            <source>This order cannot be refunded. {why}</source>
            <translation>Esta encomenda não pode ser reembolsada. {why}</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
        <message>
            <source>Code</source>
            <extracomment>True when the service shows this voucher Void with a zero balance (after a refund).</extracomment>
            <translation>Código</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Produto</translation>
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
                <numerusform>%n vale</numerusform>
                <numerusform>%n vales</numerusform>
            </translation>
        </message>
        <message>
            <source>Order #{order}</source>
            <translation>Encomenda n.º {order}</translation>
        </message>
        <message>
            <source>{total} on {count}</source>
            <translation>{total} em {count}</translation>
        </message>
        <message>
            <source>This order is the new card {code} this till sold on {day} at {time}: it was not created through the API, so it cannot be refunded here. Refund it at the back office.</source>
            <translation>Esta encomenda é o cartão novo {code} que esta caixa vendeu a {day} às {time}: não foi criada através da API, por isso não pode ser reembolsada aqui. Reembolse-a no back office.</translation>
        </message>
        <message>
            <source>Voucher {code} could not be read, so the refund is not offered yet.</source>
            <translation>Não foi possível ler o vale {code}, por isso o reembolso ainda não é proposto.</translation>
        </message>
        <message>
            <source>Voucher {code} holds {balance}, not the {total} it was sold for (topped up or used since): a refund would void it all. Refund it at the back office.</source>
            <translation>O vale {code} tem {balance}, e não os {total} por que foi vendido (carregado ou usado entretanto): um reembolso anularia tudo. Reembolse-o no back office.</translation>
        </message>
        <message>
            <source>Refund order #{order}: {total}</source>
            <translation>Reembolsar encomenda n.º {order}: {total}</translation>
        </message>
        <message>
            <source>The order could not be read.</source>
            <translation>Não foi possível ler a encomenda.</translation>
        </message>
        <message>
            <source>{problem} The refund is not offered until the till can read the order.</source>
            <translation>{problem} O reembolso só é proposto quando a caixa conseguir ler a encomenda.</translation>
        </message>
        <message>
            <source>Type the order number {order} to confirm.</source>
            <translation>Escreva o número da encomenda {order} para confirmar.</translation>
        </message>
        <message>
            <source>A manager PIN is needed for this.</source>
            <translation>É necessário o PIN de um gerente.</translation>
        </message>
        <message>
            <source>about the refund of order #{order}</source>
            <translation>sobre o reembolso da encomenda n.º {order}</translation>
        </message>
        <message>
            <source>The refund is not confirmed: do not try again; the till checks it again at its next start, or when a voucher of this order is next redeemed.</source>
            <translation>O reembolso não está confirmado: não tente novamente; a caixa volta a verificá-lo no próximo arranque ou no próximo resgate de um vale desta encomenda.</translation>
        </message>
        <message>
            <source>The refund is not confirmed yet.</source>
            <translation>O reembolso ainda não está confirmado.</translation>
        </message>
        <message>
            <source>The refund did not go through. Nothing changed.</source>
            <translation>O reembolso não foi efetuado. Nada mudou.</translation>
        </message>
        <message>
            <source>The service refused the refund.</source>
            <translation>O serviço recusou o reembolso.</translation>
        </message>
        <message>
            <source>Order #{order} refunded. Its vouchers could not be read back just now: look them up to see them void.</source>
            <translation>Encomenda n.º {order} reembolsada. Não foi possível reler os vales agora: procure-os para os ver anulados.</translation>
        </message>
        <message>
            <source> Their codes were released.</source>
            <translation> Os códigos foram libertados.</translation>
        </message>
        <message>
            <source>Order #{order} refunded: 1 voucher is now Void with a zero balance, as the service shows.</source>
            <translation>Encomenda n.º {order} reembolsada: 1 vale está agora anulado com saldo zero, como o serviço mostra.</translation>
        </message>
        <message numerus="yes">
            <source>Order #{order} refunded: %n vouchers are now Void with a zero balance, as the service shows.</source>
            <translation>
                <numerusform>Encomenda n.º {order} reembolsada: %n vale está agora anulado com saldo zero, como o serviço mostra.</numerusform>
                <numerusform>Encomenda n.º {order} reembolsada: %n vales estão agora anulados com saldo zero, como o serviço mostra.</numerusform>
            </translation>
        </message>
        <message>
            <source>Order #{order} refunded, but the service still shows {codes} as not void with a zero balance — ask a manager to check.</source>
            <translation>Encomenda n.º {order} reembolsada, mas o serviço ainda não mostra {codes} como anulado com saldo zero — peça a um gerente que verifique.</translation>
        </message>
    </context>
    <context>
        <name>Reveal</name>
        <message>
            <source>Choose why…</source>
            <extracomment>Said in the reason list until the manager picks one: no code is shown without a reason.</extracomment>
            <translation>Escolha o motivo…</translation>
        </message>
        <message>
            <source>{problem}, so nothing is shown: the audit log must first record who sees it.</source>
            <translation>{problem}, por isso nada é mostrado: o registo de auditoria tem de registar primeiro quem o vê.</translation>
        </message>
        <message>
            <source>Show the whole code</source>
            <translation>Mostrar o código completo</translation>
        </message>
        <message>
            <source>Show the whole code of {code}</source>
            <translation>Mostrar o código completo de {code}</translation>
        </message>
        <message>
            <source>A voucher code is money: whoever knows it can spend the balance. The audit log keeps who showed it, when and why.</source>
            <translation>Um código de vale é dinheiro: quem o conhece pode gastar o saldo. O registo de auditoria guarda quem o mostrou, quando e porquê.</translation>
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
            <translation>Mostrar o código</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
        <message>
            <source>Guest lost the code and proved who they are</source>
            <extracomment>How long a whole code (or e-mail address) stays on screen once shown: long enough to read it out or write it down, short enough that it is gone when the manager walks away from the desk. Why a manager may see a whole code: short, so the audit log can be read at a glance. Kept in the audit log in these words (one language for every reader); shown translated.</extracomment>
            <translation>O cliente perdeu o código e comprovou a identidade</translation>
        </message>
        <message>
            <source>Re-issue or reprint for the guest</source>
            <translation>Reemissão ou reimpressão para o cliente</translation>
        </message>
        <message>
            <source>Dispute or chargeback check</source>
            <translation>Verificação de reclamação ou estorno bancário</translation>
        </message>
        <message>
            <source>Support asked for it</source>
            <translation>Pedido pelo suporte</translation>
        </message>
    </context>
    <context>
        <name>Reveal e-mail</name>
        <message>
            <source>Show the guest's e-mail address</source>
            <translation>Mostrar o e-mail do cliente</translation>
        </message>
        <message>
            <source>Show the e-mail address of order {order}: {address}</source>
            <translation>Mostrar o e-mail da encomenda {order}: {address}</translation>
        </message>
        <message>
            <source>A guest's e-mail address is personal data. The audit log keeps who showed it, when and why.</source>
            <translation>O e-mail de um cliente é um dado pessoal. O registo de auditoria guarda quem o mostrou, quando e porquê.</translation>
        </message>
        <message>
            <source>Choose why…</source>
            <translation>Escolha o motivo…</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Motivo</translation>
        </message>
        <message>
            <source>Whole e-mail address</source>
            <translation>E-mail completo</translation>
        </message>
        <message>
            <source>Show the address</source>
            <translation>Mostrar o e-mail</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
        <message>
            <source>Open a voucher whose order has an e-mail address first.</source>
            <translation>Abra primeiro um vale cuja encomenda tenha e-mail.</translation>
        </message>
        <message>
            <source>Show a guest's e-mail address</source>
            <translation>Mostrar o e-mail de um cliente</translation>
        </message>
        <message>
            <source>Guest asked where the voucher was sent and proved who they are</source>
            <extracomment>Why a manager may see a guest's whole address: in English in the audit log, translated on screen.</extracomment>
            <translation>O cliente perguntou para onde foi enviado o vale e provou a sua identidade</translation>
        </message>
        <message>
            <source>Send the voucher again to the guest</source>
            <translation>Reenviar o vale ao cliente</translation>
        </message>
        <message>
            <source>Dispute or chargeback check</source>
            <translation>Verificação de litígio ou estorno</translation>
        </message>
        <message>
            <source>Support asked for it</source>
            <translation>Pedido pelo apoio técnico</translation>
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
            <source>Why?</source>
            <translation>Porquê?</translation>
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
        <message>
            <source>redeemed</source>
            <extracomment>How each reversible event type is said in the PIN prompt: "Reverse £10.00 redeemed on ...".</extracomment>
            <translation>resgatado</translation>
        </message>
        <message>
            <source>topped up</source>
            <translation>carregado</translation>
        </message>
        <message>
            <source>loaded</source>
            <translation>carregado</translation>
        </message>
        <message>
            <source>charged back</source>
            <translation>estornado pelo banco</translation>
        </message>
        <message>
            <source>This event was already reversed at this till ({time}).</source>
            <translation>Este movimento já foi revertido nesta caixa ({time}).</translation>
        </message>
        <message>
            <source>{time} on {day}</source>
            <translation>{time} de {day}</translation>
        </message>
        <message>
            <source>Reverse {amount} {done} on {code} at {time}</source>
            <translation>Reverter {amount} {done} em {code} às {time}</translation>
        </message>
        <message>
            <source>a voucher</source>
            <translation>um vale</translation>
        </message>
        <message>
            <source>Puts {amount} back on the voucher.</source>
            <translation>Devolve {amount} ao vale.</translation>
        </message>
        <message>
            <source>The voucher could not be read.</source>
            <translation>Não foi possível ler o vale.</translation>
        </message>
        <message>
            <source>{problem} The reverse is not offered until the till can check the event.</source>
            <translation>{problem} A reversão só é proposta quando a caixa conseguir verificar o movimento.</translation>
        </message>
        <message>
            <source>Balance now {now}; after the reverse {after}.</source>
            <translation>Saldo atual {now}; depois da reversão {after}.</translation>
        </message>
        <message>
            <source>Give a reason for the reverse.</source>
            <translation>Indique um motivo para a reversão.</translation>
        </message>
        <message>
            <source>A manager PIN is needed for this.</source>
            <translation>É necessário o PIN de um gerente.</translation>
        </message>
        <message>
            <source>about the reverse of {amount} on {code}</source>
            <translation>sobre a reversão de {amount} em {code}</translation>
        </message>
        <message>
            <source>The reverse is not confirmed: do not try again; the till checks it again at its next start, or when this voucher is next redeemed.</source>
            <translation>A reversão não está confirmada: não tente novamente; a caixa volta a verificá-la no próximo arranque ou no próximo resgate deste vale.</translation>
        </message>
        <message>
            <source>The reverse is not confirmed yet.</source>
            <translation>A reversão ainda não está confirmada.</translation>
        </message>
        <message>
            <source>Reversed.</source>
            <translation>Revertido.</translation>
        </message>
        <message>
            <source>Reversed. The voucher's balance is now {balance}. New event {event} ({type}, {amount}).</source>
            <translation>Revertido. O saldo do vale é agora {balance}. Novo movimento {event} ({type}, {amount}).</translation>
        </message>
        <message>
            <source>The reverse did not go through. Nothing changed.</source>
            <translation>A reversão não foi efetuada. Nada mudou.</translation>
        </message>
        <message>
            <source>The service refused the reverse.</source>
            <translation>O serviço recusou a reversão.</translation>
        </message>
        <message>
            <source>The service gave no time for this line, so its event cannot be found.</source>
            <translation>O serviço não indicou a hora desta linha, por isso o movimento não pode ser encontrado.</translation>
        </message>
        <message>
            <source>The event could not be read.</source>
            <translation>Não foi possível ler o movimento.</translation>
        </message>
        <message>
            <source>Event {event} is not among the service's events of that time.</source>
            <translation>O movimento {event} não está entre os movimentos do serviço dessa hora.</translation>
        </message>
        <message>
            <source>It was already keyed on the POS: take {amount} off the POS too.</source>
            <extracomment>Tells the user something: (text, kind) with kind "done", "checking", "refused", "unknown" or "paused" (nothing sent while the journal cannot be written: the line goes when it can again).</extracomment>
            <translation>Já estava registado no POS: anule também {amount} no POS.</translation>
        </message>
    </context>
    <context>
        <name>Sale</name>
        <message>
            <source>Value</source>
            <translation>Valor</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Mensagem</translation>
        </message>
        <message>
            <source>Payment not ticked</source>
            <translation>Pagamento não assinalado</translation>
        </message>
        <message>
            <source>Paid on POS is not ticked. Close the sale window anyway? Its new codes are not shown again, and the sale stays on the POS hand-off until it is ticked there.</source>
            <translation>«Pago no POS» não está assinalado. Fechar mesmo assim a janela de venda? Os códigos novos não voltam a ser mostrados e a venda fica na passagem para o POS até ser assinalada lá.</translation>
        </message>
        <message>
            <source>Close anyway</source>
            <translation>Fechar mesmo assim</translation>
        </message>
        <message>
            <source>Back to the sale</source>
            <translation>Voltar à venda</translation>
        </message>
        <message>
            <source>Not an e-mail address (name@example.com)</source>
            <extracomment>What every payment reference of this till starts with, so staff and the back office know it. The characters of a reference's random part: capitals and digits with none that reads as another (no 0/O, 1/I/L, U/V, 5/S, 2/Z, 8/B), so a cashier keys it on the POS as read; one case, so a service that keeps it in another case keeps the same reference. Its length: 23**10 (4 · 10**13) references, so no two sales ever share one, short enough for any column and for the POS's reference field, and one word, so it never wraps where it is read. The random characters a reference cut short by the service must still hold to be this sale's alone: 23**7 (3 · 10**9) to one that another sale of the same minutes shares them. An address as a desk types one: its top-level domain is letters (any script) or an IDN's ``xn--`` form, so a voucher code a scanner ran onto the end of it is caught. The same reference, whatever its case, or cut short with enough of it left to be this sale's. Cut so short that another sale's could read the same: a manager decides.</extracomment>
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
            <translation>O serviço registou a encomenda n.º {order} com {problems} — chame um gerente.</translation>
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
            <extracomment>Lines of new codes kept in sight however little room the window has (the rest scroll). Asks a manager's PIN for a complimentary sale: calls back with the manager's name, or "" if cancelled. Prints the vouchers just sold (the till's slip printer and paper); says how it went on the line. The question asked when the window is closed before *Paid on POS*, while it is open.</extracomment>
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
            <source>Vouchers sold — print</source>
            <translation>Vales vendidos — imprimir</translation>
        </message>
        <message>
            <source>A sale of this till went through after all (reference {reference}). Give the guest these vouchers.</source>
            <translation>Uma venda desta caixa foi afinal concluída (referência {reference}). Entregue estes vales ao cliente.</translation>
        </message>
        <message>
            <source>The buyer&apos;s details</source>
            <translation>Os dados do comprador</translation>
        </message>
        <message>
            <source>The new codes, shown once</source>
            <translation>Os novos códigos, mostrados uma só vez</translation>
        </message>
        <message>
            <source>Its codes could not be read now: find them by its reference (Find) to print them.</source>
            <translation>Os códigos não podem ser lidos agora: procure-os pela referência (Procurar) para os imprimir.</translation>
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
            <source>Tick once the payment is keyed on the POS ({key})</source>
            <translation>Marque quando o pagamento estiver registado no POS ({key})</translation>
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
            <source>Code {code} — {product} — {value} — expires {date}</source>
            <translation>Código {code} — {product} — {value} — válido até {date}</translation>
        </message>
        <message>
            <source>Code {code} — {product} — {value}</source>
            <translation>Código {code} — {product} — {value}</translation>
        </message>
        <message>
            <source>New codes (shown once, for the slip):</source>
            <translation>Novos códigos (mostrados uma só vez, para o talão):</translation>
        </message>
        <message>
            <source>Address 1</source>
            <extracomment>The service's keys of a billing address, with what each line is called at the desk.</extracomment>
            <translation>Morada</translation>
        </message>
        <message>
            <source>Address 2</source>
            <translation>Morada 2</translation>
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
            <translation>Cód. postal</translation>
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
            <extracomment>What is open at the till that an update must not interrupt (the updates' own set).</extracomment>
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
            <extracomment>Now in the property's local time, against which a category's visibleFrom/visibleTo is read.</extracomment>
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
            <source>{refused} The service said: {said}</source>
            <translation>{refused} O serviço diz: {said}</translation>
        </message>
        <message>
            <source>Quantity: 1 to {most} of one product.</source>
            <extracomment>The billing address's parts as typed (``app.core.sale.SaleRequest.billing``).</extracomment>
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
        <message>
            <source>At most {amount} for one voucher, as for a top-up</source>
            <translation>No máximo {amount} por vale, como num carregamento</translation>
        </message>
        <message>
            <source>An open-value voucher is a new gift card: a manager must allow its sale (manager PIN).</source>
            <translation>Um vale de valor livre é um novo cartão de oferta: um gerente tem de autorizar a venda (PIN do gerente).</translation>
        </message>
        <message>
            <source>Confirm asks for a manager's PIN: an open-value voucher is a new gift card.</source>
            <translation>Confirmar pede o PIN de um gerente: um vale de valor livre é um novo cartão de oferta.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) waits for a manager's decision: do not sell it again until a manager has settled it.</source>
            <extracomment>The states that end the wait: the order was made, or it was not.</extracomment>
            <translation>A última venda (referência {reference}) aguarda a decisão de um gerente: não a venda de novo até um gerente a resolver.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) is not settled yet: the till keeps checking with the service. Do not sell it again; wait for the check, or ask a manager.</source>
            <translation>A última venda (referência {reference}) ainda não está resolvida: a caixa continua a verificar com o serviço. Não a venda de novo; aguarde a verificação ou chame um gerente.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) was recorded otherwise than asked: ask a manager.</source>
            <translation>A última venda (referência {reference}) foi registada de forma diferente do pedido: chame um gerente.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) did not go through: no voucher was sold — take no payment for it. It may be sold again.</source>
            <translation>A última venda (referência {reference}) não foi concluída: nenhum vale foi vendido — não cobre nada. Pode ser vendida de novo.</translation>
        </message>
        <message>
            <source>The last sale (reference {reference}) went through, but its codes could not be read now: find them by that reference (Find) to print them.</source>
            <translation>A última venda (referência {reference}) foi concluída, mas os códigos não podem ser lidos agora: procure-os por essa referência (Procurar) para os imprimir.</translation>
        </message>
        <message>
            <source>The sale changed after the manager's PIN: it is no longer complimentary. Tick Complimentary again for a manager to approve it as it is now.</source>
            <translation>A venda mudou depois do PIN do gerente: já não é de cortesia. Marque Cortesia de novo para um gerente a autorizar tal como está.</translation>
        </message>
    </context>
    <context>
        <name>ServiceCheck</name>
        <message>
            <source>As documented</source>
            <extracomment>How each verdict is marked in the list of findings.</extracomment>
            <translation>Como documentado</translation>
        </message>
        <message>
            <source>Adapted</source>
            <translation>Adaptado</translation>
        </message>
        <message>
            <source>Differs</source>
            <translation>Difere</translation>
        </message>
        <message>
            <source>Not checked</source>
            <translation>Não verificado</translation>
        </message>
        <message>
            <source>Checking the service…</source>
            <translation>A verificar o serviço…</translation>
        </message>
        <message>
            <source>The service refused the API key.</source>
            <translation>O serviço recusou a chave da API.</translation>
        </message>
        <message>
            <source>The account behaves as the till expects.</source>
            <translation>A conta comporta-se como a caixa espera.</translation>
        </message>
        <message>
            <source>Points the till adapted to: {adapted}. Points it cannot adapt to: {differs}.</source>
            <translation>Pontos a que a caixa se adaptou: {adapted}. Pontos a que não se pode adaptar: {differs}.</translation>
        </message>
        <message>
            <source>Check the service</source>
            <translation>Verificar o serviço</translation>
        </message>
        <message>
            <source>The till tries, reading only, each point the service's documents leave open. Where the account differs and the till can adapt, it adapts and keeps it with the settings.</source>
            <translation>A caixa verifica, apenas lendo, cada ponto que os documentos do serviço deixam em aberto. Onde a conta difere e a caixa se pode adaptar, adapta-se e guarda-o com as definições.</translation>
        </message>
        <message>
            <source>What the check found</source>
            <translation>O que a verificação encontrou</translation>
        </message>
        <message>
            <source>Check again</source>
            <translation>Verificar de novo</translation>
        </message>
        <message>
            <source>The service refused the API key, sent as HTTP Basic with the key as the user name. The till cannot work with this account until the key is right.</source>
            <extracomment>A newest stamp further ahead of the till's clock than this is stamped in another zone. A newest stamp at most this old (or ahead less than the margin) says both clocks agree. Time zones are whole quarters of an hour from one another. Pages of the location's events read for the event types in use.</extracomment>
            <translation>O serviço recusou a chave da API, enviada como HTTP Basic com a chave como nome de utilizador. A caixa não pode trabalhar com esta conta até a chave estar certa.</translation>
        </message>
        <message>
            <source>Not checked: {why} The till keeps what it did before.</source>
            <translation>Não verificado: {why} A caixa mantém o que fazia antes.</translation>
        </message>
        <message>
            <source>The service accepts the API key as HTTP Basic (the key as the user name).</source>
            <translation>O serviço aceita a chave da API como HTTP Basic (a chave como nome de utilizador).</translation>
        </message>
        <message>
            <source>The first page is page {base}; this location has one page of events only, so a second page could not be compared.</source>
            <translation>A primeira página é a página {base}; este local tem só uma página de eventos, por isso não foi possível comparar uma segunda página.</translation>
        </message>
        <message>
            <source>The service answers the same page whatever page is asked for: the till reads only the first page of each list (the newest {size} items).</source>
            <translation>O serviço responde com a mesma página, seja qual for a página pedida: a caixa lê apenas a primeira página de cada lista (os {size} itens mais recentes).</translation>
        </message>
        <message>
            <source>The first page is page {base}, and the second page differs from it.</source>
            <translation>A primeira página é a página {base}, e a segunda página é diferente dela.</translation>
        </message>
        <message>
            <source>The reference says pages start at 1: the till now asks for page 0 first.</source>
            <translation>A referência diz que as páginas começam em 1: a caixa pede agora primeiro a página 0.</translation>
        </message>
        <message>
            <source>The orders list ignores domainID (it also lists property {other}): the till keeps only property {property}'s orders itself.</source>
            <translation>A lista de encomendas ignora domainID (também lista a propriedade {other}): a caixa guarda por si só as encomendas da propriedade {property}.</translation>
        </message>
        <message>
            <source>The orders list honours domainID.</source>
            <translation>A lista de encomendas respeita domainID.</translation>
        </message>
        <message>
            <source>The service ignores {filter}: the till filters the list itself, and stops reading it where the filtered list would end.</source>
            <translation>O serviço ignora {filter}: a caixa filtra a lista por si própria e deixa de a ler onde a lista filtrada terminaria.</translation>
        </message>
        <message>
            <source>The service honours {filter}.</source>
            <translation>O serviço respeita {filter}.</translation>
        </message>
        <message>
            <source>The service's newest stamp ({newest}) is {gap} behind the till's clock ({now}). Either nothing has happened on the account since, or its stamps are in a zone behind the till's: a read cannot tell the two apart. The till does not move its times on a guess; its first movement measures the offset, and the next check adapts to it.</source>
            <translation>O carimbo de hora mais recente do serviço ({newest}) está {gap} atrás do relógio da caixa ({now}). Ou nada aconteceu na conta desde então, ou os seus carimbos estão num fuso horário atrás do da caixa: uma leitura não consegue distinguir os dois casos. A caixa não desloca as suas horas por palpite; o seu primeiro movimento mede a diferença, e a verificação seguinte adapta-se a ela.</translation>
        </message>
        <message>
            <source>This till's own movements measured the service's clock {offset} ahead of the till's ({now}; the service's newest stamp is {newest}): its stamps are in another zone, and the till compares times with that offset.</source>
            <translation>Os próprios movimentos desta caixa mediram o relógio do serviço {offset} à frente do da caixa ({now}; o carimbo mais recente do serviço é {newest}): os seus carimbos estão noutro fuso horário, e a caixa compara as horas com essa diferença.</translation>
        </message>
        <message>
            <source>This till's own movements measured the service's clock {offset} behind the till's ({now}; the service's newest stamp is {newest}): its stamps are in another zone, and the till compares times with that offset.</source>
            <translation>Os próprios movimentos desta caixa mediram o relógio do serviço {offset} atrás do da caixa ({now}; o carimbo mais recente do serviço é {newest}): os seus carimbos estão noutro fuso horário, e a caixa compara as horas com essa diferença.</translation>
        </message>
        <message>
            <source>This till's own movements measured the service's clock as the till's ({now}; the service's newest stamp is {newest}): the same zone.</source>
            <translation>Os próprios movimentos desta caixa mediram o relógio do serviço igual ao da caixa ({now}; o carimbo mais recente do serviço é {newest}): o mesmo fuso horário.</translation>
        </message>
        <message>
            <source>The service's newest stamp ({newest}) is {offset} ahead of the till's clock ({now}): its stamps are in a zone at least that far ahead. The till moves its own times by {offset} to compare them, until a movement measures the offset exactly.</source>
            <translation>O carimbo de hora mais recente do serviço ({newest}) está {offset} à frente do relógio da caixa ({now}): os seus carimbos estão num fuso horário pelo menos tão adiantado. A caixa desloca as suas próprias horas {offset} para as comparar, até um movimento medir a diferença com exatidão.</translation>
        </message>
        <message>
            <source>The offset this till measured before is out of date: the zone has changed.</source>
            <translation>A diferença que esta caixa mediu antes está desatualizada: o fuso horário mudou.</translation>
        </message>
        <message>
            <source>The service's newest stamp ({newest}) agrees with the till's clock ({now}): the same zone.</source>
            <translation>O carimbo de hora mais recente do serviço ({newest}) coincide com o relógio da caixa ({now}): o mesmo fuso.</translation>
        </message>
        <message>
            <source>The location's events use types the till does not know: {unknown}. The till shows them as the service names them and will not reverse them. Types seen: {seen}; the till can reverse: {reversible}.</source>
            <translation>Os eventos do local usam tipos que a caixa não conhece: {unknown}. A caixa mostra-os como o serviço os designa e não os reverterá. Tipos vistos: {seen}; a caixa pode reverter: {reversible}.</translation>
        </message>
        <message>
            <source>The location's events use known types only: {seen}; the till can reverse: {reversible}.</source>
            <translation>Os eventos do local só usam tipos conhecidos: {seen}; a caixa pode reverter: {reversible}.</translation>
        </message>
        <message>
            <source>The till cannot read these answers: {problems}. What they hold is not shown or used; read as the till expects: {read}.</source>
            <translation>A caixa não consegue ler estas respostas: {problems}. O que contêm não é mostrado nem usado; lidas como a caixa espera: {read}.</translation>
        </message>
        <message>
            <source>Every answer read has the shape the till expects: {read}.</source>
            <translation>Cada resposta lida tem a forma que a caixa espera: {read}.</translation>
        </message>
        <message>
            <source>Not checked: the list holds too few items to try it with.</source>
            <translation>Não verificado: a lista tem itens a menos para o experimentar.</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>missing</source>
            <extracomment>The name an older till's single manager PIN is given when its settings are read (see ``Settings``). How far the service's stamps are ahead of the till's clock (its zone), in whole minutes. Event types the location's events use that the till does not know: it never reverses them. What the check said, one line a finding (``ServiceCheck.lines``): the support report's. The longest one request may take in all (``app.api.transport.DEFAULT_DEADLINE_S`` says why). Where the splitter between the voucher and the activity side was left (Qt's saved state). The till's managers. Set up in first-run setup, changed from the Manager menu. Guest slips: the printer's name ("" = the system's default), the paper, whether every redemption prints one at once, and whether a merchant copy follows the customer's. The property's language for guests' slips (a Babel locale name), whoever is signed in. The customer display's screen (Qt's name for it): "" is any screen other than the till's, "off" none (``app.desk.guest``). Whether the till plays a short sound for each outcome (done, refused, being checked). The manager's word that no other till works at this location. Only then is an event the service recorded for a lost request taken as this till's without a manager (the service does not say which till made an event: ``app.core.reconcile``). Whether staff may top up a voucher and activate a new card without a manager's PIN each time; off by default, changed from the Manager menu and audited (``app.core.topup``). The largest single top-up or activation, in the voucher's currency. Dual control: location id → currency → the amount above which a redemption, a bill line, a top-up or a sale needs a manager's PIN too (``app.desk.common.dual_control``). Empty: off. A voucher from an order e-mailed less than this many hours ago is flagged in the review (``app.desk.common.young_order``); 0 turns the warning off. Days after which guests' names, e-mails and whole codes in the till's own files are reduced to what the shift report and the reconciliation need (``app.store.retention`` says why 90). How the account differs from the reference where the till adapts (the service check). The law where the desk is: a rule pack's name (``app.core.law.packs``), set by a manager.</extracomment>
            <translation>em falta</translation>
        </message>
        <message>
            <source>The till's settings file is {why}, and its backup copy is missing or damaged too. The damaged file is kept as {file}.</source>
            <translation>O ficheiro de definições da caixa está {why}, e a cópia de segurança também está em falta ou danificada. O ficheiro danificado foi guardado como {file}.</translation>
        </message>
        <message>
            <source>The till's settings file was {why}; it has been restored from its backup copy, with the manager PIN and service settings as last saved.</source>
            <translation>O ficheiro de definições da caixa estava {why}; foi reposto a partir da cópia de segurança, com o PIN de gerente e as definições do serviço tal como guardados pela última vez.</translation>
        </message>
        <message>
            <source> The damaged file is kept as {file}.</source>
            <translation> O ficheiro danificado foi guardado como {file}.</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>vazio</translation>
        </message>
        <message>
            <source>damaged</source>
            <translation>danificado</translation>
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
            <extracomment>What the service check found at the last test, under the test's answer.</extracomment>
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
            <extracomment>What the service check found at the last test (``app.services.service_check``).</extracomment>
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
        <name>Shift</name>
        <message>
            <source>Audit log: {lines} lines, head of the chain {head}</source>
            <translation>Registo de auditoria: {lines} linhas, cabeça da cadeia {head}</translation>
        </message>
        <message>
            <source>Not keyed on POS</source>
            <extracomment>The one name of each section, on screen, in the CSV and in the PDF.</extracomment>
            <translation>Não registado no POS</translation>
        </message>
        <message>
            <source>Matched</source>
            <translation>Correspondido</translation>
        </message>
        <message>
            <source>Matched by check</source>
            <translation>Correspondido por verificação</translation>
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
            <translation>Só na caixa</translation>
        </message>
        <message>
            <source>Only in the service</source>
            <translation>Só no serviço</translation>
        </message>
        <message>
            <source>Unconfirmed</source>
            <translation>Não confirmado</translation>
        </message>
        <message>
            <source>Mismatch</source>
            <translation>Divergência</translation>
        </message>
        <message>
            <source>Found late</source>
            <translation>Encontrado mais tarde</translation>
        </message>
        <message>
            <source>Not applied</source>
            <translation>Não aplicado</translation>
        </message>
        <message>
            <source>Claimed twice</source>
            <translation>Atribuído duas vezes</translation>
        </message>
        <message>
            <source>Bill</source>
            <extracomment>A bill paid with several vouchers: its line, then its redemptions under it.</extracomment>
            <translation>Conta</translation>
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
            <translation>Encomenda n.º {order}: as ativações dos seus vales não estão entre os eventos deste local</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s) activated, order #{order}</source>
            <translation>
                <numerusform>%n vale ativado, encomenda n.º {order}</numerusform>
                <numerusform>%n vales ativados, encomenda n.º {order}</numerusform>
            </translation>
        </message>
        <message>
            <source>Complimentary (no money taken); {note}</source>
            <translation>Oferta (sem cobrança); {note}</translation>
        </message>
        <message>
            <source>reference {reference}</source>
            <translation>referência {reference}</translation>
        </message>
        <message>
            <source>Sale</source>
            <extracomment>A sale's type in the report: its vouchers are new cards, but the line is the sale (one reference).</extracomment>
            <translation>Venda</translation>
        </message>
        <message>
            <source>Refunded order #{order}; its Refund events are not among this location's events of the report's time (read back as refunded when it was done)</source>
            <translation>Encomenda n.º {order} reembolsada; os movimentos de reembolso não estão entre os deste local no período do relatório (relida como reembolsada quando foi feito)</translation>
        </message>
        <message numerus="yes">
            <source>Refunded order #{order}: {total} on %n voucher(s)</source>
            <translation>
                <numerusform>Encomenda n.º {order} reembolsada: {total} em %n vale</numerusform>
                <numerusform>Encomenda n.º {order} reembolsada: {total} em %n vales</numerusform>
            </translation>
        </message>
        <message>
            <source>order #{order}</source>
            <translation>encomenda n.º {order}</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s): {paid} of {total}; {left} left to pay on the POS</source>
            <translation>
                <numerusform>%n vale: {paid} de {total}; {left} por pagar no POS</numerusform>
                <numerusform>%n vales: {paid} de {total}; {left} por pagar no POS</numerusform>
            </translation>
        </message>
        <message>
            <source>bill {bill}</source>
            <translation>conta {bill}</translation>
        </message>
        <message>
            <source>bill {bill} + tip paid by voucher {tip}</source>
            <translation>conta {bill} + gorjeta paga com vale {tip}</translation>
        </message>
        <message>
            <source>event {event} is also held by {others}: one event is one movement, a manager must check which</source>
            <translation>o movimento {event} também está atribuído a {others}: um movimento é uma operação, um gerente tem de verificar qual</translation>
        </message>
        <message>
            <source>Money taken in (top-ups and new cards)</source>
            <extracomment>Event types that load money onto a card: money the property takes in (a payment on the POS), shown apart from redemptions so the one is never netted against the other.</extracomment>
            <translation>Dinheiro recebido (carregamentos e cartões novos)</translation>
        </message>
        <message>
            <source>Tips paid by voucher</source>
            <extracomment>Redemptions that paid a tip as well as a bill (the Tips Act): the two shown apart.</extracomment>
            <translation>Gorjetas pagas com vale</translation>
        </message>
        <message>
            <source>Location</source>
            <extracomment>Of ``redeemed``, the tips paid by voucher on this till's bills (known for this till only).</extracomment>
            <translation>Local</translation>
        </message>
        <message>
            <source>This till</source>
            <translation>Esta caixa</translation>
        </message>
        <message>
            <source>Staff: {staff}</source>
            <translation>Funcionário: {staff}</translation>
        </message>
        <message>
            <source>Section</source>
            <translation>Secção</translation>
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
            <translation>Montante</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Moeda</translation>
        </message>
        <message>
            <source>Staff</source>
            <translation>Funcionário</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Movimento</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Nota</translation>
        </message>
        <message>
            <source>Journal id</source>
            <translation>ID do diário</translation>
        </message>
        <message>
            <source>End of shift</source>
            <translation>Fecho de turno</translation>
        </message>
        <message>
            <source>From (property time)</source>
            <translation>De (hora do estabelecimento)</translation>
        </message>
        <message>
            <source>To (property time)</source>
            <translation>Até (hora do estabelecimento)</translation>
        </message>
        <message>
            <source>Totals</source>
            <translation>Totais</translation>
        </message>
        <message>
            <source>Scope</source>
            <translation>Âmbito</translation>
        </message>
        <message>
            <source>Count</source>
            <translation>Quantidade</translation>
        </message>
        <message>
            <source>Net</source>
            <translation>Líquido</translation>
        </message>
        <message>
            <source>Redeemed less reversed</source>
            <translation>Resgatado menos revertido</translation>
        </message>
        <message>
            <source>Balance change</source>
            <translation>Variação de saldo</translation>
        </message>
        <message>
            <source>Bills</source>
            <translation>Contas</translation>
        </message>
        <message>
            <source>Tips</source>
            <translation>Gorjetas</translation>
        </message>
        <message>
            <source>Name</source>
            <extracomment>The signing page's lines, for the staff member and the manager.</extracomment>
            <translation>Nome</translation>
        </message>
        <message>
            <source>Signature</source>
            <translation>Assinatura</translation>
        </message>
        <message>
            <source>Date and time</source>
            <translation>Data e hora</translation>
        </message>
        <message>
            <source>Detail</source>
            <translation>Detalhe</translation>
        </message>
        <message>
            <source>Signed</source>
            <translation>Assinaturas</translation>
        </message>
        <message>
            <source>Manager</source>
            <translation>Gerente</translation>
        </message>
        <message numerus="yes">
            <source>%n matched</source>
            <translation>
                <numerusform>%n correspondido</numerusform>
                <numerusform>%n correspondidos</numerusform>
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
                <numerusform>%n só na caixa</numerusform>
                <numerusform>%n só na caixa</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n only in the service</source>
            <translation>
                <numerusform>%n só no serviço</numerusform>
                <numerusform>%n só no serviço</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n not applied</source>
            <translation>
                <numerusform>%n não aplicado</numerusform>
                <numerusform>%n não aplicados</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n unconfirmed</source>
            <translation>
                <numerusform>%n não confirmado</numerusform>
                <numerusform>%n não confirmados</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mismatched</source>
            <translation>
                <numerusform>%n com divergência</numerusform>
                <numerusform>%n com divergência</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n found late</source>
            <translation>
                <numerusform>%n encontrado mais tarde</numerusform>
                <numerusform>%n encontrados mais tarde</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n claimed twice</source>
            <translation>
                <numerusform>%n atribuído duas vezes</numerusform>
                <numerusform>%n atribuídos duas vezes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stamped by the service outside this window</source>
            <translation>
                <numerusform>%n registado pelo serviço fora deste período</numerusform>
                <numerusform>%n registados pelo serviço fora deste período</numerusform>
            </translation>
        </message>
        <message>
            <source>made in this shift; the service stamped it outside this window (its clock moved)</source>
            <translation>feito neste turno; o serviço registou-o fora deste período (o seu relógio mudou)</translation>
        </message>
        <message numerus="yes">
            <source>%n sale(s)</source>
            <translation>
                <numerusform>%n venda</numerusform>
                <numerusform>%n vendas</numerusform>
            </translation>
        </message>
        <message>
            <source>Every movement of this till is accounted for.</source>
            <translation>Todas as operações desta caixa estão justificadas.</translation>
        </message>
        <message>
            <source>Some movements of this till are not in the service's record: a manager must check them.</source>
            <translation>Algumas operações desta caixa não constam do serviço: um gerente tem de as verificar.</translation>
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
            <translation>{scope}: resgatado líquido {redeemed} (resgatado menos revertido); saldos alterados em {change}</translation>
        </message>
        <message>
            <source>{scope}: of it, bills {bills} and tips paid by voucher {tips}</source>
            <translation>{scope}: dos quais contas {bills} e gorjetas pagas com vale {tips}</translation>
        </message>
        <message>
            <source>1 redemption is not ticked as keyed on the POS: {amounts}. Key them on the POS and tick them.</source>
            <translation>1 resgate não está marcado como registado no POS: {amounts}. Registe-o no POS e marque-o.</translation>
        </message>
        <message numerus="yes">
            <source>%n redemptions are not ticked as keyed on the POS: {amounts}. Key them on the POS and tick them.</source>
            <translation>
                <numerusform>%n resgate não está marcado como registado no POS: {amounts}. Registe-os no POS e marque-os.</numerusform>
                <numerusform>%n resgates não estão marcados como registados no POS: {amounts}. Registe-os no POS e marque-os.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 movement is not ticked as done on the POS: {amounts}. Key each redemption as a gift voucher tender, take each top-up or new card as a payment, then tick them.</source>
            <translation>1 operação não está marcada como feita no POS: {amounts}. Registe cada resgate como pagamento com vale, cobre cada carregamento ou cartão novo como pagamento e depois marque-as.</translation>
        </message>
        <message numerus="yes">
            <source>%n movements are not ticked as done on the POS: {amounts}. Key each redemption as a gift voucher tender, take each top-up or new card as a payment, then tick them.</source>
            <translation>
                <numerusform>%n operação não está marcada como feita no POS: {amounts}. Registe cada resgate como pagamento com vale, cobre cada carregamento ou cartão novo como pagamento e depois marque-as.</numerusform>
                <numerusform>%n operações não estão marcadas como feitas no POS: {amounts}. Registe cada resgate como pagamento com vale, cobre cada carregamento ou cartão novo como pagamento e depois marque-as.</numerusform>
            </translation>
        </message>
        <message>
            <source>End of shift — {till}</source>
            <translation>Fecho de turno — {till}</translation>
        </message>
        <message>
            <source>{place} · from {start} to {end}</source>
            <translation>{place} · de {start} a {end}</translation>
        </message>
        <message>
            <source>The service's events could not be read.</source>
            <extracomment>The audit log's line count and head once the report is built (its own line included). The whole code of each event the report read, for a line's dispute pack (never shown).</extracomment>
            <translation>Não foi possível ler os movimentos do serviço.</translation>
        </message>
        <message numerus="yes">
            <source>%n voucher(s): {paid} of {total}; {open}</source>
            <translation>
                <numerusform>%n vale: {paid} de {total}; {open}</numerusform>
                <numerusform>%n vales: {paid} de {total}; {open}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ShiftReport</name>
        <message>
            <source>End of shift report</source>
            <extracomment>Lines the report measures one by one; more keep one height (see ``ShiftReportDialog``). Opens the dispute pack of a voucher (given its whole code): set by whoever opened the report.</extracomment>
            <translation>Relatório de fecho de turno</translation>
        </message>
        <message>
            <source>Shift start</source>
            <translation>Início do turno</translation>
        </message>
        <message>
            <source>Shift end</source>
            <translation>Fim do turno</translation>
        </message>
        <message>
            <source>Build report</source>
            <translation>Gerar relatório</translation>
        </message>
        <message>
            <source>Building the report…</source>
            <translation>A gerar o relatório…</translation>
        </message>
        <message>
            <source>Shift detail</source>
            <translation>Detalhe do turno</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fechar</translation>
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
            <translation>Dossiê de contestação…</translation>
        </message>
        <message>
            <source>Times are the property's, as the service records them.</source>
            <translation>Horas do estabelecimento, tal como o serviço as regista.</translation>
        </message>
        <message>
            <source>The report's pages</source>
            <translation>Páginas do relatório</translation>
        </message>
        <message>
            <source>Detail</source>
            <translation>Detalhe</translation>
        </message>
        <message>
            <source>Totals and net</source>
            <translation>Totais e líquido</translation>
        </message>
        <message>
            <source>Type the shift's start as a day and time, for example {example}.</source>
            <translation>Escreva o início do turno como dia e hora, por exemplo {example}.</translation>
        </message>
        <message>
            <source>Type the shift's end as a day and time, for example {example}.</source>
            <translation>Escreva o fim do turno como dia e hora, por exemplo {example}.</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Guardado em {path}</translation>
        </message>
        <message>
            <source>{summary}. {balanced}</source>
            <translation>{summary}. {balanced}</translation>
        </message>
        <message>
            <source>No balance events in this window.</source>
            <translation>Sem movimentos de saldo neste período.</translation>
        </message>
        <message>
            <source>Export the report</source>
            <translation>Exportar o relatório</translation>
        </message>
        <message>
            <source>Save the report</source>
            <translation>Guardar o relatório</translation>
        </message>
    </context>
    <context>
        <name>ShiftSales</name>
        <message>
            <source>Order #{order} (its vouchers could not be read)</source>
            <translation>Encomenda n.º {order} (não foi possível ler os vales)</translation>
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
        <name>Slip</name>
        <message>
            <source>Tip paid by voucher {amount}</source>
            <translation>Gorjeta paga com vale {amount}</translation>
        </message>
        <message>
            <source>Customer copy</source>
            <translation>Via do cliente</translation>
        </message>
        <message>
            <source>Merchant copy</source>
            <translation>Via do comerciante</translation>
        </message>
        <message>
            <source>Gift voucher redeemed</source>
            <translation>Vale de oferta resgatado</translation>
        </message>
        <message>
            <source>Redemption reversed</source>
            <translation>Resgate revertido</translation>
        </message>
        <message>
            <source>Gift voucher refunded</source>
            <translation>Vale de oferta reembolsado</translation>
        </message>
        <message>
            <source>Gift card topped up</source>
            <translation>Cartão de oferta carregado</translation>
        </message>
        <message>
            <source>New gift card</source>
            <translation>Novo cartão de oferta</translation>
        </message>
        <message>
            <source>Amount taken</source>
            <translation>Montante descontado</translation>
        </message>
        <message>
            <source>Amount returned</source>
            <translation>Montante devolvido</translation>
        </message>
        <message>
            <source>Amount refunded</source>
            <translation>Montante reembolsado</translation>
        </message>
        <message>
            <source>Amount added</source>
            <translation>Montante carregado</translation>
        </message>
        <message>
            <source>Value loaded</source>
            <translation>Valor carregado</translation>
        </message>
        <message>
            <source>New balance</source>
            <extracomment>Money loaded onto a card: the balance after it is the card's new balance, not what is "left". The service's event types and the slip each one prints as; other types print no slip. The property's language for guests' slips (a Babel locale name; "" writes the staff's). The tip within ``total`` that the vouchers cover too (``app.core.tips``). A bill's slip lists each of its vouchers (``bill_slip_lines``) instead of one voucher's. The language the guest reads it in (a Babel locale name): the property's setting or the guest's choice at the slip prompt, whatever language the staff's screen is in.</extracomment>
            <translation>Novo saldo</translation>
        </message>
        <message>
            <source>Balance left</source>
            <translation>Saldo restante</translation>
        </message>
        <message>
            <source>REPRINT</source>
            <translation>REIMPRESSÃO</translation>
        </message>
        <message>
            <source>TRAINING — no real money</source>
            <translation>FORMAÇÃO — sem dinheiro real</translation>
        </message>
        <message>
            <source>Gift card</source>
            <translation>Cartão de oferta</translation>
        </message>
        <message>
            <source>Gift voucher</source>
            <translation>Vale de oferta</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Data</translation>
        </message>
        <message>
            <source>Till</source>
            <translation>Caixa</translation>
        </message>
        <message>
            <source>Served by</source>
            <translation>Atendido por</translation>
        </message>
        <message>
            <source>Voucher</source>
            <translation>Vale</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Código</translation>
        </message>
        <message>
            <source>Expires</source>
            <translation>Válido até</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Referência</translation>
        </message>
        <message>
            <source>Bill</source>
            <translation>Conta</translation>
        </message>
        <message>
            <source>Bill total</source>
            <translation>Total da conta</translation>
        </message>
        <message>
            <source>Voucher {code}</source>
            <translation>Vale {code}</translation>
        </message>
        <message>
            <source>{amount} · left {left} · ref {reference}</source>
            <translation>{amount} · restam {left} · ref. {reference}</translation>
        </message>
        <message>
            <source>Paid by vouchers</source>
            <translation>Pago com vales</translation>
        </message>
        <message>
            <source>Left to pay</source>
            <translation>Por pagar</translation>
        </message>
        <message>
            <source>Keep this slip: the balance left can be used on a later visit.</source>
            <translation>Guarde este talão: o saldo restante pode ser usado numa próxima visita.</translation>
        </message>
        <message>
            <source>Keep this slip with the card: it shows the value loaded.</source>
            <translation>Guarde este talão com o cartão: mostra o valor carregado.</translation>
        </message>
        <message>
            <source>Keep with the till's takings.</source>
            <translation>Guardar com a receita da caixa.</translation>
        </message>
        <message>
            <source>Reference {reference}</source>
            <translation>Referência {reference}</translation>
        </message>
    </context>
    <context>
        <name>SlipMenu</name>
        <message>
            <source>Keyed on POS</source>
            <extracomment>Slips being printed (kept referenced until each is done). The last slip the printer could not print: *Save as PDF…* beside the problem saves it.</extracomment>
            <translation>Registado no POS</translation>
        </message>
        <message>
            <source>Copy amount and reference</source>
            <translation>Copiar montante e referência</translation>
        </message>
        <message>
            <source>Print the last slip</source>
            <translation>Imprimir o último talão</translation>
        </message>
        <message>
            <source>Preview the last slip…</source>
            <translation>Pré-visualizar o último talão…</translation>
        </message>
        <message>
            <source>Save the last slip as PDF…</source>
            <translation>Guardar o último talão em PDF…</translation>
        </message>
        <message>
            <source>Slip printer and options…</source>
            <translation>Impressora de talões e opções…</translation>
        </message>
        <message>
            <source>Print the last slip in the guest's language</source>
            <translation>Imprimir o último talão no idioma do cliente</translation>
        </message>
        <message>
            <source>No slip yet: redeem a voucher first, or reprint one from its history.</source>
            <translation>Ainda sem talão: resgate primeiro um vale ou reimprima um a partir do histórico.</translation>
        </message>
        <message>
            <source>No slip yet: redeem a voucher first.</source>
            <translation>Ainda sem talão: resgate primeiro um vale.</translation>
        </message>
        <message>
            <source>The slip could not be saved: {problem}.</source>
            <translation>Não foi possível guardar o talão: {problem}.</translation>
        </message>
        <message>
            <source>Slip saved to {path}.</source>
            <translation>Talão guardado em {path}.</translation>
        </message>
        <message>
            <source>Save the slip</source>
            <translation>Guardar o talão</translation>
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
            <source>Language of guests' slips</source>
            <translation>Idioma dos talões para clientes</translation>
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
            <source>Slip language</source>
            <translation>Idioma do talão</translation>
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
            <translation>Rolo de 80 mm</translation>
        </message>
        <message>
            <source>58 mm roll</source>
            <translation>Rolo de 58 mm</translation>
        </message>
        <message>
            <source>{title} — reference {reference}</source>
            <translation>{title} — referência {reference}</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” is not installed on this computer.</source>
            <translation>A impressora de talões «{printer}» não está instalada neste computador.</translation>
        </message>
        <message>
            <source>No printer is set up on this computer.</source>
            <translation>Não há nenhuma impressora configurada neste computador.</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” reports a fault: it may be off, offline or out of paper.</source>
            <translation>A impressora de talões «{printer}» indica uma avaria: pode estar desligada, sem ligação ou sem papel.</translation>
        </message>
        <message>
            <source>Slip {reference}</source>
            <translation>Talão {reference}</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” did not accept the slip.</source>
            <translation>A impressora de talões «{printer}» não aceitou o talão.</translation>
        </message>
        <message>
            <source>The slip printer “{printer}” reported a fault while printing.</source>
            <translation>A impressora de talões «{printer}» indicou uma avaria ao imprimir.</translation>
        </message>
        <message>
            <source>Slip printed on {printer}.</source>
            <translation>Talão impresso em {printer}.</translation>
        </message>
        <message>
            <source>Printing the slip…</source>
            <translation>A imprimir o talão…</translation>
        </message>
        <message>
            <source>{problem} The redemption stands; print the slip again later from the voucher's history or the activity list.</source>
            <translation>{problem} O resgate mantém-se; imprima o talão mais tarde a partir do histórico do vale ou da lista de atividade.</translation>
        </message>
        <message>
            <source>No slip printer here: save the slip as a PDF.</source>
            <translation>Não há impressora de talões aqui: guarde o talão como PDF.</translation>
        </message>
        <message>
            <source>The slip printer has a fault: save the slip as a PDF.</source>
            <translation>A impressora de talões tem uma avaria: guarde o talão como PDF.</translation>
        </message>
        <message>
            <source>Slip preview — {paper}</source>
            <translation>Pré-visualização do talão — {paper}</translation>
        </message>
    </context>
    <context>
        <name>Slips</name>
        <message>
            <source>The slip options could not be saved; they apply until the till closes.</source>
            <extracomment>How far around an event's time the journal is searched for the movement (and so the staff) behind it: the service's clock and the till's may differ. How far either side of a bill's line its other lines are looked for: a bill is paid within a day. The language the guest at the counter chose for themselves ("" for none): the slips made while they are served are written in it, whatever the property's or the staff's.</extracomment>
            <translation>Não foi possível guardar as opções do talão; aplicam-se até a caixa fechar.</translation>
        </message>
        <message>
            <source>No slip yet: redeem a voucher first, or reprint one from its history.</source>
            <translation>Ainda sem talão: resgate primeiro um vale ou reimprima um a partir do histórico.</translation>
        </message>
        <message>
            <source>There is no guest slip for this kind of event.</source>
            <translation>Não há talão de cliente para este tipo de movimento.</translation>
        </message>
        <message>
            <source>Choose a line of the redeem history first.</source>
            <translation>Escolha primeiro uma linha do histórico de resgates.</translation>
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
            <source>Scan a code</source>
            <translation>Leia um código</translation>
        </message>
        <message>
            <source>Voucher code</source>
            <translation>Código do vale</translation>
        </message>
        <message>
            <source>Starting the till… A code scanned now is kept and looked up as soon as the till is ready.</source>
            <extracomment>The last code ended with Enter or Tab: the till looks it up once it is ready, whatever was typed after it (kept in the till's field, not looked up). The user closed this window while the till loaded: the till does not open after all.</extracomment>
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
            <source>The code scanned here ({code}) was not looked up: scan it again there.</source>
            <extracomment>Set (to anything) by benchmarks/startup.py: print the moment of the first paint, then close. New service settings and API key, from the settings dialog, for the next till session.</extracomment>
            <translation>O código lido aqui ({code}) não foi consultado: leia-o novamente nessa janela.</translation>
        </message>
        <message>
            <source>{app} is already running: its window has been brought to the front.</source>
            <translation>O {app} já está aberto: a sua janela foi trazida para a frente.</translation>
        </message>
        <message>
            <source>{app} is already running.</source>
            <translation>O {app} já está aberto.</translation>
        </message>
        <message>
            <source>already running</source>
            <translation>já aberto</translation>
        </message>
        <message>
            <source>Use that window. Only one till runs on a settings folder ({folder}).</source>
            <translation>Use essa janela. Só pode funcionar uma caixa por pasta de definições ({folder}).</translation>
        </message>
        <message>
            <source>Use that window. Only one till runs on a data folder ({folder}): it holds the till&apos;s journal.</source>
            <translation>Use essa janela. Só pode funcionar uma caixa por pasta de dados ({folder}): contém o diário da caixa.</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>it cannot create its lock file there</source>
            <translation>não consegue criar aí o ficheiro de bloqueio</translation>
        </message>
        <message>
            <source>it is read-only</source>
            <translation>é só de leitura</translation>
        </message>
        <message>
            <source>The till cannot write to its settings folder: {reason}.

Folder: {folder}</source>
            <translation>A caixa não consegue escrever na pasta de definições: {reason}.

Pasta: {folder}</translation>
        </message>
        <message>
            <source>choose Try again</source>
            <translation>escolha Tentar novamente</translation>
        </message>
        <message>
            <source>start the till again</source>
            <translation>abra a caixa novamente</translation>
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
            <source>{problem}. The till goes on working, but what it does now is missing from its log until it can write there again.</source>
            <translation>{problem}. A caixa continua a funcionar, mas o que faz agora fica fora do registo até conseguir voltar a escrever nele.</translation>
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
            <source>NOT YET WRITTEN DOWN — {lines} Nothing more can move on that voucher until it is written.</source>
            <translation>AINDA NÃO REGISTADO — {lines} Nada mais pode ser feito nesse vale até ficar registado.</translation>
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
        <name>Support</name>
        <message>
            <source>The service has not been checked this session.</source>
            <extracomment>Days of the log the report holds. Log lines kept before each error, for its context. Errors the report holds at most (the newest). Other secrets the log masks (``SECRETS.held``): the report is scanned for them too.</extracomment>
            <translation>O serviço ainda não foi verificado.</translation>
        </message>
        <message>
            <source>No errors in these days of the log.</source>
            <translation>Sem erros nestes dias do registo.</translation>
        </message>
        <message>
            <source>Save a support report</source>
            <extracomment>Movements called not applied this long ago are still in the report (the re-check's horizon).</extracomment>
            <translation>Guardar um relatório para o suporte</translation>
        </message>
        <message>
            <source>Gathering the report…</source>
            <translation>A reunir o relatório…</translation>
        </message>
        <message>
            <source>Files in the report</source>
            <translation>Ficheiros do relatório</translation>
        </message>
        <message>
            <source>The chosen file's contents</source>
            <translation>Conteúdo do ficheiro escolhido</translation>
        </message>
        <message>
            <source>Save…</source>
            <translation>Guardar…</translation>
        </message>
        <message>
            <source>The report was not made: it would have held what it must never hold ({problems}).</source>
            <translation>O relatório não foi feito: teria contido o que nunca pode conter ({problems}).</translation>
        </message>
        <message>
            <source>The report could not be made: {why}</source>
            <translation>Não foi possível fazer o relatório: {why}</translation>
        </message>
        <message>
            <source>This is everything the report holds: no API key, no whole voucher code and no e-mail address. Look through it, then save it and send it to support.</source>
            <translation>Isto é tudo o que o relatório contém: nenhuma chave da API, nenhum código de vale completo e nenhum endereço de e-mail. Reveja-o, depois guarde-o e envie-o ao suporte.</translation>
        </message>
        <message>
            <source>Zip archives (*.zip)</source>
            <translation>Arquivos ZIP (*.zip)</translation>
        </message>
        <message>
            <source>The report could not be saved: {why}</source>
            <translation>Não foi possível guardar o relatório: {why}</translation>
        </message>
    </context>
    <context>
        <name>Timeline</name>
        <message>
            <source>This till&apos;s clock is {size} behind the service&apos;s.</source>
            <translation>O relógio desta caixa está {size} atrasado em relação ao do serviço.</translation>
        </message>
        <message>
            <source>This till&apos;s clock is {size} ahead of the service&apos;s.</source>
            <translation>O relógio desta caixa está {size} adiantado em relação ao do serviço.</translation>
        </message>
        <message>
            <source>{time} (till clock)</source>
            <translation>{time} (relógio da caixa)</translation>
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
            <translation>O relógio desta caixa está {size} atrasado em relação ao do serviço: as horas do serviço são mostradas tal como as regista.</translation>
        </message>
        <message>
            <source>This till's clock is {size} ahead of the service's: the service's times are shown as it stamps them.</source>
            <translation>O relógio desta caixa está {size} adiantado em relação ao do serviço: as horas do serviço são mostradas tal como as regista.</translation>
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
            <translation>Conta</translation>
        </message>
        <message>
            <source>Tip</source>
            <translation>Gorjeta</translation>
        </message>
        <message>
            <source>No tips paid by voucher on your bills in this period.</source>
            <translation>Nenhuma gorjeta paga com vale nas suas contas neste período.</translation>
        </message>
        <message numerus="yes">
            <source>Tips paid by voucher on your bills: %n bill(s), {total}</source>
            <translation>
                <numerusform>Gorjetas pagas com vale nas suas contas: %n conta, {total}</numerusform>
                <numerusform>Gorjetas pagas com vale nas suas contas: %n contas, {total}</numerusform>
            </translation>
        </message>
        <message>
            <source>Tips paid by voucher — {staff}</source>
            <translation>Gorjetas pagas com vale — {staff}</translation>
        </message>
        <message>
            <source>{place} · from {start} to {end}</source>
            <translation>{place} · de {start} a {end}</translation>
        </message>
        <message>
            <source>My tips record</source>
            <translation>O meu registo de gorjetas</translation>
        </message>
        <message>
            <source>Show</source>
            <translation>Mostrar</translation>
        </message>
        <message>
            <source>Signed in: {staff}</source>
            <translation>Com sessão iniciada: {staff}</translation>
        </message>
        <message>
            <source>My tips paid by voucher</source>
            <translation>As minhas gorjetas pagas com vale</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fechar</translation>
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
            <translation>Guardar o meu registo de gorjetas</translation>
        </message>
        <message>
            <source>My tips record…</source>
            <extracomment>Every entry of the Shift menu has its key, for a till without a mouse.</extracomment>
            <translation>O meu registo de gorjetas…</translation>
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
            <source>Nothing loaded: {amount} onto {code} was under review when another code was typed or scanned.</source>
            <translation>Nada carregado: {amount} em {code} estava em revisão quando outro código foi escrito ou lido.</translation>
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
            <source>New card {code}: {added} loaded. Balance {balance}</source>
            <translation>Cartão novo {code}: {added} carregado. Saldo {balance}</translation>
        </message>
        <message>
            <source>Topped up {code}: {added} loaded. Balance {balance} · ref {event}</source>
            <translation>Carregado {code}: {added} carregado. Saldo {balance} · ref. {event}</translation>
        </message>
        <message>
            <source>Topped up {code}: {added} loaded. Balance {balance}</source>
            <translation>Carregado {code}: {added} carregado. Saldo {balance}</translation>
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
        <name>Unconfirmed</name>
        <message>
            <source>Unconfirmed movement</source>
            <translation>Operação não confirmada</translation>
        </message>
        <message>
            <source>The service's records cannot tell whether this till's request went through. Check with the cashier and the other tills, then choose the event that is this till's, or say that none of them is.</source>
            <translation>Os registos do serviço não indicam se o pedido desta caixa foi efetuado. Confirme com o operador e as outras caixas e depois escolha o movimento desta caixa ou indique que não é nenhum.</translation>
        </message>
        <message>
            <source>Events that could be this movement</source>
            <translation>Movimentos que podem ser esta operação</translation>
        </message>
        <message>
            <source>None of these is this till's</source>
            <translation>Nenhum é desta caixa</translation>
        </message>
        <message>
            <source>This one is this till's</source>
            <translation>Este é desta caixa</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
        <message>
            <source>Time (service)</source>
            <translation>Hora (serviço)</translation>
        </message>
        <message>
            <source>Location</source>
            <translation>Local</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Montante</translation>
        </message>
        <message>
            <source>Before</source>
            <translation>Antes</translation>
        </message>
        <message>
            <source>After</source>
            <translation>Depois</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Movimento</translation>
        </message>
        <message>
            <source>Decide whether {movement} went through (1 possible event)</source>
            <translation>Decidir se {movement} foi efetuado (1 movimento possível)</translation>
        </message>
        <message numerus="yes">
            <source>Decide whether {movement} went through (%n possible events)</source>
            <translation>
                <numerusform>Decidir se {movement} foi efetuado (%n movimento possível)</numerusform>
                <numerusform>Decidir se {movement} foi efetuado (%n movimentos possíveis)</numerusform>
            </translation>
        </message>
        <message>
            <source>{movement} Sent by {staff} at {time} (this till's clock).</source>
            <translation>{movement} Enviado por {staff} às {time} (relógio desta caixa).</translation>
        </message>
        <message>
            <source>A manager PIN is needed for this.</source>
            <translation>É necessário o PIN de um gerente.</translation>
        </message>
        <message>
            <source>{problem}. Nothing was decided.</source>
            <translation>{problem}. Nada foi decidido.</translation>
        </message>
    </context>
    <context>
        <name>Updates</name>
        <message>
            <source>Version {version} is ready — install at the end of the shift</source>
            <translation>A versão {version} está pronta — instale no fim do turno</translation>
        </message>
        <message>
            <source>A sale or a bill is open: the update waits until it is finished.</source>
            <translation>Uma venda ou uma conta está aberta: a atualização aguarda até terminar.</translation>
        </message>
        <message>
            <source>A movement is still unresolved: a manager settles it before the update.</source>
            <translation>Um movimento ainda não está resolvido: um gerente resolve-o antes da atualização.</translation>
        </message>
        <message>
            <source>A movement is still being sent: the update waits for its answer.</source>
            <translation>Um movimento ainda está a ser enviado: a atualização aguarda a resposta.</translation>
        </message>
        <message>
            <source>The till is offline: it will look for an update when it is back.</source>
            <translation>A caixa está offline: procurará uma atualização quando voltar a estar ligada.</translation>
        </message>
        <message>
            <source>No updates in training.</source>
            <translation>Sem atualizações no modo de formação.</translation>
        </message>
        <message>
            <source>The update channel's files are not valid: not installed.</source>
            <translation>Os ficheiros do canal de atualizações não são válidos: não foi instalado.</translation>
        </message>
        <message>
            <source>The update channel cannot be reached: no update now, the till works on.</source>
            <translation>Não é possível aceder ao canal de atualizações: sem atualização agora, a caixa continua a funcionar.</translation>
        </message>
        <message>
            <source>The update channel is too slow to answer: no update now, the till works on.</source>
            <translation>O canal de atualizações demora demasiado a responder: sem atualização agora, a caixa continua a funcionar.</translation>
        </message>
        <message>
            <source>The update channel offers an older release than the till already has: not installed.</source>
            <translation>O canal de atualizações oferece uma versão mais antiga do que a que a caixa já tem: não foi instalado.</translation>
        </message>
        <message>
            <source>The update channel's signed files have expired: not installed.</source>
            <translation>Os ficheiros assinados do canal de atualizações expiraram: não foi instalado.</translation>
        </message>
        <message>
            <source>The update channel's files are not signed by this till's release keys: not installed.</source>
            <translation>Os ficheiros do canal de atualizações não estão assinados com as chaves de versão desta caixa: não foi instalado.</translation>
        </message>
        <message>
            <source>The update's archive does not match its signed description: not installed.</source>
            <extracomment>Seconds one connection or one gap between bytes may take (requests' timeout, through tuf). Seconds a whole check, download and verification may take before the till stops waiting.</extracomment>
            <translation>O arquivo da atualização não corresponde à sua descrição assinada: não foi instalado.</translation>
        </message>
        <message>
            <source>No update is ready.</source>
            <extracomment>The work the window has open that an install waits for ("sale", "bill"): the window adds a name while that dialog is open; :func:`build_updates` reads it into the till's activity.</extracomment>
            <translation>Nenhuma atualização está pronta.</translation>
        </message>
        <message>
            <source>The update was changed on this computer after it was checked: nothing was installed.</source>
            <translation>A atualização foi alterada neste computador depois de verificada: nada foi instalado.</translation>
        </message>
        <message>
            <source>The update could not be written ({why}), nor the release it replaced put back: install the till again.</source>
            <translation>Não foi possível escrever a atualização ({why}) nem repor a versão que substituía: instale a caixa de novo.</translation>
        </message>
        <message>
            <source>The update could not be written ({why}): nothing was installed, the till is as it was.</source>
            <translation>Não foi possível escrever a atualização ({why}): nada foi instalado, a caixa está como estava.</translation>
        </message>
    </context>
    <context>
        <name>Voucher</name>
        <message>
            <source>Lookups are paused for {seconds} s: too many unknown codes at this till. A manager can lift the pause (Manager menu).</source>
            <translation>As pesquisas estão em pausa durante {seconds} s: demasiados códigos desconhecidos nesta caixa. Um gerente pode levantar a pausa (menu Gerente).</translation>
        </message>
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
            <extracomment>Statuses that close a voucher for good: the badge and why, in till words.</extracomment>
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
        <message>
            <source>Code</source>
            <extracomment>The voucher panel's words: its tables' headings are translated where they are shown.
----------
Shows and hides the voucher's instructions and terms. The facts' names, beside their values, two to a row.</extracomment>
            <translation>Código</translation>
        </message>
        <message>
            <source>Expires</source>
            <translation>Expira</translation>
        </message>
        <message>
            <source>Starting value</source>
            <translation>Valor inicial</translation>
        </message>
        <message>
            <source>Grace until</source>
            <translation>Tolerância até</translation>
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
            <translation>Encomenda</translation>
        </message>
        <message>
            <source>No instructions or terms.</source>
            <translation>Sem instruções nem condições.</translation>
        </message>
        <message>
            <source>Reverse the chosen redemption (manager PIN)</source>
            <translation>Reverter o resgate escolhido (PIN de gerente)</translation>
        </message>
        <message>
            <source>Voucher status</source>
            <translation>Estado do vale</translation>
        </message>
        <message>
            <source>Voucher data not current</source>
            <translation>Dados do vale desatualizados</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Saldo</translation>
        </message>
        <message>
            <source>Show the redeem instructions and terms (Alt+T)</source>
            <translation>Mostrar as instruções de resgate e as condições (Alt+T)</translation>
        </message>
        <message>
            <source>Voucher details not loaded</source>
            <translation>Detalhes do vale não carregados</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Tentar de novo</translation>
        </message>
        <message>
            <source>Read the order and the redeem history again</source>
            <translation>Voltar a ler a encomenda e o histórico de resgates</translation>
        </message>
        <message>
            <source>Order rows</source>
            <translation>Linhas da encomenda</translation>
        </message>
        <message>
            <source>Redeem history</source>
            <translation>Histórico de resgates</translation>
        </message>
        <message>
            <source>Reverse this line…</source>
            <translation>Reverter esta linha…</translation>
        </message>
        <message>
            <source>Reprint slip</source>
            <translation>Reimprimir talão</translation>
        </message>
        <message>
            <source>Show all {count} lines</source>
            <translation>Mostrar as {count} linhas</translation>
        </message>
        <message>
            <source>Print the guest's slip of the chosen line again, marked Reprint</source>
            <translation>Imprimir de novo o talão do cliente da linha escolhida, marcado como 2.ª via</translation>
        </message>
        <message>
            <source>Redeem history and the order's vouchers</source>
            <translation>Histórico de resgates e vales da encomenda</translation>
        </message>
        <message>
            <source>Vouchers in this order</source>
            <translation>Vales desta encomenda</translation>
        </message>
        <message>
            <source>Terms ▾</source>
            <translation>Condições ▾</translation>
        </message>
        <message>
            <source>Terms ▸</source>
            <translation>Condições ▸</translation>
        </message>
        <message>
            <source>Order #{order}</source>
            <translation>Encomenda n.º {order}</translation>
        </message>
        <message>
            <source>refunded</source>
            <translation>reembolsada</translation>
        </message>
        <message>
            <source>Order #{order} (could not be loaded)</source>
            <translation>Encomenda n.º {order} (não foi possível carregar)</translation>
        </message>
        <message>
            <source>Not current: read at {time}, and the service cannot be used now.</source>
            <extracomment>The pause on code guessing (``app.desk.counter.guessing``); None: no pause (unit tests). The badge of a voucher a manager reported a problem with (its open case), which then cannot be redeemed here; None for any other. Set by the wiring, which knows the cases. Whether the voucher on screen was scanned or typed at this counter (``look_up``), not opened from the feed, a report or a search (``open_unproven``): a code is money, and only whoever holds the voucher may spend it or see its code whole. A code whose lookup failed because the service was out of reach: looked up again when it answers, so the cashier need not scan it twice. The waiting code while the till looks it up by itself: stopped if the cashier moves on. Whether the service refused the voucher at this location (it is shown with where it is valid). The newest feed event on the voucher on the counter already compared with it. The code held at the counter, for the order's table (read through a holder, not the view-model, so the two do not hold each other: see ``ShownCurrency``).</extracomment>
            <translation>Desatualizado: lido às {time}, e o serviço não pode ser usado agora.</translation>
        </message>
        <message>
            <source>{why}. {code} is looked up by itself as soon as it answers.</source>
            <translation>{why}. {code} é pesquisado automaticamente assim que responder.</translation>
        </message>
        <message>
            <source>The order could not be loaded. The voucher itself is up to date and can be redeemed.</source>
            <translation>Não foi possível carregar a encomenda. O vale em si está atualizado e pode ser resgatado.</translation>
        </message>
        <message>
            <source>The redeem history and the order's vouchers could not be loaded. The voucher itself is up to date and can be redeemed.</source>
            <translation>Não foi possível carregar o histórico de resgates nem os vales da encomenda. O vale em si está atualizado e pode ser resgatado.</translation>
        </message>
        <message>
            <source>The order and the redeem history and the order's vouchers could not be loaded. The voucher itself is up to date and can be redeemed.</source>
            <translation>Não foi possível carregar a encomenda, o histórico de resgates nem os vales da encomenda. O vale em si está atualizado e pode ser resgatado.</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>Produto</translation>
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
            <translation>Quando</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Valor</translation>
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
            <source>Scan or type the code to use this voucher</source>
            <extracomment>Whether the code was scanned or typed at this counter: only then is it shown whole and can money move (``app.desk.counter.lookup``, proof of possession). Said on a voucher opened from the feed, a report or a search, until its code is scanned or typed.</extracomment>
            <translation>Leia ou escreva o código para usar este vale</translation>
        </message>
        <message>
            <source>Part use allowed</source>
            <translation>Uso parcial permitido</translation>
        </message>
        <message>
            <source>Must be used in full</source>
            <translation>Só na totalidade</translation>
        </message>
        <message>
            <source>Online (not at a till)</source>
            <extracomment>Where an event with no location happened: an online sale or another movement not made at a till.</extracomment>
            <translation>Online (não numa caixa)</translation>
        </message>
        <message>
            <source>{type} · Online</source>
            <translation>{type} · Online</translation>
        </message>
        <message>
            <source>Location {location}</source>
            <translation>Local {location}</translation>
        </message>
        <message>
            <source>Voucher details</source>
            <extracomment>The smallest the till's window may be made by hand (it opens at its screen's size, up to 1366×860). What the crash dialog showed this run: the support report holds it (``app.lifecycle``).</extracomment>
            <translation>Detalhes do vale</translation>
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
    <context>
        <name>YoungOrder</name>
        <message>
            <source>Sold {age} by e-mail — check the guest's identity.</source>
            <translation>Vendido {age} por e-mail — confirme a identidade do cliente.</translation>
        </message>
        <message>
            <source>{n} days ago</source>
            <translation>há {n} dias</translation>
        </message>
        <message>
            <source>{n} hours ago</source>
            <translation>há {n} h</translation>
        </message>
        <message>
            <source>1 hour ago</source>
            <translation>há 1 hora</translation>
        </message>
        <message>
            <source>{n} minutes ago</source>
            <translation>há {n} min</translation>
        </message>
        <message>
            <source>1 minute ago</source>
            <translation>há 1 minuto</translation>
        </message>
        <message>
            <source>just now</source>
            <translation>agora mesmo</translation>
        </message>
    </context>
    <context>
        <name>Period</name>
        <message>
            <source>From</source>
            <translation>De</translation>
        </message>
        <message>
            <source>to</source>
            <translation>até</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Até</translation>
        </message>
    </context>
    <context>
        <name>Names</name>
        <message>
            <source>a manager checked with the service</source>
            <translation>um gerente verificou com o serviço</translation>
        </message>
        <message>
            <source>Training till</source>
            <translation>Caixa de formação</translation>
        </message>
        <message>
            <source>Training manager</source>
            <translation>Gerente de formação</translation>
        </message>
    </context>
    <context>
        <name>Scan</name>
        <message>
            <source>Voucher {code} scanned: the counter looks it up when you close {window}.</source>
            <translation>Vale {code} lido: a caixa procura-o quando fechar {window}.</translation>
        </message>
    </context>
    <context>
        <name>Store</name>
        <message>
            <source>The till cannot write its {store}: {reason}</source>
            <translation>A caixa não consegue escrever {store}: {reason}</translation>
        </message>
        <message>
            <source>log</source>
            <translation>o registo</translation>
        </message>
        <message>
            <source>The till cannot open its {store}: {reason}</source>
            <translation>A caixa não consegue abrir {store}: {reason}</translation>
        </message>
        <message>
            <source>store</source>
            <translation>o armazenamento de dados</translation>
        </message>
        <message>
            <source>journal</source>
            <translation>o diário</translation>
        </message>
        <message>
            <source>audit log</source>
            <translation>o registo de auditoria</translation>
        </message>
        <message>
            <source>settings</source>
            <translation>as definições</translation>
        </message>
        <message>
            <source>lost-voucher notes</source>
            <translation>as notas de vales perdidos</translation>
        </message>
        <message>
            <source>manager lock</source>
            <translation>o bloqueio do gerente</translation>
        </message>
        <message>
            <source>order index</source>
            <translation>o índice de encomendas</translation>
        </message>
        <message>
            <source>voucher cases</source>
            <translation>os casos de vales</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>o disco está cheio</translation>
        </message>
        <message>
            <source>another program has it locked</source>
            <translation>outro programa tem o ficheiro bloqueado</translation>
        </message>
        <message>
            <source>the data folder is read-only</source>
            <translation>a pasta de dados é só de leitura</translation>
        </message>
        <message>
            <source>the file cannot be opened (is the data folder read-only or missing?)</source>
            <translation>não é possível abrir o ficheiro (a pasta de dados é só de leitura ou não existe?)</translation>
        </message>
        <message>
            <source>the file is damaged</source>
            <translation>o ficheiro está danificado</translation>
        </message>
        <message>
            <source>the file is damaged (it is not a till database)</source>
            <translation>o ficheiro está danificado (não é uma base de dados da caixa)</translation>
        </message>
        <message>
            <source>the disk reported an error</source>
            <translation>o disco comunicou um erro</translation>
        </message>
        <message>
            <source>the database reported “{error}”</source>
            <translation>a base de dados comunicou «{error}»</translation>
        </message>
        <message>
            <source>the system reported “{error}”</source>
            <translation>o sistema comunicou «{error}»</translation>
        </message>
    </context>
</TS>
