import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { sql } from '../../../src/db/sql';
import { toEnvelope } from '../../../src/http/errors';
import { LOGIN_THROTTLE } from '../../../src/modules/auth/throttle';
import { DEMO, DEMO_PASSWORD, type TestContext } from '../../helpers';
import { validCpf } from '../factories';
import { type ConflictCase, defineCase, fulfilled } from './harness';

type Res = LightMyRequestResponse;

async function idPessoaOf(t: TestContext, email: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    sql`SELECT id_pessoa AS id FROM usuario WHERE lower(email) = lower(${email}) ORDER BY id LIMIT 1`,
  );
  return row!.id;
}

const statuses = (r: PromiseSettledResult<Res>[]) => fulfilled(r).map((x) => x.statusCode);
const count = (xs: number[], s: number) => xs.filter((x) => x === s).length;

async function falhas(t: TestContext, chave: string) {
  const [row] = await t.db.query<{ falhas: number; bloqueado: boolean }>(
    sql`SELECT falhas, bloqueado_ate > now() AS bloqueado FROM tentativa_acesso WHERE chave = ${chave}`,
  );
  return row;
}

/** A CTR row in a given status, for the lifecycle cases (built in SQL: the routes are under test). */
async function ctrIn(t: TestContext, situacao: string): Promise<{ id: number; idCacamba: number | null }> {
  const [row] = await t.db.query<{ id: number; idCacamba: number | null }>(
    sql`SELECT id, id_cacamba AS "idCacamba" FROM solicitacao_transporte WHERE situacao = ${situacao} ORDER BY id LIMIT 1`,
  );
  if (!row) throw new Error(`nenhuma CTR ${situacao} no conjunto de demonstração`);
  return row;
}

/**
 * The conflicts tried in parallel (issue #8 §3). Add a case here when a route with a race lands;
 * cases whose routes are not registered yet are reported as pending by the test.
 */
