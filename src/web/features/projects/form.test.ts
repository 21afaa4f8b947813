import { describe, expect, it } from 'vitest';
import type { Project } from '../../../contract/projects.ts';
import { OWNER_ACCESS } from '../../../contract/workspaces.ts';
import {
  EMPTY_FORM,
  firstStepWithError,
  formFromProject,
  parseDraft,
  serverFieldErrors,
  stepOfField,
  toCreateBody,
  toUpdateBody,
  validateEdit,
  validateField,
  validateFields,
  WIZARD_STEPS,
  withoutError,
} from './form.ts';
import type { FormErrors, ProjectForm } from './form.ts';
import { isFiltered, listStateToParams, parseListState, parseTab, toListQuery } from './list-params.ts';

const filled: ProjectForm = {
  ...EMPTY_FORM,
  title: ' Solar farm ',
  industry: '35.11',
  targetMarket: 'Italian utilities',
  estimatedBudget: '2500000',
};

describe('wizard validation', () => {
  it('asks for the four required fields on their steps, and nothing else', () => {
    const basics = validateFields(WIZARD_STEPS[0].fields, EMPTY_FORM);
    expect(Object.keys(basics)).toEqual(['title']);
    expect(validateField('industry', EMPTY_FORM)?.code).toBe('required');
    expect(validateField('targetMarket', EMPTY_FORM)?.code).toBe('required');
    expect(validateField('estimatedBudget', EMPTY_FORM)?.code).toBe('required');
    expect(validateFields(['description', 'country', 'region', 'stage', 'fundingSought', 'horizonYears'], EMPTY_FORM)).toEqual({});
  });

  it('refuses a title of only spaces and one over 200 characters', () => {
    expect(validateField('title', { ...EMPTY_FORM, title: '   ' })?.code).toBe('required');
    expect(validateField('title', { ...EMPTY_FORM, title: 'x'.repeat(201) })).toEqual({ code: 'tooLong', values: { max: 200 } });
    expect(validateField('title', { ...EMPTY_FORM, title: 'x'.repeat(200) })).toBeNull();
  });

  it('accepts industry codes the server accepts, not section letters, free words or unknown divisions', () => {
    for (const ok of ['62', '62.0', '62.01', '62.01.00', '35.11'])
      expect(validateField('industry', { ...EMPTY_FORM, industry: ok }), ok).toBeNull();
    for (const bad of ['J', 'software', '04.10', '62.1.1'])
      expect(validateField('industry', { ...EMPTY_FORM, industry: bad })?.code, bad).toBe('industry');
  });

  it('checks money, horizon, country and region formats', () => {
    expect(validateField('estimatedBudget', { ...EMPTY_FORM, estimatedBudget: '-5' })?.code).toBe('negative');
    expect(validateField('estimatedBudget', { ...EMPTY_FORM, estimatedBudget: '1e3' })?.code).toBe('number');
    expect(validateField('estimatedBudget', { ...EMPTY_FORM, estimatedBudget: '1000000000001' })?.code).toBe('tooLarge');
    expect(validateField('estimatedBudget', { ...EMPTY_FORM, estimatedBudget: '0' })).toBeNull();
    expect(validateField('horizonYears', { ...EMPTY_FORM, horizonYears: '2.5' })?.code).toBe('horizon');
    expect(validateField('horizonYears', { ...EMPTY_FORM, horizonYears: '31' })?.code).toBe('horizon');
    expect(validateField('horizonYears', { ...EMPTY_FORM, horizonYears: '30' })).toBeNull();
    expect(validateField('country', { ...EMPTY_FORM, country: 'ITA' })?.code).toBe('country');
    expect(validateField('country', { ...EMPTY_FORM, country: 'XX' })?.code).toBe('country'); // two letters, but no ISO 3166 country
    expect(validateField('country', { ...EMPTY_FORM, country: 'it' })).toBeNull();
  });

  it('takes a region from the country NUTS 2 list where there is one, free text elsewhere', () => {
    const it = { ...EMPTY_FORM, country: 'IT' };
    expect(validateField('region', { ...it, region: 'IT-C4' })?.code).toBe('region');
    expect(validateField('region', { ...it, region: 'FR10' })?.code).toBe('region'); // a NUTS 2 code, of France
    expect(validateField('region', { ...it, region: 'ITC4' })).toBeNull();
    expect(validateField('region', { ...EMPTY_FORM, country: 'GR', region: 'EL30' })).toBeNull(); // Greece is EL in NUTS
    expect(validateField('region', { ...EMPTY_FORM, country: 'US', region: 'California' })).toBeNull();
    expect(validateField('region', { ...EMPTY_FORM, country: 'US', region: 'x'.repeat(101) })).toEqual({
      code: 'tooLong',
      values: { max: 100 },
    });
    expect(validateField('region', { ...EMPTY_FORM, region: 'ITC4' })?.code).toBe('regionNeedsCountry');
  });

  it('lets an edit keep a location stored as free text before the lists, and judges it once changed', () => {
    const stored = {
      ...EMPTY_FORM,
      title: 'Solar',
      industry: '35.11',
      targetMarket: 'Utilities',
      estimatedBudget: '1',
      country: 'IT',
      region: 'Lombardy',
    };
    expect(validateEdit(stored, stored)).toEqual({});
    expect(validateEdit({ ...stored, title: 'Solar 2' }, stored)).toEqual({});
    expect(validateEdit({ ...stored, region: 'Lombardia' }, stored).region?.code).toBe('region');
  });

  it('sends the server errors back to the step that asks for the field', () => {
    expect(stepOfField('targetMarket')).toBe(2);
    expect(stepOfField('somethingElse')).toBe(WIZARD_STEPS.length - 1);
    const errors = serverFieldErrors({ estimatedBudget: 'too_big', industry: 'custom', unknown: 'x' });
    expect(Object.keys(errors).sort()).toEqual(['estimatedBudget', 'industry']);
    expect(firstStepWithError(errors)).toBe(1);
    expect(firstStepWithError({})).toBeNull();
  });
});

