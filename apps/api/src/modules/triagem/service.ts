import { MSG, badRequest, type triagemCadastrarSchema } from '@rcc/domain';
import type { z } from 'zod';
import { sql } from '../../db/sql';
import { type CtrCtx, checkTransition, lockVisibleCtr, recordChange } from '../ctr/store';

type TriagemInput = z.output<typeof triagemCadastrarSchema>;

/**
 * POST /residuos-triados-api/cadastrar: creates or updates the sorting of a Destinada CTR and
 * applies the line markers (insert, update, remove). Only the CTR's own waste types are accepted.
 */
export async function cadastrarTriagem(ctx: CtrCtx, body: TriagemInput): Promise<{ id: number }> {
  const { dadosTriagem: dados, residuosTriados: linhas } = body;
  return ctx.db.transaction(async (tx) => {
    const row = await lockVisibleCtr(tx, ctx, dados.idSolicitacaoTransporte);
    checkTransition(ctx, 'triagem', row);
    const tipos = await tx.query<{ id: number }>(sql`
      SELECT id_tipo_residuo AS id FROM solicitacao_transporte_residuo WHERE id_solicitacao_transporte = ${row.id}
      UNION SELECT id_residuo_predominante FROM solicitacao_transporte WHERE id = ${row.id} AND id_residuo_predominante IS NOT NULL`);
    const permitidos = new Set(tipos.map((t) => t.id));
    linhas.forEach((l, i) => {
      if (l.action !== 'remove' && !permitidos.has(l.idTipoResiduo)) {
        const m = MSG.triagem.tipoObrigatorio;
        throw badRequest(m, { [`residuosTriados.${i}.idTipoResiduo`]: m });
      }
    });
    const [triagem] = await tx.query<{ id: number }>(sql`
      INSERT INTO triagem (id_solicitacao_transporte, enviar_para, observacao, id_usuario, created_at, updated_at)
      VALUES (${row.id}, ${dados.enviarPara}, ${dados.observacao ?? null}, ${ctx.user?.id ?? null}, ${ctx.now}, ${ctx.now})
      ON CONFLICT (id_solicitacao_transporte) DO UPDATE SET enviar_para = EXCLUDED.enviar_para,
        observacao = EXCLUDED.observacao, id_usuario = EXCLUDED.id_usuario, updated_at = EXCLUDED.updated_at
      RETURNING id`);
    const idTriagem = triagem!.id;
    // Removals first, so that a type removed and inserted again in one save is accepted.
    for (const l of linhas.filter((x) => x.action === 'remove')) {
      await tx.query(sql`DELETE FROM triagem_residuo WHERE id = ${l.id} AND id_triagem = ${idTriagem}`);
    }
    for (const l of linhas.filter((x) => x.action !== 'remove')) {
      if (l.action === 'update') {
        const changed = await tx.query(sql`
          UPDATE triagem_residuo SET id_tipo_residuo = ${l.idTipoResiduo}, volume_aproximado_m3 = ${l.volumeAproximadoM3}
          WHERE id = ${l.id} AND id_triagem = ${idTriagem} RETURNING id`);
        if (changed.length) continue;
      }
      // Spec 2 §4: adding a type already listed replaces that line.
      await tx.query(sql`
        INSERT INTO triagem_residuo (id_triagem, id_tipo_residuo, volume_aproximado_m3)
        VALUES (${idTriagem}, ${l.idTipoResiduo}, ${l.volumeAproximadoM3})
        ON CONFLICT (id_triagem, id_tipo_residuo) DO UPDATE SET volume_aproximado_m3 = EXCLUDED.volume_aproximado_m3`);
    }
    const [restantes] = await tx.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM triagem_residuo WHERE id_triagem = ${idTriagem}`,
    );
    if (!restantes?.n) {
      throw badRequest(MSG.triagem.linhaObrigatoria, { residuosTriados: MSG.triagem.linhaObrigatoria });
    }
    await recordChange(tx, ctx, {
      id: row.id,
      acao: 'triagem',
      de: row.situacao,
      para: row.situacao,
      motivo: dados.observacao ?? null,
      dados: { idTriagem, enviarPara: dados.enviarPara, linhas },
    });
    return { id: idTriagem };
  });
}
