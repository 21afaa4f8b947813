import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useTier } from '../../lib/tier.tsx';
import { useUpgradeHref } from '../../lib/upgrade.ts';
import { useCreateWorkspace, useWorkspaces } from './api.ts';
import { Notice } from './Notice.tsx';
import { SettingsCard } from './SettingsCard.tsx';
import { WorkspaceTeam } from './WorkspaceTeam.tsx';

/**
 * /settings#team: the caller's team workspaces with their members and invitations, and (on
 * Enterprise) the form that creates one. Everyone else sees why they cannot, with the way to upgrade.
 */
export function TeamSection() {
  const { t } = useTranslation('workspaces');
  const workspaces = useWorkspaces();
  const teams = (workspaces.data ?? []).filter((w) => w.kind === 'team');
  return (
    <SettingsCard id="team" title={t('team.title')} description={t('team.description')}>
      {workspaces.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner className="size-4 border-2" />
          {t('loading')}
        </p>
      ) : workspaces.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(t, workspaces.error)}
        </p>
      ) : teams.length === 0 ? (
        <p data-testid="no-team">{t('team.none')}</p>
      ) : (
        teams.map((w) => <WorkspaceTeam key={w.id} workspace={w} />)
      )}
      <CreateWorkspace />
    </SettingsCard>
  );
}

function CreateWorkspace() {
  const { t } = useTranslation('workspaces');
  const { tier } = useTier();
  const create = useCreateWorkspace();
  const [name, setName] = useState('');
  const [done, setDone] = useState('');
  const planRequired = create.error instanceof ApiRequestError && create.error.code === 'PLAN_REQUIRED';
  const upgrade = useUpgradeHref({ feature: 'multi_user' });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    setDone('');
    create.mutate(name.trim(), {
      onSuccess: (w) => {
        setName('');
        setDone(t('team.created', { name: w.name }));
      },
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-2 border-t pt-4" aria-labelledby="create-team-title" data-testid="create-team">
      <h3 id="create-team-title" className="font-semibold">
        {t('team.createTitle')}
      </h3>
      {tier === 'enterprise' ? null : <p className="text-muted-foreground">{t('team.enterpriseOnly')}</p>}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="team-name">{t('team.name')}</Label>
          <Input
            id="team-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={100}
            required
            autoComplete="organization"
          />
        </div>
        <Button type="submit" disabled={create.isPending || !name.trim()}>
          <PlusIcon aria-hidden="true" />
          {create.isPending ? t('team.creating') : t('team.create')}
        </Button>
      </div>
      {create.isError ? (
        <p role="alert" className="text-destructive" data-testid="create-team-error">
          {errorMessage(t, create.error)}{' '}
          {planRequired ? (
            <Link to={upgrade} className="font-medium underline underline-offset-4">
              {t('team.upgrade')}
            </Link>
          ) : null}
        </p>
      ) : (
        <Notice text={done} />
      )}
    </form>
  );
}
