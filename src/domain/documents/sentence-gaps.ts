/**
 * Where a text lost words (issue 28, thirteenth pass): pages whose links were stripped glue the
 * article before the lost name to the word after it ("un[ risultato netto ]per 3,8 milioni" becomes
 * "unper 3,8 milioni", "La[ posizione finanziaria netta ]al 30 giugno" becomes "Laal 30 giugno"). An
 * amount after such a gap belongs to the lost name, not to the measure named before the gap. Pure.
 */
const GLUED = /(?<![\p{L}])(?!iper(?![\p{L}]))(?:un|una|uno|il|la|i|gli|le|l['’])(?:per|pari|di|nei|nel|nella|sono|al|alla)(?![\p{L}])/iu;

export function gapBetween(sentence: string, from: number, to: number): boolean {
  return GLUED.test(sentence.slice(Math.max(0, from), to));
}

/**
 * Lines glued when a page lost its line breaks ("… from the prior yearRevenue at a quarterly record of
 * $90.9 million …yearEBITDA(1) at a record $27.1 million"): the lower-case letter before a capital that
 * starts a capitalised word becomes a space, so the name after it is found; offsets stay the text's.
 */
export function unglued(text: string): string {
  return text.replace(/[\p{Ll}\d](?=\p{Lu}(?:\p{Ll}{2,}|\p{Lu}{2,}))/gu, ' ');
}
