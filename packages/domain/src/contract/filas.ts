import { z } from 'zod';
import { dateTime, ok, okPage } from './envelope';

/** "Filas e entregas" (issue #18): the job queue and the failing webhook deliveries, for the administrator. */

export const filaResumo = z.object({
  nome: z.string(),
  /** Waiting to run (including those scheduled for later). */
  criadas: z.number().int(),
  ativas: z.number().int(),
  /** Failed an attempt, waiting for the next one (backoff). */
  novaTentativa: z.number().int(),
  /** Out of attempts: the dead-letter list below. */
  falhas: z.number().int(),
  /** Completed in the last 24 h (older ones are archived). */
  concluidas: z.number().int(),
});

export const tarefaFalha = z.object({
  id: z.string(),
  fila: z.string(),
  tentativas: z.number().int(),
  erro: z.string().nullable(),
  /** The job's data, as JSON text (an e-mail id, an event, a delivery id). */
  dados: z.string(),
  criadaEm: dateTime,
  falhouEm: dateTime.nullable(),
});

export const entregaFalhando = z.object({
  id: z.number().int(),
  url: z.string(),
  pessoa: z.string(),
  tipo: z.string(),
  situacao: z.enum(['pendente', 'falhou']),
  tentativas: z.number().int(),
  ultimoStatus: z.number().int().nullable(),
  ultimoErro: z.string().nullable(),
  ultimaTentativaEm: dateTime.nullable(),
});

const limit = z.coerce
  .number({ error: 'Informe um número de linhas válido.' })
  .int('Informe um número de linhas válido.')
  .min(1, 'Informe um número de linhas válido.')
  .max(100, 'No máximo 100 linhas por página.')
  .default(20);
const offset = z.coerce.number().int().min(0, 'Deslocamento inválido.').default(0);

export const filaFalhasQuery = z.object({ fila: z.string().min(1).max(100).optional(), limit, offset });
export const filaEntregasQuery = z.object({ limit, offset });

/** Retry one failed job, or every failed job of a queue (`fila`) or of all (`todas`). */
export const filaRetryBody = z.union([
  z.object({ fila: z.string().min(1).max(100), id: z.uuid('Tarefa inválida.') }),
  z.object({ fila: z.string().min(1).max(100).optional(), todas: z.literal(true) }),
]);

export const filasContract = {
  resumo: ok(z.object({ filas: z.array(filaResumo) })),
  falhas: okPage(tarefaFalha),
  entregas: okPage(entregaFalhando),
  retry: ok(z.object({ reenviadas: z.number().int() })).extend({ message: z.string() }),
};
