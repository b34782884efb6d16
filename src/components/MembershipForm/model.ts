/**
 * The membership application: its fields and options, its validation rules and the template
 * parameters sent to the e-mail service. Pure: no React, no browser APIs beyond what the tests give it, so every rule is
 * unit-tested (`tests/unit/membershipModel.test.ts`).
 *
 * Errors are codes, not sentences; `messages.ts` turns them into the translated text the form
 * shows.
 */
import * as z from '../../data/zodMini';

/** Gender options (radio group; optional). */
export const genders = ['Male', 'Female', 'Other'] as const;
/** One of {@link genders}. */
export type Gender = (typeof genders)[number];

/** Designation options (optional). */
export const designations = ['Student', 'Researcher', 'Faculty', 'Professional'] as const;
/** One of {@link designations}. */
export type Designation = (typeof designations)[number];

/** Highest degree options (optional). */
export const highestDegrees = ['HSC', 'B.Sc.', 'M.Sc.', 'Ph.D.', 'Other'] as const;
/** One of {@link highestDegrees}. */
export type HighestDegree = (typeof highestDegrees)[number];

/** Membership categories (required). */
export const membershipCategories = ['Secondary / Higher Secondary Student', 'Undergraduate Student', 'Graduate / Research Student', 'Professional Member'] as const;
/** One of {@link membershipCategories}. */
export type MembershipCategory = (typeof membershipCategories)[number];

/** Areas of interest (multi-select; optional). */
export const areasOfInterestOptions = [
  'Research & Innovation',
  'Internships & Training',
  'Volunteering & Field Activities',
  'Citizen Science & Community Programs',
  'Events & Workshops',
  'Publications & Writing',
] as const;
/** One of {@link areasOfInterestOptions}. */
export type AreaOfInterest = (typeof areasOfInterestOptions)[number];

/** Preferred ways of taking part (multi-select; optional). */
export const preferredInvolvementOptions = ['Online Webinars', 'On-site Fieldwork', 'Collaborative Research', 'Outreach & Awareness Campaigns'] as const;
/** One of {@link preferredInvolvementOptions}. */
export type PreferredInvolvement = (typeof preferredInvolvementOptions)[number];

/**
 * Limits of the form, the one source for the controls (`maxLength`, `min`), the rules and the
 * table in OPERATIONS.md.
 *
 * - `cvMaxBytes`, `photoMaxBytes`: a file must be smaller than this ("less than 5MB"), in bytes
 *   (1 MB = 1024 × 1024 bytes); a file of exactly this size is refused.
 * - `earliestDob`: the earliest date of birth accepted, `YYYY-MM-DD` (the latest is today).
 * - `maxCharacters`: the longest text each text field takes, in characters as
 *   {@link characterCount} counts them. Sized so that an application at every limit stays far
 *   below the e-mail service's 50 KB cap on template parameters (see
 *   `tests/unit/membershipModel.test.ts`, which measures the worst case).
 */
export const limits = {
  cvMaxBytes: 5 * 1024 * 1024,
  photoMaxBytes: 2 * 1024 * 1024,
  earliestDob: '1900-01-01',
  maxCharacters: {
    fullName: 100,
    nationality: 100,
    email: 254,
    phone: 30,
    city: 100,
    country: 100,
    emergencyContact: 200,
    affiliation: 200,
    fieldOfStudy: 200,
    reasonToJoin: 300,
    skills: 2000,
  },
} as const;

/** A text field with a character limit: every text field but the date of birth. */
export type LimitedTextField = keyof typeof limits.maxCharacters;

/** What the form needs to know about a chosen file (a browser `File` satisfies it). */
export type ChosenFile = {
  /** File name as chosen by the visitor. */
  name: string;
  /** Size in bytes. */
  size: number;
};

/** The form state: every field of the application. Empty text is `''`. */
export type MembershipApplication = {
  fullName: string;
  /** Date of birth, `YYYY-MM-DD` as a date input gives it. */
  dob: string;
  gender: Gender | '';
  email: string;
  phone: string;
  nationality: string;
  address: {city: string; country: string};
  emergencyContact: string;
  affiliation: string;
  designation: Designation | '';
  highestDegree: HighestDegree | '';
  fieldOfStudy: string;
  membershipCategory: MembershipCategory | '';
  reasonToJoin: string;
  areasOfInterest: AreaOfInterest[];
  preferredInvolvement: PreferredInvolvement[];
  skills: string;
  cvFile: ChosenFile | null;
  photoFile: ChosenFile | null;
  /** The agreement to abide by the membership rules and code of conduct. */
  agree: boolean;
};

