import { useSyncExternalStore } from 'react';

let resolve: () => void = () => {};

/** Resolves once the lazily loaded modal provider listens for `modals.*` events (app/Overlays.tsx). */
export const overlaysReady = new Promise<void>((r) => {
  resolve = r;
});

export const markOverlaysReady = () => resolve();

// Toasts and modals are fetched on their first use (issue #16 item 5: a page loads only what it
// shows), not with the first screen: `notify` and `confirm()` ask for them, Providers mounts them.
let wanted = false;
const listeners = new Set<() => void>();

/** Asks for the toasts and modals chunk; the toast or modal asked for appears once it mounts. */
export function wantOverlays(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once something asked for toasts or modals (read by app/providers.tsx). */
export function useOverlaysWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => wanted,
  );
}
