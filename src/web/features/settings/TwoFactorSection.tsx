import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCheckIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useRegenerateRecoveryCodes, useTwoFactorConfirm, useTwoFactorDisable, useTwoFactorSetup, useTwoFactorStatus } from './api.ts';
import { Notice } from './Notice.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { Section } from './Section.tsx';
import { TextField } from './TextField.tsx';

/**
 * Two-factor sign-in with an authenticator app. No QR code (that would need an image library): the
 * secret to type and the otpauth:// link, which opens the authenticator on a phone.
 */
export function TwoFactorSection() {
  const { t } = useTranslation('settings');
  const status = useTwoFactorStatus();
  const [codes, setCodes] = useState<string[] | null>(null);

  return (
    <Section id="two-factor" title={t('twoFactor.title')} description={t('twoFactor.description')}>
      {status.data?.required && !status.data.enabled ? <Notice testId="two-factor-required">{t('twoFactor.required')}</Notice> : null}
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : !status.data ? (
        status.isError ? (
          <Notice>{errorMessage(t, status.error)}</Notice>
        ) : (
          <Spinner className="size-5 border-2" />
        )
      ) : status.data.enabled ? (
        <Enabled left={status.data.recoveryCodesLeft} canDisable={!status.data.required} onCodes={setCodes} />
      ) : (
        <Setup onCodes={setCodes} />
      )}
    </Section>
  );
}

function Setup({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation('settings');
  const setup = useTwoFactorSetup();
  const confirm = useTwoFactorConfirm();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  if (!setup.data) {
    return (
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          if (password) setup.mutate(password, { onSuccess: () => setPassword('') });
        }}
      >
        <TextField
          id="two-factor-password"
          label={t('currentPassword')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" size="sm" disabled={setup.isPending || !password}>
          {t('twoFactor.start')}
        </Button>
        {setup.isError ? (
          <div className="basis-full">
            <Notice>{errorMessage(t, setup.error)}</Notice>
          </div>
        ) : null}
      </form>
    );
  }
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        confirm.mutate({ code: code.trim() }, { onSuccess: (out) => onCodes(out.recoveryCodes) });
      }}
    >
      <ol className="list-decimal space-y-2 pl-5">
        <li>{t('twoFactor.step1')}</li>
        <li>
          {t('twoFactor.step2')}
          <code className="mt-1 block rounded bg-muted px-2 py-1 font-mono text-sm break-all select-all" data-testid="two-factor-secret">
            {setup.data.secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
          <a href={setup.data.uri} className="mt-1 inline-block text-primary underline underline-offset-4" data-testid="two-factor-uri">
            {t('twoFactor.openApp')}
          </a>
        </li>
        <li>{t('twoFactor.step3')}</li>
      </ol>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          id="two-factor-code"
          label={t('twoFactor.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          className="w-32"
        />
        <Button type="submit" size="sm" disabled={confirm.isPending || code.trim().length !== 6}>
          {t('twoFactor.confirm')}
        </Button>
      </div>
      {confirm.isError ? <Notice>{errorMessage(t, confirm.error)}</Notice> : null}
    </form>
  );
}

function Enabled({ left, canDisable, onCodes }: { left: number; canDisable: boolean; onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation('settings');
  const disable = useTwoFactorDisable();
  const regenerate = useRegenerateRecoveryCodes();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const failure = disable.error ?? regenerate.error;
  return (
    <div className="grid gap-3">
      <p className="flex items-center gap-2 font-medium" data-testid="two-factor-on">
        <ShieldCheckIcon className="size-5 text-success" aria-hidden="true" />
        {t('twoFactor.on', { count: left })}
      </p>
      <form noValidate className="grid gap-3 sm:grid-cols-2" onSubmit={(e: FormEvent) => e.preventDefault()}>
        <TextField
          id="two-factor-manage-code"
          label={t('twoFactor.codeOrRecovery')}
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        {canDisable ? (
          <TextField
            id="two-factor-manage-password"
            label={t('currentPassword')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        ) : null}
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={!/^\d{6}$/.test(code.trim()) || regenerate.isPending}
            onClick={() => regenerate.mutate({ code: code.trim() }, { onSuccess: (out) => onCodes(out.recoveryCodes) })}
          >
            {t('twoFactor.newCodes')}
          </Button>
          {canDisable ? (
            <Button
              type="button"
              size="sm"
              variant="destructive"
              disabled={!code.trim() || !password || disable.isPending}
              onClick={() => disable.mutate({ password, code: code.trim() })}
            >
              {t('twoFactor.disable')}
            </Button>
          ) : null}
        </div>
      </form>
      {failure ? <Notice>{errorMessage(t, failure)}</Notice> : null}
    </div>
  );
}
