/**
 * The schema.org `JobPosting` (JSON-LD) of a career opportunity, with the fields search engines'
 * job results ask for: title, HTML description, date posted, closing date, employment type,
 * the laboratory as hiring organisation (name, address, logo, `sameAs`), the place of work with
 * its postal address (`src/data/site.ts`), and `directApply: false` (applications go by e-mail).
 * Texts are the entry's, in the page's language; every URL is absolute.
 */
import type {JobPosting} from 'schema-dts';
import {site} from '@site/src/data/site';
import {laboratoryAddress, organizationReference, researchOrganization} from '@site/src/data/structuredData';
import type {CareerOpportunity, Deadline, EmploymentKind} from '@site/src/data/careers';

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
 * The last day applications are taken, `YYYY-MM-DD`: a fixed date as it is, a yearly deadline
 * at its next occurrence on or after `fromDay`, none for a call open all year.
 *
 * @param fromDay `YYYY-MM-DD`, the day the page is built (or the posting's date, if later)
 */
export function closingDay(deadline: Deadline, fromDay: string): string | undefined {
  switch (deadline.kind) {
    case 'open':
      return undefined;
    case 'date':
      return deadline.date;
    case 'yearly': {
      const year = Number(fromDay.slice(0, 4));
      const inYear = (candidate: number) => `${candidate}-${String(deadline.month).padStart(2, '0')}-${String(deadline.day).padStart(2, '0')}`;
      return inYear(year) >= fromDay ? inYear(year) : inYear(year + 1);
    }
  }
}

/**
 * The JobPosting of an opportunity. `validThrough` is the end of the closing day in Bangladesh
 * time; the title is the post (`position`), as job results name a job, not the call.
 *
 * @param today `YYYY-MM-DD`, the day the page is built: where a yearly deadline is counted from
 */
export function jobPosting(entry: CareerOpportunity, urls: JobPostingUrls, headings: JobPostingHeadings, today: string): JobPosting {
  const closing = closingDay(entry.details.applicationDeadline, today > entry.datePosted ? today : entry.datePosted);
  const sameAs = [site.url, ...Object.values(site.social).filter(Boolean)];
  return {
    '@type': 'JobPosting',
    title: entry.position,
    description: jobPostingHtml(entry, headings),
    datePosted: entry.datePosted,
    ...(closing ? {validThrough: `${closing}T23:59:59+06:00`} : {}),
    employmentType: entry.employment.map((kind) => employmentTypeValues[kind]),
    // The reference is written for any page (untyped); naming its type lets schema-dts check the rest.
    hiringOrganization: {
      ...organizationReference(urls.homeUrl),
      '@type': 'ResearchOrganization',
      sameAs,
      logo: String(researchOrganization(urls.homeUrl).logo),
    },
    jobLocation: {
      '@type': 'Place',
      name: site.institute.name,
      address: laboratoryAddress(),
    },
    identifier: {'@type': 'PropertyValue', name: site.name, value: entry.id},
    url: urls.pageUrl,
    directApply: false,
  };
}
