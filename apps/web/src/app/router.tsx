import { Container } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, useLocation } from 'react-router';
import { useSession } from '../shared/auth/use-session';
import { GlobalLoading } from './GlobalLoading';
import { AccessibilityBar } from './layout/AccessibilityBar';
import { SiteFooter } from './layout/SiteFooter';
import { OfflineBanner } from '../shared/offline/OfflineBanner';
import { PageLoader } from '../shared/ui/PageLoader';
import { RouteError } from './RouteError';
import { RouteGuard } from './RouteGuard';
import type { AppRoute } from '../shared/route-meta';
import { ROUTES } from './routes';
import { useSessionBootstrap, useUnauthorizedHandler } from './session-effects';

// The shell (menu, top bar) is only for logged-in users: keep it out of the login route's chunk.
const AppLayout = lazy(() => import('./layout/AppLayout'));

function Root() {
  useUnauthorizedHandler();
  useSessionBootstrap();
  return (
    <>
      <OfflineBanner />
      <GlobalLoading />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** Pages without the shell (login, public pages): the e-MAG bar above, the authority's footer below. */
function PlainFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <AccessibilityBar />
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
      <SiteFooter />
    </>
  );
}

/** Routes with layout: the shell for a logged-in user, a plain page for a visitor (public pages). */
function Shell() {
  const { isLoggedIn } = useSession();
  const { pathname } = useLocation();
  if (isLoggedIn) return <AppLayout />;
  // '/' before login is the login screen, a whole page of its own (app/RootPage).
  if (pathname === '/')
    return (
      <PlainFrame>
        <Outlet />
      </PlainFrame>
    );
  return (
    <PlainFrame>
      <Container size="lg" py="md" component="main" id="conteudo">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
    </PlainFrame>
  );
}

const toRoute = ({ path, screen: Screen, ...meta }: AppRoute): RouteObject => ({
  path,
  element: (
    <RouteGuard meta={meta}>
      <Screen />
    </RouteGuard>
  ),
  // A screen that fails while drawing keeps the shell around its error message.
  errorElement: <RouteError />,
});

export function buildRoutes(routes: AppRoute[] = ROUTES): RouteObject[] {
  return [
    {
      element: <Root />,
      errorElement: <RouteError />,
      children: [
        {
          element: (
            <PlainFrame>
              <Outlet />
            </PlainFrame>
          ),
          children: routes.filter((r) => r.hideLayout).map(toRoute),
        },
        { element: <Shell />, children: routes.filter((r) => !r.hideLayout).map(toRoute) },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
