import { beforeAll, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { setupI18n } from '../../test/i18n.ts';
import { riskText } from './risk-text.ts';

/**
 * Every risk code the analyser emits (src/domain/documents/risks.ts, analysis/index.ts, safety/
 * detect.ts), with the detail shapes it emits, worded in both languages; the expected sentences are
 * written by hand from the locale files and the numbers' formats (Intl, en-GB-style and it).
 */
beforeAll(async () => {
  await setupI18n();
  await i18n.loadLanguages('it');
  await i18n.loadNamespaces(['documents', 'errors']);
});

const say = (lng: 'en' | 'it', code: string, detail: Record<string, unknown> = {}) => riskText(i18n.getFixedT(lng), lng, { code, detail });

describe('risk flags in words', () => {
  it('implausible growth names the years, the values, the growth and the bound', () => {
    const d = {
      key: 'revenue',
      fromPeriod: 2026,
      toPeriod: 2027,
      fromValue: 1_000_000,
      toValue: 4_000_000,
      growth: 3,
      bound: 1,
      profile: 'saas',
    };
    const en = say('en', 'implausible_growth', d);
    expect(en).toContain('2026');
    expect(en).toContain('2027');
    expect(en).toContain('300');
    expect(en).toContain('100');
    expect(en).toMatch(/1,000,000/u);
    const it = say('it', 'implausible_growth', d);
    expect(it).toMatch(/^I ricavi crescono del 300\s?% dal 2026 al 2027/u);
    expect(it).toMatch(/1\.000\.000/u);
  });

  it('figures that disagree name the other document; a plan against the inputs names both values', () => {
    expect(
      say('en', 'figures_disagree', {
        key: 'tam',
        period: null,
        filename: 'a.pdf',
        value: 4_200_000_000,
        otherDocumentId: 'x',
        otherFilename: 'deck.pdf',
        otherValue: 1_000_000_000,
      }),
    ).toMatch(/^TAM reads .+ here and .+ in deck\.pdf\.$/u);
    expect(
      say('it', 'plan_disagrees_with_inputs', {
        key: 'revenue',
        period: 2026,
        filename: 'a.pdf',
        documentValue: 600_000,
        inputValue: 500_000,
        inputField: 'x',
      }),
    ).toMatch(/^Ricavi 2026 vale .*600\.000.* nel documento e .*500\.000.* negli input/u);
  });

  it('a scan: partly read by OCR, or not at all, with the counts; the upload risks keep their sentence', () => {
    expect(say('en', 'no_text_layer', { ocr: 'partial', pagesRead: 20, pages: 120 })).toContain('read 20 of its 120 pages');
    expect(say('it', 'no_text_layer', { ocr: 'partial', pagesRead: 20, pages: 120 })).toContain('ha letto 20 delle sue 120 pagine');
    expect(say('en', 'no_text_layer', { ocr: 'unavailable', pages: 1 })).toContain('its 1 page could');
    expect(say('it', 'no_text_layer', { ocr: 'unavailable', pages: 3 })).toContain('delle sue 3 pagine');
    expect(say('en', 'pdf_javascript')).toMatch(/JavaScript/u);
    expect(say('it', 'pdf_embedded_files')).toMatch(/file incorporati/u);
    expect(say('en', 'something_new')).toBe('Flag something_new.');
  });

  it('pages whose sentences could not be read: the first page and how many, in both languages', () => {
    expect(say('en', 'sentences_unread', { pages: 1, firstPage: 4 })).toBe(
      "The sentences of page 4 could not be read for figures: its tables were read; check that page's figures by hand.",
    );
    expect(say('it', 'sentences_unread', { pages: 3, firstPage: 2 })).toBe(
      'Le frasi di 3 pagine, dalla pagina 2, non sono state lette per i dati: le loro tabelle sì; verifica a mano i dati di quelle pagine.',
    );
    expect(say('en', 'sentences_unread', {})).toBe(
      "The sentences of some pages could not be read for figures: their tables were read; check those pages' figures by hand.",
    );
  });
});
