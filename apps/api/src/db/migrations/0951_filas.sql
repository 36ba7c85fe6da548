-- The job queue's bookkeeping (issue #18 item 1).
-- email_fila stays the durable mail outbox (written in the business transaction); the relay hands
-- each row to the queue as one `email.enviar` job and sets despachado_em in the same transaction.
ALTER TABLE email_fila ADD COLUMN despachado_em timestamptz NULL;
UPDATE email_fila SET despachado_em = coalesce(enviado_em, now()) WHERE situacao <> 'pendente';
CREATE INDEX email_fila_nao_despachado ON email_fila (id) WHERE despachado_em IS NULL;
