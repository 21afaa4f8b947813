import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from 'lucide-react';
import type { BillingStatus } from '../../../contract/billing.ts';
import { TRIAL } from '../../../domain/billing/index.ts';
import { PROJECT_LIMITS } from '../../../domain/rbac/index.ts';
import type { Tier } from '../../../domain/rbac/index.ts';
import { asStrings } from '../../components/content-sections.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '../../components/ui/card.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { returnToParam } from '../../lib/return-path.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useBillingStatus, useQuote, useStartTrial } from './api.ts';
import { BuyerToggle } from './BuyerToggle.tsx';
import type { Buyer } from './BuyerToggle.tsx';
import { ComparisonTable } from './ComparisonTable.tsx';
import { ContactSalesDialog } from './ContactSalesDialog.tsx';
import { money } from './money.ts';
import { annualSaving, planAction, planHref, pricingColumns, withBuyer } from './plan-actions.ts';
import type { PricingColumn } from './plan-actions.ts';

/**
 * /pricing for visitors and signed-in users: who buys (business: VAT excluded; consumer: VAT included
 * at their country's rate — the saved billing details choose for a signed-in user), the interval toggle,
 * one button per plan, the comparison.
 */
export function PricingPage() {
  const { t, i18n } = useTranslation('billing');
  const { user } = useCurrentUser();
  const { search } = useLocation();
  const returnTo = returnToParam(search);
  const status = useBillingStatus(user !== null);
  const [interval, setInterval] = useState<'month' | 'year'>('month');
  const [chosen, setBuyer] = useState<Buyer | null>(null);
  const saved = status.data?.billing;
  const buyer: Buyer = chosen ?? (saved ? { kind: saved.kind, country: saved.country } : { kind: 'business', country: 'IT' });
  const current: Tier | null = user ? (status.data?.tier ?? user.effectiveTier) : null;
  const columns = pricingColumns(interval);
  const saving = annualSaving('professional');

  return (
    <div className={user ? 'mx-auto max-w-6xl' : 'mx-auto max-w-6xl px-4 py-12'} data-testid="pricing">
      <PageHeader title={t('pricing.title')} description={t('pricing.lead')} />
      {user && status.data?.trialAvailable ? <TrialOffer /> : null}
      <BuyerToggle buyer={buyer} onChange={setBuyer} />
      <fieldset className="mb-6 flex flex-wrap items-center gap-2" data-testid="interval-toggle">
        <legend className="sr-only">{t('pricing.interval')}</legend>
        {(['month', 'year'] as const).map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent/50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name="interval"
              value={value}
              checked={interval === value}
              onChange={() => setInterval(value)}
              className="accent-[var(--primary)]"
            />
            {t(`pricing.intervals.${value}`)}
            {value === 'year' && saving ? (
              <Badge variant="secondary">{t('pricing.save', { percent: Math.round(saving.fraction * 100) })}</Badge>
            ) : null}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        {columns.map((column) => (
          <PlanCard
            key={column.tier}
            column={column}
            current={current}
            status={status.data ?? null}
            returnTo={returnTo}
            buyer={buyer}
            chosen={chosen !== null}
            lng={i18n.language}
          />
        ))}
      </div>
      <p className="mt-6 text-sm text-muted-foreground" data-testid="vat-note">
        {buyer.kind === 'business' ? t('pricing.vatNote') : t('pricing.vatNoteConsumer')}
      </p>
      <ComparisonTable current={current} />
    </div>
  );
}

function PlanCard({
  column,
  current,
  status,
  returnTo,
  buyer,
  chosen,
  lng,
}: {
  column: PricingColumn;
  current: Tier | null;
  status: BillingStatus | null;
  returnTo: string | null;
  buyer: Buyer;
  /** The visitor chose the buyer here: the checkout link carries it. */
  chosen: boolean;
  lng: string;
}) {
  const { t } = useTranslation('billing');
  const action = planAction(column, current, status);
  const href = withBuyer(planHref(column, action, status, returnTo, current !== null), chosen ? buyer : null);
  const { tier, plan } = column;
  const name = t(`common:tiers.${tier}`);
  const limit = PROJECT_LIMITS[tier];
  const highlight = tier === 'professional';
  // A business is shown the net price; a consumer the server's price with their country's VAT (GET /api/billing/quote).
  const consumer = buyer.kind === 'consumer';
  const quote = useQuote(plan?.id ?? '', buyer, consumer && plan !== null);
  const shown = !plan
    ? null
    : !consumer
      ? { cents: plan.amountCents, vatIncluded: false, rate: 0 }
      : quote.data
        ? { cents: quote.data.shown.cents, vatIncluded: true, rate: Math.round(quote.data.amounts.vatRate * 10_000) / 100 }
        : null;
  return (
    <Card className={highlight ? 'border-primary' : undefined} id={`plan-${tier}`} data-tier={tier} data-testid={`plan-${tier}`}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg leading-tight font-semibold">{name}</h2>
          {action === 'current' ? <Badge>{t('pricing.current')}</Badge> : null}
        </div>
        <CardDescription>{t(`plans.${tier}.tagline`)}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div>
          {plan && !shown ? (
            <p className="text-2xl font-semibold text-muted-foreground" data-testid={`price-${tier}`} aria-busy="true">
              …
            </p>
          ) : plan && shown ? (
            <>
              <p className="text-2xl font-semibold" data-testid={`price-${tier}`}>
                {money(lng, shown.cents)}
                <span className="text-sm font-normal text-muted-foreground"> {t(`pricing.per.${plan.interval}`)}</span>
              </p>
              <p className="text-xs text-muted-foreground">
                {shown.vatIncluded ? t('pricing.vatIncluded', { rate: shown.rate }) : t('pricing.plusVat')}
                {plan.commitmentMonths > 0 && plan.interval === 'month'
                  ? ` · ${t('pricing.commitment', { months: plan.commitmentMonths })}`
                  : ''}
                {plan.interval === 'year' ? ` · ${t('pricing.prepaid')}` : ''}
              </p>
            </>
          ) : (
            <p className="text-2xl font-semibold">{tier === 'free' ? money(lng, 0) : t('pricing.quote')}</p>
          )}
        </div>
        <p className="font-medium">{limit === null ? t('pricing.unlimitedProjects') : t('pricing.projects', { count: limit })}</p>
        <ul className="space-y-1.5 text-sm">
          {asStrings(t(`plans.${tier}.features`, { returnObjects: true })).map((f) => (
            <li key={f} className="flex gap-2">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              <span>{f}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="mt-auto">
        {action === 'current' ? (
          <Button size="sm" variant="outline" className="h-auto min-h-8 w-full py-1.5 text-center whitespace-normal" disabled>
            {t('actions.current')}
          </Button>
        ) : action === 'contact' ? (
          <ContactSalesDialog signedIn={current !== null} />
        ) : href ? (
          <Button
            asChild
            size="sm"
            variant={action === 'downgrade' ? 'outline' : highlight ? 'default' : 'secondary'}
            className="h-auto min-h-8 w-full py-1.5 text-center whitespace-normal"
          >
            <Link to={href} aria-label={`${t(`actions.${action}`)} – ${name}`} data-testid={`plan-action-${tier}`}>
              {t(`actions.${action}`)}
            </Link>
          </Button>
        ) : null}
      </CardFooter>
    </Card>
  );
}

/** "Start a 14-day Professional trial": no card, once per account (the server says whether it is still available). */
function TrialOffer() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const trial = useStartTrial();
  return (
    <Card className="mb-6 border-primary/50" data-testid="trial-offer">
      <CardContent className="flex flex-col gap-3 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-medium">{t('trial.title', { days: TRIAL.days })}</p>
          <p className="text-sm text-muted-foreground">{t('trial.body')}</p>
          {trial.isError ? (
            <p role="alert" className="mt-1 text-sm text-destructive">
              {errorMessage(t, trial.error)}
            </p>
          ) : null}
        </div>
        <Button
          pending={trial.isPending}
          onClick={() =>
            trial.mutate(undefined, {
              onSuccess: () => {
                toast({ title: t('trial.started'), variant: 'success' });
                void navigate('/billing');
              },
            })
          }
        >
          {t('trial.start', { days: TRIAL.days })}
        </Button>
      </CardContent>
    </Card>
  );
}
