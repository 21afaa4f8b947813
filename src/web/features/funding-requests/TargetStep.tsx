import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InvestorDirectory } from './InvestorDirectory.tsx';
import type { FundingRequestDetail } from '../../../contract/funding.ts';
import type { Project } from '../../../contract/projects.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { useCall, useCallSearch, useCreateRequest, useFundingRequests, useInvestors } from './api.ts';

/**
 * Step 1: a call of the catalogue (searched, or preselected by `?call=` from an announcement) or an
 * investor: those the project is already shared with, or an investor account found by its exact
 * e-mail. There is no investor directory; the screen says so. Choosing creates the server draft.
 */
export function TargetStep({
  project,
  preselectedCall,
  current,
  onCreated,
}: {
  project: Project;
  preselectedCall: string | null;
  current: FundingRequestDetail | null;
  onCreated: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('fundingRequests');
  const { t: ts } = useTranslation('send');
  const [kind, setKind] = useState<'call' | 'investor'>(preselectedCall || !current || current.target === 'call' ? 'call' : 'investor');
  const [q, setQ] = useState('');
  const [email, setEmail] = useState('');
  const [lookup, setLookup] = useState('');
  const search = useCallSearch(q);
  const pre = useCall(preselectedCall);
  const investors = useInvestors(project.id, lookup);
  const drafts = useFundingRequests('draft', project.id);
  const create = useCreateRequest();
  const start = (to: { callId?: string; investorId?: string }) =>
    create.mutate(
      { projectId: project.id, message: '', ...to, ...(project.fundingSought ? { amountRequested: project.fundingSought } : {}) },
      { onSuccess: (r) => onCreated(r.id) },
    );
  const onLookup = (e: FormEvent) => {
    e.preventDefault();
    setLookup(email.trim());
  };
  // Preselected by the announcement's "Start an application": select it at once (resuming a draft
  // for the same call rather than opening a second one), once per visit.
  const autoStarted = useRef(false);
  useEffect(() => {
    if (!preselectedCall || current || autoStarted.current || !pre.data || !drafts.data) return;
    autoStarted.current = true;
    const existing = drafts.data.find((d) => d.call?.id === preselectedCall);
    if (existing) onCreated(existing.id);
    else start({ callId: preselectedCall });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the call and the drafts are known
  }, [preselectedCall, current, pre.data, drafts.data]);
  const calls = [...(pre.data ? [pre.data] : []), ...(search.data?.items ?? []).filter((c) => c.id !== pre.data?.id)];

  return (
    <section className="grid gap-4" aria-labelledby="target-title">
      <h2 id="target-title" className="text-lg font-semibold">
        {t('wizard.target.title')}
      </h2>
      {current && (
        <p className="text-sm text-muted-foreground" data-testid="current-target">
          {t('wizard.target.current', { name: current.call?.title ?? current.investor?.name ?? '' })}
        </p>
      )}
      {(drafts.data ?? []).filter((d) => d.id !== current?.id).length > 0 && (
        <div className="grid gap-2 rounded-md border p-3 text-sm">
          <p>{t('wizard.target.resume')}</p>
          <ul className="grid gap-1">
            {drafts
              .data!.filter((d) => d.id !== current?.id)
              .map((d) => (
                <li key={d.id}>
                  <Button type="button" variant="link" className="h-auto p-0" onClick={() => onCreated(d.id)}>
                    {d.call?.title ?? d.investor?.name ?? d.id}
                  </Button>
                </li>
              ))}
          </ul>
        </div>
      )}
      <div role="radiogroup" aria-label={t('wizard.target.kind')} className="flex gap-2">
        {(['call', 'investor'] as const).map((k) => (
          <Button
            key={k}
            type="button"
            role="radio"
            aria-checked={kind === k}
            variant={kind === k ? 'default' : 'outline'}
            onClick={() => setKind(k)}
            data-testid={`target-${k}`}
          >
            {t(`wizard.target.${k}`)}
          </Button>
        ))}
      </div>
      {create.isError && (
        <p role="alert" className="text-destructive">
          {errorMessage(t, create.error)}
        </p>
      )}
      {kind === 'call' ? (
        <div className="grid gap-3">
          <p role="note" className="rounded-md border border-amber-500/40 bg-amber-500/10 p-2 text-sm" data-testid="portal-notice">
            {ts('portal.notice')}
          </p>
          <Label htmlFor="call-q">{t('wizard.target.search')}</Label>
          <Input
            id="call-q"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder={t('wizard.target.searchPlaceholder')}
          />
          {search.isError ? (
            <p role="alert" className="text-destructive">
              {errorMessage(t, search.error)}
            </p>
          ) : calls.length === 0 ? (
            <p className="text-sm text-muted-foreground">{search.isPending ? t('loading') : t('wizard.target.noCalls')}</p>
          ) : (
            <ul className="grid gap-2" data-testid="call-results">
              {calls.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
                  <span className="grid">
                    <span className="font-medium">{c.title}</span>
                    <span className="text-xs text-muted-foreground">
                      {c.funder} ·{' '}
                      {c.closesAt
                        ? t('wizard.target.closes', { date: formatDate(i18n.language, c.closesAt) })
                        : t('wizard.target.noDeadline')}
                    </span>
                  </span>
                  <Button
                    type="button"
                    size="sm"
                    pending={create.isPending}
                    onClick={() => start({ callId: c.id })}
                    data-testid="choose-call"
                  >
                    {t('wizard.target.choose')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <div className="grid gap-3">
          <InvestorDirectory projectId={project.id} pending={create.isPending} onChoose={(investorId) => start({ investorId })} />
          <p className="text-sm text-muted-foreground">{t('wizard.target.investorHonest')}</p>
          <form className="flex flex-wrap items-end gap-2" onSubmit={onLookup}>
            <div className="grid flex-1 gap-1">
              <Label htmlFor="investor-email">{t('wizard.target.email')}</Label>
              <Input id="investor-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
            </div>
            <Button type="submit" variant="outline" data-testid="lookup-investor">
              {t('wizard.target.find')}
            </Button>
          </form>
          {investors.isError && (
            <p role="alert" className="text-destructive">
              {errorMessage(t, investors.error)}
            </p>
          )}
          {(investors.data ?? []).length === 0 ? (
            <p className="text-sm text-muted-foreground" role="status">
              {lookup ? t('wizard.target.noInvestor') : t('wizard.target.noShared')}
            </p>
          ) : (
            <ul className="grid gap-2" data-testid="investor-results">
              {investors.data!.map((i) => (
                <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
                  <span className="grid">
                    <span className="font-medium">{i.name}</span>
                    <span className="text-xs text-muted-foreground break-all">{i.email}</span>
                  </span>
                  <Button
                    type="button"
                    size="sm"
                    pending={create.isPending}
                    onClick={() => start({ investorId: i.id })}
                    data-testid="choose-investor"
                  >
                    {t('wizard.target.choose')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
