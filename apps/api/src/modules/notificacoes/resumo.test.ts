import { TRANSPORTADOR_IDS } from '@rcc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alocarCtrDemo, type DemoIds } from '../../../test/ctr-factories';
import { ctrTestContext } from '../../../test/ctr-context';
import type { TestContext } from '../../../test/helpers';
import { sql } from '../../db/sql';
import { avisarCltrccVencendo, enviarResumosDiarios } from './resumo';

let t: TestContext;
let ids: DemoIds;
const idUsuario = async (email: string) =>
  (await t.db.query<{ id: number }>(sql`SELECT id FROM usuario WHERE email = ${email}`))[0]!.id;

beforeAll(async () => {
  ({ t, ids } = await ctrTestContext());
});
afterAll(() => t.close());

const emailsPara = (para: string, desde: number) =>
  t.db.query<{ assunto: string; texto: string }>(
    sql`SELECT assunto, texto FROM email_fila WHERE para = ${para} AND id > ${desde} ORDER BY id`,
  );
const ultimoEmail = async () =>
  (await t.db.query<{ id: number }>(sql`SELECT coalesce(max(id), 0)::int AS id FROM email_fila`))[0]!.id;

describe('daily digest (issue #14 item 2)', () => {
  it('holds the notifications of digest types and sends them once, in one e-mail', async () => {
    const gerador = await t.login('gerador');
    const put = await t.call('PUT', '/api/notificacoes/preferencias', {
      token: gerador,
      body: { preferencias: [{ tipo: 'ctr.situacao_alterada', email: true, resumoDiario: true }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const antes = await ultimoEmail();
    const alocadas: number[] = [];
    for (let i = 0; i < 2; i++) alocadas.push((await alocarCtrDemo(t, ids)).id);
    expect(await emailsPara('gerador@rcc.demo', antes)).toEqual([]);

    expect(await enviarResumosDiarios(t.db, new Date())).toBeGreaterThanOrEqual(1);
    const resumo = await emailsPara('gerador@rcc.demo', antes);
    expect(resumo).toHaveLength(1);
    expect(resumo[0]!.assunto).toMatch(/^RCC — Resumo diário: \d+ notificações$/);
    for (const id of alocadas) expect(resumo[0]!.texto).toContain(`CTR nº ${id}: Alocada`);

    const depois = await ultimoEmail();
    await enviarResumosDiarios(t.db, new Date());
    expect(await emailsPara('gerador@rcc.demo', depois)).toEqual([]);

    // The digest's own unsubscribe link turns the digest types' e-mail off.
    const token = decodeURIComponent(/descadastrar\?t=(\S+)/.exec(resumo[0]!.texto)![1]!);
    const res = await t.call('GET', `/api/notificacoes/descadastrar?t=${encodeURIComponent(token)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.tipo).toBe('resumo');
    const prefs = await t.call('GET', '/api/notificacoes/preferencias', { token: gerador });
    expect(prefs.json().data).toContainEqual(
      expect.objectContaining({ tipo: 'ctr.situacao_alterada', email: false, resumoDiario: false }),
    );
  });
});

describe('CLTRCC expiry warnings', () => {
  it('warns the transporter 30 days before, once, however often it runs', async () => {
    const hoje = '2031-03-10';
    await t.db.query(sql`
      UPDATE perfil SET data_validade_cltrcc = '2031-04-09T12:00:00-03:00'
      WHERE id = ${ids.transportador}`);
    const idTransportador = await idUsuario('transportador@rcc.demo');
    const antes = await ultimoEmail();
    expect(await avisarCltrccVencendo(t.db, hoje)).toBe(1);
    expect(await avisarCltrccVencendo(t.db, hoje)).toBe(0);
    const notas = await t.db.query<{ titulo: string; texto: string }>(sql`
      SELECT titulo, texto FROM notificacao WHERE id_usuario = ${idTransportador} AND tipo = 'cltrcc.vencendo'`);
    expect(notas).toEqual([
      { titulo: 'CLTRCC vence em 30 dias', texto: expect.stringContaining('vence em 09/04/2031') },
    ]);
    expect(await emailsPara('transportador@rcc.demo', antes)).toHaveLength(1);
    // 7 days before: a second, different warning; a day with nothing due publishes nothing.
    expect(await avisarCltrccVencendo(t.db, '2031-04-02')).toBe(1);
    expect(await avisarCltrccVencendo(t.db, '2031-04-03')).toBe(0);
    const [n] = await t.db.query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM evento WHERE tipo = 'cltrcc.vencendo' AND (payload->>'idPerfil')::int = ${ids.transportador}`);
    expect(n!.n).toBe(2);
  });
});

describe('other publishers', () => {
  it('a message to transporters notifies their users, not its author', async () => {
    const admin = await t.login('admin');
    const res = await t.call('POST', '/api/mensagem', {
      token: admin,
      body: {
        titulo: 'Aviso de feriado',
        mensagem: '<p>Sem coleta no feriado.</p>',
        idTipoPerfil: [...TRANSPORTADOR_IDS],
        ativa: 'S',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const idTransportador = await idUsuario('transportador@rcc.demo');
    const [nota] = await t.db.query<{ texto: string }>(sql`
      SELECT texto FROM notificacao WHERE id_usuario = ${idTransportador} AND tipo = 'mensagem.recebida' ORDER BY id DESC LIMIT 1`);
    expect(nota?.texto).toBe('A SLU publicou a mensagem "Aviso de feriado".');
    const [deGerador] = await t.db.query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM notificacao WHERE id_usuario = ${await idUsuario('gerador@rcc.demo')}
        AND tipo = 'mensagem.recebida'`);
    expect(deGerador!.n).toBe(0);
  });
});
