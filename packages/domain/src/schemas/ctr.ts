import { z } from 'zod';
import {
  LIMITES_CTR,
  TIPO_VEICULO,
  TIPOS_POLIGUINDASTE,
  validateJustificativaCancelamento,
} from '../ctr/rules';
import { SITUACAO_CTR } from '../ctr/status';
import { MSG } from '../messages';
import { isValidPlaca, normalizePlaca } from '../validators';
import { residuoVolumeSchema } from './ctr-envio';
import {
  booleanField,
  duplicateIndices,
  idField,
  jsonArray,
  optionalCoord,
  optionalId,
  optionalText,
} from './fields';

/**
 * Request bodies of the CTR calls (spec 2 §7, DESIGN §3). Every message is the spec's text, or
 * MSG.sistema where the spec has none. Rules that need the database (vehicle type, busy vehicle,
 * waste types of the CTR) stay in the services, which use ctr/rules.
 */

const L = LIMITES_CTR;

const volume = (required: string, invalid: string) =>
  z.coerce.number({ error: required }).gt(0, { error: invalid }).max(L.volumeMax, { error: invalid });

/** One waste line of a request: type and a volume above zero (spec 2 §5 "Waste grid"). */
export const residuoSolicitacaoSchema = z.object({
  idTipoResiduo: idField(MSG.residuos.tipoObrigatorio),
  volumeAproximadoM3: volume(MSG.solicitacao.volumeObrigatorio, MSG.residuos.volumeInvalido),
});

/** POST SolicitacaoTransporte (DESIGN §3). */
export const solicitacaoTransporteSchema = z
  .object({
    idObra: idField(MSG.naoSolicitado.selecioneObra),
    idGerador: idField(MSG.usuario.obrigatorio('Gerador')),
    idTransportador: idField(MSG.alterarTransportador.obrigatorio),
    idResiduoPredominante: idField(MSG.solicitacao.residuoPredominante),
    quantidadeCacambas: z.coerce
      .number({ error: MSG.sistema.campos.quantidadeCacambas })
      .int({ error: MSG.sistema.campos.quantidadeCacambas })
      .min(L.quantidadeCacambasMin, { error: MSG.sistema.campos.quantidadeCacambas })
      .max(L.quantidadeCacambasMax, { error: MSG.sistema.campos.quantidadeCacambas })
      .default(L.quantidadeCacambasPadrao),
    volumeAproximadoM3: z.coerce
      .number({ error: MSG.sistema.campos.volumeInvalido })
      .min(0, { error: MSG.sistema.campos.volumeInvalido })
      .max(L.volumeMax, { error: MSG.sistema.campos.volumeInvalido })
      .optional(),
    observacao: optionalText(L.observacaoMax),
    residuos: z.array(residuoSolicitacaoSchema).default([]),
  })
  .superRefine((body, ctx) => {
    // Spec 2 §5: "for a generator with more than one bin" — read as a request of 2+ bins.
    if (body.quantidadeCacambas > 1 && body.residuos.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['residuos'], message: MSG.solicitacao.umResiduo });
    }
    for (const i of duplicateIndices(body.residuos, (r) => r.idTipoResiduo)) {
      ctx.addIssue({
        code: 'custom',
        path: ['residuos', i, 'idTipoResiduo'],
        message: MSG.residuos.jaSelecionado,
      });
    }
  });

/**
 * PUT avaliar_solicitacao/:id. Accepting needs a vehicle, and a bin when the vehicle is
 * Poliguindaste; declining needs a justification (max 200). The service re-checks the vehicle
 * type from the database and clears the bin of a Basculante.
 */
export const avaliarSolicitacaoSchema = z
  .object({
    id: optionalId(),
    avaliacao: booleanField(MSG.sistema.campos.avaliacaoObrigatoria),
    veiculo: optionalId(),
    cacamba: optionalId(),
    type: z.enum([TIPO_VEICULO.BASCULANTE, TIPO_VEICULO.POLIGUINDASTE]).nullable().optional(),
    poliguindaste: z.enum(TIPOS_POLIGUINDASTE).nullable().optional(),
    justificativa: optionalText(L.justificativaRecusaMax, MSG.avaliacao.justificativaInvalida),
  })
  .superRefine((body, ctx) => {
    if (body.avaliacao) {
      if (!body.veiculo)
        ctx.addIssue({ code: 'custom', path: ['veiculo'], message: MSG.avaliacao.veiculoInvalido });
      if (body.type === TIPO_VEICULO.POLIGUINDASTE && !body.cacamba) {
        ctx.addIssue({ code: 'custom', path: ['cacamba'], message: MSG.avaliacao.cacambaInvalida });
      }
    } else if (!body.justificativa) {
      ctx.addIssue({ code: 'custom', path: ['justificativa'], message: MSG.avaliacao.justificativaInvalida });
    }
  });

