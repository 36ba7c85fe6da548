import { F } from '@rcc/domain';
import { needAny } from '../../http/access';
import { sql } from '../../db/sql';
import { ctrScope } from '../ctr/access';
import { CTR_FIELDS, childOfVisibleCtr } from '../ctr/entities';
import { f, registerEntity } from '../find/registry';

const ACCESS = needAny([F.CONTROLAR_TRIADOS, 'consulta'], [F.LOCALIZAR_CTR, 'consulta']);

registerEntity({
  name: 'Triagem',
  from: 'triagem',
  access: ACCESS,
  fieldsByRole: CTR_FIELDS,
  scope: childOfVisibleCtr,
  fields: {
    id: f('t.id', 'number'),
    idSolicitacaoTransporte: f('t.id_solicitacao_transporte', 'number'),
    enviarPara: f('t.enviar_para', 'string'),
    observacao: f('t.observacao', 'string'),
    idUsuario: f('t.id_usuario', 'number'),
    createdAt: f('t.created_at', 'datetime'),
    updatedAt: f('t.updated_at', 'datetime'),
  },
  includes: {
    solicitacaoTransporte: {
      entity: 'SolicitacaoTransporte',
      kind: 'one',
      on: (p, c) => `${c}.id = ${p}.id_solicitacao_transporte`,
    },
    triagemResiduo: { entity: 'TriagemResiduo', kind: 'many', on: (p, c) => `${c}.id_triagem = ${p}.id` },
    residuosTriados: { entity: 'TriagemResiduo', kind: 'many', on: (p, c) => `${c}.id_triagem = ${p}.id` },
  },
  defaultOrder: [['id', 'DESC']],
});

registerEntity({
  name: 'TriagemResiduo',
  from: 'triagem_residuo',
  access: ACCESS,
  fieldsByRole: CTR_FIELDS,
  scope: (user, alias) => {
    const inner = ctrScope(user, 's');
    if (inner === null) return null;
    return sql`EXISTS (SELECT 1 FROM triagem tg JOIN solicitacao_transporte s ON s.id = tg.id_solicitacao_transporte
      WHERE tg.id = ${sql.raw(`${alias}.id_triagem`)} AND ${inner})`;
  },
  fields: {
    id: f('t.id', 'number'),
    idTriagem: f('t.id_triagem', 'number'),
    idTipoResiduo: f('t.id_tipo_residuo', 'number'),
    volumeAproximadoM3: f('t.volume_aproximado_m3', 'number'),
    nomeTipoResiduo: f('(SELECT tr.nome FROM tipo_residuo tr WHERE tr.id = t.id_tipo_residuo)', 'string'),
  },
  includes: {
    tipoResiduo: { entity: 'TipoResiduo', kind: 'one', on: (p, c) => `${c}.id = ${p}.id_tipo_residuo` },
  },
  defaultOrder: [['id', 'ASC']],
});
