import {
  MSG,
  SITUACAO_CTR,
  assertTransition,
  badRequest,
  checkLimitePesagem,
  conflict,
  type ctrRapida,
  type destinoFinalOpcao,
  type destinoRapidoSearchCtrSchema,
  type destinoRapidoSolicitacaoSchema,
  type localidadeOpcao,
  notFound,
  resolveMistura,
} from '@rcc/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { assertDestinoFinal } from '../ctr/service-retirar';
import { type CtrCtx, type CtrRow, lockCtr, recordChange, updateStatus } from '../ctr/store';
import type { VeiculoAcesso } from './credentials';

const NAO_ENCONTRADA = 'Não foi encontrada a solicitação de transporte, tente novamente.';

/** POST /destinoRapido/searchCtr: the transporter's Retirada CTRs, or this vehicle's weighing list. */
export async function searchCtr(
  db: Queryable,
  v: VeiculoAcesso,
  body: z.output<typeof destinoRapidoSearchCtrSchema>,
) {
  const situacao = body.situacao ?? SITUACAO_CTR.RETIRADA;
  const doVeiculo = situacao === SITUACAO_CTR.EM_PESAGEM ? sql`AND st.id_veiculo = ${v.id}` : sql``;
  const porId = body.idCtr ? sql`AND st.id = ${body.idCtr}` : sql``;
  const rows = await db.query<z.output<typeof ctrRapida>>(sql`
    SELECT st.id, st.situacao, st.id_residuo_predominante AS "idResiduoPredominante",
      st.id_destino_final AS "idDestinoFinal", st.id_localidade AS "idLocalidade", st.id_veiculo AS "idVeiculo",
      jsonb_build_object('numeroIdentificacao', c.numero_identificacao) AS cacamba,
      jsonb_build_object('id', st.id_destino_final) AS "destinoFinal",
      CASE WHEN tr.id IS NULL THEN NULL ELSE jsonb_build_object('id', tr.id, 'nome', tr.nome,
        'idClasseMaterial', tr.id_classe_material, 'classeMaterial', jsonb_build_object('id', cm.id, 'classe', cm.classe)) END
        AS "residuoPredominante"
    FROM solicitacao_transporte st
    LEFT JOIN cacamba c ON c.id = st.id_cacamba
    LEFT JOIN tipo_residuo tr ON tr.id = st.id_residuo_predominante
    LEFT JOIN classe_material cm ON cm.id = tr.id_classe_material
    WHERE st.id_transportador = ${v.idPerfil} AND st.situacao = ${situacao} ${doVeiculo} ${porId}
    ORDER BY st.id DESC LIMIT 100`);
  return { rows, count: rows.length };
}

export const listDestinosFinais = (db: Queryable) =>
  db.query<z.output<typeof destinoFinalOpcao>>(sql`
    SELECT p.id, ps.nome_razao_social AS "nomeRazaoSocial" FROM perfil p JOIN pessoa ps ON ps.id = p.id_pessoa
    WHERE p.id_tipo_perfil = 3 AND p.situacao_validacao = 'A' AND ps.excluido = 'N'
    ORDER BY ps.nome_razao_social LIMIT 1000`);

export const listLocalidades = (db: Queryable) =>
  db.query<z.output<typeof localidadeOpcao>>(
    sql`SELECT id, codigo, nome FROM localidade ORDER BY nome LIMIT 1000`,
  );

async function lockCtrDoVeiculo(tx: Queryable, v: VeiculoAcesso, id: number): Promise<CtrRow> {
  const row = await lockCtr(tx, id);
  if (!row || row.idTransportador !== v.idPerfil) throw notFound(NAO_ENCONTRADA);
  return row;
}

/**
 * PUT /destinoRapido/solicitacaoTransporte/:id: adds a Retirada CTR to this vehicle's weighing
 * (Em Pesagem). The vehicle row is locked, so the per-vehicle limit (Basculante 1, Simples 1,
 * Duplo 2, Triplo 3) holds under concurrency; mixing classes applies resolveMistura to the set.
 */
