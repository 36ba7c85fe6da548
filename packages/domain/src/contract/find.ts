import { z } from 'zod';
import { ok, page } from './envelope';

/**
 * The generic find (DESIGN §3): each row is the entity's allow-listed fields and includes, whose
 * shape depends on the request (`fields`, `include`), so it is published as a record.
 */
export const findRow = z.record(z.string(), z.unknown());
export type FindRow = z.output<typeof findRow>;

export const findContract = {
  find: ok(
    page(findRow).extend({
      /** Keyset paging (issue #17): the last row's order values; send them as `after` for the next page. */
      next: z.array(z.unknown()).optional(),
    }),
  ).describe(
    'Com format=xlsx, a planilha (arquivo xlsx; o cabeçalho X-Total-Count traz o número exato de registros).',
  ),
};
