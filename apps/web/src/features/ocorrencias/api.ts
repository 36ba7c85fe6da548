import {
  IRREGULARIDADE_COM,
  type IrregularidadeCom,
  type SituacaoOcorrencia,
} from '@rcc/domain/monitoring/ocorrencia';
import { api } from '../../shared/api/client';

export interface Ocorrencia {
  id: number;
  dataHoraRegistro: string;
  irregularidadeCom: IrregularidadeCom;
  situacao: SituacaoOcorrencia;
  improcedente: 'S' | 'N' | null;
  local: string | null;
  respostaOrgao: string | null;
  descricaoIrregularidade: string;
  identificacaoCacamba: string | null;
  identificacaoVeiculo: string | null;
  placaVeiculo: string | null;
  numeroIdentificacao: string | null;
  nomeUsuarioRegistro: string;
  nomeRazaoSocial: string | null;
  cpfCnpj: string | null;
  orgao: string | null;
  foto: string;
  shape: { type: 'Point'; coordinates: [number, number] };
}

const SITUACOES_FILTRO = [
  'Respondida',
  'Em andamento',
  'Aguardando resposta',
  'Improcedente',
] as const satisfies readonly SituacaoOcorrencia[];
export const SITUACAO_OPTIONS = SITUACOES_FILTRO.map((v) => ({ value: v, label: v }));
export const IRREGULARIDADE_OPTIONS = IRREGULARIDADE_COM.map((v) => ({ value: v, label: v }));

export async function carregarOcorrencia(id: number): Promise<Ocorrencia | undefined> {
  const { rows } = await api.post<{ rows: Ocorrencia[] }>('/ViewOcorrencia/find', {
    where: { id },
    limit: 1,
  });
  return rows[0];
}

/** The photo route answers the image only to who may see the occurrence; fetched with the session. */
export async function fotoUrl(path: string): Promise<string> {
  const { blob } = await api.blob(path.replace(/^\/api/, ''), { method: 'GET' });
  return URL.createObjectURL(blob);
}

export const enderecoReverso = (lat: number, lon: number) =>
  api.post<{ endereco: string | null }>('/geo/reverse', { lat, lon }).then((r) => r.endereco);
