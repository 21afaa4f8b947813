import { scaleOf } from './sentence-table-header.ts';

/**
 * The scale of a results table's amounts when its head states none (issue 28; sentence-table.ts): the one the text states
 * ("(in thousands, except per share data)"), the one the same amount carries in the prose ("$41.5 million" over a cell
 * "41.5"), or thousands when the prose states a key row's amount in millions or billions rounded from it ("Total revenue of
 * $361.2 million" beside "Total Revenue | 361,249": a release whose table lost its "(in thousands)" line when it was copied);
 * amounts written with thousands separators and nothing else are units. Pure.
 */
const DOC_SCALE =
  /(?:figures|amounts|dollars?|numbers)[^.\n]{0,40}?\bin (thousands|millions|billions)\b|\((?:amounts |dollars |figures )?in (thousands|millions|billions)\b[^()]*\)/iu;
const GROUPED = /^\d{1,3}(?:,\d{3})+$|^\d{1,3}(?:\.\d{3})+$/u;
const MILLIONS = String.raw`(?:million|mn|m|milioni|mln)`;
const BILLIONS = String.raw`(?:billion|bn|miliardi|mld)`;

/** `tokens` are every value cell's digits in the table's rows; `keyTokens` those of the rows a key figure labels. */
export function tableScale(tokens: readonly string[], keyTokens: readonly string[], text: string): number | null {
  const said = DOC_SCALE.exec(text);
  if (said) return scaleOf(`in ${((said[1] ?? said[2]) as string).toLowerCase()}`);
  for (const t of tokens) {
    if (!/\d[.,]\d{1,2}$/u.test(t)) continue;
    const esc = t.replace(/\./gu, '\\.'); // a comma needs no escape (and may not have one in a unicode pattern)
    const m = new RegExp(String.raw`(?<![\d.,])${esc}\s?(million|mn|m|billion|bn)\b`, 'iu').exec(text);
    if (m) return /^b/iu.test(m[1] as string) ? 1e9 : 1e6;
  }
  // (a per-share row's "(2.55)" says nothing of the key rows' scale: they are read by their own amounts)
  const grouped = keyTokens.length > 0 && keyTokens.every((t) => GROUPED.test(t));
  if (!grouped) return null;
  return keyTokens.some((t) => inThousands(t, text)) ? 1000 : 1;
}

/** "361,249" (thousands) stated in the prose as "361.2 million" or "$1.18 billion", "1.179.292" as "1.179,3 milioni". */
function inThousands(token: string, text: string): boolean {
  const comma = token.includes(',');
  const v = Number(token.replace(/[.,]/gu, ''));
  if (v < 10_000) return false;
  const written = (n: number, digits: number) => {
    const s = n.toFixed(digits);
    const [whole, part] = s.split('.') as [string, string | undefined];
    const mark = comma ? '.' : ',';
    return part === undefined ? whole : `${whole}${mark}${part}`;
  };
  const forms = [
    ...[1, 2].map((d) => [written(v / 1e3, d), MILLIONS] as const),
    ...(v >= 1e6 ? [1, 2].map((d) => [written(v / 1e6, d), BILLIONS] as const) : []),
  ];
  return forms.some(([n, scale]) => {
    const esc = n.replace(/\./gu, '\\.');
    return new RegExp(String.raw`(?<![\d.,])${esc}\s?${scale}(?![\p{L}])`, 'iu').test(text);
  });
}
