import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../contract/projects.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { throwIfNotOk } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';
import { useProjectsAccess } from './api.ts';
import { SettingsCard } from './SettingsCard.tsx';

// Every project the caller sees, whatever the shell's workspace switcher says (the same answer the
// projects list caches for "all workspaces, archived included").
const ALL_PROJECTS = '?archived=include';

/** /settings#sharing: the projects the caller shares, with whom, and the projects shared with them. */
export function SharingSection() {
  const { t } = useTranslation('workspaces');
  const projects = useQuery<Project[]>({
    queryKey: ['/api/projects', ALL_PROJECTS],
    queryFn: ({ signal }) => fetchProjects(signal),
    ...CACHE_TIERS.dynamic,
  });
  const all = projects.data ?? [];
  const withMe = all.filter((p) => p.access.via === 'grant');
  const mine = all.filter((p) => p.access.via === 'member' && p.access.capabilities.manageAccess);
  return (
    <SettingsCard id="sharing" title={t('sharing.title')} description={t('sharing.description')}>
      {projects.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner className="size-4 border-2" />
          {t('loading')}
        </p>
      ) : projects.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(t, projects.error)}
        </p>
      ) : (
        <>
          <SharedByMe projects={mine} />
          <div className="grid gap-2 border-t pt-4">
            <h3 className="font-semibold">{t('sharing.withMe')}</h3>
            {withMe.length === 0 ? (
              <p className="text-muted-foreground">{t('sharing.withMeNone')}</p>
            ) : (
              <ul className="grid gap-2" data-testid="shared-with-me">
                {withMe.map((p) => (
                  <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
                    <Link to={`/projects/${p.id}`} className="font-medium break-words text-primary underline-offset-4 hover:underline">
                      {p.title}
                    </Link>
                    <span className="text-muted-foreground">{t(`access.levels.${p.access.level}`)}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </SettingsCard>
  );
}

function SharedByMe({ projects }: { projects: Project[] }) {
  const { t, i18n } = useTranslation('workspaces');
  const lists = useProjectsAccess(projects.map((p) => p.id));
  const rows = projects
    .map((p, i) => ({ project: p, grants: (lists[i]?.data?.grants ?? []).filter((g) => g.status === 'active') }))
    .filter((r) => r.grants.length > 0);
  const loading = lists.some((l) => l.isPending);
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold">{t('sharing.byMe')}</h3>
      {rows.length === 0 ? (
        <p className="text-muted-foreground">{loading ? t('loading') : t('sharing.byMeNone')}</p>
      ) : (
        <ul className="grid gap-2" data-testid="shared-by-me">
          {rows.map(({ project: p, grants }) => (
            <li key={p.id} className="grid gap-1 rounded-md border p-3">
              <Link to={`/projects/${p.id}`} className="font-medium break-words text-primary underline-offset-4 hover:underline">
                {p.title}
              </Link>
              <ul className="grid gap-0.5 text-muted-foreground">
                {grants.map((g) => (
                  <li key={g.id} className="break-words">
                    {t('sharing.grantLine', {
                      name: g.grantee.username,
                      email: g.grantee.email,
                      access: t(`access.levels.${g.access}`),
                      until: g.expiresAt ? t('access.expiresOn', { date: formatDate(i18n.language, g.expiresAt) }) : t('access.noExpiry'),
                    })}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

async function fetchProjects(signal: AbortSignal): Promise<Project[]> {
  const res = await fetch(`/api/projects${ALL_PROJECTS}`, { credentials: 'include', signal, headers: { Accept: 'application/json' } });
  await throwIfNotOk(res);
  return (await res.json()) as Project[];
}
