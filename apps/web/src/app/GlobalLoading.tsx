import { LoadingOverlay } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSession } from '../shared/auth/use-session';

const IDLE_POLL_MS = 2000;

/**
 * Spec 1 §2.4: a global loading panel while the user is loading; once loaded it stays until the
 * data layer is idle, checked every 2 s.
 */
export function GlobalLoading() {
  const { status } = useSession();
  const client = useQueryClient();
  const loading = status === 'loading';
  const [visible, setVisible] = useState(loading);

  useEffect(() => {
    if (loading) {
      setVisible(true);
      return;
    }
    const isIdle = () => client.isFetching() === 0 && client.isMutating() === 0;
    if (isIdle()) {
      setVisible(false);
      return;
    }
    const timer = setInterval(() => {
      if (isIdle()) {
        setVisible(false);
        clearInterval(timer);
      }
    }, IDLE_POLL_MS);
    return () => clearInterval(timer);
  }, [loading, client]);

  return (
    <LoadingOverlay
      visible={visible}
      pos="fixed"
      zIndex={1000}
      overlayProps={{ blur: 2 }}
      loaderProps={{ 'aria-label': 'Carregando seus dados' }}
    />
  );
}
