import { z } from 'zod';
import { MD_MSG as M } from './messages';
import { TIPOS_POLIGUINDASTE } from '../ctr/rules';
import { diaField } from '../schemas/dates';
import { isValidPlaca, normalizePlaca } from '../validators';
import { ANO_MINIMO_VEICULO, CACAMBA_QUANTIDADE_MAX, TIPOS_VEICULO, anoMaximoVeiculo } from './rules';

/**
 * Request schemas of master data. Multipart forms send every value as text, so numbers are coerced
 * and empty text counts as missing; the message of each rule is the spec's (spec 3 §5).
 */
const blankToUndefined = (v: unknown) =>
  v === '' || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;
const opt = <T extends z.ZodType>(s: T) => z.preprocess(blankToUndefined, s.optional());
const req = <T extends z.ZodType>(s: T) => z.preprocess(blankToUndefined, s);

const text = (max: number, required: string) =>
  req(z.string({ error: required }).trim().min(1, required).max(max));
const optText = (max: number) => opt(z.string().trim().max(max, `Máximo de ${max} caracteres`));
const int = (message: string) => z.coerce.number({ error: message }).int(message);

/** Flag sent as 0/1, '0'/'1', true/false. */
export const flag01 = z.preprocess(
  (v) => (v === true || v === 'true' ? 1 : v === false || v === 'false' ? 0 : v),
  z.coerce.number().int().min(0).max(1),
);

/** A GeoJSON point [lon, lat] (SRID 4326); multipart sends it as JSON text. */
export const pointSchema = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z.object(
    {
      type: z.literal('Point', { error: 'Localização inválida.' }),
      coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)], {
        error: 'Localização inválida.',
      }),
    },
    { error: 'Localização inválida.' },
  ),
);

const cep = req(
  z
    .string({ error: M.CEP_INVALIDO })
    .transform((s) => s.replace(/\D/g, ''))
    .pipe(z.string().regex(/^\d{8}$/, M.CEP_INVALIDO)),
);

/** Address block of bins and work sites (CEP, municipality, district, street…). */
const endereco = (missing: string, numeroMax: number) => ({
  cep,
  codIbge: req(int(missing).positive(missing)),
  uf: optText(2),
  bairro: text(80, missing),
  endereco: text(100, missing),
  complemento: optText(100),
  numero: optText(numeroMax),
  shape: opt(pointSchema.nullable()),
});

export const classeMaterialSchema = z.object({
  classe: text(100, M.CLASSE_OBRIGATORIA),
  descricao: text(500, M.DESCRICAO_OBRIGATORIA),
});
export type ClasseMaterialInput = z.infer<typeof classeMaterialSchema>;

export const tipoResiduoSchema = z.object({
  nome: text(100, M.NOME_OBRIGATORIO),
  descricao: text(500, M.DESCRICAO_OBRIGATORIA),
  codigo: optText(20),
  idClasseMaterial: req(int(M.CLASSE_MATERIAL_OBRIGATORIA).positive(M.CLASSE_MATERIAL_OBRIGATORIA)),
});
export type TipoResiduoInput = z.infer<typeof tipoResiduoSchema>;

export const veiculoSchema = z
  .object({
    idPerfil: opt(int(M.TRANSPORTADOR_OBRIGATORIO).positive()),
    placa: req(
      z
        .string({ error: M.PLACA_OBRIGATORIA })
        .transform(normalizePlaca)
        .pipe(z.string().min(1, M.PLACA_OBRIGATORIA).refine(isValidPlaca, M.PLACA_INVALIDA)),
    ),
    marca: text(40, M.MARCA_OBRIGATORIA),
    modelo: text(30, M.MODELO_OBRIGATORIO),
    renavam: req(
      z
        .string({ error: M.RENAVAM_OBRIGATORIO })
        .trim()
        .regex(/^\d{11}$/, M.RENAVAM_INVALIDO),
    ),
    cor: optText(30),
    ano: req(
      int(M.ANO_OBRIGATORIO)
        .min(ANO_MINIMO_VEICULO, M.ANO_INVALIDO)
        .refine((a) => a <= anoMaximoVeiculo(), M.ANO_INVALIDO),
    ),
    tipo: req(z.enum(TIPOS_VEICULO, { error: M.TIPO_OBRIGATORIO })),
    volumeM3: req(
      z.coerce
        .number({ error: M.VOLUME_OBRIGATORIO })
        .gt(0, M.VOLUME_MAIOR_ZERO)
        .max(100, M.VOLUME_INTERVALO),
    ),
    poliguindaste: opt(z.enum(TIPOS_POLIGUINDASTE, { error: M.POLIGUINDASTE_OBRIGATORIO }).nullable()),
    token: req(
      z
        .string({ error: M.TOKEN_OBRIGATORIO })
        .trim()
        .regex(/^\d{6}$/, M.TOKEN_TAMANHO),
    ),
    prestador: opt(flag01),
    idVeiculoOriginal: opt(int('Veículo original inválido.').positive()),
  })
  .superRefine((v, ctx) => {
    if (v.tipo === 'Poliguindaste' && !v.poliguindaste) {
      ctx.addIssue({ code: 'custom', path: ['poliguindaste'], message: M.POLIGUINDASTE_OBRIGATORIO });
    }
  })
  // spec 3 §3: the poliguindaste kind only exists for Poliguindaste vehicles.
  .transform((v) => ({ ...v, poliguindaste: v.tipo === 'Poliguindaste' ? (v.poliguindaste ?? null) : null }));
