import {
  AppError,
  type ConjuntoDadosAbertos,
  type DadosAbertosQuery,
  DICIONARIO_DADOS_ABERTOS,
} from '@rcc/domain';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Queryable } from '../../db/client';
import { prepared, sql } from '../../db/sql';

type Celula = string | number | null;
type Linha = Record<string, Celula>;

const CIDADE = { codigo: 'cidade', nome: 'Cidade (total)' };

/** When the summaries were computed, and which computation it was (the row's xmin: new at every refresh). */
export async function calculo(db: Queryable): Promise<{ calculadoEm: Date | null; versao: string }> {
  // Read on every public request: prepared once per pooled connection (planning cost more than running).
  const [r] = await db.query<{ calculadoEm: Date; versao: string }>(
    prepared(
      sql`SELECT calculado_em AS "calculadoEm", xmin::text AS versao FROM dados_abertos_calculo WHERE id = 1`,
    ),
  );
  return {
    calculadoEm: r?.calculadoEm ?? null,
    versao: r ? `${r.versao}@${r.calculadoEm.toISOString()}` : '-',
  };
}

/** The regions with figures as of `versao` (a region without any CTR has no row to show). */
export function regioes(db: Queryable, versao: string) {
  return emCache(`${versao}|regioes`, async () => {
    const rows = await db.query<{ codigo: string; nome: string }>(
      `SELECT codigo, nome FROM localidade l
       WHERE EXISTS (SELECT 1 FROM dados_abertos_indicador t WHERE t.id_localidade = l.id) ORDER BY nome`,
    );
    return [CIDADE, ...rows];
  });
}

/** The filters as SQL over a summary table aliased `t` (joined to `localidade l`). */
async function filtros(db: Queryable, q: DadosAbertosQuery) {
  if (q.de && q.ate && q.de > q.ate) {
    throw new AppError('VALIDATION', 'O mês inicial deve ser anterior ou igual ao final.', {
      de: 'Período inválido.',
    });
  }
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.de) {
    params.push(`${q.de}-01`);
    where.push(`t.mes >= $${params.length}::date`);
  }
  if (q.ate) {
    params.push(`${q.ate}-01`);
    where.push(`t.mes <= $${params.length}::date`);
  }
  if (q.regiao) {
    if (q.regiao === CIDADE.codigo) where.push('t.id_localidade = 0');
    else {
      const [l] = await db.query<{ id: number }>('SELECT id FROM localidade WHERE codigo = $1', [q.regiao]);
      if (!l)
        throw new AppError('VALIDATION', `Região desconhecida: ${q.regiao}.`, {
          regiao: 'Região desconhecida.',
        });
      params.push(l.id);
      where.push(`t.id_localidade = $${params.length}`);
    }
  }
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

const REGIAO = `to_char(t.mes, 'YYYY-MM') AS mes,
  CASE WHEN t.id_localidade = 0 THEN '${CIDADE.codigo}' ELSE l.codigo END AS regiao_codigo,
  CASE WHEN t.id_localidade = 0 THEN '${CIDADE.nome}' ELSE l.nome END AS regiao_nome`;

/** The rows of one dataset, read from the summary tables only (never the CTR table). */
async function linhas(db: Queryable, conjunto: ConjuntoDadosAbertos, q: DadosAbertosQuery): Promise<Linha[]> {
  const { where, params } = await filtros(db, q);
  if (conjunto === 'indicadores-mensais') {
    return db.query<Linha>(
      `SELECT ${REGIAO}, t.ctrs_abertas, t.ctrs_destinadas, t.ctrs_irregulares,
         t.percentual_irregular::float8 AS percentual_irregular,
         t.horas_medias_alocacao_recebimento::float8 AS horas_medias_alocacao_recebimento,
         t.ocorrencias_registradas, t.ocorrencias_respondidas, t.transportadores_licenciados, t.cacambas
       FROM dados_abertos_indicador t LEFT JOIN localidade l ON l.id = t.id_localidade
       ${where} ORDER BY t.mes, t.id_localidade <> 0, l.nome`,
      params,
    );
  }
  const dimensao = conjunto === 'volume-por-classe' ? 'classe' : 'tipo_destino';
  params.push(dimensao);
  return db.query<Linha>(
    `SELECT ${REGIAO}, t.categoria AS ${dimensao}, t.ctrs, t.volume_m3::float8 AS volume_m3
     FROM dados_abertos_volume t LEFT JOIN localidade l ON l.id = t.id_localidade
     ${where ? `${where} AND` : 'WHERE'} t.dimensao = $${params.length}
     ORDER BY t.mes, t.id_localidade <> 0, l.nome, t.categoria`,
    params,
  );
}

