import { lazy } from 'react';
import { Navigate, useLocation } from 'react-router';
import { returnPathFrom } from '../shared/auth/return-path';
import { useSession } from '../shared/auth/use-session';
import { PageLoader } from '../shared/ui/PageLoader';

const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const PainelPage = lazy(() => import('../features/painel/PainelPage'));

/**
 * '/' (issue #14): the login screen for a visitor; once logged in, the address it came for
 * (`?volta=`) or else the Painel, where every login lands.
 */
export default function RootPage() {
  const session = useSession();
  const { search } = useLocation();
  if (!session.isLoggedIn) return <LoginPage />;
  const volta = returnPathFrom(search);
  if (volta) return <Navigate to={volta} replace />;
  if (!session.user) return <PageLoader />;
  return <PainelPage />;
}
