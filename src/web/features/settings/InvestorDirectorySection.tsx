import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InvestorProfile, InvestorProfileBody } from '../../../contract/investor-directory.ts';
import { PROJECT_STAGES } from '../../../domain/projects/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiRequest } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { Section } from './Section.tsx';
import { TextField } from './TextField.tsx';

const PATH = '/api/investor-profile';
const KEY = ['investor-profile'];
const INSTRUMENTS = ['equity', 'convertible', 'debt', 'grant', 'guarantee'] as const;
const LANGUAGES = ['it', 'en'] as const;

interface Form {
  listed: boolean;
  headline: string;
  sectors: string;
  regions: string;
  stages: string[];
  ticketMin: string;
  ticketMax: string;
  instruments: string[];
  languages: string[];
}

const list = (s: string) =>
  s
    .split(/[,;\n]/)
    .map((x) => x.trim())
    .filter(Boolean);
const amount = (s: string) => (s.trim() === '' ? null : Number(s.replace(/[\s.]/g, '').replace(',', '.')));

function formOf(p: InvestorProfile): Form {
  return {
    listed: p.listed,
    headline: p.headline,
    sectors: p.sectors.join(', '),
    regions: p.regions.join(', '),
    stages: [...p.stages],
    ticketMin: p.ticketMin === null ? '' : String(p.ticketMin),
    ticketMax: p.ticketMax === null ? '' : String(p.ticketMax),
    instruments: [...p.instruments],
    languages: [...p.languages],
  };
}

function bodyOf(f: Form): InvestorProfileBody {
  return {
    listed: f.listed,
    headline: f.headline.trim(),
    sectors: list(f.sectors),
    regions: list(f.regions),
    stages: f.stages,
    ticketMin: amount(f.ticketMin),
    ticketMax: amount(f.ticketMax),
    instruments: f.instruments,
    languages: f.languages,
  };
}

/**
 * #investor-directory (investors only): the thesis founders are matched against (issue 27, step 7), and the opt-in.
 * Nobody is listed without ticking "list me"; the server refuses every other role.
 */
export function InvestorDirectorySection() {
  const { user } = useCurrentUser();
  if (user?.role !== 'investor') return null;
  return <InvestorDirectoryForm />;
}

function InvestorDirectoryForm() {
  const { t } = useTranslation('send');
  const profile = useQuery<InvestorProfile>({ queryKey: KEY, queryFn: () => apiRequest<InvestorProfile>('GET', PATH) });
  return (
    <Section id="investor-directory" title={t('profile.title')} description={t('profile.description')}>
      {profile.isError ? <p role="alert">{errorMessage(t, profile.error)}</p> : null}
      {profile.data ? (
        // Remounted with what the server saved, so the form always starts from the stored entry.
        <ProfileEditor key={profile.data.updatedAt ?? 'new'} initial={profile.data} />
      ) : (
        <p className="text-muted-foreground">{t('profile.loading')}</p>
      )}
    </Section>
  );
}

function ProfileEditor({ initial }: { initial: InvestorProfile }) {
  const { t } = useTranslation('send');
  const { t: tp } = useTranslation('projects');
  const client = useQueryClient();
  const [form, setForm] = useState<Form>(() => formOf(initial));
  const save = useMutation({
    mutationFn: (body: InvestorProfileBody) => apiRequest<InvestorProfile>('PUT', PATH, body),
    onSuccess: (saved) => {
      client.setQueryData(KEY, saved);
      toast({ title: t('profile.saved'), variant: 'success' });
    },
  });
  const badAmount = [form.ticketMin, form.ticketMax].some((v) => v.trim() !== '' && !Number.isFinite(amount(v)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!badAmount) save.mutate(bodyOf(form));
  };
  const toggle = (field: 'stages' | 'instruments' | 'languages', value: string) =>
    form && setForm({ ...form, [field]: form[field].includes(value) ? form[field].filter((v) => v !== value) : [...form[field], value] });
  const boxes = (field: 'stages' | 'instruments' | 'languages', values: readonly string[], label: (v: string) => string) => (
    <fieldset className="grid gap-1">
      <legend className="mb-1 font-medium">{t(`profile.${field}`)}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {values.map((v) => (
          <label key={v} className="flex items-center gap-2">
            <input type="checkbox" checked={form[field].includes(v)} onChange={() => toggle(field, v)} />
            {label(v)}
          </label>
        ))}
      </div>
    </fieldset>
  );
  return (
    <form className="grid gap-3" onSubmit={submit} data-testid="investor-profile-form">
      <label className="flex items-center gap-2 font-medium">
        <input type="checkbox" checked={form.listed} onChange={(e) => setForm({ ...form, listed: e.target.checked })} />
        {t('profile.listed')}
      </label>
      <TextField
        id="investor-headline"
        label={t('profile.headline')}
        value={form.headline}
        maxLength={300}
        onChange={(e) => setForm({ ...form, headline: e.target.value })}
      />
      <TextField
        id="investor-sectors"
        label={t('profile.sectors')}
        hint={t('profile.sectorsHint')}
        value={form.sectors}
        onChange={(e) => setForm({ ...form, sectors: e.target.value })}
      />
      <TextField
        id="investor-regions"
        label={t('profile.regions')}
        hint={t('profile.regionsHint')}
        value={form.regions}
        onChange={(e) => setForm({ ...form, regions: e.target.value })}
      />
      {boxes('stages', PROJECT_STAGES, (v) => tp(`stages.${v}`))}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id="investor-ticket-min"
          label={t('profile.ticketMin')}
          inputMode="decimal"
          value={form.ticketMin}
          error={badAmount ? t('profile.badAmount') : null}
          onChange={(e) => setForm({ ...form, ticketMin: e.target.value })}
        />
        <TextField
          id="investor-ticket-max"
          label={t('profile.ticketMax')}
          inputMode="decimal"
          value={form.ticketMax}
          onChange={(e) => setForm({ ...form, ticketMax: e.target.value })}
        />
      </div>
      {boxes('instruments', INSTRUMENTS, (v) => t(`profile.instrument.${v}`))}
      {boxes('languages', LANGUAGES, (v) => t(`profile.language.${v}`))}
      {save.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(t, save.error)}
        </p>
      ) : null}
      <Button type="submit" className="justify-self-start" pending={save.isPending}>
        {t('profile.save')}
      </Button>
    </form>
  );
}
