/** Error thrown by the API client for every failed call (HTTP status + the envelope's error). */
export class ApiError extends Error {
  readonly status: number;
  readonly type: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, type: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.type = type;
    this.fields = fields;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
