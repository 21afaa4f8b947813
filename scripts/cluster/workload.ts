/**
 * The cluster test's mixed workload (issue 29's list): each virtual user registers and signs in again
 * (a second session, the one it keeps), then loops over creating a project (an acknowledged write,
 * titled uniquely), reading the project list, running a small evaluation, uploading a small CSV whose
 * analysis is a job for the workers, answering a compliance item (notes unique per answer), searching
 * the funding catalogue (plain, or ranked for the project) and sealing a report of the project (its
 * evaluation when that was acknowledged, else its compliance). Every answer is logged with its time;
 * what the server acknowledged is kept for the checks (checks.ts).
 */
export interface Call {
  /** When the answer (or the failure) came, and how long after the request. */
  at: number;
  ms: number;
  what: string;
  /** 0: no answer (connection failed, or none within CALL_TIMEOUT_MS). */
  status: number;
  user: number;
}

/**
 * A request unanswered this long counts as an error. Sealing a report on a loaded 2-core machine, six
 * users on the one web instance left after the kill, took over 15 s (the first bound): a slow answer
 * is not a lost one, and a request still hanging at the end of the window delays the run by at most this.
 */
export const CALL_TIMEOUT_MS = 30_000;
export interface SealedReport {
  id: string;
  sha256: string;
  projectTitle: string;
}
export interface FundingAnswer {
  total: number;
  ids: string[];
}
export interface Outcome {
  calls: Call[];
  projects: string[];
  documents: string[];
  /** The unique notes of every compliance answer acknowledged (200). */
  answers: string[];
  /** Every report whose sealing was acknowledged (201), with the hash the server answered. */
  reports: SealedReport[];
  /** How many sealings were attempted (acknowledged or not): no project may hold more reports. */
  sealAttempts: number;
  /** Every funding search answered 200. */
  funding: FundingAnswer[];
}

export const emptyOutcome = (): Outcome => ({
  calls: [],
  projects: [],
  documents: [],
  answers: [],
  reports: [],
  sealAttempts: 0,
  funding: [],
});

/** The compliance item every project's answers go to (GDPR applies to every project, no scope needed). */
export const COMPLIANCE_ITEM = 'GDPR-ART30';

const boundary = 'clustertestboundary';
const csv = (n: number) =>
  Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plan-${n}.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(`year,revenue,costs\n2025,${1_000_000 + n},${600_000 + n}\n2026,${1_200_000 + n},${700_000 + n}\n`),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

const PASSWORD = 'a sound passphrase';

/** `afterSignUp` lifts the account's plan (the free tier's one-project limit would turn the workload into 403s). */
export async function runUser(
  base: string,
  user: number,
  until: number,
  out: Outcome,
  afterSignUp: (email: string) => Promise<void>,
): Promise<void> {
  let cookie = '';
  const call = async (what: string, method: string, path: string, body?: unknown, raw?: Buffer): Promise<Response | null> => {
    const headers: Record<string, string> = { origin: base };
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (raw) headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    const sent = Date.now();
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        headers,
        body: raw ? new Uint8Array(raw) : body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      out.calls.push({ at: Date.now(), ms: Date.now() - sent, what, status: res.status, user });
      return res;
    } catch {
      out.calls.push({ at: Date.now(), ms: Date.now() - sent, what, status: 0, user });
      return null;
    }
  };
  const email = `cluster-${process.pid}-${user}@example.com`;
  const sessionOf = (res: Response | null) =>
    res?.headers
      .getSetCookie()
      .find((c) => /cr_session=/.test(c))
      ?.split(';')[0];
  const signIn = async () => sessionOf(await call('sign-in', 'POST', '/api/auth/login', { email, password: PASSWORD }));
  let registered = false;
  for (; !registered && Date.now() < until;) {
    const res = await call('register', 'POST', '/api/auth/register', {
      email,
      password: PASSWORD,
      username: `C${user}`,
      role: 'proponent',
    });
    // 409/400: an earlier attempt went through though its answer was lost (the kill window).
    registered = !!sessionOf(res) || res?.status === 409 || res?.status === 400;
  }
  // A sign-in of its own (a second session), the one the user keeps for the rest of the run.
  for (; !cookie && Date.now() < until;) cookie = (await signIn()) ?? '';
  await afterSignUp(email);
  for (let n = 0; Date.now() < until; n += 1) {
    const title = `Cluster ${process.pid}-${user}-${n}`;
    const created = await call('create project', 'POST', '/api/projects', {
      title,
      industry: '62.01',
      targetMarket: 'EU',
      estimatedBudget: 100_000,
    });
    if (created?.status !== 201) continue;
    out.projects.push(title);
    const id = ((await created.json()) as { id: string }).id;
    await call('list projects', 'GET', '/api/projects');
    const evaluated =
      (await call('evaluate', 'POST', `/api/projects/${id}/evaluations`, { iterations: 1000, seed: n + 1 }))?.status === 201;
    const up = await call('upload', 'POST', `/api/projects/${id}/documents`, undefined, csv(n));
    if (up && up.status < 300) out.documents.push(((await up.json()) as { id: string }).id);
    const notes = `${title} records of processing`;
    const answered = await call('compliance answer', 'PUT', `/api/projects/${id}/compliance/items/${COMPLIANCE_ITEM}`, {
      answer: 'met',
      notes,
    });
    if (answered?.status === 200) out.answers.push(notes);
    const search = n % 2 === 0 ? '/api/funding/calls?q=imprese&limit=20' : `/api/funding/calls?sort=match&project=${id}&limit=10`;
    const found = await call('funding search', 'GET', search);
    if (found?.status === 200) {
      const body = (await found.json()) as { total: number; items: { id: string }[] };
      out.funding.push({ total: body.total, ids: body.items.map((i) => i.id) });
    }
    const kind = evaluated ? 'evaluation' : answered?.status === 200 ? 'compliance' : null;
    if (!kind) continue;
    out.sealAttempts += 1;
    const sealed = await call('seal report', 'POST', `/api/projects/${id}/reports`, { kind, language: n % 2 ? 'it' : 'en' });
    if (sealed?.status === 201) {
      const body = (await sealed.json()) as { id: string; sha256: string };
      out.reports.push({ id: body.id, sha256: body.sha256, projectTitle: title });
    }
  }
}
