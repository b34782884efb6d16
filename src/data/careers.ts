/**
 * Career opportunities at the laboratory: the cards of the Careers page (also shown as Start a
 * Career) and one pre-rendered detail page per entry at `{Careers}/{id}` (the `careers`
 * collection of `src/collections.ts`).
 *
 * To add or change an opportunity:
 * - `id`: lower-case words joined by '-', unique; it is the last segment of the detail URL, so
 *   changing it breaks links people have shared.
 * - `icon`: a square SVG under `static/img/careers/` (96 × 96, flat, the site's palette),
 *   referenced as `/img/careers/<id>.svg`; it is decorative.
 * - `details.duration`: `{kind: 'flexible'}` or `{kind: 'months', min, max}`;
 *   `details.applicationDeadline`: `{kind: 'open'}` (all year), `{kind: 'yearly', month, day}`
 *   or `{kind: 'date', date: 'YYYY-MM-DD'}`.
 * - `description`: paragraphs separated by a blank line. Lists are arrays of sentences.
 * - `datePosted`: `YYYY-MM-DD`, the day the current call was announced (not after a `date`
 *   deadline); search engines show it in job listings.
 * - `employment`: one or more of {@link employmentKinds}, how job boards classify the post.
 * - `researchAreas`: only for opportunities that lead to a research degree.
 * - Entries are shown in the order of this list. A call whose `date` deadline has passed stays
 *   listed, marked closed and without job-search data (`src/components/CareerDetail/status.ts`);
 *   delete it, or give it the next call's dates, when it should go.
 *   `tests/unit/careers.test.ts` checks all of it, with the schema in
 *   `src/data/schemas/careers.ts`.
 *
 * Facts (the three opportunities, their durations and deadlines, the 2000-word research
 * statement) are the laboratory's current calls.
 */
import {site} from './site';
import type {CollectionReviewMetadata} from '../utils/contentReview';

/**
 * When this file's entries were last checked, by whom, and how often (months) they must be
 * checked again: update it after a review (`npm run content:review` lists files that are due).
 */
export const review: CollectionReviewMetadata = {lastReviewed: '2026-11-09', reviewer: 'Laboratory Director', reviewEvery: 3};

/** How long an opportunity lasts. */
export type Duration = {kind: 'flexible'} | {kind: 'months'; min: number; max: number};

/** When applications close: open all year, a day every year, or one calendar date. */
export type Deadline =
  | {kind: 'open'}
  | {kind: 'yearly'; month: number; day: number}
  | {kind: 'date'; /** `YYYY-MM-DD`. */ date: string};

/** How a post is held, as job boards classify it (closed set; the JobPosting maps each to schema.org). */
export const employmentKinds = ['full-time', 'part-time', 'internship', 'temporary', 'contract', 'volunteer', 'other'] as const;

/** One of {@link employmentKinds}. */
export type EmploymentKind = (typeof employmentKinds)[number];

/** A career opportunity: one card of the careers screen and its detail page. */
export type CareerOpportunity = {
  /** URL segment of the detail page. */
  id: string;
  /** Name of the opportunity; the web-mail subject is '{title} Inquiry'. */
  title: string;
  /** One sentence for the card. */
  announcement: string;
  /** Paragraphs separated by blank lines. */
  description: string;
  /** The post the successful applicant holds. */
  position: string;
  /** The day the current call was announced, `YYYY-MM-DD`. */
  datePosted: string;
  /** How the post is held: full-time, an internship, temporary (fixed-term) … */
  employment: readonly EmploymentKind[];
  details: {
    /** Where the work happens. */
    location: string;
    duration: Duration;
    applicationDeadline: Deadline;
    /** The e-mail address inquiries go to (the outreach and student coordinator). */
    contact: string;
  };
  responsibilities: string[];
  eligibility: string[];
  /** Topics a research student may choose from (studentship only). */
  researchAreas?: string[];
  applicationProcess: {
    /** What to do, in one paragraph. */
    instructions: string;
    /** The documents to send. */
    requirements: string[];
  };
  /** Decorative square icon under `static/`. */
  icon: string;
};

