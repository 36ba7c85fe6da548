import crypto from 'node:crypto';
import { generateCnpj } from '@rcc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { recebimentoPorTransportador, signedRanges, splitPeriod } from './periodos';
import { createCtr, demoIds } from '../../../test/ctr-factories';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { TRANSPORTADOR_IDS } from '@rcc/domain';

/**
 * Issue #7 / decision 0602: the reports read monthly and daily roll-ups of resumo_recebimento_diario,
 * and the movement report a yearly one too (issue #17, migration 1030).
 * After inserts, corrections, undone receipts, deletions and a destination changing region or type,
 * (1) the daily summary still equals the CTR table grouped by day, destination and transporter,
 * (2) every roll-up equals the daily summary grouped at its grain, and (3) the reports and the chart
 * answer exactly what the same reports computed over the daily summary answer, for many periods.
 */

let t: TestContext;
let destinos: number[] = [];
let transportadores: number[] = [];
let localidades: number[] = [];
let ids: Awaited<ReturnType<typeof demoIds>>;
const ctrs: number[] = [];

// A fixed seed: the data and the periods are the same on every run.
let seed = 20261122;
const rnd = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)]!;
const pad = (n: number) => String(n).padStart(2, '0');
const year = new Date().getFullYear();

/** A receipt instant in São Paulo time, near midnight now and then (the day is São Paulo's). */
function instante(): string {
  const y = year - 2 + Math.floor(rnd() * 3);
  const m = 1 + Math.floor(rnd() * 12);
  const d = 1 + Math.floor(rnd() * 28);
  const h = rnd() < 0.3 ? 23 : Math.floor(rnd() * 23);
  return `${y}-${pad(m)}-${pad(d)}T${pad(h)}:${pad(Math.floor(rnd() * 60))}:00-03:00`;
}

async function novoPerfil(
  tipoPerfil: number,
  extra: { tipo?: string | null; localidade?: number | null } = {},
) {
  const [pessoa] = await t.db.query<{ id: number }>(
    `INSERT INTO pessoa (tipo_pessoa, cpf_cnpj, nome_razao_social, email, situacao)
     VALUES ('J', $1, $2, $3, 'Ativo') RETURNING id`,
    [
      generateCnpj(Number.parseInt(crypto.randomBytes(3).toString('hex'), 16)),
      `Resumo ${tipoPerfil} ${crypto.randomBytes(3).toString('hex')} Ltda`,
      `resumo${crypto.randomBytes(4).toString('hex')}@rcc.test`,
    ],
  );
  const [perfil] = await t.db.query<{ id: number }>(
    `INSERT INTO perfil (id_pessoa, id_tipo_perfil, situacao_validacao, tipo_destino_final, id_localidade,
       capacidade_maxima_suportada)
     VALUES ($1, $2, 'A', $3, $4, $5) RETURNING id`,
    [pessoa!.id, tipoPerfil, extra.tipo ?? null, extra.localidade ?? null, tipoPerfil === 3 ? 1000 : null],
  );
  return perfil!.id;
}

async function receber(id: number) {
  await t.db.query(
    `UPDATE solicitacao_transporte SET situacao = 'Destinada', data_hora_recebimento = $2,
       id_destino_final = $3, volume_aproximado_m3 = $4 WHERE id = $1`,
    [id, instante(), pick(destinos), Math.round(rnd() * 2000) / 100],
  );
}

/** Rows of a EXCEPT ALL b and b EXCEPT ALL a: empty when both hold the same multiset. */
async function diferenca(esperado: string, atual: string, db: Queryable = t.db) {
  return db.query(
    `WITH e AS (${esperado}), a AS (${atual})
     (SELECT 'falta' AS lado, * FROM (SELECT * FROM e EXCEPT ALL SELECT * FROM a) x)
     UNION ALL (SELECT 'sobra', * FROM (SELECT * FROM a EXCEPT ALL SELECT * FROM e) y)`,
  );
}

