import type { TFunction } from 'i18next';
import type { DealPipeline } from '../../../contract/deal-flow.ts';
import { DEFAULT_STAGE_NAMES } from '../../../domain/deal-flow/index.ts';

type Stage = DealPipeline['stages'][number];

/** A stage's label: a default stage not renamed is translated by its kind; any other shows its own name. */
export function stageLabel(t: TFunction, s: Stage): string {
  const kind = s.kind as keyof typeof DEFAULT_STAGE_NAMES | null;
  return kind && DEFAULT_STAGE_NAMES[kind] === s.name ? t(`stages.${kind}`) : s.name;
}