/** PUT alocar_cacamba/:id. The bin is required only for Poliguindaste (checked by the service). */
export const alocarCacambaSchema = z.object({
  situacao: z.literal('Alocada').optional(),
  idObra: idField(MSG.alocacao.obraObrigatoria),
  idVeiculo: idField(MSG.alocacao.veiculoObrigatorio),
  idCacamba: optionalId(),
});

/** One waste line of the removal form (spec 2 §3 "Removal record": idTipoResiduo, volume, id). */
export const residuoRetiradaSchema = z.object({
  id: optionalId(),
  idTipoResiduo: idField(MSG.residuos.tipoObrigatorio),
  volume: volume(MSG.solicitacao.volumeObrigatorio, MSG.residuos.volumeInvalido),
});

/** PUT retirar_cacamba/:id, multipart: the photo is a file part checked apart (1 MB, image). */
export const retirarCacambaSchema = z
  .object({
    id: optionalId(),
    idResiduoPredominante: idField(MSG.solicitacao.residuoPredominante),
    idDestinoFinal: idField(MSG.retirada.destinoObrigatorio),
    idVeiculo: idField(MSG.retirada.veiculoObrigatorio),
    idCacamba: optionalId(),
    situacao: z.literal('Retirada').optional(),
    observacao: optionalText(L.observacaoMax),
    nomeFotoCacamba: optionalText(255),
    residuos: jsonArray(residuoRetiradaSchema).default([]),
    // Where the bin was removed, from the phone's GPS or the map (issue #16); both or neither.
    latRetirada: optionalCoord(90, MSG.retirada.posicaoInvalida),
    lonRetirada: optionalCoord(180, MSG.retirada.posicaoInvalida),
  })
  .superRefine((body, ctx) => {
    if ((body.latRetirada == null) !== (body.lonRetirada == null)) {
      ctx.addIssue({ code: 'custom', path: ['latRetirada'], message: MSG.retirada.posicaoInvalida });
    }
    const dup = duplicateIndices(body.residuos, (r) => r.idTipoResiduo);
    if (dup.length > 0) {
      const tipos = [...new Set(dup.map((i) => String(body.residuos[i]?.idTipoResiduo)))];
      ctx.addIssue({ code: 'custom', path: ['residuos'], message: MSG.residuos.repetidos(tipos) });
    }
  });

/** PUT updateSolicitacaoTransporte/:id (vehicle/bin popup). */
export const updateVeiculoCacambaSchema = z.object({
  idVeiculo: idField(MSG.veiculoCacamba.veiculoObrigatorio),
  idCacamba: optionalId(),
});

/** PUT SolicitacaoTransporte/:id to change the transporter of a Recusada CTR. */
export const alterarTransportadorSchema = z.object({
  situacao: z.literal('Solicitada').optional(),
  idTransportador: idField(MSG.alterarTransportador.obrigatorio),
  motivoRecSolicitacao: z.null().optional(),
});

