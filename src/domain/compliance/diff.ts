import type { ItemData } from './data/types.ts';

export interface ReleaseDiff {
  readonly added: readonly string[];
  readonly removed: readonly string[];
  /** Items in both whose title, evidence, weight, reference or section changed, with the fields. */
  readonly changed: readonly { readonly itemId: string; readonly fields: readonly string[] }[];
}

/**
 * What changed between two versions of a framework, item by item (by id).
 * @example diffReleases(oldItems, newItems).added // ['GDPR-ART99']
 */
export function diffReleases(from: readonly ItemData[], to: readonly ItemData[]): ReleaseDiff {
  const before = new Map(from.map((i) => [i.id, i]));
  const after = new Map(to.map((i) => [i.id, i]));
  const added = to.filter((i) => !before.has(i.id)).map((i) => i.id);
  const removed = from.filter((i) => !after.has(i.id)).map((i) => i.id);
  const changed: { itemId: string; fields: string[] }[] = [];
  for (const n of to) {
    const o = before.get(n.id);
    if (!o) continue;
    const fields: string[] = [];
    if (o.title.en !== n.title.en || o.title.it !== n.title.it) fields.push('title');
    if (o.evidence !== n.evidence) fields.push('evidence');
    if (o.weight !== n.weight) fields.push('weight');
    if (o.reference !== n.reference) fields.push('reference');
    if (o.section !== n.section) fields.push('section');
    if (fields.length > 0) changed.push({ itemId: n.id, fields });
  }
  return { added, removed, changed };
}
