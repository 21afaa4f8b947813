import type { TFunction } from 'i18next';
import { formatNumber, formatPercent } from '../../lib/format.ts';
import { formatFigureValue } from './view.ts';

/**
 * A risk flag as one sentence in the reader's language, its detail values put in place (the codes
 * and details the analyser emits: src/domain/documents/risks.ts, src/server/modules/documents/
 * analysis/index.ts, safety/detect.ts). A code this screen does not know keeps the generic line.
 */
export interface RiskLike {
  readonly code: string;
  readonly detail: Readonly<Record<string, unknown>>;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export function riskText(t: TFunction, lng: string, risk: RiskLike): string {
  const d = risk.detail;
  const key = str(d.key);
  const keyLabel = key ? t(`documents:key.${key}`, { defaultValue: key }) : '';
  const money = (v: unknown) => {
    const n = num(v);
    return n === null ? str(v) : formatFigureValue(lng, key, n, key === 'headcount' ? null : 'EUR');
  };
  const period = d.period === null || d.period === undefined ? '' : ` ${str(d.period)}`;
  switch (risk.code) {
    case 'implausible_growth': {
      const growth = num(d.growth);
      const bound = num(d.bound);
      if (growth === null || bound === null) break;
      return t('documents:riskDetail.implausible_growth', {
        from: str(d.fromPeriod),
        to: str(d.toPeriod),
        fromValue: money(d.fromValue),
        toValue: money(d.toValue),
        growth: formatPercent(lng, growth),
        bound: formatPercent(lng, bound),
      });
    }
    case 'figures_disagree':
      if (num(d.value) === null || num(d.otherValue) === null) break;
      return t('documents:riskDetail.figures_disagree', {
        figure: `${keyLabel}${period}`,
        value: money(d.value),
        otherValue: money(d.otherValue),
        other: str(d.otherFilename),
      });
    case 'plan_disagrees_with_inputs':
      if (num(d.documentValue) === null || num(d.inputValue) === null) break;
      return t('documents:riskDetail.plan_disagrees_with_inputs', {
        figure: `${keyLabel}${period}`,
        value: money(d.documentValue),
        input: money(d.inputValue),
      });
    case 'no_text_layer':
      if (d.ocr === 'partial' && num(d.pagesRead) !== null && num(d.pages) !== null)
        return t('documents:riskDetail.no_text_layer_partial', {
          read: formatNumber(lng, num(d.pagesRead)!, 0),
          pages: formatNumber(lng, num(d.pages)!, 0),
          count: num(d.pages)!,
        });
      if (d.ocr === 'unavailable' && num(d.pages) !== null)
        return t('documents:riskDetail.no_text_layer_unavailable', { pages: formatNumber(lng, num(d.pages)!, 0), count: num(d.pages)! });
      break;
    case 'sentences_unread':
      if (num(d.pages) === null || num(d.firstPage) === null) break;
      return t('documents:riskDetail.sentences_unread', {
        pages: formatNumber(lng, num(d.pages)!, 0),
        page: formatNumber(lng, num(d.firstPage)!, 0),
        count: num(d.pages)!,
      });
    default:
      break;
  }
  return t(`documents:risk.${risk.code}`, { defaultValue: t('documents:risk.other', { code: risk.code }) });
}
