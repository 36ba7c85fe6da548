import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** Demo occurrence of the citizen still waiting for an answer. */
async function aguardando(): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO ocorrencia (id_usuario_registro, irregularidade_com, descricao_irregularidade, identificacao_cacamba,
       lon, lat, id_anexo_foto)
     SELECT u.id, 'Caçamba', 'Caçamba sem CTR', 'sem número', -47.9, -15.8, (SELECT min(id) FROM anexo)
     FROM usuario u WHERE u.email = 'cidadao@rcc.demo' RETURNING id`,
  );
  return row!.id;
}

describe('PUT Ocorrencia/:id (answer)', () => {
  it('needs altera on Acompanhar Ocorrência', async () => {
    const id = await aguardando();
    const body = { respostaOrgao: 'x', situacao: 'Em andamento' };
    expect((await t.call('PUT', `/api/Ocorrencia/${id}`, { body })).statusCode).toBe(401);
    const res = await t.call('PUT', `/api/Ocorrencia/${id}`, { token: await t.login('cidadao'), body });
    expect(res.statusCode).toBe(403);
  });

  it('saves a draft (Em andamento), then sends it (Respondida) with a mail to the citizen, then locks it', async () => {
    const id = await aguardando();
    const token = await t.login('fiscal');
    let res = await t.call('PUT', `/api/Ocorrencia/${id}`, {
      token,
      body: { respostaOrgao: 'Vistoria agendada.', improcedente: 'N', situacao: 'Em andamento' },
    });
    expect(res.statusCode).toBe(200);
    let [row] = await t.db.query<{ situacao: string }>(`SELECT situacao FROM ocorrencia WHERE id = ${id}`);
    expect(row!.situacao).toBe('Em andamento');
    expect(
      await t.db.query(`SELECT 1 FROM email_fila WHERE assunto = 'Resposta da ocorrência nº ${id}'`),
    ).toHaveLength(0);

    res = await t.call('PUT', `/api/Ocorrencia/${id}`, {
      token,
      body: {
        respostaOrgao: 'A caçamba foi recolhida <b>hoje</b>.',
        improcedente: 'S',
        situacao: 'Respondida',
      },
    });
    expect(res.statusCode).toBe(200);
    [row] = await t.db.query<{ situacao: string }>(
      `SELECT situacao, improcedente FROM ocorrencia WHERE id = ${id}`,
    );
    expect(row).toMatchObject({ situacao: 'Respondida', improcedente: 'S' });
    const mails = await t.db.query<{ para: string; texto: string; html: string }>(
      `SELECT para, texto, html FROM email_fila WHERE assunto = 'Resposta da ocorrência nº ${id}'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.para).toBe('cidadao@rcc.demo');
    expect(mails[0]!.texto).toContain('A caçamba foi recolhida <b>hoje</b>.');
    expect(mails[0]!.html).toContain('&lt;b&gt;hoje&lt;/b&gt;');

    const again = await t.call('PUT', `/api/Ocorrencia/${id}`, {
      token,
      body: { respostaOrgao: 'mudando', situacao: 'Em andamento' },
    });
    expect(again.statusCode).toBe(409);

    // The citizen sees it answered, with the response.
    const own = await t.call('POST', '/api/ViewOcorrencia/find', {
      token: await t.login('cidadao'),
      body: { where: { id } },
    });
    expect(own.json().data.rows[0]).toMatchObject({
      situacao: 'Respondida',
      respostaOrgao: 'A caçamba foi recolhida <b>hoje</b>.',
    });
  });

  it('refuses a response over 500 characters and sending without a response', async () => {
    const id = await aguardando();
    const token = await t.login('fiscal');
    let res = await t.call('PUT', `/api/Ocorrencia/${id}`, {
      token,
      body: { respostaOrgao: 'x'.repeat(501), situacao: 'Em andamento' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('A resposta aceita até 500 caracteres.');
    res = await t.call('PUT', `/api/Ocorrencia/${id}`, { token, body: { situacao: 'Respondida' } });
    expect(res.statusCode).toBe(400);
    expect(
      (await t.call('PUT', '/api/Ocorrencia/999999', { token, body: { situacao: 'Em andamento' } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST acompanhar-ocorrencia/sendEmail', () => {
  it('needs altera, and mails again only an answered occurrence', async () => {
    expect(
      (await t.call('POST', '/api/acompanhar-ocorrencia/sendEmail', { body: { id: 1 } })).statusCode,
    ).toBe(401);
    const token = await t.login('fiscal');
    const [respondida] = await t.db.query<{ id: number }>(
      "SELECT id FROM ocorrencia WHERE situacao = 'Respondida' LIMIT 1",
    );
    const ok = await t.call('POST', '/api/acompanhar-ocorrencia/sendEmail', {
      token,
      body: { id: respondida!.id },
    });
    expect(ok.statusCode).toBe(200);
    const [mail] = await t.db.query<{ para: string }>(
      `SELECT para FROM email_fila WHERE id = ${ok.json().data.idEmail}`,
    );
    expect(mail!.para).toBe('cidadao@rcc.demo');
    const id = await aguardando();
    expect(
      (await t.call('POST', '/api/acompanhar-ocorrencia/sendEmail', { token, body: { id } })).statusCode,
    ).toBe(409);
  });
});

describe('POST acompanhar-ocorrencia/generateGraphics', () => {
  const hoje = new Date().toISOString().slice(0, 10);
  it('needs consulta on Acompanhar Ocorrência', async () => {
    const body = {
      starValue: '2020-01-01',
      endValue: hoje,
      responsavel: 'Cidadão',
      situacaoOcorrencia: true,
    };
    expect((await t.call('POST', '/api/acompanhar-ocorrencia/generateGraphics', { body })).statusCode).toBe(
      401,
    );
    const res = await t.call('POST', '/api/acompanhar-ocorrencia/generateGraphics', {
      token: await t.login('cidadao'),
      body,
    });
    expect(res.statusCode).toBe(403);
  });

  it('requires every field with one message', async () => {
    const token = await t.login('fiscal');
    for (const body of [
      { endValue: hoje, responsavel: 'Cidadão', situacaoOcorrencia: true },
      { starValue: '2020-01-01', endValue: hoje, situacaoOcorrencia: true },
      { starValue: '2020-01-01', endValue: hoje, responsavel: 'Cidadão' },
    ]) {
      const res = await t.call('POST', '/api/acompanhar-ocorrencia/generateGraphics', { token, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Por favor, preencha todos os campos corretamente.');
    }
  });

  it('counts by situation and by kind for the responsible group and period', async () => {
    const token = await t.login('fiscal');
    const res = await t.call('POST', '/api/acompanhar-ocorrencia/generateGraphics', {
      token,
      body: {
        starValue: '2020-01-01',
        endValue: hoje,
        responsavel: 'Fiscalização',
        situacaoOcorrencia: true,
        irregularidadeCom: true,
      },
    });
    expect(res.statusCode).toBe(200);
    const { situacaoOcorrencia, irregularidadeCom } = res.json().data;
    expect(situacaoOcorrencia.result).toEqual([
      { situacao: 'Em andamento', quantidade: 1, porcentagem: 100 },
    ]);
    expect(irregularidadeCom.result).toEqual([
      { irregularidade_com: 'Caçamba', quantidade: 1, porcentagem: 100 },
    ]);
    const cidadao = await t.call('POST', '/api/acompanhar-ocorrencia/generateGraphics', {
      token,
      body: { starValue: '2020-01-01', endValue: hoje, responsavel: 'Cidadão', irregularidadeCom: true },
    });
    const total = cidadao
      .json()
      .data.irregularidadeCom.result.reduce((s: number, r: { porcentagem: number }) => s + r.porcentagem, 0);
    expect(Math.round(total)).toBe(100);
    const vazio = await t.call('POST', '/api/acompanhar-ocorrencia/generateGraphics', {
      token,
      body: {
        starValue: '2001-01-01',
        endValue: '2001-12-31',
        responsavel: 'Cidadão',
        situacaoOcorrencia: true,
      },
    });
    expect(vazio.json().data.situacaoOcorrencia.result).toEqual([]);
  });
});

describe('maps and lookups', () => {
  it('find-ocorrencias answers the markers in the visible box, filtered by person type', async () => {
    const token = await t.login('fiscal');
    expect(
      (await t.call('POST', '/api/acompanhar-ocorrencia/find-ocorrencias', { body: {} })).statusCode,
    ).toBe(401);
    const res = await t.call('POST', '/api/acompanhar-ocorrencia/find-ocorrencias', {
      token,
      body: { shape: [-48.2, -15.9, -48.0, -15.8], tiposPessoa: ['F'] },
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.cacamba;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const [lon, lat] = r.shape.coordinates;
      expect(lon).toBeGreaterThanOrEqual(-48.2);
      expect(lat).toBeLessThanOrEqual(-15.8);
    }
    const juridica = await t.call('POST', '/api/acompanhar-ocorrencia/find-ocorrencias', {
      token,
      body: { tiposPessoa: ['J'] },
    });
    expect(juridica.json().data.cacamba).toEqual([]);
  });

  it('registrar-ocorrencia/find-cacambas answers the bins for the map', async () => {
    expect((await t.call('POST', '/api/registrar-ocorrencia/find-cacambas', { body: {} })).statusCode).toBe(
      401,
    );
    const res = await t.call('POST', '/api/registrar-ocorrencia/find-cacambas', {
      token: await t.login('cidadao'),
      body: { shape: [-48, -16, -47.9, -15.7] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rows).toHaveLength(10);
    expect(res.json().data.rows[0]).toMatchObject({
      numeroIdentificacao: 'TC-0001',
      shape: { type: 'Point' },
    });
  });

  it('ViewPerfilUsuario and ViewFiscalizacao lookups', async () => {
    const token = await t.login('fiscal');
    expect(
      (await t.call('POST', '/api/ViewPerfilUsuario/find', { token: await t.login('cidadao'), body: {} }))
        .statusCode,
    ).toBe(403);
    const users = await t.call('POST', '/api/ViewPerfilUsuario/find', {
      token,
      body: { where: { idTipoPerfil: 7 } },
    });
    expect(users.json().data.rows).toEqual([
      expect.objectContaining({ nome: 'Carlos Cidadão', idTipoPerfil: 7 }),
    ]);
    const orgaos = await t.call('POST', '/api/ViewFiscalizacao/find', { token, body: {} });
    expect(orgaos.json().data.rows).toEqual([{ orgao: 'AGEFIS' }]);
  });
});
