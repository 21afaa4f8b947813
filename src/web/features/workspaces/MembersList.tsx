import { useTranslation } from 'react-i18next';
import { CrownIcon, UserMinusIcon } from 'lucide-react';
import { WORKSPACE_ROLES, type WorkspaceRole } from '../../../domain/access/index.ts';
import type { Member, Workspace } from '../../../contract/workspaces.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useMembers, useRemoveMember, useSetMemberRole } from './api.ts';
import { ConfirmAction } from './ConfirmAction.tsx';
import { selectClass } from './Notice.tsx';

type OnNotice = (n: { text: string; error?: boolean; refocus?: boolean }) => void;

/**
 * The members of a workspace with their roles. Owners change roles, remove members and hand the
 * ownership over (the other person becomes owner, then the caller becomes editor).
 */
export function MembersList({ workspace: w, onNotice }: { workspace: Workspace; onNotice: OnNotice }) {
  const { t, i18n } = useTranslation('workspaces');
  const members = useMembers(w.id);
  if (members.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner className="size-4 border-2" />
        {t('loading')}
      </p>
    );
  if (members.isError)
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(t, members.error)}
      </p>
    );
  return (
    <div className="grid gap-2">
      <h4 className="font-medium">{t('members.title', { count: members.data.length })}</h4>
      <ul className="grid gap-2" data-testid="members">
        {members.data.map((m) => (
          <MemberRow key={m.userId} member={m} workspace={w} lng={i18n.language} onNotice={onNotice} />
        ))}
      </ul>
    </div>
  );
}

function MemberRow({ member: m, workspace: w, lng, onNotice }: { member: Member; workspace: Workspace; lng: string; onNotice: OnNotice }) {
  const { t } = useTranslation('workspaces');
  const { user } = useCurrentUser();
  const setRole = useSetMemberRole(w.id);
  const remove = useRemoveMember(w.id);
  const self = user?.id === m.userId;
  const canManage = w.role === 'owner' && !self;
  const busy = setRole.isPending || remove.isPending;
  const fail = (e: unknown) => onNotice({ text: errorMessage(t, e), error: true });

  const change = (role: WorkspaceRole) =>
    setRole.mutate(
      { userId: m.userId, role },
      { onSuccess: () => onNotice({ text: t('members.roleChanged', { name: m.username, role: t(`roles.${role}`) }) }), onError: fail },
    );

  const transfer = () =>
    setRole.mutate(
      { userId: m.userId, role: 'owner' },
      {
        onSuccess: () => {
          if (!user) return;
          setRole.mutate(
            { userId: user.id, role: 'editor' },
            { onSuccess: () => onNotice({ text: t('members.transferred', { name: m.username }) }), onError: fail },
          );
        },
        onError: fail,
      },
    );

  const selectId = `role-${w.id}-${m.userId}`;
  return (
    <li
      className="grid gap-2 rounded-md border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
      data-testid="member-row"
      data-email={m.email}
    >
      <div className="min-w-0">
        <p className="font-medium break-words">
          {m.username}
          {self ? <span className="text-muted-foreground"> {t('members.you')}</span> : null}
        </p>
        <p className="break-all text-muted-foreground">{m.email}</p>
        <p className="text-xs text-muted-foreground">{t('members.joined', { date: formatDate(lng, m.joinedAt) })}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {canManage ? (
          <>
            <label htmlFor={selectId} className="sr-only">
              {t('members.roleOf', { name: m.username })}
            </label>
            <select
              id={selectId}
              className={selectClass}
              value={m.role}
              disabled={busy}
              onChange={(e) => change(e.target.value as WorkspaceRole)}
              data-testid="member-role"
            >
              {WORKSPACE_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`roles.${r}`)}
                </option>
              ))}
            </select>
            {m.role === 'owner' ? null : (
              <ConfirmAction
                label={t('members.transfer')}
                accessibleLabel={t('members.transferTo', { name: m.username })}
                title={t('members.transferTitle', { name: m.username })}
                body={t('members.transferBody', { name: m.username })}
                confirm={t('members.transferConfirm')}
                busy={busy}
                testId="transfer-ownership"
                icon={<CrownIcon aria-hidden="true" />}
                onConfirm={transfer}
              />
            )}
            <ConfirmAction
              label={t('members.remove')}
              accessibleLabel={t('members.removeWho', { name: m.username })}
              title={t('members.removeTitle', { name: m.username })}
              body={t('members.removeBody', { workspace: w.name })}
              confirm={t('members.removeConfirm')}
              busy={busy}
              testId="remove-member"
              icon={<UserMinusIcon aria-hidden="true" />}
              onConfirm={() =>
                remove.mutate(m.userId, {
                  onSuccess: () => onNotice({ text: t('members.removed', { name: m.username }), refocus: true }),
                  onError: fail,
                })
              }
            />
          </>
        ) : (
          <span data-testid="member-role-text">{t(`roles.${m.role}`)}</span>
        )}
      </div>
    </li>
  );
}
