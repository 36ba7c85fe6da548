import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { createCtrComFrota, createTransportador, type DemoIds } from '../../../test/ctr-factories';
import { ctrTestContext, T0 } from '../../../test/ctr-context';
import type { TestContext } from '../../../test/helpers';

let t: TestContext;
let ids: DemoIds;

beforeAll(async () => {
  ({ t, ids } = await ctrTestContext({ clock: T0 }));
});
afterAll(() => t.close());

async function alocada() {
  return (await createCtrComFrota(t.db, ids, { situacao: 'Alocada', dataHoraAlocacao: T0 })).id;
}

const situacao = async (id: number) =>
  (
    await t.db.query<{ situacao: string; anterior: string | null }>(
      sql`SELECT situacao, situacao_anterior AS anterior FROM solicitacao_transporte WHERE id = ${id}`,
    )
  )[0]!;

describe('cancellation (spec 2 §4, §5)', () => {
  it('needs a session and the permission', async () => {
    const id = await alocada();
    const body = { motivoSolCancelamento: 'Obra paralisada pela fiscalização' };
    expect((await t.call('PUT', `/api/SolicitarCancelamentoSolicitacao/${id}`, { body })).statusCode).toBe(
      401,
    );
    const destino = await t.login('destino');
    expect(
      (await t.call('PUT', `/api/SolicitarCancelamentoSolicitacao/${id}`, { token: destino, body }))
        .statusCode,
    ).toBe(403);
    const transportador = await t.login('transportador');
    expect(
      (await t.call('PUT', `/api/SolicitacaoTransporteAceitar/${id}`, { token: transportador })).statusCode,
    ).toBe(403);
  });

  it('validates the justification with the spec texts', async () => {
    const id = await alocada();
    const token = await t.login('transportador');
    const sem = await t.call('PUT', `/api/SolicitarCancelamentoSolicitacao/${id}`, { token, body: {} });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().error.message).toBe('A justificativa informada é inválida.');
    const curta = await t.call('PUT', `/api/SolicitarCancelamentoSolicitacao/${id}`, {
      token,
      body: { motivoSolCancelamento: 'erro' },
    });
    expect(curta.statusCode).toBe(400);
    expect(curta.json().error).toMatchObject({
      message: 'A justificativa deve ter no mínimo 7 caracteres.',
      fields: { motivoSolCancelamento: 'A justificativa deve ter no mínimo 7 caracteres.' },
    });
  });

  it('request → refuse → prosseguir returns to the remembered status; request → accept cancels for good', async () => {
    const id = await alocada();
    const transportador = await t.login('transportador');
    const secretaria = await t.login('secretaria');
    const pedir = () =>
      t.call('PUT', `/api/SolicitarCancelamentoSolicitacao/${id}`, {
        token: transportador,
        body: { motivoSolCancelamento: 'Cliente desistiu do serviço' },
      });
    const pedido = await pedir();
    expect(pedido.statusCode, pedido.body).toBe(200);
    expect(await situacao(id)).toEqual({ situacao: 'Cancelamento Solicitado', anterior: 'Alocada' });

    const semMotivo = await t.call('PUT', `/api/SolicitacaoTransporteRecusar/${id}`, {
      token: secretaria,
      body: {},
    });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().error.message).toBe('Insira um motivo para a recusa do cancelamento');
    const recusa = await t.call('PUT', `/api/SolicitacaoTransporteRecusar/${id}`, {
      token: secretaria,
      body: { motivoRecSolCancelamento: 'Motivo genérico, a caçamba já está na obra' },
    });
    expect(recusa.statusCode, recusa.body).toBe(200);
    expect(recusa.json().data.situacao).toBe('Cancelamento Recusado');
    // The analysis is over: accepting now is a wrong state.
    expect(
      (await t.call('PUT', `/api/SolicitacaoTransporteAceitar/${id}`, { token: secretaria })).statusCode,
    ).toBe(409);

    const segue = await t.call('PUT', `/api/SolicitacaoTransporteProsseguir/${id}`, { token: transportador });
    expect(segue.statusCode, segue.body).toBe(200);
    expect(await situacao(id)).toEqual({ situacao: 'Alocada', anterior: null });

    expect((await pedir()).statusCode).toBe(200);
    const aceite = await t.call('PUT', `/api/SolicitacaoTransporteAceitar/${id}`, { token: secretaria });
    expect(aceite.statusCode, aceite.body).toBe(200);
    expect((await situacao(id)).situacao).toBe('Cancelada');
    const denovo = await t.call('PUT', `/api/SolicitacaoTransporteAceitar/${id}`, { token: secretaria });
    expect(denovo.statusCode).toBe(409);
    expect((await pedir()).statusCode).toBe(409);

    const hist = await t.db.query<{ para: string; motivo: string | null }>(sql`
      SELECT situacao_para AS para, motivo FROM historico_ctr WHERE id_solicitacao_transporte = ${id} ORDER BY id`);
    expect(hist.map((h) => h.para)).toEqual([
      'Cancelamento Solicitado',
      'Cancelamento Recusado',
      'Alocada',
      'Cancelamento Solicitado',
      'Cancelada',
    ]);
    expect(hist[1]!.motivo).toBe('Motivo genérico, a caçamba já está na obra');

    // The chart counts it in May 2026, with every other month zero-filled.
    const chart = await t.call('POST', '/api/cancelamento-ctr/calculateCTR', {
      token: secretaria,
      body: { type: 'month', startDate: '2026-03-01', endDate: '2026-06-30' },
    });
    expect(chart.statusCode, chart.body).toBe(200);
    expect(chart.json().data.rows).toEqual([{ ano: 2026, mes: 5, total: 1 }]);
    expect(chart.json().data.periodos.map((p: { total: number }) => p.total)).toEqual([0, 0, 0, 0, 1, 0]);
    const week = await t.call('POST', '/api/cancelamento-ctr/calculateCTR', {
      token: secretaria,
      body: { type: 'weekDays', startDate: '2026-05-11', solicitante: [999999] },
    });
    expect(week.json().data.rows).toEqual([]);
    expect(week.json().data.periodos[0]).toMatchObject({ label: 'Seg', total: 0 });
  });

  it('destinar closes a pending cancellation as Destinada; another transporter sees nothing (404)', async () => {
    const id = await alocada();
    const transportador = await t.login('transportador');
    const admin = await t.login('admin');
    await t.call('PUT', `/api/SolicitarCancelamentoSolicitacao/${id}`, {
      token: transportador,
      body: { motivoSolCancelamento: 'Resíduo já levado ao destino' },
    });
    const outro = await createTransportador(t);
    const alheio = await t.call('PUT', `/api/SolicitarCancelamentoSolicitacao/${id}`, {
      token: outro.token,
      body: { motivoSolCancelamento: 'Tentativa de outro transportador' },
    });
    expect(alheio.statusCode).toBe(404);
    const dest = await t.call('PUT', `/api/SolicitacaoTransporteDestinar/${id}`, { token: admin });
    expect(dest.statusCode, dest.body).toBe(200);
    expect((await situacao(id)).situacao).toBe('Destinada');
  });
});
