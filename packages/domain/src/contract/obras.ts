import { z } from 'zod';
import { ok } from './envelope';

export const obraContract = {
  /** `GET /Obra/:id/pgrcc?format=count`: whether the work site has its PGRCC. */
  pgrccCount: ok(z.object({ count: z.union([z.literal(0), z.literal(1)]) })),
};
