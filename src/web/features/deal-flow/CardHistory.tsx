import { useTranslation } from 'react-i18next';
import type { DealCardDetail, DealPipeline } from '../../../contract/deal-flow.ts';
import { Panel } from '../../components/panel.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { stageLabel } from './labels.ts';

/**
 * The card's history, newest first: when it was filed and each move since, with who moved it and when
 * (the record the board keeps, ADR 0026). Stages are named across all the investor's pipelines, since a
 * card may move between them; a stage removed since reads as such.
 */
export function CardHistory({ moves, pipelines }: { moves: DealCardDetail['moves']; pipelines: readonly DealPipeline[] }) {
  const { t, i18n } = useTranslation('dealFlow');
  const names = new Map(pipelines.flatMap((p) => p.stages.map((s) => [s.id, stageLabel(t, s)] as const)));
  const stage = (id: string | null) => (id === null ? t('history.removedStage') : (names.get(id) ?? t('history.removedStage')));
  return (
    <Panel id="dd-history" title={t('history.title')} description={t('history.hint')} testId="dd-history">
      <ol className="grid gap-2">
        {[...moves].reverse().map((m, i) => (
          <li key={`${m.at}-${i}`} className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between" data-testid="dd-move">
            <span className="break-words">
              {m.fromStageId === null && i === moves.length - 1
                ? t('history.filed', { to: stage(m.toStageId) })
                : t('history.moved', { from: stage(m.fromStageId), to: stage(m.toStageId) })}
            </span>
            <span className="text-xs text-muted-foreground">
              {t('history.byAt', { name: m.by ?? t('history.someone'), date: formatDateTime(i18n.language, m.at) })}
            </span>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
