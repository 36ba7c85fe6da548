import type { PessoaDisponivel } from '@rcc/domain/contract/auth';
import { api } from '../api/client';
import type { ListResult } from '../api/types';
import { isLoggedIn, sessionStore } from './session-store';
import type { SessionUser } from './types';

export interface LoginInput {
  username: string;
  password: string;
  idPessoa: number;
}

const authCall = { skipAuthHandler: true } as const;

export const authApi = {
  findAvailablePessoa: (email: string, signal?: AbortSignal) =>
    api.post<ListResult<PessoaDisponivel>>('/find-available-pessoa', { email }, { ...authCall, signal }),
  async login(input: LoginInput): Promise<SessionUser> {
    // The answer's token is for API clients; the browser keeps only the HttpOnly cookie.
    const data = await api.post<{ user: SessionUser }>('/login', input, authCall);
    sessionStore.setSession(data.user);
    return data.user;
  },
  async validate(): Promise<SessionUser> {
    const data = await api.post<{ user: SessionUser }>('/validate-login');
    return data.user;
  },
  /** Ends the session on the server (best effort) and always locally. */
  async logout(): Promise<void> {
    const hadSession = isLoggedIn(sessionStore.getState());
    sessionStore.clear('logout');
    if (!hadSession) return;
    try {
      // The cookie identifies the session; the answer clears it.
      await api.post('/logout', {}, authCall);
    } catch {
      // The local session is already gone; the server row expires by itself.
    }
  },
  recover: (username: string, idPessoa: number) =>
    api.post<unknown>('/login-recovery', { username, idPessoa }, authCall),
  updatePassword: (hash: string, id: string, password: string) =>
    api.post<unknown>('/login-update', { hash, id, password }, authCall),
  confirmEmail: (hash: string, id: string) =>
    api.post<unknown>('/login-confirme-email', { hash, id }, authCall),
  unlock: (hash: string, id: string) =>
    api.post<{ message: string }>('/login-desbloqueio', { hash, id }, authCall),
};
