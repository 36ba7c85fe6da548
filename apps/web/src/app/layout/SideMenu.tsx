import { NavLink, ScrollArea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { authApi } from '../../shared/auth/auth-api';
import { useSession } from '../../shared/auth/use-session';
import { type MenuLink, visibleMenu } from '../menu';

interface SideMenuProps {
  /** Called after a choice (closes the drawer on small screens). */
  onNavigate?: () => void;
}

const isActive = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** A collapsible group; Mantine's NavLink does not announce its expanded state, so we do. */
function MenuGroupItem({
  label,
  initiallyOpen,
  children,
}: {
  label: string;
  initiallyOpen: boolean;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(initiallyOpen);
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset="md"
    >
      {children}
    </NavLink>
  );
}

/** Spec 1 §2.4: entries filtered by consulta rights, then 'Sair'. */
export function SideMenu({ onNavigate }: SideMenuProps) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
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

  const logout = async () => {
    onNavigate?.();
    await authApi.logout();
    navigate('/', { replace: true });
  };

  return (
    <nav
      aria-label="Menu principal"
      style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
    >
      <ScrollArea type="auto" style={{ flex: 1 }}>
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            item(entry)
          ) : (
            <MenuGroupItem
              key={entry.label}
              label={entry.label}
              initiallyOpen={entry.children.some((child) => isActive(pathname, child.path))}
            >
              {entry.children.map(item)}
            </MenuGroupItem>
          ),
        )}
        <NavLink component="button" type="button" label="Sair" onClick={logout} />
      </ScrollArea>
    </nav>
  );
}
