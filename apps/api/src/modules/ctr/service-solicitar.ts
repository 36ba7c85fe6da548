import {
  type EnviarNaoSolicitadoInput,
  MSG,
  SITUACAO_CTR,
  TIPO_PERFIL,
  TIPO_RESIDUO_MISTO,
  assertTransition,
  badRequest,
  notFound,
  type solicitacaoTransporteSchema,
} from '@rcc/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { newVerificationCode } from '../../lib/tokens';
import { isStaff, transportadorPerfilId } from '../auth/user';
import { actorOf } from './access';
import { assertTiposResiduoPermitidos, lockVeiculoECacamba } from './resources';
import { type CtrCtx, recordChange } from './store';
import { GERADOR_IN } from '../../lib/perfil-sql';

type SolicitacaoInput = z.output<typeof solicitacaoTransporteSchema>;

/** Spec 2 §5: more than one waste makes the predominant type the mixed type 5. */
function predominante(residuos: readonly { idTipoResiduo: number }[], informado: number | null | undefined) {
  const tipos = new Set(residuos.map((r) => r.idTipoResiduo));
  if (tipos.size > 1) return TIPO_RESIDUO_MISTO;
  return informado ?? residuos[0]?.idTipoResiduo ?? null;
}

async function insertCtr(
  tx: Queryable,
  ctx: CtrCtx,
  v: {
    situacao: string;
    naoSolicitado: 'S' | 'N';
    idObra: number;
    idGerador: number;
    idTransportador: number;
    idVeiculo?: number | null;
    idCacamba?: number | null;
    idResiduoPredominante: number | null;
    quantidadeCacambas: number;
    volume: number | null;
    observacao?: string | null;
    residuos: readonly { idTipoResiduo: number; volume: number }[];
  },
): Promise<number> {
  const alocada = v.situacao === SITUACAO_CTR.ALOCADA;
  // The CTR and its wastes in one statement (the wastes read the new id from the first CTE).
  const [row] = await tx.query<{ id: number }>(sql`
    WITH c AS (
    INSERT INTO solicitacao_transporte (data_hora_solicitacao, data_hora_envio, data_hora_alocacao, situacao, nao_solicitado,
      id_obra, id_gerador, id_transportador, id_veiculo, id_cacamba, id_residuo_predominante, quantidade_cacambas,
      volume_aproximado_m3, observacao, codigo_verificacao, id_usuario_solicitante, created_at, updated_at)
    VALUES (${ctx.now}, ${alocada ? ctx.now : null}, ${alocada ? ctx.now : null}, ${v.situacao}, ${v.naoSolicitado},
      ${v.idObra}, ${v.idGerador}, ${v.idTransportador}, ${v.idVeiculo ?? null}, ${v.idCacamba ?? null},
      ${v.idResiduoPredominante}, ${v.quantidadeCacambas}, ${v.volume}, ${v.observacao ?? null}, ${newVerificationCode()},
      ${ctx.user?.id ?? null}, ${ctx.now}, ${ctx.now})
    RETURNING id),
    r AS (
      INSERT INTO solicitacao_transporte_residuo (id_solicitacao_transporte, id_tipo_residuo, volume_aproximado_m3)
      SELECT c.id, r.t, r.v FROM c, unnest(${v.residuos.map((r) => r.idTipoResiduo)}::int[],
        ${v.residuos.map((r) => r.volume)}::numeric[]) WITH ORDINALITY AS r(t, v, k)
      ORDER BY r.k)
    SELECT id FROM c`);
  return row!.id;
}

const sum = (rs: readonly { volume: number }[]) => rs.reduce((s, r) => s + r.volume, 0);

