import { z } from 'zod';
import { TIPO_VEICULO, TIPOS_POLIGUINDASTE } from '../ctr/rules';
import { SITUACAO_CTR } from '../ctr/status';
import { ENVIAR_PARA } from '../schemas/ctr';
import { apiError, isoDateTime, ok, okId, okPage } from './envelope';

/**
 * The answers of the CTR's life (spec 2 §7, DESIGN §3): request, evaluation, allocation, removal,
 * edits, cancellation, receipt and sorting. Derived from the services' return values and, for the
 * grid, from view_solicitacao_transporte's columns (a column of an optional relation is nullable).
 */

export const situacaoCtr = z.enum(SITUACAO_CTR);
export const tipoVeiculo = z.enum(TIPO_VEICULO);
export const tipoPoliguindaste = z.enum(TIPOS_POLIGUINDASTE);

/** A status change (runTransition): the CTR, its new status and the one it left. */
export const transicaoResult = z.object({ id: z.number().int(), situacao: situacaoCtr, de: situacaoCtr });
/** A change that keeps the status (vehicle/bin swap, photo removal, removal). */
export const situacaoResult = z.object({ id: z.number().int(), situacao: situacaoCtr });
const comMensagem = { message: z.string() };

/**
 * One row of ViewSolicitacaoTransporte as the generic find builds it (jsonb: timestamps as ISO
 * strings). Every field is optional: the caller may ask for some `fields` only.
 */
export const ctrViewRow = z
  .object({
    id: z.number().int(),
    situacao: situacaoCtr,
    situacaoAnterior: situacaoCtr.nullable(),
    dataHoraSolicitacao: isoDateTime,
    dataHoraEnvio: isoDateTime.nullable(),
    dataHoraAlocacao: isoDateTime.nullable(),
    dataHoraRetirada: isoDateTime.nullable(),
    dataHoraPesagem: isoDateTime.nullable(),
    dataHoraRecebimento: isoDateTime.nullable(),
    naoSolicitado: z.enum(['S', 'N']),
    editado: z.boolean(),
    realocado: z.boolean(),
    idObra: z.number().int(),
    idGerador: z.number().int(),
    idTransportador: z.number().int(),
    idDestinoFinal: z.number().int().nullable(),
    idVeiculo: z.number().int().nullable(),
    idCacamba: z.number().int().nullable(),
    idResiduoPredominante: z.number().int().nullable(),
    idLocalidade: z.number().int().nullable(),
    quantidadeCacambas: z.number().int(),
    volumeAproximadoM3: z.number().nullable(),
    volumeEstimadoM3: z.number().nullable(),
    observacao: z.string().nullable(),
    observacaoRecebimento: z.string().nullable(),
    motivoSolCancelamento: z.string().nullable(),
    motivoRecSolCancelamento: z.string().nullable(),
    motivoRecSolicitacao: z.string().nullable(),
    idUsuarioSolicitante: z.number().int().nullable(),
    nomeObra: z.string(),
    enderecoObra: z.string().nullable(),
    complementoObra: z.string().nullable(),
    numeroObra: z.string().nullable(),
    cepObra: z.string().nullable(),
    bairroObra: z.string().nullable(),
    codIbgeObra: z.number().int().nullable(),
    nomeGerador: z.string(),
    cpfCnpjGerador: z.string(),
    telefoneGerador: z.string().nullable(),
    celularGerador: z.string().nullable(),
    nomeSolicitante: z.string().nullable(),
    nomeTransportador: z.string(),
    cpfCnpjTransportador: z.string(),
    nomeDestinoFinal: z.string().nullable(),
    numeroIdentificacaoCacamba: z.string().nullable(),
    placa: z.string().nullable(),
    tipoVeiculo: tipoVeiculo.nullable(),
    poliguindaste: tipoPoliguindaste.nullable(),
    tipoResiduo: z.string().nullable(),
    idClasseMaterial: z.number().int().nullable(),
    classeMaterial: z.string().nullable(),
    idTriagem: z.number().int().nullable(),
    enviarPara: z.enum(ENVIAR_PARA).nullable(),
    /** When the CTR last turned Irregular (asked for explicitly: the Painel's "Irregulares hoje" link). */
    dataHoraIrregular: isoDateTime.nullable(),
  })
  .partial();
export type CtrViewRow = z.input<typeof ctrViewRow>;

