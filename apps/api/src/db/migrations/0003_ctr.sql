-- CTR lifecycle (spec 2 §3). situacao_anterior remembers the status before a cancellation request
-- so that 'Prosseguir com CTR' can return to it.

CREATE TABLE solicitacao_transporte (
  id bigserial PRIMARY KEY,
  data_hora_solicitacao timestamptz NOT NULL DEFAULT now(),
  data_hora_envio timestamptz,
  data_hora_alocacao timestamptz,
  data_hora_retirada timestamptz,
  data_hora_pesagem timestamptz,
  data_hora_recebimento timestamptz,
  situacao varchar(30) NOT NULL,
  situacao_anterior varchar(30),
  nao_solicitado char(1) NOT NULL DEFAULT 'N' CHECK (nao_solicitado IN ('S', 'N')),
  editado boolean NOT NULL DEFAULT false,
  realocado boolean NOT NULL DEFAULT false,
  id_obra integer NOT NULL REFERENCES obra (id),
  id_gerador integer NOT NULL REFERENCES perfil (id),
  id_transportador integer NOT NULL REFERENCES perfil (id),
  id_destino_final integer REFERENCES perfil (id),
  id_veiculo integer REFERENCES veiculo (id),
  id_cacamba integer REFERENCES cacamba (id),
  id_residuo_predominante integer REFERENCES tipo_residuo (id),
  id_localidade integer REFERENCES localidade (id),
  observacao varchar(200),
  quantidade_cacambas smallint NOT NULL DEFAULT 1 CHECK (quantidade_cacambas BETWEEN 1 AND 5),
  volume_aproximado_m3 numeric(10, 2),
  id_anexo_foto bigint REFERENCES anexo (id),
  nome_foto_cacamba varchar(255),
  motivo_sol_cancelamento varchar(255),
  motivo_rec_sol_cancelamento varchar(255),
  motivo_rec_solicitacao varchar(200),
  observacao_recebimento varchar(500),
  codigo_verificacao varchar(40) NOT NULL UNIQUE,
  id_usuario_solicitante integer REFERENCES usuario (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX st_situacao ON solicitacao_transporte (situacao, id DESC);
CREATE INDEX st_transportador ON solicitacao_transporte (id_transportador, id DESC);
CREATE INDEX st_transportador_situacao ON solicitacao_transporte (id_transportador, situacao, id DESC);
CREATE INDEX st_gerador ON solicitacao_transporte (id_gerador, id DESC);
CREATE INDEX st_destino ON solicitacao_transporte (id_destino_final, situacao, id DESC);
CREATE INDEX st_obra ON solicitacao_transporte (id_obra);
CREATE INDEX st_veiculo ON solicitacao_transporte (id_veiculo, id DESC);
CREATE INDEX st_cacamba ON solicitacao_transporte (id_cacamba, id DESC);
CREATE INDEX st_data ON solicitacao_transporte (data_hora_solicitacao);

CREATE TABLE solicitacao_transporte_residuo (
  id bigserial PRIMARY KEY,
  id_solicitacao_transporte bigint NOT NULL REFERENCES solicitacao_transporte (id) ON DELETE CASCADE,
  id_tipo_residuo integer NOT NULL REFERENCES tipo_residuo (id),
  volume_aproximado_m3 numeric(10, 2) NOT NULL CHECK (volume_aproximado_m3 >= 0),
  UNIQUE (id_solicitacao_transporte, id_tipo_residuo)
);

-- Every status change (who, when, from, to, reason), written in the same transaction.
CREATE TABLE historico_ctr (
  id bigserial PRIMARY KEY,
  id_solicitacao_transporte bigint NOT NULL REFERENCES solicitacao_transporte (id),
  acao varchar(40) NOT NULL,
  situacao_de varchar(30),
  situacao_para varchar(30) NOT NULL,
  motivo varchar(500),
  id_usuario integer REFERENCES usuario (id),
  ip varchar(64),
  data_hora timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX historico_ctr_st ON historico_ctr (id_solicitacao_transporte, id);

CREATE TABLE triagem (
  id serial PRIMARY KEY,
  id_solicitacao_transporte bigint NOT NULL UNIQUE REFERENCES solicitacao_transporte (id),
  enviar_para varchar(20) NOT NULL CHECK (enviar_para IN ('Aterro', 'Recicladora')),
  observacao varchar(500),
  id_usuario integer REFERENCES usuario (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE triagem_residuo (
  id serial PRIMARY KEY,
  id_triagem integer NOT NULL REFERENCES triagem (id) ON DELETE CASCADE,
  id_tipo_residuo integer NOT NULL REFERENCES tipo_residuo (id),
  volume_aproximado_m3 numeric(10, 2) NOT NULL CHECK (volume_aproximado_m3 > 0),
  UNIQUE (id_triagem, id_tipo_residuo)
);
