-- Issue #14: the Painel's city indicators count CTRs received (Destinada) per week and sum this
-- month's received volume by class. Without an index on the receipt time they walked every
-- Destinada CTR (most of a city's 1.6 million); this partial index, carrying the residue and the
-- volume, makes both an index-only range scan over the weeks asked for.
CREATE INDEX IF NOT EXISTS st_recebimento ON solicitacao_transporte (data_hora_recebimento)
  INCLUDE (id_residuo_predominante, volume_aproximado_m3, id_destino_final)
  WHERE situacao = 'Destinada';
