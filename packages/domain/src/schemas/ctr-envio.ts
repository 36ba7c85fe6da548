import { z } from 'zod';
import { LIMITES_CTR } from '../ctr/rules';
import { MSG } from '../messages';
import { isValidCep, isValidCpfCnpj, isValidEmail, normalizeCpfCnpj, onlyDigits } from '../validators';
import { isDiaNoTextoValido, parseDia } from './dates';
import { duplicateIndices, idField, optionalId, optionalText } from './fields';

/**
 * Bodies of the non-requested transport (POST enviar_transporte_nao_solicitado), of 'Editar CTR'
 * (PUT SolicitacaoTransporteEditar/:id) and of the cancellation charts (cancelamento-ctr/calculateCTR),
 * with the spec 2 §5 texts.
 */

const L = LIMITES_CTR;
const obrigatorio = (campo: string) => MSG.usuario.obrigatorio(campo);

const requiredText = (campo: string, max: number) =>
  z
    .string({ error: obrigatorio(campo) })
    .trim()
    .min(1, { error: obrigatorio(campo) })
    .max(max, { error: MSG.sistema.campos.textoMaximo(max) });

const isoDate = (campo: string) =>
  z
    .string({ error: obrigatorio(campo) })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}/, { error: obrigatorio(campo) })
    .transform((v) => v.slice(0, 10))
    .refine((v) => parseDia(v) !== null, { error: MSG.sistema.campos.dataInvalida });

/** One waste line of the non-requested form and of 'Editar CTR': idTipoResiduo and volume. */
export const residuoVolumeSchema = z.object({
  idTipoResiduo: idField(MSG.residuos.tipoObrigatorio),
  volume: z.coerce
    .number({ error: MSG.solicitacao.volumeObrigatorio })
    .gt(0, { error: MSG.residuos.volumeInvalido })
    .max(L.volumeMax, { error: MSG.residuos.volumeInvalido }),
});

const residuosSemRepeticao = <T extends { idTipoResiduo: number }>(
  residuos: readonly T[],
  ctx: z.RefinementCtx,
  path: (string | number)[],
) => {
  for (const i of duplicateIndices(residuos, (r) => r.idTipoResiduo)) {
    ctx.addIssue({
      code: 'custom',
      path: [...path, i, 'idTipoResiduo'],
      message: MSG.residuos.jaSelecionado,
    });
  }
};

/** The generator (a person) of a new work site. */
export const pessoaGeradorSchema = z.object({
  tipoPessoa: z.enum(['F', 'J'], { error: MSG.cpfCnpj.naoPreenchido }),
  cpfCnpj: z
    .string({ error: MSG.cpfCnpj.naoPreenchido })
    .transform((v) => normalizeCpfCnpj(v))
    .pipe(
      z
        .string()
        .min(1, { error: MSG.cpfCnpj.naoPreenchido })
        .refine((v) => v.length === 11 || v.length === 14, { error: MSG.cpfCnpj.incompleto })
        .refine(isValidCpfCnpj, { error: MSG.cpfCnpj.invalido }),
    ),
  nomeRazaoSocial: requiredText('Nome', 150),
  // Only a person not registered yet needs them (enviarNaoSolicitado checks): the form does not
  // receive a registered generator's contact data (issue #12), so it sends none.
  email: requiredText('E-mail', 100).refine(isValidEmail, { error: MSG.email.invalido }).optional(),
  celular: z
    .string({ error: obrigatorio('Celular') })
    .transform((v) => onlyDigits(v))
    .pipe(
      z
        .string()
        .min(10, { error: obrigatorio('Celular') })
        .max(11, { error: obrigatorio('Celular') }),
    )
    .optional(),
  cep: z
    .string({ error: obrigatorio('CEP') })
    .transform((v) => onlyDigits(v))
    .pipe(
      z
        .string()
        .min(1, { error: obrigatorio('CEP') })
        .refine(isValidCep, { error: MSG.cep.incompleto }),
    ),
  endereco: requiredText('Endereço', 100),
  bairro: requiredText('Bairro', 80),
  complemento: optionalText(100),
  numero: requiredText('Número', 10),
  codIbge: optionalId(),
  uf: optionalText(2),
});

