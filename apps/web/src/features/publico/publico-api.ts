import type { VeiculoRapido } from '@rcc/domain/contract/destino-rapido';
import { api } from '../../shared/api/client';

interface TransportadorPessoa {
  id: number;
  tipoPessoa: 'F' | 'J';
  nomeRazaoSocial: string;
  email: string | null;
  celular: string | null;
  telefone: string | null;
  cep: string | null;
  uf: string | null;
  bairro: string | null;
  endereco: string | null;
  complemento: string | null;
  numero: string | null;
  municipio: { codIbge: number; nome: string; uf: string } | null;
}

export interface Transportador {
  id: number;
  situacaoValidacao: string;
  dataValidadeCltrcc: string;
  quantidadeCacambas: number;
  quantidadeVeiculos: number;
  pessoa: TransportadorPessoa;
}

export interface TransportadoresFiltro {
  limit: number;
  offset: number;
  nomeRazaoSocial?: string;
  bairro?: string;
}

const publicCall = { skipAuthHandler: true } as const;

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
};
