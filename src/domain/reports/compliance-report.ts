import { percent, type ReportLanguage } from './format.ts';
import { REPORT_LABELS } from './labels.ts';
import type { ReportModel, ReportSection } from './model.ts';

/**
 * What the compliance report needs (issue 16): the compliance hub's `projectCompliance` plus the
 * names the hub knows (framework names, gap item titles). The integrator wires a provider of it to
 * the compliance module; until then the report kind answers 409 COMPLIANCE_NOT_ASSESSED.
 */
/** The shape of the contract's `projectCompliance` (src/contract/compliance.ts), restated: the domain imports nothing outside itself. */
export interface ComplianceSummary {
  frameworks: Array<{
    id: string;
    applicable: boolean;
    score: number | null;
    status: 'compliant' | 'partial' | 'non-compliant' | null;
    answered: number;
    total: number;
    gaps: Array<{ itemId: string; weight: number; result: number }>;
  }>;
}

export interface ComplianceReportData {
  compliance: ComplianceSummary;
  frameworkNames: Record<string, string>;
  itemTitles: Record<string, string>;
}

export function complianceReportModel(src: {
  language: ReportLanguage;
  issuer: string;
  project: { title: string };
  data: ComplianceReportData;
}): ReportModel {
  const lng = src.language;
  const L = REPORT_LABELS[lng];
  const fw = src.data.compliance.frameworks;
  const name = (id: string) => src.data.frameworkNames[id] ?? id;
  // A framework's score is a whole number by section 1.2's rounding (not a CR score with one decimal).
  const wholeScore = (l: ReportLanguage, v: number) => new Intl.NumberFormat(l, { maximumFractionDigits: 0 }).format(v);
  const sections: ReportSection[] = [
    {
      type: 'table',
      heading: L.frameworks,
      columns: [L.framework, L.applicable, L.frameworkScore, L.status, L.answered],
      widths: [3, 1.2, 1, 1.6, 1.2],
      rows: fw.map((f) => [
        name(f.id),
        f.applicable ? L.yes : L.no,
        f.score === null ? '—' : wholeScore(lng, f.score),
        f.status ? L.statusOf[f.status] : f.applicable && f.answered === 0 ? L.notAssessed : '—',
        `${f.answered}/${f.total}`,
      ]),
    },
  ];
  for (const f of fw.filter((x) => x.gaps.length > 0)) {
    sections.push({
      type: 'table',
      heading: `${L.gaps}: ${name(f.id)}`,
      columns: [L.item, L.weight, L.result],
      widths: [4, 1, 1],
      rows: f.gaps.map((g) => [
        src.data.itemTitles[g.itemId] ? `${g.itemId} ${src.data.itemTitles[g.itemId]}` : g.itemId,
        String(g.weight),
        percent(lng, g.result, 0),
      ]),
    });
  }
  return {
    kind: 'compliance',
    language: lng,
    title: `${L.complianceTitle}: ${src.project.title}`,
    issuer: src.issuer,
    projectTitle: src.project.title,
    meta: [[L.project, src.project.title]],
    sections,
  };
}
