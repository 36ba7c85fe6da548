import {
  Avatar,
  Box,
  Burger,
  Button,
  Group,
  Image,
  Kbd,
  Menu,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconLogout, IconSearch, IconUserCircle } from '@tabler/icons-react';
import { F } from '@rcc/domain/features';
import { Link, useNavigate } from 'react-router';
import logoUrl from '../../assets/logo.svg';
import { NotificationBell } from '../../features/notificacoes/NotificationBell';
import { useCan, useSession } from '../../shared/auth/use-session';
import { useLogout } from './use-logout';

interface AppHeaderProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
  onSearch: () => void;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** gov.br-style top bar: service name, search, the user with the active person and profile, 'Sair'. */
export function AppHeader({ menuOpened, onToggleMenu, onSearch }: AppHeaderProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  const mayEditSelf = useCan(F.EDITAR_MEUS_DADOS, 'consulta');
  const name = user?.name ?? '';
  const pessoa = user?.pessoa?.nomeRazaoSocial ?? '';
  const perfis = (user?.perfis ?? []).map((perfil) => perfil.descricao).join(', ');

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={menuOpened}
          onClick={onToggleMenu}
          hiddenFrom="sm"
          size="sm"
          aria-label={menuOpened ? 'Fechar menu' : 'Abrir menu'}
          aria-expanded={menuOpened}
        />
        <Link to="/" aria-label="Página inicial do RCC">
          <Image src={logoUrl} alt="" h={36} w="auto" className="rcc-logo" />
        </Link>
        <Box miw={0} visibleFrom="xs">
          <Text fw={700} size="lg" lh={1.2} className="rcc-header-name" truncate="end">
            RCC — SLU/DF
          </Text>
          <Text size="xs" c="dimmed" truncate="end" visibleFrom="md">
            Controle de Transporte de Resíduos da Construção Civil
          </Text>
        </Box>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button
          id="busca"
          variant="default"
          size="sm"
          leftSection={<IconSearch size={18} aria-hidden />}
          rightSection={
            <Box visibleFrom="md" aria-hidden>
              <Kbd size="xs">Ctrl</Kbd> <Kbd size="xs">K</Kbd>
            </Box>
          }
          onClick={onSearch}
        >
          Buscar
        </Button>
        <NotificationBell />
        <Menu position="bottom-end" width={280} withinPortal>
          <Menu.Target>
            <UnstyledButton
              className="mantine-focus-auto"
              p={4}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Group gap="xs" wrap="nowrap">
                <Avatar color="govBlue" radius="xl" size="md" aria-hidden>
                  {initials(name)}
                </Avatar>
                <Box visibleFrom="md" maw={220}>
                  <Text size="sm" fw={600} truncate="end">
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate="end">
                    {pessoa}
                  </Text>
                </Box>
                <VisuallyHidden hiddenFrom="md">Conta de {name}</VisuallyHidden>
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>Usuário</Menu.Label>
            <Box px="sm" pb="xs">
              <Text size="sm" fw={600}>
                {name}
              </Text>
              <Text size="xs">{user?.email}</Text>
              <Text size="xs" mt={4}>
                Pessoa: {pessoa}
              </Text>
              {perfis && <Text size="xs">Perfil: {perfis}</Text>}
            </Box>
            <Menu.Divider />
            {mayEditSelf && (
              <Menu.Item
                leftSection={<IconUserCircle size={18} aria-hidden />}
                onClick={() => navigate('/editar-dados-usuario')}
              >
                Editar meus dados
              </Menu.Item>
            )}
            <Menu.Item leftSection={<IconLogout size={18} aria-hidden />} onClick={logout}>
              Sair
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Button
          variant="subtle"
          size="sm"
          visibleFrom="sm"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={logout}
        >
          Sair
        </Button>
      </Group>
    </Group>
  );
}