/** POST SolicitacaoTransporte (DESIGN §3): a generator asks its obra's transporter for a transport. */
export async function solicitarTransporte(ctx: CtrCtx, body: SolicitacaoInput): Promise<{ id: number }> {
  return ctx.db.transaction(async (tx) => {
    const draft = { situacao: null, idGerador: body.idGerador, idTransportador: body.idTransportador };
    const to = assertTransition('solicitar', draft, actorOf(ctx.user), ctx.now);
    // The work site is the generator's, and the transporter one of its own, validated — one round trip.
    const [{ obra, vinculo }] = (await tx.query<{ obra: boolean; vinculo: boolean }>(sql`
      SELECT EXISTS (SELECT 1 FROM obra WHERE id = ${body.idObra} AND id_gerador = ${body.idGerador} AND excluido = 0) AS obra,
        EXISTS (SELECT 1 FROM obra_transportador ot JOIN perfil p ON p.id = ot.id_perfil
          WHERE ot.id_obra = ${body.idObra} AND ot.id_perfil = ${body.idTransportador}
            AND p.id_tipo_perfil IN (${TIPO_PERFIL.TRANSPORTADOR_PJ}, ${TIPO_PERFIL.TRANSPORTADOR_PF})
            AND p.situacao_validacao = 'A') AS vinculo`)) as [{ obra: boolean; vinculo: boolean }];
    if (!obra) throw badRequest(MSG.naoSolicitado.selecioneObra, { idObra: MSG.naoSolicitado.selecioneObra });
    if (!vinculo) {
      throw badRequest(MSG.alterarTransportador.obrigatorio, {
        idTransportador: MSG.alterarTransportador.obrigatorio,
      });
    }
    const residuos = body.residuos.map((r) => ({
      idTipoResiduo: r.idTipoResiduo,
      volume: r.volumeAproximadoM3,
    }));
    const idPredominante = predominante(residuos, body.idResiduoPredominante);
    await assertTiposResiduoPermitidos(
      tx,
      [...residuos.map((r) => r.idTipoResiduo), ...(residuos.length > 1 ? [] : [idPredominante!])],
      Boolean(ctx.user?.pessoa.contratadaSlu),
    );
    const id = await insertCtr(tx, ctx, {
      situacao: to,
      naoSolicitado: 'N',
      idObra: body.idObra,
      idGerador: body.idGerador,
      idTransportador: body.idTransportador,
      idResiduoPredominante: idPredominante,
      quantidadeCacambas: body.quantidadeCacambas,
      volume: body.volumeAproximadoM3 ?? (residuos.length ? sum(residuos) : null),
      observacao: body.observacao ?? null,
      residuos,
    });
    await recordChange(tx, ctx, {
      id,
      acao: 'solicitar',
      de: null,
      para: to,
      dados: { body },
      donos: { idGerador: body.idGerador, idTransportador: body.idTransportador, idDestino: null },
    });
    return { id };
  });
}

/** The generator of a new work site: the person by CPF/CNPJ (created when new) and its generator profile. */
async function geradorDaObraNova(
  tx: Queryable,
  ctx: CtrCtx,
  p: NonNullable<EnviarNaoSolicitadoInput['obraNova']>['pessoa'],
) {
  let [pessoa] = await tx.query<{ id: number }>(sql`
    SELECT id FROM pessoa WHERE cpf_cnpj = ${p.cpfCnpj} AND excluido = 'N' ORDER BY id LIMIT 1`);
  if (!pessoa) {
    const missing = { email: !p.email && 'E-mail', celular: !p.celular && 'Celular' };
    for (const [field, label] of Object.entries(missing)) {
      if (label)
        throw badRequest(MSG.usuario.obrigatorio(label), {
          [`obra.pessoa.${field}`]: MSG.usuario.obrigatorio(label),
        });
    }
    [pessoa] = await tx.query<{ id: number }>(sql`
      INSERT INTO pessoa (tipo_pessoa, cpf_cnpj, nome_razao_social, email, celular, cep, uf, cod_ibge, bairro, endereco,
        complemento, numero, situacao, created_at, updated_at)
      VALUES (${p.tipoPessoa}, ${p.cpfCnpj}, ${p.nomeRazaoSocial}, ${p.email}, ${p.celular}, ${p.cep}, ${p.uf ?? null},
        ${p.codIbge ?? null}, ${p.bairro}, ${p.endereco}, ${p.complemento ?? null}, ${p.numero}, 'Ativo', ${ctx.now}, ${ctx.now})
      RETURNING id`);
  }
  const tipo = p.tipoPessoa === 'J' ? TIPO_PERFIL.GERADOR_PJ : TIPO_PERFIL.GERADOR_PF;
  let [perfil] = await tx.query<{ id: number }>(sql`
    SELECT id FROM perfil WHERE id_pessoa = ${pessoa!.id} AND id_tipo_perfil IN ${GERADOR_IN} ORDER BY id LIMIT 1`);
  if (!perfil) {
    [perfil] = await tx.query<{ id: number }>(sql`
      INSERT INTO perfil (id_pessoa, id_tipo_perfil, situacao_validacao, data_aprovacao)
      VALUES (${pessoa!.id}, ${tipo}, 'A', ${ctx.now}) RETURNING id`);
  }
  return { idPessoa: pessoa!.id, idPerfil: perfil!.id };
}

async function assertMunicipio(tx: Queryable, codIbge: number | null | undefined, field: string) {
  if (!codIbge) return;
  const [m] = await tx.query(sql`SELECT 1 FROM municipio WHERE cod_ibge = ${codIbge}`);
  if (!m)
    throw badRequest(MSG.usuario.obrigatorio('Município'), { [field]: MSG.usuario.obrigatorio('Município') });
}

