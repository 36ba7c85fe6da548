import { AppError, documentosFaltando, MSG, MSG_ACESSO, type TipoPessoa } from '@rcc/domain';
import type { Queryable } from '../../../db/client';
import { sniffType, type UploadedFile } from '../../arquivos/files';
import * as q from './queries';

interface PreparedFile {
  filename: string;
  content: Buffer;
}

export interface PreparedDocuments {
  /** By document type id. */
  documentos: Map<number, PreparedFile & { descricao: string }>;
  licenca: PreparedFile | null;
}

/** `arquivo_24`, `arquivos[24]`, `arquivos.24` or plain `24`: files keyed by document type (doc 1 §7). */
const TIPO_FIELD = /^(?:arquivos?[_.[]?)?(\d{1,4})\]?$/;
const LICENCA_FIELDS = new Set(['licencaAmbiental', 'licenca', 'anexoLicenca']);

/** The form offers PDF, PNG and JPEG (its message names them); the type comes from the bytes. */
function detectType(buf: Buffer) {
  const type = sniffType(buf);
  return type === 'application/pdf' || type === 'image/png' || type === 'image/jpeg' ? type : null;
}

const prepare = (f: UploadedFile): PreparedFile => ({
  filename: f.filename.replace(/[\\/\0]/g, '_').slice(0, 255) || 'arquivo',
  content: f.buffer,
});

/**
 * Checks the uploads of a self-registration: the type from the magic bytes (PDF or image; PDF only
 * where the document type or the licence says so → 415) and that a transporter sent every required
 * type (the domain's rule).
 */
export async function prepareDocuments(
  db: Queryable,
  tipoPessoa: TipoPessoa,
  perfis: readonly { idTipoPerfil: number }[],
  files: UploadedFile[],
): Promise<PreparedDocuments> {
  const tipos = new Map((await q.tiposArquivo(db)).map((t) => [t.id, t]));
  const out: PreparedDocuments = { documentos: new Map(), licenca: null };
  for (const f of files) {
    const type = detectType(f.buffer);
    if (LICENCA_FIELDS.has(f.field)) {
      if (type !== 'application/pdf') throw new AppError('UNSUPPORTED_MEDIA', MSG_ACESSO.cadastro.licencaPdf);
      out.licenca = prepare(f);
      continue;
    }
    const id = Number(TIPO_FIELD.exec(f.field)?.[1]);
    const tipo = tipos.get(id);
    if (!tipo) {
      throw new AppError('VALIDATION', MSG_ACESSO.cadastro.tipoArquivoDesconhecido, {
        [f.field]: MSG_ACESSO.cadastro.tipoArquivoDesconhecido,
      });
    }
    if (!type)
      throw new AppError('UNSUPPORTED_MEDIA', MSG_ACESSO.cadastro.arquivoTipo, { [f.field]: f.filename });
    if (tipo.somentePdf && type !== 'application/pdf') {
      throw new AppError('UNSUPPORTED_MEDIA', MSG_ACESSO.cadastro.arquivoSomentePdf(tipo.descricao), {
        [f.field]: tipo.descricao,
      });
    }
    // Stored by saveDocumento, which re-encodes images without EXIF/GPS (issue 8 §6).
    out.documentos.set(id, { ...prepare(f), descricao: tipo.descricao });
  }
  const missing = documentosFaltando(tipoPessoa, perfis, out.documentos.keys());
  if (missing.length > 0) {
    throw new AppError(
      'VALIDATION',
      MSG.pessoa.anexarDocumentos,
      Object.fromEntries(missing.map((id) => [`arquivo_${id}`, tipos.get(id)?.descricao ?? String(id)])),
    );
  }
  return out;
}
