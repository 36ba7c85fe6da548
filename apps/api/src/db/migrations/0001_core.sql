-- RCC core schema. Column names are the spec's names in snake_case; the API speaks camelCase.
-- Points are stored as lon/lat (SRID 4326) with a GiST index on point(lon, lat) (DESIGN §2: no PostGIS).

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE estado (
  cod_ibge integer PRIMARY KEY,
  uf char(2) NOT NULL UNIQUE,
  nome varchar(60) NOT NULL
);

CREATE TABLE municipio (
  cod_ibge integer PRIMARY KEY,
  nome varchar(120) NOT NULL,
  uf char(2) NOT NULL REFERENCES estado (uf)
);
CREATE INDEX municipio_uf_nome ON municipio (uf, nome);

CREATE TABLE localidade (
  id integer PRIMARY KEY,
  codigo varchar(20) NOT NULL,
  nome varchar(120) NOT NULL,
  lon double precision,
  lat double precision
);

CREATE TABLE tipo_perfil (
  id integer PRIMARY KEY,
  descricao varchar(60) NOT NULL,
  tipo char(1) NOT NULL CHECK (tipo IN ('F', 'J'))
);

CREATE TABLE funcionalidade (
  id serial PRIMARY KEY,
  descricao varchar(120) NOT NULL UNIQUE,
  consulta_disponivel char(1) NOT NULL DEFAULT 'S' CHECK (consulta_disponivel IN ('S', 'N')),
  inclui_disponivel char(1) NOT NULL DEFAULT 'S' CHECK (inclui_disponivel IN ('S', 'N')),
  altera_disponivel char(1) NOT NULL DEFAULT 'S' CHECK (altera_disponivel IN ('S', 'N')),
  exclui_disponivel char(1) NOT NULL DEFAULT 'S' CHECK (exclui_disponivel IN ('S', 'N')),
  publico char(1) NOT NULL DEFAULT 'N' CHECK (publico IN ('S', 'N'))
);

CREATE TABLE permissao (
  id serial PRIMARY KEY,
  id_tipo_perfil integer NOT NULL REFERENCES tipo_perfil (id),
  id_funcionalidade integer NOT NULL REFERENCES funcionalidade (id),
  consulta char(1) NOT NULL DEFAULT 'N' CHECK (consulta IN ('S', 'N')),
  inclui char(1) NOT NULL DEFAULT 'N' CHECK (inclui IN ('S', 'N')),
  altera char(1) NOT NULL DEFAULT 'N' CHECK (altera IN ('S', 'N')),
  exclui char(1) NOT NULL DEFAULT 'N' CHECK (exclui IN ('S', 'N')),
  UNIQUE (id_tipo_perfil, id_funcionalidade)
);

