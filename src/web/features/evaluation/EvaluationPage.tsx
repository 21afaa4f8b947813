import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from 'lucide-react';
import { PageHeader } from '../../components/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useProjects } from '../projects/api.ts';
import { EvaluationWorkspace } from './EvaluationWorkspace.tsx';
import { ScorePanel } from './ScorePanel.tsx';

/**
 * Where the top navigation's entries land (?tab=): Studio di Fattibilità on the business plan,
 * Analisi Avanzata on the results (Monte Carlo, sensitivity, scenarios), Valutazione Avanzata on the
 * CR score. The ids are the sections' headings.
 */
const TAB_TARGETS: Readonly<Record<string, string>> = {
  feasibility: 'plan-heading',
  analysis: 'results-heading',
  valuation: 'score-heading',
};

/**
 * Scrolls to the heading `id` and gives it the focus once it is on the page (it arrives with the
 * data), then keeps it in view while the sections above it finish loading and grow, until the page
 * has been still for a second or the user scrolls, types or touches.
 */
function revealWhenPresent(id: string): () => void {
  let frame = 0;
  let started = 0;
  let stillSince = 0;
  let lastTop = Number.NaN;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_MOVES) window.removeEventListener(type, stop);
  };
  const look = (now: number) => {
    const el = document.getElementById(id);
    if (!el) {
      if (!started) started = now;
      if (now - started < 5000) frame = requestAnimationFrame(look);
      return;
    }
    if (Number.isNaN(lastTop)) {
      el.setAttribute('tabindex', '-1');
      el.focus({ preventScroll: true });
      for (const type of USER_MOVES) window.addEventListener(type, stop, { once: true, passive: true });
      stillSince = now;
    }
    const top = el.getBoundingClientRect().top;
    if (!(Math.abs(top - lastTop) <= 1)) {
      el.scrollIntoView({ block: 'start' });
      lastTop = el.getBoundingClientRect().top;
      stillSince = now;
    }
    if (now - stillSince < 1000) frame = requestAnimationFrame(look);
    else stop();
  };
  frame = requestAnimationFrame(look);
  return stop;
}

const USER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** /projects/evaluation: pick one of the user's projects (?project=) and work on its evaluation. */
export function EvaluationPage() {
  const { t } = useTranslation(['evaluation', 'score']);
  const [params, setParams] = useSearchParams();
  const projects = useProjects();
  const chosen = params.get('project');
  const tab = params.get('tab');
  const target = tab ? TAB_TARGETS[tab] : undefined;
  const list = projects.data ?? [];
  const current = list.find((p) => p.id === chosen);

  // Without a valid choice, the first project is the natural one (replacing the URL, not adding history).
  useEffect(() => {
    if (projects.data && projects.data.length > 0 && !projects.data.some((p) => p.id === chosen)) {
      setParams({ project: projects.data[0]!.id, ...(tab ? { tab } : {}) }, { replace: true });
    }
  }, [projects.data, chosen, tab, setParams]);

  const currentId = current?.id;
  useEffect(() => (currentId && target ? revealWhenPresent(target) : undefined), [currentId, target]);

  return (
    <div className="mx-auto max-w-7xl" data-testid="evaluation-page">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {projects.isError ? (
        <Card role="alert">
          <CardContent className="flex flex-wrap items-center gap-3 pt-5 text-sm">
            <p>{t('loadError', { message: errorMessage(t, projects.error) })}</p>
            <Button size="sm" variant="outline" onClick={() => void projects.refetch()}>
              {t('retry')}
            </Button>
          </CardContent>
        </Card>
      ) : projects.isPending ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('loading')}
        </p>
      ) : list.length === 0 ? (
        <Card data-testid="evaluation-no-projects">
          <CardContent className="grid gap-3 pt-5">
            <p className="text-sm">{t('page.noProjects')}</p>
            <Button asChild className="w-fit">
              <Link to="/projects/new">
                <PlusIcon aria-hidden="true" />
                {t('page.createProject')}
              </Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-6 *:min-w-0">
          <div className="grid max-w-md gap-1">
            <Label htmlFor="f-project">{t('page.project')}</Label>
            <select
              id="f-project"
              className="h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
              value={current?.id ?? ''}
              onChange={(e) => setParams({ project: e.target.value })}
            >
              {list.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </select>
          </div>
          {current ? (
            <>
              {/* key: a new project starts from its own inputs, never from the previous project's draft */}
              <EvaluationWorkspace key={current.id} projectId={current.id} />
              <ScorePanel
                key={`score-${current.id}`}
                projectId={current.id}
                evaluateHref={`/projects/evaluation?project=${current.id}#run-evaluation`}
              />
            </>
          ) : null}
        </div>
      )}
    </div>
  );
}
