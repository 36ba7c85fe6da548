import { z } from 'zod';
import { ok } from './envelope';

export const saudeContract = {
  health: ok(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })),
};
