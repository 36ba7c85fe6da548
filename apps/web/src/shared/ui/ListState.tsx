import { Button, Center, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconInbox, IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

type ListStateKind = 'empty' | 'filtered' | 'loading' | 'error';

interface ListStateProps {
  kind: ListStateKind;
  /** What happened, in one sentence ("Nenhuma CTR encontrada com estes filtros."). */
  title?: string;
  /** What to do next ("Limpe os filtros ou procure por outro número."). */
  hint?: ReactNode;
  /** Next step buttons (clear filters, create the first record, try again). */
  actions?: ReactNode;
  /** The error's own message, under the title. */
  detail?: string;
  /** "Tentar novamente" for kind 'error'. */
  onRetry?: () => void;
  /** Fewer margins, inside a table cell. */
  compact?: boolean;
}

const DEFAULT_TITLE: Record<ListStateKind, string> = {
  empty: 'Nenhum registro cadastrado ainda.',
  filtered: 'Nenhum registro encontrado com estes filtros.',
  loading: 'Carregando…',
  error: 'Não foi possível carregar os dados.',
};

const DEFAULT_HINT: Record<ListStateKind, string | undefined> = {
  empty: 'Quando houver registros, eles aparecerão aqui.',
  filtered: 'Limpe os filtros ou tente outros termos de busca.',
  loading: undefined,
  error: 'Verifique sua conexão e tente novamente. Se o problema continuar, fale com o suporte.',
};

const ICON = { empty: IconInbox, filtered: IconSearch, error: IconAlertTriangle } as const;

/**
 * The designed empty, loading and error states of lists and forms (issue #15 item 6): what happened
 * and what to do next, with the next step as a button. Used by the DataGrid's body and by the lists
 * that are not grids. Errors are announced (role="alert"), loading as a status.
 */
export function ListState({ kind, title, hint, actions, detail, onRetry, compact }: ListStateProps) {
  const text = title ?? DEFAULT_TITLE[kind];
  const help = hint ?? DEFAULT_HINT[kind];
  if (kind === 'loading') {
    return (
      <Center py={compact ? 'sm' : 'xl'} role="status">
        <Group gap="sm">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{text}</Text>
        </Group>
      </Center>
    );
  }
  const Icon = ICON[kind];
  const color = kind === 'error' ? 'red' : 'gray';
  return (
    <Stack
      align="center"
      gap="xs"
      py={compact ? 'md' : 'xl'}
      ta="center"
      role={kind === 'error' ? 'alert' : undefined}
      className="rcc-list-state"
      data-kind={kind}
    >
      <ThemeIcon variant="light" color={color} size={compact ? 'lg' : 'xl'} radius="xl" aria-hidden="true">
        <Icon size={compact ? 20 : 26} />
      </ThemeIcon>
      <Text fw={700} size={compact ? 'sm' : 'md'}>
        {text}
      </Text>
      {detail && <Text size="sm">{detail}</Text>}
      {help && (
        <Text size="sm" c="dimmed" maw={520}>
          {help}
        </Text>
      )}
      {(actions || onRetry) && (
        <Group gap="xs" justify="center" className="rcc-no-print">
          {onRetry && (
            <Button size="xs" variant="light" color={color} onClick={onRetry}>
              Tentar novamente
            </Button>
          )}
          {actions}
        </Group>
      )}
    </Stack>
  );
}

interface QueryListStateProps {
  query: Pick<UseQueryResult<unknown>, 'isLoading' | 'isError' | 'error' | 'refetch'>;
  /** "Carregando os documentos…" */
  carregando: string;
  /** "Não foi possível carregar os documentos." */
  falha: string;
  /** What to do next when it failed (the default hint otherwise). */
  hint?: ReactNode;
  compact?: boolean;
}

/**
 * The loading state, or the error with its message and "Tentar novamente", of the query behind a
 * list that is not a grid; nothing once the query has answered (the list or its empty state follows).
 */
export function QueryListState({ query, carregando, falha, hint, compact }: QueryListStateProps) {
  if (query.isLoading) return <ListState kind="loading" title={carregando} compact={compact} />;
  if (!query.isError) return null;
  const detail = query.error?.message;
  return (
    <ListState
      kind="error"
      title={falha}
      detail={detail && detail !== falha ? detail : undefined}
      hint={hint}
      onRetry={() => void query.refetch()}
      compact={compact}
    />
  );
}
