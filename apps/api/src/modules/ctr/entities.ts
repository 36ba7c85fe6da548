import { F } from '@rcc/domain';
import { needAny } from '../../http/access';
import type { FieldPolicy } from '../find/registry';
import { f, registerEntity } from '../find/registry';
import { sql } from '../../db/sql';
import type { AuthUser } from '../auth/user';
import { ctrScope } from './access';

/** Rows that hang off a CTR (wastes, history, sorting) follow the CTR's own scope. */
export function childOfVisibleCtr(user: AuthUser | null, alias: string) {
  const inner = ctrScope(user, 's');
  if (inner === null) return null;
  const parent = sql.raw(`${alias}.id_solicitacao_transporte`);
  return sql`EXISTS (SELECT 1 FROM solicitacao_transporte s WHERE s.id = ${parent} AND ${inner})`;
}

/** Every CTR screen reads these (spec 2 §2); each grants its own consulta. */
export const CTR_READ_ACCESS = needAny(
  [F.LOCALIZAR_CTR, 'consulta'],
  [F.SOLICITAR_TRANSPORTE, 'consulta'],
  [F.AVALIAR_SOLICITACAO, 'consulta'],
  [F.ALOCAR_CACAMBA, 'consulta'],
  [F.RETIRAR_CACAMBA, 'consulta'],
  [F.ENVIAR_NAO_SOLICITADO, 'consulta'],
  [F.ANALISAR_CANCELAMENTO, 'consulta'],
  [F.ANALISAR_RECEBIMENTO, 'consulta'],
  [F.CONTROLAR_TRIADOS, 'consulta'],
  [F.EDITAR_CTR, 'altera'],
);

/** The parties of a CTR and inspection read it whole; its rows are scoped by ctrScope. */
export const CTR_FIELDS: FieldPolicy = {
  staff: '*',
  transportador: '*',
  gerador: '*',
  destino: '*',
  fiscal: '*',
};

const CTR_COMMON = {
  id: f('t.id', 'number'),
  situacao: f('t.situacao', 'string'),
  situacaoAnterior: f('t.situacao_anterior', 'string'),
  dataHoraSolicitacao: f('t.data_hora_solicitacao', 'datetime'),
  dataHoraEnvio: f('t.data_hora_envio', 'datetime'),
  dataHoraAlocacao: f('t.data_hora_alocacao', 'datetime'),
  dataHoraRetirada: f('t.data_hora_retirada', 'datetime'),
  dataHoraPesagem: f('t.data_hora_pesagem', 'datetime'),
  dataHoraRecebimento: f('t.data_hora_recebimento', 'datetime'),
  naoSolicitado: f('t.nao_solicitado', 'string'),
  editado: f('t.editado', 'boolean'),
  realocado: f('t.realocado', 'boolean'),
  idObra: f('t.id_obra', 'number'),
  idGerador: f('t.id_gerador', 'number'),
  idTransportador: f('t.id_transportador', 'number'),
  idDestinoFinal: f('t.id_destino_final', 'number'),
  idVeiculo: f('t.id_veiculo', 'number'),
  idCacamba: f('t.id_cacamba', 'number'),
  idResiduoPredominante: f('t.id_residuo_predominante', 'number'),
  idLocalidade: f('t.id_localidade', 'number'),
  quantidadeCacambas: f('t.quantidade_cacambas', 'number'),
  volumeAproximadoM3: f('t.volume_aproximado_m3', 'number'),
  // The spec names the same value volumeEstimadoM3 in places (spec 2 §3).
  volumeEstimadoM3: f('t.volume_aproximado_m3', 'number'),
  observacao: f('t.observacao', 'string'),
  observacaoRecebimento: f('t.observacao_recebimento', 'string'),
  motivoSolCancelamento: f('t.motivo_sol_cancelamento', 'string'),
  motivoRecSolCancelamento: f('t.motivo_rec_sol_cancelamento', 'string'),
  motivoRecSolicitacao: f('t.motivo_rec_solicitacao', 'string'),
  idUsuarioSolicitante: f('t.id_usuario_solicitante', 'number'),
};

