import type { z } from 'zod';
import type { complianceScopePatch } from '../../../contract/compliance.ts';
import { COMPLIANCE_FRAMEWORKS, frameworkApplicability, type ComplianceScope } from '../../../domain/compliance/index.ts';
import type { ResolvedProject } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import * as repo from './repository.ts';
import type { ComplianceDeps } from './catalogue.ts';
import { type ProjectState, stateOf } from './project-state.ts';

/** A project's compliance scope (which frameworks apply, and their options). */

function scopeView(s: ProjectState) {
  return {
    ...s.scope,
    reporting: [...s.scope.reporting],
    sasbTopics: [...s.scope.sasbTopics],
    griMaterialTopics: [...s.scope.griMaterialTopics],
    esrsMaterialTopics: [...s.scope.esrsMaterialTopics],
    taxonomyActivities: s.scope.taxonomyActivities.map((a) => ({ ...a })),
    offenceFamilies231: [...s.scope.offenceFamilies231],
    scoped: !!s.scopeRow,
    updatedAt: s.scopeRow ? s.scopeRow.updatedAt.toISOString() : null,
    applicability: COMPLIANCE_FRAMEWORKS.map((f) => {
      const a = frameworkApplicability(f, s.scope);
      return { framework: f, applicable: a.applicable, reason: a.reason };
    }),
  };
}

export async function getScope(deps: ComplianceDeps, p: ResolvedProject) {
  return scopeView(await stateOf(deps.db, p.row.id));
}

/** PUT …/scope: any subset, merged over the stored scope (nested gdpr/pnrr/taxonomyTotals too). */
export async function putScope(deps: ComplianceDeps, user: SessionUser, p: ResolvedProject, patch: z.infer<typeof complianceScopePatch>) {
  const s = await stateOf(deps.db, p.row.id);
  const next: ComplianceScope = {
    ...s.scope,
    ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
    gdpr: { ...s.scope.gdpr, ...(patch.gdpr ?? {}) },
    pnrr: { ...s.scope.pnrr, ...(patch.pnrr ?? {}) },
    taxonomyTotals: { ...s.scope.taxonomyTotals, ...(patch.taxonomyTotals ?? {}) },
  } as ComplianceScope;
  await repo.saveScope(deps.db, p.row.id, next as unknown as Record<string, unknown>, null, user.id, deps.now());
  return scopeView(await stateOf(deps.db, p.row.id));
}
