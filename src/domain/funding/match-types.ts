// The shapes of the funding matcher (match.ts): its inputs, criteria, score components and result.

export type Outcome = 'met' | 'not_met' | 'unknown';
export type Eligibility = 'yes' | 'no' | 'unknown';
export type MatchCriterionName = 'territory' | 'sector' | 'size' | 'stage' | 'ticket' | 'open';
/** The project field that would settle an unknown criterion. */
export type MatchFix = 'region' | 'country' | 'industry' | 'applicantSize' | 'stage' | 'fundingSought';

export interface MatchCriterion {
  name: MatchCriterionName;
  outcome: Outcome;
  /** Machine-readable reason, `reason` or `reason:arg|arg` (the screen words it; tests read it). */
  detail: string;
  fix?: MatchFix;
}

export type ComponentName = 'amount' | 'objective' | 'readiness';
export interface ScoreComponent {
  name: ComponentName;
  /** Share of the 100 points this component carries. */
  weight: number;
  /** 0..1. */
  value: number;
  /** weight × value × 100, rounded to one decimal. */
  points: number;
  detail: string;
}

export interface MatchResult {
  eligible: Eligibility;
  criteria: MatchCriterion[];
  /** 0..100 (one decimal); null when not eligible. */
  score: number | null;
  components: ScoreComponent[];
}

export interface MatchProject {
  title: string;
  description: string | null;
  industry: string;
  country: string | null;
  region: string | null;
  stage: string | null;
  fundingSought: number | null;
  /** EU size class (micro, small, medium, large; ADR 0027); null → unknown. */
  applicantSize?: string | null;
}

export interface MatchCall {
  title: string;
  description: string | null;
  programme?: string | null;
  aidForm: string;
  regions: readonly string[];
  sectors: readonly string[];
  sizes: readonly string[];
  /** Project stages the call states; the catalogue has none yet, so usually empty (no restriction). */
  stages?: readonly string[];
  minAmount: number | null;
  maxAmount: number | null;
  opensAt: string | null;
  closesAt: string | null;
  /** The call's text stems (`callStems`), when the caller keeps them between runs; computed here otherwise. */
  stems?: ReadonlySet<string>;
}

/** The CR score's pillars (0..100 each), from the project's latest evaluation. */
export interface MatchCrScore {
  total: number;
  pillars: { market: number; financial: number; compliance: number };
}
