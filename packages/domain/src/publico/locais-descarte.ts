import { z } from 'zod';
import { MSG } from '../messages';
import { isValidCep } from '../validators';

/**
 * "Onde descartar" (issue #19 item 2): which destinations receive small volumes from the public,
 * and how far each is from where the visitor is. The server lists with these rules; the
 * destination's screen shows the same default.
 */
export const TIPOS_DESTINO_PUBLICO_PADRAO = ['PEV', 'ATT'] as const;

/** NULL means "by its type": a PEV or an ATT receives from the public unless the authority says no. */
export function recebePublico(tipoDestinoFinal: string | null, flag: boolean | null): boolean {
  if (flag !== null) return flag;
  return (TIPOS_DESTINO_PUBLICO_PADRAO as readonly string[]).includes(tipoDestinoFinal ?? '');
}

/** Great-circle distance in km (haversine, mean Earth radius 6371 km). */
export function distanciaKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const coord = (min: number, max: number) => z.coerce.number().min(min).max(max);

/**
 * Where the visitor is: a CEP, an address, or the device's position (lat and lon together). With
 * none, the list comes by type and neighbourhood.
 */
export const ondeDescartarQuery = z
  .object({
    cep: z
      .string()
      .transform((v) => v.replace(/\D/g, ''))
      .pipe(z.string().refine(isValidCep, { error: MSG.cep.incompleto }))
      .optional(),
    endereco: z.string().trim().min(3, 'Informe ao menos 3 letras do endereço.').max(200).optional(),
    lat: coord(-90, 90).optional(),
    lon: coord(-180, 180).optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lon === undefined), {
    error: 'Informe latitude e longitude juntas.',
    path: ['lat'],
  });
export type OndeDescartarQuery = z.infer<typeof ondeDescartarQuery>;

const textoOpcional = (max: number, msg: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
    z.string().max(max, msg).nullable(),
  );

/** What the authority edits on a destination for the public (PUT /api/locais-descarte/:id). */
export const atendimentoPublicoBody = z.object({
  /** null: by its type (PEV and ATT yes, others no). */
  recebePublico: z.boolean().nullable(),
  horarioFuncionamento: textoOpcional(300, 'O horário de funcionamento deve ter no máximo 300 caracteres'),
  limitePequenoGeradorM3: z
    .number({ error: 'Informe o limite em m³.' })
    .min(0, 'O limite não pode ser negativo.')
    .max(999_999, 'Limite grande demais.')
    .nullable(),
  classesAceitas: z.array(z.number().int().positive()).max(20),
});
export type AtendimentoPublicoInput = z.infer<typeof atendimentoPublicoBody>;

const PARTICULAS = new Set(['de', 'da', 'do', 'das', 'dos', 'e']);

/**
 * A natural person's name as the public pages may show it (issue #19: no page under the portal
 * gives a natural person's name): the initials, "Maria da Silva Souza" → "M. S. S.".
 */
export function iniciaisDoNome(nome: string): string {
  return nome
    .trim()
    .split(/\s+/)
    .filter((w) => w && !PARTICULAS.has(w.toLowerCase()))
    .map((w) => `${w[0]!.toUpperCase()}.`)
    .join(' ');
}
