import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { simplePlan } from '../../../domain/finance/plan-fixtures.ts';
import { computeCrScore } from '../../../domain/scoring/index.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { setupI18n } from '../../test/i18n.ts';
import { EvaluationWorkspace } from './EvaluationWorkspace.tsx';
import { ScoreView } from './ScorePanel.tsx';

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve(routes: Record<string, unknown>) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const key = Object.keys(routes).find((k) => url.endsWith(k));
      return key ? json(routes[key]) : json({ code: 'NOT_FOUND', message: 'not found' }, 404);
    }),
  );
  return calls;
}

const show = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('EvaluationWorkspace', () => {
  const defaults = {
    assumptions: simplePlan(),
    market: {},
    revenueModel: null,
    complianceAnswers: {},
    source: 'industry-defaults',
    savedAt: null,
  };

  it('says the inputs are industry defaults, previews after a pause and flags a value out of range', async () => {
    serve({
      '/api/projects/p1/evaluation-inputs': defaults,
      '/api/projects/p1/evaluations': [],
      '/api/projects/p1': { id: 'p1', currency: 'EUR' },
    });
    show(<EvaluationWorkspace projectId="p1" />);
    expect((await screen.findByTestId('inputs-source', {}, { timeout: 10_000 })).dataset.source).toBe('industry-defaults');
    // simplePlan: 3 years of FCF 300 after −600 at 10 %: NPV = 300·(1/1.1 + 1/1.1² + 1/1.1³) − 600 = 146.06
    expect((await screen.findByTestId('preview-npv', {}, { timeout: 3000 })).textContent).toBe('€146');
    // The simple view: the founder's drivers only, no distributions; Advanced shows the rest.
    expect(screen.queryByLabelText('Tax rate (%)')).toBeNull();
    expect(screen.queryByLabelText(/^Uncertainty of/)).toBeNull();
    expect(screen.getByLabelText('Discount rate (%)')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Advanced' }));
    const tax = screen.getByLabelText('Tax rate (%)');
    expect(screen.getAllByLabelText(/^Uncertainty of/).length).toBeGreaterThan(0);
    fireEvent.change(tax, { target: { value: '150' } });
    expect(screen.getByText('Enter a value from 0 to 100.')).toBeTruthy();
    expect(tax.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('preview-invalid')).toBeTruthy();
    expect(screen.getByTestId('unsaved')).toBeTruthy();
    // Back to simple: the advanced value is kept (still invalid, still counted), and comes back with Advanced.
    fireEvent.click(screen.getByRole('switch', { name: 'Advanced' }));
    expect(screen.queryByLabelText('Tax rate (%)')).toBeNull();
    expect(screen.getByTestId('preview-invalid')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Advanced' }));
    expect((screen.getByLabelText('Tax rate (%)') as HTMLInputElement).value).toBe('150');
  }, 20_000);

  it('saves the edited inputs as fractions before asking the server to run', async () => {
    const calls = serve({
      '/api/projects/p1/evaluation-inputs': defaults,
      '/api/projects/p1/evaluations': [],
      '/api/projects/p1': { id: 'p1', currency: 'EUR' },
    });
    show(<EvaluationWorkspace projectId="p1" />);
    fireEvent.change(await screen.findByLabelText('Discount rate (%)', {}, { timeout: 10_000 }), { target: { value: '12.5' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save inputs' }));
      await new Promise((r) => setTimeout(r, 50));
    });
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/projects/p1/evaluation-inputs');
    expect(
      (put?.body as { assumptions: { drivers: { discountRate: { value: number } } } }).assumptions.drivers.discountRate.value,
    ).toBeCloseTo(0.125, 12);
  }, 20_000);
});

describe('ScoreView', () => {
  it('shows the pillar weights, evidence badges and improvements by points', () => {
    const score = computeCrScore({
      market: { tamEur: 5e8 },
      financial: { revenueModel: 'recurring', npv: 1000, capitalInvested: 1000 },
      compliance: { answers: { 'REG-01': 'yes' } },
    });
    show(<ScoreView score={score} />);
    expect(screen.getByTestId('pillar-market-weight').textContent).toMatch(/^Weight 35%/);
    expect(screen.getByTestId('pillar-financial-weight').textContent).toMatch(/^Weight 30%/);
    expect(screen.getByTestId('pillar-compliance-weight').textContent).toMatch(/^Weight 35%/);
    expect(screen.getAllByText('Declared').length).toBeGreaterThan(0);
    expect(screen.getByTestId('compliance-note').textContent).toContain('declare');
    const points = [...screen.getByTestId('improvements').querySelectorAll('li')].map((li) =>
      Number(li.lastElementChild?.textContent?.replace(/[^\d.]/g, '')),
    );
    expect(points.length).toBeGreaterThan(1);
    for (let i = 1; i < points.length; i++) expect(points[i - 1]).toBeGreaterThanOrEqual(points[i]!);
  });
});

describe('ScoreView evidence links', () => {
  it('an evidenced sub-factor links to its figure in the document review (page named); a deleted source is said, not linked', () => {
    const score = computeCrScore({
      market: { tamEur: 5e8 },
      financial: { revenueModel: 'recurring' },
      compliance: { answers: {} },
      evidence: { 'market.tam': true, 'financial.revenue-model': true },
    });
    const doc = '22222222-2222-4222-8222-222222222222';
    const fig = '33333333-3333-4333-8333-333333333333';
    show(
      <ScoreView
        score={score}
        links={{
          'market.tam': { documentId: doc, figureId: fig, filename: 'plan.pdf', page: 2 },
          'financial.revenue-model': { documentId: null, figureId: fig, filename: 'old-model.xlsx', sheet: 'P&L', cell: 'C3' },
        }}
      />,
    );
    const link = screen.getByTestId('evidence-link');
    expect(link.getAttribute('href')).toBe(`/documents/${doc}?figure=${fig}`);
    expect(link.textContent).toBe('Source: plan.pdf, page 2');
    expect(screen.getByText('old-model.xlsx (deleted; the citation is kept)')).toBeTruthy();
    expect(document.querySelector('[data-subfactor="market.tam"]')?.getAttribute('data-evidence')).toBe('evidenced');
  });
});
