import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { chaveDescadastro } from '../notificacoes/descadastro';
import { createCtr, createVeiculo, type DemoIds, multipart } from '../../../test/ctr-factories';
import { ctrTestContext, T0 } from '../../../test/ctr-context';
import type { TestContext } from '../../../test/helpers';

let t: TestContext;
let ids: DemoIds;
/** Statements sent inside transactions since the last `zerar()`. */
let enviados: string[] = [];

beforeAll(async () => {
  ({ t, ids } = await ctrTestContext({ clock: T0 }));
  // The unsubscribe links' key, made by a database's first e-mail (3 more statements, once).
  await chaveDescadastro(t.db);
  // Every service opens its transaction through app.db (the same object): count what each sends.
  const original = t.db.transaction.bind(t.db);
  t.db.transaction = <T>(fn: (tx: Queryable) => Promise<T>) =>
    original((tx) =>
      fn({
        query: (q, params) => {
          enviados.push(typeof q === 'string' ? q : q.text);
          return tx.query(q, params);
        },
      }),
    );
});
afterAll(() => t.close());

const linhas = async (id: number) =>
  (
    await t.db.query<{ historico: number; auditoria: number; eventos: string[]; notificacoes: number }>(sql`
      SELECT (SELECT count(*)::int FROM historico_ctr WHERE id_solicitacao_transporte = ${id}) AS historico,
        (SELECT count(*)::int FROM auditoria WHERE entidade = 'SolicitacaoTransporte' AND id_registro = ${String(id)}) AS auditoria,
        (SELECT coalesce(array_agg(tipo ORDER BY id), '{}') FROM evento WHERE (payload->>'id')::bigint = ${id}) AS eventos,
        (SELECT count(*)::int FROM notificacao n JOIN evento e ON e.id = n.id_evento
          WHERE (e.payload->>'id')::bigint = ${id}) AS notificacoes`)
  )[0]!;

/**
 * Issue #7 (writes p95 ≤ 50 ms): a status change with its history, audit, events, notifications
 * and e-mails stays one transaction, but the rows that record it travel together — the recipients
 * are read in one statement and everything else is written by one more (bench: retirar 19 → 10
 * statements per request, a cancellation answer 14 → 5).
 */
describe('round trips of a CTR status change', () => {
  it('a removal: 9 statements in its transaction, and every row it must write', async () => {
    const token = await t.login('transportador');
    const v = await createVeiculo(t.db, ids.transportador, { tipo: 'Basculante' });
    const id = await createCtr(t.db, ids, { situacao: 'Alocada', idVeiculo: v.id, dataHoraAlocacao: T0 });
    const antes = await linhas(id);
    const mp = multipart({
      idResiduoPredominante: '1',
      idDestinoFinal: String(ids.destino),
      idVeiculo: String(v.id),
      residuos: JSON.stringify([{ idTipoResiduo: 1, volume: 4 }]),
    });
    enviados = [];
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/retirar_cacamba/${id}`,
      payload: mp.payload,
      headers: { ...mp.headers, 'auth-token': token },
    });
    expect(res.statusCode, res.body).toBe(200);
    // lock CTR, lock vehicle, vehicle busy?, destination, waste types, wastes, UPDATE, recipients,
    // then history + audit + event + notifications + e-mails in one.
    expect(enviados).toHaveLength(9);
    const depois = await linhas(id);
    expect(depois.historico - antes.historico).toBe(1);
    expect(depois.auditoria - antes.auditoria).toBe(1);
    expect(depois.eventos).toEqual([...antes.eventos, 'ctr.situacao_alterada']);
    // The generator's and the destination's users are told (spec: removal notifies both).
    expect(depois.notificacoes - antes.notificacoes).toBeGreaterThanOrEqual(2);
    const [residuos] = await t.db.query<{ n: number; volume: number }>(sql`
      SELECT count(*)::int AS n, sum(volume_aproximado_m3)::float8 AS volume
      FROM solicitacao_transporte_residuo WHERE id_solicitacao_transporte = ${id}`);
    expect(residuos).toEqual({ n: 1, volume: 4 });
  });

  it('a cancellation answer: 4 statements, its two events in order, both parties told', async () => {
    const token = await t.login('secretaria');
    const v = await createVeiculo(t.db, ids.transportador, { tipo: 'Basculante' });
    const id = await createCtr(t.db, ids, {
      situacao: 'Cancelamento Solicitado',
      situacaoAnterior: 'Alocada',
      idVeiculo: v.id,
      dataHoraAlocacao: T0,
    });
    const [mail0] = await t.db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM email_fila`);
    enviados = [];
    const res = await t.call('PUT', `/api/SolicitacaoTransporteAceitar/${id}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    // lock, UPDATE … RETURNING the parties, recipients, then everything else in one.
    expect(enviados).toHaveLength(4);
    const depois = await linhas(id);
    expect(depois.historico).toBe(1);
    expect(depois.auditoria).toBe(1);
    expect(depois.eventos).toEqual(['ctr.situacao_alterada', 'ctr.cancelamento_respondido']);
    expect(depois.notificacoes).toBeGreaterThanOrEqual(2);
    const [mail1] = await t.db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM email_fila`);
    expect(mail1!.n).toBe(mail0!.n + depois.notificacoes);
    const [situacao] = await t.db.query<{ situacao: string }>(
      sql`SELECT situacao FROM solicitacao_transporte WHERE id = ${id}`,
    );
    expect(situacao!.situacao).toBe('Cancelada');
  });
});
