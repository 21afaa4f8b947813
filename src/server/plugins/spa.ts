import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/app-error.ts';
import { bootPlan } from '../../domain/navigation/index.ts';
import { requestLanguage } from '../lib/accept-language.ts';
import { user as userSchema, type User } from '../../contract/auth.ts';
import type { AppContext } from '../context.ts';
import { resolveSession, toApiUser } from '../modules/auth/index.ts';
import {
  firstFrameHtml,
  landingFrameHtml,
  pageWithFirstFrame,
  sidebarCollapsed,
  type FrameTexts,
  type LandingTexts,
} from './first-frame.ts';

/** The id of the data block that carries the signed-in user into the page (read by src/web/app/boot.ts). */
export const BOOT_USER_ID = 'boot-user';

/**
 * The page with the signed-in user as a JSON data block: the browser renders the shell without
 * first asking /api/auth/user. A data block is never executed (the CSP's script-src does not apply
 * to it) and "<" is escaped, so no value a user chose can close the element.
 */
export function pageWithUser(html: string, user: User): string {
  const json = JSON.stringify(userSchema.parse(user)).replace(/</g, '\\u003c');
  return html.replace('</head>', `    <script type="application/json" id="${BOOT_USER_ID}">${json}</script>\n  </head>`);
}

/**
 * The page saying, as the same data block, that the server found no signed-in user: the app starts as the visitor's
 * without asking /api/auth/user, whose 401 the browser would print as a console error on every signed-out page.
 */
export function pageWithoutUser(html: string): string {
  return html.replace('</head>', `    <script type="application/json" id="${BOOT_USER_ID}">null</script>\n  </head>`);
}

/** What the build lists in boot-preloads.json (vite.config.ts, bootPreloads). */
interface BootPreloads {
  groups: Record<string, string[]>;
  locales: Record<string, Record<string, string>>;
  /** The home pages' headings per language, for their first frames (first-frame.ts). */
  frames?: { dashboard?: FrameTexts; landing?: LandingTexts };
}

/**
 * index.html with <link rel=modulepreload> for what the first screen of `path` will import: the
 * same plan the browser follows at boot (bootPlan), the session cookie standing for the browser's
 * "signed in last time" hint and Accept-Language for the first visit's language. The browser then
 * fetches that code alongside the entry script instead of after it has run.
 */
export function pageWithPreloads(
  html: string,
  preloads: BootPreloads,
  path: string,
  signedIn: boolean,
  acceptLanguage: string | undefined,
): string {
  const plan = bootPlan(path, signedIn);
  const language = requestLanguage(acceptLanguage);
  const files = new Set(plan.groups.flatMap((g) => preloads.groups[g] ?? []));
  for (const ns of ['common', 'errors', ...plan.namespaces]) {
    const file = preloads.locales[language]?.[ns];
    if (file) files.add(file);
  }
  const links = [...files].map((f) => `    <link rel="modulepreload" crossorigin href="${f}">`).join('\n');
  return links ? html.replace('</head>', `${links}\n  </head>`) : html;
}

/**
 * Serves the built SPA from one catch-all route: a file under webDist when it exists (hashed
 * assets cached for a year, everything else revalidated), otherwise index.html so the client
 * router decides. Unknown /api paths are coded 404s, never the SPA.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  ctx: Pick<AppContext, 'db' | 'config' | 'secret' | 'now' | 'database'>,
): Promise<void> {
  const built = existsSync(join(webDist, 'index.html'));
  // The build writes .br and .gz beside each asset; sendFile serves them when the client accepts them.
  if (built) await app.register(fastifyStatic, { root: webDist, serve: false, preCompressed: true });
  const preloadsFile = join(webDist, 'boot-preloads.json');
  const boot =
    built && existsSync(preloadsFile)
      ? {
          html: readFileSync(join(webDist, 'index.html'), 'utf8'),
          preloads: JSON.parse(readFileSync(preloadsFile, 'utf8')) as BootPreloads,
        }
      : null;
  const pages = new Map<string, string>();

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    config: { policy: 'public' },
    schema: { hide: true },
    handler: async (request, reply) => {
      let path: string;
      try {
        path = decodeURIComponent(request.url.split('?')[0] ?? '/');
      } catch {
        throw new AppError('NOT_FOUND'); // a malformed %-escape names no file and no page
      }
      if (path.startsWith('/api/') || path === '/api') throw new AppError('NOT_FOUND');
      if (!built) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The web app has not been built yet: run `npm run build`, then reload.');
      }
      const rel = normalize(path).replace(/^[/\\]+/, '');
      const file = join(webDist, rel);
      if (rel && file.startsWith(webDist + sep) && existsSync(file) && statSync(file).isFile()) {
        const immutable = rel.startsWith('assets/');
        return reply.sendFile(rel, { immutable, maxAge: immutable ? 31_536_000_000 : 0, cacheControl: true });
      }
      if (!boot) return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
      // The page never fails for want of the database: without a session it is the visitor's page,
      // and the app then asks /api/auth/user itself.
      let lookupFailed = false;
      const session = request.headers.cookie
        ? await resolveSession(ctx, request.headers.cookie).catch((error: unknown) => {
            request.log.warn({ err: error }, 'session lookup for the page failed');
            lookupFailed = true;
            return null;
          })
        : null;
      const signedIn = session?.user != null;
      const key = `${signedIn}|${path}|${request.headers['accept-language'] ?? ''}`;
      let page = pages.get(key);
      if (page === undefined) {
        page = pageWithPreloads(boot.html, boot.preloads, path, signedIn, request.headers['accept-language']);
        const landing = boot.preloads.frames?.landing;
        if (!signedIn && landing && bootPlan(path, false).groups.includes('landing'))
          page = pageWithFirstFrame(page, landingFrameHtml(landing));
        // Bounded: paths and headers come from clients.
        if (pages.size >= 500) pages.clear();
        pages.set(key, page);
      }
      void reply.header('vary', 'Cookie, Accept-Language').type('text/html; charset=utf-8');
      // No user: said in the page only when the lookup answered (a failed one leaves the app to ask itself).
      if (!session?.user) return reply.header('cache-control', 'no-cache').send(lookupFailed ? page : pageWithoutUser(page));
      // A page that names its user is for that user only, and only now.
      if (session.setCookie.length > 0) void reply.header('set-cookie', session.setCookie);
      const user = toApiUser(session.user, ctx.config);
      const frameTexts = boot.preloads.frames?.dashboard;
      if (frameTexts && bootPlan(path, true).groups.includes('dashboard')) {
        page = pageWithFirstFrame(page, firstFrameHtml(frameTexts, user.username, sidebarCollapsed(request.headers.cookie)));
      }
      return reply.header('cache-control', 'no-store').send(pageWithUser(page, user));
    },
  });

  app.setNotFoundHandler(async () => {
    throw new AppError('NOT_FOUND');
  });
}