/**
 * What the CTR grids' row actions read of a row: the transition table's state (the web's toCtrState)
 * and the popups they open. A CTR grid asks the API for these and its shown columns only, not for
 * every field of the view, each of them a lookup (issue #17); the benchmark asks as the grids do.
 */
export const CTR_ACTION_FIELDS = [
  'id',
  'situacao',
  'situacaoAnterior',
  'idTransportador',
  'idGerador',
  'idDestinoFinal',
  'realocado',
  'dataHoraSolicitacao',
  'dataHoraAlocacao',
  'editado',
  'tipoVeiculo',
  'motivoRecSolicitacao',
  'idResiduoPredominante',
] as const satisfies readonly (keyof CtrViewRow)[];

/**
 * What the destination's receipt evaluation ('Dados da situação da caçamba', spec 2 §2) shows of a
 * CTR: the Analisar Recebimento grid asks for these with its row, and its offline copy keeps them.
 */
export const CTR_AVALIACAO_RECEBIMENTO_FIELDS = [
  'id',
  'dataHoraSolicitacao',
  'nomeGerador',
  'cpfCnpjGerador',
  'enderecoObra',
  'numeroObra',
  'complementoObra',
  'bairroObra',
  'cepObra',
  'nomeTransportador',
  'tipoResiduo',
  'placa',
  'tipoVeiculo',
  'numeroIdentificacaoCacamba',
  'volumeAproximadoM3',
] as const satisfies readonly (keyof CtrViewRow)[];

/** 'Enviar Transporte não Solicitado': the generator found by its exact CPF/CNPJ (masked). */
export const geradorEncontrado = z.object({
  idPessoa: z.number().int(),
  tipoPessoa: z.enum(['F', 'J']),
  nomeRazaoSocial: z.string(),
  /** Masked (LGPD): the user typed the document; the answer only confirms whose it is. */
  cpfCnpj: z.string(),
  /** The person's generator profile, null when it has none yet (sending creates one). */
  idGerador: z.number().int().nullable(),
});
export type GeradorEncontrado = z.input<typeof geradorEncontrado>;

export const ctrContract = {
  solicitar: okId,
  findSolicitadas: okPage(ctrViewRow),
  avaliar: ok(transicaoResult),
  /** 'Alterar Transportador' is a status change (with `de`); removing the photo keeps the status. */
  alterar: ok(situacaoResult.extend({ de: situacaoCtr.optional() })),
  editar: ok(situacaoResult.extend(comMensagem)),
  voltarAlocada: ok(transicaoResult.extend(comMensagem)),
  veiculoCacamba: ok(situacaoResult),
  enviarNaoSolicitado: ok(z.object({ id: z.number().int(), ...comMensagem })),
  gerador: ok(geradorEncontrado),
  alocar: ok(transicaoResult.extend(comMensagem)),
  retirar: ok(situacaoResult),
};

/** cancelamento-ctr/calculateCTR: cancelled CTRs per period, and the chart's zero-filled periods. */
export const calculoCancelamentoResult = z.object({
  rows: z.array(
    z.object({
      ano: z.number().int(),
      mes: z.number().int().optional(),
      dia: z.number().int().optional(),
      total: z.number().int(),
    }),
  ),
  periodos: z.array(z.object({ key: z.string(), label: z.string(), total: z.number().int() })),
});
export type CalculoCancelamentoResult = z.input<typeof calculoCancelamentoResult>;

export const cancelamentoContract = {
  transicao: ok(transicaoResult),
  calculate: ok(calculoCancelamentoResult),
};

/** 'Receber em Lote': each CTR's own result, the received ids, the refused ones and the summary. */
export const recebimentoLoteResult = z.object({
  resultados: z.array(
    z.object({
      id: z.number().int(),
      success: z.boolean(),
      situacao: situacaoCtr.optional(),
      error: apiError.shape.error.pick({ type: true, message: true }).optional(),
    }),
  ),
  recebidos: z.array(z.number().int()),
  falhas: z.array(z.number().int()),
  message: z.string(),
});
export type RecebimentoLoteResult = z.input<typeof recebimentoLoteResult>;

export const recebimentoContract = {
  transicao: ok(transicaoResult),
  lote: ok(recebimentoLoteResult),
};

export const triagemContract = { cadastrar: okId };
