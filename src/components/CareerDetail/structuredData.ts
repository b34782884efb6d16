/**
 * The schema.org `JobPosting` (JSON-LD) of a career opportunity that is open, with the fields
 * search engines' job results ask for: title, HTML description, date posted, closing date, employment type,
 * the laboratory as hiring organisation (name, address, logo, `sameAs`), the place of work with
 * its postal address (`src/data/site.ts`), and `directApply: false` (applications go by e-mail).
 * Texts are the entry's, in the page's language; every URL is absolute.
 */
import type {JobPosting} from 'schema-dts';
import type {SiteIdentity} from '@site/src/data/site';
import {laboratoryAddress, organizationReference, researchOrganization} from '@site/src/data/structuredData';
import type {CareerOpportunity, EmploymentKind} from '@site/src/data/careers';
import {careerStatus, closingDay} from './status';

/** schema.org's value for each kind of employment of the careers data. */
export const employmentTypeValues = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  internship: 'INTERN',
  temporary: 'TEMPORARY',
  contract: 'CONTRACTOR',
  volunteer: 'VOLUNTEER',
  other: 'OTHER',
} as const satisfies Record<EmploymentKind, string>;

/** The headings of the description's sections, in the page's language. */
export type JobPostingHeadings = {
  responsibilities: string;
  eligibility: string;
  researchAreas: string;
  applicationProcess: string;
  requirements: string;
};

/** Where the posting and the laboratory are, as absolute URLs. */
export type JobPostingUrls = {
  /** The opportunity's page on the careers list (the canonical one). */
  pageUrl: string;
  /** The home page in the page's language, ending in `/`. */
  homeUrl: string;
  /** The laboratory's identity in the page's language (`useSite()`). */
  site: SiteIdentity;
};

/** Text escaped for HTML. */
function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function list(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${html(item)}</li>`).join('')}</ul>`;
}

/** The posting as HTML: the description's paragraphs, then each list of the page under its heading. */
export function jobPostingHtml(entry: CareerOpportunity, headings: JobPostingHeadings): string {
  return [
    ...entry.description.split(/\n\s*\n/).map((paragraph) => `<p>${html(paragraph.trim())}</p>`),
    `<h3>${html(headings.responsibilities)}</h3>${list(entry.responsibilities)}`,
    `<h3>${html(headings.eligibility)}</h3>${list(entry.eligibility)}`,
    entry.researchAreas ? `<h3>${html(headings.researchAreas)}</h3>${list(entry.researchAreas)}` : '',
    `<h3>${html(headings.applicationProcess)}</h3><p>${html(entry.applicationProcess.instructions)}</p>`,
    `<h3>${html(headings.requirements)}</h3>${list(entry.applicationProcess.requirements)}`,
  ].join('');
}

/**
 * The JobPosting of an opportunity that takes applications on `today`, and none for a closed
 * call ({@link careerStatus}): job results must not list a call past its closing date.
 * `validThrough` is the end of the closing day in Bangladesh time; the title is the post
 * (`position`), as job results name a job, not the call.
 *
 * @param today `YYYY-MM-DD`, the day the page is built: whether the call is open, and where a
 *   yearly deadline is counted from
 */
export function jobPosting(entry: CareerOpportunity, urls: JobPostingUrls, headings: JobPostingHeadings, today: string): JobPosting | undefined {
  if (careerStatus(entry, today) === 'closed') {
    return undefined;
  }
  const closing = closingDay(entry.details.applicationDeadline, today > entry.datePosted ? today : entry.datePosted);
  const sameAs = [urls.site.url, ...Object.values(urls.site.social).filter(Boolean)];
  return {
    '@type': 'JobPosting',
    title: entry.post,
    description: jobPostingHtml(entry, headings),
    datePosted: entry.datePosted,
    ...(closing ? {validThrough: `${closing}T23:59:59+06:00`} : {}),
    employmentType: entry.employment.map((kind) => employmentTypeValues[kind]),
    // The reference is written for any page (untyped); naming its type lets schema-dts check the rest.
    hiringOrganization: {
      ...organizationReference(urls.homeUrl, urls.site),
      '@type': 'ResearchOrganization',
      sameAs,
      logo: String(researchOrganization(urls.homeUrl, urls.site).logo),
    },
    jobLocation: {
      '@type': 'Place',
      name: urls.site.institute.name,
      address: laboratoryAddress(urls.site),
    },
    identifier: {'@type': 'PropertyValue', name: urls.site.name, value: entry.id},
    url: urls.pageUrl,
    directApply: false,
  };
}
