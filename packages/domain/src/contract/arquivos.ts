import { z } from 'zod';
import { ok } from './envelope';

const situacaoArquivo = z.enum(['N', 'V', 'P']);

/** One document type of the documents page with the profile's current file of that type. */
export const documentoLinha = z.object({
  idTipoArquivo: z.number().int(),
  descricao: z.string(),
  somentePdf: z.boolean(),
  obrigatorio: z.boolean(),
  vencido: z.boolean(),
  arquivo: z
    .object({
      id: z.number().int(),
      nomeArquivo: z.string(),
      situacao: situacaoArquivo,
      validade: z.iso.date().nullable(),
      descricaoPendencia: z.string().nullable(),
      contentType: z.string(),
      updatedAt: z.iso.datetime({ offset: true }),
    })
    .nullable(),
});
export type DocumentoLinha = z.output<typeof documentoLinha>;

/** `GET /pendencia-documentos[/:idPerfil]`: the profile, its person type and its documents. */
export const documentos = z.object({
  perfil: z.object({
    id: z.number().int(),
    idPessoa: z.number().int(),
    idTipoPerfil: z.number().int(),
    situacaoValidacao: z.enum(['P', 'A', 'I']),
  }),
  tipoPessoa: z.enum(['F', 'J']),
  documentos: z.array(documentoLinha),
});
export type Documentos = z.output<typeof documentos>;

export const arquivoContract = {
  documentos: ok(documentos),
  upload: ok(
    z.object({
      id: z.number().int(),
      situacao: z.literal('N'),
      contentType: z.string(),
      substituido: z.boolean(),
    }),
  ),
  situacao: ok(z.object({ id: z.number().int(), idPerfil: z.number().int() })),
  /** Without `download`: the metadata and the content in base64. */
  arquivo: ok(
    z.object({
      id: z.number().int(),
      idPerfil: z.number().int(),
      nomeArquivo: z.string(),
      contentType: z.string(),
      validade: z.iso.date().nullable(),
      situacao: situacaoArquivo,
      descricaoPendencia: z.string().nullable(),
      idTipoArquivo: z.number().int(),
      anexo: z.string().describe('Conteúdo do arquivo em base64'),
    }),
  ),
};
