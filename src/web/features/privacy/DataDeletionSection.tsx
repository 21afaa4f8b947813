import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormField, fieldDescription } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useEraseAccount } from './api.ts';
import { PrivacySection } from './PrivacySection.tsx';

/** Where the browser goes once the account is gone: a full load, so no signed-in state survives in memory. */
export const AFTER_ERASURE_PATH = '/login?erased=1';

/**
 * #data-deletion (GDPR art. 17): what erasure removes and keeps, then the password again in a
 * confirmation dialog. A wrong password changes nothing and says so in the dialog.
 */
export function DataDeletionSection() {
  const { t } = useTranslation('privacy');
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const erase = useEraseAccount();
  const queryClient = useQueryClient();
  const id = useId();
  const fieldId = `${id}-password`;
  const error = erase.isError ? errorMessage(t, erase.error) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) return;
    erase.mutate(password, {
      onSuccess: () => {
        queryClient.clear();
        window.location.assign(AFTER_ERASURE_PATH);
      },
    });
  };

  return (
    <PrivacySection id="data-deletion" title={t('deletion.title')} description={t('deletion.description')}>
      <ul className="list-disc space-y-1 pl-5">
        <li>{t('deletion.removes')}</li>
        <li>{t('deletion.teams')}</li>
        <li>{t('deletion.keeps')}</li>
      </ul>
      <p className="text-muted-foreground">{t('deletion.exportFirst')}</p>
      <AlertDialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) {
            setPassword('');
            erase.reset();
          }
        }}
      >
        <AlertDialogTrigger asChild>
          <Button variant="destructive" size="sm" data-testid="erase-open">
            {t('deletion.open')}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <AlertDialogHeader>
              <AlertDialogTitle>{t('deletion.confirmTitle')}</AlertDialogTitle>
              <AlertDialogDescription>{t('deletion.confirmBody')}</AlertDialogDescription>
            </AlertDialogHeader>
            <FormField id={fieldId} label={t('deletion.password')} error={error} errorTestId="erase-error">
              <Input
                id={fieldId}
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={fieldDescription(fieldId, { error })}
                data-testid="erase-password"
              />
            </FormField>
            <AlertDialogFooter>
              <AlertDialogCancel type="button">{t('deletion.cancel')}</AlertDialogCancel>
              <Button type="submit" variant="destructive" disabled={!password || erase.isPending} data-testid="erase-confirm">
                {t('deletion.confirm')}
              </Button>
            </AlertDialogFooter>
          </form>
        </AlertDialogContent>
      </AlertDialog>
    </PrivacySection>
  );
}
