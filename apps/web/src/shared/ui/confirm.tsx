import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { overlaysReady, wantOverlays } from '../overlays-ready';

export interface ConfirmOptions {
  title: ReactNode;
  message: ReactNode;
  labels?: { confirm?: string; cancel?: string };
  /** Paints the confirm button red (deletions, inactivations). */
  danger?: boolean;
}

/** Asks a yes/no question in a modal; resolves true only when the user confirms. */
export function confirm({ title, message, labels, danger = false }: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    // The modal provider is a lazy chunk (app/Overlays.tsx), mounted on first use: open only once it listens.
    wantOverlays();
    void overlaysReady.then(() =>
      modals.openConfirmModal({
        title,
        centered: true,
        closeButtonProps: { 'aria-label': 'Fechar' },
        children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
        labels: { confirm: labels?.confirm ?? 'Confirmar', cancel: labels?.cancel ?? 'Cancelar' },
        // red.9 keeps the white label above 4.5:1 (WCAG AA); Mantine's default red does not.
        confirmProps: danger ? { color: 'red.9' } : undefined,
        onConfirm: () => settle(true),
        onCancel: () => settle(false),
        onClose: () => settle(false),
      }),
    );
  });
}
