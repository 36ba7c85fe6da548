import { can, GERADOR_IDS, TIPO_PERFIL, TRANSPORTADOR_IDS } from '@rcc/domain';
import type { Access } from '../../http/access';
import { type AuthUser, hasTipo, isStaff } from '../auth/user';
import type { EntityDef, FindRole } from './registry';

function findRoles(user: AuthUser | null): FindRole[] {
  const roles: FindRole[] = ['anyone'];
  if (!user) return roles;
  roles.push('user');
  if (isStaff(user)) roles.push('staff');
  if (hasTipo(user, ...TRANSPORTADOR_IDS)) roles.push('transportador');
  if (hasTipo(user, ...GERADOR_IDS)) roles.push('gerador');
  if (hasTipo(user, TIPO_PERFIL.DESTINO_FINAL)) roles.push('destino');
  if (hasTipo(user, TIPO_PERFIL.FISCALIZACAO, TIPO_PERFIL.ENTIDADE_PUBLICA)) roles.push('fiscal');
  if (hasTipo(user, TIPO_PERFIL.CIDADAO)) roles.push('cidadao');
  return roles;
}

/** Every field but those that never leave (secret). */
const readableFields = (def: EntityDef) => Object.keys(def.fields).filter((k) => !def.fields[k]!.secret);

/** `fields` minus the listed ones: for a policy that keeps all but a few personal fields. */
export const allBut = (fields: Record<string, unknown>, ...excluded: string[]): string[] =>
  Object.keys(fields).filter((k) => !excluded.includes(k));

const cache = new WeakMap<object, Map<EntityDef, ReadonlySet<string>>>();
const ANON = {};

/** The fields this user may read, filter and order by in `def` (empty: it reads nothing of it). */
export function allowedFields(def: EntityDef, user: AuthUser | null): ReadonlySet<string> {
  const key = user ?? ANON;
  let perUser = cache.get(key);
  if (!perUser) {
    perUser = new Map();
    cache.set(key, perUser);
  }
  const known = perUser.get(def);
  if (known) return known;
  const out = new Set<string>();
  if (mayUse(def.access, user)) {
    for (const role of findRoles(user)) {
      const list = def.fieldsByRole?.[role];
      if (!list) continue;
      for (const name of list === '*' ? readableFields(def) : list) {
        // A policy may not name a secret or unknown field: it would be a hole or a typo.
        if (Object.hasOwn(def.fields, name) && !def.fields[name]!.secret) out.add(name);
      }
    }
  }
  perUser.set(def, out);
  return out;
}

/** The entity's declared access, as a yes/no for this user (the route hook enforces the top level). */
export function mayUse(access: Access, user: AuthUser | null): boolean {
  if ('public' in access) return true;
  if (!user) return false;
  if ('authenticated' in access) return true;
  if ('perEntity' in access) return false;
  const pairs = 'anyOf' in access ? access.anyOf : [access];
  return pairs.some((p) => can(user.rights, p.feature, p.acao));
}