async function conferirResumos() {
  // (1) The daily summary against the CTR table (rows of quantity 0 are receipts undone).
  expect(
    await diferenca(
      `SELECT (data_hora_recebimento AT TIME ZONE 'America/Sao_Paulo')::date AS dia, id_destino_final,
         id_transportador, sum(coalesce(volume_aproximado_m3, 0)) AS volume, count(*) AS quantidade
       FROM solicitacao_transporte
       WHERE situacao = 'Destinada' AND data_hora_recebimento IS NOT NULL AND id_destino_final IS NOT NULL
       GROUP BY 1, 2, 3`,
      `SELECT dia, id_destino_final, id_transportador, volume, quantidade FROM resumo_recebimento_diario
       WHERE quantidade <> 0 OR volume <> 0`,
    ),
  ).toEqual([]);
  // (1b) The monthly CTR count per transporter against the CTR table (migration 0703 touches it only
  // when the request date or the transporter changes, or a CTR comes or goes).
  expect(
    await diferenca(
      `SELECT date_trunc('month', data_hora_solicitacao AT TIME ZONE 'America/Sao_Paulo')::date AS mes,
         id_transportador, count(*) AS quantidade
       FROM solicitacao_transporte GROUP BY 1, 2`,
      'SELECT mes, id_transportador, quantidade FROM resumo_ctr_mensal WHERE quantidade <> 0',
    ),
  ).toEqual([]);
  // (2) Each roll-up against the daily summary; a roll-up row with no daily row behind it is all zero.
  const destino = (grao: string, tabela: string) =>
    diferenca(
      `SELECT ${grao} AS t, id_destino_final, id_localidade, tipo_destino_final, sum(volume) AS volume,
         sum(quantidade) AS quantidade, count(*) AS linhas
       FROM resumo_recebimento_diario GROUP BY 1, 2, 3, 4`,
      `SELECT ${tabela === 'resumo_recebimento_destino_mes' ? 'mes' : 'dia'}, id_destino_final, id_localidade,
         tipo_destino_final, volume, quantidade, linhas
       FROM ${tabela} WHERE linhas <> 0 OR volume <> 0 OR quantidade <> 0`,
    );
  expect(await destino(`date_trunc('month', dia)::date`, 'resumo_recebimento_destino_mes')).toEqual([]);
  expect(await destino('dia', 'resumo_recebimento_destino_dia')).toEqual([]);
  const transportador = (grao: string, tabela: string, col: string) =>
    diferenca(
      `SELECT ${grao} AS t, id_transportador, sum(volume) AS volume,
         coalesce(sum(volume) FILTER (WHERE tipo_destino_final = 'ATT'), 0) AS volume_att,
         coalesce(sum(volume) FILTER (WHERE tipo_destino_final = 'Aterro'), 0) AS volume_aterro,
         coalesce(sum(volume) FILTER (WHERE tipo_destino_final = 'Recicladora'), 0) AS volume_recicladora,
         sum(quantidade) AS quantidade, count(*) AS linhas,
         count(*) FILTER (WHERE tipo_destino_final = 'ATT') AS linhas_att,
         count(*) FILTER (WHERE tipo_destino_final = 'Aterro') AS linhas_aterro,
         count(*) FILTER (WHERE tipo_destino_final = 'Recicladora') AS linhas_recicladora
       FROM resumo_recebimento_diario GROUP BY 1, 2`,
      `SELECT ${col}, id_transportador, volume, volume_att, volume_aterro, volume_recicladora, quantidade, linhas,
         linhas_att, linhas_aterro, linhas_recicladora
       FROM ${tabela} WHERE linhas <> 0 OR volume <> 0 OR quantidade <> 0`,
    );
  expect(
    await transportador(`date_trunc('month', dia)::date`, 'resumo_recebimento_transportador_mes', 'mes'),
  ).toEqual([]);
  expect(await transportador('dia', 'resumo_recebimento_transportador_dia', 'dia')).toEqual([]);
  expect(
    await transportador(`date_trunc('year', dia)::date`, 'resumo_recebimento_transportador_ano', 'ano'),
  ).toEqual([]);
}

