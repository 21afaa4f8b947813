import type { EvaluationInputs } from '../../../contract/evaluations.ts';
import { correlationIssues } from '../../../domain/evaluation/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { CORRELATION_FIELD_MESSAGES } from '../../plugins/error-messages-correlations.ts';

/**
 * Refuses inputs whose rank correlations cannot be applied (issue 29, ADR 0059): VALIDATION_FAILED
 * with one field per problem, `correlations.<index>.<a|b|rho>`, the message in the caller's language
 * and the code `correlation.<code>` (the web translates it on its own too). A set of valid pairs that
 * is not positive semi-definite is not refused: the run uses the nearest matrix and says so.
 */
export function assertCorrelations(inputs: EvaluationInputs, lang: 'en' | 'it'): void {
  const issues = correlationIssues(inputs.assumptions.drivers, inputs.correlations ?? []);
  if (issues.length === 0) return;
  throw new AppError('VALIDATION_FAILED', {
    fields: issues.map((i) => ({
      path: `correlations.${i.index}.${i.field}`,
      message: CORRELATION_FIELD_MESSAGES[i.code][lang],
      code: `correlation.${i.code}`,
    })),
  });
}
