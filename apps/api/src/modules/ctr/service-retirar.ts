import { MSG, TIPO_RESIDUO_MISTO, badRequest, conflict, retirarCacambaSchema } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { sha256 } from '../../lib/tokens';
import type { UploadedImage } from './photo';
import { assertTiposResiduoPermitidos, lockVeiculoECacamba } from './resources';
import { type CtrCtx, checkTransition, lockVisibleCtr, updateStatus } from './store';

export async function assertDestinoFinal(tx: Queryable, idDestinoFinal: number, message: string) {
  const [d] = await tx.query(sql`
    SELECT 1 FROM perfil WHERE id = ${idDestinoFinal} AND id_tipo_perfil = 3 AND situacao_validacao = 'A'`);
  if (!d) throw badRequest(message, { idDestinoFinal: message });
}

export async function replaceResiduos(
  tx: Queryable,
  idCtr: number,
  residuos: readonly { idTipoResiduo: number; volume: number }[],
) {
  // One statement: the types no longer listed go, the listed ones are written (new, or their volume
  // changed in place — the two sets are disjoint, so the DELETE and the upsert never meet a row).
  const tipos = residuos.map((r) => r.idTipoResiduo);
  await tx.query(sql`
    WITH d AS (
      DELETE FROM solicitacao_transporte_residuo
      WHERE id_solicitacao_transporte = ${idCtr} AND id_tipo_residuo <> ALL(${tipos}::int[]))
    INSERT INTO solicitacao_transporte_residuo (id_solicitacao_transporte, id_tipo_residuo, volume_aproximado_m3)
    SELECT ${idCtr}, r.t, r.v FROM unnest(${tipos}::int[], ${residuos.map((r) => r.volume)}::numeric[])
      WITH ORDINALITY AS r(t, v, k)
    ORDER BY r.k
    ON CONFLICT (id_solicitacao_transporte, id_tipo_residuo)
      DO UPDATE SET volume_aproximado_m3 = EXCLUDED.volume_aproximado_m3`);
}

/**
 * PUT retirar_cacamba/:id (multipart): Enviada/Alocada → Retirada with destination, vehicle, wastes,
 * observation and an optional bin photo. The machine refuses removal within 30 minutes of the
 * allocation unless the vehicle is Basculante (spec 2 §5).
 */
export async function retirarCacamba(
  ctx: CtrCtx,
  id: number,
  fields: Record<string, unknown>,
  foto: UploadedImage | null,
) {
  const body = retirarCacambaSchema.parse(fields);
  return ctx.db.transaction(async (tx) => {
    const row = await lockVisibleCtr(tx, ctx, id);
    const to = checkTransition(ctx, 'retirar', row);
    if (row.idVeiculo && body.idVeiculo !== row.idVeiculo && row.situacao !== 'Enviada') {
      throw conflict(MSG.sistema.transicao.situacaoInvalida('trocar o veículo', row.situacao));
    }
    const { veiculo, cacamba } = await lockVeiculoECacamba(tx, {
      idVeiculo: body.idVeiculo,
      idCacamba: body.idCacamba ?? row.idCacamba,
      idTransportador: row.idTransportador,
      exceptCtrId: row.id,
      messages: { veiculo: MSG.retirada.veiculoObrigatorio },
    });
    await assertDestinoFinal(tx, body.idDestinoFinal, MSG.retirada.destinoObrigatorio);
    const residuos = body.residuos;
    const idPredominante = residuos.length > 1 ? TIPO_RESIDUO_MISTO : body.idResiduoPredominante;
    await assertTiposResiduoPermitidos(
      tx,
      [...residuos.map((r) => r.idTipoResiduo), ...(residuos.length > 1 ? [] : [idPredominante])],
      Boolean(ctx.user?.pessoa.contratadaSlu),
    );
    if (residuos.length > 0) await replaceResiduos(tx, row.id, residuos);
    const sets = [
      sql`data_hora_retirada = ${ctx.now}`,
      sql`id_destino_final = ${body.idDestinoFinal}`,
      sql`id_veiculo = ${veiculo.id}`,
      sql`id_cacamba = ${cacamba?.id ?? null}`,
      sql`id_residuo_predominante = ${idPredominante}`,
      sql`observacao = ${body.observacao ?? null}`,
      sql`lon_retirada = ${body.lonRetirada ?? null}`,
      sql`lat_retirada = ${body.latRetirada ?? null}`,
    ];
    if (residuos.length > 0) {
      sets.push(sql`volume_aproximado_m3 = ${residuos.reduce((s, r) => s + r.volume, 0)}`);
    }
    if (foto) {
      const [anexo] = await tx.query<{ id: number }>(sql`
        INSERT INTO anexo (nome_arquivo, content_type, tamanho, sha256, conteudo, created_at)
        VALUES (${body.nomeFotoCacamba ?? foto.filename}, ${foto.contentType}, ${foto.data.length}, ${sha256(foto.data)},
          ${foto.data}, ${ctx.now})
        RETURNING id`);
      sets.push(
        sql`id_anexo_foto = ${anexo!.id}`,
        sql`nome_foto_cacamba = ${body.nomeFotoCacamba ?? foto.filename}`,
      );
    }
    await updateStatus(tx, ctx, row, 'retirar', to, sets, body.observacao ?? null, {
      idDestinoFinal: body.idDestinoFinal,
      idVeiculo: veiculo.id,
      idCacamba: cacamba?.id ?? null,
      foto: foto ? { nome: foto.filename, bytes: foto.data.length } : null,
    });
    if (foto && row.idAnexoFoto) await tx.query(sql`DELETE FROM anexo WHERE id = ${row.idAnexoFoto}`);
    return { id: row.id, situacao: to };
  });
}
