import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealCard, DealPipeline } from '../../../contract/deal-flow.ts';
import { ProjectRealizationStatus } from '../../components/realization-status.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { formatCurrency, formatNumber } from '../../lib/format.ts';
import { stageLabel } from './labels.ts';

type Stage = DealPipeline['stages'][number];
export const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** A card's facts: CR score and tier, source, ticket, open questions. */
export function CardFacts({ card }: { card: DealCard }) {
  const { t, i18n } = useTranslation('dealFlow');
  return (
    <div className="mt-1 flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
      {card.crScore !== null ? (
        <Badge variant="secondary">
          {t('card.cr', { score: formatNumber(i18n.language, card.crScore, 0) })} · {t(`tiers.${card.crTier}`)}
        </Badge>
      ) : (
        <span>{t('card.noScore')}</span>
      )}
      <ProjectRealizationStatus projectId={card.projectId} withReason={false} link={false} />
      <Badge variant="outline">{t(`sources.${card.source}`)}</Badge>
      {card.access === 'showcase' ? (
        <Badge variant="outline" data-testid="card-published-only">
          {t('card.publishedOnly')}
        </Badge>
      ) : null}
      {/* The ticket and the open questions read as one line; a wrap never starts it with the separator. */}
      {card.ticket !== null || card.openQuestions > 0 ? (
        <span>
          {[
            card.ticket !== null ? formatCurrency(i18n.language, card.ticket) : null,
            card.openQuestions > 0 ? t('card.openQuestions', { count: card.openQuestions }) : null,
          ]
            .filter(Boolean)
            .join('\u00a0· ')}
        </span>
      ) : null}
    </div>
  );
}

/** "Move to…": the second keyboard path (and the one for touch); with `pipelines`, any stage of any pipeline (grouped). */
export function MoveSelect({
  card,
  stages,
  onMove,
  pipelines,
}: {
  card: DealCard;
  stages: Stage[];
  onMove: (id: string, stageId: string) => void;
  pipelines?: DealPipeline[];
}) {
  const { t } = useTranslation('dealFlow');
  const id = useId();
  return (
    <div className="mt-2">
      <label htmlFor={id} className="sr-only">
        {t('board.moveTo', { title: card.projectTitle })}
      </label>
      <select
        id={id}
        className={selectClass}
        value={card.stageId}
        onChange={(e) => onMove(card.id, e.target.value)}
        data-testid="deal-card-move"
      >
        {pipelines && pipelines.length > 1
          ? pipelines.map((p) => (
              <optgroup key={p.id} label={p.name}>
                {p.stages.map((s) => (
                  <option key={s.id} value={s.id}>
                    {stageLabel(t, s)}
                  </option>
                ))}
              </optgroup>
            ))
          : stages.map((s) => (
              <option key={s.id} value={s.id}>
                {stageLabel(t, s)}
              </option>
            ))}
      </select>
    </div>
  );
}
