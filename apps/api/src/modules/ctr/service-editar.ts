import {
  type EditarCtrInput,
  MSG,
  TIPO_RESIDUO_MISTO,
  canChangeCacamba,
  canChangeVeiculo,
  conflict,
} from '@rcc/domain';
import { type SqlFragment, sql } from '../../db/sql';
import { isStaff } from '../auth/user';
import { assertTiposResiduoPermitidos, lockCacambaLivre, lockVeiculoLivre } from './resources';
import { replaceResiduos } from './service-retirar';
import { type CtrCtx, checkTransition, lockVisibleCtr, recordChange } from './store';

const OBRA_COLUMNS: Record<string, string> = {
  nomeObra: 'nome_obra',
  duracaoInicial: 'duracao_inicial',
  duracaoFinal: 'duracao_final',
  possuiAlvara: 'possui_alvara',
  numeroAlvara: 'numero_alvara',
  cep: 'cep',
  endereco: 'endereco',
  bairro: 'bairro',
  complemento: 'complemento',
  numero: 'numero',
  codIbge: 'cod_ibge',
  uf: 'uf',
};
const GERADOR_COLUMNS: Record<string, string> = {
  nomeRazaoSocial: 'nome_razao_social',
  email: 'email',
  celular: 'celular',
};

function setsOf(
  changes: Record<string, unknown> | undefined,
  columns: Record<string, string>,
): SqlFragment[] {
  return Object.entries(changes ?? {})
    .filter(([k, v]) => v !== undefined && columns[k])
    .map(([k, v]) => sql`${sql.ident(columns[k]!)} = ${v}`);
}

/**
 * PUT SolicitacaoTransporteEditar/:id ('Editar CTR', spec 2 §4): only the changed parts. The
 * machine's guard applies canEditCtr (staff unless Destinada/Cancelada; others once, within 24 h).
 * A non-staff edit sets `editado`, which closes the user's single edit.
 */
export async function editarCtr(ctx: CtrCtx, id: number, body: EditarCtrInput) {
  return ctx.db.transaction(async (tx) => {
    const row = await lockVisibleCtr(tx, ctx, id);
    checkTransition(ctx, 'editar', row);
    const sets: SqlFragment[] = [];
    const idVeiculo = body.idVeiculo ?? row.idVeiculo;
    if (body.idVeiculo !== undefined && body.idVeiculo !== row.idVeiculo && body.idVeiculo !== null) {
      if (row.idVeiculo != null && !canChangeVeiculo(row.situacao)) {
        throw conflict(MSG.sistema.transicao.situacaoInvalida('trocar o veículo', row.situacao));
      }
      await lockVeiculoLivre(tx, body.idVeiculo, row.idTransportador, row.id);
      sets.push(sql`id_veiculo = ${body.idVeiculo}`);
    }
    if (body.idCacamba !== undefined && body.idCacamba !== row.idCacamba) {
      if (!canChangeCacamba(row.situacao)) {
        throw conflict(MSG.sistema.transicao.situacaoInvalida('trocar a caçamba', row.situacao));
      }
      if (body.idCacamba !== null) await lockCacambaLivre(tx, body.idCacamba, row.idTransportador, row.id);
      sets.push(sql`id_cacamba = ${body.idCacamba}`);
    }
    const contratada = Boolean(ctx.user?.pessoa.contratadaSlu);
    if (body.residuos) {
      await assertTiposResiduoPermitidos(
        tx,
        body.residuos.map((r) => r.idTipoResiduo),
        contratada,
      );
      await replaceResiduos(tx, row.id, body.residuos);
      sets.push(sql`volume_aproximado_m3 = ${body.residuos.reduce((s, r) => s + r.volume, 0)}`);
    }
    // Spec 2 §5: the predominant waste is fixed at 5 when there is more than one waste.
    if (body.residuos && body.residuos.length > 1) {
      sets.push(sql`id_residuo_predominante = ${TIPO_RESIDUO_MISTO}`);
    } else if (body.idResiduoPredominante || body.residuos?.length === 1) {
      const idPred = body.idResiduoPredominante ?? body.residuos![0]!.idTipoResiduo;
      await assertTiposResiduoPermitidos(tx, [idPred], contratada);
      sets.push(sql`id_residuo_predominante = ${idPred}`);
    }
    if (body.observacao !== undefined) sets.push(sql`observacao = ${body.observacao}`);
    const obraSets = setsOf(body.obra, OBRA_COLUMNS);
    if (obraSets.length) {
      await tx.query(
        sql`UPDATE obra SET ${sql.join(obraSets)}, updated_at = ${ctx.now} WHERE id = ${row.idObra}`,
      );
    }
    const geradorSets = setsOf(body.gerador, GERADOR_COLUMNS);
    if (geradorSets.length) {
      await tx.query(sql`UPDATE pessoa SET ${sql.join(geradorSets)}, updated_at = ${ctx.now}
        WHERE id = (SELECT id_pessoa FROM perfil WHERE id = ${row.idGerador})`);
    }
    if (!isStaff(ctx.user!)) sets.push(sql`editado = true`);
    await tx.query(sql`UPDATE solicitacao_transporte SET ${sql.join([...sets, sql`updated_at = ${ctx.now}`])}
      WHERE id = ${row.id} AND situacao = ${row.situacao}`);
    await recordChange(tx, ctx, {
      id: row.id,
      acao: 'editar',
      de: row.situacao,
      para: row.situacao,
      dados: { alteracoes: body, idVeiculo },
    });
    return { id: row.id, situacao: row.situacao, message: MSG.editarCtr.sucesso };
  });
}
