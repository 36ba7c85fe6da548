import type { SituacaoCtr } from '@rcc/domain';
import type { cancelamentoContract, ctrContract } from '@rcc/domain/contract/ctr';
import type { Data } from '@rcc/domain/contract/envelope';
import { api } from '../../shared/api/client';
import type { ListResult } from '../../shared/api/types';

/**
 * The CTR calls of spec 2 §7 and DESIGN §3, in one place so that every screen speaks the same
 * contract. Row shapes are the camelCase fields of the generic find (`POST /api/{Entity}/find`).
 */

/** One row of ViewSolicitacaoTransporte (the CTR joined with its work site, vehicle, bin, people). */
export interface CtrRow {
  id: number;
  situacao: SituacaoCtr;
  situacaoAnterior?: SituacaoCtr | null;
  naoSolicitado?: string | null;
  editado?: boolean | null;
  realocado?: boolean | null;
  dataHoraSolicitacao?: string | null;
  dataHoraEnvio?: string | null;
  dataHoraAlocacao?: string | null;
  dataHoraRetirada?: string | null;
  idObra?: number | null;
  idGerador?: number | null;
  idTransportador?: number | null;
  idDestinoFinal?: number | null;
  idVeiculo?: number | null;
  idCacamba?: number | null;
  idResiduoPredominante?: number | null;
  nomeObra?: string | null;
  enderecoObra?: string | null;
  complementoObra?: string | null;
  numeroObra?: string | null;
  bairroObra?: string | null;
  cepObra?: string | null;
  placa?: string | null;
  tipoVeiculo?: string | null;
  poliguindaste?: string | null;
  numeroIdentificacaoCacamba?: string | null;
  nomeTransportador?: string | null;
  cpfCnpjTransportador?: string | null;
  nomeGerador?: string | null;
  nomeSolicitante?: string | null;
  idClasseMaterial?: number | null;
  cpfCnpjGerador?: string | null;
  telefoneGerador?: string | null;
  celularGerador?: string | null;
  nomeDestinoFinal?: string | null;
  classeMaterial?: string | null;
  tipoResiduo?: string | null;
  quantidadeCacambas?: number | null;
  volumeAproximadoM3?: number | null;
  motivoSolCancelamento?: string | null;
  motivoRecSolCancelamento?: string | null;
  motivoRecSolicitacao?: string | null;
  observacao?: string | null;
}

export interface ResiduoLinha {
  id?: number | null;
  idTipoResiduo: number;
  volumeAproximadoM3: number;
  /** Display only. */
  nome?: string;
  idClasseMaterial?: number | null;
}

export interface VeiculoRow {
  id: number;
  placa: string;
  tipo: string;
  poliguindaste?: string | null;
  idPerfil?: number;
}

export interface CacambaRow {
  id: number;
  numeroIdentificacao: string;
  capacidadeM3?: number | null;
}

export interface TipoResiduoRow {
  id: number;
  nome: string;
  idClasseMaterial: number;
  classeMaterial?: { id: number; classe: string } | null;
}

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
