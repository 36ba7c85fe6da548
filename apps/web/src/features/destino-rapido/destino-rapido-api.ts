import type {
  CtrRapida,
  DestinoFinalOpcao,
  LocalidadeOpcao,
  VeiculoRapido,
} from '@rcc/domain/contract/destino-rapido';
import { api } from '../../shared/api/client';
import { enviarOuGuardar } from '../../shared/offline/fila';

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
  /** Gate actions work offline (issue #16): sent now, or kept on the device with their key. */
  adicionar: (id: number, body: { placa: string } & Record<string, unknown>) =>
    enviarOuGuardar({
      grupo: grupoDaPlaca(body.placa),
      descricao: `Adicionar a CTR ${id} à pesagem`,
      idCtr: id,
      metodo: 'PUT',
      caminho: `/destinoRapido/solicitacaoTransporte/${id}`,
      corpo: { tipo: 'json', valor: body },
      publica: true,
    }),
  remover: (id: number, placa: string, token: string) =>
    enviarOuGuardar({
      grupo: grupoDaPlaca(placa),
      descricao: `Remover a CTR ${id} da pesagem`,
      idCtr: id,
      metodo: 'PUT',
      caminho: `/destinoRapido/deleteSolicitacaoTransporte/${id}`,
      corpo: { tipo: 'json', valor: { placa, token } },
      publica: true,
    }),
};

/** The offline queue of one vehicle's gate screen. */
export const grupoDaPlaca = (placa: string) => `destino-rapido:${placa.toUpperCase()}`;

export const classeDe = (c: CtrRapida): number | null =>
  c.residuoPredominante?.idClasseMaterial ?? c.residuoPredominante?.classeMaterial?.id ?? null;

/** Answers are arrays, or lists in `rows`. */
export function asList<T>(data: T[] | { rows: T[] } | null | undefined): T[] {
  return Array.isArray(data) ? data : (data?.rows ?? []);
}
