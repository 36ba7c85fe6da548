import { ActionIcon, Badge, Box, Group, Indicator, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../shared/auth/use-session';
import { CHAVE, buscarContagem, buscarNotificacoes, dataHora, marcarLida } from './api';

const MINUTO = 60_000;

const rotuloContagem = (n: number) =>
  n === 0 ? 'Notificações: nenhuma não lida' : `Notificações: ${n} não ${n === 1 ? 'lida' : 'lidas'}`;

/**
 * The bell of the top bar (issue #14 item 2): the unread count (polled every minute and when the
 * window regains focus), a menu with the latest five and a link to all of them.
 */
export function NotificationBell() {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [aberto, setAberto] = useState(false);
  const contagem = useQuery({
    queryKey: [...CHAVE, 'contagem'],
    queryFn: buscarContagem,
    enabled: isLoggedIn,
    refetchInterval: MINUTO,
    refetchOnWindowFocus: true,
    retry: false,
  });
  const ultimas = useQuery({
    queryKey: [...CHAVE, 'ultimas'],
    queryFn: () => buscarNotificacoes({ limit: 5 }),
    enabled: isLoggedIn && aberto,
  });
  if (!isLoggedIn) return null;
  const n = contagem.data?.naoLidas ?? 0;

  const abrir = async (item: { id: number; link: string | null; lidaEm: string | null }) => {
    if (!item.lidaEm) {
      await marcarLida(item.id).catch(() => {});
      void client.invalidateQueries({ queryKey: CHAVE });
    }
    navigate(item.link ?? '/notificacoes');
  };

  return (
    <Menu opened={aberto} onChange={setAberto} position="bottom-end" width={340} withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={rotuloContagem(n)} title={rotuloContagem(n)}>
          <Indicator label={n > 99 ? '99+' : n} size={16} disabled={n === 0} color="red.9" offset={2}>
            <IconBell size={22} aria-hidden />
          </Indicator>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Notificações</Menu.Label>
        {ultimas.isPending ? (
          <Text size="sm" px="sm" py="xs">
            Carregando…
          </Text>
        ) : ultimas.isError ? (
          <Text size="sm" px="sm" py="xs">
            Não foi possível carregar as notificações. Use “Ver todas” para tentar novamente.
          </Text>
        ) : (ultimas.data?.rows.length ?? 0) === 0 ? (
          <Text size="sm" px="sm" py="xs">
            Você não tem notificações.
          </Text>
        ) : (
          ultimas.data?.rows.map((item) => (
            <Menu.Item key={item.id} onClick={() => void abrir(item)}>
              <Box>
                <Text size="sm" fw={item.lidaEm ? 400 : 700} lineClamp={1}>
                  {item.titulo}
                  {!item.lidaEm && <VisuallyHidden> (não lida)</VisuallyHidden>}
                </Text>
                <Text size="xs" lineClamp={2}>
                  {item.texto}
                </Text>
                <Group gap={6} wrap="nowrap">
                  <Text size="xs" c="dimmed">
                    {dataHora(item.criadaEm)}
                  </Text>
                  {!item.lidaEm && (
                    <Badge size="xs" variant="light" aria-hidden>
                      Nova
                    </Badge>
                  )}
                </Group>
              </Box>
            </Menu.Item>
          ))
        )}
        <Menu.Divider />
        <Menu.Item onClick={() => navigate('/notificacoes')} fw={600}>
          Ver todas
        </Menu.Item>
        <Menu.Item onClick={() => navigate('/minha-conta/notificacoes')}>
          Preferências de notificação
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
