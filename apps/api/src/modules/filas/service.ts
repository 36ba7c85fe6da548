import type { z } from 'zod';
import { AppError, type filaRetryBody } from '@rcc/domain';
import type { Db } from '../../db/client';
import type { JobQueue } from '../jobs/queue';
import { type Actor, audit } from '../pessoas/context';
import * as q from './queries';

const ESTADOS = {
  created: 'criadas',
  active: 'ativas',
  retry: 'novaTentativa',
  failed: 'falhas',
  completed: 'concluidas',
} as const;

/** Each defined queue with its jobs per state (a queue with none shows zeros). */
export async function resumo(db: Db, queue: JobQueue) {
  const nomes = queue.names();
  const linhas = await q.contarPorEstado(db, nomes);
  return nomes.map((nome) => {
    const fila = { nome, criadas: 0, ativas: 0, novaTentativa: 0, falhas: 0, concluidas: 0 };
    for (const l of linhas) {
      const campo = ESTADOS[l.estado as keyof typeof ESTADOS];
      if (l.fila === nome && campo) fila[campo] += l.n;
    }
    return fila;
  });
}

export async function falhas(db: Db, fila: string | undefined, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    q.listarFalhas(db, fila, limit, offset),
    q.contarFalhas(db, fila),
  ]);
  return { rows, count };
}

export async function entregasFalhando(db: Db, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    q.listarEntregasFalhando(db, limit, offset),
    q.contarEntregasFalhando(db),
  ]);
  return { rows, count };
}

/**
 * "Tentar de novo": one failed job, or every failed job (of one queue or of all), gets one more
 * attempt now. Audited, with what was asked and how many went back to the queue.
 */
export async function tentarDeNovo(
  db: Db,
  queue: JobQueue,
  actor: Actor,
  body: z.infer<typeof filaRetryBody>,
): Promise<number> {
  if (body.fila && !queue.names().includes(body.fila))
    throw new AppError('NOT_FOUND', 'Fila não encontrada.');
  let n = 0;
  if ('id' in body) {
    n = await queue.retry(body.fila, [body.id]);
    if (!n) throw new AppError('CONFLICT', 'A tarefa não está entre as que falharam.');
  } else {
    for (const { fila, ids } of await q.idsDeFalhas(db, body.fila)) {
      if (queue.names().includes(fila)) n += await queue.retry(fila, ids);
    }
  }
  await db.transaction((tx) =>
    audit(tx, actor, 'Fila', body.fila ?? 'todas', 'tentar-de-novo', { ...body, reenviadas: n }),
  );
  return n;
}
