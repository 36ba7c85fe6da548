import crypto from 'node:crypto';
import { sql } from '../../sql';
import { type Bases, K, type Step } from './plano';
import { G, raw } from './sql-base';

/** A one-page PDF with a line of text, its cross-reference offsets computed. */
function pdf(texto: string): Buffer {
  const conteudo = `BT /F1 14 Tf 72 760 Td (${texto}) Tj ET`;
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${conteudo.length} >>\nstream\n${conteudo}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * Documents: the registrations waiting for validation sent theirs (not yet analysed); one city
 * transporter had its licence refused with a reason, so its Painel has a document to fix.
 */
export function documentosSteps(b: Bases): Step[] {
  const doc = pdf('Documento de demonstracao - RCC');
  const sha = crypto.createHash('sha256').update(doc).digest('hex');
  return [
    {
      name: 'documentos',
      sql: [
        `CREATE TABLE ${G}.doc (id bigint)`,
        sql`WITH a AS (
            INSERT INTO anexo (nome_arquivo, content_type, tamanho, sha256, conteudo, created_at)
            VALUES ('documento.pdf', 'application/pdf', ${doc.length}, ${sha}, ${doc}, now() - interval '10 days')
            RETURNING id)
          INSERT INTO ${raw(`${G}.doc`)} SELECT id FROM a`,
        `INSERT INTO arquivo (descricao, nome_arquivo, situacao, validade, descricao_pendencia, id_usuario, id_perfil,
            id_tipo_arquivo, id_anexo, content_type, created_at, updated_at)
          SELECT ta.descricao, lower(replace(ta.descricao, ' ', '-')) || '.pdf', 'N', NULL, NULL, ${b.usuario} + p.k,
            ${b.perfil} + p.k, ta.id, d.id, 'application/pdf', p.criado + interval '1 hour', p.criado + interval '1 hour'
          FROM ${G}.pessoa_plano p CROSS JOIN ${G}.doc d
          JOIN tipo_arquivo ta ON ta.id = ANY(CASE WHEN p.tipo_pessoa = 'J' THEN ARRAY[2, 3, 11] ELSE ARRAY[1, 2, 19] END)
          WHERE p.papel = 'P' ORDER BY p.k, ta.id`,
        `INSERT INTO arquivo (descricao, nome_arquivo, situacao, validade, descricao_pendencia, id_usuario, id_usuario_validacao,
            id_perfil, id_tipo_arquivo, id_anexo, content_type, created_at, updated_at)
          SELECT ta.descricao, 'licenca-ambiental.pdf', 'P', current_date + 200,
            'Licença ambiental ilegível; envie a via digital assinada.', ${b.usuario} + p.k,
            (SELECT id FROM usuario WHERE lower(email) = 'secretaria@rcc.demo'), ${b.perfil} + p.k, ta.id, d.id,
            'application/pdf', now() - interval '6 days', now() - interval '2 days'
          FROM ${G}.pessoa_plano p CROSS JOIN ${G}.doc d JOIN tipo_arquivo ta ON ta.id = 18
          WHERE p.papel = 'T' AND p.k = ${K.transportador + 2}`,
      ],
    },
  ];
}
