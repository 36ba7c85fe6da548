import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alocarCtrDemo,
  createCtr,
  createCtrComFrota,
  type DemoIds,
  demoUserIds,
} from '../../../test/ctr-factories';
import { ctrTestContext } from '../../../test/ctr-context';
import type { TestContext } from '../../../test/helpers';
import { sql } from '../../db/sql';
import { runIrregularJob } from '../ctr/irregular-job';
import { publicar } from '../eventos/publicar';

let t: TestContext;
let ids: DemoIds;
let usuario: Record<'gerador' | 'transportador' | 'destino', number>;

beforeAll(async () => {
  ({ t, ids } = await ctrTestContext());
  usuario = await demoUserIds(t.db, ['gerador', 'transportador', 'destino']);
});
afterAll(() => t.close());

const notificacoesDe = (idUsuario: number, idCtr: number) =>
  t.db.query<{ titulo: string; texto: string; link: string; tipo: string }>(sql`
    SELECT n.titulo, n.texto, n.link, n.tipo FROM notificacao n JOIN evento e ON e.id = n.id_evento
    WHERE n.id_usuario = ${idUsuario} AND (e.payload->>'id')::bigint = ${idCtr} ORDER BY n.id`);

const emailsDesde = (id: number) =>
  t.db.query<{ para: string; assunto: string; texto: string; html: string }>(
    sql`SELECT para, assunto, texto, html FROM email_fila WHERE id > ${id} ORDER BY id`,
  );
const ultimoEmail = async () =>
  (await t.db.query<{ id: number }>(sql`SELECT coalesce(max(id), 0)::int AS id FROM email_fila`))[0]!.id;

/** A CTR of the demo generator allocated by the demo transporter, and the e-mails it queued. */
async function alocar() {
  const antes = await ultimoEmail();
  const { id } = await alocarCtrDemo(t, ids);
  return { id, emails: await emailsDesde(antes) };
}

const linkDescadastro = (texto: string) => {
  const m = /\/notificacoes\/descadastrar\?t=([^\s]+)/.exec(texto);
  return decodeURIComponent(m![1]!);
};

