import { describe, expect, it } from 'vitest';
import { bootPlan } from './boot.ts';

describe('boot plan: what a first screen fetches beside the frame', () => {
  it('gives a visitor on / the public site and the landing page with its strings', () => {
    expect(bootPlan('/', false)).toEqual({ groups: ['visitor', 'landing'], namespaces: ['landing'] });
  });
  it('gives a visitor page only the public site', () => {
    expect(bootPlan('/pricing', false)).toEqual({ groups: ['visitor'], namespaces: [] });
    expect(bootPlan('/login', false)).toEqual({ groups: ['visitor'], namespaces: [] });
    // A sealed report's verification and a showcase page are opened from a QR code or a badge, signed out.
    expect(bootPlan('/verify/6f1c2b1e-2f7a-4a51-9d0e-3c1f0b2a9e77', false)).toEqual({ groups: ['visitor'], namespaces: [] });
    expect(bootPlan('/showcase/solar-farm-a1b2c3', false)).toEqual({ groups: ['visitor'], namespaces: [] });
  });
  it('gives a signed-in browser the shell, with the dashboard on / and /dashboard', () => {
    expect(bootPlan('/', true)).toEqual({ groups: ['shell', 'dashboard'], namespaces: ['shell', 'dashboard'] });
    expect(bootPlan('/dashboard', true).groups).toEqual(['shell', 'dashboard']);
    expect(bootPlan('/pricing', true)).toEqual({ groups: ['shell'], namespaces: ['shell'] });
  });
  it('treats a path only the shell has as most likely signed in', () => {
    expect(bootPlan('/dashboard', false).groups).toEqual(['shell', 'dashboard']);
    expect(bootPlan('/settings', false).groups).toEqual(['shell']);
  });
});
