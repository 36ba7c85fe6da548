-- Issue #17 item 3: a name filter of Localizar CTR (`nomeObra ILIKE '%Residencial Jatobá%'`) spent
-- most of its time finding the matching work sites by trigram (~4.6 ms of the server's CPU for 938
-- of 300,000 names), and the grid asks the same filter again for every page, refresh and count. The
-- API now keeps the matching keys of a pattern (modules/find/text-keys.ts) as long as the looked-up
-- table has not changed: this row counts the changes of each looked-up table, read in the same
-- snapshot as the keys it vouches for, so a kept list is used only while no work site was added,
-- renamed, moved or removed since it was read.
CREATE TABLE IF NOT EXISTS busca_texto_versao (
  tabela text PRIMARY KEY,
  versao bigint NOT NULL DEFAULT 0
);
INSERT INTO busca_texto_versao (tabela) VALUES ('obra') ON CONFLICT (tabela) DO NOTHING;

-- Once per transaction and table (a transaction-local setting remembers it): a bulk load of
-- thousands of rows counts one change.
CREATE OR REPLACE FUNCTION busca_texto_mudou() RETURNS trigger AS $$
BEGIN
  IF current_setting('rcc_busca.' || TG_TABLE_NAME, true) IS DISTINCT FROM '1' THEN
    PERFORM set_config('rcc_busca.' || TG_TABLE_NAME, '1', true);
    UPDATE busca_texto_versao SET versao = versao + 1 WHERE tabela = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- At commit (deferred, as 0602/0703 do for the roll-ups): the counter row is locked only for the
-- commit itself, so two transactions writing work sites do not queue behind each other for their
-- whole length. Only the columns a text filter looks up (modules/ctr/entities.ts, OBRA_VIA).
DROP TRIGGER IF EXISTS obra_busca_texto ON obra;
CREATE CONSTRAINT TRIGGER obra_busca_texto
  AFTER INSERT OR DELETE OR UPDATE OF nome_obra, endereco, bairro ON obra
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION busca_texto_mudou();
DROP TRIGGER IF EXISTS obra_busca_texto_truncate ON obra;
CREATE TRIGGER obra_busca_texto_truncate AFTER TRUNCATE ON obra
  FOR EACH STATEMENT EXECUTE FUNCTION busca_texto_mudou();
