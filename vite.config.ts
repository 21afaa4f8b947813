import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { FrameTexts, LandingTexts } from './src/server/plugins/first-frame.ts';

const repo = dirname(fileURLToPath(import.meta.url));

/**
 * Emits /sw.js with a version derived from the bundle's file names, so every build that changes
 * the app changes the worker's bytes and the browser's update check (every 5 minutes) finds it.
 */
function serviceWorker(): Plugin {
  return {
    name: 'capital-readiness-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).sort();
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(resolve(repo, 'src/web/service-worker/sw.js'), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: source.replace('__BUILD_VERSION__', version) });
    },
  };
}

/** The modules behind each boot group of src/domain/navigation/boot.ts (mirrors GROUP_CODE in src/web/app/boot.ts). */
const BOOT_GROUP_MODULES = {
  visitor: 'src/web/app/routes/VisitorRoutes.tsx',
  landing: 'src/web/features/public-site/LandingPage.tsx',
  shell: 'src/web/app/routes/SignedInRoutes.tsx',
  dashboard: 'src/web/app/routes/DashboardRoute.tsx',
} as const;

/**
 * Emits /boot-preloads.json: for each boot group, the files of its chunk and of every chunk it
 * imports statically, less those index.html already preloads; and the file of each translation
 * namespace per language. The server names them in the page it sends (<link rel=modulepreload>), so
 * the browser fetches a first screen's code while the entry script is still downloading.
 */
function bootPreloads(): Plugin {
  return {
    name: 'capital-readiness-boot-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const closure = (start: string, into = new Set<string>()) => {
        if (into.has(start)) return into;
        into.add(start);
        const chunk = bundle[start];
        if (chunk?.type === 'chunk') for (const next of chunk.imports) closure(next, into);
        return into;
      };
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) this.error('no entry chunk');
      const preloaded = closure(entry.fileName);
      const byModule = (rel: string) => {
        const found = chunks.find((c) => c.facadeModuleId === resolve(repo, rel));
        if (!found) this.error(`no chunk for ${rel}`);
        return found;
      };
      const groups = Object.fromEntries(
        Object.entries(BOOT_GROUP_MODULES).map(([group, rel]) => [
          group,
          [...closure(byModule(rel).fileName)].filter((f) => !preloaded.has(f)).map((f) => `/${f}`),
        ]),
      );
      const locales: Record<string, Record<string, string>> = {};
      const localeDir = resolve(repo, 'src/web/locales');
      for (const c of chunks) {
        const m = c.facadeModuleId?.startsWith(localeDir) ? /[\\/]([a-z]{2})[\\/]([\w-]+)\.json$/.exec(c.facadeModuleId) : null;
        if (m) (locales[m[1]!] ??= {})[m[2]!] = `/${c.fileName}`;
      }
      // The home pages' headings, which the server writes into the page as their first frame
      // (src/server/plugins/first-frame.ts) before any script has run.
      const read = (lng: string, ns: string) =>
        JSON.parse(readFileSync(resolve(localeDir, lng, `${ns}.json`), 'utf8')) as Record<string, unknown>;
      const dashboard: FrameTexts = {};
      const landing: LandingTexts = {};
      for (const lng of Object.keys(locales)) {
        const { title, subtitle } = read(lng, 'dashboard') as FrameTexts[string];
        dashboard[lng] = { title, subtitle };
        const hero = read(lng, 'landing').landing as LandingTexts[string];
        landing[lng] = { eyebrow: hero.eyebrow, title: hero.title, lead: hero.lead };
      }
      this.emitFile({
        type: 'asset',
        fileName: 'boot-preloads.json',
        source: JSON.stringify({ groups, locales, frames: { dashboard, landing } }, null, 1),
      });
    },
  };
}

/**
 * Puts the stylesheet first in the built index.html's head. Vite writes it after the entry script
 * and every modulepreload, so over HTTP/1.1 (six connections a host) the one file that blocks the
 * first paint queued behind the scripts; asked first, the page paints as soon as it and
 * theme-init.js are in.
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'capital-readiness-stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        let out = html;
        for (const link of links) out = out.replace(link, '');
        // Before theme-init.js and the comment that explains it.
        return out.replace(
          /(\s*)(?:<!--[^>]*-->\s*)?<script src="\/theme-init\.js">/,
          (m, space: string) => `${links.map((l) => space + l.trim()).join('')}${m}`,
        );
      },
    },
  };
}

/**
 * Writes a .gz and a .br copy beside every text file of the build, so a static server can send
 * them as they are (@fastify/static's `preCompressed` option) instead of compressing per request.
 * It runs in writeBundle and reads the files back from disk: in generateBundle the chunks still
 * lack what Vite's own post plugins add (the preload map), and a copy made there is a different,
 * broken program.
 */
function precompress(): Plugin {
  return {
    name: 'capital-readiness-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? resolve(repo, 'dist/web');
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const path = resolve(dir, fileName);
        const bytes = readFileSync(path);
        if (bytes.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/** The app's version (package.json), which the feedback widget attaches to what it sends (ADR 0054). */
const APP_VERSION = (JSON.parse(readFileSync(resolve(repo, 'package.json'), 'utf8')) as { version: string }).version;

export default defineConfig({
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(APP_VERSION) },
  root: resolve(repo, 'src/web'),
  publicDir: resolve(repo, 'src/web/public'),
  plugins: [react(), tailwindcss(), serviceWorker(), bootPreloads(), stylesheetFirst(), precompress()],
  build: {
    outDir: resolve(repo, 'dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    // Route-level code splitting comes from React.lazy in src/web/app/routes; no manual chunks.
    chunkSizeWarningLimit: 400,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
