import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queryFeedback } from '../../components/panel.tsx';
import { formatScore } from '../../lib/format.ts';
import { usePublicShowcases } from './showcase-api.ts';

/** /vhs-marketing: the published projects, newest first; a proponent publishes from a project's Reports tab. */
/** `action` (composed by the route): e.g. an investor's Follow button for each project. */
export function ShowcaseListPage({ action }: { action?: ((slug: string, title: string) => ReactNode) | undefined } = {}) {
  const { t, i18n } = useTranslation('reports');
  const list = usePublicShowcases();
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold">{t('showcase.listTitle')}</h1>
      <p className="text-muted-foreground">{t('showcase.listHelp')}</p>
      {list.isPending || list.isError ? (
        queryFeedback(list, t, t('showcase.loading'))
      ) : list.data.length === 0 ? (
        <p className="text-muted-foreground">{t('showcase.none')}</p>
      ) : (
        <ul className="grid gap-2" data-testid="showcase-list">
          {list.data.map((s) => (
            <li key={s.slug} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
              <Link to={`/showcase/${s.slug}`} className="font-medium underline">
                {s.title}
              </Link>
              {s.score ? <span className="text-sm text-muted-foreground">CR {formatScore(i18n.language, s.score.total)}</span> : null}
              {action?.(s.slug, s.title)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
