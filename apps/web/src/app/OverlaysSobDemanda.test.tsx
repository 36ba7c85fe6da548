import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OverlaysSobDemanda } from './OverlaysSobDemanda';

// Offline before the service worker holds it: the toasts chunk cannot be fetched.
vi.mock('./Overlays', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('toasts when their chunk cannot be fetched (issue #16 items 4 and 5)', () => {
  it('draws the store’s toasts plainly: a success leaves after its duration, an error when closed', async () => {
    render(
      <MantineProvider env="test">
        <OverlaysSobDemanda />
      </MantineProvider>,
    );
    act(() => {
      notifications.show({
        id: 'guardada',
        message: 'A ação ficou guardada neste aparelho',
        color: 'green',
        autoClose: 300,
      });
      notifications.show({
        id: 'erro',
        title: 'Recusada',
        message: 'A CTR foi cancelada',
        color: 'red',
        autoClose: false,
      });
    });
    expect((await screen.findByRole('status')).textContent).toContain('A ação ficou guardada neste aparelho');
    expect(screen.getByRole('alert').textContent).toContain('A CTR foi cancelada');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
