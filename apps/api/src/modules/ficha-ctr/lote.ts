import type { Db } from '../../db/client';
import type { AuthUser } from '../auth/user';
import { ctrScope } from '../ctr/access';
import { renderFichas } from './pdf';
import { type FichaRow, findFichas } from './queries';

/** CTRs read per statement while a large batch of sheets is gathered. */
const LOTE = 500;

/**
 * The sheets of `ids` that `user` may see, in one PDF (a background export, issue #18): read in
 * batches of 500 under the user's CTR scope, `progresso` told after each (0–90 %), then drawn.
 * Null when none of the CTRs is visible to the user.
 */
export async function pdfDeFichas(
  db: Db,
  user: AuthUser,
  ids: readonly number[],
  verifyUrl: (codigo: string) => string,
  progresso: (pct: number) => Promise<void>,
): Promise<{ pdf: Buffer; fichas: number } | null> {
  const fichas: FichaRow[] = [];
  for (let i = 0; i < ids.length; i += LOTE) {
    fichas.push(...(await findFichas(db, ids.slice(i, i + LOTE), ctrScope(user, 'v'))));
    await progresso(Math.round((Math.min(i + LOTE, ids.length) / ids.length) * 90));
  }
  if (!fichas.length) return null;
  return { pdf: await renderFichas(fichas, verifyUrl), fichas: fichas.length };
}
