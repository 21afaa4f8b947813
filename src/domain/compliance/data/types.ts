/** The six Taxonomy environmental objectives (Reg. (EU) 2020/852 Art. 9), by the reference's codes. */
export const TAXONOMY_OBJECTIVES = ['CCM', 'CCA', 'WTR', 'CE', 'PPC', 'BIO'] as const;
export type TaxonomyObjective = (typeof TAXONOMY_OBJECTIVES)[number];

/** The eight frameworks of the hub; the same ids as src/contract/compliance.ts FRAMEWORK_IDS. */
export const COMPLIANCE_FRAMEWORKS = ['eu-taxonomy', 'gri', 'sasb', 'tcfd', 'gdpr', 'csrd-esrs', 'dlgs-231', 'pnrr'] as const;
export type ComplianceFrameworkId = (typeof COMPLIANCE_FRAMEWORKS)[number];

/** Text in both languages of the product. */
export interface Bilingual {
  readonly en: string;
  readonly it: string;
}

/** A section (pillar) of a framework, e.g. "Data subject rights". */
export interface SectionData {
  readonly id: string;
  readonly framework: ComplianceFrameworkId;
  readonly en: string;
  readonly it: string;
}

/** One requirement item, as the reference states it (id stable across versions when unchanged). */
export interface ItemData {
  readonly id: string;
  readonly framework: ComplianceFrameworkId;
  readonly section: string;
  readonly title: Bilingual;
  /**
   * What demonstrates the item, in English as the reference states it. The Italian is kept beside the
   * items, per catalogue version (./evidence-it-2026-1.ts); read either through ../evidence.ts `itemEvidence`.
   */
  readonly evidence: string;
  readonly weight: number;
  readonly reference: string;
}
