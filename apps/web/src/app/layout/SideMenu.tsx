import { NavLink, ScrollArea } from '@mantine/core';
import {
  type Icon,
  IconClipboardList,
  IconHelpCircle,
  IconLogout,
  IconMapPin,
  IconReportAnalytics,
  IconSettings,
  IconTruck,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../shared/auth/use-session';
import { type MenuGroup, type MenuGroupId, type MenuLink, visibleMenu } from '../menu';
import { useLogout } from './use-logout';

interface SideMenuProps {
  /** Called after a choice (closes the drawer on small screens). */
  onNavigate?: () => void;
}

const GROUP_ICONS: Record<MenuGroupId, Icon> = {
  ctr: IconTruck,
  cadastros: IconClipboardList,
  monitoramento: IconMapPin,
  relatorios: IconReportAnalytics,
  administracao: IconSettings,
  ajuda: IconHelpCircle,
};

const GROUPS_KEY = 'rcc.menu.grupos';

/** Which groups the user opened or closed, remembered in this browser. */
function readGroups(): Partial<Record<MenuGroupId, boolean>> {
  try {
    return JSON.parse(window.localStorage.getItem(GROUPS_KEY) ?? '{}') ?? {};
  } catch {
    return {};
  }
}

function rememberGroup(id: MenuGroupId, opened: boolean): void {
  try {
    window.localStorage.setItem(GROUPS_KEY, JSON.stringify({ ...readGroups(), [id]: opened }));
  } catch {
    // No storage (private mode): the choice lasts until the page is closed.
  }
}

const isActive = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** A collapsible area; Mantine's NavLink does not announce its expanded state, so we do. */
function MenuGroupItem({
  group,
  pathname,
  item,
}: {
  group: MenuGroup;
  pathname: string;
  item: (l: MenuLink) => ReactNode;
}) {
  const holdsCurrent = group.children.some((child) => isActive(pathname, child.path));
  const [opened, setOpened] = useState(() => readGroups()[group.id] ?? holdsCurrent);
  // Arriving at a page (palette, link, back button) opens its area, without changing the remembered choice.
  useEffect(() => {
    if (holdsCurrent) setOpened(true);
  }, [holdsCurrent]);
  const GroupIcon = GROUP_ICONS[group.id];
  const toggle = (next: boolean) => {
    setOpened(next);
    rememberGroup(group.id, next);
  };
  return (
    <NavLink
      component="button"
      type="button"
      label={group.label}
      leftSection={<GroupIcon size={20} stroke={1.6} aria-hidden />}
      opened={opened}
      onChange={toggle}
      aria-expanded={opened}
      childrenOffset={28}
      fw={600}
    >
      {group.children.map(item)}
    </NavLink>
  );
}

/** Spec 1 §2.4: entries filtered by consulta rights, grouped by area, then 'Sair'. */
export function SideMenu({ onNavigate }: SideMenuProps) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const logout = useLogout(onNavigate);
  const entries = visibleMenu(user?.rights);

  const item = (entry: MenuLink) => (
    <NavLink
      key={entry.path}
      component={Link}
      to={entry.path}
      label={entry.title}
      active={isActive(pathname, entry.path)}
      aria-current={isActive(pathname, entry.path) ? 'page' : undefined}
      onClick={onNavigate}
    />
  );

  return (
    <nav
      id="menu"
      tabIndex={-1}
      aria-label="Menu principal"
      style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
    >
      <ScrollArea type="auto" style={{ flex: 1 }}>
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            item(entry)
          ) : (
            <MenuGroupItem key={entry.id} group={entry} pathname={pathname} item={item} />
          ),
        )}
        <NavLink
          component="button"
          type="button"
          label="Sair"
          leftSection={<IconLogout size={20} stroke={1.6} aria-hidden />}
          onClick={logout}
        />
      </ScrollArea>
    </nav>
  );
}
