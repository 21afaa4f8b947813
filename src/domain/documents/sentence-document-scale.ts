/**
 * A document's own statement of the scale its amounts are written in, on a line of its own: "($ in thousands except per share
 * amounts)", "(Amounts in millions, except per share data)", "Dollars in millions", "(importi in migliaia di euro)". Amounts written
 * after it with a currency and no scale of their own ("Revenues of $14,779") are in that scale; a note beside a table's cells is the
 * table's. Pure (issue 28).
 */
const STATEMENT =
  /^[ \t]*\(?[ \t]*(?:(?:US\$|C\$|\$|€|£)[ \t]*)?(?:(?:amounts|dollars|figures|importi|valori|dati)[ \t]+)?(?:(?:are|sono)[ \t]+)?(?:(?:expressed|stated|espressi)[ \t]+)?in[ \t]+(?<scale>thousands|millions|migliaia|milioni)\b(?:[ \t]+(?:of|di)[ \t]+[\p{L}$ .]{1,20}?)?(?:,?[ \t]+(?:except|excluding|eccetto|salvo)\b[^\n)]*)?\)?[ \t]*$/imu;

export interface StatedScale {
  readonly factor: number;
  /** Where the statement ends: it speaks for what follows it. */
  readonly after: number;
}

export function statedScale(text: string): StatedScale | null {
  const m = STATEMENT.exec(text);
  if (!m?.groups) return null;
  // a table's unit note ("|\n(In millions except for tax rate)\n|"): the table reader takes it; the prose keeps its own scales
  const around = text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40);
  if (/\|/u.test(around)) return null;
  const factor = /thousands|migliaia/iu.test(m.groups.scale as string) ? 1e3 : 1e6;
  return { factor, after: m.index + m[0].length };
}
