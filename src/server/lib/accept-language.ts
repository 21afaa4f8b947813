import { detectLanguage, type Language } from '../../domain/navigation/index.ts';

/** Accept-Language's tags, most preferred first (q-values honoured, ties kept in order; q=0 and * dropped). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((l) => l.tag);
}

/** The interface language for a request, by the same first-visit rule the browser applies to its preferred languages. */
export function requestLanguage(header: string | undefined): Language {
  return detectLanguage(acceptedLanguages(header));
}
