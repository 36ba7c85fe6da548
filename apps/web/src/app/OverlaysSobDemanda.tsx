import { Alert, Box, Stack } from '@mantine/core';
import { notifications, useNotifications } from '@mantine/notifications';
import { type ComponentType, useEffect, useState } from 'react';

/** 4 s when a toast says nothing of its own (spec 1 §9, shared/notify DURATION.default). */
const PADRAO_MS = 4000;

/**
 * Mounts the toasts and modals chunk (app/Overlays.tsx) once something asks for it (issue #16
 * item 5: a page fetches only what it shows). Without a connection the chunk may not be fetchable
 * (the service worker has not stored it yet): the toasts are then drawn by the plain list below,
 * from the same store, so a screen that works offline (Destino Rápido, Retirar Caçamba,
 * Recebimento) never loses a message; the chunk is fetched again when the connection returns.
 */
export function OverlaysSobDemanda() {
  const [Overlays, setOverlays] = useState<ComponentType | null>(null);
  const [semChunk, setSemChunk] = useState(false);
  useEffect(() => {
    let ativo = true;
    let carregado = false;
    const carregar = () => {
      if (carregado) return;
      import('./Overlays')
        .then((m) => {
          carregado = true;
          if (ativo) setOverlays(() => m.default);
        })
        .catch(() => ativo && setSemChunk(true));
    };
    carregar();
    window.addEventListener('online', carregar);
    return () => {
      ativo = false;
      window.removeEventListener('online', carregar);
    };
  }, []);
  if (Overlays) return <Overlays />;
  return semChunk ? <ToastsSimples /> : null;
}

/** The toasts of the store, plainly, while Mantine's Notifications cannot be fetched. */
function ToastsSimples() {
  const { notifications: lista } = useNotifications();
  const ids = lista.map((n) => n.id).join(',');
  // Each toast leaves the store after its duration, as Mantine's would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the ids shown
  useEffect(() => {
    const timers = lista
      .filter((n) => n.id && n.autoClose !== false)
      .map((n) =>
        setTimeout(
          () => notifications.hide(n.id as string),
          typeof n.autoClose === 'number' ? n.autoClose : PADRAO_MS,
        ),
      );
    return () => timers.forEach(clearTimeout);
  }, [ids]);
  if (!lista.length) return null;
  return (
    <Box pos="fixed" top={16} right={16} left={16} style={{ zIndex: 400, pointerEvents: 'none' }}>
      <Stack gap="xs" maw={440} ml="auto">
        {lista.slice(-5).map((n) => (
          <Alert
            key={n.id}
            role={n.color === 'red' ? 'alert' : 'status'}
            color={n.color ?? 'blue'}
            variant="outline"
            bg="var(--mantine-color-body)"
            title={n.title}
            withCloseButton
            closeButtonLabel="Fechar"
            onClose={() => notifications.hide(n.id as string)}
            style={{ pointerEvents: 'auto' }}
          >
            {n.message}
          </Alert>
        ))}
      </Stack>
    </Box>
  );
}
