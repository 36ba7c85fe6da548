import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../shared/api/api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by retrying; network blips and 5xx get one more try.
        retry: (failures, error) =>
          failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      // Offline a save still runs (issue #16): the field actions go to the device's queue and the
      // others fail with their message, instead of waiting paused with a spinning button.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
