/**
 * Every reason a proposed figure can carry for a confidence below 1 (comma-joined in `reason`); the reviewer's screen
 * shows each one translated (web locales, `figureReason`). A reason a reader emits must be listed here, and a listed one
 * translated: both are tested. Pure.
 */
export const FIGURE_REASONS = [
  'period_from_document',
  'no_period',
  'currency_from_document',
  'currency_stated_for_document',
  'no_currency',
  'loose_word',
  'far_from_key',
  'same_period_twice',
  'values_disagree',
  'year_from_file_date',
  'year_from_upload_date',
  'span_from_plan_horizon',
  'project_facility',
  'earlier_of_change',
  'bracket_comparative',
  'period_of_comparison',
  'table_row',
  'parent_company',
  'revenue_line',
  'thousands_in_ranking',
  'company_facility',
  'recurring_revenue',
  'capital_spend',
  'takings',
  'ebitda_after_leases',
  'premiums',
] as const;
export type FigureReason = (typeof FIGURE_REASONS)[number];
