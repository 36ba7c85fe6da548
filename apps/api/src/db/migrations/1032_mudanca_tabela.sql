-- Issue #17 item 3: Localizar CTR filtered by a work-site name walks the CTR index once per matching
-- work site (938 for '%Residencial Jatobá%', 5,058 CTRs) for every page and count: ~1.7 ms of the
-- server alone, 3.6 ms with four clients. The API now keeps such a list's keys (find/kept-keys.ts)
-- and uses them while no transaction that it could not see has changed the CTRs since.
--
-- Which transactions changed a table: one row per transaction and table, written by a statement
-- trigger. A kept list carries the snapshot it was read in (pg_current_snapshot()); it is still good
-- when no row here for its table has a transaction that snapshot did not see. Commit-safe: a
-- transaction in flight when the list was read is found as soon as it commits, and one that rolls
-- back takes its row with it. Each transaction writes its own row, so writers never wait on one
-- another (a counter row would make every CTR write queue behind the others' commits).
-- Rows older than 10 minutes are deleted every 5 (jobs: FILA_MUDANCA_LIMPEZA); a kept list is used
-- for at most 5 minutes after it was read.
CREATE TABLE mudanca_tabela (
  tabela text NOT NULL,
  xid xid8 NOT NULL,
  registrada_em timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (tabela, xid)
);

CREATE FUNCTION mudanca_tabela_registrar() RETURNS trigger AS $$
BEGIN
  INSERT INTO mudanca_tabela (tabela, xid) VALUES (TG_TABLE_NAME, pg_current_xact_id())
  ON CONFLICT (tabela, xid) DO NOTHING;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER solicitacao_transporte_mudanca
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON solicitacao_transporte
  FOR EACH STATEMENT EXECUTE FUNCTION mudanca_tabela_registrar();
