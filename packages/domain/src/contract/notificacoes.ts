import { z } from 'zod';
import { tipoEventoSchema } from '../eventos/catalogo';
import { dateTime, ok, okPage } from './envelope';

/** One in-app notification of the caller (issue #14 item 2). */
export const notificacao = z.object({
  id: z.number().int(),
  tipo: tipoEventoSchema,
  titulo: z.string(),
  texto: z.string(),
  /** A path of the web app, e.g. `/ctr/123`, or null. */
  link: z.string().nullable(),
  criadaEm: dateTime,
  lidaEm: dateTime.nullable(),
});
export type Notificacao = z.input<typeof notificacao>;

export const notificacoesQuery = z.object({
  naoLidas: z
    .enum(['true', 'false'], { error: 'Use naoLidas=true ou naoLidas=false.' })
    .optional()
    .transform((v) => v === 'true'),
  limit: z.coerce
    .number({ error: 'Informe um número de linhas válido.' })
    .int()
    .min(1, { error: 'Informe ao menos 1 linha.' })
    .max(100, { error: 'No máximo 100 linhas por página.' })
    .default(20),
  offset: z.coerce.number({ error: 'Informe um deslocamento válido.' }).int().min(0).default(0),
});

/** The caller's choice for one event type; in-app is always on. */
export const preferenciaNotificacao = z.object({
  tipo: tipoEventoSchema,
  email: z.boolean({ error: 'Informe se deseja receber e-mail.' }),
  resumoDiario: z.boolean({ error: 'Informe se deseja o resumo diário.' }),
});
export type PreferenciaNotificacao = z.infer<typeof preferenciaNotificacao>;

export const preferenciasBody = z.object({
  preferencias: z
    .array(preferenciaNotificacao, { error: 'Informe as preferências.' })
    .min(1, { error: 'Informe ao menos uma preferência.' }),
});

const preferenciaComRotulo = preferenciaNotificacao.extend({
  rotulo: z.string(),
  /** False where the e-mail is the spec's own (occurrence answer): shown, not editable. */
  emailConfiguravel: z.boolean(),
});

export const descadastrarQuery = z.object({
  t: z.string({ error: 'Link de descadastro inválido.' }).min(1, { error: 'Link de descadastro inválido.' }),
});

export const notificacoesContract = {
  listar: okPage(notificacao),
  contagem: ok(z.object({ naoLidas: z.number().int() })),
  marcar: ok(z.object({ marcadas: z.number().int() })),
  preferencias: ok(z.array(preferenciaComRotulo)),
  descadastrar: ok(z.object({ tipo: z.union([tipoEventoSchema, z.literal('resumo')]), rotulo: z.string() })),
};

/** The event catalogue as published for integrators (webhooks): type, label and payload JSON Schema. */
export const catalogoEventosContract = ok(
  z.array(
    z.object({
      tipo: tipoEventoSchema,
      rotulo: z.string(),
      payload: z.record(z.string(), z.unknown()).describe('JSON Schema do payload deste tipo de evento'),
    }),
  ),
);
