/**
 * The company a text reports, and a sentence about one of its units named as another company (issue 28, thirty-first pass):
 * a conglomerate's results ("LT Group Inc. said profit for the first nine months hit P6.83 billion") go on with its units'
 * ("PNB's profit was down by 22 percent at P4.64 billion", "BDO Unibank Inc. said its net income reached P53.9 billion", "The
 * company's real estate arm, Ayala Land, saw net income grow 38 percent"): their figures are parts of the group's, not the
 * text's own. Only in a text that says it is about a conglomerate or a holding company: a round-up of separate companies carries
 * each one's figures. English; pure. Used by sentence-reader.ts.
 */
export interface TextCompany {
  /** The company's name as first written, before its legal form ("Ayala", "SM Investments"), and its short name when given ("SMIC"). */
  readonly names: readonly string[];
}

const WORD = String.raw`[\p{Lu}][\p{L}\d&'’-]*`;
const LEGAL = String.raw`(?:Inc\.?|Corp\.?|Corporation|Holdings?|plc|PLC|Ltd\.?|Limited|Co\.)`;
/** "LT Group Inc.", "SM Investments Corp. (SMIC)", "Ayala Corporation": a name, its legal form, a short name in brackets. */
const COMPANY = new RegExp(String.raw`((?:${WORD}\s+){0,3}${WORD})\s*,?\s+${LEGAL}(?:\s*\(([\p{Lu}\d]{2,8})\))?`, 'u');
const CONGLOMERATE = /\b(?:conglomerate|holding\s+company|holding\s+firm|investment\s+holding)\b/iu;
/** Sentence openings that are no company's name. */
const NOT_A_NAME =
  /^(?:The|Its|It|This|That|These|Those|Net|Total|Consolidated|Group|Revenues?|Sales|Profit|Income|Earnings|Core|Operating|In|For|During|Meanwhile|However|Also)$/u;

/** "Conglomerate SM Investments": a sentence's first word may describe the company. */
function bare(name: string): string {
  return name.replace(/^(?:(?:Conglomerate|Listed|Diversified|Holding|The)\s+)+/u, '').trim();
}

export function textCompany(text: string): TextCompany | null {
  const head = text.slice(0, 600);
  if (!CONGLOMERATE.test(head)) return null;
  const m = COMPANY.exec(head);
  if (!m) return null;
  const name = bare(m[1] as string);
  if (!name || NOT_A_NAME.test(name.split(/\s+/u)[0] as string)) return null;
  return { names: [name, ...(m[2] ? [m[2]] : [])] };
}

/** "PNB's profit", "telco giant Globe's net income": a name with its possessive right before the measure. */
const POSSESSIVE = new RegExp(String.raw`((?:${WORD}\s+){0,3}${WORD})['’]s\s+(?:[\p{Ll}-]+\s+){0,2}$`, 'u');
/** "BDO Unibank Inc. said its net income", "SM Prime Holdings Inc., the shopping mall operator, reported", "The company's real estate arm, Ayala Land, saw". */
const SUBJECT = new RegExp(
  String.raw`^\s*(?:(?:[Tt]he|[Ii]ts)\s+(?:company|group|conglomerate)['’]s\s+[^,]{1,40},\s*)?((?:${WORD}\s+){0,4}${WORD})(?:\s+${LEGAL})?(?:\s*\([^)]{1,12}\))?,?(?:\s+[^,]{1,50},)?\s+(?:earlier\s+|also\s+|meanwhile\s+)?(?:said|reported|posted|saw|recorded|booked|registered|generated)\b`,
  'u',
);

/** The same company: every word of the name is one of the text company's ("Ferlano" of "Ferlano Holdings"; not "Ferlano Land"), or its short name. */
function sameCompany(name: string, company: TextCompany): boolean {
  const words = bare(name).toLowerCase().split(/\s+/u);
  return company.names.some((c) => {
    const own = new Set(c.trim().toLowerCase().split(/\s+/u));
    return words.every((w) => own.has(w));
  });
}

/** Whether the measure at `start` is a unit's, another company named as its owner in a conglomerate's text. */
export function unitCompanys(sentence: string, start: number, company: TextCompany | null): boolean {
  if (!company || start < 0) return false;
  const before = sentence.slice(0, start);
  for (const m of [POSSESSIVE.exec(before), SUBJECT.exec(before)]) {
    const name = m?.[1];
    if (!name || NOT_A_NAME.test(name.split(/\s+/u)[0] as string)) continue;
    if (!sameCompany(name, company)) return true;
  }
  return false;
}
