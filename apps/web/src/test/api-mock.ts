import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Raw body for binary answers (spreadsheets). */
  raw?: BodyInit;
}

type Handler = (body: unknown, init: RequestInit) => MockReply | Promise<MockReply>;

interface RecordedCall {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

export const ok = (data: unknown): MockReply => ({ body: { success: true, data } });
export const fail = (
  status: number,
  type: string,
  message: string,
  fields?: Record<string, string>,
): MockReply => ({
  status,
  body: { success: false, error: { type, message, fields } },
});

/**
 * Replaces fetch at the network boundary: handlers keyed by 'METHOD /api/path'. Unknown calls
 * answer 404 so a test notices a call it did not expect.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({ url, method, body, headers: (init.headers ?? {}) as Record<string, string> });
    const handler = handlers[`${method} ${url.split('?')[0]}`];
    const reply = handler
      ? await handler(body, init)
      : fail(404, 'NOT_FOUND', `sem mock para ${method} ${url}`);
    const headers = reply.raw ? reply.headers : { 'content-type': 'application/json', ...reply.headers };
    return new Response(reply.raw ?? JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (path: string) => calls.filter((call) => call.url.split('?')[0] === path);
  return { calls, callsTo, fetchMock };
}
