-- Issue #7: roll-ups of the daily receipt summary for the reports (decision 0602).
-- resumo_recebimento_diario (migration 0500) is keyed by day × destination × transporter: on a city's
-- five years it holds almost one row per received CTR (1.37 million for 1.6 million CTRs), so the
-- ATT, movement and region reports and the region charts still aggregated a year of it per request
-- (0.2–3.7 s of SQL). These tables keep the same rows summed over fewer dimensions:
--   resumo_recebimento_destino_mes  month × destination (× its region and type)  → ATT, region, charts
--   resumo_recebimento_destino_dia  day   × destination (× its region and type)  → the period's edge days
--   resumo_recebimento_transportador_mes / _dia  month or day × transporter (types as columns)
--                                                  → movement report
-- A report over [a, b] reads the whole months inside it from the monthly table and the days before
-- the first and after the last whole month from a daily one (modules/relatorios/periodos.ts).
--
-- They are kept by a trigger on resumo_recebimento_diario itself, so they are, by construction, the
-- GROUP BY of that table: `linhas` counts the daily rows behind each roll-up row, and a row with
-- linhas = 0 stands for a group that no longer exists (the reports skip it). Region and type are
-- part of the keys, so a daily row whose destination changed region moves between roll-up rows
-- exactly as the reports over the daily table would regroup it.

CREATE TABLE resumo_recebimento_destino_mes (
  mes date NOT NULL,
  id_destino_final integer NOT NULL,
  id_localidade integer,
  tipo_destino_final varchar(20),
  volume numeric(16, 2) NOT NULL DEFAULT 0,
  quantidade integer NOT NULL DEFAULT 0,
  linhas integer NOT NULL DEFAULT 0,
  CONSTRAINT resumo_recebimento_destino_mes_chave
    UNIQUE NULLS NOT DISTINCT (mes, id_destino_final, id_localidade, tipo_destino_final)
);

CREATE TABLE resumo_recebimento_destino_dia (
  dia date NOT NULL,
  id_destino_final integer NOT NULL,
  id_localidade integer,
  tipo_destino_final varchar(20),
  volume numeric(16, 2) NOT NULL DEFAULT 0,
  quantidade integer NOT NULL DEFAULT 0,
  linhas integer NOT NULL DEFAULT 0,
  CONSTRAINT resumo_recebimento_destino_dia_chave
    UNIQUE NULLS NOT DISTINCT (dia, id_destino_final, id_localidade, tipo_destino_final)
);

-- Per transporter the destination type is pivoted into columns (one row per transporter and month
-- or day instead of one per type): the movement report sums them all at once. `linhas_<tipo>`
-- counts the daily rows of that type, so a type with no receipt in the period stays NULL in the
-- report, as it is over the daily table; PEV (or no type) counts only in `volume`/`linhas`.
CREATE TABLE resumo_recebimento_transportador_mes (
  mes date NOT NULL,
  id_transportador integer NOT NULL,
  volume numeric(16, 2) NOT NULL DEFAULT 0,
  volume_att numeric(16, 2) NOT NULL DEFAULT 0,
  volume_aterro numeric(16, 2) NOT NULL DEFAULT 0,
  volume_recicladora numeric(16, 2) NOT NULL DEFAULT 0,
  quantidade integer NOT NULL DEFAULT 0,
  linhas integer NOT NULL DEFAULT 0,
  linhas_att integer NOT NULL DEFAULT 0,
  linhas_aterro integer NOT NULL DEFAULT 0,
  linhas_recicladora integer NOT NULL DEFAULT 0,
  PRIMARY KEY (mes, id_transportador)
);

CREATE TABLE resumo_recebimento_transportador_dia (LIKE resumo_recebimento_transportador_mes);
ALTER TABLE resumo_recebimento_transportador_dia RENAME COLUMN mes TO dia;
ALTER TABLE resumo_recebimento_transportador_dia ADD PRIMARY KEY (dia, id_transportador);

-- Adds one daily row's contribution (p_linhas = 1, or -1 with negated amounts to take it away; 0 with
-- the difference when only the amounts of an unchanged key moved).
CREATE FUNCTION resumo_recebimento_agregar(p_dia date, p_destino integer, p_transp integer,
  p_localidade integer, p_tipo varchar, p_volume numeric, p_quantidade integer, p_linhas integer)
