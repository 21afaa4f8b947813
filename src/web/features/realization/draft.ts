import type { RoadmapItem, RoadmapPhase } from '../../../contract/realization.ts';
import { addDays } from './schedule.ts';

/**
 * The wizard's working copy of the server's draft: every proposed item keeps its origin and an "included" flag; the
 * user edits, removes (unticks) or adds items; only the included ones are saved, and only when the user confirms.
 */
export type DraftItem = RoadmapItem & { included: boolean };
export type DraftPhase = { id: string; title: string; items: DraftItem[] };

export const WIZARD_STEPS = ['project', 'plan', 'obligations', 'compliance', 'template', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Which step shows an item: by its origin; hand-added items are reviewed at the end. */
export function stepOf(item: Pick<RoadmapItem, 'origin'>): WizardStep {
  switch (item.origin?.kind) {
    case 'plan':
      return 'plan';
    case 'obligation':
      return 'obligations';
    case 'compliance_gap':
      return 'compliance';
    case 'template':
      return 'template';
    default:
      return 'review';
  }
}

export function toDraft(phases: readonly RoadmapPhase[]): DraftPhase[] {
  return phases.map((p) => ({ id: p.id, title: p.title, items: p.items.map((i) => ({ ...i, included: true })) }));
}

export function updateItem(phases: readonly DraftPhase[], id: string, patch: Partial<DraftItem>): DraftPhase[] {
  return phases.map((p) => ({ ...p, items: p.items.map((i) => (i.id === id ? { ...i, ...patch } : i)) }));
}

/** A hand-added item (origin 'manual'), after the phase's last item, a week long. */
export function addItem(phases: readonly DraftPhase[], phaseId: string, title: string, start: string, newId: string): DraftPhase[] {
  const item: DraftItem = {
    id: newId,
    kind: 'task',
    title,
    start,
    end: addDays(start, 6),
    dependsOn: [],
    status: 'not_started',
    evidence: [],
    origin: { kind: 'manual' },
    included: true,
  };
  return phases.map((p) => (p.id === phaseId ? { ...p, items: [...p.items, item] } : p));
}

/**
 * What is saved: the included items only, without the flag; a dependency on an excluded item is dropped (it would
 * point at nothing); a phase left empty is dropped.
 */
export function toPhases(phases: readonly DraftPhase[]): RoadmapPhase[] {
  const kept = new Set(phases.flatMap((p) => p.items.filter((i) => i.included).map((i) => i.id)));
  return phases
    .map((p) => ({
      id: p.id,
      title: p.title,
      items: p.items
        .filter((i) => i.included)
        .map(({ included: _included, ...i }) => ({ ...i, dependsOn: i.dependsOn.filter((d) => kept.has(d.id)) })),
    }))
    .filter((p) => p.items.length > 0);
}

export function countIncluded(phases: readonly DraftPhase[]): number {
  return phases.reduce((n, p) => n + p.items.filter((i) => i.included).length, 0);
}
