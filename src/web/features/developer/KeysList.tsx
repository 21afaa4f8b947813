import { useTranslation } from 'react-i18next';
import type { ApiKeySummary } from '../../../contract/developer.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog.tsx';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useRevokeApiKey } from './api.ts';

const STATUS_VARIANT = { active: 'default', expired: 'secondary', revoked: 'destructive' } as const;

/** The caller's keys: prefix, scopes, last use, expiry, status, and revoke with a confirmation. */
export function KeysList({ keys }: { keys: ApiKeySummary[] }) {
  const { t, i18n } = useTranslation('developer');
  const lng = i18n.language;
  const revoke = useRevokeApiKey();
  if (keys.length === 0) return <p className="text-sm text-muted-foreground">{t('keys.empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm" data-testid="keys-table">
        <caption className="sr-only">{t('keys.listTitle')}</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th className="p-2 font-medium">{t('keys.name')}</th>
            <th className="p-2 font-medium">{t('keys.prefix')}</th>
            <th className="p-2 font-medium">{t('keys.scopes')}</th>
            <th className="p-2 font-medium">{t('keys.lastUsed')}</th>
            <th className="p-2 font-medium">{t('keys.expires')}</th>
            <th className="p-2 font-medium">
              <span className="sr-only">{t('keys.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((k) => (
            <tr key={k.id} className="border-t align-top" data-testid="key-row" data-prefix={k.prefix} data-status={k.status}>
              <td className="p-2">
                <div className="font-medium">{k.name}</div>
                <Badge variant={STATUS_VARIANT[k.status]}>{t(`keys.status.${k.status}`)}</Badge>
              </td>
              <td className="p-2 font-mono text-xs whitespace-nowrap">{k.prefix}…</td>
              <td className="p-2">
                <ul className="flex flex-wrap gap-1">
                  {k.scopes.map((s) => (
                    <li key={s}>
                      <code className="rounded bg-muted px-1 text-xs">{s}</code>
                    </li>
                  ))}
                </ul>
              </td>
              <td className="p-2 whitespace-nowrap">
                {k.lastUsedAt ? (
                  <>
                    {formatDateTime(lng, k.lastUsedAt)}
                    {k.lastUsedIp ? <div className="text-xs text-muted-foreground">{t('keys.from', { ip: k.lastUsedIp })}</div> : null}
                  </>
                ) : (
                  t('keys.never')
                )}
              </td>
              <td className="p-2 whitespace-nowrap">{k.expiresAt ? formatDate(lng, k.expiresAt) : t('keys.noExpiry')}</td>
              <td className="p-2 text-right">
                {k.status === 'revoked' ? null : (
                  <AlertDialog>
                    <AlertDialogTrigger asChild>
                      <Button size="sm" variant="outline" aria-label={`${t('keys.revoke')} ${k.name}`}>
                        {t('keys.revoke')}
                      </Button>
                    </AlertDialogTrigger>
                    <AlertDialogContent>
                      <AlertDialogHeader>
                        <AlertDialogTitle>{t('keys.revokeTitle', { name: k.name })}</AlertDialogTitle>
                        <AlertDialogDescription>{t('keys.revokeBody', { prefix: k.prefix })}</AlertDialogDescription>
                      </AlertDialogHeader>
                      <AlertDialogFooter>
                        <AlertDialogCancel>{t('keys.cancel')}</AlertDialogCancel>
                        <AlertDialogAction
                          onClick={() => revoke.mutate(k.id, { onSuccess: () => toast({ title: t('keys.revoked'), variant: 'success' }) })}
                        >
                          {t('keys.revoke')}
                        </AlertDialogAction>
                      </AlertDialogFooter>
                    </AlertDialogContent>
                  </AlertDialog>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
