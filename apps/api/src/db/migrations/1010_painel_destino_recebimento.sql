-- Issue #14: the Destino Final's Painel. "Recebidas aguardando triagem" (oldest receipt first, as
-- 'Controle de Resíduos Triados' orders them) tested every received CTR of the destination through
-- the view's per-row triagem lookup and sorted them all, and "Recebido neste mês" read the whole
-- city's receipts of the month (index st_recebimento) to keep the destination's. Per destination,
-- in the list's order, with the volume: the page is an ordered walk that stops at the fifth CTR
-- without a triagem row, the count an index-only pass over the destination's received CTRs, and the
-- month a range of the destination's own — also under the generic plan the Painel keeps
-- (modules/painel/grupo-destino.ts writes the destination as `= $n` and the status as text).
CREATE INDEX IF NOT EXISTS st_destino_recebimento
  ON solicitacao_transporte (id_destino_final, data_hora_recebimento NULLS FIRST, id DESC)
  INCLUDE (volume_aproximado_m3)
  WHERE situacao = 'Destinada';
