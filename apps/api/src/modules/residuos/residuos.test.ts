import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createPessoaComPerfil } from '../../../test/masterdata-factories';

let t: TestContext;
let admin: string;
let gerador: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login('admin');
  gerador = await t.login('gerador');
});
afterAll(() => t.close());

const classes = async (token: string) => {
  const res = await t.call('POST', '/api/ClasseMaterial/find', { token, body: { limit: 100 } });
  expect(res.statusCode).toBe(200);
  return res.json().data.rows.map((r: { classe: string }) => r.classe) as string[];
};

describe('ClasseMaterial', () => {
  it('POST needs a session (401) and Manter Classe de Material inclui (403)', async () => {
    const body = { classe: 'Classe E', descricao: 'Teste' };
    expect((await t.call('POST', '/api/ClasseMaterial', { body })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/ClasseMaterial', { token: gerador, body })).statusCode).toBe(403);
    expect((await t.call('PUT', '/api/ClasseMaterial/1', { token: gerador, body })).statusCode).toBe(403);
    expect((await t.call('DELETE', '/api/ClasseMaterial/1', { token: gerador })).statusCode).toBe(403);
  });

  it('adds, edits and deletes a class', async () => {
    const created = await t.call('POST', '/api/ClasseMaterial', {
      token: admin,
      body: { classe: 'Classe E', descricao: 'Resíduos de teste' },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    const edited = await t.call('PUT', `/api/classeMaterial/${id}`, {
      token: admin,
      body: { classe: 'Classe E2', descricao: 'Alterada' },
    });
    expect(edited.statusCode).toBe(200);
    const found = await t.call('POST', '/api/ClasseMaterial/find', { token: admin, body: { where: { id } } });
    expect(found.json().data.rows[0]).toEqual({ id, classe: 'Classe E2', descricao: 'Alterada' });
    expect((await t.call('DELETE', `/api/ClasseMaterial/${id}`, { token: admin })).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/ClasseMaterial/${id}`, { token: admin })).statusCode).toBe(404);
  });

  it.each([
    [{ classe: '', descricao: 'x' }, 'Classe é obrigatório'],
    [{ classe: 'x', descricao: '' }, 'Descrição é obrigatório'],
    [{ classe: 'x'.repeat(101), descricao: 'x' }, undefined],
    [{ classe: 'x', descricao: 'x'.repeat(501) }, undefined],
  ])('answers 400 for %o', async (body, message) => {
    const res = await t.call('POST', '/api/ClasseMaterial', { token: admin, body });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().error.message).toBe(message);
  });

  it('refuses to delete a class in use (409)', async () => {
    const res = await t.call('DELETE', '/api/ClasseMaterial/1', { token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain(
      'Não foi possível removê-lo, pois existem outros registros vinculados',
    );
  });

  it('never offers CARGA MISTA in lookups, and CONTRATADA only to contracted persons', async () => {
    const forGerador = await classes(gerador);
    expect(forGerador).toContain('Classe A');
    expect(forGerador).not.toContain('CARGA MISTA');
    expect(forGerador).not.toContain('CONTRATADA');
    const contracted = await createPessoaComPerfil(t, { tipoPerfil: 1, contratadaSlu: true });
    const forContracted = await classes(contracted.token);
    expect(forContracted).toContain('CONTRATADA');
    expect(forContracted).not.toContain('CARGA MISTA');
    // Who maintains the catalogue sees every class.
    expect(await classes(admin)).toEqual(
      expect.arrayContaining(['CARGA MISTA', 'CONTRATADA', 'CLASSE MISTA']),
    );
  });
});

describe('TipoResiduo', () => {
  it('POST needs Manter Tipo de Resíduo inclui', async () => {
    const body = { nome: 'Gesso', descricao: 'Placas', idClasseMaterial: 2 };
    expect((await t.call('POST', '/api/TipoResiduo', { body })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/TipoResiduo', { token: gerador, body })).statusCode).toBe(403);
  });

  it('adds, edits, views with its class, and deletes a waste type', async () => {
    const created = await t.call('POST', '/api/TipoResiduo', {
      token: admin,
      body: { nome: 'Gesso', descricao: 'Placas de gesso', idClasseMaterial: 2 },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    const edited = await t.call('PUT', `/api/tiporesiduo/${id}`, {
      token: admin,
      body: { nome: 'Gesso acartonado', descricao: 'Placas', idClasseMaterial: 2 },
    });
    expect(edited.statusCode).toBe(200);
    const found = await t.call('POST', '/api/TipoResiduo/find', {
      token: gerador,
      body: { where: { id }, include: [{ model: 'ClasseMaterial', fields: ['id', 'classe'] }] },
    });
    expect(found.json().data.rows[0]).toMatchObject({
      nome: 'Gesso acartonado',
      classeMaterial: { id: 2, classe: 'Classe B' },
    });
    expect((await t.call('DELETE', `/api/TipoResiduo/${id}`, { token: admin })).statusCode).toBe(200);
  });

  it.each([
    [{ nome: '', descricao: 'x', idClasseMaterial: 1 }, 'Material - Tipo de Resíduo é obrigatório'],
    [{ nome: 'x', descricao: '', idClasseMaterial: 1 }, 'Descrição é obrigatório'],
    [{ nome: 'x', descricao: 'x' }, 'Classe de Material é obrigatório'],
    [{ nome: 'x', descricao: 'x', idClasseMaterial: 999 }, 'Classe de Material é obrigatório'],
  ])('answers 400 for %o', async (body, message) => {
    const res = await t.call('POST', '/api/TipoResiduo', { token: admin, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('hides waste types of classes a user may not choose', async () => {
    await t.call('POST', '/api/TipoResiduo', {
      token: admin,
      body: { nome: 'Carga mista de teste', descricao: 'x', idClasseMaterial: 7 },
    });
    const res = await t.call('POST', '/api/TipoResiduo/find', { token: gerador, body: { limit: 1000 } });
    const ids = res.json().data.rows.map((r: { idClasseMaterial: number }) => r.idClasseMaterial);
    expect(ids).not.toContain(7);
    expect(ids).not.toContain(5);
    const all = await t.call('POST', '/api/TipoResiduo/find', {
      token: admin,
      body: { where: { idClasseMaterial: 7 } },
    });
    expect(all.json().data.count).toBeGreaterThan(0);
  });
});
