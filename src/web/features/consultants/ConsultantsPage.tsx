import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../contract/projects.ts';
import { SPECIALTIES } from '../../../domain/consultants/specialties.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { queryFeedback } from '../../components/panel.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.ts';
import { formatCurrency } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useDirectory, useSuggestions, type ConsultantProfile } from './api.ts';
import { EngagementList } from './EngagementList.tsx';
import { ProfileEditor } from './ProfileEditor.tsx';
import { RequestDialog } from './RequestDialog.tsx';

const selectClass = 'h-10 w-full rounded-md border border-input bg-background px-3 text-sm sm:w-60';

export function ProfileCard({ p, children }: { p: ConsultantProfile; children?: React.ReactNode }) {
  const { t, i18n } = useTranslation('consultants');
  return (
    <li className="space-y-1 rounded-lg border p-3">
      <p className="font-medium">{p.name}</p>
      <p className="text-sm">{p.headline}</p>
      <p className="text-sm text-muted-foreground">
        {p.specialties.map((s) => t(`specialty.${s}`)).join(', ')} · {p.regions.join(', ')} · {p.languages.join(', ').toUpperCase()}
        {p.dayRateCents !== null ? ` · ${t('dayRate', { amount: formatCurrency(i18n.language, p.dayRateCents / 100) })}` : ''}
      </p>
      {children}
    </li>
  );
}

/** /consultants: proponents and admins find consultants (directory, suggestions from a project's gaps); consultants edit their profile. */
export function ConsultantsPage() {
  const { t } = useTranslation('consultants');
  const { user } = useCurrentUser();
  if (user?.role === 'consultant')
    return (
      <div className="mx-auto max-w-4xl space-y-6">
        <PageHeader title={t('consultantSide.title')} description={t('consultantSide.summary')} />
        <ProfileEditor />
        <EngagementList />
      </div>
    );
  return <Directory />;
}

function Directory() {
  const { t } = useTranslation('consultants');
  const [specialty, setSpecialty] = useState('');
  const [region, setRegion] = useState('');
  const [language, setLanguage] = useState('');
  const [text, setText] = useState('');
  const [projectId, setProjectId] = useState('');
  const params = new URLSearchParams(
    Object.entries({ specialty, region: region.toUpperCase(), language: language.toLowerCase(), q: text }).filter(([, v]) => v !== ''),
  ).toString();
  const list = useDirectory(params);
  const projects = useQuery<Project[]>({ queryKey: ['/api/projects'], queryFn: () => apiRequest('GET', '/api/projects') });
  const suggestions = useSuggestions(projectId);
  const [sent, setSent] = useState(false);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={t('title')} description={t('summary')} />
      <section aria-labelledby="from-gaps" className="space-y-2 rounded-lg border p-4">
        <h2 id="from-gaps" className="text-lg font-semibold">
          {t('suggest.title')}
        </h2>
        <Label htmlFor="c-project">{t('suggest.project')}</Label>
        <select id="c-project" className={selectClass} value={projectId} onChange={(e) => setProjectId(e.target.value)}>
          <option value="">{t('suggest.choose')}</option>
          {(projects.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
        {sent ? <p role="status">{t('request.sent')}</p> : null}
        {projectId ? queryFeedback(suggestions, t, t('loading')) : null}
        {projectId && suggestions.data?.length === 0 ? <p className="text-muted-foreground">{t('suggest.none')}</p> : null}
        <ul className="grid gap-2 md:grid-cols-2" aria-label={t('suggest.title')}>
          {(suggestions.data ?? []).map((s) => (
            <ProfileCard key={s.consultantId} p={s.profile}>
              <p className="text-sm">
                {t('suggest.covers')} {s.covers.map((g) => g.id).join(', ')}
              </p>
              <RequestDialog projectId={projectId} s={s} onSent={() => setSent(true)} />
            </ProfileCard>
          ))}
        </ul>
      </section>
      <section aria-labelledby="directory" className="space-y-2">
        <h2 id="directory" className="text-lg font-semibold">
          {t('directory.title')}
        </h2>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <Label htmlFor="c-specialty">{t('directory.specialty')}</Label>
            <select id="c-specialty" className={selectClass} value={specialty} onChange={(e) => setSpecialty(e.target.value)}>
              <option value="">{t('directory.any')}</option>
              {SPECIALTIES.map((s) => (
                <option key={s} value={s}>
                  {t(`specialty.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <Label htmlFor="c-region">{t('directory.region')}</Label>
            <Input id="c-region" value={region} maxLength={5} onChange={(e) => setRegion(e.target.value)} placeholder="ITC4" />
          </div>
          <div>
            <Label htmlFor="c-language">{t('directory.language')}</Label>
            <Input id="c-language" value={language} maxLength={2} onChange={(e) => setLanguage(e.target.value)} placeholder="it" />
          </div>
          <div>
            <Label htmlFor="c-q">{t('directory.search')}</Label>
            <Input id="c-q" type="search" value={text} onChange={(e) => setText(e.target.value)} />
          </div>
        </div>
        {queryFeedback(list, t, t('loading'))}
        {list.data?.length === 0 ? <p className="text-muted-foreground">{t('directory.none')}</p> : null}
        <ul className="grid gap-2 md:grid-cols-2">
          {(list.data ?? []).map((p) => (
            <ProfileCard key={p.userId} p={p} />
          ))}
        </ul>
      </section>
      <EngagementList />
    </div>
  );
}
