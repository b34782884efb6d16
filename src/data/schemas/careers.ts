/**
 * Schema of the career opportunities of `src/data/careers.ts` (see that file's header for the
 * fields). `tests/unit/careers.test.ts` runs every entry through it.
 *
 * It lives here, not next to the data, so that the careers pages do not ship zod.
 */
import {z} from '../zod';
import {employmentKinds, type CareerOpportunity} from '../careers';

const yearlyDate = z.object({kind: z.literal('yearly'), month: z.number().int().min(1).max(12), day: z.number().int().min(1).max(31)});

/** Schema of one {@link CareerOpportunity} (the unit tests run every entry through it). */
export const careerOpportunitySchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be lower-case words joined by "-"'),
    title: z.string().min(3),
    announcement: z.string().min(40).max(200),
    description: z.string().min(200),
    post: z.string().min(3),
    datePosted: z.iso.date('datePosted must be a real date, YYYY-MM-DD'),
    employment: z.array(z.enum(employmentKinds)).min(1),
    details: z.object({
      location: z.string().min(10),
      duration: z.discriminatedUnion('kind', [z.object({kind: z.literal('flexible')}), z.object({kind: z.literal('months'), min: z.number().int().positive(), max: z.number().int().positive()})]),
      applicationDeadline: z.discriminatedUnion('kind', [z.object({kind: z.literal('open')}), yearlyDate, z.object({kind: z.literal('date'), date: z.iso.date()})]),
      contact: z.email(),
    }),
    responsibilities: z.array(z.string().min(10)).min(3),
    eligibility: z.array(z.string().min(10)).min(3),
    researchAreas: z.array(z.string().min(3)).min(3).optional(),
    applicationProcess: z.object({
      instructions: z.string().min(80),
      requirements: z.array(z.string().min(5)).min(2),
    }),
    icon: z.string().regex(/^\/img\/careers\/[a-z0-9-]+\.svg$/),
  })
  .refine((opportunity) => opportunity.details.applicationDeadline.kind !== 'date' || opportunity.datePosted <= opportunity.details.applicationDeadline.date, {
    message: 'datePosted must not be after the application deadline',
    path: ['datePosted'],
  }) satisfies z.ZodType<CareerOpportunity>;
