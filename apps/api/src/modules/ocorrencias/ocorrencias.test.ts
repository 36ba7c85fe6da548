import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { FAKE_PNG, multipart, PNG, type Part, startGeocoder } from '../../../test/monitoring-helpers';

let t: TestContext;
let geo: Awaited<ReturnType<typeof startGeocoder>>;
beforeAll(async () => {
  geo = await startGeocoder();
  t = await createTestContext({ GEOCODER_URL: geo.url });
});
afterAll(async () => {
  await t.close();
  await geo.close();
});

const foto = { name: 'foto', file: { filename: 'foto.png', data: PNG } };
const cacambaParts = (extra: Part[] = []): Part[] => [
  { name: 'irregularidadeCom', value: 'Caçamba' },
  { name: 'descricaoIrregularidade', value: 'Caçamba com excesso de resíduo' },
  { name: 'possuiIdentificador', value: 'Não' },
  { name: 'identificacaoCacamba', value: 'Caçamba verde sem número' },
  { name: 'shape', value: 'POINT(-47.9 -15.8)' },
  ...extra,
];

async function registrar(role: 'cidadao' | 'fiscal' | 'gerador', parts: Part[]) {
  const { body, headers } = multipart(parts);
  return t.call('POST', '/api/Ocorrencia', { token: await t.login(role), body, headers });
}

