import type {
  DadosAbertosConjuntos,
  DadosAbertosLinhas,
  DadosAbertosQuery,
} from '@rcc/domain/contract/dados-abertos';
import { api } from '../../shared/api/client';

export type Linha = DadosAbertosLinhas['linhas'][number];

const publicCall = { skipAuthHandler: true } as const;

/** The download address of a dataset with the page's filters (stable: the same URL every day). */
export function urlDownload(base: string, filtro: DadosAbertosQuery): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(filtro)) if (v) qs.set(k, v);
  const s = qs.toString();
  return s ? `${base}?${s}` : base;
}

export const dadosAbertosApi = {
  conjuntos: (signal?: AbortSignal) =>
    api.get<DadosAbertosConjuntos>('/dados-abertos/conjuntos', undefined, { ...publicCall, signal }),
  linhas: (conjunto: string, filtro: DadosAbertosQuery, signal?: AbortSignal) =>
    api.get<DadosAbertosLinhas>(`/dados-abertos/${conjunto}.json`, { ...filtro }, { ...publicCall, signal }),
  /** The administrator's on-demand refresh (the server checks the right again). */
  atualizar: () => api.post<{ calculadoEm: string; duracaoMs: number }>('/dados-abertos/atualizar', {}),
};
