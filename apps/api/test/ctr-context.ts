import { type DemoIds, demoIds } from './ctr-factories';
import { createTestContext, type TestContext } from './helpers';

/** The instant the CTR tests stop the API clock at (a Monday, 10:00 in Brasília). */
export const T0 = new Date('2026-05-11T13:00:00Z');

/**
 * What a CTR test file starts with: a fresh API and database (`env` as for createTestContext), the
 * demo ids the CTRs are built on and, when `clock` is given, the API clock stopped at that instant.
 */
export async function ctrTestContext(
  opts: { clock?: Date; env?: Record<string, string> } = {},
): Promise<{ t: TestContext; ids: DemoIds }> {
  const t = await createTestContext(opts.env);
  const ids = await demoIds(t.db);
  const { clock } = opts;
  if (clock) t.app.clock.now = () => clock;
  return { t, ids };
}
