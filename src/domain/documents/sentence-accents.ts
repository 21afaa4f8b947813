/**
 * Italian accents written as an apostrophe (issue 28, twenty-fourth pass): news agencies and old pages write
 * "liquidita'", "societa'", "e'" for "liquidità", "società", "è". A phrase of the key lists (a regular
 * expression's source, no accented letter inside a bracket class) is widened so that each accented vowel also
 * matches its letter and an apostrophe. The text itself is not changed, so a quote stays the text's own. Pure.
 */
const BARE: Readonly<Record<string, string>> = { à: 'a', è: 'e', é: 'e', ì: 'i', ò: 'o', ù: 'u' };

export function withApostropheAccents(source: string): string {
  return source.replace(/[àèéìòù]/gu, (c) => `(?:${c}|${BARE[c]}['’])`);
}
