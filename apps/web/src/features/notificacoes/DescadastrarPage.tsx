import { Alert, Anchor, Card, Stack, Text } from '@mantine/core';
import type { Data } from '@rcc/domain/contract/envelope';
import type { notificacoesContract } from '@rcc/domain/contract/notificacoes';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../shared/api/client';
import { PageTitle } from '../../shared/ui/PageTitle';

const LINK_INCOMPLETO = 'Link de descadastro inválido. Use o link completo do e-mail.';

/**
 * /notificacoes/descadastrar?t=… — the page an e-mail's unsubscribe link opens (no login): it
 * applies the signed link once and says what was turned off.
 */
export default function DescadastrarPage() {
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const r = useQuery({
    queryKey: ['notificacoes-descadastrar', token],
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () =>
      api.get<Data<typeof notificacoesContract.descadastrar>>(
        '/notificacoes/descadastrar',
        { t: token },
        { skipAuthHandler: true },
      ),
  });
  const erro = token === '' ? LINK_INCOMPLETO : r.error instanceof Error ? r.error.message : null;

  return (
    <Stack maw={640} mx="auto" p="md">
      <PageTitle title="Descadastrar e-mails de notificação" />
      <Card withBorder padding="lg">
        {erro ? (
          <Alert color="red" title="Não foi possível descadastrar" role="alert">
            {erro}
          </Alert>
        ) : r.isPending ? (
          <Text role="status">Aplicando o seu pedido…</Text>
        ) : (
          <Alert color="green" title="Pronto" role="status">
            {r.data?.tipo === 'resumo'
              ? 'Você não receberá mais o resumo diário por e-mail.'
              : `Você não receberá mais e-mails do tipo "${r.data?.rotulo}".`}{' '}
            Os avisos continuam aparecendo no sino do sistema.
          </Alert>
        )}
        <Text size="sm" mt="md">
          Para rever todas as suas escolhas, entre no sistema e abra{' '}
          <Anchor component={Link} to="/minha-conta/notificacoes" underline="always">
            Minha conta › Notificações
          </Anchor>
          .
        </Text>
      </Card>
    </Stack>
  );
}
