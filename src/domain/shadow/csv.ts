import { SUB_FACTORS } from '../scoring/index.ts';
import type { ShadowRow } from './compare.ts';

const cell = (v: string | number | boolean) => {
  const s = String(v);
  // A leading =, +, - or @ would be read as a formula by a spreadsheet: quoted and prefixed.
  const safe = /^[=+\-@]/.test(s) && typeof v === 'string' ? `'${s}` : s;
  return /[",\n\r]/.test(safe) || safe !== s ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** A run's rows as CSV (RFC 4180, comma, CRLF), one line per evaluation, sub-factor diffs to 2 decimals. */
export function shadowCsv(rows: readonly ShadowRow[]): string {
  const head = [
    'project_id',
    'project_title',
    'evaluation_id',
    'evaluation_version',
    'baseline_version',
    'baseline_total',
    'baseline_tier',
    'candidate_total',
    'candidate_tier',
    'diff',
    'tier_changed',
    ...SUB_FACTORS.map((s) => `diff_${s.id}`),
  ];
  const lines = rows.map((r) =>
    [
      r.projectId,
      r.projectTitle,
      r.evaluationId,
      r.evaluationVersion,
      r.baselineVersion,
      r.baselineTotal,
      r.baselineTier,
      r.candidateTotal,
      r.candidateTier,
      r.diff,
      r.tierChanged,
      ...SUB_FACTORS.map((s) => (r.subFactorDiffs[s.id] ?? 0).toFixed(2)),
    ]
      .map(cell)
      .join(','),
  );
  return [head.join(','), ...lines].join('\r\n') + '\r\n';
}
