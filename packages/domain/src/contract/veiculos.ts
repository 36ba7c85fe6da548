import { z } from 'zod';
import { ok } from './envelope';

/** `POST /api/find-veiculos-prestador` (spec 3 §5): is this plate already registered, and by whom. */
export const veiculoPrestadorResult = z.object({
  exists: z.boolean(),
  proprio: z.boolean().optional(),
  message: z.string().optional(),
  transportador: z.string().optional(),
  veiculo: z
    .object({
      id: z.number().int(),
      placa: z.string(),
      marca: z.string(),
      modelo: z.string(),
      renavam: z.string(),
      cor: z.string().nullable(),
      ano: z.number().int(),
      tipo: z.enum(['Basculante', 'Poliguindaste']),
      volumeM3: z.number(),
      poliguindaste: z.enum(['Simples', 'Duplo', 'Triplo']).nullable(),
      possuiDocumento: z.boolean(),
    })
    .optional(),
});
export type VeiculoPrestadorResult = z.output<typeof veiculoPrestadorResult>;

export const veiculoContract = {
  prestador: ok(veiculoPrestadorResult),
  documentoCount: ok(z.object({ count: z.union([z.literal(0), z.literal(1)]) })),
};
