import { describe, expect, it } from 'vitest';
import { callStatus, compareMatches, matchProject, stems, type MatchCall, type MatchProject } from './match.ts';

/**
 * Hand-built cases of issue 14's Tests paragraph. The oracle is the rule as written in
 * docs/methodology/funding-match.md, worked out by hand in each comment (no tolerance: the
 * components are rounded to one decimal by definition).
 */
const TODAY = '2026-11-25';

const lombardyIctSme: MatchProject = {
  title: 'Digital innovation platform for manufacturers',
  description: null,
  industry: '62.01',
  country: 'IT',
  region: 'ITC4',
  stage: 'growth',
  fundingSought: 150_000,
  applicantSize: 'small',
};

const call = (over: Partial<MatchCall> = {}): MatchCall => ({
  title: 'Bando innovazione digitale PMI',
  description: 'Contributi per progetti di trasformazione digitale e piattaforme software',
  aidForm: 'grant',
  regions: ['IT'],
  sectors: ['62'],
  sizes: ['micro', 'small', 'medium'],
  minAmount: 50_000,
  maxAmount: 250_000,
  opensAt: '2026-09-01',
  closesAt: '2026-12-31',
  ...over,
});

const crit = (r: ReturnType<typeof matchProject>, name: string) => r.criteria.find((c) => c.name === name)!;

describe('matchProject: hard criteria', () => {
  it('a Lombardy (ITC4) ICT SME against a Sicily-only (ITG1) call is outside the territory, so not eligible and not scored', () => {
    const r = matchProject(lombardyIctSme, call({ regions: ['ITG1'] }), TODAY);
    expect(crit(r, 'territory')).toEqual({ name: 'territory', outcome: 'not_met', detail: 'outside:ITC4|ITG1' });
    expect(r.eligible).toBe('no');
    expect(r.score).toBeNull();
    expect(r.components).toEqual([]);
  });

  it('IT covers every Italian region; ITC (Nord-Ovest) covers ITC4; an empty list is no restriction', () => {
    expect(crit(matchProject(lombardyIctSme, call({ regions: ['IT'] }), TODAY), 'territory').outcome).toBe('met');
    expect(crit(matchProject(lombardyIctSme, call({ regions: ['ITC'] }), TODAY), 'territory').outcome).toBe('met');
    expect(crit(matchProject(lombardyIctSme, call({ regions: [] }), TODAY), 'territory').detail).toBe('no_restriction');
    expect(
      crit(matchProject({ ...lombardyIctSme, country: 'DE', region: 'DE21' }, call({ regions: ['IT'] }), TODAY), 'territory').outcome,
    ).toBe('not_met');
  });

  it('a missing project region against a regional call is unknown, with the field to fill', () => {
    const r = matchProject({ ...lombardyIctSme, region: null }, call({ regions: ['ITG1'] }), TODAY);
    expect(crit(r, 'territory')).toEqual({ name: 'territory', outcome: 'unknown', detail: 'no_region:ITG1', fix: 'region' });
    expect(r.eligible).toBe('unknown');
    expect(r.score).not.toBeNull();
  });

  it('a ticket above the maximum is not met', () => {
    const r = matchProject({ ...lombardyIctSme, fundingSought: 300_000 }, call(), TODAY);
    expect(crit(r, 'ticket')).toEqual({ name: 'ticket', outcome: 'not_met', detail: 'above_max:300000|50000|250000' });
    expect(r.eligible).toBe('no');
  });

  it('below the minimum is not met; no ticket is unknown with the field to fill', () => {
    expect(crit(matchProject({ ...lombardyIctSme, fundingSought: 10_000 }, call(), TODAY), 'ticket').outcome).toBe('not_met');
    expect(crit(matchProject({ ...lombardyIctSme, fundingSought: null }, call(), TODAY), 'ticket')).toMatchObject({
      outcome: 'unknown',
      fix: 'fundingSought',
    });
  });

  it('an expired call is not met; an upcoming one is unknown (cannot apply yet); closing within 7 days is still open', () => {
    expect(crit(matchProject(lombardyIctSme, call({ closesAt: '2026-11-24' }), TODAY), 'open')).toEqual({
      name: 'open',
      outcome: 'not_met',
      detail: 'closed:2026-11-24',
    });
    expect(matchProject(lombardyIctSme, call({ closesAt: '2026-11-24' }), TODAY).eligible).toBe('no');
    expect(crit(matchProject(lombardyIctSme, call({ opensAt: '2026-12-01' }), TODAY), 'open')).toEqual({
      name: 'open',
      outcome: 'unknown',
      detail: 'upcoming:2026-12-01',
    });
    expect(crit(matchProject(lombardyIctSme, call({ closesAt: '2026-11-30' }), TODAY), 'open')).toEqual({
      name: 'open',
      outcome: 'met',
      detail: 'closing:2026-11-30',
    });
    expect(crit(matchProject(lombardyIctSme, call({ closesAt: TODAY }), TODAY), 'open').outcome).toBe('met'); // the last day still counts
  });

  it('sector by prefix: 62 covers 62.01, section J covers it, 47 does not, a finer call code is unknown', () => {
    expect(crit(matchProject(lombardyIctSme, call({ sectors: ['62'] }), TODAY), 'sector').outcome).toBe('met');
    expect(crit(matchProject(lombardyIctSme, call({ sectors: ['J'] }), TODAY), 'sector').outcome).toBe('met');
    expect(crit(matchProject(lombardyIctSme, call({ sectors: ['47', 'C'] }), TODAY), 'sector')).toEqual({
      name: 'sector',
      outcome: 'not_met',
      detail: 'outside:62.01|47|C',
    });
    expect(crit(matchProject({ ...lombardyIctSme, industry: '62' }, call({ sectors: ['62.01'] }), TODAY), 'sector').outcome).toBe(
      'unknown',
    );
  });

  it('size: not recorded → unknown with the field named; a large company against an SME call → not met', () => {
    expect(crit(matchProject({ ...lombardyIctSme, applicantSize: null }, call(), TODAY), 'size')).toEqual({
      name: 'size',
      outcome: 'unknown',
      detail: 'not_recorded:micro|small|medium',
      fix: 'applicantSize',
    });
    expect(crit(matchProject({ ...lombardyIctSme, applicantSize: 'large' }, call(), TODAY), 'size').outcome).toBe('not_met');
  });

  it('stage only when the call states stages', () => {
    expect(crit(matchProject(lombardyIctSme, call(), TODAY), 'stage').detail).toBe('no_restriction');
    expect(crit(matchProject(lombardyIctSme, call({ stages: ['idea', 'validation'] }), TODAY), 'stage').outcome).toBe('not_met');
  });
});