RETURNS void AS $$
BEGIN
  INSERT INTO resumo_recebimento_destino_mes AS r
    (mes, id_destino_final, id_localidade, tipo_destino_final, volume, quantidade, linhas)
  VALUES (date_trunc('month', p_dia)::date, p_destino, p_localidade, p_tipo, p_volume, p_quantidade, p_linhas)
  ON CONFLICT ON CONSTRAINT resumo_recebimento_destino_mes_chave DO UPDATE
    SET volume = r.volume + EXCLUDED.volume, quantidade = r.quantidade + EXCLUDED.quantidade,
        linhas = r.linhas + EXCLUDED.linhas;
  INSERT INTO resumo_recebimento_destino_dia AS r
    (dia, id_destino_final, id_localidade, tipo_destino_final, volume, quantidade, linhas)
  VALUES (p_dia, p_destino, p_localidade, p_tipo, p_volume, p_quantidade, p_linhas)
  ON CONFLICT ON CONSTRAINT resumo_recebimento_destino_dia_chave DO UPDATE
    SET volume = r.volume + EXCLUDED.volume, quantidade = r.quantidade + EXCLUDED.quantidade,
        linhas = r.linhas + EXCLUDED.linhas;
  INSERT INTO resumo_recebimento_transportador_mes AS r
    (mes, id_transportador, volume, volume_att, volume_aterro, volume_recicladora, quantidade,
     linhas, linhas_att, linhas_aterro, linhas_recicladora)
  VALUES (date_trunc('month', p_dia)::date, p_transp, p_volume,
    CASE WHEN p_tipo = 'ATT' THEN p_volume ELSE 0 END, CASE WHEN p_tipo = 'Aterro' THEN p_volume ELSE 0 END,
    CASE WHEN p_tipo = 'Recicladora' THEN p_volume ELSE 0 END, p_quantidade, p_linhas,
    CASE WHEN p_tipo = 'ATT' THEN p_linhas ELSE 0 END, CASE WHEN p_tipo = 'Aterro' THEN p_linhas ELSE 0 END,
    CASE WHEN p_tipo = 'Recicladora' THEN p_linhas ELSE 0 END)
  ON CONFLICT (mes, id_transportador) DO UPDATE
    SET volume = r.volume + EXCLUDED.volume, volume_att = r.volume_att + EXCLUDED.volume_att,
        volume_aterro = r.volume_aterro + EXCLUDED.volume_aterro,
        volume_recicladora = r.volume_recicladora + EXCLUDED.volume_recicladora,
        quantidade = r.quantidade + EXCLUDED.quantidade, linhas = r.linhas + EXCLUDED.linhas,
        linhas_att = r.linhas_att + EXCLUDED.linhas_att, linhas_aterro = r.linhas_aterro + EXCLUDED.linhas_aterro,
        linhas_recicladora = r.linhas_recicladora + EXCLUDED.linhas_recicladora;
  INSERT INTO resumo_recebimento_transportador_dia AS r
    (dia, id_transportador, volume, volume_att, volume_aterro, volume_recicladora, quantidade,
     linhas, linhas_att, linhas_aterro, linhas_recicladora)
  VALUES (p_dia, p_transp, p_volume,
    CASE WHEN p_tipo = 'ATT' THEN p_volume ELSE 0 END, CASE WHEN p_tipo = 'Aterro' THEN p_volume ELSE 0 END,
    CASE WHEN p_tipo = 'Recicladora' THEN p_volume ELSE 0 END, p_quantidade, p_linhas,
    CASE WHEN p_tipo = 'ATT' THEN p_linhas ELSE 0 END, CASE WHEN p_tipo = 'Aterro' THEN p_linhas ELSE 0 END,
    CASE WHEN p_tipo = 'Recicladora' THEN p_linhas ELSE 0 END)
  ON CONFLICT (dia, id_transportador) DO UPDATE
    SET volume = r.volume + EXCLUDED.volume, volume_att = r.volume_att + EXCLUDED.volume_att,
        volume_aterro = r.volume_aterro + EXCLUDED.volume_aterro,
        volume_recicladora = r.volume_recicladora + EXCLUDED.volume_recicladora,
        quantidade = r.quantidade + EXCLUDED.quantidade, linhas = r.linhas + EXCLUDED.linhas,
        linhas_att = r.linhas_att + EXCLUDED.linhas_att, linhas_aterro = r.linhas_aterro + EXCLUDED.linhas_aterro,
        linhas_recicladora = r.linhas_recicladora + EXCLUDED.linhas_recicladora;
END
$$ LANGUAGE plpgsql;

