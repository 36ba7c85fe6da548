let resolve: () => void = () => {};

/** Resolves once the lazily loaded modal provider listens for `modals.*` events (app/Overlays.tsx). */
export const overlaysReady = new Promise<void>((r) => {
  resolve = r;
});

export const markOverlaysReady = () => resolve();
