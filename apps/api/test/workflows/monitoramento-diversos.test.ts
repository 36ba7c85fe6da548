import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers';
import { FAKE_PNG, multipart, PDF, PNG, type Part, startGeocoder } from '../monitoring-helpers';

let t: TestContext;
let geo: Awaited<ReturnType<typeof startGeocoder>>;
beforeAll(async () => {
  geo = await startGeocoder();
  t = await createTestContext({
    GEOCODER_URL: geo.url,
    TILE_URL: 'https://tiles.exemplo.gov.br/{z}/{x}/{y}.png',
  });
});
afterAll(async () => {
  await t.close();
  await geo.close();
});

describe('maps: configuration and geocoding', () => {
  it('GET config/mapa is public and gives the configured tile server', async () => {
    const res = await t.call('GET', '/api/config/mapa');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      tileUrl: 'https://tiles.exemplo.gov.br/{z}/{x}/{y}.png',
      maxZoom: 19,
    });
  });

  it('reverse and address search go through the configured provider, for logged users only', async () => {
    expect((await t.call('POST', '/api/geo/reverse', { body: { lat: -15.8, lon: -47.9 } })).statusCode).toBe(
      401,
    );
    const token = await t.login('cidadao');
    const rev = await t.call('POST', '/api/geo/reverse', { token, body: { lat: -15.81, lon: -47.91 } });
    expect(rev.json().data.endereco).toBe('Endereço de teste -15.81,-47.91');
    const before = geo.calls.length;
    await t.call('POST', '/api/geo/reverse', { token, body: { lat: -15.81, lon: -47.91 } });
    expect(geo.calls.length).toBe(before);
    const search = await t.call('POST', '/api/geo/search', { token, body: { address: 'SIA Trecho 3' } });
    expect(search.json().data.geocodeCandidates).toEqual([
      { endereco: 'SIA Trecho 3, Brasília - DF', lat: -15.8, lon: -47.95 },
    ]);
    expect((await t.call('POST', '/api/geo/reverse', { token, body: { lat: 100, lon: 0 } })).statusCode).toBe(
      400,
    );
  });
});

