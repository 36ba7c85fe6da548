import { can, type Rights } from '@rcc/domain/permissions';
import type { AppRoute } from '../shared/route-meta';
import { MENU, type MenuEntry, visibleMenu } from './menu';

export interface PalettePage {
  path: string;
  label: string;
  /** The menu area, or 'Outras páginas' for routes outside the menu. */
  group: string;
}

const OTHER = 'Outras páginas';

/**
 * The pages the palette jumps to (issue #15 item 2): the menu the rights allow, then the route
 * table's other addressable pages (no parameters) the user may open: one source, no second list.
 */
export function palettePages(
  rights: Rights | null | undefined,
  routes: readonly AppRoute[],
  menu: readonly MenuEntry[] = MENU,
): PalettePage[] {
  const pages: PalettePage[] = [];
  const seen = new Set<string>();
  for (const entry of visibleMenu(rights, menu)) {
    const links = entry.kind === 'link' ? [entry] : entry.children;
    const group = entry.kind === 'link' ? OTHER : entry.label;
    for (const link of links) {
      seen.add(link.path);
      pages.push({ path: link.path, label: link.title, group });
    }
  }
  for (const route of routes) {
    if (seen.has(route.path) || route.hideFromMenu || route.guest || /[:*]/.test(route.path)) continue;
    const label = route.label ?? route.title;
    if (!label) continue;
    const allowed =
      route.public || (route.title !== undefined && can(rights, route.title, route.acao ?? 'consulta'));
    if (!allowed) continue;
    seen.add(route.path);
    pages.push({ path: route.path, label, group: OTHER });
  }
  return pages;
}
