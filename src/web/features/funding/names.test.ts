import { describe, expect, it } from 'vitest';
import { AID_FORM_VALUES, CALL_STATUS_VALUES, SIZE_VALUES } from '../../../domain/funding/index.ts';
import { APPLICANT_SIZES } from '../../../domain/projects/index.ts';
import enFunding from '../../locales/en/funding.json';
import itFunding from '../../locales/it/funding.json';
import enProjects from '../../locales/en/projects.json';
import itProjects from '../../locales/it/projects.json';

/**
 * One set of names for the catalogue's words (issue 14): the search filters, the result rows, the
 * announcement and the match reasons all read `catalogue.aidForms`, `catalogue.sizes` and
 * `search.statuses`; the project form's size classes say the same words. Oracle: the locale files
 * themselves (a second set of names, or two labels that differ, fails).
 */
describe.each([
  ['en', enFunding, enProjects],
  ['it', itFunding, itProjects],
] as const)('funding names in %s', (_lng, funding, projects) => {
  it('names every aid form, size and status once, in the catalogue block', () => {
    for (const a of AID_FORM_VALUES) expect(funding.catalogue.aidForms[a], a).toBeTruthy();
    for (const s of SIZE_VALUES) expect(funding.catalogue.sizes[s], s).toBeTruthy();
    for (const s of CALL_STATUS_VALUES) expect(funding.search.statuses[s], s).toBeTruthy();
    // The matcher's reasons had their own copies; they must not come back.
    expect(funding.match).not.toHaveProperty('aidForms');
    expect(funding.match).not.toHaveProperty('sizes');
  });

  it('labels the same field with the same words everywhere', () => {
    expect(funding.search.aidForm).toBe(funding.catalogue.aidForm);
    expect(funding.announcement.facts.aidForm).toBe(funding.catalogue.aidForm);
    expect(funding.match.criterionNames.size).toBe(funding.search.size);
    expect(funding.announcement.facts.sizes).toBe(funding.search.size);
    expect(funding.announcement.facts.status).toBe(funding.search.status);
    expect(projects.fields.applicantSize.short).toBe(funding.search.size);
  });

  it("the project form's size classes are the catalogue's", () => {
    for (const s of APPLICANT_SIZES) expect(projects.applicantSizes[s]).toBe(funding.catalogue.sizes[s]);
  });
});
