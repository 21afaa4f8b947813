import type { CorrelationIssueCode } from '../../domain/evaluation/index.ts';

/**
 * Field messages of a refused rank correlation (issue 29, ADR 0059), in the caller's language: the
 * PUT …/evaluation-inputs answers VALIDATION_FAILED with one field per problem,
 * `correlations.<index>.<a|b|rho>`, its `code` the domain's (correlation.<code>).
 */
export const CORRELATION_FIELD_MESSAGES: Readonly<Record<CorrelationIssueCode, Readonly<Record<'en' | 'it', string>>>> = {
  'rho-range': {
    en: 'The rank correlation must be a number from -1 to 1.',
    it: 'La correlazione di rango deve essere un numero compreso tra -1 e 1.',
  },
  'unknown-driver': { en: 'This is not a driver of the plan.', it: 'Questa non è una variabile del piano.' },
  'no-uncertainty': {
    en: 'This driver has no uncertainty: give it a distribution before correlating it.',
    it: 'Questa variabile non ha incertezza: assegnale una distribuzione prima di correlarla.',
  },
  'duplicate-pair': {
    en: 'This pair of drivers is already in the list.',
    it: 'Questa coppia di variabili è già nell’elenco.',
  },
  'self-pair': {
    en: 'A driver cannot be correlated with itself.',
    it: 'Una variabile non può essere correlata con sé stessa.',
  },
};
