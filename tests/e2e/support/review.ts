/**
 * A picture for a person to look at, not a check: no assertion reads it. Full-page captures cost a second or
 * more each on a loaded 2-core runner, so the suite takes them only with SCREENSHOTS=1 (as screenshots.spec.ts);
 * every assertion next to them runs either way.
 */
export async function reviewShot(take: () => Promise<unknown>): Promise<void> {
  if (process.env.SCREENSHOTS) await take();
}