describe('request bodies', () => {
  it('creates with trimmed required fields and only the optional ones filled in', () => {
    expect(toCreateBody(filled)).toEqual({
      title: 'Solar farm',
      industry: '35.11',
      targetMarket: 'Italian utilities',
      estimatedBudget: 2_500_000,
      currency: 'EUR',
    });
    expect(
      toCreateBody({ ...filled, country: 'it', region: 'ITC4', stage: 'growth', fundingSought: '1000', horizonYears: '10' }),
    ).toMatchObject({ country: 'IT', region: 'ITC4', stage: 'growth', fundingSought: 1000, horizonYears: 10 });
  });

  const project: Project = {
    id: 'p1',
    title: 'Solar farm',
    status: 'draft',
    description: 'Panels',
    industry: '35.11',
    industryLabel: null,
    targetMarket: 'Utilities',
    country: 'IT',
    region: null,
    stage: null,
    estimatedBudget: 1000,
    fundingSought: 500,
    currency: 'EUR',
    horizonYears: null,
    isSample: false,
    workspaceId: 'w1',
    access: OWNER_ACCESS,
    sharedWithMe: false,
    latestScore: null,
    lifecycle: { stage: 'draft', next: { stage: 'evaluated', needs: ['run-evaluation'] } },
    archivedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('patches only what changed; an emptied optional field is sent as null, which clears it', () => {
    const original = formFromProject(project);
    expect(toUpdateBody({ ...original, title: 'Wind farm' }, original)).toEqual({ title: 'Wind farm' });
    expect(toUpdateBody({ ...original, description: '' }, original)).toEqual({ description: null });
    expect(toUpdateBody({ ...original, country: '', fundingSought: ' ' }, original)).toEqual({ country: null, fundingSought: null });
    // A field that was never set and stays empty is not sent at all.
    expect(toUpdateBody({ ...original, region: '' }, original)).toEqual({});
    expect(toUpdateBody(original, original)).toEqual({});
  });

  it('sends the applicant size class, refuses one outside the EU list, and clears it when emptied', () => {
    expect(toCreateBody({ ...filled, applicantSize: 'small' })).toMatchObject({ applicantSize: 'small' });
    expect(validateField('applicantSize', { ...filled, applicantSize: 'huge' })?.code).toBe('applicantSize');
    expect(validateField('applicantSize', { ...filled, applicantSize: '' })).toBeNull();
    const sized = formFromProject({ ...project, applicantSize: 'medium' });
    expect(sized.applicantSize).toBe('medium');
    expect(toUpdateBody({ ...sized, applicantSize: 'large' }, sized)).toEqual({ applicantSize: 'large' });
    expect(toUpdateBody({ ...sized, applicantSize: '' }, sized)).toEqual({ applicantSize: null });
  });

  it('validates an edit by the create rules, an emptied optional field included', () => {
    const original = formFromProject(project);
    expect(validateEdit({ ...original, country: '' })).toEqual({});
    expect(validateEdit({ ...original, title: ' ' }).title).toBeDefined();
    expect(validateEdit({ ...original, country: 'Italy' }).country).toBeDefined();
  });
});

describe('the saved draft', () => {
  it('keeps known string fields and a valid step, and ignores anything else', () => {
    expect(parseDraft(JSON.stringify({ form: { title: 'A', evil: 'x', estimatedBudget: 5 }, step: 3 }))).toEqual({
      form: { ...EMPTY_FORM, title: 'A' },
      step: 3,
    });
    expect(parseDraft(JSON.stringify({ form: {}, step: 99 }))?.step).toBe(0);
    expect(parseDraft('not json')).toBeNull();
    expect(parseDraft(null)).toBeNull();
  });
});

describe('list state in the URL', () => {
  it('reads known values and falls back to defaults for unknown ones', () => {
    expect(parseListState(new URLSearchParams('q=solar&stage=evidenced&sort=budget&archived=only'))).toEqual({
      search: 'solar',
      stage: 'evidenced',
      sort: 'budget',
      archived: 'only',
    });
    expect(parseListState(new URLSearchParams('stage=lost&sort=random&archived=maybe'))).toEqual({
      search: '',
      stage: '',
      sort: 'updated',
      archived: 'exclude',
    });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(listStateToParams({ search: '', stage: '', sort: 'updated', archived: 'exclude' }).toString()).toBe('');
    const state = { search: 'a b', stage: 'draft', sort: 'title', archived: 'include' } as const;
    expect(parseListState(listStateToParams(state))).toEqual(state);
  });

  it('builds the API query and knows when a list is filtered', () => {
    expect(toListQuery({ search: '  ', stage: '', sort: 'title', archived: 'exclude' })).toEqual({ sort: 'title', archived: 'exclude' });
    expect(isFiltered({ search: '', stage: '', sort: 'budget', archived: 'include' })).toBe(false);
    expect(isFiltered({ search: '', stage: '', sort: 'updated', archived: 'only' })).toBe(true);
  });

  it('opens the overview for a missing or unknown tab', () => {
    expect(parseTab('evaluation')).toBe('evaluation');
    expect(parseTab(null)).toBe('overview');
    expect(parseTab('settings')).toBe('overview');
  });
});

describe('withoutError', () => {
  it('drops the field’s error and keeps the others; unchanged errors stay the same object', () => {
    const errors: FormErrors = { title: { code: 'required' }, currency: { code: 'currency' } };
    expect(withoutError(errors, 'title')).toEqual({ currency: { code: 'currency' } });
    expect(errors.title).toEqual({ code: 'required' });
    expect(withoutError(errors, 'region')).toBe(errors);
  });
});
