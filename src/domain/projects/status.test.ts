import { describe, expect, it } from 'vitest';
import { PROJECT_STATUSES, canTransition } from './status.ts';
import { canCreateProject } from './limits.ts';

describe('project status transitions', () => {
  it('allows exactly the documented moves (oracle: the transition table of ADR 0007 as amended by lifecycle.md, written out by hand)', () => {
    const allowed = new Set([
      'draft>analyzing',
      'draft>funded',
      'analyzing>completed',
      'analyzing>draft',
      'completed>analyzing',
      'completed>funded',
    ]);
    for (const from of PROJECT_STATUSES) {
      for (const to of PROJECT_STATUSES) expect(canTransition(from, to), `${from} → ${to}`).toBe(allowed.has(`${from}>${to}`));
    }
  });
});

describe('project limits (seed section 9)', () => {
  it.each([
    ['free', 0, true],
    ['free', 1, false],
    ['single_project', 1, false],
    ['professional', 4, true],
    ['professional', 5, false],
    ['business', 19, true],
    ['business', 20, false],
    ['enterprise', 10_000, true],
  ] as const)('%s with %i existing → %s', (tier, existing, ok) => {
    expect(canCreateProject(tier, existing)).toBe(ok);
  });
});
