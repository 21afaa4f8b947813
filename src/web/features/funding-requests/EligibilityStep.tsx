import { useTranslation } from 'react-i18next';
import type { FundingRequestDetail } from '../../../contract/funding.ts';
import type { Project } from '../../../contract/projects.ts';
import { Button } from '../../components/ui/button.tsx';
import { formatCurrency, formatDate } from '../../lib/format.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useCall, useCallMatch } from './api.ts';

/**
 * Step 2: for a call, its published criteria and, when matching is available, each criterion
 * against the project (met, not met, unknown). An investor applies their own criteria: said so.
 */
export function EligibilityStep({ project, request, onNext }: { project: Project; request: FundingRequestDetail; onNext: () => void }) {
  const { t, i18n } = useTranslation(['fundingRequests', 'funding']);
  const callId = request.call?.id ?? null;
  const call = useCall(callId);
  const matched = useCallMatch(callId, project.id);
  const match = matched.data ?? null;
  const lng = i18n.language;

  return (
    <section className="grid gap-4" aria-labelledby="eligibility-title" data-testid="eligibility-step">
      <h2 id="eligibility-title" className="text-lg font-semibold">
        {t('wizard.eligibility.title')}
      </h2>
      {request.target === 'investor' ? (
        <p>{t('wizard.eligibility.investor', { name: request.investor?.name ?? '' })}</p>
      ) : (
        <>
          <p className="font-medium">{request.call?.title}</p>
          {call.data ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="call-criteria">
              <dt className="text-muted-foreground">{t('wizard.eligibility.amounts')}</dt>
              <dd>
                {call.data.minAmount !== null ? formatCurrency(lng, call.data.minAmount) : '—'} –{' '}
                {call.data.maxAmount !== null ? formatCurrency(lng, call.data.maxAmount) : '—'}
              </dd>
              <dt className="text-muted-foreground">{t('wizard.eligibility.regions')}</dt>
              <dd>{call.data.regions.join(', ') || t('wizard.eligibility.any')}</dd>
              <dt className="text-muted-foreground">{t('wizard.eligibility.sectors')}</dt>
              <dd>{call.data.sectors.join(', ') || t('wizard.eligibility.any')}</dd>
              <dt className="text-muted-foreground">{t('wizard.eligibility.sizes')}</dt>
              <dd>{call.data.sizes.map((s) => t(`funding:catalogue.sizes.${s}`)).join(', ') || t('wizard.eligibility.any')}</dd>
              <dt className="text-muted-foreground">{t('wizard.eligibility.closes')}</dt>
              <dd>{call.data.closesAt ? formatDate(lng, call.data.closesAt) : t('wizard.target.noDeadline')}</dd>
            </dl>
          ) : (
            <p className={call.isError ? 'text-destructive' : 'text-sm text-muted-foreground'} role={call.isError ? 'alert' : undefined}>
              {call.isPending ? t('loading') : call.isError ? errorMessage(t, call.error) : t('wizard.eligibility.noDetail')}
            </p>
          )}
          {matched.isError ? (
            <p role="alert" className="text-destructive">
              {errorMessage(t, matched.error)}
            </p>
          ) : matched.isPending ? (
            <p className="text-sm text-muted-foreground">{t('loading')}</p>
          ) : !match ? (
            <p className="text-sm text-muted-foreground" data-testid="matching-missing">
              {t('wizard.eligibility.noMatching')}
            </p>
          ) : (
            <div className="grid gap-2">
              <p data-testid="eligible">{t(`wizard.eligibility.eligible.${match.eligible}`)}</p>
              <ul className="grid gap-1 text-sm">
                {match.criteria.map((c) => (
                  <li key={c.name}>
                    <span className="font-medium">{t(`wizard.eligibility.criteria.${c.name}`)}</span>:{' '}
                    {t(`wizard.eligibility.outcome.${c.outcome}`)} <span className="text-muted-foreground">({c.detail})</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
      <div>
        <Button type="button" onClick={onNext} data-testid="wizard-next">
          {t('wizard.next')}
        </Button>
      </div>
    </section>
  );
}
