import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, DEMO_PASSWORD, type TestContext } from '../helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('session', () => {
  it('lists the persons a login can act as, with masked names (issue #12 item 3)', async () => {
    const res = await t.call('POST', '/api/find-available-pessoa', { body: { email: DEMO.transportador } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rows).toEqual([
      { id: expect.any(Number), nome_razao_social: 'Tr*** C. L.', tipo_pessoa: 'J' },
    ]);
  });

  it('logs in by CPF too, and the token works in the header and in the cookie', async () => {
    const found = await t.call('POST', '/api/find-available-pessoa', { body: { email: '123.456.789-09' } });
    const idPessoa = found.json().data.rows[0].id;
    const res = await t.call('POST', '/api/login', {
      body: { username: '123.456.789-09', password: DEMO_PASSWORD, idPessoa },
    });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json().data;
    expect(user.name).toBe('Maria Aparecida da Silva');
    expect(user.rights['Manter Obra']).toMatchObject({ consulta: true, inclui: true });
    const cookie = res.cookies.find((c) => c.name === 'auth-token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 86400 });

    const byHeader = await t.call('POST', '/api/validate-login', { token });
    expect(byHeader.statusCode).toBe(200);
    const byCookie = await t.app.inject({ method: 'GET', url: '/api/me', cookies: { 'auth-token': token } });
    expect(byCookie.json().data.id).toBe(user.id);
  });

  it('gives one message for a wrong password, an unknown user and a wrong person', async () => {
    const msg = 'Usuário ou senha não conferem ou seus dados ainda não foram validados';
    for (const body of [
      { username: DEMO.admin, password: 'errada', idPessoa: 1 },
      { username: 'ninguem@rcc.demo', password: DEMO_PASSWORD, idPessoa: 1 },
      { username: DEMO.admin, password: DEMO_PASSWORD, idPessoa: 999 },
    ]) {
      const res = await t.call('POST', '/api/login', { body, headers: { 'x-forwarded-for': '1.1.1.1' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: { type: 'UNAUTHENTICATED', message: msg } });
    }
  });

  it('refuses an inactive user and a person awaiting validation with the same message', async () => {
    await t.db.query("UPDATE pessoa SET situacao = 'Aguardando validação' WHERE cpf_cnpj = '13579246828'");
    const res = await t.call('POST', '/api/login', {
      body: { username: DEMO.cidadao, password: DEMO_PASSWORD, idPessoa: 7 },
    });
    expect(res.statusCode).toBe(401);
    await t.db.query("UPDATE pessoa SET situacao = 'Ativo' WHERE cpf_cnpj = '13579246828'");
  });

  it('ends the session on logout', async () => {
    const found = await t.call('POST', '/api/find-available-pessoa', { body: { email: DEMO.fiscal } });
    const res = await t.call('POST', '/api/login', {
      body: { username: DEMO.fiscal, password: DEMO_PASSWORD, idPessoa: found.json().data.rows[0].id },
    });
    const token = res.json().data.token;
    expect((await t.call('POST', '/api/logout', { token })).statusCode).toBe(200);
    const after = await t.call('POST', '/api/validate-login', { token });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe('Sessão expirada. Faça login novamente');
  });

  it('slows one username failing from many addresses, never for long (issue #12 item 3)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'alvo@rcc.demo', password: `x${i}`, idPessoa: 1 },
        remoteAddress: `172.16.0.${i + 1}`,
      });
      statuses.push(res.statusCode);
    }
    // 20 failures go free; the 21st starts a 1 s wait, so the 22nd, at once, is told to wait.
    expect(statuses.slice(0, 21).every((s) => s === 401)).toBe(true);
    expect(statuses[21]).toBe(429);
    const waiting = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'alvo@rcc.demo', password: 'x', idPessoa: 1 },
      remoteAddress: '172.16.1.1',
    });
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(1);
    expect(waiting.json().error.message).toBe('Muitas tentativas. Aguarde 1 segundo e tente novamente.');
    await new Promise((r) => setTimeout(r, 1100));
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'alvo@rcc.demo', password: 'x', idPessoa: 1 },
      remoteAddress: '172.16.1.2',
    });
    expect(after.statusCode).toBe(401);
  });
});

