import { describe, expect, it } from 'vitest';
import { DEFAULT_CHECKLIST, DEFAULT_STAGE_NAMES } from '../../../domain/deal-flow/index.ts';
import en from '../../locales/en/dealFlow.json';
import it_ from '../../locales/it/dealFlow.json';

// Oracle: the titles the server stores (src/domain/deal-flow). The English words on screen are those very
// titles, and Italian has a word for each, so an unrenamed default never falls back to English in Italian.
describe('default checklist and stage names', () => {
  it('has an English label equal to each stored title and an Italian one of its own', () => {
    for (const [key, title] of Object.entries(DEFAULT_CHECKLIST)) {
      expect(en.checklistDefaults[key as keyof typeof en.checklistDefaults]).toBe(title);
      expect(it_.checklistDefaults[key as keyof typeof it_.checklistDefaults]).toMatch(/\S/);
      expect(it_.checklistDefaults[key as keyof typeof it_.checklistDefaults]).not.toBe(title);
    }
    for (const [kind, name] of Object.entries(DEFAULT_STAGE_NAMES)) expect(en.stages[kind as keyof typeof en.stages]).toBe(name);
  });
});
