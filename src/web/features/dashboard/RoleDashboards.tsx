import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ArrowRightIcon, BookOpenIcon, FileBarChartIcon, HandCoinsIcon, InboxIcon, UserRoundIcon } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { formatScore } from '../../lib/format.ts';
import { useProjects } from '../projects/api.ts';
import { useNewFundingRequests } from './api.ts';
import { PortfolioHeadline } from './PortfolioHeadline.tsx';
import { WaitingList } from './WaitingList.tsx';
import { ConsultantOverview } from './ConsultantOverview.tsx';
import { ListCard, linkClass } from './ListCard.tsx';

/**
 * The projects shared with this investor or consultant (GET /api/projects, those reached through a
 * grant), newest first; an honest empty state until a proponent shares one.
 */
function SharedProjects({ title, empty, testId, t }: { title: string; empty: string; testId: string; t: TFunction }) {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  const projects = useProjects({ sort: 'updated' });
  const shared = (projects.data ?? []).filter((p) => p.sharedWithMe);
  return (
    <ListCard
      t={t}
      testId={testId}
      icon={InboxIcon}
      title={title}
      empty={empty}
      state={projects.isPending ? 'loading' : null}
      items={shared}
    >
      {(p) => (
        <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-md border p-3">
          <Link to={`/projects/${p.id}`} className={linkClass}>
            {p.title}
          </Link>
          <span className="text-sm text-muted-foreground tabular-nums">
            {t('roles.sharedLine', {
              level: t(`roles.levels.${p.access.level}`, { defaultValue: p.access.level }),
              score: p.latestScore ? formatScore(lng, p.latestScore.total) : t('roles.noScore'),
            })}
          </span>
        </li>
      )}
    </ListCard>
  );
}

function TodayAction({ icon: Icon, to, title, body }: { icon: LucideIcon; to: string; title: string; body: string }) {
  return (
    <li className="flex gap-3 rounded-lg border p-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0">
        <Link to={to} className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
          {title}
          <ArrowRightIcon className="size-3.5" aria-hidden="true" />
        </Link>
        <p className="text-sm text-muted-foreground">{body}</p>
      </div>
    </li>
  );
}

function Today({ t, children }: { t: TFunction; children: ReactNode }) {
  return (
    <section aria-labelledby="today-heading" data-testid="role-today">
      <h2 id="today-heading" className="mb-3 text-lg font-semibold">
        {t('roles.todayTitle')}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">{children}</ul>
    </section>
  );
}

/** An investor's dashboard: the projects proponents shared with them, and what else works today (deal flow is a later issue). */
export function InvestorDashboard({ t }: { t: TFunction }) {
  const { i18n } = useTranslation();
  const incoming = useNewFundingRequests(true);
  const count = (incoming.data ?? []).filter((r) => r.side === 'receiver').length;
  return (
    <>
      <Today t={t}>
        <TodayAction
          icon={HandCoinsIcon}
          to={count > 0 ? '/funding-requests?state=submitted' : '/funding-requests'}
          title={incoming.isPending ? t('roles.investor.requestsLoading') : t('roles.investor.requests', { count })}
          body={t('roles.investor.requestsBody')}
        />
        <TodayAction icon={BookOpenIcon} to="/guide#crScore" title={t('roles.investor.guide')} body={t('roles.investor.guideBody')} />
        <TodayAction
          icon={FileBarChartIcon}
          to="/enterprise-preview"
          title={t('roles.investor.preview')}
          body={t('roles.investor.previewBody')}
        />
      </Today>
      <WaitingList t={t} lng={i18n.language} />
      <PortfolioHeadline t={t} lng={i18n.language} />
      <SharedProjects testId="shared-projects" t={t} title={t('roles.investor.sharedTitle')} empty={t('roles.investor.sharedBody')} />
    </>
  );
}

/** A consultant's dashboard: the clients' projects shared with them, their profile and the method. */
export function ConsultantDashboard({ t }: { t: TFunction }) {
  const { i18n } = useTranslation();
  return (
    <>
      <Today t={t}>
        <TodayAction
          icon={UserRoundIcon}
          to="/consultants"
          title={t('roles.consultant.profile')}
          body={t('roles.consultant.profileBody')}
        />
        <TodayAction icon={BookOpenIcon} to="/guide#crScore" title={t('roles.consultant.guide')} body={t('roles.consultant.guideBody')} />
      </Today>
      <ConsultantOverview t={t} lng={i18n.language} />
    </>
  );
}
