-- Issue #14: the Painel's "Irregulares hoje" finds the CTRs marked Irregular since the start of the
-- day from their history rows; a city holds about 15 million of them, this partial index only the
-- Irregular marks, by time.
CREATE INDEX IF NOT EXISTS historico_ctr_irregular ON historico_ctr (data_hora)
  INCLUDE (id_solicitacao_transporte)
  WHERE situacao_para = 'Irregular';
