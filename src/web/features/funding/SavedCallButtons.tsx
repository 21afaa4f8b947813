import { useTranslation } from 'react-i18next';
import { BellIcon, BellOffIcon, BookmarkIcon, BookmarkXIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useMuteCall, useSaveCall, useSavedCalls, useUnsaveCall } from './MatchApi.ts';

/**
 * Save / unsave a call and mute / unmute its alerts (a saved call is reminded 7 days and 1 day
 * before its deadline and when the funder changes it; a muted one produces nothing).
 */
export function SavedCallButtons({ callId }: { callId: string }) {
  const { t } = useTranslation('funding');
  const saved = useSavedCalls();
  const save = useSaveCall();
  const unsave = useUnsaveCall();
  const mute = useMuteCall();
  const mine = saved.data?.find((s) => s.callId === callId);
  const busy = saved.isPending || save.isPending || unsave.isPending || mute.isPending;
  const error = save.error ?? unsave.error ?? mute.error;
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      data-testid="saved-call-buttons"
      data-saved={Boolean(mine)}
      data-muted={Boolean(mine?.muted)}
    >
      {mine ? (
        <>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => unsave.mutate(callId)}>
            <BookmarkXIcon aria-hidden="true" />
            {t('saved.unsaveCall')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            aria-pressed={mine.muted}
            onClick={() => mute.mutate({ callId, muted: !mine.muted })}
          >
            {mine.muted ? <BellIcon aria-hidden="true" /> : <BellOffIcon aria-hidden="true" />}
            {mine.muted ? t('alerts.unmute') : t('alerts.mute')}
          </Button>
          <span role="status" className="text-xs text-muted-foreground">
            {mine.muted ? t('alerts.mutedNote') : t('alerts.onNote')}
          </span>
        </>
      ) : (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => save.mutate(callId)} data-testid="save-call">
          <BookmarkIcon aria-hidden="true" />
          {t('saved.saveCall')}
        </Button>
      )}
      {error ? (
        <p role="alert" className="w-full text-destructive">
          {errorMessage(t, error)}
        </p>
      ) : null}
    </div>
  );
}
