import { setTimeout as esperar } from 'node:timers/promises';
import { AppError } from '@rcc/domain';
import { type Db, heavyLane, type Queryable } from '../../db/client';
import { usuarioPorId } from '../auth/service';
import { lerPlanilha } from '../find/planilha';
import { mayUse } from '../find/policy';
import { findEntity } from '../find/registry';
import { streamXlsx } from '../find/xlsx';
import * as q from './queries';

/**
 * The job's statements on the embedded database's gate (db/gate.ts): a request that waits too long
 * answers "busy", but a background job has no one waiting on it, so it waits its turn again (up to
 * about a minute) instead of failing and being retried 30 s later. On PostgreSQL nothing changes.
 */
function paciente(db: Db, lane: Queryable): Queryable & Pick<Db, 'kind'> {
  return {
    kind: db.kind,
    async query<T>(q: Parameters<Queryable['query']>[0], params?: unknown[]): Promise<T[]> {
      for (let tentativa = 1; ; tentativa++) {
        try {
          return await lane.query<T>(q, params);
        } catch (error) {
          const ocupado = error instanceof AppError && error.code === 'UNAVAILABLE';
          if (!ocupado || tentativa >= 20) throw error;
          await esperar(100 * tentativa);
        }
      }
    },
  };
}

/** Collects the xlsx stream (compressed bytes only: the rows are read and written in batches). */
async function emMemoria(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const partes: Buffer[] = [];
  for await (const parte of stream) partes.push(Buffer.from(parte as Buffer));
  return Buffer.concat(partes);
}

/**
 * The job: the spreadsheet under the requester's rights and scope as they are now, read in batches
 * while the writer encodes them, its exact row count first and its progress after each batch.
 * A request that has become invalid (a field or entity no longer readable) fails with the reason;
 * any other error is left to the queue's retries.
 */
export async function gerarPlanilha(
  db: Db,
  id: number,
  idUsuario: number,
  parametros: q.ParametrosPlanilha,
): Promise<void> {
  const normal = paciente(db, db);
  const user = await usuarioPorId(db, idUsuario);
  if (!user) return void (await q.falhar(db, id, 'Usuário inativo.'));
  const def = findEntity(parametros.entidade);
  if (!def || !mayUse(def.access, user))
    return void (await q.falhar(db, id, 'Você não tem mais acesso a esta lista.'));
  let leitura: Awaited<ReturnType<typeof lerPlanilha>>;
  try {
    leitura = await lerPlanilha(paciente(db, heavyLane(db)), def, parametros.pedido, user);
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION')
      return void (await q.falhar(db, id, error.message));
    throw error;
  }
  await q.contar(normal, id, leitura.total);
  let escritas = 0;
  let pct = 0;
  async function* comProgresso() {
    for await (const linhas of leitura.pages) {
      yield linhas;
      escritas += linhas.length;
      const agora = leitura.total ? Math.floor((escritas / leitura.total) * 99) : 99;
      if (agora > pct) {
        pct = agora;
        await q.progredir(normal, id, pct);
      }
    }
  }
  const arquivo = await emMemoria(streamXlsx(leitura.columns, comProgresso()));
  await q.concluir(normal, id, `${def.name}-${id}.xlsx`, arquivo);
}
