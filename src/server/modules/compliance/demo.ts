import type { Db } from '../../db/types.ts';
import type { ResolvedProject } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import * as repo from './repository.ts';
import { answerControl, putScope, putTaxonomyActivity } from './service.ts';

/**
 * The demo's compliance assessment (issue 13): the agrivoltaic sample is scoped as a PNRR
 * beneficiary (M2C2, a CUP, climate 100 %) claiming Taxonomy activity 4.1 (solar PV, mitigation),
 * with a GDPR controller role and 231 exposure on public funds; a handful of controls answered, so
 * the hub, the PA dashboard and the project's Compliance tab are not empty. Skipped once the project
 * has a scope (a user's own changes are never overwritten). Returns the number of controls answered.
 */
export async function seedDemoAssessment(db: Db, now: () => Date, userId: string, project: ResolvedProject['row']): Promise<number> {
  if ((await repo.scopeRows(db, [project.id])).length > 0) return 0;
  const deps = { db, now };
  const user = { id: userId } as SessionUser;
  const p = { row: project } as ResolvedProject;
  await putScope(deps, user, p, {
    entitySize: 'small',
    csrdScope: 'out-of-scope',
    sector: '35.11',
    exposure231: 'high',
    offenceFamilies231: ['D231-SP-PA', 'D231-SP-ENV', 'D231-SP-OHS'],
    taxonomyActivities: [{ activityId: '4.1', nace: 'D35.11', objective: 'CCM' }],
    taxonomyTotals: { turnover: 420_000, capex: 1_100_000, opex: 60_000 },
    pnrr: {
      role: 'beneficiary',
      amount: 650_000,
      mission: 'M2',
      component: 'M2C2',
      measure: 'Investimento 1.1 Agrivoltaico',
      cup: 'J12B23000450006',
      dnshRegime: 1,
      climateField: '029',
      climateCoefficient: 100,
      digitalField: null,
      digitalCoefficient: 0,
    },
  });
  const met = { CCA: 'met', WTR: 'met', CE: 'met', PPC: 'met', BIO: 'unknown' } as const;
  await putTaxonomyActivity(deps, user, p, '4.1', {
    eligible: 'met',
    substantialContribution: 'met',
    dnsh: met,
    minimumSafeguards: 'met',
    turnover: 380_000,
    capex: 1_000_000,
    opex: 45_000,
  });
  const answers: [string, 'met' | 'partial' | 'not_met'][] = [
    ['CTL-GDPR-RECORDS', 'met'],
    ['CTL-DATA-SECURITY', 'partial'],
    ['CTL-ANTI-CORRUPTION', 'partial'],
    ['CTL-PNRR-CUP', 'met'],
    ['CTL-PNRR-MAPPING', 'met'],
    ['CTL-HEALTH-SAFETY', 'met'],
    ['CTL-TAXONOMY-INVENTORY', 'met'],
    ['CTL-231-MODEL', 'partial'],
  ];
  for (const [controlId, answer] of answers) {
    await answerControl(deps, user, p, controlId, {
      answer,
      evidence: [{ url: 'https://www.italiadomani.gov.it/', description: 'Demo evidence: public programme page' }],
    });
  }
  return answers.length;
}
