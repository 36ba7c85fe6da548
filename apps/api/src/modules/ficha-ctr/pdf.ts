import { formatCep, formatCpfCnpj, formatDateTime } from '@rcc/domain';
import type PDFKit from 'pdfkit';
import { loadPdfKit } from '../../lib/lazy-libs';
import type { FichaRow } from './queries';

const num = (v: number | null | undefined) =>
  v == null ? '' : Number(v).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

type Doc = InstanceType<typeof PDFKit>;

function section(doc: Doc, title: string) {
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(11).fillColor('#1f4e79').text(title);
  doc
    .moveTo(doc.page.margins.left, doc.y)
    .lineTo(doc.page.width - doc.page.margins.right, doc.y)
    .stroke('#1f4e79');
  doc.moveDown(0.2).font('Helvetica').fontSize(9).fillColor('black');
}

function line(doc: Doc, label: string, value: string | number | null | undefined) {
  doc
    .font('Helvetica-Bold')
    .text(`${label}: `, { continued: true })
    .font('Helvetica')
    .text(String(value ?? '—') || '—');
}

function ficha(doc: Doc, f: FichaRow, verifyUrl: string) {
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .text('CTR — Controle de Transporte de Resíduos', { align: 'center' });
  doc.fontSize(12).text(`CTR Nº ${f.id}`, { align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`Situação: ${f.situacao}${f.naoSolicitado === 'S' ? ' (transporte não solicitado)' : ''}`, {
      align: 'center',
    });

  section(doc, 'Gerador');
  line(doc, 'Nome/Razão social', f.nomeGerador);
  line(doc, 'CPF/CNPJ', formatCpfCnpj(f.cpfCnpjGerador));
  section(doc, 'Obra');
  line(doc, 'Nome da obra', f.nomeObra);
  line(doc, 'Endereço', [f.enderecoObra, f.numeroObra, f.complementoObra].filter(Boolean).join(', '));
  line(doc, 'Bairro', f.bairroObra);
  line(doc, 'CEP', f.cepObra ? formatCep(f.cepObra) : '');
  line(doc, 'Município/UF', [f.municipioObra, f.ufObra].filter(Boolean).join('/'));
  section(doc, 'Transportador');
  line(doc, 'Nome/Razão social', f.nomeTransportador);
  line(doc, 'CPF/CNPJ', formatCpfCnpj(f.cpfCnpjTransportador));
  line(doc, 'Veículo (placa)', f.placa);
  line(doc, 'Tipo do veículo', [f.tipoVeiculo, f.poliguindaste].filter(Boolean).join(' — '));
  line(doc, 'Caçamba (nº de identificação)', f.numeroIdentificacaoCacamba);
  line(doc, 'Quantidade de caçambas', f.quantidadeCacambas);

  section(doc, 'Resíduos');
  line(doc, 'Resíduo predominante', [f.classeMaterial, f.tipoResiduo].filter(Boolean).join(' / '));
  line(doc, 'Volume aproximado (m³)', num(f.volumeAproximadoM3));
  for (const r of f.residuos) doc.text(`• ${r.tipo} (${r.classe}) — ${num(r.volume)} m³`);

  section(doc, 'Destinação');
  line(doc, 'Destino final', f.nomeDestinoFinal);
  line(doc, 'Origem (localidade)', f.localidade);
  if (f.enviarPara) {
    line(doc, 'Triagem — enviado para', f.enviarPara);
    for (const t of f.triados) doc.text(`• ${t.tipo} — ${num(t.volume)} m³`);
    if (f.observacaoTriagem) line(doc, 'Observação da triagem', f.observacaoTriagem);
  }

  section(doc, 'Datas');
  line(doc, 'Solicitação', formatDateTime(f.dataHoraSolicitacao));
  line(doc, 'Envio', formatDateTime(f.dataHoraEnvio));
  line(doc, 'Alocação', formatDateTime(f.dataHoraAlocacao));
  line(doc, 'Retirada', formatDateTime(f.dataHoraRetirada));
  line(doc, 'Pesagem', formatDateTime(f.dataHoraPesagem));
  line(doc, 'Recebimento', formatDateTime(f.dataHoraRecebimento));

  section(doc, 'Histórico da CTR');
  for (const h of f.historico) {
    const de = h.de && h.de !== h.para ? `${h.de} > ` : '';
    const quem = h.usuario ? ` — ${h.usuario}` : '';
    doc.text(`${formatDateTime(h.dataHora)}  ${de}${h.para}${quem}${h.motivo ? ` (${h.motivo})` : ''}`);
  }

  section(doc, 'Verificação');
  line(doc, 'Código de verificação', f.codigoVerificacao);
  doc.text(`Confira a autenticidade em ${verifyUrl}`);
}

/** One PDF with one sheet per CTR (GET FichaCTR/:ids). */
export async function renderFichas(
  fichas: readonly FichaRow[],
  verifyUrl: (codigo: string) => string,
): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  // Uncompressed content streams keep the sheet searchable and testable; the sheets are small.
  const doc = new PDFDocument({ size: 'A4', margin: 40, compress: false, info: { Title: 'Ficha CTR' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  fichas.forEach((f, i) => {
    if (i > 0) doc.addPage();
    ficha(doc, f, verifyUrl(f.codigoVerificacao));
  });
  doc.end();
  return done;
}
