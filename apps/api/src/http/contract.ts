import { apiError } from '@rcc/domain';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import type { Access } from './access';

/**
 * The typed contract of the API (issue #13): routes are declared on a `ZodApp`, so a handler's
 * params, query and body are typed by their schemas (no casts) and its answer must fit the
 * `response` schema, which is also what /api/docs publishes and what the web's types derive from.
 */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Keys present in `sent` that the schema's output dropped (an answer wider than its contract). */
function droppedKeys(sent: unknown, kept: unknown, at: string, out: string[]): void {
  if (
    out.length >= 5 ||
    sent === null ||
    typeof sent !== 'object' ||
    kept === null ||
    typeof kept !== 'object'
  ) {
    return;
  }
  if (Array.isArray(sent)) {
    if (!Array.isArray(kept)) return;
    // The first rows are enough to catch a missing column.
    for (let i = 0; i < Math.min(sent.length, 3); i++) droppedKeys(sent[i], kept[i], `${at}[${i}]`, out);
    return;
  }
  if (sent instanceof Date || Buffer.isBuffer(sent)) return;
  for (const [key, value] of Object.entries(sent)) {
    if (value === undefined) continue;
    if (!Object.hasOwn(kept, key)) out.push(`${at}.${key}`);
    else droppedKeys(value, (kept as Record<string, unknown>)[key], `${at}.${key}`, out);
  }
}

/**
 * Serializes an answer through its response schema. Strict (every environment but production —
 * tests, browser journeys, the demo): the answer is checked against the schema and one that does
 * not fit — a wrong type, or a field the schema does not list — is a 500 naming the route and the
 * path, so a test or a journey finds the gap. Production sends the answer as the handler built it
 * without re-checking it: checking a page of 1,000 rows of 40 fields with zod cost 20–100 ms
 * against 2–8 ms for JSON.stringify alone (measured on this 2-core machine), and the contract is
 * enforced by the suite that runs every route in strict mode.
 */
export function contractSerializer(opts: { strict: boolean }) {
  return ({ schema, method, url }: { schema: unknown; method: string; url: string }) => {
    if (!opts.strict) return (data: unknown): string => JSON.stringify(data);
    const zod = schema as ZodType;
    return (data: unknown): string => {
      const result = z.safeEncode(zod, data as never);
      const dropped: string[] = [];
      if (result.success) droppedKeys(data, result.data, '', dropped);
      if (result.success && dropped.length === 0) return JSON.stringify(result.data);
      const detail = result.success
        ? `campos fora do contrato: ${dropped.join(', ')}`
        : result.error.issues
            .slice(0, 5)
            .map((i) => `${i.path.join('.') || '(raiz)'}: ${i.message}`)
            .join('; ');
      // The error handler logs it (status 500) and answers the generic message: never the detail.
      throw Object.assign(new Error(`Resposta fora do contrato em ${method} ${url}: ${detail}`), {
        code: 'FST_ERR_RESPONSE_SERIALIZATION',
      });
    };
  };
}

const ACAO_PT: Record<string, string> = {
  consulta: 'consultar',
  inclui: 'incluir',
  altera: 'alterar',
  exclui: 'excluir',
};

/** The access a route needs, in words, for its operation in /api/docs. */
export function describeAccess(access: Access | undefined): string {
  if (!access) return '';
  if ('public' in access) return 'Acesso público (sem sessão).';
  if ('authenticated' in access) return 'Requer sessão (qualquer usuário autenticado) ou chave de API.';
  if ('perEntity' in access)
    return 'Requer o direito de consulta da entidade pedida (ver a lista de entidades).';
  const pairs = 'feature' in access ? [access] : access.anyOf;
  const words = pairs.map((p) => `«${p.feature}» › ${ACAO_PT[p.acao] ?? p.acao}`);
  return `Requer o direito ${words.join(' ou ')}.`;
}

const ERROR_DOCS: Record<number, string> = {
  400: 'Entrada inválida (mensagem e campos em português).',
  401: 'Sem sessão ou sessão expirada.',
  403: 'Sem o direito exigido ou registro de outro dono.',
  404: 'Registro não encontrado.',
  409: 'Conflito com a situação atual do registro.',
  429: 'Muitas tentativas.',
};

/**
 * Completes the documentation of a route: the access it needs in the description and, when it
 * declares its answer, the error envelope for each error status (the answers of the one error handler).
 */
export function documentRoute(route: RouteOptions): void {
  const schema = route.schema as
    | (FastifySchema & { description?: string; response?: Record<string, unknown> })
    | undefined;
  if (!schema) return;
  const access = describeAccess(route.config?.access as Access | undefined);
  schema.description = [schema.description, access].filter(Boolean).join('\n\n');
  // The error envelopes go with a declared answer (a route without one is still to be converted).
  if (!schema.response) return;
  const isPublic = Boolean(route.config?.access && 'public' in (route.config.access as Access));
  for (const [status, text] of Object.entries(ERROR_DOCS)) {
    if (isPublic && (status === '401' || status === '403')) continue;
    schema.response[status] ??= apiError.describe(text);
  }
}
