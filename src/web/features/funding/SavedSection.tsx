import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Trash2Icon } from 'lucide-react';
import type { SavedSearch } from '../../../contract/funding.ts';
import { queryFeedback } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { useDeleteSavedSearch, useMuteCall, useSavedCalls, useSavedSearches, useUnsaveCall, useUpdateSavedSearch } from './MatchApi.ts';
import { nativeSelectClass } from './MatchProjectPicker.tsx';

/**
 * /settings#funding-alerts: the person's saved searches (alerts on/off, e-mail digest) and saved
 * calls (mute, remove). Composed into the settings page by app/routes/SettingsRoute.tsx.
 */
export function SavedSection() {
  const { t } = useTranslation('funding');
  const searches = useSavedSearches();
  const calls = useSavedCalls();
  return (
    <Card
      id="funding-alerts"
      className="scroll-mt-20"
      tabIndex={-1}
      role="region"
      aria-labelledby="funding-alerts-title"
      data-testid="saved-section"
    >
      <CardHeader>
        <h2 id="funding-alerts-title" className="text-lg leading-tight font-semibold">
          {t('saved.title')}
        </h2>
        <CardDescription>{t('saved.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <section className="grid gap-2" aria-labelledby="saved-searches-title">
          <h3 id="saved-searches-title" className="font-semibold">
            {t('saved.searchesTitle')}
          </h3>
          {searches.isPending || searches.isError ? (
            queryFeedback(searches, t, t('saved.loading'))
          ) : searches.data.length === 0 ? (
            <p className="text-muted-foreground">{t('saved.noSearches')}</p>
          ) : (
            <ul className="grid gap-2" data-testid="saved-searches">
              {searches.data.map((s) => (
                <SearchRow key={s.id} search={s} />
              ))}
            </ul>
          )}
        </section>
        <section className="grid gap-2" aria-labelledby="saved-calls-title">
          <h3 id="saved-calls-title" className="font-semibold">
            {t('saved.callsTitle')}
          </h3>
          {calls.isPending || calls.isError ? (
            queryFeedback(calls, t, t('saved.loading'))
          ) : calls.data.length === 0 ? (
            <p className="text-muted-foreground">{t('saved.noCalls')}</p>
          ) : (
            <ul className="grid gap-2" data-testid="saved-calls">
              {calls.data.map((c) => (
                <CallRow key={c.callId} callId={c.callId} title={c.call.title} closesAt={c.call.closesAt} muted={c.muted} />
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}

/** The filters of a saved search in one line (q, region, sector…). */
function filtersText(query: SavedSearch['query']): string {
  return Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(' · ');
}

function SearchRow({ search: s }: { search: SavedSearch }) {
  const { t } = useTranslation('funding');
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const error = update.error ?? remove.error;
  return (
    <li
      className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_auto] sm:items-center"
      data-testid="saved-search"
      data-alerts={s.alerts}
    >
      <div className="min-w-0">
        <p className="font-medium break-words">{s.name}</p>
        <p className="text-xs break-words text-muted-foreground">{filtersText(s.query) || t('saved.noFilters')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2">
          <Switch
            checked={s.alerts}
            aria-label={t('alerts.toggle', { name: s.name })}
            disabled={update.isPending}
            onCheckedChange={(alerts) => update.mutate({ id: s.id, body: { alerts } })}
          />
          <span>{s.alerts ? t('alerts.on') : t('alerts.off')}</span>
        </label>
        <select
          aria-label={t('alerts.digestFor', { name: s.name })}
          className={`${nativeSelectClass} w-auto`}
          value={s.digest}
          disabled={!s.alerts || update.isPending}
          onChange={(e) => update.mutate({ id: s.id, body: { digest: e.target.value as SavedSearch['digest'] } })}
        >
          {(['none', 'daily', 'weekly'] as const).map((d) => (
            <option key={d} value={d}>
              {t(`alerts.digest.${d}`)}
            </option>
          ))}
        </select>
        <Button
          size="icon"
          variant="ghost"
          aria-label={t('saved.deleteSearch', { name: s.name })}
          pending={remove.isPending}
          onClick={() => remove.mutate(s.id)}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-destructive sm:col-span-2">
          {errorMessage(t, error)}
        </p>
      ) : null}
    </li>
  );
}

function CallRow({ callId, title, closesAt, muted }: { callId: string; title: string; closesAt: string | null; muted: boolean }) {
  const { t, i18n } = useTranslation('funding');
  const mute = useMuteCall();
  const unsave = useUnsaveCall();
  return (
    <li className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_auto] sm:items-center" data-testid="saved-call" data-muted={muted}>
      <div className="min-w-0">
        <Link to={`/announcement/${callId}`} className="font-medium break-words underline-offset-4 hover:underline">
          {title}
        </Link>
        <p className="text-xs text-muted-foreground">
          {closesAt ? t('match.closes', { date: formatDate(i18n.language, closesAt) }) : t('match.criteria.open.no_deadline')}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2">
          <Switch
            checked={!muted}
            aria-label={t('alerts.toggle', { name: title })}
            disabled={mute.isPending}
            onCheckedChange={(on) => mute.mutate({ callId, muted: !on })}
          />
          <span>{muted ? t('alerts.muted') : t('alerts.on')}</span>
        </label>
        <Button size="sm" variant="ghost" pending={unsave.isPending} onClick={() => unsave.mutate(callId)}>
          {t('saved.unsaveCall')}
        </Button>
      </div>
    </li>
  );
}
