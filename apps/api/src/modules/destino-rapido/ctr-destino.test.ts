import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { runIrregularJob } from '../ctr/irregular-job';
import { createCacamba, createCtr, createVeiculo, type DemoIds } from '../../../test/ctr-factories';
import { ctrTestContext, T0 } from '../../../test/ctr-context';
import type { TestContext } from '../../../test/helpers';

let t: TestContext;
let ids: DemoIds;

beforeAll(async () => {
  ({ t, ids } = await ctrTestContext({ clock: T0 }));
});
afterAll(() => t.close());

const situacao = async (id: number) =>
  (
    await t.db.query<{ s: string }>(sql`SELECT situacao AS s FROM solicitacao_transporte WHERE id = ${id}`)
  )[0]!.s;

describe('quick destination (public, plate + token)', () => {
  it('refuses a wrong token with the spec text, and guessing with 429', async () => {
    const v = await createVeiculo(t.db, ids.transportador);
    const bad = await t.call('GET', `/api/destinoRapido/findVeiculo/${v.placa}/000000`);
    expect(bad.statusCode).toBe(404);
    expect(bad.json().error.message).toBe('Nenhum veículo foi encontrado a partir desta placa e deste token');
    const semToken = await t.call('GET', `/api/destinoRapido/localidade?placa=${v.placa}`);
    expect(semToken.statusCode).toBe(400);
    expect(semToken.json().error.message).toBe('token é obrigatorio');
    let last = 0;
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/destinoRapido/searchCtr',
        payload: { placa: v.placa, token: `9${String(i).padStart(5, '0')}` },
        remoteAddress: `172.20.0.${i + 1}`,
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
    // Blocked per plate: even the right token waits.
    const right = await t.call('GET', `/api/destinoRapido/findVeiculo/${v.placa}/${v.token}`);
    expect(right.statusCode).toBe(429);
  }, 60_000);

  it('lists destinations and origins; weighs within the vehicle limit; mixes classes; removes', async () => {
    const duplo = await createVeiculo(t.db, ids.transportador, { poliguindaste: 'Duplo' });
    const cred = { placa: duplo.placa, token: duplo.token };
    const destinos = await t.call(
      'GET',
      `/api/destinoRapido/destinoFinal?placa=${duplo.placa}&token=${duplo.token}`,
    );
    expect(destinos.json().data.rows).toContainEqual({
      id: ids.destino,
      nomeRazaoSocial: 'ATT Ceilândia Reciclagem Ltda',
    });
    const locais = await t.call(
      'GET',
      `/api/destinoRapido/localidade?placa=${duplo.placa}&token=${duplo.token}`,
    );
    expect(locais.json().data.rows.length).toBeGreaterThan(10);

    const ctrs = [];
    for (let i = 0; i < 3; i++)
      ctrs.push(await createCtr(t.db, ids, { situacao: 'Retirada', dataHoraRetirada: T0 }));
    const pesar = (id: number, idResiduoPredominante: number) =>
      t.call('PUT', `/api/destinoRapido/solicitacaoTransporte/${id}`, {
        body: {
          ...cred,
          idDestinoFinal: ids.destino,
          idResiduoPredominante,
          idLocalidade: 9,
          situacao: 'Em Pesagem',
        },
      });
    const semOrigem = await t.call('PUT', `/api/destinoRapido/solicitacaoTransporte/${ctrs[0]}`, {
      body: { ...cred, idDestinoFinal: ids.destino, idResiduoPredominante: 1 },
    });
    expect(semOrigem.json().error.message).toBe('Origem é obrigatorio');
    expect((await pesar(ctrs[0]!, 1)).statusCode).toBe(200);
    // Class A with class B: the whole weighing becomes Carga Mista (type 26, class 7).
    const mista = await pesar(ctrs[1]!, 13);
    expect(mista.statusCode, mista.body).toBe(200);
    expect(mista.json().data.idResiduoPredominante).toBe(26);
    const preds = await t.db.query<{ p: number }>(sql`
      SELECT id_residuo_predominante AS p FROM solicitacao_transporte WHERE id = ANY(${ctrs.slice(0, 2)}::bigint[])`);
    expect(preds.map((p) => p.p)).toEqual([26, 26]);
    const terceira = await pesar(ctrs[2]!, 1);
    expect(terceira.statusCode).toBe(409);
    expect(terceira.json().error.message).toBe('Esse veículo só permite a pesagem de 2 CTRs');

    const lista = await t.call('POST', '/api/destinoRapido/searchCtr/', {
      body: { ...cred, situacao: 'Em Pesagem' },
    });
    expect(
      lista
        .json()
        .data.rows.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual(ctrs.slice(0, 2).sort());
    const remove = await t.call('PUT', `/api/destinoRapido/deleteSolicitacaoTransporte/${ctrs[0]}`, {
      body: cred,
    });
    expect(remove.statusCode, remove.body).toBe(200);
    expect(remove.json().data).toMatchObject({ situacao: 'Retirada', message: 'CTR Removida com sucesso' });
    expect((await pesar(ctrs[0]!, 1)).statusCode).toBe(200);
    // A Retirada CTR again cannot be removed from the scale.
    expect(
      (await t.call('PUT', `/api/destinoRapido/deleteSolicitacaoTransporte/${ctrs[2]}`, { body: cred }))
        .statusCode,
    ).toBe(409);

    const basc = await createVeiculo(t.db, ids.transportador, { tipo: 'Basculante' });
    const b = {
      placa: basc.placa,
      token: basc.token,
      idDestinoFinal: ids.destino,
      idResiduoPredominante: 1,
      idLocalidade: 9,
    };
    const b1 = await createCtr(t.db, ids, { situacao: 'Retirada' });
    const b2 = await createCtr(t.db, ids, { situacao: 'Retirada' });
    expect(
      (await t.call('PUT', `/api/destinoRapido/solicitacaoTransporte/${b1}`, { body: b })).statusCode,
    ).toBe(200);
    const lim = await t.call('PUT', `/api/destinoRapido/solicitacaoTransporte/${b2}`, { body: b });
    expect(lim.json().error.message).toBe('Veículo Basculante só permite a pesagem de 1 CTR');
  });
});

describe('receipt, batch receipt, correction and sorting', () => {
  it('PUT RecebimentoResiduo: 403 for a transporter, 400 texts, 409 out of state, reject → correct → receive', async () => {
    const destino = await t.login('destino');
    const transportador = await t.login('transportador');
    const id = await createCtr(t.db, ids, { situacao: 'Retirada', idDestinoFinal: ids.destino });
    expect(
      (
        await t.call('PUT', `/api/RecebimentoResiduo/${id}`, {
          token: transportador,
          body: { avaliacao: true },
        })
      ).statusCode,
    ).toBe(403);
    const escolha = await t.call('PUT', `/api/RecebimentoResiduo/${id}`, { token: destino, body: {} });
    expect(escolha.json().error.message).toBe(
      'É preciso escolher se o recebimento do resíduo vai ser aceito ou não.',
    );
    const semObs = await t.call('PUT', `/api/RecebimentoResiduo/${id}`, {
      token: destino,
      body: { avaliacao: false },
    });
    expect(semObs.json().error.message).toBe('A observação informada é inválida.');
    const longa = await t.call('PUT', `/api/RecebimentoResiduo/${id}`, {
      token: destino,
      body: { avaliacao: true, observacao: 'x'.repeat(501) },
    });
    expect(longa.statusCode).toBe(400);
    const rejeita = await t.call('PUT', `/api/RecebimentoResiduo/${id}`, {
      token: destino,
      body: { avaliacao: false, observacao: 'Carga com amianto não declarado' },
    });
    expect(rejeita.json().data.situacao).toBe('Resíduo Rejeitado');
    expect(
      (await t.call('PUT', `/api/RecebimentoResiduo/${id}`, { token: destino, body: { avaliacao: true } }))
        .statusCode,
    ).toBe(409);
    const corrige = await t.call('PUT', `/api/SolicitacaoTransporteCorrigir/${id}`, {
      token: transportador,
      body: { idResiduoPredominante: 22, residuos: [{ idTipoResiduo: 22, volume: 2 }] },
    });
    expect(corrige.statusCode, corrige.body).toBe(200);
    expect(await situacao(id)).toBe('Retirada');
    expect(
      (
        await t.call('PUT', `/api/RecebimentoResiduo/${id}`, { token: destino, body: { avaliacao: true } })
      ).json().data.situacao,
    ).toBe('Destinada');
  });

  it('batch receipt answers per id', async () => {
    const destino = await t.login('destino');
    const a = await createCtr(t.db, ids, { situacao: 'Retirada', idDestinoFinal: ids.destino });
    const b = await createCtr(t.db, ids, { situacao: 'Em Pesagem', idDestinoFinal: ids.destino });
    const c = await createCtr(t.db, ids, { situacao: 'Alocada', idDestinoFinal: ids.destino });
    const res = await t.call('POST', '/api/RecebimentoResiduo/lote', {
      token: destino,
      body: { ids: [a, b, c], observacao: 'Lote da manhã' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      recebidos: [a, b],
      falhas: [c],
      message: `Não foi possível receber lote(s) da(s) CTR(s) "${c}", tente novamente`,
    });
    expect(res.json().data.resultados[2].error.type).toBe('CONFLICT');
    const vazio = await t.call('POST', '/api/RecebimentoResiduo/lote', { token: destino, body: { ids: [] } });
    expect(vazio.statusCode).toBe(400);
  });

  it('sorting: Destinada only, only the CTR own waste types, markers insert/update/remove', async () => {
    const destino = await t.login('destino');
    const id = await createCtr(t.db, ids, { situacao: 'Destinada', idDestinoFinal: ids.destino });
    const post = (residuosTriados: unknown[], enviarPara: string | null = 'Aterro') =>
      t.call('POST', '/api/residuos-triados-api/cadastrar', {
        token: destino,
        body: { dadosTriagem: { idSolicitacaoTransporte: id, enviarPara }, residuosTriados },
      });
    expect((await post([{ idTipoResiduo: 1, volumeAproximadoM3: 1 }], null)).json().error.message).toBe(
      'Você deve selecionar um destino para a triagem',
    );
    expect((await post([])).json().error.message).toBe('Você deve adicionar uma triagem de resíduo abaixo');
    expect((await post([{ idTipoResiduo: 1, volumeAproximadoM3: 0 }])).json().error.message).toBe(
      'Não foi digitado o Volume.',
    );
    const alheio = await post([{ idTipoResiduo: 13, volumeAproximadoM3: 1 }]);
    expect(alheio.statusCode).toBe(400);
    const ok = await post([{ idTipoResiduo: 1, volumeAproximadoM3: 2 }]);
    expect(ok.statusCode, ok.body).toBe(200);
    const [linha] = await t.db.query<{ id: number }>(
      sql`SELECT id FROM triagem_residuo WHERE id_triagem = ${ok.json().data.id}`,
    );
    const upd = await post(
      [{ id: linha!.id, idTipoResiduo: 1, volumeAproximadoM3: 2.5, action: 'update' }],
      'Recicladora',
    );
    expect(upd.statusCode).toBe(200);
    const find = await t.call('POST', '/api/Triagem/find', {
      token: destino,
      body: { where: { idSolicitacaoTransporte: id }, include: ['triagemResiduo'] },
    });
    expect(find.json().data.rows[0]).toMatchObject({
      enviarPara: 'Recicladora',
      triagemResiduo: [{ idTipoResiduo: 1, volumeAproximadoM3: 2.5 }],
    });
    const soRemove = await post([
      { id: linha!.id, idTipoResiduo: 1, volumeAproximadoM3: 2.5, action: 'remove' },
    ]);
    expect(soRemove.statusCode).toBe(400);
    const retirada = await createCtr(t.db, ids, { situacao: 'Retirada', idDestinoFinal: ids.destino });
    const cedo = await t.call('POST', '/api/residuos-triados-api/cadastrar', {
      token: destino,
      body: {
        dadosTriagem: { idSolicitacaoTransporte: retirada, enviarPara: 'Aterro' },
        residuosTriados: [{ idTipoResiduo: 1, volumeAproximadoM3: 1 }],
      },
    });
    expect(cedo.statusCode).toBe(409);
  });
});

describe('non-requested transport', () => {
  it('creates the generator and the obra, born Alocada; refuses with the spec texts', async () => {
    const token = await t.login('transportador');
    const v = await createVeiculo(t.db, ids.transportador);
    const bin = await createCacamba(t.db, ids.transportador);
    const body = {
      obraExistente: false,
      tipoPessoa: 'F',
      quantidadeCacambas: 1,
      naoSolicitado: 'S',
      idVeiculo: v.id,
      idCacamba: bin.id,
      idResiduoPredominante: 1,
      obra: {
        nomeObra: 'Muro da chácara',
        duracaoInicial: '2026-05-01',
        duracaoFinal: '2026-07-01',
        possuiAlvara: 0,
        cep: '72000-000',
        endereco: 'Chácara 12',
        bairro: 'Vicente Pires',
        numero: '12',
        codIbge: 5300108,
        uf: 'DF',
        pessoa: {
          tipoPessoa: 'F',
          cpfCnpj: '111.444.777-35',
          nomeRazaoSocial: 'Sérgio Secretaria SLU',
          email: 'sergio@exemplo.com.br',
          celular: '(61) 99876-5432',
          cep: '72000000',
          endereco: 'Chácara 12',
          bairro: 'Vicente Pires',
          numero: '12',
        },
        residuos: [{ idTipoResiduo: 1, volume: 4 }],
      },
    };
    const send = (b: unknown) => t.call('POST', '/api/enviar_transporte_nao_solicitado', { token, body: b });
    expect((await send({ ...body, obra: { ...body.obra, residuos: [] } })).json().error.message).toBe(
      'Nenhum resíduo foi inserido',
    );
    expect((await send({ ...body, idVeiculo: undefined })).json().error.message).toBe('Selecione um veículo');
    expect((await send({ ...body, idCacamba: undefined })).json().error.message).toBe(
      'Selecione uma Caçamba',
    );
    expect(
      (await send({ ...body, obraExistente: true, obra: { residuos: body.obra.residuos } })).json().error
        .message,
    ).toBe('Por favor, selecione uma obra');
    expect(
      (
        await send({
          ...body,
          obra: { ...body.obra, pessoa: { ...body.obra.pessoa, cpfCnpj: '111.444.777-36' } },
        })
      ).json().error.message,
    ).toBe('CPF/CNPJ Inválido');
    const ok = await send(body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.message).toBe('Nova Solicitação de Transporte enviada com sucesso');
    const [row] = await t.db.query<{ situacao: string; ns: string; obra: string; pessoa: string }>(sql`
      SELECT st.situacao, st.nao_solicitado AS ns, o.nome_obra AS obra, p.nome_razao_social AS pessoa
      FROM solicitacao_transporte st JOIN obra o ON o.id = st.id_obra JOIN perfil g ON g.id = st.id_gerador
      JOIN pessoa p ON p.id = g.id_pessoa WHERE st.id = ${ok.json().data.id}`);
    // The CPF belongs to an existing person: it is reused, not duplicated.
    expect(row).toEqual({
      situacao: 'Alocada',
      ns: 'S',
      obra: 'Muro da chácara',
      pessoa: 'Sérgio Secretaria SLU',
    });
    // Same vehicle again: busy.
    const bin2 = await createCacamba(t.db, ids.transportador);
    const busy = await send({ ...body, idCacamba: bin2.id, obraExistente: true, idObra: ids.obra });
    expect(busy.statusCode).toBe(409);
  });
});

describe('the Irregular job (docs/decisions)', () => {
  it('marks bins left on the street and overdue transports, once, with history', async () => {
    const day = 24 * 3_600_000;
    const hour = 3_600_000;
    const basc = await createVeiculo(t.db, ids.transportador, { tipo: 'Basculante' });
    const poli = await createVeiculo(t.db, ids.transportador);
    const velha = await createCtr(t.db, ids, {
      situacao: 'Alocada',
      dataHoraAlocacao: new Date(T0.getTime() - 8 * day),
    });
    const nova = await createCtr(t.db, ids, {
      situacao: 'Alocada',
      dataHoraAlocacao: new Date(T0.getTime() - 6 * day),
    });
    const rcc = await createCtr(t.db, ids, {
      situacao: 'Retirada',
      idVeiculo: basc.id,
      dataHoraRetirada: new Date(T0.getTime() - 13 * hour),
    });
    const cacamba = await createCtr(t.db, ids, {
      situacao: 'Em Pesagem',
      idVeiculo: poli.id,
      dataHoraRetirada: new Date(T0.getTime() - 13 * hour),
    });
    const [a, b] = await Promise.all([runIrregularJob(t.db, T0), runIrregularJob(t.db, T0)]);
    const marked = [...a, ...b];
    expect(marked).toContain(velha);
    expect(marked).toContain(rcc);
    expect(marked).not.toContain(nova);
    expect(marked).not.toContain(cacamba);
    expect(new Set(marked).size).toBe(marked.length);
    expect(await situacao(velha)).toBe('Irregular');
    const hist = await t.db.query<{ de: string; motivo: string }>(sql`
      SELECT situacao_de AS de, motivo FROM historico_ctr WHERE id_solicitacao_transporte = ${rcc}`);
    expect(hist).toEqual([{ de: 'Retirada', motivo: 'Transporte sem recebimento por mais de 12 hora(s)' }]);
    expect(await runIrregularJob(t.db, T0)).toEqual([]);
  });
});
