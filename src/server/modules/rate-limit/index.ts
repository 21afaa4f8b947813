export { countInWindow, enforceRateLimit, sweepEndedWindows } from './counter.ts';
export { HEAVY_LIMITS, InFlight, countMinute, takeSlot, registerHeavyLimits, type HeavyKind, type HeavyLimits } from './heavy.ts';
