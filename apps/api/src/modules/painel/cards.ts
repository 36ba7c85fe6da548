import { type Acao, can, type FeatureTitle, type PainelCard, type PainelItem } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { prepared } from '../../db/sql';
import type { AuthUser } from '../auth/user';
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
  where: Record<string, unknown>;
  order: Array<[string, 'ASC' | 'DESC']>;
  fields: string[];
  link: string | null;
  linkTexto?: string;
  item: (row: Row) => PainelItem;
  acao?: 'avaliar' | null;
}

export const podeVer = (user: AuthUser, direito: [FeatureTitle, Acao] | null) =>
  direito === null || can(user.rights, direito[0], direito[1]);

/**
 * Runs a card through the generic find's own builder (modules/find): the same entity, row scope,
 * list filter and `where` as the list it links to, so its count is that list's row count by
 * construction (issue #14: "scoped on the server exactly like the lists it links to").
 */
export async function listaCard(db: Queryable, user: AuthUser, spec: ListaCard): Promise<PainelCard> {
  const def = entidade(spec.entity);
  const pagina = buildFind(
    def,
    { where: spec.where, fields: spec.fields, order: spec.order, limit: ITENS_POR_CARD },
    user,
  );
  const contar = spec.base
    ? buildFind(entidade(spec.base), { where: spec.where, fields: ['id'] }, user)
    : pagina;
  const [rows, counted] = await Promise.all([
    db.query<{ row: Row }>(prepared(pagina.rows)),
    db.query<{ count: number }>(prepared(contar.count)),
  ]);
  return {
    chave: spec.chave,
    titulo: spec.titulo,
    contagem: counted[0]?.count ?? 0,
    valor: null,
    link: spec.link,
    linkTexto: spec.linkTexto ?? 'Ver todos',
    itens: rows.map((r) => spec.item(r.row)),
    acao: spec.acao ?? null,
  };
}

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

export const CAMPOS_CTR = ['id', 'nomeObra', 'nomeGerador', 'enderecoObra', 'situacao', 'idTransportador'];
