import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { createCacamba, createVeiculo, demoIds } from '../../../test/ctr-factories';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { validCpf } from '../../../test/security/factories';
import { mintToken } from '../../../test/security/sessions';

/**
 * Issue #12 item 1: 'Enviar Transporte não Solicitado' finds its generator by the EXACT CPF/CNPJ
 * and gets only what the form needs; the person registry stays closed to the transporter.
 */
let t: TestContext;
let transp: string;
let ids: Awaited<ReturnType<typeof demoIds>>;
let gerador: { id: number; doc: string; nome: string };
const lookup = (token: string | undefined, cpfCnpj: unknown) =>
  t.call('POST', '/api/enviar_transporte_nao_solicitado/gerador', {
    ...(token ? { token } : {}),
    body: { cpfCnpj },
  });

beforeAll(async () => {
  t = await createTestContext();
  transp = await mintToken(t, 'transportador@rcc.demo');
  ids = await demoIds(t.db);
  const [g] = await t.db.query<typeof gerador>(sql`
    SELECT p.id, p.cpf_cnpj AS doc, p.nome_razao_social AS nome FROM pessoa p
    JOIN perfil pf ON pf.id_pessoa = p.id WHERE pf.id = ${ids.gerador}`);
  gerador = g!;
});
afterAll(() => t.close());

describe('POST /enviar_transporte_nao_solicitado/gerador', () => {
  it('answers the name, a masked document and the generator profile — nothing else', async () => {
    const masked = `${gerador.doc.slice(0, 3)}.${gerador.doc.slice(3, 6)}.${gerador.doc.slice(6, 9)}-${gerador.doc.slice(9)}`;
    for (const typed of [gerador.doc, masked]) {
      const res = await lookup(transp, typed);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(Object.keys(data).sort()).toEqual([
        'cpfCnpj',
        'idGerador',
        'idPessoa',
        'nomeRazaoSocial',
        'tipoPessoa',
      ]);
      expect(data).toMatchObject({
        idPessoa: gerador.id,
        nomeRazaoSocial: gerador.nome,
        idGerador: ids.gerador,
      });
      expect(data.cpfCnpj).not.toContain(gerador.doc.slice(0, 3));
      expect(data.cpfCnpj).toMatch(/\*/);
    }
  });

  it('matches the exact document only: a prefix is invalid (400), an unknown one is 404', async () => {
    expect((await lookup(transp, gerador.doc.slice(0, 6))).statusCode).toBe(400);
    expect((await lookup(transp, `${gerador.doc.slice(0, 6)}%`)).statusCode).toBe(400);
    const unknown = await lookup(transp, validCpf(987_654));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(
      'Nenhuma pessoa cadastrada com este CPF/CNPJ: preencha os dados do gerador.',
    );
  });

  it('is for who sends non-requested transports: 401 without a session, 403 for a citizen', async () => {
    expect((await lookup(undefined, gerador.doc)).statusCode).toBe(401);
    const cidadao = await mintToken(t, 'cidadao@rcc.demo');
    expect((await lookup(cidadao, gerador.doc)).statusCode).toBe(403);
  });

  it("the transporter's Pessoa/find is refused: the registry is not the form's lookup any more", async () => {
    const res = await t.call('POST', '/api/Pessoa/find', {
      token: transp,
      body: { where: { cpfCnpj: gerador.doc } },
    });
    expect(res.statusCode).toBe(403);
  });

  it('sends a new work site of a registered generator without its contact data', async () => {
    const v = await createVeiculo(t.db, ids.transportador);
    const bin = await createCacamba(t.db, ids.transportador);
    const obra = {
      nomeObra: 'Reforma do galpão',
      duracaoInicial: '2026-05-01',
      duracaoFinal: '2026-07-01',
      possuiAlvara: 0,
      cep: '72000-000',
      endereco: 'Quadra 3',
      bairro: 'Taguatinga',
      numero: '7',
      codIbge: 5300108,
      uf: 'DF',
      residuos: [{ idTipoResiduo: 1, volume: 4 }],
    };
    const body = (pessoa: Record<string, unknown>) => ({
      obraExistente: false,
      tipoPessoa: 'F',
      quantidadeCacambas: 1,
      naoSolicitado: 'S',
      idVeiculo: v.id,
      idCacamba: bin.id,
      idResiduoPredominante: 1,
      obra: {
        ...obra,
        pessoa: {
          tipoPessoa: 'F',
          cep: '72000000',
          endereco: 'Quadra 3',
          bairro: 'Taguatinga',
          numero: '7',
          ...pessoa,
        },
      },
    });
    const send = (b: unknown) =>
      t.call('POST', '/api/enviar_transporte_nao_solicitado', { token: transp, body: b });
    // A person not registered yet still needs its e-mail and celular.
    const novo = await send(body({ cpfCnpj: validCpf(987_654), nomeRazaoSocial: 'Pessoa Nova' }));
    expect(novo.statusCode).toBe(400);
    expect(novo.json().error.message).toBe('O preenchimento do campo: E-mail é obrigatório.');
    const before = await t.db.query(sql`SELECT email, celular FROM pessoa WHERE id = ${gerador.id}`);
    const res = await send(body({ cpfCnpj: gerador.doc, nomeRazaoSocial: gerador.nome }));
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.query<{ idGerador: number }>(
      sql`SELECT id_gerador AS "idGerador" FROM solicitacao_transporte WHERE id = ${res.json().data.id}`,
    );
    expect(row!.idGerador).toBe(ids.gerador);
    expect(await t.db.query(sql`SELECT email, celular FROM pessoa WHERE id = ${gerador.id}`)).toEqual(before);
  });

  it('a user cannot walk the registry: past 20 free lookups that find nobody, each miss makes it wait (429)', async () => {
    const other = await mintToken(t, 'admin@rcc.demo');
    for (let n = 0; n <= 20; n++) expect((await lookup(other, validCpf(7_000 + n))).statusCode).toBe(404);
    const blocked = await lookup(other, validCpf(7_100));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/Aguarde \d+ segundos?/);
    // Even a document that exists waits: the answer must not tell them apart meanwhile.
    expect((await lookup(other, gerador.doc)).statusCode).toBe(429);
    // Another user keeps its own budget.
    expect((await lookup(transp, gerador.doc)).statusCode).toBe(200);
  });
});