export const CASES: ConflictCase[] = [
  // Issue #12 item 3: these two cases asserted the old lock-out (account and address refused
  // for 15 minutes); they now check the progressive wait of the new throttle.
  defineCase({
    name: '50 senhas erradas em paralelo para a mesma conta: cada falha contada uma vez, conta em espera curta',
    setup: async (t) => ({ idPessoa: await idPessoaOf(t, DEMO.transportador) }),
    attempt: (t, i, s) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: DEMO.transportador, password: `errada-${i}`, idPessoa: s.idPessoa },
        remoteAddress: `172.20.${i}.1`,
      }),
    verify: async (t, results, s) => {
      const st = statuses(results);
      expect(st).toHaveLength(50);
      expect(st.every((x) => x === 401 || x === 429)).toBe(true);
      const row = await falhas(t, `login:user:${DEMO.transportador}`);
      // No lost update: the counter equals the failures answered 401; past the free ones, a wait.
      // (A burst spread over many addresses is checked before the account waits: each address has
      // its own limits — see docs/security.md.)
      expect(row!.falhas).toBe(count(st, 401));
      expect(row!.falhas).toBeGreaterThan(LOGIN_THROTTLE.conta.livres);
      expect(row!.bloqueado).toBe(true);
      // The owner is never refused for long: once the wait is over, the right password logs in.
      await t.db.query(sql`UPDATE tentativa_acesso SET bloqueado_ate = now() WHERE bloqueado_ate > now()`);
      const right = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: DEMO.transportador, password: DEMO_PASSWORD, idPessoa: s.idPessoa },
        remoteAddress: '172.21.0.1',
      });
      expect(right.statusCode).toBe(200);
      await t.db.query(sql`DELETE FROM tentativa_acesso`);
    },
  }),
  defineCase({
    name: '50 senhas erradas em paralelo do mesmo endereço, contas diferentes: endereço contado, sem espera (NAT)',
    attempt: (t, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: `ninguem${i}@rcc.teste`, password: 'x', idPessoa: 1 },
        remoteAddress: '172.22.0.9',
      }),
    verify: async (t, results) => {
      const st = statuses(results);
      expect(st).toEqual(Array(50).fill(401));
      const row = await falhas(t, 'login:ip:172.22.0.9');
      expect(row!.falhas).toBe(50);
      expect(row!.bloqueado).toBeFalsy();
      await t.db.query(sql`DELETE FROM tentativa_acesso`);
    },
  }),
  defineCase({
    name: '50 logins certos em paralelo: 50 sessões distintas, todas válidas',
    setup: async (t) => ({ idPessoa: await idPessoaOf(t, DEMO.gerador) }),
    attempt: (t, i, s) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: DEMO.gerador, password: DEMO_PASSWORD, idPessoa: s.idPessoa },
        remoteAddress: `172.23.${i}.1`,
      }),
    verify: async (t, results) => {
      const ok = fulfilled(results).filter((r) => r.statusCode === 200);
      expect(ok).toHaveLength(50);
      const tokens = new Set(ok.map((r) => r.json().data.token as string));
      expect(tokens.size).toBe(50);
      for (const token of [...tokens].slice(0, 5)) {
        expect((await t.call('GET', '/api/me', { token })).statusCode).toBe(200);
      }
    },
  }),
  defineCase({
    name: 'o mesmo e-mail cadastrado 50 vezes em paralelo para a mesma pessoa: um só usuário, os demais 409',
    setup: async (t) => ({
      idPessoa: await idPessoaOf(t, DEMO.gerador),
      email: `duplo.${Date.now()}@rcc.teste`,
    }),
    attempt: (t, i, s) =>
      t.db.transaction((tx) =>
        tx.query(sql`INSERT INTO usuario (id_pessoa, nome, cpf, email, ativo, email_validado)
          VALUES (${s.idPessoa}, ${`Usuário ${i}`}, ${validCpf(4242 + i)}, ${i % 2 ? s.email.toUpperCase() : s.email}, 'S', 'N')`),
      ),
    verify: async (t, results, s) => {
      expect(fulfilled(results)).toHaveLength(1);
      for (const r of results) {
        if (r.status === 'rejected') {
          const { status, body } = toEnvelope(r.reason);
          expect(status).toBe(409);
          expect(body.error.message).toMatch(/precisa ser único/);
        }
      }
      const [row] = await t.db.query<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM usuario WHERE lower(email) = lower(${s.email})`,
      );
      expect(row!.n).toBe(1);
    },
  }),
  defineCase({
    name: 'o mesmo CPF cadastrado 50 vezes em paralelo como pessoa: uma só pessoa',
    setup: async () => ({ cpf: validCpf(Date.now() % 100_000_000) }),
    attempt: (t, i, s) =>
      t.db.transaction((tx) =>
        tx.query(sql`INSERT INTO pessoa (tipo_pessoa, cpf_cnpj, nome_razao_social, email, situacao)
          VALUES ('F', ${s.cpf}, ${`Pessoa ${i}`}, ${`p${i}@rcc.teste`}, 'Ativo')`),
      ),
    verify: async (t, results, s) => {
      expect(fulfilled(results)).toHaveLength(1);
      const [row] = await t.db.query<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM pessoa WHERE cpf_cnpj = ${s.cpf}`,
      );
      expect(row!.n).toBe(1);
    },
  }),
  // CTR lifecycle (spec 2 §7): they run as soon as the routes are registered.
  defineCase({
    name: 'uma caçamba livre alocada a 10 CTRs por 50 pedidos simultâneos: exatamente uma a detém',
    requires: ['PUT /api/alocar_cacamba/:id'],
    setup: async (t) => {
      const [free] = await t.db.query<{ id: number }>(
        sql`SELECT c.id FROM cacamba c WHERE NOT EXISTS (SELECT 1 FROM solicitacao_transporte s WHERE s.id_cacamba = c.id)
          ORDER BY c.id LIMIT 1`,
      );
      const ids = await copiesOf(t, 'Enviada', 10);
      // Each CTR gets a vehicle of its own (free), so the only thing they fight over is the bin.
      const veiculos: number[] = [];
      for (const [i, id] of ids.entries()) {
        const [v] = await t.db.query<{ id: number }>(sql`
          INSERT INTO veiculo (id_perfil, placa, marca, modelo, renavam, ano, tipo, volume_m3, poliguindaste, token)
          SELECT id_transportador, ${`CNC${String(i).padStart(4, '0')}`}, 'Volvo', 'VM 270', '55566677788', 2023,
            'Poliguindaste', 8, 'Simples', '246810'
          FROM solicitacao_transporte WHERE id = ${id} RETURNING id`);
        await t.db.query(
          sql`UPDATE solicitacao_transporte SET id_veiculo = ${v!.id}, id_cacamba = NULL WHERE id = ${id}`,
        );
        veiculos.push(v!.id);
      }
      const [ctr] = await t.db.query<{ idObra: number }>(
        sql`SELECT id_obra AS "idObra" FROM solicitacao_transporte WHERE id = ${ids[0]!}`,
      );
      return { idCacamba: free!.id, ids, veiculos, ...ctr!, token: await tokenFor(t, DEMO.transportador) };
    },
    attempt: (t, i, s) =>
      t.call('PUT', `/api/alocar_cacamba/${s.ids[i % s.ids.length]}`, {
        token: s.token,
        body: {
          situacao: 'Alocada',
          idObra: s.idObra,
          idCacamba: s.idCacamba,
          idVeiculo: s.veiculos[i % s.ids.length],
        },
      }),
    verify: async (t, results, s) => {
      const st = statuses(results);
      expect(st).toHaveLength(50);
      expect(st.filter((x) => x !== 200 && x !== 409)).toEqual([]);
      const holders = await t.db.query<{ id: number }>(
        sql`SELECT id FROM solicitacao_transporte WHERE id_cacamba = ${s.idCacamba}
          AND situacao IN ('Enviada', 'Alocada', 'Retirada', 'Em Pesagem')`,
      );
      // Exactly one CTR won the bin, and every success was on that CTR.
      expect(holders).toHaveLength(1);
      const winners = new Set(st.flatMap((x, i) => (x === 200 ? [s.ids[i % s.ids.length]] : [])));
      expect([...winners]).toEqual([holders[0]!.id]);
    },
  }),
  defineCase({
    name: 'aceitar e recusar o mesmo cancelamento 50 vezes ao mesmo tempo: um só desfecho, os demais 409',
    requires: ['PUT /api/SolicitacaoTransporteAceitar/:id', 'PUT /api/SolicitacaoTransporteRecusar/:id'],
    setup: async (t) => ({
      id: (await copiesOf(t, 'Cancelamento Solicitado', 1))[0]!,
      admin: await tokenFor(t, DEMO.admin),
    }),
    attempt: (t, i, s) =>
      i % 2
        ? t.call('PUT', `/api/SolicitacaoTransporteAceitar/${s.id}`, { token: s.admin })
        : t.call('PUT', `/api/SolicitacaoTransporteRecusar/${s.id}`, {
            token: s.admin,
            body: { motivoRecSolCancelamento: 'Recusado no teste de concorrência' },
          }),
    verify: async (t, results, s) => {
      const st = statuses(results);
      expect(count(st, 200)).toBe(1);
      expect(count(st, 409)).toBe(49);
      await expectHistoryConsistent(t, s.id, 1);
    },
  }),
  defineCase({
    name: 'o transportador aceita enquanto o gerador pede o cancelamento da mesma CTR: cada sucesso, uma transição',
    requires: ['PUT /api/avaliar_solicitacao/:id', 'PUT /api/SolicitarCancelamentoSolicitacao/:id'],
    setup: async (t) => {
      const [veiculo] = await t.db.query<{ id: number }>(
        sql`SELECT id FROM veiculo WHERE tipo = 'Basculante' ORDER BY id LIMIT 1`,
      );
      return {
        id: (await copiesOf(t, 'Solicitada', 1))[0]!,
        idVeiculo: veiculo!.id,
        transportador: await tokenFor(t, DEMO.transportador),
        gerador: await tokenFor(t, DEMO.gerador),
      };
    },
    attempt: (t, i, s) =>
      i % 2
        ? t.call('PUT', `/api/avaliar_solicitacao/${s.id}`, {
            token: s.transportador,
            body: { avaliacao: true, veiculo: s.idVeiculo, type: 'Basculante' },
          })
        : t.call('PUT', `/api/SolicitarCancelamentoSolicitacao/${s.id}`, {
            token: s.gerador,
            body: { motivoSolCancelamento: 'Obra suspensa, teste de concorrência' },
          }),
    verify: async (t, results, s) => {
      const st = statuses(results);
      expect(st.filter((x) => x >= 500)).toEqual([]);
      expect(count(st, 200)).toBeGreaterThanOrEqual(1);
      expect(st.filter((x) => x !== 200 && x !== 409)).toEqual([]);
      await expectHistoryConsistent(t, s.id, count(st, 200));
    },
  }),
  defineCase({
    name: 'a mesma CTR pesada 50 vezes ao mesmo tempo na destinação rápida: uma pesagem, os demais 409',
    requires: ['PUT /api/destinoRapido/solicitacaoTransporte/:id'],
    setup: async (t) => {
      const id = (await copiesOf(t, 'Retirada', 1))[0]!;
      return { id, ...(await pesagemRapida(t, [id], 'PSG7C01', '55566677789', '135790')) };
    },
    attempt: (t, _i, s) =>
      t.call('PUT', `/api/destinoRapido/solicitacaoTransporte/${s.id}`, {
        body: {
          idDestinoFinal: s.idDestinoFinal,
          idResiduoPredominante: 1,
          idLocalidade: s.idLocalidade,
          placa: s.placa,
          token: '135790',
          situacao: 'Em Pesagem',
          idVeiculo: s.idVeiculo,
        },
      }),
    verify: async (t, results, s) => {
      const st = statuses(results);
      expect(st).toHaveLength(50);
      // One weighing wins; the rest find the CTR already weighed (409) or, once the key's
      // guessing limit counts them, are slowed down (429) — never a second weighing, never a 500.
      expect(count(st, 200)).toBe(1);
      expect(st.filter((x) => x !== 200 && x !== 409 && x !== 429)).toEqual([]);
      await expectHistoryConsistent(t, s.id, 1);
      const [ctr] = await t.db.query<{ situacao: string }>(
        sql`SELECT situacao FROM solicitacao_transporte WHERE id = ${s.id}`,
      );
      expect(ctr!.situacao).toBe('Em Pesagem');
    },
  }),
  defineCase({
    name: '5 CTRs de um Poliguindaste Duplo pesadas ao mesmo tempo (50 pedidos): no máximo 2 na balança',
    requires: ['PUT /api/destinoRapido/solicitacaoTransporte/:id'],
    setup: async (t) => {
      const ids = await copiesOf(t, 'Retirada', 5);
      return { ids, ...(await pesagemRapida(t, ids, 'PSG7C02', '55566677790', '975310')) };
    },
    attempt: (t, i, s) =>
      t.call('PUT', `/api/destinoRapido/solicitacaoTransporte/${s.ids[i % s.ids.length]}`, {
        body: {
          idDestinoFinal: s.idDestinoFinal,
          idResiduoPredominante: 1,
          idLocalidade: s.idLocalidade,
          placa: s.placa,
          token: '975310',
          situacao: 'Em Pesagem',
          idVeiculo: s.idVeiculo,
        },
      }),
    verify: async (t, results, s) => {
      const st = statuses(results);
      expect(st.filter((x) => x !== 200 && x !== 409 && x !== 429)).toEqual([]);
      const naBalanca = await t.db.query<{ id: number }>(
        sql`SELECT id FROM solicitacao_transporte WHERE id_veiculo = ${s.idVeiculo} AND situacao = 'Em Pesagem'`,
      );
      // Duplo carries at most two CTRs onto the scale (spec 2), however the requests interleave.
      expect(naBalanca.length).toBe(2);
      expect(count(st, 200)).toBe(2);
      for (const id of s.ids) {
        const won = naBalanca.some((r) => r.id === id);
        await expectHistoryConsistent(t, id, won ? 1 : 0);
      }
    },
  }),
  defineCase({
    name: 'o gerador edita a mesma CTR 50 vezes ao mesmo tempo (uma edição em 24 h): uma edição, os demais 409',
    requires: ['PUT /api/SolicitacaoTransporteEditar/:id'],
    setup: async (t) => {
      // A fresh CTR of the demo generator, requested now and never edited (spec 2 §4: one edit in 24 h).
      const [perfil] = await t.db.query<{ id: number }>(sql`
        SELECT p.id FROM perfil p JOIN usuario_perfil up ON up.id_perfil = p.id JOIN usuario u ON u.id = up.id_usuario
        JOIN solicitacao_transporte st ON st.id_gerador = p.id
        WHERE u.email = ${DEMO.gerador} ORDER BY p.id LIMIT 1`);
      const [src] = await t.db.query<{ id: number }>(sql`
        SELECT id FROM solicitacao_transporte WHERE id_gerador = ${perfil!.id} ORDER BY id LIMIT 1`);
      const [row] = await t.db.query<{ id: number }>(sql`
        INSERT INTO solicitacao_transporte (data_hora_solicitacao, situacao, id_obra, id_gerador, id_transportador,
          id_residuo_predominante, quantidade_cacambas, volume_aproximado_m3, observacao, codigo_verificacao, editado)
        SELECT ${t.app.clock.now()}, 'Solicitada', id_obra, id_gerador, id_transportador, 1, 1, 3, 'original',
          ${`EDIT-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`}, false
        FROM solicitacao_transporte WHERE id = ${src!.id} RETURNING id`);
      const id = row!.id;
      await t.db.query(sql`INSERT INTO solicitacao_transporte_residuo (id_solicitacao_transporte, id_tipo_residuo, volume_aproximado_m3)
        VALUES (${id}, 1, 3)`);
      await t.db.query(sql`INSERT INTO historico_ctr (id_solicitacao_transporte, acao, situacao_de, situacao_para, id_usuario)
        VALUES (${id}, 'copia', NULL, 'Solicitada', NULL)`);
      return { id, gerador: await tokenFor(t, DEMO.gerador) };
    },
    // Each attempt writes values of its own, so the stored row names its winner.
    attempt: (t, i, s) =>
      t.call('PUT', `/api/SolicitacaoTransporteEditar/${s.id}`, {
        token: s.gerador,
        body: { observacao: `edição ${i}`, residuos: [{ idTipoResiduo: 1, volume: 1 + (i % 7) }] },
      }),
    verify: async (t, results, s) => {
      const res = fulfilled(results);
      const st = res.map((x) => x.statusCode);
      expect(st).toHaveLength(50);
      expect(count(st, 200)).toBe(1);
      expect(count(st, 409)).toBe(49);
      for (const r of res.filter((x) => x.statusCode === 409)) {
        expect(r.json().error.message).toBe('Esta CTR não pode mais ser editada.');
      }
      const winner = st.indexOf(200);
      const [ctr] = await t.db.query<{ observacao: string; volume: number; editado: boolean }>(sql`
        SELECT observacao, volume_aproximado_m3::float AS volume, editado FROM solicitacao_transporte WHERE id = ${s.id}`);
      expect(ctr).toEqual({ observacao: `edição ${winner}`, volume: 1 + (winner % 7), editado: true });
      const residuos = await t.db.query<{ tipo: number; volume: number }>(sql`
        SELECT id_tipo_residuo AS tipo, volume_aproximado_m3::float AS volume FROM solicitacao_transporte_residuo
        WHERE id_solicitacao_transporte = ${s.id}`);
      expect(residuos).toEqual([{ tipo: 1, volume: 1 + (winner % 7) }]);
      const edits = await t.db.query<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM historico_ctr WHERE id_solicitacao_transporte = ${s.id} AND acao = 'editar'`);
      expect(edits[0]!.n).toBe(1);
      await expectHistoryConsistent(t, s.id, 1);
    },
  }),
];

/**
 * Fresh copies of a demo CTR in a given status (own verification code, same owners), so each case
 * races on rows no other case touches.
 */
async function copiesOf(t: TestContext, situacao: string, n: number): Promise<number[]> {
  const src = await ctrIn(t, situacao);
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const [row] = await t.db.query<{ id: number }>(sql`
      INSERT INTO solicitacao_transporte (data_hora_solicitacao, data_hora_envio, situacao, situacao_anterior, id_obra,
        id_gerador, id_transportador, id_veiculo, id_residuo_predominante, quantidade_cacambas, volume_aproximado_m3,
        motivo_sol_cancelamento, codigo_verificacao, id_usuario_solicitante)
      SELECT data_hora_solicitacao, data_hora_envio, situacao, situacao_anterior, id_obra, id_gerador, id_transportador,
        id_veiculo, id_residuo_predominante, quantidade_cacambas, volume_aproximado_m3, motivo_sol_cancelamento,
        ${`CONC-${Date.now()}-${i}-${Math.random().toString(36).slice(2, 8)}`}, id_usuario_solicitante
      FROM solicitacao_transporte WHERE id = ${src.id}
      RETURNING id`);
    await t.db.query(sql`INSERT INTO solicitacao_transporte_residuo (id_solicitacao_transporte, id_tipo_residuo, volume_aproximado_m3)
      SELECT ${row!.id}, id_tipo_residuo, volume_aproximado_m3 FROM solicitacao_transporte_residuo
      WHERE id_solicitacao_transporte = ${src.id}`);
    await t.db.query(sql`INSERT INTO historico_ctr (id_solicitacao_transporte, acao, situacao_de, situacao_para, id_usuario)
      VALUES (${row!.id}, 'copia', NULL, ${situacao}, NULL)`);
    ids.push(row!.id);
  }
  return ids;
}

/**
 * The quick destination's inputs for `ids`: a Poliguindaste Duplo of their transporter with a known
 * access key (the quick destination proves plate + key) carrying them, the demo destination and a
 * district.
 */
async function pesagemRapida(t: TestContext, ids: number[], placa: string, renavam: string, token: string) {
  const [v] = await t.db.query<{ id: number; placa: string }>(sql`
    INSERT INTO veiculo (id_perfil, placa, marca, modelo, renavam, ano, tipo, volume_m3, poliguindaste, token)
    SELECT id_transportador, ${placa}, 'Volvo', 'VM 270', ${renavam}, 2023, 'Poliguindaste', 8, 'Duplo', ${token}
    FROM solicitacao_transporte WHERE id = ${ids[0]!} RETURNING id, placa`);
  await t.db.query(
    sql`UPDATE solicitacao_transporte SET id_veiculo = ${v!.id} WHERE id = ANY(${ids}::int[])`,
  );
  const [destino] = await t.db.query<{ id: number }>(sql`
    SELECT p.id FROM perfil p JOIN usuario_perfil up ON up.id_perfil = p.id JOIN usuario u ON u.id = up.id_usuario
    WHERE u.email = ${DEMO.destino} ORDER BY p.id LIMIT 1`);
  const [localidade] = await t.db.query<{ id: number }>(sql`SELECT id FROM localidade ORDER BY id LIMIT 1`);
  return { idVeiculo: v!.id, placa: v!.placa, idDestinoFinal: destino!.id, idLocalidade: localidade!.id };
}

/** Each successful transition wrote exactly one history row, and the last one is the CTR's status. */
async function expectHistoryConsistent(t: TestContext, id: number, successes: number) {
  const hist = await t.db.query<{ para: string }>(
    sql`SELECT situacao_para AS para FROM historico_ctr WHERE id_solicitacao_transporte = ${id} ORDER BY id`,
  );
  expect(hist.length - 1).toBe(successes);
  const [ctr] = await t.db.query<{ situacao: string }>(
    sql`SELECT situacao FROM solicitacao_transporte WHERE id = ${id}`,
  );
  expect(ctr!.situacao).toBe(hist[hist.length - 1]!.para);
}

async function tokenFor(t: TestContext, email: string): Promise<string> {
  const { mintToken } = await import('../sessions');
  return mintToken(t, email);
}
