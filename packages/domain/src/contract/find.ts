import { z } from 'zod';
import { okPage } from './envelope';

/**
 * The generic find (DESIGN §3): each row is the entity's allow-listed fields and includes, whose
 * shape depends on the request (`fields`, `include`), so it is published as a record.
 */
export const findRow = z.record(z.string(), z.unknown());
export type FindRow = z.output<typeof findRow>;

export const findContract = {
  find: okPage(findRow).describe('Com format=xlsx, a planilha (arquivo xlsx).'),
};
