// The product's languages and the first-visit rule live in the domain: the server applies the same
// rule to Accept-Language when it names a page's translation files (src/server/plugins/spa.ts).
export { LANGUAGES, isLanguage, detectLanguage } from '../../domain/navigation/language.ts';
export type { Language } from '../../domain/navigation/language.ts';
