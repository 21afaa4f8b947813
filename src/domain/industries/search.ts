import { findIndustry, INDUSTRY_CATALOGUE } from './catalogue.ts';
import type { Industry, IndustryLanguage, IndustryLevel } from './types.ts';

/** Lower case without accents, so 'Attività' and 'attivita' compare equal. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function wordsOf(folded: string): string[] {
  return folded.split(/[^a-z0-9]+/).filter((w) => w.length > 0);
}

interface Indexed {
  readonly industry: Industry;
  readonly text: Readonly<Record<IndustryLanguage, string>>;
  readonly words: Readonly<Record<IndustryLanguage, readonly string[]>>;
}

const INDEX: readonly Indexed[] = INDUSTRY_CATALOGUE.map((industry) => {
  const en = fold(industry.labels.en);
  const it = fold(industry.labels.it);
  return { industry, text: { en, it }, words: { en: wordsOf(en), it: wordsOf(it) } };
});

const LEVEL_RANK: Readonly<Record<IndustryLevel, number>> = { section: 0, division: 1, group: 2, class: 3 };
const CODE_PREFIX_RE = /^\d{1,2}(\.\d{0,2}){0,2}$/;

/** Rank of a label match in one language: 0 every query word starts a label word, 1 every query word occurs in the label, null otherwise. */
function labelRank(entry: Indexed, lang: IndustryLanguage, queryWords: readonly string[]): number | null {
  const words = entry.words[lang];
  if (queryWords.every((q) => words.some((w) => w.startsWith(q)))) return 0;
  if (queryWords.every((q) => entry.text[lang].includes(q))) return 1;
  return null;
}

/**
 * Searches the catalogue by code or by title, case- and accent-insensitively ('energia', 'Energìa'
 * and 'ENERGIA' are the same query). Ranking, best first: exact code (any valid code, see
 * findIndustry), code prefix ('62' → '62.01'…), every query word starting a word of the title in
 * `lang`, every query word inside the title in `lang`, then the same two in the other language as
 * a fallback; ties go to the broader level, then code order. Title matching needs at least 2 letters.
 * Returns at most `limit` entries (none for an empty query or limit < 1).
 * @example searchIndustries('energia', 'it')[0].code // 'D' (section), then '35', '35.11', …
 * @example searchIndustries('62', 'en').map((i) => i.code) // ['62', '62.01', '62.02', '62.03', '62.09']
 */
export function searchIndustries(query: string, lang: IndustryLanguage, limit = 20): Industry[] {
  if (typeof query !== 'string' || !(limit >= 1)) return [];
  const trimmed = query.trim();
  if (trimmed === '') return [];
  const other: IndustryLanguage = lang === 'it' ? 'en' : 'it';
  const exact = findIndustry(trimmed);
  const codePrefix = CODE_PREFIX_RE.test(trimmed) ? trimmed : null;
  const folded = fold(trimmed);
  const queryWords = folded.replace(/[^a-z0-9]+/g, '').length >= 2 ? wordsOf(folded) : [];
  const ranked: { industry: Industry; tier: number }[] = [];
  if (exact !== null) ranked.push({ industry: exact, tier: 0 });
  for (const entry of INDEX) {
    const code = entry.industry.code;
    if (exact !== null && code === exact.code) continue;
    let tier: number | null = null;
    if (codePrefix !== null && code.startsWith(codePrefix)) tier = 1;
    else if (queryWords.length > 0) {
      const own = labelRank(entry, lang, queryWords);
      const fallback = own === null ? labelRank(entry, other, queryWords) : null;
      tier = own !== null ? 2 + own : fallback !== null ? 4 + fallback : null;
    }
    if (tier !== null) ranked.push({ industry: entry.industry, tier });
  }
  ranked.sort(
    (a, b) =>
      a.tier - b.tier ||
      LEVEL_RANK[a.industry.level] - LEVEL_RANK[b.industry.level] ||
      (a.industry.code < b.industry.code ? -1 : a.industry.code > b.industry.code ? 1 : 0),
  );
  return ranked.slice(0, Math.floor(limit)).map((r) => r.industry);
}
