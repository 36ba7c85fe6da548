import { F } from '@rcc/domain';
import { needAny } from '../../http/access';
import { INSPECAO, transportadorScope } from '../../lib/owner-scope';
import { f, registerEntity } from '../find/registry';

const ADDRESS = {
  cep: f('t.cep', 'string'),
  codIbge: f('t.cod_ibge', 'number'),
  uf: f('t.uf', 'string'),
  bairro: f('t.bairro', 'string'),
  endereco: f('t.endereco', 'string'),
  complemento: f('t.complemento', 'string'),
  numero: f('t.numero', 'string'),
};
const SHAPE = f(
  "CASE WHEN t.lon IS NULL THEN NULL ELSE jsonb_build_object('type','Point','coordinates', jsonb_build_array(t.lon, t.lat)) END",
  'json',
);

registerEntity({
  name: 'Cacamba',
  from: 'cacamba',
  access: needAny(
    [F.MANTER_CACAMBA, 'consulta'],
    [F.AVALIAR_SOLICITACAO, 'consulta'],
    [F.ALOCAR_CACAMBA, 'consulta'],
    [F.ENVIAR_NAO_SOLICITADO, 'consulta'],
    [F.LOCALIZAR_CACAMBA, 'consulta'],
  ),
  fields: {
    id: f('t.id', 'number'),
    idPerfil: f('t.id_perfil', 'number'),
    capacidadeM3: f('t.capacidade_m3', 'number'),
    numeroIdentificacao: f('t.numero_identificacao', 'string'),
    numeroInterno: f('t.numero_interno', 'string'),
    ...ADDRESS,
    shape: SHAPE,
    excluido: f('t.excluido', 'number'),
    sigla: f('t.sigla', 'string'),
    createdAt: f('t.created_at', 'datetime'),
  },
  includes: {
    perfil: { entity: 'Perfil', kind: 'one', on: (p, c) => `${c}.id = ${p}.id_perfil` },
    transportador: { entity: 'ViewTransportador', kind: 'one', on: (p, c) => `${c}.id = ${p}.id_perfil` },
    municipio: { entity: 'Municipio', kind: 'one', on: (p, c) => `${c}.cod_ibge = ${p}.cod_ibge` },
  },
  fieldsByRole: { staff: '*', transportador: '*', fiscal: '*' },
  // Inspection staff locate any bin (Localizar Caçamba).
  scope: (user, alias) => transportadorScope(user, alias, 'id_perfil', INSPECAO),
  defaultOrder: [['id', 'DESC']],
});

/** spec 2 §4: bins free for a new request (see migration 0100). */
registerEntity({
  name: 'ViewCacambasDisponiveis',
  from: 'view_cacambas_disponiveis',
  access: needAny(
    [F.MANTER_CACAMBA, 'consulta'],
    [F.AVALIAR_SOLICITACAO, 'consulta'],
    [F.ALOCAR_CACAMBA, 'consulta'],
    [F.ENVIAR_NAO_SOLICITADO, 'consulta'],
  ),
  fields: {
    id: f('t.id', 'number'),
    idPerfil: f('t.id_perfil', 'number'),
    numeroIdentificacao: f('t.numero_identificacao', 'string'),
    numeroInterno: f('t.numero_interno', 'string'),
    capacidadeM3: f('t.capacidade_m3', 'number'),
    shape: SHAPE,
    idUltimaSolicitacao: f('t.id_ultima_solicitacao', 'number'),
    situacaoUltimaSolicitacao: f('t.situacao_ultima_solicitacao', 'string'),
  },
  fieldsByRole: { staff: '*', transportador: '*' },
  scope: (user, alias) => transportadorScope(user, alias),
  defaultOrder: [['numeroIdentificacao', 'ASC']],
});