const OBRA_VIA = (column: string) => ({
  key: 't.id_obra',
  lookup: `SELECT o.id FROM obra o WHERE o.${column}`,
  // Migration 1020 counts the changes of these columns: the keys of a pattern are kept meanwhile.
  versao: 'obra',
});
const PESSOA_VIA = (key: string) => ({
  key,
  lookup: 'SELECT x.id FROM perfil x JOIN pessoa p ON p.id = x.id_pessoa WHERE p.nome_razao_social',
  // Migration 1021 counts the changes of names and profiles: the keys of a pattern are kept meanwhile.
  versao: 'pessoa',
});

/** 'Localizar CTR' and the other grids (spec 2 §2, §7), over view_solicitacao_transporte. */
registerEntity({
  name: 'ViewSolicitacaoTransporte',
  from: 'view_solicitacao_transporte',
  access: CTR_READ_ACCESS,
  scope: ctrScope,
  // One row per CTR, scoped by its own columns: a name-filtered list is kept while no CTR changes.
  keysKeptWhile: 'solicitacao_transporte',
  fields: {
    ...CTR_COMMON,
    // Text filters find the work sites (trigram indexes) before their CTRs (issue #17).
    nomeObra: f('t.nome_obra', 'string', { textVia: OBRA_VIA('nome_obra') }),
    enderecoObra: f('t.endereco_obra', 'string', { textVia: OBRA_VIA('endereco') }),
    complementoObra: f('t.complemento_obra', 'string'),
    numeroObra: f('t.numero_obra', 'string'),
    cepObra: f('t.cep_obra', 'string'),
    bairroObra: f('t.bairro_obra', 'string', { textVia: OBRA_VIA('bairro') }),
    codIbgeObra: f('t.cod_ibge_obra', 'number'),
    nomeGerador: f('t.nome_gerador', 'string', { textVia: PESSOA_VIA('t.id_gerador') }),
    cpfCnpjGerador: f('t.cpf_cnpj_gerador', 'string'),
    telefoneGerador: f('t.telefone_gerador', 'string'),
    celularGerador: f('t.celular_gerador', 'string'),
    nomeSolicitante: f('t.nome_solicitante', 'string'),
    nomeTransportador: f('t.nome_transportador', 'string', { textVia: PESSOA_VIA('t.id_transportador') }),
    cpfCnpjTransportador: f('t.cpf_cnpj_transportador', 'string'),
    nomeDestinoFinal: f('t.nome_destino_final', 'string', { textVia: PESSOA_VIA('t.id_destino_final') }),
    numeroIdentificacaoCacamba: f('t.numero_identificacao_cacamba', 'string'),
    placa: f('t.placa', 'string'),
    tipoVeiculo: f('t.tipo_veiculo', 'string'),
    poliguindaste: f('t.poliguindaste', 'string'),
    tipoResiduo: f('t.tipo_residuo', 'string'),
    idClasseMaterial: f('t.id_classe_material', 'number'),
    classeMaterial: f('t.classe_material', 'string'),
    idTriagem: f('t.id_triagem', 'number'),
    enviarPara: f('t.enviar_para', 'string'),
    // When the CTR last turned Irregular (the Painel's "Irregulares hoje" links here, issue #14).
    dataHoraIrregular: f(
      "(SELECT max(h.data_hora) FROM historico_ctr h WHERE h.id_solicitacao_transporte = t.id AND h.situacao_para = 'Irregular')",
      'datetime',
    ),
  },
  // The CTR sheet (ficha) shows the same generator data to every party of the CTR.
  fieldsByRole: CTR_FIELDS,
  defaultOrder: [['id', 'DESC']],
});

