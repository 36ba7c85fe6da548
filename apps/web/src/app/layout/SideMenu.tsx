import { NavLink, ScrollArea } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { authApi } from '../../shared/auth/auth-api';
import { useSession } from '../../shared/auth/use-session';
import { type MenuLink, visibleMenu } from '../menu';

interface SideMenuProps {
  /** Called after a choice (closes the drawer on small screens). */
  onNavigate?: () => void;
}

const isActive = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

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
            <NavLink
              key={entry.label}
              component="button"
              type="button"
              label={entry.label}
              defaultOpened={entry.children.some((child) => isActive(pathname, child.path))}
              childrenOffset="md"
            >
              {entry.children.map(item)}
            </NavLink>
          ),
        )}
        <NavLink component="button" type="button" label="Sair" onClick={logout} />
      </ScrollArea>
    </nav>
  );
}
