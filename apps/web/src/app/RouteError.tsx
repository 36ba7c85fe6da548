import { Button, Stack, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ListState } from '../shared/ui/ListState';

/** A screen's code failed to download (a new version was published while the page was open). */
const isChunkError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed/i.test(error.message);

function describe(error: unknown): { title: string; hint: string } {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return {
      title: 'Página não encontrada.',
      hint: 'O endereço pode estar incorreto ou a página foi removida. Use o menu ou a busca (Ctrl+K).',
    };
  }
  if (isChunkError(error)) {
    return {
      title: 'Uma nova versão do sistema foi publicada.',
      hint: 'Tente novamente para carregar a versão atual. Os dados já salvos não são perdidos.',
    };
  }
  return {
    title: 'Ocorreu um erro inesperado nesta página.',
    hint: 'Tente novamente. Se o erro continuar, volte à página inicial e informe o suporte pelo canal Dúvidas ou Sugestões.',
  };
}

/**
 * The route error boundary (issue #15 item 6): a screen that throws while drawing shows what
 * happened and what to do next, in Portuguese, inside the shell (menu and bars stay usable).
 */
export function RouteError() {
  const error = useRouteError();
  const { title, hint } = describe(error);
  if (import.meta.env.DEV) console.error(error);
  return (
    <Stack maw={640} mx="auto" py="lg">
      <Title order={1} size="h2" ta="center">
        Não foi possível exibir esta página
      </Title>
      <ListState
        kind="error"
        title={title}
        hint={hint}
        onRetry={() => window.location.reload()}
        actions={
          <Button component={Link} to="/" size="xs" variant="default">
            Ir para a página inicial
          </Button>
        }
      />
    </Stack>
  );
}
