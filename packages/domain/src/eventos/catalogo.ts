import { z } from 'zod';
import { SITUACOES_CTR, type SituacaoCtr } from '../ctr/status';

/*
 * The closed catalogue of business events (DESIGN §8, issue #14 item 2). A service that changes
 * state appends one of these to the `evento` outbox in its own transaction; notifications, webhooks
 * and summaries consume them. Payloads carry the owners (profile ids) so that every consumer can
 * scope the event to its owners without reading the changed row again.
 */

const id = z.number().int().positive();
const situacao = z.enum(SITUACOES_CTR as [SituacaoCtr, ...SituacaoCtr[]]);

/** Owners of a CTR: its generator, transporter and (when chosen) destination profiles. */
const donosCtr = {
  id,
  idGerador: id,
  idTransportador: id,
  idDestino: id.nullable(),
};

export const EVENTO_SCHEMAS = {
  /** A CTR changed status (any transition, including the Irregular sweep). */
  'ctr.situacao_alterada': z.object({
    ...donosCtr,
    /** The CTR number people read; in RCC it is the id. */
    numero: z.string().optional(),
    /** The transition (CtrAction) that caused it, e.g. 'alocar', 'marcarIrregular'. */
    acao: z.string(),
    de: situacao.nullable(),
    para: situacao,
  }),
  /** The generator, the transporter or the authority asked to cancel a CTR. */
  'ctr.cancelamento_solicitado': z.object({ ...donosCtr, motivo: z.string().nullable() }),
  /** The authority answered a cancellation request. */
  'ctr.cancelamento_respondido': z.object({
    ...donosCtr,
    /** 'aceito' → Cancelada; 'recusado' → Cancelamento Recusado; 'destinado' → Destinada. */
    resposta: z.enum(['aceito', 'recusado', 'destinado']),
    motivo: z.string().nullable(),
  }),
  /** A person's registration (and its profile) was validated. */
  'pessoa.validada': z.object({ idPessoa: id, idPerfil: id.nullable() }),
  /** A person's registration was refused or left pending, with the reason. */
  'pessoa.recusada': z.object({
    idPessoa: id,
    idPerfil: id.nullable(),
    situacao: z.string(),
    justificativa: z.string().nullable(),
  }),
  /** A document of a profile was validated. */
  'documento.validado': z.object({ idArquivo: id, idPerfil: id, idPessoa: id, tipo: z.string() }),
  /** A document of a profile was refused (pending), with the reason. */
  'documento.recusado': z.object({
    idArquivo: id,
    idPerfil: id,
    idPessoa: id,
    tipo: z.string(),
    motivo: z.string().nullable(),
  }),
  /** A transporter's CLTRCC licence expires in 30 or 7 days. */
  'cltrcc.vencendo': z.object({
    idPerfil: id,
    idPessoa: id,
    dias: z.union([z.literal(30), z.literal(7)]),
    validade: z.iso.date(),
  }),
  /** The authority published a message to one or more profile types. */
  'mensagem.recebida': z.object({
    idMensagem: id,
    titulo: z.string(),
    idsTipoPerfil: z.array(id).min(1),
  }),
  /** An occurrence got an answer from the authority. */
  'ocorrencia.respondida': z.object({
    idOcorrencia: id,
    idUsuarioRegistro: id.nullable(),
    situacao: z.string(),
  }),
} as const;

export type TipoEvento = keyof typeof EVENTO_SCHEMAS;

export const TIPOS_EVENTO = Object.keys(EVENTO_SCHEMAS) as [TipoEvento, ...TipoEvento[]];

export const tipoEventoSchema = z.enum(TIPOS_EVENTO);

/** One event: its type and the payload that type's schema describes. */
export type Evento = {
  [K in TipoEvento]: { tipo: K; payload: z.infer<(typeof EVENTO_SCHEMAS)[K]> };
}[TipoEvento];

/** Labels a person reads (preferences page, OpenAPI). */
export const ROTULO_EVENTO: Record<TipoEvento, string> = {
  'ctr.situacao_alterada': 'Mudança de situação de uma CTR minha',
  'ctr.cancelamento_solicitado': 'Pedido de cancelamento de uma CTR minha',
  'ctr.cancelamento_respondido': 'Resposta a um pedido de cancelamento',
  'pessoa.validada': 'Meu cadastro foi validado',
  'pessoa.recusada': 'Meu cadastro ficou pendente ou foi recusado',
  'documento.validado': 'Um documento meu foi validado',
  'documento.recusado': 'Um documento meu foi recusado',
  'cltrcc.vencendo': 'Minha CLTRCC está perto de vencer (30 e 7 dias antes)',
  'mensagem.recebida': 'Nova mensagem da SLU',
  'ocorrencia.respondida': 'Minha ocorrência foi respondida',
};

/**
 * Whether the user chooses this type's e-mail. An occurrence's answer is mailed by spec 3 §4 itself
 * (ocorrencias), so its notification stays in-app: a second e-mail would repeat it.
 */
export const EMAIL_CONFIGURAVEL = (tipo: TipoEvento): boolean => tipo !== 'ocorrencia.respondida';
