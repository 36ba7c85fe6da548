/** Occurrences (spec 3 §3, §4, §5): fixed lists and the form rules shared by the web and the API. */
import { MSG_MASTER_DATA } from '../messages/master-data';

export const IRREGULARIDADE_COM = ['Caçamba', 'Transporte'] as const;
export type IrregularidadeCom = (typeof IRREGULARIDADE_COM)[number];

export const SITUACOES_OCORRENCIA = [
  'Aguardando resposta',
  'Em andamento',
  'Respondida',
  'Improcedente',
] as const;
export type SituacaoOcorrencia = (typeof SITUACOES_OCORRENCIA)[number];

export const DESCRICOES_CACAMBA = [
  'Caçamba estacionada em local inadequado',
  'Caçamba com resíduo inapropriado',
  'Caçamba com excesso de resíduo',
  'Caçamba sem CTR',
] as const;

export const DESCRICOES_TRANSPORTE = [
  'Veículo estacionado em local inadequado',
  'Veículo com resíduo inapropriado',
  'Veículo com excesso de resíduo',
  'Veículo sem CTR',
] as const;

export const RESPOSTA_MAX = 500;
export const RESPONSAVEIS_OCORRENCIA = ['Cidadão', 'Fiscalização'] as const;
export type ResponsavelOcorrencia = (typeof RESPONSAVEIS_OCORRENCIA)[number];

export interface OcorrenciaInput {
  irregularidadeCom?: string | undefined;
  temFoto: boolean;
  descricaoIrregularidade?: string | undefined;
  /** 'Sim' / 'Não': whether the bin or vehicle carries an identifier. */
  possuiIdentificador?: string | undefined;
  idCacamba?: number | undefined;
  identificacaoCacamba?: string | undefined;
  idVeiculo?: number | undefined;
  identificacaoVeiculo?: string | undefined;
  placaVeiculo?: string | undefined;
}

export interface RuleIssue {
  field: string;
  message: string;
}

const M = MSG_MASTER_DATA.ocorrencia;
const filled = (s: string | undefined) => typeof s === 'string' && s.trim().length > 0;

/**
 * The first failing rule, in the spec's order (§5): photo, description, identifier answer, then the
 * identifier itself. For a vehicle the plate comes before the identifier question, which is asked
 * only when no registered vehicle was chosen.
 */
export function validarOcorrencia(o: OcorrenciaInput): RuleIssue | null {
  if (!o.temFoto) return { field: 'foto', message: M.fotoObrigatoria };
  const transporte = o.irregularidadeCom === 'Transporte';
  const lista: readonly string[] = transporte ? DESCRICOES_TRANSPORTE : DESCRICOES_CACAMBA;
  if (!o.descricaoIrregularidade || !lista.includes(o.descricaoIrregularidade)) {
    return { field: 'descricaoIrregularidade', message: M.descricaoObrigatoria };
  }
  if (!transporte) {
    const resposta =
      o.possuiIdentificador ?? (o.idCacamba ? 'Sim' : filled(o.identificacaoCacamba) ? 'Não' : undefined);
    if (resposta !== 'Sim' && resposta !== 'Não')
      return { field: 'possuiIdentificador', message: M.identificadorCacamba };
    if (resposta === 'Sim' && !o.idCacamba) return { field: 'idCacamba', message: M.numeroIdentificacao };
    if (resposta === 'Não' && !filled(o.identificacaoCacamba)) {
      return { field: 'identificacaoCacamba', message: M.descrevaIdentificador };
    }
    return null;
  }
  if (!filled(o.placaVeiculo) || (o.placaVeiculo ?? '').trim().length > 7) {
    return { field: 'placaVeiculo', message: M.placaObrigatoria };
  }
  if (o.idVeiculo) return null;
  const resposta = o.possuiIdentificador ?? (filled(o.identificacaoVeiculo) ? 'Sim' : undefined);
  if (resposta !== 'Sim' && resposta !== 'Não')
    return { field: 'possuiIdentificador', message: M.identificadorVeiculo };
  if (resposta === 'Sim' && !filled(o.identificacaoVeiculo)) {
    return { field: 'identificacaoVeiculo', message: M.identificadorVeiculoObrigatorio };
  }
  return null;
}
