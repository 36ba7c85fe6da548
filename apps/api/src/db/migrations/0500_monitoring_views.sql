-- Monitoring (spec 3): views for occurrences, bin status and message readers, and the report
-- summaries kept up to date by triggers (docs/decisions/0500-report-summaries.md).

-- Occurrences with the registering user, the responsible group (spec 3 §6: citizens versus
-- inspection) and the transporter of the bin or vehicle.
CREATE VIEW view_ocorrencia AS
SELECT o.id,
  o.id_usuario_registro,
  u.nome AS nome_usuario_registro,
  u.email AS email_usuario_registro,
  u.id_pessoa AS id_pessoa_registro,
  pr.tipo_pessoa AS tipo_pessoa_registro,
  CASE WHEN EXISTS (
    SELECT 1 FROM usuario_perfil up JOIN perfil p ON p.id = up.id_perfil
    WHERE up.id_usuario = o.id_usuario_registro AND p.id_tipo_perfil = 5
  ) THEN 'Fiscalização' ELSE 'Cidadão' END AS responsavel,
  o.data_hora_registro,
  o.irregularidade_com,
  o.situacao,
  o.improcedente,
  o.local,
  o.resposta_orgao,
  o.descricao_irregularidade,
  o.id_cacamba,
  o.identificacao_cacamba,
  o.id_veiculo,
  o.identificacao_veiculo,
  o.placa_veiculo,
  coalesce(c.numero_identificacao, v.numero_identificacao, o.identificacao_cacamba, o.identificacao_veiculo)
    AS numero_identificacao,
  tp.id AS id_perfil_transportador,
  pt.cpf_cnpj,
  pt.nome_razao_social,
  coalesce(tp.orgao, (
    SELECT p.orgao FROM usuario_perfil up JOIN perfil p ON p.id = up.id_perfil
    WHERE up.id_usuario = o.id_usuario_resposta AND p.orgao IS NOT NULL LIMIT 1
  )) AS orgao,
  o.lon,
  o.lat,
  o.id_usuario_resposta,
  o.data_hora_resposta
FROM ocorrencia o
JOIN usuario u ON u.id = o.id_usuario_registro
JOIN pessoa pr ON pr.id = u.id_pessoa
LEFT JOIN cacamba c ON c.id = o.id_cacamba
LEFT JOIN veiculo v ON v.id = o.id_veiculo
LEFT JOIN perfil tp ON tp.id = coalesce(v.id_perfil, c.id_perfil)
LEFT JOIN pessoa pt ON pt.id = tp.id_pessoa;

CREATE VIEW view_perfil_usuario AS
SELECT up.id, up.id_usuario, u.nome, u.email, u.id_pessoa, p.id AS id_perfil, p.id_tipo_perfil,
  p.situacao_validacao, p.orgao
FROM usuario_perfil up
JOIN usuario u ON u.id = up.id_usuario AND u.excluido = 'N'
JOIN perfil p ON p.id = up.id_perfil;

CREATE VIEW view_fiscalizacao AS
SELECT DISTINCT orgao FROM perfil WHERE orgao IS NOT NULL;

-- Each bin with its latest CTR (index st_cacamba). A bin sent, allocated, irregular or removed is
-- at the work site; one being weighed is at the destination; otherwise at its own address.
CREATE VIEW view_situacao_cacamba AS
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
LEFT JOIN LATERAL (
  SELECT s.* FROM solicitacao_transporte s WHERE s.id_cacamba = c.id ORDER BY s.id DESC LIMIT 1
) st ON true
LEFT JOIN obra o ON o.id = st.id_obra
LEFT JOIN perfil pg ON pg.id = st.id_gerador
LEFT JOIN pessoa ge ON ge.id = pg.id_pessoa
LEFT JOIN perfil pd ON pd.id = st.id_destino_final
LEFT JOIN pessoa de ON de.id = pd.id_pessoa
WHERE c.excluido = 0;

CREATE VIEW view_leitura_mensagem AS
SELECT l.id, l.id_mensagem, l.id_usuario, l.data_hora, u.nome AS nome_leitor, u.cpf AS cpf_leitor,
  pe.nome_razao_social AS empresa, pe.cpf_cnpj
FROM leitura_mensagem l
JOIN usuario u ON u.id = l.id_usuario
JOIN pessoa pe ON pe.id = u.id_pessoa;

CREATE INDEX leitura_mensagem_usuario ON leitura_mensagem (id_usuario);

