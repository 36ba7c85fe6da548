import { AppError, MSG_ACESSO, socialContract } from '@rcc/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { PUBLIC } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { setSessionCookie } from '../../http/auth-plugin';
import { type OidcProviderConfig, SOCIAL_PROVIDERS, type SocialProvider } from './config';
import { startAuthorization } from './oidc';
import { completeSocialLogin } from './service';
import { peekRegistrationTicket } from './tickets';

const STATE_COOKIE = 'rcc-oidc';
const STATE_TTL_S = 10 * 60;

const providerParams = z.object({ provider: z.string().max(20) });
const startQuery = z.object({ idPessoa: z.coerce.number().int().positive().optional() });
const callbackQuery = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
});
const ticketParams = z.object({ ticket: z.string().min(10).max(100) });

/** The state cookie: what the callback must find again (CSRF state, nonce, PKCE verifier). */
const stateCookie = z.object({
  p: z.enum(SOCIAL_PROVIDERS),
  s: z.string(),
  n: z.string(),
  v: z.string(),
  i: z.number().nullable(),
});

/**
 * Social login (doc 1 §2.2, §6) with two OpenID Connect providers. The outcome goes to the web's
 * /social-login page in the URL fragment (never sent to a server or kept in logs): `#sessao=1` (the
 * session is only the HttpOnly cookie, out of scripts' reach), `#cadastro=<ticket>` or `#erro=<message>`.
 */
export default async function socialRoutes(app: ZodApp) {
  const base = app.config.publicUrl.replace(/\/+$/, '');
  const redirectUri = (p: SocialProvider) => `${base}/api/auth/${p}/callback`;
  const toWeb = (reply: FastifyReply, fragment: Record<string, string>) =>
    reply.redirect(`${base}/social-login#${new URLSearchParams(fragment).toString()}`, 303);

  function providerConfig(name: string): { provider: SocialProvider; cfg: OidcProviderConfig } {
    if (!(SOCIAL_PROVIDERS as readonly string[]).includes(name)) {
      throw new AppError('NOT_FOUND', MSG_ACESSO.social.provedorDesconhecido);
    }
    const provider = name as SocialProvider;
    const cfg = app.config.oidc[provider];
    if (!cfg) throw new AppError('NOT_FOUND', MSG_ACESSO.social.provedorNaoConfigurado);
    return { provider, cfg };
  }

  app.get(
    '/auth/providers',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['Sessão'],
        summary: 'Provedores de login social configurados',
        response: { 200: socialContract.providers },
      },
    },
    async () => ({ success: true as const, data: SOCIAL_PROVIDERS.filter((p) => app.config.oidc[p]) }),
  );

  app.get(
    '/auth/:provider/start',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['Sessão'],
        summary: 'Iniciar o login social: redireciona ao provedor',
        params: providerParams,
        querystring: startQuery,
        response: { 302: socialContract.redirect },
      },
    },
    async (req, reply) => {
      const { provider, cfg } = providerConfig(req.params.provider);
      const { idPessoa } = req.query;
      let start: Awaited<ReturnType<typeof startAuthorization>>;
      try {
        start = await startAuthorization(cfg, redirectUri(provider));
      } catch (err) {
        req.log.warn({ err, provider }, 'provedor de login social indisponível');
        return toWeb(reply, { erro: MSG_ACESSO.social.falha });
      }
      const value: z.infer<typeof stateCookie> = {
        p: provider,
        s: start.state,
        n: start.nonce,
        v: start.verifier,
        i: idPessoa ?? null,
      };
      void reply.setCookie(STATE_COOKIE, JSON.stringify(value), {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.secureCookies,
        maxAge: STATE_TTL_S,
      });
      return reply.redirect(start.url, 302);
    },
  );

  app.get(
    '/auth/:provider/callback',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['Sessão'],
        summary: 'Retorno do provedor: abre a sessão ou o cadastro e redireciona à web',
        params: providerParams,
        querystring: callbackQuery,
        response: { 303: socialContract.redirect },
      },
    },
    async (req, reply) => {
      const { provider, cfg } = providerConfig(req.params.provider);
      const raw = req.cookies[STATE_COOKIE];
      void reply.clearCookie(STATE_COOKIE, { path: '/api/auth' });
      let saved: z.infer<typeof stateCookie> | undefined;
      try {
        saved = stateCookie.parse(JSON.parse(raw ?? ''));
      } catch {
        saved = undefined;
      }
      const query = req.query;
      if (!saved || saved.p !== provider || query.error)
        return toWeb(reply, { erro: MSG_ACESSO.social.falha });
      // The redirect_uri as registered (publicUrl may carry a path prefix) plus the provider's query.
      const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      const currentUrl = new URL(`${redirectUri(provider)}${search}`);
      const outcome = await completeSocialLogin(
        app.db,
        cfg,
        provider,
        currentUrl,
        { state: saved.s, nonce: saved.n, verifier: saved.v, idPessoa: saved.i },
        { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? ''), idle: app.config.sessionIdle },
        req.log,
      );
      if (outcome.kind === 'session') {
        setSessionCookie(app, reply, outcome.token);
        return toWeb(reply, { sessao: '1' });
      }
      if (outcome.kind === 'cadastro') return toWeb(reply, { cadastro: outcome.ticket, provedor: provider });
      return toWeb(reply, { erro: outcome.message });
    },
  );

  app.get(
    '/auth/cadastro/:ticket',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['Sessão'],
        summary: 'Dados do login social para preencher o cadastro (pelo tíquete)',
        params: ticketParams,
        response: { 200: socialContract.cadastro },
      },
    },
    async (req) => ({
      success: true as const,
      data: await peekRegistrationTicket(app.db, req.params.ticket),
    }),
  );
}
