import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { createTestContext, type TestContext } from '../../../test/helpers';
import {
  EXE,
  PDF,
  createPessoaComPerfil,
  demoTransportadorPerfil,
  insertSolicitacao,
  sendForm,
} from '../../../test/masterdata-factories';

let t: TestContext;
let transp: string;
let admin: string;
let other: Awaited<ReturnType<typeof createPessoaComPerfil>>;
let demoPerfil: number;

const veiculo = (over: Record<string, unknown> = {}) => ({
  placa: 'QWE4R56',
  marca: 'Scania',
  modelo: 'P 320',
  renavam: '98765432109',
  cor: 'Azul',
  ano: 2020,
  tipo: 'Basculante',
  volumeM3: 14,
  token: '112233',
  ...over,
});
const doc = { documento: { filename: 'crlv.pdf', content: PDF, contentType: 'application/pdf' } };

beforeAll(async () => {
  t = await createTestContext();
  transp = await t.login('transportador');
  admin = await t.login('admin');
  other = await createPessoaComPerfil(t, { tipoPerfil: 2, nome: 'Entulhos Planalto Ltda' });
  demoPerfil = await demoTransportadorPerfil(t);
});
afterAll(() => t.close());

describe('POST /veiculo', () => {
  it('needs a session (401) and Manter Veículo inclui (403)', async () => {
    expect((await sendForm(t, 'POST', '/api/veiculo', undefined, veiculo(), doc)).statusCode).toBe(401);
    const gerador = await t.login('gerador');
    expect((await sendForm(t, 'POST', '/api/veiculo', gerador, veiculo(), doc)).statusCode).toBe(403);
  });

  it('creates a vehicle of the transporter with its document, under both spellings of the path', async () => {
    const res = await sendForm(t, 'POST', '/api/Veiculo', transp, veiculo({ placa: 'qwe-4r56' }), doc);
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id;
    const found = await t.call('POST', '/api/veiculo/find', { token: transp, body: { where: { id } } });
    expect(found.json().data.rows[0]).toMatchObject({
      placa: 'QWE4R56',
      idPerfil: demoPerfil,
      poliguindaste: null,
      prestador: 0,
      possuiDocumento: true,
      nomeDocumento: 'crlv.pdf',
      numeroIdentificacao: `V${String(id).padStart(6, '0')}`,
    });
    const audit = await t.db.query(
      sql`SELECT acao FROM auditoria WHERE entidade = 'veiculo' AND id_registro = ${String(id)}`,
    );
    expect(audit).toEqual([{ acao: 'inclusao' }]);
  });

  it('refuses a duplicate plate in the same transporter with 409', async () => {
    const res = await sendForm(t, 'POST', '/api/veiculo', transp, veiculo(), doc);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Já existe um veículo com esta placa');
  });

  it.each([
    [{ placa: '' }, 'Placa é obrigatório'],
    [{ placa: 'AB12' }, 'Digite uma placa de veículo válida'],
    [{ marca: '' }, 'Marca é obrigatório'],
    [{ modelo: '' }, 'Modelo é obrigatório'],
    [{ renavam: '' }, 'Renavam é obrigatório'],
    [{ ano: '' }, 'Ano é obrigatório'],
    [{ ano: 1969 }, 'Ano inválido'],
    [{ ano: new Date().getFullYear() + 2 }, 'Ano inválido'],
    [{ tipo: '' }, 'Tipo é obrigatório'],
    [{ volumeM3: '' }, 'Volume (m³) é obrigatório'],
    [{ volumeM3: 0 }, 'O Volume precisa ser maior do que 0'],
    [{ volumeM3: 101 }, 'Intervalo Volume (m³) inválido, são aceitos apenas valores entre 0 e 100'],
    [{ tipo: 'Poliguindaste' }, 'Poliguindaste é obrigatório'],
    [{ token: '' }, 'Token é obrigatório'],
    [{ token: '12345' }, 'O token deve ter 6 caracteres'],
  ])('answers 400 for %o with the spec message', async (over, message) => {
    const res = await sendForm(
      t,
      'POST',
      '/api/veiculo',
      transp,
      veiculo({ placa: 'ZZZ9Z99', ...over }),
      doc,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('requires the document', async () => {
    const res = await sendForm(t, 'POST', '/api/veiculo', transp, veiculo({ placa: 'DOC1A23' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Nenhum documento foi anexado a este veículo');
  });

  it('checks the document by its content: an executable named .pdf gets 415', async () => {
    const res = await sendForm(t, 'POST', '/api/veiculo', transp, veiculo({ placa: 'EXE1A23' }), {
      documento: { filename: 'crlv.pdf', content: EXE, contentType: 'application/pdf' },
    });
    expect(res.statusCode).toBe(415);
    const rows = await t.db.query(sql`SELECT 1 FROM veiculo WHERE placa = 'EXE1A23'`);
    expect(rows).toHaveLength(0);
  });

  it('keeps the poliguindaste kind only for Poliguindaste vehicles', async () => {
    const res = await sendForm(
      t,
      'POST',
      '/api/veiculo',
      transp,
      veiculo({ placa: 'POL1A23', tipo: 'Poliguindaste', poliguindaste: 'Triplo' }),
      doc,
    );
    expect(res.statusCode).toBe(200);
    const basc = await sendForm(
      t,
      'POST',
      '/api/veiculo',
      transp,
      veiculo({ placa: 'BAS1A23', poliguindaste: 'Duplo' }),
      doc,
    );
    const rows = await t.db.query(
      sql`SELECT placa, poliguindaste FROM veiculo WHERE id IN (${res.json().data.id}, ${basc.json().data.id}) ORDER BY placa`,
    );
    expect(rows).toEqual([
      { placa: 'BAS1A23', poliguindaste: null },
      { placa: 'POL1A23', poliguindaste: 'Triplo' },
    ]);
  });

  it('lets staff choose the transporter and refuses a profile that is not a transporter', async () => {
    const ok = await sendForm(
      t,
      'POST',
      '/api/veiculo',
      admin,
      veiculo({ placa: 'ADM1A23', idPerfil: other.idPerfil }),
      doc,
    );
    expect(ok.statusCode).toBe(200);
    const none = await sendForm(t, 'POST', '/api/veiculo', admin, veiculo({ placa: 'ADM1A24' }), doc);
    expect(none.json().error.message).toBe('Não foi escolhido uma Transportadora.');
    const [gerador] = await t.db.query<{ id: number }>(
      sql`SELECT id FROM perfil WHERE id_tipo_perfil = 8 LIMIT 1`,
    );
    const wrong = await sendForm(
      t,
      'POST',
      '/api/veiculo',
      admin,
      veiculo({ placa: 'ADM1A25', idPerfil: gerador!.id }),
      doc,
    );
    expect(wrong.statusCode).toBe(400);
  });
});

describe('plate of another transporter (prestador)', () => {
  it('POST /find-veiculos-prestador tells own plate, other transporter plate and a free plate apart', async () => {
    expect(
      (await t.call('POST', '/api/find-veiculos-prestador', { body: { placa: 'ABC1D23' } })).statusCode,
    ).toBe(401);
    const own = await t.call('POST', '/api/find-veiculos-prestador', {
      token: transp,
      body: { placa: 'ABC1D23' },
    });
    expect(own.json().data).toMatchObject({
      exists: true,
      proprio: true,
      message: 'Veículo já cadastrado anteriormente, tente uma outra placa',
    });
    const fromOther = await t.call('POST', '/api/find-veiculos-prestador', {
      token: other.token,
      body: { placa: 'ABC1D23' },
    });
    expect(fromOther.json().data).toMatchObject({
      exists: true,
      proprio: false,
      transportador: 'Transportes Candango Ltda',
      message: 'Atenção! Este veículo já cadastrado para um outro Transportador',
      veiculo: { placa: 'ABC1D23', marca: 'Mercedes-Benz', tipo: 'Poliguindaste', poliguindaste: 'Duplo' },
    });
    expect(fromOther.json().data.veiculo.token).toBeUndefined();
    const free = await t.call('POST', '/api/find-veiculos-prestador', {
      token: transp,
      body: { placa: 'LIV1R23' },
    });
    expect(free.json().data).toEqual({ exists: false });
  });

  it('refuses the plate of another transporter unless kept as a service-provider vehicle', async () => {
    const refused = await sendForm(
      t,
      'POST',
      '/api/veiculo',
      other.token,
      veiculo({ placa: 'ABC1D23' }),
      doc,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Não é possível cadastrar este veículo. Veículo já cadastrado para outro transportador',
    );
    // As prestador the original's data is copied, whatever the form sent. The demo original has
    // no document, so this one must bring its own.
    const noDoc = await sendForm(
      t,
      'POST',
      '/api/veiculo',
      other.token,
      veiculo({ placa: 'ABC1D23', prestador: 1 }),
    );
    expect(noDoc.json().error.message).toBe('Nenhum documento foi anexado a este veículo');
    const res = await sendForm(
      t,
      'POST',
      '/api/veiculo',
      other.token,
      veiculo({ placa: 'ABC1D23', prestador: 1, marca: 'Outra' }),
      doc,
    );
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.query(sql`
      SELECT v.marca, v.tipo, v.poliguindaste, v.prestador, v.id_perfil, o.placa AS original, v.id_anexo_documento IS NOT NULL AS doc
      FROM veiculo v JOIN veiculo o ON o.id = v.id_veiculo_original WHERE v.id = ${res.json().data.id}`);
    expect(row).toEqual({
      marca: 'Mercedes-Benz',
      tipo: 'Poliguindaste',
      poliguindaste: 'Duplo',
      prestador: 1,
      id_perfil: other.idPerfil,
      original: 'ABC1D23',
      doc: true,
    });
  });
});

describe('PUT /veiculo/:id and scoping', () => {
  let id: number;
  beforeAll(async () => {
    const res = await sendForm(t, 'POST', '/api/veiculo', transp, veiculo({ placa: 'EDT1A23' }), doc);
    id = res.json().data.id;
  });

  it('needs altera or exclui', async () => {
    expect((await t.call('PUT', `/api/veiculo/${id}`, { body: { excluido: 1 } })).statusCode).toBe(401);
    const gerador = await t.login('gerador');
    expect(
      (await t.call('PUT', `/api/veiculo/${id}`, { token: gerador, body: { excluido: 1 } })).statusCode,
    ).toBe(403);
  });

  it('edits without a new document (the stored one stays) and checks plates again', async () => {
    const res = await sendForm(
      t,
      'PUT',
      `/api/veiculo/${id}`,
      transp,
      veiculo({ placa: 'EDT1A23', marca: 'Volvo' }),
    );
    expect(res.statusCode).toBe(200);
    const dup = await sendForm(t, 'PUT', `/api/veiculo/${id}`, transp, veiculo({ placa: 'JKL2E34' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('Já existe um veículo com esta placa');
  });

  it("hides another transporter's vehicles: find, edit, delete and document all miss them", async () => {
    const list = await t.call('POST', '/api/Veiculo/find', { token: other.token, body: { where: { id } } });
    expect(list.json().data.count).toBe(0);
    const edit = await sendForm(t, 'PUT', `/api/veiculo/${id}`, other.token, veiculo({ placa: 'EDT1A23' }));
    expect(edit.statusCode).toBe(404);
    const del = await t.call('PUT', `/api/veiculo/${id}`, { token: other.token, body: { excluido: 1 } });
    expect(del.statusCode).toBe(404);
    const file = await t.call('GET', `/api/veiculo/${id}/documento?format=file`, { token: other.token });
    expect(file.statusCode).toBe(404);
    const mine = await t.call('POST', '/api/veiculo/find', { token: transp, body: { limit: 100 } });
    expect(mine.json().data.rows.every((r: { idPerfil: number }) => r.idPerfil === demoPerfil)).toBe(true);
    const all = await t.call('POST', '/api/veiculo/find', {
      token: admin,
      body: {
        where: { idPerfil: other.idPerfil },
        include: [{ model: 'transportador', fields: ['nomeRazaoSocial'] }],
      },
    });
    expect(all.json().data.rows[0].transportador.nomeRazaoSocial).toBe('Entulhos Planalto Ltda');
  });

  it('copies the original document for a service-provider vehicle when none is sent', async () => {
    const third = await createPessoaComPerfil(t, { tipoPerfil: 9 });
    const res = await sendForm(
      t,
      'POST',
      '/api/veiculo',
      third.token,
      veiculo({ placa: 'EDT1A23', prestador: 1 }),
    );
    expect(res.statusCode).toBe(200);
    const file = await t.call('GET', `/api/veiculo/${res.json().data.id}/documento`, { token: third.token });
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('downloads the document, and tells whether there is one with format=count', async () => {
    const res = await t.call('GET', `/api/veiculo/${id}/documento?format=file`, { token: transp });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('crlv.pdf');
    expect(res.rawPayload.equals(PDF)).toBe(true);
    const count = await t.call('GET', `/api/Veiculo/${id}/documento?format=count`, { token: transp });
    expect(count.json().data).toEqual({ count: 1 });
  });

  it('soft deletes (exclui); an excluded vehicle cannot be edited; only administrators restore', async () => {
    const del = await t.call('PUT', `/api/veiculo/${id}`, { token: transp, body: { excluido: 1 } });
    expect(del.statusCode).toBe(200);
    expect(
      (await t.call('PUT', `/api/veiculo/${id}`, { token: transp, body: { excluido: 1 } })).statusCode,
    ).toBe(409);
    const edit = await sendForm(t, 'PUT', `/api/veiculo/${id}`, transp, veiculo({ placa: 'EDT1A23' }));
    expect(edit.statusCode).toBe(409);
    const restoreByOwner = await t.call('PUT', `/api/veiculo/${id}`, {
      token: transp,
      body: { excluido: 0 },
    });
    expect(restoreByOwner.statusCode).toBe(403);
    const restore = await t.call('PUT', `/api/veiculo/${id}`, { token: admin, body: { excluido: 0 } });
    expect(restore.statusCode).toBe(200);
    const [row] = await t.db.query(sql`SELECT excluido FROM veiculo WHERE id = ${id}`);
    expect(row).toEqual({ excluido: 0 });
  });

  it('refuses to restore when a live vehicle took the plate meanwhile', async () => {
    await t.call('PUT', `/api/veiculo/${id}`, { token: transp, body: { excluido: 1 } });
    const again = await sendForm(t, 'POST', '/api/veiculo', transp, veiculo({ placa: 'EDT1A23' }), doc);
    expect(again.statusCode).toBe(200);
    const restore = await t.call('PUT', `/api/veiculo/${id}`, { token: admin, body: { excluido: 0 } });
    expect(restore.statusCode).toBe(409);
    expect(restore.json().error.message).toBe('Já existe um veículo com esta placa');
  });

  it('does not delete a vehicle tied to a CTR in Enviada or Alocada', async () => {
    const res = await sendForm(t, 'POST', '/api/veiculo', transp, veiculo({ placa: 'BSY1A23' }), doc);
    const busy = res.json().data.id;
    await insertSolicitacao(t, { situacao: 'Alocada', idVeiculo: busy, idTransportador: demoPerfil });
    const del = await t.call('PUT', `/api/veiculo/${busy}`, { token: transp, body: { excluido: 1 } });
    expect(del.statusCode).toBe(409);
  });
});

describe('ViewVeiculosDisponiveis', () => {
  it('lists free vehicles of the transporter only (spec 2 §4)', async () => {
    const free = await sendForm(t, 'POST', '/api/veiculo', transp, veiculo({ placa: 'FRE1A23' }), doc);
    const used = await sendForm(t, 'POST', '/api/veiculo', transp, veiculo({ placa: 'USD1A23' }), doc);
    const usedId = used.json().data.id;
    await insertSolicitacao(t, { situacao: 'Destinada', idVeiculo: usedId, idTransportador: demoPerfil });
    await insertSolicitacao(t, { situacao: 'Enviada', idVeiculo: usedId, idTransportador: demoPerfil });

    const find = async (token: string) => {
      const res = await t.call('POST', '/api/ViewVeiculosDisponiveis/find', { token, body: { limit: 1000 } });
      expect(res.statusCode).toBe(200);
      return res.json().data.rows.map((r: { placa: string }) => r.placa) as string[];
    };
    const placas = await find(transp);
    expect(placas).toContain('FRE1A23');
    expect(placas).toContain('JKL2E34'); // never on a request
    expect(placas).toContain('ABC1D23'); // last request Destinada (an earlier one is Retirada)
    expect(placas).not.toContain('USD1A23'); // last request Enviada
    expect(placas).not.toContain('DEF4G56'); // last request Alocada
    expect(await find(other.token)).not.toContain('FRE1A23');

    await insertSolicitacao(t, { situacao: 'Cancelada', idVeiculo: usedId, idTransportador: demoPerfil });
    expect(await find(transp)).toContain('USD1A23');
    expect(free.statusCode).toBe(200);
  });
});
