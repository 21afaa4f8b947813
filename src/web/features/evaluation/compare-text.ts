import type { TFunction } from 'i18next';
import type { InputValue, MetricMove } from '../../../domain/evaluation/index.ts';
import { PLAN_DRIVER_UNITS, type PlanDriverKey } from '../../../domain/finance/index.ts';
import { formatPayback } from '../../lib/format.ts';
import { decimal, money, percent } from './display.ts';

/**
 * Words for a comparison of two versions: what an input path is called on the screen and how its
 * values read, and the signed moves of the results ("+€12,000", "+9 pp"), in the reader's language.
 */

const locale = (lng: string) => (lng === 'it' ? 'it-IT' : 'en-GB');

/** A signed number (+1.5, −2, 0) with `digits` decimals at most. */
export function signed(lng: string, value: number, digits = 1): string {
  return new Intl.NumberFormat(locale(lng), { maximumFractionDigits: digits, signDisplay: 'exceptZero' }).format(value);
}

function signedMoney(lng: string, value: number, currency: string): string {
  return new Intl.NumberFormat(locale(lng), { style: 'currency', currency, maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(
    value,
  );
}

type Kind = 'money' | 'fraction' | 'count' | 'multiple' | 'years' | 'plain';

function driverKind(k: string): Kind {
  const u = PLAN_DRIVER_UNITS[k as PlanDriverKey];
  return u === 'eur' ? 'money' : u === 'fraction' ? 'fraction' : u === 'multiple' ? 'multiple' : u === 'count' ? 'count' : 'plain';
}

function number(lng: string, v: number, kind: Kind, currency: string, t: TFunction): string {
  switch (kind) {
    case 'money':
      return money(lng, v, currency);
    case 'fraction':
      return percent(lng, v, 2);
    case 'multiple':
      return `${decimal(lng, v, 2)}×`;
    case 'years':
      return t('evaluation:units.years', { value: decimal(lng, v, 0) });
    default:
      return decimal(lng, v, 2);
  }
}

/** The label of a stored input path and the text of one of its values. */
export function describeInput(
  t: TFunction,
  lng: string,
  currency: string,
  path: string,
): { label: string; value: (v: InputValue) => string } {
  const plain = (v: InputValue) => (v === null ? t('evaluation:compare.notSet') : typeof v === 'number' ? decimal(lng, v, 2) : String(v));
  const num = (kind: Kind) => (v: InputValue) => (typeof v === 'number' ? number(lng, v, kind, currency, t) : plain(v));
  const word = (prefix: string) => (v: InputValue) =>
    v === null ? t('evaluation:compare.notSet') : t(`${prefix}.${String(v)}`, { defaultValue: String(v) });

  let m = /^assumptions\.drivers\.(\w+)\.(value|low|high)$/.exec(path);
  if (m) {
    const name = t(`evaluation:drivers.${m[1]}.label`);
    return { label: m[2] === 'value' ? name : `${name} (${m[2]})`, value: num(driverKind(m[1]!)) };
  }
  m = /^assumptions\.drivers\.(\w+)\.dist\.(\w+)$/.exec(path);
  if (m) {
    const name = t(`evaluation:drivers.${m[1]}.label`);
    if (m[2] === 'type')
      return {
        label: t('evaluation:dist.label', { name }),
        value: (v) => (v === null ? t('evaluation:dist.none') : t(`evaluation:dist.type.${String(v)}`)),
      };
    const logScale = m[2] === 'mu' || m[2] === 'sigma';
    return {
      label: `${t(`evaluation:dist.params.${m[2]}`)} ${t('evaluation:dist.paramOf', { name })}`,
      value: num(logScale ? 'plain' : driverKind(m[1]!)),
    };
  }
  m = /^assumptions\.(horizonYears|depreciationYears|debtTermYears)$/.exec(path);
  if (m) return { label: t(`evaluation:years.${m[1]}.label`), value: num('years') };
  if (path === 'assumptions.terminalValue')
    return { label: t('evaluation:terminalMethod.label'), value: word('evaluation:terminalMethod') };
  if (path === 'revenueModel') return { label: t('evaluation:revenueModel.label'), value: word('evaluation:revenueModel') };
  m = /^market\.(\w+)$/.exec(path);
  if (m) {
    const label = t(`evaluation:market.${m[1]}`);
    if (m[1] === 'competitiveIntensity') return { label, value: word('evaluation:market.intensity') };
    return { label, value: num(m[1] === 'tamEur' ? 'money' : m[1] === 'expectedGrowthRate' ? 'fraction' : 'count') };
  }
  m = /^compliance\.answers\.(.+)$/.exec(path);
  if (m) return { label: t(`score:question.${m[1]}`, { defaultValue: m[1] }), value: word('evaluation:answer') };
  return { label: path, value: plain };
}

export type MetricKind = 'money' | 'fraction' | 'years' | 'score';

/** "a → b (delta)" for a result figure; without a delta when one side has no figure. */
export function describeMove(t: TFunction, lng: string, currency: string, m: MetricMove, kind: MetricKind): string {
  const none = t('evaluation:preview.none');
  const one = (v: number | null) =>
    kind === 'years'
      ? formatPayback(t, lng, v)
      : v === null
        ? none
        : kind === 'money'
          ? money(lng, v, currency)
          : kind === 'fraction'
            ? percent(lng, v)
            : decimal(lng, v, 1);
  if (m.delta === null) return t('evaluation:compare.move', { before: one(m.before), after: one(m.after) });
  const delta =
    kind === 'money'
      ? signedMoney(lng, m.delta, currency)
      : kind === 'fraction'
        ? t('evaluation:compare.pp', { value: signed(lng, m.delta * 100, 1) })
        : kind === 'years'
          ? t('evaluation:compare.years', { value: signed(lng, m.delta, 1) })
          : signed(lng, m.delta, 1);
  return t('evaluation:compare.moveDelta', { before: one(m.before), after: one(m.after), delta });
}
