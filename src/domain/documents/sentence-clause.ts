/**
 * A clause with a subject of its own (issue 28, twenty-second pass): "l'utile si era fermato a 28,5 milioni mentre le
 * entrate si erano attestate a 445,1 milioni", "il margine operativo lordo sale a 81,5 milioni, mentre la raccolta
 * pubblicitaria cresce del 3,6% a 274,4 milioni". An amount after "mentre" and a noun the reader does not know as a key
 * belongs to that noun, not to the measure named before "mentre". A period or a value word after "mentre" ("mentre
 * l'anno precedente", "mentre il dato del 2023") keeps the measure. Pure.
 */
const NOT_A_SUBJECT =
  /^(?:anno|esercizio|periodo|semestre|trimestre|mese|mesi|dato|dati|valore|valori|risultato|importo|saldo|stesso|stessa|precedente|scorso|primo|prima|secondo|terzo|quarto|gruppo|società|azienda|previsione|previsioni|stima|stime|obiettivo|obiettivi|target|budget|guidance|proiezione|consuntivo)$/iu;
const OTHER_SUBJECT = /,?\s+mentre\s+(?:il|la|lo|i|gli|le|l')\s*(\p{L}+)(?:[^,;()]|,(?=\d))*$/iu;

/** The text between a measure and its amount opens a "mentre" clause whose subject is another noun. */
export function otherSubject(between: string): boolean {
  const m = OTHER_SUBJECT.exec(between);
  return m !== null && !NOT_A_SUBJECT.test(m[1] ?? '');
}
