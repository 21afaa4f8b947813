import { afterEach, describe, expect, it } from 'vitest';
import SCRIPT from '../public/theme-init.js?raw';
import { detectLanguage } from './language.ts';

// public/theme-init.js runs before the body is parsed and cannot import the app's code, so it
// repeats the first-visit language rule; the oracle here is the app's own rule (detectLanguage).

function run(saved: Record<string, string>, languages: readonly string[]) {
  localStorage.clear();
  for (const [k, v] of Object.entries(saved)) localStorage.setItem(k, v);
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
  document.documentElement.className = '';
  document.documentElement.lang = '';
  new Function(SCRIPT)();
  return { lang: document.documentElement.lang, dark: document.documentElement.classList.contains('dark') };
}

describe('theme-init.js', () => {
  afterEach(() => localStorage.clear());

  it('sets the first visit language by the same rule as the app', () => {
    for (const prefs of [['it-IT', 'en'], ['de-DE', 'it'], ['fr', 'de'], [], ['EN-gb', 'it'], ['IT']]) {
      expect(run({}, prefs).lang, prefs.join(',')).toBe(detectLanguage(prefs));
    }
  });

  it('prefers the saved language and theme, and ignores a saved value it does not know', () => {
    expect(run({ language: 'it', theme: 'dark' }, ['en-US'])).toEqual({ lang: 'it', dark: true });
    expect(run({ language: 'en' }, ['it-IT'])).toEqual({ lang: 'en', dark: false });
    expect(run({ language: 'fr' }, ['it-IT']).lang).toBe('it');
  });
});
