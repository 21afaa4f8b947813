import type { FundingRequestDetail } from '../../../contract/funding.ts';

export interface PackageFile {
  /** 'report-link': a sealed report not included (the plan does not download PDFs), listed with its link. */
  kind: 'document' | 'report' | 'report-link';
  name: string;
  bytes: number;
  sha256: string;
  verifyUrl?: string;
}

const WORDS = {
  en: {
    title: 'Application package',
    project: 'Project',
    call: 'Call',
    funder: 'Funder',
    portal: "Apply on the funder's portal",
    noPortal: "The call names no portal address: see the funder's call text.",
    closes: 'Closes',
    investor: 'Investor',
    amount: 'Amount requested',
    state: 'Request state',
    submittedOn: 'Submitted on the portal',
    protocol: 'Protocol number',
    evaluation: 'Latest evaluation',
    score: 'CR score',
    npv: 'NPV',
    irr: 'IRR',
    contents: 'Contents',
    document: 'Document',
    report: 'Sealed report',
    reportLink: 'Sealed report (not included: downloading sealed PDFs needs the Enterprise plan; anyone can check it at the link)',
    verify: 'Verify',
    none: 'No documents or reports were attached to this request.',
    made: 'Prepared',
    note: 'Each file is listed with its SHA-256, so the funder can check that nothing changed. A sealed report also verifies at its link.',
    states: {
      draft: 'draft',
      submitted: 'submitted',
      under_review: 'under review',
      information_requested: 'information requested',
      approved: 'approved',
      rejected: 'rejected',
      funded: 'funded',
      withdrawn: 'withdrawn',
    },
  },
  it: {
    title: 'Pacchetto di candidatura',
    project: 'Progetto',
    call: 'Bando',
    funder: 'Ente',
    portal: "Candidatura sul portale dell'ente",
    noPortal: "Il bando non indica l'indirizzo del portale: vedere il testo del bando.",
    closes: 'Scadenza',
    investor: 'Investitore',
    amount: 'Importo richiesto',
    state: 'Stato della richiesta',
    submittedOn: 'Inviata sul portale il',
    protocol: 'Numero di protocollo',
    evaluation: 'Ultima valutazione',
    score: 'CR score',
    npv: 'VAN',
    irr: 'TIR',
    contents: 'Contenuto',
    document: 'Documento',
    report: 'Report sigillato',
    reportLink: 'Report sigillato (non incluso: scaricare i PDF sigillati richiede il piano Enterprise; chiunque può verificarlo al link)',
    verify: 'Verifica',
    none: 'Nessun documento o report è allegato a questa richiesta.',
    made: 'Preparato il',
    note: "Ogni file è elencato con il suo SHA-256, così l'ente può controllare che nulla sia cambiato. Un report sigillato si verifica anche al suo link.",
    states: {
      draft: 'bozza',
      submitted: 'inviata',
      under_review: 'in esame',
      information_requested: 'informazioni richieste',
      approved: 'approvata',
      rejected: 'respinta',
      funded: 'finanziata',
      withdrawn: 'ritirata',
    },
  },
} as const;

const money = (lng: string, amount: number | null, currency: string) =>
  amount === null ? '—' : new Intl.NumberFormat(lng, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);

const sizeOf = (lng: string, bytes: number) =>
  bytes < 1024 * 1024
    ? `${new Intl.NumberFormat(lng, { maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)))} KB`
    : `${new Intl.NumberFormat(lng, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;

/** The cover summary of an application package: plain text, in the founder's language, every figure from the request. */
export function coverSummary(
  request: FundingRequestDetail,
  files: readonly PackageFile[],
  o: { lng: 'en' | 'it'; at: Date; downloads: boolean },
): string {
  const w = WORDS[o.lng];
  const lines: string[] = [
    `${w.title} — ${request.project.title}`,
    '='.repeat(Math.min(78, w.title.length + request.project.title.length + 3)),
    '',
  ];
  const row = (label: string, value: string) => lines.push(`${label}: ${value}`);
  row(w.project, request.project.title);
  if (request.call) {
    row(w.call, request.call.title);
    if (request.call.funder) row(w.funder, request.call.funder);
    if (request.call.closesAt) row(w.closes, request.call.closesAt);
    lines.push(request.call.url ? `${w.portal}: ${request.call.url}` : w.noPortal);
  }
  if (request.investor) row(w.investor, request.investor.name);
  row(w.amount, money(o.lng, request.amountRequested, request.currency));
  row(w.state, w.states[request.state]);
  if (request.portalSubmittedOn) row(w.submittedOn, request.portalSubmittedOn);
  if (request.portalProtocol) row(w.protocol, request.portalProtocol);
  const evaluation = request.snapshot?.evaluation as
    { version?: number; crScore?: number; npv?: number | null; irr?: number | null } | null | undefined;
  if (evaluation && typeof evaluation.crScore === 'number') {
    const pct = new Intl.NumberFormat(o.lng, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const score = new Intl.NumberFormat(o.lng, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(evaluation.crScore);
    const parts = [`${w.score} ${score}/100`];
    if (typeof evaluation.npv === 'number') parts.push(`${w.npv} ${money(o.lng, evaluation.npv, request.currency)}`);
    if (typeof evaluation.irr === 'number') parts.push(`${w.irr} ${pct.format(evaluation.irr)}`);
    row(`${w.evaluation} (v${evaluation.version ?? '?'})`, parts.join(' · '));
  }
  lines.push('', w.contents, '-'.repeat(w.contents.length));
  if (files.length === 0) lines.push(w.none);
  for (const f of files) {
    const label = f.kind === 'document' ? w.document : f.kind === 'report' ? w.report : w.reportLink;
    lines.push(`- ${label}: ${f.name} (${sizeOf(o.lng, f.bytes)})`, `  SHA-256 ${f.sha256}`);
    if (f.verifyUrl) lines.push(`  ${w.verify}: ${f.verifyUrl}`);
  }
  lines.push('', w.note, `${w.made}: ${o.at.toISOString().slice(0, 10)}`, '');
  return lines.join('\n');
}
