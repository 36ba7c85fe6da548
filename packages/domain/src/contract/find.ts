import { z } from 'zod';
import { ok, page } from './envelope';

/**
 * The generic find (DESIGN §3) over any entity: each row is the entity's allow-listed fields and
 * includes, whose shape depends on the entity and the request (`fields`, `include`), so the route
 * that takes the entity's name as a parameter publishes it as a record.
 */
export const findRow = z.record(z.string(), z.unknown());
export type FindRow = z.output<typeof findRow>;

/**
 * The answer of a find whose rows fit `row`: `POST /api/<Entity>/find` gives its entity's row
 * schema (`findRowSchema`, @rcc/domain/find/row), the generic route the record above.
 */
export const findAnswer = <T extends z.ZodType>(row: T) =>
  ok(
    page(row).extend({
      /** Keyset paging (issue #17): the last row's order values; send them as `after` for the next page. */
      next: z.array(z.unknown()).optional(),
    }),
  ).describe(
    'Com format=xlsx, a planilha (arquivo xlsx; o cabeçalho X-Total-Count traz o número exato de registros).',
  );

export const findContract = {
  find: findAnswer(findRow),
};
