import { desc, gte, lt } from 'drizzle-orm';
import type { ProviderHealth } from '../../../contract/operations.ts';
import { providerChecks } from '../../db/schema/index.ts';
import { INSTANCE } from '../observability/index.ts';
import type { OperationsDeps } from './deps.ts';
import { probeAi, probeBlobs, probeClamav, probeDatabase, probePayments, probeSmtp, type ProbeResult } from './probes.ts';
import { probeFunding, probeSigning } from './probes-local.ts';

/** Probe history is kept this long (the screen shows the last day). */
export const HISTORY_DAYS = 7;

/** Every probe at once (each bounded by its own timeout), in a fixed order. */
export async function runProbes(d: OperationsDeps): Promise<ProbeResult[]> {
  const [network, funding] = await Promise.all([
    Promise.all([
      probeDatabase(d.database),
      probeBlobs(d.blobs),
      probeSmtp(d.config.smtpUrl),
      probeClamav(d.config.clamav),
      probeAi(d.config.ai),
      probePayments(d.config.billing.stripe),
      probeSigning(d.signing, d.production),
    ]),
    probeFunding(d.db, d.now()).catch((err: Error) => [
      {
        provider: 'funding',
        state: 'down' as const,
        latencyMs: null,
        detail: err.message.slice(0, 300),
        code: 'error',
        params: { reason: err.message.slice(0, 300) },
      },
    ]),
  ]);
  return [...network, ...funding];
}

/** Runs every probe and keeps the results; old history goes in the same pass. */
export async function checkNow(d: OperationsDeps): Promise<ProviderHealth[]> {
  const results = await runProbes(d);
  const at = d.now();
  // Which instance ran the probe (host:pid, as the recorded series name it): a provider seen from one host only.
  await d.db.insert(providerChecks).values(
    results.map((r) => ({
      provider: r.provider,
      state: r.state,
      latencyMs: r.latencyMs,
      detail: r.detail,
      detailCode: r.code,
      detailParams: r.params,
      instance: INSTANCE,
      checkedAt: at,
    })),
  );
  await d.db.delete(providerChecks).where(lt(providerChecks.checkedAt, new Date(at.getTime() - HISTORY_DAYS * 86_400_000)));
  return results.map((r) => ({
    provider: r.provider,
    state: r.state,
    latencyMs: r.latencyMs,
    detail: r.detail,
    detailCode: r.code,
    detailParams: r.params,
    instance: INSTANCE,
    checkedAt: at.toISOString(),
  }));
}

const toHealth = (r: typeof providerChecks.$inferSelect): ProviderHealth => ({
  provider: r.provider,
  state: r.state,
  latencyMs: r.latencyMs,
  checkedAt: r.checkedAt.toISOString(),
  detail: r.detail,
  detailCode: r.detailCode ?? 'legacy',
  detailParams: r.detailParams ?? {},
  instance: r.instance,
});

/** The latest check of each provider (none yet: an empty list, the screen offers "Check now"). */
export async function currentHealth(d: Pick<OperationsDeps, 'db'>): Promise<ProviderHealth[]> {
  const rows = await d.db
    .selectDistinctOn([providerChecks.provider])
    .from(providerChecks)
    .orderBy(providerChecks.provider, desc(providerChecks.checkedAt));
  const order = (p: string) => {
    const i = ['database', 'blobs', 'smtp', 'clamav', 'ai', 'payments', 'signing'].indexOf(p);
    return i < 0 ? 100 : i;
  };
  return rows.map(toHealth).sort((a, b) => order(a.provider) - order(b.provider) || a.provider.localeCompare(b.provider));
}

/** Every check of the last `hours`, oldest first. */
export async function healthHistory(d: Pick<OperationsDeps, 'db' | 'now'>, hours: number): Promise<ProviderHealth[]> {
  const since = new Date(d.now().getTime() - hours * 3_600_000);
  const rows = await d.db
    .select()
    .from(providerChecks)
    .where(gte(providerChecks.checkedAt, since))
    .orderBy(providerChecks.checkedAt)
    .limit(5_000);
  return rows.map(toHealth);
}
