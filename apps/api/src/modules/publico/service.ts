import { AppError, MSG } from '@rcc/domain';
import type { Db } from '../../db/client';
import { assertNotBlocked, clearFailures, registerFailure } from '../auth/throttle';
import * as q from './queries';

export const findTransportadores = q.findTransportadores;

/**
 * GET /destinoRapido/findVeiculo: public, so wrong plate/token pairs count against the address
 * and it gets 429 after THROTTLE.blockAfter misses (the token has only six characters).
 */
export async function findVeiculo(db: Db, placa: string, token: string, ip: string) {
  const keys = [`destino:ip:${ip}`];
  await assertNotBlocked(db, keys);
  const veiculo = await q.findVeiculoByPlacaToken(db, placa, token);
  if (!veiculo) {
    await registerFailure(db, keys);
    throw new AppError('NOT_FOUND', MSG.destinoRapido.veiculoNaoEncontrado);
  }
  await clearFailures(db, keys);
  return veiculo;
}
