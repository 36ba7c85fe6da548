-- Issue #16: Idempotency-Key on the gate and removal routes (Destino Rápido, receipt, Retirar
-- Caçamba). One row per (dono, chave): dono is who may replay the key ('usuario:<id>' for a
-- session or API key, 'veiculo:<id>' for the plate + token of Destino Rápido), so another caller
-- never reads an answer by key. The row is written in the same transaction as the effect, so a
-- repeated key finds the first answer or nothing (the effect rolled back): never a double effect.
-- hash_pedido is the SHA-256 of the route, its parameters and body: the same key with another
-- request is refused (422). Rows expire: purgarIdempotencia (modules/idempotencia) deletes the old.
CREATE TABLE idempotencia (
  dono varchar(40) NOT NULL,
  chave varchar(255) NOT NULL,
  hash_pedido char(64) NOT NULL,
  rota varchar(200) NOT NULL,
  resposta jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (dono, chave)
);

CREATE INDEX idempotencia_created_at ON idempotencia (created_at);
