import { type Acao, can, type FeatureTitle, type PainelCard, type PainelItem } from '@rcc/domain';
import { type Db, planoFixoLane, type Queryable } from '../../db/client';
import { prepared, type SqlFragment, type SqlQuery, sql } from '../../db/sql';
import type { AuthUser } from '../auth/user';
import { ctrScopeUmDono } from '../ctr/access';
import { buildFind } from '../find/builder';
import { findEntity } from '../find/registry';

/** Up to this many items per card (issue #14: "a short list of the most urgent items"). */
export const ITENS_POR_CARD = 5;

type Row = Record<string, unknown>;

/**
 * A card over a list screen: the list's entity, its `where` as that screen sends it, the order
 * that puts the most urgent rows first, and the screen's address with the same filter.
 */
export interface ListaCard {
  chave: string;
  titulo: string;
  /** The list screen's right; without it the card is left out (null: every user). */
  direito: [FeatureTitle, Acao] | null;
  entity: string;
  /**
   * The list's base-table entity (same fields, same scope function, one row per list row), when the
   * `where` uses only its fields: the count is planned and run on the table (a view's joins and
   * subqueries cost more to plan and join than a card's count costs to run).
   */
  base?: string;
  /**
   * The count and the page's keys written by hand, for a card whose `where` the find's builder
   * renders in a way a kept plan cannot serve from an index (a status as a parameter misses a
   * partial index, a view column computed row by row). They must select exactly the rows of
   * `where` on `entity` with its scope (painel.test.ts compares each count with its list's); the
   * items still come from `entity` by those keys.
   */
  manual?: { count: SqlFragment; keys: SqlFragment };
  where: Record<string, unknown>;
  order: Array<[string, 'ASC' | 'DESC']>;
  fields: string[];
  link: string | null;
  linkTexto?: string;
  /** One more value the items need (e.g. a parameter), computed in the same statement. */
  extra?: SqlFragment;
  item: (row: Row, extra?: unknown) => PainelItem;
  acao?: 'avaliar' | null;
}

export const podeVer = (user: AuthUser, direito: [FeatureTitle, Acao] | null) =>
  direito === null || can(user.rights, direito[0], direito[1]);

/**
 * A card as columns of the group's one statement: scalar SQL expressions (sub-selects) and how to
 * build the card from their values. A group sends all its cards as one prepared statement
 * (`consultarCards`): one plan per pooled connection, one round trip, instead of a count and a page
 * per card (issue #14 target: p95 ≤ 50 ms at 20 clients on the 1.6 M-CTR city).
 */
export interface CardConsulta {
  colunas: SqlFragment[];
  montar: (valores: unknown[]) => PainelCard;
}

/** A group's statement, rendered, with the cards that read its columns. */
interface Comando {
  consulta: SqlQuery;
  consultas: CardConsulta[];
}

/** The cards' columns in one `SELECT (…) AS c0, (…) AS c1, …` (null: no card to ask for). */
function comando(consultas: CardConsulta[]): Comando | null {
  const colunas = consultas.flatMap((c) => c.colunas);
  if (colunas.length === 0) return null;
  const consulta = prepared(
    sql`SELECT ${sql.join(colunas.map((c, i) => sql`(${c}) AS ${sql.raw(`c${i}`)}`))}`,
  );
  return { consulta, consultas };
}

/** Runs the statement, then builds each card from its values. */
async function executar(db: Queryable, c: Comando | null): Promise<PainelCard[]> {
  if (!c) return [];
  const [row] = await planoFixo(db, (q) => q.query<Record<string, unknown>>(c.consulta));
  let i = 0;
  return c.consultas.map((card) => {
    const valores = card.colunas.map(() => row?.[`c${i++}`]);
    return card.montar(valores);
  });
}

/** A group's cards in one statement. */
const consultarCards = (db: Queryable, consultas: CardConsulta[]): Promise<PainelCard[]> =>
  executar(db, comando(consultas));

/**
 * The statements of groups that depend only on the user (and on the day or the month, named in
 * `grupo`, never on the instant): built and rendered once a minute per user and group, then only
 * executed. Building a group through the generic find's builder and rendering its text cost about
 * as much CPU as running it (0.9–1.6 ms a call for the large transporter, measured on the shared
 * machine). Only the SQL text and its parameters are
 * kept, never a count or a row; the key is the whole user as the session loaded it (profiles,
 * rights, person), so a changed right or profile builds the statement again.
 */
