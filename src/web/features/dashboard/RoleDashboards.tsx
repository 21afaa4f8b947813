import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { ArrowRightIcon, BookOpenIcon, FileBarChartIcon, InboxIcon, UserRoundIcon } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';

/** Where projects will arrive for this role, said plainly: the feature is not built yet. */
function SharedPlaceholder({ title, body, testId }: { title: string; body: string; testId: string }) {
  return (
    <Card data-testid={testId}>
      <CardHeader className="flex-row items-center gap-3">
        <InboxIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground" data-empty="true">
          {body}
        </p>
      </CardContent>
    </Card>
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

/** An investor's dashboard: deal flow is not built, so it says so, and offers what works today. */
export function InvestorDashboard({ t }: { t: TFunction }) {
  return (
    <>
      <Today t={t}>
        <TodayAction icon={BookOpenIcon} to="/guide#crScore" title={t('roles.investor.guide')} body={t('roles.investor.guideBody')} />
        <TodayAction icon={FileBarChartIcon} to="/enterprise-preview" title={t('roles.investor.preview')} body={t('roles.investor.previewBody')} />
      </Today>
      <SharedPlaceholder testId="shared-projects" title={t('roles.investor.sharedTitle')} body={t('roles.investor.sharedBody')} />
    </>
  );
}

/** A consultant's dashboard: clients cannot share projects yet; the profile and the method can be prepared today. */
export function ConsultantDashboard({ t }: { t: TFunction }) {
  return (
    <>
      <Today t={t}>
        <TodayAction icon={UserRoundIcon} to="/settings" title={t('roles.consultant.profile')} body={t('roles.consultant.profileBody')} />
        <TodayAction icon={BookOpenIcon} to="/guide#crScore" title={t('roles.consultant.guide')} body={t('roles.consultant.guideBody')} />
      </Today>
      <SharedPlaceholder testId="shared-projects" title={t('roles.consultant.sharedTitle')} body={t('roles.consultant.sharedBody')} />
    </>
  );
}
