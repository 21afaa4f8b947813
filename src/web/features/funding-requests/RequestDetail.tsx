import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalSubmission } from './PortalSubmission.tsx';
import { Link } from 'react-router';
import type { FundingRequestDetail, RequestState } from '../../../contract/funding.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Panel, queryFeedback } from '../../components/panel.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatCurrency, formatDateTime } from '../../lib/format.ts';
import { useFundingRequest, useTransition } from './api.ts';
import { MessageThread } from './MessageThread.tsx';
import { StateBadge } from './parts.tsx';

/** One request: what was asked, its timeline, the caller's allowed transitions, and the thread. */
export function RequestDetail({ id }: { id: string }) {
  const { t, i18n } = useTranslation('fundingRequests');
  const q = useFundingRequest(id);
  if (q.isPending || q.isError) return <div>{queryFeedback(q, t, t('loading'))}</div>;
  const r = q.data;
  const lng = i18n.language;
  return (
    <div className="grid gap-4" data-testid="request-detail">
      <Panel
        id="request"
        title={r.project.title}
        description={
          r.target === 'call'
            ? t('detail.toCall', { name: r.call?.title ?? '—' })
            : t('detail.toInvestor', { name: r.investor?.name ?? t('requests.deletedAccount') })
        }
        testId="request-summary"
      >
        <div className="flex flex-wrap items-center gap-2">
          <StateBadge state={r.state} />
          {r.amountRequested !== null && <span>{t('detail.amount', { amount: formatCurrency(lng, r.amountRequested, r.currency) })}</span>}
          {r.fundedAmount !== null && (
            <span data-testid="funded-amount">{t('detail.funded', { amount: formatCurrency(lng, r.fundedAmount, r.currency) })}</span>
          )}
        </div>
        {r.target === 'call' && r.side === 'proponent' && r.state !== 'draft' && (
          <p className="text-muted-foreground">{t('detail.selfReported')}</p>
        )}
        {r.target === 'call' ? <PortalSubmission request={r} /> : null}
        {r.message && <p className="whitespace-pre-wrap">{r.message}</p>}
        <p>
          <Link className="underline" to={`/projects/${r.projectId}`}>
            {t('detail.openProject')}
          </Link>
          {r.state === 'draft' && r.side === 'proponent' && (
            <>
              {' · '}
              <Link className="underline" to={`/funding-wizard/${r.projectId}?request=${r.id}`} data-testid="resume-draft">
                {t('detail.resume')}
              </Link>
            </>
          )}
          {r.state === 'funded' && r.side === 'proponent' && (
            <>
              {' · '}
              <Link className="underline" to={`/roadmap-wizard?requestId=${r.id}`} data-testid="build-roadmap">
                {t('detail.buildRoadmap')}
              </Link>
            </>
          )}
        </p>
        <Transitions request={r} />
      </Panel>
      <Panel id="timeline" title={t('detail.timeline')} description={t('detail.timelineHint')} testId="request-timeline">
        <ol className="grid gap-2">
          {r.events.map((e, i) => (
            <li key={i} className="grid gap-0.5 border-l-2 pl-3" data-testid="timeline-event">
              <span>
                <StateBadge state={e.to} /> <span className="text-muted-foreground">{e.by ? e.by.name : t('requests.deletedAccount')}</span>
              </span>
              <time className="text-xs text-muted-foreground" dateTime={e.at}>
                {formatDateTime(lng, e.at)}
              </time>
              {e.note && <span className="whitespace-pre-wrap">{e.note}</span>}
            </li>
          ))}
        </ol>
      </Panel>
      {r.side !== 'viewer' && <MessageThread request={r} />}
    </div>
  );
}

function Transitions({ request }: { request: FundingRequestDetail }) {
  const { t } = useTranslation('fundingRequests');
  const move = useTransition(request.id);
  const [note, setNote] = useState('');
  const [funded, setFunded] = useState(request.amountRequested === null ? '' : String(request.amountRequested));
  if (request.allowedTransitions.length === 0)
    return (
      <p className="text-muted-foreground" data-testid="no-transitions">
        {t('detail.noTransitions')}
      </p>
    );
  const go = (to: RequestState) =>
    move.mutate(
      {
        to,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(to === 'funded' && funded.trim() !== '' ? { fundedAmount: Number(funded) } : {}),
      },
      { onSuccess: () => setNote('') },
    );
  return (
    <div className="grid gap-3 border-t pt-4">
      <div className="grid gap-1">
        <Label htmlFor="transition-note">{t('detail.note')}</Label>
        <Input id="transition-note" value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
      </div>
      {request.allowedTransitions.includes('funded') && (
        <div className="grid max-w-xs gap-1">
          <Label htmlFor="funded-amount">{t('detail.fundedAmount', { currency: request.currency })}</Label>
          <Input id="funded-amount" type="number" min={0} value={funded} onChange={(e) => setFunded(e.target.value)} />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {request.allowedTransitions.map((to) => (
          <Button
            key={to}
            type="button"
            size="sm"
            variant={to === 'rejected' || to === 'withdrawn' ? 'outline' : 'default'}
            pending={move.isPending}
            onClick={() => go(to)}
            data-testid={`transition-${to}`}
          >
            {t(`actions.${to}`)}
          </Button>
        ))}
      </div>
      {move.isError && (
        <p role="alert" className="text-destructive">
          {errorMessage(t, move.error)}
        </p>
      )}
    </div>
  );
}
