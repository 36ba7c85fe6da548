import { z } from 'zod';
import { situacaoCtr, tipoPoliguindaste, tipoVeiculo } from './ctr';
import { ok, okPage } from './envelope';

/** The vehicle a plate + token proves (the token is the one the driver typed). */
export const veiculoRapido = z.object({
  placa: z.string(),
  id: z.number().int(),
  tipo: tipoVeiculo,
  poliguindaste: tipoPoliguindaste.nullable(),
  idPerfil: z.number().int(),
  token: z.string(),
});
export type VeiculoRapido = z.input<typeof veiculoRapido>;

/** A CTR of the transporter waiting to be weighed, or on this vehicle's weighing list. */
export const ctrRapida = z.object({
  id: z.number().int(),
  situacao: situacaoCtr,
  idResiduoPredominante: z.number().int().nullable(),
  idDestinoFinal: z.number().int().nullable(),
  idLocalidade: z.number().int().nullable(),
  idVeiculo: z.number().int().nullable(),
  cacamba: z.object({ numeroIdentificacao: z.string().nullable() }),
  destinoFinal: z.object({ id: z.number().int().nullable() }),
  residuoPredominante: z
    .object({
      id: z.number().int(),
      nome: z.string(),
      idClasseMaterial: z.number().int(),
      classeMaterial: z.object({ id: z.number().int(), classe: z.string() }),
    })
    .nullable(),
});
export type CtrRapida = z.input<typeof ctrRapida>;

export const destinoFinalOpcao = z.object({ id: z.number().int(), nomeRazaoSocial: z.string() });
export type DestinoFinalOpcao = z.input<typeof destinoFinalOpcao>;
export const localidadeOpcao = z.object({ id: z.number().int(), codigo: z.string(), nome: z.string() });
export type LocalidadeOpcao = z.input<typeof localidadeOpcao>;

const pesagem = z.object({ id: z.number().int(), situacao: situacaoCtr, message: z.string() });

export const destinoRapidoContract = {
  veiculo: ok(veiculoRapido),
  searchCtr: okPage(ctrRapida),
  destinosFinais: okPage(destinoFinalOpcao),
  localidades: okPage(localidadeOpcao),
  adicionar: ok(pesagem.extend({ idResiduoPredominante: z.number().int() })),
  remover: ok(pesagem),
};
