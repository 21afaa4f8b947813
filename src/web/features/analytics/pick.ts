import type { Project } from '../../../contract/projects.ts';

/**
 * The project /metrics shows: the one named by ?project= when the user has it, else the most recently
 * updated project that has an evaluation, else the most recently updated one; null without projects.
 */
export function pickProject(projects: readonly Project[], requested: string | null): Project | null {
  if (requested) {
    const found = projects.find((p) => p.id === requested);
    if (found) return found;
  }
  const recent = [...projects].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return recent.find((p) => p.latestScore !== null) ?? recent[0] ?? null;
}
