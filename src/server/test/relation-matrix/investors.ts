import { randomUUID } from 'node:crypto';
import { projectAccess } from '../../../domain/access/index.ts';
import { roleCan } from '../../../domain/rbac/index.ts';
import { dealCards, dealFollows, dealPipelines, dealStages, showcases } from '../../db/schema/index.ts';
import { signUp } from '../harness.ts';
import { RELATIONS, ROLE, type Tally, type World } from './world.ts';

export async function checkInsights(w: World, tally: Tally): Promise<void> {
  const { t, db, people, factsOf, fixture } = w;
  // Insights (ADR 0028): an investor's economy-tier and KPI figures count the cards of projects they
  // may see now and nobody else's. A card is put straight on each investor relation's own pipeline
  // for a fresh project (as a grant once filed it); it counts exactly when the access rule lets the
  // investor see the project. The admin reads the platform: counts and amounts, no card named.
  const probe = await fixture();
  for (const relation of RELATIONS.filter((r) => (ROLE as Record<string, string>)[r] === 'investor')) {
    const who = people[relation];
    const [pl] = await db.insert(dealPipelines).values({ ownerId: who.id, name: 'Insights probe' }).returning();
    const [st] = await db.insert(dealStages).values({ pipelineId: pl!.id, name: 'new', kind: 'new', position: 0 }).returning();
    await db.insert(dealCards).values({ pipelineId: pl!.id, stageId: st!.id, projectId: probe.id, source: 'grant' });
    const { capabilities } = projectAccess(factsOf(relation));
    const res = await t.call({ method: 'GET', url: '/api/insights/economy-tier', cookie: who.cookie });
    const body = res.json() as { total: { count: number }; cards: Array<{ projectId: string }> };
    tally.cases += 1;
    if (res.statusCode !== 200) tally.failures.push(`GET /api/insights/economy-tier as ${relation} → ${res.statusCode}`);
    else {
      if (body.cards.some((c) => c.projectId === probe.id) !== capabilities.view)
        tally.failures.push(
          `GET /api/insights/economy-tier as ${relation}: probe counted=${!capabilities.view}, expected ${capabilities.view}`,
        );
      if (body.total.count !== body.cards.length)
        tally.failures.push(
          `GET /api/insights/economy-tier as ${relation}: ${body.total.count} counted for ${body.cards.length} visible cards`,
        );
    }
    const kpi = await t.call({ method: 'GET', url: '/api/insights/kpi', cookie: who.cookie });
    tally.cases += 1;
    if (kpi.statusCode !== 200 || (kpi.json() as { filed: number }).filed > body.cards.length)
      tally.failures.push(`GET /api/insights/kpi as ${relation} → ${kpi.statusCode}: counts cards it cannot see`);
  }
  const platform = await t.call({ method: 'GET', url: '/api/insights/economy-tier', cookie: people.admin.cookie });
  tally.cases += 1;
  if (
    platform.statusCode !== 200 ||
    (platform.json() as { scope: string; cards: unknown[] }).scope !== 'platform' ||
    (platform.json() as { cards: unknown[] }).cards.length
  ) {
    tally.failures.push(`GET /api/insights/economy-tier as admin → ${platform.statusCode}: expected the platform scope with no card named`);
  }
  for (const relation of ['owner', 'non-member'] as const) {
    const denied = await t.call({ method: 'GET', url: '/api/insights/economy-tier', cookie: people[relation].cookie });
    tally.cases += 1;
    if (denied.statusCode !== 403)
      tally.failures.push(`GET /api/insights/economy-tier as ${relation} (a proponent) → ${denied.statusCode}, expected 403`);
  }
}

