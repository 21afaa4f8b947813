/// <reference lib="dom" />
// Helpers shared by compliance.spec.ts and compliance-phone.spec.ts: the screens' own texts, the reference's
// framework prefixes, a one-page PDF, the API's summary and axe.
import { readFileSync } from 'node:fs';
import { AxeBuilder } from './support/axe.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { baseUrl, expect } from './support/fixtures.ts';

export type Tree = { [key: string]: string | Tree };
export const load = (lang: string, ns: string) =>
  JSON.parse(readFileSync(new URL(`../../src/web/locales/${lang}/${ns}.json`, import.meta.url), 'utf8')) as Tree;
export const text = (tree: Tree, path: string): string => {
  const v = path.split('.').reduce<string | Tree | undefined>((node, k) => (typeof node === 'object' ? node[k] : undefined), tree);
  if (typeof v !== 'string') throw new Error(`no string at ${path}`);
  return v;
};

export const headers = () => ({ Origin: baseUrl() });
export type Summary = {
  frameworks: { id: string; applicable: boolean; score: number | null; status: string | null; answered: number; total: number }[];
};
export type Control = { id: string; title: string; items: string[] };

/** The framework of a reference item id (its prefix; the reference's convention). */
export const frameworkOf = (itemId: string): string => {
  const p = itemId.split('-')[0]!.toUpperCase();
  const map: Record<string, string> = {
    EUT: 'eu-taxonomy',
    GRI: 'gri',
    SASB: 'sasb',
    TCFD: 'tcfd',
    GDPR: 'gdpr',
    CSRD: 'csrd-esrs',
    ESRS: 'csrd-esrs',
    ESRS1: 'csrd-esrs',
    ESRS2: 'csrd-esrs',
    D231: 'dlgs-231',
    PNRR: 'pnrr',
  };
  return map[p] ?? p;
};

/** A one-page PDF written here (offsets computed, so the cross-reference table is exact). */
export function onePagePdf(line: string): Buffer {
  const content = `BT /F1 16 Tf 72 720 Td (${line}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export async function summary(request: APIRequestContext, projectId: string): Promise<Summary> {
  const res = await request.get(`${baseUrl()}/api/projects/${projectId}/compliance`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Summary;
}

export async function axe(page: Page, dark = false): Promise<string[]> {
  const builder = new AxeBuilder({ page }).include('[data-testid="compliance-tab"]');
  const result = await (
    dark ? builder.withRules(['color-contrast']) : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
  ).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
