import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { InvestorMatch } from '../../../contract/investor-directory.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CACHE_TIERS } from '../../lib/query-client.ts';
import { fitDetail } from './fit-words.ts';

/**
 * Step 7 without an e-mail (issue 27): the investors who opted in to the directory, ranked by how
 * their thesis fits the project, each criterion said (a thesis that does not fit says why). Choosing
 * one starts the request addressed to them.
 */
export function InvestorDirectory({
  projectId,
  pending,
  onChoose,
}: {
  projectId: string;
  pending: boolean;
  onChoose: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('send');
  const matches = useQuery<InvestorMatch[]>({ queryKey: ['/api/projects', projectId, 'investor-matches'], ...CACHE_TIERS.dynamic });
  return (
    <section className="grid gap-2" aria-labelledby="investor-directory-title">
      <h3 id="investor-directory-title" className="font-medium">
        {t('directory.title')}
      </h3>
      {matches.data?.length === 0 ? <p className="text-sm text-muted-foreground">{t('directory.empty')}</p> : null}
      <ul className="grid gap-2" data-testid="investor-directory">
        {(matches.data ?? []).map((m) => (
          <li key={m.investor.id} className="grid gap-1 rounded-md border p-3" data-testid="directory-investor">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{m.investor.name}</span>
              <Badge variant={m.fits ? 'default' : 'outline'}>
                {m.fits ? t('directory.fits', { score: m.score }) : t('directory.noFit')}
              </Badge>
            </p>
            {m.investor.headline ? <p className="text-sm text-muted-foreground">{m.investor.headline}</p> : null}
            <ul className="flex flex-wrap gap-x-3 text-xs">
              {m.criteria.map((c) => {
                const why = fitDetail(t, i18n.language, c.outcome, c.detail);
                return (
                  <li key={c.name} className={c.outcome === 'not_met' ? 'text-destructive' : undefined}>
                    {t(`directory.criterion.${c.name}`)}: {t(`directory.outcome.${c.outcome}`)}
                    {why ? ` (${why})` : ''}
                  </li>
                );
              })}
            </ul>
            <Button
              type="button"
              size="sm"
              className="justify-self-start"
              pending={pending}
              onClick={() => onChoose(m.investor.id)}
              data-testid="choose-directory-investor"
            >
              {t('directory.send')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
