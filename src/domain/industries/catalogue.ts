import { CLASSES_A_C } from './classes-a-c.ts';
import { CLASSES_D_I } from './classes-d-i.ts';
import { CLASSES_J_U } from './classes-j-u.ts';
import { DIVISIONS } from './divisions.ts';
import { SECTIONS } from './sections.ts';
import type { Industry, IndustryLabels, IndustryLevel, SectionCode } from './types.ts';

function entry(code: string, level: IndustryLevel, section: SectionCode, division: string | null, labels: IndustryLabels): Industry {
  return { code, givenCode: code, level, section, division, labels, labelFrom: 'own' };
}

const DIVISION_SECTION = new Map<string, SectionCode>(DIVISIONS.map(([code, section]) => [code, section]));

/**
 * The whole curated catalogue in hierarchical order: the 21 sections, the 88 divisions and the
 * curated classes (the ones most relevant to projects seeking funding in Italy and the EU), each
 * with its official English (NACE Rev. 2) and Italian (ATECO 2007) title. Groups are not curated.
 */
export const INDUSTRY_CATALOGUE: readonly Industry[] = [
  ...SECTIONS.map(([code, en, it]) => entry(code, 'section', code, null, { en, it })),
  ...DIVISIONS.map(([code, section, en, it]) => entry(code, 'division', section, code, { en, it })),
  ...[...CLASSES_A_C, ...CLASSES_D_I, ...CLASSES_J_U].map(([code, en, it]) => {
    const division = code.slice(0, 2);
    return entry(code, 'class', DIVISION_SECTION.get(division) ?? 'U', division, { en, it });
  }),
];

const BY_CODE = new Map<string, Industry>(INDUSTRY_CATALOGUE.map((e) => [e.code, e]));

const SECTION_RE = /^[A-U]$/;
const DIVISION_RE = /^\d{2}$/;
const GROUP_RE = /^\d{2}\.\d$/;
const CLASS_RE = /^\d{2}\.\d{2}$/;
const ATECO_SUBCATEGORY_RE = /^\d{2}\.\d{2}\.\d{2}$/;

/**
 * Looks up a NACE Rev. 2 / ATECO 2007 code: a section letter ('J', case-insensitive), a division
 * ('62'), a group ('62.0'), a class ('62.01') or an ATECO 2007 sub-category ('62.01.00', read as
 * its class; `givenCode` keeps what was written). Surrounding spaces are ignored; anything else
 * (other formats, unknown divisions) gives null. A group, or a class that is not curated, whose
 * division exists is returned with the division's titles and `labelFrom: 'division'`.
 * @example findIndustry('62.01.00') // { code: '62.01', givenCode: '62.01.00', level: 'class', section: 'J', division: '62', labels: { en: 'Computer programming activities', it: "Produzione di software non connesso all'edizione" }, labelFrom: 'own' }
 * @example findIndustry('62.0')?.labelFrom // 'division'
 */
export function findIndustry(code: string): Industry | null {
  if (typeof code !== 'string') return null;
  const givenCode = code.trim().toUpperCase();
  let normalized: string;
  let level: IndustryLevel;
  if (SECTION_RE.test(givenCode)) [normalized, level] = [givenCode, 'section'];
  else if (DIVISION_RE.test(givenCode)) [normalized, level] = [givenCode, 'division'];
  else if (GROUP_RE.test(givenCode)) [normalized, level] = [givenCode, 'group'];
  else if (CLASS_RE.test(givenCode)) [normalized, level] = [givenCode, 'class'];
  else if (ATECO_SUBCATEGORY_RE.test(givenCode)) [normalized, level] = [givenCode.slice(0, 5), 'class'];
  else return null;
  const own = BY_CODE.get(normalized);
  if (own !== undefined) return { ...own, givenCode };
  if (level === 'section' || level === 'division') return null;
  const division = BY_CODE.get(normalized.slice(0, 2));
  if (division === undefined) return null;
  return {
    code: normalized,
    givenCode,
    level,
    section: division.section,
    division: division.code,
    labels: division.labels,
    labelFrom: 'division',
  };
}

/**
 * Whether {@link findIndustry} accepts the code (section, division, group, class or ATECO 2007
 * sub-category whose division exists).
 * @example isValidIndustryCode('35.11') // true
 * @example isValidIndustryCode('04') // false (there is no division 04)
 */
export function isValidIndustryCode(code: string): boolean {
  return findIndustry(code) !== null;
}
