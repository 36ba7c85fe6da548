import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { createCacamba, createVeiculo, type DemoIds, pdfText, retirarCacamba } from '../ctr-factories';
import { ctrTestContext, T0 } from '../ctr-context';
import type { TestContext } from '../helpers';

let t: TestContext;
let ids: DemoIds;

beforeAll(async () => {
  ({ t, ids } = await ctrTestContext({ clock: T0 }));
});
afterAll(() => t.close());

const at = (minutes: number) => {
  t.app.clock.now = () => new Date(T0.getTime() + minutes * 60_000);
};

describe('the whole life of a CTR (spec 2: request → sorting → sheet)', () => {
  it('goes from the generator request to the sorting and prints every step on the sheet', async () => {
    const gerador = await t.login('gerador');
    const transportador = await t.login('transportador');
    const destino = await t.login('destino');
    const veiculo = await createVeiculo(t.db, ids.transportador, { poliguindaste: 'Duplo' });
    const cacamba = await createCacamba(t.db, ids.transportador);

    // 1. The generator asks its obra's transporter for a transport.
    const criada = await t.call('POST', '/api/SolicitacaoTransporte', {
      token: gerador,
      body: {
        idObra: ids.obra,
        idGerador: ids.gerador,
        idTransportador: ids.transportador,
        idResiduoPredominante: 1,
        quantidadeCacambas: 1,
        observacao: 'Entulho da cozinha',
        residuos: [{ idTipoResiduo: 1, volumeAproximadoM3: 3 }],
      },
    });
    expect(criada.statusCode, criada.body).toBe(200);
    const id = criada.json().data.id as number;

    // 2. The transporter accepts with a Poliguindaste and a bin.
    at(5);
    const aceite = await t.call('PUT', `/api/avaliar_solicitacao/${id}`, {
      token: transportador,
      body: { avaliacao: true, veiculo: veiculo.id, cacamba: cacamba.id, type: 'Poliguindaste' },
    });
    expect(aceite.statusCode, aceite.body).toBe(200);
    expect(aceite.json().data.situacao).toBe('Enviada');

    // 3. … allocates it.
    at(10);
    const alocada = await t.call('PUT', `/api/alocar_cacamba/${id}`, {
      token: transportador,
      body: { situacao: 'Alocada', idObra: ids.obra, idVeiculo: veiculo.id, idCacamba: cacamba.id },
    });
    expect(alocada.statusCode, alocada.body).toBe(200);
    expect(alocada.json().data).toMatchObject({
      situacao: 'Alocada',
      message: 'Dados salvos com sucesso! CTR Alocada',
    });

    // 4. Removal before 30 minutes is refused with the spec's text; allowed at 30.
    const retirada = (token: string) =>
      retirarCacamba(t, id, token, {
        idDestinoFinal: ids.destino,
        idVeiculo: veiculo.id,
        idCacamba: cacamba.id,
        observacao: 'Caçamba cheia',
        volume: 4,
      });
    at(39);
    const cedo = await retirada(transportador);
    expect(cedo.statusCode).toBe(409);
    // 13:10 UTC + 30 min = 10:40 in Brasília.
    expect(cedo.json().error.message).toBe(
      'Atenção, esta caçamba só poderá ser retirada em 11/05/2026 - 10:40',
    );
    at(40);
    const ok = await retirada(transportador);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.situacao).toBe('Retirada');
    const [foto] = await t.db.query<{ contentType: string; tamanho: number }>(sql`
      SELECT a.content_type AS "contentType", a.tamanho FROM solicitacao_transporte st JOIN anexo a ON a.id = st.id_anexo_foto
      WHERE st.id = ${id}`);
    // Stored re-encoded without metadata (issue 8 §6): still a PNG.
    expect(foto).toEqual({ contentType: 'image/png', tamanho: expect.any(Number) });

    // 5. The driver weighs it at the quick destination (public, plate + token).
    at(90);
    const found = await t.call('GET', `/api/destinoRapido/findVeiculo/${veiculo.placa}/${veiculo.token}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toMatchObject({
      id: veiculo.id,
      tipo: 'Poliguindaste',
      poliguindaste: 'Duplo',
    });
    const busca = await t.call('POST', '/api/destinoRapido/searchCtr', {
      body: { placa: veiculo.placa, token: veiculo.token, situacao: 'Retirada' },
    });
    expect(busca.json().data.rows.map((r: { id: number }) => r.id)).toContain(id);
    const pesagem = await t.call('PUT', `/api/destinoRapido/solicitacaoTransporte/${id}`, {
      body: {
        idDestinoFinal: ids.destino,
        idResiduoPredominante: 1,
        idLocalidade: 9,
        placa: veiculo.placa,
        token: veiculo.token,
        situacao: 'Em Pesagem',
        idVeiculo: veiculo.id,
      },
    });
    expect(pesagem.statusCode, pesagem.body).toBe(200);
    expect(pesagem.json().data).toMatchObject({
      situacao: 'Em Pesagem',
      message: 'CTR Adiciona com sucesso',
    });

    // 6. The destination receives the waste.
    at(120);
    const recebida = await t.call('PUT', `/api/RecebimentoResiduo/${id}`, {
      token: destino,
      body: { avaliacao: true, observacao: 'Recebido na balança 2' },
    });
    expect(recebida.statusCode, recebida.body).toBe(200);
    expect(recebida.json().data.situacao).toBe('Destinada');

    // 7. … and sorts it.
    const triagem = await t.call('POST', '/api/residuos-triados-api/cadastrar', {
      token: destino,
      body: {
        dadosTriagem: {
          idSolicitacaoTransporte: id,
          enviarPara: 'Recicladora',
          observacao: 'Triagem manual',
        },
        residuosTriados: [{ idTipoResiduo: 1, volumeAproximadoM3: 3.5, action: 'insert' }],
      },
    });
    expect(triagem.statusCode, triagem.body).toBe(200);
    expect(triagem.json().data.id).toBeGreaterThan(0);

    // 8. The sheet lists every step, and its code checks publicly.
    const pdf = await t.call('GET', `/api/FichaCTR/${id}`, { token: gerador });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`CTR Nº ${id}`);
    for (const step of ['Solicitada', 'Enviada', 'Alocada', 'Retirada', 'Em Pesagem', 'Destinada']) {
      expect(text).toContain(step);
    }
    expect(text).toContain(veiculo.placa);
    expect(text).toContain(cacamba.numero);
    expect(text).toContain('Recicladora');
    const [row] = await t.db.query<{ codigo: string }>(
      sql`SELECT codigo_verificacao AS codigo FROM solicitacao_transporte WHERE id = ${id}`,
    );
    expect(text).toContain(row!.codigo);
    const check = await t.call('GET', `/api/FichaCTR/verificar/${row!.codigo}`);
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({ id, situacao: 'Destinada' });

    // Every change left its history row (who, from, to) and an audit row.
    const hist = await t.db.query<{ de: string | null; para: string }>(sql`
      SELECT situacao_de AS de, situacao_para AS para FROM historico_ctr WHERE id_solicitacao_transporte = ${id} ORDER BY id`);
    expect(hist.map((h) => h.para)).toEqual([
      'Solicitada',
      'Enviada',
      'Alocada',
      'Retirada',
      'Em Pesagem',
      'Destinada',
      'Destinada',
    ]);
    const [aud] = await t.db.query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM auditoria WHERE entidade = 'SolicitacaoTransporte' AND id_registro = ${String(id)}`);
    expect(aud!.n).toBe(7);
  });
});
