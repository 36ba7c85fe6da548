/** Query parameter of '/' holding the address a visitor asked for before logging in (issue #12 item 8). */
const RETURN_PARAM = 'voltar';

/**
 * Only an address of this site may come back from the query string (no open redirect): one leading
 * '/', no second slash or backslash that a browser reads as another host, no control characters.
 * The login pages themselves are not a destination.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000 || !raw.startsWith('/') || raw.includes('\\') || raw.startsWith('//'))
    return null;
  if ([...raw].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return null;
  try {
    const url = new URL(raw, window.location.origin);
    if (url.origin !== window.location.origin || url.pathname === '/' || url.pathname === '/login')
      return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The login page, carrying the address to open after login when it is one of ours. */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const target = safeReturnPath(`${location.pathname}${location.search}${location.hash}`);
  return target ? `/?${new URLSearchParams({ [RETURN_PARAM]: target })}` : '/';
}

/** The address to open after login (else the landing page), read from the login page's query string. */
export const returnPathFrom = (search: string): string | null =>
  safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
