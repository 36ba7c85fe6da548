import type PDFKit from 'pdfkit';
import { loadPdfKit } from '../../lib/lazy-libs';
import { htmlToText } from '../mensagens/sanitize';
import type { Video } from './service';

/** The tutorial PDF (spec 3 §2): the same content the screen shows, for the same user. */
export async function tutorialPdf(videos: Video[], publicUrl: string): Promise<Buffer> {
  const PDFDocument: typeof PDFKit = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: 'Tutorial de Utilização do Sistema RCC' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text('Tutorial de Utilização do Sistema RCC', { align: 'center' });
  doc.moveDown(0.5);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555')
    .text(`Gerado em ${new Date().toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}`, {
      align: 'center',
    });
  doc.fillColor('black').moveDown(1.5);
  if (!videos.length) doc.fontSize(12).text('Não há vídeos de tutorial disponíveis para o seu perfil.');
  videos.forEach((v, i) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(`${i + 1}. ${v.titulo}`);
    if (v.subtitulo) doc.font('Helvetica-Oblique').fontSize(11).text(v.subtitulo);
    doc.moveDown(0.3);
    const texto = v.descricaoHtml ? htmlToText(v.descricaoHtml) : '';
    if (texto) doc.font('Helvetica').fontSize(11).text(texto, { align: 'justify' });
    const link = v.url.startsWith('/') ? `${publicUrl.replace(/\/$/, '')}${v.url}` : v.url;
    doc
      .moveDown(0.3)
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#1c5fb8')
      .text(`Vídeo: ${link}`, { link, underline: true });
    doc.fillColor('black').moveDown(1.2);
  });
  doc.end();
  return done;
}
