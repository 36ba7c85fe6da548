import {
  AppError,
  DOCUMENTOS_OBRIGATORIOS,
  documentoVencido,
  type SituacaoArquivo,
  type SituacaoValidacao,
  type TipoPessoa,
} from '@rcc/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { type AuthUser, isStaff, transportadorPerfilId } from '../auth/user';
import { type Actor, audit, bad, notFound } from '../pessoas/context';
import { reencodeImage } from '../../lib/image';
import { checkDocumento, insertAnexo, type UploadedFile } from './files';
import { publicarValidacaoDocumento } from '../eventos/cadastro';

interface PerfilDoc {
  id: number;
  idPessoa: number;
  idTipoPerfil: number;
  tipoPessoa: TipoPessoa;
  situacaoValidacao: SituacaoValidacao;
}

async function loadPerfil(db: Queryable, idPerfil: number, lock = false): Promise<PerfilDoc | undefined> {
  const rows = await db.query<PerfilDoc>(sql`
    SELECT pf.id, pf.id_pessoa AS "idPessoa", pf.id_tipo_perfil AS "idTipoPerfil", p.tipo_pessoa AS "tipoPessoa",
      pf.situacao_validacao AS "situacaoValidacao"
    FROM perfil pf JOIN pessoa p ON p.id = pf.id_pessoa
    WHERE pf.id = ${idPerfil} AND p.excluido = 'N' ${lock ? sql`FOR UPDATE OF pf` : sql``}`);
  return rows[0];
}

/** Staff reach any profile's documents; anyone else only its own person's (404 otherwise). */
function assertPerfilScope(user: AuthUser, perfil: PerfilDoc) {
  if (!isStaff(user) && perfil.idPessoa !== user.idPessoa) throw notFound();
}

export interface DocumentoInput {
  idPerfil: number;
  idTipoArquivo: number;
  descricao?: string | null;
  validade?: string | null;
  file: UploadedFile;
}

/**
 * Stores a document of a profile: a new one, or a replacement of the one of that type. Either way
 * its status goes back to N (doc 1 §4 Documents). The file and the record share the transaction.
 */
export async function saveDocumento(
  tx: Queryable,
  actor: Actor,
  input: DocumentoInput,
  opts: { allowReplace?: boolean } = {},
) {
  const [tipo] = await tx.query<{ id: number; descricao: string; somentePdf: boolean }>(sql`
    SELECT id, descricao, somente_pdf AS "somentePdf" FROM tipo_arquivo WHERE id = ${input.idTipoArquivo}`);
  if (!tipo) throw bad('Tipo de documento inválido', 'idTipoArquivo');
  const contentType = checkDocumento(input.file, tipo.somentePdf);
  // Issue 8 §6: an image (a photo of a document) is stored re-encoded, without EXIF/GPS.
  const file = contentType.startsWith('image/')
    ? { ...input.file, buffer: (await reencodeImage(input.file.buffer, contentType)).data }
    : input.file;
  const idAnexo = await insertAnexo(tx, file, contentType);
  const [old] = await tx.query<{ id: number; idAnexo: number }>(sql`
    SELECT id, id_anexo AS "idAnexo" FROM arquivo
    WHERE id_perfil = ${input.idPerfil} AND id_tipo_arquivo = ${input.idTipoArquivo}
    ORDER BY id DESC LIMIT 1 FOR UPDATE`);
  if (old && opts.allowReplace === false) throw new AppError('FORBIDDEN');
  let id: number;
  if (old) {
    await tx.query(sql`
      UPDATE arquivo SET id_anexo = ${idAnexo}, nome_arquivo = ${input.file.filename.slice(0, 255)},
        content_type = ${contentType}, situacao = 'N', descricao_pendencia = NULL, id_usuario_validacao = NULL,
        validade = ${input.validade ?? null}, descricao = coalesce(${input.descricao ?? null}, descricao),
        id_usuario = ${actor.user?.id ?? null}, updated_at = now()
      WHERE id = ${old.id}`);
    await tx.query(sql`DELETE FROM anexo WHERE id = ${old.idAnexo}`);
    id = old.id;
  } else {
    const [row] = await tx.query<{ id: number }>(sql`
      INSERT INTO arquivo (descricao, nome_arquivo, situacao, validade, id_usuario, id_perfil, id_tipo_arquivo, id_anexo,
        content_type)
      VALUES (${input.descricao ?? tipo.descricao}, ${input.file.filename.slice(0, 255)}, 'N', ${input.validade ?? null},
        ${actor.user?.id ?? null}, ${input.idPerfil}, ${input.idTipoArquivo}, ${idAnexo}, ${contentType})
      RETURNING id`);
    id = row!.id;
  }
  await audit(tx, actor, 'Arquivo', id, old ? 'substituir' : 'incluir', {
    idPerfil: input.idPerfil,
    idTipoArquivo: input.idTipoArquivo,
    nomeArquivo: input.file.filename,
  });
  return { id, situacao: 'N' as const, contentType, substituido: Boolean(old) };
}

export async function assertUploadScope(db: Queryable, user: AuthUser, idPerfil: number) {
  const perfil = await loadPerfil(db, idPerfil);
  if (!perfil) throw notFound();
  assertPerfilScope(user, perfil);
  return perfil;
}

