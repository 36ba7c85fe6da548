import { GERADOR_IDS, TRANSPORTADOR_IDS } from '@rcc/domain';
import { sql } from '../db/sql';

// The profile groups of the domain as SQL lists (`pf.id_tipo_perfil IN ${TRANSPORTADOR_IN}`):
// constants from code rendered as literals, so the planner sees a constant list, as before.
const list = (ids: readonly number[]) => sql.raw(`(${ids.map((id) => Number(id)).join(', ')})`);
export const TRANSPORTADOR_IN = list(TRANSPORTADOR_IDS);
export const GERADOR_IN = list(GERADOR_IDS);
