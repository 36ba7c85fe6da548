import { TIPO_PERFIL } from '@rcc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createPessoaComPerfil } from '../../../test/security/factories';
import { mintToken } from '../../../test/security/sessions';
import { GERADOR_IDS, TRANSPORTADOR_IDS } from '@rcc/domain';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const nova = (extra: Record<string, unknown> = {}) => ({
  titulo: 'Aviso de manutenção',
  mensagem: '<p>O sistema ficará <strong>indisponível</strong> no domingo.</p>',
  idTipoPerfil: [...TRANSPORTADOR_IDS],
  ativa: 'S',
  ...extra,
});

describe('sanitizeRichText', () => {
  it('strips scripts, event handlers and javascript: URLs, keeps formatting', () => {
    const dirty =
      '<p style="font-size: 12pt; font-family: Georgia; position: fixed" onclick="alert(1)">Olá <script>alert(1)</script>' +
      '<a href="javascript:alert(1)">x</a> <a href="https://slu.df.gov.br">site</a><img src="x" onerror="alert(1)">' +
      '<iframe src="https://evil"></iframe><svg onload="alert(1)"></svg><a href="JaVaScRiPt:alert(1)">y</a></p>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|onload|javascript|iframe|svg|position/i);
    expect(clean).toContain('font-size:12pt');
    expect(clean).toContain(
      '<a href="https://slu.df.gov.br" rel="noopener noreferrer" target="_blank">site</a>',
    );
  });
});

