import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useCurrentPageTitle } from '../../shared/page-title';
import { menuTrail } from '../menu';

/** Início › area › menu entry › this page, derived from the menu (issue #15 item 2). */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const title = useCurrentPageTitle();
  const trail = menuTrail(pathname);
  const crumbs: { label: string; to?: string }[] = [{ label: 'Início', to: '/' }];
  if (trail?.group) crumbs.push({ label: trail.group.label });
  if (trail && trail.link.path !== pathname) crumbs.push({ label: trail.link.title, to: trail.link.path });
  const last = trail?.link.path === pathname ? trail.link.title : title;
  if (last && last !== crumbs.at(-1)?.label) crumbs.push({ label: last });

  return (
    <nav aria-label="Você está aqui" className="rcc-no-print">
      <MantineBreadcrumbs separator="›" mb="sm" styles={{ root: { flexWrap: 'wrap' } }}>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Text key={crumb.label} size="sm" aria-current="page">
              {crumb.label}
            </Text>
          ) : crumb.to ? (
            <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={crumb.label} size="sm" c="dimmed">
              {crumb.label}
            </Text>
          ),
        )}
      </MantineBreadcrumbs>
    </nav>
  );
}
