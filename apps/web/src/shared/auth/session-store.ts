import { readSessionHint, writeSessionHint } from './session-hint';
import type { SessionState, SessionStatus, SessionUser } from './types';

type Listener = () => void;

const listeners = new Set<Listener>();

function initialState(): SessionState {
  // With a session hint the user is unknown until validate-login answers (the cookie decides).
  return { status: readSessionHint() ? 'loading' : 'empty', user: null };
}

let state: SessionState = initialState();
/** Bumped whenever a session starts or ends: a late answer for an older session is ignored. */
let generation = 0;

function set(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** A session is assumed while it loads (hint present) and once the user is known. */
export const isLoggedIn = (s: SessionState): boolean => s.status === 'loading' || s.status === 'success';

export const sessionStore = {
  getState: (): SessionState => state,
  /** Identifies the current session for answers that arrive later (requests, validate-login). */
  generation: (): number => generation,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setLoading(): void {
    set({ ...state, status: 'loading' });
  },
  /** A successful login (the server has set the session cookie). */
  setSession(user: SessionUser): void {
    writeSessionHint(true);
    generation++;
    set({ status: 'success', user });
  },
  setUser(user: SessionUser): void {
    set({ ...state, status: 'success', user });
  },
  /** Spec 1 §4: on logout or session failure the state resets. */
  clear(status: Extract<SessionStatus, 'empty' | 'error' | 'logout'> = 'logout'): void {
    writeSessionHint(false);
    generation++;
    set({ status, user: null });
  },
  /** Re-reads the hint (tests, or another tab logging in). */
  reset(): void {
    generation++;
    set(initialState());
  },
};
