-- Issue #19 items 3–4: the open-data summaries. The public panel and downloads read only these
-- tables (never solicitacao_transporte); atualizarDadosAbertos (modules/dados-abertos/atualizar.ts)
-- recomputes them whole in one transaction, daily on the job queue and on demand by the administrator.
-- Months are calendar months in Brasília. id_localidade 0 is the whole city (every CTR, also those
-- without a region). Cells are stored already suppressed: a figure built from fewer than 5 CTRs,
-- occurrences or persons is NULL, so nothing below the threshold ever leaves the database.

CREATE TABLE dados_abertos_indicador (
  mes date NOT NULL,
  id_localidade integer NOT NULL,
  ctrs_abertas integer,
  ctrs_destinadas integer,
  ctrs_irregulares integer,
  percentual_irregular numeric(5, 1),
  horas_medias_alocacao_recebimento numeric(10, 1),
  ocorrencias_registradas integer,
  ocorrencias_respondidas integer,
  transportadores_licenciados integer,
  cacambas integer,
  PRIMARY KEY (mes, id_localidade)
);

-- Volume received per month and region, by waste class (dimensao 'classe', categoria = the class)
-- and by destination type (dimensao 'tipo_destino', categoria = Aterro/ATT/PEV/Recicladora).
CREATE TABLE dados_abertos_volume (
  mes date NOT NULL,
  id_localidade integer NOT NULL,
  dimensao varchar(20) NOT NULL CHECK (dimensao IN ('classe', 'tipo_destino')),
  categoria varchar(100) NOT NULL,
  ctrs integer,
  volume_m3 numeric(16, 2),
  PRIMARY KEY (dimensao, mes, id_localidade, categoria)
);

-- When the summaries were last computed (one row).
CREATE TABLE dados_abertos_calculo (
  id smallint PRIMARY KEY CHECK (id = 1),
  calculado_em timestamptz NOT NULL,
  duracao_ms integer NOT NULL
);
