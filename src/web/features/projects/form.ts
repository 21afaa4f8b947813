import type { CreateProjectBody, Project, UpdateProjectBody } from '../../../contract/projects.ts';
import { findRegion, isCountryCode, regionsOf, REGION_FREE_TEXT_MAX } from '../../../domain/geo/index.ts';
import { findIndustry } from '../../../domain/industries/index.ts';
import { APPLICANT_SIZES, PROJECT_STAGES } from '../../../domain/projects/index.ts';
import type { ApplicantSize, ProjectStage } from '../../../domain/projects/index.ts';

/**
 * The project form as the user types it (every value a string), its validation by field and by
 * wizard step, and its translation into the API's bodies. The limits mirror src/contract/projects.ts.
 */
export interface ProjectForm {
  title: string;
  description: string;
  industry: string;
  targetMarket: string;
  country: string;
  region: string;
  stage: string;
  applicantSize: string;
  estimatedBudget: string;
  fundingSought: string;
  currency: string;
  horizonYears: string;
}
export type ProjectField = keyof ProjectForm;

export const EMPTY_FORM: ProjectForm = {
  title: '',
  description: '',
  industry: '',
  targetMarket: '',
  country: '',
  region: '',
  stage: '',
  applicantSize: '',
  estimatedBudget: '',
  fundingSought: '',
  currency: 'EUR',
  horizonYears: '',
};

/** Currencies offered by the form; the contract accepts any ISO 4217 code, a project keeps its own. */
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF'] as const;

export const LIMITS = { title: 200, description: 5000, targetMarket: 500, money: 1e12, horizonMin: 1, horizonMax: 30 } as const;

/** The wizard's steps and the fields each one asks for (the last step reviews them all). */
export const WIZARD_STEPS = [
  { key: 'basics', fields: ['title', 'description'] },
  { key: 'industry', fields: ['industry'] },
  { key: 'market', fields: ['targetMarket', 'country', 'region'] },
  { key: 'money', fields: ['stage', 'applicantSize', 'estimatedBudget', 'fundingSought', 'currency', 'horizonYears'] },
  { key: 'review', fields: [] },
] as const satisfies readonly { key: string; fields: readonly ProjectField[] }[];
export type WizardStepKey = (typeof WIZARD_STEPS)[number]['key'];

/** A validation failure: the key of its message in projects.json (`errors.<code>`) and its values. */
export interface FieldError {
  code:
    | 'required'
    | 'tooLong'
    | 'industry'
    | 'country'
    | 'region'
    | 'regionNeedsCountry'
    | 'number'
    | 'negative'
    | 'tooLarge'
    | 'horizon'
    | 'currency'
    | 'stage'
    | 'applicantSize'
    | 'server';
  values?: Record<string, number>;
}
export type FormErrors = Partial<Record<ProjectField, FieldError>>;

const CURRENCY_RE = /^[A-Z]{3}$/;

/** A number as typed in an <input type="number"> (dot decimal); null when it is not one. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || !/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

function checkMoney(text: string, required: boolean): FieldError | null {
  if (text.trim() === '') return required ? { code: 'required' } : null;
  const value = parseAmount(text);
  if (value === null) return { code: 'number' };
  if (value < 0) return { code: 'negative' };
  if (value > LIMITS.money) return { code: 'tooLarge' };
  return null;
}

/** An industry the server accepts: a known division, group, class or ATECO sub-category (not a section letter). */
export function isSelectableIndustry(code: string): boolean {
  const found = findIndustry(code);
  return found !== null && found.level !== 'section';
}

/** The first problem of one field, or null. */
export function validateField(field: ProjectField, form: ProjectForm): FieldError | null {
  const value = form[field];
  const trimmed = value.trim();
  switch (field) {
    case 'title':
      if (trimmed === '') return { code: 'required' };
      return trimmed.length > LIMITS.title ? { code: 'tooLong', values: { max: LIMITS.title } } : null;
    case 'description':
      return trimmed.length > LIMITS.description ? { code: 'tooLong', values: { max: LIMITS.description } } : null;
    case 'industry':
      if (trimmed === '') return { code: 'required' };
      return isSelectableIndustry(trimmed) ? null : { code: 'industry' };
    case 'targetMarket':
      if (trimmed === '') return { code: 'required' };
      return trimmed.length > LIMITS.targetMarket ? { code: 'tooLong', values: { max: LIMITS.targetMarket } } : null;
    case 'country':
      return trimmed === '' || isCountryCode(trimmed.toUpperCase()) ? null : { code: 'country' };
    case 'region': {
      // A NUTS 2 code of the country's list where there is one, else free text (src/domain/geo).
      if (trimmed === '') return null;
      const country = form.country.trim().toUpperCase();
      if (country === '') return { code: 'regionNeedsCountry' };
      if (regionsOf(country)) return findRegion(country, trimmed) ? null : { code: 'region' };
      return trimmed.length > REGION_FREE_TEXT_MAX ? { code: 'tooLong', values: { max: REGION_FREE_TEXT_MAX } } : null;
    }
    case 'stage':
      return trimmed === '' || (PROJECT_STAGES as readonly string[]).includes(trimmed) ? null : { code: 'stage' };
    case 'applicantSize':
      return trimmed === '' || (APPLICANT_SIZES as readonly string[]).includes(trimmed) ? null : { code: 'applicantSize' };
    case 'estimatedBudget':
      return checkMoney(value, true);
    case 'fundingSought':
      return checkMoney(value, false);
    case 'currency':
      return CURRENCY_RE.test(trimmed) ? null : { code: 'currency' };
    case 'horizonYears': {
      if (trimmed === '') return null;
      const years = parseAmount(trimmed);
      return years !== null && Number.isInteger(years) && years >= LIMITS.horizonMin && years <= LIMITS.horizonMax
        ? null
        : { code: 'horizon', values: { min: LIMITS.horizonMin, max: LIMITS.horizonMax } };
    }
  }
}