describe('POST Ocorrencia', () => {
  it('needs a session and inclui on Registrar Ocorrência', async () => {
    const { body, headers } = multipart([...cacambaParts(), foto]);
    expect((await t.call('POST', '/api/Ocorrencia', { body, headers })).statusCode).toBe(401);
    const res = await t.call('POST', '/api/Ocorrencia', {
      token: await t.login('transportador'),
      body,
      headers,
    });
    expect(res.statusCode).toBe(403);
  });

  it('checks the bin form in the spec order, with its messages', async () => {
    const cases: Array<[Part[], string]> = [
      [cacambaParts(), 'É obrigatório anexar uma foto para a ocorrência'],
      [
        [...cacambaParts().filter((p) => p.name !== 'descricaoIrregularidade'), foto],
        'Insira uma descrição para a irregularidade',
      ],
      [
        [
          ...cacambaParts().filter((p) => !['possuiIdentificador', 'identificacaoCacamba'].includes(p.name)),
          foto,
        ],
        'Selecione se há um identificador na caçamba',
      ],
      [
        [
          ...cacambaParts().filter((p) => !['possuiIdentificador', 'identificacaoCacamba'].includes(p.name)),
          { name: 'possuiIdentificador', value: 'Sim' },
          foto,
        ],
        'Insira um número de identificação',
      ],
      [
        [...cacambaParts().filter((p) => p.name !== 'identificacaoCacamba'), foto],
        'Descreva um identificador para a caçamba',
      ],
    ];
    for (const [parts, message] of cases) {
      const res = await registrar('cidadao', parts);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('checks the transport form', async () => {
    const base: Part[] = [
      { name: 'irregularidadeCom', value: 'Transporte' },
      { name: 'descricaoIrregularidade', value: 'Veículo sem CTR' },
      { name: 'shape', value: '{"type":"Point","coordinates":[-47.9,-15.8]}' },
      foto,
    ];
    let res = await registrar('cidadao', base);
    expect(res.json().error.message).toBe('Selecione uma placa para o transporte');
    res = await registrar('cidadao', [...base, { name: 'placaVeiculo', value: 'XYZ9A99' }]);
    expect(res.json().error.message).toBe('Selecione se há um identificador no veículo');
    res = await registrar('cidadao', [
      ...base,
      { name: 'placaVeiculo', value: 'XYZ9A99' },
      { name: 'possuiIdentificador', value: 'Sim' },
    ]);
    expect(res.json().error.message).toBe('O campo de identificador do veículo é obrigatório');
    res = await registrar('cidadao', [
      ...base,
      { name: 'placaVeiculo', value: 'abc1d23' },
      { name: 'idVeiculo', value: '1' },
    ]);
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.query<{ placa_veiculo: string; id_veiculo: number }>(
      `SELECT placa_veiculo, id_veiculo FROM ocorrencia WHERE id = ${res.json().data.id}`,
    );
    expect(row).toEqual({ placa_veiculo: 'ABC1D23', id_veiculo: 1 });
  });

  it('refuses a photo that is not an image by its bytes (415), whatever its name', async () => {
    const res = await registrar('cidadao', [
      ...cacambaParts(),
      { name: 'foto', file: { filename: 'foto.png', data: FAKE_PNG, contentType: 'image/png' } },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Só é permitido anexar um arquivo no formato de imagem.');
  });

  it('refuses a missing map point', async () => {
    const res = await registrar('cidadao', [...cacambaParts().filter((p) => p.name !== 'shape'), foto]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('shape');
  });

  it('stores the occurrence, its photo and the reverse-geocoded address when none was sent', async () => {
    const res = await registrar('cidadao', [...cacambaParts(), foto]);
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    const [row] = await t.db.query<Record<string, unknown>>(
      `SELECT o.situacao, o.local, o.lon, o.lat, a.content_type, a.tamanho FROM ocorrencia o
       JOIN anexo a ON a.id = o.id_anexo_foto WHERE o.id = ${id}`,
    );
    expect(row).toMatchObject({
      situacao: 'Aguardando resposta',
      local: 'Endereço de teste -15.8,-47.9',
      lon: -47.9,
      lat: -15.8,
      content_type: 'image/png',
    });
    // The photo is re-encoded without metadata (issue 8 §6): a PNG still, of the bytes stored.
    expect(row!.tamanho).toBeGreaterThan(0);
    expect(geo.calls.some((c) => c.startsWith('/reverse'))).toBe(true);
  });
});

describe('scoping: a citizen sees only its own occurrences', () => {
  let alheia: number;
  let propria: number;
  beforeAll(async () => {
    alheia = (await registrar('gerador', [...cacambaParts(), foto])).json().data.id;
    propria = (await registrar('cidadao', [...cacambaParts(), foto])).json().data.id;
  });

  it('by list (Ocorrencia/find and ViewOcorrencia/find)', async () => {
    const token = await t.login('cidadao');
    for (const entity of ['Ocorrencia', 'ViewOcorrencia']) {
      const res = await t.call('POST', `/api/${entity}/find`, { token, body: { limit: 100 } });
      expect(res.statusCode).toBe(200);
      const ids = res.json().data.rows.map((r: { id: number }) => r.id);
      expect(ids).toContain(propria);
      expect(ids).not.toContain(alheia);
    }
    const fiscal = await t.call('POST', '/api/ViewOcorrencia/find', {
      token: await t.login('fiscal'),
      body: { limit: 100 },
    });
    expect(fiscal.json().data.rows.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining([propria, alheia]),
    );
  });

  it('by id', async () => {
    const res = await t.call('POST', '/api/ViewOcorrencia/find', {
      token: await t.login('cidadao'),
      body: { where: { id: alheia } },
    });
    expect(res.json().data).toEqual({ rows: [], count: 0 });
  });

  it('by photo: another person’s photo is 404, its own is the stored image', async () => {
    const token = await t.login('cidadao');
    expect((await t.call('GET', `/api/Ocorrencia/${alheia}/foto`)).statusCode).toBe(401);
    expect((await t.call('GET', `/api/Ocorrencia/${alheia}/foto`, { token })).statusCode).toBe(404);
    const own = await t.call('GET', `/api/Ocorrencia/${propria}/foto`, { token });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    // Re-encoded on upload (issue 8 §6): the same 1×1 PNG picture, not the same bytes.
    expect(own.rawPayload.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
    expect(own.rawPayload.includes(Buffer.from('IHDR\0\0\0\x01\0\0\0\x01', 'latin1'))).toBe(true);
    const fiscal = await t.call('GET', `/api/Ocorrencia/${alheia}/foto`, { token: await t.login('fiscal') });
    expect(fiscal.statusCode).toBe(200);
  });

  it('includes the registering user, bin and vehicle, and the photo route in find', async () => {
    const res = await t.call('POST', '/api/Ocorrencia/find', {
      token: await t.login('fiscal'),
      body: {
        where: { id: propria },
        fields: ['id', 'foto', 'irregularidadeCom'],
        include: [{ model: 'usuario' }, { model: 'cacamba', include: ['perfil'] }],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rows[0]).toMatchObject({
      id: propria,
      foto: `/api/Ocorrencia/${propria}/foto`,
      usuario: { nome: 'Carlos Cidadão' },
    });
  });
});