/** A new work site of the non-requested form (spec 2 §2, §5). */
export const obraNovaSchema = z
  .object({
    id: optionalId(),
    nomeObra: requiredText('Nome da obra', 100),
    duracaoInicial: isoDate('Duração Inicial'),
    duracaoFinal: isoDate('Duração Final'),
    possuiAlvara: z.coerce.number().int().min(0).max(1).default(0),
    numeroAlvara: optionalText(50),
    cep: z
      .string({ error: obrigatorio('CEP') })
      .transform((v) => onlyDigits(v))
      .pipe(z.string().refine(isValidCep, { error: MSG.cep.incompleto })),
    endereco: requiredText('Endereço', 100),
    bairro: requiredText('Bairro', 80),
    complemento: optionalText(100),
    numero: requiredText('Número', 10),
    codIbge: optionalId(),
    uf: optionalText(2),
    observacao: optionalText(500),
    pessoa: pessoaGeradorSchema,
  })
  .superRefine((o, ctx) => {
    if (o.duracaoInicial > o.duracaoFinal) {
      ctx.addIssue({ code: 'custom', path: ['duracaoFinal'], message: MSG.obra.duracaoFinalAnterior });
    }
    if (o.possuiAlvara === 1 && !o.numeroAlvara) {
      ctx.addIssue({ code: 'custom', path: ['numeroAlvara'], message: obrigatorio('Número Alvará') });
    }
  });

/** POST enviar_transporte_nao_solicitado (spec 2 §3 "New-transport payload"). */
export const enviarNaoSolicitadoSchema = z
  .object({
    obraExistente: z.coerce.boolean().default(false),
    tipoPessoa: z.enum(['F', 'J']).optional(),
    quantidadeCacambas: z.coerce
      .number({ error: MSG.sistema.campos.quantidadeCacambas })
      .int({ error: MSG.sistema.campos.quantidadeCacambas })
      .min(L.quantidadeCacambasMin, { error: MSG.sistema.campos.quantidadeCacambas })
      .max(L.quantidadeCacambasMax, { error: MSG.sistema.campos.quantidadeCacambas })
      .default(L.quantidadeCacambasPadrao),
    idResiduoPredominante: optionalId(),
    naoSolicitado: z.literal('S').optional(),
    idObra: optionalId(),
    obra: z.unknown().optional(),
    residuos: z.array(residuoVolumeSchema).optional(),
    idGerador: optionalId(),
    idTransportador: optionalId(),
    idVeiculo: idField(MSG.naoSolicitado.selecioneVeiculo),
    idCacamba: optionalId(),
    observacao: optionalText(L.observacaoMax),
  })
  .transform((body, ctx) => {
    const raw = (body.obra ?? {}) as Record<string, unknown>;
    const residuosRaw = body.residuos ?? (raw.residuos as unknown) ?? [];
    const residuos = z.array(residuoVolumeSchema).safeParse(residuosRaw);
    if (!residuos.success) {
      for (const issue of residuos.error.issues) {
        ctx.addIssue({
          code: 'custom',
          path: ['residuos', ...issue.path.map(String)],
          message: issue.message,
        });
      }
      return z.NEVER;
    }
    if (residuos.data.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['residuos'], message: MSG.naoSolicitado.nenhumResiduo });
      return z.NEVER;
    }
    residuosSemRepeticao(residuos.data, ctx, ['residuos']);
    if (body.obraExistente) {
      const idObra =
        body.idObra ?? (typeof raw.id === 'number' || typeof raw.id === 'string' ? Number(raw.id) : null);
      if (!idObra || !Number.isInteger(idObra) || idObra <= 0) {
        ctx.addIssue({ code: 'custom', path: ['obra', 'id'], message: MSG.naoSolicitado.selecioneObra });
        return z.NEVER;
      }
      return { ...body, idObra, obraNova: null, residuos: residuos.data };
    }
    const obra = obraNovaSchema.safeParse(raw);
    if (!obra.success) {
      for (const issue of obra.error.issues) {
        ctx.addIssue({ code: 'custom', path: ['obra', ...issue.path.map(String)], message: issue.message });
      }
      return z.NEVER;
    }
    return { ...body, idObra: null, obraNova: obra.data, residuos: residuos.data };
  });
