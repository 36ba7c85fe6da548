-- Issue #12 item 3: an e-mailed link that unlocks an account slowed by failed logins, and the
-- sessions' idle timeout.

ALTER TABLE token_acesso DROP CONSTRAINT IF EXISTS token_acesso_finalidade_check;
ALTER TABLE token_acesso ADD CONSTRAINT token_acesso_finalidade_check
  CHECK (finalidade IN ('recuperacao', 'confirmacao', 'desbloqueio'));

-- Last activity, written at most once a minute per session; the idle limit is fixed at login from
-- the user's profiles (NULL: no idle limit).
ALTER TABLE sessao ADD COLUMN ultimo_acesso timestamptz NOT NULL DEFAULT now();
ALTER TABLE sessao ADD COLUMN inatividade_min integer;
