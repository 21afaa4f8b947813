import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { BellIcon, HandCoinsIcon, MessageSquareReplyIcon, TriangleAlertIcon } from 'lucide-react';
import type { WaitingItem } from '../../../contract/dashboard.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useInvestorWaiting } from './api.ts';

/** Where each item is handled, its icon and its line. */
function row(item: WaitingItem, t: TFunction) {
  switch (item.kind) {
    case 'answer':
      return {
        to: `/deal-flow/cards/${item.cardId}`,
        Icon: MessageSquareReplyIcon,
        title: t('roles.waiting.answer', { project: item.projectTitle }),
        body: item.question,
      };
    case 'request':
      return {
        to: '/funding-requests?state=submitted',
        Icon: HandCoinsIcon,
        title: t('roles.waiting.request', { project: item.projectTitle }),
        body: t('roles.waiting.requestBody'),
      };
    case 'alerts':
      return {
        to: `/portfolio/${item.portfolioId}/summary`,
        Icon: TriangleAlertIcon,
        title: t('roles.waiting.alerts', { count: item.count, portfolio: item.portfolioName }),
        body: t('roles.waiting.alertsBody'),
      };
  }
}

/**
 * What waits for the investor (issue 15): answers to their questions in the last days, requests
 * not yet in review, portfolio alerts; newest first, each linking to where it is handled.
 */
export function WaitingList({ t, lng }: { t: TFunction; lng: string }) {
  const q = useInvestorWaiting(true);
  return (
    <Card data-testid="investor-waiting">
      <CardHeader className="flex-row items-center gap-3">
        <BellIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <CardTitle className="text-base">{t('roles.waiting.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {q.isPending ? (
          <p className="text-sm text-muted-foreground">{t('roles.sharedLoading')}</p>
        ) : q.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('roles.waiting.error')}
          </p>
        ) : q.data.waiting.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-empty="true">
            {t('roles.waiting.empty', { count: q.data.answerDays })}
          </p>
        ) : (
          <ul className="grid gap-2">
            {q.data.waiting.map((item) => {
              const r = row(item, t);
              return (
                <li
                  key={`${item.kind}-${r.to}-${item.at}`}
                  className="flex gap-3 rounded-md border p-3"
                  data-testid="waiting-item"
                  data-kind={item.kind}
                >
                  <r.Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <div className="grid min-w-0 gap-0.5">
                    <Link to={r.to} className="font-medium break-words text-primary underline-offset-4 hover:underline">
                      {r.title}
                    </Link>
                    <p className="text-sm break-words text-muted-foreground">{r.body}</p>
                    {item.kind === 'alerts' ? null : (
                      <p className="text-xs text-muted-foreground tabular-nums">{formatDateTime(lng, item.at)}</p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <p className="mt-3 text-xs text-muted-foreground">{t('roles.waiting.rule', { count: q.data?.answerDays ?? 14 })}</p>
      </CardContent>
    </Card>
  );
}
