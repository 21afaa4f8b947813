import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon } from 'lucide-react';
import type { CallDetail } from '../../../contract/funding.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { queryFeedback } from '../../components/panel.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { formatCurrency, formatDate, formatPercent } from '../../lib/format.ts';
import { AnnouncementProjects } from './AnnouncementProjects.tsx';
import { useCall } from './MatchApi.ts';
import { SavedCallButtons } from './SavedCallButtons.tsx';

/**
 * /announcement/:announcementId — the call in full (its own text in its source's language), save and
 * mute, the documents it asks for, and the eligibility checklist of each of the caller's projects,
 * ranked, with "Start an application".
 */
export function AnnouncementPage() {
  const { announcementId = '' } = useParams();
  const { t } = useTranslation('funding');
  const call = useCall(announcementId);
  if (call.isPending || call.isError) return <div className="mx-auto max-w-4xl">{queryFeedback(call, t, t('announcement.loading'))}</div>;
  const c = call.data;
  return (
    <div className="mx-auto grid max-w-4xl gap-4" data-testid="announcement" data-call={c.id}>
      <PageHeader title={c.title} description={[c.funder, c.programme].filter(Boolean).join(' · ')} className="mb-0" />
      <SavedCallButtons callId={c.id} />
      <Facts call={c} />
      {c.description ? (
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">{t('announcement.descriptionTitle')}</h2>
          </CardHeader>
          <CardContent>
            <p className="text-sm whitespace-pre-line" lang={c.language}>
              {c.description}
            </p>
          </CardContent>
        </Card>
      ) : null}
      <Card data-testid="announcement-documents">
        <CardHeader>
          <h2 className="text-lg font-semibold">{t('announcement.documentsTitle')}</h2>
        </CardHeader>
        <CardContent className="text-sm">
          {c.requiredDocuments.length === 0 ? (
            <p className="text-muted-foreground">{t('announcement.noDocuments')}</p>
          ) : (
            <ul className="list-disc space-y-1 pl-5" lang={c.language}>
              {c.requiredDocuments.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <AnnouncementProjects callId={c.id} open={c.status === 'open' || c.status === 'closing'} />
      <p className="text-sm">
        <Link to="/funding" className="text-primary underline-offset-4 hover:underline">
          {t('announcement.back')}
        </Link>
      </p>
    </div>
  );
}

function Facts({ call: c }: { call: CallDetail }) {
  const { t, i18n } = useTranslation('funding');
  const lng = i18n.language;
  const none = <span className="text-muted-foreground">{t('announcement.notPublished')}</span>;
  const money = (v: number | null) => (v === null ? none : formatCurrency(lng, v));
  const items = (xs: string[], all: string) => (xs.length ? xs.join(', ') : <span className="text-muted-foreground">{all}</span>);
  const rows: Array<[string, ReactNode]> = [
    ['aidForm', t(`catalogue.aidForms.${c.aidForm}`)],
    ['status', t(`search.statuses.${c.status}`)],
    ['opensAt', c.opensAt ? formatDate(lng, c.opensAt) : none],
    ['closesAt', c.closesAt ? formatDate(lng, c.closesAt) : c.untilFundsRunOut ? t('announcement.untilFundsRunOut') : none],
    [
      'amounts',
      <>
        {money(c.minAmount)} – {money(c.maxAmount)}
      </>,
    ],
    ['cofinancing', c.cofinancingShare === null ? none : formatPercent(lng, c.cofinancingShare)],
    ['regions', items(c.regions, t('announcement.allTerritories'))],
    ['sectors', items(c.sectors, t('announcement.allSectors'))],
    [
      'sizes',
      c.sizes.length ? (
        c.sizes.map((s) => t(`catalogue.sizes.${s}`)).join(', ')
      ) : (
        <span className="text-muted-foreground">{t('announcement.allSizes')}</span>
      ),
    ],
    ['legalForms', items(c.legalForms, t('announcement.anyLegalForm'))],
    ['source', `${c.source}${c.licence ? ` · ${c.licence}` : ''}`],
    ['updatedAt', formatDate(lng, c.updatedAt)],
  ];
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('announcement.factsTitle')}</h2>
        {c.url ? (
          <a
            href={c.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
          >
            {t('announcement.official')}
            <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
          </a>
        ) : null}
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {rows.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-medium text-muted-foreground">{t(`announcement.facts.${key}`)}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