export type EnviarNaoSolicitadoInput = z.output<typeof enviarNaoSolicitadoSchema>;

/** PUT SolicitacaoTransporteEditar/:id: only the changed parts (spec 2 §7). */
export const editarCtrSchema = z
  .object({
    idVeiculo: optionalId(),
    idCacamba: optionalId(),
    idResiduoPredominante: optionalId(),
    residuos: z.array(residuoVolumeSchema).min(1, { error: MSG.naoSolicitado.nenhumResiduo }).optional(),
    obra: z
      .object({
        nomeObra: requiredText('Nome da obra', 100).optional(),
        duracaoInicial: isoDate('Duração Inicial').optional(),
        duracaoFinal: isoDate('Duração Final').optional(),
        possuiAlvara: z.coerce.number().int().min(0).max(1).optional(),
        numeroAlvara: optionalText(50),
        cep: z
          .string()
          .transform((v) => onlyDigits(v))
          .pipe(z.string().refine(isValidCep, { error: MSG.cep.incompleto }))
          .optional(),
        endereco: requiredText('Endereço', 100).optional(),
        bairro: requiredText('Bairro', 80).optional(),
        complemento: optionalText(100),
        numero: requiredText('Número', 10).optional(),
        codIbge: optionalId(),
        uf: optionalText(2),
      })
      .optional(),
    gerador: z
      .object({
        nomeRazaoSocial: requiredText('Nome', 150).optional(),
        email: requiredText('E-mail', 100).refine(isValidEmail, { error: MSG.email.invalido }).optional(),
        celular: z
          .string()
          .transform((v) => onlyDigits(v))
          .pipe(
            z
              .string()
              .min(10, { error: obrigatorio('Celular') })
              .max(11),
          )
          .optional(),
      })
      .optional(),
    observacao: optionalText(L.observacaoMax),
  })
  .superRefine((body, ctx) => {
    if (body.residuos) residuosSemRepeticao(body.residuos, ctx, ['residuos']);
    const o = body.obra;
    if (o?.duracaoInicial && o.duracaoFinal && o.duracaoInicial > o.duracaoFinal) {
      ctx.addIssue({
        code: 'custom',
        path: ['obra', 'duracaoFinal'],
        message: MSG.obra.duracaoFinalAnterior,
      });
    }
  });
export type EditarCtrInput = z.output<typeof editarCtrSchema>;

/** cancelamento-ctr/calculateCTR (spec 2 §7). */
export const calculateCtrSchema = z
  .object({
    type: z.enum(['year', 'month', 'weekDays'], { error: MSG.graficos.erro }),
    startDate: z
      .string({ error: MSG.graficos.erro })
      .regex(/^\d{4}(-\d{2}(-\d{2})?)?/, { error: MSG.graficos.erro })
      .refine(isDiaNoTextoValido, { error: MSG.sistema.campos.dataInvalida }),
    endDate: z
      .string()
      .regex(/^\d{4}(-\d{2}(-\d{2})?)?/, { error: MSG.graficos.erro })
      .refine(isDiaNoTextoValido, { error: MSG.sistema.campos.dataInvalida })
      .nullable()
      .optional(),
    solicitante: z.array(idField(MSG.graficos.solicitanteNaoEncontrado)).max(1000).nullable().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.type !== 'weekDays' && !b.endDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: MSG.graficos.erro });
    }
  });
export type CalculateCtrInput = z.output<typeof calculateCtrSchema>;
