import { F } from '@rcc/domain';
import { needAny } from '../../http/access';
import { type SqlFragment, sql } from '../../db/sql';
import { type AuthUser, geradorPerfilIds, isStaff, transportadorPerfilId } from '../auth/user';
import type { FieldPolicy } from '../find/registry';
import { f, registerEntity } from '../find/registry';
import './perfil-views';

/**
 * Work sites a user may see (DESIGN §3): staff all, a generator its own, a transporter those it
 * is linked to; deleted ones never.
 */
export function obraVisible(user: AuthUser | null, alias: string): SqlFragment {
  const a = sql.raw(alias);
  if (!user) return sql`false`;
  const live = sql`${a}.excluido = 0`;
  if (isStaff(user)) return live;
  const geradores = geradorPerfilIds(user);
  const transp = transportadorPerfilId(user);
  const parts: SqlFragment[] = [];
  if (geradores.length) parts.push(sql`${a}.id_gerador = ANY(${geradores}::int[])`);
  if (transp) {
    parts.push(
      sql`EXISTS (SELECT 1 FROM obra_transportador ot WHERE ot.id_obra = ${a}.id AND ot.id_perfil = ${transp})`,
    );
  }
  if (!parts.length) return sql`false`;
  return sql`${live} AND (${sql.join(parts, ' OR ')})`;
}

/** Generators (their own), linked transporters and staff read a work site whole (rows: obraVisible). */
const OBRA_FIELDS: FieldPolicy = { staff: '*', gerador: '*', transportador: '*' };

const ACCESS = needAny(
  [F.MANTER_OBRA, 'consulta'],
  [F.SOLICITAR_TRANSPORTE, 'consulta'],
  [F.ENVIAR_NAO_SOLICITADO, 'consulta'],
);

registerEntity({
  name: 'Obra',
  from: 'obra',
  access: ACCESS,
  fields: {
    id: f('t.id', 'number'),
    idGerador: f('t.id_gerador', 'number'),
    nomeObra: f('t.nome_obra', 'string'),
    duracaoInicial: f('t.duracao_inicial', 'date'),
    duracaoFinal: f('t.duracao_final', 'date'),
    possuiAlvara: f('t.possui_alvara', 'number'),
    numeroAlvara: f('t.numero_alvara', 'string'),
    cep: f('t.cep', 'string'),
    uf: f('t.uf', 'string'),
    codIbge: f('t.cod_ibge', 'number'),
    bairro: f('t.bairro', 'string'),
    endereco: f('t.endereco', 'string'),
    complemento: f('t.complemento', 'string'),
    numero: f('t.numero', 'string'),
    shape: f(
      "CASE WHEN t.lon IS NULL THEN NULL ELSE jsonb_build_object('type','Point','coordinates', jsonb_build_array(t.lon, t.lat)) END",
      'json',
    ),
    observacao: f('t.observacao', 'string'),
    pgrccNomeArquivo: f('t.pgrcc_nome_arquivo', 'string'),
    possuiPgrcc: f('(t.id_anexo_pgrcc IS NOT NULL)', 'boolean'),
    motivoAlteracao: f('t.motivo_alteracao', 'string'),
    createdAt: f('t.created_at', 'datetime'),
    updatedAt: f('t.updated_at', 'datetime'),
  },
  includes: {
    gerador: { entity: 'Perfil', kind: 'one', on: (p, c) => `${c}.id = ${p}.id_gerador` },
    municipio: { entity: 'Municipio', kind: 'one', on: (p, c) => `${c}.cod_ibge = ${p}.cod_ibge` },
    obraTipoResiduos: { entity: 'ObraTipoResiduo', kind: 'many', on: (p, c) => `${c}.id_obra = ${p}.id` },
    obraTransportadores: {
      entity: 'ObraTransportador',
      kind: 'many',
      on: (p, c) => `${c}.id_obra = ${p}.id`,
    },
    transportadores: {
      entity: 'ViewTransportador',
      kind: 'many',
      on: (p, c) => `${c}.id IN (SELECT ot.id_perfil FROM obra_transportador ot WHERE ot.id_obra = ${p}.id)`,
    },
  },
  fieldsByRole: OBRA_FIELDS,
  // Includes obey it too (issue #12): a CTR's work site is one its reader may see.
  scope: obraVisible,
  defaultOrder: [['id', 'DESC']],
});

const viaObra = (user: AuthUser | null, alias: string) =>
  sql`EXISTS (SELECT 1 FROM obra o WHERE o.id = ${sql.raw(alias)}.id_obra AND ${obraVisible(user, 'o')})`;

registerEntity({
  name: 'ObraTipoResiduo',
  from: 'obra_tipo_residuo',
  access: ACCESS,
  fields: {
    id: f('t.id', 'number'),
    idObra: f('t.id_obra', 'number'),
    idTipoResiduo: f('t.id_tipo_residuo', 'number'),
    volume: f('t.volume', 'number'),
  },
  includes: {
    tipoResiduo: { entity: 'TipoResiduo', kind: 'one', on: (p, c) => `${c}.id = ${p}.id_tipo_residuo` },
  },
  fieldsByRole: OBRA_FIELDS,
  scope: viaObra,
  defaultOrder: [['id', 'ASC']],
});

registerEntity({
  name: 'ObraTransportador',
  from: 'obra_transportador',
  access: ACCESS,
  fields: {
    id: f('t.id', 'number'),
    idObra: f('t.id_obra', 'number'),
    idPerfil: f('t.id_perfil', 'number'),
  },
  includes: {
    transportador: { entity: 'ViewTransportador', kind: 'one', on: (p, c) => `${c}.id = ${p}.id_perfil` },
    perfil: { entity: 'Perfil', kind: 'one', on: (p, c) => `${c}.id = ${p}.id_perfil` },
  },
  fieldsByRole: OBRA_FIELDS,
  scope: viaObra,
  defaultOrder: [['id', 'ASC']],
});
