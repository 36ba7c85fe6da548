/**
 * One error type with a closed set of codes (DESIGN §7). The API maps code → HTTP status; the web
 * shows `message` as it comes.
 */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  UNSUPPORTED_MEDIA: 415,
  TOO_MANY_REQUESTS: 429,
  UPSTREAM: 502,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const DEFAULT_ERROR_MESSAGE: Record<ErrorCode, string> = {
  VALIDATION: 'Verifique os campos e tente novamente',
  UNAUTHENTICATED: 'Sessão expirada. Faça login novamente',
  FORBIDDEN: 'Você não tem permissão para executar esta ação.',
  NOT_FOUND: 'Registro não encontrado.',
  CONFLICT: 'A operação não pode ser realizada na situação atual do registro.',
  TOO_LARGE: 'Só é permitido anexar um arquivo com tamanho máximo: 1MB.',
  UNSUPPORTED_MEDIA: 'Tipo de arquivo não permitido.',
  UNPROCESSABLE: 'O pedido não pode ser processado como foi enviado.',
  TOO_MANY_REQUESTS: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  UPSTREAM: 'Serviço externo indisponível no momento. Tente novamente mais tarde.',
  UNAVAILABLE: 'O sistema está ocupado. Tente novamente em instantes.',
  INTERNAL: 'Houve um problema durante este processamento',
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  constructor(code: ErrorCode, message?: string, fields?: Record<string, string>) {
    super(message ?? DEFAULT_ERROR_MESSAGE[code]);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const badRequest = (message?: string, fields?: Record<string, string>) =>
  new AppError('VALIDATION', message, fields);
export const forbidden = (message?: string) => new AppError('FORBIDDEN', message);
export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
export const conflict = (message?: string) => new AppError('CONFLICT', message);

/** The envelope of every failed API answer (DESIGN §3). */
export interface ErrorEnvelope {
  success: false;
  error: { type: ErrorCode; message: string; fields?: Record<string, string> };
}
export interface SuccessEnvelope<T> {
  success: true;
  data: T;
}
