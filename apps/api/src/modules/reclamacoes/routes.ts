import rateLimit from '@fastify/rate-limit';
import {
  AppError,
  duvidaSugestaoSchema,
  MAX_ANEXOS_DUVIDAS,
  MSG,
  reclamacaoContract,
  tamanhoMb,
} from '@rcc/domain';
import { sql } from '../../db/sql';
import { reencodeImage } from '../../lib/image';
import { PUBLIC } from '../../http/access';
import type { ZodApp } from '../../http/contract';
import { enqueueMail, escapeHtml } from '../ocorrencias/email';
import { documentContentType, readMultipart, saveAnexo, type UploadedFile } from '../ocorrencias/upload';

const FILE_MAX = 5 * 1024 * 1024;

const fields = duvidaSugestaoSchema;

/** Spec 3 §5: duplicates (same name and size) are ignored; more than five is refused. */
function uniqueFiles(files: UploadedFile[]): UploadedFile[] {
  const out: UploadedFile[] = [];
  for (const f of files) {
    if (out.some((o) => o.filename === f.filename && o.data.length === f.data.length)) continue;
    out.push(f);
  }
  if (out.length > MAX_ANEXOS_DUVIDAS) {
    throw new AppError('VALIDATION', MSG.duvidas.limiteAnexos, { file: MSG.duvidas.limiteAnexos });
  }
  return out;
}

/** 'Dúvidas ou Sugestões' (spec 3 §2, public): kept in the database and mailed to the settings' address. */
export default async function reclamacoesRoutes(app: ZodApp) {
  // A public upload form: a few sends per minute per client address.
  await app.register(rateLimit, { global: false });

  app.post(
    '/reclamacao',
    {
      config: { access: PUBLIC, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['Dúvidas ou Sugestões'],
        summary: 'Enviar dúvida ou sugestão (formulário multipart com até 5 anexos)',
        consumes: ['multipart/form-data'],
        response: { 201: reclamacaoContract.enviar },
      },
    },
    async (req, reply) => {
      const { fields: raw, files } = await readMultipart(req, FILE_MAX);
      const b = fields.parse(raw);
      const anexos = uniqueFiles(files.filter((f) => f.field === 'file' || f.field === 'files'));
      const typed: Array<{ f: UploadedFile; ct: string }> = [];
      for (const f of anexos) {
        const ct = documentContentType(f);
        if (!ct)
          throw new AppError('UNSUPPORTED_MEDIA', 'Só são aceitos PDF, imagens e documentos do Office.');
        // Issue 8 §6: attached photos are stored re-encoded, without EXIF/GPS.
        if (ct.startsWith('image/')) {
          const limpa = await reencodeImage(f.data, ct);
          typed.push({ f: { ...f, data: limpa.data }, ct: limpa.contentType });
        } else typed.push({ f, ct });
      }
      const result = await app.db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(sql`
          INSERT INTO reclamacao (tipo, titulo, reclamacao) VALUES (${b.tipo}, ${b.titulo}, ${b.reclamacao}) RETURNING id`);
        const refs: Array<{ idAnexo: number; nomeArquivo: string }> = [];
        for (const { f, ct } of typed) {
          const idAnexo = await saveAnexo(tx, f, ct);
          await tx.query(
            sql`INSERT INTO reclamacao_anexo (id_reclamacao, id_anexo) VALUES (${row!.id}, ${idAnexo})`,
          );
          refs.push({ idAnexo, nomeArquivo: f.filename });
        }
        const [par] = await tx.query<{ email_duvidas: string | null; email_sugestoes: string | null }>(
          sql`SELECT email_duvidas, email_sugestoes FROM parametro WHERE id = 1`,
        );
        const para = b.tipo === 'Dúvida' ? par?.email_duvidas : par?.email_sugestoes;
        let idEmail: number | null = null;
        if (para) {
          const lista = typed.map(({ f }) => `${f.filename} (${tamanhoMb(f.data.length)} MB)`);
          idEmail = await enqueueMail(tx, {
            para,
            assunto: `${b.tipo}: ${b.titulo}`.slice(0, 300),
            texto:
              `${b.tipo} nº ${row!.id} enviada pelo formulário do Sistema RCC.\n\nTítulo: ${b.titulo}\n\n${b.reclamacao}` +
              (lista.length ? `\n\nAnexos:\n${lista.join('\n')}` : ''),
            html:
              `<p>${b.tipo} nº ${row!.id} enviada pelo formulário do Sistema RCC.</p>` +
              `<p><strong>Título:</strong> ${escapeHtml(b.titulo)}</p><p>${escapeHtml(b.reclamacao).replace(/\n/g, '<br>')}</p>`,
            anexos: refs,
          });
        } else {
          req.log.warn({ tipo: b.tipo }, 'parametro sem e-mail para o formulário de dúvidas/sugestões');
        }
        return { id: row!.id, idEmail, anexos: refs.length };
      });
      return reply
        .status(201)
        .send({ success: true as const, data: { ...result, mensagem: MSG.duvidas.enviada(b.tipo) } });
    },
  );
}
