import type { TFunction } from 'i18next';
import type { DealPipeline } from '../../../contract/deal-flow.ts';
import { DEFAULT_CHECKLIST, DEFAULT_STAGE_NAMES, type DefaultChecklistItem } from '../../../domain/deal-flow/index.ts';

type Stage = DealPipeline['stages'][number];

/** A stage's label: a default stage not renamed is translated by its kind; any other shows its own name. */
export function stageLabel(t: TFunction, s: Stage): string {
  const kind = s.kind as keyof typeof DEFAULT_STAGE_NAMES | null;
  return kind && DEFAULT_STAGE_NAMES[kind] === s.name ? t(`stages.${kind}`) : s.name;
}

/** The keys of the default checklist's titles (src/domain/deal-flow): such an item is shown in the reader's language. */
const DEFAULT_ITEMS = new Map<string, DefaultChecklistItem>(
  Object.entries(DEFAULT_CHECKLIST).map(([key, title]) => [title, key as DefaultChecklistItem]),
);

export function itemTitle(t: TFunction, title: string): string {
  const key = DEFAULT_ITEMS.get(title);
  return key ? t(`checklistDefaults.${key}`) : title;
}
