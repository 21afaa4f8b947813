import { createRequire } from 'node:module';
import { pdfkit } from '../../lib/lazy-libraries.ts';
import QRCode from 'qrcode';
import { REPORT_LABELS, type ReportModel } from '../../../domain/reports/index.ts';
import { bars, histogram, tornado } from './pdf-charts.ts';
import { W, H, M, TOP, BOTTOM, INK, MUTED, ACCENT, heading, paragraph, table, figures, type Doc } from './pdf-layout.ts';

const require = createRequire(import.meta.url);
/** DejaVu Sans (dejavu-fonts-ttf): embedded, covers Italian letters, €, the true minus and ×. */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface RenderOptions {
  /** Public address of the verification page, printed and encoded in the QR code on every page. */
  verifyUrl: string;
  shortCode: string;
  issuedAt: string;
  /** The preview: a diagonal PREVIEW / ANTEPRIMA on every page (never the sealed bytes). */
  watermark?: boolean;
  /** Fixed creation date, so the same model renders the same bytes. */
  creationDate: Date;
}

function qrPath(doc: Doc, url: string, x: number, y: number, size: number) {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = size / n;
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.modules.get(r, c)) doc.rect(x + c * cell, y + r * cell, cell, cell);
  doc.fill(INK);
}

function decorate(doc: Doc, model: ReportModel, o: RenderOptions) {
  const L = REPORT_LABELS[model.language];
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const keep = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.markContent('Artifact', { type: 'Pagination' });
    // White label (ADR 0031): an Enterprise workspace's logo before its name.
    let nameX = M;
    if (model.issuerLogo) {
      doc.image(Buffer.from(model.issuerLogo, 'base64'), M, 18, { fit: [72, 26], valign: 'center' });
      nameX = M + 80;
    }
    doc
      .font('Bold')
      .fontSize(9)
      .fillColor(ACCENT)
      .text(model.issuer, nameX, 28, { width: 250 - (nameX - M), lineBreak: false, ellipsis: true });
    doc
      .font('Body')
      .fontSize(8)
      .fillColor(MUTED)
      .text(model.title, M + 250, 28, { width: W - 2 * M - 250, align: 'right', lineBreak: false, ellipsis: true });
    doc
      .moveTo(M, 48)
      .lineTo(W - M, 48)
      .lineWidth(0.6)
      .strokeColor('#9ca3af')
      .stroke();
    const fy = H - 72;
    doc
      .moveTo(M, fy)
      .lineTo(W - M, fy)
      .lineWidth(0.6)
      .strokeColor('#9ca3af')
      .stroke();
    qrPath(doc, o.verifyUrl, W - M - 52, fy + 8, 52);
    doc.font('Body').fontSize(7.5).fillColor(INK);
    doc.text(`${L.verifyAt}: ${o.verifyUrl}`, M, fy + 10, { width: W - 2 * M - 60, lineBreak: false, link: o.verifyUrl });
    doc.text(`${L.code}: ${o.shortCode}  ·  ${L.issuedAt}: ${o.issuedAt}`, M, fy + 22, { width: W - 2 * M - 60, lineBreak: false });
    doc.text(`${L.page} ${i - range.start + 1} / ${range.count}`, M, fy + 34, { width: W - 2 * M - 60, lineBreak: false });
    if (o.watermark) {
      doc.save();
      doc.rotate(-40, { origin: [W / 2, H / 2] });
      doc
        .font('Bold')
        .fontSize(84)
        .fillColor('#dc2626', 0.18)
        .text(L.preview, -W / 2, H / 2 - 50, { width: W * 2, align: 'center', lineBreak: false });
      doc.restore();
      doc.fillOpacity(1);
    }
    doc.endMarkedContent();
    doc.page.margins.bottom = keep;
  }
}

/** Renders a report model to PDF bytes (tagged, with language and title; vector charts and QR code). */
export async function renderReportPdf(model: ReportModel, o: RenderOptions): Promise<Buffer> {
  const doc = new (await pdfkit())({
    size: 'A4',
    margins: { top: TOP, bottom: BOTTOM, left: M, right: M },
    bufferPages: true,
    tagged: true,
    lang: model.language === 'it' ? 'it-IT' : 'en-GB',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: model.title,
      Author: model.issuer,
      Subject: model.projectTitle,
      Creator: 'Capital Readiness',
      CreationDate: o.creationDate,
      ModDate: o.creationDate,
      ...(o.watermark ? { Keywords: REPORT_LABELS[model.language].preview } : {}),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  doc.registerFont('Body', FONT);
  doc.registerFont('Bold', FONT_BOLD);
  const root = doc.struct('Document');
  doc.addStructure(root);

  const L = REPORT_LABELS[model.language];
  heading(doc, root, model.title, 'H1');
  paragraph(doc, root, `${L.issuedBy}: ${model.issuer} · ${L.issuedAt}: ${o.issuedAt} · ${L.code}: ${o.shortCode}`);
  doc.moveDown(0.5);
  table(doc, root, ['', ''], model.meta, [2, 3]);
  for (const s of model.sections) {
    if (s.type === 'paragraph') {
      paragraph(doc, root, s.text);
      continue;
    }
    const keepWith = s.type === 'histogram' ? 190 : s.type === 'tornado' || s.type === 'bars' ? s.bars.length * 16 + 40 : 50;
    heading(doc, root, s.heading, 'H2', keepWith);
    if (s.type === 'figures') figures(doc, root, s.items);
    else if (s.type === 'table') {
      table(doc, root, s.columns, s.rows, s.widths);
      if (s.note) paragraph(doc, root, s.note);
    } else if (s.type === 'histogram') {
      histogram(doc, root, s);
      paragraph(doc, root, s.note);
    } else if (s.type === 'tornado') {
      tornado(doc, root, s);
      paragraph(doc, root, s.note);
    } else if (s.type === 'bars') {
      bars(doc, root, s);
      paragraph(doc, root, s.note);
    }
  }
  doc.moveDown(1);
  paragraph(doc, root, L.sealNote);
  root.end();
  decorate(doc, model, o);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
