import { describe, expect, it } from 'vitest';
import { reportReading } from './report-reading.ts';
import type { Relation } from './rule.ts';

const grantRead: Relation = { via: 'grant', level: 'read' };
const none: Relation = { via: 'none', level: null };

describe('reportReading', () => {
  it('members read their project reports, revoked or not', () => {
    for (const level of ['owner', 'editor', 'viewer'] as const)
      for (const revoked of [false, true])
        expect(reportReading({ relation: { via: 'member', level }, liveShare: false, revoked })).toBe('member');
  });

  it('an investor with a read grant on the project but no share of this report reads nothing', () => {
    expect(reportReading({ relation: grantRead, liveShare: false, revoked: false })).toBe('none');
  });

  it('an investor the report was shared with reads it, with or without a project grant', () => {
    expect(reportReading({ relation: grantRead, liveShare: true, revoked: false })).toBe('share');
    expect(reportReading({ relation: none, liveShare: true, revoked: false })).toBe('share');
  });

  it('a revoked report is no longer read through a share', () => {
    expect(reportReading({ relation: none, liveShare: true, revoked: true })).toBe('none');
  });

  it('an admin reads (audited by the server), a stranger does not', () => {
    expect(reportReading({ relation: { via: 'admin', level: 'admin' }, liveShare: false, revoked: false })).toBe('admin');
    expect(reportReading({ relation: none, liveShare: false, revoked: false })).toBe('none');
  });
});
