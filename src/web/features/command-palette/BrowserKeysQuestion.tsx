import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../contract/auth.ts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { apiRequest } from '../../lib/api.ts';
import { shortcutLabel } from '../../lib/keyboard.ts';
import { USER_QUERY_KEY } from '../../lib/session.ts';
import { BROWSER_KEYS } from './use-palette-shortcuts.ts';
import { SHORTCUTS } from './commands.ts';

/**
 * The one question the first Ctrl/Cmd + F, P, A or C asks (issue 27): the platform's page for that letter, or the
 * browser's find, print, select all and copy. The answer is kept on the account (PATCH /api/account/profile) and
 * applies to all four keys from then on; /settings changes it. Escape closes without deciding (asked again next time).
 */
export function BrowserKeysQuestion({
  keyName,
  onDone,
  navigate,
}: {
  keyName: string | null;
  onDone: () => void;
  navigate: (path: string) => void;
}) {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (browserKeys: 'app' | 'browser') => apiRequest<User>('PATCH', '/api/account/profile', { browserKeys }),
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
  const key = keyName ?? 'f';
  const action = BROWSER_KEYS[key] ?? 'find';
  const choose = (answer: 'app' | 'browser') => {
    save.mutate(answer, {
      onSuccess: () => {
        onDone();
        if (answer === 'app' && SHORTCUTS[key]) navigate(SHORTCUTS[key]);
        if (answer === 'browser' && action === 'print') window.print();
      },
    });
  };
  return (
    <AlertDialog open={keyName !== null} onOpenChange={(open) => !open && onDone()}>
      <AlertDialogContent data-testid="browser-keys-question">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('browserKeys.title', { key: shortcutLabel(key.toUpperCase()) })}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('browserKeys.body', {
              key: shortcutLabel(key.toUpperCase()),
              page: t(`browserKeys.pages.${key}`),
              action: t(`browserKeys.actions.${action}`),
            })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {save.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('browserKeys.failed')}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel>{t('browserKeys.later')}</AlertDialogCancel>
          <Button
            variant="outline"
            pending={save.isPending && save.variables === 'browser'}
            onClick={() => choose('browser')}
            data-testid="browser-keys-browser"
          >
            {t('browserKeys.browser')}
          </Button>
          <Button pending={save.isPending && save.variables === 'app'} onClick={() => choose('app')} data-testid="browser-keys-app">
            {t('browserKeys.app')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
