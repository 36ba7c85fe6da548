import { Button } from '@mantine/core';
import { MSG } from '@rcc/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListState } from '../ui/ListState';

interface CtrLoadStateProps {
  query: Pick<UseQueryResult<unknown>, 'isLoading' | 'isError' | 'refetch'>;
  /** The list the form was opened from. */
  backTo: string;
}

/**
 * What a CTR form shows until its CTR is there (issue #15 item 6): loading, a load error with
 * "Tentar novamente", or a CTR not found / out of the user's scope, each with the way back.
 */
export function CtrLoadState({ query, backTo }: CtrLoadStateProps) {
  if (query.isLoading) return <ListState kind="loading" title="Carregando a CTR…" />;
  const back = (
    <Button component={Link} to={backTo} size="xs" variant="default">
      Voltar à lista
    </Button>
  );
  if (query.isError) {
    return (
      <ListState
        kind="error"
        title={MSG.retirada.falhaBuscar}
        onRetry={() => void query.refetch()}
        actions={back}
      />
    );
  }
  return (
    <ListState
      kind="empty"
      title={MSG.retirada.naoEncontrada}
      hint="A CTR pode ter mudado de situação ou não estar entre as que você pode ver. Volte à lista e procure de novo."
      actions={back}
    />
  );
}
