/**
 * Industry templates: the phases a project of a sector usually goes through and their typical durations in
 * days. Source: the product team's planning assumptions (ADR 0037), drawn from the phase structure common
 * to EU-funded investment projects (design → authorisations → procurement → build/implementation →
 * commissioning → reporting); they are starting points the user edits, shown with origin "template", never
 * a published benchmark. Sectors by NACE section letter or 2-digit division prefix.
 */
export interface TemplatePhase {
  title: string;
  days: number;
}
export interface IndustryTemplate {
  id: string;
  label: string;
  /** NACE 2-digit divisions this template applies to. */
  divisions: string[];
  phases: TemplatePhase[];
  source: string;
}

const SOURCE = 'Capital Readiness planning assumptions v1 (ADR 0037), editorial, to be reviewed against project records';

export const INDUSTRY_TEMPLATES: readonly IndustryTemplate[] = [
  {
    id: 'energy',
    label: 'Energy plant',
    divisions: ['35'],
    phases: [
      { title: 'Design and permits', days: 120 },
      { title: 'Procurement', days: 60 },
      { title: 'Construction', days: 180 },
      { title: 'Commissioning and grid connection', days: 45 },
    ],
    source: SOURCE,
  },
  {
    id: 'software',
    label: 'Software and digital services',
    divisions: ['58', '62', '63'],
    phases: [
      { title: 'Discovery and design', days: 45 },
      { title: 'Development', days: 120 },
      { title: 'Testing and security review', days: 30 },
      { title: 'Launch', days: 15 },
    ],
    source: SOURCE,
  },
  {
    id: 'manufacturing',
    label: 'Manufacturing line',
    divisions: ['10', '11', '13', '20', '22', '24', '25', '26', '27', '28', '29', '30'],
    phases: [
      { title: 'Engineering', days: 60 },
      { title: 'Equipment procurement', days: 90 },
      { title: 'Installation', days: 60 },
      { title: 'Ramp-up', days: 60 },
    ],
    source: SOURCE,
  },
  {
    id: 'generic',
    label: 'Generic investment',
    divisions: [],
    phases: [
      { title: 'Preparation', days: 60 },
      { title: 'Implementation', days: 180 },
      { title: 'Closing', days: 30 },
    ],
    source: SOURCE,
  },
];

/** The template for a NACE code (e.g. "35.11"), the generic one when no sector matches. */
export function templateFor(industry: string | null | undefined): IndustryTemplate {
  const division = (industry ?? '').slice(0, 2);
  return INDUSTRY_TEMPLATES.find((t) => t.divisions.includes(division)) ?? INDUSTRY_TEMPLATES[INDUSTRY_TEMPLATES.length - 1]!;
}
