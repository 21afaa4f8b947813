/** What an answer cites (issue 25): a document page, an evaluation field, a compliance item, a call, a figure, a roadmap item, an investor question. */
export type CitationKind = 'document' | 'evaluation' | 'compliance' | 'call' | 'figure' | 'roadmap' | 'question';

/**
 * One citation. `ref` says where: document `<documentId>:<page>` (page 0 = a sheet or text without pages),
 * evaluation `<version>:<json path>`, compliance the item id, call the call id, figure the figure id, roadmap
 * the item id, question the investor question id. `quote` is text that exists at that place (for an
 * evaluation field: the stored value as text).
 */
export interface Citation {
  readonly kind: CitationKind;
  readonly ref: string;
  readonly quote: string;
}

/** One sentence of an answer with its sources; `ai` marks a sentence a model phrased. */
export interface AnswerSentence {
  readonly text: string;
  readonly citations: readonly Citation[];
  readonly ai?: boolean;
}

/** Which answer form answered: one of the most asked questions, retrieval, or none (not in the records). */
export type AnswerForm = 'why-score' | 'raise-score' | 'calls-fit' | 'investor-asks' | 'plan-missing' | 'retrieval' | 'none';

/** An answer as stored with its question. */
export interface StoredAnswer {
  readonly form: AnswerForm;
  readonly sentences: readonly AnswerSentence[];
  /** Sentences dropped because a citation did not resolve (kept as a count, never shown). */
  readonly dropped: number;
}
