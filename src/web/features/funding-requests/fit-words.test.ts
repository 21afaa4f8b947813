import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../test/i18n.ts';
import { fitDetail } from './fit-words.ts';

beforeAll(async () => {
  await setupI18n();
  await i18next.loadLanguages('it');
  await i18next.loadNamespaces('send');
});

// The domain's detail codes (investor-fit.ts) as the founder reads them, in both languages.
describe('why a thesis fits or not, in words', () => {
  it('says nothing more when a criterion matches', () => {
    expect(fitDetail(i18next.getFixedT('en', 'send'), 'en', 'met', 'match:C')).toBeNull();
  });
  it('English: the project value against the thesis, a missing field, a ticket outside the range', () => {
    const t = i18next.getFixedT('en', 'send');
    expect(fitDetail(t, 'en', 'not_met', 'mismatch:35.11|C,D')).toBe('the project is 35.11; the thesis wants C, D');
    expect(fitDetail(t, 'en', 'unknown', 'missing:fundingSought')).toBe('the project does not say');
    expect(fitDetail(t, 'en', 'not_met', 'below:500000')).toMatch(/^under the thesis minimum of €500/);
    expect(fitDetail(t, 'en', 'not_met', 'above:2000000')).toMatch(/^over the thesis maximum of €2/);
  });
  it('Italian: the same in Italian', () => {
    const t = i18next.getFixedT('it', 'send');
    expect(fitDetail(t, 'it', 'not_met', 'mismatch:ITC4|ITH')).toBe('il progetto è ITC4; la tesi chiede ITH');
    expect(fitDetail(t, 'it', 'unknown', 'missing:region')).toBe('il progetto non lo indica');
  });
});
