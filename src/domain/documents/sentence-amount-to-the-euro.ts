/**
 * "un utile di esercizio pari a 7.672 euro": an amount in euro written to the unit with its thousands grouped is a small company's
 * figure, though under ten thousand (sixty-eighth pass); not a share of one ("4.400 euro a farmacia", "una redditività media per
 * ettaro di oltre 9.000 euro"). `written` is the amount as the text writes it and what follows; `before` what comes before it.
 */
export function writtenToTheEuro(written: string, before: string): boolean {
  return (
    /^\d\.\d{3}\s*(?:euro|€)(?!\s+(?:a|al|ad|per|ogni)\s)/iu.test(written) &&
    !/(?:\bmedi[oa]\b|\bper\s+\p{L}+\s)[^.;]{0,25}$/iu.test(before)
  );
}
