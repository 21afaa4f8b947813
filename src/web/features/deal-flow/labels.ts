import type { TFunction } from 'i18next';
import type { DealPipeline } from '../../../contract/deal-flow.ts';
import { DEFAULT_STAGE_NAMES } from '../../../domain/deal-flow/index.ts';

type Stage = DealPipeline['stages'][number];

/** A stage's label: a default stage not renamed is translated by its kind; any other shows its own name. */
export function stageLabel(t: TFunction, s: Stage): string {
  const kind = s.kind as keyof typeof DEFAULT_STAGE_NAMES | null;
  return kind && DEFAULT_STAGE_NAMES[kind] === s.name ? t(`stages.${kind}`) : s.name;
}

/**
 * The default checklist's titles as the server stores them (DEFAULT_CHECKLIST in the deal-flow module,
 * English), each with its key under `checklistDefaults`: an item still titled so is shown in the
 * reader's language, like an unrenamed default stage; any other title is the investor's own words.
 */
const DEFAULT_ITEMS: Record<string, string> = {
  'Business plan read': 'businessPlan',
  'Financial model and latest CR evaluation reviewed': 'financialModel',
  'Compliance status reviewed': 'compliance',
  'Key documents checked': 'keyDocuments',
  'Management and team met': 'team',
  'Market and competition assessed': 'market',
};

export function itemTitle(t: TFunction, title: string): string {
  const key = DEFAULT_ITEMS[title];
  return key ? t(`checklistDefaults.${key}`) : title;
}