/** The periods the reports are compared on: open ends, whole months, loose days, one day, years. */
function periodos(): Array<[string | undefined, string | undefined]> {
  const fixos: Array<[string | undefined, string | undefined]> = [
    [undefined, undefined],
    [`${year - 1}-01-01`, `${year - 1}-12-31`],
    [`${year - 1}-03-01`, `${year - 1}-03-31`],
    [`${year - 1}-03-15`, `${year - 1}-03-15`],
    [`${year - 1}-03-10`, `${year - 1}-04-20`],
    [`${year - 2}-11-17`, `${year}-02-09`],
    [`${year - 1}-06-02`, undefined],
    [undefined, `${year - 1}-06-29`],
    [`${year - 1}-02-01`, `${year - 1}-02-28`],
    // Edge months read as the month minus a few days (movement report, complement).
    [`${year - 1}-05-02`, `${year - 1}-05-27`],
    [`${year - 2}-07-04`, `${year - 1}-09-28`],
    [`${year - 1}-10-31`, `${year - 1}-12-30`],
    // Edge years read as the year minus its outside months and days (migration 1030).
    [`${year - 1}-11-27`, `${year}-11-27`],
    [`${year - 2}-01-20`, `${year - 1}-12-10`],
    [`${year - 2}-02-01`, `${year - 2}-12-31`],
    [`${year - 1}-01-01`, undefined],
  ];
  const aleatorios: Array<[string, string]> = [];
  for (let i = 0; i < 8; i++) {
    const a = instante().slice(0, 10);
    const b = instante().slice(0, 10);
    aleatorios.push(a <= b ? [a, b] : [b, a]);
  }
  return [...fixos, ...aleatorios];
}

const periodoSql = (a?: string, b?: string) =>
  [a ? `dia >= '${a}'::date` : 'true', b ? `dia <= '${b}'::date` : 'true'].join(' AND ');