/** The CTR itself (edit forms, sheet data), with its relations (spec 2 §7). */
registerEntity({
  name: 'SolicitacaoTransporte',
  from: 'solicitacao_transporte',
  access: CTR_READ_ACCESS,
  scope: ctrScope,
  fieldsByRole: CTR_FIELDS,
  fields: {
    ...CTR_COMMON,
    nomeFotoCacamba: f('t.nome_foto_cacamba', 'string'),
    // The photo as a data URL, only when asked for (≤ 1 MB).
    fotoCacamba: f(
      "(SELECT 'data:' || a.content_type || ';base64,' || translate(encode(a.conteudo, 'base64'), E'\\n', '') FROM anexo a WHERE a.id = t.id_anexo_foto)",
      'string',
      // Up to 1 MB a row: weighs as 100 joined rows, so a find asks for at most 29 photos (issue #12).
      { hidden: true, cost: 100 },
    ),
    codigoVerificacao: f('t.codigo_verificacao', 'string'),
  },
  includes: {
    veiculo: { entity: 'Veiculo', kind: 'one', on: (p, c) => `${c}.id = ${p}.id_veiculo` },
    cacamba: { entity: 'Cacamba', kind: 'one', on: (p, c) => `${c}.id = ${p}.id_cacamba` },
    obra: { entity: 'Obra', kind: 'one', on: (p, c) => `${c}.id = ${p}.id_obra` },
    transportador: { entity: 'Perfil', kind: 'one', on: (p, c) => `${c}.id = ${p}.id_transportador` },
    perfil: { entity: 'Perfil', kind: 'one', on: (p, c) => `${c}.id = ${p}.id_transportador` },
    gerador: { entity: 'Perfil', kind: 'one', on: (p, c) => `${c}.id = ${p}.id_gerador` },
    destinoFinal: { entity: 'Perfil', kind: 'one', on: (p, c) => `${c}.id = ${p}.id_destino_final` },
    residuoPredominante: {
      entity: 'TipoResiduo',
      kind: 'one',
      on: (p, c) => `${c}.id = ${p}.id_residuo_predominante`,
    },
    tipoResiduo: {
      entity: 'TipoResiduo',
      kind: 'one',
      on: (p, c) => `${c}.id = ${p}.id_residuo_predominante`,
    },
    residuos: {
      entity: 'SolicitacaoTransporteResiduo',
      kind: 'many',
      on: (p, c) => `${c}.id_solicitacao_transporte = ${p}.id`,
    },
    historico: {
      entity: 'HistoricoCtr',
      kind: 'many',
      on: (p, c) => `${c}.id_solicitacao_transporte = ${p}.id`,
    },
    triagem: { entity: 'Triagem', kind: 'one', on: (p, c) => `${c}.id_solicitacao_transporte = ${p}.id` },
  },
  defaultOrder: [['id', 'DESC']],
});

registerEntity({
  name: 'SolicitacaoTransporteResiduo',
  from: 'solicitacao_transporte_residuo',
  access: CTR_READ_ACCESS,
  scope: childOfVisibleCtr,
  fieldsByRole: CTR_FIELDS,
  fields: {
    id: f('t.id', 'number'),
    idSolicitacaoTransporte: f('t.id_solicitacao_transporte', 'number'),
    idTipoResiduo: f('t.id_tipo_residuo', 'number'),
    volumeAproximadoM3: f('t.volume_aproximado_m3', 'number'),
    volume: f('t.volume_aproximado_m3', 'number'),
    nomeTipoResiduo: f('(SELECT tr.nome FROM tipo_residuo tr WHERE tr.id = t.id_tipo_residuo)', 'string'),
  },
  includes: {
    tipoResiduo: { entity: 'TipoResiduo', kind: 'one', on: (p, c) => `${c}.id = ${p}.id_tipo_residuo` },
  },
  defaultOrder: [['id', 'ASC']],
});

registerEntity({
  name: 'HistoricoCtr',
  from: 'historico_ctr',
  access: CTR_READ_ACCESS,
  scope: childOfVisibleCtr,
  fieldsByRole: CTR_FIELDS,
  fields: {
    id: f('t.id', 'number'),
    idSolicitacaoTransporte: f('t.id_solicitacao_transporte', 'number'),
    acao: f('t.acao', 'string'),
    situacaoDe: f('t.situacao_de', 'string'),
    situacaoPara: f('t.situacao_para', 'string'),
    motivo: f('t.motivo', 'string'),
    idUsuario: f('t.id_usuario', 'number'),
    nomeUsuario: f('(SELECT u.nome FROM usuario u WHERE u.id = t.id_usuario)', 'string'),
    dataHora: f('t.data_hora', 'datetime'),
  },
  defaultOrder: [['id', 'ASC']],
});
