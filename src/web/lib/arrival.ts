/**
 * Navigation state set by the command palette and its shortcuts: the page it opens may move the focus
 * to where the user will type (issue 27: the wizard's first field), since the palette's dialog does not
 * hand the focus back to the element that opened it once it has navigated away.
 */
export interface PaletteArrival {
  fromPalette: true;
}

export const paletteArrival: PaletteArrival = { fromPalette: true };

export function arrivedFromPalette(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<PaletteArrival>).fromPalette === true;
}
