import type { RouteInfo } from '../../src/app';
import type { Access } from '../../src/http/access';
import { allEntities } from '../../src/modules/find/registry';
import type { TestContext } from '../helpers';

/**
 * Every API route registered at run time, with the generic find expanded to one target per
 * registered entity (its access is the entity's). Routes that land later are covered without
 * touching the security tests.
 */
export interface Target {
  method: string;
  /** Route pattern as registered, e.g. /api/:entity/find. */
  route: string;
  /** Concrete URL with its parameters filled. */
  url: string;
  access: Access | undefined;
  entity?: string;
}

/** The swagger UI is the only thing under /api without a declaration (documentation, public). */
export const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

export function apiRoutes(t: Pick<TestContext, 'app'>): RouteInfo[] {
  return t.app.routeList.filter((r) => !isDocs(r.url));
}

/** A value for a path parameter that exists nowhere, so no route acts on a real row by accident. */
export const GHOST_ID = '987654321';

export function fillParams(url: string, values: Record<string, string> = {}): string {
  return url
    .replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodeURIComponent(values[name] ?? GHOST_ID))
    .replace(/\*$/, 'x');
}

export function targets(t: Pick<TestContext, 'app'>): Target[] {
  const routes = apiRoutes(t);
  const specific = new Set(routes.map((r) => `${r.method} ${r.url}`));
  const out: Target[] = [];
  for (const r of routes) {
    if (r.access && 'perEntity' in r.access) {
      for (const def of allEntities()) {
        const url = r.url.replace(':entity', def.name);
        // A module's own /X/find registered before the generic one answers instead (architecture.md).
        if (specific.has(`${r.method} ${url}`)) continue;
        out.push({ method: r.method, route: r.url, url, access: def.access, entity: def.name });
      }
      continue;
    }
    out.push({ method: r.method, route: r.url, url: fillParams(r.url), access: r.access });
  }
  return out;
}

export type Rights = Record<string, Record<string, boolean> | undefined>;

/**
 * What the permission table predicts for one declaration and one user's rights (from /api/me),
 * written here independently of http/auth-plugin.ts.
 */
export function expected(access: Access, rights: Rights | null): 'allowed' | 401 | 403 {
  if ('public' in access) return 'allowed';
  if ('perEntity' in access) throw new Error('perEntity must be expanded per entity');
  if (rights === null) return 401;
  if ('authenticated' in access) return 'allowed';
  const pairs = 'anyOf' in access ? access.anyOf : [access];
  return pairs.some((p) => rights[p.feature]?.[p.acao] === true) ? 'allowed' : 403;
}

export const hasBody = (method: string) => !['GET', 'DELETE', 'OPTIONS'].includes(method);
