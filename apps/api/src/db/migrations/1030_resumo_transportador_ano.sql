-- Issue #17: a yearly roll-up per transporter for the movement report (decision 1030, 0602 one level up).
-- The report over the last twelve months read ~12 monthly rows per transporter (13,864 rows for the
-- 1.6-million-CTR city's 1,009 active transporters) and summed eight numeric columns of each: most of
-- its ~12.5 ms of SQL. A period is now read as whole years, whole months and days, an edge year or
-- month as the whole unit minus its outside part when that is smaller (modules/relatorios/periodos.ts
-- `signedRanges`): the last twelve months are this year's row, minus the months and days after
-- today (none yet), plus last year's edge months and days, about 4 rows per transporter.
--
-- The yearly table is the GROUP BY year of the monthly one, kept by a trigger on the monthly table
-- itself: whatever adds to or takes from a month (resumo_recebimento_agregar, at the commit of the
-- receipt, 0602) adds to or takes from its year in the same statement, after the month's row is
-- locked, so the two are locked in the same order by every writer.

CREATE TABLE resumo_recebimento_transportador_ano (LIKE resumo_recebimento_transportador_mes);
ALTER TABLE resumo_recebimento_transportador_ano RENAME COLUMN mes TO ano;
ALTER TABLE resumo_recebimento_transportador_ano ADD PRIMARY KEY (ano, id_transportador);

-- Adds a monthly row to its year (sinal = 1), or takes it away (sinal = -1).
CREATE FUNCTION resumo_recebimento_transportador_ano_somar(r resumo_recebimento_transportador_mes,
  sinal integer)
RETURNS void AS $$
  INSERT INTO resumo_recebimento_transportador_ano AS a
    (ano, id_transportador, volume, volume_att, volume_aterro, volume_recicladora, quantidade,
     linhas, linhas_att, linhas_aterro, linhas_recicladora)
  VALUES (date_trunc('year', r.mes)::date, r.id_transportador, sinal * r.volume, sinal * r.volume_att,
    sinal * r.volume_aterro, sinal * r.volume_recicladora, sinal * r.quantidade, sinal * r.linhas,
    sinal * r.linhas_att, sinal * r.linhas_aterro, sinal * r.linhas_recicladora)
  ON CONFLICT (ano, id_transportador) DO UPDATE
    SET volume = a.volume + EXCLUDED.volume, volume_att = a.volume_att + EXCLUDED.volume_att,
        volume_aterro = a.volume_aterro + EXCLUDED.volume_aterro,
        volume_recicladora = a.volume_recicladora + EXCLUDED.volume_recicladora,
        quantidade = a.quantidade + EXCLUDED.quantidade, linhas = a.linhas + EXCLUDED.linhas,
        linhas_att = a.linhas_att + EXCLUDED.linhas_att, linhas_aterro = a.linhas_aterro + EXCLUDED.linhas_aterro,
        linhas_recicladora = a.linhas_recicladora + EXCLUDED.linhas_recicladora;
$$ LANGUAGE sql;

CREATE FUNCTION resumo_recebimento_transportador_ano_trigger() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM resumo_recebimento_transportador_ano_somar(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM resumo_recebimento_transportador_ano_somar(NEW, 1);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER resumo_recebimento_transportador_mes_ano
AFTER INSERT OR UPDATE OR DELETE ON resumo_recebimento_transportador_mes
FOR EACH ROW EXECUTE FUNCTION resumo_recebimento_transportador_ano_trigger();

-- The yearly table from the monthly one, whole.
CREATE FUNCTION resumo_recebimento_transportador_ano_reconstruir() RETURNS void AS $$
BEGIN
  TRUNCATE resumo_recebimento_transportador_ano;
  INSERT INTO resumo_recebimento_transportador_ano
    (ano, id_transportador, volume, volume_att, volume_aterro, volume_recicladora, quantidade,
     linhas, linhas_att, linhas_aterro, linhas_recicladora)
  SELECT date_trunc('year', mes)::date, id_transportador, sum(volume), sum(volume_att), sum(volume_aterro),
    sum(volume_recicladora), sum(quantidade), sum(linhas), sum(linhas_att), sum(linhas_aterro),
    sum(linhas_recicladora)
  FROM resumo_recebimento_transportador_mes GROUP BY 1, 2 ORDER BY 1, 2;
END
$$ LANGUAGE plpgsql;

-- A bulk load writes with triggers off (bench/data, session_replication_role = replica) and then
-- calls resumo_recebimento_agregados_reconstruir() (0602): it now rebuilds the yearly table too, after
-- 0602's rebuild, which stays as it was under another name.
ALTER FUNCTION resumo_recebimento_agregados_reconstruir() RENAME TO resumo_recebimento_agregados_reconstruir_0602;
CREATE FUNCTION resumo_recebimento_agregados_reconstruir() RETURNS void AS $$
BEGIN
  PERFORM resumo_recebimento_agregados_reconstruir_0602();
  PERFORM resumo_recebimento_transportador_ano_reconstruir();
END
$$ LANGUAGE plpgsql;

SELECT resumo_recebimento_transportador_ano_reconstruir();
ANALYZE resumo_recebimento_transportador_ano;
