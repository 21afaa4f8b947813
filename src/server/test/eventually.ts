/**
 * Reads until `ok` holds or `ms` have passed, then returns the last value read: for effects that arrive a
 * moment later (a notification from another instance, a change feed). The caller asserts on the value,
 * so a condition that never holds fails there, with the value seen.
 */
export async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 2_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
}
