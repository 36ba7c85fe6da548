import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, openTestDb, type TestContext } from '../../../test/helpers';
import { createJobs, FILA_DADOS_ABERTOS } from '../jobs';
import { atualizarDadosAbertos, RECALCULO_LIMITE_MS, recalcularResumos } from './atualizar';

let t: TestContext;
/** Two regions with a known number of generated CTRs in a month no demo CTR falls in. */
let poucas: { id: number; codigo: string };
let muitas: { id: number; codigo: string };

const MES_GERADO = '2031-03';

/** Copies a received demo CTR `n` times into region `loc`, opened and received in MES_GERADO. */
async function gerarCtrs(loc: number, n: number, irregulares: number) {
  await t.db.query(
    `WITH novos AS (
       INSERT INTO solicitacao_transporte (data_hora_solicitacao, data_hora_alocacao, data_hora_recebimento, situacao,
         id_obra, id_gerador, id_transportador, id_destino_final, id_localidade, volume_aproximado_m3, codigo_verificacao)
       SELECT timestamptz '${MES_GERADO}-10 12:00-03', timestamptz '${MES_GERADO}-10 14:00-03',
         timestamptz '${MES_GERADO}-11 14:00-03' + g * interval '1 hour', CASE WHEN g <= $3::int THEN 'Irregular' ELSE 'Recebida' END,
         m.id_obra, m.id_gerador, m.id_transportador, m.id_destino_final, $1::int, 4, 'GER-' || $1::int || '-' || g
       FROM modelo m, generate_series(1, $2::int) g
       RETURNING id)
     INSERT INTO solicitacao_transporte_residuo (id_solicitacao_transporte, id_tipo_residuo, volume_aproximado_m3)
     SELECT n.id, r.id_tipo_residuo, r.volume_aproximado_m3
     FROM novos n, solicitacao_transporte_residuo r WHERE r.id_solicitacao_transporte = (SELECT id FROM modelo)`,
    [loc, n, irregulares],
  );
}

/**
 * A generated dataset beside the test demo: 6 months × 6 regions with 3 to 11 CTRs each (so some
 * cells fall under the threshold), a quarter Irregular and not received, the rest received with one
 * waste type each, cycling over the types.
 */
async function gerarLote() {
  await t.db.query(
    `WITH loc AS (SELECT id, row_number() OVER (ORDER BY id)::int AS rn FROM localidade ORDER BY id LIMIT 6),
     base AS (
       SELECT loc.id AS loc, g, timestamptz '2030-01-05 10:00-03' + mo * interval '1 month' + g * interval '1 hour' AS aberta
       FROM loc, generate_series(0, 5) mo, LATERAL generate_series(1, 3 + (mo * 7 + loc.rn * 3) % 9) g)
     INSERT INTO solicitacao_transporte (data_hora_solicitacao, data_hora_alocacao, data_hora_recebimento, situacao,
       id_obra, id_gerador, id_transportador, id_destino_final, id_localidade, volume_aproximado_m3, codigo_verificacao)
     SELECT b.aberta, b.aberta + interval '2 hours',
       CASE WHEN b.g % 4 <> 0 THEN b.aberta + (2 + b.g % 30) * interval '1 hour' END,
       CASE WHEN b.g % 4 = 0 THEN 'Irregular' ELSE 'Recebida' END,
       m.id_obra, m.id_gerador, m.id_transportador, m.id_destino_final, b.loc, 4,
       'LOT-' || row_number() OVER ()
     FROM modelo m, base b`,
  );
  await t.db.query(
    `INSERT INTO solicitacao_transporte_residuo (id_solicitacao_transporte, id_tipo_residuo, volume_aproximado_m3)
     SELECT s.id, tr.id, 1 + s.id % 7
     FROM solicitacao_transporte s
     JOIN LATERAL (SELECT id FROM tipo_residuo ORDER BY id OFFSET s.id % (SELECT count(*) FROM tipo_residuo) LIMIT 1) tr
       ON true
     WHERE s.codigo_verificacao LIKE 'LOT-%'`,
  );
}

