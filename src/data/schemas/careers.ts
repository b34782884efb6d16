/**
 * Schema of the career opportunities of `src/data/careers.ts` (see that file's header for the
 * fields' rules), and the source of their types: {@link CareerOpportunity}, {@link Duration} and
 * {@link Deadline} are inferred from it. `tests/unit/careers.test.ts` runs every entry through it.
 *
 * It lives here, not next to the data, so that the careers pages do not ship zod.
 */
import {z} from '../zod';
import {employmentKinds} from '../careers';

const yearlyDate = z.object({kind: z.literal('yearly'), month: z.number().int().min(1).max(12), day: z.number().int().min(1).max(31)});

/** Schema of a {@link Duration}. */
export const durationSchema = z.discriminatedUnion('kind', [
  z.object({kind: z.literal('flexible')}),
  z.object({kind: z.literal('months'), min: z.number().int().positive(), max: z.number().int().positive()}),
]);

/** How long an opportunity lasts. */
export type Duration = z.infer<typeof durationSchema>;

/** Schema of a {@link Deadline}. */
export const deadlineSchema = z.discriminatedUnion('kind', [
  z.object({kind: z.literal('open')}),
  yearlyDate,
  z.object({
    kind: z.literal('date'),
    /** `YYYY-MM-DD`. */
    date: z.iso.date(),
  }),
]);

/** When applications close: open all year, a day every year, or one calendar date. */
export type Deadline = z.infer<typeof deadlineSchema>;

/** Schema of one {@link CareerOpportunity} (the unit tests run every entry through it). */
export const careerOpportunitySchema = z
  .object({
    /** URL segment of the detail page. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be lower-case words joined by "-"'),
    /** Name of the opportunity; the web-mail subject is '{title} Inquiry'. */
    title: z.string().min(3),
    /** One sentence for the card. */
    announcement: z.string().min(40).max(200),
    /** Paragraphs separated by blank lines. */
    description: z.string().min(200),
    /** The post the successful applicant holds (the job title of job listings). */
    post: z.string().min(3),
    /** The day the current call was announced, `YYYY-MM-DD`. */
    datePosted: z.iso.date('datePosted must be a real date, YYYY-MM-DD'),
    /** How the post is held: full-time, an internship, temporary (fixed-term) … */
    employment: z.array(z.enum(employmentKinds)).min(1),
    details: z.object({
      /** Where the work happens. */
      location: z.string().min(10),
      duration: durationSchema,
      applicationDeadline: deadlineSchema,
      /** The e-mail address inquiries go to (the outreach and student coordinator). */
      contact: z.email(),
    }),
    responsibilities: z.array(z.string().min(10)).min(3),
    eligibility: z.array(z.string().min(10)).min(3),
    /** Topics a research student may choose from (studentship only). */
    researchAreas: z.array(z.string().min(3)).min(3).optional(),
    applicationProcess: z.object({
      /** What to do, in one paragraph. */
      instructions: z.string().min(80),
      /** The documents to send. */
      requirements: z.array(z.string().min(5)).min(2),
    }),
    /** Decorative square icon under `static/`. */
    icon: z.string().regex(/^\/img\/careers\/[a-z0-9-]+\.svg$/),
  })
  .refine((opportunity) => opportunity.details.applicationDeadline.kind !== 'date' || opportunity.datePosted <= opportunity.details.applicationDeadline.date, {
    message: 'datePosted must not be after the application deadline',
    path: ['datePosted'],
  });

/** A career opportunity: one card of the careers screen and its detail page. */
export type CareerOpportunity = z.infer<typeof careerOpportunitySchema>;
