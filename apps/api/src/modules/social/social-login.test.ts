import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, type TestContext } from '../../../test/helpers';
import { cidadaoPf, usuario } from '../../../test/support/cadastro';
import { startOidcProvider } from '../../../test/support/oidc';

const WEB = 'http://localhost:3000';
let t: TestContext;
let op: Awaited<ReturnType<typeof startOidcProvider>>;

beforeAll(async () => {
  op = await startOidcProvider([
    { clientId: 'rcc-google', clientSecret: 'segredo-g', redirectUri: `${WEB}/api/auth/google/callback` },
    { clientId: 'rcc-facebook', clientSecret: 'segredo-f', redirectUri: `${WEB}/api/auth/facebook/callback` },
  ]);
  t = await createTestContext({
    PUBLIC_URL: WEB,
    OIDC_GOOGLE_ISSUER: op.issuer,
    OIDC_GOOGLE_CLIENT_ID: 'rcc-google',
    OIDC_GOOGLE_CLIENT_SECRET: 'segredo-g',
    OIDC_FACEBOOK_ISSUER: op.issuer,
    OIDC_FACEBOOK_CLIENT_ID: 'rcc-facebook',
    OIDC_FACEBOOK_CLIENT_SECRET: 'segredo-f',
  });
});
afterAll(async () => {
  await t.close();
  await op.close();
});

/** The whole round trip: our start route, the provider, our callback. Returns the web fragment. */
async function socialLogin(provider: 'google' | 'facebook', query = '') {
  const start = await t.app.inject({ method: 'GET', url: `/api/auth/${provider}/start${query}` });
  expect(start.statusCode).toBe(302);
  const authorizeUrl = new URL(start.headers.location as string);
  expect(authorizeUrl.origin).toBe(op.issuer);
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
  const stateCookie = start.cookies.find((c) => c.name === 'rcc-oidc')!;
  expect(stateCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });

  const back = await op.authorize(authorizeUrl.href, `${WEB}/api/auth/${provider}/callback`);
  const callback = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    cookies: { 'rcc-oidc': stateCookie.value },
  });
  expect(callback.statusCode).toBe(303);
  const location = new URL(callback.headers.location as string);
  expect(`${location.origin}${location.pathname}`).toBe(`${WEB}/social-login`);
  return { fragment: new URLSearchParams(location.hash.slice(1)), callback, back, stateCookie };
}

describe('social login (OpenID Connect, authorization code + PKCE)', () => {
  it('lists the configured providers', async () => {
    const res = await t.call('GET', '/api/auth/providers');
    expect(res.json().data).toEqual(['google', 'facebook']);
  });

  it('logs a known account in: the session only in the HttpOnly cookie, never in the address', async () => {
    await t.db.query("UPDATE usuario SET auth_type = 'google', id_auth = 'sub-maria' WHERE email = $1", [
      DEMO.gerador,
    ]);
    op.signInAs('sub-maria', { email: DEMO.gerador, email_verified: true, name: 'Maria' });
    const { fragment, callback } = await socialLogin('google');
    expect([...fragment.keys()]).toEqual(['sessao']);
    const cookie = callback.cookies.find((c) => c.name === 'auth-token')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(callback.headers.location).not.toContain(cookie.value);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', cookies: { 'auth-token': cookie.value } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.name).toBe('Maria Aparecida da Silva');
  });

  it('sends an unknown account to registration with a ticket; registering with it logs in once validated', async () => {
    op.signInAs('sub-novo', { email: 'novo.social@example.com', email_verified: true, name: 'Novo Social' });
    const first = await socialLogin('facebook');
    expect(first.fragment.get('sessao')).toBeNull();
    expect(first.fragment.get('provedor')).toBe('facebook');
    const ticket = first.fragment.get('cadastro')!;
    expect(ticket.length).toBeGreaterThan(30);

    const prefill = await t.call('GET', `/api/auth/cadastro/${ticket}`);
    expect(prefill.json().data).toEqual({
      authType: 'facebook',
      email: 'novo.social@example.com',
      nome: 'Novo Social',
    });

    // A natural person signing up through the provider needs no password.
    const payload = cidadaoPf(9100, {
      usuarioPessoaFisica: usuario(9100, {
        email: 'novo.social@example.com',
        confirmarEmail: 'novo.social@example.com',
        senha: '',
        confirmarSenha: '',
        perfis: [],
      }),
      socialTicket: ticket,
    });
    const reg = await t.call('POST', '/api/pessoa-api/cadastrar', { body: payload });
    expect(reg.statusCode).toBe(201);
    expect(reg.json().data).toMatchObject({
      socialId: 'facebook',
      aguardandoConfirmacao: 0,
      pessoa: { tipoPessoa: 'F' },
    });
    const [u] = await t.db.query<Record<string, unknown>>(
      'SELECT auth_type, id_auth, email_validado, senha_hash FROM usuario WHERE email = $1',
      ['novo.social@example.com'],
    );
    expect(u).toEqual({ auth_type: 'facebook', id_auth: 'sub-novo', email_validado: 'S', senha_hash: null });
    expect(await t.db.query("SELECT 1 FROM email_fila WHERE para = 'novo.social@example.com'")).toHaveLength(
      0,
    );

    // The ticket is spent.
    expect((await t.call('GET', `/api/auth/cadastro/${ticket}`)).statusCode).toBe(404);
    const reuse = await t.call('POST', '/api/pessoa-api/cadastrar', {
      body: { ...cidadaoPf(9101), socialTicket: ticket },
    });
    expect(reuse.statusCode).toBe(400);

    // Known now, but still awaiting the authority's validation: the login's single message.
    const pending = await socialLogin('facebook');
    expect(pending.fragment.get('erro')).toBe(
      'Usuário ou senha não conferem ou seus dados ainda não foram validados',
    );
    await t.db.query("UPDATE pessoa SET situacao = 'Ativo' WHERE id = $1", [reg.json().data.pessoa.id]);
    const validated = await socialLogin('facebook');
    expect(validated.fragment.get('sessao')).toBe('1');
  });

  it('refuses a callback without the state cookie or with another one', async () => {
    op.signInAs('sub-maria', { email: DEMO.gerador, email_verified: true });
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/start' });
    const back = await op.authorize(start.headers.location as string, `${WEB}/api/auth/google/callback`);
    const noCookie = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(new URLSearchParams(new URL(noCookie.headers.location as string).hash.slice(1)).get('erro')).toBe(
      'Não foi possível entrar pela rede social. Tente novamente ou use seu e-mail e senha.',
    );
    const other = await t.app.inject({ method: 'GET', url: '/api/auth/google/start' });
    const wrong = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      cookies: { 'rcc-oidc': other.cookies.find((c) => c.name === 'rcc-oidc')!.value },
    });
    const fragment = new URLSearchParams(new URL(wrong.headers.location as string).hash.slice(1));
    expect(fragment.get('sessao')).toBeNull();
    expect(fragment.get('erro')).toBeTruthy();
  });

  it('answers 404 for an unknown provider', async () => {
    const res = await t.call('GET', '/api/auth/orkut/start');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Provedor de login desconhecido.');
  });
});
