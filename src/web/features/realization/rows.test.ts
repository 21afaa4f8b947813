import { describe, expect, it } from 'vitest';
import type { RealizationRow } from '../../../contract/realization.ts';
import { filterRows, rowsToCsv, sortRows } from './rows.ts';

const row = (name: string, patch: Partial<RealizationRow> = {}): RealizationRow => ({
  projectId: '00000000-0000-4000-8000-000000000001',
  projectName: name,
  status: 'on_track',
  statusReason: '',
  statusDetail: { code: 'on_track', items: [], dueSoon: [] },
  nextMilestone: null,
  budgetCents: 0,
  actualCents: 0,
  burn: null,
  overdueObligations: 0,
  currency: 'EUR',
  ...patch,
});

describe('realization rows', () => {
  const rows = [
    row('Beta', { status: 'late', burn: 0.5, overdueObligations: 2 }),
    row('alpha', { status: 'completed', burn: 1 }),
    row('Gamma', { status: 'at_risk', nextMilestone: { id: 'm', title: 'M', end: '2026-02-01' } }),
  ];
  it('filters by status, name and overdue', () => {
    expect(filterRows(rows, { status: 'late', query: '', overdueOnly: false }).map((r) => r.projectName)).toEqual(['Beta']);
    expect(filterRows(rows, { status: '', query: 'ALP', overdueOnly: false }).map((r) => r.projectName)).toEqual(['alpha']);
    expect(filterRows(rows, { status: '', query: '', overdueOnly: true }).map((r) => r.projectName)).toEqual(['Beta']);
  });
  it('sorts worst status first, and puts missing values last in both directions', () => {
    expect(sortRows(rows, 'status').map((r) => r.projectName)).toEqual(['Beta', 'Gamma', 'alpha']);
    expect(sortRows(rows, 'burn').map((r) => r.projectName)).toEqual(['Beta', 'alpha', 'Gamma']);
    expect(sortRows(rows, 'burn', true).map((r) => r.projectName)).toEqual(['alpha', 'Beta', 'Gamma']);
    expect(sortRows(rows, 'name').map((r) => r.projectName)).toEqual(['alpha', 'Beta', 'Gamma']);
  });
  it('writes CSV with quoting, cents as units and a neutralised formula', () => {
    const csv = rowsToCsv(
      [row('=HYPERLINK("x")', { budgetCents: 123456, actualCents: 100, burn: 0.25, statusReason: 'late, 3 days' })],
      ['a', 'b'],
      (s) => s.toUpperCase(),
      (r) => r.statusReason,
    );
    expect(csv).toBe(`a,b\r\n"'=HYPERLINK(""x"")",ON_TRACK,"late, 3 days",,,1234.56,1,0.25,0,EUR\r\n`);
  });
});
