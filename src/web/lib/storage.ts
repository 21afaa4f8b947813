/**
 * The browser-stored settings (seed section 9: theme, language, admin tier override, onboarding-seen
 * flag) and the other local preferences. public/theme-init.js reads `theme` and `language` too.
 */
export const STORAGE_KEYS = {
  theme: 'theme',
  language: 'language',
  adminTierOverride: 'adminTierOverride',
  onboardingSeen: 'hasSeenOnboarding',
  cookieConsent: 'cookie-consent',
  visitorId: 'visitor-id',
  paletteprefs: 'command-palette-prefs',
  notificationSound: 'notification-sound',
  errorSessionId: 'error-session-id',
  /** '1' while this browser was last seen signed in: decides what to prefetch at boot. */
  sessionHint: 'session-hint',
  /** JSON array of the user ids who chose the evaluation inputs' advanced view on this browser. */
  evaluationAdvanced: 'evaluation-advanced',
  /** The ids of the users of this browser who turned the keyboard shortcuts off (JSON array). */
  shortcutsOff: 'keyboard-shortcuts-off',
  /** The workspace each signed-in user last chose in the shell's switcher: JSON { [userId]: workspaceId }. */
  currentWorkspace: 'current-workspace',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Reads a key; null when absent or when storage is unavailable (private mode, blocked). */
export function readLocal(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a key; silently does nothing when storage is unavailable. */
export function writeLocal(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* storage full or blocked: the setting lasts for this page only */
  }
}

export function removeLocal(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* nothing to remove */
  }
}
