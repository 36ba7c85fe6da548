import * as client from 'openid-client';
import type { OidcProviderConfig } from './config';
import type { SocialIdentity } from './queries';

// Discovery metadata per provider; a failed discovery is retried on the next login.
const configs = new Map<string, Promise<client.Configuration>>();

function configuration(cfg: OidcProviderConfig): Promise<client.Configuration> {
  const key = `${cfg.issuer}|${cfg.clientId}`;
  let found = configs.get(key);
  if (!found) {
    // Plain http only for a provider on this machine (tests, development).
    const local = /^http:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$)/.test(cfg.issuer);
    found = client.discovery(new URL(cfg.issuer), cfg.clientId, cfg.clientSecret || undefined, undefined, {
      timeout: 10,
      ...(local ? { execute: [client.allowInsecureRequests] } : {}),
    });
    found.catch(() => configs.delete(key));
    configs.set(key, found);
  }
  return found;
}

export interface AuthorizationStart {
  url: string;
  state: string;
  nonce: string;
  verifier: string;
}

/** Authorization code with PKCE (S256), state and nonce. */
export async function startAuthorization(
  cfg: OidcProviderConfig,
  redirectUri: string,
): Promise<AuthorizationStart> {
  const config = await configuration(cfg);
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: cfg.scope,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, state, nonce, verifier };
}

/** Exchanges the code (checking state, nonce and PKCE) and reads who signed in. */
export async function finishAuthorization(
  cfg: OidcProviderConfig,
  authType: string,
  currentUrl: URL,
  checks: { state: string; nonce: string; verifier: string },
): Promise<SocialIdentity> {
  const config = await configuration(cfg);
  const tokens = await client.authorizationCodeGrant(config, currentUrl, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.verifier,
    idTokenExpected: true,
  });
  const claims = tokens.claims()!;
  let info: Record<string, unknown> = claims;
  // Providers that keep profile claims out of the ID token give them at the userinfo endpoint.
  if (!claims.email && tokens.access_token) {
    info = { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
  }
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return {
    authType,
    idAuth: claims.sub,
    email: str(info.email)?.slice(0, 150) ?? null,
    emailVerificado: info.email_verified === true || info.email_verified === 'true',
    nome: str(info.name)?.slice(0, 150) ?? null,
  };
}