export async function checkFundingRequestReach(w: World, tally: Tally): Promise<void> {
  const { t, owner, fixture } = w;
  // A funding request to an investor (issue 14, ADR 0021) is a read grant while live: the addressed
  // investor reaches the project as 'grant read' once it is submitted, and no longer once withdrawn
  // or rejected (expected answers again from the one access rule).
  for (const end of ['withdrawn', 'rejected'] as const) {
    const requestee = await signUp(t, 'investor');
    const f = await fixture();
    const reach = async () => (await t.call({ method: 'GET', url: `/api/projects/${f.id}`, cookie: requestee.cookie })).statusCode;
    const created = await t.call({
      method: 'POST',
      url: '/api/funding-requests',
      cookie: owner.cookie,
      payload: { projectId: f.id, investorId: requestee.id, message: '' },
    });
    const id = created.json().id as string;
    const steps: Array<[string, () => Promise<number>, number]> = [
      ['draft', reach, 404],
      [
        'submitted',
        async () =>
          (
            await t.call({
              method: 'POST',
              url: `/api/funding-requests/${id}/transitions`,
              cookie: owner.cookie,
              payload: { to: 'submitted' },
            })
          ).statusCode && reach(),
        200,
      ],
      [
        end,
        async () =>
          (
            await t.call({
              method: 'POST',
              url: `/api/funding-requests/${id}/transitions`,
              cookie: end === 'withdrawn' ? owner.cookie : requestee.cookie,
              payload: { to: end },
            })
          ).statusCode && reach(),
        404,
      ],
    ];
    for (const [state, run, want] of steps) {
      tally.cases += 1;
      const got = await run();
      if (got !== want)
        tally.failures.push(`GET /api/projects/:id as the investor of a ${state} funding request (then ${end}) → ${got}, expected ${want}`);
    }
  }
}

export async function checkDealFlowCards(w: World, tally: Tally): Promise<void> {
  const { t, db, people, factsOf, fixture, documentOf, reportOf } = w;
  // Deal flow on a project (ADR 0026, 0029): each relation's own card on the fixture project, the
  // project published and followed by them. The card's view comes from the one rule: full when the
  // relation may view the project (link targets listed, a link to its document accepted), showcase
  // otherwise (published fields only; link targets 409 DEAL_CARD_NEEDS_ACCESS); roles without deal
  // flow are refused by policy (403); an admin reads and writes nothing (403 DEAL_FLOW_INVESTORS_ONLY on writes).
  for (const relation of RELATIONS) {
    const f = await fixture();
    const d = await documentOf(f.id, 'analysed');
    const [pl] = await db.insert(dealPipelines).values({ ownerId: people[relation].id, name: 'Relation deal flow' }).returning();
    const [st] = await db.insert(dealStages).values({ pipelineId: pl!.id, name: 'new', position: 0 }).returning();
    const [c] = await db.insert(dealCards).values({ pipelineId: pl!.id, stageId: st!.id, projectId: f.id, source: 'showcase' }).returning();
    await db
      .insert(showcases)
      .values({ projectId: f.id, slug: `rel-${randomUUID().slice(0, 8)}`, fields: ['industry'], reportId: await reportOf(f.id) });
    await db.insert(dealFollows).values({ investorId: people[relation].id, projectId: f.id });
    const facts = factsOf(relation);
    const { capabilities } = projectAccess(facts);
    const dealFlow = roleCan(facts.userRole, 'dealFlow.read');
    const targets = await t.call({ method: 'GET', url: `/api/deal-flow/cards/${c!.id}/link-targets`, cookie: people[relation].cookie });
    const link = await t.call({
      method: 'POST',
      url: `/api/deal-flow/cards/${c!.id}/checklist`,
      cookie: people[relation].cookie,
      payload: { title: 'Relation link', link: { kind: 'document', id: d.id } },
    });
    const card = await t.call({ method: 'GET', url: `/api/deal-flow/cards/${c!.id}`, cookie: people[relation].cookie });
    const want = !dealFlow
      ? { targets: 403, link: 403, card: 403, access: null }
      : capabilities.view
        ? { targets: 200, link: facts.userRole === 'investor' ? 201 : 403, card: 200, access: 'full' }
        : { targets: 409, link: facts.userRole === 'investor' ? 409 : 403, card: 200, access: 'showcase' };
    const got = {
      targets: targets.statusCode,
      link: link.statusCode,
      card: card.statusCode,
      access: card.statusCode === 200 ? card.json().card.access : null,
    };
    tally.cases += 1;
    if (JSON.stringify(got) !== JSON.stringify(want))
      tally.failures.push(
        `deal-flow card of ${relation} on a followed published project: ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`,
      );
    if (got.targets === 200 && !(targets.json() as Array<{ id: string }>).some((x) => x.id === d.id))
      tally.failures.push(`GET /api/deal-flow/cards/:id/link-targets as ${relation}: the project's document is missing`);
  }
}
