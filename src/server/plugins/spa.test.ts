import { describe, expect, it } from 'vitest';
import { acceptedLanguages, pageWithPreloads } from './spa.ts';

const HTML = '<!doctype html><html><head><title>x</title></head><body></body></html>';
const PRELOADS = {
  groups: { visitor: ['/assets/Visitor.js', '/assets/shared.js'], landing: ['/assets/Landing.js', '/assets/shared.js'], shell: ['/assets/Shell.js'], dashboard: ['/assets/Dash.js'] },
  locales: {
    en: { common: '/assets/common-en.js', errors: '/assets/errors-en.js', landing: '/assets/landing-en.js', shell: '/assets/shell-en.js', dashboard: '/assets/dashboard-en.js' },
    it: { common: '/assets/common-it.js', errors: '/assets/errors-it.js', landing: '/assets/landing-it.js', shell: '/assets/shell-it.js', dashboard: '/assets/dashboard-it.js' },
  },
};
const hrefs = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('Accept-Language', () => {
  it('orders tags by q-value, keeping the header order on ties, and drops q=0 and *', () => {
    expect(acceptedLanguages('en;q=0.5, it-IT, de;q=0.8, fr;q=0, *;q=0.1')).toEqual(['it-IT', 'de', 'en']);
    expect(acceptedLanguages('it-IT,it;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['it-IT', 'it', 'en-US', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});

describe('index.html with the first screen\'s preloads', () => {
  it('names, for a visitor on / whose browser prefers Italian, the landing code once and the Italian strings', () => {
    const page = pageWithPreloads(HTML, PRELOADS, '/', false, 'it-IT,it;q=0.9,en;q=0.8');
    expect(hrefs(page)).toEqual(['/assets/Visitor.js', '/assets/shared.js', '/assets/Landing.js', '/assets/common-it.js', '/assets/errors-it.js', '/assets/landing-it.js']);
    expect(page.indexOf('modulepreload')).toBeLessThan(page.indexOf('</head>'));
  });
  it('names the shell and the dashboard for a browser with a session cookie, in English by default', () => {
    expect(hrefs(pageWithPreloads(HTML, PRELOADS, '/dashboard', true, undefined))).toEqual([
      '/assets/Shell.js',
      '/assets/Dash.js',
      '/assets/common-en.js',
      '/assets/errors-en.js',
      '/assets/shell-en.js',
      '/assets/dashboard-en.js',
    ]);
  });
  it('leaves the page as it is when there is nothing to name', () => {
    expect(pageWithPreloads(HTML, { groups: {}, locales: {} }, '/pricing', false, 'en')).toBe(HTML);
  });
});
