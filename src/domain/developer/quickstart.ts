/**
 * The quickstart and the webhook verification snippet shown on /developer and /developer-portal
 * (issue 24). They are data so that the pages show exactly what a test runs against a live server
 * (src/server/modules/developer/quickstart.test.ts): the curl lines through a shell, the TypeScript
 * through Node, the verifier against the Standard Webhooks specification's published test vector.
 */

/** The scopes the quickstart needs. */
export const QUICKSTART_SCOPES = ['projects:read', 'evaluations:run'] as const;

/** curl: list your projects, then run an evaluation of one (`PROJECT_ID`). */
export function curlQuickstart(baseUrl: string): string {
  return [
    '# The key from /developer-portal (scopes: projects:read, evaluations:run)',
    'export CR_API_KEY=cr_live_…',
    '',
    '# Your projects',
    `curl -sS ${baseUrl}/api/projects \\`,
    '  -H "Authorization: Bearer $CR_API_KEY"',
    '',
    '# Run an evaluation of one of them (its id from the list)',
    `curl -sS -X POST ${baseUrl}/api/projects/$PROJECT_ID/evaluations \\`,
    '  -H "Authorization: Bearer $CR_API_KEY" \\',
    '  -H "Content-Type: application/json" \\',
    `  -d '{"iterations": 1000}'`,
  ].join('\n');
}

/** TypeScript with openapi-fetch and the types openapi-typescript generates from the live document. */
export function typescriptQuickstart(baseUrl: string): string {
  return [
    '// npm install openapi-fetch && npx openapi-typescript ' + `${baseUrl}/api/openapi.json -o api-types.d.ts`,
    "import createClient from 'openapi-fetch';",
    "import type { paths } from './api-types.d.ts';",
    '',
    'const api = createClient<paths>({',
    `  baseUrl: '${baseUrl}',`,
    '  headers: { Authorization: `Bearer ${process.env.CR_API_KEY}` },',
    '});',
    '',
    "const { data: projects, error } = await api.GET('/api/projects');",
    'if (error) throw new Error(`${error.code}: ${error.message}`);',
    'const project = projects[0];',
    "if (!project) throw new Error('No project yet: create one first');",
    '',
    "const run = await api.POST('/api/projects/{id}/evaluations', {",
    '  params: { path: { id: project.id } },',
    '  body: { iterations: 1000 },',
    '});',
    'if (run.error) throw new Error(`${run.error.code}: ${run.error.message}`);',
    '// Runs above 200,000 draws are queued: 202 with a job to follow at GET …/evaluation-runs/{runId}.',
    "if ('job' in run.data) throw new Error(`Queued as run ${run.data.job.id}: follow it, then read the version`);",
    'console.log(`${project.title}: version ${run.data.version}, CR score ${run.data.score.total}`);',
  ].join('\n');
}

/**
 * Verifying a webhook the Standard Webhooks way: HMAC-SHA256 over `${id}.${timestamp}.${body}` with the
 * secret's bytes (base64 after `whsec_`), compared in constant time with each `v1,` signature; the
 * timestamp within five minutes (replays).
 */
export const WEBHOOK_VERIFY_SNIPPET = [
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  '',
  '/** The event of a Standard Webhooks request, or an error: pass the raw body, not a re-serialised one. */',
  'export function verifyWebhook(secret: string, headers: Record<string, string | undefined>, body: string, now = Date.now()) {',
  "  const id = headers['webhook-id'];",
  "  const timestamp = headers['webhook-timestamp'];",
  "  const signatures = headers['webhook-signature'];",
  "  if (!id || !timestamp || !signatures) throw new Error('missing webhook headers');",
  "  if (Math.abs(now / 1000 - Number(timestamp)) > 300) throw new Error('timestamp outside five minutes');",
  "  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');",
  "  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();",
  "  const valid = signatures.split(' ').some((entry) => {",
  "    const [version, signature] = entry.split(',');",
  "    const given = Buffer.from(signature ?? '', 'base64');",
  "    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);",
  '  });',
  "  if (!valid) throw new Error('invalid signature');",
  '  return JSON.parse(body) as { type: string; timestamp: string; data: Record<string, unknown> };',
  '}',
].join('\n');
