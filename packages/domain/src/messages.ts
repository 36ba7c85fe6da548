import { MSG_ACCESS } from './messages/access';
import { MSG_COMMON } from './messages/common';
import { MSG_CTR } from './messages/ctr';
import { MSG_MASTER_DATA } from './messages/master-data';
import { MSG_SYSTEM } from './messages/system';

export type { PeriodoGrafico } from './messages/common';

/**
 * The pt-BR message catalogue: every user-facing text of the three spec documents (§5 validation,
 * §8 errors), grouped by screen. Texts with placeholders are functions. `MSG.sistema` holds the few
 * texts the spec does not give.
 */
export const MSG = {
  ...MSG_COMMON,
  ...MSG_ACCESS,
  ...MSG_CTR,
  ...MSG_MASTER_DATA,
  sistema: MSG_SYSTEM,
} as const;

export type MessageCatalogue = typeof MSG;