beforeAll(async () => {
  t = await createTestContext();
  await t.db.query(
    `CREATE TEMP TABLE modelo AS
       SELECT * FROM solicitacao_transporte
       WHERE data_hora_recebimento IS NOT NULL AND data_hora_alocacao IS NOT NULL
         AND id IN (SELECT id_solicitacao_transporte FROM solicitacao_transporte_residuo)
       ORDER BY id LIMIT 1`,
  );
  await gerarLote();
  const locs = await t.db.query<{ id: number; codigo: string }>(
    'SELECT id, codigo FROM localidade ORDER BY id LIMIT 2',
  );
  [poucas, muitas] = locs as [typeof poucas, typeof muitas];
  await gerarCtrs(poucas.id, 3, 0);
  await gerarCtrs(muitas.id, 7, 5);
  await gerarOcorrencias();
});

/**
 * Occurrences in MES_GERADO a few hundred metres from two region seats: 6 near the first (5 of them
 * answered), 2 near the second (under the threshold).
 */
async function gerarOcorrencias() {
  await t.db.query(
    `WITH foto AS (
       INSERT INTO anexo (nome_arquivo, content_type, tamanho, sha256, conteudo)
       VALUES ('o.jpg', 'image/jpeg', 1, repeat('0', 64), '\\x00') RETURNING id),
     sedes AS (SELECT id, lat, lon, row_number() OVER (ORDER BY id) AS rn FROM localidade
       WHERE lat IS NOT NULL ORDER BY id LIMIT 2)
     INSERT INTO ocorrencia (id_usuario_registro, data_hora_registro, irregularidade_com, situacao,
       descricao_irregularidade, lon, lat, id_anexo_foto, data_hora_resposta)
     SELECT (SELECT min(id) FROM usuario), timestamptz '${MES_GERADO}-15 10:00-03', 'Caçamba',
       CASE WHEN g <= 5 AND s.rn = 1 THEN 'Respondida' ELSE 'Aguardando resposta' END, 'Caçamba na calçada',
       s.lon + g * 0.001, s.lat - g * 0.001, foto.id,
       CASE WHEN g <= 5 AND s.rn = 1 THEN timestamptz '${MES_GERADO}-16 10:00-03' END
     FROM sedes s, foto, generate_series(1, CASE WHEN s.rn = 1 THEN 6 ELSE 2 END) g`,
  );
}
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const json = async (conjunto: string, qs = '') => {
  const res = await get(`/api/dados-abertos/${conjunto}.json${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.linhas as Array<Record<string, string | number | null>>;
};
const sup = (n: number) => (n >= 5 ? n : null);

describe('refresh', () => {
  it('only the administrator runs it on demand; anonymous and other profiles are refused', async () => {
    expect((await t.call('POST', '/api/dados-abertos/atualizar')).statusCode).toBe(401);
    const transp = await t.login('transportador');
    expect((await t.call('POST', '/api/dados-abertos/atualizar', { token: transp })).statusCode).toBe(403);
    const admin = await t.login('admin');
    const res = await t.call('POST', '/api/dados-abertos/atualizar', { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(typeof res.json().data.calculadoEm).toBe('string');
    const aud = await t.db.query(
      "SELECT 1 FROM auditoria WHERE entidade = 'DadosAbertos' AND acao = 'recalculo' AND id_usuario IS NOT NULL",
    );
    expect(aud).toHaveLength(1);
    const conj = (await get('/api/dados-abertos/conjuntos')).json().data;
    expect(conj.calculadoEm).toBe(res.json().data.calculadoEm);
    expect(conj.conjuntos.map((c: { id: string }) => c.id)).toEqual([
      'indicadores-mensais',
      'volume-por-classe',
      'volume-por-tipo-destino',
    ]);
    for (const c of conj.conjuntos) {
      expect(c.campos.length).toBeGreaterThan(4);
      for (const f of c.campos) expect(f.significado.length).toBeGreaterThan(5);
    }
  });

  it('the daily job on the queue computes the summaries', async () => {
    await t.db.query('DELETE FROM dados_abertos_indicador');
    const queue = createJobs(t.db, t.app.clock, { info() {}, warn() {}, error() {} });
    await queue.send(FILA_DADOS_ABERTOS, {});
    expect(await queue.runDue([FILA_DADOS_ABERTOS])).toBe(1);
    await queue.stop();
    const [n] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dados_abertos_indicador');
    expect(n!.n).toBeGreaterThan(10);
  });

  it("runs under its own statement time limit, not the API's request limit", async () => {
    // The refresh reads the whole history: on a large city one statement passed the API's 10 s
    // request timeout. Within its transaction the job's own limit applies; outside, the pool's.
    const db = await openTestDb({ statementTimeoutMs: 50 });
    try {
      const dentro = await db.transaction(async (tx) => {
        await recalcularResumos(tx, new Date());
        return (await tx.query<{ v: string }>(`SELECT current_setting('statement_timeout') AS v`))[0]!.v;
      });
      expect(dentro).toBe(`${RECALCULO_LIMITE_MS / 60_000}min`);
      if (process.env.TEST_DB === 'postgres') {
        const [fora] = await db.query<{ v: string }>(`SELECT current_setting('statement_timeout') AS v`);
        expect(fora!.v).toBe('50ms');
      }
    } finally {
      await db.close();
    }
  });

  it('is idempotent: a second run gives the same rows', async () => {
    const dump = async () => ({
      i: await t.db.query('SELECT * FROM dados_abertos_indicador ORDER BY mes, id_localidade'),
      v: await t.db.query(
        'SELECT * FROM dados_abertos_volume ORDER BY dimensao, mes, id_localidade, categoria',
      ),
    });
    await atualizarDadosAbertos(t.db);
    const a = await dump();
    await atualizarDadosAbertos(t.db);
    expect(await dump()).toEqual(a);
    expect(a.i.length).toBeGreaterThan(3);
  });
});

describe('downloaded figures equal a direct count', () => {
  it('CTRs opened, destined and Irregular per month, for the city and every region (demo city + generated)', async () => {
    const linhas = await json('indicadores-mensais');
    const direto = await t.db.query<{ mes: string; codigo: string; abertas: number; irr: number }>(
      `SELECT to_char(s.data_hora_solicitacao AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') AS mes,
         coalesce(l.codigo, 'cidade') AS codigo, count(*)::int AS abertas,
         count(*) FILTER (WHERE s.situacao = 'Irregular' OR EXISTS (SELECT 1 FROM historico_ctr h
           WHERE h.id_solicitacao_transporte = s.id AND h.situacao_para = 'Irregular'))::int AS irr
       FROM solicitacao_transporte s LEFT JOIN localidade l ON l.id = s.id_localidade
       GROUP BY GROUPING SETS ((1, l.codigo), (1)) HAVING GROUPING(l.codigo) = 1 OR l.codigo IS NOT NULL`,
    );
    expect(direto.length).toBeGreaterThan(40);
    for (const d of direto) {
      const l = linhas.find((x) => x.mes === d.mes && x.regiao_codigo === d.codigo);
      expect(l, `${d.mes} ${d.codigo}`).toBeDefined();
      expect(l!.ctrs_abertas).toBe(sup(d.abertas));
      expect(l!.ctrs_irregulares).toBe(sup(d.irr));
    }
    const destinadas = await t.db.query<{ mes: string; n: number }>(
      `SELECT to_char(data_hora_recebimento AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') AS mes, count(*)::int AS n
       FROM solicitacao_transporte WHERE data_hora_recebimento IS NOT NULL GROUP BY 1`,
    );
    for (const d of destinadas) {
      const l = linhas.find((x) => x.mes === d.mes && x.regiao_codigo === 'cidade');
      expect(l!.ctrs_destinadas, d.mes).toBe(sup(d.n));
    }
  });

  it('volume by class per month and region equals the sum over the received CTRs', async () => {
    const linhas = await json('volume-por-classe');
    const direto = await t.db.query<{
      mes: string;
      codigo: string;
      classe: string;
      n: number;
      volume: number;
    }>(
      `SELECT to_char(s.data_hora_recebimento AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') AS mes,
         coalesce(l.codigo, 'cidade') AS codigo, cm.classe, count(DISTINCT s.id)::int AS n,
         sum(r.volume_aproximado_m3)::float8 AS volume
       FROM solicitacao_transporte s
       JOIN solicitacao_transporte_residuo r ON r.id_solicitacao_transporte = s.id
       JOIN tipo_residuo tr ON tr.id = r.id_tipo_residuo JOIN classe_material cm ON cm.id = tr.id_classe_material
       LEFT JOIN localidade l ON l.id = s.id_localidade
       WHERE s.data_hora_recebimento IS NOT NULL
       GROUP BY GROUPING SETS ((1, l.codigo, cm.classe), (1, cm.classe))
       HAVING GROUPING(l.codigo) = 1 OR l.codigo IS NOT NULL`,
    );
    expect(direto.length).toBeGreaterThan(40);
    for (const d of direto) {
      const l = linhas.find((x) => x.mes === d.mes && x.regiao_codigo === d.codigo && x.classe === d.classe);
      expect(l, `${d.mes} ${d.codigo} ${d.classe}`).toBeDefined();
      expect(l!.ctrs).toBe(sup(d.n));
      if (d.n >= 5) expect(l!.volume_m3).toBeCloseTo(d.volume, 2);
      else expect(l!.volume_m3).toBeNull();
    }
  });

  it('a cell with fewer than 5 CTRs is absent (null in JSON, empty in CSV); one with 5 or more is there', async () => {
    const qs = `?de=${MES_GERADO}&ate=${MES_GERADO}`;
    const linhas = await json('indicadores-mensais', qs);
    const p = linhas.find((x) => x.regiao_codigo === poucas.codigo)!;
    const m = linhas.find((x) => x.regiao_codigo === muitas.codigo)!;
    expect(p.ctrs_abertas).toBeNull();
    expect(p.ctrs_destinadas).toBeNull();
    expect(p.horas_medias_alocacao_recebimento).toBeNull();
    expect(m.ctrs_abertas).toBe(7);
    expect(m.ctrs_irregulares).toBe(5);
    expect(m.percentual_irregular).toBe(71.4);
    // Received 1..7 hours after the 11th 14:00, allocated the 10th 14:00: 24 + 4 h on average.
    expect(m.horas_medias_alocacao_recebimento).toBe(28);
    const cidade = linhas.find((x) => x.regiao_codigo === 'cidade')!;
    expect(cidade.ctrs_abertas).toBe(10);

    const csv = await get(`/api/dados-abertos/indicadores-mensais.csv${qs}&regiao=${poucas.codigo}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const [cab, linha, ...resto] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(resto).toEqual([]);
    expect(cab!.split(',').slice(0, 4)).toEqual(['mes', 'regiao_codigo', 'regiao_nome', 'ctrs_abertas']);
    const cel = linha!.split(',');
    expect(cel[0]).toBe(MES_GERADO);
    expect(cel[3]).toBe('');

    const vol = await json('volume-por-tipo-destino', `${qs}&regiao=${muitas.codigo}`);
    expect(vol.length).toBeGreaterThan(0);
    expect(vol.every((v) => v.regiao_codigo === muitas.codigo && v.mes === MES_GERADO)).toBe(true);
    expect(vol.reduce((s, v) => s + Number(v.ctrs ?? 0), 0)).toBe(7);
  });

  it('occurrences registered and answered per region (nearest seat) and month equal a direct count', async () => {
    const linhas = await json('indicadores-mensais');
    const sedes = await t.db.query<{ id: number; codigo: string; lat: number; lon: number }>(
      'SELECT id, codigo, lat, lon FROM localidade WHERE lat IS NOT NULL AND lon IS NOT NULL ORDER BY id',
    );
    const ocorrencias = await t.db.query<{ lat: number; lon: number; reg: string; resp: string | null }>(
      `SELECT lat, lon, to_char(data_hora_registro AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') AS reg,
         to_char(data_hora_resposta AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') AS resp FROM ocorrencia`,
    );
    expect(ocorrencias.length).toBeGreaterThanOrEqual(8);
    const conta = new Map<string, { reg: number; resp: number }>();
    const soma = (k: string, campo: 'reg' | 'resp') => {
      const c = conta.get(k) ?? { reg: 0, resp: 0 };
      c[campo]++;
      conta.set(k, c);
    };
    for (const o of ocorrencias) {
      const d = (s: { lat: number; lon: number }) =>
        (s.lat - o.lat) ** 2 + ((s.lon - o.lon) * Math.cos((o.lat * Math.PI) / 180)) ** 2;
      const sede = sedes.reduce((a, b) => (d(b) < d(a) ? b : a));
      for (const codigo of [sede.codigo, 'cidade']) {
        soma(`${o.reg}|${codigo}`, 'reg');
        if (o.resp) soma(`${o.resp}|${codigo}`, 'resp');
      }
    }
    for (const [k, c] of conta) {
      const [mes, codigo] = k.split('|');
      const l = linhas.find((x) => x.mes === mes && x.regiao_codigo === codigo);
      expect(l, k).toBeDefined();
      expect(l!.ocorrencias_registradas, k).toBe(sup(c.reg));
      expect(l!.ocorrencias_respondidas, k).toBe(sup(c.resp));
    }
    // The generated month: 6 registered near the first seat, 5 answered; the second seat's 2 suppressed.
    const [s1, s2] = sedes;
    const doMes = linhas.filter((x) => x.mes === MES_GERADO);
    expect(doMes.find((x) => x.regiao_codigo === s1!.codigo)).toMatchObject({
      ocorrencias_registradas: 6,
      ocorrencias_respondidas: 5,
    });
    expect(doMes.find((x) => x.regiao_codigo === s2!.codigo)?.ocorrencias_registradas ?? null).toBeNull();
    expect(doMes.find((x) => x.regiao_codigo === 'cidade')?.ocorrencias_registradas).toBe(8);
  });

  it('refuses a bad period or an unknown region with a Portuguese message', async () => {
    const a = await get('/api/dados-abertos/indicadores-mensais.json?de=2025-13');
    expect(a.statusCode).toBe(400);
    const b = await get('/api/dados-abertos/indicadores-mensais.json?regiao=XX-NADA');
    expect(b.statusCode).toBe(400);
    expect(b.json().error.message).toContain('Região desconhecida');
    expect((await get('/api/dados-abertos/pessoas.json')).statusCode).toBe(400);
  });
});

describe('no personal data', () => {
  it('no response contains a name, CPF/CNPJ, e-mail, phone or plate', async () => {
    const corpos: string[] = [(await get('/api/dados-abertos/conjuntos')).body];
    for (const c of ['indicadores-mensais', 'volume-por-classe', 'volume-por-tipo-destino']) {
      corpos.push(
        (await get(`/api/dados-abertos/${c}.json`)).body,
        (await get(`/api/dados-abertos/${c}.csv`)).body,
      );
    }
    const tudo = corpos.join('\n');
    expect(tudo.length).toBeGreaterThan(5_000);
    expect(tudo).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    expect(tudo).not.toMatch(/\d{3}\.\d{3}\.\d{3}-\d{2}|\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/);
    expect(tudo).not.toMatch(/\d{11,14}/);
    expect(tudo).not.toMatch(/\(\d{2}\)\s?\d{4,5}-?\d{4}/);
    const pessoas = await t.db.query<{ nome: string; doc: string | null }>(
      'SELECT nome_razao_social AS nome, cpf_cnpj AS doc FROM pessoa',
    );
    const placas = await t.db.query<{ placa: string }>('SELECT placa FROM veiculo WHERE placa IS NOT NULL');
    expect(pessoas.length).toBeGreaterThan(3);
    for (const p of pessoas) {
      expect(tudo.includes(p.nome), p.nome).toBe(false);
      if (p.doc) expect(tudo.includes(p.doc), p.doc).toBe(false);
    }
    for (const v of placas) expect(tudo.includes(v.placa), v.placa).toBe(false);
  });
});

describe('downloads follow the computation', () => {
  // Last in the file: it moves generated CTRs between regions.
  it('serve the summaries, not live counts, and the new figures right after a refresh', async () => {
    const qs = `?de=${MES_GERADO}&ate=${MES_GERADO}&regiao=${poucas.codigo}`;
    const celula = async (formato: 'json' | 'csv') => {
      if (formato === 'json') return (await json('indicadores-mensais', qs))[0]!.ctrs_abertas;
      const csv = (await get(`/api/dados-abertos/indicadores-mensais.csv${qs}`)).body;
      return csv.split('\r\n')[1]!.split(',')[3];
    };
    expect(await celula('json')).toBeNull();
    expect(await celula('csv')).toBe('');
    // HTTP caches revalidate every time: 304 while the figures are the ones they hold.
    const tags: Record<string, string> = {};
    for (const f of ['json', 'csv']) {
      const url = `/api/dados-abertos/indicadores-mensais.${f}${qs}`;
      const res = await get(url);
      expect(res.headers['cache-control']).toBe('public, no-cache');
      expect(res.headers['last-modified']).toBeTruthy();
      tags[f] = String(res.headers.etag);
      expect(tags[f]).toMatch(/^"[\w-]+"$/);
      const de = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
      const naoMudou = await de({ 'if-none-match': `"outro", W/${tags[f]}` });
      expect(naoMudou.statusCode).toBe(304);
      expect(naoMudou.body).toBe('');
      expect((await de({ 'if-none-match': '"outro"' })).statusCode).toBe(200);
      expect((await de({ 'if-modified-since': String(res.headers['last-modified']) })).statusCode).toBe(304);
      expect((await de({ 'if-modified-since': 'Thu, 01 Jan 2009 00:00:00 GMT' })).statusCode).toBe(200);
    }
    expect(tags.json).not.toBe(tags.csv);
    // A client that takes gzip gets the same file gzipped, under its own tag.
    const url = '/api/dados-abertos/volume-por-classe.csv';
    const plano = await get(url);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('Accept-Encoding');
    expect(gz.rawPayload.length).toBeLessThan(plano.rawPayload.length / 3);
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plano.body);
    expect(gz.headers.etag).toBe(String(plano.headers.etag).replace(/"$/, '-gz"'));
    const semGzip = { 'accept-encoding': 'gzip;q=0, identity', 'if-none-match': String(gz.headers.etag) };
    const recusado = await t.app.inject({ method: 'GET', url, headers: semGzip });
    expect(recusado.statusCode).toBe(200);
    expect(recusado.headers['content-encoding']).toBeUndefined();
    await t.db.query(
      `UPDATE solicitacao_transporte SET id_localidade = $1 WHERE id IN (
         SELECT id FROM solicitacao_transporte WHERE id_localidade = $2 AND codigo_verificacao LIKE 'GER-%'
         ORDER BY id LIMIT 2)`,
      [poucas.id, muitas.id],
    );
    expect(await celula('json')).toBeNull();
    await atualizarDadosAbertos(t.db);
    expect(await celula('json')).toBe(5);
    expect(await celula('csv')).toBe('5');
    // The new computation has new bytes: the tag a cache holds no longer matches.
    const depois = await t.app.inject({
      method: 'GET',
      url: `/api/dados-abertos/indicadores-mensais.json${qs}`,
      headers: { 'if-none-match': tags.json! },
    });
    expect(depois.statusCode).toBe(200);
    expect(depois.headers.etag).not.toBe(tags.json);
  });
});
