import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { createCacamba, createCtr, createVeiculo, type DemoIds } from '../../../test/ctr-factories';
import { ctrTestContext } from '../../../test/ctr-context';
import type { TestContext } from '../../../test/helpers';

let t: TestContext;
let ids: DemoIds;

beforeAll(async () => {
  ({ t, ids } = await ctrTestContext());
});
afterAll(() => t.close());

/** n Enviada CTRs, each with its own free vehicle, all asking for the same bin at once. */
async function racingAllocations(n: number) {
  const token = await t.login('transportador');
  const cacamba = await createCacamba(t.db, ids.transportador);
  const jobs: Array<{ ctr: number; veiculo: number }> = [];
  for (let i = 0; i < n; i++) {
    const veiculo = await createVeiculo(t.db, ids.transportador);
    jobs.push({ ctr: await createCtr(t.db, ids, { situacao: 'Enviada' }), veiculo: veiculo.id });
  }
  const answers = await Promise.all(
    jobs.map((j) =>
      t.call('PUT', `/api/alocar_cacamba/${j.ctr}`, {
        token,
        body: { idObra: ids.obra, idVeiculo: j.veiculo, idCacamba: cacamba.id },
      }),
    ),
  );
  return { answers, cacamba, jobs };
}

describe('a bin cannot be allocated twice (DESIGN §3)', () => {
  for (const n of [2, 50]) {
    it(`${n} simultaneous allocations of one bin: exactly one succeeds, the others get 409`, async () => {
      const { answers, cacamba, jobs } = await racingAllocations(n);
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(n - 1);
      const winner = jobs[statuses.indexOf(200)]!.ctr;
      for (const a of answers.filter((x) => x.statusCode === 409)) {
        expect(a.json().error.message).toBe(
          `Atenção, a caçamba de número ${cacamba.numero} já está atrelada a CTR Nº:${winner}`,
        );
      }
      const [held] = await t.db.query<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM solicitacao_transporte WHERE id_cacamba = ${cacamba.id} AND situacao = 'Alocada'`);
      expect(held!.n).toBe(1);
    });
  }

  it('a busy vehicle is refused with the spec message naming its plate and CTR', async () => {
    const token = await t.login('transportador');
    const veiculo = await createVeiculo(t.db, ids.transportador);
    const [c1, c2] = [
      await createCtr(t.db, ids, { situacao: 'Enviada' }),
      await createCtr(t.db, ids, { situacao: 'Enviada' }),
    ];
    const b1 = await createCacamba(t.db, ids.transportador);
    const b2 = await createCacamba(t.db, ids.transportador);
    const first = await t.call('PUT', `/api/alocar_cacamba/${c1}`, {
      token,
      body: { idObra: ids.obra, idVeiculo: veiculo.id, idCacamba: b1.id },
    });
    expect(first.statusCode).toBe(200);
    const second = await t.call('PUT', `/api/alocar_cacamba/${c2}`, {
      token,
      body: { idObra: ids.obra, idVeiculo: veiculo.id, idCacamba: b2.id },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(
      `Atenção, o veículo de placa ${veiculo.placa} já está atrelado a CTR Nº:${c1}`,
    );
  });
});
