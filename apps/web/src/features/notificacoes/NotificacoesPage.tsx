import { Anchor, Badge, Button, Card, Group, Pagination, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSave } from '../../shared/api/use-save';
import { ListState, QueryListState } from '../../shared/ui/ListState';
import { PageTitle } from '../../shared/ui/PageTitle';
import { CHAVE, buscarNotificacoes, dataHora, marcarLida, marcarTodas } from './api';

const POR_PAGINA = 20;

/** /notificacoes: every notification of the user, newest first, with mark-read (issue #14). */
export default function NotificacoesPage() {
  const [pagina, setPagina] = useState(1);
  const [soNaoLidas, setSoNaoLidas] = useState(false);
  const lista = useQuery({
    queryKey: [...CHAVE, 'lista', soNaoLidas, pagina],
    queryFn: () =>
      buscarNotificacoes({ naoLidas: soNaoLidas, limit: POR_PAGINA, offset: (pagina - 1) * POR_PAGINA }),
  });
  const lida = useSave({ save: (id: number) => marcarLida(id), invalidate: [[...CHAVE]] });
  const todas = useSave({
    save: () => marcarTodas(),
    invalidate: [[...CHAVE]],
    success: (r) =>
      r.marcadas === 0
        ? 'Não havia notificações a marcar.'
        : `${r.marcadas} notificação(ões) marcada(s) como lida(s).`,
  });
  const rows = lista.data?.rows ?? [];
  const total = lista.data?.count ?? 0;

  return (
    <Stack gap="md" maw={900}>
      <PageTitle title="Notificações" />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Switch
          label="Somente não lidas"
          checked={soNaoLidas}
          onChange={(e) => {
            setSoNaoLidas(e.currentTarget.checked);
            setPagina(1);
          }}
        />
        <Group gap="sm">
          <Anchor component={Link} to="/minha-conta/notificacoes">
            Preferências de notificação
          </Anchor>
          <Button
            variant="default"
            onClick={() => todas.mutate()}
            loading={todas.isPending}
            disabled={total === 0}
          >
            Marcar todas como lidas
          </Button>
        </Group>
      </Group>
      {!lista.data ? (
        <QueryListState
          query={lista}
          carregando="Carregando as notificações…"
          falha="Não foi possível carregar as notificações."
        />
      ) : rows.length === 0 ? (
        soNaoLidas ? (
          <ListState
            kind="filtered"
            title="Você não tem notificações não lidas."
            hint="As notificações que você já leu continuam na lista completa."
            actions={
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  setSoNaoLidas(false);
                  setPagina(1);
                }}
              >
                Ver todas
              </Button>
            }
          />
        ) : (
          <ListState
            kind="empty"
            title="Você ainda não tem notificações."
            hint="Quando algo mudar nas suas CTRs, no seu cadastro ou nas suas ocorrências, o aviso aparece aqui."
          />
        )
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((n) => (
            <Card key={n.id} withBorder padding="sm" component="li">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
                  <Group gap="xs" wrap="wrap">
                    <Badge variant={n.lidaEm ? 'outline' : 'filled'} color={n.lidaEm ? 'gray' : 'blue'}>
                      {n.lidaEm ? 'Lida' : 'Não lida'}
                    </Badge>
                    <Text fw={n.lidaEm ? 500 : 700} component="h2" size="md" m={0}>
                      {n.titulo}
                    </Text>
                  </Group>
                  <Text size="sm">{n.texto}</Text>
                  <Text size="xs" c="dimmed">
                    {dataHora(n.criadaEm)}
                  </Text>
                </Stack>
                <Group gap="xs">
                  {n.link && (
                    <Button
                      component={Link}
                      to={n.link}
                      size="xs"
                      variant="light"
                      onClick={() => !n.lidaEm && lida.mutate(n.id)}
                      aria-label={`Abrir: ${n.titulo}`}
                    >
                      Abrir
                    </Button>
                  )}
                  {!n.lidaEm && (
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => lida.mutate(n.id)}
                      aria-label={`Marcar como lida: ${n.titulo}`}
                    >
                      Marcar como lida
                    </Button>
                  )}
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {total > POR_PAGINA && (
        <Pagination
          total={Math.ceil(total / POR_PAGINA)}
          value={pagina}
          onChange={setPagina}
          getControlProps={(control) => ({
            'aria-label':
              control === 'next' ? 'Próxima página' : control === 'previous' ? 'Página anterior' : undefined,
          })}
        />
      )}
    </Stack>
  );
}
