import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCtr, type DemoIds, demoUserIds } from '../../../test/ctr-factories';
import { ctrTestContext } from '../../../test/ctr-context';
import type { TestContext } from '../../../test/helpers';
import { sql } from '../../db/sql';
import { publicar } from '../eventos/publicar';

let t: TestContext;
let ids: DemoIds;
let u: Record<'gerador' | 'transportador' | 'destino' | 'secretaria', number>;

beforeAll(async () => {
  ({ t, ids } = await ctrTestContext());
  u = await demoUserIds(t.db, ['gerador', 'transportador', 'destino', 'secretaria']);
});
afterAll(() => t.close());

const tiposDe = async (idUsuario: number, idCtr: number) =>
  (
    await t.db.query<{ tipo: string }>(sql`
    SELECT n.tipo FROM notificacao n JOIN evento e ON e.id = n.id_evento
    WHERE n.id_usuario = ${idUsuario} AND (e.payload->>'id')::bigint = ${idCtr} ORDER BY n.id`)
  ).map((r) => r.tipo);

describe('who hears of what (issue #14 item 2)', () => {
  it('a cancellation request reaches the other party; the answer reaches both; never twice', async () => {
    const id = await createCtr(t.db, ids, { situacao: 'Solicitada' });
    const pedido = await t.call('PUT', `/api/SolicitarCancelamentoSolicitacao/${id}`, {
      token: await t.login('gerador'),
      body: { motivoSolCancelamento: 'A obra foi adiada para o mês que vem' },
    });
    expect(pedido.statusCode, pedido.body).toBe(200);
    expect(await tiposDe(u.transportador, id)).toEqual(['ctr.cancelamento_solicitado']);
    expect(await tiposDe(u.gerador, id)).toEqual([]);

    const resposta = await t.call('PUT', `/api/SolicitacaoTransporteAceitar/${id}`, {
      token: await t.login('secretaria'),
    });
    expect(resposta.statusCode, resposta.body).toBe(200);
    expect(await tiposDe(u.gerador, id)).toEqual(['ctr.cancelamento_respondido']);
    expect(await tiposDe(u.transportador, id)).toEqual([
      'ctr.cancelamento_solicitado',
      'ctr.cancelamento_respondido',
    ]);
    expect(await tiposDe(u.secretaria, id)).toEqual([]);
    const [texto] = await t.db.query<{ texto: string }>(sql`
      SELECT n.texto FROM notificacao n WHERE n.id_usuario = ${u.gerador} AND n.tipo = 'ctr.cancelamento_respondido'
      ORDER BY n.id DESC LIMIT 1`);
    expect(texto!.texto).toBe(`O pedido de cancelamento da CTR nº ${id} foi aceito: a CTR foi cancelada.`);
    // Every change is still an event for the other consumers (webhooks, summaries).
    const [n] = await t.db.query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM evento WHERE tipo = 'ctr.situacao_alterada' AND (payload->>'id')::bigint = ${id}`);
    expect(n!.n).toBe(2);
  });

  it('a new request reaches the transporter; a removal reaches the destination it goes to', async () => {
    const id = await createCtr(t.db, ids, { situacao: 'Alocada', idDestinoFinal: ids.destino });
    const base = { id, idGerador: ids.gerador, idTransportador: ids.transportador, idDestino: ids.destino };
    await t.db.transaction((tx) =>
      publicar(
        tx,
        {
          tipo: 'ctr.situacao_alterada',
          payload: { ...base, acao: 'retirar', de: 'Alocada', para: 'Retirada' },
        },
        u.transportador,
      ),
    );
    const [destino] = await t.db.query<{ titulo: string; link: string }>(sql`
      SELECT titulo, link FROM notificacao WHERE id_usuario = ${u.destino} ORDER BY id DESC LIMIT 1`);
    expect(destino).toEqual({ titulo: `CTR nº ${id} a caminho`, link: '/avaliar-recebimento-solicitacao' });
    expect(await tiposDe(u.gerador, id)).toEqual(['ctr.situacao_alterada']);
    expect(await tiposDe(u.transportador, id)).toEqual([]);

    await t.db.transaction((tx) =>
      publicar(
        tx,
        {
          tipo: 'ctr.situacao_alterada',
          payload: { ...base, acao: 'solicitar', de: null, para: 'Solicitada' },
        },
        u.gerador,
      ),
    );
    const [nova] = await t.db.query<{ titulo: string; link: string }>(sql`
      SELECT titulo, link FROM notificacao WHERE id_usuario = ${u.transportador} ORDER BY id DESC LIMIT 1`);
    expect(nova).toEqual({
      titulo: `Nova solicitação de transporte nº ${id}`,
      link: '/avaliar-solicitacao-transporte',
    });
  });

  it('a refused document reaches the users of its profile with the reason', async () => {
    const [anexo] = await t.db.query<{ id: number }>(sql`
      INSERT INTO anexo (nome_arquivo, content_type, tamanho, sha256, conteudo)
      VALUES ('alvara.pdf', 'application/pdf', 4, ${'0'.repeat(64)}, ${Buffer.from('%PDF')}) RETURNING id`);
    const [tipo] = await t.db.query<{ id: number; descricao: string }>(
      sql`SELECT id, descricao FROM tipo_arquivo ORDER BY id LIMIT 1`,
    );
    const [arquivo] = await t.db.query<{ id: number }>(sql`
      INSERT INTO arquivo (nome_arquivo, id_perfil, id_tipo_arquivo, id_anexo, content_type)
      VALUES ('alvara.pdf', ${ids.transportador}, ${tipo!.id}, ${anexo!.id}, 'application/pdf') RETURNING id`);
    const res = await t.call('PUT', `/api/Arquivo/${arquivo!.id}`, {
      token: await t.login('secretaria'),
      body: { situacao: 'P', descricaoPendencia: 'Documento ilegível' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [nota] = await t.db.query<{ titulo: string; texto: string }>(sql`
      SELECT titulo, texto FROM notificacao WHERE id_usuario = ${u.transportador} AND tipo = 'documento.recusado'`);
    expect(nota).toEqual({
      titulo: 'Documento recusado',
      texto: `O documento "${tipo!.descricao}" foi recusado pela SLU. Motivo: Documento ilegível. Envie uma nova versão.`,
    });
  });
});
