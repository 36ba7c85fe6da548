/**
 * How a list counts its rows and how the count is worded (issue #17), the same rule on both sides:
 * the API counts exactly while counting is cheap — under a time budget on a PostgreSQL server
 * (`statement_timeout` on the count alone), under a planner-cost budget on the embedded database,
 * whose statements cannot be interrupted — and otherwise answers the planner's estimate with
 * `countEstimated: true`. The web never prints an estimate as a fact.
 */
export const CONTAGEM = {
  /** Milliseconds one exact count may take on a server before it is abandoned for the estimate. */
  orcamentoMs: 25,
  /**
   * The same budget as planner cost units on the embedded database (EXPLAIN of the count): about
   * 120,000 index entries or 400,000 generated rows (a count there runs 2–3× slower than on a server).
   */
  orcamentoCusto: 5_000,
  /** An estimate is reused for the same query and user scope for this long. */
  estimativaValidaMs: 60_000,
  /**
   * An estimate below this many rows is reused only `estimativaPequenaValidaMs`: a count of so few
   * rows fits the budget on a server in use (5,058 CTRs by key: 1.3 ms), so running past it was a
   * moment's load or a connection's first statements (24 ms), and the exact count is tried again soon.
   */
  estimativaPequena: 100_000,
  estimativaPequenaValidaMs: 5_000,
  /** An exact count that took at least `caraMs` is reused this long (new rows show within it). */
  exataValidaMs: 15_000,
  caraMs: 5,
} as const;

const inteiro = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const umaCasa = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** `n` rounded for reading, in words for thousands and millions: "1,6 milhão", "5,1 mil", "129 mil". */
export function arredondarContagem(n: number): string {
  const v = Math.max(0, Math.round(n));
  if (v < 1000) return inteiro.format(v < 100 ? v : Math.round(v / 10) * 10);
  const unidades = [
    [1e9, 'bilhão', 'bilhões'],
    [1e6, 'milhão', 'milhões'],
    [1e3, 'mil', 'mil'],
  ] as const;
  for (const [i, [base, um, varios]] of unidades.entries()) {
    const x = v / base;
    if (x < 1) continue;
    const arredondado = x < 10 ? Math.round(x * 10) / 10 : Math.round(x);
    // 999.999 rounds to 1.000 mil: say 1 milhão instead.
    if (arredondado >= 1000 && i > 0) return `1 ${unidades[i - 1]![1]}`;
    return `${(x < 10 ? umaCasa : inteiro).format(arredondado)} ${arredondado < 2 ? um : varios}`;
  }
  return inteiro.format(v);
}

const registros = (n: number) => (n === 1 ? 'registro' : 'registros');

/**
 * The total as a person reads it: exact ("5.570 registros"), an estimate ("cerca de 1,6 milhão de
 * registros"), or a lower bound the user has paged past ("mais de 2.000 registros").
 */
export function descreverTotal(count: number, estimado: boolean, minimoVisto = 0): string {
  if (!estimado) return `${inteiro.format(count)} ${registros(count)}`;
  if (minimoVisto > count) return `mais de ${inteiro.format(minimoVisto)} registros`;
  const texto = arredondarContagem(count);
  const de = /milh|bilh/.test(texto) ? 'de ' : '';
  return `cerca de ${texto} ${de}${registros(Math.max(2, count))}`;
}
