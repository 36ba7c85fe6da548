import { ERROR_STATUS } from '@rcc/domain';
import type { LightMyRequestResponse } from 'fastify';

const CODES = new Set(Object.keys(ERROR_STATUS));

// Text only a server failure produces: driver errors, stack frames, file paths.
const LEAK =
  /syntax error at|relation "|column "|at character \d|violates .* constraint|duplicate key|pg_catalog|PGlite|node_modules|\.ts:\d+:\d+|\.js:\d+:\d+|\n\s+at [\w.<]+ \(|TypeError|ReferenceError|RangeError|Cannot read properties/;

const ENGLISH =
  /\b(expected|received|invalid|required|must|should|unexpected|unknown|property|undefined|error|failed|not found|too (big|small|many|large)|body|request|unsupported)\b/i;
const PORTUGUESE =
  /[ãõáéíóúâêôçà]|\b(de|do|da|os|as|no|na|em|ou|se|por|pela|pelo|seu|sua|foi|esta|este|dados|como|envie|informe|escolha|entre|novamente|expirou|cadastro|não|para|com|um|uma|campos?|valor|registro|requisição|tente|verifique|sessão|permissão|consulta|operador|lista|entidade|ordenação|parâmetro|demasiado|grande|pequeno|entrada|chave|formato|muitas|recurso|houve|arquivo|tipo|tamanho|corpo|origem|recusada|aguarde|nenhuma|selecione|usuário|senha|cláusula|condição|inclusão|inclusões|aninhada|direção|inválid[oa]s?|desconhecid[oa]s?)\b/i;

/**
 * Portuguese by its own words: only the text before the first ':' is judged, since messages may
 * echo a client value after it ("Campo desconhecido: <value>").
 */
export function isPortuguese(message: string): boolean {
  const own = message.split(':')[0] ?? '';
  return own.trim().length > 0 && PORTUGUESE.test(own) && !ENGLISH.test(own);
}

/** Issue #8 §2: the answer contract for any input. Returns the problems found (empty when fine). */
export function answerProblems(res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const s = res.statusCode;
  if (LEAK.test(res.body)) problems.push(`vaza detalhe interno: ${res.body.slice(0, 300)}`);
  const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
  if (s >= 200 && s < 300) {
    if (isJson) {
      const body = res.json();
      if (body.success !== true || !('data' in body))
        problems.push(`2xx fora do envelope: ${res.body.slice(0, 200)}`);
    }
    return problems;
  }
  // Outside services (CEP, geocoding) are unreachable in tests: 502 with its envelope is their honest answer.
  const upstream = s === 502;
  if (!(s >= 400 && s < 500) && !upstream) problems.push(`status ${s}`);
  if (!isJson) {
    problems.push(`erro ${s} sem JSON (${String(res.headers['content-type'])}): ${res.body.slice(0, 200)}`);
    return problems;
  }
  let body: { success?: unknown; error?: { type?: unknown; message?: unknown; fields?: unknown } };
  try {
    body = res.json();
  } catch {
    return [...problems, `JSON inválido: ${res.body.slice(0, 200)}`];
  }
  const e = body.error;
  if (body.success !== false || !e || typeof e !== 'object') {
    return [...problems, `fora do envelope de erro: ${res.body.slice(0, 200)}`];
  }
  if (typeof e.type !== 'string' || !CODES.has(e.type))
    problems.push(`tipo de erro desconhecido: ${String(e.type)}`);
  if (upstream && e.type !== 'UPSTREAM') problems.push(`502 com tipo ${String(e.type)}`);
  if (typeof e.message !== 'string' || !isPortuguese(e.message))
    problems.push(`mensagem não está em português: ${String(e.message).slice(0, 200)}`);
  if (e.fields !== undefined && (typeof e.fields !== 'object' || e.fields === null))
    problems.push('fields inválido');
  const extra = Object.keys(body).filter((k) => k !== 'success' && k !== 'error');
  if (extra.length) problems.push(`chaves extras no envelope: ${extra.join(',')}`);
  return problems;
}
