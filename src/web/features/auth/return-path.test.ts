import { describe, expect, it } from 'vitest';
import { returnPath, sessionEnded } from './return-path.ts';

describe('returnPath', () => {
  it('goes back to a page of this site, query and hash included', () => {
    expect(returnPath({ sessionEnded: true, from: '/settings?x=1#consent' })).toBe('/settings?x=1#consent');
  });
  it('refuses other origins, the sign-in page itself and anything that is not a path', () => {
    for (const from of ['//evil.example/x', '/\\evil.example', 'https://evil.example', '/login', '/login?x', 42, undefined]) {
      expect(returnPath({ from }), String(from)).toBe('/dashboard');
    }
    expect(returnPath(null)).toBe('/dashboard');
  });
  it('tells a session that ended from an ordinary visit', () => {
    expect(sessionEnded({ sessionEnded: true })).toBe(true);
    expect(sessionEnded({})).toBe(false);
    expect(sessionEnded(null)).toBe(false);
  });
});
