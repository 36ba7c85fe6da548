-- Issue #7: each bin's latest CTR, kept on the bin (decision in docs/performance.md, 'Bin map').
-- A bin's status is the status of its latest CTR (spec 3 §2 'Bin location'). view_situacao_cacamba
-- found it with a lateral lookup per bin, and the bin map by anti-joining every CTR in the chosen
-- statuses against newer CTRs of the same bin: on a city's five years that is 36,000 CTRs (old
-- Irregular ones included) and 140-350 ms of SQL per map request. Kept here by a trigger, the map
-- reads only the bins in those statuses (index cacamba_situacao_atual) and the grid joins by key.
--
-- The trigger only ever moves a bin forward to a newer CTR (id_ctr_atual <= NEW.id, rechecked on the
-- latest row version under concurrent updates), so two transactions touching the same bin converge
-- on the newest CTR. When a CTR leaves a bin (its id_cacamba changes or it is deleted) and was that
-- bin's latest, the bin's latest CTR is looked up again.

ALTER TABLE cacamba ADD COLUMN id_ctr_atual integer;
ALTER TABLE cacamba ADD COLUMN situacao_atual varchar(30);

-- Rebuilds every bin's latest CTR from the CTR table (the migration's backfill; the bench data
-- generator, which loads with triggers off, calls every refresh_*_resumo function after its load).
CREATE FUNCTION refresh_ctr_atual_resumo() RETURNS void LANGUAGE sql AS $$
  UPDATE cacamba c SET id_ctr_atual = l.id, situacao_atual = l.situacao
  FROM (
    SELECT c2.id AS id_cacamba, u.id, u.situacao
    FROM cacamba c2
    LEFT JOIN LATERAL (
      SELECT s.id, s.situacao FROM solicitacao_transporte s WHERE s.id_cacamba = c2.id ORDER BY s.id DESC LIMIT 1
    ) u ON true
  ) l
  WHERE l.id_cacamba = c.id
    AND (c.id_ctr_atual IS DISTINCT FROM l.id OR c.situacao_atual IS DISTINCT FROM l.situacao);
$$;

SELECT refresh_ctr_atual_resumo();

CREATE FUNCTION cacamba_ctr_atual_recalcular(p_cacamba integer) RETURNS void LANGUAGE sql AS $$
  UPDATE cacamba c SET id_ctr_atual = u.id, situacao_atual = u.situacao
  FROM (SELECT (SELECT s.id FROM solicitacao_transporte s WHERE s.id_cacamba = p_cacamba ORDER BY s.id DESC LIMIT 1) AS id) l
  LEFT JOIN solicitacao_transporte u ON u.id = l.id
  WHERE c.id = p_cacamba;
$$;

CREATE FUNCTION cacamba_ctr_atual_manter() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.id_cacamba IS NOT NULL
     AND (TG_OP = 'DELETE' OR NEW.id_cacamba IS DISTINCT FROM OLD.id_cacamba) THEN
    PERFORM cacamba_ctr_atual_recalcular(OLD.id_cacamba)
      FROM cacamba c WHERE c.id = OLD.id_cacamba AND c.id_ctr_atual = OLD.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.id_cacamba IS NOT NULL THEN
    UPDATE cacamba SET id_ctr_atual = NEW.id, situacao_atual = NEW.situacao
    WHERE id = NEW.id_cacamba AND (id_ctr_atual IS NULL OR id_ctr_atual <= NEW.id)
      AND (id_ctr_atual IS DISTINCT FROM NEW.id OR situacao_atual IS DISTINCT FROM NEW.situacao);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER cacamba_ctr_atual
  AFTER INSERT OR DELETE OR UPDATE OF id_cacamba, situacao ON solicitacao_transporte
  FOR EACH ROW EXECUTE FUNCTION cacamba_ctr_atual_manter();

CREATE INDEX cacamba_situacao_atual ON cacamba (situacao_atual) WHERE excluido = 0;

-- The grid's view, unchanged in columns and meaning, now joins the latest CTR by key.
CREATE OR REPLACE VIEW view_situacao_cacamba AS
SELECT c.id,
  c.id_perfil,
  c.numero_identificacao,
  c.numero_interno,
  c.capacidade_m3,
  pe.nome_razao_social AS transportador,
  pe.cpf_cnpj,
  st.id AS id_solicitacao_transporte,
  coalesce(st.situacao, 'Disponível') AS situacao,
  st.data_hora_solicitacao,
  st.data_hora_envio,
  st.data_hora_alocacao,
  st.data_hora_retirada,
  o.nome_obra,
  ge.nome_razao_social AS gerador,
  CASE WHEN st.situacao IN ('Enviada', 'Alocada', 'Irregular', 'Retirada') AND o.lon IS NOT NULL THEN o.lon
    WHEN st.situacao = 'Em Pesagem' AND de.lon IS NOT NULL THEN de.lon ELSE c.lon END AS lon,
  CASE WHEN st.situacao IN ('Enviada', 'Alocada', 'Irregular', 'Retirada') AND o.lon IS NOT NULL THEN o.lat
    WHEN st.situacao = 'Em Pesagem' AND de.lon IS NOT NULL THEN de.lat ELSE c.lat END AS lat,
  CASE WHEN st.situacao IN ('Enviada', 'Alocada', 'Irregular', 'Retirada') AND o.id IS NOT NULL
    THEN concat_ws(', ', o.endereco, o.numero, o.bairro)
    ELSE concat_ws(', ', c.endereco, c.numero, c.bairro) END AS local
FROM cacamba c
JOIN perfil p ON p.id = c.id_perfil
JOIN pessoa pe ON pe.id = p.id_pessoa
LEFT JOIN solicitacao_transporte st ON st.id = c.id_ctr_atual
LEFT JOIN obra o ON o.id = st.id_obra
LEFT JOIN perfil pg ON pg.id = st.id_gerador
LEFT JOIN pessoa ge ON ge.id = pg.id_pessoa
LEFT JOIN perfil pd ON pd.id = st.id_destino_final
LEFT JOIN pessoa de ON de.id = pd.id_pessoa
WHERE c.excluido = 0;