/** Largest research statement a studentship applicant may send, in words. */
export const researchStatementMaxWords = 2000;

const location = `${site.shortName} laboratories, ${site.institute.name}, ${site.university.name}, ${site.address.city}, and field sites along the coast of ${site.address.country}`;

/** The opportunities, in the order the Careers page shows them. */
export const careerOpportunities: readonly CareerOpportunity[] = [
  {
    id: 'interns',
    title: 'Interns',
    announcement:
      'Learn how ocean research is done by working alongside our scientists in the laboratory and on field trips, for as long as your studies allow.',
    description: `Our internships are for students who want to see marine science from the inside. Interns join one of our research teams, from plankton and benthos to water quality, coral reefs and physical oceanography, and take part in the team's everyday work: preparing equipment, sorting and measuring samples, entering and checking data, and writing up what they found.

The length and timing of an internship are flexible and agreed with each intern, so that it fits around classes and examinations; many of our interns come during semester breaks. When a field campaign is planned during the internship, interns may join it as far as places on board and safety rules allow.

At the end of the internship every intern presents their work to the team and receives a letter describing what they did.`,
    position: 'Research intern',
    datePosted: '2026-09-01',
    employment: ['internship'],
    details: {
      location,
      duration: {kind: 'flexible'},
      applicationDeadline: {kind: 'open'},
      contact: site.outreachEmail,
    },
    responsibilities: [
      'Help the research team prepare sampling equipment, bottles and instruments before field work.',
      'Process samples in the laboratory under supervision: filtering, sorting, counting and labelling.',
      'Enter, check and tidy data, and keep a clear record of every sample.',
      'Follow the laboratory and field safety rules at all times.',
      'Present a short summary of your work to the team at the end of the internship.',
    ],
    eligibility: [
      'Enrolled in, or recently graduated from, a bachelor’s or master’s programme in marine science, fisheries, oceanography, environmental science, geography or a related subject.',
      'Curious about the Bay of Bengal and willing to learn careful laboratory and field methods.',
      'Able to communicate in English or Bangla and to work as part of a team.',
      'Fit for field work near and on the water when joining a field trip.',
    ],
    applicationProcess: {
      instructions:
        'Applications are welcome at any time of year. Send the documents below by e-mail to our outreach and student coordinator, saying when you are available and which research topics interest you most. We reply to every application and invite shortlisted students for a short conversation with the team leader.',
      requirements: [
        'A CV of at most two pages',
        'A cover letter of at most one page: your interests and the dates you are available',
        'Your most recent academic transcript',
        'A letter of recommendation from a teacher or supervisor',
      ],
    },
    icon: '/img/careers/interns.svg',
  },
  {
    id: 'lab-assistantship',
    title: 'Lab Assistantship',
    announcement:
      'Keep our laboratories running for three to six months: look after instruments, samples and data while gaining hands-on research experience.',
    description: `Lab assistants are the backbone of our day-to-day research. They keep the wet laboratory, the sample stores and the instruments in order, prepare for field campaigns and help our scientists and research students analyse what comes back from the sea.

An assistantship lasts three to six months. It suits recent graduates who want solid practical experience before a research degree or a job in environmental monitoring, fisheries or aquaculture. Lab assistants are trained in the methods they use and work under the supervision of a senior researcher.`,
    position: 'Laboratory assistant',
    datePosted: '2026-10-01',
    employment: ['full-time', 'temporary'],
    details: {
      location,
      duration: {kind: 'months', min: 3, max: 6},
      applicationDeadline: {kind: 'yearly', month: 12, day: 31},
      contact: site.outreachEmail,
    },
    responsibilities: [
      'Maintain, clean and calibrate laboratory instruments and keep their logbooks up to date.',
      'Prepare reagents, sampling kits and equipment for cruises and field trips.',
      'Receive, label, store and track water, sediment and biological samples.',
      'Run routine analyses of water quality and samples under the supervision of a researcher.',
      'Keep the laboratory’s data sheets, inventories and safety records in order.',
    ],
    eligibility: [
      'A bachelor’s degree in marine science, oceanography, fisheries, aquaculture, chemistry, environmental science or a related subject.',
      'Experience of basic laboratory work, from coursework or a previous internship.',
      'Careful, organised and reliable, with good record keeping.',
      'Comfortable with spreadsheets and willing to learn new instruments and methods.',
    ],
    applicationProcess: {
      instructions:
        'Send the documents below by e-mail to our outreach and student coordinator before the deadline, with the months you are available. Shortlisted applicants are invited to an interview with the laboratory manager and a senior researcher, and may be asked to show a simple laboratory skill.',
      requirements: [
        'A CV of at most two pages',
        'A cover letter of at most one page on your laboratory experience and what you hope to learn',
        'Copies of your degree certificate and academic transcript',
        'The names and contact details of two referees',
      ],
    },
    icon: '/img/careers/lab-assistantship.svg',
  },
  {
    id: 'studentship',
    title: 'Studentship and Research Assistantship',
    announcement:
      'Do your own research on the northern Bay of Bengal as a research student or research assistant, for six months up to four years.',
    description: `Our studentships and research assistantships are for graduates who want to do research of their own. Research students carry out a thesis project for a master’s or doctoral degree; research assistants work on one of our funded projects and often build a thesis from it. Both work within one of our research teams, with a supervisor from the laboratory, and take part in our cruises, seminars and publications.

Depending on the project and the degree, a position lasts from six months to four years. Projects draw on the laboratory’s cruises and field sites, from the Sundarbans and the Moheshkhali channel to Sonadia and Saint Martin’s Island, and its laboratories, models and satellite data.

Applicants choose one of the research areas below and describe the question they would like to work on in a research statement.`,
    position: 'Research student or research assistant',
    datePosted: '2025-09-15',
    employment: ['full-time', 'temporary'],
    details: {
      location,
      duration: {kind: 'months', min: 6, max: 48},
      applicationDeadline: {kind: 'date', date: '2025-12-30'},
      contact: site.outreachEmail,
    },
    responsibilities: [
      'Plan and carry out a research project with your supervisor, in the field, in the laboratory or with models and satellite data.',
      'Take part in cruises and field campaigns of your research team.',
      'Analyse your data and keep them documented and archived following the laboratory’s data practice.',
      'Present your progress at the laboratory’s seminars and write up your results for publication.',
      'Help train interns and younger students in the methods you use.',
    ],
    eligibility: [
      'A bachelor’s degree (for a master’s studentship) or a master’s degree (for a doctoral studentship) in marine science, oceanography, fisheries, aquaculture, environmental science, remote sensing or a related subject.',
      'A good academic record and a clear interest in one of the research areas below.',
      'Good written and spoken English, the language of our reports and publications.',
      'Admission to, or eligibility for, the degree programme the studentship leads to.',
    ],
    researchAreas: [
      'Seagrass meadows and their ecology',
      'Marine biotechnology',
      'Sharks and rays: diversity, fisheries and conservation',
      'Aquaculture, including integrated multi-trophic and mussel culture',
      'Coral communities of Saint Martin’s Island',
      'Physical oceanography of the northern Bay of Bengal',
      'Ocean modelling',
      'Remote sensing and GIS of the coast and the sea',
    ],
    applicationProcess: {
      instructions:
        'Send the documents below by e-mail to our outreach and student coordinator by the deadline, naming the research area you have chosen. Shortlisted applicants are interviewed by a panel of the laboratory’s researchers and present their research statement in about ten minutes.',
      requirements: [
        'A CV with your education, research experience and any publications',
        `A research statement of at most ${researchStatementMaxWords.toLocaleString('en-US')} words: the question you would like to study, why it matters and how you would go about it`,
        'Copies of your degree certificates and academic transcripts',
        'Two letters of recommendation, at least one from an academic supervisor',
      ],
    },
    icon: '/img/careers/studentship.svg',
  },
];

/** The opportunity with this id, if any. */
export function careerById(id: string): CareerOpportunity | undefined {
  return careerOpportunities.find((opportunity) => opportunity.id === id);
}
