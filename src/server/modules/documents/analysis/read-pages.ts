import { pageFigures, sentenceDocument } from '../../../../domain/documents/index.ts';
import type { fileDate } from '../../../../domain/documents/index.ts';
import type { NumberLanguage, RuleFigure, SentenceDocument, TextPage } from '../../../../domain/documents/index.ts';

/**
 * The rule figures of a document's pages, fail-soft: a page whose sentences the reader cannot read (a defect
 * of ours, never of the file: the reader is pure and total on every text we have measured) keeps its tables and
 * is listed in `unread`, so the analysis still succeeds with what it could read and the reviewer is told which
 * pages to check by hand, instead of the whole document failing after its retries; `reason` is the first error's
 * message, for the operator's log (never shown to the reviewer).
 */
export function readPages(
  pages: readonly TextPage[],
  lang: NumberLanguage,
  prose: SentenceDocument | null,
  read: typeof pageFigures = pageFigures,
): { figures: RuleFigure[]; unread: number[]; reason: string | null } {
  const unread: number[] = [];
  let reason: string | null = null;
  const figures = pages.flatMap((p) => {
    if (prose === null) {
      unread.push(p.page);
      return tablesOnly(p, lang, read);
    }
    try {
      return read(p, lang, prose);
    } catch (err) {
      unread.push(p.page);
      reason ??= String((err as Error)?.message ?? err).slice(0, 200);
      return tablesOnly(p, lang, read);
    }
  });
  return { figures, unread, reason };
}

function tablesOnly(p: TextPage, lang: NumberLanguage, read: typeof pageFigures): RuleFigure[] {
  try {
    return read(p, lang, undefined, false);
  } catch {
    return [];
  }
}

/** What the whole document says for the sentence reader (its date as the uploader states it, when they do), or null when even that cannot be read. */
export function proseDocument(
  pages: readonly TextPage[],
  lang: NumberLanguage,
  file: ReturnType<typeof fileDate>,
  stated: string | null = null,
): SentenceDocument | null {
  try {
    return sentenceDocument(pages.map((p) => p.text).join('\n'), stated, lang, file);
  } catch {
    return null;
  }
}
