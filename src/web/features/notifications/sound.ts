import { readLocal, STORAGE_KEYS, writeLocal } from '../../lib/storage.ts';

/** The short chime played when new unread notifications arrive (public/sounds). */
export const NOTIFICATION_SOUND_URL = '/sounds/notification.wav';

export function isSoundMuted(): boolean {
  return readLocal(STORAGE_KEYS.notificationSound) === 'muted';
}

export function setSoundMuted(muted: boolean): void {
  writeLocal(STORAGE_KEYS.notificationSound, muted ? 'muted' : 'on');
}

/** Plays the chime; browsers may refuse before the user has interacted with the page, which is fine. */
export function playNotificationSound(): void {
  try {
    const audio = new Audio(NOTIFICATION_SOUND_URL);
    audio.volume = 0.5;
    audio.play().catch(() => undefined);
  } catch {
    /* no audio support */
  }
}
