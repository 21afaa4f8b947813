/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { apiPost, expect, registerUser, signIn, test } from './support/fixtures.ts';

// Issue 27, "one rounding per quantity": a scan of the rendered screens for two renderings of one stored value.
// For each stored value (the latest version's CR score, IRR and P(NPV < 0)), every number on a screen that is a
// correct rounding of that value at the number's own precision counts as a rendering of it; all of them must be
// the one rendering the methodology fixes. Oracle: Intl.NumberFormat with the documented rules, written here
// (CR score: exactly one decimal; percentages: at most one decimal), not the app's formatter.

type Stored = { score: { total: number }; irr: number | null; probabilityNpvNegative: number | null; version: number };

const LOCALE = { en: 'en-GB', it: 'it-IT' } as const;
const clean = (s: string) =>
  s
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\u2060/g, '')
    .replace(/\u2212/g, '-');

/** The numbers in a text with their decimals, read in the language's separators ("1,234.5" / "1.234,5"). */
function numbers(
  text: string,
  lng: 'en' | 'it',
  percent: boolean,
): Array<{ raw: string; value: number; decimals: number; context: string }> {
  const [group, dec] = lng === 'en' ? [',', '.'] : ['.', ','];
  const g = group === '.' ? '\\.' : group;
  const d = dec === '.' ? '\\.' : dec;
  // A number glued to a letter ("v2", "cr-v1") is a label, not a quantity.
  const re = new RegExp(
    `(?<![\\p{L}\\d${g}${d}-])-?\\d{1,3}(?:${g}\\d{3})*(?:${d}\\d+)?(?![\\d${d}])${percent ? '\\s?%' : '(?!\\s?%)'}`,
    'gu',
  );
  // Dates and clock times are not quantities: "29 Nov 2026, 15:43" once read as a score of 15 at 15:xx UTC.
  const cleaned = clean(text)
    .replace(/\b\d{1,2} \p{L}{3,}\.? \d{4}\b/gu, ' ')
    .replace(/\b\d{1,2}:\d{2}(?::\d{2})?\b/g, ' ');
  return [...cleaned.matchAll(re)].map((m) => {
    const raw = m[0];
    const at = m.index ?? 0;
    const context = cleaned.slice(Math.max(0, at - 40), at + raw.length + 40).replace(/\s+/g, ' ');
    const body = raw.replace('%', '').trim().split(group).join('');
    const [, frac = ''] = body.split(dec);
    return { raw: raw.trim(), value: Number(body.replace(dec, '.')), decimals: frac.length, context };
  });
}

/** The renderings of `value` among the numbers: those that are its correct rounding at their own precision. */
function renderingsOf(
  value: number,
  found: Array<{ raw: string; value: number; decimals: number; context: string }>,
): Array<{ raw: string; context: string }> {
  return found.filter((n) => Math.abs(n.value - value) <= 0.5 * 10 ** -n.decimals + 1e-9);
}

async function screenText(page: Page, path: string, ready: string): Promise<string> {
  await page.goto(path);
  await expect(page.getByTestId(ready).first()).toBeVisible({ timeout: 30_000 });
  // Charts and lazy panels settle after the first frame.
  await page.waitForLoadState('networkidle');
  return page.locator('main').first().innerText();
}

for (const lng of ['en', 'it'] as const) {
  test(`one rendering per stored value across the screens (${lng})`, async ({ page }) => {
    test.setTimeout(180_000);
    if (lng === 'it') await page.addInitScript(() => localStorage.setItem('language', 'it'));
    // A name without digits: "proponent 15" in the header once read as the CR score 15.2 rounded to units.
    await signIn(page, await registerUser(page.request, 'proponent', `Scan reader ${lng}`));
    const p = (await apiPost(page.request, '/api/projects', {
      title: 'Scan project',
      industry: '62.01',
      targetMarket: 'B2B clinics',
      estimatedBudget: 350_000,
    })) as { id: string };
    await apiPost(page.request, `/api/projects/${p.id}/evaluations`, { iterations: 2_000, seed: 11 });
    const latest = (await apiPost(page.request, `/api/projects/${p.id}/evaluations`, { iterations: 2_000, seed: 12 })) as Stored;

    const fmt = (o: Intl.NumberFormatOptions) => new Intl.NumberFormat(LOCALE[lng], o);
    const score = clean(fmt({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(latest.score.total));
    const pct = (x: number) =>
      clean(fmt({ style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(x)).replace(/\s%/, ' %');

    const screens: Array<[string, string]> = [
      ['/dashboard', 'dashboard'],
      ['/projects', 'project-row'],
      [`/projects/${p.id}`, 'project-page'],
      [`/projects/${p.id}?tab=results`, 'project-page'],
      [`/projects/${p.id}?tab=score`, 'project-page'],
      [`/projects/${p.id}?tab=history`, 'history-table'],
      [`/metrics?project=${p.id}`, 'metrics'],
    ];
    const seen: Record<string, Set<string>> = { score: new Set(), irr: new Set(), pNegative: new Set() };
    const where: string[] = [];
    for (const [path, ready] of screens) {
      const text = await screenText(page, path, ready);
      const plain = numbers(text, lng, false);
      const percents = numbers(text, lng, true);
      const note = (kind: keyof typeof seen, r: { raw: string; context: string }) => {
        seen[kind]!.add(r.raw);
        where.push(`${kind} ${r.raw} on ${path}: …${r.context}…`);
      };
      for (const r of renderingsOf(latest.score.total, plain)) note('score', r);
      if (latest.irr !== null) for (const r of renderingsOf(latest.irr * 100, percents)) note('irr', r);
      if (latest.probabilityNpvNegative !== null)
        for (const r of renderingsOf(latest.probabilityNpvNegative * 100, percents)) note('pNegative', r);
    }
    // The score is on several screens; each stored value reads one way wherever it appears.
    expect([...seen.score!], where.join('\n')).toEqual([score]);
    if (latest.irr !== null && seen.irr!.size > 0)
      expect(
        [...seen.irr!].map((s) => s.replace(/\s%/, ' %')),
        where.join('\n'),
      ).toEqual([pct(latest.irr)]);
    if (latest.probabilityNpvNegative !== null && seen.pNegative!.size > 0)
      expect(
        [...seen.pNegative!].map((s) => s.replace(/\s%/, ' %')),
        where.join('\n'),
      ).toEqual([pct(latest.probabilityNpvNegative)]);
  });
}
