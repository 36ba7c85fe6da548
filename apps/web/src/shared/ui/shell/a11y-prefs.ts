import { useSyncExternalStore } from 'react';

/** 'sistema' follows the operating system's light or dark setting (prefers-color-scheme). */
export type Tema = 'sistema' | 'claro' | 'escuro';
const TEMAS: readonly Tema[] = ['sistema', 'claro', 'escuro'];

/** e-MAG bar preferences, kept in this browser across visits and sessions. */
interface A11yPrefs {
  highContrast: boolean;
  tema: Tema;
  /** Root font size in percent of the browser's (rem-based, so the whole page scales). */
  fontScale: number;
}

const KEY = 'rcc.acessibilidade';
const MIN_SCALE = 87.5;
const MAX_SCALE = 150;
const STEP = 12.5;
const DEFAULTS: A11yPrefs = { highContrast: false, tema: 'sistema', fontScale: 100 };

function load(): A11yPrefs {
  try {
    const raw = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Partial<A11yPrefs> | null;
    const fontScale = Number(raw?.fontScale);
    return {
      highContrast: raw?.highContrast === true,
      tema: TEMAS.includes(raw?.tema as Tema) ? (raw?.tema as Tema) : DEFAULTS.tema,
      fontScale: fontScale >= MIN_SCALE && fontScale <= MAX_SCALE ? fontScale : DEFAULTS.fontScale,
    };
  } catch {
    return DEFAULTS;
  }
}

let state: A11yPrefs = typeof window === 'undefined' ? DEFAULTS : load();
const listeners = new Set<() => void>();

function apply(): void {
  const root = document.documentElement;
  root.style.fontSize = state.fontScale === 100 ? '' : `${state.fontScale}%`;
  if (state.highContrast) root.setAttribute('data-alto-contraste', '');
  else root.removeAttribute('data-alto-contraste');
}

function set(next: A11yPrefs): void {
  state = next;
  try {
    window.localStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // Private mode without storage: the choice lasts until the page is closed.
  }
  apply();
  for (const listener of listeners) listener();
}

if (typeof document !== 'undefined') apply();

export const a11yPrefs = {
  toggleContrast: () => set({ ...state, highContrast: !state.highContrast }),
  setTema: (tema: Tema) => set({ ...state, tema }),
  larger: () => set({ ...state, fontScale: Math.min(MAX_SCALE, state.fontScale + STEP) }),
  smaller: () => set({ ...state, fontScale: Math.max(MIN_SCALE, state.fontScale - STEP) }),
  /** Test helper and "restore" action: back to the defaults. */
  reset: () => set(DEFAULTS),
  limits: { min: MIN_SCALE, max: MAX_SCALE },
};

export function useA11yPrefs(): A11yPrefs {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