-- Report summaries (decision 0500): one row per day, destination and transporter with the volume
-- received (CTRs in 'Destinada'), and one row per month and transporter with the CTR count. The
-- triggers below keep them exact in the same transaction as every CTR write.
CREATE TABLE resumo_recebimento_diario (
  dia date NOT NULL,
  id_destino_final integer NOT NULL REFERENCES perfil (id),
  id_transportador integer NOT NULL REFERENCES perfil (id),
  id_localidade integer,
  tipo_destino_final varchar(20),
  volume numeric(16, 2) NOT NULL DEFAULT 0,
  quantidade integer NOT NULL DEFAULT 0,
  PRIMARY KEY (dia, id_destino_final, id_transportador)
);
CREATE INDEX resumo_recebimento_localidade ON resumo_recebimento_diario (id_localidade, dia);
CREATE INDEX resumo_recebimento_transportador ON resumo_recebimento_diario (id_transportador, dia);
CREATE INDEX resumo_recebimento_destino ON resumo_recebimento_diario (id_destino_final, dia);

CREATE TABLE resumo_ctr_mensal (
  mes date NOT NULL,
  id_transportador integer NOT NULL REFERENCES perfil (id),
  quantidade integer NOT NULL DEFAULT 0,
  PRIMARY KEY (mes, id_transportador)
);
CREATE INDEX resumo_ctr_transportador ON resumo_ctr_mensal (id_transportador, mes);

CREATE FUNCTION resumo_recebimento_aplicar(p_quando timestamptz, p_destino integer, p_transp integer,
  p_volume numeric, p_sinal integer) RETURNS void AS $$
BEGIN
  INSERT INTO resumo_recebimento_diario AS r
    (dia, id_destino_final, id_transportador, id_localidade, tipo_destino_final, volume, quantidade)
  SELECT (p_quando AT TIME ZONE 'America/Sao_Paulo')::date, p_destino, p_transp, p.id_localidade,
    p.tipo_destino_final, p_sinal * coalesce(p_volume, 0), p_sinal
  FROM perfil p WHERE p.id = p_destino
  ON CONFLICT (dia, id_destino_final, id_transportador) DO UPDATE
    SET volume = r.volume + EXCLUDED.volume,
        quantidade = r.quantidade + EXCLUDED.quantidade,
        id_localidade = EXCLUDED.id_localidade,
        tipo_destino_final = EXCLUDED.tipo_destino_final;
END
$$ LANGUAGE plpgsql;

CREATE FUNCTION resumo_ctr_aplicar(p_quando timestamptz, p_transp integer, p_sinal integer) RETURNS void AS $$
BEGIN
  INSERT INTO resumo_ctr_mensal AS r (mes, id_transportador, quantidade)
  VALUES (date_trunc('month', p_quando AT TIME ZONE 'America/Sao_Paulo')::date, p_transp, p_sinal)
  ON CONFLICT (mes, id_transportador) DO UPDATE SET quantidade = r.quantidade + EXCLUDED.quantidade;
END
$$ LANGUAGE plpgsql;

CREATE FUNCTION resumo_ctr_trigger() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF OLD.situacao = 'Destinada' AND OLD.data_hora_recebimento IS NOT NULL AND OLD.id_destino_final IS NOT NULL THEN
      PERFORM resumo_recebimento_aplicar(OLD.data_hora_recebimento, OLD.id_destino_final, OLD.id_transportador,
        OLD.volume_aproximado_m3, -1);
    END IF;
    PERFORM resumo_ctr_aplicar(OLD.data_hora_solicitacao, OLD.id_transportador, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.situacao = 'Destinada' AND NEW.data_hora_recebimento IS NOT NULL AND NEW.id_destino_final IS NOT NULL THEN
      PERFORM resumo_recebimento_aplicar(NEW.data_hora_recebimento, NEW.id_destino_final, NEW.id_transportador,
        NEW.volume_aproximado_m3, 1);
    END IF;
    PERFORM resumo_ctr_aplicar(NEW.data_hora_solicitacao, NEW.id_transportador, 1);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER solicitacao_transporte_resumo
AFTER INSERT OR DELETE OR UPDATE OF situacao, data_hora_recebimento, data_hora_solicitacao, id_destino_final,
  id_transportador, volume_aproximado_m3
ON solicitacao_transporte
FOR EACH ROW EXECUTE FUNCTION resumo_ctr_trigger();

-- Backfill from the rows that exist when this migration runs.
INSERT INTO resumo_recebimento_diario (dia, id_destino_final, id_transportador, id_localidade, tipo_destino_final,
  volume, quantidade)
SELECT (s.data_hora_recebimento AT TIME ZONE 'America/Sao_Paulo')::date, s.id_destino_final, s.id_transportador,
  max(p.id_localidade), max(p.tipo_destino_final), sum(coalesce(s.volume_aproximado_m3, 0)), count(*)
FROM solicitacao_transporte s JOIN perfil p ON p.id = s.id_destino_final
WHERE s.situacao = 'Destinada' AND s.data_hora_recebimento IS NOT NULL
GROUP BY 1, 2, 3;

INSERT INTO resumo_ctr_mensal (mes, id_transportador, quantidade)
SELECT date_trunc('month', s.data_hora_solicitacao AT TIME ZONE 'America/Sao_Paulo')::date, s.id_transportador, count(*)
FROM solicitacao_transporte s
GROUP BY 1, 2;
