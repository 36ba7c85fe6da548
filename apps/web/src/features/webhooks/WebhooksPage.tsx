import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Fieldset,
  Group,
  MultiSelect,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Data } from '@rcc/domain/contract/envelope';
import { type webhookContract, webhookEndpointBody } from '@rcc/domain/contract/webhooks';
import { ROTULO_EVENTO, TIPOS_EVENTO, type TipoEvento } from '@rcc/domain/eventos/catalogo';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import { schemaValidate } from '../../shared/forms/schema-validate';
import { confirm } from '../../shared/ui/confirm';
import { PageLoader } from '../../shared/ui/PageLoader';
import { PageTitle } from '../../shared/ui/PageTitle';
import { EntregasTable } from './EntregasTable';

type Endpoint = Data<typeof webhookContract.list>['rows'][number];
type Novo = { url: string; descricao: string; eventos: TipoEvento[] };

const CHAVE = ['webhooks'] as const;
const EVENTOS = TIPOS_EVENTO.map((t) => ({ value: t, label: ROTULO_EVENTO[t] }));

/**
 * Integrações › Webhooks (issue #18 item 2): the integrator's endpoints, the signing secret shown
 * once (on creation or rotation), the delivery log with "reenviar", and "testar".
 */
export default function WebhooksPage() {
  const list = useQuery({
    queryKey: [...CHAVE],
    queryFn: () => api.get<Data<typeof webhookContract.list>>('/webhook'),
  });
  const [segredo, setSegredo] = useState<{ url: string; valor: string } | null>(null);
  const [aberto, setAberto] = useState<number | null>(null);
  const form = useForm<Novo>({
    initialValues: { url: '', descricao: '', eventos: [] },
    validate: schemaValidate(webhookEndpointBody),
  });
  const mostrarSegredo = (e: Endpoint) => {
    if (e.segredo) setSegredo({ url: e.url, valor: e.segredo });
  };
  const criar = useSave({
    save: (v: Novo) => api.post<Endpoint>('/webhook', v),
    invalidate: [[...CHAVE]],
    success: 'Endereço cadastrado.',
    onSuccess: (e) => {
      mostrarSegredo(e);
      form.reset();
    },
    form,
  });
  const alterar = useSave({
    save: ({ id, ativo }: { id: number; ativo: boolean }) => api.put<Endpoint>(`/webhook/${id}`, { ativo }),
    invalidate: [[...CHAVE]],
    success: (_r, v) => (v.ativo ? 'Endereço ativado.' : 'Endereço desativado.'),
  });
  const rotacionar = useSave({
    save: (id: number) => api.post<Endpoint>(`/webhook/${id}/segredo`),
    invalidate: [[...CHAVE]],
    success: 'Novo segredo gerado.',
    onSuccess: mostrarSegredo,
  });
  const testar = useSave({
    save: (id: number) => api.post(`/webhook/${id}/testar`),
    invalidate: [[...CHAVE, 'entregas']],
    success: 'Evento de teste enviado para a fila de entregas.',
    onSuccess: (_r, id) => setAberto(id),
  });
  const excluir = useSave({
    save: (id: number) => api.del(`/webhook/${id}`),
    invalidate: [[...CHAVE]],
    success: 'Endereço excluído.',
  });

  async function pedirNovoSegredo(e: Endpoint) {
    const ok = await confirm({
      title: 'Gerar novo segredo',
      message: 'O segredo atual deixa de valer imediatamente. Atualize o sistema que recebe os eventos.',
      danger: true,
    });
    if (ok) rotacionar.mutate(e.id);
  }
  async function alternar(e: Endpoint) {
    // Turning an address off stops its deliveries: asked first (issue #15 item 6).
    const ok =
      !e.ativo ||
      (await confirm({
        title: 'Desativar endereço',
        message: `Desativar ${e.url}? Os eventos deixam de ser entregues a ele até que seja ativado de novo.`,
        labels: { confirm: 'Desativar' },
        danger: true,
      }));
    if (ok) alterar.mutate({ id: e.id, ativo: !e.ativo });
  }
  async function pedirExclusao(e: Endpoint) {
    if (await confirm({ title: 'Excluir endereço', message: `Excluir ${e.url}?`, danger: true }))
      excluir.mutate(e.id);
  }

  const rows = list.data?.rows ?? [];
  return (
    <Stack gap="md" maw={1100}>
      <PageTitle title="Integrações › Webhooks" />
      <Text>
        Cadastre o endereço do seu sistema para receber os eventos do RCC assim que acontecem. Cada entrega é
        assinada no padrão Standard Webhooks (cabeçalhos webhook-id, webhook-timestamp e webhook-signature) e
        repetida por até 24 horas se o seu sistema não responder. Você recebe só eventos dos seus registros.
      </Text>
      {segredo && (
        <Alert color="yellow" title="Segredo de assinatura" withCloseButton onClose={() => setSegredo(null)}>
          <Stack gap="xs">
            <Text size="sm">
              Copie e guarde este segredo de {segredo.url} agora: ele não será mostrado novamente.
            </Text>
            <Group wrap="wrap">
              <Code style={{ wordBreak: 'break-all' }}>{segredo.valor}</Code>
              <CopyButton value={segredo.valor}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? 'Copiado' : 'Copiar'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Alert>
      )}
      <form onSubmit={form.onSubmit((v) => criar.mutate(v))}>
        <Fieldset legend="Novo endereço">
          <Stack>
            <TextInput
              label="Endereço (URL)"
              placeholder="https://sistema.exemplo.com.br/rcc/eventos"
              required
              {...form.getInputProps('url')}
            />
            <TextInput label="Descrição" maxLength={200} {...form.getInputProps('descricao')} />
            <MultiSelect
              label="Eventos"
              required
              data={EVENTOS}
              searchable
              {...form.getInputProps('eventos')}
            />
            <Group>
              <Button type="submit" loading={criar.isPending}>
                Cadastrar endereço
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      </form>
      {list.isPending ? (
        <PageLoader />
      ) : (
        <Table.ScrollContainer minWidth={340}>
          <Table striped withTableBorder verticalSpacing="sm">
            <Table.Caption>Endereços cadastrados</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Endereço</Table.Th>
                <Table.Th scope="col">Eventos</Table.Th>
                <Table.Th scope="col">Situação</Table.Th>
                <Table.Th scope="col">Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={4}>Nenhum endereço cadastrado.</Table.Td>
                </Table.Tr>
              )}
              {rows.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td style={{ wordBreak: 'break-all' }}>
                    {e.url}
                    {e.descricao && (
                      <Text size="xs" c="dimmed">
                        {e.descricao}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{e.eventos.map((t) => ROTULO_EVENTO[t as TipoEvento] ?? t).join('; ')}</Table.Td>
                  <Table.Td>
                    <Badge color={e.ativo ? 'green' : 'gray'} variant="light">
                      {e.ativo ? 'Ativo' : 'Desativado'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="wrap">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setAberto(aberto === e.id ? null : e.id)}
                      >
                        {aberto === e.id ? 'Ocultar entregas' : 'Entregas'}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => testar.mutate(e.id)}
                        disabled={!e.ativo}
                      >
                        Testar
                      </Button>
                      <Button size="xs" variant="default" onClick={() => alternar(e)}>
                        {e.ativo ? 'Desativar' : 'Ativar'}
                      </Button>
                      <Button size="xs" variant="default" onClick={() => pedirNovoSegredo(e)}>
                        Novo segredo
                      </Button>
                      <Button size="xs" color="red" variant="light" onClick={() => pedirExclusao(e)}>
                        Excluir
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {aberto !== null && <EntregasTable idEndpoint={aberto} chave={[...CHAVE, 'entregas']} />}
    </Stack>
  );
}
