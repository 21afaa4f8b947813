/**
 * The cluster test's mixed workload: each virtual user registers, then loops over creating a project
 * (an acknowledged write, titled uniquely), reading the project list, running a small evaluation and
 * uploading a small CSV whose analysis is a job for the workers. Every answer is logged with its time.
 */
export interface Call {
  at: number;
  what: string;
  status: number;
  user: number;
}
export interface Outcome {
  calls: Call[];
  projects: string[];
  documents: string[];
}

const boundary = 'clustertestboundary';
const csv = (n: number) =>
  Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plan-${n}.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(`year,revenue,costs\n2025,${1_000_000 + n},${600_000 + n}\n2026,${1_200_000 + n},${700_000 + n}\n`),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

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
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        headers,
        body: raw ? new Uint8Array(raw) : body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      out.calls.push({ at: Date.now(), what, status: res.status, user });
      return res;
    } catch {
      out.calls.push({ at: Date.now(), what, status: 0, user });
      return null;
    }
  };
  const email = `cluster-${process.pid}-${user}@example.com`;
  for (let i = 0; !cookie && Date.now() < until; i += 1) {
    const res = await call('register', 'POST', '/api/auth/register', {
      email,
      password: 'a sound passphrase',
      username: `C${user}`,
      role: 'proponent',
    });
    const set = res?.headers.getSetCookie().find((c) => /cr_session=/.test(c));
    if (set) cookie = set.split(';')[0]!;
    else if (res?.status === 409 || res?.status === 400) {
      const login = await call('sign-in', 'POST', '/api/auth/login', { email, password: 'a sound passphrase' });
      const again = login?.headers.getSetCookie().find((c) => /cr_session=/.test(c));
      if (again) cookie = again.split(';')[0]!;
    }
  }
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
    await call('evaluate', 'POST', `/api/projects/${id}/evaluations`, { iterations: 1000, seed: n + 1 });
    const up = await call('upload', 'POST', `/api/projects/${id}/documents`, undefined, csv(n));
    if (up && up.status < 300) out.documents.push(((await up.json()) as { id: string }).id);
  }
}
