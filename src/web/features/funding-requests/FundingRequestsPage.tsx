import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { RequestState } from '../../../contract/funding.ts';
import { FUNDING_REQUEST_STATES as REQUEST_STATES } from '../../../domain/funding/requests.ts';
import { Label } from '../../components/ui/label.tsx';
import { queryFeedback } from '../../components/panel.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCurrency, formatDateTime } from '../../lib/format.ts';
import { useFundingRequests } from './api.ts';
import { StateBadge } from './parts.tsx';
import { NewRequest } from './NewRequest.tsx';
import { RequestDetail } from './RequestDetail.tsx';

/**
 * /funding-requests: the caller's requests (their projects' ones, and those addressed to them as an
 * investor once submitted), filtered by state; `?id=` opens one with its timeline, thread and the
 * transitions the server allows the caller.
 */
export function FundingRequestsPage() {
  const { t, i18n } = useTranslation('fundingRequests');
  const [params, setParams] = useSearchParams();
  const state = (params.get('state') ?? '') as RequestState | '';
  const selected = params.get('id');
  const list = useFundingRequests(state);
  const set = (k: string, v: string | null) => {
    const next = new URLSearchParams(params);
    if (v) next.set(k, v);
    else next.delete(k);
    setParams(next);
  };

  return (
    <div className="grid gap-4 p-4 sm:p-6" data-testid="funding-requests">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">{t('requests.title')}</h1>
        <p className="text-muted-foreground">{t('requests.subtitle')}</p>
      </header>
      <NewRequest />
      <div className="grid max-w-xs gap-1">
        <Label htmlFor="state-filter">{t('requests.filter')}</Label>
        <select
          id="state-filter"
          className="h-9 rounded-md border bg-background px-2 text-sm"
          value={state}
          onChange={(e) => set('state', e.target.value || null)}
          data-testid="state-filter"
        >
          <option value="">{t('requests.allStates')}</option>
          {REQUEST_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`states.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <div>
          {list.isPending || list.isError ? (
            queryFeedback(list, t, t('loading'))
          ) : list.data.length === 0 ? (
            <p className="text-muted-foreground" data-testid="no-requests">
              {state ? t('requests.emptyFiltered') : t('requests.empty')}
            </p>
          ) : (
            <ul className="grid gap-2" aria-label={t('requests.listLabel', { count: list.data.length })} data-testid="request-list">
              {list.data.map((r) => (
                <li key={r.id}>
                  <Link
                    to={`/funding-requests?${new URLSearchParams({ ...(state ? { state } : {}), id: r.id })}`}
                    aria-current={r.id === selected ? 'true' : undefined}
                    className={cn(
                      'grid gap-1 rounded-md border p-3 hover:bg-accent focus-visible:ring-2 focus-visible:outline-none',
                      r.id === selected && 'border-primary',
                    )}
                    data-testid="request-item"
                  >
                    <span className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-medium break-words">{r.project.title}</span>
                      <StateBadge state={r.state} />
                    </span>
                    <span className="text-xs text-muted-foreground">
                      {r.side === 'receiver'
                        ? t('requests.incoming')
                        : t('requests.to', { name: r.call?.title ?? r.investor?.name ?? t('requests.deletedAccount') })}
                      {r.amountRequested !== null && ` · ${formatCurrency(i18n.language, r.amountRequested, r.currency)}`}
                    </span>
                    <span className="text-xs text-muted-foreground">{formatDateTime(i18n.language, r.updatedAt)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        {selected ? <RequestDetail id={selected} /> : <p className="text-muted-foreground">{t('requests.pick')}</p>}
      </div>
    </div>
  );
}
