-- Monitoring (spec 3): messages to transporters, occurrences, questions form, tutorial videos.

CREATE TABLE mensagem (
  id serial PRIMARY KEY,
  titulo varchar(100) NOT NULL,
  mensagem text NOT NULL,
  ativa char(1) NOT NULL DEFAULT 'S' CHECK (ativa IN ('S', 'N')),
  id_usuario_criacao integer REFERENCES usuario (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE mensagem_tipo_perfil (
  id_mensagem integer NOT NULL REFERENCES mensagem (id) ON DELETE CASCADE,
  id_tipo_perfil integer NOT NULL REFERENCES tipo_perfil (id),
  PRIMARY KEY (id_mensagem, id_tipo_perfil)
);

CREATE TABLE leitura_mensagem (
  id serial PRIMARY KEY,
  id_mensagem integer NOT NULL REFERENCES mensagem (id) ON DELETE CASCADE,
  id_usuario_perfil integer REFERENCES usuario_perfil (id),
  id_usuario integer NOT NULL REFERENCES usuario (id),
  data_hora timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id_mensagem, id_usuario)
);

CREATE TABLE ocorrencia (
  id serial PRIMARY KEY,
  id_usuario_registro integer NOT NULL REFERENCES usuario (id),
  data_hora_registro timestamptz NOT NULL DEFAULT now(),
  irregularidade_com varchar(20) NOT NULL CHECK (irregularidade_com IN ('Caçamba', 'Transporte')),
  situacao varchar(30) NOT NULL DEFAULT 'Aguardando resposta'
    CHECK (situacao IN ('Respondida', 'Em andamento', 'Aguardando resposta', 'Improcedente')),
  improcedente char(1) CHECK (improcedente IN ('S', 'N')),
  local varchar(300),
  resposta_orgao varchar(500),
  descricao_irregularidade varchar(200) NOT NULL,
  id_cacamba integer REFERENCES cacamba (id),
  identificacao_cacamba varchar(100),
  id_veiculo integer REFERENCES veiculo (id),
  identificacao_veiculo varchar(100),
  placa_veiculo varchar(7),
  lon double precision NOT NULL,
  lat double precision NOT NULL,
  id_anexo_foto bigint NOT NULL REFERENCES anexo (id),
  id_usuario_resposta integer REFERENCES usuario (id),
  data_hora_resposta timestamptz
);
CREATE INDEX ocorrencia_usuario ON ocorrencia (id_usuario_registro, id DESC);
CREATE INDEX ocorrencia_situacao ON ocorrencia (situacao, id DESC);
CREATE INDEX ocorrencia_data ON ocorrencia (data_hora_registro);
CREATE INDEX ocorrencia_ponto ON ocorrencia USING gist (point(lon, lat));

CREATE TABLE reclamacao (
  id serial PRIMARY KEY,
  tipo varchar(10) NOT NULL CHECK (tipo IN ('Dúvida', 'Sugestão')),
  titulo varchar(150) NOT NULL,
  reclamacao text NOT NULL,
  id_usuario integer REFERENCES usuario (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE reclamacao_anexo (
  id_reclamacao integer NOT NULL REFERENCES reclamacao (id) ON DELETE CASCADE,
  id_anexo bigint NOT NULL REFERENCES anexo (id),
  PRIMARY KEY (id_reclamacao, id_anexo)
);

CREATE TABLE tutorial_video (
  id serial PRIMARY KEY,
  titulo varchar(150) NOT NULL,
  subtitulo varchar(200),
  url varchar(500) NOT NULL,
  descricao_html text,
  tipos_perfil integer[] NOT NULL DEFAULT '{}',
  ordem integer NOT NULL DEFAULT 0,
  ativo boolean NOT NULL DEFAULT true
);
