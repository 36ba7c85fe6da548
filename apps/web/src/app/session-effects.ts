import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../shared/api/client';
import { authApi } from '../shared/auth/auth-api';
import { sessionStore } from '../shared/auth/session-store';
import { DURATION, notify } from '../shared/notify';
import { loginPathFor } from '../shared/auth/return-path';
import { acompanharSessao, usuarioDoAparelho } from '../shared/offline/copia-offline';
import { semRede } from '../shared/offline/sem-rede';
import { ROUTES } from './routes';

const SESSION_EXPIRED = 'Sessão expirada. Faça login novamente';

/**
 * Spec 1 §4: an expired token is not a session expiry on a page anyone may open without a session
 * (the route table's public pages: recovery, confirmation, quick destination, licensed
 * transporters, CLTRCC verification, Dúvidas e Sugestões, unlock, social-login return) — an old
 * session must not send a citizen checking a licence to the login page.
 */
export const isExemptFromExpiry = (pathname: string) =>
  ROUTES.some((route) => route.public && matchPath(route.path, pathname) !== null);

/** Registers the global 401 handler: clear the session, go to '/' (then back), warn the user (7 s). */
export function useUnauthorizedHandler(): void {
  const navigate = useNavigate();
  const client = useQueryClient();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  useEffect(() => {
    setUnauthorizedHandler((sentSession) => {
      // Several calls may fail together; only the first one for the live session acts.
      if (sessionStore.generation() !== sentSession) return;
      if (isExemptFromExpiry(here.current.pathname)) return;
      sessionStore.clear('error');
      client.clear();
      navigate(loginPathFor(here.current), { replace: true });
      notify.error(SESSION_EXPIRED, { duration: DURATION.error });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate, client]);
}

/**
 * On app start with a session hint, validate-login (by the cookie) loads the user or ends it.
 * Without a connection the user last validated on this device carries on (issue #16: the field
 * screens open offline); the server decides again on the first request that reaches it.
 */
export function useSessionBootstrap(): void {
  useEffect(() => {
    acompanharSessao();
    if (sessionStore.getState().status !== 'loading') return;
    const session = sessionStore.generation();
    let cancelled = false;
    authApi
      .validate()
      .then((user) => {
        if (!cancelled && sessionStore.generation() === session) sessionStore.setUser(user);
      })
      .catch((e: unknown) => {
        if (sessionStore.generation() !== session) return;
        const doAparelho = semRede(e) ? usuarioDoAparelho() : null;
        // The 401 handler may already have cleared it; anything else also ends the session.
        if (doAparelho) sessionStore.setUser(doAparelho);
        else sessionStore.clear('error');
      });
    return () => {
      cancelled = true;
    };
  }, []);
}
