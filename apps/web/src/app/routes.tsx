import { lazy } from 'react';
import type { AppRoute } from '../shared/route-meta';
import { MASTER_DATA_ROUTES } from './master-data-routes';
import { ACCOUNT_ROUTES } from './route-tables/account-routes';
import { ADMIN_ROUTES } from './route-tables/admin-routes';
import { CTR_ROUTES } from './route-tables/ctr-routes';
import { OPERATION_ROUTES } from './route-tables/operacao-routes';
import { PUBLIC_ROUTES } from './route-tables/public-routes';

const NotFoundPage = lazy(() => import('../features/home/NotFoundPage'));

/**
 * Every route of the SPA (spec 1 §2.1), one table per area group in `route-tables/` and
 * `master-data-routes.ts`, in menu order. Each screen is
 * `lazy(() => import('../features/<area>/<Screen>'))`, its own chunk, so the login route never
 * loads maps or charts.
 */
export const ROUTES: AppRoute[] = [
  ...PUBLIC_ROUTES,
  ...ACCOUNT_ROUTES,
  ...CTR_ROUTES,
  // Master data, occurrences and reports (doc 3)
  ...MASTER_DATA_ROUTES,
  ...OPERATION_ROUTES,
  ...ADMIN_ROUTES,
  // Not public: a visitor goes to the login and back here after it (issue #12 item 8).
  { path: '*', screen: NotFoundPage, label: 'Página não encontrada', hideFromMenu: true },
];
