import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { buildRoutes } from '../app/router';

/** The whole app (routes, guard, layout) at a given path. */
export function renderApp(path = '/') {
  const client = createQueryClient();
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const result = render(
    <Providers client={client} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, client };
}

/** One component with the app's providers and a router. */
export function renderWithProviders(ui: ReactNode, path = '/') {
  const client = createQueryClient();
  return render(
    <Providers client={client} env="test">
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Providers>,
  );
}
