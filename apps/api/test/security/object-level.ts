import { expect } from 'vitest';
import { findEntity } from '../../src/modules/find/registry';
import type { TestContext } from '../helpers';
import { fillParams } from './routes';

/** Tokens by role name: the demo roles and the "outsiders" (same profile type, another owner). */
export type TokenOf = (role: string) => Promise<string>;

/** Name of the field that holds the entity's key (default column id). */
export function keyField(entity: string): string {
  const def = findEntity(entity);
  if (!def) throw new Error(`entidade ${entity} não registrada`);
  const col = `t.${def.key ?? 'id'}`;
  const name = Object.keys(def.fields).find((k) => def.fields[k]!.sql === col);
  if (!name) throw new Error(`entidade ${entity} sem campo para ${col}`);
  return name;
}

export async function countVisible(t: TestContext, entity: string, id: unknown, token: string) {
  const res = await t.call('POST', `/api/${entity}/find`, {
    token,
    body: { where: { [keyField(entity)]: id }, fields: [keyField(entity)] },
  });
  if (res.statusCode === 403) return { status: 403, count: 0 };
  expect(res.statusCode, res.body).toBe(200);
  return { status: 200, count: res.json().data.count as number };
}

/** Routes that address one row of `entity` by a path parameter, e.g. GET /api/Obra/:id. */
export function rowRoutes(t: TestContext, entity: string) {
  const prefix = `/api/${entity.toLowerCase()}/:`;
  return t.app.routeList.filter(
    (r) => r.url.toLowerCase().startsWith(prefix) && (r.url.match(/:/g) ?? []).length === 1,
  );
}

/**
 * Issue #8 §1 object level: the row `id` of `entity` that `ownerRole` sees is invisible to
 * `otherRole` in the generic find, and guessing the id in a path route answers 404 (or 403);
 * afterwards the owner still sees it unchanged in number.
 */
export async function expectInvisibleToOthers(
  t: TestContext,
  tokenOf: TokenOf,
  entity: string,
  id: unknown,
  ownerRole: string,
  otherRole: string,
): Promise<void> {
  const owner = await tokenOf(ownerRole);
  const other = await tokenOf(otherRole);
  const mine = await countVisible(t, entity, id, owner);
  expect(mine.count, `${ownerRole} deveria ver ${entity} ${String(id)}`).toBe(1);
  const theirs = await countVisible(t, entity, id, other);
  expect(theirs.count, `${otherRole} não pode ver ${entity} ${String(id)} de ${ownerRole}`).toBe(0);
  for (const r of rowRoutes(t, entity)) {
    const url = fillParams(r.url, Object.fromEntries([[r.url.split(':')[1]!.split('/')[0]!, String(id)]]));
    const withBody = !['GET', 'DELETE'].includes(r.method);
    const res = await t.call(r.method, url, { token: other, ...(withBody ? { body: {} } : {}) });
    const allowed = withBody ? [400, 403, 404] : [403, 404];
    expect(allowed, `${otherRole} ${r.method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(
      res.statusCode,
    );
  }
  expect((await countVisible(t, entity, id, owner)).count).toBe(1);
}
