import {notFoundSectionFor} from '@site/src/theme/NotFound/Content/sections';

describe('not-found sections', () => {
  it('names the collection of an unknown entry', () => {
    expect(notFoundSectionFor('/who-we-are/about-borl/our-people/999')?.title.message).toBe('Person not found');
    expect(notFoundSectionFor('/who-we-are/about-borl/lab-alumni/13')?.backLink?.message).toBe('Back to All People');
    expect(notFoundSectionFor('/what-we-do/understand/programs-and-projects/x/')?.title.message).toBe('Program not found');
    expect(notFoundSectionFor('/what-we-do/understand/area-of-research/x')?.backLink?.message).toBe('Back to All Research Areas');
    expect(notFoundSectionFor('/what-we-do/educate/graduate/x')?.title.message).toBe('Category not found');
  });

  it('leaves other paths, and the list pages themselves, to the generic view', () => {
    expect(notFoundSectionFor('/no-such-page')).toBeUndefined();
    expect(notFoundSectionFor('/who-we-are/about-borl/our-people')).toBeUndefined();
    expect(notFoundSectionFor('/who-we-are/about-borl/our-peoplex/1')).toBeUndefined();
  });
});
