import { AppError, type ExportacaoPlanilhaBody } from '@rcc/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../auth/user';
import { usuarioPorId } from '../auth/service';
import { pdfDeFichas } from '../ficha-ctr/lote';
import { buildFind } from '../find/builder';
import { findEntity } from '../find/registry';
import type { JobQueue } from '../jobs/queue';
import { gerarPlanilha } from './planilha';
import * as q from './queries';

export const FILA_EXPORTACAO = 'exportacoes.gerar';
const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Asks for the sheets of many CTRs as one PDF: the row and its job in one transaction. */
export async function pedirFichas(db: Db, queue: JobQueue, user: AuthUser, ids: number[]) {
  const unicos = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const row = await q.inserir(tx, user.id, unicos);
    await queue.send(FILA_EXPORTACAO, { id: row.id }, {}, tx);
    return row;
  });
}

/**
 * Asks for a list's spreadsheet in the background (issue #18): the request is checked now as the
 * synchronous export checks it (entity, fields, filters, order, includes under the caller's
 * rights), then kept with its job in one transaction.
 */
export async function pedirPlanilha(
  db: Db,
  queue: JobQueue,
  user: AuthUser | null,
  entidade: string,
  pedido: ExportacaoPlanilhaBody,
) {
  if (!user) throw new AppError('UNAUTHENTICATED');
  const def = findEntity(entidade);
  if (!def) throw new AppError('VALIDATION', 'Entidade desconhecida.');
  const { columns: _colunas, limit, ...consulta } = pedido;
  buildFind(def, { ...consulta, offset: 0, limit: 1 }, user);
  return db.transaction(async (tx) => {
    const row = await q.inserirPlanilha(tx, user.id, { entidade: def.name, pedido }, limit);
    await queue.send(FILA_EXPORTACAO, { id: row.id }, {}, tx);
    return row;
  });
}

export async function situacao(db: Db, user: AuthUser, id: number) {
  const row = await q.doDono(db, id, user.id);
  if (!row) throw new AppError('NOT_FOUND', 'Exportação não encontrada.');
  return row;
}

export async function arquivo(db: Db, user: AuthUser, id: number) {
  const row = await q.arquivoDoDono(db, id, user.id);
  if (!row) throw new AppError('NOT_FOUND', 'Exportação não encontrada.');
  if (row.situacao !== 'pronta' || !row.conteudo)
    throw new AppError('CONFLICT', 'A exportação ainda não está pronta.');
  const xlsx = row.tipo === 'planilha';
  return {
    nome: row.nomeArquivo ?? `exportacao-${id}.${xlsx ? 'xlsx' : 'pdf'}`,
    tipoMime: xlsx ? TIPO_XLSX : 'application/pdf',
    conteudo: row.conteudo,
  };
}

/**
 * The job: the PDF (a list's spreadsheet: planilha.ts) under the requester's scope as it is now (a
 * user inactivated meanwhile gets nothing), progress written as it goes. A retry (or a run after a dead instance) starts over;
 * a finished export is left as it is.
 */
export async function gerar(db: Db, id: number, publicUrl: string): Promise<void> {
  const pedido = await q.comecar(db, id);
  if (!pedido) return;
  if (pedido.tipo === 'planilha' && pedido.parametros)
    return gerarPlanilha(db, id, pedido.idUsuario, pedido.parametros);
  const user = await usuarioPorId(db, pedido.idUsuario);
  if (!user) {
    await q.falhar(db, id, 'Usuário inativo.');
    return;
  }
  const r = await pdfDeFichas(
    db,
    user,
    pedido.ids.map(Number),
    (c) => `${publicUrl}/api/FichaCTR/verificar/${c}`,
    (pct) => q.progredir(db, id, pct).then(() => {}),
  );
  if (!r) {
    await q.falhar(db, id, 'Nenhuma das CTRs pedidas está ao seu alcance.');
    return;
  }
  await q.concluir(db, id, `fichas-ctr-${id}.pdf`, r.pdf);
}
