import {
  MSG,
  SITUACAO_CTR,
  type SituacaoCtr,
  type alocarCacambaSchema,
  type alterarTransportadorSchema,
  type avaliarSolicitacaoSchema,
  badRequest,
  canChangeCacamba,
  canChangeVeiculo,
  conflict,
  forbidden,
  type updateVeiculoCacambaSchema,
} from '@rcc/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { isStaff, transportadorPerfilId } from '../auth/user';
import { lockVeiculoECacamba } from './resources';
import { type CtrCtx, type CtrRow, lockVisibleCtr, recordChange, runTransition } from './store';
import { TRANSPORTADOR_IN } from '../../lib/perfil-sql';

/** PUT avaliar_solicitacao/:id: accept with vehicle (+ bin) → Enviada; decline with a reason → Recusada. */
export async function avaliarSolicitacao(
  ctx: CtrCtx,
  id: number,
  body: z.output<typeof avaliarSolicitacaoSchema>,
) {
  if (!body.avaliacao) {
    return runTransition(ctx, id, 'recusar', {
      motivo: body.justificativa ?? null,
      check: () => [sql`motivo_rec_solicitacao = ${body.justificativa ?? null}`],
    });
  }
  return runTransition(ctx, id, 'aceitar', {
    check: async (tx, row) => {
      const { veiculo, cacamba } = await lockVeiculoECacamba(tx, {
        idVeiculo: body.veiculo!,
        idCacamba: body.cacamba,
        idTransportador: row.idTransportador,
        exceptCtrId: row.id,
      });
      return [
        sql`id_veiculo = ${veiculo.id}`,
        sql`id_cacamba = ${cacamba?.id ?? null}`,
        sql`data_hora_envio = ${ctx.now}`,
        sql`motivo_rec_solicitacao = NULL`,
      ];
    },
  });
}

/** 'Alterar Transportador' (spec 2 §4): a Recusada CTR goes back to Solicitada for another transporter. */
export async function alterarTransportador(
  ctx: CtrCtx,
  id: number,
  body: z.output<typeof alterarTransportadorSchema>,
) {
  return runTransition(ctx, id, 'alterarTransportador', {
    dados: { idTransportador: body.idTransportador },
    check: async (tx, row) => {
      const [link] = await tx.query(sql`
        SELECT 1 FROM obra_transportador ot JOIN perfil p ON p.id = ot.id_perfil
        WHERE ot.id_obra = ${row.idObra} AND ot.id_perfil = ${body.idTransportador}
          AND p.id_tipo_perfil IN ${TRANSPORTADOR_IN} AND p.situacao_validacao = 'A'`);
      if (!link) {
        const m = MSG.alterarTransportador.obrigatorio;
        throw badRequest(m, { idTransportador: m });
      }
      return [
        sql`id_transportador = ${body.idTransportador}`,
        sql`motivo_rec_solicitacao = NULL`,
        sql`id_veiculo = NULL`,
        sql`id_cacamba = NULL`,
      ];
    },
  });
}

/** The CTR's own transporter or staff; anyone else who can see it gets 403. */
function assertTransportadorOuStaff(ctx: CtrCtx, row: CtrRow) {
  const user = ctx.user!;
  if (!isStaff(user) && transportadorPerfilId(user) !== row.idTransportador) throw forbidden();
}

/** A change that keeps the status still leaves a history row (from = to). */
async function touch(tx: Queryable, ctx: CtrCtx, row: CtrRow, acao: string, dados: unknown) {
  await recordChange(tx, ctx, { id: row.id, acao, de: row.situacao, para: row.situacao, dados });
}

/** PUT SolicitacaoTransporte/:id with fotoCacamba null: removes the bin photo. */
export async function removerFoto(ctx: CtrCtx, id: number) {
  return ctx.db.transaction(async (tx) => {
    const row = await lockVisibleCtr(tx, ctx, id);
    assertTransportadorOuStaff(ctx, row);
    await tx.query(sql`UPDATE solicitacao_transporte SET id_anexo_foto = NULL, nome_foto_cacamba = NULL,
      updated_at = ${ctx.now} WHERE id = ${row.id}`);
    if (row.idAnexoFoto) await tx.query(sql`DELETE FROM anexo WHERE id = ${row.idAnexoFoto}`);
    await touch(tx, ctx, row, 'removerFoto', { idAnexo: row.idAnexoFoto });
    return { id: row.id, situacao: row.situacao };
  });
}

