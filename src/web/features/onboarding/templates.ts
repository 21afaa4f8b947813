/**
 * Starting points for a first project on /beta-onboarding: an industry (NACE class of
 * src/domain/industries) and the words of the title and market, worded per language. No figure:
 * the budget is the user's own, typed in the form; the wizard and the plan come after.
 */
export const PROJECT_TEMPLATES = [
  { id: 'solar', industry: '35.11' },
  { id: 'software', industry: '62.01' },
  { id: 'hospitality', industry: '55.20' },
  { id: 'bakery', industry: '10.71' },
] as const;
export type ProjectTemplateId = (typeof PROJECT_TEMPLATES)[number]['id'];
