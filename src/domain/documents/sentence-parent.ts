/**
 * The parent company's own accounts (issue 28, twenty-second pass): a release on the group's results often adds the
 * parent's separate figures ("la posizione finanziaria netta della capogruppo risulta positiva per 405 milioni", "La
 * Capogruppo Immsi spa ha registrato un risultato netto … di 5,5 milioni", "the parent company's net income was €12
 * million"). They are another entity's: where the text states the group's figure of the same measure, the parent's is left
 * out; where it states none (a holding's release that gives only the parent's net cash), the parent's stands in for it, with
 * lower confidence and the reason `parent_company`, for the reviewer. Used by sentence-mentions.ts on each key mention; the
 * reader keeps or drops the figures of those mentions (sentence-stand-in.ts). Pure.
 */

/** "… netto della capogruppo", "… della Capogruppo Immsi spa", "- Utile netto Capogruppo: …", "… of the parent company", "… of the holding company". */
const PARENT_AFTER =
  /^\s+(?:(?:della|dalla)\s+(?:società\s+)?(?:capogruppo|capofila|controllante|holding)\b|capogruppo\b|of\s+(?:the\s+)?(?:parent|holding)\s+company\b)/iu;
/** "the parent company's net income", "Parent company net sales". */
// ("i risultati della capofila Conserve Nord, chiuso con un utile netto …": the parent named just before, in the same clause run;
// "nel bilancio ordinario 2023 chiuso con un utile netto …": the parent's own accounts, beside the consolidated ones)
const PARENT_BEFORE =
  /\b(?:parent|holding)\s+company(?:'s|’s)?\s+(?:[\p{L}-]+\s+){0,2}$|\bparent(?:'s|’s)\s+(?:[\p{L}-]+\s+){0,2}$|\b(?:della|dalla|la)\s+(?:società\s+)?(?:capogruppo|capofila)\b[^.;()]{0,60}$|\bbilancio\s+(?:ordinario|civilistico|separato|individuale)\b[^.;()]{0,60}$/iu;
/** "La Capogruppo Immsi spa ha registrato un risultato netto …", "The parent company recorded …": the parent is the subject. */
const PARENT_SUBJECT =
  /^\s*(?:[-•·]\s*)?(?:(?:la|the)\s+(?:società\s+)?(?:capogruppo|capofila|controllante|parent company)|(?:per|for)\s+(?:la|the)\s+(?:capogruppo|capofila|parent company))\b[^.;]*$/iu;

/** "portare a nuovo la perdita netta di 49,65 milioni di euro contabilizzata dalla capogruppo": the parent named after the amount. */
const PARENT_AFTER_AMOUNT =
  /^\s+(?:di|per|pari a|of)\s+[^.;()]{0,40}?\b(?:(?:contabilizzat|registrat|conseguit|realizzat|riportat)[oaie]\s+dalla\s+(?:società\s+)?(?:capogruppo|controllante|holding)|(?:recorded|reported|posted)\s+by\s+the\s+(?:parent|holding)\s+company)\b/iu;

/** The key mention at `start`..`end` of the sentence `text` names the parent company's own figure. */
export function parentsFigure(text: string, start: number, end: number): boolean {
  return (
    PARENT_AFTER.test(text.slice(end, end + 50)) ||
    PARENT_AFTER_AMOUNT.test(text.slice(end, end + 110)) ||
    PARENT_BEFORE.test(text.slice(Math.max(0, start - 80), start)) ||
    // ("La Capogruppo Autostrade S.p.A. ha fatto registrare un utile netto …": a company form's dots end no clause)
    PARENT_SUBJECT.test(text.slice(0, start).replace(/\b(?:S\.p\.A|S\.r\.l|S\.a\.s|N\.V|S\.A)\./giu, 'SpA'))
  );
}