async function conferirRelatorios() {
  const token = await t.login('secretaria');
  for (const [a, b] of periodos()) {
    const body = { dataInicial: a, dataFinal: b, limit: 1000 };
    const onde = periodoSql(a, b);

    const att = (await t.call('POST', '/api/findATT', { token, body })).json().data;
    const attRef = await t.db.query<{ id: number; volume: number }>(
      `SELECT id_destino_final AS id, sum(volume) AS volume FROM resumo_recebimento_diario WHERE ${onde}
       GROUP BY 1`,
    );
    const attMap = new Map(attRef.map((r) => [r.id, r.volume]));
    for (const r of att.rows as Array<{ id: number; valorRecebido: number }>) {
      expect([a, b, r.id, r.valorRecebido]).toEqual([a, b, r.id, attMap.get(r.id) ?? 0]);
    }

    const move = (await t.call('POST', '/api/findMoveResiduo', { token, body })).json().data;
    const moveRef = await t.db.query<Record<string, unknown>>(
      `SELECT id_transportador AS id, sum(volume) AS volume_transportador,
         sum(volume) FILTER (WHERE tipo_destino_final = 'ATT') AS volume_att,
         sum(volume) FILTER (WHERE tipo_destino_final = 'Aterro') AS volume_aterro,
         sum(volume) FILTER (WHERE tipo_destino_final = 'Recicladora') AS volume_recicladora
       FROM resumo_recebimento_diario WHERE ${onde} GROUP BY 1`,
    );
    const vazio = {
      volume_transportador: null,
      volume_att: null,
      volume_aterro: null,
      volume_recicladora: null,
    };
    const moveMap = new Map(moveRef.map(({ id, ...v }) => [id, v]));
    for (const r of move.rows as Array<Record<string, unknown>>) {
      const { volume_transportador, volume_att, volume_aterro, volume_recicladora } = r;
      expect([a, b, r.id, { volume_transportador, volume_att, volume_aterro, volume_recicladora }]).toEqual([
        a,
        b,
        r.id,
        moveMap.get(r.id) ?? vazio,
      ]);
    }
    const [somaRef] = await t.db.query(
      `SELECT coalesce(sum(d.volume), 0) AS volume_transportador,
         sum(d.volume) FILTER (WHERE d.tipo_destino_final = 'ATT') AS volume_att,
         sum(d.volume) FILTER (WHERE d.tipo_destino_final = 'Aterro') AS volume_aterro,
         sum(d.volume) FILTER (WHERE d.tipo_destino_final = 'Recicladora') AS volume_recicladora
       FROM resumo_recebimento_diario d JOIN perfil p ON p.id = d.id_transportador
       JOIN pessoa pe ON pe.id = p.id_pessoa
       WHERE ${onde.replaceAll('dia', 'd.dia')} AND p.id_tipo_perfil IN (${TRANSPORTADOR_IDS.join(', ')}) AND pe.excluido = 'N'`,
    );
    expect([a, b, move.sum[0]]).toEqual([a, b, somaRef]);

    const regiao = (await t.call('POST', '/api/findResiduoRegiao', { token, body })).json().data;
    const regiaoRef = await t.db.query(
      `SELECT to_char(d.mes, 'MM/YYYY') AS periodo, to_char(d.mes, 'YYYY-MM-DD') AS mes,
         d.id_localidade AS "idLocalidade", coalesce(l.nome, 'Não informada') AS regiao, d.volume AS "valorRecebido"
       FROM (SELECT date_trunc('month', dia)::date AS mes, id_localidade, sum(volume) AS volume
             FROM resumo_recebimento_diario WHERE ${onde} GROUP BY 1, 2) d
       LEFT JOIN localidade l ON l.id = d.id_localidade`,
    );
    const ordem = (rows: Array<Record<string, unknown>>) =>
      rows
        .map((r): Record<string, unknown> => ({ ...r, mes: String(r.mes).slice(0, 10) }))
        .sort((x, y) => `${x.mes}|${x.idLocalidade}`.localeCompare(`${y.mes}|${y.idLocalidade}`));
    expect([a, b, regiao.count, ordem(regiao.rows)]).toEqual([a, b, regiaoRef.length, ordem(regiaoRef)]);
  }

  for (const [type, startDate, endDate] of [
    ['year', `${year - 2}-05-10`, `${year}-02-01`],
    ['month', `${year - 1}-03-20`, `${year}-01-10`],
    ['weekDays', `${year - 1}-03-27`, undefined],
    ['weekDays', `${year - 1}-02-26`, undefined],
  ] as const) {
    for (const ra of [undefined, localidades[0]]) {
      const chart = (
        await t.call('POST', '/api/find-residuo-regiao/chart', {
          token,
          body: { type, startDate, endDate, ra },
        })
      ).json().data;
      const parts =
        type === 'year'
          ? 'extract(year FROM d.dia)::int AS ano, NULL::int AS mes, NULL::int AS dia'
          : type === 'month'
            ? 'extract(year FROM d.dia)::int AS ano, extract(month FROM d.dia)::int AS mes, NULL::int AS dia'
            : 'extract(year FROM d.dia)::int AS ano, extract(month FROM d.dia)::int AS mes, extract(day FROM d.dia)::int AS dia';
      const ref = await t.db.query(
        `SELECT ${parts}, coalesce(l.nome, 'Não informada') AS ra, sum(d.volume)::float AS total
         FROM resumo_recebimento_diario d LEFT JOIN localidade l ON l.id = d.id_localidade
         WHERE d.dia BETWEEN $1::date AND $2::date ${ra ? `AND d.id_localidade = ${ra}` : ''}
         GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
        [chart.from, chart.to],
      );
      expect([type, startDate, ra, chart.rows]).toEqual([type, startDate, ra, ref]);
    }
  }
}

beforeAll(async () => {
  t = await createTestContext();
  ids = await demoIds(t.db);
  localidades = (await t.db.query<{ id: number }>('SELECT id FROM localidade ORDER BY id LIMIT 3')).map(
    (r) => r.id,
  );
  destinos = [ids.destino];
  for (const tipo of ['ATT', 'Aterro', 'Recicladora', 'PEV', null]) {
    destinos.push(await novoPerfil(3, { tipo, localidade: pick([...localidades, null]) }));
  }
  transportadores = [ids.transportador, await novoPerfil(2), await novoPerfil(2)];
  for (let i = 0; i < 70; i++) {
    const id = await createCtr(t.db, ids, { situacao: 'Retirada', idTransportador: pick(transportadores) });
    ctrs.push(id);
    await receber(id);
  }
}, 120_000);
afterAll(() => t?.close());

describe('report roll-ups (decision 0602)', { timeout: 180_000 }, () => {
  it('splits a period into whole months and loose days', () => {
    expect(splitPeriod(null, null)).toEqual({ months: { from: null, to: null }, days: [] });
    expect(splitPeriod('2025-11-22', '2026-11-22')).toEqual({
      months: { from: '2025-12-01', to: '2026-11-01' },
      days: [
        { from: '2025-11-22', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-22' },
      ],
    });
    expect(splitPeriod('2026-01-01', '2026-01-31')).toEqual({
      months: { from: '2026-01-01', to: '2026-02-01' },
      days: [],
    });
    expect(splitPeriod('2024-02-05', '2024-02-29')).toEqual({
      months: null,
      days: [{ from: '2024-02-05', to: '2024-02-29' }],
    });
    expect(splitPeriod('2026-01-05', '2026-02-10')).toEqual({
      months: null,
      days: [{ from: '2026-01-05', to: '2026-02-10' }],
    });
    expect(splitPeriod(undefined, '2026-03-10')).toEqual({
      months: { from: null, to: '2026-03-01' },
      days: [{ from: '2026-03-01', to: '2026-03-10' }],
    });
    expect(splitPeriod('2026-12-31', null)).toEqual({
      months: { from: '2027-01-01', to: null },
      days: [{ from: '2026-12-31', to: '2026-12-31' }],
    });
  });

  it('reads a period as signed years, months and days, an edge unit whole minus its outside part when smaller', async () => {
    const fmt = (a: string | null, b: string | null) =>
      signedRanges(a, b).map((r) => `${r.sign > 0 ? '+' : '-'}${r.grain} ${r.from ?? '…'} ${r.to ?? '…'}`);
    // The last twelve months up to the 27th of November: this year's row minus the days and month
    // still to come, and last year's December and its last four November days.
    expect(fmt('2025-11-27', '2026-11-27')).toEqual([
      '+mes 2025-12-01 2026-01-01',
      '+dia 2025-11-27 2025-12-01',
      '+ano 2026-01-01 2027-01-01',
      '-mes 2026-12-01 2027-01-01',
      '-dia 2026-11-28 2026-12-01',
    ]);
    expect(fmt(null, null)).toEqual(['+ano … …']);
    expect(fmt('2024-01-01', '2025-12-31')).toEqual(['+ano 2024-01-01 2026-01-01']);
    // One month: the 2nd to the 27th of February 2026 is its row minus the 1st and the 28th.
    expect(fmt('2026-02-02', '2026-02-27')).toEqual([
      '+mes 2026-02-01 2026-03-01',
      '-dia 2026-02-01 2026-02-02',
      '-dia 2026-02-28 2026-03-01',
    ]);
    // Fewer days inside than outside: the days themselves.
    expect(fmt('2026-02-10', '2026-02-12')).toEqual(['+dia 2026-02-10 2026-02-13']);
    expect(fmt(null, '2026-03-29')).toEqual([
      '+ano … 2026-01-01',
      '+mes 2026-01-01 2026-03-01',
      '+mes 2026-03-01 2026-04-01',
      '-dia 2026-03-30 2026-04-01',
    ]);
    expect(fmt('2026-12-31', null)).toEqual(['+ano 2027-01-01 …', '+dia 2026-12-31 2027-01-01']);
    expect(fmt('2026-03-02', '2026-03-01')).toEqual([]);
    // Still one statement, with no rows.
    const vazio = sql`SELECT * FROM (${recebimentoPorTransportador('2026-03-02', '2026-03-01')}) d`;
    expect(await t.db.query(vazio)).toEqual([]);
  });

  it('counts every day of a period once and no other day, for any period', () => {
    const day = (s: string) => Math.round(Date.parse(`${s}T00:00:00Z`) / 86_400_000);
    const lo = day('2019-01-01');
    const hi = day('2031-01-01');
    const asDate = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
    let r = 7;
    const next = (n: number) => {
      r = (r * 1103515245 + 12345) % 2147483648;
      return Math.floor((r / 2147483648) * n);
    };
    for (let i = 0; i < 400; i++) {
      const x = day('2020-01-01') + next(3650);
      const y = x + next(i % 3 === 0 ? 40 : 1200);
      const a = i % 17 === 0 ? null : asDate(x);
      const b = i % 13 === 0 ? null : asDate(y);
      const net = new Map<number, number>();
      for (const g of signedRanges(a, b)) {
        const from = g.from === null ? lo : day(g.from);
        const to = g.to === null ? hi : day(g.to);
        for (let d = from; d < to; d++) net.set(d, (net.get(d) ?? 0) + g.sign);
      }
      for (let d = lo; d < hi; d++) {
        const inside = (a === null || d >= day(a)) && (b === null || d <= day(b));
        if ((net.get(d) ?? 0) !== (inside ? 1 : 0))
          throw new Error(`${a}..${b}: ${asDate(d)} conta ${net.get(d) ?? 0}`);
      }
    }
  });

  it('stay equal to the base tables after receipts', async () => {
    await conferirResumos();
    await conferirRelatorios();
  });

  it('stay equal after corrections, undone receipts, deletions and rolled-back writes', async () => {
    for (const id of ctrs.slice(0, 15)) {
      await t.db.query('UPDATE solicitacao_transporte SET volume_aproximado_m3 = $2 WHERE id = $1', [
        id,
        Math.round(rnd() * 3000) / 100,
      ]);
    }
    // Moved to another day, destination or transporter.
    for (const id of ctrs.slice(15, 25)) await receber(id);
    for (const id of ctrs.slice(25, 30)) {
      await t.db.query('UPDATE solicitacao_transporte SET id_transportador = $2 WHERE id = $1', [
        id,
        pick(transportadores),
      ]);
    }
    // Receipts undone, CTRs deleted, a batch in one transaction and one rolled back.
    await t.db.query(
      `UPDATE solicitacao_transporte SET situacao = 'Retirada', data_hora_recebimento = NULL
       WHERE id = ANY($1::int[])`,
      [ctrs.slice(30, 38)],
    );
    await t.db.query(
      'DELETE FROM solicitacao_transporte_residuo WHERE id_solicitacao_transporte = ANY($1::int[])',
      [ctrs.slice(38, 44)],
    );
    await t.db.query('DELETE FROM solicitacao_transporte WHERE id = ANY($1::int[])', [ctrs.slice(38, 44)]);
    await t.db.transaction(async (tx) => {
      for (const id of ctrs.slice(44, 52)) {
        await tx.query(
          `UPDATE solicitacao_transporte SET data_hora_recebimento = $2, volume_aproximado_m3 = volume_aproximado_m3 + 1
           WHERE id = $1`,
          [id, instante()],
        );
      }
    });
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(`UPDATE solicitacao_transporte SET volume_aproximado_m3 = 99 WHERE id = $1`, [
          ctrs[52],
        ]);
        throw new Error('desfeita');
      }),
    ).rejects.toThrow('desfeita');
    await conferirResumos();
    await conferirRelatorios();
  });

  it('rebuilt whole with triggers off, as a bulk load does, are the same (the yearly table included)', async () => {
    await t.db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      // What a bulk load with triggers off leaves: roll-ups that no longer follow (here, emptied).
      await tx.query('DELETE FROM resumo_recebimento_transportador_ano');
      await tx.query('DELETE FROM resumo_recebimento_transportador_mes');
      await tx.query('SELECT resumo_recebimento_agregados_reconstruir()');
    });
    await conferirResumos();
    await conferirRelatorios();
  });

  it('keep the year equal to its months when a month changes in place, or moves to another year or transporter (1031)', async () => {
    const anoDosMeses = (db: Queryable) =>
      diferenca(
        `SELECT date_trunc('year', mes)::date AS ano, id_transportador, sum(volume) AS volume, sum(volume_att) AS volume_att,
           sum(volume_aterro) AS volume_aterro, sum(volume_recicladora) AS volume_recicladora,
           sum(quantidade) AS quantidade, sum(linhas) AS linhas, sum(linhas_att) AS linhas_att,
           sum(linhas_aterro) AS linhas_aterro, sum(linhas_recicladora) AS linhas_recicladora
         FROM resumo_recebimento_transportador_mes GROUP BY 1, 2
         HAVING sum(linhas) <> 0 OR sum(volume) <> 0 OR sum(quantidade) <> 0`,
        `SELECT ano, id_transportador, volume, volume_att, volume_aterro, volume_recicladora, quantidade, linhas,
           linhas_att, linhas_aterro, linhas_recicladora
         FROM resumo_recebimento_transportador_ano WHERE linhas <> 0 OR volume <> 0 OR quantidade <> 0`,
        db,
      );
    const [m] = await t.db.query<{ mes: string; id_transportador: number }>(
      `SELECT to_char(mes, 'YYYY-MM-DD') AS mes, id_transportador FROM resumo_recebimento_transportador_mes
       WHERE linhas > 0 ORDER BY mes, id_transportador LIMIT 1`,
    );
    expect(m).toBeDefined();
    const [outro] = await t.db.query<{ id: number }>(
      `SELECT id FROM perfil WHERE id <> ${m!.id_transportador} ORDER BY id LIMIT 1`,
    );
    const onde = (mes: string, id: number) => `WHERE mes = '${mes}' AND id_transportador = ${id}`;
    // Rolled back at the end: the other tests compare these tables with the CTRs.
    await expect(
      t.db.transaction(async (tx) => {
        const conferir = async () => expect(await anoDosMeses(tx)).toEqual([]);
        // In place (the one-upsert difference), every column.
        await tx.query(
          `UPDATE resumo_recebimento_transportador_mes SET volume = volume + 3.5, volume_att = volume_att + 1.25,
             volume_aterro = volume_aterro + 1, volume_recicladora = volume_recicladora + 0.5,
             quantidade = quantidade + 2, linhas = linhas + 4, linhas_att = linhas_att + 1,
             linhas_aterro = linhas_aterro + 2, linhas_recicladora = linhas_recicladora + 1 ${onde(m!.mes, m!.id_transportador)}`,
        );
        await conferir();
        // Another month of the same year, then another year, then another transporter, and back.
        // Months with no row of that transporter: a free month of the same year, and a year of no receipts.
        const [livre] = await tx.query<{ mes: string }>(
          `SELECT to_char(g, 'YYYY-MM-DD') AS mes
           FROM generate_series(date_trunc('year', '${m!.mes}'::date), date_trunc('year', '${m!.mes}'::date)
             + interval '11 months', interval '1 month') g
           WHERE NOT EXISTS (SELECT 1 FROM resumo_recebimento_transportador_mes x
             WHERE x.mes = g::date AND x.id_transportador = ${m!.id_transportador})
           LIMIT 1`,
        );
        expect(livre).toBeDefined();
        const mesmoAno = livre!.mes;
        const outroAno = '1990-06-01';
        await tx.query(
          `UPDATE resumo_recebimento_transportador_mes SET mes = '${mesmoAno}' ${onde(m!.mes, m!.id_transportador)}`,
        );
        await conferir();
        await tx.query(
          `UPDATE resumo_recebimento_transportador_mes SET mes = '${outroAno}' ${onde(mesmoAno, m!.id_transportador)}`,
        );
        await conferir();
        await tx.query(
          `UPDATE resumo_recebimento_transportador_mes SET id_transportador = ${outro!.id}, quantidade = quantidade - 1
           ${onde(outroAno, m!.id_transportador)}`,
        );
        await conferir();
        await tx.query(
          `UPDATE resumo_recebimento_transportador_mes SET mes = '${m!.mes}', id_transportador = ${m!.id_transportador}
           ${onde(outroAno, outro!.id)}`,
        );
        await conferir();
        throw new Error('desfeita');
      }),
    ).rejects.toThrow('desfeita');
    await conferirResumos();
  });

  it('follow a destination that changes region and type (the day takes the latest, as in 0500)', async () => {
    const [r] = await t.db.query<{ id_destino_final: number; dia: string }>(
      `SELECT id_destino_final, to_char(data_hora_recebimento AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS dia
       FROM solicitacao_transporte WHERE id = ANY($1::int[]) AND situacao = 'Destinada' LIMIT 1`,
      [ctrs.slice(52)],
    );
    await t.db.query(
      `UPDATE perfil SET id_localidade = $2, tipo_destino_final = CASE tipo_destino_final WHEN 'ATT' THEN 'Aterro'
         ELSE 'ATT' END WHERE id = $1`,
      [r!.id_destino_final, localidades[2]],
    );
    // Another receipt at that destination on that day refreshes the day's region and type.
    const id = await createCtr(t.db, ids, { situacao: 'Retirada' });
    await t.db.query(
      `UPDATE solicitacao_transporte SET situacao = 'Destinada', data_hora_recebimento = $2::date + time '12:00'
         AT TIME ZONE 'America/Sao_Paulo', id_destino_final = $3, volume_aproximado_m3 = 4.5 WHERE id = $1`,
      [id, r!.dia, r!.id_destino_final],
    );
    await conferirResumos();
    await conferirRelatorios();
  });
});
