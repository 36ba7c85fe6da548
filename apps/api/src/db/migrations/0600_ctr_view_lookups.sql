-- Issue #7 (performance at city scale): 'Localizar CTR' and the other CTR grids read
-- view_solicitacao_transporte. With fourteen joined tables the planner spent far longer planning
-- each page than running it (EXPLAIN: ~130 ms planning against ~10 ms execution on the bench
-- machine). Only the work site is filtered through a join (name, address, district; its trigram
-- index); every other looked-up column is a scalar subquery on a primary key, planned on its own
-- and run only for the rows of the page. Same columns, same order, same values as 0300.
CREATE OR REPLACE VIEW view_solicitacao_transporte AS
SELECT
  st.id, st.situacao, st.situacao_anterior, st.data_hora_solicitacao, st.data_hora_envio, st.data_hora_alocacao,
  st.data_hora_retirada, st.data_hora_pesagem, st.data_hora_recebimento, st.nao_solicitado, st.editado, st.realocado,
  st.id_obra, st.id_gerador, st.id_transportador, st.id_destino_final, st.id_veiculo, st.id_cacamba,
  st.id_residuo_predominante, st.id_localidade, st.quantidade_cacambas, st.volume_aproximado_m3, st.observacao,
  st.observacao_recebimento, st.motivo_sol_cancelamento, st.motivo_rec_sol_cancelamento, st.motivo_rec_solicitacao,
  st.id_usuario_solicitante,
  o.nome_obra, o.endereco AS endereco_obra, o.complemento AS complemento_obra, o.numero AS numero_obra,
  o.cep AS cep_obra, o.bairro AS bairro_obra, o.cod_ibge AS cod_ibge_obra,
  (SELECT p.nome_razao_social FROM perfil x JOIN pessoa p ON p.id = x.id_pessoa WHERE x.id = st.id_gerador) AS nome_gerador,
  (SELECT p.cpf_cnpj FROM perfil x JOIN pessoa p ON p.id = x.id_pessoa WHERE x.id = st.id_gerador) AS cpf_cnpj_gerador,
  (SELECT p.telefone FROM perfil x JOIN pessoa p ON p.id = x.id_pessoa WHERE x.id = st.id_gerador) AS telefone_gerador,
  (SELECT p.celular FROM perfil x JOIN pessoa p ON p.id = x.id_pessoa WHERE x.id = st.id_gerador) AS celular_gerador,
  (SELECT p.nome_razao_social FROM perfil x JOIN pessoa p ON p.id = x.id_pessoa WHERE x.id = st.id_transportador) AS nome_transportador,
  (SELECT p.cpf_cnpj FROM perfil x JOIN pessoa p ON p.id = x.id_pessoa WHERE x.id = st.id_transportador) AS cpf_cnpj_transportador,
  (SELECT p.nome_razao_social FROM perfil x JOIN pessoa p ON p.id = x.id_pessoa WHERE x.id = st.id_destino_final) AS nome_destino_final,
  (SELECT c.numero_identificacao FROM cacamba c WHERE c.id = st.id_cacamba) AS numero_identificacao_cacamba,
  (SELECT v.placa FROM veiculo v WHERE v.id = st.id_veiculo) AS placa,
  (SELECT v.tipo FROM veiculo v WHERE v.id = st.id_veiculo) AS tipo_veiculo,
  (SELECT v.poliguindaste FROM veiculo v WHERE v.id = st.id_veiculo) AS poliguindaste,
  (SELECT tr.nome FROM tipo_residuo tr WHERE tr.id = st.id_residuo_predominante) AS tipo_residuo,
  (SELECT tr.id_classe_material FROM tipo_residuo tr WHERE tr.id = st.id_residuo_predominante) AS id_classe_material,
  (SELECT cm.classe FROM tipo_residuo tr JOIN classe_material cm ON cm.id = tr.id_classe_material
    WHERE tr.id = st.id_residuo_predominante) AS classe_material,
  (SELECT u.nome FROM usuario u WHERE u.id = st.id_usuario_solicitante) AS nome_solicitante,
  (SELECT tg.id FROM triagem tg WHERE tg.id_solicitacao_transporte = st.id) AS id_triagem,
  (SELECT tg.enviar_para FROM triagem tg WHERE tg.id_solicitacao_transporte = st.id) AS enviar_para
FROM solicitacao_transporte st
LEFT JOIN obra o ON o.id = st.id_obra;
