import type { Mention } from './sentence-mention.ts';

/**
 * Italian releases write a net cash position with a word of cash after the net position's name ("Indebitamento Finanziario
 * Netto: cassa per € 17,3 milioni"), and compare it so ("debito netto pari a 3,9 milioni rispetto a cassa pari a 1,2 milioni"):
 * net debt below zero, not the company's cash (issue 28). Used by sentence-mentions.ts. Pure.
 */
/** A word of cash that names the net financial position: right after its name; or a bare "cassa" compared with the position just stated. */
export function netPositionAsCash(text: string, kept: readonly Mention[], i: number): boolean {
  const m = kept[i] as Mention;
  // "la posizione finanziaria netta evidenzia liquidità per 101,5 milioni", "… è positiva (liquidità …)": any word of cash
  if (
    /posizione finanziaria netta[^.;,]{0,25}$|posizione finanziaria netta[^.;,]{0,30}\bpositiva\s*\(\s*$/iu.test(
      text.slice(Math.max(0, m.start - 70), m.start),
    )
  )
    return true;
  // "Posizione finanziaria netta consolidata pari a € 23,1 mln di cassa": the position's amount, then the word of cash after it
  if (
    /^(?:cassa|liquidità)$/iu.test(text.slice(m.start, m.end)) &&
    /(?:posizione finanziaria netta|indebitamento finanziario netto|pfn|nfp)\b[^.;]{0,60}?\d[\d.,]*\s*(?:mln|milioni|mld|miliardi|mila)?\s+di\s*$/iu.test(
      text.slice(Math.max(0, m.start - 110), m.start),
    )
  )
    return true;
  if (!/^cassa$/iu.test(text.slice(m.start, m.end))) return false;
  if (/(?:posizione finanziaria netta|indebitamento finanziario netto|pfn)\W{0,6}$/iu.test(text.slice(Math.max(0, m.start - 40), m.start)))
    return true;
  const prev = kept[i - 1];
  if (!prev || !((prev.key === 'debt' && prev.net) || (prev.key === 'cash' && netPositionAsCash(text, kept, i - 1)))) return false;
  const between = text.slice(prev.end, m.start);
  return /\d/u.test(between) && !/[.;]\s/u.test(between) && /(?:\(|rispetto\s+(?:a|ai|alla)|contro|da)\s*$/iu.test(between);
}
