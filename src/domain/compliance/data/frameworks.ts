import type { Bilingual, ComplianceFrameworkId, ItemData, SectionData } from './types.ts';
import { ITEMS_2026_1, SECTIONS_2026_1 } from './items-2026-1.ts';

/** A framework's identity: id, display name in both languages, the official short reference. */
export interface FrameworkData {
  readonly id: ComplianceFrameworkId;
  readonly name: Bilingual;
}

export const FRAMEWORKS: readonly FrameworkData[] = [
  { id: 'eu-taxonomy', name: { en: 'EU Taxonomy', it: 'Tassonomia UE' } },
  { id: 'gri', name: { en: 'GRI Standards', it: 'Standard GRI' } },
  { id: 'sasb', name: { en: 'SASB Standards', it: 'Standard SASB' } },
  { id: 'tcfd', name: { en: 'TCFD (IFRS S2)', it: 'TCFD (IFRS S2)' } },
  { id: 'gdpr', name: { en: 'GDPR', it: 'GDPR' } },
  { id: 'csrd-esrs', name: { en: 'CSRD / ESRS', it: 'CSRD / ESRS' } },
  { id: 'dlgs-231', name: { en: 'Legislative Decree 231/2001', it: 'D.Lgs. 231/2001' } },
  { id: 'pnrr', name: { en: 'PNRR (Italy\'s recovery plan)', it: 'PNRR' } },
];

/**
 * One release of one framework: its version and its items. A new version of a framework is a new
 * entry here (never an edit of an old one); the loader adds its rows beside the old version's, and
 * answers given against the old version stay as they were (ADR 0022).
 */
export interface FrameworkRelease {
  readonly framework: ComplianceFrameworkId;
  readonly version: string;
  readonly sections: readonly SectionData[];
  readonly items: readonly ItemData[];
}

const release = (framework: ComplianceFrameworkId, version: string, sections: readonly SectionData[], items: readonly ItemData[]): FrameworkRelease => ({
  framework,
  version,
  sections: sections.filter((s) => s.framework === framework),
  items: items.filter((i) => i.framework === framework),
});

/** Every release, oldest first per framework. The last one of a framework is its current version. */
export const RELEASES: readonly FrameworkRelease[] = FRAMEWORKS.map((f) => release(f.id, '2026.1', SECTIONS_2026_1, ITEMS_2026_1));

/** The current release of a framework. @example currentRelease('gdpr').version // '2026.1' */
export function currentRelease(framework: ComplianceFrameworkId): FrameworkRelease {
  const all = RELEASES.filter((r) => r.framework === framework);
  const last = all[all.length - 1];
  if (!last) throw new RangeError(`no release of ${framework}`);
  return last;
}

/** Items of the current releases of every framework, in the reference's order. */
export function currentItems(): ItemData[] {
  return FRAMEWORKS.flatMap((f) => currentRelease(f.id).items);
}