const comandos = new Map<string, { ate: number; valor: Comando | null }>();
const COMANDO_MS = 60_000;
const COMANDOS_MAX = 1_000;

export function consultarCardsDoUsuario(
  db: Queryable,
  user: AuthUser,
  grupo: string,
  montar: () => CardConsulta[],
): Promise<PainelCard[]> {
  const chave = `${grupo}|${JSON.stringify(user, (k, v) => (k === 'sessionId' ? undefined : v))}`;
  const agora = Date.now();
  let memo = comandos.get(chave);
  if (!memo || memo.ate <= agora) {
    for (const [k, v] of comandos) if (v.ate <= agora || comandos.size >= COMANDOS_MAX) comandos.delete(k);
    memo = { ate: agora + COMANDO_MS, valor: comando(montar()) };
    comandos.set(chave, memo);
  }
  return executar(db, memo.valor);
}

/**
 * A fixed status as SQL text, not a parameter: the plan kept for every call of the statement then
 * still sees it, and can use a partial index on it (e.g. `WHERE situacao = 'Destinada'`).
 */
export const constante = (s: string) => sql.raw(`'${s.replaceAll("'", "''")}'`);

/**
 * Runs the group's statement with the plan the server keeps for it (plan_cache_mode
 * force_generic_plan) and without JIT. Left to choose, PostgreSQL planned the statement anew on
 * every call (its generic estimate, made for any user, looked dearer than a custom plan), and
 * planning a dozen sub-selects over view_solicitacao_transporte cost 10–17 ms a call — more than
 * running them (2–3 ms); a generic plan's cost, estimated for any user, passes jit_above_cost, and
 * compiling it took 80–350 ms a call. On PostgreSQL the statement goes to the pool whose connections
 * start with both settings (`planoFixoLane`: one round trip); elsewhere (PGlite, or behind a pooler
 * that drops the settings) a transaction sets them for itself. Every card is written for a plan that
 * knows no values: the page's keys come from an index walk before any join (`listaConsulta`), and
 * fixed statuses are text (`constante`) so that partial indexes still apply.
 */
async function planoFixo<T>(db: Queryable, fn: (q: Queryable) => Promise<T>): Promise<T> {
  const lane = planoFixoLane(db);
  if (lane && (await laneConfere(lane))) return fn(lane);
  if (!('transaction' in db)) return fn(db);
  return (db as Db).transaction(async (tx) => {
    await tx.query(
      "SELECT set_config('plan_cache_mode', 'force_generic_plan', true), set_config('jit', 'off', true)",
    );
    return fn(tx);
  });
}

/**
 * Whether the lane's connections really start with both settings, asked once per lane: a pooler
 * such as PgBouncer does not pass a connection's `options` on (README, "Várias instâncias"), and
 * there the transaction with `SET LOCAL` is the way that still works. A check that fails (the
 * database unreachable) takes the transaction this time and is asked again on the next call.
 */
const lanesConferidas = new WeakMap<Queryable, Promise<boolean>>();
function laneConfere(lane: Queryable): Promise<boolean> {
  let ok = lanesConferidas.get(lane);
  if (!ok) {
    ok = lane
      .query<{ plano: string; jit: string }>(
        "SELECT current_setting('plan_cache_mode') AS plano, current_setting('jit') AS jit",
      )
      .then(
        ([r]) => r?.plano === 'force_generic_plan' && r.jit === 'off',
        () => {
          lanesConferidas.delete(lane);
          return false;
        },
      );
    lanesConferidas.set(lane, ok);
  }
  return ok;
}

/** Rows of a statement as one JSON array column (in the statement's order). */
export const emLista = (q: SqlFragment) => sql`SELECT coalesce(jsonb_agg(x), '[]'::jsonb) FROM (${q}) x`;

/**
 * A card over a list, through the generic find's own builder (modules/find): the same entity, row
 * scope, list filter and `where` as the list it links to, so its count is that list's row count by
 * construction (issue #14: "scoped on the server exactly like the lists it links to").
 */
