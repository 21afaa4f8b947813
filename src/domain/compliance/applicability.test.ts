import { describe, expect, it } from 'vitest';
import { DEFAULT_SCOPE, itemApplicability, frameworkApplicability, type ComplianceScope } from './applicability.ts';
import { CONTROLS } from './data/controls.ts';
import { currentItems, FRAMEWORKS, currentRelease } from './data/frameworks.ts';
import { activityAlignment, taxonomyKpis, type ActivityAssessment } from './taxonomy.ts';
import { diffReleases } from './diff.ts';

// Oracle: the reference's section 1.3 (applicability drivers) and 12 (item counts), read by hand.

const scope = (over: Partial<ComplianceScope>): ComplianceScope => ({ ...DEFAULT_SCOPE, ...over });

describe('data', () => {
  it('380 items, counts per framework as the reference section 12, Italian titles everywhere', () => {
    const items = currentItems();
    expect(items).toHaveLength(380);
    const count = (f: string) => items.filter((i) => i.framework === f).length;
    expect([
      count('eu-taxonomy'),
      count('gri'),
      count('sasb'),
      count('tcfd'),
      count('gdpr'),
      count('csrd-esrs'),
      count('dlgs-231'),
      count('pnrr'),
    ]).toEqual([58, 74, 34, 22, 40, 99, 30, 23]);
    expect(items.every((i) => i.title.it.length > 0 && i.weight >= 1 && i.weight <= 5)).toBe(true);
    expect(FRAMEWORKS.map((f) => currentRelease(f.id).version)).toEqual(Array(8).fill('2026.1'));
  });
  it('controls map existing items, each item at most once, 40–80 controls', () => {
    const ids = new Set(currentItems().map((i) => i.id));
    const mapped = CONTROLS.flatMap((c) => c.items);
    expect(mapped.filter((i) => !ids.has(i))).toEqual([]);
    expect(new Set(mapped).size).toBe(mapped.length);
    expect(CONTROLS.length).toBeGreaterThanOrEqual(40);
    expect(CONTROLS.length).toBeLessThanOrEqual(80);
  });
  it('diff between versions: added, removed, changed', () => {
    const v1 = currentRelease('pnrr').items;
    const v2 = [
      ...v1.filter((i) => i.id !== 'PNRR-SUD-01').map((i) => (i.id === 'PNRR-CUP-01' ? { ...i, weight: 4 } : i)),
      { ...v1[0]!, id: 'PNRR-NEW-01' },
    ];
    expect(diffReleases(v1, v2)).toEqual({
      added: ['PNRR-NEW-01'],
      removed: ['PNRR-SUD-01'],
      changed: [{ itemId: 'PNRR-CUP-01', fields: ['weight'] }],
    });
  });
});

