-- Issue #17 item 3: the person-name filters of the CTR grids (nomeGerador, nomeTransportador,
-- nomeDestinoFinal: profiles whose person's name matches, modules/ctr/entities.ts PESSOA_VIA) keep
-- their keys between requests as the work-site filters do (migration 1020, find/text-keys.ts). Their
-- lookup joins perfil and pessoa, so one counter, 'pessoa', counts the changes of both: a person's
-- name, a profile added, removed or moved to another person.
INSERT INTO busca_texto_versao (tabela) VALUES ('pessoa') ON CONFLICT (tabela) DO NOTHING;

-- The counter is the trigger's argument when given (one counter for several tables), else the table.
CREATE OR REPLACE FUNCTION busca_texto_mudou() RETURNS trigger AS $$
DECLARE
  contador text := coalesce(TG_ARGV[0], TG_TABLE_NAME);
BEGIN
  IF current_setting('rcc_busca.' || contador, true) IS DISTINCT FROM '1' THEN
    PERFORM set_config('rcc_busca.' || contador, '1', true);
    UPDATE busca_texto_versao SET versao = versao + 1 WHERE tabela = contador;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS pessoa_busca_texto ON pessoa;
CREATE CONSTRAINT TRIGGER pessoa_busca_texto
  AFTER INSERT OR DELETE OR UPDATE OF nome_razao_social ON pessoa
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION busca_texto_mudou('pessoa');
DROP TRIGGER IF EXISTS pessoa_busca_texto_truncate ON pessoa;
CREATE TRIGGER pessoa_busca_texto_truncate AFTER TRUNCATE ON pessoa
  FOR EACH STATEMENT EXECUTE FUNCTION busca_texto_mudou('pessoa');

DROP TRIGGER IF EXISTS perfil_busca_texto ON perfil;
CREATE CONSTRAINT TRIGGER perfil_busca_texto
  AFTER INSERT OR DELETE OR UPDATE OF id_pessoa ON perfil
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION busca_texto_mudou('pessoa');
DROP TRIGGER IF EXISTS perfil_busca_texto_truncate ON perfil;
CREATE TRIGGER perfil_busca_texto_truncate AFTER TRUNCATE ON perfil
  FOR EACH STATEMENT EXECUTE FUNCTION busca_texto_mudou('pessoa');
