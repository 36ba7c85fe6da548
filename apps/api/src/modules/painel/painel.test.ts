import { F, type PainelCard, type PainelGrupoData, SITUACOES_RECEBIMENTO, TIPO_PERFIL } from '@rcc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCacamba,
  createCtr,
  createTransportador,
  createVeiculo,
  demoIds,
} from '../../../test/ctr-factories';
import { type DemoRole, type TestContext, createTestContext } from '../../../test/helpers';
import { createPessoaComPerfil } from '../../../test/masterdata-factories';
import { planoFixoLane } from '../../db/client';
import { sql } from '../../db/sql';
import { countMemo } from '../find/run';
import { indicadoresMemo } from './indicadores';

let t: TestContext;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  t = await createTestContext();
  ids = await demoIds(t.db);
  // Rows in every status a card counts, for the demo parties.
  for (const situacao of [
    'Solicitada',
    'Solicitada',
    'Enviada',
    'Alocada',
    'Irregular',
    'Resíduo Rejeitado',
  ]) {
    await createCtr(t.db, ids, { situacao, idDestinoFinal: ids.destino, dataHoraAlocacao: new Date() });
  }
  for (const situacao of ['Retirada', 'Em Pesagem', 'Destinada', 'Cancelamento Solicitado']) {
    await createCtr(t.db, ids, { situacao, idDestinoFinal: ids.destino });
  }
  // Turned Irregular today (a history mark now) and yesterday (not today's).
  for (const horas of [0, 30]) {
    const id = await createCtr(t.db, ids, { situacao: 'Irregular', dataHoraAlocacao: new Date() });
    await t.db.query(sql`INSERT INTO historico_ctr (id_solicitacao_transporte, acao, situacao_de, situacao_para, data_hora)
      VALUES (${id}, 'marcarIrregular', 'Alocada', 'Irregular', now() - make_interval(hours => ${horas}))`);
  }
});
afterAll(() => t.close());

/**
 * What a list screen asks the generic find for when opened at `link` (the same base filters and
 * query-string filters the web pages apply; see their `baseWhere` and URL filters).
 */
function listaDoLink(link: string): { entity: string; where: Record<string, unknown> } {
  const url = new URL(link, 'http://x');
  const situacao = url.searchParams.getAll('situacao');
  const emSituacao = (padrao: readonly string[]) => ({
    situacao: { $in: situacao.length ? situacao : [...padrao] },
  });
  const ctr = 'ViewSolicitacaoTransporte';
  switch (url.pathname) {
    case '/avaliar-solicitacao-transporte':
      return { entity: ctr, where: { situacao: 'Solicitada' } };
    case '/alocar-cacamba':
      return { entity: ctr, where: emSituacao(['Enviada']) };
    case '/retirar-cacamba':
      return { entity: ctr, where: emSituacao(['Alocada']) };
    case '/localizar-ctr': {
      // The grid's date filter: that whole day (Brasília, the API's and the users' time zone).
      const dia = url.searchParams.get('dataHoraIrregular');
      const noDia = dia
        ? { dataHoraIrregular: { $between: [`${dia}T00:00:00-03:00`, `${dia}T23:59:59.999-03:00`] } }
        : {};
      return { entity: ctr, where: { ...emSituacao([]), ...noDia } };
    }
    case '/solicitacao-transporte':
      return { entity: ctr, where: emSituacao([]) };
    case '/avaliar-recebimento-solicitacao':
      return { entity: ctr, where: emSituacao(SITUACOES_RECEBIMENTO) };
    case '/controle-residuos-triados':
      return {
        entity: ctr,
        where: {
          ...emSituacao([]),
          ...(url.searchParams.get('triagem') === 'pendente' ? { idTriagem: null } : {}),
        },
      };
    case '/cancelamento-ctr':
      return { entity: ctr, where: { situacao: 'Cancelamento Solicitado' } };
    case '/pessoa':
      return {
        entity: 'ViewPessoa',
        where: url.searchParams.get('filtro') === 'perfil' ? { perfilPendente: 'S' } : {},
      };
    case '/acompanhar-ocorrencia':
      return { entity: 'ViewOcorrencia', where: emSituacao([]) };
    case '/registrar-ocorrencia':
      return { entity: 'ViewOcorrencia', where: {} };
    case '/localizar-cacamba':
      return { entity: 'ViewSituacaoCacamba', where: emSituacao([]) };
    default:
      throw new Error(`lista sem filtro conhecido: ${link}`);
  }
}

