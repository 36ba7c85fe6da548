import { useEffect, useSyncExternalStore } from 'react';

const APP_NAME = 'RCC - Controle de Transporte de Resíduos';

// Two slots: the route's default title (set by the guard) and the screen's own (PageTitle).
// Parents' effects run after children's, so a single slot would let the route erase the screen's.
let routeTitle = '';
let screenTitle = '';
let shown = '';
const listeners = new Set<() => void>();

function publish(): void {
  const next = screenTitle || routeTitle;
  if (next === shown) return;
  shown = next;
  document.title = next ? `${next} | RCC` : APP_NAME;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The title shown in the top bar (and the browser tab). */
export function useCurrentPageTitle(): string {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => shown,
  );
}

function useSlot(title: string | undefined, write: (value: string) => void, read: () => string): void {
  useEffect(() => {
    if (title === undefined) return;
    write(title);
    publish();
    return () => {
      if (read() === title) {
        write('');
        publish();
      }
    };
  }, [title, write, read]);
}

const writeScreen = (value: string) => {
  screenTitle = value;
};
const readScreen = () => screenTitle;
const writeRoute = (value: string) => {
  routeTitle = value;
};
const readRoute = () => routeTitle;

/** Sets the top bar title and document.title while the calling screen is mounted. */
export function usePageTitle(title: string | undefined): void {
  useSlot(title, writeScreen, readScreen);
}

/** Used by the route guard: the feature title until the screen declares its own. */
export function useRouteTitle(title: string | undefined): void {
  useSlot(title, writeRoute, readRoute);
}
