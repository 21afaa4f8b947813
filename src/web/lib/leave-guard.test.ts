import { describe, expect, it } from 'vitest';
import { leavesPage } from './leave-guard.ts';

const here = new URL('http://app.test/projects/p1?tab=evaluation') as unknown as Location;
const link = (href: string, attrs: Record<string, string> = {}) => {
  const a = document.createElement('a');
  a.href = href;
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  return a;
};
const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('which link clicks leave the page', () => {
  it('another path or query of this app leaves', () => {
    expect(leavesPage(link('http://app.test/dashboard'), plain, here)).toBe(true);
    expect(leavesPage(link('http://app.test/projects/p1?tab=score'), plain, here)).toBe(true);
  });
  it('the same page, a fragment of it, another site, a new tab, a download or a modified click do not', () => {
    expect(leavesPage(link('http://app.test/projects/p1?tab=evaluation#results'), plain, here)).toBe(false);
    expect(leavesPage(link('https://example.org/'), plain, here)).toBe(false);
    expect(leavesPage(link('http://app.test/dashboard', { target: '_blank' }), plain, here)).toBe(false);
    expect(leavesPage(link('http://app.test/report.csv', { download: '' }), plain, here)).toBe(false);
    expect(leavesPage(link('http://app.test/dashboard'), { ...plain, ctrlKey: true }, here)).toBe(false);
    expect(leavesPage(link('http://app.test/dashboard'), { ...plain, button: 1 }, here)).toBe(false);
  });
});
