import type { SentenceFigure } from './sentence-figure.ts';

/**
 * The parent company's own figures (sentence-parent.ts) stand in for the group's only where the text states no figure of
 * the measure for the group; they keep a lower confidence and the reason `parent_company`. Pure; used by sentence-reader.ts.
 */
/** The parent's figures of the measures the group's figures do not cover. */
export function parentsStandingIn(parents: readonly SentenceFigure[], group: readonly SentenceFigure[]): SentenceFigure[] {
  return parents
    .filter((f) => !group.some((g) => g.key === f.key))
    .map((f) => ({ ...f, confidence: Math.min(f.confidence, 0.75), reason: [f.reason, 'parent_company'].filter(Boolean).join(',') }));
}
