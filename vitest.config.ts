import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects, one per layer: the domain is pure and fast, the server runs against real
// PostgreSQL databases cloned from a migrated template, the web runs component logic in jsdom.
export default defineConfig({
  test: {
    passWithNoTests: false,
    // Vitest's default is one worker fewer than the CPUs: on the 2-core CI runner, one test file at a
    // time. The server files spend most of their time waiting on PostgreSQL, so two at a time use the
    // cores: six server files took 249 s with one worker and 188 s with two on this machine (ADR 0062).
    maxWorkers: 2,
    projects: [
      {
        // The statistical tests (coverage over 200 seeds, Iman–Conover, replicated LHS) take 1–3 s alone
        // and over 5 s, vitest's default, on a runner whose 2 cores carry other work.
        // The domain is pure (no module state, no mocks), so its files share a worker's loaded modules instead of importing
        // them again per file: 148 files took 113 s isolated and 51 s shared on this machine (2026-12-02). The server files keep
        // isolation: shared, some of them failed on state another file left (a database handle).
        test: { name: 'domain', include: ['src/domain/**/*.test.ts'], environment: 'node', testTimeout: 30_000, isolate: false },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/contract/**/*.test.ts', 'tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        // Web tests wait up to 45 s for a screen on a loaded runner (src/web/test/setup.ts): a clean-clone
        // run at load 8–12 (2026-11-30) saw FigureList's first render miss a 5 s wait, and a CI run of
        // 2026-12-01 saw its answer to a click miss a 15 s one. The test's own limit stays above the wait.
        // The web files share a worker's loaded modules (73 files: 69 s isolated, 12 s shared, 2026-12-02). A helper module
        // must not register hooks on import (only the first file importing it would get them): it exports a function each
        // file calls (ComplianceTab-setup.tsx). Checked with the file order shuffled under 14 seeds, all passing.
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/web/test/setup.ts'],
          testTimeout: 60_000,
          isolate: false,
        },
      },
    ],
  },
});
