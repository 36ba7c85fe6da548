import { AppError, DEFAULT_ERROR_MESSAGE, type ErrorCode, type ErrorEnvelope } from '@rcc/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
  table?: string;
}

const send = (code: ErrorCode, message: string, fields?: Record<string, string>): ErrorEnvelope => ({
  success: false,
  error: fields ? { type: code, message, fields } : { type: code, message },
});

function fromZod(err: ZodError): ErrorEnvelope {
  const fields: Record<string, string> = {};
  for (const issue of err.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = err.issues[0]?.message ?? DEFAULT_ERROR_MESSAGE.VALIDATION;
  return send('VALIDATION', first, fields);
}

/** Field name from a unique-violation detail: 'Key (cpf_cnpj)=(…) already exists.' → 'cpf_cnpj'. */
function uniqueField(pg: PgError): string {
  const m = /Key \((?:lower\()?([a-z_]+)/.exec(pg.detail ?? '');
  return m?.[1] ?? pg.constraint ?? 'registro';
}

/**
 * Maps any error to the envelope of DESIGN §3. Never leaks a stack or SQL text: unknown errors are
 * logged and answered with the generic Portuguese message.
 */
export function toEnvelope(err: unknown): { status: number; body: ErrorEnvelope } {
  if (err instanceof AppError) return { status: err.status, body: send(err.code, err.message, err.fields) };
  if (err instanceof ZodError) return { status: 400, body: fromZod(err) };
  const fe = err as FastifyError & PgError & { validation?: unknown; statusCode?: number };
  if (fe?.validation && (fe as { cause?: unknown }).cause instanceof ZodError) {
    return { status: 400, body: fromZod((fe as { cause: ZodError }).cause) };
  }
  if (Array.isArray(fe?.validation) && fe.validation.length > 0) {
    const issues = fe.validation as Array<{
      message?: string;
      instancePath?: string;
      params?: { issue?: { path?: unknown[] } };
    }>;
    const fields: Record<string, string> = {};
    for (const v of issues) {
      const key = (v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
      fields[key] ??= v.message ?? DEFAULT_ERROR_MESSAGE.VALIDATION;
    }
    return {
      status: 400,
      body: send('VALIDATION', issues[0]?.message ?? DEFAULT_ERROR_MESSAGE.VALIDATION, fields),
    };
  }
  if (fe?.code === 'FST_ERR_VALIDATION' || fe?.validation) {
    return { status: 400, body: send('VALIDATION', DEFAULT_ERROR_MESSAGE.VALIDATION) };
  }
  switch (fe?.code) {
    case '23505':
      return {
        status: 409,
        body: send(
          'CONFLICT',
          `O valor do campo: ${uniqueField(fe)} precisa ser único. Já existe um registro com este dado`,
          { [uniqueField(fe)]: 'unique' },
        ),
      };
    case '23503':
      return {
        status: 409,
        body: send(
          'CONFLICT',
          `Não foi possível removê-lo, pois existem outros registros vinculados${fe.table ? ` (${fe.table})` : ''}`,
          { foreignKey: fe.table ?? 'registro' },
        ),
      };
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
    case '22001':
    // Bad text from a client: NUL byte / bad encoding, a LIKE pattern ending in '\', a bad regex,
    // a row too large for an index (found by the fuzz tests, test/security).
    case '22021':
    case '22P05':
    case '22025':
    case '2201B':
    case '22023':
    case '54000':
    case '23502':
    case '23514':
      return { status: 400, body: send('VALIDATION', DEFAULT_ERROR_MESSAGE.VALIDATION) };
    // statement_timeout (issue #12 item 2): the statement was cut, the request may be retried narrower.
    case '57014':
      return {
        status: 503,
        body: send(
          'UNAVAILABLE',
          'A consulta demorou mais que o permitido e foi interrompida. Refine os filtros e tente novamente.',
        ),
      };
    case '40001':
    case '55P03':
      return { status: 409, body: send('CONFLICT', DEFAULT_ERROR_MESSAGE.CONFLICT) };
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 413, body: send('TOO_LARGE', DEFAULT_ERROR_MESSAGE.TOO_LARGE) };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, body: send('UNSUPPORTED_MEDIA', DEFAULT_ERROR_MESSAGE.UNSUPPORTED_MEDIA) };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, body: send('VALIDATION', 'Requisição inválida: o corpo não é um JSON válido.') };
  }
  // The multipart parser (busboy) reports a malformed or truncated body as a plain Error: the
  // client's fault, never a 500 (found by test/security).
  if (
    !fe?.code &&
    typeof fe?.message === 'string' &&
    /multipart|Malformed part header|Unexpected end of (form|file)/i.test(fe.message)
  ) {
    return {
      status: 400,
      body: send(
        'VALIDATION',
        'Requisição inválida: o formulário (multipart) está incompleto ou malformado.',
      ),
    };
  }
  if (fe?.statusCode === 429) {
    return { status: 429, body: send('TOO_MANY_REQUESTS', DEFAULT_ERROR_MESSAGE.TOO_MANY_REQUESTS) };
  }
  if (fe?.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    const code: ErrorCode =
      fe.statusCode === 404
        ? 'NOT_FOUND'
        : fe.statusCode === 413
          ? 'TOO_LARGE'
          : fe.statusCode === 415
            ? 'UNSUPPORTED_MEDIA'
            : 'VALIDATION';
    return { status: fe.statusCode, body: send(code, DEFAULT_ERROR_MESSAGE[code]) };
  }
  return { status: 500, body: send('INTERNAL', DEFAULT_ERROR_MESSAGE.INTERNAL) };
}

/**
 * Errors the router raises before any hook (malformed URL encoding, a path parameter longer than
 * the router allows): without this they leave in Fastify's own format (found by test/security).
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = toEnvelope(err);
  void reply.status(status).send(body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, req, reply) => {
    const { status, body } = toEnvelope(err);
    if (status >= 500) req.log.error({ err }, 'unhandled error');
    void reply.status(status).send(body);
  });
}
