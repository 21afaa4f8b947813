export { enforceRateLimit } from './counter.ts';
export { HEAVY_LIMITS, InFlight, admitHeavy, registerHeavyLimits, type HeavyKind, type HeavyLimits } from './heavy.ts';
