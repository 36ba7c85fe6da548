-- Issue #14: notification e-mails carry List-Unsubscribe and List-Unsubscribe-Post (RFC 8058, the
-- one-click unsubscribe of mail clients). The outbox keeps a message's extra headers with it, so the
-- worker sends them as they were written in the business transaction.
ALTER TABLE email_fila ADD COLUMN IF NOT EXISTS cabecalhos jsonb;
