import { MSG, SITUACOES_OCUPAM_VEICULO_CACAMBA, badRequest, conflict, requiresCacamba } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';

export interface VeiculoRow {
  id: number;
  placa: string;
  tipo: 'Basculante' | 'Poliguindaste';
  poliguindaste: string | null;
  idPerfil: number;
}

export interface CacambaRow {
  id: number;
  numeroIdentificacao: string;
  idPerfil: number;
}

const BUSY = SITUACOES_OCUPAM_VEICULO_CACAMBA as readonly string[];

/**
 * Locks the vehicle row (serialises every allocation of this vehicle) and refuses it when it is
 * not the transporter's or already on another Enviada/Alocada CTR (spec 2 §5).
 */
export async function lockVeiculoLivre(
  tx: Queryable,
  idVeiculo: number,
  idTransportador: number,
  exceptCtrId: number | null,
  invalidMessage: string = MSG.avaliacao.veiculoInvalido,
): Promise<VeiculoRow> {
  const [v] = await tx.query<VeiculoRow>(sql`
    SELECT id, placa, tipo, poliguindaste, id_perfil AS "idPerfil" FROM veiculo
    WHERE id = ${idVeiculo} AND excluido = 0 FOR UPDATE`);
  if (!v || v.idPerfil !== idTransportador) throw badRequest(invalidMessage, { idVeiculo: invalidMessage });
  const [busy] = await tx.query<{ id: number }>(sql`
    SELECT id FROM solicitacao_transporte
    WHERE id_veiculo = ${idVeiculo} AND situacao = ANY(${BUSY}::text[]) AND id <> ${exceptCtrId ?? 0}
    ORDER BY id DESC LIMIT 1`);
  if (busy) throw conflict(MSG.avaliacao.veiculoOcupado(v.placa, busy.id));
  return v;
}

/** Same for the bin: locked, the transporter's, and on no other Enviada/Alocada CTR. */
export async function lockCacambaLivre(
  tx: Queryable,
  idCacamba: number,
  idTransportador: number,
  exceptCtrId: number | null,
  invalidMessage: string = MSG.avaliacao.cacambaInvalida,
): Promise<CacambaRow> {
  const [c] = await tx.query<CacambaRow>(sql`
    SELECT id, numero_identificacao AS "numeroIdentificacao", id_perfil AS "idPerfil" FROM cacamba
    WHERE id = ${idCacamba} AND excluido = 0 FOR UPDATE`);
  if (!c || c.idPerfil !== idTransportador) throw badRequest(invalidMessage, { idCacamba: invalidMessage });
  const [busy] = await tx.query<{ id: number }>(sql`
    SELECT id FROM solicitacao_transporte
    WHERE id_cacamba = ${idCacamba} AND situacao = ANY(${BUSY}::text[]) AND id <> ${exceptCtrId ?? 0}
    ORDER BY id DESC LIMIT 1`);
  if (busy) throw conflict(MSG.avaliacao.cacambaOcupada(c.numeroIdentificacao, busy.id));
  return c;
}

/**
 * Vehicle and bin together, in a fixed lock order (vehicle, then bin) so that concurrent
 * allocations cannot deadlock. A Basculante carries no bin: it is cleared (spec 2 §5).
 */
export async function lockVeiculoECacamba(
  tx: Queryable,
  opts: {
    idVeiculo: number;
    idCacamba: number | null | undefined;
    idTransportador: number;
    exceptCtrId: number | null;
    messages?: { veiculo?: string; cacamba?: string; cacambaObrigatoria?: string };
  },
): Promise<{ veiculo: VeiculoRow; cacamba: CacambaRow | null }> {
  const m = opts.messages ?? {};
  const veiculo = await lockVeiculoLivre(
    tx,
    opts.idVeiculo,
    opts.idTransportador,
    opts.exceptCtrId,
    m.veiculo,
  );
  if (!requiresCacamba(veiculo.tipo)) return { veiculo, cacamba: null };
  if (!opts.idCacamba) {
    const msg = m.cacambaObrigatoria ?? MSG.avaliacao.cacambaInvalida;
    throw badRequest(msg, { idCacamba: msg });
  }
  const cacamba = await lockCacambaLivre(
    tx,
    opts.idCacamba,
    opts.idTransportador,
    opts.exceptCtrId,
    m.cacamba,
  );
  return { veiculo, cacamba };
}

/** Waste types a request may use: not CARGA MISTA; CONTRATADA only for contracted persons (spec 2 §5). */
export async function assertTiposResiduoPermitidos(
  tx: Queryable,
  ids: readonly number[],
  contratada: boolean,
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await tx.query<{ id: number; classe: string }>(sql`
    SELECT tr.id, upper(cm.classe) AS classe FROM tipo_residuo tr
    JOIN classe_material cm ON cm.id = tr.id_classe_material
    WHERE tr.id = ANY(${[...new Set(ids)]}::int[])`);
  const ok = rows.filter((r) => r.classe !== 'CARGA MISTA' && (contratada || r.classe !== 'CONTRATADA'));
  if (ok.length !== new Set(ids).size) {
    throw badRequest(MSG.residuos.tipoObrigatorio, { residuos: MSG.residuos.tipoObrigatorio });
  }
}
