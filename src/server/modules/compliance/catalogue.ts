import {
  CONTROLS,
  COMPLIANCE_FRAMEWORKS,
  FRAMEWORKS,
  currentRelease,
  diffReleases,
  type ComplianceFrameworkId,
  type ItemData,
} from '../../../domain/compliance/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './repository.ts';

/** The frameworks' catalogue as loaded at start: items, controls, releases and their differences. */

export interface ComplianceDeps {
  db: Db;
  now: () => Date;
}
export type Lang = 'en' | 'it';

// ———————————————————————————————————————— catalogue

/** The current version of each framework (the last release of the data module, loaded at start). */
export const currentVersions = (): Map<string, string> => new Map(COMPLIANCE_FRAMEWORKS.map((f) => [f, currentRelease(f).version]));

export interface CatalogueItem extends ItemData {
  readonly version: string;
  readonly sectionNames: { en: string; it: string };
}

/** The current items, read from the database (the loaded copy), in the reference's order. */
export async function catalogue(db: Db): Promise<CatalogueItem[]> {
  const rows = await repo.itemRows(db, currentVersions());
  return rows.map((r) => ({
    id: r.itemId,
    framework: r.framework as ComplianceFrameworkId,
    section: r.sectionId,
    sectionNames: { en: r.sectionEn, it: r.sectionIt },
    title: { en: r.titleEn, it: r.titleIt },
    evidence: r.evidence,
    weight: r.weight,
    reference: r.reference,
    version: r.version,
  }));
}

export const controlOf = new Map(CONTROLS.flatMap((c) => c.items.map((i) => [i, c.id] as const)));

export async function listFrameworks(deps: ComplianceDeps, lang: Lang) {
  const rows = await repo.frameworkRows(deps.db);
  const current = currentVersions();
  return FRAMEWORKS.map((f) => {
    const versions = rows.filter((r) => r.id === f.id);
    const cur = versions.find((r) => r.version === current.get(f.id));
    return {
      id: f.id,
      version: current.get(f.id)!,
      name: f.name[lang],
      itemCount: cur?.itemCount ?? 0,
      names: f.name,
      versions: versions.map((v) => v.version),
    };
  });
}

export async function listControls(deps: ComplianceDeps, lang: Lang) {
  const items = await catalogue(deps.db);
  const fw = new Map(items.map((i) => [i.id, i.framework]));
  return CONTROLS.map((c) => ({
    id: c.id,
    title: c.title[lang],
    items: [...c.items],
    titles: c.title,
    frameworks: [...new Set(c.items.map((i) => fw.get(i)!).filter(Boolean))],
  }));
}

export async function frameworkDiff(
  deps: ComplianceDeps,
  framework: ComplianceFrameworkId,
  q: { from?: string | undefined; to?: string | undefined },
) {
  const versions = (await repo.frameworkRows(deps.db)).filter((r) => r.id === framework).map((r) => r.version);
  const to = q.to ?? versions[versions.length - 1] ?? currentRelease(framework).version;
  const from = q.from ?? versions[versions.length - 2] ?? to;
  if (!versions.includes(from) || !versions.includes(to)) throw new AppError('NOT_FOUND');
  const toItems = (rows: repo.ItemRow[]): ItemData[] =>
    rows.map((r) => ({
      id: r.itemId,
      framework,
      section: r.sectionId,
      title: { en: r.titleEn, it: r.titleIt },
      evidence: r.evidence,
      weight: r.weight,
      reference: r.reference,
    }));
  const d = diffReleases(
    toItems(await repo.itemRowsOfVersion(deps.db, framework, from)),
    toItems(await repo.itemRowsOfVersion(deps.db, framework, to)),
  );
  return {
    framework,
    from,
    to,
    added: [...d.added],
    removed: [...d.removed],
    changed: d.changed.map((c) => ({ itemId: c.itemId, fields: [...c.fields] })),
  };
}
