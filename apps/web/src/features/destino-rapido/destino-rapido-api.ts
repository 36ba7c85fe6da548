import type {
  CtrRapida,
  DestinoFinalOpcao,
  LocalidadeOpcao,
  VeiculoRapido,
} from '@rcc/domain/contract/destino-rapido';
import { api } from '../../shared/api/client';

/** Public quick-destination calls (spec 2 §7, DESIGN §3): the driver is identified by plate + token. */
export type { CtrRapida, VeiculoRapido } from '@rcc/domain/contract/destino-rapido';

const enc = encodeURIComponent;
const opts = { skipAuthHandler: true };

export const destinoRapidoApi = {
  findVeiculo: (placa: string, token: string) =>
    api.get<VeiculoRapido>(`/destinoRapido/findVeiculo/${enc(placa)}/${enc(token)}`, undefined, opts),
  searchCtr: (
    body: { idTransportador: number; situacao: string; placa: string; token: string },
    emPesagem = false,
  ) =>
    api.post<CtrRapida[] | { rows: CtrRapida[] }>(
      `/destinoRapido/searchCtr${emPesagem ? '/' : ''}`,
      body,
      opts,
    ),
  destinos: (placa: string, token: string) =>
    api.get<DestinoFinalOpcao[] | { rows: DestinoFinalOpcao[] }>(
      '/destinoRapido/destinoFinal',
      { placa, token },
      opts,
    ),
  localidades: (placa: string, token: string) =>
    api.get<LocalidadeOpcao[] | { rows: LocalidadeOpcao[] }>(
      '/destinoRapido/localidade',
      { placa, token },
      opts,
    ),
  adicionar: (id: number, body: Record<string, unknown>) =>
    api.put(`/destinoRapido/solicitacaoTransporte/${id}`, body, opts),
  remover: (id: number, placa: string, token: string) =>
    api.put(`/destinoRapido/deleteSolicitacaoTransporte/${id}`, { placa, token }, opts),
};

export const classeDe = (c: CtrRapida): number | null =>
  c.residuoPredominante?.idClasseMaterial ?? c.residuoPredominante?.classeMaterial?.id ?? null;

/** Answers are arrays, or lists in `rows`. */
export function asList<T>(data: T[] | { rows: T[] } | null | undefined): T[] {
  return Array.isArray(data) ? data : (data?.rows ?? []);
}
