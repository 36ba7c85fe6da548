import { Alert, Stack } from '@mantine/core';
import { useRouteMeta } from '../route-meta';
import { PageTitle } from './PageTitle';

/** Placeholder for a route whose screen is not built yet; replaced feature by feature. */
export function EmConstrucao() {
  const meta = useRouteMeta();
  const title = meta?.label ?? meta?.title ?? 'Em construção';
  return (
    <Stack>
      <PageTitle title={title} />
      <Alert color="blue" variant="light" title="Em construção">
        Esta funcionalidade está sendo implantada.
      </Alert>
    </Stack>
  );
}
