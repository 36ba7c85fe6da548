import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Group } from '../cases/types';
import type { LoadResult } from './load';

export interface CaseResult {
  id: string;
  label: string;
  group: Group;
  /** The case's own p95 target (Case.p95Ms), when it has one. */
  p95Ms?: number;
  /** 'n/d' when the route is not registered yet; 'falha' when it answered an error. */
  status: 'ok' | 'n/d' | 'falha';
  message?: string;
  load?: LoadResult;
  /** One client: the API's p50 and the bare SQL's p50 (ms), and the statements timed. */
  apiP50?: number;
  sqlP50?: number;
  statements?: number;
  peakRssMb?: number;
  /** Export: seconds to the last byte and bytes received. */
  seconds?: number;
  bytes?: number;
  countEstimated?: boolean;
  meets?: boolean;
  why?: string[];
}

/** Issue #7 §3 targets. */
export function judge(r: CaseResult): void {
  const why: string[] = [];
  const l = r.load;
  if (r.status !== 'ok') return;
  if (l) {
    const limit =
      r.p95Ms ?? { lista: 50, relatorio: 300, escrita: 50, login: 250, exportacao: Infinity }[r.group];
    if (l.requests === 0) why.push('nenhuma resposta no período');
    if (l.p95 > limit) why.push(`p95 ${l.p95.toFixed(0)} ms > ${limit} ms`);
    if (l.errors + l.non2xx > 0) why.push(`${l.errors + l.non2xx} erros`);
  }
  if (r.group === 'lista' && r.apiP50 !== undefined && r.sqlP50 !== undefined) {
    const max = 1.5 * r.sqlP50 + 2;
    if (r.apiP50 > max) why.push(`API p50 ${r.apiP50.toFixed(1)} ms > 1,5 × SQL + 2 = ${max.toFixed(1)} ms`);
  }
  if (r.group === 'exportacao') {
    if ((r.seconds ?? 0) > 10) why.push(`${r.seconds?.toFixed(1)} s > 10 s`);
    if ((r.peakRssMb ?? 0) > 400) why.push(`memória ${r.peakRssMb?.toFixed(0)} MB > 400 MB`);
  }
  r.why = why;
  r.meets = why.length === 0;
}

const num = (v: number | undefined, d = 0) => (v === undefined ? '' : v.toFixed(d));

export function table(results: CaseResult[]): string {
  const head = ['caso', 'p50', 'p95', 'p99', 'req/s', 'erros', 'API 1c', 'SQL', 'razão', 'RSS MB', 'meta'];
  const rows = results.map((r) => {
    if (r.status === 'n/d')
      return [r.label, 'n/d (rota ainda não existe)', '', '', '', '', '', '', '', '', ''];
    if (r.status === 'falha')
      return [r.label, `falha: ${r.message ?? ''}`.slice(0, 60), '', '', '', '', '', '', '', '', '✗'];
    const l = r.load;
    const ratio = r.apiP50 !== undefined && r.sqlP50 ? (r.apiP50 / r.sqlP50).toFixed(2) : '';
    const export_ = r.group === 'exportacao' ? `${num(r.seconds, 1)} s` : '';
    return [
      r.label + (r.countEstimated ? ' *' : ''),
      l ? num(l.p50, 1) : export_,
      l ? num(l.p95, 1) : '',
      l ? num(l.p99, 1) : '',
      l ? num(l.rps) : '',
      l ? String(l.errors + l.non2xx) : '',
      num(r.apiP50, 1),
      num(r.sqlP50, 1),
      ratio,
      num(r.peakRssMb),
      r.meets ? '✓' : `✗ ${(r.why ?? []).join('; ')}`,
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' │ ');
  return [
    line(head),
    widths.map((w) => '─'.repeat(w)).join('─┼─'),
    ...rows.map((r) => line(r.map(String))),
  ].join('\n');
}

export function machine() {
  return {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? '',
    memoriaGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    so: `${os.type()} ${os.release()}`,
    cargaMedia: os.loadavg().map((x) => Number(x.toFixed(2))),
  };
}

export function save(root: string, payload: Record<string, unknown>): string {
  const dir = path.join(root, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(payload, null, 2)}\n`);
  return file;
}
