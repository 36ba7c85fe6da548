import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { PDF, sendForm } from '../../../test/masterdata-factories';
import { mintToken } from '../../../test/security/sessions';

/** Issue #12: the quick-destination token is written by the vehicle form and never read back. */
let t: TestContext;
let transp: string;

const veiculo = (over: Record<string, unknown> = {}) => ({
  placa: 'TKN1A23',
  marca: 'Volvo',
  modelo: 'FMX',
  renavam: '12345678901',
  cor: 'Branca',
  ano: 2021,
  tipo: 'Basculante',
  volumeM3: 12,
  token: '135790',
  ...over,
});
const doc = { documento: { filename: 'crlv.pdf', content: PDF, contentType: 'application/pdf' } };
const tokenOf = async (id: number) =>
  (await t.db.query<{ token: string }>(sql`SELECT token FROM veiculo WHERE id = ${id}`))[0]!.token;

beforeAll(async () => {
  t = await createTestContext();
  transp = await mintToken(t, 'transportador@rcc.demo');
});
afterAll(() => t.close());

describe('vehicle token (write-only)', () => {
  it('is kept by an edit that leaves it blank, replaced by one that sends it, and never found', async () => {
    const created = await sendForm(t, 'POST', '/api/veiculo', transp, veiculo(), doc);
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;

    const found = await t.call('POST', '/api/Veiculo/find', { token: transp, body: { where: { id } } });
    expect(found.statusCode).toBe(200);
    expect(found.json().data.rows[0]).not.toHaveProperty('token');
    const asked = await t.call('POST', '/api/Veiculo/find', { token: transp, body: { fields: ['token'] } });
    expect(asked.statusCode).toBe(400);

    const blank = await sendForm(
      t,
      'PUT',
      `/api/veiculo/${id}`,
      transp,
      veiculo({ marca: 'Iveco', token: '' }),
    );
    expect(blank.statusCode).toBe(200);
    expect(await tokenOf(id)).toBe('135790');

    const changed = await sendForm(t, 'PUT', `/api/veiculo/${id}`, transp, veiculo({ token: '864200' }));
    expect(changed.statusCode).toBe(200);
    expect(await tokenOf(id)).toBe('864200');

    const wrong = await sendForm(t, 'PUT', `/api/veiculo/${id}`, transp, veiculo({ token: '12' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('O token deve ter 6 caracteres');
  });
});
