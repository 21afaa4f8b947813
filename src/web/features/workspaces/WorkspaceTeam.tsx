import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogOutIcon } from 'lucide-react';
import type { Workspace } from '../../../contract/workspaces.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useMembers, useRemoveMember } from './api.ts';
import { ConfirmAction } from './ConfirmAction.tsx';
import { Invitations } from './Invitations.tsx';
import { MembersList } from './MembersList.tsx';
import { Notice } from './Notice.tsx';
import { WorkspaceLogo } from './WorkspaceLogo.tsx';

/** One team workspace: its members, its invitations (owners only) and the way out. */
export function WorkspaceTeam({ workspace: w }: { workspace: Workspace }) {
  const { t } = useTranslation('workspaces');
  const { user } = useCurrentUser();
  const leave = useRemoveMember(w.id);
  const [notice, setNotice] = useState<{ text: string; error?: boolean }>({ text: '' });
  const isOwner = w.role === 'owner';
  const headingId = `ws-${w.id}`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The last owner cannot leave (the server says LAST_OWNER): say so before they try.
  const members = useMembers(w.id);
  const lastOwner = isOwner && members.data !== undefined && members.data.filter((m) => m.role === 'owner').length === 1;
  const onNotice = (n: { text: string; error?: boolean; refocus?: boolean }) => {
    setNotice({ text: n.text, error: n.error });
    // A removed row took the focus with it: the workspace's heading takes it back.
    if (n.refocus) headingRef.current?.focus();
  };

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border p-3 sm:p-4"
      data-testid="team-workspace"
      data-workspace-id={w.id}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="flex flex-wrap items-center gap-2 text-base font-semibold break-words outline-none"
        >
          {w.name}
          <Badge variant="outline">{t('team.yourRole', { role: t(`roles.${w.role}`) })}</Badge>
        </h3>
        {lastOwner ? (
          <p className="text-xs text-muted-foreground" data-testid="last-owner-note">
            {t('members.lastOwner')}
          </p>
        ) : user ? (
          <ConfirmAction
            label={t('members.leave')}
            title={t('members.leaveTitle', { name: w.name })}
            body={t('members.leaveBody')}
            confirm={t('members.leaveConfirm')}
            busy={leave.isPending}
            testId="leave-workspace"
            icon={<LogOutIcon aria-hidden="true" />}
            onConfirm={() =>
              leave.mutate(user.id, {
                onError: (e) => setNotice({ text: errorMessage(t, e), error: true }),
              })
            }
          />
        ) : null}
      </div>
      <Notice text={notice.text} error={notice.error} testId="team-notice" />
      <MembersList workspace={w} onNotice={onNotice} />
      {isOwner ? <Invitations workspace={w} /> : null}
      <WorkspaceLogo workspace={w} />
    </section>
  );
}
