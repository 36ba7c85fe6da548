import { AppError, can } from '@rcc/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../modules/auth/user';
import { userFromApiKey, userFromToken } from '../modules/auth/service';
import { findEntity } from '../modules/find/registry';
import type { Access } from './access';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    authVia: 'header' | 'cookie' | 'apiKey' | null;
  }
}

const COOKIE = 'auth-token';

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string) {
  void reply.setCookie(COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.secureCookies,
    maxAge: 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  void reply.clearCookie(COOKIE, { path: '/' });
}

function header(req: FastifyRequest, ...names: string[]): string | undefined {
  for (const n of names) {
    const v = req.headers[n];
    if (typeof v === 'string' && v) return v;
  }
  return undefined;
}

async function resolveUser(app: FastifyInstance, req: FastifyRequest): Promise<void> {
  const clientId = header(req, 'client-id', 'clientid', 'x-client-id');
  const clientKey = header(req, 'client-key', 'clientkey', 'x-client-key');
  if (clientId && clientKey) {
    req.user = await userFromApiKey(app.db, clientId, clientKey);
    req.authVia = req.user ? 'apiKey' : null;
    return;
  }
  const fromHeader = header(req, 'auth-token');
  const fromCookie = req.cookies?.[COOKIE];
  const token = fromHeader ?? fromCookie;
  if (!token || token.length > 200) return;
  req.user = await userFromToken(app.db, token);
  req.authVia = req.user ? (fromHeader ? 'header' : 'cookie') : null;
}

/**
 * Cookie-authenticated writes must come from our own origin (cross-site request forgery): the
 * request's host, or the public address (a proxy in front may pass another Host). The web's writes
 * all arrive this way since it keeps no token (issue #12 item 9).
 */
function assertSameOrigin(req: FastifyRequest, publicHost: string | null) {
  if (req.authVia !== 'cookie' || ['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return;
  const origin = req.headers.origin ?? req.headers.referer;
  if (!origin) throw new AppError('FORBIDDEN', 'Requisição de outra origem recusada.');
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw new AppError('FORBIDDEN', 'Requisição de outra origem recusada.');
  }
  if (host !== req.headers.host && host !== publicHost)
    throw new AppError('FORBIDDEN', 'Requisição de outra origem recusada.');
}

function enforce(access: Access, user: AuthUser | null, params: unknown): void {
  if ('public' in access) return;
  if ('perEntity' in access) {
    const name = (params as { entity?: string })?.entity ?? '';
    const def = findEntity(name);
    if (!def) throw new AppError('VALIDATION', `Entidade desconhecida: ${name.slice(0, 60)}`);
    enforce(def.access, user, params);
    return;
  }
  if (!user) throw new AppError('UNAUTHENTICATED');
  if ('authenticated' in access) return;
  const pairs = 'anyOf' in access ? access.anyOf : [access];
  if (!pairs.some((p) => can(user.rights, p.feature, p.acao))) throw new AppError('FORBIDDEN');
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** The one hook that resolves the acting user and enforces every route's declared access. */
export function registerAuth(app: FastifyInstance) {
  const publicHost = hostOf(app.config.publicUrl);
  app.decorateRequest('user', null);
  app.decorateRequest('authVia', null);
  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!req.url.startsWith('/api/') || !access) return;
    await resolveUser(app, req);
    enforce(access, req.user, req.params);
    assertSameOrigin(req, publicHost);
  });
}
