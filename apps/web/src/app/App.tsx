import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export function App() {
  const [client] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>
  );
}
