import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Share2Icon } from 'lucide-react';
import { GRANT_ACCESS_LEVELS, type GrantAccess } from '../../../domain/access/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage, fieldErrors } from '../../lib/errors.ts';
import { useGrantAccess } from './api.ts';
import { Notice, selectClass } from './Notice.tsx';

/** The end of the chosen day in the browser's time zone, as the API's ISO instant. */
function endOfDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, 23, 59, 59).toISOString();
}

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * Shares the project with an investor or a consultant by e-mail: read, comment, or (consultants
 * only; the server decides by the account's role) edit of the evaluation inputs; optional expiry.
 */
export function GrantForm({ projectId }: { projectId: string }) {
  const { t } = useTranslation('workspaces');
  const grant = useGrantAccess(projectId);
  const [email, setEmail] = useState('');
  const [access, setAccess] = useState<GrantAccess>('read');
  const [expires, setExpires] = useState('');
  const [notice, setNotice] = useState<{ text: string; error?: boolean }>({ text: '' });
  const fe = fieldErrors(grant.error);
  const emailError = fe.email ? t('access.errors.email') : null;
  const accessError = fe.access ? t('access.errors.access') : null;
  const expiresError = fe.expiresAt ? t('access.errors.expiresAt') : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setNotice({ text: '' });
    grant.mutate(
      { email: email.trim(), access, ...(expires ? { expiresAt: endOfDay(expires) } : {}) },
      {
        onSuccess: (g) => {
          setEmail('');
          setExpires('');
          setNotice({ text: t('access.granted', { name: g.grantee.username, access: t(`access.levels.${g.access}`) }) });
        },
        onError: (err) => {
          const f = fieldErrors(err);
          setNotice(
            f.email || f.access || f.expiresAt ? { text: t('access.fixFields'), error: true } : { text: errorMessage(t, err), error: true },
          );
        },
      },
    );
  };

  const described = (id: string, error: string | null, hint?: string) =>
    [error ? `${id}-error` : null, hint ?? null].filter(Boolean).join(' ') || undefined;

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 border-t pt-4" aria-labelledby="grant-title" data-testid="grant-form">
      <h3 id="grant-title" className="font-semibold">
        {t('access.grantTitle')}
      </h3>
      <p className="text-muted-foreground">{t('access.grantHint')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor="grant-email">{t('access.email')}</Label>
          <Input
            id="grant-email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            aria-invalid={emailError ? true : undefined}
            aria-describedby={described('grant-email', emailError)}
          />
          {emailError ? (
            <p id="grant-email-error" className="text-destructive">
              {emailError}
            </p>
          ) : null}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="grant-access">{t('access.level')}</Label>
          <select
            id="grant-access"
            className={selectClass}
            value={access}
            onChange={(e) => setAccess(e.target.value as GrantAccess)}
            aria-invalid={accessError ? true : undefined}
            aria-describedby={described('grant-access', accessError, 'grant-access-hint')}
          >
            {GRANT_ACCESS_LEVELS.map((l) => (
              <option key={l} value={l}>
                {t(`access.levelOptions.${l}`)}
              </option>
            ))}
          </select>
          <p id="grant-access-hint" className="text-xs text-muted-foreground">
            {t('access.levelHint')}
          </p>
          {accessError ? (
            <p id="grant-access-error" className="text-destructive">
              {accessError}
            </p>
          ) : null}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="grant-expires">{t('access.expires')}</Label>
          <Input
            id="grant-expires"
            type="date"
            min={today()}
            value={expires}
            onChange={(e) => setExpires(e.target.value)}
            aria-invalid={expiresError ? true : undefined}
            aria-describedby={described('grant-expires', expiresError, 'grant-expires-hint')}
          />
          <p id="grant-expires-hint" className="text-xs text-muted-foreground">
            {t('access.expiresHint')}
          </p>
          {expiresError ? (
            <p id="grant-expires-error" className="text-destructive">
              {expiresError}
            </p>
          ) : null}
        </div>
      </div>
      <div>
        <Button type="submit" disabled={grant.isPending || !email.trim()}>
          <Share2Icon aria-hidden="true" />
          {grant.isPending ? t('access.granting') : t('access.grant')}
        </Button>
      </div>
      <Notice text={notice.text} error={notice.error} testId="grant-notice" />
    </form>
  );
}
