import { AppError, MSG, type TipoPoliguindaste } from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { assertNotBlocked, registerFailure, sleep } from '../auth/throttle';

export interface VeiculoAcesso {
  id: number;
  placa: string;
  tipo: 'Basculante' | 'Poliguindaste';
  poliguindaste: TipoPoliguindaste | null;
  idPerfil: number;
  token: string;
}

/**
 * The quick destination is public: every call proves plate + token. Failures are counted per
 * client address and per plate (in the database, across instances); too many answer 429.
 */
export async function veiculoDoAcesso(
  db: Queryable,
  placa: string,
  token: string,
  ip: string,
  status: 'NOT_FOUND' | 'UNAUTHENTICATED' = 'UNAUTHENTICATED',
): Promise<VeiculoAcesso> {
  const keys = [`destino-rapido:ip:${ip}`, `destino-rapido:placa:${placa}`];
  await assertNotBlocked(db, keys);
  const [v] = await db.query<VeiculoAcesso>(sql`
    SELECT v.id, v.placa, v.tipo, v.poliguindaste, v.id_perfil AS "idPerfil", v.token
    FROM veiculo v JOIN perfil p ON p.id = v.id_perfil
    WHERE v.placa = ${placa} AND v.token = ${token} AND v.excluido = 0 AND p.situacao_validacao = 'A'
    ORDER BY v.id LIMIT 1`);
  if (v) return v;
  const delay = await registerFailure(db, keys);
  if (delay) await sleep(delay);
  throw new AppError(status, MSG.destinoRapido.veiculoNaoEncontrado);
}
