import { useState } from 'react';
import type { FormEvent } from 'react';
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
import { Input } from '../../components/ui/input.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useContactSales } from './api.ts';

const MAX_MESSAGE = 2000;

/**
 * Enterprise is a quote: anyone writes to sales (POST /api/billing/contact-sales, stored and reaching the
 * admins). A signed-in user is answered at their account's address; a visitor gives an e-mail (and a name).
 */
export function ContactSalesDialog({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('billing');
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [empty, setEmpty] = useState(false);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [badEmail, setBadEmail] = useState(false);
  const send = useContactSales();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    const address = email.trim();
    const emailWrong = !signedIn && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address);
    setEmpty(text.length === 0);
    setBadEmail(emailWrong);
    if (emailWrong) return document.getElementById('sales-email')?.focus();
    if (!text) return document.getElementById('sales-message')?.focus();
    send.mutate(signedIn ? { message: text } : { message: text, email: address, ...(name.trim() ? { name: name.trim() } : {}) });
  };
  const error = empty ? t('sales.empty') : send.isError ? errorMessage(t, send.error) : null;
  const emailError = badEmail ? t('sales.emailInvalid') : null;
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
            {signedIn ? null : (
              <>
                <FormField id="sales-email" label={t('sales.email')} hint={t('sales.emailHint')} error={emailError}>
                  <Input
                    id="sales-email"
                    type="email"
                    autoComplete="email"
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                    aria-invalid={emailError ? true : undefined}
                    aria-describedby={fieldDescription('sales-email', { hint: true, error: emailError })}
                  />
                </FormField>
                <FormField id="sales-name" label={t('sales.name')}>
                  <Input id="sales-name" autoComplete="organization" value={name} onChange={(e) => setName(e.target.value)} />
                </FormField>
              </>
            )}
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