describe('matchProject: fit score', () => {
  it('a fully eligible case scores 75.0, computed by hand', () => {
    // amount: ticket 150 000 in [50 000, 250 000] → position 0.5 → 0.75 + 0.25·(1 − |2·0.5 − 1|) = 1 → 30 points.
    // objective: project stems {digita, innova, platfo, manufa, comput, progra, activi, produz, softwa, connes, edizio}
    //   (title + 62.01's English and Italian titles); call stems {innova, digita, trasfo, piatta, softwa}
    //   ("bando", "contributi", "progetti" are stop words); shared 3 of the 5 for a full fit → 0.6 → 18 points.
    // readiness: grant weighs market 0.25, financial 0.25, compliance 0.5 → (0.25·60 + 0.25·50 + 0.5·80)/100 = 0.675 → 27 points.
    const r = matchProject(lombardyIctSme, call(), TODAY, { total: 63, pillars: { market: 60, financial: 50, compliance: 80 } });
    expect(r.eligible).toBe('yes');
    expect(r.criteria.every((c) => c.outcome === 'met')).toBe(true);
    expect(r.components.map((c) => [c.name, c.points])).toEqual([
      ['amount', 30],
      ['objective', 18],
      ['readiness', 27],
    ]);
    expect(r.components[1]!.detail).toBe('shared:digita|innova|softwa');
    expect(r.score).toBe(75);
  });

  it('without an evaluation the readiness component is 0 and says why; a loan weighs the financial pillar', () => {
    const none = matchProject(lombardyIctSme, call(), TODAY);
    expect(none.components[2]).toMatchObject({ name: 'readiness', points: 0, detail: 'no_evaluation' });
    expect(none.score).toBe(48);
    const loan = matchProject(lombardyIctSme, call({ aidForm: 'subsidised_loan' }), TODAY, {
      total: 63,
      pillars: { market: 60, financial: 50, compliance: 80 },
    });
    // (0.2·60 + 0.6·50 + 0.2·80)/100 = 0.58 → 23.2 points.
    expect(loan.components[2]!.points).toBe(23.2);
  });

  it('a ticket at the edge of the range fits less than one in the middle; no range is neutral', () => {
    const edge = matchProject({ ...lombardyIctSme, fundingSought: 250_000 }, call(), TODAY);
    expect(edge.components[0]).toMatchObject({ value: 0.75, points: 22.5 });
    const open = matchProject(lombardyIctSme, call({ minAmount: null, maxAmount: null }), TODAY);
    expect(open.components[0]).toMatchObject({ value: 0.5, detail: 'no_range' });
  });
});

describe('helpers', () => {
  it('callStatus from the dates', () => {
    expect(callStatus({ opensAt: null, closesAt: null }, TODAY)).toBe('open');
    expect(callStatus({ opensAt: null, closesAt: '2026-12-02' }, TODAY)).toBe('closing');
    expect(callStatus({ opensAt: null, closesAt: '2026-12-03' }, TODAY)).toBe('open');
    expect(callStatus({ opensAt: '2026-11-26', closesAt: null }, TODAY)).toBe('upcoming');
    expect(callStatus({ opensAt: null, closesAt: '2026-11-24' }, TODAY)).toBe('closed');
  });

  it('stems strip accents and stop words, shared across Italian and English', () => {
    expect([...stems('Innovazione digitale, città sostenibile')]).toEqual(['innova', 'digita', 'citta', 'sosten']);
    expect(stems('Digital innovation').has('digita')).toBe(true);
  });

  it('orders yes, then unknown, then no, each by score', () => {
    const list = [
      { eligible: 'no' as const, score: null },
      { eligible: 'unknown' as const, score: 90 },
      { eligible: 'yes' as const, score: 40 },
      { eligible: 'yes' as const, score: 70 },
    ];
    expect([...list].sort(compareMatches).map((m) => `${m.eligible}${m.score ?? ''}`)).toEqual(['yes70', 'yes40', 'unknown90', 'no']);
  });
});