/** PUT SolicitarCancelamentoSolicitacao/:id: justification of 7 to 255 characters. */
export const solicitarCancelamentoSchema = z.object({
  motivoSolCancelamento: z
    .string({ error: MSG.cancelamento.justificativaInvalida })
    .trim()
    .superRefine((text, ctx) => {
      const message = validateJustificativaCancelamento(text);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
});

/** PUT SolicitacaoTransporteRecusar/:id. */
export const recusarCancelamentoSchema = z.object({
  motivoRecSolCancelamento: z
    .string({ error: MSG.analiseCancelamento.motivoRecusa })
    .trim()
    .min(1, { error: MSG.analiseCancelamento.motivoRecusa })
    .max(L.justificativaCancelamentoMax, {
      error: MSG.sistema.campos.textoMaximo(L.justificativaCancelamentoMax),
    }),
});

/** The cancellation-analysis form (radio Aceitar / Recusar / Destinar, spec 2 §2, §5). */
export const analisarCancelamentoSchema = z
  .object({
    acao: z.enum(['Aceitar', 'Recusar', 'Destinar'], { error: MSG.analiseCancelamento.escolhaAcao }),
    motivoRecSolCancelamento: optionalText(L.justificativaCancelamentoMax),
  })
  .superRefine((body, ctx) => {
    if (body.acao === 'Recusar' && !body.motivoRecSolCancelamento) {
      ctx.addIssue({
        code: 'custom',
        path: ['motivoRecSolCancelamento'],
        message: MSG.analiseCancelamento.motivoRecusa,
      });
    }
  });

/** PUT RecebimentoResiduo/:id: true receives, false rejects (rejection needs an observation). */
export const recebimentoResiduoSchema = z
  .object({
    avaliacao: booleanField(MSG.recebimento.escolha),
    observacao: optionalText(L.observacaoRecebimentoMax, MSG.recebimento.observacaoInvalida),
  })
  .superRefine((body, ctx) => {
    if (!body.avaliacao && !body.observacao) {
      ctx.addIssue({ code: 'custom', path: ['observacao'], message: MSG.recebimento.observacaoInvalida });
    }
  });

/** Batch receipt ('Receber em Lote'); the spec does not show its path. */
export const recebimentoLoteSchema = z.object({
  ids: z.array(idField(MSG.sistema.campos.selecioneCtr)).min(1, { error: MSG.sistema.campos.selecioneCtr }),
  observacao: optionalText(L.observacaoRecebimentoMax, MSG.recebimento.observacaoInvalida),
});

/** PUT SolicitacaoTransporteCorrigir/:id ('Corrigir Dados' of a rejected load): only what changes. */
export const corrigirDadosSchema = z
  .object({
    idDestinoFinal: optionalId(),
    idResiduoPredominante: optionalId(),
    residuos: z.array(residuoVolumeSchema).optional(),
    observacao: optionalText(L.observacaoMax),
  })
  .superRefine((b, ctx) => {
    for (const i of duplicateIndices(b.residuos ?? [], (r) => r.idTipoResiduo)) {
      ctx.addIssue({
        code: 'custom',
        path: ['residuos', i, 'idTipoResiduo'],
        message: MSG.residuos.jaSelecionado,
      });
    }
  });
export type CorrigirDadosInput = z.output<typeof corrigirDadosSchema>;

// --- Sorting (spec 2 §2, §4, §5, §7: POST /residuos-triados-api/cadastrar) ---

export const ENVIAR_PARA = ['Aterro', 'Recicladora'] as const;

/** A sorted-waste line with its marker: insert a new type, update or remove a saved line. */
export const residuoTriadoSchema = z
  .object({
    id: optionalId(),
    idTipoResiduo: idField(MSG.triagem.tipoObrigatorio),
    // "min 0, required non-zero, max length 7" (spec 2 §5).
    volumeAproximadoM3: z.coerce
      .number({ error: MSG.triagem.volumeObrigatorio })
      .min(0, { error: MSG.triagem.volumeObrigatorio })
      .max(L.volumeMax, { error: MSG.triagem.volumeObrigatorio })
      .refine((v) => v !== 0, { error: MSG.triagem.volumeObrigatorio }),
    action: z.enum(['insert', 'update', 'remove']).default('insert'),
  })
  .superRefine((line, ctx) => {
    if (line.action !== 'insert' && !line.id) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: MSG.notificador.erroProcessamento });
    }
  });

export const triagemCadastrarSchema = z
  .object({
    dadosTriagem: z.object({
      idSolicitacaoTransporte: idField(MSG.retirada.naoEncontrada),
      enviarPara: z.enum(ENVIAR_PARA, { error: MSG.triagem.destinoObrigatorio }),
      observacao: optionalText(L.observacaoTriagemMax),
    }),
    residuosTriados: z.array(residuoTriadoSchema, { error: MSG.triagem.linhaObrigatoria }),
  })
  .superRefine((body, ctx) => {
    const kept = body.residuosTriados.filter((r) => r.action !== 'remove');
    // Removing every line would leave a triagem without waste: refused like an empty one.
    if (kept.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['residuosTriados'], message: MSG.triagem.linhaObrigatoria });
    }
    for (const i of duplicateIndices(kept, (r) => r.idTipoResiduo)) {
      const index = body.residuosTriados.indexOf(kept[i]!);
      ctx.addIssue({
        code: 'custom',
        path: ['residuosTriados', index, 'idTipoResiduo'],
        message: MSG.residuos.jaSelecionado,
      });
    }
  });

// --- Quick destination, public (spec 2 §5, §7) ---

const placaField = z
  .string({ error: MSG.destinoRapido.placaObrigatoria })
  .transform(normalizePlaca)
  .pipe(
    z
      .string()
      .min(1, { error: MSG.destinoRapido.placaObrigatoria })
      .refine(isValidPlaca, { error: MSG.veiculo.placaInvalida }),
  );
const tokenField = z
  .string({ error: MSG.destinoRapido.tokenObrigatorio })
  .trim()
  .min(1, { error: MSG.destinoRapido.tokenObrigatorio })
  .max(L.tokenLength, { error: MSG.veiculo.tokenTamanho });

export const destinoRapidoLoginSchema = z.object({ placa: placaField, token: tokenField });

/** POST /destinoRapido/searchCtr. */
export const destinoRapidoSearchCtrSchema = z.object({
  idCtr: optionalId(),
  idTransportador: optionalId(),
  situacao: z.enum(SITUACAO_CTR).optional(),
  placa: placaField,
  token: tokenField,
});

/** PUT /destinoRapido/solicitacaoTransporte/:id: add a CTR to the weighing. */
export const destinoRapidoSolicitacaoSchema = z.object({
  idDestinoFinal: idField(MSG.pesagem.destinoObrigatorio),
  idResiduoPredominante: idField(MSG.solicitacao.residuoPredominante),
  idLocalidade: idField(MSG.pesagem.origemObrigatoria),
  idVeiculo: optionalId(),
  situacao: z.literal('Em Pesagem').optional(),
  placa: placaField,
  token: tokenField,
});
