import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../contract/notifications.ts';
import { badgeText, displayType, filterNotifications, newUnreadIds } from './logic.ts';

const n = (id: string, isRead = false): Notification => ({
  id,
  type: 'info',
  title: id,
  content: '',
  isRead,
  linkUrl: null,
  message: null,
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('notification logic', () => {
  it('badge: nothing at 0, the count up to 9, 9+ above', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
  });
  it('unknown types display as info', () => expect(displayType('celebration')).toBe('info'));
  it('filters unread', () => expect(filterNotifications([n('a'), n('b', true)], 'unread').map((x) => x.id)).toEqual(['a']));
  it('a new unread one deserves a sound; the first load does not', () => {
    expect(newUnreadIds(null, [n('a')])).toEqual([]);
    expect(newUnreadIds(new Set(['a']), [n('a'), n('b'), n('c', true)])).toEqual(['b']);
  });
});
