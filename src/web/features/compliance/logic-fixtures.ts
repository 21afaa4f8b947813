// The compliance item builder shared by logic.test.ts and logic-adapters.test.ts.
import type { ComplianceItem } from './api.ts';
import { toItem } from './api.ts';

export const item = (
  id: string,
  weight: number,
  answer: ComplianceItem['answer'],
  result: number | null,
  extra: Partial<ComplianceItem> = {},
): ComplianceItem => ({
  ...toItem({ id, weight, title: id }, 'en'),
  answer,
  result,
  ...extra,
});
