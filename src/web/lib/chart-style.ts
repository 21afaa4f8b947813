/** Chart styling shared by every chart (recharts props), readable in the light and the dark theme. */

/** Axis text follows the card's muted colour in both themes. */
export const AXIS = { fontSize: 11, fill: 'currentColor' } as const;
export const TOOLTIP_STYLE = { background: 'var(--popover)', border: '1px solid var(--border)', color: 'var(--popover-foreground)' } as const;
/** Series colours readable on the light and the dark card (3:1 or more against both). */
export const SERIES_COLOURS = ['var(--primary)', 'var(--success)', 'oklch(0.62 0.17 40)', 'oklch(0.6 0.15 320)', 'oklch(0.6 0.12 200)', 'oklch(0.62 0.14 95)'] as const;