describe('POST/PUT mensagem', () => {
  it('needs inclui / altera on Manter Mensagens', async () => {
    expect((await t.call('POST', '/api/mensagem', { body: nova() })).statusCode).toBe(401);
    const res = await t.call('POST', '/api/mensagem', {
      token: await t.login('transportador'),
      body: nova(),
    });
    expect(res.statusCode).toBe(403);
    const put = await t.call('PUT', '/api/mensagem/1', { token: await t.login('fiscal'), body: nova() });
    expect(put.statusCode).toBe(403);
  });

  it('stores sanitized HTML: no script, event handler or javascript: URL rides in a message', async () => {
    const token = await t.login('secretaria');
    const res = await t.call('POST', '/api/mensagem', {
      token,
      body: nova({
        mensagem:
          '<p onmouseover="steal()">Oi<script>steal()</script><a href="javascript:steal()">link</a></p>',
      }),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.query<{ mensagem: string }>(
      `SELECT mensagem FROM mensagem WHERE id = ${res.json().data.id}`,
    );
    expect(row!.mensagem).toBe('<p>Oi<a rel="noopener noreferrer" target="_blank">link</a></p>');
  });

  it('validates the fields with the spec messages', async () => {
    const token = await t.login('secretaria');
    let res = await t.call('POST', '/api/mensagem', {
      token,
      body: nova({ mensagem: '<script>x</script><p> </p>' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('É necessário inserir ao menos um usuário');
    res = await t.call('POST', '/api/mensagem', { token, body: nova({ titulo: 'x'.repeat(101) }) });
    expect(res.json().error.message).toBe('O título aceita até 100 caracteres.');
    res = await t.call('POST', '/api/mensagem', { token, body: nova({ idTipoPerfil: [] }) });
    expect(res.json().error.message).toBe('Selecione ao menos um tipo de perfil.');
    res = await t.call('POST', '/api/mensagem', { token, body: nova({ ativa: 'X' }) });
    expect(res.statusCode).toBe(400);
  });

  it('edits a message and its target profiles; unknown id is 404', async () => {
    const token = await t.login('secretaria');
    const id = (await t.call('POST', '/api/mensagem', { token, body: nova() })).json().data.id;
    const res = await t.call('PUT', `/api/mensagem/${id}`, {
      token,
      body: nova({ titulo: 'Novo título', idTipoPerfil: [2] }),
    });
    expect(res.statusCode).toBe(200);
    const list = await t.call('POST', '/api/Mensagem/find', { token, body: { where: { id } } });
    expect(list.json().data.rows[0]).toMatchObject({
      titulo: 'Novo título',
      idTipoPerfil: [2],
      totalLido: 0,
    });
    expect((await t.call('PUT', '/api/mensagem/999999', { token, body: nova() })).statusCode).toBe(404);
  });
});

describe('messages popup', () => {
  it('shows active messages of the user profile types once, and records each read once', async () => {
    expect((await t.call('POST', '/api/mensagem/nao-lidas')).statusCode).toBe(401);
    const sec = await t.login('secretaria');
    const id = (
      await t.call('POST', '/api/mensagem', { token: sec, body: nova({ titulo: 'Para transportadores' }) })
    ).json().data.id;
    const inativa = (
      await t.call('POST', '/api/mensagem', { token: sec, body: nova({ titulo: 'Inativa', ativa: 'N' }) })
    ).json().data.id;
    const geradores = (
      await t.call('POST', '/api/mensagem', {
        token: sec,
        body: nova({ titulo: 'Geradores', idTipoPerfil: [...GERADOR_IDS] }),
      })
    ).json().data.id;

    const token = await t.login('transportador');
    const unread = await t.call('POST', '/api/mensagem/nao-lidas', { token });
    const ids = unread.json().data.rows.map((r: { id: number }) => r.id);
    expect(ids).toContain(id);
    expect(ids).not.toContain(inativa);
    expect(ids).not.toContain(geradores);
    // The seeded message was already read by the demo transporter.
    expect(unread.json().data.rows.map((r: { titulo: string }) => r.titulo)).not.toContain(
      'Atualização da documentação do CLTRCC',
    );

    const ok = await t.call('POST', '/api/leituraMensagem', {
      token,
      body: { idMensagem: [...ids, geradores] },
    });
    expect(ok.json().data.registradas).toBe(ids.length);
    const twice = await t.call('POST', '/api/leituraMensagem', { token, body: { idMensagem: ids } });
    expect(twice.json().data.registradas).toBe(0);
    expect((await t.call('POST', '/api/mensagem/nao-lidas', { token })).json().data.rows).toEqual([]);

    const readers = await t.call('POST', '/api/Mensagem/find', {
      token: sec,
      body: { where: { id }, include: [{ model: 'leituras' }] },
    });
    expect(readers.json().data.rows[0]).toMatchObject({
      totalLido: 1,
      leituras: [
        expect.objectContaining({
          empresa: 'Transportes Candango Ltda',
          cpfCnpj: '11222333000181',
          nomeLeitor: 'Tiago Transportador',
          cpfLeitor: '39053344705',
        }),
      ],
    });
  });
});

describe('POST /api/Mensagem/find (spec 3 §7): each user lists only what is addressed to it', () => {
  type Row = { id: number; ativa: string; idTipoPerfil: number[]; leituras?: Array<{ idUsuario: number }> };
  const find = async (token: string, body: Record<string, unknown> = {}) => {
    // The spec's spelling (spec 3 §7); entity names are case-insensitive.
    const res = await t.call('POST', '/api/mensagem/find', { token, body: { limit: 50, ...body } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.rows as Row[];
  };

  it('transporter: active messages for its profile types with its own reads; citizen: its own; staff: all', async () => {
    expect((await t.call('POST', '/api/Mensagem/find', { body: {} })).statusCode).toBe(401);
    const sec = await t.login('secretaria');
    const criar = async (extra: Record<string, unknown>) =>
      (await t.call('POST', '/api/mensagem', { token: sec, body: nova(extra) })).json().data.id as number;
    const paraTransportadores = await criar({ titulo: 'Escopo: transportadores' });
    const inativa = await criar({ titulo: 'Escopo: inativa', ativa: 'N', idTipoPerfil: [2] });
    const paraGeradores = await criar({ titulo: 'Escopo: geradores', idTipoPerfil: [...GERADOR_IDS] });
    const paraCidadaos = await criar({ titulo: 'Escopo: cidadãos', idTipoPerfil: [7] });

    // Two transporters read the same message; each sees only its own read.
    const transp = await t.login('transportador');
    const outro = await createPessoaComPerfil(t, {
      tipoPerfil: TIPO_PERFIL.TRANSPORTADOR_PJ,
      tipoPessoa: 'J',
    });
    const outroToken = await mintToken(t, outro.email);
    for (const token of [transp, outroToken]) {
      await t.call('POST', '/api/leituraMensagem', { token, body: { idMensagem: paraTransportadores } });
    }
    const me = (await t.call('GET', '/api/me', { token: transp })).json().data.id as number;

    const rows = await find(transp, { include: [{ model: 'leituras' }] });
    const ids = rows.map((r) => r.id);
    expect(ids).toContain(paraTransportadores);
    expect(ids).not.toContain(inativa);
    expect(ids).not.toContain(paraGeradores);
    expect(ids).not.toContain(paraCidadaos);
    for (const r of rows) {
      expect(r.ativa).toBe('S');
      expect(r.idTipoPerfil.some((tipo) => tipo === 2 || tipo === 9)).toBe(true);
      expect(r.leituras!.every((l) => l.idUsuario === me)).toBe(true);
    }
    expect(rows.find((r) => r.id === paraTransportadores)!.leituras).toHaveLength(1);
    // Asking for a message not addressed to it by id, or for the inactive ones, finds nothing.
    expect(await find(transp, { where: { id: inativa } })).toEqual([]);
    expect(await find(transp, { where: { ativa: 'N' } })).toEqual([]);
    const leituras = await t.call('POST', '/api/LeituraMensagem/find', {
      token: transp,
      body: { where: { idMensagem: paraTransportadores } },
    });
    expect(leituras.json().data.rows.map((l: { idUsuario: number }) => l.idUsuario)).toEqual([me]);

    const cidadao = (await find(await t.login('cidadao'))).map((r) => r.id);
    expect(cidadao).toContain(paraCidadaos);
    expect(cidadao).not.toContain(paraTransportadores);
    expect(cidadao).not.toContain(paraGeradores);
    const fiscal = (await find(await t.login('fiscal'))).map((r) => r.id);
    expect(
      fiscal.filter((id) => [paraTransportadores, inativa, paraGeradores, paraCidadaos].includes(id)),
    ).toEqual([]);

    const staff = await find(sec, { include: [{ model: 'leituras' }] });
    expect(staff.map((r) => r.id)).toEqual(
      expect.arrayContaining([paraTransportadores, inativa, paraGeradores, paraCidadaos]),
    );
    expect(staff.find((r) => r.id === paraTransportadores)!.leituras).toHaveLength(2);
  });
});
