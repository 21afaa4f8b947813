import { describe, expect, it } from 'vitest';
import { canMoveFeedback, FEEDBACK_STATUSES, feedbackRoute } from './index.ts';

describe('feedback rules', () => {
  it('moves new → triaged → resolved/declined, closes a new item directly, reopens to triaged only', () => {
    // Oracle: the table of ADR 0054, written out by hand.
    const allowed = new Set([
      'new>triaged',
      'new>resolved',
      'new>declined',
      'triaged>resolved',
      'triaged>declined',
      'resolved>triaged',
      'declined>triaged',
    ]);
    for (const from of FEEDBACK_STATUSES)
      for (const to of FEEDBACK_STATUSES) expect(canMoveFeedback(from, to), `${from}>${to}`).toBe(allowed.has(`${from}>${to}`));
  });

  it('keeps only the path of the route (a query may hold a token)', () => {
    expect(feedbackRoute('/reset-password?token=secret#x')).toBe('/reset-password');
    expect(feedbackRoute('/projects/42')).toBe('/projects/42');
    expect(feedbackRoute('x'.repeat(400)).length).toBe(300);
  });
});
