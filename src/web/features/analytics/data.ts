import { LIFECYCLE_STAGES } from '../../../domain/projects/index.ts';
import type { Project } from '../../../contract/projects.ts';
import type { ScoreHistoryPoint } from '../../../contract/stats.ts';

/** The score bands of the distribution chart: 0–9, 10–19, … 90–100 (100 falls in the last). */
export const SCORE_BANDS = Array.from({ length: 10 }, (_, i) => ({ from: i * 10, to: i === 9 ? 100 : i * 10 + 9 }));

/** How many projects' latest CR scores fall in each band; null when no project has a score. */
export function scoreDistribution(projects: readonly Project[]): Array<{ from: number; to: number; count: number }> | null {
  const scores = projects.flatMap((p) => (p.latestScore ? [p.latestScore.total] : []));
  if (scores.length === 0) return null;
  const bands = SCORE_BANDS.map((b) => ({ ...b, count: 0 }));
  for (const s of scores) bands[Math.min(9, Math.max(0, Math.floor(s / 10)))]!.count += 1;
  return bands;
}

export interface TrendSeries {
  projectId: string;
  title: string;
  points: Array<{ t: number; score: number; version: number; createdAt: string }>;
}

/**
 * The score over time, one series per project (each evaluation a point, oldest first), the projects
 * with the most recent evaluation first. Projects missing from the list (archived) are left out, as
 * on the dashboard. Null when there is no evaluation.
 */
export function scoreTrend(history: readonly ScoreHistoryPoint[], projects: readonly Project[], maxSeries = 6): TrendSeries[] | null {
  const titles = new Map(projects.map((p) => [p.id, p.title]));
  const byProject = new Map<string, TrendSeries>();
  for (const h of history) {
    const title = titles.get(h.projectId);
    if (title === undefined) continue;
    let s = byProject.get(h.projectId);
    if (!s) byProject.set(h.projectId, (s = { projectId: h.projectId, title, points: [] }));
    s.points.push({ t: Date.parse(h.createdAt), score: h.score, version: h.version, createdAt: h.createdAt });
  }
  if (byProject.size === 0) return null;
  const series = [...byProject.values()];
  for (const s of series) s.points.sort((a, b) => a.t - b.t || a.version - b.version);
  const last = (s: TrendSeries) => s.points[s.points.length - 1]!.t;
  return series.sort((a, b) => last(b) - last(a)).slice(0, maxSeries);
}

/** The lifecycle's stages in order (docs/methodology/lifecycle.md): the funnel speaks the project page's words. */
export const FUNNEL_STAGES = LIFECYCLE_STAGES;

/**
 * The stage funnel: how many projects are now at each lifecycle stage and how many at it or beyond
 * (a funded project has passed every earlier stage), the sum of that stage's and the later ones' counts.
 */
export function statusFunnel(
  counts: Record<(typeof FUNNEL_STAGES)[number], number>,
): Array<{ stage: (typeof FUNNEL_STAGES)[number]; count: number; reached: number }> {
  return FUNNEL_STAGES.map((stage, i) => ({
    stage,
    count: counts[stage],
    reached: FUNNEL_STAGES.slice(i).reduce((sum, s) => sum + counts[s], 0),
  }));
}
