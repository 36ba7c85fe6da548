-- Master data views (spec 2 §4 availability; spec 3 §7 lookups).
-- "Last request" of a vehicle or bin is a LATERAL lookup that walks the (id_veiculo, id DESC) /
-- (id_cacamba, id DESC) indexes of solicitacao_transporte: one index probe per row, no scan.

CREATE VIEW view_veiculos_disponiveis AS
SELECT v.id, v.id_perfil, v.placa, v.marca, v.modelo, v.numero_identificacao, v.tipo, v.poliguindaste,
  v.volume_m3, v.prestador, u.id AS id_ultima_solicitacao, u.situacao AS situacao_ultima_solicitacao
FROM veiculo v
LEFT JOIN LATERAL (
  SELECT s.id, s.situacao FROM solicitacao_transporte s WHERE s.id_veiculo = v.id ORDER BY s.id DESC LIMIT 1
) u ON true
WHERE v.excluido = 0
  AND (u.id IS NULL OR u.situacao IN ({{ctr.liberamVeiculoCacamba}}));

CREATE VIEW view_cacambas_disponiveis AS
SELECT c.id, c.id_perfil, c.numero_identificacao, c.numero_interno, c.capacidade_m3, c.lon, c.lat,
  u.id AS id_ultima_solicitacao, u.situacao AS situacao_ultima_solicitacao
FROM cacamba c
LEFT JOIN LATERAL (
  SELECT s.id, s.situacao FROM solicitacao_transporte s WHERE s.id_cacamba = c.id ORDER BY s.id DESC LIMIT 1
) u ON true
WHERE c.excluido = 0
  AND (u.id IS NULL OR u.situacao IN ({{ctr.liberamVeiculoCacamba}}));

-- Validated transporter profiles with their person (spec 3 §7 ViewTransportador).
CREATE VIEW view_transportador AS
SELECT pf.id, pf.id_pessoa, pf.id_tipo_perfil, pf.situacao_validacao, pf.data_validade_cltrcc, pf.codigo_cltrcc,
  p.nome_razao_social, p.cpf_cnpj, p.tipo_pessoa, p.sigla_nome, p.email, p.celular, p.telefone, p.situacao,
  p.cep, p.uf, p.cod_ibge, p.bairro, p.endereco, p.complemento, p.numero
FROM perfil pf
JOIN pessoa p ON p.id = pf.id_pessoa AND p.excluido = 'N'
WHERE pf.id_tipo_perfil IN ({{perfis.transportador}}) AND pf.situacao_validacao = 'A';

-- Final destinations: profiles of type 3 with their person.
CREATE VIEW view_destino_final AS
SELECT pf.id, pf.id_pessoa, pf.situacao_validacao, pf.tipo_destino_final, pf.capacidade_maxima_suportada,
  pf.id_localidade, p.nome_razao_social, p.cpf_cnpj, p.tipo_pessoa, p.email, p.celular, p.situacao,
  p.cep, p.uf, p.cod_ibge, p.bairro, p.endereco, p.complemento, p.numero, p.lon, p.lat
FROM perfil pf
JOIN pessoa p ON p.id = pf.id_pessoa AND p.excluido = 'N'
WHERE pf.id_tipo_perfil = 3;

-- Lists of a transporter's vehicles and bins page by owner.
CREATE INDEX veiculo_perfil_id ON veiculo (id_perfil, id DESC);
CREATE INDEX cacamba_perfil_id ON cacamba (id_perfil, id DESC);
CREATE INDEX obra_excluido ON obra (id DESC) WHERE excluido = 0;
CREATE INDEX cacamba_numero_trgm ON cacamba USING gin (numero_identificacao gin_trgm_ops);
CREATE INDEX veiculo_placa_trgm ON veiculo USING gin (placa gin_trgm_ops);
