import type { Lang } from '../../../domain/advice/index.ts';

/** Data-quality findings' words (issue 25), by code; `{x}` are filled with the finding's values. */
export const DQ_MESSAGES: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  no_evaluation: {
    en: 'The project has no evaluation yet: the score cannot be computed.',
    it: 'Il progetto non ha ancora una valutazione: il punteggio non si può calcolare.',
  },
  input_missing: {
    en: '{name} has no input: it scores 0 and weighs {weight}% of the total.',
    it: '{name} non ha un dato: vale 0 e pesa il {weight}% del totale.',
  },
  no_documents: {
    en: 'No analysed document supports the figures: every value is only declared.',
    it: 'Nessun documento analizzato sostiene i dati: ogni valore è solo dichiarato.',
  },
  declared_only: {
    en: '{name} rests on declared values only; a reviewed document would raise the score’s confidence.',
    it: '{name} si basa solo su valori dichiarati; un documento verificato aumenterebbe l’affidabilità del punteggio.',
  },
  project_field_missing: {
    en: 'The project’s {field} is not recorded (funding matching and context need it).',
    it: 'Il campo {field} del progetto non è compilato (servono per i bandi e il contesto).',
  },
  figure_differs: {
    en: 'The accepted figure {key} from {file} ({figure}) differs from the evaluation input ({input}).',
    it: 'Il dato accettato {key} da {file} ({figure}) è diverso dal dato della valutazione ({input}).',
  },
  answer_without_evidence: {
    en: 'The compliance item {item} is answered “met” without evidence.',
    it: 'Il requisito {item} è indicato come soddisfatto senza una prova.',
  },
  evaluation_stale: {
    en: 'The inputs changed after the latest evaluation (version {version}): the score is out of date.',
    it: 'I dati sono cambiati dopo l’ultima valutazione (versione {version}): il punteggio non è aggiornato.',
  },
  figure_stale: {
    en: 'The accepted figure {key} from {file} is for {period}, more than a year before the current one.',
    it: 'Il dato accettato {key} da {file} si riferisce al {period}, più di un anno prima di quello attuale.',
  },
};

export const dqSay = (lang: Lang, code: string, values: Readonly<Record<string, string | number>> = {}): string =>
  (DQ_MESSAGES[code]?.[lang] ?? code).replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
