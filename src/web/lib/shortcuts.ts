import { useSyncExternalStore } from 'react';
import { readerIsBusy, readingState } from './keyboard.ts';
import { readLocal, STORAGE_KEYS, writeLocal } from './storage.ts';

/**
 * Whether the app's keyboard shortcuts (Cmd/Ctrl+K and the letters, Cmd/Ctrl+B, ?) are on: on by
 * default (seed section 2), turned off per user in this browser from /settings.
 */

let currentUser: string | null = null;
const listeners = new Set<() => void>();

function offUsers(): string[] {
  try {
    const value: unknown = JSON.parse(readLocal(STORAGE_KEYS.shortcutsOff) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The signed-in user whose setting applies (the shell sets it; null when nobody is signed in). */
export function setShortcutUser(userId: string | null): void {
  if (currentUser === userId) return;
  currentUser = userId;
  listeners.forEach((l) => l());
}

export function shortcutsEnabled(): boolean {
  return currentUser === null || !offUsers().includes(currentUser);
}

export function setShortcutsEnabled(enabled: boolean): void {
  if (currentUser === null) return;
  const others = offUsers().filter((id) => id !== currentUser);
  writeLocal(STORAGE_KEYS.shortcutsOff, JSON.stringify(enabled ? others : [...others, currentUser]));
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same browser changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.shortcutsOff) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The setting, kept current in a component (the settings switch). */
export function useShortcutsEnabled(): boolean {
  return useSyncExternalStore(subscribe, shortcutsEnabled, () => true);
}

/** True when an app shortcut may act on this key event: the setting is on and the reader is not busy. */
export function shortcutAllowed(event: Pick<KeyboardEvent, 'target'>): boolean {
  return shortcutsEnabled() && !readerIsBusy(readingState(event));
}
