import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon, KanbanIcon, ListIcon, Settings2Icon } from 'lucide-react';
import type { DealCard } from '../../../contract/deal-flow.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { queryFeedback } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useCards, useMoveCard, usePipelines } from './api.ts';
import { Board } from './Board.tsx';
import { DealList, toCsv } from './DealList.tsx';
import { DealFilters } from './DealFilters.tsx';
import { filterCards } from './filters.ts';
import { useDealQuery } from './useDealQuery.ts';
import { selectClass } from './CardBits.tsx';
import { ManagePipelines } from './ManagePipelines.tsx';

/** /deal-flow: the investor's pipeline of the projects that reach them (requests and shares), as a board or a list. */
export function DealFlowPage() {
  const { t } = useTranslation(['dealFlow', 'dealViews', 'realization']); // the filters' strings arrive with the page's
  const pipelines = usePipelines();
  const cards = useCards();
  const move = useMoveCard();
  const { mode: view, setMode: setView, filters, pipeline: chosen, setPipeline } = useDealQuery(); // in the address, with the filters
  const [managing, setManaging] = useState(false);
  const pipeline = pipelines.data?.find((p) => p.id === chosen) ?? pipelines.data?.[0];
  const mine = useMemo(() => (cards.data ?? []).filter((c) => c.pipelineId === pipeline?.id), [cards.data, pipeline]);
  const shown = filterCards(mine, filters); // what the board, the list and the CSV export show
  const onMove = (id: string, stageId: string) => move.mutate({ id, stageId });

  const download = (rows: DealCard[]) => {
    if (!pipeline) return;
    const blob = new Blob([toCsv(t, rows, pipeline.stages)], { type: 'text/csv;charset=utf-8' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = 'deal-flow.csv';
    a.click();
    URL.revokeObjectURL(a.href);
  };

  return (
    <div className="mx-auto max-w-[100rem]" data-testid="deal-flow">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <div className="flex flex-wrap gap-2" role="group" aria-label={t('view.label')}>
            <Button variant={view === 'board' ? 'default' : 'outline'} aria-pressed={view === 'board'} onClick={() => setView('board')}>
              <KanbanIcon aria-hidden="true" />
              {t('view.board')}
            </Button>
            <Button variant={view === 'list' ? 'default' : 'outline'} aria-pressed={view === 'list'} onClick={() => setView('list')}>
              <ListIcon aria-hidden="true" />
              {t('view.list')}
            </Button>
            <Button variant="outline" onClick={() => download(shown)} disabled={!shown.length}>
              <DownloadIcon aria-hidden="true" />
              {t('export')}
            </Button>
            <Button
              variant={managing ? 'default' : 'outline'}
              aria-expanded={managing}
              aria-controls="manage-pipelines"
              onClick={() => setManaging(!managing)}
              disabled={!pipeline}
              data-testid="manage-toggle"
            >
              <Settings2Icon aria-hidden="true" />
              {t('manage.open')}
            </Button>
          </div>
        }
      />
      {move.isError && (
        <p role="alert" className="mb-3 text-sm text-destructive">
          {errorMessage(t, move.error)}
        </p>
      )}
      {pipelines.isPending || pipelines.isError || cards.isPending || cards.isError ? (
        queryFeedback(pipelines.isError ? pipelines : cards, t, t('loading'))
      ) : !pipeline ? (
        <p className="text-muted-foreground">{t('noPipeline')}</p>
      ) : (
        <>
          {(pipelines.data?.length ?? 0) > 1 ? (
            <div className="mb-4 grid max-w-sm gap-1.5">
              <label htmlFor="df-pipeline" className="text-sm font-medium">
                {t('pipeline')}
              </label>
              <select
                id="df-pipeline"
                className={selectClass}
                value={pipeline.id}
                onChange={(e) => setPipeline(e.target.value)}
                data-testid="pipeline-select"
              >
                {pipelines.data!.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {managing ? <ManagePipelines pipeline={pipeline} onCreated={(id) => setPipeline(id)} /> : null}
          <DealFilters stages={pipeline.stages} cards={mine} />
          {mine.length === 0 ? (
            <p className="text-muted-foreground" data-testid="deal-flow-empty">
              {t('empty')}
            </p>
          ) : view === 'board' ? (
            <Board stages={pipeline.stages} cards={shown} onMove={onMove} />
          ) : (
            <DealList cards={shown} stages={pipeline.stages} onMove={onMove} />
          )}
        </>
      )}
    </div>
  );
}
