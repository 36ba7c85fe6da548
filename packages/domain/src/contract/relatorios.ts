import { z } from 'zod';
import { ok, page } from './envelope';

const id = z.number().int();
const volume = z.number();

/** 'Consultar ATT': capacity of each treatment site versus the volume received in the period. */
export const attRow = z.object({
  id,
  periodo: z.string(),
  nomeRazaoSocial: z.string(),
  cpfCnpj: z.string(),
  capacidadeMaximaSuportada: volume.nullable(),
  valorRecebido: volume,
  /** '-' when the site has no capacity registered. */
  saldo: z.union([volume, z.literal('-')]),
});
export type AttRow = z.output<typeof attRow>;

/** 'Consultar Movimentação de Resíduos': volumes per transporter and destination type. */
export const moveResiduoRow = z.object({
  id,
  nomeRazaoSocial: z.string(),
  cpfCnpj: z.string(),
  volume_transportador: volume.nullable(),
  volume_att: volume.nullable(),
  volume_aterro: volume.nullable(),
  volume_recicladora: volume.nullable(),
  saldo: volume,
});
export type MoveResiduoRow = z.output<typeof moveResiduoRow>;
const moveResiduoSum = z.object({
  volume_transportador: volume,
  volume_att: volume.nullable(),
  volume_aterro: volume.nullable(),
  volume_recicladora: volume.nullable(),
});

/** 'Consultar Volume de Resíduos por Região': volume per month and administrative region. */
export const residuoRegiaoRow = z.object({
  periodo: z.string().describe('MM/AAAA'),
  mes: z.iso.date(),
  idLocalidade: id.nullable(),
  regiao: z.string(),
  valorRecebido: volume,
});
export type ResiduoRegiaoRow = z.output<typeof residuoRegiaoRow>;

/** 'Consultar Veículos e Caçambas do Transportador'. */
export const veiculoCacambaRow = z.object({
  id,
  situacaoValidacao: z.enum(['P', 'A', 'I']),
  nomeRazaoSocial: z.string(),
  cpfCnpj: z.string(),
  municipio: z.string().nullable(),
  uf: z.string().nullable(),
  quantidadeVeiculos: z.number().int(),
  quantidadeCacambas: z.number().int(),
});
export type VeiculoCacambaRow = z.output<typeof veiculoCacambaRow>;

/** 'Consultar Empresa Ativa com CTR': active transporters and their CTR count. */
export const empresaCtrRow = z.object({
  id,
  nomeRazaoSocial: z.string(),
  cpfCnpj: z.string(),
  tipoPessoa: z.enum(['F', 'J']),
  quantidadeCtr: z.number().int(),
});
export type EmpresaCtrRow = z.output<typeof empresaCtrRow>;

const periodPoint = z.object({ key: z.string(), label: z.string(), total: z.number() });

/** `POST /find-residuo-regiao/chart`: volume per year, month or day and region, zero-filled. */
export const residuoRegiaoChart = z.object({
  rows: z.array(
    z.object({
      ano: z.number().int(),
      mes: z.number().int().nullable(),
      dia: z.number().int().nullable(),
      ra: z.string(),
      total: z.number(),
    }),
  ),
  periods: z.array(periodPoint),
  series: z.array(z.object({ ra: z.string(), points: z.array(periodPoint) })),
  from: z.iso.date(),
  to: z.iso.date(),
});
export type ResiduoRegiaoChart = z.output<typeof residuoRegiaoChart>;

const XLSX = 'Com format=xlsx, a planilha (arquivo xlsx).';
/** A report page; with `format: 'xlsx'` the answer is the spreadsheet instead. */
const report = <R extends z.ZodType>(row: R) => ok(page(row)).describe(XLSX);

export const relatorioContract = {
  att: report(attRow),
  moveResiduo: ok(page(moveResiduoRow).extend({ sum: z.array(moveResiduoSum) })).describe(XLSX),
  residuoRegiao: report(residuoRegiaoRow),
  veiculoCacamba: report(veiculoCacambaRow),
  empresaCtr: report(empresaCtrRow),
  chart: ok(residuoRegiaoChart),
};
