import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  AlertOctagonIcon,
  AlertTriangleIcon,
  BellIcon,
  BellOffIcon,
  CheckCheckIcon,
  CheckCircle2Icon,
  InfoIcon,
  Settings2Icon,
  Volume2Icon,
  XIcon,
} from 'lucide-react';
import type { Notification } from '../../../contract/notifications.ts';
import { Button } from '../../components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover.tsx';
import { cn } from '../../lib/cn.ts';
import { formatRelative } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useDeleteNotification, useMarkAllRead, useMarkRead, useNotifications } from './api.ts';
import { badgeText, displayType, filterNotifications, newUnreadIds, notificationText } from './logic.ts';
import type { NotificationCatalogue } from '../../../domain/notifications/index.ts';
import type { NotificationFilter, NotificationType } from './logic.ts';
import { isSoundMuted, playNotificationSound, setSoundMuted } from './sound.ts';

const NONE: Notification[] = [];

const TYPE_ICONS: Record<NotificationType, typeof InfoIcon> = {
  success: CheckCircle2Icon,
  warning: AlertTriangleIcon,
  alert: AlertOctagonIcon,
  system: Settings2Icon,
  info: InfoIcon,
};
const TYPE_COLORS: Record<NotificationType, string> = {
  success: 'text-success',
  warning: 'text-warning',
  alert: 'text-destructive',
  system: 'text-muted-foreground',
  info: 'text-primary',
};

/** The header's bell (seed sections 2, 4, 9). */
export function NotificationBell() {
  const { t, i18n } = useTranslation('shell');
  // The messages' words: loaded beside the shell's, never holding the header (the English text stands meanwhile).
  const { ready } = useTranslation('notifications', { useSuspense: false });
  const catalogue = ready ? (i18n.getResourceBundle(i18n.language, 'notifications') as NotificationCatalogue | undefined) : undefined;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [muted, setMuted] = useState(isSoundMuted);
  const { data } = useNotifications();
  const list = data ?? NONE;
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const remove = useDeleteNotification();
  const seen = useRef<Set<string> | null>(null);

  const unread = list.filter((n) => !n.isRead).length;
  const badge = badgeText(unread);

  // A short chime when unread notifications arrive that the previous poll did not have.
  useEffect(() => {
    if (!data) return;
    if (newUnreadIds(seen.current, data).length > 0 && !isSoundMuted()) playNotificationSound();
    seen.current = new Set(data.map((n) => n.id));
  }, [data]);

  const onError = (error: unknown) =>
    toast({ variant: 'destructive', title: t('common:generic.error'), description: errorMessage(t, error) });

  const open_ = (n: Notification) => {
    if (!n.isRead) markRead.mutate(n.id, { onError });
    if (n.linkUrl) {
      setOpen(false);
      navigate(n.linkUrl);
    }
  };

  const toggleMuted = () => {
    setSoundMuted(!muted);
    setMuted(!muted);
  };

  const shown = filterNotifications(list, filter);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread ? t('notifications.labelUnread', { count: unread }) : t('notifications.label')}
          data-testid="notification-bell"
        >
          <BellIcon aria-hidden="true" />
          {badge ? (
            <span
              aria-hidden="true"
              data-testid="notification-badge"
              className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-semibold text-destructive-foreground"
            >
              {badge}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        aria-label={t('notifications.title')}
        className="w-[min(24rem,calc(100vw-1rem))] p-0"
        data-testid="notification-panel"
      >
        <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
          <h2 className="text-sm font-semibold">{t('notifications.title')}</h2>
          <div className="flex items-center gap-1">
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              onClick={toggleMuted}
              aria-pressed={muted}
              aria-label={muted ? t('notifications.unmute') : t('notifications.mute')}
              title={muted ? t('notifications.unmute') : t('notifications.mute')}
              data-testid="notification-mute"
            >
              {muted ? <BellOffIcon aria-hidden="true" /> : <Volume2Icon aria-hidden="true" />}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => markAll.mutate(undefined, { onError })} disabled={unread === 0}>
              <CheckCheckIcon aria-hidden="true" />
              {t('notifications.markAllRead')}
            </Button>
          </div>
        </div>
        <div role="group" aria-label={t('notifications.filter')} className="flex gap-1 border-b px-3 py-2">
          {(['all', 'unread'] as const).map((f) => (
            <Button
              key={f}
              size="sm"
              variant={filter === f ? 'secondary' : 'ghost'}
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
              data-testid={`notification-filter-${f}`}
            >
              {t(`notifications.filters.${f}`)}
              {f === 'unread' && unread ? ` (${unread})` : ''}
            </Button>
          ))}
        </div>
        <ul className="h-[400px] overflow-y-auto" aria-label={t('notifications.title')} data-testid="notification-list">
          {shown.length === 0 ? (
            <li className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-sm text-muted-foreground">
              <BellIcon className="size-8 opacity-40" aria-hidden="true" />
              {filter === 'unread' ? t('notifications.emptyUnread') : t('notifications.empty')}
            </li>
          ) : (
            shown.map((n) => {
              const type = displayType(n.type);
              const Icon = TYPE_ICONS[type];
              const text = notificationText(n, catalogue, i18n.language);
              return (
                <li
                  key={n.id}
                  className={cn('group relative border-b last:border-b-0', !n.isRead && 'bg-accent/40')}
                  data-testid="notification-item"
                  data-read={n.isRead}
                >
                  <button
                    type="button"
                    onClick={() => open_(n)}
                    className="flex w-full gap-3 px-3 py-3 pr-10 text-left outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
                  >
                    <Icon className={cn('mt-0.5 size-4 shrink-0', TYPE_COLORS[type])} aria-hidden="true" />
                    <span className="min-w-0 flex-1">
                      <span className="flex items-center gap-2">
                        <span className={cn('truncate text-sm', !n.isRead && 'font-semibold')}>{text.title}</span>
                        {!n.isRead ? <span className="sr-only">{t('notifications.unread')}</span> : null}
                      </span>
                      <span className="line-clamp-2 text-xs text-muted-foreground">{text.content}</span>
                      <time dateTime={n.createdAt} className="mt-1 block text-[11px] text-muted-foreground">
                        {formatRelative(i18n.language, n.createdAt)}
                      </time>
                    </span>
                  </button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="absolute top-2 right-1 size-7"
                    aria-label={t('notifications.delete', { title: text.title })}
                    onClick={() => remove.mutate(n.id, { onError })}
                    data-testid="notification-delete"
                  >
                    <XIcon aria-hidden="true" />
                  </Button>
                </li>
              );
            })
          )}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
