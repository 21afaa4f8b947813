import { useParams, Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, ExternalLinkIcon, KeyRoundIcon, StarOffIcon } from 'lucide-react';
import { PageHeader } from '../../components/page-header.tsx';
import { queryFeedback } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/errors.ts';
import type { DealCard } from '../../../contract/deal-flow.ts';
import { useCard, useFollow, useMoveCard, usePipelines, useRequestAccess } from './api.ts';
import { CardFacts, MoveSelect } from './CardBits.tsx';
import { CardHistory } from './CardHistory.tsx';
import { Checklist } from './Checklist.tsx';
import { DecisionForm, Findings, Notes, Questions } from './DiligencePanels.tsx';

/** /deal-flow/cards/:id — one card's due diligence: checklist, private notes, questions, findings, decision, and its history. */
export function CardDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('dealFlow');
  const detail = useCard(id);
  const pipelines = usePipelines();
  const move = useMoveCard();
  const back = (
    <Button asChild variant="ghost" size="sm" className="mb-2">
      <Link to="/deal-flow">
        <ArrowLeftIcon aria-hidden="true" />
        {t('detail.back')}
      </Link>
    </Button>
  );
  if (detail.isPending || detail.isError) {
    return (
      <div className="mx-auto max-w-4xl">
        {back}
        {queryFeedback(detail, t, t('loading'))}
      </div>
    );
  }
  const { card } = detail.data;
  const stages = pipelines.data?.find((p) => p.id === card.pipelineId)?.stages ?? [];
  const followedOnly = card.access === 'showcase';
  return (
    <div className="mx-auto max-w-4xl" data-testid="deal-card-detail">
      {back}
      <PageHeader
        title={card.projectTitle}
        description={t('detail.description')}
        actions={
          followedOnly ? (
            card.showcaseSlug ? (
              <Button asChild variant="outline">
                <Link to={`/showcase/${card.showcaseSlug}`}>
                  <ExternalLinkIcon aria-hidden="true" />
                  {t('detail.openShowcase')}
                </Link>
              </Button>
            ) : null
          ) : (
            <Button asChild variant="outline">
              <Link to={`/projects/${card.projectId}`}>
                <ExternalLinkIcon aria-hidden="true" />
                {t('detail.openProject')}
              </Link>
            </Button>
          )
        }
      />
      {followedOnly ? <FollowedOnly card={card} /> : null}
      <div className="grid gap-2 sm:grid-cols-2">
        <CardFacts card={card} />
        {stages.length > 0 && (
          <MoveSelect card={card} stages={stages} pipelines={pipelines.data} onMove={(cid, stageId) => move.mutate({ id: cid, stageId })} />
        )}
      </div>
      <Checklist id={card.id} items={detail.data.ddItems} canLink={!followedOnly} />
      {followedOnly ? null : <Questions id={card.id} questions={detail.data.questions} />}
      <Notes id={card.id} notes={detail.data.notes} />
      <Findings id={card.id} findings={detail.data.findings} />
      <DecisionForm id={card.id} decision={detail.data.decision} />
      <CardHistory moves={detail.data.moves} pipelines={pipelines.data ?? []} />
    </div>
  );
}

/** A followed showcase project without a share: what the card shows, and asking the owners to share it. */
function FollowedOnly({ card }: { card: DealCard }) {
  const { t } = useTranslation('dealFlow');
  const request = useRequestAccess(card.id);
  const follow = useFollow();
  const navigate = useNavigate();
  return (
    <div className="mb-4 grid gap-3 rounded-lg border border-dashed p-4 text-sm" data-testid="followed-only">
      <p>{t('followed.explain')}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => request.mutate()} disabled={request.isPending || request.isSuccess} data-testid="request-access">
          <KeyRoundIcon aria-hidden="true" />
          {t('followed.requestAccess')}
        </Button>
        {card.showcaseSlug ? (
          <Button
            variant="outline"
            onClick={() => follow.mutate({ slug: card.showcaseSlug!, follow: false }, { onSuccess: () => void navigate('/deal-flow') })}
            pending={follow.isPending}
          >
            <StarOffIcon aria-hidden="true" />
            {t('followed.unfollow')}
          </Button>
        ) : null}
      </div>
      <p aria-live="polite" className={request.isError ? 'text-destructive' : 'text-muted-foreground'}>
        {request.isSuccess
          ? t('followed.requested')
          : request.isError
            ? errorMessage(t, request.error)
            : follow.isError
              ? errorMessage(t, follow.error)
              : ''}
      </p>
    </div>
  );
}
