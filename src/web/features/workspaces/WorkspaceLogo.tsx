import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ImageIcon, Trash2Icon } from 'lucide-react';
import type { Workspace } from '../../../contract/workspaces.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useUpgradeHref } from '../../lib/upgrade.ts';
import { useRemoveLogo, useSetLogo } from './api.ts';
import { Notice } from './Notice.tsx';

const MAX_BYTES = 512 * 1024;

/**
 * A team workspace's white-label logo (ADR 0031): shown to members; owners upload a PNG or JPEG of at
 * most 512 KB (the server checks the bytes, the size and the dimensions, and the Enterprise plan) or
 * remove it. The logo and the workspace's name head the reports of its projects.
 */
export function WorkspaceLogo({ workspace: w }: { workspace: Workspace }) {
  const { t } = useTranslation('workspaces');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const set = useSetLogo(w.id);
  const remove = useRemoveLogo(w.id);
  const [notice, setNotice] = useState<{ text: string; error?: boolean }>({ text: '' });
  const isOwner = w.role === 'owner';
  const logo = w.logo ?? null;
  const failed = set.error ?? remove.error;
  const planRequired = failed instanceof ApiRequestError && failed.code === 'PLAN_REQUIRED';
  const upgrade = useUpgradeHref({ feature: 'white_label' });

  const choose = (file: File | undefined) => {
    if (!file) return;
    setNotice({ text: '' });
    if (!['image/png', 'image/jpeg'].includes(file.type) || file.size > MAX_BYTES) {
      setNotice({ text: t('logo.invalid'), error: true });
      return;
    }
    set.mutate(file, { onSuccess: () => setNotice({ text: t('logo.saved') }) });
    if (input.current) input.current.value = '';
  };

  return (
    <div className="grid gap-2 border-t pt-3" data-testid="workspace-logo">
      <h4 className="font-medium">{t('logo.title')}</h4>
      <p className="text-sm text-muted-foreground">{t('logo.help')}</p>
      <div className="flex flex-wrap items-center gap-3">
        {logo ? (
          <img
            src={`/api/workspaces/${w.id}/logo?v=${encodeURIComponent(logo.updatedAt)}`}
            alt={t('logo.alt', { name: w.name })}
            width={logo.width}
            height={logo.height}
            className="h-12 w-auto max-w-48 rounded border bg-white object-contain p-1"
            data-testid="workspace-logo-image"
          />
        ) : (
          <p className="text-sm" data-testid="no-logo">
            {t('logo.none')}
          </p>
        )}
        {isOwner ? (
          <>
            <input
              ref={input}
              id={`${id}-file`}
              type="file"
              accept="image/png,image/jpeg"
              className="sr-only"
              tabIndex={-1}
              aria-label={t('logo.upload')}
              onChange={(e) => choose(e.target.files?.[0])}
              data-testid="logo-input"
            />
            <Button type="button" variant="outline" size="sm" pending={set.isPending} onClick={() => input.current?.click()}>
              <ImageIcon aria-hidden="true" />
              {set.isPending ? t('logo.uploading') : logo ? t('logo.replace') : t('logo.upload')}
            </Button>
            {logo ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                pending={remove.isPending}
                onClick={() => remove.mutate(undefined, { onSuccess: () => setNotice({ text: t('logo.removed') }) })}
                data-testid="logo-remove"
              >
                <Trash2Icon aria-hidden="true" />
                {t('logo.remove')}
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
      {failed && !notice.text ? (
        <p role="alert" className="text-sm text-destructive" data-testid="logo-error">
          {errorMessage(t, failed)}{' '}
          {planRequired ? (
            <Link to={upgrade} className="font-medium underline underline-offset-4">
              {t('team.upgrade')}
            </Link>
          ) : null}
        </p>
      ) : (
        <Notice text={notice.text} error={notice.error} testId="logo-notice" />
      )}
    </div>
  );
}
