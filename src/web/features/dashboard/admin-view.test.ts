import { describe, expect, it } from 'vitest';
import { ADMIN_LIST_CAPS, errorFigures, outboxFigures, userFigures } from './admin-view.ts';

describe('admin figures (hand counts)', () => {
  it('counts users by role and flags a full page as "at least"', () => {
    const users = [
      { role: 'proponent' as const },
      { role: 'proponent' as const },
      { role: 'admin' as const },
      { role: 'investor' as const },
    ];
    expect(userFigures(users)).toEqual({
      total: { value: 4, atLeast: false },
      byRole: { proponent: 2, investor: 1, consultant: 0, admin: 1 },
    });
    const full = Array.from({ length: ADMIN_LIST_CAPS.users }, () => ({ role: 'consultant' as const }));
    expect(userFigures(full).total).toEqual({ value: 500, atLeast: true });
  });

  it('counts error reports of the last 7 days; a full list is "at least" only if its oldest row is inside the week', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const reports = [
      { receivedAt: '2026-11-25T11:00:00Z' },
      { receivedAt: '2026-11-19T12:00:00Z' },
      { receivedAt: '2026-11-18T11:59:59Z' },
    ];
    expect(errorFigures(reports, now)).toEqual({ lastWeek: { value: 2, atLeast: false }, latest: '2026-11-25T11:00:00Z' });
    expect(errorFigures([], now)).toEqual({ lastWeek: { value: 0, atLeast: false }, latest: null });
    const fullRecent = Array.from({ length: ADMIN_LIST_CAPS.errors }, () => ({ receivedAt: '2026-11-24T00:00:00Z' }));
    expect(errorFigures(fullRecent, now).lastWeek).toEqual({ value: 200, atLeast: true });
  });

  it('splits outgoing mail into sent, failed and waiting', () => {
    const mail = [
      { sentAt: '2026-11-25T10:00:00Z', error: null },
      { sentAt: '2026-11-25T10:00:00Z', error: 'first try failed' },
      { sentAt: null, error: 'connection refused' },
      { sentAt: null, error: null },
    ];
    expect(outboxFigures(mail)).toEqual({ sent: 2, failed: 1, pending: 1, atLeast: false });
  });
});
