-- Master data (spec 3 §3): material classes, waste types, work sites, vehicles, bins.

CREATE TABLE classe_material (
  id serial PRIMARY KEY,
  classe varchar(100) NOT NULL,
  descricao varchar(500) NOT NULL
);

CREATE TABLE tipo_residuo (
  id serial PRIMARY KEY,
  nome varchar(100) NOT NULL,
  descricao varchar(500) NOT NULL,
  codigo varchar(20),
  id_classe_material integer NOT NULL REFERENCES classe_material (id)
);
CREATE INDEX tipo_residuo_classe ON tipo_residuo (id_classe_material);

CREATE TABLE obra (
  id serial PRIMARY KEY,
  id_gerador integer NOT NULL REFERENCES perfil (id),
  nome_obra varchar(100) NOT NULL,
  duracao_inicial date NOT NULL,
  duracao_final date NOT NULL,
  possui_alvara smallint NOT NULL DEFAULT 0 CHECK (possui_alvara IN (0, 1)),
  numero_alvara varchar(50),
  cep varchar(8),
  uf char(2),
  cod_ibge integer REFERENCES municipio (cod_ibge),
  bairro varchar(80),
  endereco varchar(100),
  complemento varchar(100),
  numero varchar(10),
  lon double precision,
  lat double precision,
  observacao varchar(500),
  id_anexo_pgrcc bigint REFERENCES anexo (id),
  pgrcc_nome_arquivo varchar(255),
  motivo_alteracao varchar(500),
  excluido smallint NOT NULL DEFAULT 0 CHECK (excluido IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (duracao_final >= duracao_inicial)
);
CREATE INDEX obra_gerador ON obra (id_gerador, id DESC);
CREATE INDEX obra_nome_trgm ON obra USING gin (nome_obra gin_trgm_ops);
CREATE UNIQUE INDEX obra_gerador_nome ON obra (id_gerador, lower(nome_obra)) WHERE excluido = 0;
CREATE INDEX obra_ponto ON obra USING gist (point(lon, lat));

CREATE TABLE obra_tipo_residuo (
  id serial PRIMARY KEY,
  id_obra integer NOT NULL REFERENCES obra (id) ON DELETE CASCADE,
  id_tipo_residuo integer NOT NULL REFERENCES tipo_residuo (id),
  volume numeric(10, 2) NOT NULL DEFAULT 0 CHECK (volume >= 0),
  UNIQUE (id_obra, id_tipo_residuo)
);

CREATE TABLE obra_transportador (
  id serial PRIMARY KEY,
  id_obra integer NOT NULL REFERENCES obra (id) ON DELETE CASCADE,
  id_perfil integer NOT NULL REFERENCES perfil (id),
  UNIQUE (id_obra, id_perfil)
);
CREATE INDEX obra_transportador_perfil ON obra_transportador (id_perfil);

CREATE TABLE veiculo (
  id serial PRIMARY KEY,
  id_perfil integer NOT NULL REFERENCES perfil (id),
  placa varchar(7) NOT NULL,
  marca varchar(40) NOT NULL,
  modelo varchar(30) NOT NULL,
  numero_identificacao varchar(20),
  renavam varchar(11) NOT NULL,
  cor varchar(30),
  ano integer NOT NULL,
  tipo varchar(20) NOT NULL CHECK (tipo IN ('Basculante', 'Poliguindaste')),
  volume_m3 numeric(6, 2) NOT NULL CHECK (volume_m3 > 0 AND volume_m3 <= 100),
  poliguindaste varchar(10) CHECK (poliguindaste IN ('Simples', 'Duplo', 'Triplo')),
  token varchar(6) NOT NULL,
  excluido smallint NOT NULL DEFAULT 0 CHECK (excluido IN (0, 1)),
  prestador smallint NOT NULL DEFAULT 0 CHECK (prestador IN (0, 1)),
  id_veiculo_original integer REFERENCES veiculo (id),
  id_anexo_documento bigint REFERENCES anexo (id),
  nome_documento varchar(255),
  content_type varchar(100),
  sigla varchar(20),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((tipo = 'Poliguindaste') = (poliguindaste IS NOT NULL))
);
CREATE UNIQUE INDEX veiculo_perfil_placa ON veiculo (id_perfil, placa) WHERE excluido = 0;
CREATE INDEX veiculo_placa ON veiculo (placa);

CREATE TABLE cacamba (
  id serial PRIMARY KEY,
  id_perfil integer NOT NULL REFERENCES perfil (id),
  capacidade_m3 numeric(6, 2) NOT NULL DEFAULT 0,
  numero_identificacao varchar(30) NOT NULL,
  numero_interno varchar(30),
  cep varchar(8),
  cod_ibge integer REFERENCES municipio (cod_ibge),
  uf char(2),
  bairro varchar(80),
  endereco varchar(100),
  complemento varchar(100),
  numero varchar(10),
  lon double precision,
  lat double precision,
  excluido smallint NOT NULL DEFAULT 0 CHECK (excluido IN (0, 1)),
  sigla varchar(20),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id_perfil, numero_identificacao)
);
CREATE INDEX cacamba_ponto ON cacamba USING gist (point(lon, lat));
