import { describe, expect, it } from 'vitest';
import { roleFromSearch } from '../auth/RegisterPage.tsx';
import { APP_VERSION, feedbackPayload } from './api.ts';

// Oracle: the payload of ADR 0054 written out by hand (path only, trimmed words, whole pixels).
describe('what the feedback widget sends', () => {
  it('is the trimmed words, the path without query or fragment, the version and the rounded window size', () => {
    expect(feedbackPayload('  Too small on my phone \n', '/reset-password?token=s3cret#top', { width: 375.4, height: 811.6 })).toEqual({
      description: 'Too small on my phone',
      route: '/reset-password',
      appVersion: APP_VERSION,
      viewport: { width: 375, height: 812 },
    });
  });
});

describe('the role /onboarding passes to /register', () => {
  it('is taken only from the self-service roles', () => {
    expect(roleFromSearch('?role=investor&returnTo=%2Fportfolio')).toBe('investor');
    expect(roleFromSearch('?role=consultant')).toBe('consultant');
    expect(roleFromSearch('?role=admin')).toBeUndefined();
    expect(roleFromSearch('')).toBeUndefined();
  });
});
