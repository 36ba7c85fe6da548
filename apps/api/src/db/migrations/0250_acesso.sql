-- Access (issue #3): social-registration tickets and lookups of the public pages.

-- An unknown social identity gets a short-lived, single-use ticket (only its hash is stored); the
-- registration popup sends it back and the server takes the identity from here, never from the client.
CREATE TABLE cadastro_social (
  id bigserial PRIMARY KEY,
  ticket_hash char(64) NOT NULL UNIQUE,
  auth_type varchar(20) NOT NULL,
  id_auth varchar(255) NOT NULL,
  email varchar(150),
  email_verificado boolean NOT NULL DEFAULT false,
  nome varchar(150),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One-time links are looked up by their hash.
CREATE INDEX token_acesso_hash ON token_acesso (token_hash);

-- Social login finds the user by provider and subject.
CREATE INDEX usuario_auth ON usuario (auth_type, id_auth) WHERE id_auth IS NOT NULL AND excluido = 'N';

-- Public transporter list: counts of vehicles and bins per profile.
CREATE INDEX veiculo_perfil ON veiculo (id_perfil) WHERE excluido = 0;
CREATE INDEX cacamba_perfil ON cacamba (id_perfil) WHERE excluido = 0;
