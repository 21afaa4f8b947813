import { createRequire } from 'node:module';
import { pdfkit } from '../../lib/lazy-libraries.ts';
import type { AdviceSession } from '../../../contract/advice.ts';
import type { Lang } from '../../../domain/advice/index.ts';

const require = createRequire(import.meta.url);
/** DejaVu Sans, as the sealed reports use (src/server/modules/reports/pdf.ts): Italian letters, quotes, €. */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const LABELS = {
  en: { title: 'Consulting session', project: 'Project', sources: 'Sources', ai: 'Phrased by AI, checked against the sources' },
  it: { title: 'Sessione di consulenza', project: 'Progetto', sources: 'Fonti', ai: 'Formulato dall’IA, verificato sulle fonti' },
} as const;

/**
 * A session as a PDF (pdfkit, the reports' approach): each question, its answer sentence by sentence,
 * and every citation with its quote. Small (at most the session's questions), rendered in one turn.
 */
export async function sessionPdf(s: AdviceSession, lang: Lang, creationDate: Date): Promise<Buffer> {
  const l = LABELS[lang];
  const doc = new (await pdfkit())({
    size: 'A4',
    margin: 50,
    info: { Title: `${l.title} — ${s.projectTitle}`, CreationDate: creationDate },
    lang,
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('bold').fontSize(16).text(l.title);
  doc
    .font('body')
    .fontSize(10)
    .fillColor('#4b5563')
    .text(`${l.project}: ${s.projectTitle} · ${s.createdAt.slice(0, 10)}`);
  doc.moveDown();
  for (const a of s.answers) {
    doc.fillColor('#111827').font('bold').fontSize(11).text(`Q: ${a.question}`);
    doc.font('body').fontSize(10);
    if (a.notInRecords) doc.text(a.answer);
    for (const sentence of a.sentences) {
      doc.text(`${sentence.text}${sentence.ai ? ` [${l.ai}]` : ''}`);
      for (const c of sentence.citations)
        doc
          .fillColor('#4b5563')
          .fontSize(8)
          .text(`  ${c.kind} ${c.ref}: “${c.quote.slice(0, 200)}”`)
          .fillColor('#111827')
          .fontSize(10);
    }
    doc.moveDown();
  }
  doc.end();
  return done;
}
