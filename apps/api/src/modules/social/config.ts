/** The two social-login providers (doc 1 §6), OpenID Connect, configured by environment. */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
}

/** OIDC_GOOGLE_ISSUER / _CLIENT_ID / _CLIENT_SECRET / _SCOPE, and the same with OIDC_FACEBOOK_. */
export function loadOidcConfig(env: NodeJS.ProcessEnv): Partial<Record<SocialProvider, OidcProviderConfig>> {
  const out: Partial<Record<SocialProvider, OidcProviderConfig>> = {};
  for (const p of SOCIAL_PROVIDERS) {
    const prefix = `OIDC_${p.toUpperCase()}_`;
    const issuer = env[`${prefix}ISSUER`];
    const clientId = env[`${prefix}CLIENT_ID`];
    if (!issuer || !clientId) continue;
    out[p] = {
      issuer,
      clientId,
      clientSecret: env[`${prefix}CLIENT_SECRET`] ?? '',
      scope: env[`${prefix}SCOPE`] ?? 'openid email profile',
    };
  }
  return out;
}
