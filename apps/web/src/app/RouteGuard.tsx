import { can } from '@rcc/domain/permissions';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../shared/auth/use-session';
import { useRouteTitle } from '../shared/page-title';
import { type RouteMeta, RouteMetaContext } from '../shared/route-meta';
import { PageLoader } from '../shared/ui/PageLoader';
import { loginPathFor } from '../shared/auth/return-path';

interface RouteGuardProps {
  meta: RouteMeta;
  children: ReactNode;
}

/** Paths a logged-in user may still open although they are guest pages (spec 1 §2.1). */
const GUEST_EXCEPTIONS = ['/transportadores', '/destino-rapido'];

/**
 * Spec 1 §2.1: login needed → '/' without a session, keeping the address to open after login
 * (issue #12 item 8, unknown addresses included); '/' when can() fails; guests only on guest routes.
 */
export function RouteGuard({ meta, children }: RouteGuardProps) {
  const session = useSession();
  const location = useLocation();
  const { pathname } = location;
  useRouteTitle(meta.label ?? meta.title);
  const content = <RouteMetaContext.Provider value={meta}>{children}</RouteMetaContext.Provider>;

  if (meta.public) return content;
  if (meta.guest) {
    const isException = GUEST_EXCEPTIONS.some((path) => pathname.startsWith(path));
    return session.isLoggedIn && !isException ? <Navigate to="/" replace /> : content;
  }
  if (!session.isLoggedIn) return <Navigate to={loginPathFor(location)} replace />;
  if (!session.user) return <PageLoader />;
  if (meta.title && meta.acao && !can(session.user.rights, meta.title, meta.acao))
    return <Navigate to="/" replace />;
  return content;
}
