// Set-up shared by ComplianceTab.test.tsx and ComplianceTab-gaps.test.tsx: each calls `complianceHooks()` to register i18n's
// beforeAll and the afterEach clean-up in its own file (a hook registered on import would reach only the first file that
// imports this module when files share loaded modules); the server's answers and a renderer follow.
import { cleanup, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import type { ComplianceItem, Control, ProjectCompliance } from '../../../contract/compliance.ts';
import type { ScopeView } from './api.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { setupI18n } from '../../test/i18n.ts';
import { ComplianceTab } from './ComplianceTab.tsx';

export function complianceHooks(): void {
  beforeAll(setupI18n);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

export const P = '11111111-1111-4111-8111-111111111111';
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const summary: ProjectCompliance = {
  frameworks: [
    { id: 'gdpr', applicable: true, score: 85, status: 'compliant', answered: 40, total: 40, gaps: [] },
    {
      id: 'tcfd',
      applicable: true,
      score: 40,
      status: 'non-compliant',
      answered: 3,
      total: 22,
      gaps: [{ itemId: 'TCFD-GOV-a', weight: 5, result: 0 }],
    },
    { id: 'pnrr', applicable: false, score: null, status: null, answered: 0, total: 0, gaps: [] },
  ],
};
export const controls: Control[] = [
  { id: 'CTL-BOARD', title: 'Board oversight of sustainability', items: ['TCFD-GOV-a', 'GRI-2-9', 'ESRS2-GOV-1'] },
];
/** An item as GET …/compliance/items sends it (src/contract/compliance.ts complianceItem). */
export const item = (over: Partial<ComplianceItem> & Pick<ComplianceItem, 'id' | 'framework'>): ComplianceItem => ({
  version: '2024',
  sectionId: 'S1',
  section: 'Section',
  sections: { en: 'Section', it: 'Sezione' },
  title: over.id,
  titles: { en: over.title ?? over.id, it: over.title ?? over.id },
  evidenceExpected: over.evidenceExpected ?? '',
  evidenceExpectedTexts: { en: over.evidenceExpected ?? '', it: over.evidenceExpected ?? '' },
  weight: 3,
  reference: '',
  applicable: true,
  reason: null,
  answer: null,
  result: null,
  answerReason: null,
  remedy: null,
  deadline: null,
  evidence: [],
  owner: null,
  dueDate: null,
  notes: null,
  controlIds: [],
  overridden: false,
  answeredViaControl: null,
  answeredAt: null,
  answeredBy: null,
  ...over,
});
export const pnrrItem = item({ id: 'PNRR-DNSH-01', framework: 'pnrr', title: 'Ex-ante DNSH assessment', weight: 5 });
/** GET …/compliance/scope before the first save: the defaults, scoped false. */
export const scope: ScopeView = {
  entitySize: null,
  csrdScope: 'out-of-scope',
  sector: null,
  reporting: [],
  sasbIndustry: null,
  sasbTopics: [],
  griMaterialTopics: [],
  esrsMaterialTopics: [],
  taxonomyActivities: [],
  taxonomyTotals: { turnover: null, capex: null, opex: null },
  gdpr: {
    role: 'controller',
    consent: false,
    children: false,
    specialCategories: false,
    criminalData: false,
    automatedDecisions: false,
    jointControllers: false,
    establishedOutsideEu: false,
    dpoRequired: false,
    transfersOutsideEea: false,
  },
  exposure231: 'none',
  offenceFamilies231: [],
  pnrr: {
    role: 'none',
    amount: null,
    mission: null,
    component: null,
    measure: null,
    cup: null,
    dnshRegime: null,
    climateField: null,
    climateCoefficient: null,
    digitalField: null,
    digitalCoefficient: null,
  },
  scoped: false,
  updatedAt: null,
  applicability: [],
};

export type Call = { method: string; url: string; body: unknown };
export function serve(answer: (c: Call) => Response | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const own = answer(call);
      if (own) return own;
      if (call.url.endsWith('/compliance')) return json(summary);
      if (call.url.includes('/compliance/items')) return json([]);
      if (call.url.endsWith('/compliance/scope')) return json(scope);
      if (call.url.endsWith('/api/compliance/controls')) return json(controls);
      if (call.url.endsWith('/documents')) return json([]);
      return json({});
    }),
  );
  return calls;
}
export const show = (
  path: string,
  ui = <ComplianceTab project={{ id: P, title: 'Solar', access: { capabilities: { editInputs: true } } }} />,
) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