/** POST enviar_transporte_nao_solicitado: born Alocada with its vehicle (and bin), spec 2 §4. */
export async function enviarNaoSolicitado(
  ctx: CtrCtx,
  body: EnviarNaoSolicitadoInput,
): Promise<{ id: number }> {
  const user = ctx.user!;
  const idTransportador = isStaff(user)
    ? (body.idTransportador ?? null)
    : (transportadorPerfilId(user) ?? null);
  if (!idTransportador) {
    throw badRequest(MSG.alterarTransportador.obrigatorio, {
      idTransportador: MSG.alterarTransportador.obrigatorio,
    });
  }
  return ctx.db.transaction(async (tx) => {
    let idObra: number;
    let idGerador: number;
    if (body.obraNova === null) {
      const [obra] = await tx.query<{ id: number; idGerador: number }>(sql`
        SELECT id, id_gerador AS "idGerador" FROM obra WHERE id = ${body.idObra} AND excluido = 0`);
      if (!obra) throw notFound(MSG.naoSolicitado.selecioneObra);
      idObra = obra.id;
      idGerador = obra.idGerador;
    } else {
      const o = body.obraNova;
      await assertMunicipio(tx, o.codIbge, 'obra.codIbge');
      await assertMunicipio(tx, o.pessoa.codIbge, 'obra.pessoa.codIbge');
      const gerador = await geradorDaObraNova(tx, ctx, o.pessoa);
      idGerador = gerador.idPerfil;
      const [dup] = await tx.query(sql`
        SELECT 1 FROM obra WHERE id_gerador = ${idGerador} AND lower(nome_obra) = lower(${o.nomeObra}) AND excluido = 0`);
      if (dup)
        throw badRequest(MSG.obra.jaCadastrada(o.nomeObra), {
          'obra.nomeObra': MSG.obra.jaCadastrada(o.nomeObra),
        });
      const [obra] = await tx.query<{ id: number }>(sql`
        INSERT INTO obra (id_gerador, nome_obra, duracao_inicial, duracao_final, possui_alvara, numero_alvara, cep, uf,
          cod_ibge, bairro, endereco, complemento, numero, observacao, created_at, updated_at)
        VALUES (${idGerador}, ${o.nomeObra}, ${o.duracaoInicial}, ${o.duracaoFinal}, ${o.possuiAlvara},
          ${o.possuiAlvara === 1 ? (o.numeroAlvara ?? null) : null}, ${o.cep}, ${o.uf ?? null}, ${o.codIbge ?? null},
          ${o.bairro}, ${o.endereco}, ${o.complemento ?? null}, ${o.numero}, ${o.observacao ?? null}, ${ctx.now}, ${ctx.now})
        RETURNING id`);
      idObra = obra!.id;
      for (const r of body.residuos) {
        await tx.query(sql`INSERT INTO obra_tipo_residuo (id_obra, id_tipo_residuo, volume)
          VALUES (${idObra}, ${r.idTipoResiduo}, ${r.volume})`);
      }
    }
    await tx.query(sql`INSERT INTO obra_transportador (id_obra, id_perfil) VALUES (${idObra}, ${idTransportador})
      ON CONFLICT (id_obra, id_perfil) DO NOTHING`);
    const draft = { situacao: null, idGerador, idTransportador };
    const to = assertTransition('enviarNaoSolicitado', draft, actorOf(user), ctx.now);
    const { veiculo, cacamba } = await lockVeiculoECacamba(tx, {
      idVeiculo: body.idVeiculo,
      idCacamba: body.idCacamba,
      idTransportador,
      exceptCtrId: null,
      messages: {
        veiculo: MSG.naoSolicitado.selecioneVeiculo,
        cacamba: MSG.naoSolicitado.selecioneCacamba,
        cacambaObrigatoria: MSG.naoSolicitado.selecioneCacamba,
      },
    });
    const idPredominante = predominante(body.residuos, body.idResiduoPredominante);
    await assertTiposResiduoPermitidos(
      tx,
      [...body.residuos.map((r) => r.idTipoResiduo), ...(body.residuos.length > 1 ? [] : [idPredominante!])],
      Boolean(user.pessoa.contratadaSlu),
    );
    const id = await insertCtr(tx, ctx, {
      situacao: to,
      naoSolicitado: 'S',
      idObra,
      idGerador,
      idTransportador,
      idVeiculo: veiculo.id,
      idCacamba: cacamba?.id ?? null,
      idResiduoPredominante: idPredominante,
      quantidadeCacambas: body.quantidadeCacambas,
      volume: sum(body.residuos),
      observacao: body.observacao ?? null,
      residuos: body.residuos,
    });
    await recordChange(tx, ctx, {
      id,
      acao: 'enviarNaoSolicitado',
      de: null,
      para: to,
      donos: { idGerador, idTransportador, idDestino: null },
    });
    return { id };
  });
}
