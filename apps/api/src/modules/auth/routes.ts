import { authContract } from '@rcc/domain';
import { z } from 'zod';
import { AUTHENTICATED, PUBLIC } from '../../http/access';
import { clearSessionCookie, setSessionCookie } from '../../http/auth-plugin';
import type { ZodApp } from '../../http/contract';
import { AguardeError } from './throttle';
import * as service from './service';
import type { AuthUser } from './user';

const LOGIN_FAILED = service.LOGIN_FAILED;

const findAvailableBody = z.object({
  email: z
    .string({ error: 'Nenhuma pessoa encontrada, por favor, verifique o e-mail' })
    .trim()
    .min(1, 'Nenhuma pessoa encontrada, por favor, verifique o e-mail')
    .max(150),
});

const loginBody = z.object({
  username: z.string({ error: LOGIN_FAILED }).trim().min(1, LOGIN_FAILED).max(150),
  password: z.string({ error: LOGIN_FAILED }).min(1, LOGIN_FAILED).max(200),
  idPessoa: z.coerce
    .number({ error: 'Por favor selecione uma pessoa' })
    .int()
    .positive('Por favor selecione uma pessoa'),
  authType: z.string().max(20).optional(),
  type: z.string().max(20).optional(),
  idAuth: z.string().max(255).optional(),
  token: z.string().max(4000).optional(),
  accessToken: z.string().max(4000).optional(),
});

/** What the web receives about the current user: identity, profiles and rights. */
const publicUser = (u: AuthUser) => ({
  id: u.id,
  name: u.name,
  email: u.email,
  pessoa: u.pessoa,
  perfis: u.perfis,
  userTypes: [...new Set(u.perfis.map((p) => p.idTipoPerfil))],
  rights: u.rights,
});

export default async function authRoutes(app: ZodApp) {
  // A throttled answer says when to try again.
  app.addHook('onError', async (_req, reply, err) => {
    if (err instanceof AguardeError) void reply.header('retry-after', String(err.segundos));
  });

  app.post(
    '/find-available-pessoa',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['Sessão'],
        summary: 'Pessoas que o e-mail ou CPF pode representar no login (nomes mascarados)',
        body: findAvailableBody,
        response: { 200: authContract.findAvailablePessoa },
      },
    },
    async (req) => {
      const rows = await service.findAvailablePessoa(app.db, req.body.email, req.ip);
      return { success: true as const, data: { rows, count: rows.length } };
    },
  );

  app.post(
    '/login',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['Sessão'],
        summary: 'Entrar: abre a sessão (cookie; o token também em data.token para integrações)',
        body: loginBody,
        response: { 200: authContract.login },
      },
    },
    async (req, reply) => {
      const { token, user } = await service.login(app.db, req.body, {
        ip: req.ip,
        userAgent: String(req.headers['user-agent'] ?? ''),
        publicUrl: app.config.publicUrl,
        idle: app.config.sessionIdle,
      });
      setSessionCookie(app, reply, token);
      return { success: true as const, data: { token, user: publicUser(user) } };
    },
  );

  app.post(
    '/validate-login',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags: ['Sessão'],
        summary: 'Validar a sessão e obter o usuário atual',
        response: { 200: authContract.validateLogin },
      },
    },
    async (req) => ({
      success: true as const,
      data: { user: publicUser(req.user!) },
    }),
  );

  app.get(
    '/me',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags: ['Sessão'],
        summary: 'Usuário atual: identidade, perfis e direitos',
        response: { 200: authContract.me },
      },
    },
    async (req) => ({ success: true as const, data: publicUser(req.user!) }),
  );

  app.post(
    '/logout',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['Sessão'],
        summary: 'Sair: encerra a sessão e apaga o cookie',
        response: { 200: authContract.logout },
      },
    },
    async (req, reply) => {
      await service.logout(app.db, req.user ?? null);
      clearSessionCookie(reply);
      return { success: true as const, data: null };
    },
  );
}