export function listaConsulta(user: AuthUser, spec: ListaCard): CardConsulta {
  const pagina = buildFind(
    entidade(spec.entity),
    { where: spec.where, fields: spec.fields, order: spec.order, limit: ITENS_POR_CARD },
    user,
  );
  const base =
    spec.base && !spec.manual
      ? buildFind(
          entidade(spec.base),
          { where: spec.where, fields: ['id'], order: spec.order, limit: ITENS_POR_CARD },
          user,
        )
      : pagina;
  // The page's keys first (an index walk with no joins), then the list's rows of those keys: a plan
  // kept for every user of a card cannot tell a handful of rows from a city's, and joined the view
  // to a whole table before its LIMIT.
  const { count, keys } = spec.manual ?? base;
  const chaves = sql`ARRAY(${keys})` as unknown as unknown[];
  return {
    colunas: [
      count,
      sql`SELECT coalesce(jsonb_agg(x.row), '[]'::jsonb) FROM (${pagina.rowsByKeys(chaves)}) x`,
      ...(spec.extra ? [spec.extra] : []),
    ],
    montar: ([count, rows, extra]) => ({
      chave: spec.chave,
      titulo: spec.titulo,
      contagem: numero(count ?? 0),
      valor: null,
      link: spec.link,
      linkTexto: spec.linkTexto ?? 'Ver todos',
      itens: (rows as Row[]).map((r) => spec.item(r, extra)),
      acao: spec.acao ?? null,
    }),
  };
}

/**
 * A CTR card's count and first keys on solicitacao_transporte, for `ListaCard.manual`: the list's
 * statuses as text (a partial index on them applies under the kept plan) and the owner as `= $n`
 * (`ctrScopeUmDono`), so an index on (owner, the list's order) is walked in order and stops at the
 * fifth key instead of sorting every CTR of the owner in those statuses. `coluna` is the list's
 * order column (ascending, none first, then the highest number), or null for the highest number
 * first. The same rows as `{ situacao: { $in: situacoes } }` on the CTR entities with their scope.
 */
export function ctrPorSituacao(user: AuthUser, situacoes: readonly string[], coluna: string | null) {
  const onde = sql`FROM solicitacao_transporte t
    WHERE t.situacao IN (${sql.join(situacoes.map(constante), ', ')}) AND ${ctrScopeUmDono(user, 't')}`;
  const ordem = sql.raw(coluna ? `t.${coluna} ASC NULLS FIRST, t.id DESC` : 't.id DESC');
  return {
    count: sql`SELECT count(*)::int AS count ${onde}`,
    keys: sql`SELECT t.id ${onde} ORDER BY ${ordem} LIMIT ${ITENS_POR_CARD}`,
  };
}

/** The list cards whose right the user has (a card without it is left out). */
export const listasVisiveis = (user: AuthUser, specs: ListaCard[]): CardConsulta[] =>
  specs.filter((spec) => podeVer(user, spec.direito)).map((spec) => listaConsulta(user, spec));

/** A group of list cards only, in one statement. */
export const cardsVisiveis = (db: Queryable, user: AuthUser, specs: ListaCard[]) =>
  consultarCards(db, listasVisiveis(user, specs));

function entidade(name: string) {
  const def = findEntity(name);
  if (!def) throw new Error(`entidade desconhecida: ${name}`);
  return def;
}

/** A list screen's address with its filter in the query string (`?situacao=A&situacao=B`). */
export function linkLista(path: string, params: Record<string, string | readonly string[]> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    for (const x of typeof v === 'string' ? [v] : v) q.append(k, x);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

export const texto = (v: unknown): string | null => (v == null || v === '' ? null : String(v));
export const numero = (v: unknown): number => Number(v);
export const juntar = (...parts: unknown[]): string | null =>
  parts
    .map(texto)
    .filter((x): x is string => !!x)
    .join(' · ') || null;

/** A CTR row of view_solicitacao_transporte as a card item; its link is the CTR sheet (FichaCTR). */
export const itemCtr =
  (quando: string, detalhe: (r: Row) => string | null = (r) => juntar(r.nomeGerador, r.enderecoObra)) =>
  (r: Row): PainelItem => ({
    id: numero(r.id),
    titulo: `CTR ${r.id}${r.nomeObra ? ` — ${r.nomeObra}` : ''}`,
    detalhe: detalhe(r),
    quando: texto(r[quando]),
    link: `/api/FichaCTR/${r.id}`,
  });

/** The CTR lists' entity (Localizar CTR and the workflow screens). */
export const VIEW_CTR = 'ViewSolicitacaoTransporte';

export const CAMPOS_CTR = ['id', 'nomeObra', 'nomeGerador', 'enderecoObra', 'situacao', 'idTransportador'];
