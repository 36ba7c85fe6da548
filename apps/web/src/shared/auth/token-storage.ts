const KEY = 'rcc.auth-token';

/** The session token lives in localStorage (the server also sets an HttpOnly cookie). */
export function readToken(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(KEY, token);
    else window.localStorage.removeItem(KEY);
  } catch {
    // Private mode or storage disabled: the HttpOnly cookie still carries the session.
  }
}
