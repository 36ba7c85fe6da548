import { dataBrasilia } from '@rcc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { createTestContext, type TestContext } from '../../../test/helpers';
import {
  EXE,
  PDF,
  createPessoaComPerfil,
  demoGeradorPerfil,
  demoTransportadorPerfil,
  sendForm,
} from '../../../test/masterdata-factories';

let t: TestContext;
let gerador: string;
let admin: string;
let transp: string;
let demoTransp: number;
let demoGerador: number;

const DAY = 86_400_000;
const obra = (over: Record<string, unknown> = {}) => ({
  nomeObra: 'Construção Edifício Aurora',
  duracaoInicial: Date.now() + DAY,
  duracaoFinal: Date.now() + 90 * DAY,
  possuiAlvara: 0,
  cep: '71908720',
  codIbge: 5300108,
  bairro: 'Águas Claras',
  endereco: 'Rua 12 Norte',
  numero: '4',
  shape: JSON.stringify({ type: 'Point', coordinates: [-48.02, -15.83] }),
  observacao: 'Prédio residencial',
  obraTipoResiduos: JSON.stringify([
    { idTipoResiduo: 1, volume: 12 },
    { idTipoResiduo: 2, volume: 3 },
  ]),
  obraTransportadores: JSON.stringify([{ idPerfil: demoTransp }]),
  ...over,
});
const pgrcc = (content: Buffer = PDF, filename = 'pgrcc.pdf') => ({
  pgrcc: { filename, content, contentType: 'application/pdf' },
});

beforeAll(async () => {
  t = await createTestContext();
  gerador = await t.login('gerador');
  admin = await t.login('admin');
  transp = await t.login('transportador');
  demoTransp = await demoTransportadorPerfil(t);
  demoGerador = await demoGeradorPerfil(t);
});
afterAll(() => t.close());

