import { isValidCnpj, normalizeCpfCnpj } from '@rcc/domain';

/**
 * Masks personal data (LGPD) before it is stored in the audit trail or written to a log: CPF/CNPJ,
 * e-mail and phone keep only what identifies the record to a person who already knows it; secrets
 * (passwords, tokens, keys) are dropped.
 */

const SECRET_KEY = /(senha|password|token|secret|chave|client[-_]?key|cookie|authorization|hash)/i;
const DOC_KEY = /(cpf|cnpj)/i;
const EMAIL_KEY = /e-?mail/i;
const PHONE_KEY = /(telefone|celular|fone|phone|whatsapp)/i;

// Local part as RFC 5322 allows it (not only letters and dots): '!#$%&'*+/=?^`{|}~-' too.
const EMAIL_RE = /([^\s@"<>(),;:[\]\\])[^\s@"<>(),;:[\]\\]*@([A-Za-z0-9.-]+\.[A-Za-z0-9-]{2,})/g;
// Numeric and alphanumeric CNPJ (IN RFB 2.229/2024); a 14-character word is masked only when it is
// numeric or a valid CNPJ, so that codes and words of that length stay readable.
const CNPJ_RE = /\b[0-9A-Za-z]{2}\.?[0-9A-Za-z]{3}\.?[0-9A-Za-z]{3}\/?[0-9A-Za-z]{4}-?\d{2}\b/g;
const CPF_RE = /\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/g;

const HIDDEN = '[oculto]';

/** 529.982.247-25 → ***.982.247-**; 11.222.333/0001-81 → **.222.333/0001-**; 12.ABC.345/01DE-35 too. */
export function maskDocument(value: string): string {
  if (isValidCnpj(value)) {
    const doc = normalizeCpfCnpj(value);
    return `**.${doc.slice(2, 5)}.${doc.slice(5, 8)}/${doc.slice(8, 12)}-**`;
  }
  const digits = value.replace(/\D/g, '');
  if (digits.length === 11) return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
  if (digits.length === 14) return `**.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-**`;
  return digits.length > 4 ? `${'*'.repeat(digits.length - 2)}${digits.slice(-2)}` : '***';
}

/** maria.silva@gmail.com → m***@gmail.com */
function maskEmail(value: string): string {
  return value.replace(EMAIL_RE, (_m, first: string, domain: string) => `${first}***@${domain}`);
}

/** 61991234567 → *******4567 */
function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length <= 4 ? '****' : `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/** Masks documents and e-mails found inside free text (observations, messages, error texts). */
export function maskText(value: string): string {
  return maskEmail(value)
    .replace(CNPJ_RE, (m) => (/^[\d./-]+$/.test(m) || isValidCnpj(m) ? maskDocument(m) : m))
    .replace(CPF_RE, (m) => maskDocument(m));
}

function maskScalar(key: string, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (SECRET_KEY.test(key)) return HIDDEN;
  if (typeof value !== 'string' && typeof value !== 'number') return value;
  const text = String(value);
  if (DOC_KEY.test(key)) return maskDocument(text);
  if (EMAIL_KEY.test(key)) {
    const masked = maskEmail(text);
    return masked === text && text.length > 0 ? `${text[0]}***` : masked;
  }
  if (PHONE_KEY.test(key)) return maskPhone(text);
  return typeof value === 'string' ? maskText(value) : value;
}

/** Deep copy of `value` with personal data masked; depth-limited so a cycle cannot hang it. */
export function maskPersonalData(value: unknown, key = '', depth = 0): unknown {
  if (depth > 20) return HIDDEN;
  if (Array.isArray(value)) return value.map((v) => maskPersonalData(v, key, depth + 1));
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    if (SECRET_KEY.test(key)) return HIDDEN;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      out[k] = maskPersonalData(v, k, depth + 1);
    }
    return out;
  }
  return maskScalar(key, value);
}

/**
 * Pino redaction for the API logger: auth headers and cookies are hidden, personal fields masked
 * wherever a handler logs a body or a row.
 */
const FIELDS = [
  'password',
  'senha',
  'novaSenha',
  'token',
  'accessToken',
  'cpf',
  'cnpj',
  'cpfCnpj',
  'cpf_cnpj',
  'email',
  'telefone',
  'celular',
];
export const LOG_REDACT = {
  paths: [
    'req.headers["auth-token"]',
    'req.headers.cookie',
    'req.headers.authorization',
    'req.headers["client-key"]',
    'req.headers["x-client-key"]',
    'req.headers.clientkey',
    'res.headers["set-cookie"]',
    'headers["auth-token"]',
    'headers.cookie',
    'headers.authorization',
    ...FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
  ],
  censor: (value: unknown, path: string[]) => {
    const key = path[path.length - 1] ?? '';
    if (path.includes('headers')) return HIDDEN;
    return maskPersonalData(value, key);
  },
};
