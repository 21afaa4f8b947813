import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { queryFeedback } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { apiRequest } from '../../lib/api.ts';
import { formatScore } from '../../lib/format.ts';
import { useProfessionisti } from './api.ts';
import { ProfileCard } from './ConsultantsPage.tsx';

/** /professionisti (admin): the verification queue, the network's coverage shortfalls, engagement outcomes. */
export function ProfessionistiPage() {
  const { t, i18n } = useTranslation('consultants');
  const data = useProfessionisti();
  const [notes, setNotes] = useState<Record<string, string>>({});
  const decide = async (userId: string, decision: 'verified' | 'rejected') => {
    await apiRequest('POST', `/api/admin/consultants/${userId}/review`, { decision, note: notes[userId] ?? '' });
    await data.refetch();
  };
  const score = (n: number | null) => (n === null ? '—' : formatScore(i18n.language, n));
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={t('admin.title')} description={t('admin.summary')} />
      {queryFeedback(data, t, t('loading'))}
      <section aria-labelledby="queue" className="space-y-2">
        <h2 id="queue" className="text-lg font-semibold">
          {t('admin.queue')}
        </h2>
        {data.data?.queue.length === 0 ? <p className="text-muted-foreground">{t('admin.queueEmpty')}</p> : null}
        <ul className="grid gap-2 md:grid-cols-2">
          {(data.data?.queue ?? []).map((p) => (
            <ProfileCard key={p.userId} p={p}>
              {p.credentials.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('admin.noCredentials')}</p>
              ) : (
                <ul className="text-sm" aria-label={t('admin.credentials')}>
                  {p.credentials.map((c) => (
                    <li key={`${c.register}-${c.number}`}>
                      {c.register} {c.number}
                      {' · '}
                      {c.documentId ? (
                        <a
                          className="underline"
                          href={`/api/documents/${encodeURIComponent(c.documentId)}/content`}
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          {t('admin.openEvidence', { register: c.register })}
                        </a>
                      ) : (
                        <span className="text-muted-foreground">{t('admin.noEvidence')}</span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              <Label htmlFor={`note-${p.userId}`}>{t('admin.note')}</Label>
              <Input
                id={`note-${p.userId}`}
                value={notes[p.userId] ?? ''}
                onChange={(e) => setNotes({ ...notes, [p.userId]: e.target.value })}
              />
              <div className="flex gap-2 pt-1">
                <Button type="button" disabled={!notes[p.userId]?.trim()} onClick={() => void decide(p.userId, 'verified')}>
                  {t('admin.verify')}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  disabled={!notes[p.userId]?.trim()}
                  onClick={() => void decide(p.userId, 'rejected')}
                >
                  {t('admin.reject')}
                </Button>
              </div>
            </ProfileCard>
          ))}
        </ul>
      </section>
      <section aria-labelledby="coverage" className="space-y-2 overflow-x-auto">
        <h2 id="coverage" className="text-lg font-semibold">
          {t('admin.coverage')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('admin.coverageHelp')}</p>
        <table className="w-full text-sm">
          <thead>
            <tr>
              <th scope="col" className="text-left">
                {t('directory.specialty')}
              </th>
              <th scope="col" className="text-left">
                {t('directory.region')}
              </th>
              <th scope="col" className="text-right">
                {t('admin.demand')}
              </th>
              <th scope="col" className="text-right">
                {t('admin.supply')}
              </th>
            </tr>
          </thead>
          <tbody>
            {(data.data?.coverage ?? []).map((c) => (
              <tr key={`${c.specialty}-${c.region}`}>
                <td>{t(`specialty.${c.specialty}`)}</td>
                <td>{c.region}</td>
                <td className="text-right">{c.demand}</td>
                <td className="text-right">{c.supply}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="outcomes" className="space-y-2 overflow-x-auto">
        <h2 id="outcomes" className="text-lg font-semibold">
          {t('admin.outcomes')}
        </h2>
        <table className="w-full text-sm">
          <thead>
            <tr>
              <th scope="col" className="text-left">
                {t('suggest.project')}
              </th>
              <th scope="col" className="text-left">
                {t('admin.consultant')}
              </th>
              <th scope="col" className="text-right">
                {t('admin.before')}
              </th>
              <th scope="col" className="text-right">
                {t('admin.after')}
              </th>
              <th scope="col" className="text-right">
                {t('engagement.rating')}
              </th>
            </tr>
          </thead>
          <tbody>
            {(data.data?.outcomes ?? []).map((o) => (
              <tr key={o.engagementId}>
                <td>{o.projectTitle}</td>
                <td>{o.consultantName}</td>
                <td className="text-right">{score(o.scoreBefore)}</td>
                <td className="text-right">{score(o.scoreAfter)}</td>
                <td className="text-right">{o.rating ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