describe('Localizar caçamba', () => {
  it('ViewSituacaoCacamba/find needs consulta and scopes a transporter to its own bins', async () => {
    expect((await t.call('POST', '/api/ViewSituacaoCacamba/find', { body: {} })).statusCode).toBe(401);
    expect(
      (await t.call('POST', '/api/ViewSituacaoCacamba/find', { token: await t.login('cidadao'), body: {} }))
        .statusCode,
    ).toBe(403);
    const res = await t.call('POST', '/api/ViewSituacaoCacamba/find', {
      token: await t.login('transportador'),
      body: { where: { situacao: 'Alocada' } },
    });
    expect(res.json().data.rows).toEqual([
      expect.objectContaining({
        numeroIdentificacao: 'TC-0002',
        situacao: 'Alocada',
        nomeObra: 'Reforma Residencial Águas Claras',
      }),
    ]);
    // Another transporter's bins are not visible.
    await t.db.query(
      "UPDATE cacamba SET id_perfil = (SELECT id FROM perfil WHERE id_tipo_perfil = 3 LIMIT 1) WHERE numero_identificacao = 'TC-0010'",
    );
    const own = await t.call('POST', '/api/ViewSituacaoCacamba/find', {
      token: await t.login('transportador'),
      body: { limit: 20 },
    });
    expect(
      own.json().data.rows.map((r: { numeroIdentificacao: string }) => r.numeroIdentificacao),
    ).not.toContain('TC-0010');
    const all = await t.call('POST', '/api/ViewSituacaoCacamba/find', {
      token: await t.login('secretaria'),
      body: { limit: 20 },
    });
    expect(all.json().data.count).toBe(10);
  });

  it('CacambaLocation/find: Alocada by default, status filters, bounding box, occurrence layers', async () => {
    const token = await t.login('fiscal');
    expect((await t.call('POST', '/api/CacambaLocation/find', { body: {} })).statusCode).toBe(401);
    const def = await t.call('POST', '/api/CacambaLocation/find', { token, body: {} });
    expect(def.json().data.rows.map((r: { situacao: string }) => r.situacao)).toEqual(['Alocada']);
    // Allocated bins are drawn at their work site.
    expect(def.json().data.rows[0].shape.coordinates).toEqual([-48.0263, -15.8344]);
    const box = [-48.1, -15.9, -48.0, -15.8];
    const some = await t.call('POST', '/api/CacambaLocation/find', {
      token,
      body: { situacoes: ['Enviada', 'Retirada', 'Com ocorrência Pessoa Física'], shape: box },
    });
    expect(
      some
        .json()
        .data.rows.map((r: { situacao: string }) => r.situacao)
        .sort(),
    ).toEqual(['Enviada', 'Retirada']);
    expect(some.json().data.ocorrencias.length).toBeGreaterThan(0);
    const fora = await t.call('POST', '/api/CacambaLocation/find', {
      token,
      body: { shape: [-47.9, -15.8, -47.8, -15.7] },
    });
    expect(fora.json().data.rows).toEqual([]);
    const invalid = await t.call('POST', '/api/CacambaLocation/find', {
      token,
      body: { situacoes: ['Qualquer'] },
    });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('Tutorial', () => {
  it('lists only the videos of the user profile types', async () => {
    expect((await t.call('GET', '/api/tutorial')).statusCode).toBe(401);
    const transp = await t.call('GET', '/api/tutorial', { token: await t.login('transportador') });
    const gerador = await t.call('GET', '/api/tutorial', { token: await t.login('gerador') });
    const tipos = (res: typeof transp) =>
      res.json().data.rows.map((v: { tiposPerfil: number[] }) => v.tiposPerfil);
    expect(tipos(transp).length).toBeGreaterThan(0);
    for (const tp of tipos(transp)) expect(tp.some((x: number) => x === 2 || x === 9)).toBe(true);
    for (const tp of tipos(gerador)) expect(tp.some((x: number) => x === 1 || x === 8)).toBe(true);
    expect(
      (await t.call('GET', '/api/tutorial?todos=true', { token: await t.login('transportador') })).statusCode,
    ).toBe(403);
  });

  it('generates the PDF from the same content', async () => {
    const res = await t.call('GET', '/api/tutorial/pdf', { token: await t.login('transportador') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(1000);
  });

  it('administrators manage the videos (CRUD) with sanitized descriptions', async () => {
    const body = {
      titulo: 'Novo vídeo',
      subtitulo: 'Sub',
      url: '/tutorial/videos/novo.mp4',
      descricaoHtml: '<p onclick="x()">Texto<script>x()</script></p>',
      tiposPerfil: [2],
    };
    expect(
      (await t.call('POST', '/api/tutorial-video', { token: await t.login('transportador'), body }))
        .statusCode,
    ).toBe(403);
    const token = await t.login('admin');
    const created = await t.call('POST', '/api/tutorial-video', { token, body });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.descricaoHtml).toBe('<p>Texto</p>');
    const id = created.json().data.id;
    const bad = await t.call('POST', '/api/tutorial-video', {
      token,
      body: { ...body, url: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.call('PUT', `/api/tutorial-video/${id}`, { token, body: { ...body, titulo: 'Alterado' } }))
        .statusCode,
    ).toBe(200);
    const all = await t.call('GET', '/api/tutorial?todos=true', { token });
    expect(all.json().data.rows.find((v: { id: number }) => v.id === id).titulo).toBe('Alterado');
    expect((await t.call('DELETE', `/api/tutorial-video/${id}`, { token })).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/tutorial-video/${id}`, { token })).statusCode).toBe(404);
  });
});

describe('Dúvidas ou Sugestões (public)', () => {
  const base: Part[] = [
    { name: 'tipo', value: 'Sugestão' },
    { name: 'titulo', value: 'Mapa das ATTs' },
    { name: 'reclamacao', value: 'Seria útil ver as ATTs no mapa.' },
  ];
  const send = (parts: Part[]) => {
    const { body, headers } = multipart(parts);
    return t.call('POST', '/api/reclamacao', { body, headers });
  };

  it('keeps it with its attachments and mails the settings address, ignoring duplicates', async () => {
    const res = await send([
      ...base,
      { name: 'file', file: { filename: 'foto.png', data: PNG } },
      { name: 'file', file: { filename: 'foto.png', data: PNG } },
      { name: 'file', file: { filename: 'doc.pdf', data: PDF, contentType: 'application/pdf' } },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.mensagem).toBe('Sugestão enviada com sucesso');
    const { id, idEmail } = res.json().data;
    expect(await t.db.query(`SELECT 1 FROM reclamacao_anexo WHERE id_reclamacao = ${id}`)).toHaveLength(2);
    const [mail] = await t.db.query<{
      para: string;
      anexos: Array<{ idAnexo: number; nomeArquivo: string }>;
    }>(`SELECT para, anexos FROM email_fila WHERE id = ${idEmail}`);
    expect(mail!.para).toBe('sugestoes@slu.df.gov.br');
    expect(mail!.anexos.map((a) => a.nomeArquivo)).toEqual(['foto.png', 'doc.pdf']);
    const duvida = await send([{ name: 'tipo', value: 'Dúvida' }, ...base.slice(1)]);
    const [m2] = await t.db.query<{ para: string }>(
      `SELECT para FROM email_fila WHERE id = ${duvida.json().data.idEmail}`,
    );
    expect(m2!.para).toBe('duvidas@slu.df.gov.br');
    expect(duvida.json().data.mensagem).toBe('Dúvida enviada com sucesso');
  });

  it('refuses more than five attachments, unknown file types and missing fields', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({
      name: 'file',
      file: { filename: `f${i}.png`, data: PNG },
    }));
    let res = await send([...base, ...six]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Você atingiu o limite máximo de anexos');
    res = await send([...base, { name: 'file', file: { filename: 'a.pdf', data: FAKE_PNG } }]);
    expect(res.statusCode).toBe(415);
    res = await send(base.slice(1));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Escolha o tipo: Dúvida ou Sugestão.');
    res = await send([base[0]!, base[2]!]);
    expect(res.json().error.message).toBe('O título é obrigatório.');
  });
});
