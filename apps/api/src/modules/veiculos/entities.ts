import { F } from '@rcc/domain';
import { needAny } from '../../http/access';
import { transportadorScope } from '../../lib/owner-scope';
import { f, registerEntity } from '../find/registry';

const VEICULO_ACCESS = needAny(
  [F.MANTER_VEICULO, 'consulta'],
  [F.AVALIAR_SOLICITACAO, 'consulta'],
  [F.ALOCAR_CACAMBA, 'consulta'],
  [F.ENVIAR_NAO_SOLICITADO, 'consulta'],
);

registerEntity({
  name: 'Veiculo',
  from: 'veiculo',
  access: VEICULO_ACCESS,
  fields: {
    id: f('t.id', 'number'),
    idPerfil: f('t.id_perfil', 'number'),
    placa: f('t.placa', 'string'),
    marca: f('t.marca', 'string'),
    modelo: f('t.modelo', 'string'),
    numeroIdentificacao: f('t.numero_identificacao', 'string'),
    renavam: f('t.renavam', 'string'),
    cor: f('t.cor', 'string'),
    ano: f('t.ano', 'number'),
    tipo: f('t.tipo', 'string'),
    volumeM3: f('t.volume_m3', 'number'),
    poliguindaste: f('t.poliguindaste', 'string'),
    // The quick-destination credential (with the plate): written by the vehicle form, never read.
    token: f('t.token', 'string', { secret: true }),
    excluido: f('t.excluido', 'number'),
    prestador: f('t.prestador', 'number'),
    idVeiculoOriginal: f('t.id_veiculo_original', 'number'),
    nomeDocumento: f('t.nome_documento', 'string'),
    contentType: f('t.content_type', 'string'),
    possuiDocumento: f('(t.id_anexo_documento IS NOT NULL)', 'boolean'),
    sigla: f('t.sigla', 'string'),
    createdAt: f('t.created_at', 'datetime'),
  },
  includes: {
    perfil: { entity: 'Perfil', kind: 'one', on: (p, c) => `${c}.id = ${p}.id_perfil` },
    transportador: { entity: 'ViewTransportador', kind: 'one', on: (p, c) => `${c}.id = ${p}.id_perfil` },
  },
  fieldsByRole: { staff: '*', transportador: '*' },
  scope: (user, alias) => transportadorScope(user, alias),
  defaultOrder: [['id', 'DESC']],
});

/** spec 2 §4: vehicles free for a new request (see migration 0100). */
registerEntity({
  name: 'ViewVeiculosDisponiveis',
  from: 'view_veiculos_disponiveis',
  access: VEICULO_ACCESS,
  fields: {
    id: f('t.id', 'number'),
    idPerfil: f('t.id_perfil', 'number'),
    placa: f('t.placa', 'string'),
    marca: f('t.marca', 'string'),
    modelo: f('t.modelo', 'string'),
    numeroIdentificacao: f('t.numero_identificacao', 'string'),
    tipo: f('t.tipo', 'string'),
    poliguindaste: f('t.poliguindaste', 'string'),
    volumeM3: f('t.volume_m3', 'number'),
    prestador: f('t.prestador', 'number'),
    idUltimaSolicitacao: f('t.id_ultima_solicitacao', 'number'),
    situacaoUltimaSolicitacao: f('t.situacao_ultima_solicitacao', 'string'),
  },
  fieldsByRole: { staff: '*', transportador: '*' },
  scope: (user, alias) => transportadorScope(user, alias),
  defaultOrder: [['placa', 'ASC']],
});