/** A blank application: the form's initial state and its state after a successful submission. */
export function emptyApplication(): MembershipApplication {
  return {
    fullName: '',
    dob: '',
    gender: '',
    email: '',
    phone: '',
    nationality: '',
    address: {city: '', country: ''},
    emergencyContact: '',
    affiliation: '',
    designation: '',
    highestDegree: '',
    fieldOfStudy: '',
    membershipCategory: '',
    reasonToJoin: '',
    areasOfInterest: [],
    preferredInvolvement: [],
    skills: '',
    cvFile: null,
    photoFile: null,
    agree: false,
  };
}

/** The application's text fields (the address's two parts are {@link AddressPart}s). */
export type TextFieldName = 'fullName' | 'dob' | 'email' | 'phone' | 'nationality' | 'emergencyContact' | 'affiliation' | 'fieldOfStudy' | 'reasonToJoin' | 'skills';

/** A part of the address: `city` or `country`. */
export type AddressPart = keyof MembershipApplication['address'];

/**
 * A text field as the form draws it: `type` is the input type (`'textarea'` for several lines,
 * `rows` high, in lines of text; default `'text'`); `autoComplete` the autofill token;
 * `counted` shows a running count of characters against the field's limit in
 * {@link limits} (for long texts); `wide` spans both columns of the section.
 */
export type TextFieldSpec<Name extends TextFieldName | AddressPart = TextFieldName> = {
  kind: 'text';
  name: Name;
  type?: 'email' | 'tel' | 'date' | 'textarea';
  required?: boolean;
  autoComplete?: string;
  rows?: number;
  counted?: boolean;
  wide?: boolean;
};

/**
 * One field of the form's layout, by the control that edits it:
 * - `text`: see {@link TextFieldSpec}.
 * - `address`: the city and country, grouped under one legend as they make one address.
 * - `select`: a drop-down list of `options`, empty until one is chosen.
 * - `radio`: one of `options`; `checkboxes`: any of them; `columns` sets long lists in two
 *   columns on wider screens.
 * - `file`: a file of the types in `accept` (the input's `accept` attribute); its size limit
 *   is {@link checkFileSize}'s.
 */
export type FieldSpec =
  | TextFieldSpec
  | {kind: 'address'; name: 'address'; parts: readonly TextFieldSpec<AddressPart>[]}
  | {kind: 'select'; name: 'designation' | 'highestDegree'; options: readonly string[]}
  | {kind: 'radio'; name: 'gender' | 'membershipCategory'; options: readonly string[]; required?: boolean; columns?: boolean}
  | {kind: 'checkboxes'; name: 'areasOfInterest' | 'preferredInvolvement'; options: readonly string[]; columns?: boolean}
  | {kind: 'file'; name: 'cvFile' | 'photoFile'; accept: string; required?: boolean};

/** A section of the form: `id` names its heading (`membership-<id>`), `fields` are in order. */
export type FormSection = {
  id: 'about' | 'contact' | 'education' | 'membership' | 'documents';
  fields: readonly FieldSpec[];
};

/**
 * The form's sections and fields in the order a visitor meets them, so the form is drawn from
 * this list and a field is added, moved or made required here. The agreement and the submit
 * button follow them; they belong to sending rather than to the application.
 */
export const formSections: readonly FormSection[] = [
  {
    id: 'about',
    fields: [
      {kind: 'text', name: 'fullName', required: true, autoComplete: 'name'},
      {kind: 'text', name: 'dob', type: 'date', required: true, autoComplete: 'bday'},
      {kind: 'text', name: 'nationality', required: true},
      {kind: 'radio', name: 'gender', options: genders},
    ],
  },
  {
    id: 'contact',
    fields: [
      {kind: 'text', name: 'email', type: 'email', required: true, autoComplete: 'email'},
      {kind: 'text', name: 'phone', type: 'tel', autoComplete: 'tel'},
      {
        kind: 'address',
        name: 'address',
        parts: [
          {kind: 'text', name: 'city', autoComplete: 'address-level2'},
          {kind: 'text', name: 'country', autoComplete: 'country-name'},
        ],
      },
      {kind: 'text', name: 'emergencyContact', wide: true},
    ],
  },
  {
    id: 'education',
    fields: [
      {kind: 'text', name: 'affiliation', autoComplete: 'organization'},
      {kind: 'select', name: 'designation', options: designations},
      {kind: 'select', name: 'highestDegree', options: highestDegrees},
      {kind: 'text', name: 'fieldOfStudy'},
    ],
  },
  {
    id: 'membership',
    fields: [
      {kind: 'radio', name: 'membershipCategory', options: membershipCategories, required: true, columns: true},
      {kind: 'text', name: 'reasonToJoin', type: 'textarea', rows: 5, counted: true, wide: true},
      {kind: 'checkboxes', name: 'areasOfInterest', options: areasOfInterestOptions, columns: true},
      {kind: 'checkboxes', name: 'preferredInvolvement', options: preferredInvolvementOptions, columns: true},
      {kind: 'text', name: 'skills', type: 'textarea', rows: 4, counted: true, wide: true},
    ],
  },
  {
    id: 'documents',
    fields: [
      {
        kind: 'file',
        name: 'cvFile',
        accept: '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        required: true,
      },
      {kind: 'file', name: 'photoFile', accept: 'image/jpeg,image/png,image/webp'},
    ],
  },
];

