import {
  AppError,
  type CorrigirDadosInput,
  MSG,
  type RecebimentoLoteResult,
  TIPO_RESIDUO_MISTO,
} from '@rcc/domain';
import { type SqlFragment, sql } from '../../db/sql';
import { assertTiposResiduoPermitidos } from '../ctr/resources';
import { assertDestinoFinal, replaceResiduos } from '../ctr/service-retirar';
import { type CtrCtx, runTransition } from '../ctr/store';

/** PUT RecebimentoResiduo/:id (DESIGN §3): true receives (Destinada), false rejects (Resíduo Rejeitado). */
export function avaliarRecebimento(
  ctx: CtrCtx,
  id: number,
  body: { avaliacao: boolean; observacao?: string | null | undefined },
) {
  const observacao = body.observacao ?? null;
  if (body.avaliacao) {
    return runTransition(ctx, id, 'receber', {
      motivo: observacao,
      check: () => [sql`data_hora_recebimento = ${ctx.now}`, sql`observacao_recebimento = ${observacao}`],
    });
  }
  return runTransition(ctx, id, 'rejeitar', {
    motivo: observacao,
    check: () => [sql`data_hora_recebimento = ${ctx.now}`, sql`observacao_recebimento = ${observacao}`],
  });
}

type LoteResultado = RecebimentoLoteResult['resultados'][number];

/**
 * POST RecebimentoResiduo/lote ('Receber em Lote'): each CTR is received in its own transaction, so
 * one refusal does not undo the others; the answer lists every id's result.
 */
export async function receberLote(
  ctx: CtrCtx,
  ids: readonly number[],
  observacao: string | null | undefined,
) {
  const resultados: LoteResultado[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      const r = await avaliarRecebimento(ctx, id, { avaliacao: true, observacao: observacao ?? null });
      resultados.push({ id, success: true, situacao: r.situacao });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      resultados.push({ id, success: false, error: { type: err.code, message: err.message } });
    }
  }
  const falhas = resultados.filter((r) => !r.success).map((r) => r.id);
  return {
    resultados,
    recebidos: resultados.filter((r) => r.success).map((r) => r.id),
    falhas,
    message: falhas.length ? MSG.recebimento.loteFalha(falhas) : MSG.recebimento.loteRecebido,
  };
}

/** PUT SolicitacaoTransporteCorrigir/:id: a rejected load, corrected, goes back to Retirada. */
export function corrigirDados(ctx: CtrCtx, id: number, body: CorrigirDadosInput) {
  return runTransition(ctx, id, 'corrigirDados', {
    motivo: body.observacao ?? null,
    dados: { correcao: body },
    check: async (tx, row) => {
      const sets: SqlFragment[] = [sql`data_hora_recebimento = NULL`];
      if (body.idDestinoFinal) {
        await assertDestinoFinal(tx, body.idDestinoFinal, MSG.retirada.destinoObrigatorio);
        sets.push(sql`id_destino_final = ${body.idDestinoFinal}`);
      }
      const contratada = Boolean(ctx.user?.pessoa.contratadaSlu);
      if (body.residuos?.length) {
        await assertTiposResiduoPermitidos(
          tx,
          body.residuos.map((r) => r.idTipoResiduo),
          contratada,
        );
        await replaceResiduos(tx, row.id, body.residuos);
        sets.push(sql`volume_aproximado_m3 = ${body.residuos.reduce((s, r) => s + r.volume, 0)}`);
      }
      const pred =
        body.residuos && body.residuos.length > 1 ? TIPO_RESIDUO_MISTO : (body.idResiduoPredominante ?? null);
      if (pred) {
        await assertTiposResiduoPermitidos(tx, [pred], contratada);
        sets.push(sql`id_residuo_predominante = ${pred}`);
      }
      if (body.observacao !== undefined) sets.push(sql`observacao = ${body.observacao}`);
      return sets;
    },
  });
}
