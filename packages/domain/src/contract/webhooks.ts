import { z } from 'zod';
import { TIPOS_EVENTO } from '../eventos/catalogo';
import { dateTime, ok, okEmpty, okPage } from './envelope';

/** Outgoing webhooks (issue #18 item 2): endpoints of an integrator and their delivery log. */

const tipoEvento = z.enum(TIPOS_EVENTO);

export const webhookEndpointBody = z.object({
  url: z
    .string({ error: 'Informe o endereço (URL) que receberá os eventos.' })
    .trim()
    .min(1, 'Informe o endereço (URL) que receberá os eventos.')
    .max(500, 'O endereço pode ter no máximo 500 caracteres.'),
  descricao: z.string().trim().max(200, 'A descrição pode ter no máximo 200 caracteres.').nullish(),
  eventos: z
    .array(tipoEvento, { error: 'Escolha os eventos que o endereço receberá.' })
    .min(1, 'Escolha ao menos um evento.'),
});

export const webhookEndpointUpdate = webhookEndpointBody.partial().extend({
  ativo: z.boolean().optional(),
});

export const webhookEndpointRow = z.object({
  id: z.number().int(),
  url: z.string(),
  descricao: z.string().nullable(),
  eventos: z.array(z.string()),
  ativo: z.boolean(),
  criadoEm: dateTime,
  desativadoEm: dateTime.nullable(),
  /** The signing secret (`whsec_…`): only in the answer that creates or rotates it, null elsewhere. */
  segredo: z.string().nullable(),
});

export const webhookEntregaRow = z.object({
  id: z.number().int(),
  idEndpoint: z.number().int(),
  /** The `webhook-id` header: the same on every attempt of one delivery (the receiver dedupes by it). */
  mensagemId: z.string(),
  tipo: z.string(),
  situacao: z.enum(['pendente', 'entregue', 'falhou']),
  tentativas: z.number().int(),
  ultimoStatus: z.number().int().nullable(),
  ultimoErro: z.string().nullable(),
  ultimaTentativaEm: dateTime.nullable(),
  entregueEm: dateTime.nullable(),
  criadoEm: dateTime,
});

export const webhookContract = {
  list: okPage(webhookEndpointRow),
  save: ok(webhookEndpointRow).extend({ message: z.string() }),
  removed: okEmpty.extend({ message: z.string() }),
  entregas: okPage(webhookEntregaRow),
  entrega: ok(webhookEntregaRow).extend({ message: z.string() }),
};
