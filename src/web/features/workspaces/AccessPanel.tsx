import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { XIcon } from 'lucide-react';
import type { Project } from '../../../contract/projects.ts';
import type { Grant } from '../../../contract/workspaces.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Panel, queryFeedback } from '../../components/panel.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { useProjectAccess, useRevokeGrant } from './api.ts';
import { ConfirmAction } from './ConfirmAction.tsx';
import { GrantForm } from './GrantForm.tsx';
import { Notice } from './Notice.tsx';

const STATUS_VARIANT = { active: 'default', expired: 'outline', revoked: 'outline' } as const;

/**
 * The project page's "Access" panel: the workspace's members and the people the project is shared
 * with (active, expired, revoked), for those whose access lets them see it; owners also grant and
 * revoke. The server applies the same rule to every request.
 */
export function AccessPanel({ project }: { project: Pick<Project, 'id' | 'access'> }) {
  const { t, i18n } = useTranslation('workspaces');
  const can = project.access.capabilities;
  const list = useProjectAccess(project.id, can.viewAccess);
  const revoke = useRevokeGrant(project.id);
  const [notice, setNotice] = useState<{ text: string; error?: boolean }>({ text: '' });
  if (!can.viewAccess) return null;
  const lng = i18n.language;

  const onRevoke = (g: Grant) =>
    revoke.mutate(g.id, {
      onSuccess: () => setNotice({ text: t('access.revoked', { name: g.grantee.username }) }),
      onError: (e) => setNotice({ text: errorMessage(t, e), error: true }),
    });

  return (
    <Panel id="access" title={t('access.title')} description={t('access.description')} testId="access-panel">
      {list.isPending || list.isError ? (
        queryFeedback(list, t, t('loading'))
      ) : (
        <>
          <div className="grid gap-2">
            <h3 className="font-semibold">
              {list.data.workspace.kind === 'personal'
                ? t('access.membersPersonal')
                : t('access.members', { name: list.data.workspace.name })}
            </h3>
            <ul className="grid gap-1" data-testid="access-members">
              {list.data.members.map((m) => (
                <li key={m.userId} className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2">
                  <span className="min-w-0 break-all">
                    <span className="font-medium">{m.username}</span> <span className="text-muted-foreground">{m.email}</span>
                  </span>
                  <Badge variant="outline">{t(`roles.${m.role}`)}</Badge>
                </li>
              ))}
            </ul>
          </div>
          <div className="grid gap-2">
            <h3 className="font-semibold">{t('access.shared')}</h3>
            {list.data.grants.length === 0 ? (
              <p className="text-muted-foreground" data-testid="no-grants">
                {t('access.noGrants')}
              </p>
            ) : (
              <ul className="grid gap-2" data-testid="grants">
                {list.data.grants.map((g) => (
                  <li
                    key={g.id}
                    className="grid gap-2 rounded-md border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
                    data-testid="grant-row"
                    data-email={g.grantee.email}
                    data-status={g.status}
                  >
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="font-medium break-all">{g.grantee.username}</span>
                        <span className="text-muted-foreground">{t(`common:roles.${g.grantee.role}`)}</span>
                        <Badge variant={STATUS_VARIANT[g.status]} data-testid="grant-status">
                          {t(`access.status.${g.status}`)}
                        </Badge>
                      </p>
                      <p className="break-all text-muted-foreground">{g.grantee.email}</p>
                      <p className="text-xs text-muted-foreground">
                        {t(`access.levels.${g.access}`)} ·{' '}
                        {g.status === 'revoked' && g.revokedAt
                          ? t('access.revokedOn', { date: formatDate(lng, g.revokedAt) })
                          : g.expiresAt
                            ? t(g.status === 'expired' ? 'access.expiredOn' : 'access.expiresOn', { date: formatDate(lng, g.expiresAt) })
                            : t('access.noExpiry')}
                      </p>
                    </div>
                    {can.manageAccess && g.status === 'active' ? (
                      <ConfirmAction
                        label={t('access.revoke')}
                        accessibleLabel={t('access.revokeWho', { name: g.grantee.username })}
                        title={t('access.revokeTitle', { name: g.grantee.username })}
                        body={t('access.revokeBody')}
                        confirm={t('access.revokeConfirm')}
                        busy={revoke.isPending}
                        testId="revoke-grant"
                        icon={<XIcon aria-hidden="true" />}
                        onConfirm={() => onRevoke(g)}
                      />
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            <Notice text={notice.text} error={notice.error} testId="access-notice" />
          </div>
        </>
      )}
      {can.manageAccess ? <GrantForm projectId={project.id} /> : null}
    </Panel>
  );
}
