/**
 * The session itself is only the HttpOnly `auth-token` cookie, out of reach of scripts (issue #12
 * item 9). The web keeps just a hint that one may exist — no secret — so a visitor's first page
 * sends no request, and an expired session is told apart from none.
 */
const HINT = 'rcc.sessao';
/** Where versions before issue #12 kept a copy of the token: erased on load. */
const LEGACY_TOKEN = 'rcc.auth-token';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whether a session may exist; a token left by an older version counts, and is erased. */
export function readSessionHint(): boolean {
  const store = storage();
  if (!store) return false;
  try {
    if (store.getItem(LEGACY_TOKEN) !== null) {
      store.removeItem(LEGACY_TOKEN);
      store.setItem(HINT, '1');
    }
    return store.getItem(HINT) === '1';
  } catch {
    return false;
  }
}

export function writeSessionHint(active: boolean): void {
  try {
    const store = storage();
    if (active) store?.setItem(HINT, '1');
    else store?.removeItem(HINT);
  } catch {
    // Private mode or storage disabled: the cookie still carries the session for this page.
  }
}
