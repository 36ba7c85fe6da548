import { CLASSE_CARGA_MISTA, CLASSE_CONTRATADA, F, can } from '@rcc/domain';
import { AUTHENTICATED } from '../../http/access';
import { sql } from '../../db/sql';
import type { AuthUser } from '../auth/user';
import { f, registerEntity } from '../find/registry';

/**
 * Classes a lookup may not offer this user (spec 3 §5): CARGA MISTA never, CONTRATADA unless the
 * user's person is contracted by the authority. Those who maintain the catalogue see every class.
 */
function hiddenClasses(user: AuthUser | null, maintainer: boolean) {
  if (user && maintainer) return null;
  const contratada = user?.pessoa.contratadaSlu === true;
  return sql`SELECT c.id FROM classe_material c WHERE upper(c.classe) = ${CLASSE_CARGA_MISTA}
    OR (upper(c.classe) = ${CLASSE_CONTRATADA} AND NOT ${contratada}::boolean)`;
}

// The restriction is for lookups (a list filter); a class reached through an include of a row the
// user may see (e.g. a CTR's waste) is shown as it is.
registerEntity({
  name: 'ClasseMaterial',
  from: 'classe_material',
  access: AUTHENTICATED,
  fieldsByRole: { user: '*' },
  fields: {
    id: f('t.id', 'number'),
    classe: f('t.classe', 'string'),
    descricao: f('t.descricao', 'string'),
  },
  listFilter: (user, alias) => {
    const hidden = hiddenClasses(user, !!user && can(user.rights, F.MANTER_CLASSE_MATERIAL, 'consulta'));
    return hidden ? sql`${sql.raw(alias)}.id NOT IN (${hidden})` : null;
  },
  defaultOrder: [['classe', 'ASC']],
});

registerEntity({
  name: 'TipoResiduo',
  from: 'tipo_residuo',
  access: AUTHENTICATED,
  fields: {
    id: f('t.id', 'number'),
    nome: f('t.nome', 'string'),
    descricao: f('t.descricao', 'string'),
    codigo: f('t.codigo', 'string'),
    idClasseMaterial: f('t.id_classe_material', 'number'),
  },
  includes: {
    classeMaterial: {
      entity: 'ClasseMaterial',
      kind: 'one',
      on: (p, c) => `${c}.id = ${p}.id_classe_material`,
    },
  },
  fieldsByRole: { user: '*' },
  listFilter: (user, alias) => {
    const hidden = hiddenClasses(user, !!user && can(user.rights, F.MANTER_TIPO_RESIDUO, 'consulta'));
    return hidden ? sql`${sql.raw(alias)}.id_classe_material NOT IN (${hidden})` : null;
  },
  defaultOrder: [['nome', 'ASC']],
});
