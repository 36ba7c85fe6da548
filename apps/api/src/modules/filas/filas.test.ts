import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { sql } from '../../db/sql';
import { FILA_EMAIL } from '../jobs';
import { jobIdOf } from '../jobs/queue';

/** Issue #18 item 1: "Filas e entregas", the administrator's view of the queue and failing deliveries. */
let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const estado = async (id: string) =>
  (await t.db.query<{ s: string }>(sql`SELECT state::text AS s FROM pgboss.job WHERE id = ${id}::uuid`))[0]
    ?.s;

/** An e-mail job that runs out of attempts for real: SMTP is not configured in the tests. */
async function tarefaQueFalha(): Promise<string> {
  const [m] = await t.db.query<{ id: number }>(sql`
    INSERT INTO email_fila (para, assunto, texto) VALUES ('filas@example.com', 'Teste de filas', 'x') RETURNING id`);
  const id = jobIdOf(m!.id);
  await t.app.jobs.send(FILA_EMAIL, { id: m!.id }, { id });
  await t.app.jobs.runDue([FILA_EMAIL], { ignoreDelay: true });
  expect(await estado(id)).toBe('failed');
  return id;
}

describe('Filas e entregas', () => {
  it("is the administrator's: 401 without a session, 403 for the secretaria and a transporter", async () => {
    expect((await t.call('GET', '/api/filas')).statusCode).toBe(401);
    for (const role of ['secretaria', 'transportador'] as const) {
      const token = await t.login(role);
      expect((await t.call('GET', '/api/filas', { token })).statusCode).toBe(403);
      expect((await t.call('GET', '/api/filas/entregas', { token })).statusCode).toBe(403);
      const retry = await t.call('POST', '/api/filas/tentar-de-novo', { token, body: { todas: true } });
      expect(retry.statusCode).toBe(403);
    }
  });

  it('counts jobs per queue and state, lists a dead-letter job with its error, and retries it once', async () => {
    const id = await tarefaQueFalha();
    const resumo = await t.call('GET', '/api/filas', { token: admin });
    expect(resumo.statusCode).toBe(200);
    const email = resumo.json().data.filas.find((f: { nome: string }) => f.nome === FILA_EMAIL);
    expect(email.falhas).toBeGreaterThanOrEqual(1);
    expect(resumo.json().data.filas.map((f: { nome: string }) => f.nome)).not.toContain('falhas');

    const lista = await t.call('GET', `/api/filas/falhas?fila=${FILA_EMAIL}&limit=50`, { token: admin });
    expect(lista.statusCode).toBe(200);
    const linha = lista.json().data.rows.find((r: { id: string }) => r.id === id);
    expect(linha).toMatchObject({ fila: FILA_EMAIL, tentativas: 11 });
    expect(linha.erro).toMatch(/SMTP não configurado/);

    const retry = await t.call('POST', '/api/filas/tentar-de-novo', {
      token: admin,
      body: { fila: FILA_EMAIL, id },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.reenviadas).toBe(1);
    expect(retry.json().message).toBe('1 tarefa voltou para a fila.');
    expect(await estado(id)).toBe('retry');
    // Not failed any more: a second click is a conflict, and the audit trail has the first.
    const again = await t.call('POST', '/api/filas/tentar-de-novo', {
      token: admin,
      body: { fila: FILA_EMAIL, id },
    });
    expect(again.statusCode).toBe(409);
    const [a] = await t.db.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM auditoria WHERE entidade = 'Fila' AND acao = 'tentar-de-novo'`,
    );
    expect(a!.n).toBe(1);
  });

  it('retries every failed job at once, and refuses an unknown queue', async () => {
    const ids = [await tarefaQueFalha(), await tarefaQueFalha()];
    const res = await t.call('POST', '/api/filas/tentar-de-novo', { token: admin, body: { todas: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.reenviadas).toBeGreaterThanOrEqual(2);
    for (const id of ids) expect(await estado(id)).toBe('retry');
    const unknown = await t.call('POST', '/api/filas/tentar-de-novo', {
      token: admin,
      body: { fila: 'nao-existe', todas: true },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists the webhook deliveries failing or given up, with the owner and the endpoint', async () => {
    const [u] = await t.db.query<{ id: number; idPessoa: number; nome: string }>(sql`
      SELECT u.id, u.id_pessoa AS "idPessoa", p.nome_razao_social AS nome
      FROM usuario u JOIN pessoa p ON p.id = u.id_pessoa WHERE u.email = 'transportador@rcc.demo'`);
    const [ep] = await t.db.query<{ id: number }>(sql`
      INSERT INTO webhook_endpoint (id_pessoa, id_usuario, url, eventos, segredo)
      VALUES (${u!.idPessoa}, ${u!.id}, 'https://frota.example.com/rcc', ${['ctr.criada']}, 'whsec_x') RETURNING id`);
    const entrega = (msg: string, situacao: string, tentativas: number) =>
      t.db.query(sql`
        INSERT INTO webhook_entrega (id_endpoint, tipo, payload, mensagem_id, situacao, tentativas, ultimo_status,
          ultimo_erro, ultima_tentativa_em)
        VALUES (${ep!.id}, 'ctr.criada', '{}', ${msg}, ${situacao}, ${tentativas}, 503, 'Serviço indisponível', now())`);
    await entrega('msg_desistida', 'falhou', 14);
    await entrega('msg_falhando', 'pendente', 3);
    await entrega('msg_nova', 'pendente', 0);
    await entrega('msg_entregue', 'entregue', 1);
    const res = await t.call('GET', '/api/filas/entregas', { token: admin });
    expect(res.statusCode).toBe(200);
    const rows = res
      .json()
      .data.rows.filter((r: { url: string }) => r.url === 'https://frota.example.com/rcc');
    expect(
      rows.map((r: { situacao: string; tentativas: number }) => [r.situacao, r.tentativas]).sort(),
    ).toEqual([
      ['falhou', 14],
      ['pendente', 3],
    ]);
    expect(rows[0]).toMatchObject({ pessoa: u!.nome, ultimoStatus: 503, ultimoErro: 'Serviço indisponível' });
  });
});