-- File store: every uploaded file (documents, photos, PGRCC, attachments) lives here, written in
-- the same transaction as the record that points to it, so a crash leaves no orphan.
CREATE TABLE anexo (
  id bigserial PRIMARY KEY,
  nome_arquivo varchar(255) NOT NULL,
  content_type varchar(100) NOT NULL,
  tamanho integer NOT NULL,
  sha256 char(64) NOT NULL,
  conteudo bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE pessoa (
  id serial PRIMARY KEY,
  tipo_pessoa char(1) NOT NULL CHECK (tipo_pessoa IN ('F', 'J')),
  cpf_cnpj varchar(14) NOT NULL,
  nome_razao_social varchar(200) NOT NULL,
  sigla_nome varchar(20),
  email varchar(150),
  celular varchar(11),
  telefone varchar(11),
  cep varchar(8),
  uf char(2),
  cod_ibge integer REFERENCES municipio (cod_ibge),
  bairro varchar(80),
  endereco varchar(150),
  complemento varchar(100),
  numero varchar(10),
  lon double precision,
  lat double precision,
  excluido char(1) NOT NULL DEFAULT 'N' CHECK (excluido IN ('S', 'N')),
  situacao varchar(30) NOT NULL DEFAULT 'Aguardando validação'
    CHECK (situacao IN ('Ativo', 'Inativo', 'Aguardando validação', 'Pendente')),
  justificativa_situacao varchar(500),
  contratada_slu boolean NOT NULL DEFAULT false,
  vinculado_poder_publico boolean NOT NULL DEFAULT false,
  acesso_api smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX pessoa_cpf_cnpj ON pessoa (cpf_cnpj) WHERE excluido = 'N';
CREATE INDEX pessoa_nome_trgm ON pessoa USING gin (nome_razao_social gin_trgm_ops);
CREATE INDEX pessoa_bairro_trgm ON pessoa USING gin (bairro gin_trgm_ops);

CREATE TABLE perfil (
  id serial PRIMARY KEY,
  id_pessoa integer NOT NULL REFERENCES pessoa (id),
  id_tipo_perfil integer NOT NULL REFERENCES tipo_perfil (id),
  situacao_validacao char(1) NOT NULL DEFAULT 'P' CHECK (situacao_validacao IN ('P', 'A', 'I')),
  justificativa_validacao varchar(500),
  data_aprovacao timestamptz,
  data_validade_cltrcc timestamptz,
  codigo_cltrcc varchar(40) UNIQUE,
  matricula varchar(30),
  orgao varchar(10) CHECK (orgao IN ('AGEFIS', 'IBRAM', 'SEMA')),
  tipo_destino_final varchar(20) CHECK (tipo_destino_final IN ('Aterro', 'ATT', 'PEV', 'Recicladora')),
  capacidade_maxima_suportada numeric(14, 2),
  forma_cobranca smallint CHECK (forma_cobranca IN (0, 1)),
  data_alteracao_forma_cobranca timestamptz,
  id_localidade integer REFERENCES localidade (id),
  id_anexo_licenca bigint REFERENCES anexo (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id_pessoa, id_tipo_perfil)
);
CREATE INDEX perfil_tipo_situacao ON perfil (id_tipo_perfil, situacao_validacao);

CREATE TABLE responsavel (
  id serial PRIMARY KEY,
  id_pessoa integer NOT NULL REFERENCES pessoa (id),
  tipo_responsavel varchar(30) NOT NULL
    CHECK (tipo_responsavel IN ('Representante Legal', 'Responsável Técnico', 'Gestor')),
  responsavel_assinatura_contrato boolean NOT NULL DEFAULT false,
  cpf varchar(11) NOT NULL,
  rg varchar(15),
  nome varchar(150) NOT NULL,
  profissao varchar(100),
  cargo varchar(100),
  celular varchar(11),
  telefone varchar(11),
  email varchar(100),
  cep varchar(8),
  uf char(2),
  cod_ibge integer REFERENCES municipio (cod_ibge),
  bairro varchar(80),
  endereco varchar(150),
  complemento varchar(100),
  numero varchar(10),
  ids_tipo_de_perfil integer[] NOT NULL DEFAULT '{}'
);
CREATE INDEX responsavel_pessoa ON responsavel (id_pessoa);

CREATE TABLE usuario (
  id serial PRIMARY KEY,
  id_pessoa integer NOT NULL REFERENCES pessoa (id),
  nome varchar(150) NOT NULL,
  cpf varchar(11),
  email varchar(100) NOT NULL,
  senha_hash text,
  ativo char(1) NOT NULL DEFAULT 'N' CHECK (ativo IN ('S', 'N')),
  email_validado char(1) NOT NULL DEFAULT 'N' CHECK (email_validado IN ('S', 'N')),
  excluido char(1) NOT NULL DEFAULT 'N' CHECK (excluido IN ('S', 'N')),
  auth_type varchar(20),
  id_auth varchar(255),
  celular varchar(11),
  telefone varchar(11),
  cep varchar(8),
  uf char(2),
  cod_ibge integer REFERENCES municipio (cod_ibge),
  bairro varchar(80),
  endereco varchar(150),
  complemento varchar(100),
  numero varchar(10),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX usuario_pessoa_email ON usuario (id_pessoa, lower(email)) WHERE excluido = 'N';
CREATE INDEX usuario_email ON usuario (lower(email));
CREATE INDEX usuario_cpf ON usuario (cpf);
CREATE UNIQUE INDEX usuario_social ON usuario (auth_type, id_auth, id_pessoa) WHERE id_auth IS NOT NULL;

CREATE TABLE usuario_perfil (
  id serial PRIMARY KEY,
  id_usuario integer NOT NULL REFERENCES usuario (id),
  id_perfil integer NOT NULL REFERENCES perfil (id),
  UNIQUE (id_usuario, id_perfil)
);

-- Sessions are rows (DESIGN §2): any API instance can check them; logout/inactivation ends them.
CREATE TABLE sessao (
  id bigserial PRIMARY KEY,
  token_hash char(64) NOT NULL UNIQUE,
  id_usuario integer NOT NULL REFERENCES usuario (id),
  id_pessoa integer NOT NULL REFERENCES pessoa (id),
  ip varchar(64),
  user_agent varchar(300),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessao_usuario ON sessao (id_usuario) WHERE revoked_at IS NULL;

-- Failed-login and guessing throttle, in the database so that it holds across API instances.
CREATE TABLE tentativa_acesso (
  chave varchar(200) PRIMARY KEY,
  falhas integer NOT NULL DEFAULT 0,
  janela_inicio timestamptz NOT NULL DEFAULT now(),
  bloqueado_ate timestamptz
);

-- One-time tokens for password recovery and e-mail confirmation; only the hash is stored.
CREATE TABLE token_acesso (
  id bigserial PRIMARY KEY,
  id_usuario integer NOT NULL REFERENCES usuario (id),
  finalidade varchar(20) NOT NULL CHECK (finalidade IN ('recuperacao', 'confirmacao')),
  token_hash char(64) NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  id_usuario_criacao integer REFERENCES usuario (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX token_acesso_usuario ON token_acesso (id_usuario, finalidade);

-- Integration API keys (Chave). The key is shown once when generated; only its hash is kept.
CREATE TABLE chave (
  id serial PRIMARY KEY,
  client_id varchar(12) NOT NULL,
  client_key_hash char(64),
  client_key_hint varchar(8),
  id_pessoa integer NOT NULL REFERENCES pessoa (id),
  id_usuario integer NOT NULL REFERENCES usuario (id),
  excluido char(1) NOT NULL DEFAULT 'N' CHECK (excluido IN ('S', 'N')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX chave_client_id ON chave (client_id) WHERE excluido = 'N';

CREATE TABLE tipo_arquivo (
  id integer PRIMARY KEY,
  descricao varchar(200) NOT NULL,
  obrigatorio_pj boolean NOT NULL DEFAULT false,
  obrigatorio_pf boolean NOT NULL DEFAULT false,
  somente_pdf boolean NOT NULL DEFAULT false
);

CREATE TABLE arquivo (
  id serial PRIMARY KEY,
  descricao varchar(200),
  nome_arquivo varchar(255) NOT NULL,
  situacao char(1) NOT NULL DEFAULT 'N' CHECK (situacao IN ('N', 'V', 'P')),
  validade date,
  descricao_pendencia varchar(500),
  id_usuario_validacao integer REFERENCES usuario (id),
  id_usuario integer REFERENCES usuario (id),
  id_perfil integer NOT NULL REFERENCES perfil (id),
  id_tipo_arquivo integer NOT NULL REFERENCES tipo_arquivo (id),
  id_anexo bigint NOT NULL REFERENCES anexo (id),
  content_type varchar(100) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX arquivo_perfil ON arquivo (id_perfil, id_tipo_arquivo);

CREATE TABLE parametro (
  id integer PRIMARY KEY CHECK (id = 1),
  servidor_smtp varchar(255),
  porta_smtp integer CHECK (porta_smtp IN (587, 465, 25, 2525)),
  criptografia_smtp varchar(10) CHECK (criptografia_smtp IN ('Nenhuma', 'SSL/TLS')),
  login_smtp varchar(80),
  pass_smtp varchar(200),
  email_envio_smtp varchar(150),
  qtd_dias_logradouros integer NOT NULL DEFAULT 7,
  qtd_horas_transporte_cacamba integer NOT NULL DEFAULT 24,
  qtd_horas_transporte_rcc integer NOT NULL DEFAULT 12,
  email_duvidas varchar(150),
  email_sugestoes varchar(150),
  email_reclamacoes varchar(150),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Durable mail outbox: written in the business transaction, sent after commit by the worker.
CREATE TABLE email_fila (
  id bigserial PRIMARY KEY,
  para varchar(300) NOT NULL,
  assunto varchar(300) NOT NULL,
  texto text NOT NULL,
  html text,
  anexos jsonb,
  situacao varchar(10) NOT NULL DEFAULT 'pendente' CHECK (situacao IN ('pendente', 'enviado', 'falhou')),
  tentativas integer NOT NULL DEFAULT 0,
  proxima_tentativa timestamptz NOT NULL DEFAULT now(),
  ultimo_erro text,
  enviado_em timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_fila_pendente ON email_fila (proxima_tentativa) WHERE situacao = 'pendente';

-- Audit trail (who, when, what, from where) for people, profiles, permissions, settings, documents, CTRs.
CREATE TABLE auditoria (
  id bigserial PRIMARY KEY,
  entidade varchar(60) NOT NULL,
  id_registro varchar(60),
  acao varchar(60) NOT NULL,
  dados jsonb,
  id_usuario integer,
  ip varchar(64),
  data_hora timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auditoria_entidade ON auditoria (entidade, id_registro);
CREATE INDEX auditoria_data ON auditoria (data_hora DESC);

CREATE VIEW view_pessoa AS
SELECT
  p.id,
  p.nome_razao_social,
  p.endereco,
  p.bairro,
  p.cep,
  m.nome AS municipio,
  p.email,
  p.tipo_pessoa,
  CASE WHEN EXISTS (SELECT 1 FROM perfil x WHERE x.id_pessoa = p.id AND x.id_tipo_perfil IN ({{perfis.transportador}})) THEN 'S' ELSE 'N' END AS transportador,
  CASE WHEN EXISTS (SELECT 1 FROM perfil x WHERE x.id_pessoa = p.id AND x.id_tipo_perfil IN ({{perfis.gerador}})) THEN 'S' ELSE 'N' END AS gerador,
  p.contratada_slu,
  p.cpf_cnpj,
  p.situacao,
  CASE WHEN EXISTS (SELECT 1 FROM usuario u WHERE u.id_pessoa = p.id AND u.excluido = 'N') THEN 'S' ELSE 'N' END AS possui_usuario,
  CASE WHEN EXISTS (SELECT 1 FROM usuario u WHERE u.id_pessoa = p.id AND u.excluido = 'N' AND u.ativo = 'N') THEN 'S' ELSE 'N' END AS usuario_pendente,
  CASE WHEN EXISTS (SELECT 1 FROM perfil x WHERE x.id_pessoa = p.id AND x.situacao_validacao = 'P') THEN 'S' ELSE 'N' END AS perfil_pendente,
  p.acesso_api,
  (SELECT max(x.data_aprovacao) FROM perfil x WHERE x.id_pessoa = p.id AND x.id_tipo_perfil IN ({{perfis.transportador}})) AS data_aprovacao,
  (SELECT max(x.data_validade_cltrcc) FROM perfil x WHERE x.id_pessoa = p.id AND x.id_tipo_perfil IN ({{perfis.transportador}})) AS data_validade_cltrcc
FROM pessoa p
LEFT JOIN municipio m ON m.cod_ibge = p.cod_ibge
WHERE p.excluido = 'N';
