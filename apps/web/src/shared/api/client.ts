import { isLoggedIn, sessionStore } from '../auth/session-store';
import { ApiError } from './api-error';

const API_BASE = '/api';

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Auth calls (login, recovery…) answer 401 for bad credentials: not a session expiry. */
  skipAuthHandler?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Receives the session generation the failed request was sent under. */
type UnauthorizedHandler = (sentSession: number) => void;

let onUnauthorized: UnauthorizedHandler | null = null;

/** Registered once by the app: what to do when a call made with a session gets 401. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

function buildUrl(
  path: string,
  query?: Record<string, string | number | boolean | undefined | null>,
): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${url}?${qs}` : url;
}

interface Envelope {
  success?: boolean;
  data?: unknown;
  error?: { type?: string; message?: string; fields?: Record<string, string> };
}

async function send(method: Method, url: string, body: unknown, options: RequestOptions): Promise<Response> {
  // The session travels only in the HttpOnly cookie (issue #12 item 9); cookie-authenticated writes
  // pass the API's same-origin check through the Origin header the browser adds.
  const hadSession = isLoggedIn(sessionStore.getState());
  const session = sessionStore.generation();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: payload,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', 'Houve um problema durante este processamento');
  }
  if (response.status === 401 && hadSession && !options.skipAuthHandler) onUnauthorized?.(session);
  return response;
}

async function readEnvelope(response: Response): Promise<Envelope | null> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null;
  try {
    return (await response.json()) as Envelope;
  } catch {
    return null;
  }
}

function toError(response: Response, envelope: Envelope | null, method: Method, url: string): ApiError {
  const error = envelope?.error;
  if (error?.message) {
    return new ApiError(response.status, error.type ?? 'INTERNAL', error.message, error.fields);
  }
  return new ApiError(response.status, 'INTERNAL', `Falha no retorno da requisicao de ${method} ${url}`);
}

async function request<T>(
  method: Method,
  url: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(method, url, body, options);
  const envelope = await readEnvelope(response);
  if (!response.ok || !envelope || envelope.success === false) throw toError(response, envelope, method, url);
  return envelope.data as T;
}

function filenameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/** Hands a Blob to the browser as a file download. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Revoke later: some browsers start reading the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

type Query = Record<string, string | number | boolean | undefined | null>;

export const api = {
  get: <T>(path: string, query?: Query, options?: RequestOptions) =>
    request<T>('GET', buildUrl(path, query), undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', buildUrl(path), body ?? {}, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', buildUrl(path), body ?? {}, options),
  del: <T>(path: string, options?: RequestOptions) =>
    request<T>('DELETE', buildUrl(path), undefined, options),
  /** Multipart upload: the FormData goes as is (files plus fields). */
  upload: <T>(path: string, form: FormData, method: 'POST' | 'PUT' = 'POST', options?: RequestOptions) =>
    request<T>(method, buildUrl(path), form, options),
  /** Fetches a binary answer (spreadsheet, PDF) and returns it with the server's file name. */
  async blob(
    path: string,
    init: { method?: Method; body?: unknown; fallbackName?: string } & RequestOptions = {},
  ): Promise<{ blob: Blob; filename: string; total: number | null }> {
    const method = init.method ?? 'POST';
    const url = buildUrl(path);
    const response = await send(method, url, method === 'GET' ? undefined : (init.body ?? {}), init);
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || type.includes('application/json')) {
      throw toError(response, await readEnvelope(response), method, url);
    }
    const filename = filenameFrom(
      response.headers.get('content-disposition'),
      init.fallbackName ?? 'arquivo',
    );
    // X-Total-Count: the exact rows a spreadsheet holds (generic find export, issue #17).
    const total = response.headers.get('x-total-count');
    return { blob: await response.blob(), filename, total: total === null ? null : Number(total) };
  },
  /** Downloads a binary answer straight to the user's disk; answers its X-Total-Count, if any. */
  async download(
    path: string,
    body?: unknown,
    fallbackName?: string,
    method: Method = 'POST',
  ): Promise<{ total: number | null }> {
    const { blob, filename, total } = await api.blob(path, { method, body, fallbackName });
    saveBlob(blob, filename);
    return { total };
  },
};
