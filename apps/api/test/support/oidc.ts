import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a free local port. Its login step signs in as
 * `nextAccount` without a form, so the test plays the browser with plain HTTP redirects.
 */
export async function startOidcProvider(
  clients: Array<{ clientId: string; clientSecret: string; redirectUri: string }>,
) {
  const accounts = new Map<string, TestAccount>();
  const state = { nextAccount: '' };
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [c.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    async findAccount(_ctx: unknown, sub: string) {
      return { accountId: sub, claims: async () => ({ sub, ...accounts.get(sub) }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    cookies: { keys: ['chave-de-teste-do-provedor'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
  });
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) {
      provider.callback()(req, res);
      return;
    }
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const accountId = state.nextAccount;
      const grant = new provider.Grant({ accountId, clientId: details.params.client_id! });
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch((err) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });

  /** Follows the redirects of a browser from the provider's authorize URL back to `until`. */
  async function authorize(url: string, until: string): Promise<URL> {
    const jar = new Map<string, string>();
    let current = url;
    for (let i = 0; i < 10; i++) {
      if (current.startsWith(until)) return new URL(current);
      const res = await fetch(current, {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair = ''] = c.split(';');
        const eq = pair.indexOf('=');
        jar.set(pair.slice(0, eq), pair.slice(eq + 1));
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`provedor respondeu ${res.status}: ${(await res.text()).slice(0, 300)}`);
      current = new URL(location, current).href;
    }
    throw new Error('redirecionamentos demais');
  }

  return {
    issuer,
    accounts,
    signInAs(sub: string, account: TestAccount) {
      accounts.set(sub, account);
      state.nextAccount = sub;
    },
    authorize,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
