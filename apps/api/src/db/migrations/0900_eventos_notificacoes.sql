-- Transactional outbox of business events (DESIGN §8, issue #14 item 2). A service appends the
-- event in the transaction of the change; the job queue's relay picks undispatched rows
-- (FOR UPDATE SKIP LOCKED), enqueues the consumers and sets despachado_em.
CREATE TABLE evento (
  id bigserial PRIMARY KEY,
  tipo text NOT NULL,
  payload jsonb NOT NULL,
  id_usuario bigint NULL,
  criado_em timestamptz NOT NULL DEFAULT now(),
  despachado_em timestamptz NULL
);
CREATE INDEX evento_nao_despachado ON evento (id) WHERE despachado_em IS NULL;

-- In-app notifications: one row per recipient user, written with the event.
-- enviada_email_em: no e-mail is pending any more (queued at once, or the user wants none);
-- enviada_resumo_em: it went in a daily digest. Rows with both null wait for the digest.
CREATE TABLE notificacao (
  id bigserial PRIMARY KEY,
  id_usuario integer NOT NULL REFERENCES usuario (id),
  id_evento bigint NOT NULL REFERENCES evento (id),
  tipo text NOT NULL,
  titulo varchar(200) NOT NULL,
  texto varchar(1000) NOT NULL,
  link varchar(300),
  criada_em timestamptz NOT NULL DEFAULT now(),
  lida_em timestamptz,
  enviada_email_em timestamptz,
  enviada_resumo_em timestamptz
);
CREATE INDEX notificacao_usuario ON notificacao (id_usuario, lida_em, id DESC);
-- The daily digest reads only what is still waiting for it.
CREATE INDEX notificacao_resumo_pendente ON notificacao (id_usuario, id)
  WHERE enviada_resumo_em IS NULL AND enviada_email_em IS NULL;

-- Per user and event type; no row means: in-app always, e-mail on, no digest.
CREATE TABLE notificacao_preferencia (
  id_usuario integer NOT NULL REFERENCES usuario (id),
  tipo text NOT NULL,
  email boolean NOT NULL DEFAULT true,
  resumo_diario boolean NOT NULL DEFAULT false,
  PRIMARY KEY (id_usuario, tipo)
);

-- CLTRCC expiry warnings already published (30 and 7 days before): never twice for a licence.
CREATE TABLE cltrcc_aviso (
  id_perfil integer NOT NULL REFERENCES perfil (id),
  dias smallint NOT NULL CHECK (dias IN (30, 7)),
  validade date NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id_perfil, dias, validade)
);

-- The key that signs the e-mails' unsubscribe links: created (random, by the API) on first use,
-- shared by every API instance.
CREATE TABLE notificacao_segredo (
  id integer PRIMARY KEY CHECK (id = 1),
  chave text NOT NULL
);