export function validateFields(fields: readonly ProjectField[], form: ProjectForm): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    const error = validateField(field, form);
    if (error) errors[field] = error;
  }
  return errors;
}

export const ALL_FIELDS = Object.keys(EMPTY_FORM) as ProjectField[];

export function validateAll(form: ProjectForm): FormErrors {
  return validateFields(ALL_FIELDS, form);
}

/** The index of the wizard step that asks for `field`; fields the wizard does not know go to the review. */
/** The errors without the one on `field` (the same object when there was none, so React skips a render). */
export function withoutError(errors: FormErrors, field: ProjectField): FormErrors {
  if (!errors[field]) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

export function stepOfField(field: string): number {
  const index = WIZARD_STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field));
  return index === -1 ? WIZARD_STEPS.length - 1 : index;
}

/** The first step with an error, or null. */
export function firstStepWithError(errors: FormErrors): number | null {
  const steps = Object.keys(errors).map(stepOfField);
  return steps.length === 0 ? null : Math.min(...steps);
}

/** Server field errors (VALIDATION_FAILED details, path → code) as form errors on the fields we know. */
export function serverFieldErrors(fields: Record<string, string>): FormErrors {
  const errors: FormErrors = {};
  for (const path of Object.keys(fields)) {
    const field = path.split('.')[0];
    if (field && field in EMPTY_FORM) errors[field as ProjectField] = { code: 'server' };
  }
  return errors;
}

function optionalText(text: string, upper = false): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return upper ? trimmed.toUpperCase() : trimmed;
}

function optionalNumber(text: string): number | undefined {
  return text.trim() === '' ? undefined : (parseAmount(text) ?? undefined);
}

/** The POST body of a valid form: required fields, and optional ones only when filled in. */
export function toCreateBody(form: ProjectForm): CreateProjectBody {
  const body: CreateProjectBody = {
    title: form.title.trim(),
    industry: form.industry.trim(),
    targetMarket: form.targetMarket.trim(),
    estimatedBudget: parseAmount(form.estimatedBudget) ?? 0,
  };
  const description = optionalText(form.description);
  if (description !== undefined) body.description = description;
  const country = optionalText(form.country, true);
  if (country !== undefined) body.country = country;
  // A free-text region keeps its case ("California"); a NUTS code is already upper case.
  const region = optionalText(form.region);
  if (region !== undefined) body.region = region;
  if (form.stage !== '') body.stage = form.stage as ProjectStage;
  if (form.applicantSize !== '') body.applicantSize = form.applicantSize as ApplicantSize;
  const funding = optionalNumber(form.fundingSought);
  if (funding !== undefined) body.fundingSought = funding;
  const currency = optionalText(form.currency, true);
  if (currency !== undefined) body.currency = currency;
  const horizon = optionalNumber(form.horizonYears);
  if (horizon !== undefined) body.horizonYears = horizon;
  return body;
}

/** A stored project as the form shows it. */
export function formFromProject(p: Project): ProjectForm {
  return {
    title: p.title,
    description: p.description ?? '',
    industry: p.industry,
    targetMarket: p.targetMarket,
    country: p.country ?? '',
    region: p.region ?? '',
    stage: p.stage ?? '',
    applicantSize: p.applicantSize ?? '',
    estimatedBudget: String(p.estimatedBudget),
    fundingSought: p.fundingSought === null ? '' : String(p.fundingSought),
    currency: p.currency,
    horizonYears: p.horizonYears === null ? '' : String(p.horizonYears),
  };
}

/**
 * Edit-form validation: the create rules (an optional field may be emptied: it is then cleared). A
 * location stored before the lists existed (free text) may stay as it is: it is judged only once
 * the country or the region is changed.
 */
export function validateEdit(form: ProjectForm, original?: ProjectForm): FormErrors {
  const errors = validateAll(form);
  if (original && form.country === original.country && form.region === original.region) {
    delete errors.country;
    delete errors.region;
  }
  return errors;
}

/** Optional fields: emptied in the edit form, they are sent as null, which clears them. */
const CLEARABLE = ['description', 'country', 'region', 'stage', 'applicantSize', 'fundingSought', 'horizonYears'] as const;

/** The PATCH body: only the fields that changed; an optional field emptied is sent as null. */
export function toUpdateBody(form: ProjectForm, original: ProjectForm): UpdateProjectBody {
  const next = toCreateBody(form);
  const before = toCreateBody(original);
  const body: UpdateProjectBody = {};
  const assign = <K extends keyof UpdateProjectBody>(key: K, value: UpdateProjectBody[K]) => {
    body[key] = value;
  };
  for (const key of Object.keys(next) as (keyof UpdateProjectBody)[]) {
    if (next[key] !== before[key]) assign(key, next[key]);
  }
  for (const key of CLEARABLE) {
    if (next[key] === undefined && before[key] !== undefined) assign(key, null);
  }
  return body;
}

/** Reads a saved draft, keeping only known string fields (anything else in storage is ignored). */
export function parseDraft(raw: string | null): { form: ProjectForm; step: number } | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { form, step } = value as { form?: unknown; step?: unknown };
    if (typeof form !== 'object' || form === null) return null;
    const out: ProjectForm = { ...EMPTY_FORM };
    for (const field of ALL_FIELDS) {
      const v = (form as Record<string, unknown>)[field];
      if (typeof v === 'string') out[field] = v;
    }
    const s = typeof step === 'number' && Number.isInteger(step) && step >= 0 && step < WIZARD_STEPS.length ? step : 0;
    return { form: out, step: s };
  } catch {
    return null;
  }
}
