import type pg from 'pg';
import type { LoadRequest } from '../lib/load';

/** Which target applies (issue #7 §3). */
export type Group = 'lista' | 'relatorio' | 'escrita' | 'login' | 'exportacao';

export type Role = 'secretaria' | 'grande' | 'destino' | 'gerador' | 'publico';

export interface BenchContext {
  url: string;
  tokens: Record<Exclude<Role, 'publico'>, string>;
  /** Ids the cases need: the large transporter's profile, the demo destination's, a generator's… */
  ids: {
    grandePerfil: number;
    grandeUsuario: number;
    destinoPerfil: number;
    geradorPerfil: number;
    geradorUsuario: number;
    secretariaUsuario: number;
  };
  sql: pg.Client;
}

export interface Case {
  id: string;
  /** pt-BR label printed in the table. */
  label: string;
  group: Group;
  as: Role;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** Writes: builds `amount` fresh requests (each consumes its own prepared CTR). */
  prepare?: (ctx: BenchContext, amount: number) => Promise<(i: number) => LoadRequest>;
  /** Whether to time the endpoint's SQL bare and compare (lists and reports). */
  compare?: boolean;
  /** A p95 target of its own, in ms, tighter than its group's (issue #17: the movement report, 150). */
  p95Ms?: number;
}
