import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { FormField, fieldDescription } from '../../components/ui/form-field.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useContactSales } from './api.ts';

const MAX_MESSAGE = 2000;

/**
 * Enterprise is a quote: a signed-in user writes to sales (POST /api/billing/contact-sales, which reaches
 * the admins); a visitor is sent to the contact page, as the request needs an account to answer.
 */
export function ContactSalesDialog({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('billing');
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [empty, setEmpty] = useState(false);
  const send = useContactSales();
  if (!signedIn) {
    return (
      <Button asChild size="sm" variant="secondary" className="h-auto min-h-8 w-full py-1.5 text-center whitespace-normal">
        <Link to="/contact" data-testid="plan-action-enterprise">
          {t('actions.contact')}
        </Link>
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    setEmpty(text.length === 0);
    if (!text) return;
    send.mutate(text);
  };
  const error = empty ? t('sales.empty') : send.isError ? errorMessage(t, send.error) : null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) send.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant="secondary"
          className="h-auto min-h-8 w-full py-1.5 text-center whitespace-normal"
          data-testid="plan-action-enterprise"
        >
          {t('actions.contact')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('sales.close')}>
        <DialogHeader>
          <DialogTitle>{t('sales.title')}</DialogTitle>
          <DialogDescription>{t('sales.lead')}</DialogDescription>
        </DialogHeader>
        {send.isSuccess ? (
          <p role="status" className="text-sm" data-testid="sales-sent">
            {t('sales.sent')}
          </p>
        ) : (
          <form noValidate onSubmit={submit} className="grid gap-4">
            <FormField id="sales-message" label={t('sales.message')} hint={t('sales.hint')} error={error}>
              <textarea
                id="sales-message"
                rows={5}
                maxLength={MAX_MESSAGE}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={fieldDescription('sales-message', { hint: true, error })}
                className="min-h-24 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
              />
            </FormField>
            <DialogFooter>
              <Button type="submit" pending={send.isPending}>
                {t('sales.send')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
