import { readToken, writeToken } from './token-storage';
import type { SessionState, SessionStatus, SessionUser } from './types';

type Listener = () => void;

const listeners = new Set<Listener>();

function initialState(): SessionState {
  const token = readToken();
  // With a stored token the user is unknown until validate-login answers.
  return { status: token ? 'loading' : 'empty', token, user: null };
}

let state: SessionState = initialState();

function set(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  getState: (): SessionState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setLoading(): void {
    set({ ...state, status: 'loading' });
  },
  /** A successful login or validate-login. */
  setSession(token: string, user: SessionUser): void {
    writeToken(token);
    set({ status: 'success', token, user });
  },
  setUser(user: SessionUser): void {
    set({ ...state, status: 'success', user });
  },
  /** Spec 1 §4: on logout or session failure the stored token is cleared and the state resets. */
  clear(status: Extract<SessionStatus, 'empty' | 'error' | 'logout'> = 'logout'): void {
    writeToken(null);
    set({ status, token: null, user: null });
  },
  /** Re-reads localStorage (tests, or another tab logging in). */
  reset(): void {
    set(initialState());
  },
};
