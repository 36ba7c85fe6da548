import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../shared/api/client';
import { authApi } from '../shared/auth/auth-api';
import { sessionStore } from '../shared/auth/session-store';
import { DURATION, notify } from '../shared/notify';
import { loginPathFor } from '../shared/auth/return-path';

const SESSION_EXPIRED = 'Sessão expirada. Faça login novamente';

/**
 * Spec 1 §4: pages where an expired token is not treated as a session expiry — the spec's four,
 * and the other pages anyone may open without a session (public CLTRCC verification, Dúvidas e
 * Sugestões, the unlock link, the social-login return): an old session must not send a citizen
 * checking a licence to the login page.
 */
const EXEMPT = [
  '/recovery',
  '/confirmed',
  '/destino-rapido',
  '/transportadores',
  '/verificar-cltrcc',
  '/reclamacoes',
  '/desbloqueio',
  '/social-login',
];

export const isExemptFromExpiry = (pathname: string) =>
  EXEMPT.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

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

/** On app start with a session hint, validate-login (by the cookie) loads the user or ends it. */
export function useSessionBootstrap(): void {
  useEffect(() => {
    if (sessionStore.getState().status !== 'loading') return;
    const session = sessionStore.generation();
    let cancelled = false;
    authApi
      .validate()
      .then((user) => {
        if (!cancelled && sessionStore.generation() === session) sessionStore.setUser(user);
      })
      .catch(() => {
        // The 401 handler may already have cleared it; anything else also ends the session.
        if (sessionStore.generation() === session) sessionStore.clear('error');
      });
    return () => {
      cancelled = true;
    };
  }, []);
}
