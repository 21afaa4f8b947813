/** The 21 section letters of NACE Rev. 2 / ATECO 2007, in official order. */
export const SECTION_CODES = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'L',
  'M',
  'N',
  'O',
  'P',
  'Q',
  'R',
  'S',
  'T',
  'U',
] as const;

/** A NACE Rev. 2 section letter ('A'…'U'). */
export type SectionCode = (typeof SECTION_CODES)[number];

/** Level of a code in the hierarchy: section 'J', division '62', group '62.0', class '62.01'. */
export type IndustryLevel = 'section' | 'division' | 'group' | 'class';

/** The languages the catalogue carries titles in. */
export type IndustryLanguage = 'en' | 'it';

/** Official titles: English (NACE Rev. 2, Eurostat) and Italian (ATECO 2007, ISTAT). */
export interface IndustryLabels {
  readonly en: string;
  readonly it: string;
}

/**
 * One economic activity code as the UI shows it (plain JSON).
 * - `code`: the NACE code it stands for ('62.01' also for the ATECO sub-category '62.01.00').
 * - `givenCode`: the code as the caller wrote it (trimmed, section letter upper-cased), e.g. '62.01.00'.
 * - `division`: null for a section.
 * - `labelFrom`: 'own' when the titles are the code's own; 'division' when the code is valid-looking but
 *   not in the curated list, so the titles are its division's — the UI should say so.
 */
export interface Industry {
  readonly code: string;
  readonly givenCode: string;
  readonly level: IndustryLevel;
  readonly section: SectionCode;
  readonly division: string | null;
  readonly labels: IndustryLabels;
  readonly labelFrom: 'own' | 'division';
}

/** A data row of sections: [letter, English title, Italian title]. */
export type SectionRow = readonly [code: SectionCode, en: string, it: string];

/** A data row of divisions: [two digits, section letter, English title, Italian title]. */
export type DivisionRow = readonly [code: string, section: SectionCode, en: string, it: string];

/** A data row of classes: ['dd.dd', English title, Italian title]; the division is the first two digits. */
export type ClassRow = readonly [code: string, en: string, it: string];
