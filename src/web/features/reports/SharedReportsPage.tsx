import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheckIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';
import { PreviewPages } from './PreviewPages.tsx';

interface SharedReport {
  id: string;
  projectTitle: string;
  kind: string;
  language: string;
  shortCode: string;
  createdAt: string;
  sharedAt: string;
}

/**
 * Reports sent to the caller inside the platform (issue 27, step 6): the sealed pages themselves
 * (no watermark), drawn by pdf.js from GET /api/reports/:id/sealed, with the verify link.
 */
export function SharedReportsPage() {
  const { t, i18n } = useTranslation('send');
  const list = useQuery<SharedReport[]>({ queryKey: ['/api/reports/shared'], ...CACHE_TIERS.dynamic });
  const [open, setOpen] = useState<string | null>(null);
  return (
    <main className="mx-auto grid w-full max-w-4xl gap-4 p-4">
      <h1 className="text-2xl font-semibold">{t('shared.title')}</h1>
      <p className="text-muted-foreground">{t('shared.intro')}</p>
      {list.data?.length === 0 ? <p data-testid="shared-empty">{t('shared.empty')}</p> : null}
      <ul className="grid gap-3">
        {(list.data ?? []).map((r) => (
          <li key={r.id} className="grid gap-2 rounded-md border p-3" data-testid="shared-report">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{r.projectTitle}</span>
              <code>{r.shortCode}</code>
              <time dateTime={r.sharedAt} className="text-xs text-muted-foreground">
                {t('shared.sharedAt', { at: formatDateTime(i18n.language, r.sharedAt) })}
              </time>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-expanded={open === r.id}
                onClick={() => setOpen((o) => (o === r.id ? null : r.id))}
                data-testid="shared-read"
              >
                {open === r.id ? t('shared.close') : t('shared.read')}
              </Button>
              <Button asChild size="sm" variant="ghost">
                <Link to={`/verify/${r.id}`}>
                  <ShieldCheckIcon aria-hidden="true" />
                  {t('shared.verify')}
                </Link>
              </Button>
            </div>
            {open === r.id ? <PreviewPages url={`/api/reports/${r.id}/sealed`} label={t('shared.pages', { code: r.shortCode })} /> : null}
          </li>
        ))}
      </ul>
    </main>
  );
}
