-- Issue #14: the transporter's Painel. Each list card read every CTR of the transporter in its
-- status and sorted them to show the five most urgent (the large benchmark transporter: 500 to
-- 3,500 rows per card, five cards per call). Per transporter and in each list's order — requests by
-- request time, sent by sending time, bins on the street by allocation time (none first, then the
-- highest number), problems by number — the first page is an ordered walk of five entries under
-- the generic plan the Painel keeps (modules/painel/cards.ts `ctrPorSituacao` writes the statuses as
-- text and the transporter as `= $n`). 'Irregular' uses st_transportador_situacao as it is. Partial:
-- only the CTRs in those statuses (a few thousand each in a 1.6 M-CTR city).
CREATE INDEX IF NOT EXISTS st_transportador_solicitada
  ON solicitacao_transporte (id_transportador, data_hora_solicitacao NULLS FIRST, id DESC)
  WHERE situacao = 'Solicitada';
CREATE INDEX IF NOT EXISTS st_transportador_enviada
  ON solicitacao_transporte (id_transportador, data_hora_envio NULLS FIRST, id DESC)
  WHERE situacao = 'Enviada';
CREATE INDEX IF NOT EXISTS st_transportador_alocada
  ON solicitacao_transporte (id_transportador, data_hora_alocacao NULLS FIRST, id DESC)
  WHERE situacao = 'Alocada';
CREATE INDEX IF NOT EXISTS st_transportador_respostas
  ON solicitacao_transporte (id_transportador, id DESC)
  WHERE situacao IN ('Resíduo Rejeitado', 'Cancelamento Recusado');
