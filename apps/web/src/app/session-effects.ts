import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../shared/api/client';
import { authApi } from '../shared/auth/auth-api';
import { sessionStore } from '../shared/auth/session-store';
import { DURATION, notify } from '../shared/notify';

export const SESSION_EXPIRED = 'Sessão expirada. Faça login novamente';

/** Spec 1 §4: pages where an expired token is not treated as a session expiry. */
const EXEMPT = ['/recovery', '/confirmed', '/destino-rapido', '/transportadores'];

export const isExemptFromExpiry = (pathname: string) =>
  EXEMPT.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** Registers the global 401 handler: clear the session, go to '/', warn the user (7 s). */
export function useUnauthorizedHandler(): void {
  const navigate = useNavigate();
  const client = useQueryClient();
  useEffect(() => {
    setUnauthorizedHandler((sentToken) => {
      // Several calls may fail together; only the first one for the live token acts.
      if (sessionStore.getState().token !== sentToken) return;
      if (isExemptFromExpiry(window.location.pathname)) return;
      sessionStore.clear('error');
      client.clear();
      navigate('/', { replace: true });
      notify.error(SESSION_EXPIRED, { duration: DURATION.error });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate, client]);
}

/** On app start with a stored token, validate-login loads the user (or ends the session). */
export function useSessionBootstrap(): void {
  useEffect(() => {
    const { status, token } = sessionStore.getState();
    if (status !== 'loading' || !token) return;
    let cancelled = false;
    authApi
      .validate()
      .then((user) => {
        if (!cancelled && sessionStore.getState().token === token) sessionStore.setUser(user);
      })
      .catch(() => {
        // The 401 handler may already have cleared it; anything else also ends the session.
        if (sessionStore.getState().token === token) sessionStore.clear('error');
      });
    return () => {
      cancelled = true;
    };
  }, []);
}