/** Fields that can carry an error, in the order the form shows them (first invalid gets focus). */
export const validatedFields = [
  'fullName',
  'dob',
  'nationality',
  'email',
  'phone',
  'city',
  'country',
  'emergencyContact',
  'affiliation',
  'fieldOfStudy',
  'membershipCategory',
  'reasonToJoin',
  'skills',
  'cvFile',
  'photoFile',
  'agree',
] as const;
/** One of {@link validatedFields}. */
export type ValidatedField = (typeof validatedFields)[number];

/** Whether `name` is one of the {@link validatedFields}, i.e. may carry an error. */
export function isValidatedField(name: string): name is ValidatedField {
  return (validatedFields as readonly string[]).includes(name);
}

/**
 * Why a field is invalid: `required` (empty), `invalidEmail`, `invalidDate` (not a calendar
 * date), `tooEarly` (date of birth before {@link limits}' `earliestDob`), `futureDate` (date of
 * birth after today), `tooLong` (over the character limit), `tooLarge` (file at or over its
 * size limit).
 */
export type ErrorCode = 'required' | 'invalidEmail' | 'invalidDate' | 'tooEarly' | 'futureDate' | 'tooLong' | 'tooLarge';

/** The first problem of each invalid field. */
export type FieldErrors = Partial<Record<ValidatedField, ErrorCode>>;

/** Characters as a reader counts them (code points, so a Bengali letter with a sign is not split). */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** At most the field's limit of characters (see {@link limits}). */
const shortEnough = (field: LimitedTextField) => z.refine<string>((text) => characterCount(text) <= limits.maxCharacters[field], 'tooLong');

/** Optional text of at most the field's limit of characters. */
const optionalText = (field: LimitedTextField) => z.string().check(shortEnough(field));

/** A text field that must not be blank: trimmed, at least one character, at most its limit. */
const requiredText = (field?: LimitedTextField) => z.string().check(z.trim(), z.minLength(1, 'required'), ...(field ? [shortEnough(field)] : []));

/** A file smaller than `maxBytes` (an empty choice passes). */
const smallerThan = (maxBytes: number) => z.refine<ChosenFile | null>((file) => (file?.size ?? 0) < maxBytes, 'tooLarge');

/** The form's rules; `today` (`YYYY-MM-DD`) bounds the date of birth. */
function rules(today: string) {
  return z.object({
    fullName: requiredText('fullName'),
    dob: requiredText().check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate'),
      z.refine(isCalendarDate, 'invalidDate'),
      z.refine((dob) => dob >= limits.earliestDob, 'tooEarly'),
      z.refine((dob) => dob <= today, 'futureDate'),
    ),
    nationality: requiredText('nationality'),
    email: z.pipe(requiredText('email'), z.email('invalidEmail')),
    phone: optionalText('phone'),
    address: z.object({city: optionalText('city'), country: optionalText('country')}),
    emergencyContact: optionalText('emergencyContact'),
    affiliation: optionalText('affiliation'),
    fieldOfStudy: optionalText('fieldOfStudy'),
    membershipCategory: z.enum(membershipCategories, 'required'),
    reasonToJoin: optionalText('reasonToJoin'),
    skills: optionalText('skills'),
    cvFile: z.custom<ChosenFile | null>((file) => file !== null, 'required').check(smallerThan(limits.cvMaxBytes)),
    photoFile: z.custom<ChosenFile | null>().check(smallerThan(limits.photoMaxBytes)),
    agree: z.literal(true, 'required'),
  });
}

/**
 * Checks an application against the form's rules and returns the first
 * problem of each invalid field (an empty object when the application may be sent).
 *
 * @param today The current date as `YYYY-MM-DD` (a date of birth may not be later).
 */
export function validateApplication(application: MembershipApplication, today: string): FieldErrors {
  const result = rules(today).safeParse(application);
  const errors: FieldErrors = {};
  if (result.success) {
    return errors;
  }
  for (const issue of result.error.issues) {
    // The address's parts are fields of their own: their errors go by `city` and `country`.
    const field = (issue.path[0] === 'address' ? issue.path[1] : issue.path[0]) as ValidatedField;
    errors[field] ??= issue.message as ErrorCode;
  }
  return errors;
}

