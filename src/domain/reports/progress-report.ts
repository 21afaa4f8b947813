import { decimal, money, percent, type ReportLanguage } from './format.ts';
import { fill, type ReportModel, type ReportSection } from './model.ts';

/**
 * A reporting period's progress report (issue 23, ADR 0047): the realization module's report draft (what was done,
 * written, spent and evidenced in the period) and the funder's targets with their progress, sealed like every report.
 * The domain imports nothing outside itself, so the draft's shape is restated here.
 */
export interface ProgressReportData {
  obligation: { title: string; dueOn: string; periodStart: string | null; periodEnd: string };
  done: Array<{ title: string; end: string }>;
  progress: Array<{ title: string; note: string; percent: number | null; at: string }>;
  spentCents: number;
  budgetCents: number;
  evidence: Array<{ title: string; what: string }>;
  targets: Array<{
    title: string;
    indicator: string;
    unit: string | null;
    targetValue: number | null;
    currentValue: number | null;
    currentOn: string | null;
    progress: number | null;
    dueOn: string;
  }>;
  currency: string;
}

const LABELS = {
  en: {
    title: 'Progress report',
    project: 'Project',
    obligation: 'Reporting obligation',
    period: 'Period',
    periodValue: '{from} to {to}',
    upTo: 'up to {to}',
    due: 'Due to the funder',
    spend: 'Spend',
    spent: 'Spent to date (actuals recorded on the roadmap)',
    budget: 'Budget',
    burn: 'Budget used',
    spendNote: 'Actual costs are recorded per item, not per day: the spend is the total to date, not the period’s alone.',
    done: 'Completed in the period',
    item: 'Item',
    end: 'End',
    noneDone: 'No item was completed in the period.',
    updates: 'Progress updates written in the period',
    when: 'Date',
    note: 'Note',
    pct: 'Progress',
    noneUpdates: 'No progress update was written in the period.',
    evidence: 'Evidence on the items touched',
    what: 'Evidence',
    noneEvidence: 'No evidence is attached to the items touched in the period.',
    targets: 'The funder’s targets',
    targetsNote: 'Indicators and target values as the funder set them and the proponent entered them; current values as reported.',
    indicator: 'Indicator',
    target: 'Target',
    current: 'Current',
    measured: 'Measured',
  },
  it: {
    title: 'Rapporto di avanzamento',
    project: 'Progetto',
    obligation: 'Obbligo di rendicontazione',
    period: 'Periodo',
    periodValue: 'dal {from} al {to}',
    upTo: 'fino al {to}',
    due: 'Scadenza verso il finanziatore',
    spend: 'Spesa',
    spent: 'Speso finora (costi effettivi registrati sulla roadmap)',
    budget: 'Budget',
    burn: 'Budget utilizzato',
    spendNote: 'I costi effettivi sono registrati per attività, non per giorno: la spesa è il totale finora, non quella del solo periodo.',
    done: 'Completato nel periodo',
    item: 'Attività',
    end: 'Fine',
    noneDone: 'Nessuna attività è stata completata nel periodo.',
    updates: 'Aggiornamenti scritti nel periodo',
    when: 'Data',
    note: 'Nota',
    pct: 'Avanzamento',
    noneUpdates: 'Nessun aggiornamento è stato scritto nel periodo.',
    evidence: 'Evidenze sulle attività toccate',
    what: 'Evidenza',
    noneEvidence: 'Nessuna evidenza è allegata alle attività toccate nel periodo.',
    targets: 'I target del finanziatore',
    targetsNote: 'Indicatori e valori target come li ha fissati il finanziatore e inseriti dal proponente; valori attuali come dichiarati.',
    indicator: 'Indicatore',
    target: 'Target',
    current: 'Attuale',
    measured: 'Misurato il',
  },
} as const;

const day = (lng: ReportLanguage, iso: string) =>
  new Intl.DateTimeFormat(lng === 'it' ? 'it-IT' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

export function progressReportModel(src: {
  language: ReportLanguage;
  issuer: string;
  project: { title: string };
  data: ProgressReportData;
}): ReportModel {
  const lng = src.language;
  const L = LABELS[lng];
  const d = src.data;
  const o = d.obligation;
  const period = o.periodStart
    ? fill(L.periodValue, { from: day(lng, o.periodStart), to: day(lng, o.periodEnd) })
    : fill(L.upTo, { to: day(lng, o.periodEnd) });
  const num = (v: number | null, unit: string | null) => (v === null ? '—' : `${decimal(lng, v, 2)}${unit ? ` ${unit}` : ''}`);
  const sections: ReportSection[] = [
    {
      type: 'figures',
      heading: L.spend,
      items: [
        [L.spent, money(lng, d.spentCents / 100, d.currency)],
        [L.budget, money(lng, d.budgetCents / 100, d.currency)],
        [L.burn, d.budgetCents > 0 ? percent(lng, d.spentCents / d.budgetCents, 0) : '—'],
      ],
    },
    { type: 'paragraph', text: L.spendNote },
    d.done.length > 0
      ? { type: 'table', heading: L.done, columns: [L.item, L.end], widths: [4, 1.5], rows: d.done.map((i) => [i.title, day(lng, i.end)]) }
      : { type: 'figures', heading: L.done, items: [[L.noneDone, '']] },
    d.progress.length > 0
      ? {
          type: 'table',
          heading: L.updates,
          columns: [L.when, L.item, L.note, L.pct],
          widths: [1.4, 2, 4, 1],
          rows: d.progress.map((p) => [
            day(lng, p.at.slice(0, 10)),
            p.title,
            p.note,
            p.percent === null ? '—' : percent(lng, p.percent / 100, 0),
          ]),
        }
      : { type: 'figures', heading: L.updates, items: [[L.noneUpdates, '']] },
    d.evidence.length > 0
      ? { type: 'table', heading: L.evidence, columns: [L.item, L.what], widths: [2, 4], rows: d.evidence.map((e) => [e.title, e.what]) }
      : { type: 'figures', heading: L.evidence, items: [[L.noneEvidence, '']] },
  ];
  if (d.targets.length > 0)
    sections.push({
      type: 'table',
      heading: L.targets,
      note: L.targetsNote,
      columns: [L.indicator, L.target, L.current, L.measured, L.pct, L.due],
      widths: [3, 1.3, 1.3, 1.5, 1, 1.5],
      rows: d.targets.map((t) => [
        `${t.indicator} (${t.title})`,
        num(t.targetValue, t.unit),
        num(t.currentValue, t.unit),
        t.currentOn ? day(lng, t.currentOn) : '—',
        t.progress === null ? '—' : percent(lng, t.progress, 0),
        day(lng, t.dueOn),
      ]),
    });
  return {
    kind: 'progress',
    language: lng,
    title: `${L.title}: ${src.project.title}`,
    issuer: src.issuer,
    projectTitle: src.project.title,
    meta: [
      [L.project, src.project.title],
      [L.obligation, o.title],
      [L.period, period],
      [L.due, day(lng, o.dueOn)],
    ],
    sections,
  };
}
