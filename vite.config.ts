import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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

export default defineConfig({
  root: resolve(repo, 'src/web'),
  publicDir: resolve(repo, 'src/web/public'),
  plugins: [react(), tailwindcss(), serviceWorker(), precompress()],
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