export async function adicionarPesagem(
  ctx: CtrCtx,
  v: VeiculoAcesso,
  id: number,
  body: z.output<typeof destinoRapidoSolicitacaoSchema>,
) {
  return ctx.db.transaction(async (tx) => {
    await tx.query(sql`SELECT id FROM veiculo WHERE id = ${v.id} FOR UPDATE`);
    const row = await lockCtrDoVeiculo(tx, v, id);
    const to = assertTransition('adicionarPesagem', row, { veiculo: { idPerfil: v.idPerfil } }, ctx.now);
    const naBalanca = await tx.query<{ id: number; idClasse: number | null }>(sql`
      SELECT st.id, tr.id_classe_material AS "idClasse" FROM solicitacao_transporte st
      LEFT JOIN tipo_residuo tr ON tr.id = st.id_residuo_predominante
      WHERE st.id_veiculo = ${v.id} AND st.situacao = 'Em Pesagem' AND st.id <> ${row.id}`);
    const limite = checkLimitePesagem(v.tipo, v.poliguindaste, naBalanca.length + 1);
    if (limite) throw conflict(limite);
    await assertDestinoFinal(tx, body.idDestinoFinal, MSG.pesagem.destinoObrigatorio);
    const [loc] = await tx.query(sql`SELECT 1 FROM localidade WHERE id = ${body.idLocalidade}`);
    if (!loc)
      throw badRequest(MSG.pesagem.origemObrigatoria, { idLocalidade: MSG.pesagem.origemObrigatoria });
    const [tipo] = await tx.query<{ idClasse: number }>(sql`
      SELECT id_classe_material AS "idClasse" FROM tipo_residuo WHERE id = ${body.idResiduoPredominante}`);
    if (!tipo) {
      const m = MSG.solicitacao.residuoPredominante;
      throw badRequest(m, { idResiduoPredominante: m });
    }
    // Spec 2 §4 mixing rule: the screen confirms; the server applies it to the whole set.
    const classes = [...naBalanca.map((c) => c.idClasse ?? 0).filter(Boolean), tipo.idClasse];
    const mistura = resolveMistura(classes);
    let idPredominante = body.idResiduoPredominante;
    if (mistura.needsConfirmation && mistura.result != null) {
      const [misto] = await tx.query<{ id: number }>(sql`
        SELECT min(id) AS id FROM tipo_residuo WHERE id_classe_material = ${mistura.result}`);
      if (misto?.id) {
        idPredominante = misto.id;
        for (const outra of naBalanca) {
          await tx.query(sql`UPDATE solicitacao_transporte SET id_residuo_predominante = ${misto.id}, updated_at = ${ctx.now}
            WHERE id = ${outra.id} AND situacao = 'Em Pesagem'`);
          await recordChange(tx, ctx, {
            id: outra.id,
            acao: 'misturaPesagem',
            de: SITUACAO_CTR.EM_PESAGEM,
            para: SITUACAO_CTR.EM_PESAGEM,
            motivo: `Carga misturada com a CTR ${row.id} na pesagem do veículo ${v.placa}`,
            dados: { idResiduoPredominante: misto.id },
          });
        }
      }
    }
    await updateStatus(
      tx,
      ctx,
      row,
      'adicionarPesagem',
      to,
      [
        sql`id_veiculo = ${v.id}`,
        sql`id_destino_final = ${body.idDestinoFinal}`,
        sql`id_localidade = ${body.idLocalidade}`,
        sql`id_residuo_predominante = ${idPredominante}`,
        sql`data_hora_pesagem = ${ctx.now}`,
      ],
      `Pesagem pelo veículo ${v.placa}`,
      { idVeiculo: v.id, idDestinoFinal: body.idDestinoFinal, idLocalidade: body.idLocalidade },
    );
    return {
      id: row.id,
      situacao: to,
      idResiduoPredominante: idPredominante,
      message: MSG.pesagem.adicionada,
    };
  });
}

/** PUT /destinoRapido/deleteSolicitacaoTransporte/:id: back to Retirada, off this vehicle's list. */
export async function removerPesagem(ctx: CtrCtx, v: VeiculoAcesso, id: number) {
  return ctx.db.transaction(async (tx) => {
    const row = await lockCtrDoVeiculo(tx, v, id);
    if (row.situacao === SITUACAO_CTR.EM_PESAGEM && row.idVeiculo !== v.id) throw notFound(NAO_ENCONTRADA);
    const to = assertTransition('removerPesagem', row, { veiculo: { idPerfil: v.idPerfil } }, ctx.now);
    await updateStatus(
      tx,
      ctx,
      row,
      'removerPesagem',
      to,
      [sql`data_hora_pesagem = NULL`],
      `Removida da pesagem do veículo ${v.placa}`,
    );
    return { id: row.id, situacao: to, message: MSG.pesagem.removida };
  });
}
