import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { isApiError } from './api/api-error';
import { wantOverlays } from './overlays-ready';

/** Spec 1 §9: toast durations. */
export const DURATION = { success: 3000, default: 4000, error: 7000, database: 15_000 } as const;

export const DEFAULT_ERROR = 'Houve um problema durante este processamento';
export const BACKEND_PREFIX = 'Não foi possível concluir esta requisição no momento.';
export const FOREIGN_KEY_MESSAGE = 'Não foi possível removê-lo, pois existem outros registros vinculados';

interface Options {
  title?: ReactNode;
  /** Milliseconds; overrides the kind's default. */
  duration?: number;
}

function show(color: string, message: ReactNode, duration: number, options: Options) {
  // The store keeps the toast until the lazily mounted <Notifications> shows it.
  wantOverlays();
  return notifications.show({
    color,
    title: options.title,
    message,
    autoClose: options.duration ?? duration,
    withBorder: true,
  });
}

export const notify = {
  success: (message: ReactNode, options: Options = {}) => show('green', message, DURATION.success, options),
  info: (message: ReactNode, options: Options = {}) => show('blue', message, DURATION.default, options),
  warning: (message: ReactNode, options: Options = {}) => show('yellow', message, DURATION.default, options),
  error: (message: ReactNode, options: Options = {}) => show('red', message, DURATION.error, options),
};

const uniqueMessage = (field: string) =>
  `O valor do campo: ${field} precisa ser único. Já existe um registro com este dado`;

/**
 * Contract with the API for database errors (spec 1 §8): a unique violation is CONFLICT with
 * `fields: { <field>: 'unique' }`; a foreign-key violation is CONFLICT with
 * `fields: { foreignKey: '<related source>' }`.
 */
export function describeError(error: unknown): { title?: string; message: string; duration: number } {
  if (!isApiError(error) || error.type === 'NETWORK')
    return { message: DEFAULT_ERROR, duration: DURATION.error };
  const fields = error.fields ?? {};
  if (error.type === 'CONFLICT' && 'foreignKey' in fields) {
    const related = fields.foreignKey ? ` (${fields.foreignKey})` : '';
    return { message: `${FOREIGN_KEY_MESSAGE}${related}`, duration: DURATION.database };
  }
  const unique = Object.entries(fields).find(([, value]) => /^unique$|únic/i.test(value));
  if (error.type === 'CONFLICT' && unique)
    return { message: uniqueMessage(unique[0]), duration: DURATION.database };
  return { title: BACKEND_PREFIX, message: error.message || DEFAULT_ERROR, duration: DURATION.error };
}

/** The generic error notifier: every screen's catch-all for failed calls. */
export function notifyError(error: unknown): void {
  const { title, message, duration } = describeError(error);
  notify.error(message, { title, duration });
}
