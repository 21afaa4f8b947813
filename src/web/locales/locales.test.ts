import { describe, expect, it } from 'vitest';

const files = import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' });
const LANGUAGES = ['en', 'it'] as const;

function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[]`];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

function namespacesOf(lng: string): string[] {
  return Object.keys(files)
    .filter((f) => f.startsWith(`./${lng}/`))
    .map((f) => f.slice(lng.length + 3))
    .sort();
}

const namespaces = namespacesOf('en');

describe('translations', () => {
  it('every language has the same namespaces', () => {
    for (const lng of LANGUAGES) expect(namespacesOf(lng)).toEqual(namespaces);
  });

  it.each(namespaces)('%s: the same keys in English and Italian, none empty', (file: string) => {
    const en = files[`./en/${file}`];
    const it_ = files[`./it/${file}`];
    expect(keys(it_).sort()).toEqual(keys(en).sort());
    for (const text of [JSON.stringify(en), JSON.stringify(it_)]) expect(text).not.toMatch(/:""/);
  });

  it.each(namespaces)('%s: every plural has its _one and _other forms', (file: string) => {
    for (const lng of LANGUAGES) {
      const all = keys(files[`./${lng}/${file}`]);
      for (const k of all.filter((x) => x.endsWith('_one'))) expect(all).toContain(k.replace(/_one$/, '_other'));
    }
  });
});
