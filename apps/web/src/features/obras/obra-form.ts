import type { FindRowOf } from '@rcc/domain/find/row';
import { obraSchema } from '@rcc/domain/masterdata/schemas';
import { MSG_MASTER_DATA } from '@rcc/domain/messages/master-data';
import dayjs from 'dayjs';
import { toFormData } from '../../shared/api/form-data';
import { schemaErrors } from '../../shared/forms/schema-validate';
import { EMPTY_ENDERECO, type EnderecoValues } from '../../shared/ui/address/EnderecoFields';

/** A waste line of the form: the work site's waste type and volume, with its name and class shown. */
type ResiduoItem = FindRowOf<'ObraTipoResiduo', 'idTipoResiduo' | 'volume'> & {
  nome: string;
  classe: string;
};

/** A transporter linked to the work site, with its name shown. */
type TransportadorItem = FindRowOf<'ObraTransportador', 'idPerfil'> & { nomeRazaoSocial: string };

export interface ObraValues extends EnderecoValues {
  idGerador: number | null;
  nomeObra: string;
  duracaoInicial: string | null;
  duracaoFinal: string | null;
  possuiAlvara: '0' | '1';
  numeroAlvara: string;
  observacao: string;
  motivoAlteracao: string;
  point: [number, number] | null;
  residuos: ResiduoItem[];
  transportadores: TransportadorItem[];
}

export const EMPTY_OBRA: ObraValues = {
  ...EMPTY_ENDERECO,
  idGerador: null,
  nomeObra: '',
  duracaoInicial: null,
  duracaoFinal: null,
  possuiAlvara: '0',
  numeroAlvara: '',
  observacao: '',
  motivoAlteracao: '',
  point: null,
  residuos: [],
  transportadores: [],
};

/** Fields of step 1 ('Obra'); a change in any of them marks step 2 as not done (spec 3 §2). */
export const STEP1_FIELDS = [
  'idGerador',
  'nomeObra',
  'duracaoInicial',
  'duracaoFinal',
  'possuiAlvara',
  'numeroAlvara',
  'cep',
  'codIbge',
  'municipio',
  'bairro',
  'endereco',
  'complemento',
  'numero',
  'observacao',
  'motivoAlteracao',
  'point',
] as const;

// spec 3 §3: dates travel as epoch milliseconds; noon keeps the same day in any time zone.
const epoch = (day: string | null) => (day ? dayjs(day).hour(12).valueOf() : undefined);

/** The request body of POST/PUT Obra (multipart, spec 3 §7). */
function toBody(values: ObraValues) {
  return {
    idGerador: values.idGerador ?? undefined,
    nomeObra: values.nomeObra,
    duracaoInicial: epoch(values.duracaoInicial),
    duracaoFinal: epoch(values.duracaoFinal),
    possuiAlvara: Number(values.possuiAlvara),
    numeroAlvara: values.possuiAlvara === '1' ? values.numeroAlvara : undefined,
    cep: values.cep,
    codIbge: values.codIbge ?? undefined,
    bairro: values.bairro,
    endereco: values.endereco,
    complemento: values.complemento,
    numero: values.numero,
    shape: values.point ? { type: 'Point', coordinates: values.point } : undefined,
    observacao: values.observacao,
    motivoAlteracao: values.motivoAlteracao || undefined,
    obraTipoResiduos: values.residuos.map((r) => ({ idTipoResiduo: r.idTipoResiduo, volume: r.volume })),
    obraTransportadores: values.transportadores.map((t) => ({ idPerfil: t.idPerfil })),
  };
}

export function toMultipart(values: ObraValues, pgrcc: File | null, removePgrcc: boolean): FormData {
  return toFormData({ ...toBody(values), ...(removePgrcc ? { removePgrcc: 1 } : {}) }, { pgrcc });
}

/** The server's schema, run on the screen; `step` limits the errors to one wizard step. */
export function validateObra(values: ObraValues, opts: { step: 1 | 2; edit: boolean; today: string }) {
  const errors = schemaErrors(obraSchema, toBody(values));
  const mapped: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = key === 'shape' ? 'point' : key.startsWith('obraTipoResiduos') ? 'residuos' : key;
    const target = field.startsWith('obraTransportadores') ? 'transportadores' : field;
    mapped[target] ??= message;
  }
  if (opts.edit && !values.motivoAlteracao.trim()) {
    mapped.motivoAlteracao = MSG_MASTER_DATA.obra.motivoAlteracao('Motivo da Alteração');
  }
  if (!opts.edit && values.duracaoInicial && values.duracaoInicial < opts.today) {
    mapped.duracaoInicial = 'A data de duração inicial não pode ser anterior à data de hoje.';
  }
  if (opts.step === 2) return mapped;
  const step1 = new Set<string>(STEP1_FIELDS);
  return Object.fromEntries(Object.entries(mapped).filter(([k]) => step1.has(k)));
}
