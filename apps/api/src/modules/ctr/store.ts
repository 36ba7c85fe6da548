import {
  type CtrAction,
  type SituacaoCtr,
  assertTransition,
  conflict,
  getTransition,
  notFound,
} from '@rcc/domain';
import type { Db, Queryable } from '../../db/client';
import { prepared, type SqlFragment, sql } from '../../db/sql';
import { auditoriaInsert } from '../auditoria/service';
import { type DonosCtr, publicarMudancaCtr } from '../eventos/ctr';
import { emUmComando } from '../notificacoes/fanout';
import type { AuthUser } from '../auth/user';
import { actorOf, canSeeCtr } from './access';

/** Who acts, from where and when: what every CTR service receives from its route. */
export interface CtrCtx {
  db: Db;
  user: AuthUser | null;
  ip: string | null;
  now: Date;
}

/** A CTR row as the services use it, locked FOR UPDATE inside the transaction. */
export interface CtrRow {
  id: number;
  situacao: SituacaoCtr;
  situacaoAnterior: SituacaoCtr | null;
  naoSolicitado: 'S' | 'N';
  editado: boolean;
  realocado: boolean;
  idObra: number;
  idGerador: number;
  idTransportador: number;
  idDestinoFinal: number | null;
  idVeiculo: number | null;
  idCacamba: number | null;
  idResiduoPredominante: number | null;
  idAnexoFoto: number | null;
  dataHoraSolicitacao: Date;
  dataHoraAlocacao: Date | null;
  dataHoraRetirada: Date | null;
  tipoVeiculo: string | null;
  poliguindaste: string | null;
}

const MSG_CTR_NAO_ENCONTRADA = 'Solicitação de transporte não encontrada.';

export async function lockCtr(tx: Queryable, id: number): Promise<CtrRow | null> {
  const [row] = await tx.query<CtrRow>(
    prepared(sql`
    SELECT st.id, st.situacao, st.situacao_anterior AS "situacaoAnterior", st.nao_solicitado AS "naoSolicitado",
      st.editado, st.realocado, st.id_obra AS "idObra", st.id_gerador AS "idGerador",
      st.id_transportador AS "idTransportador", st.id_destino_final AS "idDestinoFinal",
      st.id_veiculo AS "idVeiculo", st.id_cacamba AS "idCacamba",
      st.id_residuo_predominante AS "idResiduoPredominante", st.id_anexo_foto AS "idAnexoFoto",
      st.data_hora_solicitacao AS "dataHoraSolicitacao", st.data_hora_alocacao AS "dataHoraAlocacao",
      st.data_hora_retirada AS "dataHoraRetirada", v.tipo AS "tipoVeiculo", v.poliguindaste
    FROM solicitacao_transporte st
    LEFT JOIN veiculo v ON v.id = st.id_veiculo
    WHERE st.id = ${id}
    FOR UPDATE OF st`),
  );
  return row ?? null;
}

/** Locks the CTR and hides other owners' rows (404), DESIGN §3. */
export async function lockVisibleCtr(tx: Queryable, ctx: CtrCtx, id: number): Promise<CtrRow> {
  const row = await lockCtr(tx, id);
  if (!row || (ctx.user && !canSeeCtr(ctx.user, row))) throw notFound(MSG_CTR_NAO_ENCONTRADA);
  return row;
}

/** The machine's verdict for this user: the next status, or 403/409. */
export function checkTransition(ctx: CtrCtx, action: CtrAction, row: CtrRow): SituacaoCtr {
  return assertTransition(action, row, actorOf(ctx.user), ctx.now);
}

/**
 * One history row (who, when, from, to, reason, ip) plus the audit row, in the caller's transaction;
 * for a real status change also its events, notifications and e-mails (DESIGN §8) — all of them
 * written by one statement (eventos/publicar.ts), after one that reads the recipients. `donos`:
 * the CTR's parties when the caller has them already (UPDATE … RETURNING), saving their lookup.
 */
