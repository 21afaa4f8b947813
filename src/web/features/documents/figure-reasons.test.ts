import { describe, expect, it } from 'vitest';
import { FIGURE_REASONS } from '../../../domain/documents/index.ts';
import en from '../../locales/en/documents.json' with { type: 'json' };
import it_ from '../../locales/it/documents.json' with { type: 'json' };

// Oracle: the reviewer reads why a figure needs checking in their language; a reason without a translation would show
// as a bare code ("period_of_comparison") on the document's figures.
describe('the reasons shown beside an unsure figure', () => {
  it.each(FIGURE_REASONS)('%s is translated in English and Italian', (reason) => {
    const texts = [(en.figureReason as Record<string, string>)[reason], (it_.figureReason as Record<string, string>)[reason]];
    for (const text of texts) expect(text && text !== reason ? text : null).not.toBeNull();
    expect(texts[0]).not.toBe(texts[1]);
  });
});
