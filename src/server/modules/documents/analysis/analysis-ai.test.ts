import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { EXPECTED_FIGURES, toolAvailable, writeEncryptedPdf } from '../../../../../tests/fixtures/documents/generate.ts';
import { verifyAiFigure } from './ai.ts';
import { crossDocumentRisks } from './index.ts';
import { PDF, dir, files, results, analyse } from './analysis-setup.ts';

describe('optional AI, verified', () => {
  it('keeps a figure whose quote is in the document, drops a fabricated one, marks the kept one, and lets rules win on duplicates', async () => {
    const requests: unknown[] = [];
    const answer = {
      figures: [
        // real: page 9 of the plan says "The team has 14 employees at the end of 2024." (the period is the model's own)
        { key: 'headcount', period: 2030, value: 14, currency: null, page: 9, quote: 'The team has 14 employees' },
        // fabricated: no such sentence in the document
        { key: 'revenue', period: 2030, value: 12_000_000, currency: 'EUR', page: 10, quote: 'Revenue 2030 will reach € 12m' },
        // duplicate of a rules figure (tam, null): the rules' one stays
        { key: 'tam', period: null, value: 4_200_000_000, currency: 'EUR', page: 5, quote: '€ 4.2 bn across the EU' },
        // right quote, wrong value: dropped
        { key: 'sam', period: 2031, value: 900_000_000, currency: 'EUR', page: 5, quote: 'SAM) is € 600m' },
      ],
    };
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        requests.push({ url: req.url, auth: req.headers.authorization, body: JSON.parse(body) as unknown });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: JSON.stringify(answer) } }] }));
      });
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const port = (server.address() as AddressInfo).port;
    try {
      const r = await analyse(files.businessPlanEn.path, PDF, {
        ai: { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'test-key', model: 'fake' },
      });
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ url: '/v1/chat/completions', auth: 'Bearer test-key', body: { model: 'fake' } });
      const ai = r.figures.filter((f) => f.source === 'ai');
      expect(ai).toEqual([
        {
          key: 'headcount',
          period: 2030,
          value: 14,
          currency: null,
          source: 'ai',
          citation: { page: 9, quote: 'The team has 14 employees' },
        },
      ]);
      expect(r.figures.filter((f) => f.key === 'tam')).toHaveLength(1);
      expect(r.figures.find((f) => f.key === 'tam')?.source).toBe('rules');
      expect(r.figures.some((f) => f.value === 12_000_000)).toBe(false);
      expect(r.ai).toEqual({ status: 'used', proposed: 4, dropped: 2, kept: 1 });
      expect(r.figures.filter((f) => f.source === 'rules')).toHaveLength(EXPECTED_FIGURES.businessPlanEn.length);
    } finally {
      await new Promise((ok) => server.close(ok));
    }
  });

  it('never fails the analysis on a network error: the rules’ result stands', async () => {
    const r = await analyse(files.pitchDeck.path, PDF, { ai: { baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k', model: 'm' } });
    expect(r.ai?.status).toBe('failed');
    expect(r.figures).toHaveLength(EXPECTED_FIGURES.pitchDeck.length);
  });
});

describe('AI figures on a sheet', () => {
  it('accepts a quote of the cited cell as the model was shown it, refuses a cell that does not exist', () => {
    const parts = results.financialModel.text;
    const ok = verifyAiFigure(
      { key: 'revenue', period: 2025, value: 1_200_000, currency: 'EUR', sheet: 'P&L', cell: 'B3', quote: 'B3: 1,200,000' },
      parts,
    );
    expect(ok).toEqual({
      key: 'revenue',
      period: 2025,
      value: 1_200_000,
      currency: 'EUR',
      source: 'ai',
      citation: { sheet: 'P&L', cell: 'B3', quote: 'B3: 1,200,000' },
    });
    expect(
      verifyAiFigure({ key: 'revenue', period: 2025, value: 1_200_000, sheet: 'P&L', cell: 'Z99', quote: '1,200,000' }, parts),
    ).toBeNull();
    expect(verifyAiFigure({ key: 'revenue', period: 2025, value: 1_200_000, sheet: 'Other', quote: '1,200,000' }, parts)).toBeNull();
    expect(verifyAiFigure({ key: 'ebitda', period: 2025, value: -350_000, sheet: 'P&L', quote: '(350,000)' }, parts)?.value).toBe(-350_000);
  });
});

describe('an encrypted PDF', () => {
  it.skipIf(!toolAvailable('qpdf'))(
    'fails the analysis with an error instead of reading nothing (the upload refuses it first)',
    async () => {
      const path = await writeEncryptedPdf(dir);
      await expect(analyse(path, PDF)).rejects.toThrow(/password/i);
    },
  );
});

describe('cross-document risks', () => {
  const fig = (key: 'revenue' | 'capex' | 'tam', period: number | null, value: number, extra: object = {}) => ({
    key,
    period,
    value,
    currency: 'EUR',
    source: 'rules' as const,
    citation: { page: 1, quote: 'q' },
    ...extra,
  });
  it('flags the same key and period read differently (> 1 %) in two documents, naming both', () => {
    const m = crossDocumentRisks(
      [
        { documentId: 'plan', filename: 'plan.pdf', figures: [fig('revenue', 2025, 1_200_000), fig('revenue', 2026, 2_400_000)] },
        { documentId: 'model', filename: 'model.xlsx', figures: [fig('revenue', 2025, 1_200_000), fig('revenue', 2026, 2_600_000)] },
      ],
      null,
    );
    expect(m.get('plan')).toEqual([
      {
        code: 'figures_disagree',
        severity: 'warning',
        detail: {
          key: 'revenue',
          period: 2026,
          filename: 'plan.pdf',
          value: 2_400_000,
          otherDocumentId: 'model',
          otherFilename: 'model.xlsx',
          otherValue: 2_600_000,
        },
      },
    ]);
    expect(m.get('model')?.[0]?.detail).toMatchObject({ filename: 'model.xlsx', value: 2_600_000, otherFilename: 'plan.pdf' });
  });

  it('compares a plan with the evaluation inputs where they map cleanly', () => {
    // inputs: 1,000 units × 1,200 € = 1,200,000 € year-1 revenue (agrees); initialInvestment 150,000 vs capex 400,000 (disagrees); TAM 1 bn vs 4.2 bn (disagrees)
    const inputs = {
      assumptions: { drivers: { unitsYear1: { value: 1000 }, pricePerUnit: { value: 1200 }, initialInvestment: { value: 150_000 } } },
      market: { tamEur: 1_000_000_000 },
    };
    const m = crossDocumentRisks(
      [
        {
          documentId: 'plan',
          filename: 'plan.pdf',
          figures: [
            fig('revenue', 2025, 1_200_000),
            fig('capex', 2025, 400_000),
            fig('tam', null, 4_200_000_000),
            fig('capex', 2024, 1, { status: 'rejected' }),
          ],
        },
      ],
      inputs,
    );
    expect(m.get('plan')?.map((r) => [r.detail.key, r.detail.documentValue, r.detail.inputValue])).toEqual([
      ['capex', 400_000, 150_000],
      ['tam', 4_200_000_000, 1_000_000_000],
    ]);
  });

  it('the real fixtures agree with each other (plan PDF, Italian DOCX, model XLSX)', () => {
    const docs = (['businessPlanEn', 'businessPlanDocxIt', 'financialModel', 'csv'] as const).map((n) => ({
      documentId: n,
      filename: n,
      figures: results[n].figures,
    }));
    expect(crossDocumentRisks(docs, null).size).toBe(0);
  });
});