CREATE FUNCTION resumo_recebimento_agregar_trigger() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.dia = NEW.dia AND OLD.id_destino_final = NEW.id_destino_final
    AND OLD.id_transportador = NEW.id_transportador
    AND OLD.id_localidade IS NOT DISTINCT FROM NEW.id_localidade
    AND OLD.tipo_destino_final IS NOT DISTINCT FROM NEW.tipo_destino_final THEN
    -- The usual case (another receipt, a correction): same keys, only the amounts change.
    PERFORM resumo_recebimento_agregar(NEW.dia, NEW.id_destino_final, NEW.id_transportador, NEW.id_localidade,
      NEW.tipo_destino_final, NEW.volume - OLD.volume, NEW.quantidade - OLD.quantidade, 0);
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM resumo_recebimento_agregar(OLD.dia, OLD.id_destino_final, OLD.id_transportador, OLD.id_localidade,
      OLD.tipo_destino_final, -OLD.volume, -OLD.quantidade, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM resumo_recebimento_agregar(NEW.dia, NEW.id_destino_final, NEW.id_transportador, NEW.id_localidade,
      NEW.tipo_destino_final, NEW.volume, NEW.quantidade, 1);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

-- Deferred to the commit of the same transaction: a batch receipt touches many daily rows, and
-- locking the hot monthly rows (one per destination and month) only in the short window at commit
-- keeps two concurrent receipts at one destination from locking each other's rows in crossed order.
CREATE CONSTRAINT TRIGGER resumo_recebimento_diario_agregar
AFTER INSERT OR UPDATE OR DELETE ON resumo_recebimento_diario
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION resumo_recebimento_agregar_trigger();

-- Rebuilds the roll-ups from the daily summary (written in key order, so that a period's rows sit
-- together on disk as they do when receipts arrive day after day): this migration's back-fill, and what a bulk load
-- that wrote with triggers off (bench/data, session_replication_role = replica) runs after it
-- rebuilt resumo_recebimento_diario.
CREATE FUNCTION resumo_recebimento_agregados_reconstruir() RETURNS void AS $$
BEGIN
  TRUNCATE resumo_recebimento_destino_mes, resumo_recebimento_destino_dia, resumo_recebimento_transportador_mes,
    resumo_recebimento_transportador_dia;
  INSERT INTO resumo_recebimento_destino_mes
    (mes, id_destino_final, id_localidade, tipo_destino_final, volume, quantidade, linhas)
  SELECT date_trunc('month', dia)::date, id_destino_final, id_localidade, tipo_destino_final,
    sum(volume), sum(quantidade), count(*)
  FROM resumo_recebimento_diario GROUP BY 1, 2, 3, 4 ORDER BY 1, 2;
  INSERT INTO resumo_recebimento_destino_dia
    (dia, id_destino_final, id_localidade, tipo_destino_final, volume, quantidade, linhas)
  SELECT dia, id_destino_final, id_localidade, tipo_destino_final, sum(volume), sum(quantidade), count(*)
  FROM resumo_recebimento_diario GROUP BY 1, 2, 3, 4 ORDER BY 1, 2;
  INSERT INTO resumo_recebimento_transportador_dia
    (dia, id_transportador, volume, volume_att, volume_aterro, volume_recicladora, quantidade,
     linhas, linhas_att, linhas_aterro, linhas_recicladora)
  SELECT dia, id_transportador, sum(volume),
    coalesce(sum(volume) FILTER (WHERE tipo_destino_final = 'ATT'), 0),
    coalesce(sum(volume) FILTER (WHERE tipo_destino_final = 'Aterro'), 0),
    coalesce(sum(volume) FILTER (WHERE tipo_destino_final = 'Recicladora'), 0), sum(quantidade), count(*),
    count(*) FILTER (WHERE tipo_destino_final = 'ATT'), count(*) FILTER (WHERE tipo_destino_final = 'Aterro'),
    count(*) FILTER (WHERE tipo_destino_final = 'Recicladora')
  FROM resumo_recebimento_diario GROUP BY 1, 2 ORDER BY 1, 2;
  INSERT INTO resumo_recebimento_transportador_mes
    (mes, id_transportador, volume, volume_att, volume_aterro, volume_recicladora, quantidade,
     linhas, linhas_att, linhas_aterro, linhas_recicladora)
  SELECT date_trunc('month', dia)::date, id_transportador, sum(volume), sum(volume_att), sum(volume_aterro),
    sum(volume_recicladora), sum(quantidade), sum(linhas), sum(linhas_att), sum(linhas_aterro),
    sum(linhas_recicladora)
  FROM resumo_recebimento_transportador_dia GROUP BY 1, 2 ORDER BY 1, 2;
END
$$ LANGUAGE plpgsql;

SELECT resumo_recebimento_agregados_reconstruir();
ANALYZE resumo_recebimento_destino_mes, resumo_recebimento_destino_dia, resumo_recebimento_transportador_mes,
  resumo_recebimento_transportador_dia;
