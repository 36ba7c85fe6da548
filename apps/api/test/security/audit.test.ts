import { Writable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { sql } from '../../src/db/sql';
import { maskPersonalData } from '../../src/modules/auditoria/mask';
import { audit } from '../../src/modules/auditoria/service';
import { createTestContext, openTestDb, type TestContext } from '../helpers';
import { validCnpj, validCpf } from './factories';

/** Issue #8 §6: the audit trail masks personal data, and administrators can search it. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('audit trail', () => {
  it('answers 401 anonymous and 403 without the Auditoria right', async () => {
    expect((await t.call('POST', '/api/Auditoria/find', { body: {} })).statusCode).toBe(401);
    for (const role of ['transportador', 'gerador', 'destino', 'fiscal', 'cidadao'] as const) {
      const res = await t.call('POST', '/api/Auditoria/find', { token: await t.login(role), body: {} });
      expect(res.statusCode, role).toBe(403);
    }
  });

  it('writes the row in the caller transaction with personal data masked, and staff find it', async () => {
    const [admin] = await t.db.query<{ id: number }>(
      sql`SELECT id FROM usuario WHERE email = 'admin@rcc.demo'`,
    );
    const id = await t.db.transaction((tx) =>
      audit(tx, {
        entidade: 'Pessoa',
        idRegistro: 42,
        acao: 'alteracao',
        dados: {
          cpfCnpj: '529.982.247-25',
          email: 'maria.silva@gmail.com',
          celular: '(61) 99123-4567',
          senha: 'segredo123',
          nomeRazaoSocial: 'Maria',
          observacao: 'contato maria.silva@gmail.com, CNPJ 11.222.333/0001-81',
          responsaveis: [{ cpf: '11144477735', telefone: '6133221100' }],
        },
        user: admin!,
        ip: '203.0.113.9',
      }),
    );
    // A rolled-back change leaves no trail.
    await expect(
      t.db.transaction(async (tx) => {
        await audit(tx, { entidade: 'Pessoa', idRegistro: 43, acao: 'exclusao', user: admin! });
        throw new Error('falhou depois');
      }),
    ).rejects.toThrow('falhou depois');
    for (const role of ['admin', 'secretaria'] as const) {
      const res = await t.call('POST', '/api/Auditoria/find', {
        token: await t.login(role),
        body: { where: { entidade: 'Pessoa', idRegistro: { $in: ['42', '43'] } } },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.count).toBe(1);
      const row = res.json().data.rows[0];
      expect(row).toMatchObject({
        id,
        acao: 'alteracao',
        idUsuario: admin!.id,
        usuarioNome: 'Ana Administradora',
      });
      expect(row.dados).toEqual({
        cpfCnpj: '***.982.247-**',
        email: 'm***@gmail.com',
        celular: '*******4567',
        senha: '[oculto]',
        nomeRazaoSocial: 'Maria',
        observacao: 'contato m***@gmail.com, CNPJ **.222.333/0001-**',
        responsaveis: [{ cpf: '***.444.777-**', telefone: '******1100' }],
      });
    }
  });

  it('never keeps a whole CPF, CNPJ or e-mail, wherever it sits in the data', () => {
    const doc = fc.oneof(
      fc.nat().map((n) => validCpf(n)),
      fc.nat().map((n) => validCnpj(n)),
    );
    fc.assert(
      fc.property(
        doc,
        // A local part made only of '*' (valid in e-mail) reads the same once masked ('*@a.aa' is
        // inside '****@a.aa'): nothing of it is kept, but the substring check cannot tell.
        fc.emailAddress().filter((e) => !/^\*+@/.test(e)),
        fc.constantFrom('cpf', 'cnpj', 'cpfCnpj', 'observacao', 'x'),
        (d, email, key) => {
          const out = JSON.stringify(
            maskPersonalData({ [key]: d, nested: { list: [`${d} ${email}`], email } }),
          );
          expect(out).not.toContain(d);
          expect(out).not.toContain(email);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('log redaction', () => {
  it('hides tokens and cookies and masks personal fields in the API log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const db = await openTestDb();
    const app = await buildApp({
      db,
      config: { ...loadConfig(), webDist: '/nonexistent' },
      logger: { level: 'info', stream },
    });
    try {
      app.log.info(
        {
          req: { headers: { 'auth-token': 'tok-secreto-123', cookie: 'auth-token=tok-secreto-123' } },
          body: { username: 'x', password: 'senha-secreta', cpf: '52998224725', email: 'ana@rcc.demo' },
        },
        'requisição',
      );
      await app.inject({ method: 'GET', url: '/api/health', headers: { 'auth-token': 'tok-secreto-456' } });
    } finally {
      await app.close();
      await db.close();
    }
    const log = lines.join('\n');
    expect(log).toContain('requisição');
    for (const secret of [
      'tok-secreto-123',
      'tok-secreto-456',
      'senha-secreta',
      '52998224725',
      'ana@rcc.demo',
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('a***@rcc.demo');
  });
});
