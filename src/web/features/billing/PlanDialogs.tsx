import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingStatus } from '../../../contract/billing.ts';
import type { PlanId } from '../../../domain/billing/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useCancel, useChangePlan, useChangePreview } from './api.ts';
import type { CheckoutResult } from './api.ts';
import { money } from './money.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { planOf } from './plan-actions.ts';

/**
 * Cancel at period end: the dialog says when the plan ends (the period's end, or the commitment's
 * when that is later) and that nothing is deleted: projects above the Free limit become read-only.
 */
export function CancelDialog({
  status,
  open,
  onOpenChange,
}: {
  status: BillingStatus;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation('billing');
  const cancel = useCancel();
  const endsAt =
    [status.currentPeriodEnd, status.commitmentEnd]
      .filter((d): d is string => d !== null)
      .sort()
      .at(-1) ?? null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('sales.close')} data-testid="cancel-dialog">
        <DialogHeader>
          <DialogTitle>{t('manage.cancelTitle')}</DialogTitle>
          <DialogDescription>
            {endsAt ? t('manage.cancelEnds', { date: formatDate(i18n.language, endsAt) }) : t('manage.cancelEndsUnknown')}
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm">{t('manage.nothingDeleted')}</p>
        {cancel.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(t, cancel.error)}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('manage.keep')}
          </Button>
          <Button
            variant="destructive"
            pending={cancel.isPending}
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: (res) => {
                  onOpenChange(false);
                  toast({ title: t('manage.canceled', { date: formatDate(i18n.language, res.endsAt) }), variant: 'success' });
                },
              })
            }
          >
            {t('manage.confirmCancel')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Change plan: the server's proration (GET /api/billing/change-preview) is shown before anything is
 * confirmed: credit for the unused time, the new price, what is due now with VAT, and when it applies.
 */
export function ChangeDialog({
  planId,
  onClose,
  onCheckout,
}: {
  planId: PlanId | null;
  onClose: () => void;
  onCheckout: (r: CheckoutResult) => void;
}) {
  const { t, i18n } = useTranslation('billing');
  const lng = i18n.language;
  const preview = useChangePreview(planId);
  const change = useChangePlan();
  const [done, setDone] = useState(false);
  const plan = planOf(planId);
  const p = preview.data;
  return (
    <Dialog
      open={planId !== null}
      onOpenChange={(open) => {
        if (!open) {
          change.reset();
          setDone(false);
          onClose();
        }
      }}
    >
      <DialogContent closeLabel={t('sales.close')} data-testid="change-dialog">
        <DialogHeader>
          <DialogTitle>
            {plan
              ? t('manage.changeTo', { plan: `${t(`common:tiers.${plan.tier}`)} · ${t(`pricing.intervalName.${plan.interval}`)}` })
              : ''}
          </DialogTitle>
          <DialogDescription>{t('manage.changeLead')}</DialogDescription>
        </DialogHeader>
        {preview.isPending ? (
          <p role="status">{t('manage.computing')}</p>
        ) : preview.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(t, preview.error)}
          </p>
        ) : p && plan ? (
          <div className="grid gap-3 text-sm" data-testid="change-preview">
            <dl className="grid gap-1">
              <div className="flex justify-between gap-4">
                <dt>{t('manage.newPrice')}</dt>
                <dd>{money(lng, p.newPriceCents)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>{t('manage.credit')}</dt>
                <dd>{money(lng, -p.creditCents)}</dd>
              </div>
              <div className="flex justify-between gap-4 font-medium">
                <dt>{t('manage.dueNow')}</dt>
                <dd>{money(lng, p.dueNowCents)}</dd>
              </div>
            </dl>
            <OrderSummary plan={plan} amounts={p.amounts} />
            <p>{p.effective === 'now' ? t('manage.effectiveNow') : t('manage.effectiveLater', { date: formatDate(lng, p.effectiveAt) })}</p>
          </div>
        ) : null}
        {change.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(t, change.error)}
          </p>
        ) : null}
        {done ? (
          <p role="status" className="text-sm">
            {t('manage.changed')}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('manage.back')}
          </Button>
          <Button
            disabled={!p || done}
            pending={change.isPending}
            data-testid="change-confirm"
            onClick={() =>
              planId &&
              change.mutate(planId, {
                onSuccess: (res) => {
                  if (res.checkout?.url) return window.location.assign(res.checkout.url);
                  if (res.checkout) {
                    onCheckout(res.checkout);
                    return onClose();
                  }
                  setDone(true);
                },
              })
            }
          >
            {t('manage.confirmChange')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
