import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root (this file is src/server/test/shared-data.ts). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The shared folder beside the repository (worktrees live at /work/wt/<name>, the main checkout at
 * /work/main: both have /work/shared one or two levels up), else /work/shared. Files there are read,
 * never copied into the project.
 */
export function sharedPath(...parts: string[]): string {
  for (const base of [path.resolve(repoRoot, '..', 'shared'), path.resolve(repoRoot, '..', '..', 'shared'), '/work/shared']) {
    if (existsSync(base)) return path.join(base, ...parts);
  }
  return path.join('/work/shared', ...parts);
}

export const FUNDING_FILES = {
  incentivi: sharedPath('data', 'funding', 'incentivi-gov-it-subset', 'opendata-export.json'),
  pnrr: sharedPath('data', 'funding', 'italiadomani-pnrr', 'PNRR_Bandi_e_Avvisi.csv'),
  padigitaleCsv: sharedPath('data', 'funding', 'padigitale2026-avvisi', 'avvisi.csv'),
  padigitaleJson: sharedPath('data', 'funding', 'padigitale2026-avvisi', 'avvisi.json'),
  padigitaleDetail: sharedPath('data', 'funding', 'padigitale2026-avvisi', 'avvisi_dettaglio.json'),
} as const;
