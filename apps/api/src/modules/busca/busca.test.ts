import crypto from 'node:crypto';
import { formatCpfCnpj } from '@rcc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { createCtr, createTransportador, createVeiculo, demoIds } from '../../../test/ctr-factories';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createPessoaComPerfil } from '../../../test/masterdata-factories';

interface Item {
  tipo: string;
  id: number;
  titulo: string;
  descricao: string;
}

let t: TestContext;
let ids: Awaited<ReturnType<typeof demoIds>>;
/** Generator B: its own person, profile, work site and CTR, unrelated to the demo generator (A). */
let b: { token: string; obra: number; obraNome: string; ctr: number };

const busca = async (token: string, q: string) => {
  const res = await t.call('GET', `/api/busca?q=${encodeURIComponent(q)}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.itens as Item[];
};

beforeAll(async () => {
  t = await createTestContext();
  ids = await demoIds(t.db);
  const gerador = await createPessoaComPerfil(t, { tipoPerfil: 8, nome: 'Gerador Beta da Silva' });
  const obraNome = `Obra Sigilosa ${crypto.randomBytes(3).toString('hex')}`;
  const [obra] = await t.db.query<{ id: number }>(sql`
    INSERT INTO obra (id_gerador, nome_obra, duracao_inicial, duracao_final, possui_alvara, cep, uf, cod_ibge, bairro,
      endereco, numero)
    VALUES (${gerador.idPerfil}, ${obraNome}, current_date, current_date + 30, 0, '70000000', 'DF', 5300108, 'Asa Sul',
      'Quadra 2', '2') RETURNING id`);
  const ctr = await createCtr(t.db, {
    obra: obra!.id,
    gerador: gerador.idPerfil,
    transportador: ids.transportador,
  });
  b = { token: gerador.token, obra: obra!.id, obraNome, ctr };
}, 60_000);

afterAll(() => t.close());

describe('GET /api/busca', () => {
  it('needs a session', async () => {
    const res = await t.call('GET', '/api/busca?q=123');
    expect(res.statusCode).toBe(401);
  });

  it('refuses a query shorter than 2 characters with a Portuguese message', async () => {
    const res = await t.call('GET', '/api/busca?q=a', { token: await t.login('admin') });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/ao menos 2 caracteres/);
    // A one-digit CTR number is a whole search (CTR nº 7 of a new city).
    expect((await t.call('GET', '/api/busca?q=7', { token: await t.login('admin') })).statusCode).toBe(200);
  });

  it('a generator does not find another generator’s work site nor its CTR', async () => {
    const a = await t.login('gerador');
    expect(await busca(a, b.obraNome)).toEqual([]);
    expect(await busca(a, String(b.ctr))).toEqual([]);
    // The owner finds both: the search itself works, the scope is what hid them.
    expect(await busca(b.token, b.obraNome)).toContainEqual(
      expect.objectContaining({ tipo: 'obra', id: b.obra }),
    );
    expect(await busca(b.token, `CTR ${b.ctr}`)).toContainEqual(
      expect.objectContaining({ tipo: 'ctr', id: b.ctr, titulo: `CTR ${b.ctr}` }),
    );
  });

  it('a generator does not find other people by name or CPF/CNPJ', async () => {
    const a = await t.login('gerador');
    expect((await busca(a, 'Gerador Beta')).filter((i) => i.tipo === 'pessoa')).toEqual([]);
  });

  it('the transporter finds its CTR by number and its vehicle by plate; not another transporter’s CTR', async () => {
    const token = await t.login('transportador');
    const own = await createCtr(t.db, ids);
    expect(await busca(token, String(own))).toEqual([expect.objectContaining({ tipo: 'ctr', id: own })]);
    const veiculo = await createVeiculo(t.db, ids.transportador);
    expect(await busca(token, veiculo.placa.slice(0, 3) + '-' + veiculo.placa.slice(3))).toContainEqual(
      expect.objectContaining({ tipo: 'veiculo', id: veiculo.id }),
    );
    const other = await createTransportador(t);
    const foreign = await createCtr(t.db, { ...ids, transportador: other.idPerfil });
    expect(await busca(token, String(foreign))).toEqual([]);
    expect(await busca(other.token, String(foreign))).toEqual([expect.objectContaining({ id: foreign })]);
  });

  it('the administrator finds the demo transporter by CNPJ, typed with or without the mask', async () => {
    const [demo] = await t.db.query<{ id: number; cpf_cnpj: string; nome_razao_social: string }>(sql`
      SELECT p.id, p.cpf_cnpj, p.nome_razao_social FROM pessoa p JOIN usuario u ON u.id_pessoa = p.id
      WHERE u.email = 'transportador@rcc.demo'`);
    const admin = await t.login('admin');
    for (const q of [demo!.cpf_cnpj, formatCpfCnpj(demo!.cpf_cnpj)]) {
      expect(await busca(admin, q)).toContainEqual(
        expect.objectContaining({ tipo: 'pessoa', id: demo!.id, titulo: demo!.nome_razao_social }),
      );
    }
    // And any CTR, by number.
    expect(await busca(admin, String(b.ctr))).toContainEqual(
      expect.objectContaining({ tipo: 'ctr', id: b.ctr }),
    );
  });

  it('takes the user’s wildcards literally', async () => {
    const admin = await t.login('admin');
    expect(await busca(admin, '%%%')).toEqual([]);
  });
});
