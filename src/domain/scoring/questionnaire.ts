/** An answer to a compliance question: yes (1), partial (0.5) or no (0). */
export type ComplianceAnswer = 'yes' | 'partial' | 'no';

/** The compliance sub-factors of cr-v1. */
export type ComplianceSubFactor = 'compliance.regulatory' | 'compliance.esg' | 'compliance.governance' | 'compliance.legal';

/**
 * A declared compliance question. `id` is a stable, language-neutral code (stored with answers);
 * `labelKey` is the i18n key the web layer translates; `description` is the English wording used
 * in the published methodology (docs/methodology/cr-score.md).
 */
export interface ComplianceQuestion {
  readonly id: string;
  readonly subFactor: ComplianceSubFactor;
  readonly labelKey: string;
  readonly description: string;
}

function q(id: string, subFactor: ComplianceSubFactor, description: string): ComplianceQuestion {
  return { id, subFactor, labelKey: `cr.question.${id}`, description };
}

/**
 * The cr-v1 compliance questionnaire: four questions per sub-factor. Ids never change within a
 * methodology version; a new question means a new version.
 * @example COMPLIANCE_QUESTIONS.filter((x) => x.subFactor === 'compliance.legal').length // 4
 */
export const COMPLIANCE_QUESTIONS: readonly ComplianceQuestion[] = [
  q('REG-01', 'compliance.regulatory', 'The licences, registrations and authorisations the activity requires are held and current.'),
  q(
    'REG-02',
    'compliance.regulatory',
    'Personal data is processed under a documented GDPR framework (records of processing, legal bases, DPO where required).',
  ),
  q('REG-03', 'compliance.regulatory', 'Anti-money-laundering and know-your-customer checks are applied to investors and counterparties.'),
  q('REG-04', 'compliance.regulatory', 'The sector-specific rules that apply have been identified and are monitored by a named person.'),
  q('ESG-01', 'compliance.esg', 'An environmental, social and governance policy is adopted by the management body.'),
  q('ESG-02', 'compliance.esg', 'Environmental impacts (e.g. emissions, energy, waste) are measured with stated indicators.'),
  q('ESG-03', 'compliance.esg', 'Alignment with the EU Taxonomy and the do-no-significant-harm criteria has been assessed.'),
  q('ESG-04', 'compliance.esg', 'Social impacts (workforce, community, supply chain) are assessed and reported.'),
  q('GOV-01', 'compliance.governance', 'The company has a management body with at least one independent member or advisor.'),
  q('GOV-02', 'compliance.governance', 'Annual accounts are approved on time and audited or reviewed by an external professional.'),
  q('GOV-03', 'compliance.governance', 'A conflict-of-interest and related-party policy is in force.'),
  q(
    'GOV-04',
    'compliance.governance',
    'An organisational and control model for corporate liability (e.g. Italian Legislative Decree 231/2001) is adopted.',
  ),
  q('LEG-01', 'compliance.legal', 'The company is duly registered, in good standing, and its corporate documents are up to date.'),
  q('LEG-02', 'compliance.legal', 'Intellectual property the project relies on is owned or licensed in writing.'),
  q('LEG-03', 'compliance.legal', 'There is no pending or threatened litigation that could materially affect the project.'),
  q('LEG-04', 'compliance.legal', 'Key contracts (customers, suppliers, employment) are in writing and have been legally reviewed.'),
];

/** Numeric value of an answer: yes 1, partial 0.5, no 0. @example answerValue('partial') // 0.5 */
export function answerValue(answer: ComplianceAnswer | undefined): number {
  return answer === 'yes' ? 1 : answer === 'partial' ? 0.5 : 0;
}
