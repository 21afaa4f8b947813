import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { AdviceSession } from '../../contract/advice.ts';
import { asBuffer, WorkerPool } from '../lib/worker-pool.ts';
import { sessionPdf } from '../modules/advice/pdf.ts';

// The consulting session's PDF moved off the event loop (issue 25, like 'billing.invoicePdf'): the oracle is
// the same function run on this thread, as the route ran it before; pdfkit's bytes are deterministic for
// the same session and creation date, so their SHA-256 must match.
const pool = new WorkerPool(new URL('./cpu.worker.ts', import.meta.url), 1);
afterAll(async () => pool.close());
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

const quote = { kind: 'document' as const, ref: '6f1c2a4e-0000-4000-8000-000000000001:3', quote: 'Ricavi 2025: € 1,2 mln' };
const session: AdviceSession = {
  id: '6f1c2a4e-0000-4000-8000-0000000000aa',
  projectId: '6f1c2a4e-0000-4000-8000-0000000000bb',
  projectTitle: 'Caffè Più — piano 2026',
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: 'Anna',
  questions: 2,
  firstQuestion: 'Perché il punteggio è basso?',
  answers: [
    {
      id: '6f1c2a4e-0000-4000-8000-0000000000c1',
      question: 'Perché il punteggio è basso?',
      askedAt: '2026-11-20T10:01:00.000Z',
      form: 'why-score',
      answer: 'I ricavi dipendono da un solo cliente. Mancano i conti 2024.',
      citations: [quote, { kind: 'compliance', ref: 'GDPR-ART30', quote: 'Registro dei trattamenti: non presente' }],
      sentences: [
        { text: 'I ricavi dipendono da un solo cliente.', citations: [quote] },
        { text: 'Mancano i conti 2024.', citations: [], ai: true },
      ],
      notInRecords: false,
      ai: true,
    },
    {
      id: '6f1c2a4e-0000-4000-8000-0000000000c2',
      question: 'Chi sono i concorrenti?',
      askedAt: '2026-11-20T10:02:00.000Z',
      form: 'none',
      answer: '',
      citations: [],
      sentences: [],
      notInRecords: true,
      ai: false,
    },
  ],
};

describe('the AI consulting session PDF in the CPU worker', () => {
  it('gives the same bytes as the main-thread sessionPdf, in both languages', async () => {
    const at = new Date(Date.UTC(2026, 10, 20, 10, 5, 0));
    for (const lang of ['it', 'en'] as const) {
      const here = await sessionPdf(session, lang, at);
      const there = asBuffer(
        (await pool.run<{ bytes: Uint8Array }>('advice.sessionPdf', { session, lang, creationDate: at }, { owner: 'u1' })).bytes,
      );
      expect(here.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(there.length, lang).toBe(here.length);
      expect(sha(there), lang).toBe(sha(here));
    }
  });
});
