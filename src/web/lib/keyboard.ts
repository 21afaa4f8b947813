/** True on Apple platforms, where shortcuts use ⌘ instead of Ctrl. */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform ?? '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** The label of the modifier key: ⌘ on Apple systems, Ctrl elsewhere. */
export function modifierLabel(): string {
  return isApplePlatform() ? '⌘' : 'Ctrl';
}

/** True when the event's target is a place where the user types (inputs keep their own shortcuts). */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** A shortcut's label: "⌘K" on Apple systems, "Ctrl+K" elsewhere. */
export function shortcutLabel(key: string): string {
  return isApplePlatform() ? `⌘${key}` : `Ctrl+${key}`;
}

/** What a shortcut guard looks at, passed in so the rule can be tested without a page. */
export type ReadingState = { target: EventTarget | null; activeElement: Element | null; selectedText: string };

/**
 * True while the reader is busy with the page: typing in an input, textarea, select or
 * contenteditable (focused or receiving the key), or holding a text selection (Ctrl+C copies it,
 * Ctrl+A selects all, Ctrl+F finds it, Ctrl+P prints it). No app shortcut fires then.
 */
export function readerIsBusy({ target, activeElement, selectedText }: ReadingState): boolean {
  return isEditableTarget(target) || isEditableTarget(activeElement) || selectedText.trim() !== '';
}

/** The page's reading state for a key event. */
export function readingState(event: Pick<KeyboardEvent, 'target'>): ReadingState {
  return { target: event.target, activeElement: document.activeElement, selectedText: window.getSelection()?.toString() ?? '' };
}
