import { vi } from 'vitest';
import type { Roadmap } from '../../../contract/realization.ts';

/** The component tests' fake server: answers by method and path; every call is recorded with its parsed body. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function serve(answer: (method: string, path: string, body: unknown) => Response | undefined) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', path: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return answer(call.method, call.path, call.body) ?? json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
  return calls;
}

export const P = '11111111-1111-4111-8111-111111111111';

/** A two-phase roadmap: A (1–10 Mar) → B (lag 2, 13–15 Mar), both critical; M a milestone needing evidence. */
export function sampleRoadmap(): Roadmap {
  return {
    phases: [
      {
        id: 'ph1',
        title: 'Build',
        items: [
          {
            id: 'A',
            kind: 'task',
            title: 'Site works',
            start: '2026-03-01',
            end: '2026-03-10',
            dependsOn: [],
            status: 'in_progress',
            evidence: [],
            budgetCents: 100000,
          },
          {
            id: 'B',
            kind: 'task',
            title: 'Install line',
            start: '2026-03-13',
            end: '2026-03-15',
            dependsOn: [{ id: 'A', lagDays: 2 }],
            status: 'not_started',
            evidence: [],
          },
        ],
      },
      {
        id: 'ph2',
        title: 'Report',
        items: [
          {
            id: 'M',
            kind: 'milestone',
            title: 'PNRR target T1',
            start: '2026-04-01',
            end: '2026-04-01',
            dependsOn: [],
            status: 'in_progress',
            evidence: [],
            evidenceRequired: true,
            budgetCents: 50000,
            actualCents: 60000,
          },
        ],
      },
    ],
    baselineAt: null,
    criticalPath: ['A', 'B'],
    revision: 3,
    schedule: [],
    forecast: { budgetCents: 150000, actualCents: 60000, estimateAtCompletionCents: 160000, finishOn: '2026-04-01' },
    status: 'at_risk',
    statusReason: 'At risk — over budget (within 10 %): PNRR target T1',
    statusDetail: { code: 'at_risk', items: ['PNRR target T1'], dueSoon: [] },
    currency: 'EUR',
  };
}
