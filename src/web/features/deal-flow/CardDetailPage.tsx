import { useParams, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, ExternalLinkIcon } from 'lucide-react';
import { PageHeader } from '../../components/page-header.tsx';
import { queryFeedback } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useCard, useMoveCard, usePipelines } from './api.ts';
import { CardFacts, MoveSelect } from './CardBits.tsx';
import { Checklist, DecisionForm, Findings, Notes, Questions } from './DiligencePanels.tsx';

/** /deal-flow/cards/:id — one card's due diligence: checklist, private notes, questions, findings, decision. */
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
  return (
    <div className="mx-auto max-w-4xl" data-testid="deal-card-detail">
      {back}
      <PageHeader
        title={card.projectTitle}
        description={t('detail.description')}
        actions={
          <Button asChild variant="outline">
            <Link to={`/projects/${card.projectId}`}>
              <ExternalLinkIcon aria-hidden="true" />
              {t('detail.openProject')}
            </Link>
          </Button>
        }
      />
      <div className="grid gap-2 sm:grid-cols-2">
        <CardFacts card={card} />
        {stages.length > 0 && <MoveSelect card={card} stages={stages} onMove={(cid, stageId) => move.mutate({ id: cid, stageId })} />}
      </div>
      <Checklist id={card.id} items={detail.data.ddItems} />
      <Questions id={card.id} questions={detail.data.questions} />
      <Notes id={card.id} notes={detail.data.notes} />
      <Findings id={card.id} findings={detail.data.findings} />
      <DecisionForm id={card.id} decision={detail.data.decision} />
    </div>
  );
}
