import { z } from 'zod';
import { SITUACAO_CTR } from '../ctr/status';
import { IRREGULARIDADE_COM, SITUACOES_OCORRENCIA } from '../monitoring/ocorrencia';
import { dateTime, ok } from './envelope';
import { geoPoint } from './ocorrencias';

/** view_situacao_cacamba: the bin's latest CTR status, 'Disponível' when it has none. */
export const situacaoCacambaValor = z.enum({ ...SITUACAO_CTR, DISPONIVEL: 'Disponível' });

/** A bin and its latest CTR (view_situacao_cacamba), as the grid and the map popups show it. */
export const situacaoCacamba = z.object({
  id: z.number().int(),
  numeroIdentificacao: z.string(),
  situacao: situacaoCacambaValor,
  transportador: z.string(),
  cpfCnpj: z.string(),
  idSolicitacaoTransporte: z.number().int().nullable(),
  nomeObra: z.string().nullable(),
  gerador: z.string().nullable(),
  local: z.string(),
  dataHoraAlocacao: dateTime.nullable(),
});
export type SituacaoCacamba = z.input<typeof situacaoCacamba>;

/** A bin on the map: its status data and where it stands. */
export const cacambaMapa = situacaoCacamba.extend({ shape: geoPoint });
export type CacambaMapa = z.input<typeof cacambaMapa>;

/** A bin occurrence on the map (view_ocorrencia), its layer named by the registered person's type. */
export const ocorrenciaMapa = z.object({
  id: z.number().int(),
  irregularidadeCom: z.enum(IRREGULARIDADE_COM),
  situacao: z.enum(SITUACOES_OCORRENCIA),
  numeroIdentificacao: z.string().nullable(),
  local: z.string().nullable(),
  tipo: z.enum(['Com ocorrência Pessoa Física', 'Com ocorrência Pessoa Jurídica']),
  shape: geoPoint,
});
export type OcorrenciaMapa = z.input<typeof ocorrenciaMapa>;

/** An area holding more points than are sent one by one: its marker, count per group and extent. */
export const grupoMapa = z.object({
  camada: z.enum(['cacamba', 'ocorrencia']),
  lon: z.number(),
  lat: z.number(),
  total: z.number().int(),
  porGrupo: z.record(z.string(), z.number().int()),
  /** The points' own extent [west, south, east, north]: zooming to it opens the group. */
  area: z.tuple([z.number(), z.number(), z.number(), z.number()]),
});
export type GrupoMapa = z.input<typeof grupoMapa>;

export const localizacaoCacambaResult = z.object({
  rows: z.array(cacambaMapa),
  /** Bins in the area (grouped ones included). */
  count: z.number().int(),
  ocorrencias: z.array(ocorrenciaMapa),
  grupos: z.array(grupoMapa),
});
export type LocalizacaoCacambaResult = z.input<typeof localizacaoCacambaResult>;

/** ObraCacambaLocation/find: the work sites and the bins standing at them. */
export const obraCacambasResult = z.object({
  obras: z.array(
    z.object({
      id: z.number().int(),
      nomeObra: z.string(),
      local: z.string(),
      shape: geoPoint.nullable(),
    }),
  ),
  rows: z.array(cacambaMapa.extend({ idObra: z.number().int() })),
  count: z.number().int(),
});
export type ObraCacambasResult = z.input<typeof obraCacambasResult>;

export const localizarCacambaContract = {
  mapa: ok(localizacaoCacambaResult),
  obras: ok(obraCacambasResult),
};
