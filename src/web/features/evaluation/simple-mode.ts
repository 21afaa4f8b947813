import { useState } from 'react';
import type { PlanDriverKey } from '../../../domain/finance/index.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { readLocal, STORAGE_KEYS, writeLocal } from '../../lib/storage.ts';
import type { YearField } from './model.ts';

/**
 * The simple view of the evaluation inputs: the drivers a founder knows without a model in front of
 * them — horizon and discount rate, price, customers and their growth, gross margin and fixed costs,
 * the investment, and the funding (cash at the start and debt). Every other input, the market data,
 * the compliance questionnaire and the uncertainty distributions show in the advanced view; hidden
 * inputs keep their values (they stay in the one draft), so switching views never loses anything.
 */
export const SIMPLE_DRIVERS: ReadonlySet<PlanDriverKey> = new Set<PlanDriverKey>([
  'pricePerUnit',
  'unitsYear1',
  'unitsGrowth',
  'grossMargin',
  'fixedCosts',
  'initialInvestment',
  'openingCash',
  'debtAmount',
  'discountRate',
]);
export const SIMPLE_YEARS: ReadonlySet<YearField> = new Set<YearField>(['horizonYears']);

/** Whether a draft field (an error key of validateDraft) is on screen in the simple view. */
export function shownInSimple(field: string): boolean {
  const driver = /^drivers\.(\w+)\.value$/.exec(field);
  if (driver) return SIMPLE_DRIVERS.has(driver[1] as PlanDriverKey);
  return SIMPLE_YEARS.has(field as YearField);
}

function readUsers(): string[] {
  try {
    const parsed: unknown = JSON.parse(readLocal(STORAGE_KEYS.evaluationAdvanced) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The advanced view on or off, remembered per user on this browser (simple until the user asks). */
export function useAdvancedMode(): [boolean, (on: boolean) => void] {
  const { user } = useCurrentUser();
  const key = user?.id ?? '';
  const [local, setLocal] = useState<{ key: string; on: boolean } | null>(null);
  const advanced = local && local.key === key ? local.on : readUsers().includes(key);
  const set = (on: boolean) => {
    setLocal({ key, on });
    if (!key) return;
    const others = readUsers().filter((id) => id !== key);
    writeLocal(STORAGE_KEYS.evaluationAdvanced, JSON.stringify(on ? [...others, key] : others));
  };
  return [advanced, set];
}
