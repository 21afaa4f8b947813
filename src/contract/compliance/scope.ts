import { z } from 'zod';
import { text } from '../safe-text.ts';
import {
  CSRD_SCOPES,
  ENTITY_SIZES,
  ESRS_TOPICS,
  EXPOSURES_231,
  GDPR_ROLES,
  INAPPLICABLE_REASONS,
  PNRR_ROLES,
  TAXONOMY_OBJECTIVES,
  VOLUNTARY_FRAMEWORKS,
} from '../../domain/compliance/index.ts';
import { FRAMEWORK_IDS, at, activityParams } from './frameworks.ts';

// ——— scope (reference 1.3)

const claimedActivity = z.object({
  activityId: activityParams.shape.activityId,
  nace: text().trim().min(1).max(20),
  objective: z.enum(TAXONOMY_OBJECTIVES),
});
const nullableMoney = z.number().finite().min(0).max(1e13).nullable();

/** The scoping answers; PUT takes any subset (merged over the stored scope; unknown keys ignored). */
export const complianceScope = z.object({
  entitySize: z.enum(ENTITY_SIZES).nullable(),
  csrdScope: z.enum(CSRD_SCOPES),
  sector: text().trim().max(20).nullable(),
  reporting: z.array(z.enum(VOLUNTARY_FRAMEWORKS)).max(3),
  sasbIndustry: text().trim().max(20).nullable(),
  sasbTopics: z.array(text().regex(/^SASB-(ENV|SOC|HUM|BMI|LG)-[A-Z]+$/)).max(40),
  griMaterialTopics: z.array(text().regex(/^GRI-\d{3}$/)).max(60),
  esrsMaterialTopics: z.array(z.enum(ESRS_TOPICS)).max(10),
  taxonomyActivities: z.array(claimedActivity).max(50),
  /** Totals the Taxonomy KPIs divide by, EUR. */
  taxonomyTotals: z.object({ turnover: nullableMoney, capex: nullableMoney, opex: nullableMoney }),
  gdpr: z.object({
    role: z.enum(GDPR_ROLES),
    consent: z.boolean(),
    children: z.boolean(),
    specialCategories: z.boolean(),
    criminalData: z.boolean(),
    automatedDecisions: z.boolean(),
    jointControllers: z.boolean(),
    establishedOutsideEu: z.boolean(),
    dpoRequired: z.boolean(),
    transfersOutsideEea: z.boolean(),
  }),
  exposure231: z.enum(EXPOSURES_231),
  offenceFamilies231: z.array(text().regex(/^D231-SP-[A-Z]+$/)).max(20),
  pnrr: z.object({
    role: z.enum(PNRR_ROLES),
    amount: nullableMoney,
    /** 'M1' … 'M7' and e.g. 'M2C3'. */
    mission: text()
      .regex(/^M[1-7]$/)
      .nullable(),
    component: text()
      .regex(/^M[1-7](C[1-4])?$/)
      .nullable(),
    measure: text().trim().max(60).nullable(),
    /** Codice Unico di Progetto: 15 letters/digits. */
    cup: text()
      .regex(/^[A-Z0-9]{15}$/, 'a CUP is 15 letters and digits')
      .nullable(),
    dnshRegime: z.union([z.literal(1), z.literal(2)]).nullable(),
    climateField: text().trim().max(20).nullable(),
    climateCoefficient: z.union([z.literal(0), z.literal(40), z.literal(100)]).nullable(),
    digitalField: text().trim().max(20).nullable(),
    digitalCoefficient: z.union([z.literal(0), z.literal(40), z.literal(100)]).nullable(),
  }),
});
export type ComplianceScopeBody = z.infer<typeof complianceScope>;
export const complianceScopePatch = complianceScope.partial().extend({
  gdpr: complianceScope.shape.gdpr.partial().optional(),
  pnrr: complianceScope.shape.pnrr.partial().optional(),
  taxonomyTotals: complianceScope.shape.taxonomyTotals.partial().optional(),
});

/** GET/PUT /api/projects/:id/compliance/scope → the scope's fields plus `scoped`, `updatedAt`, `applicability`. */
export const complianceScopeView = complianceScope.extend({
  /** false until the scope was saved once (the defaults are then shown). */
  scoped: z.boolean(),
  updatedAt: at.nullable(),
  applicability: z.array(
    z.object({ framework: z.enum(FRAMEWORK_IDS), applicable: z.boolean(), reason: z.enum(INAPPLICABLE_REASONS).nullable() }),
  ),
});