async function grupo(token: string, nome: string): Promise<PainelGrupoData> {
  const res = await t.call('GET', `/api/painel/${nome}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const card = (g: PainelGrupoData, chave: string): PainelCard => {
  const c = g.cards.find((x) => x.chave === chave);
  if (!c) throw new Error(`sem o cartão ${chave} em ${g.grupo}`);
  return c;
};

/** Every card with a list link counts exactly the rows that list finds for the same user. */
async function conferirContagens(token: string, g: PainelGrupoData) {
  let conferidos = 0;
  for (const c of g.cards) {
    if (c.contagem === null || !c.link || c.link === '/pendencia-documentos') continue;
    const { entity, where } = listaDoLink(c.link);
    // The list counts afresh (the find keeps a count that took ≥ 5 ms for a while, find/run.ts).
    countMemo.clear();
    const res = await t.call('POST', `/api/${entity}/find`, { token, body: { where, limit: 5 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(c.contagem, `${g.grupo}/${c.chave}`).toBe(res.json().data.count);
    // The work-site card lists one item per obra, the others one per row.
    if (c.chave !== 'obras') expect(c.itens.length).toBe(Math.min(5, c.contagem));
    conferidos++;
  }
  return conferidos;
}

describe('GET /api/painel', () => {
  it('needs a session (401) and refuses a group the user has no profile for (403)', async () => {
    expect((await t.call('GET', '/api/painel')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/painel/transportador')).statusCode).toBe(401);
    const cidadao = await t.login('cidadao');
    expect((await t.call('GET', '/api/painel/transportador', { token: cidadao })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/painel/nada', { token: cidadao })).statusCode).toBe(400);
  });

  const esperado: Array<[DemoRole, string[]]> = [
    ['admin', ['secretaria']],
    ['secretaria', ['secretaria']],
    ['transportador', ['transportador']],
    ['gerador', ['gerador']],
    ['destino', ['destino']],
    ['fiscal', ['fiscalizacao']],
    ['cidadao', ['cidadao']],
  ];
  it.each(esperado)(
    '%s sees its groups, and every card counts the rows of the list it links to',
    async (role, grupos) => {
      const token = await t.login(role);
      const res = await t.call('GET', '/api/painel', { token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.grupos.map((g: { grupo: string }) => g.grupo)).toEqual(grupos);
      for (const nome of grupos) {
        const g = await grupo(token, nome);
        expect(g.cards.length).toBeGreaterThan(0);
        expect(await conferirContagens(token, g)).toBeGreaterThan(0);
      }
    },
    60_000,
  );

  it('transporter: its own requests with the inline action, papers and messages; counts drop after accepting', async () => {
    const token = await t.login('transportador');
    const g = await grupo(token, 'transportador');
    const solicitadas = card(g, 'solicitadas');
    expect(solicitadas.acao).toBe('avaliar');
    expect(solicitadas.contagem).toBeGreaterThanOrEqual(2);
    expect(solicitadas.itens[0]!.idTransportador).toBe(ids.transportador);
    expect(card(g, 'mensagens').contagem).toBeGreaterThanOrEqual(0);
    expect(card(g, 'documentos').link).toBe('/pendencia-documentos');
    expect(card(g, 'irregulares').link).toBe('/localizar-ctr?situacao=Irregular');

    // Accept the oldest request from the card (the evaluate endpoint): the count drops by one.
    const v = await createVeiculo(t.db, ids.transportador);
    const cac = await createCacamba(t.db, ids.transportador);
    const alvo = solicitadas.itens[0]!.id;
    const res = await t.call('PUT', `/api/avaliar_solicitacao/${alvo}`, {
      token,
      body: { id: alvo, avaliacao: true, veiculo: v.id, cacamba: cac.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const depois = await grupo(token, 'transportador');
    expect(card(depois, 'solicitadas').contagem).toBe(solicitadas.contagem! - 1);
    expect(card(depois, 'solicitadas').itens.map((i) => i.id)).not.toContain(alvo);
    expect(card(depois, 'enviadas').contagem).toBe(card(g, 'enviadas').contagem! + 1);
  }, 60_000);

  it("transporter: each list card's items are its list's first rows in the card's order", async () => {
    // More rows than a card shows, in every status, with allocation times out of number order.
    for (let i = 0; i < 7; i++)
      for (const situacao of ['Solicitada', 'Enviada', 'Alocada', 'Irregular', 'Resíduo Rejeitado'])
        await createCtr(t.db, ids, {
          situacao,
          dataHoraSolicitacao: new Date(Date.now() - ((i * 7) % 5) * 3_600_000),
          dataHoraAlocacao: i === 3 ? null : new Date(Date.now() - ((i * 3) % 7) * 3_600_000),
        });
    await t.db.query(sql`UPDATE solicitacao_transporte SET data_hora_envio = data_hora_solicitacao + interval '1 minute'
      WHERE situacao = 'Enviada' AND data_hora_envio IS NULL AND id % 2 = 0`);
    const token = await t.login('transportador');
    const g = await grupo(token, 'transportador');
    const ordens: Array<[string, [string, 'ASC' | 'DESC']]> = [
      ['solicitadas', ['dataHoraSolicitacao', 'ASC']],
      ['enviadas', ['dataHoraEnvio', 'ASC']],
      ['alocadas', ['dataHoraAlocacao', 'ASC']],
      ['irregulares', ['id', 'DESC']],
      ['respostas', ['id', 'DESC']],
    ];
    for (const [chave, ordem] of ordens) {
      const c = card(g, chave);
      const { entity, where } = listaDoLink(c.link!);
      const res = await t.call('POST', `/api/${entity}/find`, {
        token,
        body: { where, order: [ordem], fields: ['id'], limit: 5 },
      });
      expect(res.statusCode, res.body).toBe(200);
      // Counted directly: the find may answer a count it remembered a moment ago (find/run.ts).
      const sit = where.situacao as string | { $in: string[] };
      const [direto] = await t.db.query<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM solicitacao_transporte
        WHERE situacao = ANY(${typeof sit === 'string' ? [sit] : sit.$in}::text[]) AND id_transportador = ${ids.transportador}`);
      expect(c.contagem, chave).toBe(direto!.n);
      expect(c.contagem!, chave).toBeGreaterThan(5);
      expect(
        c.itens.map((i) => i.id),
        chave,
      ).toEqual(res.json().data.rows.map((r: { id: number }) => r.id));
    }
  }, 60_000);

  it("a right taken from the transporter's profile takes its cards away at the next call", async () => {
    const token = await t.login('transportador');
    // Twice: the second call runs the statement kept for this user.
    await grupo(token, 'transportador');
    expect(card(await grupo(token, 'transportador'), 'irregulares').contagem).toBeGreaterThan(0);
    const localizar = sql`id_tipo_perfil = ${TIPO_PERFIL.TRANSPORTADOR_PJ}
      AND id_funcionalidade = (SELECT id FROM funcionalidade WHERE descricao = ${F.LOCALIZAR_CTR})`;
    await t.db.query(sql`UPDATE permissao SET consulta = 'N' WHERE ${localizar}`);
    try {
      const chaves = (await grupo(token, 'transportador')).cards.map((c) => c.chave);
      expect(chaves).not.toContain('irregulares');
      expect(chaves).not.toContain('respostas');
      expect(chaves).toContain('solicitadas');
    } finally {
      await t.db.query(sql`UPDATE permissao SET consulta = 'S' WHERE ${localizar}`);
    }
    expect((await grupo(token, 'transportador')).cards.map((c) => c.chave)).toContain('irregulares');
  });

  it("never returns another transporter's rows", async () => {
    const outro = await createTransportador(t);
    const delaB = await createCtr(t.db, ids, { situacao: 'Solicitada', idTransportador: outro.idPerfil });
    const tokenA = await t.login('transportador');
    const a = card(await grupo(tokenA, 'transportador'), 'solicitadas');
    const b = card(await grupo(outro.token, 'transportador'), 'solicitadas');
    expect(b.contagem).toBe(1);
    expect(b.itens.map((i) => i.id)).toEqual([delaB]);
    const [emA] = await t.db.query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM solicitacao_transporte WHERE situacao = 'Solicitada' AND id_transportador = ${ids.transportador}`);
    expect(a.contagem).toBe(emA!.n);
    expect(a.itens.map((i) => i.id)).not.toContain(delaB);
  });

  it("never returns another generator's or another destination's rows", async () => {
    const gerB = await createPessoaComPerfil(t, { tipoPerfil: 8 });
    const destB = await createPessoaComPerfil(t, { tipoPerfil: 3 });
    const [obraB] = await t.db.query<{ id: number }>(sql`
      INSERT INTO obra (id_gerador, nome_obra, duracao_inicial, duracao_final, cep, uf, cod_ibge, bairro, endereco,
        numero, lon, lat)
      VALUES (${gerB.idPerfil}, 'Obra do Gerador B', current_date, current_date + 30, '70000000', 'DF', 5300108,
        'Asa Sul', 'Quadra 2', '2', -47.9, -15.8)
      RETURNING id`);
    const ctrB = await createCtr(
      t.db,
      { obra: obraB!.id, gerador: gerB.idPerfil, transportador: ids.transportador },
      { situacao: 'Retirada', idDestinoFinal: destB.idPerfil },
    );
    const gA = await grupo(await t.login('gerador'), 'gerador');
    const gB = await grupo(gerB.token, 'gerador');
    expect(card(gB, 'obras').contagem).toBe(1);
    expect(card(gB, 'obras').itens.map((i) => i.titulo)).toEqual(['Obra do Gerador B']);
    expect(card(gA, 'obras').itens.map((i) => i.titulo)).not.toContain('Obra do Gerador B');

    const dA = await grupo(await t.login('destino'), 'destino');
    const dB = await grupo(destB.token, 'destino');
    expect(card(dB, 'a-caminho').itens.map((i) => i.id)).toEqual([ctrB]);
    expect(card(dA, 'a-caminho').itens.map((i) => i.id)).not.toContain(ctrB);
    await conferirContagens(gerB.token, gB);
    await conferirContagens(destB.token, dB);
  }, 60_000);

  it('destination: a sorted CTR leaves "aguardando triagem"; counts equal a direct COUNT and the list, the month adds up', async () => {
    const token = await t.login('destino');
    const antes = await grupo(token, 'destino');
    const recebida = async () => {
      const id = await createCtr(t.db, ids, { situacao: 'Destinada', idDestinoFinal: ids.destino });
      await t.db.query(sql`UPDATE solicitacao_transporte SET data_hora_recebimento = now() WHERE id = ${id}`);
      return id;
    };
    await recebida();
    const triada = await recebida();
    await t.db.query(
      sql`INSERT INTO triagem (id_solicitacao_transporte, enviar_para) VALUES (${triada}, 'Aterro')`,
    );
    const g = await grupo(token, 'destino');
    const triagem = card(g, 'triagem');
    expect(triagem.contagem).toBe(card(antes, 'triagem').contagem! + 1);
    const [direto] = await t.db.query<{ n: number; mes: number; volume: string }>(sql`
      SELECT count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM triagem tg WHERE tg.id_solicitacao_transporte = t.id))::int AS n,
        count(*) FILTER (WHERE t.data_hora_recebimento >= date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo') AT TIME ZONE 'America/Sao_Paulo')::int AS mes,
        coalesce(sum(t.volume_aproximado_m3) FILTER (WHERE t.data_hora_recebimento >= date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo') AT TIME ZONE 'America/Sao_Paulo'), 0)::text AS volume
      FROM solicitacao_transporte t WHERE t.situacao = 'Destinada' AND t.id_destino_final = ${ids.destino}`);
    expect(triagem.contagem).toBe(direto!.n);
    // The list's order: oldest receipt first (none yet first), then the highest number; never the sorted one.
    const primeiras = await t.db.query<{ id: number }>(sql`
      SELECT t.id FROM solicitacao_transporte t
      WHERE t.situacao = 'Destinada' AND t.id_destino_final = ${ids.destino}
        AND NOT EXISTS (SELECT 1 FROM triagem tg WHERE tg.id_solicitacao_transporte = t.id)
      ORDER BY t.data_hora_recebimento ASC NULLS FIRST, t.id DESC LIMIT 5`);
    expect(triagem.itens.map((i) => i.id)).toEqual(primeiras.map((r) => Number(r.id)));
    expect(triagem.itens.map((i) => i.id)).not.toContain(triada);
    const volume = card(g, 'volume-mes');
    expect(volume.contagem).toBe(direto!.mes);
    expect(volume.contagem).toBe(card(antes, 'volume-mes').contagem! + 2);
    expect(volume.valor).toBe(
      `${Number(direto!.volume).toLocaleString('pt-BR', { maximumFractionDigits: 2 })} m³`,
    );
    await conferirContagens(token, g);
  });

  it("citizen: its own occurrences with their status and answer, never another citizen's; a shortcut to register", async () => {
    const outro = await createPessoaComPerfil(t, { tipoPerfil: TIPO_PERFIL.CIDADAO });
    const ocorrencia = async (email: string, situacao: string, resposta: string | null) => {
      const [row] = await t.db.query<{ id: number }>(sql`
        INSERT INTO ocorrencia (id_usuario_registro, irregularidade_com, descricao_irregularidade, identificacao_cacamba,
          lon, lat, id_anexo_foto, situacao, resposta_orgao)
        SELECT u.id, 'Caçamba', 'Caçamba sem CTR', 'sem número', -47.9, -15.8, (SELECT min(id) FROM anexo),
          ${situacao}, ${resposta}
        FROM usuario u WHERE u.email = ${email} RETURNING id`);
      return row!.id;
    };
    const doOutro = await ocorrencia(outro.email, 'Aguardando resposta', null);
    const minha = await ocorrencia('cidadao@rcc.demo', 'Respondida', 'Caçamba recolhida pela AGEFIS.');

    const token = await t.login('cidadao');
    const g = await grupo(token, 'cidadao');
    const minhas = card(g, 'minhas-ocorrencias');
    // Newest first, with its status and the authority's answer.
    expect(minhas.itens[0]).toMatchObject({
      id: minha,
      detalhe: 'Respondida · Caçamba recolhida pela AGEFIS.',
      link: `/registrar-ocorrencia/view/${minha}`,
    });
    expect(minhas.itens.map((i) => i.id)).not.toContain(doOutro);
    const [proprias] = await t.db.query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM ocorrencia o JOIN usuario u ON u.id = o.id_usuario_registro
      WHERE u.email = 'cidadao@rcc.demo'`);
    expect(minhas.contagem).toBe(proprias!.n);
    expect(g.cards.map((c) => c.chave)).toEqual(['minhas-ocorrencias', 'registrar-ocorrencia', 'destinos']);
    expect(card(g, 'registrar-ocorrencia')).toMatchObject({
      contagem: null,
      link: '/registrar-ocorrencia/map',
    });

    const b = await grupo(outro.token, 'cidadao');
    expect(card(b, 'minhas-ocorrencias')).toMatchObject({ contagem: 1 });
    expect(card(b, 'minhas-ocorrencias').itens.map((i) => i.id)).toEqual([doOutro]);
    await conferirContagens(token, g);
    await conferirContagens(outro.token, b);
  });

  it('on PostgreSQL the card statements run where the generic plan is kept and JIT is off, in one round trip', async () => {
    const lane = planoFixoLane(t.app.db);
    if (t.app.db.kind !== 'postgres') {
      expect(lane).toBeNull();
      return;
    }
    const ajustes = sql`SELECT current_setting('plan_cache_mode') AS plano, current_setting('jit') AS jit`;
    expect(await lane!.query(ajustes)).toEqual([{ plano: 'force_generic_plan', jit: 'off' }]);
    // The other statements keep the server's choice.
    expect((await t.app.db.query<{ plano: string }>(ajustes))[0]!.plano).toBe('auto');
  });

  it('a user with several profiles sees the union of their groups', async () => {
    const multi = await createPessoaComPerfil(t, { tipoPerfil: 2 });
    const [destinoPerfil] = await t.db.query<{ id: number }>(sql`
      INSERT INTO perfil (id_pessoa, id_tipo_perfil, situacao_validacao, tipo_destino_final)
      VALUES (${multi.idPessoa}, 3, 'A', 'ATT') RETURNING id`);
    await t.db.query(sql`
      INSERT INTO usuario_perfil (id_usuario, id_perfil)
      SELECT up.id_usuario, ${destinoPerfil!.id} FROM usuario_perfil up WHERE up.id_perfil = ${multi.idPerfil}`);
    const res = await t.call('POST', '/api/login', {
      body: { username: multi.email, password: 'Rcc@2026', idPessoa: multi.idPessoa },
    });
    const token = res.json().data.token as string;
    const grupos = (await t.call('GET', '/api/painel', { token })).json().data.grupos;
    expect(grupos.map((g: { grupo: string }) => g.grupo)).toEqual(['transportador', 'destino']);
    await conferirContagens(token, await grupo(token, 'transportador'));
    await conferirContagens(token, await grupo(token, 'destino'));
  }, 60_000);

  it("secretaria: the city's indicators over 12 weeks, this week's figures the last week's", async () => {
    const token = await t.login('secretaria');
    // Kept for a minute per database: a new CTR shows after that (or once the memo is cleared).
    indicadoresMemo.clear(t.app.db);
    const antes = (await grupo(token, 'secretaria')).indicadores!;
    expect(Math.abs(Date.parse(antes.calculadoEm) - Date.now())).toBeLessThan(60_000);
    await createCtr(t.db, ids, { situacao: 'Solicitada' });
    // Kept: the same figures with the time they were computed, which the page shows.
    const guardados = (await grupo(token, 'secretaria')).indicadores!;
    expect(guardados.abertasSemana).toBe(antes.abertasSemana);
    expect(guardados.calculadoEm).toBe(antes.calculadoEm);
    await new Promise((r) => setTimeout(r, 5));
    indicadoresMemo.clear(t.app.db);
    const g = await grupo(token, 'secretaria');
    expect(g.indicadores!.abertasSemana).toBe(antes.abertasSemana + 1);
    expect(Date.parse(g.indicadores!.calculadoEm)).toBeGreaterThan(Date.parse(antes.calculadoEm));
    const ind = g.indicadores!;
    expect(ind.semanas).toHaveLength(12);
    expect(ind.abertasSemana).toBe(ind.semanas.at(-1)!.abertas);
    expect(ind.abertasSemana).toBeGreaterThanOrEqual(10);
    const [abertas] = await t.db.query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM solicitacao_transporte
      WHERE data_hora_solicitacao >= date_trunc('week', now() AT TIME ZONE 'America/Sao_Paulo') AT TIME ZONE 'America/Sao_Paulo'`);
    expect(ind.abertasSemana).toBe(abertas!.n);
    expect(card(g, 'irregulares-hoje').contagem).toBeGreaterThanOrEqual(1);
  });

  it('secretaria: irregular today counts each CTR once, only while it is still Irregular, as Localizar CTR does', async () => {
    const token = await t.login('secretaria');
    const antes = card(await grupo(token, 'secretaria'), 'irregulares-hoje').contagem!;
    const marcar = async (id: number, segundos: number) =>
      t.db.query(sql`INSERT INTO historico_ctr (id_solicitacao_transporte, acao, situacao_de, situacao_para, data_hora)
        VALUES (${id}, 'marcarIrregular', 'Alocada', 'Irregular', now() - make_interval(secs => ${segundos}))`);
    // Marked twice today: one CTR.
    const duas = await createCtr(t.db, ids, { situacao: 'Irregular', dataHoraAlocacao: new Date() });
    await marcar(duas, 2);
    await marcar(duas, 1);
    // Marked today, then removed: no longer Irregular, not counted.
    const saiu = await createCtr(t.db, ids, { situacao: 'Irregular', dataHoraAlocacao: new Date() });
    await marcar(saiu, 1);
    await t.db.query(sql`UPDATE solicitacao_transporte SET situacao = 'Retirada' WHERE id = ${saiu}`);
    const g = await grupo(token, 'secretaria');
    const hoje = card(g, 'irregulares-hoje');
    expect(hoje.contagem).toBe(antes + 1);
    expect(hoje.itens[0]!.id).toBe(duas);
    expect(hoje.itens.map((i) => i.id)).not.toContain(saiu);
    const [direto] = await t.db.query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM solicitacao_transporte t
      WHERE t.situacao = 'Irregular' AND EXISTS (SELECT 1 FROM historico_ctr h
        WHERE h.id_solicitacao_transporte = t.id AND h.situacao_para = 'Irregular'
          AND h.data_hora >= date_trunc('day', now() AT TIME ZONE 'America/Sao_Paulo') AT TIME ZONE 'America/Sao_Paulo')`);
    expect(hoje.contagem).toBe(direto!.n);
    await conferirContagens(token, g);
  });

  it('secretaria: a registration waiting for validation appears on its card and in the filtered people list', async () => {
    const token = await t.login('secretaria');
    const antes = card(await grupo(token, 'secretaria'), 'validacao').contagem!;
    const nova = await createPessoaComPerfil(t, { tipoPerfil: 2, nome: 'Transportes Pendentes Ltda' });
    await t.db.query(sql`UPDATE perfil SET situacao_validacao = 'P' WHERE id = ${nova.idPerfil}`);
    const g = await grupo(token, 'secretaria');
    const validacao = card(g, 'validacao');
    expect(validacao.contagem).toBe(antes + 1);
    expect(validacao.link).toBe('/pessoa?filtro=perfil');
    await conferirContagens(token, g);
  });
});
