import { describe, expect, it } from 'vitest';
import {
  PROJECT_CAPABILITIES,
  effectiveGrantLevel,
  grantIsLive,
  grantableLevels,
  projectAccess,
  type AccessFacts,
  type ProjectCapability,
} from './index.ts';

const now = new Date('2026-06-01T12:00:00Z');
const past = new Date('2026-05-31T12:00:00Z');
const future = new Date('2026-06-30T00:00:00Z');

/**
 * The oracle: issue 11's sharing rules written out by hand, one line per relation (not derived from
 * the implementation's table). Columns in PROJECT_CAPABILITIES order:
 * view comment editDetails editInputs runEvaluation changeStatus archive delete viewAccess manageAccess
 */
const EXPECTED: Array<[string, Omit<AccessFacts, 'now'>, string]> = [
  ['owner', { userRole: 'proponent', membership: 'owner', grant: null }, 'V C D I R S A X W M'],
  ['editor', { userRole: 'proponent', membership: 'editor', grant: null }, 'V C D I R S A - W -'],
  ['viewer', { userRole: 'proponent', membership: 'viewer', grant: null }, 'V C - - - - - - W -'],
  ['non-member', { userRole: 'proponent', membership: null, grant: null }, '- - - - - - - - - -'],
  [
    'investor grantee read',
    { userRole: 'investor', membership: null, grant: { access: 'read', expiresAt: null, revokedAt: null } },
    'V - - - - - - - - -',
  ],
  [
    'investor grantee comment',
    { userRole: 'investor', membership: null, grant: { access: 'comment', expiresAt: future, revokedAt: null } },
    'V C - - - - - - - -',
  ],
  [
    'consultant grantee read',
    { userRole: 'consultant', membership: null, grant: { access: 'read', expiresAt: null, revokedAt: null } },
    'V - - - - - - - - -',
  ],
  [
    'consultant grantee edit',
    { userRole: 'consultant', membership: null, grant: { access: 'edit', expiresAt: null, revokedAt: null } },
    'V C - I - - - - - -',
  ],
  [
    'investor holding an edit grant (capped to comment)',
    { userRole: 'investor', membership: null, grant: { access: 'edit', expiresAt: null, revokedAt: null } },
    'V C - - - - - - - -',
  ],
  [
    'expired grantee',
    { userRole: 'consultant', membership: null, grant: { access: 'edit', expiresAt: past, revokedAt: null } },
    '- - - - - - - - - -',
  ],
  [
    'grantee whose grant expires exactly now',
    { userRole: 'investor', membership: null, grant: { access: 'read', expiresAt: now, revokedAt: null } },
    '- - - - - - - - - -',
  ],
  [
    'revoked grantee',
    { userRole: 'investor', membership: null, grant: { access: 'comment', expiresAt: null, revokedAt: past } },
    '- - - - - - - - - -',
  ],
  ['admin (not a member)', { userRole: 'admin', membership: null, grant: null }, 'V - - - - - - - W -'],
  ['admin who owns the workspace', { userRole: 'admin', membership: 'owner', grant: null }, 'V C D I R S A X W M'],
  [
    'viewer who also holds an edit grant',
    { userRole: 'consultant', membership: 'viewer', grant: { access: 'edit', expiresAt: null, revokedAt: null } },
    'V C - I - - - - W -',
  ],
];

const allowed = (row: string): ProjectCapability[] => row.split(' ').flatMap((c, i) => (c === '-' ? [] : [PROJECT_CAPABILITIES[i]!]));

describe('the project access rule', () => {
  it('has the ten capabilities the table is written against', () => {
    expect(PROJECT_CAPABILITIES).toEqual([
      'view',
      'comment',
      'editDetails',
      'editInputs',
      'runEvaluation',
      'changeStatus',
      'archive',
      'delete',
      'viewAccess',
      'manageAccess',
    ]);
  });

  it.each(EXPECTED)('%s', (_name, facts, row) => {
    const { capabilities } = projectAccess({ ...facts, now });
    expect(PROJECT_CAPABILITIES.filter((c) => capabilities[c])).toEqual(allowed(row));
  });

  it('reports the strongest relation: membership, then a live grant, then admin, else none', () => {
    expect(projectAccess({ userRole: 'admin', membership: 'editor', grant: null, now }).relation).toEqual({
      via: 'member',
      level: 'editor',
    });
    expect(
      projectAccess({ userRole: 'consultant', membership: null, grant: { access: 'edit', expiresAt: null, revokedAt: null }, now })
        .relation,
    ).toEqual({ via: 'grant', level: 'edit' });
    expect(
      projectAccess({ userRole: 'investor', membership: null, grant: { access: 'edit', expiresAt: null, revokedAt: null }, now }).relation,
    ).toEqual({ via: 'grant', level: 'comment' });
    expect(
      projectAccess({ userRole: 'admin', membership: null, grant: { access: 'read', expiresAt: past, revokedAt: null }, now }).relation,
    ).toEqual({ via: 'admin', level: 'admin' });
    expect(
      projectAccess({ userRole: 'investor', membership: null, grant: { access: 'read', expiresAt: null, revokedAt: now }, now }).relation,
    ).toEqual({ via: 'none', level: null });
  });

  it('counts a grant live until its expiry instant, and never once revoked', () => {
    const g = { access: 'read' as const, revokedAt: null };
    expect(grantIsLive({ ...g, expiresAt: null }, now)).toBe(true);
    expect(grantIsLive({ ...g, expiresAt: new Date(now.getTime() + 1) }, now)).toBe(true);
    expect(grantIsLive({ ...g, expiresAt: now }, now)).toBe(false);
    expect(grantIsLive({ ...g, expiresAt: future, revokedAt: past } as never, now)).toBe(false);
  });

  it('lets investors receive read or comment, consultants also edit, and nobody else anything', () => {
    expect(grantableLevels('investor')).toEqual(['read', 'comment']);
    expect(grantableLevels('consultant')).toEqual(['read', 'comment', 'edit']);
    expect(grantableLevels('proponent')).toEqual([]);
    expect(grantableLevels('admin')).toEqual([]);
    expect(effectiveGrantLevel('edit', 'consultant')).toBe('edit');
    expect(effectiveGrantLevel('edit', 'investor')).toBe('comment');
    expect(effectiveGrantLevel('read', 'investor')).toBe('read');
  });
});
