import { formatCepPontuado, formatCpfCnpj } from '@rcc/domain';
import type PDFKit from 'pdfkit';
import { loadPdfKit } from '../../lib/lazy-libs';

let PDFDocument: typeof PDFKit;
import type { CltrccDados } from './service';

const data = (d: Date | null) =>
  d ? new Date(d).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }) : '-';

/** The CLTRCC certificate (doc 1 §6), with the verification code and the public page that checks it. */
export async function renderCertificado(d: CltrccDados, verificarUrl: string): Promise<Buffer> {
  PDFDocument = await loadPdfKit();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: {
        Title: 'Certificado de Licenciamento de Transportador de RCC (CLTRCC)',
        Subject: `Código de verificação ${d.codigo}`,
        Keywords: `CLTRCC ${d.codigo}`,
        Author: 'RCC - Controle de Transporte de Resíduos da Construção Civil',
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .text('CERTIFICADO DE LICENCIAMENTO DE TRANSPORTADOR', { align: 'center' });
    doc.text('DE RESÍDUOS DA CONSTRUÇÃO CIVIL - CLTRCC', { align: 'center' });
    doc.moveDown(2);
    doc.font('Helvetica').fontSize(12);
    doc.text(
      `Certificamos que ${d.nomeRazaoSocial}, inscrito(a) no ${d.tipoPessoa === 'J' ? 'CNPJ' : 'CPF'} sob o nº ` +
        `${formatCpfCnpj(d.cpfCnpj)}, está cadastrado(a) e validado(a) como transportador(a) de resíduos da ` +
        'construção civil, estando apto(a) a realizar o transporte de RCC registrado por Controle de Transporte de Resíduos (CTR).',
      { align: 'justify' },
    );
    doc.moveDown();
    const endereco = [
      d.endereco,
      d.numero,
      d.bairro,
      d.municipio && `${d.municipio}/${d.uf ?? ''}`,
      d.cep && `CEP ${formatCepPontuado(d.cep)}`,
    ]
      .filter(Boolean)
      .join(', ');
    doc
      .font('Helvetica-Bold')
      .text('Endereço: ', { continued: true })
      .font('Helvetica')
      .text(endereco || '-');
    doc
      .font('Helvetica-Bold')
      .text('Data de aprovação: ', { continued: true })
      .font('Helvetica')
      .text(data(d.dataAprovacao));
    doc
      .font('Helvetica-Bold')
      .text('Válido até: ', { continued: true })
      .font('Helvetica')
      .text(data(d.dataValidadeCltrcc));
    doc.moveDown(2);
    doc
      .font('Helvetica-Bold')
      .text('Código de verificação: ', { continued: true })
      .font('Courier-Bold')
      .text(d.codigo ?? '');
    doc.font('Helvetica').fontSize(10).moveDown(0.5);
    doc.text(`A autenticidade deste certificado pode ser conferida em ${verificarUrl}`);
    doc.moveDown(3);
    doc
      .fontSize(9)
      .fillColor('#555')
      .text(`Emitido em ${data(new Date())}.`, { align: 'right' });
    doc.end();
  });
}
