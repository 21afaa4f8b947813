/**
 * The value at a path such as `score.pillars[2].score` in a stored JSON value, or undefined.
 * @example valueAt({ a: [{ b: 1 }] }, 'a[0].b') // 1
 */
export function valueAt(root: unknown, path: string): unknown {
  let at: unknown = root;
  for (const part of path.split('.')) {
    const m = /^([^[\]]+)((?:\[\d+\])*)$/.exec(part);
    if (!m) return undefined;
    at = at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[m[1]!] : undefined;
    for (const idx of m[2]!.matchAll(/\[(\d+)\]/g)) at = Array.isArray(at) ? at[Number(idx[1])] : undefined;
  }
  return at;
}