describe('applicability (reference 1.3)', () => {
  it('frameworks by scope', () => {
    expect(frameworkApplicability('csrd-esrs', DEFAULT_SCOPE)).toEqual({ applicable: false, reason: 'csrd-out-of-scope' });
    expect(frameworkApplicability('gdpr', DEFAULT_SCOPE).applicable).toBe(true);
    expect(
      frameworkApplicability('eu-taxonomy', scope({ taxonomyActivities: [{ activityId: '4.1', nace: 'D35.11', objective: 'CCM' }] }))
        .applicable,
    ).toBe(true);
    expect(frameworkApplicability('sasb', scope({ reporting: ['sasb'] }))).toEqual({ applicable: false, reason: 'no-sasb-industry' });
    expect(frameworkApplicability('pnrr', scope({ pnrr: { ...DEFAULT_SCOPE.pnrr, role: 'beneficiary' } })).applicable).toBe(true);
  });
  it('Taxonomy: activity items only for claimed activities; SC only for the claimed objective; DNSH for all', () => {
    const s = scope({
      taxonomyActivities: [
        { activityId: '4.1', nace: 'D35.11', objective: 'CCM' },
        { activityId: 'CE 5.4', nace: 'G47.79', objective: 'CE' },
      ],
    });
    const f = 'eu-taxonomy' as const;
    expect(itemApplicability({ id: 'EUT-ACT-4.1', framework: f }, s).applicable).toBe(true);
    expect(itemApplicability({ id: 'EUT-ACT-CE-5.4', framework: f }, s).applicable).toBe(true);
    expect(itemApplicability({ id: 'EUT-ACT-4.3', framework: f }, s)).toEqual({ applicable: false, reason: 'activity-not-claimed' });
    expect(itemApplicability({ id: 'EUT-SC-CCM', framework: f }, s).applicable).toBe(true);
    expect(itemApplicability({ id: 'EUT-SC-BIO', framework: f }, s)).toEqual({ applicable: false, reason: 'objective-not-claimed' });
    expect(itemApplicability({ id: 'EUT-DNSH-BIO', framework: f }, s).applicable).toBe(true);
    expect(itemApplicability({ id: 'EUT-KPI-NG', framework: f }, s).reason).toBe('no-nuclear-or-gas-activity');
  });
  it('GDPR role and triggers; PNRR role', () => {
    const processor = scope({ gdpr: { ...DEFAULT_SCOPE.gdpr, role: 'processor' } });
    expect(itemApplicability({ id: 'GDPR-ART13', framework: 'gdpr' }, processor).reason).toBe('controller-only');
    expect(itemApplicability({ id: 'GDPR-ART28', framework: 'gdpr' }, processor).applicable).toBe(true);
    expect(itemApplicability({ id: 'GDPR-ART9', framework: 'gdpr' }, DEFAULT_SCOPE).reason).toBe('no-special-categories');
    const pnrr = scope({ pnrr: { ...DEFAULT_SCOPE.pnrr, role: 'implementing-body' } });
    expect(itemApplicability({ id: 'PNRR-SUD-01', framework: 'pnrr' }, pnrr).reason).toBe('administrations-only');
    expect(itemApplicability({ id: 'PNRR-SA-01', framework: 'pnrr' }, pnrr).reason).toBe('not-an-undertaking');
    expect(itemApplicability({ id: 'PNRR-DNSH-01', framework: 'pnrr' }, pnrr).applicable).toBe(true);
  });
});

describe('Taxonomy alignment and KPIs', () => {
  const met = { CCA: 'met', WTR: 'met', CE: 'met', PPC: 'met', BIO: 'met' } as const;
  const a = (over: Partial<ActivityAssessment>): ActivityAssessment => ({
    activityId: '4.1',
    nace: 'D35.11',
    objective: 'CCM',
    eligible: 'met',
    substantialContribution: 'met',
    dnsh: met,
    minimumSafeguards: 'met',
    turnover: 300,
    capex: 50,
    opex: 10,
    ...over,
  });
  it('binary per activity: one DNSH objective unknown → not aligned', () => {
    expect(activityAlignment(a({})).aligned).toBe(true);
    const r = activityAlignment(a({ dnsh: { ...met, BIO: 'unknown' } }));
    expect(r).toEqual({ aligned: false, eligible: true, gaps: ['dnsh-bio'] });
  });
  it('KPIs: aligned share of each total', () => {
    // turnover: aligned 300 of 1000 = 30 %, eligible 300 + 200 = 50 %; CapEx 50 of 200 = 25 %; OpEx total unknown → null
    const k = taxonomyKpis(
      [a({}), a({ activityId: '7.2', objective: 'CCM', substantialContribution: 'not_met', turnover: 200, capex: 0, opex: 0 })],
      { turnover: 1000, capex: 200, opex: null },
    );
    expect(k.turnover).toEqual({ total: 1000, eligible: 500, aligned: 300, alignedShare: 30, eligibleShare: 50 });
    expect(k.capex.alignedShare).toBe(25);
    expect(k.opex.alignedShare).toBeNull();
  });
});