/** The documents page (doc 1 §2.4 /pendencia-documentos): required types with the current file of each. */
export async function listDocumentos(db: Queryable, user: AuthUser, idPerfil: number | undefined) {
  const id = idPerfil ?? transportadorPerfilId(user);
  if (!id) throw notFound();
  const perfil = await loadPerfil(db, id);
  if (!perfil) throw notFound();
  assertPerfilScope(user, perfil);
  const obrigatorios = DOCUMENTOS_OBRIGATORIOS[perfil.tipoPessoa];
  const rows = await db.query<{
    idTipoArquivo: number;
    descricao: string;
    somentePdf: boolean;
    arquivo: {
      id: number;
      nomeArquivo: string;
      situacao: SituacaoArquivo;
      validade: string | null;
      descricaoPendencia: string | null;
      contentType: string;
      updatedAt: string;
    } | null;
  }>(sql`
    SELECT ta.id AS "idTipoArquivo", ta.descricao, ta.somente_pdf AS "somentePdf",
      (SELECT jsonb_build_object('id', a.id, 'nomeArquivo', a.nome_arquivo, 'situacao', a.situacao, 'validade', a.validade,
         'descricaoPendencia', a.descricao_pendencia, 'contentType', a.content_type, 'updatedAt', a.updated_at)
       FROM arquivo a WHERE a.id_perfil = ${id} AND a.id_tipo_arquivo = ta.id ORDER BY a.id DESC LIMIT 1) AS arquivo
    FROM tipo_arquivo ta
    WHERE ta.id = ANY(${obrigatorios as number[]}::int[])
      OR EXISTS (SELECT 1 FROM arquivo a WHERE a.id_perfil = ${id} AND a.id_tipo_arquivo = ta.id)
    ORDER BY array_position(${obrigatorios as number[]}::int[], ta.id) NULLS LAST, ta.id`);
  return {
    perfil: {
      id: perfil.id,
      idPessoa: perfil.idPessoa,
      idTipoPerfil: perfil.idTipoPerfil,
      situacaoValidacao: perfil.situacaoValidacao,
    },
    tipoPessoa: perfil.tipoPessoa,
    documentos: rows.map((r) => ({
      ...r,
      obrigatorio: obrigatorios.includes(r.idTipoArquivo),
      vencido: documentoVencido(r.arquivo?.validade),
    })),
  };
}

/** GET /Arquivo/:id: the file with its metadata, scoped to the owner or the authority. */
export async function getArquivo(db: Queryable, user: AuthUser, id: number) {
  const [row] = await db.query<{
    id: number;
    idPerfil: number;
    nomeArquivo: string;
    contentType: string;
    validade: string | null;
    situacao: SituacaoArquivo;
    descricaoPendencia: string | null;
    idTipoArquivo: number;
    conteudo: Uint8Array;
  }>(sql`
    SELECT a.id, a.id_perfil AS "idPerfil", a.nome_arquivo AS "nomeArquivo", a.content_type AS "contentType",
      a.validade, a.situacao, a.descricao_pendencia AS "descricaoPendencia", a.id_tipo_arquivo AS "idTipoArquivo",
      x.conteudo
    FROM arquivo a JOIN anexo x ON x.id = a.id_anexo WHERE a.id = ${id}`);
  if (!row) throw notFound();
  const perfil = await loadPerfil(db, row.idPerfil);
  if (!perfil) throw notFound();
  assertPerfilScope(user, perfil);
  return { ...row, conteudo: Buffer.from(row.conteudo) };
}

/** PUT /Arquivo/:id: the authority marks one document V, N or P. */
export async function setSituacaoArquivo(
  tx: Queryable,
  actor: Actor,
  id: number,
  input: { situacao: SituacaoArquivo; descricaoPendencia?: string | null; validade?: string | null },
) {
  if (input.situacao === 'P' && !input.descricaoPendencia)
    throw bad('O preenchimento do campo: Descrição da pendência é obrigatório.', 'descricaoPendencia');
  const [dono] = await tx.query<{ idPessoa: number }>(sql`
    SELECT pf.id_pessoa AS "idPessoa" FROM arquivo a JOIN perfil pf ON pf.id = a.id_perfil WHERE a.id = ${id} FOR UPDATE OF a`);
  if (!dono) throw notFound();
  if (!isStaff(actor.user!) && dono.idPessoa !== actor.user!.idPessoa) throw notFound();
  const rows = await tx.query<{ id: number; idPerfil: number }>(sql`
    UPDATE arquivo SET situacao = ${input.situacao},
      descricao_pendencia = ${input.situacao === 'P' ? (input.descricaoPendencia ?? null) : null},
      validade = CASE WHEN ${input.validade !== undefined} THEN ${input.validade ?? null}::date ELSE validade END,
      id_usuario_validacao = ${actor.user!.id}, updated_at = now()
    WHERE id = ${id} RETURNING id, id_perfil AS "idPerfil"`);
  if (!rows[0]) throw notFound();
  await audit(tx, actor, 'Arquivo', id, 'validar', input);
  await publicarValidacaoDocumento(tx, id, input.situacao, input.descricaoPendencia, actor.user!.id);
  return rows[0];
}
