import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPECIALTIES } from '../../../domain/consultants/specialties.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { apiRequest } from '../../lib/api.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useMyProfile, type ConsultantProfile } from './api.ts';
import { CredentialDocument } from './EngagementTools.tsx';

const list = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** The consultant's own profile: edit (back to draft), submit for verification; the admin's note when decided. */
export function ProfileEditor() {
  const { t } = useTranslation('consultants');
  const mine = useMyProfile(true);
  if (mine.isPending) return <p role="status">{t('loading')}</p>;
  const p = mine.data ?? null;
  return <ProfileForm key={`${p?.status ?? 'none'}-${p?.submittedAt ?? ''}`} p={p} refetch={() => void mine.refetch()} />;
}

function ProfileForm({ p, refetch }: { p: ConsultantProfile | null; refetch: () => void }) {
  const { t } = useTranslation('consultants');
  const [headline, setHeadline] = useState(p?.headline ?? '');
  const [bio, setBio] = useState(p?.bio ?? '');
  const [specialties, setSpecialties] = useState<string[]>(p?.specialties ?? []);
  const [regions, setRegions] = useState(p?.regions.join(', ') ?? '');
  const [languages, setLanguages] = useState(p?.languages.join(', ') ?? '');
  const [dayRate, setDayRate] = useState(p?.dayRateCents != null ? String(p.dayRateCents / 100) : '');
  const [register, setRegister] = useState(p?.credentials[0]?.register ?? '');
  const [number, setNumber] = useState(p?.credentials[0]?.number ?? '');
  const [evidence, setEvidence] = useState<string | null>(p?.credentials[0]?.documentId ?? null);
  const { user } = useCurrentUser();
  const [error, setError] = useState<string | null>(null);
  const save = async (submit: boolean) => {
    setError(null);
    try {
      await apiRequest('PUT', '/api/consultant-profile', {
        headline,
        bio,
        specialties,
        regions: list(regions).map((r) => r.toUpperCase()),
        languages: list(languages).map((l) => l.toLowerCase()),
        dayRateCents: dayRate ? Math.round(Number(dayRate) * 100) : null,
        hourlyRateCents: null,
        credentials: register && number ? [{ register, number, documentId: evidence }] : [],
      });
      if (submit) await apiRequest('POST', '/api/consultant-profile/submit');
      refetch();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <section aria-labelledby="profile" className="space-y-3 rounded-lg border p-4">
      <h2 id="profile" className="text-lg font-semibold">
        {t('profile.title')}
      </h2>
      <p role="status" className="text-sm">
        {t('profile.status')}: {t(`profileState.${p?.status ?? 'none'}`)}
        {p?.reviewNote ? ` · ${p.reviewNote}` : ''}
      </p>
      <Label htmlFor="p-headline">{t('profile.headline')}</Label>
      <Input id="p-headline" value={headline} onChange={(e) => setHeadline(e.target.value)} />
      <Label htmlFor="p-bio">{t('profile.bio')}</Label>
      <textarea
        id="p-bio"
        className="min-h-24 w-full rounded-md border border-input bg-background p-2 text-sm"
        value={bio}
        onChange={(e) => setBio(e.target.value)}
      />
      <fieldset className="grid gap-1 sm:grid-cols-2">
        <legend className="text-sm font-medium">{t('profile.specialties')}</legend>
        {SPECIALTIES.map((s) => (
          <label key={s} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={specialties.includes(s)}
              onChange={(e) => setSpecialties(e.target.checked ? [...specialties, s] : specialties.filter((x) => x !== s))}
            />
            {t(`specialty.${s}`)}
          </label>
        ))}
      </fieldset>
      <Label htmlFor="p-regions">{t('profile.regions')}</Label>
      <Input id="p-regions" value={regions} onChange={(e) => setRegions(e.target.value)} placeholder="ITC, ITI4" />
      <Label htmlFor="p-languages">{t('profile.languages')}</Label>
      <Input id="p-languages" value={languages} onChange={(e) => setLanguages(e.target.value)} placeholder="it, en" />
      <Label htmlFor="p-rate">{t('profile.dayRate')}</Label>
      <Input id="p-rate" type="number" min={0} value={dayRate} onChange={(e) => setDayRate(e.target.value)} />
      <Label htmlFor="p-register">{t('profile.register')}</Label>
      <Input id="p-register" value={register} onChange={(e) => setRegister(e.target.value)} />
      <Label htmlFor="p-number">{t('profile.number')}</Label>
      <Input id="p-number" value={number} onChange={(e) => setNumber(e.target.value)} />
      <CredentialDocument userId={user?.id ?? null} value={evidence} onChange={setEvidence} />
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void save(false)}>
          {t('profile.save')}
        </Button>
        <Button type="button" onClick={() => void save(true)}>
          {t('profile.submit')}
        </Button>
      </div>
    </section>
  );
}
