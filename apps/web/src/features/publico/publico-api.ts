import type { TransportadoresFiltro } from '@rcc/domain/acesso/schemas';
import type { FichaVerificacaoResult } from '@rcc/domain/contract/ficha-ctr';
import type {
  OndeDescartarResultado,
  TransportadorPublico,
  TutorialPublico,
} from '@rcc/domain/contract/publico';
import type { VeiculoRapido } from '@rcc/domain/contract/destino-rapido';
import { api } from '../../shared/api/client';

/** A licensed transporter of the public list, as the web receives it (the domain contract's schema). */
export type Transportador = TransportadorPublico;

const publicCall = { skipAuthHandler: true } as const;

/** Where the visitor is, as "onde descartar" is asked. */
export type OrigemBusca = { cep: string } | { endereco: string } | { lat: number; lon: number };

export const publicoApi = {
  findTransportadores: (filtro: TransportadoresFiltro, signal?: AbortSignal) =>
    api.post<{ rows: Transportador[]; count: number }>('/transportadores/find', filtro, {
      ...publicCall,
      signal,
    }),
  findVeiculo: (placa: string, token: string) =>
    api.get<VeiculoRapido>(
      `/destinoRapido/findVeiculo/${encodeURIComponent(placa)}/${encodeURIComponent(token)}`,
      undefined,
      publicCall,
    ),
  /** Nearest first from a CEP, a typed address or the device's position (none: by type and neighbourhood). */
  ondeDescartar: (origem: OrigemBusca | null, signal?: AbortSignal) =>
    api.get<OndeDescartarResultado>('/publico/onde-descartar', origem ?? undefined, {
      ...publicCall,
      signal,
    }),
  tutoriais: (signal?: AbortSignal) =>
    api.get<TutorialPublico[]>('/publico/tutoriais', undefined, { ...publicCall, signal }),
  verificarCtr: (codigo: string, signal?: AbortSignal) =>
    api.get<FichaVerificacaoResult>(`/FichaCTR/verificar/${encodeURIComponent(codigo)}`, undefined, {
      ...publicCall,
      signal,
    }),
};
