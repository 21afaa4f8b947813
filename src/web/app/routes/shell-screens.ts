/**
 * Shell routes whose screens arrive in later issues, each with the key of its honest placeholder
 * text (locales/<lng>/placeholders.json, from shared/product/screens.md).
 */
export const PLACEHOLDER_SCREENS: readonly (readonly [path: string, screen: string])[] = [];

/** Restricted routes and their placeholder keys; allowed roles come from src/domain/navigation. */
export const RESTRICTED_SCREENS: readonly (readonly [path: string, screen: string])[] = [];
