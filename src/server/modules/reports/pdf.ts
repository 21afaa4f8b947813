import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { REPORT_LABELS, type ReportModel, type ReportSection } from '../../../domain/reports/index.ts';

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

const W = 595.28;
const H = 841.89;
const M = 50;
const TOP = 78;
const BOTTOM = 92;
const INK = '#111827';
const MUTED = '#4b5563';
const ACCENT = '#1d4ed8';
const BAR = '#3b82f6';
const NEG = '#dc2626';

type Doc = PDFKit.PDFDocument;

function ensureSpace(doc: Doc, needed: number) {
  if (doc.y + needed > H - BOTTOM) doc.addPage();
}

function heading(doc: Doc, root: PDFKit.PDFStructureElement, text: string, level: 'H1' | 'H2', keepWith = 40) {
  // A heading never ends a page alone: it needs room for itself and the start of what follows.
  ensureSpace(doc, (level === 'H1' ? 40 : 30) + keepWith);
  doc.moveDown(level === 'H1' ? 0 : 0.8);
  root.add(
    doc.struct(level, {}, () =>
      doc
        .font('Bold')
        .fontSize(level === 'H1' ? 18 : 13)
        .fillColor(INK)
        .text(text, M, doc.y, { width: W - 2 * M }),
    ),
  );
  doc.moveDown(0.3);
}

function paragraph(doc: Doc, root: PDFKit.PDFStructureElement, text: string, size = 9, color = MUTED) {
  ensureSpace(doc, 24);
  root.add(
    doc.struct('P', {}, () =>
      doc
        .font('Body')
        .fontSize(size)
        .fillColor(color)
        .text(text, M, doc.y, { width: W - 2 * M }),
    ),
  );
}

function table(doc: Doc, root: PDFKit.PDFStructureElement, columns: string[], rows: string[][], widths?: number[]) {
  const weights = widths ?? columns.map((_, i) => (i === 0 ? 2 : 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const colW = weights.map((w) => ((W - 2 * M) * w) / sum);
  const drawRow = (cells: string[], bold: boolean, tag: 'TH' | 'TD', tr: PDFKit.PDFStructureElement) => {
    doc.font(bold ? 'Bold' : 'Body').fontSize(8.5);
    const h = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: colW[i]! - 6 }))) + 6;
    ensureSpace(doc, h);
    const y = doc.y;
    let x = M;
    cells.forEach((c, i) => {
      const cx = x;
      tr.add(
        doc.struct(tag, {}, () => doc.fillColor(INK).text(c, cx + 3, y + 3, { width: colW[i]! - 6, align: i === 0 ? 'left' : 'right' })),
      );
      x += colW[i]!;
    });
    doc.markContent('Artifact', { type: 'Layout' });
    doc
      .moveTo(M, y + h)
      .lineTo(W - M, y + h)
      .lineWidth(0.4)
      .strokeColor('#d1d5db')
      .stroke();
    doc.endMarkedContent();
    doc.x = M;
    doc.y = y + h;
  };
  const t = doc.struct('Table');
  root.add(t);
  if (columns.some((c) => c !== '')) {
    const head = doc.struct('TR');
    t.add(head);
    drawRow(columns, true, 'TH', head);
    head.end();
  }
  for (const r of rows) {
    const tr = doc.struct('TR');
    t.add(tr);
    drawRow(r, false, 'TD', tr);
    tr.end();
  }
  t.end();
}

function figures(doc: Doc, root: PDFKit.PDFStructureElement, items: Array<[string, string]>) {
  table(doc, root, ['', ''], items, [2, 2]);
}

function histogram(doc: Doc, root: PDFKit.PDFStructureElement, s: Extract<ReportSection, { type: 'histogram' }>) {
  const h = 150;
  ensureSpace(doc, h + 30);
  const x0 = M + 10;
  const y0 = doc.y;
  const w = W - 2 * M - 20;
  const max = Math.max(...s.bins.map((b) => b.count), 1);
  const min = s.bins[0]!.from;
  const span = s.bins[s.bins.length - 1]!.to - min || 1;
  const xAt = (v: number) => x0 + ((v - min) / span) * w;
  root.add(
    doc.struct('Figure', { alt: `${s.heading}. ${s.note}` }, () => {
      for (const b of s.bins) {
        const bh = (b.count / max) * (h - 20);
        doc.rect(xAt(b.from), y0 + h - 20 - bh, Math.max(xAt(b.to) - xAt(b.from) - 0.5, 0.5), bh).fill(b.to <= 0 ? NEG : BAR);
      }
      doc
        .moveTo(x0, y0 + h - 20)
        .lineTo(x0 + w, y0 + h - 20)
        .lineWidth(0.6)
        .strokeColor(INK)
        .stroke();
      doc.font('Body').fontSize(7).fillColor(MUTED);
      for (const t of s.ticks) doc.text(t.label, xAt(t.at) - 30, y0 + h - 16, { width: 60, align: 'center', lineBreak: false });
      if (s.marker) {
        const mx = xAt(s.marker.at);
        doc
          .moveTo(mx, y0)
          .lineTo(mx, y0 + h - 20)
          .dash(2, { space: 2 })
          .strokeColor(INK)
          .stroke()
          .undash();
      }
    }),
  );
  doc.x = M;
  doc.y = y0 + h;
}