describe('access control', () => {
  it('answers 401 without a session and 403 without the right, in the error envelope', async () => {
    const anon = await t.call('POST', '/api/ViewPessoa/find', { body: {} });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({
      success: false,
      error: { type: 'UNAUTHENTICATED', message: 'Sessão expirada. Faça login novamente' },
    });
    const cidadao = await t.login('cidadao');
    const denied = await t.call('POST', '/api/ViewPessoa/find', { token: cidadao, body: {} });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.type).toBe('FORBIDDEN');
  });

  it('declares access on every API route', () => {
    const missing = t.app.routeList.filter((r) => !r.hasAccess && !r.url.startsWith('/api/docs'));
    expect(missing).toEqual([]);
    expect(t.app.routeList.length).toBeGreaterThan(4);
  });

  it('refuses cookie-authenticated writes from another origin', async () => {
    const token = await t.login('admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ViewPessoa/find',
      cookies: { 'auth-token': token },
      headers: { origin: 'https://evil.example' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });

  it('sends security headers', async () => {
    const res = await t.call('POST', '/api/find-available-pessoa', { body: { email: 'x@y.z' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});

describe('generic find', () => {
  it('filters, orders, pages and counts', async () => {
    const res = await t.call('POST', '/api/Municipio/find', {
      body: { where: { uf: 'GO', nome: { $iLike: 'a%' } }, order: [['nome', 'DESC']], limit: 5, offset: 0 },
    });
    expect(res.statusCode).toBe(200);
    const { rows, count } = res.json().data;
    expect(rows).toHaveLength(5);
    expect(count).toBeGreaterThan(5);
    const names = rows.map((r: { nome: string }) => r.nome);
    expect([...names].sort((a: string, b: string) => b.localeCompare(a, 'pt-BR'))).toEqual(names);
  });

  it('supports $in, $or, $between and includes', async () => {
    const admin = await t.login('admin');
    const res = await t.call('POST', '/api/Pessoa/find', {
      token: admin,
      body: {
        where: {
          $or: [{ tipoPessoa: 'J' }, { cpfCnpj: { $in: ['52998224725'] } }],
          id: { $between: [1, 100] },
        },
        include: ['perfis', { association: 'municipio', attributes: ['nome', 'uf'] }],
        fields: ['id', 'nomeRazaoSocial', 'tipoPessoa'],
        limit: 20,
      },
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.rows;
    expect(rows.length).toBe(3);
    expect(rows[0].municipio).toEqual({ nome: 'Brasília', uf: 'DF' });
    expect(rows[0].perfis.length).toBeGreaterThan(0);
  });

  it.each([
    ['unknown entity', '/api/Nada/find', {}],
    ['unknown field', '/api/Estado/find', { where: { senha: 'x' } }],
    ['unknown operator', '/api/Estado/find', { where: { uf: { $regex: '.*' } } }],
    ['unknown include', '/api/Estado/find', { include: ['usuarios'] }],
    ['SQL in order', '/api/Estado/find', { order: [['nome; DROP TABLE estado', 'ASC']] }],
    ['SQL in direction', '/api/Estado/find', { order: [['nome', 'ASC; DROP TABLE estado']] }],
    ['wrong type', '/api/Municipio/find', { where: { codIbge: 'abc' } }],
    ['limit too big', '/api/Estado/find', { limit: 5000 }],
  ])('answers 400 for %s, never 500 nor SQL text', async (_name, url, body) => {
    const res = await t.call('POST', url, { body });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.body).not.toMatch(/SELECT|syntax|postgres/i);
  });

  it('exports the same query as xlsx', async () => {
    const res = await t.call('POST', '/api/Estado/find', {
      body: {
        format: 'xlsx',
        columns: [
          { field: 'uf', header: 'UF' },
          { field: 'nome', header: 'Nome' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).values).toEqual([undefined, 'UF', 'Nome']);
    expect(ws.rowCount).toBe(28);
  });
});

describe('API docs', () => {
  it('serves the OpenAPI document generated from the route schemas, and its reference page', async () => {
    const json = await t.call('GET', '/api/docs/json');
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/Obra/find']));
    expect(doc.paths['/api/login'].post.requestBody).toBeDefined();
    // Each entity's find publishes the entity's row schema (issue #13), once, as a component.
    const answer = doc.paths['/api/Obra/find'].post.responses['200'].content['application/json'].schema;
    expect(answer.properties.data.properties.rows.items).toEqual({ $ref: '#/components/schemas/LinhaObra' });
    expect(Object.keys(doc.components.schemas.LinhaObra.properties)).toEqual(
      expect.arrayContaining(['id', 'nomeObra', 'gerador', 'transportadores']),
    );
    const page = await t.call('GET', '/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('seeds', () => {
  it('holds the reference data and is idempotent', async () => {
    const { seedReference } = await import('../../src/db/seed/reference');
    const { seedDemo } = await import('../../src/db/seed/demo');
    const count = async () =>
      (
        await t.db.query<{ n: number }>(
          'SELECT (SELECT count(*) FROM municipio) + (SELECT count(*) FROM permissao) + (SELECT count(*) FROM pessoa) AS n',
        )
      )[0]!.n;
    const before = await count();
    await seedReference(t.db);
    expect(await seedDemo(t.db)).toBe(false);
    expect(await count()).toBe(before);
    const [m] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM municipio');
    expect(m!.n).toBe(5570);
  });
});
