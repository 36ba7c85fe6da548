-- Issue #17: a yearly roll-up per transporter for the movement report (decision 0602 one level up).
-- The report over the last twelve months read ~12 monthly rows per transporter (13,864 rows for the
-- 1.6-million-CTR city's 1,009 active transporters) and summed eight numeric columns of each: 12 ms
-- of its ~13 ms of SQL. A period is now read as whole years, whole months and days, an edge year or
-- month as the whole unit minus its outside part when that is smaller (modules/relatorios/periodos.ts
-- `signedRanges`): the last twelve months are this year's row, minus the months and days after
-- today (none yet), plus last year's edge months and days, about 4 rows per transporter.
--
-- Kept like the monthly and daily roll-ups: by resumo_recebimento_agregar, which the deferred trigger
-- on resumo_recebimento_diario calls for every daily row's contribution, and rebuilt with them by
-- resumo_recebimento_agregados_reconstruir (bench/data's bulk load). Both are replaced here with the
-- yearly row added; the rest of their text is 0602's.

CREATE TABLE resumo_recebimento_transportador_ano (LIKE resumo_recebimento_transportador_mes);
ALTER TABLE resumo_recebimento_transportador_ano RENAME COLUMN mes TO ano;
ALTER TABLE resumo_recebimento_transportador_ano ADD PRIMARY KEY (ano, id_transportador);

CREATE OR REPLACE FUNCTION resumo_recebimento_agregar(p_dia date, p_destino integer, p_transp integer,
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
  INSERT INTO resumo_recebimento_transportador_ano AS r
    (ano, id_transportador, volume, volume_att, volume_aterro, volume_recicladora, quantidade,
     linhas, linhas_att, linhas_aterro, linhas_recicladora)
  VALUES (date_trunc('year', p_dia)::date, p_transp, p_volume,
    CASE WHEN p_tipo = 'ATT' THEN p_volume ELSE 0 END, CASE WHEN p_tipo = 'Aterro' THEN p_volume ELSE 0 END,
    CASE WHEN p_tipo = 'Recicladora' THEN p_volume ELSE 0 END, p_quantidade, p_linhas,
    CASE WHEN p_tipo = 'ATT' THEN p_linhas ELSE 0 END, CASE WHEN p_tipo = 'Aterro' THEN p_linhas ELSE 0 END,
    CASE WHEN p_tipo = 'Recicladora' THEN p_linhas ELSE 0 END)
  ON CONFLICT (ano, id_transportador) DO UPDATE
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

CREATE OR REPLACE FUNCTION resumo_recebimento_agregados_reconstruir() RETURNS void AS $$
BEGIN
  TRUNCATE resumo_recebimento_destino_mes, resumo_recebimento_destino_dia, resumo_recebimento_transportador_mes,
    resumo_recebimento_transportador_dia, resumo_recebimento_transportador_ano;
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
  INSERT INTO resumo_recebimento_transportador_ano
    (ano, id_transportador, volume, volume_att, volume_aterro, volume_recicladora, quantidade,
     linhas, linhas_att, linhas_aterro, linhas_recicladora)
  SELECT date_trunc('year', mes)::date, id_transportador, sum(volume), sum(volume_att), sum(volume_aterro),
    sum(volume_recicladora), sum(quantidade), sum(linhas), sum(linhas_att), sum(linhas_aterro),
    sum(linhas_recicladora)
  FROM resumo_recebimento_transportador_mes GROUP BY 1, 2 ORDER BY 1, 2;
END
$$ LANGUAGE plpgsql;

INSERT INTO resumo_recebimento_transportador_ano
  (ano, id_transportador, volume, volume_att, volume_aterro, volume_recicladora, quantidade,
   linhas, linhas_att, linhas_aterro, linhas_recicladora)
SELECT date_trunc('year', mes)::date, id_transportador, sum(volume), sum(volume_att), sum(volume_aterro),
  sum(volume_recicladora), sum(quantidade), sum(linhas), sum(linhas_att), sum(linhas_aterro),
  sum(linhas_recicladora)
FROM resumo_recebimento_transportador_mes GROUP BY 1, 2 ORDER BY 1, 2;
ANALYZE resumo_recebimento_transportador_ano;