function tornado(doc: Doc, root: PDFKit.PDFStructureElement, s: Extract<ReportSection, { type: 'tornado' }>) {
  const rowH = 16;
  const h = s.bars.length * rowH + 20;
  ensureSpace(doc, h + 20);
  const y0 = doc.y;
  const labelW = 150;
  const x0 = M + labelW;
  const w = W - 2 * M - labelW - 50;
  const lo = Math.min(s.base, ...s.bars.map((b) => Math.min(b.low, b.high)));
  const hi = Math.max(s.base, ...s.bars.map((b) => Math.max(b.low, b.high)));
  const span = hi - lo || 1;
  const xAt = (v: number) => x0 + ((v - lo) / span) * w;
  root.add(
    doc.struct(
      'Figure',
      { alt: `${s.heading}. ${s.baseLabel}. ${s.bars.map((b) => `${b.label}: ${b.lowLabel} – ${b.highLabel}`).join('; ')}` },
      () => {
        s.bars.forEach((b, i) => {
          const y = y0 + i * rowH;
          doc
            .font('Body')
            .fontSize(7.5)
            .fillColor(INK)
            .text(b.label, M, y + 3, { width: labelW - 6, align: 'right', lineBreak: false, height: rowH });
          const a = xAt(Math.min(b.low, b.high));
          const z = xAt(Math.max(b.low, b.high));
          doc.rect(a, y + 3, Math.max(z - a, 0.5), rowH - 6).fill(BAR);
          doc
            .font('Body')
            .fontSize(6.5)
            .fillColor(MUTED)
            .text(`${b.lowLabel} / ${b.highLabel}`, z + 3, y + 4, { width: 80, lineBreak: false });
        });
        const bx = xAt(s.base);
        doc
          .moveTo(bx, y0)
          .lineTo(bx, y0 + s.bars.length * rowH)
          .lineWidth(0.8)
          .strokeColor(INK)
          .stroke();
        doc
          .font('Body')
          .fontSize(7.5)
          .fillColor(INK)
          .text(s.baseLabel, M, y0 + s.bars.length * rowH + 4, { width: W - 2 * M, align: 'center' });
      },
    ),
  );
  doc.x = M;
  doc.y = y0 + h;
}

/** Horizontal bars of shares (0..1), each with its label and figure: vector paths, as the histogram. */
function bars(doc: Doc, root: PDFKit.PDFStructureElement, s: Extract<ReportSection, { type: 'bars' }>) {
  const rowH = 16;
  const h = s.bars.length * rowH + 6;
  ensureSpace(doc, h + 20);
  const y0 = doc.y;
  const labelW = 190;
  const x0 = M + labelW;
  const w = W - 2 * M - labelW - 60;
  root.add(
    doc.struct('Figure', { alt: `${s.heading}. ${s.bars.map((b) => `${b.label}: ${b.valueLabel}`).join('; ')}` }, () => {
      s.bars.forEach((b, i) => {
        const y = y0 + i * rowH;
        doc
          .font('Body')
          .fontSize(7.5)
          .fillColor(INK)
          .text(b.label, M, y + 3, { width: labelW - 6, align: 'right', lineBreak: false, height: rowH, ellipsis: true });
        doc.rect(x0, y + 3, w, rowH - 6).fill('#e5e7eb');
        doc.rect(x0, y + 3, Math.max(w * Math.min(Math.max(b.value, 0), 1), 0.5), rowH - 6).fill(BAR);
        doc
          .font('Body')
          .fontSize(7.5)
          .fillColor(INK)
          .text(b.valueLabel, x0 + w + 4, y + 3, { width: 56, lineBreak: false });
      });
    }),
  );
  doc.x = M;
  doc.y = y0 + h;
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
  const doc = new PDFDocument({
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