/**
 * The answers of the last few downloads, per dataset, filters and computation. The summaries change
 * only when recomputed, and every request reads the computation first (`calculo`), so an entry of
 * another computation is never served and every API instance answers the same: a cache of derived
 * data, not state (DESIGN §2). A whole dataset is ~2,000–25,000 rows (0.7–1.5 MB) on a 1.6 M-CTR
 * city: each is read, serialized and encoded once, then sent as the same bytes (bench/portal.ts).
 * Least recently used entries go first; the entry is the promise, so the clients that ask for the
 * same answer while it is being built all wait for the one build.
 */
const CACHE_MAX = 32;
const cache = new Map<string, Promise<unknown>>();
function emCache<T>(chave: string, fazer: () => Promise<T>): Promise<T> {
  const achado = cache.get(chave) as Promise<T> | undefined;
  if (achado) {
    cache.delete(chave);
    cache.set(chave, achado);
    return achado;
  }
  const valor = fazer();
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(chave, valor);
  // A failed build (a wrong filter, the database away) is not kept.
  valor.catch(() => {
    if (cache.get(chave) === valor) cache.delete(chave);
  });
  return valor;
}
const chaveDe = (versao: string, conjunto: string, q: DadosAbertosQuery, formato: string) =>
  [versao, conjunto, q.de ?? '', q.ate ?? '', q.regiao ?? '', formato].join('|');

/**
 * A file ready to send: its bytes, their entity tag (a hash of the bytes, for If-None-Match) and the
 * same bytes gzipped, compressed once at the first client that accepts gzip (a browser: a whole
 * dataset shrinks about tenfold).
 */
export interface Arquivo {
  bytes: Buffer;
  etag: string;
  gzip: () => Buffer;
}
const arquivo = (texto: string): Arquivo => {
  const bytes = Buffer.from(texto, 'utf8');
  let gz: Buffer | undefined;
  return {
    bytes,
    etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`,
    gzip: () => {
      gz ??= gzipSync(bytes);
      return gz;
    },
  };
};

/** A dataset's rows as of `versao` (the computation the caller read), from the cache when there. */
function linhasEmCache(db: Queryable, versao: string, conjunto: ConjuntoDadosAbertos, q: DadosAbertosQuery) {
  return emCache(chaveDe(versao, conjunto, q, 'linhas'), () => linhas(db, conjunto, q));
}

/** The whole JSON answer, and its bytes serialized once. */
export function respostaJsonEmCache(
  db: Queryable,
  versao: string,
  calculadoEm: Date | null,
  conjunto: ConjuntoDadosAbertos,
  q: DadosAbertosQuery,
) {
  return emCache(chaveDe(versao, conjunto, q, 'json'), async () => {
    const corpo = {
      success: true as const,
      data: { conjunto, calculadoEm, linhas: await linhasEmCache(db, versao, conjunto, q) },
    };
    return { corpo, ...arquivo(JSON.stringify(corpo)) };
  });
}

/** The same as a CSV file. */
export function csvEmCache(
  db: Queryable,
  versao: string,
  conjunto: ConjuntoDadosAbertos,
  q: DadosAbertosQuery,
): Promise<Arquivo> {
  return emCache(chaveDe(versao, conjunto, q, 'csv'), async () =>
    arquivo(paraCsv(conjunto, await linhasEmCache(db, versao, conjunto, q))),
  );
}

const celulaCsv = (v: Celula) => {
  if (v === null || v === undefined) return '';
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** RFC 4180 CSV with the dictionary's field order as the header (UTF-8 with BOM for spreadsheets). */
function paraCsv(conjunto: ConjuntoDadosAbertos, rows: Linha[]): string {
  const campos = DICIONARIO_DADOS_ABERTOS[conjunto].campos.map((c) => c.campo);
  const out = [campos.join(',')];
  for (const r of rows) out.push(campos.map((c) => celulaCsv(r[c] ?? null)).join(','));
  return `\uFEFF${out.join('\r\n')}\r\n`;
}
