import { createHash, createPublicKey, verify } from 'node:crypto';
import { COMPLIANCE_ITEM, type Outcome } from './workload.ts';

/**
 * The cluster test's checks once the workload is over and the jobs have settled (ADR 0051, ADR 0062).
 * Oracles are independent of the server's code: the database's rows, and for sealed reports the
 * SHA-256 recomputed here over the stored bytes and the Ed25519 signature verified here (node:crypto)
 * with the public key the surviving web instance publishes.
 */
export interface CheckInput {
  out: Outcome;
  sql: <T>(text: string, params?: unknown[]) => Promise<T[]>;
  /** When the SIGKILLs happened and how long errors are allowed after them. */
  killAt: number;
  killWindowMs: number;
  /** GET /.well-known/report-signing-key?format=pem from a surviving web instance. */
  publicKeyPem: string;
}

/** 4xx answers the workload may meet without a fault: rate limits, and a registration whose first answer was lost. */
const expected4xx = (what: string, status: number) => status === 429 || (what === 'register' && (status === 409 || status === 400));

export async function checkOutcome({
  out,
  sql,
  killAt,
  killWindowMs,
  publicKeyPem,
}: CheckInput): Promise<{ failures: string[]; summary: string[] }> {
  const failures: string[] = [];
  const summary: string[] = [];
  const inWindow = (at: number) => at >= killAt && at <= killAt + killWindowMs;
  const sample = (list: unknown[]) => JSON.stringify(list.slice(0, 3));

  // Answers: errors only in the kill window, no session lost, no 4xx the workload did not provoke.
  const errors = out.calls.filter((c) => c.status === 0 || c.status >= 500);
  const outside = errors.filter((c) => !inWindow(c.at));
  if (outside.length) failures.push(`${outside.length} errors outside the kill window, e.g. ${sample(outside)}`);
  const lost = out.calls.filter((c) => c.status === 401);
  if (lost.length) failures.push(`${lost.length} answers 401 (a session lost), e.g. ${sample(lost)}`);
  const refused = out.calls.filter((c) => c.status >= 400 && c.status < 500 && c.status !== 401 && !expected4xx(c.what, c.status));
  if (refused.length) failures.push(`${refused.length} unexpected 4xx answers, e.g. ${sample(refused)}`);
  summary.push(`errors in the ${killWindowMs / 1000} s kill window: ${errors.length - outside.length}`);

  // Every acknowledged project present exactly once.
  const projects = await sql<{ title: string; n: number }>(
    'select title, count(*)::int as n from projects where title = any($1) group by title',
    [out.projects],
  );
  const projectsOnce = projects.filter((c) => c.n === 1).length;
  if (projectsOnce !== out.projects.length)
    failures.push(`${out.projects.length} projects acknowledged, ${projectsOnce} present exactly once`);
  summary.push(`projects ${projectsOnce}/${out.projects.length}`);

  // Every acknowledged compliance answer present exactly once (one version per answer, its notes unique).
  const answers = await sql<{ notes: string; item: string; n: number }>(
    'select notes, min(item_id) as item, count(*)::int as n from compliance_answers where notes = any($1) group by notes',
    [out.answers],
  );
  const answersOnce = answers.filter((a) => a.n === 1 && a.item === COMPLIANCE_ITEM).length;
  if (out.answers.length === 0) failures.push('no compliance answer acknowledged');
  if (answersOnce !== out.answers.length)
    failures.push(`${out.answers.length} compliance answers acknowledged, ${answersOnce} present exactly once`);
  summary.push(`compliance answers ${answersOnce}/${out.answers.length}`);

  // Every acknowledged sealed report present once, its bytes hashing to the answered SHA-256 and its seal verifying.
  const key = createPublicKey(publicKeyPem);
  const keyId = createHash('sha256')
    .update(key.export({ type: 'spki', format: 'der' }))
    .digest('hex');
  const rows = await sql<{ id: string; sha256: string; signature: string; key_id: string; bytes: Buffer }>(
    'select id, sha256, signature, key_id, bytes from reports where id = any($1::uuid[])',
    [out.reports.map((r) => r.id)],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const bad = out.reports.filter((r) => {
    const row = byId.get(r.id);
    if (!row) return true;
    const hash = createHash('sha256').update(row.bytes).digest('hex');
    const sealed = verify(null, Buffer.from(row.sha256, 'hex'), key, Buffer.from(row.signature, 'base64'));
    return (
      hash !== r.sha256 || row.sha256 !== r.sha256 || row.key_id !== keyId || !sealed || row.bytes.subarray(0, 5).toString() !== '%PDF-'
    );
  });
  if (out.reports.length === 0) failures.push('no report sealing acknowledged');
  if (bad.length) failures.push(`${bad.length} of ${out.reports.length} sealed reports missing or not verifying, e.g. ${sample(bad)}`);
  const [held] = await sql<{ n: number }>(
    'select count(*)::int as n from reports r join projects p on p.id = r.project_id where p.title = any($1)',
    [out.projects],
  );
  // No sealing stored twice: at most one report per attempt (an unacknowledged one may have been stored).
  if (held!.n > out.sealAttempts) failures.push(`${held!.n} reports stored for ${out.sealAttempts} sealing requests`);
  summary.push(
    `sealed reports verifying ${out.reports.length - bad.length}/${out.reports.length} (${held!.n} stored, ${out.sealAttempts} requested)`,
  );

  // Funding search answered: every answer's calls exist in the catalogue, and the catalogue was found.
  const ids = [...new Set(out.funding.flatMap((f) => f.ids))];
  const [known] = await sql<{ n: number }>('select count(*)::int as n from funding_calls where id::text = any($1)', [ids]);
  if (out.funding.length === 0) failures.push('no funding search answered');
  if (!out.funding.some((f) => f.total > 0 && f.ids.length > 0)) failures.push('every funding search came back empty');
  if (known!.n !== ids.length) failures.push(`funding search answered ${ids.length} distinct calls, ${known!.n} in the catalogue`);
  summary.push(`funding searches ${out.funding.length} (${ids.length} distinct calls found)`);

  // Every upload analysed, by one analysis job.
  const docs = await sql<{ status: string; n: number }>(
    'select status, count(*)::int as n from documents where id = any($1) group by status',
    [out.documents],
  );
  const analysed = docs.find((d) => d.status === 'analysed')?.n ?? 0;
  if (analysed !== out.documents.length)
    failures.push(`${out.documents.length} uploads acknowledged, ${analysed} analysed: ${JSON.stringify(docs)}`);
  const [twice] = await sql<{ n: number }>(
    "select count(*)::int as n from (select payload->>'documentId' as d from jobs where kind = 'document.analyse' group by 1 having count(*) > 1) x",
  );
  if (twice!.n > 0) failures.push(`${twice!.n} documents with more than one analysis job`);
  summary.push(`analysed ${analysed}/${out.documents.length}`);
  return { failures, summary };
}
