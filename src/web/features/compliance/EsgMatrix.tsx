import { useTranslation } from 'react-i18next';
import type { ProjectCompliance } from './api.ts';
import { FRAMEWORK_IDS, useProjectCompliance } from './api.ts';
import { QueryState, StatusBadge, useFrameworkName } from './parts.tsx';

/** The ESG matrix of one project: every framework with its status, score and progress (frameworks × status). */
export function EsgMatrixTable({ data, caption }: { data: ProjectCompliance; caption?: string }) {
  const { t } = useTranslation('compliance');
  const name = useFrameworkName();
  const byId = new Map(data.frameworks.map((f) => [f.id, f]));
  return (
    // Scrolls sideways on a phone: focusable and named, so the keyboard can scroll it too.
    <div
      className="overflow-x-auto rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      role="region"
      aria-label={caption ?? t('matrix.caption')}
      tabIndex={0}
      data-testid="esg-matrix"
    >
      <table className="w-full min-w-[28rem] text-sm">
        <caption className="sr-only">{caption ?? t('matrix.caption')}</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('matrix.framework')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('matrix.status')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('matrix.score')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('matrix.progress')}
            </th>
          </tr>
        </thead>
        <tbody>
          {FRAMEWORK_IDS.map((id) => {
            const f = byId.get(id);
            if (!f) return null;
            return (
              <tr
                key={id}
                className="border-t"
                data-testid={`matrix-${id}`}
                data-status={f.applicable ? (f.status ?? 'none') : 'not-applicable'}
              >
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {name(id)}
                </th>
                <td className="px-3 py-2">
                  <StatusBadge status={f.status} applicable={f.applicable} />
                </td>
                <td className="px-3 py-2 tabular-nums" data-testid={`matrix-${id}-score`}>
                  {f.applicable && f.score !== null ? t('scoreValue', { score: f.score }) : '—'}
                </td>
                <td className="px-3 py-2 tabular-nums">{f.applicable ? t('progress', { answered: f.answered, total: f.total }) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The matrix for a project, loading its compliance itself: the route may place it anywhere on the project page. */
export function EsgMatrix({ projectId }: { projectId: string }) {
  const { t } = useTranslation('compliance');
  const summary = useProjectCompliance(projectId);
  return (
    <section aria-labelledby={`esg-matrix-${projectId}`} className="grid gap-2" data-testid="esg-matrix-panel">
      <h2 id={`esg-matrix-${projectId}`} className="text-base font-semibold">
        {t('matrix.title')}
      </h2>
      {summary.data ? <EsgMatrixTable data={summary.data} /> : <QueryState query={summary} />}
    </section>
  );
}
