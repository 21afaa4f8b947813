/** The report's vector charts (histogram, tornado, bars), split from pdf.ts. */
import type { ReportSection } from '../../../domain/reports/index.ts';
import { W, M, INK, MUTED, BAR, NEG, ensureSpace, type Doc } from './pdf-layout.ts';

export function histogram(doc: Doc, root: PDFKit.PDFStructureElement, s: Extract<ReportSection, { type: 'histogram' }>) {
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

export function tornado(doc: Doc, root: PDFKit.PDFStructureElement, s: Extract<ReportSection, { type: 'tornado' }>) {
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
export function bars(doc: Doc, root: PDFKit.PDFStructureElement, s: Extract<ReportSection, { type: 'bars' }>) {
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
