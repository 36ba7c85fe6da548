import { F } from '@rcc/domain/features';
import { can, type Rights } from '@rcc/domain/permissions';

/** Spec 1 §2.4: users who may consult 'Localizar CTR' start there; the others at the home page. */
export const landingPath = (rights: Rights | null | undefined): string =>
  can(rights, F.LOCALIZAR_CTR, 'consulta') ? '/localizar-ctr' : '/inicio';
