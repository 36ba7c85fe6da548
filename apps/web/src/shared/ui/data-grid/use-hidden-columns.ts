import { useState } from 'react';
import type { GridColumn } from './types';

const storageKey = (key: string) => `rcc.grid.${key}.ocultas`;

function stored(key: string | undefined): string[] | null {
  if (!key) return null;
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey(key)) ?? 'null');
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;
  } catch {
    return null;
  }
}

/**
 * The grid's hidden columns: the columns' own `hidden` flags, or the user's last choice in the
 * column chooser when the grid has a `key` (kept in localStorage; unknown fields are ignored, so a
 * renamed column falls back to showing).
 */
export function useHiddenColumns<T>(
  columns: GridColumn<T>[],
  key: string | undefined,
): [ReadonlySet<string>, (field: string) => void] {
  const [hidden, setHidden] = useState<Set<string>>(() => {
    const fields = new Set<string>(columns.map((c) => c.field));
    const remembered = stored(key);
    if (remembered) return new Set(remembered.filter((f) => fields.has(f)));
    return new Set(columns.filter((c) => c.hidden).map((c) => c.field));
  });
  const toggle = (field: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(field)) next.delete(field);
      else next.add(field);
      if (key) {
        try {
          localStorage.setItem(storageKey(key), JSON.stringify([...next]));
        } catch {
          // Private mode or full storage: the choice lasts until the page closes.
        }
      }
      return next;
    });
  return [hidden, toggle];
}
