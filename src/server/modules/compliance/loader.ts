import { RELEASES, FRAMEWORKS } from '../../../domain/compliance/index.ts';
import { complianceFrameworkItems, complianceFrameworks } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

/**
 * Loads every framework release of src/domain/compliance/data into the database at start. Rows are
 * keyed by (framework, version[, item]) and only ever inserted (ON CONFLICT DO NOTHING): a second
 * start changes nothing, a new release adds its rows beside the old version's, and answers given
 * against an old version keep pointing at its rows (ADR 0022). Returns the number of rows added.
 */
export async function loadFrameworks(db: Db): Promise<number> {
  let added = 0;
  for (const r of RELEASES) {
    const f = FRAMEWORKS.find((x) => x.id === r.framework)!;
    const fw = await db
      .insert(complianceFrameworks)
      .values({ id: r.framework, version: r.version, nameEn: f.name.en, nameIt: f.name.it, itemCount: r.items.length })
      .onConflictDoNothing()
      .returning({ id: complianceFrameworks.id });
    if (fw.length === 0) continue;
    added++;
    const sections = new Map(r.sections.map((s) => [s.id, s]));
    const rows = r.items.map((i, position) => {
      const s = sections.get(i.section)!;
      return {
        framework: r.framework,
        version: r.version,
        itemId: i.id,
        position,
        sectionId: i.section,
        sectionEn: s.en,
        sectionIt: s.it,
        titleEn: i.title.en,
        titleIt: i.title.it,
        evidence: i.evidence,
        weight: i.weight,
        reference: i.reference,
      };
    });
    const inserted = await db
      .insert(complianceFrameworkItems)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: complianceFrameworkItems.itemId });
    added += inserted.length;
  }
  return added;
}
