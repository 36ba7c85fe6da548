import type { Rights } from '@rcc/domain/permissions';

/**
 * Where a login lands: the Painel at '/' for every profile (issue #14 item 1); it shows the work of
 * each of the user's profiles and links to 'Localizar CTR' and the other lists (spec 1 §2.4).
 */
export const landingPath = (_rights?: Rights | null): string => '/';
