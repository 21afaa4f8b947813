import { createPrivateKey } from 'node:crypto';
import { access } from 'node:fs/promises';
import { and, count, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { fundingCalls, fundingImports } from '../../db/schema/index.ts';
import type { SigningConfig } from '../reports/index.ts';
import { timed, type ProbeResult } from './probes.ts';

export const FUNDING_SOURCES = ['incentivi', 'pnrr', 'padigitale', 'curated'] as const;
/** A source whose last successful import is older than this is degraded. */
export const FUNDING_STALE_DAYS = 7;

/**
 * Each funding source's freshness from the catalogue's own tables: its last successful import and
 * how many calls it holds. Never imported and empty: not configured; stale or failing: degraded.
 */
export async function probeFunding(db: Db, now: Date): Promise<ProbeResult[]> {
  const out: ProbeResult[] = [];
  for (const source of FUNDING_SOURCES) {
    out.push(
      await timed(`funding:${source}`, async () => {
        const [last] = await db
          .select({ at: max(fundingImports.finishedAt) })
          .from(fundingImports)
          .where(and(eq(fundingImports.source, source), eq(fundingImports.status, 'succeeded')));
        const [failed] = await db
          .select({ at: max(fundingImports.finishedAt) })
          .from(fundingImports)
          .where(and(eq(fundingImports.source, source), eq(fundingImports.status, 'failed')));
        const [records] = await db.select({ n: count() }).from(fundingCalls).where(eq(fundingCalls.source, source));
        const n = records?.n ?? 0;
        const lastAt = last?.at ? new Date(last.at) : null;
        if (!lastAt && n === 0) return { state: 'not_configured', code: 'funding.never', detail: 'never imported; no records' };
        // The curated calls ship with the app and load at start without an import run (funding/catalogue/curated.ts).
        if (!lastAt && source === 'curated')
          return { code: 'funding.curated', params: { n }, detail: `${n} curated records, shipped with the application` };
        if (!lastAt)
          return {
            state: 'degraded',
            code: 'funding.noImport',
            params: { n },
            detail: `${n} records, but no successful import is recorded`,
          };
        const days = Math.floor((now.getTime() - lastAt.getTime()) / 86_400_000);
        const failedSince = failed?.at && new Date(failed.at) > lastAt ? '; a later import failed' : '';
        const detail = `last successful import ${lastAt.toISOString()} (${days} d ago), ${n} records${failedSince}`;
        const params = { at: lastAt.toISOString(), days, n };
        const later = failedSince ? 'LaterFailed' : '';
        if (days >= FUNDING_STALE_DAYS) return { state: 'degraded', code: `funding.stale${later}`, params, detail: `stale: ${detail}` };
        return { state: failedSince ? 'degraded' : 'ok', code: `funding.recent${later}`, params, detail };
      }),
    );
  }
  return out;
}

/**
 * The report signing key: configured (REPORT_SIGNING_KEY parses as Ed25519, the P12 file is readable)
 * or the generated default kept in the database, which is degraded in production: anyone holding a
 * database copy holds the key, and a restore elsewhere signs as this platform.
 */
export function probeSigning(signing: SigningConfig | undefined, production: boolean): Promise<ProbeResult> {
  return timed('signing', async () => {
    const parts: string[] = [];
    if (signing?.signingKeyPem) {
      const key = createPrivateKey(signing.signingKeyPem);
      if (key.asymmetricKeyType !== 'ed25519') throw new Error('REPORT_SIGNING_KEY is not an Ed25519 private key');
      parts.push('REPORT_SIGNING_KEY configured (Ed25519)');
    }
    if (signing?.p12Path) {
      await access(signing.p12Path);
      parts.push('REPORT_SIGNING_P12 readable');
    }
    if (signing?.signingKeyPem && signing.p12Path) return { code: 'signing.configured', detail: parts.join('; ') };
    const generated = `${parts.length ? `${parts.join('; ')}; ` : ''}the generated default kept in the database is in use`;
    // Which of the two is set (the variables' names, not translated), for the screen's sentence.
    const set =
      [signing?.signingKeyPem ? 'REPORT_SIGNING_KEY' : null, signing?.p12Path ? 'REPORT_SIGNING_P12' : null].filter(Boolean).join(', ') ||
      '—';
    return production
      ? {
          state: 'degraded',
          code: 'signing.generatedInProduction',
          params: { set },
          detail: `${generated}: set REPORT_SIGNING_KEY and REPORT_SIGNING_P12 in production`,
        }
      : { code: 'signing.generated', params: { set }, detail: `${generated} (acceptable outside production)` };
  });
}
