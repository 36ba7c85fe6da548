-- 'Localizar CTR' and the other CTR grids (spec 2 §2, §7: POST ViewSolicitacaoTransporte/find).
-- Every join is a LEFT JOIN on a primary key (the NOT NULL foreign keys make it equal to an inner
-- join), so filters and ordering on the CTR's own columns keep using the solicitacao_transporte
-- indexes (situacao, transporter, generator, destination, id DESC) and a count(*) that reads no
-- joined column lets the planner drop the joins altogether.

CREATE VIEW view_solicitacao_transporte AS
SELECT
  st.id,
  st.situacao,
  st.situacao_anterior,
  st.data_hora_solicitacao,
  st.data_hora_envio,
  st.data_hora_alocacao,
  st.data_hora_retirada,
  st.data_hora_pesagem,
  st.data_hora_recebimento,
  st.nao_solicitado,
  st.editado,
  st.realocado,
  st.id_obra,
  st.id_gerador,
  st.id_transportador,
  st.id_destino_final,
  st.id_veiculo,
  st.id_cacamba,
  st.id_residuo_predominante,
  st.id_localidade,
  st.quantidade_cacambas,
  st.volume_aproximado_m3,
  st.observacao,
  st.observacao_recebimento,
  st.motivo_sol_cancelamento,
  st.motivo_rec_sol_cancelamento,
  st.motivo_rec_solicitacao,
  st.id_usuario_solicitante,
  o.nome_obra,
  o.endereco AS endereco_obra,
  o.complemento AS complemento_obra,
  o.numero AS numero_obra,
  o.cep AS cep_obra,
  o.bairro AS bairro_obra,
  o.cod_ibge AS cod_ibge_obra,
  pg.nome_razao_social AS nome_gerador,
  pg.cpf_cnpj AS cpf_cnpj_gerador,
  pg.telefone AS telefone_gerador,
  pg.celular AS celular_gerador,
  pt.nome_razao_social AS nome_transportador,
  pt.cpf_cnpj AS cpf_cnpj_transportador,
  pd.nome_razao_social AS nome_destino_final,
  c.numero_identificacao AS numero_identificacao_cacamba,
  v.placa,
  v.tipo AS tipo_veiculo,
  v.poliguindaste,
  tr.nome AS tipo_residuo,
  cm.id AS id_classe_material,
  cm.classe AS classe_material,
  u.nome AS nome_solicitante,
  tg.id AS id_triagem,
  tg.enviar_para
FROM solicitacao_transporte st
LEFT JOIN obra o ON o.id = st.id_obra
LEFT JOIN perfil gp ON gp.id = st.id_gerador
LEFT JOIN pessoa pg ON pg.id = gp.id_pessoa
LEFT JOIN perfil tp ON tp.id = st.id_transportador
LEFT JOIN pessoa pt ON pt.id = tp.id_pessoa
LEFT JOIN perfil dp ON dp.id = st.id_destino_final
LEFT JOIN pessoa pd ON pd.id = dp.id_pessoa
LEFT JOIN cacamba c ON c.id = st.id_cacamba
LEFT JOIN veiculo v ON v.id = st.id_veiculo
LEFT JOIN tipo_residuo tr ON tr.id = st.id_residuo_predominante
LEFT JOIN classe_material cm ON cm.id = tr.id_classe_material
LEFT JOIN usuario u ON u.id = st.id_usuario_solicitante
LEFT JOIN triagem tg ON tg.id_solicitacao_transporte = st.id;

-- The Irregular job (docs/decisions/0300-ctr-irregular.md) looks for CTRs left too long in a status.
CREATE INDEX st_alocada_desde ON solicitacao_transporte (data_hora_alocacao) WHERE situacao = 'Alocada';
CREATE INDEX st_em_transporte_desde ON solicitacao_transporte (data_hora_retirada)
  WHERE situacao IN ('Retirada', 'Em Pesagem');
-- Cancellation charts count cancelled CTRs by date and requester (cancelamento-ctr/calculateCTR).
CREATE INDEX historico_ctr_para_data ON historico_ctr (situacao_para, data_hora);
-- Quick weighing counts the CTRs of one vehicle in Em Pesagem.
CREATE INDEX st_veiculo_situacao ON solicitacao_transporte (id_veiculo, situacao);
-- Public check of the CTR sheet by its code is served by the UNIQUE constraint's index.
