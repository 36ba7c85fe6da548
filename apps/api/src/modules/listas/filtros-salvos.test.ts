import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('saved filters per grid and user (issue #17 item 5)', () => {
  it('saves, lists, replaces by name and deletes only the user’s own filters', async () => {
    const admin = await t.login('admin');
    const outro = await t.login('transportador');
    const save = (token: string, body: unknown) => t.call('POST', '/api/filtros-salvos', { token, body });
    const list = async (token: string, grade = 'localizar-ctr') => {
      const res = await t.call('GET', `/api/filtros-salvos?grade=${grade}`, { token });
      expect(res.statusCode).toBe(200);
      return res.json().data.rows as Array<{ id: number; nome: string; consulta: string }>;
    };
    const a = await save(admin, { grade: 'localizar-ctr', nome: 'Enviadas', consulta: 'situacao=Enviada' });
    expect(a.statusCode, a.body).toBe(200);
    await save(admin, {
      grade: 'localizar-ctr',
      nome: 'Alocadas',
      consulta: 'situacao=Alocada&ordem=id.asc',
    });
    expect((await list(admin)).map((f) => f.nome)).toEqual(['Alocadas', 'Enviadas']);
    // Same name: replaced, not duplicated.
    const again = await save(admin, {
      grade: 'localizar-ctr',
      nome: 'Enviadas',
      consulta: 'situacao=Enviada&porPagina=5',
    });
    expect(again.json().data.id).toBe(a.json().data.id);
    expect((await list(admin)).find((f) => f.nome === 'Enviadas')?.consulta).toBe(
      'situacao=Enviada&porPagina=5',
    );
    // Per grid and per user.
    expect(await list(admin, 'veiculos')).toEqual([]);
    expect(await list(outro)).toEqual([]);
    const id = a.json().data.id as number;
    expect((await t.call('DELETE', `/api/filtros-salvos/${id}`, { token: outro })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/filtros-salvos/${id}`, { token: admin })).statusCode).toBe(200);
    expect((await list(admin)).map((f) => f.nome)).toEqual(['Alocadas']);
  });

  it('refuses a nameless filter or a bad grid key, and anonymous callers', async () => {
    const admin = await t.login('admin');
    const bad = await t.call('POST', '/api/filtros-salvos', {
      token: admin,
      body: { grade: 'localizar-ctr', nome: '  ', consulta: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields?.nome).toBe('Informe um nome para o filtro.');
    const grade = await t.call('GET', '/api/filtros-salvos?grade=Nao%20Pode', { token: admin });
    expect(grade.statusCode).toBe(400);
    expect((await t.call('GET', '/api/filtros-salvos?grade=localizar-ctr')).statusCode).toBe(401);
  });
});
