/** Page geometry, colours and the text primitives (headings, paragraphs, tables) of the report PDF, split from pdf.ts. */

export const W = 595.28;
export const H = 841.89;
export const M = 50;
export const TOP = 78;
export const BOTTOM = 92;
export const INK = '#111827';
export const MUTED = '#4b5563';
export const ACCENT = '#1d4ed8';
export const BAR = '#3b82f6';
export const NEG = '#dc2626';

export type Doc = PDFKit.PDFDocument;

export function ensureSpace(doc: Doc, needed: number) {
  if (doc.y + needed > H - BOTTOM) doc.addPage();
}

export function heading(doc: Doc, root: PDFKit.PDFStructureElement, text: string, level: 'H1' | 'H2', keepWith = 40) {
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

export function paragraph(doc: Doc, root: PDFKit.PDFStructureElement, text: string, size = 9, color = MUTED) {
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

export function table(doc: Doc, root: PDFKit.PDFStructureElement, columns: string[], rows: string[][], widths?: number[]) {
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

export function figures(doc: Doc, root: PDFKit.PDFStructureElement, items: Array<[string, string]>) {
  table(doc, root, ['', ''], items, [2, 2]);
}
