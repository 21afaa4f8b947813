import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { calendarFeed } from '../../../contract/realization.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { apiRequest } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Section } from './Section.tsx';

type Feed = z.infer<typeof calendarFeed>;
const PATH = '/api/calendar/feed';
const KEY = ['realization', 'calendar'];

/**
 * #calendar: the caller's iCal feed of milestones, obligations and KPI due dates (issue 23): create it, copy its
 * tokenised URL, rotate it (the old URL stops working) or revoke it (404 from then on).
 */
export function CalendarSection() {
  const { t, i18n } = useTranslation('realization');
  const client = useQueryClient();
  // The server answers { feed }; the token is stored hashed, so the URL comes only with a create or rotate (empty after).
  const feed = useQuery<Feed>({ queryKey: KEY, queryFn: async () => (await apiRequest<{ feed: Feed }>('GET', PATH)).feed });
  const [copied, setCopied] = useState(false);
  const done = (data: Feed) => {
    client.setQueryData(KEY, data);
    setCopied(false);
  };
  const create = useMutation({ mutationFn: async () => (await apiRequest<{ feed: Feed }>('POST', PATH)).feed, onSuccess: done });
  const revoke = useMutation({ mutationFn: () => apiRequest<void>('DELETE', PATH), onSuccess: () => done(null) });
  const error = feed.error ?? create.error ?? revoke.error;
  const url = feed.data?.url ? new URL(feed.data.url, window.location.origin).toString() : '';
  return (
    <Section id="calendar" title={t('calendar.title')} description={t('calendar.description')}>
      {feed.isPending ? (
        <p className="text-muted-foreground">{t('loading')}</p>
      ) : feed.data ? (
        <div className="grid gap-2" data-testid="calendar-feed">
          {url ? (
            <>
              <label htmlFor="calendar-url" className="font-medium">
                {t('calendar.url')}
              </label>
              <Input id="calendar-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
            </>
          ) : (
            <p data-testid="calendar-hidden">{t('calendar.hidden')}</p>
          )}
          <p className="text-xs text-muted-foreground">
            {t('calendar.createdAt', { date: formatDateTime(i18n.language, feed.data.createdAt) })}
          </p>
          <div className="flex flex-wrap gap-2">
            {url ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true))}
                data-testid="calendar-copy"
              >
                {copied ? t('calendar.copied') : t('calendar.copy')}
              </Button>
            ) : null}
            <Button size="sm" variant="outline" pending={create.isPending} onClick={() => create.mutate()} data-testid="calendar-rotate">
              {t('calendar.rotate')}
            </Button>
            <Button
              size="sm"
              variant="destructive"
              pending={revoke.isPending}
              onClick={() => revoke.mutate()}
              data-testid="calendar-revoke"
            >
              {t('calendar.revoke')}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">{t('calendar.secret')}</p>
        </div>
      ) : (
        <Button
          size="sm"
          className="justify-self-start"
          pending={create.isPending}
          onClick={() => create.mutate()}
          data-testid="calendar-create"
        >
          {t('calendar.create')}
        </Button>
      )}
      {error ? (
        <p role="alert" className="text-destructive">
          {errorMessage(t, error)}
        </p>
      ) : null}
    </Section>
  );
}
