import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { queryFeedback } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { apiRequest } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { ROUTES, useProjects, useSessions } from './api.ts';

export const selectClass = 'h-10 w-full rounded-md border border-input bg-background px-3 text-sm sm:w-80';

/** /ai-consulting: start a session about one project the caller can read; the sessions they can see. */
export function AiConsultingPage() {
  const { t, i18n } = useTranslation('advice');
  const projects = useProjects();
  const sessions = useSessions();
  const navigate = useNavigate();
  const [projectId, setProjectId] = useState('');
  const [busy, setBusy] = useState(false);
  const start = async () => {
    if (!projectId) return;
    setBusy(true);
    try {
      const { id } = await apiRequest<{ id: string }>('POST', ROUTES.projectSessions(projectId));
      void navigate(`/ai-consulting/session/${id}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={t('ai.title')} description={t('ai.summary')} />
      <section aria-labelledby="new-session" className="space-y-2 rounded-lg border p-4">
        <h2 id="new-session" className="font-semibold">
          {t('ai.newSession')}
        </h2>
        <Label htmlFor="ai-project">{t('common.project')}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <select id="ai-project" className={selectClass} value={projectId} onChange={(e) => setProjectId(e.target.value)}>
            <option value="">{t('common.chooseProject')}</option>
            {(projects.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
          <Button type="button" onClick={() => void start()} disabled={!projectId || busy}>
            {t('ai.start')}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">{t('ai.rule')}</p>
      </section>
      <section aria-labelledby="sessions" className="space-y-2">
        <h2 id="sessions" className="font-semibold">
          {t('ai.sessions')}
        </h2>
        {queryFeedback(sessions, t, t('common.loading'))}
        {sessions.data?.length === 0 ? <p className="text-muted-foreground">{t('ai.noSessions')}</p> : null}
        <ul className="divide-y rounded-lg border">
          {(sessions.data ?? []).map((s) => (
            <li key={s.id} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between">
              <Link className="font-medium underline-offset-4 hover:underline" to={`/ai-consulting/session/${s.id}`}>
                {s.firstQuestion ?? t('ai.untitled')}
              </Link>
              <span className="text-sm text-muted-foreground">
                {s.projectTitle} · {t('ai.questionCount', { count: s.questions })} · {formatDateTime(i18n.language, s.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
