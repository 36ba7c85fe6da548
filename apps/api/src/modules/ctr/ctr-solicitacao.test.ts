import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import {
  createCacamba,
  createCtr,
  createTransportador,
  createVeiculo,
  type DemoIds,
  multipart,
  PNG,
} from '../../../test/ctr-factories';
import { ctrTestContext, T0 } from '../../../test/ctr-context';
import type { TestContext } from '../../../test/helpers';

let t: TestContext;
let ids: DemoIds;

beforeAll(async () => {
  ({ t, ids } = await ctrTestContext({ clock: T0 }));
});
afterAll(() => t.close());

const pedido = (over: Record<string, unknown> = {}) => ({
  idObra: ids.obra,
  idGerador: ids.gerador,
  idTransportador: ids.transportador,
  idResiduoPredominante: 1,
  quantidadeCacambas: 1,
  residuos: [{ idTipoResiduo: 1, volumeAproximadoM3: 2 }],
  ...over,
});

describe('POST SolicitacaoTransporte', () => {
  it('401 without a session, 403 for a transporter', async () => {
    expect((await t.call('POST', '/api/SolicitacaoTransporte', { body: pedido() })).statusCode).toBe(401);
    const token = await t.login('transportador');
    expect((await t.call('POST', '/api/SolicitacaoTransporte', { token, body: pedido() })).statusCode).toBe(
      403,
    );
  });

  it('answers the spec texts for missing fields', async () => {
    const token = await t.login('gerador');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ idResiduoPredominante: undefined }, 'Não foi informado o campo de tipo de resíduo predominante.'],
      [{ quantidadeCacambas: 2, residuos: [] }, 'É obrigatório preencher pelo menos um resíduo'],
      [{ residuos: [{ idTipoResiduo: 1 }] }, 'O campo "Volume em M³ é obrigatório'],
      [{ residuos: [{ idTipoResiduo: 1, volumeAproximadoM3: 0 }] }, 'Valor de Volume M³ inválido'],
      [
        {
          residuos: [
            { idTipoResiduo: 1, volumeAproximadoM3: 1 },
            { idTipoResiduo: 1, volumeAproximadoM3: 2 },
          ],
        },
        'Resíduo já selecionado',
      ],
      [{ idTransportador: undefined }, 'Não foi selecionado um transportador.'],
    ];
    for (const [over, message] of cases) {
      const res = await t.call('POST', '/api/SolicitacaoTransporte', { token, body: pedido(over) });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('only for the generator own obra and a transporter linked to it; no CARGA MISTA', async () => {
    const token = await t.login('gerador');
    const outro = await createTransportador(t);
    const semVinculo = await t.call('POST', '/api/SolicitacaoTransporte', {
      token,
      body: pedido({ idTransportador: outro.idPerfil }),
    });
    expect(semVinculo.statusCode).toBe(400);
    expect(semVinculo.json().error.fields).toHaveProperty('idTransportador');
    const obraAlheia = await t.call('POST', '/api/SolicitacaoTransporte', {
      token,
      body: pedido({ idGerador: ids.transportador }),
    });
    expect(obraAlheia.statusCode).toBe(403);
    const cargaMista = await t.call('POST', '/api/SolicitacaoTransporte', {
      token,
      body: pedido({ idResiduoPredominante: 26, residuos: [{ idTipoResiduo: 26, volumeAproximadoM3: 1 }] }),
    });
    expect(cargaMista.statusCode).toBe(400);
    const contratada = await t.call('POST', '/api/SolicitacaoTransporte', {
      token,
      body: pedido({ idResiduoPredominante: 25, residuos: [{ idTipoResiduo: 25, volumeAproximadoM3: 1 }] }),
    });
    expect(contratada.statusCode).toBe(400);
  });

  it('more than one waste makes the predominant type 5', async () => {
    const token = await t.login('gerador');
    const res = await t.call('POST', '/api/SolicitacaoTransporte', {
      token,
      body: pedido({
        quantidadeCacambas: 2,
        residuos: [
          { idTipoResiduo: 1, volumeAproximadoM3: 2 },
          { idTipoResiduo: 13, volumeAproximadoM3: 1.5 },
        ],
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.query<{ pred: number; vol: number; situacao: string }>(sql`
      SELECT id_residuo_predominante AS pred, volume_aproximado_m3 AS vol, situacao FROM solicitacao_transporte
      WHERE id = ${res.json().data.id}`);
    expect(row).toEqual({ pred: 5, vol: 3.5, situacao: 'Solicitada' });
  });
});

describe('evaluation, change of transporter, removal, revert, edit', () => {
  it('avaliar_solicitacao: 409 out of Solicitada, 400 texts, 404 for another transporter', async () => {
    const token = await t.login('transportador');
    const enviada = await createCtr(t.db, ids, { situacao: 'Enviada' });
    const v = await createVeiculo(t.db, ids.transportador, { tipo: 'Basculante' });
    const fora = await t.call('PUT', `/api/avaliar_solicitacao/${enviada}`, {
      token,
      body: { avaliacao: true, veiculo: v.id },
    });
    expect(fora.statusCode).toBe(409);
    const id = await createCtr(t.db, ids);
    const semVeiculo = await t.call('PUT', `/api/avaliar_solicitacao/${id}`, {
      token,
      body: { avaliacao: true },
    });
    expect(semVeiculo.json().error.message).toBe('O veiculo informado é inválido.');
    const poli = await createVeiculo(t.db, ids.transportador);
    const semCacamba = await t.call('PUT', `/api/avaliar_solicitacao/${id}`, {
      token,
      body: { avaliacao: true, veiculo: poli.id },
    });
    expect(semCacamba.statusCode).toBe(400);
    expect(semCacamba.json().error.message).toBe('A caçamba informada é inválida.');
    const semJustificativa = await t.call('PUT', `/api/avaliar_solicitacao/${id}`, {
      token,
      body: { avaliacao: false },
    });
    expect(semJustificativa.json().error.message).toBe('A justificativa informada é inválida.');
    const outro = await createTransportador(t);
    const alheio = await t.call('PUT', `/api/avaliar_solicitacao/${id}`, {
      token: outro.token,
      body: { avaliacao: false, justificativa: 'Sem caçambas' },
    });
    expect(alheio.statusCode).toBe(404);
    // A Basculante carries no bin: the one sent is cleared.
    const bin = await createCacamba(t.db, ids.transportador);
    const ok = await t.call('PUT', `/api/avaliar_solicitacao/${id}`, {
      token,
      body: { avaliacao: true, veiculo: v.id, cacamba: bin.id, type: 'Basculante' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await t.db.query<{ c: number | null }>(
      sql`SELECT id_cacamba AS c FROM solicitacao_transporte WHERE id = ${id}`,
    );
    expect(row!.c).toBeNull();
  });

  it('declined → Recusada; the generator changes the transporter → Solicitada', async () => {
    const transportador = await t.login('transportador');
    const gerador = await t.login('gerador');
    const id = await createCtr(t.db, ids);
    const recusa = await t.call('PUT', `/api/avaliar_solicitacao/${id}`, {
      token: transportador,
      body: { avaliacao: false, justificativa: 'Sem caçambas disponíveis' },
    });
    expect(recusa.json().data.situacao).toBe('Recusada');
    const sem = await t.call('PUT', `/api/SolicitacaoTransporte/${id}`, {
      token: gerador,
      body: { situacao: 'Solicitada' },
    });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().error.message).toBe('Não foi selecionado um transportador.');
    const troca = await t.call('PUT', `/api/SolicitacaoTransporte/${id}`, {
      token: gerador,
      body: { situacao: 'Solicitada', idTransportador: ids.transportador, motivoRecSolicitacao: null },
    });
    expect(troca.statusCode, troca.body).toBe(200);
    const [row] = await t.db.query<{ situacao: string; motivo: string | null }>(sql`
      SELECT situacao, motivo_rec_solicitacao AS motivo FROM solicitacao_transporte WHERE id = ${id}`);
    expect(row).toEqual({ situacao: 'Solicitada', motivo: null });
  });

  it('retirar_cacamba: 413 above 1 MB, 415 for a non-image, Basculante at once, revert once', async () => {
    const token = await t.login('transportador');
    const v = await createVeiculo(t.db, ids.transportador, { tipo: 'Basculante' });
    const id = await createCtr(t.db, ids, { situacao: 'Alocada', idVeiculo: v.id, dataHoraAlocacao: T0 });
    const fields = {
      idResiduoPredominante: '1',
      idDestinoFinal: String(ids.destino),
      idVeiculo: String(v.id),
    };
    const send = (file?: Buffer, extra: Record<string, unknown> = {}) => {
      const mp = multipart(
        { ...fields, ...extra },
        file ? { name: 'fotoCacamba', filename: 'f.png', data: file } : undefined,
      );
      return t.app.inject({
        method: 'PUT',
        url: `/api/retirar_cacamba/${id}`,
        payload: mp.payload,
        headers: { ...mp.headers, 'auth-token': token },
      });
    };
    const grande = await send(Buffer.concat([PNG, Buffer.alloc(1_000_001 - PNG.length)]));
    expect(grande.statusCode).toBe(413);
    expect(grande.json().error.message).toBe('Só é permitido anexar um arquivo com tamanho máximo: 1MB.');
    const pdf = await send(Buffer.from('%PDF-1.4 não é imagem'));
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error.message).toBe('Só é permitido anexar um arquivo no formato de imagem.');
    const semDestino = await send(undefined, { idDestinoFinal: '' });
    expect(semDestino.json().error.message).toBe('Não foi selecionado um destino final.');
    const repetidos = await send(undefined, {
      residuos: [
        { idTipoResiduo: 1, volume: 1 },
        { idTipoResiduo: 1, volume: 2 },
      ],
    });
    expect(repetidos.json().error.message).toBe('O(s) tipo(s) de resíduos 1 está(ão) repetido(s).');
    const ok = await send(PNG);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await send(PNG)).json().error.message).toBe(
      `Não é possível retirar a caçamba da solicitação de transporte ${id}, tente retirar a caçamba de outra solicitação de transporte.`,
    );

    const volta = await t.call('GET', `/api/voltar-situacao-alocada/${id}`, { token });
    expect(volta.statusCode, volta.body).toBe(200);
    expect(volta.json().data).toMatchObject({
      situacao: 'Alocada',
      message: 'Situação da CTR regredida para Alocada',
    });
    expect((await send(PNG)).statusCode).toBe(200);
    const again = await t.call('GET', `/api/voltar-situacao-alocada/${id}`, { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('A situação desta CTR já foi regredida para Alocada uma vez.');

    // The photo can be removed; the anexo row goes with it.
    const rm = await t.call('PUT', `/api/SolicitacaoTransporte/${id}`, {
      token,
      body: { fotoCacamba: null, nomeFotoCacamba: null },
    });
    expect(rm.statusCode, rm.body).toBe(200);
    const [row] = await t.db.query<{ a: number | null }>(
      sql`SELECT id_anexo_foto AS a FROM solicitacao_transporte WHERE id = ${id}`,
    );
    expect(row!.a).toBeNull();
  });

  it('Editar CTR: the generator edits once within 24 h; staff again; never when Destinada', async () => {
    const gerador = await t.login('gerador');
    const admin = await t.login('admin');
    const id = await createCtr(t.db, ids, { situacao: 'Solicitada', dataHoraSolicitacao: T0 });
    const body = {
      residuos: [
        { idTipoResiduo: 1, volume: 2 },
        { idTipoResiduo: 2, volume: 1 },
      ],
      obra: { duracaoInicial: '2026-06-01', duracaoFinal: '2026-05-01' },
    };
    const datas = await t.call('PUT', `/api/SolicitacaoTransporteEditar/${id}`, { token: gerador, body });
    expect(datas.statusCode).toBe(400);
    expect(datas.json().error.message).toBe(
      'A data de duração final não pode ser anterior que data de duração inicial',
    );
    const ok = await t.call('PUT', `/api/SolicitacaoTransporteEditar/${id}`, {
      token: gerador,
      body: { residuos: body.residuos },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await t.db.query<{ pred: number; editado: boolean }>(sql`
      SELECT id_residuo_predominante AS pred, editado FROM solicitacao_transporte WHERE id = ${id}`);
    expect(row).toEqual({ pred: 5, editado: true });
    const twice = await t.call('PUT', `/api/SolicitacaoTransporteEditar/${id}`, {
      token: gerador,
      body: { observacao: 'De novo' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Esta CTR não pode mais ser editada.');
    expect(
      (
        await t.call('PUT', `/api/SolicitacaoTransporteEditar/${id}`, {
          token: admin,
          body: { observacao: 'Ajuste' },
        })
      ).statusCode,
    ).toBe(200);
    const destinada = await createCtr(t.db, ids, { situacao: 'Destinada' });
    expect(
      (
        await t.call('PUT', `/api/SolicitacaoTransporteEditar/${destinada}`, {
          token: admin,
          body: { observacao: 'x' },
        })
      ).statusCode,
    ).toBe(409);
    const late = await createCtr(t.db, ids, { dataHoraSolicitacao: new Date(T0.getTime() - 25 * 3_600_000) });
    expect(
      (
        await t.call('PUT', `/api/SolicitacaoTransporteEditar/${late}`, {
          token: gerador,
          body: { observacao: 'x' },
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('finding CTRs (Localizar CTR)', () => {
  it('scopes the view per owner, with the grid columns', async () => {
    const find = (token: string, where: unknown = {}) =>
      t.call('POST', '/api/ViewSolicitacaoTransporte/find', { token, body: { where, limit: 1000 } });
    expect((await t.call('POST', '/api/ViewSolicitacaoTransporte/find', { body: {} })).statusCode).toBe(401);
    expect((await find(await t.login('cidadao'))).statusCode).toBe(403);
    const admin = await find(await t.login('admin'));
    const total = admin.json().data.count as number;
    expect(total).toBeGreaterThan(0);
    const transp = await find(await t.login('transportador'));
    expect(transp.json().data.count).toBe(total);
    const outro = await createTransportador(t);
    expect((await find(outro.token)).json().data.count).toBe(0);
    const destino = await find(await t.login('destino'));
    const rows = destino.json().data.rows as Array<Record<string, unknown>>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.idDestinoFinal === ids.destino)).toBe(true);
    const demo = (await find(await t.login('gerador'), { situacao: 'Retirada', placa: 'ABC1D23' })).json()
      .data.rows[0];
    expect(demo).toMatchObject({
      nomeObra: 'Reforma Residencial Águas Claras',
      cepObra: '71908720',
      bairroObra: 'Águas Claras',
      nomeTransportador: 'Transportes Candango Ltda',
      nomeDestinoFinal: 'ATT Ceilândia Reciclagem Ltda',
      tipoVeiculo: 'Poliguindaste',
      classeMaterial: 'Classe A',
      tipoResiduo: 'Concreto',
      numeroIdentificacaoCacamba: 'TC-0003',
    });
  });

  it('SolicitacaoTransporte/find includes residuos and historico; find-solicitadas lists Solicitada', async () => {
    const token = await t.login('transportador');
    const res = await t.call('POST', '/api/SolicitacaoTransporte/find', {
      token,
      body: { where: { situacao: 'Retirada' }, include: ['residuos', 'historico'], limit: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().data.rows[0];
    expect(row.residuos[0]).toMatchObject({ idTipoResiduo: 1, volumeAproximadoM3: expect.any(Number) });
    expect(row.historico.map((h: { situacaoPara: string }) => h.situacaoPara)).toContain('Retirada');
    const sol = await t.call('POST', '/api/SolicitacaoTransporte/find-solicitadas', {
      token,
      body: { limit: 100 },
    });
    expect(sol.statusCode, sol.body).toBe(200);
    expect(sol.json().data.rows.every((r: { situacao: string }) => r.situacao === 'Solicitada')).toBe(true);
    // The generic find's runner answers it: the exact count of the transporter's Solicitada CTRs
    // (none estimated), a page of it, and only the fields asked for.
    const [contagem] = await t.db.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM solicitacao_transporte WHERE situacao = 'Solicitada' AND id_transportador = ${ids.transportador}`,
    );
    const n = contagem!.n;
    expect(n).toBeGreaterThan(1);
    const pagina = await t.call('POST', '/api/SolicitacaoTransporte/find-solicitadas', {
      token,
      body: { limit: 1, fields: ['id', 'situacao'] },
    });
    expect(pagina.statusCode, pagina.body).toBe(200);
    expect(pagina.json().data).toMatchObject({ count: n, rows: [{ situacao: 'Solicitada' }] });
    expect(pagina.json().data.countEstimated).toBeUndefined();
    expect(Object.keys(pagina.json().data.rows[0]).sort()).toEqual(['id', 'situacao']);
  });

  it('FichaCTR: 401 without a session, 404 for another owner, one PDF for several ids; bad code 404', async () => {
    expect((await t.call('GET', '/api/FichaCTR/1')).statusCode).toBe(401);
    const outro = await createTransportador(t);
    const [a, b] = [await createCtr(t.db, ids), await createCtr(t.db, ids)];
    expect((await t.call('GET', `/api/FichaCTR/${a},${b}`, { token: outro.token })).statusCode).toBe(404);
    const token = await t.login('transportador');
    const pdf = await t.call('GET', `/api/FichaCTR/${a},${b}`, { token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThanOrEqual(
      2,
    );
    expect((await t.call('GET', '/api/FichaCTR/abc', { token })).statusCode).toBe(400);
    expect((await t.call('GET', '/api/FichaCTR/verificar/NAO-EXISTE-00')).statusCode).toBe(404);
  });
});
