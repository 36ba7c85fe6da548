import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { sessionStore } from '../shared/auth/session-store';
import { createQueryClient } from './query-client';
import { Providers } from './providers';
import { buildRoutes } from './router';

function Quebrada(): never {
  throw new Error('falha ao desenhar');
}

const renderAt = (path: string) => {
  const router = createMemoryRouter(
    buildRoutes([{ path: '/quebrada', screen: Quebrada, public: true, label: 'Quebrada' }]),
    { initialEntries: [path] },
  );
  return render(
    <Providers client={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
};

afterEach(() => vi.restoreAllMocks());

describe('route error boundary (issue #15 item 6)', () => {
  it('shows a screen that throws as a Portuguese message with "Tentar novamente"', async () => {
    sessionStore.clear('empty');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/quebrada');
    expect(await screen.findByRole('heading', { name: 'Não foi possível exibir esta página' })).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Ocorreu um erro inesperado nesta página.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para a página inicial' }).getAttribute('href')).toBe('/');
    // The visitor's frame (e-MAG bar, footer) stays around the message.
    expect(screen.getByRole('navigation', { name: 'Atalhos de teclado' })).toBeTruthy();
  });

  it('says "Página não encontrada" for an unknown address', async () => {
    sessionStore.clear('empty');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/nao-existe');
    expect(await screen.findByText('Página não encontrada.')).toBeTruthy();
  });
});
