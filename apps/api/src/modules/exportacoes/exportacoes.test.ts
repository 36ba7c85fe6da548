import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCtr, createTransportador, demoIds, pdfText } from '../../../test/ctr-factories';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { sql } from '../../db/sql';
import { purgar } from '../jobs/purga';
import { FILA_EXPORTACAO } from './service';

/** Issue #18 item 2: the CTR sheets of many CTRs as a background job, followed and downloaded by its owner. */
let t: TestContext;
let transportador: string;

beforeAll(async () => {
  t = await createTestContext();
  transportador = await t.login('transportador');
});
afterAll(() => t.close());

const codigo = async (id: number) =>
  (
    await t.db.query<{ c: string }>(
      sql`SELECT codigo_verificacao AS c FROM solicitacao_transporte WHERE id = ${id}`,
    )
  )[0]!.c;

describe('background export of CTR sheets', () => {
  it('401 without a session, 403 without a CTR right, 400 beyond 5000 CTRs', async () => {
    expect((await t.call('POST', '/api/exportacoes/fichas-ctr', { body: { ids: [1] } })).statusCode).toBe(
      401,
    );
    const cidadao = await t.login('cidadao');
    const negado = await t.call('POST', '/api/exportacoes/fichas-ctr', {
      token: cidadao,
      body: { ids: [1] },
    });
    expect(negado.statusCode).toBe(403);
    const demais = await t.call('POST', '/api/exportacoes/fichas-ctr', {
      token: transportador,
      body: { ids: Array.from({ length: 5001 }, (_, i) => i + 1) },
    });
    expect(demais.statusCode).toBe(400);
    expect(demais.json().error.message).toBe('No máximo 5000 CTRs por exportação.');
  });

  it("runs as a job with progress, keeps the requester's scope, and only the owner downloads the PDF", async () => {
    const visiveis = await t.call('POST', '/api/ViewSolicitacaoTransporte/find', {
      token: transportador,
      body: { fields: ['id'], limit: 1000 },
    });
    const meus: number[] = visiveis.json().data.rows.map((r: { id: number }) => r.id);
    expect(meus.length).toBeGreaterThan(0);
    // A CTR of another transporter is asked for too: the file leaves it out.
    const ids = await demoIds(t.db);
    const outra = await createTransportador(t);
    const alheia = { id: await createCtr(t.db, { ...ids, transportador: outra.idPerfil }) };
    const pedidos = [...meus, alheia.id];

    const pedido = await t.call('POST', '/api/exportacoes/fichas-ctr', {
      token: transportador,
      body: { ids: pedidos },
    });
    expect(pedido.statusCode).toBe(200);
    const id = pedido.json().data.id as number;
    expect(pedido.json().data).toMatchObject({ situacao: 'pendente', progresso: 0, total: pedidos.length });
    expect((await t.call('GET', `/api/exportacoes/${id}/arquivo`, { token: transportador })).statusCode).toBe(
      409,
    );

    await t.app.jobs.runDue([FILA_EXPORTACAO]);
    const pronta = await t.call('GET', `/api/exportacoes/${id}`, { token: transportador });
    expect(pronta.json().data).toMatchObject({
      situacao: 'pronta',
      progresso: 100,
      nomeArquivo: `fichas-ctr-${id}.pdf`,
    });

    const pdf = await t.call('GET', `/api/exportacoes/${id}/arquivo`, { token: transportador });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const texto = pdfText(pdf.rawPayload);
    expect(texto).toContain(await codigo(meus[0]!));
    expect(texto).not.toContain(await codigo(alheia.id));

    // Another user sees neither the export nor its file.
    const gerador = await t.login('gerador');
    expect((await t.call('GET', `/api/exportacoes/${id}`, { token: gerador })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/exportacoes/${id}/arquivo`, { token: gerador })).statusCode).toBe(404);

    // Kept for a while, then purged with its file.
    await t.db.query(sql`UPDATE exportacao SET concluida_em = now() - interval '3 days' WHERE id = ${id}`);
    expect((await purgar(t.db)).exportacoes).toBeGreaterThanOrEqual(1);
    expect((await t.call('GET', `/api/exportacoes/${id}`, { token: transportador })).statusCode).toBe(404);
  });
});
