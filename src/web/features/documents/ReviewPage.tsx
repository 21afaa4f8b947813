import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { queryFeedback } from '../../components/panel.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { useProject } from '../projects/api.ts';
import { downloadUrl, useDocument, useFigures } from './api.ts';
import { DocumentDate } from './DocumentDate.tsx';
import { DocumentViews } from './DocumentViews.tsx';
import { StatusBadge } from './DocumentList.tsx';
import { FigureList } from './FigureList.tsx';
import { Insights } from './Insights.tsx';
import { SourceView } from './SourceView.tsx';
import { InlineSource, useWideReview } from './InlineSource.tsx';

/**
 * /documents/:id — the review of one document: its figures next to their source (?figure= selects
 * one: the score's evidence links here), the checklist and the risks. Refreshes while analysing.
 * Under `lg` each figure opens its own source in place instead (InlineSource).
 */
export function ReviewPage() {
  const { t } = useTranslation(['documents', 'errors']);
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const doc = useDocument(id);
  const analysed = doc.data?.status === 'analysed';
  const figures = useFigures(id, analysed);
  const project = useProject(doc.data?.projectId);
  const canDecide = project.data?.access?.capabilities.editInputs ?? false;
  const seesViews = project.data?.access?.capabilities.editDetails ?? false;
  const list = figures.data ?? [];
  const [picked, setPicked] = useState<string | null>(params.get('figure'));
  const selected = list.find((f) => f.id === picked) ?? list.find((f) => f.status === 'proposed') ?? list[0] ?? null;
  // Narrow screens: the sources opened in place (the one a link points at starts open).
  const wide = useWideReview();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(params.get('figure') ? [params.get('figure')!] : []));
  const toggle = (figureId: string) =>
    setOpen((o) => (o.has(figureId) ? new Set([...o].filter((x) => x !== figureId)) : new Set([...o, figureId])));
  const select = (figureId: string) => {
    setPicked(figureId);
    if (!wide) setOpen((o) => new Set([...o, figureId]));
    const next = new URLSearchParams(params);
    next.set('figure', figureId);
    setParams(next, { replace: true });
  };

  if (doc.isError && doc.error instanceof ApiRequestError && doc.error.status === 404) {
    return (
      <div className="mx-auto max-w-2xl" data-testid="document-not-found">
        <PageHeader title={t('review.notFound')} />
        <Button asChild>
          <Link to="/documents">{t('review.back')}</Link>
        </Button>
      </div>
    );
  }
  const feedback = queryFeedback(doc, t, t('review.loading'));
  if (feedback || !doc.data) return <div className="mx-auto max-w-6xl">{feedback}</div>;
  const d = doc.data;
  return (
    <div className="mx-auto grid max-w-6xl gap-4" data-testid="review-page">
      <p className="text-sm">
        <Link to={`/projects/${d.projectId}?tab=documents`} className="text-primary underline-offset-4 hover:underline">
          {project.data ? t('review.backTo', { project: project.data.title }) : t('review.backToProject')}
        </Link>
      </p>
      <PageHeader
        title={<span className="break-all">{d.filename}</span>}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge status={d.status} />
            <span>{t('list.version', { version: d.version })}</span>
            {d.kind ? (
              <span>{t('review.kind', { kind: t(`kind.${d.kind}`), confidence: Math.round((d.kindConfidence ?? 0) * 100) })}</span>
            ) : null}
            {d.pages !== null ? <span>{t('review.pages', { count: d.pages })}</span> : null}
            {d.ocr === 'unavailable' ? (
              <span>{t('review.ocrUnavailable')}</span>
            ) : d.ocr === 'used' ? (
              <span>{t('review.ocrUsed')}</span>
            ) : null}
            <a href={downloadUrl(d.id)} download className="text-primary underline-offset-4 hover:underline">
              {t('list.download')}
            </a>
          </span>
        }
      />
      {d.failure ? (
        <p role="alert" className="text-sm text-destructive">
          {t(`failure.${d.failure.code}`, { defaultValue: d.failure.message })}
        </p>
      ) : null}
      {analysed ? <DocumentDate key={d.statedDate ?? ''} doc={d} canEdit={canDecide} /> : null}
      {!analysed ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('review.notAnalysed', { status: t(`status.${d.status}`) })}
        </p>
      ) : (
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">{t('review.figuresTitle')}</h2>
            <p className="text-sm text-muted-foreground">{t('review.figuresHelp')}</p>
          </CardHeader>
          <CardContent className="grid items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            {queryFeedback(figures, t, t('review.loading')) ??
              (list.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('review.noFigures')}</p>
              ) : (
                <>
                  <FigureList
                    figures={list}
                    projectId={d.projectId}
                    selected={selected?.id ?? null}
                    onSelect={select}
                    canDecide={canDecide}
                    source={
                      wide ? undefined : (f) => <InlineSource doc={d} figure={f} open={open.has(f.id)} onToggle={() => toggle(f.id)} />
                    }
                  />
                  {wide && selected ? <SourceView doc={d} figure={selected} /> : null}
                </>
              ))}
          </CardContent>
        </Card>
      )}
      {analysed ? (
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">{t('review.insightsTitle')}</h2>
          </CardHeader>
          <CardContent>
            <Insights doc={d} />
          </CardContent>
        </Card>
      ) : null}
      {seesViews ? <DocumentViews id={d.id} /> : null}
    </div>
  );
}