export type VeiculoInput = z.infer<typeof veiculoSchema>;

export const excluidoSchema = z.object({ excluido: flag01 }).strict();

export const placaSchema = z.object({
  placa: req(
    z
      .string({ error: M.PLACA_OBRIGATORIA })
      .transform(normalizePlaca)
      .pipe(z.string().refine(isValidPlaca, M.PLACA_INVALIDA)),
  ),
});

const cacambaBase = {
  idPerfil: opt(int(M.TRANSPORTADOR_OBRIGATORIO).positive()),
  capacidadeM3: opt(z.coerce.number({ error: M.CAMPOS_OBRIGATORIOS }).min(0).max(99)),
  numeroInterno: optText(30),
  ...endereco(M.CAMPOS_OBRIGATORIOS, 10),
};

export const cacambaCreateSchema = z.object({
  ...cacambaBase,
  quantidade: req(
    int(M.CACAMBA_QUANTIDADE).min(1, M.CACAMBA_QUANTIDADE).max(CACAMBA_QUANTIDADE_MAX, M.CACAMBA_QUANTIDADE),
  ),
});
export type CacambaCreateInput = z.infer<typeof cacambaCreateSchema>;

export const cacambaUpdateSchema = z.object({
  ...cacambaBase,
  numeroIdentificacao: optText(30),
});
export type CacambaUpdateInput = z.infer<typeof cacambaUpdateSchema>;

/** Dates arrive as epoch milliseconds on save (spec 3 §3) or as YYYY-MM-DD; kept as the day in Brasília. */
const dia = (message: string) => req(diaField(message));

const jsonList = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === '' || v === null) return [];
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, z.array(item).max(100));

export const obraTipoResiduoSchema = z.object({
  idTipoResiduo: req(int(M.OBRA_TIPO_RESIDUO).positive(M.OBRA_TIPO_RESIDUO)),
  volume: req(z.coerce.number({ error: M.OBRA_VOLUME }).min(0, M.OBRA_VOLUME).max(99_999_999)),
});

export const obraTransportadorSchema = z.object({
  idPerfil: req(int(M.TRANSPORTADOR_OBRIGATORIO).positive(M.TRANSPORTADOR_OBRIGATORIO)),
});

export const obraSchema = z
  .object({
    idGerador: opt(int(M.GERADOR_INVALIDO).positive(M.GERADOR_INVALIDO)),
    nomeObra: text(100, M.OBRA_CAMPOS_OBRIGATORIOS),
    duracaoInicial: dia(M.OBRA_CAMPOS_OBRIGATORIOS),
    duracaoFinal: dia(M.OBRA_CAMPOS_OBRIGATORIOS),
    possuiAlvara: req(flag01.default(0)),
    numeroAlvara: optText(50),
    ...endereco(M.OBRA_ENDERECO_INCOMPLETO, 8),
    observacao: optText(500),
    motivoAlteracao: optText(500),
    obraTipoResiduos: jsonList(obraTipoResiduoSchema),
    obraTransportadores: jsonList(obraTransportadorSchema),
    removePgrcc: opt(flag01),
  })
  .superRefine((o, ctx) => {
    if (o.possuiAlvara === 1 && !o.numeroAlvara) {
      ctx.addIssue({ code: 'custom', path: ['numeroAlvara'], message: M.OBRA_CAMPOS_OBRIGATORIOS });
    }
    if (o.duracaoFinal < o.duracaoInicial) {
      ctx.addIssue({ code: 'custom', path: ['duracaoFinal'], message: M.OBRA_DATA_FINAL });
    }
    if (o.obraTransportadores.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['obraTransportadores'], message: M.OBRA_SEM_TRANSPORTADORA });
    }
    const tipos = o.obraTipoResiduos.map((r) => r.idTipoResiduo);
    if (new Set(tipos).size !== tipos.length) {
      ctx.addIssue({ code: 'custom', path: ['obraTipoResiduos'], message: M.OBRA_RESIDUO_DUPLICADO });
    }
  })
  .transform((o) => ({ ...o, numeroAlvara: o.possuiAlvara === 1 ? o.numeroAlvara : undefined }));
export type ObraInput = z.infer<typeof obraSchema>;

export const findAddressSchema = z
  .object({
    cep: opt(z.string().max(20)),
    address: opt(z.string().trim().max(300)),
    endereco: opt(z.string().trim().max(300)),
  })
  .refine((b) => b.cep || b.address || b.endereco, { message: M.CEP_INVALIDO, path: ['cep'] });
