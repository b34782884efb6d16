/**
 * Not-found messages per collection. When an unknown id is requested under one of these list
 * pages (`/who-we-are/about-borl/our-people/999`), the 404 page says what was not found and links
 * back to the list, instead of the generic text. Messages follow the design (section 3).
 *
 * To add a collection: one entry with the list path, the message and the link text. Both texts
 * are translated through `translate()` with the ids given here.
 */

/** One collection's not-found view. */
export type NotFoundSection = {
  /** The list page; any deeper path under it is an unknown entry of this collection. */
  listPath: string;
  /** Translation id and English text of the heading. */
  title: {id: string; message: string};
  /** Translation id and English text of the link back (absent: no link). */
  backLink?: {id: string; message: string};
  /** Where the back link goes when that is not `listPath`. */
  backPath?: string;
};

export const notFoundSections: readonly NotFoundSection[] = [
  {
    listPath: '/who-we-are/about-borl/our-people',
    title: {id: 'notFound.person.title', message: 'Person not found'},
    backLink: {id: 'notFound.person.back', message: 'Back to All People'},
  },
  {
    listPath: '/who-we-are/about-borl/lab-alumni',
    title: {id: 'notFound.alumnus.title', message: 'Person not found'},
    backLink: {id: 'notFound.alumnus.back', message: 'Back to All People'},
  },
  {
    listPath: '/what-we-do/understand/programs-and-projects',
    title: {id: 'notFound.program.title', message: 'Program not found'},
    backLink: {id: 'notFound.program.back', message: 'Back to All Programs'},
  },
  {
    listPath: '/what-we-do/understand/area-of-research',
    title: {id: 'notFound.researchArea.title', message: 'Research area not found'},
    backLink: {id: 'notFound.researchArea.back', message: 'Back to All Research Areas'},
  },
  {
    listPath: '/what-we-do/educate/undergraduate',
    title: {id: 'notFound.undergraduate.title', message: 'Category not found'},
    backLink: {id: 'notFound.undergraduate.back', message: 'Back to Undergraduate'},
  },
  {
    listPath: '/what-we-do/educate/graduate',
    title: {id: 'notFound.graduate.title', message: 'Category not found'},
    backLink: {id: 'notFound.graduate.back', message: 'Back to Graduate'},
  },
  {
    listPath: '/know-bay-of-bengal/dive-into-our-research/borl-in-the-news',
    title: {id: 'notFound.pressItem.title', message: 'News item not found'},
    backLink: {id: 'notFound.pressItem.back', message: 'Back to BORL in the News'},
  },
  {
    listPath: '/news/featured-article',
    title: {id: 'notFound.featuredArticle.title', message: 'Article not found'},
    backLink: {id: 'notFound.featuredArticle.back', message: 'Back to Featured Articles'},
    backPath: '/know-bay-of-bengal/dive-into-our-research/news-releases',
  },
  {
    listPath: '/who-we-are/work-with-borl/careers',
    title: {id: 'notFound.career.title', message: 'Opportunity not found'},
    backLink: {id: 'notFound.career.back', message: 'Back to Careers'},
  },
  {
    listPath: '/what-we-do/educate/start-career',
    title: {id: 'notFound.career.title', message: 'Opportunity not found'},
    backLink: {id: 'notFound.career.back', message: 'Back to Careers'},
  },
];

/** The section whose list contains `pathname` (base URL already removed), if any. */
export function notFoundSectionFor(pathname: string): NotFoundSection | undefined {
  const path = pathname.replace(/\/+$/, '');
  return notFoundSections.find((section) => path.startsWith(`${section.listPath}/`));
}
