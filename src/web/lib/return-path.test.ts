import { describe, expect, it } from 'vitest';
import { returnPath, returnToParam, safeReturnPath, sessionEnded, withReturnTo } from './return-path.ts';

// Open-redirect attempts, written by hand from the usual catalogues (OWASP, PortSwigger): every one must be refused.
const ATTACKS = [
  'https://evil.example',
  'http://evil.example/projects/1',
  '//evil.example',
  '//evil.example/projects/1',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '%2F%5Cevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%252F%252Fevil.example',
  '/%255Cevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%0d%0a/evil.example',
  '/\u0000/evil.example',
  ' //evil.example',
  '/ /evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  '/javascript:alert(1)',
  '/%6Aavascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  'projects/1',
  '',
  '/%',
  '/login',
  '/login?returnTo=%2Fprojects',
  '/register',
  '/onboarding?returnTo=%2Fprojects%2F1',
  '/api/logout',
  `/${'a'.repeat(3000)}`,
];

describe('safeReturnPath', () => {
  it.each(ATTACKS)('refuses %j', (attack) => expect(safeReturnPath(attack)).toBeNull());

  it('refuses what is not a string', () => {
    for (const value of [42, null, undefined, {}, ['/projects/1']]) expect(safeReturnPath(value)).toBeNull();
  });

  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/projects/42')).toBe('/projects/42');
    expect(safeReturnPath('/projects/42?tab=evaluation#results')).toBe('/projects/42?tab=evaluation#results');
    expect(safeReturnPath('/settings')).toBe('/settings');
    expect(safeReturnPath('/')).toBe('/');
  });
});

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
  it('prefers the returnTo of the address, and ignores an unsafe one', () => {
    expect(returnPath(null, '?returnTo=%2Fprojects%2F42')).toBe('/projects/42');
    expect(returnPath({ from: '/settings' }, '?returnTo=%2Fprojects%2F42')).toBe('/projects/42');
    expect(returnPath({ from: '/settings' }, '?returnTo=%2F%2Fevil.example')).toBe('/settings');
    expect(returnPath(null, '?returnTo=https%3A%2F%2Fevil.example')).toBe('/dashboard');
  });
  it('tells a session that ended from an ordinary visit', () => {
    expect(sessionEnded({ sessionEnded: true })).toBe(true);
    expect(sessionEnded({})).toBe(false);
    expect(sessionEnded(null)).toBe(false);
  });
});

describe('returnToParam and withReturnTo', () => {
  it('round-trips a path through a link', () => {
    const link = withReturnTo('/login', '/projects/42?tab=evaluation');
    expect(link).toBe('/login?returnTo=%2Fprojects%2F42%3Ftab%3Devaluation');
    expect(returnToParam(link.slice(link.indexOf('?')))).toBe('/projects/42?tab=evaluation');
  });
  it('leaves a link alone without a destination', () => expect(withReturnTo('/register', null)).toBe('/register'));
});