describe('POST /Obra', () => {
  it('needs a session (401) and Manter Obra inclui (403)', async () => {
    expect((await sendForm(t, 'POST', '/api/Obra', undefined, obra())).statusCode).toBe(401);
    expect((await sendForm(t, 'POST', '/api/Obra', transp, obra())).statusCode).toBe(403);
  });

  it('creates the work site of the generator with its waste rows, transporters and PGRCC', async () => {
    const res = await sendForm(t, 'POST', '/api/Obra', gerador, obra(), pgrcc());
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id;
    const found = await t.call('POST', '/api/Obra/find', {
      token: gerador,
      body: { where: { id }, include: ['obraTipoResiduos', 'transportadores', 'gerador'] },
    });
    const row = found.json().data.rows[0];
    expect(row).toMatchObject({
      idGerador: demoGerador,
      nomeObra: 'Construção Edifício Aurora',
      duracaoInicial: dataBrasilia(new Date(Date.now() + DAY)),
      uf: 'DF',
      possuiPgrcc: true,
      pgrccNomeArquivo: 'pgrcc.pdf',
      shape: { type: 'Point', coordinates: [-48.02, -15.83] },
    });
    expect(
      row.obraTipoResiduos.map((r: { idTipoResiduo: number; volume: number }) => [r.idTipoResiduo, r.volume]),
    ).toEqual([
      [1, 12],
      [2, 3],
    ]);
    expect(row.transportadores[0].nomeRazaoSocial).toBe('Transportes Candango Ltda');
  });

  it('refuses a duplicate name of the same generator with the spec message (409)', async () => {
    const res = await sendForm(
      t,
      'POST',
      '/api/obra',
      gerador,
      obra({ nomeObra: 'construção edifício aurora' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('A obra construção edifício aurora informada já está cadastrada.');
  });

  it('refuses a PGRCC of 2 MB with 413 and an executable renamed .pdf with 415, saving nothing', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024, 32)]);
    const tooBig = await sendForm(
      t,
      'POST',
      '/api/Obra',
      gerador,
      obra({ nomeObra: 'Obra Grande' }),
      pgrcc(big),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe('Só é permitido anexar um arquivo com tamanho máximo: 1MB.');
    const exe = await sendForm(t, 'POST', '/api/Obra', gerador, obra({ nomeObra: 'Obra Exe' }), pgrcc(EXE));
    expect(exe.statusCode).toBe(415);
    const rows = await t.db.query(sql`SELECT 1 FROM obra WHERE nome_obra IN ('Obra Grande', 'Obra Exe')`);
    expect(rows).toHaveLength(0);
  });

  it('accepts the office formats by content (legacy doc and docx)', async () => {
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    const doc = await sendForm(
      t,
      'POST',
      '/api/Obra',
      gerador,
      obra({ nomeObra: 'Obra Doc' }),
      pgrcc(ole, 'plano.doc'),
    );
    expect(doc.statusCode).toBe(200);
    const zip = Buffer.concat([
      Buffer.from('PK\x03\x04', 'latin1'),
      Buffer.from('[Content_Types].xml word/document.xml'),
    ]);
    const docx = await sendForm(
      t,
      'POST',
      '/api/Obra',
      gerador,
      obra({ nomeObra: 'Obra Docx' }),
      pgrcc(zip, 'plano.docx'),
    );
    expect(docx.statusCode).toBe(200);
  });

  it.each([
    [{ nomeObra: '' }, 'Alguns campos obrigatórios não foram preenchidos.'],
    [{ duracaoInicial: '' }, 'Alguns campos obrigatórios não foram preenchidos.'],
    [{ possuiAlvara: 1 }, 'Alguns campos obrigatórios não foram preenchidos.'],
    [
      { duracaoInicial: Date.now() - 3 * DAY },
      'A data de duração inicial não pode ser anterior à data de hoje.',
    ],
    [
      { duracaoFinal: Date.now() - DAY + 3 * DAY, duracaoInicial: Date.now() + 5 * DAY },
      'A data de duração final não pode ser anterior que data de duração inicial',
    ],
    [{ cep: '' }, 'CEP inválido'],
    [{ bairro: '' }, 'Alguns campos obrigatórios do endereço não foram preenchidos.'],
    [{ obraTransportadores: '[]' }, 'Não há nenhuma transportadora.'],
    [{ obraTransportadores: JSON.stringify([{ idPerfil: 1 }]) }, 'Não foi escolhido uma Transportadora.'],
    [{ obraTipoResiduos: JSON.stringify([{ volume: 2 }]) }, 'Não foi escolhido um Tipo de Residuo.'],
    [{ obraTipoResiduos: JSON.stringify([{ idTipoResiduo: 1 }]) }, 'Não foi digitado o Volume.'],
    [
      {
        obraTipoResiduos: JSON.stringify([
          { idTipoResiduo: 1, volume: 1 },
          { idTipoResiduo: 1, volume: 2 },
        ]),
      },
      'A Classe de Material ou Tipo de Resíduo já foi informada.',
    ],
  ])('answers 400 for %o', async (over, message) => {
    const res = await sendForm(t, 'POST', '/api/Obra', gerador, obra({ nomeObra: 'Obra Inválida', ...over }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('names the repeated transporter', async () => {
    const res = await sendForm(
      t,
      'POST',
      '/api/Obra',
      gerador,
      obra({
        nomeObra: 'Obra Rep',
        obraTransportadores: JSON.stringify([{ idPerfil: demoTransp }, { idPerfil: demoTransp }]),
      }),
    );
    expect(res.json().error.message).toBe('O transportador Transportes Candango Ltda já foi informado.');
  });

  it('never accepts CARGA MISTA, and CONTRATADA only for a contracted generator', async () => {
    const [carga] = await t.db.query<{ id: number }>(sql`
      INSERT INTO tipo_residuo (nome, descricao, id_classe_material) VALUES ('Mista', 'Carga mista', 7) RETURNING id`);
    const [contratada] = await t.db.query<{ id: number }>(sql`
      INSERT INTO tipo_residuo (nome, descricao, id_classe_material) VALUES ('Entulho', 'Recolhido', 5) RETURNING id`);
    const rows = (id: number) => JSON.stringify([{ idTipoResiduo: id, volume: 1 }]);
    const mista = await sendForm(
      t,
      'POST',
      '/api/Obra',
      gerador,
      obra({ nomeObra: 'M1', obraTipoResiduos: rows(carga!.id) }),
    );
    expect(mista.json().error.message).toBe('A Classe de Material informada não pode ser selecionada.');
    const notContracted = await sendForm(
      t,
      'POST',
      '/api/Obra',
      gerador,
      obra({ nomeObra: 'M2', obraTipoResiduos: rows(contratada!.id) }),
    );
    expect(notContracted.statusCode).toBe(400);
    const contracted = await createPessoaComPerfil(t, { tipoPerfil: 1, contratadaSlu: true });
    const ok = await sendForm(
      t,
      'POST',
      '/api/Obra',
      contracted.token,
      obra({ nomeObra: 'M3', obraTipoResiduos: rows(contratada!.id) }),
    );
    expect(ok.statusCode).toBe(200);
  });

  it('lets staff create for a chosen generator profile only', async () => {
    const none = await sendForm(t, 'POST', '/api/Obra', admin, obra({ nomeObra: 'Obra Adm' }));
    expect(none.json().error.message).toBe('O gerador informado é inválido.');
    const ok = await sendForm(
      t,
      'POST',
      '/api/Obra',
      admin,
      obra({ nomeObra: 'Obra Adm', idGerador: demoGerador }),
    );
    expect(ok.statusCode).toBe(200);
  });
});

describe('PUT, DELETE, PGRCC and scoping', () => {
  let id: number;
  let outro: Awaited<ReturnType<typeof createPessoaComPerfil>>;
  beforeAll(async () => {
    const res = await sendForm(t, 'POST', '/api/Obra', gerador, obra({ nomeObra: 'Obra Editável' }), pgrcc());
    id = res.json().data.id;
    outro = await createPessoaComPerfil(t, { tipoPerfil: 8 });
  });

  it('PUT needs altera (403) and the reason for change', async () => {
    expect((await sendForm(t, 'PUT', `/api/Obra/${id}`, transp, obra())).statusCode).toBe(403);
    const res = await sendForm(t, 'PUT', `/api/Obra/${id}`, gerador, obra({ nomeObra: 'Obra Editável' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Na edição de obras o campo Motivo da Alteração é obrigatório.');
  });

  it('edits, replaces step 2 and keeps a past start that did not change', async () => {
    await t.db.query(sql`UPDATE obra SET duracao_inicial = current_date - 10 WHERE id = ${id}`);
    const [current] = await t.db.query<{ duracao_inicial: string }>(
      sql`SELECT duracao_inicial FROM obra WHERE id = ${id}`,
    );
    const res = await sendForm(
      t,
      'PUT',
      `/api/Obra/${id}`,
      gerador,
      obra({
        nomeObra: 'Obra Editada',
        duracaoInicial: current!.duracao_inicial,
        motivoAlteracao: 'Prazo estendido',
        obraTipoResiduos: JSON.stringify([{ idTipoResiduo: 3, volume: 8 }]),
      }),
    );
    expect(res.statusCode).toBe(200);
    const rows = await t.db.query(
      sql`SELECT id_tipo_residuo, volume FROM obra_tipo_residuo WHERE id_obra = ${id}`,
    );
    expect(rows).toEqual([{ id_tipo_residuo: 3, volume: 8 }]);
    const [audit] = await t.db.query<{ dados: { motivoAlteracao: string } }>(sql`
      SELECT dados FROM auditoria WHERE entidade = 'obra' AND id_registro = ${String(id)} AND acao = 'alteracao'`);
    expect(audit!.dados.motivoAlteracao).toBe('Prazo estendido');
  });

  it('serves the PGRCC to the owner and a linked transporter, not to another generator', async () => {
    const own = await t.call('GET', `/api/Obra/${id}/pgrcc?format=file`, { token: gerador });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(PDF)).toBe(true);
    expect((await t.call('GET', `/api/obra/${id}/pgrcc?format=file`, { token: transp })).statusCode).toBe(
      200,
    );
    expect(
      (await t.call('GET', `/api/Obra/${id}/pgrcc?format=file`, { token: outro.token })).statusCode,
    ).toBe(404);
  });

  it("hides another generator's work sites: find, edit and delete miss them", async () => {
    const found = await t.call('POST', '/api/Obra/find', { token: outro.token, body: { where: { id } } });
    expect(found.json().data.count).toBe(0);
    const edit = await sendForm(t, 'PUT', `/api/Obra/${id}`, outro.token, obra({ motivoAlteracao: 'x' }));
    expect(edit.statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/Obra/${id}`, { token: outro.token })).statusCode).toBe(404);
    const tipos = await t.call('POST', '/api/ObraTipoResiduo/find', {
      token: outro.token,
      body: { where: { idObra: id } },
    });
    expect(tipos.json().data.count).toBe(0);
    const all = await t.call('POST', '/api/Obra/find', { token: admin, body: { where: { id } } });
    expect(all.json().data.count).toBe(1);
  });

  it('removes the PGRCC with removePgrcc', async () => {
    const res = await sendForm(
      t,
      'PUT',
      `/api/Obra/${id}`,
      gerador,
      obra({ nomeObra: 'Obra Editada', motivoAlteracao: 'Plano substituído', removePgrcc: 1 }),
    );
    expect(res.statusCode).toBe(200);
    expect((await t.call('GET', `/api/Obra/${id}/pgrcc`, { token: gerador })).statusCode).toBe(404);
    const count = await t.call('GET', `/api/Obra/${id}/pgrcc?format=count`, { token: gerador });
    expect(count.json().data).toEqual({ count: 0 });
  });

  it('deletes (soft): gone from lists, and the name is free again', async () => {
    expect((await t.call('DELETE', `/api/Obra/${id}`, { token: transp })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/Obra/${id}`, { token: gerador })).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/Obra/${id}`, { token: gerador })).statusCode).toBe(404);
    const found = await t.call('POST', '/api/Obra/find', { token: gerador, body: { where: { id } } });
    expect(found.json().data.count).toBe(0);
    const again = await sendForm(t, 'POST', '/api/Obra', gerador, obra({ nomeObra: 'Obra Editada' }));
    expect(again.statusCode).toBe(200);
  });
});

describe('transporter and destination lookups', () => {
  it('ViewTransportador lists validated transporter profiles with their person; ViewDestinoFinal type 3', async () => {
    expect((await t.call('POST', '/api/ViewTransportador/find', { body: {} })).statusCode).toBe(401);
    const pending = await createPessoaComPerfil(t, { tipoPerfil: 2, nome: 'Pendente Transportes Ltda' });
    await t.db.query(sql`UPDATE perfil SET situacao_validacao = 'P' WHERE id = ${pending.idPerfil}`);
    const res = await t.call('POST', '/api/ViewTransportador/find', { token: gerador, body: { limit: 100 } });
    const names = res.json().data.rows.map((r: { nomeRazaoSocial: string }) => r.nomeRazaoSocial);
    expect(names).toContain('Transportes Candango Ltda');
    expect(names).not.toContain('Pendente Transportes Ltda');
    expect(
      res.json().data.rows.every((r: { situacaoValidacao: string }) => r.situacaoValidacao === 'A'),
    ).toBe(true);
    const dest = await t.call('POST', '/api/ViewDestinoFinal/find', { token: transp, body: {} });
    expect(dest.json().data.rows[0]).toMatchObject({
      nomeRazaoSocial: 'ATT Ceilândia Reciclagem Ltda',
      tipoDestinoFinal: 'ATT',
    });
  });
});
