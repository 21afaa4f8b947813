import type { CreateObligationBody, Obligation, UpdateObligationBody } from '../../../contract/realization.ts';
import { addDays, isoDay } from '../../../domain/realization/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ResolvedProject } from '../access/index.ts';
import { fundingRequestWithCall, insertObligations, listObligations, updateObligation } from './repository.ts';
import { toObligation } from './view.ts';

export async function projectObligationList(db: Db, p: ResolvedProject, now: Date): Promise<Obligation[]> {
  return (await listObligations(db, p.row.id)).map((o) => toObligation(o, isoDay(now)));
}

export async function createObligation(db: Db, p: ResolvedProject, body: CreateObligationBody, now: Date): Promise<Obligation> {
  if (body.requestId && !(await fundingRequestWithCall(db, p.row.id, body.requestId))) throw new AppError('FUNDING_REQUEST_NOT_FOUND');
  const [row] = await insertObligations(db, [
    {
      projectId: p.row.id,
      requestId: body.requestId ?? null,
      kind: body.kind,
      title: body.title,
      dueOn: body.dueOn,
      indicator: body.indicator ?? null,
      targetValue: body.targetValue ?? null,
      unit: body.unit ?? null,
      baselineValue: body.baselineValue ?? null,
      periodStart: body.periodStart ?? null,
      periodEnd: body.periodEnd ?? null,
      itemId: body.itemId ?? null,
      createdAt: now,
    },
  ]);
  return toObligation(row!, isoDay(now));
}

export async function editObligation(db: Db, p: ResolvedProject, id: string, body: UpdateObligationBody, now: Date): Promise<Obligation> {
  const set: Record<string, unknown> = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  // A value reported without its day was measured today; clearing the value clears its day.
  if (body.currentValue !== undefined && body.currentOn === undefined) set.currentOn = body.currentValue === null ? null : isoDay(now);
  const row = await updateObligation(db, p.row.id, id, set as Parameters<typeof updateObligation>[3]);
  if (!row) throw new AppError('OBLIGATION_NOT_FOUND');
  return toObligation(row, isoDay(now));
}

/**
 * The obligations a funded request brings, from what the stored call says (ADR 0037). The catalogue
 * stores no implementation end, reporting calendar or PNRR milestones/targets per call, so: a
 * co-financing obligation when the call states a share (its indicator and target value), and the project
 * end — both due 12 months after funding and titled "date to confirm" so nobody mistakes the default for
 * the funder's date; the user edits them. Idempotent per request (unique request + source key).
 */
export async function generateObligations(db: Db, projectId: string, requestId: string): Promise<number> {
  const r = await fundingRequestWithCall(db, projectId, requestId);
  if (!r || !r.fundedAt) return 0;
  const due = addDays(isoDay(r.fundedAt), 365);
  const call = r.callTitle ?? 'the funding';
  const rows = [
    {
      projectId,
      requestId,
      kind: 'end',
      title: `End of the project funded by ${call} (date to confirm with the funder)`,
      dueOn: due,
      sourceKey: 'call:end',
    },
    ...(r.cofinancingShare !== null && r.cofinancingShare !== undefined
      ? [
          {
            projectId,
            requestId,
            kind: 'cofinancing',
            title: `Co-financing required by ${call} (date to confirm with the funder)`,
            dueOn: due,
            indicator: 'co-financing share',
            targetValue: r.cofinancingShare,
            sourceKey: 'call:cofinancing',
          },
        ]
      : []),
  ];
  return (await insertObligations(db, rows)).length;
}
