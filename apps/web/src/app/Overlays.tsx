import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { markOverlaysReady } from '../shared/overlays-ready';

const MODAL_LABELS = { confirm: 'Confirmar', cancel: 'Cancelar' };

/**
 * Toasts and confirmation modals, loaded after the first screen (issue #7: the login route's
 * JavaScript budget). Modals are opened with `modals.openConfirmModal` (window events, no context),
 * so the provider needs no children; `confirm()` waits for `overlaysReady` before it opens one.
 * Notifications live in a store: a toast shown before this chunk arrives appears when it mounts.
 */
export default function Overlays() {
  // Effects run child first: the provider's event listeners are in place when this one runs.
  useEffect(() => markOverlaysReady(), []);
  return (
    <>
      <ModalsProvider labels={MODAL_LABELS} />
      <Notifications position="top-right" limit={5} />
    </>
  );
}