describe('notifications of a CTR status change (issue #14 item 2)', () => {
  let token = '';

  it('allocating a CTR notifies the generator with one e-mail and not the transporter who did it', async () => {
    const { id, emails } = await alocar();
    const doGerador = await notificacoesDe(usuario.gerador, id);
    expect(doGerador).toEqual([
      expect.objectContaining({ tipo: 'ctr.situacao_alterada', titulo: `CTR nº ${id}: Alocada` }),
    ]);
    expect(await notificacoesDe(usuario.transportador, id)).toEqual([]);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ para: 'gerador@rcc.demo', assunto: `RCC — CTR nº ${id}: Alocada` });
    expect(emails[0]!.texto).toContain(`A caçamba da CTR nº ${id} foi alocada na obra.`);
    expect(emails[0]!.html).toContain('descadastre-se com um clique');
    token = linkDescadastro(emails[0]!.texto);
    const [ev] = await t.db.query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM evento WHERE tipo = 'ctr.situacao_alterada' AND (payload->>'id')::bigint = ${id}
        AND payload->>'para' = 'Alocada' AND id_usuario = ${usuario.transportador} AND despachado_em IS NULL`);
    expect(ev!.n).toBe(1);
  });

  it('the bell counts it, the list shows it, and marking it read drops the count', async () => {
    const gerador = await t.login('gerador');
    const contagem = await t.call('GET', '/api/notificacoes/contagem', { token: gerador });
    expect(contagem.statusCode, contagem.body).toBe(200);
    const naoLidas = contagem.json().data.naoLidas as number;
    expect(naoLidas).toBeGreaterThan(0);
    const lista = await t.call('GET', '/api/notificacoes?naoLidas=true&limit=5', { token: gerador });
    expect(lista.statusCode, lista.body).toBe(200);
    const [primeira] = lista.json().data.rows;
    expect(primeira).toMatchObject({
      tipo: 'ctr.situacao_alterada',
      lidaEm: null,
      link: '/solicitacao-transporte',
    });
    expect(lista.json().data.count).toBe(naoLidas);
    const lida = await t.call('POST', `/api/notificacoes/${primeira.id}/lida`, { token: gerador });
    expect(lida.statusCode, lida.body).toBe(200);
    const depois = await t.call('GET', '/api/notificacoes/contagem', { token: gerador });
    expect(depois.json().data.naoLidas).toBe(naoLidas - 1);
    const todas = await t.call('POST', '/api/notificacoes/lidas', { token: gerador });
    expect(todas.json().data.marcadas).toBe(naoLidas - 1);
    expect((await t.call('GET', '/api/notificacoes/contagem', { token: gerador })).json().data.naoLidas).toBe(
      0,
    );
  });

  it('a user cannot see or mark another user’s notifications', async () => {
    const [alheia] = await t.db.query<{ id: number }>(
      sql`SELECT id FROM notificacao WHERE id_usuario = ${usuario.gerador} ORDER BY id DESC LIMIT 1`,
    );
    const transportador = await t.login('transportador');
    const marcar = await t.call('POST', `/api/notificacoes/${alheia!.id}/lida`, { token: transportador });
    expect(marcar.statusCode).toBe(404);
    const lista = await t.call('GET', '/api/notificacoes?limit=100', { token: transportador });
    expect(lista.json().data.rows.map((r: { id: number }) => r.id)).not.toContain(alheia!.id);
    expect((await t.call('GET', '/api/notificacoes')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/notificacoes/contagem')).statusCode).toBe(401);
    expect(
      (await t.call('PUT', '/api/notificacoes/preferencias', { body: { preferencias: [] } })).statusCode,
    ).toBe(401);
  });

  it('a tampered unsubscribe link is refused with a clear message', async () => {
    const [corpo, assinatura] = token.split('.');
    const outro = Buffer.from(
      JSON.stringify({ u: usuario.transportador, t: 'ctr.situacao_alterada' }),
    ).toString('base64url');
    for (const t2 of [`${outro}.${assinatura}`, `${corpo}.${assinatura!.slice(1)}x`, 'lixo']) {
      const res = await t.call('GET', `/api/notificacoes/descadastrar?t=${encodeURIComponent(t2)}`);
      expect(res.statusCode, t2).toBe(400);
      expect(res.json().error.message).toMatch(/Link de descadastro inválido/);
    }
  });

  it('the unsubscribe link turns that e-mail off without a login; the next allocation notifies without e-mail', async () => {
    const res = await t.call('GET', `/api/notificacoes/descadastrar?t=${encodeURIComponent(token)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      tipo: 'ctr.situacao_alterada',
      rotulo: 'Mudança de situação de uma CTR minha',
    });
    const prefs = await t.call('GET', '/api/notificacoes/preferencias', { token: await t.login('gerador') });
    expect(prefs.json().data).toContainEqual(
      expect.objectContaining({ tipo: 'ctr.situacao_alterada', email: false, resumoDiario: false }),
    );
    const { id, emails } = await alocar();
    expect(await notificacoesDe(usuario.gerador, id)).toHaveLength(1);
    expect(emails).toEqual([]);
  });

  it('preferences are saved per type: e-mail back on sends again', async () => {
    const gerador = await t.login('gerador');
    const put = await t.call('PUT', '/api/notificacoes/preferencias', {
      token: gerador,
      body: { preferencias: [{ tipo: 'ctr.situacao_alterada', email: true, resumoDiario: false }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const bad = await t.call('PUT', '/api/notificacoes/preferencias', {
      token: gerador,
      body: { preferencias: [{ tipo: 'ctr.inventado', email: true, resumoDiario: false }] },
    });
    expect(bad.statusCode).toBe(400);
    const { emails } = await alocar();
    expect(emails.map((e) => e.para)).toEqual(['gerador@rcc.demo']);
  });

  it('a rolled-back business transaction leaves no event, notification or e-mail', async () => {
    const id = await createCtr(t.db, ids, { situacao: 'Enviada' });
    const antes = await ultimoEmail();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(sql`UPDATE solicitacao_transporte SET situacao = 'Alocada' WHERE id = ${id}`);
        await publicar(
          tx,
          {
            tipo: 'ctr.situacao_alterada',
            payload: {
              id,
              idGerador: ids.gerador,
              idTransportador: ids.transportador,
              idDestino: null,
              acao: 'alocar',
              de: 'Enviada',
              para: 'Alocada',
            },
          },
          usuario.transportador,
        );
        throw new Error('falha depois do evento');
      }),
    ).rejects.toThrow('falha depois do evento');
    const [n] = await t.db.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM evento WHERE (payload->>'id')::bigint = ${id}`,
    );
    expect(n!.n).toBe(0);
    expect(await notificacoesDe(usuario.gerador, id)).toEqual([]);
    expect(await emailsDesde(antes)).toEqual([]);
  });

  it('a payload off the catalogue is refused before anything is written', async () => {
    await expect(
      t.db.transaction((tx) =>
        publicar(tx, {
          tipo: 'cltrcc.vencendo',
          payload: { idPerfil: 1, idPessoa: 1, dias: 15 as 30, validade: 'x' },
        }),
      ),
    ).rejects.toThrow(/fora do catálogo/);
  });

  it('the Irregular sweep publishes one event per CTR and notifies generator and transporter', async () => {
    const { id } = await createCtrComFrota(t.db, ids, {
      situacao: 'Alocada',
      dataHoraAlocacao: new Date(Date.now() - 40 * 86_400_000),
    });
    const marcadas = await runIrregularJob(t.db, new Date());
    expect(marcadas).toContain(id);
    const [ev] = await t.db.query<{ payload: Record<string, unknown>; idUsuario: number | null }>(sql`
      SELECT payload, id_usuario AS "idUsuario" FROM evento WHERE (payload->>'id')::bigint = ${id}`);
    expect(ev).toEqual({
      idUsuario: null,
      payload: expect.objectContaining({
        acao: 'marcarIrregular',
        de: 'Alocada',
        para: 'Irregular',
        idGerador: ids.gerador,
      }),
    });
    expect(await notificacoesDe(usuario.gerador, id)).toHaveLength(1);
    expect(await notificacoesDe(usuario.transportador, id)).toEqual([
      expect.objectContaining({ titulo: `CTR nº ${id}: Irregular` }),
    ]);
  });

  it('the event catalogue is published for integrators, with each payload schema', async () => {
    const res = await t.call('GET', '/api/eventos/catalogo');
    expect(res.statusCode, res.body).toBe(200);
    const tipos = res.json().data as Array<{
      tipo: string;
      rotulo: string;
      payload: { required?: string[] };
    }>;
    expect(tipos.map((x) => x.tipo)).toContain('ctr.situacao_alterada');
    const ctr = tipos.find((x) => x.tipo === 'ctr.situacao_alterada')!;
    expect(ctr.payload.required).toEqual(
      expect.arrayContaining(['id', 'idGerador', 'idTransportador', 'de', 'para']),
    );
  });
});
