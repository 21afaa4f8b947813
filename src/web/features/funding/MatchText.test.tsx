import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { setupI18n } from '../../test/i18n.ts';
import { matchProject, type MatchCall, type MatchProject } from '../../../domain/funding/index.ts';
import { componentText, criterionText } from './MatchText.tsx';

/**
 * Every reason the matcher can give is worded in both languages with its values filled in: the oracle
 * is the absence of raw keys and of unfilled {{placeholders}}, and a few sentences read by hand.
 */
beforeAll(async () => {
  await setupI18n();
  await i18n.loadNamespaces('funding');
  await i18n.loadLanguages('it');
});

const project: MatchProject = {
  title: 'Piattaforma digitale',
  description: null,
  industry: '62.01',
  country: 'IT',
  region: 'ITC4',
  stage: 'growth',
  fundingSought: 150_000,
  applicantSize: null,
};
const call: MatchCall = {
  title: 'Bando digitale',
  description: null,
  aidForm: 'grant',
  regions: ['ITC4'],
  sectors: ['62'],
  sizes: ['small'],
  minAmount: 50_000,
  maxAmount: 250_000,
  opensAt: null,
  closesAt: '2026-12-31',
};
const variants: Array<[Partial<MatchProject>, Partial<MatchCall>]> = [
  [{}, {}],
  [{ region: null }, { regions: ['ITG1'] }],
  [{ country: null, region: null }, { regions: ['ITG1'] }],
  [{}, { regions: ['ITG1'], sectors: ['47', 'C'], sizes: [], stages: ['idea'] }],
  [
    { industry: '62', stage: null },
    { regions: ['ITC4C'], sectors: ['62.01'], stages: ['idea'] },
  ],
  [{ fundingSought: 300_000 }, { regions: [], sectors: [], closesAt: '2026-11-01' }],
  [
    { fundingSought: 10_000, applicantSize: 'large' },
    { opensAt: '2027-01-01', closesAt: null },
  ],
  [{ fundingSought: null }, { closesAt: '2026-11-28', minAmount: null }],
  [{}, { closesAt: null, minAmount: null, maxAmount: null, aidForm: 'subsidised_loan' }],
];

describe('criterionText and componentText', () => {
  for (const lng of ['en', 'it'] as const) {
    it(`words every reason in ${lng}`, () => {
      const t = i18n.getFixedT(lng, 'funding');
      const texts: string[] = [];
      for (const [p, c] of variants) {
        const m = matchProject({ ...project, ...p }, { ...call, ...c }, '2026-11-25', {
          total: 60,
          pillars: { market: 60, financial: 50, compliance: 70 },
        });
        for (const criterion of m.criteria) texts.push(criterionText(t, lng, criterion));
        for (const component of m.components) texts.push(componentText(t, lng, component));
      }
      for (const text of texts) {
        expect(text).not.toMatch(/match\.|\{\{|undefined|NaN/);
        expect(text.length).toBeGreaterThan(5);
      }
    });
  }

  it('reads as a person would', () => {
    const en = i18n.getFixedT('en', 'funding');
    const m = matchProject({ ...project, fundingSought: 300_000 }, { ...call, regions: ['ITG1'] }, '2026-11-25');
    expect(criterionText(en, 'en', m.criteria[0]!)).toBe("Lombardia (ITC4) is outside the call's territory (Sicilia (ITG1)).");
    expect(criterionText(en, 'en', m.criteria[4]!)).toBe('€300,000 is above the maximum of €250,000.');
    const it = i18n.getFixedT('it', 'funding');
    expect(criterionText(it, 'it', m.criteria[4]!)).toMatch(/^300\.000\s€ supera il massimo di 250\.000\s€\.$/);
  });
});
