import type {
  CTR_ACTION_FIELDS,
  CtrViewRow,
  cancelamentoContract,
  ctrContract,
} from '@rcc/domain/contract/ctr';
import type { Data } from '@rcc/domain/contract/envelope';
import type { EntityRow, FindRowOf } from '@rcc/domain/find/row';
import { api } from '../api/client';
import type { ListResult } from '../api/types';

/**
 * The CTR calls of spec 2 §7 and DESIGN §3, in one place so that every screen speaks the same
 * contract. Row shapes are the camelCase fields of the generic find (`POST /api/{Entity}/find`).
 */

/**
 * One row of ViewSolicitacaoTransporte (the CTR joined with its work site, vehicle, bin, people),
 * as the API declares it; the grids always ask for the id and the status.
 */
export type CtrRow = CtrViewRow & Required<Pick<CtrViewRow, 'id' | 'situacao'>>;

/** A CTR row as the row actions see it: what the grids ask for (CTR_ACTION_FIELDS), nothing more. */
export type CtrAcaoRow = Pick<CtrRow, (typeof CTR_ACTION_FIELDS)[number]>;

export interface ResiduoLinha {
  id?: number | null;
  idTipoResiduo: number;
  volumeAproximadoM3: number;
  /** Display only. */
  nome?: string;
  idClasseMaterial?: number | null;
}

/** A free vehicle offered by the CTR forms' lookup (ViewVeiculosDisponiveis). */
export type VeiculoDisponivelRow = EntityRow<'ViewVeiculosDisponiveis'>;

/** A free bin offered by the CTR forms' lookup (ViewCacambasDisponiveis). */
export type CacambaDisponivelRow = EntityRow<'ViewCacambasDisponiveis'>;

/** A waste type with its material class (TipoResiduo with include classeMaterial). */
export type TipoResiduoRow = FindRowOf<'TipoResiduo', 'id' | 'nome' | 'idClasseMaterial'> &
  Pick<EntityRow<'TipoResiduo'>, 'classeMaterial'>;

export const VIEW_CTR = 'ViewSolicitacaoTransporte';

export const findCtrById = async (id: number | string): Promise<CtrRow | null> => {
  const data = await api.post<ListResult<CtrRow>>(`/${VIEW_CTR}/find`, {
    where: { id: Number(id) },
    limit: 1,
  });
  return data.rows[0] ?? null;
};

type C = typeof ctrContract;
type Transicao = Data<typeof cancelamentoContract.transicao>;

export const ctrApi = {
  solicitar: (body: unknown) => api.post<Data<C['solicitar']>>('/SolicitacaoTransporte', body),
  enviarNaoSolicitado: (body: unknown) =>
    api.post<Data<C['enviarNaoSolicitado']>>('/enviar_transporte_nao_solicitado', body),
  avaliar: (id: number, body: unknown) => api.put<Data<C['avaliar']>>(`/avaliar_solicitacao/${id}`, body),
  alocar: (id: number, body: unknown) => api.put<Data<C['alocar']>>(`/alocar_cacamba/${id}`, body),
  retirar: (id: number, form: FormData) =>
    api.upload<Data<C['retirar']>>(`/retirar_cacamba/${id}`, form, 'PUT'),
  removerFoto: (id: number) =>
    api.put<Data<C['alterar']>>(`/SolicitacaoTransporte/${id}`, { fotoCacamba: null, nomeFotoCacamba: null }),
  alterarTransportador: (id: number, idTransportador: number) =>
    api.put<Data<C['alterar']>>(`/SolicitacaoTransporte/${id}`, {
      situacao: 'Solicitada',
      idTransportador,
      motivoRecSolicitacao: null,
    }),
  editar: (id: number, body: unknown) =>
    api.put<Data<C['editar']>>(`/SolicitacaoTransporteEditar/${id}`, body),
  voltarAlocada: (id: number) => api.get<Data<C['voltarAlocada']>>(`/voltar-situacao-alocada/${id}`),
  prosseguir: (id: number) => api.put<Transicao>(`/SolicitacaoTransporteProsseguir/${id}`),
  solicitarCancelamento: (id: number, motivoSolCancelamento: string) =>
    api.put<Transicao>(`/SolicitarCancelamentoSolicitacao/${id}`, { motivoSolCancelamento }),
  aceitarCancelamento: (id: number) => api.put<Transicao>(`/SolicitacaoTransporteAceitar/${id}`),
  recusarCancelamento: (id: number, motivoRecSolCancelamento: string) =>
    api.put<Transicao>(`/SolicitacaoTransporteRecusar/${id}`, { motivoRecSolCancelamento }),
  destinar: (id: number) => api.put<Transicao>(`/SolicitacaoTransporteDestinar/${id}`),
};

/** The CTR sheet (GET /api/FichaCTR/:id, several ids comma-separated) opens in a new window. */
export const fichaUrl = (ids: readonly (number | string)[]) => `/api/FichaCTR/${ids.join(',')}`;

export function openFicha(ids: readonly (number | string)[]): void {
  if (ids.length === 0) return;
  window.open(fichaUrl(ids), '_blank', 'noopener');
}
