-- Outgoing webhooks (issue #18 item 2). An integrator (a person with integration access) owns
-- endpoints; each event it may see (owner scope) and subscribed to becomes one delivery, sent by the
-- job queue with Standard Webhooks signatures and retried with backoff for 24 h.
CREATE TABLE webhook_endpoint (
  id serial PRIMARY KEY,
  id_pessoa integer NOT NULL REFERENCES pessoa (id),
  id_usuario integer NOT NULL REFERENCES usuario (id),
  url varchar(500) NOT NULL,
  descricao varchar(200),
  eventos text[] NOT NULL,
  -- The signing secret, 'whsec_' + base64 (the receiver needs it to verify): shown once, rotatable.
  segredo text NOT NULL,
  ativo boolean NOT NULL DEFAULT true,
  desativado_em timestamptz,
  excluido boolean NOT NULL DEFAULT false,
  criado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoint_pessoa ON webhook_endpoint (id_pessoa) WHERE NOT excluido;

CREATE TABLE webhook_entrega (
  id bigserial PRIMARY KEY,
  id_endpoint integer NOT NULL REFERENCES webhook_endpoint (id),
  id_evento bigint REFERENCES evento (id),
  tipo text NOT NULL,
  payload jsonb NOT NULL,
  -- webhook-id: one per (endpoint, event), the same on every attempt.
  mensagem_id varchar(100) NOT NULL,
  situacao varchar(10) NOT NULL DEFAULT 'pendente' CHECK (situacao IN ('pendente', 'entregue', 'falhou')),
  tentativas integer NOT NULL DEFAULT 0,
  ultimo_status integer,
  ultimo_erro text,
  ultima_tentativa_em timestamptz,
  entregue_em timestamptz,
  criado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id_endpoint, mensagem_id)
);
CREATE INDEX webhook_entrega_endpoint ON webhook_entrega (id_endpoint, id DESC);
