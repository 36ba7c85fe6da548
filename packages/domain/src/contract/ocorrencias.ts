import { z } from 'zod';
import { IRREGULARIDADE_COM, SITUACOES_OCORRENCIA } from '../monitoring/ocorrencia';
import { ok, okId } from './envelope';

/** A GeoJSON point `[lon, lat]` as the map queries build it (`jsonb_build_object`). */
export const geoPoint = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number(), z.number()]),
});

/** One slice of an occurrence chart: the group's value, its count and its share in percent. */
const fatia = z.object({ quantidade: z.number().int(), porcentagem: z.number() });
export const graficosOcorrenciaResult = z.object({
  situacaoOcorrencia: z.object({ result: z.array(fatia.extend({ situacao: z.enum(SITUACOES_OCORRENCIA) })) }),
  irregularidadeCom: z.object({
    result: z.array(fatia.extend({ irregularidade_com: z.enum(IRREGULARIDADE_COM) })),
  }),
});
export type GraficosOcorrenciaResult = z.output<typeof graficosOcorrenciaResult>;

/** An occurrence marker of 'Acompanhar Ocorrência' (view_ocorrencia). */
export const ocorrenciaMarcador = z.object({
  id: z.number().int(),
  irregularidadeCom: z.enum(IRREGULARIDADE_COM),
  situacao: z.enum(SITUACOES_OCORRENCIA),
  numeroIdentificacao: z.string().nullable(),
  tipoPessoaRegistro: z.enum(['F', 'J']),
  local: z.string().nullable(),
  shape: geoPoint,
});
export type OcorrenciaMarcador = z.output<typeof ocorrenciaMarcador>;

/** A registered bin marker of 'Registrar Ocorrência'. */
export const cacambaMarcador = z.object({
  id: z.number().int(),
  numeroIdentificacao: z.string(),
  shape: geoPoint,
});
export type CacambaMarcador = z.output<typeof cacambaMarcador>;

export const ocorrenciaContract = {
  create: okId,
  responder: ok(z.object({ id: z.number().int(), situacao: z.enum(['Em andamento', 'Respondida']) })),
  graficos: ok(graficosOcorrenciaResult),
  reenviarEmail: ok(z.object({ idEmail: z.number().int() })),
  mapaOcorrencias: ok(z.object({ cacamba: z.array(ocorrenciaMarcador) })),
  mapaCacambas: ok(z.object({ rows: z.array(cacambaMarcador), count: z.number().int() })),
};