/** Vehicle change only when Enviada; bin change when Enviada or Alocada (spec 2 §4). */
function assertTroca(row: CtrRow, idVeiculo: number, idCacamba: number | null | undefined) {
  if (idVeiculo !== row.idVeiculo && row.idVeiculo != null && !canChangeVeiculo(row.situacao)) {
    throw conflict(MSG.sistema.transicao.situacaoInvalida('trocar o veículo', row.situacao));
  }
  if ((idCacamba ?? null) !== row.idCacamba && !canChangeCacamba(row.situacao)) {
    throw conflict(MSG.sistema.transicao.situacaoInvalida('trocar a caçamba', row.situacao));
  }
}

/** PUT alocar_cacamba/:id: Enviada → Alocada (re-saving an Alocada CTR keeps it Alocada). */
export async function alocarCacamba(ctx: CtrCtx, id: number, body: z.output<typeof alocarCacambaSchema>) {
  return runTransition(ctx, id, 'alocar', {
    dados: { idVeiculo: body.idVeiculo, idCacamba: body.idCacamba ?? null },
    check: async (tx, row) => {
      if (body.idObra !== row.idObra) {
        throw badRequest(MSG.alocacao.obraObrigatoria, { idObra: MSG.alocacao.obraObrigatoria });
      }
      assertTroca(row, body.idVeiculo, body.idCacamba);
      const { veiculo, cacamba } = await lockVeiculoECacamba(tx, {
        idVeiculo: body.idVeiculo,
        idCacamba: body.idCacamba,
        idTransportador: row.idTransportador,
        exceptCtrId: row.id,
        messages: { cacambaObrigatoria: MSG.alocacao.cacambaObrigatoria },
      });
      const sets = [sql`id_veiculo = ${veiculo.id}`, sql`id_cacamba = ${cacamba?.id ?? null}`];
      if (row.situacao === SITUACAO_CTR.ENVIADA) sets.push(sql`data_hora_alocacao = ${ctx.now}`);
      return sets;
    },
  });
}

/** PUT updateSolicitacaoTransporte/:id: the vehicle/bin popup; keeps the status. */
export async function updateVeiculoCacamba(
  ctx: CtrCtx,
  id: number,
  body: z.output<typeof updateVeiculoCacambaSchema>,
) {
  return ctx.db.transaction(async (tx) => {
    const row = await lockVisibleCtr(tx, ctx, id);
    assertTransportadorOuStaff(ctx, row);
    const allowed: SituacaoCtr[] = [SITUACAO_CTR.ENVIADA, SITUACAO_CTR.ALOCADA];
    if (!allowed.includes(row.situacao)) {
      throw conflict(MSG.sistema.transicao.situacaoInvalida('trocar o veículo ou a caçamba', row.situacao));
    }
    assertTroca(row, body.idVeiculo, body.idCacamba);
    const { veiculo, cacamba } = await lockVeiculoECacamba(tx, {
      idVeiculo: body.idVeiculo,
      idCacamba: body.idCacamba,
      idTransportador: row.idTransportador,
      exceptCtrId: row.id,
      messages: {
        veiculo: MSG.veiculoCacamba.veiculoObrigatorio,
        cacamba: MSG.veiculoCacamba.cacambaObrigatoria,
        cacambaObrigatoria: MSG.veiculoCacamba.cacambaObrigatoria,
      },
    });
    await tx.query(sql`UPDATE solicitacao_transporte SET id_veiculo = ${veiculo.id}, id_cacamba = ${cacamba?.id ?? null},
      updated_at = ${ctx.now} WHERE id = ${row.id} AND situacao = ${row.situacao}`);
    await touch(tx, ctx, row, 'alterarVeiculoCacamba', {
      idVeiculo: veiculo.id,
      idCacamba: cacamba?.id ?? null,
    });
    return { id: row.id, situacao: row.situacao };
  });
}

/** GET voltar-situacao-alocada/:id: Retirada → Alocada once; vehicle and bin must still be free. */
export async function voltarAlocada(ctx: CtrCtx, id: number) {
  const result = await runTransition(ctx, id, 'voltarAlocada', {
    check: async (tx, row) => {
      if (row.idVeiculo) {
        await lockVeiculoECacamba(tx, {
          idVeiculo: row.idVeiculo,
          idCacamba: row.idCacamba,
          idTransportador: row.idTransportador,
          exceptCtrId: row.id,
        });
      }
      return [sql`data_hora_retirada = NULL`];
    },
  });
  return { ...result, message: MSG.voltarAlocada.regredida };
}