/** The first field, in form order, that has an error. */
export function firstInvalidField(errors: FieldErrors): ValidatedField | undefined {
  return validatedFields.find((field) => errors[field] !== undefined);
}

/**
 * Checks a file as soon as it is chosen: `tooLarge` unless it is less than the limit of its
 * control (CV 5 MB, photo 2 MB, so a file of exactly 5 MB is refused as the message "must be
 * less than 5MB" says), otherwise `undefined`.
 */
export function checkFileSize(control: 'cvFile' | 'photoFile', file: ChosenFile): 'tooLarge' | undefined {
  const limit = control === 'cvFile' ? limits.cvMaxBytes : limits.photoMaxBytes;
  return file.size >= limit ? 'tooLarge' : undefined;
}

/**
 * Control characters that have no place in an e-mail's text: C0 and C1 controls except tab and
 * line feed, unpaired UTF-16 surrogates (half a character), and the bidirectional embedding,
 * override and isolate controls (U+202A–U+202E, U+2066–U+2069), which can make the text the
 * coordinator reads run in another order than the one sent (a name or a link shown reversed).
 * Joiners and other format characters that Bengali spelling needs (U+200C, U+200D) are not among
 * them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacters = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A visitor's text as it is sent: trimmed, line breaks written as `\n`, and without control
 * characters (see above). Everything else, markup-like text included, is kept as typed: it is
 * plain text, and the e-mail template escapes it.
 */
export function plainText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(controlCharacters, '').trim();
}

/**
 * Template parameters sent to the e-mail service: every field
 * except the two files and the agreement, as plain text ({@link plainText}). The address is sent as `city` and
 * `country`; the two multi-selects as the chosen options joined by ', ' in the order the form
 * lists them. Options are sent as the model's English values in every language of the site;
 * `locale` names the language of the page the application was sent from (`en`, `bn`), so the
 * coordinator knows in which language to answer.
 */
export type MembershipTemplateParams = {
  fullName: string;
  dob: string;
  gender: string;
  email: string;
  phone: string;
  nationality: string;
  city: string;
  country: string;
  emergencyContact: string;
  affiliation: string;
  designation: string;
  highestDegree: string;
  fieldOfStudy: string;
  membershipCategory: string;
  reasonToJoin: string;
  areasOfInterest: string;
  preferredInvolvement: string;
  skills: string;
  locale: string;
};

function joinInOrder<Option extends string>(options: readonly Option[], chosen: readonly Option[]): string {
  return options.filter((option) => chosen.includes(option)).join(', ');
}

/**
 * Builds the {@link MembershipTemplateParams} of an application.
 *
 * @param locale the site locale of the page the form is on (Docusaurus `i18n.currentLocale`)
 */
export function templateParams(application: MembershipApplication, locale: string): MembershipTemplateParams {
  return {
    fullName: plainText(application.fullName),
    dob: plainText(application.dob),
    gender: application.gender,
    email: plainText(application.email),
    phone: plainText(application.phone),
    nationality: plainText(application.nationality),
    city: plainText(application.address.city),
    country: plainText(application.address.country),
    emergencyContact: plainText(application.emergencyContact),
    affiliation: plainText(application.affiliation),
    designation: application.designation,
    highestDegree: application.highestDegree,
    fieldOfStudy: plainText(application.fieldOfStudy),
    membershipCategory: application.membershipCategory,
    reasonToJoin: plainText(application.reasonToJoin),
    areasOfInterest: joinInOrder(areasOfInterestOptions, application.areasOfInterest),
    preferredInvolvement: joinInOrder(preferredInvolvementOptions, application.preferredInvolvement),
    skills: plainText(application.skills),
    locale,
  };
}

/** Today's date in the visitor's time zone as `YYYY-MM-DD`. */
export function localDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => item === b[index]);
  }
  return a === b;
}

/**
 * The form after a successful submission: each field that still holds what was sent is emptied
 * (as the blank {@link emptyApplication}), while a field the visitor changed while the
 * application was on its way keeps the new value, so nothing typed meanwhile is lost. The
 * address's parts are compared one by one; a file is the same only if it is the same chosen file.
 *
 * @param current the form's state when the e-mail service answered
 * @param sent the state that was sent
 */
export function clearSent(current: MembershipApplication, sent: MembershipApplication): MembershipApplication {
  const blank = emptyApplication();
  const cleared: Record<string, unknown> = {};
  for (const key of Object.keys(blank) as (keyof MembershipApplication)[]) {
    cleared[key] = sameValue(current[key], sent[key]) ? blank[key] : current[key];
  }
  cleared.address = {
    city: current.address.city === sent.address.city ? '' : current.address.city,
    country: current.address.country === sent.address.country ? '' : current.address.country,
  };
  return cleared as MembershipApplication;
}
