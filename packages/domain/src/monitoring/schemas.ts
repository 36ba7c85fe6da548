/**
 * Request bodies of the monitoring screens (spec 3): occurrences and their maps, the tutorial
 * videos, 'Dúvidas ou Sugestões' and the geocoding calls. The API validates them; the web builds them.
 */
import { z } from 'zod';
import { MSG } from '../messages';
import { MSG_MASTER_DATA } from '../messages/master-data';
import { isDiaNoTextoValido } from '../schemas/dates';
import { RESPONSAVEIS_OCORRENCIA } from './ocorrencia';

const PREENCHA = MSG_MASTER_DATA.ocorrencia.preenchaCampos;
const ymd = z.string({ error: PREENCHA }).regex(/^\d{4}-\d{2}-\d{2}/, PREENCHA);

/** Charts of 'Acompanhar Ocorrência' (spec 3 §5): responsible type, at least one chart and both dates. */
export const graficosOcorrenciaSchema = z
  .object({
    starValue: ymd,
    endValue: ymd,
    /** 'Cidadão' / 'Fiscalização', or the user ids of that group (ViewPerfilUsuario). */
    responsavel: z.union(
      [z.enum(RESPONSAVEIS_OCORRENCIA, { error: PREENCHA }), z.array(z.number().int()).max(5000)],
      {
        error: PREENCHA,
      },
    ),
    situacaoOcorrencia: z.boolean().optional(),
    irregularidadeCom: z.boolean().optional(),
  })
  .refine((b) => b.situacaoOcorrencia || b.irregularidadeCom, {
    message: PREENCHA,
    path: ['situacaoOcorrencia'],
  })
  .refine((b) => b.starValue.slice(0, 10) <= b.endValue.slice(0, 10), {
    message: PREENCHA,
    path: ['endValue'],
  });
export type GraficosOcorrenciaInput = z.infer<typeof graficosOcorrenciaSchema>;

/** A bounding box [minLon, minLat, maxLon, maxLat] (the map's visible area). */
export const mapaBboxSchema = z
  .tuple(
    [
      z.number().min(-180).max(180),
      z.number().min(-90).max(90),
      z.number().min(-180).max(180),
      z.number().min(-90).max(90),
    ],
    {
      error: 'Área do mapa inválida.',
    },
  )
  .optional();

/** `POST acompanhar-ocorrencia/find-ocorrencias`: the markers of the visible area. */
export const mapaOcorrenciasSchema = z.object({
  shape: mapaBboxSchema,
  ids: z.array(z.number().int()).max(1000).optional(),
  situacoes: z.array(z.string().max(30)).max(10).optional(),
  /** 'F' natural persons, 'J' legal persons (the map's two checkboxes, both on by default). */
  tiposPessoa: z
    .array(z.enum(['F', 'J']))
    .max(2)
    .optional(),
  idUsersCidadao: z.array(z.number().int()).max(5000).optional(),
});

/** `POST registrar-ocorrencia/find-cacambas`: registered bins of the visible area. */
export const mapaCacambasSchema = z.object({
  shape: mapaBboxSchema,
  ids: z.array(z.number().int()).max(1000).optional(),
});

/** `PUT Ocorrencia/:id`: 'Salvar' keeps a draft (Em andamento), 'Enviar resposta' answers it. */
export const respostaOcorrenciaSchema = z.object({
  respostaOrgao: z.string().max(500, 'A resposta aceita até 500 caracteres.').nullish(),
  improcedente: z.enum(['S', 'N'], { error: 'Improcedente deve ser Sim ou Não.' }).nullish(),
  situacao: z.enum(['Em andamento', 'Respondida'], { error: 'Situação inválida.' }),
});
export type RespostaOcorrenciaInput = z.infer<typeof respostaOcorrenciaSchema>;

/** `POST acompanhar-ocorrencia/sendEmail`: the answered occurrence whose answer is mailed again. */
export const reenviarRespostaSchema = z.object({
  id: z.number({ error: 'Informe a ocorrência.' }).int().positive(),
});

/** A tutorial video (spec 3 §2 'Tutorial'), shown to the users of one of its profile types. */
export const tutorialVideoSchema = z.object({
  titulo: z
    .string({ error: 'O título é obrigatório.' })
    .trim()
    .min(1, 'O título é obrigatório.')
    .max(150, 'O título aceita até 150 caracteres.'),
  subtitulo: z.string().trim().max(200, 'O subtítulo aceita até 200 caracteres.').nullish(),
  url: z
    .string({ error: 'O endereço do vídeo é obrigatório.' })
    .trim()
    .max(500)
    .regex(/^(https:\/\/|\/)[^\s"'<>]+$/, 'Informe um endereço https:// ou um caminho do próprio sistema.'),
  descricaoHtml: z.string().max(50_000).nullish(),
  tiposPerfil: z
    .array(z.number().int().min(1).max(10))
    .min(1, 'Selecione ao menos um tipo de perfil.')
    .max(10),
  ordem: z.number().int().min(0).max(10_000).default(0),
  ativo: z.boolean().default(true),
});
export type TutorialVideoInput = z.infer<typeof tutorialVideoSchema>;

/** The text fields of 'Dúvidas ou Sugestões' (sent as multipart with the attachments). */
export const duvidaSugestaoSchema = z.object({
  tipo: z.enum(['Dúvida', 'Sugestão'], { error: 'Escolha o tipo: Dúvida ou Sugestão.' }),
  titulo: z
    .string({ error: 'O título é obrigatório.' })
    .trim()
    .min(1, 'O título é obrigatório.')
    .max(150, 'O título aceita até 150 caracteres.'),
  reclamacao: z
    .string({ error: 'O texto é obrigatório.' })
    .trim()
    .min(1, 'O texto é obrigatório.')
    .max(10_000, 'O texto aceita até 10000 caracteres.'),
});

const lat = z.coerce
  .number({ error: 'Latitude inválida.' })
  .min(-90, 'Latitude inválida.')
  .max(90, 'Latitude inválida.');
const lon = z.coerce
  .number({ error: 'Longitude inválida.' })
  .min(-180, 'Longitude inválida.')
  .max(180, 'Longitude inválida.');
/** `POST geo/reverse`: the address of a point. */
export const geoPontoSchema = z.object({ lat, lon });
/** `POST geo/search`: points for a typed address. */
export const geoBuscaSchema = z.object({
  address: z.string().trim().min(3, 'Digite ao menos 3 caracteres do endereço.').max(200),
});

/** `POST find-residuo-regiao/chart`: period kind, first (and last) day and optionally one region. */
export const graficoResiduoRegiaoSchema = z.object({
  startDate: z.string().nullish().refine(isDiaNoTextoValido, { error: MSG.sistema.campos.dataInvalida }),
  endDate: z.string().nullish().refine(isDiaNoTextoValido, { error: MSG.sistema.campos.dataInvalida }),
  type: z.enum(['year', 'month', 'weekDays'], { error: 'Tipo de gráfico inválido.' }),
  /** Administrative region: the localidade id (regions of the type-3 profiles). */
  ra: z.coerce.number().int().positive().nullish(),
});
export type GraficoResiduoRegiaoInput = z.infer<typeof graficoResiduoRegiaoSchema>;
