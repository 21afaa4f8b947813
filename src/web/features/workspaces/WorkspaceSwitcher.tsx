import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BuildingIcon } from 'lucide-react';
import { useCurrentUser } from '../../lib/session.ts';
import { chooseWorkspace, useWorkspaceScope, useWorkspaces } from '../../lib/workspace-scope.ts';

const selectClass =
  'h-8 w-[9.5rem] min-w-0 truncate rounded-md border border-input bg-background px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring sm:w-48';

/**
 * The shell's workspace switcher, shown only to someone in more than one workspace. The choice
 * (kept per user in this browser) scopes the projects list, the dashboard and new projects;
 * "All workspaces" also lists the projects shared with the caller.
 */
export function WorkspaceSwitcher() {
  const { t } = useTranslation('shell');
  const { user } = useCurrentUser();
  const client = useQueryClient();
  const workspaces = useWorkspaces(Boolean(user));
  const scope = useWorkspaceScope() ?? '';
  const id = useId();
  if (!user || !workspaces.data || workspaces.data.length < 2) return null;
  return (
    <div className="flex min-w-0 items-center gap-1.5" data-testid="workspace-switcher">
      <BuildingIcon className="hidden size-4 shrink-0 text-muted-foreground sm:block" aria-hidden="true" />
      <label htmlFor={id} className="sr-only">
        {t('workspaceSwitcher.label')}
      </label>
      <select id={id} className={selectClass} value={scope} onChange={(e) => chooseWorkspace(client, user.id, e.target.value)}>
        <option value="">{t('workspaceSwitcher.all')}</option>
        {workspaces.data.map((w) => (
          <option key={w.id} value={w.id}>
            {w.kind === 'personal' ? t('workspaceSwitcher.personal') : w.name}
          </option>
        ))}
      </select>
    </div>
  );
}
