/** Where the browser goes to sign in with a provider (GET /api/auth/:provider/start). */
export const socialStartUrl = (provider: string, idPessoa?: number | null) =>
  `/api/auth/${encodeURIComponent(provider)}/start${idPessoa ? `?idPessoa=${idPessoa}` : ''}`;

export const PROVIDER_LABEL: Record<string, string> = { google: 'Google', facebook: 'Facebook' };

/** Spec 1 §2.2, §9: a natural person registered with a social account logs in after 2 s. */
export const SOCIAL_AUTO_LOGIN_MS = 2000;

/** The outcome the API puts in the fragment of /social-login (never sent to a server). */
export type SocialOutcome =
  | { kind: 'sessao' }
  | { kind: 'cadastro'; ticket: string; provider: string }
  | { kind: 'erro'; message: string }
  | { kind: 'none' };

export function readSocialOutcome(hash: string): SocialOutcome {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  // The session itself came as the HttpOnly cookie; the fragment only says so (issue #12 item 9).
  if (params.get('sessao')) return { kind: 'sessao' };
  const ticket = params.get('cadastro');
  if (ticket) return { kind: 'cadastro', ticket, provider: params.get('provedor') ?? '' };
  const message = params.get('erro');
  if (message) return { kind: 'erro', message };
  return { kind: 'none' };
}