export async function recordChange(
  tx: Queryable,
  ctx: Pick<CtrCtx, 'user' | 'ip' | 'now'>,
  change: {
    id: number;
    acao: string;
    de: SituacaoCtr | null;
    para: SituacaoCtr;
    motivo?: string | null;
    dados?: unknown;
    donos?: DonosCtr;
  },
): Promise<void> {
  const historico = sql`
    INSERT INTO historico_ctr (id_solicitacao_transporte, acao, situacao_de, situacao_para, motivo, id_usuario, ip, data_hora)
    VALUES (${change.id}, ${change.acao}, ${change.de}, ${change.para}, ${change.motivo?.slice(0, 500) ?? null},
      ${ctx.user?.id ?? null}, ${ctx.ip}, ${ctx.now})`;
  const auditoria = auditoriaInsert({
    entidade: 'SolicitacaoTransporte',
    idRegistro: change.id,
    acao: change.acao,
    dados: {
      de: change.de,
      para: change.para,
      motivo: change.motivo ?? null,
      ...(change.dados && typeof change.dados === 'object' ? (change.dados as object) : {}),
    },
    user: ctx.user,
    ip: ctx.ip,
    dataHora: ctx.now,
  });
  // DESIGN §8: the event (and its notifications) in the same transaction as the history row.
  if (change.de !== change.para) {
    await publicarMudancaCtr(tx, change, ctx.user?.id ?? null, {
      antes: [historico, auditoria],
      ...(change.donos ? { donos: change.donos } : {}),
    });
  } else {
    await tx.query(prepared(emUmComando([historico], auditoria)));
  }
}

/**
 * DESIGN §7 "an update states what it expects": sets the new status (and `sets`) only if the CTR
 * is still in `expected`; no row changed is a 409.
 */
export async function updateStatus(
  tx: Queryable,
  ctx: CtrCtx,
  row: CtrRow,
  action: CtrAction,
  to: SituacaoCtr,
  sets: SqlFragment[] = [],
  motivo: string | null = null,
  dados?: unknown,
): Promise<void> {
  const def = getTransition(action);
  const extra = [...sets];
  if (def.remembersPrevious) extra.push(sql`situacao_anterior = ${row.situacao}`);
  if (def.setsRealocado) extra.push(sql`realocado = true`);
  const setSql = extra.length ? sql`, ${sql.join(extra)}` : sql``;
  const [donos] = await tx.query<DonosCtr>(
    prepared(sql`
    UPDATE solicitacao_transporte SET situacao = ${to}, updated_at = ${ctx.now}${setSql}
    WHERE id = ${row.id} AND situacao = ${row.situacao}
    RETURNING id_gerador AS "idGerador", id_transportador AS "idTransportador", id_destino_final AS "idDestino"`),
  );
  if (!donos) throw conflict();
  await recordChange(tx, ctx, { id: row.id, acao: action, de: row.situacao, para: to, motivo, dados, donos });
}

/**
 * The whole of a simple status change: lock, scope (404), machine (403/409), extra checks,
 * expected-state update, history and audit — one transaction.
 */
export async function runTransition(
  ctx: CtrCtx,
  id: number,
  action: CtrAction,
  opts: {
    check?: (
      tx: Queryable,
      row: CtrRow,
      to: SituacaoCtr,
    ) => Promise<SqlFragment[] | undefined> | SqlFragment[] | undefined;
    motivo?: string | null;
    dados?: unknown;
  } = {},
): Promise<{ id: number; situacao: SituacaoCtr; de: SituacaoCtr }> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockVisibleCtr(tx, ctx, id);
    const to = checkTransition(ctx, action, row);
    const sets = (await opts.check?.(tx, row, to)) ?? [];
    await updateStatus(tx, ctx, row, action, to, sets, opts.motivo ?? null, opts.dados);
    return { id: row.id, situacao: to, de: row.situacao };
  });
}
