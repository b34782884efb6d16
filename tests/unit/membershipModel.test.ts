import {readFileSync} from 'node:fs';
import {
  areasOfInterestOptions,
  characterCount,
  checkFileSize,
  clearSent,
  emptyApplication,
  firstInvalidField,
  limits,
  localDate,
  plainText,
  preferredInvolvementOptions,
  templateParams,
  validateApplication,
  validatedFields,
  type ErrorCode,
  type LimitedTextField,
  type MembershipApplication,
  type ValidatedField,
} from '@site/src/components/MembershipForm/model';
import {errorMessage, tooSoonMessage} from '@site/src/components/MembershipForm/messages';

const today = '2025-06-15';
/** Numbers as an English page writes them. */
const english = (value: number, style?: {grouping?: boolean}) => value.toLocaleString('en-GB', {useGrouping: style?.grouping ?? true});
const MB = 1024 * 1024;

/** The application with one text field set: city and country sit in the address. */
function withText(application: MembershipApplication, field: LimitedTextField, text: string): MembershipApplication {
  return field === 'city' || field === 'country' ? {...application, address: {...application.address, [field]: text}} : {...application, [field]: text};
}

/** An application that passes every rule, with only the required fields filled. */
function validApplication(): MembershipApplication {
  const required = {fullName: 'Nusrat Jahan', dob: '2002-04-09', email: 'nusrat.jahan@example.com', nationality: 'Bangladeshi', membershipCategory: 'Undergraduate Student'} as const;
  return {...emptyApplication(), ...required, cvFile: {name: 'cv.pdf', size: 200_000}, agree: true};
}

describe('membership application: fields and options', () => {
  it('starts blank, a new object each time, with no file and the agreement unticked', () => {
    const blank = emptyApplication();
    expect(blank).toMatchObject({fullName: '', address: {city: '', country: ''}, areasOfInterest: [], cvFile: null, agree: false});
    expect(emptyApplication()).not.toBe(blank);
  });

  it('limits every text field that is sent, the date of birth by its format', () => {
    const textFields = Object.entries(templateParams(emptyApplication(), 'en'))
      .map(([key]) => key)
      .filter((key) => !['dob', 'gender', 'designation', 'highestDegree', 'membershipCategory', 'areasOfInterest', 'preferredInvolvement', 'locale'].includes(key));
    expect(Object.keys(limits.maxCharacters).sort()).toEqual(textFields.sort());
    // An e-mail address is at most 254 characters long (RFC 5321); no limit cuts a real one short.
    expect(limits.maxCharacters.email).toBeGreaterThanOrEqual(254);
    for (const max of Object.values(limits.maxCharacters)) expect(max).toBeGreaterThanOrEqual(30);
  });
});

describe('membership application: rules', () => {
  it('accepts an application with only the required fields, every optional one empty', () => {
    const {photoFile, gender, phone} = validApplication();
    expect([photoFile, gender, phone]).toEqual([null, '', '']);
    expect(validateApplication(validApplication(), today)).toEqual({});
  });

  it('requires full name, date of birth, e-mail, nationality, one of the four categories, CV and the agreement', () => {
    const errors = validateApplication(emptyApplication(), today);
    expect(errors).toEqual({fullName: 'required', dob: 'required', email: 'required', nationality: 'required', membershipCategory: 'required', cvFile: 'required', agree: 'required'});
    expect(firstInvalidField(errors)).toBe('fullName');
    const honorary = {...validApplication(), membershipCategory: 'Honorary Member'} as unknown as MembershipApplication;
    expect(validateApplication(honorary, today)).toEqual({membershipCategory: 'required'});
    // Text of spaces only is empty.
    expect(validateApplication({...validApplication(), fullName: '   ', nationality: '\t'}, today)).toEqual({fullName: 'required', nationality: 'required'});
  });

  it.each<[string, object]>([
    ...['nusrat', 'nusrat@', '@example.com', 'nusrat@example', 'nusrat jahan@example.com', 'a@b@c.com'].map((email): [string, object] => [email, {email: 'invalidEmail'}]),
    ...['nusrat@example.com', ' nusrat.jahan+borl@mail.example.ac.bd '].map((email): [string, object] => [email, {}]),
  ])('judges the e-mail address %p as %p', (email, errors) => {
    expect(validateApplication({...validApplication(), email}, today)).toEqual(errors);
  });

  it.each([
    ['2002-02-30', {dob: 'invalidDate'}],
    ['09/04/2002', {dob: 'invalidDate'}],
    ['1899-12-31', {dob: 'tooEarly'}],
    ['0999-01-01', {dob: 'tooEarly'}],
    ['1900-01-01', {}],
    ['2025-06-16', {dob: 'futureDate'}],
    [today, {}],
  ])('judges the date of birth %p as %p (a date from 1900 to today)', (dob, errors) => {
    expect(validateApplication({...validApplication(), dob}, today)).toEqual(errors);
  });

  it('allows 300 characters in the reason to join, not 301, counting Bengali letters as readers do', () => {
    expect(validateApplication({...validApplication(), reasonToJoin: 'a'.repeat(300)}, today)).toEqual({});
    expect(validateApplication({...validApplication(), reasonToJoin: 'a'.repeat(301)}, today)).toEqual({reasonToJoin: 'tooLong'});
    expect(characterCount('সমুদ্র')).toBe(6);
    expect(characterCount('🌊 sea')).toBe(5);
  });

  it('allows every text field up to its limit and not one character more', () => {
    for (const [field, max] of Object.entries(limits.maxCharacters) as [LimitedTextField, number][]) {
      const set = (text: string) => (field === 'email' ? {...validApplication(), email: `${'a'.repeat(text.length - '@example.com'.length)}@example.com`} : withText(validApplication(), field, text));
      expect(validateApplication(set('অ'.repeat(max)), today)).toEqual({});
      expect(validateApplication(set('অ'.repeat(max + 1)), today)).toEqual({[field]: 'tooLong'});
    }
  });

  it('accepts a CV and a photo less than their limit and refuses one of exactly the limit ("less than 5MB"), on choosing and on submit', () => {
    for (const [field, limit] of [
      ['cvFile', 5 * MB],
      ['photoFile', 2 * MB],
    ] as const) {
      expect(checkFileSize(field, {name: 'f', size: limit - 1})).toBeUndefined();
      expect(checkFileSize(field, {name: 'f', size: limit})).toBe('tooLarge');
      expect(validateApplication({...validApplication(), [field]: {name: 'f', size: limit - 1}}, today)).toEqual({});
      expect(validateApplication({...validApplication(), [field]: {name: 'f', size: limit}}, today)).toEqual({[field]: 'tooLarge'});
    }
  });

  it('orders errors as the form shows its fields', () => {
    expect(firstInvalidField({agree: 'required', email: 'invalidEmail', dob: 'required'})).toBe('dob');
    expect(firstInvalidField({skills: 'tooLong', city: 'tooLong'})).toBe('city');
    expect(firstInvalidField({})).toBeUndefined();
    const layout = [
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
    ];
    expect(validatedFields.filter((field) => layout.includes(field))).toEqual(layout);
  });
});

describe('membership application: error texts', () => {
  it('uses the exact words for oversized files, names the field and its limit of a long text, and the first year of birth', () => {
    expect(errorMessage('cvFile', 'tooLarge', english)).toBe('CV file must be less than 5MB.');
    expect(errorMessage('photoFile', 'tooLarge', english)).toBe('Photo must be less than 2MB.');
    expect(errorMessage('skills', 'tooLong', english)).toBe('Skills can be at most 2,000 characters long; shorten it.');
    expect(errorMessage('city', 'tooLong', english)).toBe('City can be at most 100 characters long; shorten it.');
    expect(errorMessage('reasonToJoin', 'tooLong', english)).toBe('Shorten your reason to join to 300 characters or fewer.');
    expect(errorMessage('dob', 'tooEarly', english)).toBe('Enter a date of birth in 1900 or later.');
  });

  it('suggests, in English and in Bengali, a date of birth that the date field accepts as it is typed', () => {
    const bengali = (JSON.parse(readFileSync('i18n/bn/code.json', 'utf8')) as Record<string, {message: string}>)['membership.error.dob.invalid']?.message ?? '';
    for (const message of [errorMessage('dob', 'invalidDate', english), bengali]) {
      const example = /(?:for example|যেমন)\s+(.+?)[.।]?$/u.exec(message)?.[1] ?? '';
      expect({message, example, errors: validateApplication({...validApplication(), dob: example}, today)}).toEqual({message, example, errors: {}});
    }
  });

  it('has a specific sentence for every error the rules can produce', () => {
    const generic = errorMessage('fullName', 'tooLarge', english);
    const produced: [ValidatedField, ErrorCode][] = [
      ...(Object.entries(validateApplication(emptyApplication(), today)) as [ValidatedField, ErrorCode][]),
      ...(Object.keys(limits.maxCharacters).map((field) => [field, 'tooLong']) as [ValidatedField, ErrorCode][]),
      ['email', 'invalidEmail'],
      ['dob', 'invalidDate'],
      ['dob', 'tooEarly'],
      ['dob', 'futureDate'],
      ['cvFile', 'tooLarge'],
      ['photoFile', 'tooLarge'],
    ];
    for (const [field, code] of produced) expect(`${field}:${code} → ${errorMessage(field, code, english)}`).not.toBe(`${field}:${code} → ${generic}`);
  });

  it('says how many seconds to wait after a send, in the singular for one', () => {
    const plural = new Intl.PluralRules('en-GB');
    expect(tooSoonMessage(40, plural, english)).toBe('You sent an application less than a minute ago. Please wait 40 seconds before sending another.');
    expect(tooSoonMessage(1, plural, english)).toBe('You sent an application less than a minute ago. Please wait 1 second before sending another.');
  });
});

describe('membership application: template parameters', () => {
  const full: MembershipApplication = {
    fullName: '  Tanvir Hasan ',
    dob: '1999-11-02',
    gender: 'Male',
    email: 'tanvir.hasan@example.com',
    phone: '+880 1711 000000',
    nationality: 'Bangladeshi',
    address: {city: 'Cox’s Bazar', country: 'Bangladesh'},
    emergencyContact: 'Rokeya Begum, +880 1811 000000',
    affiliation: 'University of Chittagong',
    designation: 'Researcher',
    highestDegree: 'M.Sc.',
    fieldOfStudy: 'Oceanography',
    membershipCategory: 'Graduate / Research Student',
    reasonToJoin: 'To work on seagrass meadows.',
    areasOfInterest: ['Publications & Writing', 'Research & Innovation'],
    preferredInvolvement: ['On-site Fieldwork'],
    skills: 'Diving, R',
    cvFile: {name: 'cv.pdf', size: 1000},
    photoFile: {name: 'me.jpg', size: 1000},
    agree: true,
  };

  it('sends every field except the files and the agreement, multi-selects joined by commas', () => {
    const text = Object.fromEntries(Object.entries(full).filter(([, value]) => typeof value === 'string'));
    const joined = {areasOfInterest: 'Research & Innovation, Publications & Writing', preferredInvolvement: 'On-site Fieldwork'};
    expect(templateParams(full, 'en')).toEqual({...text, ...full.address, fullName: 'Tanvir Hasan', ...joined, locale: 'en'});
  });

  it('sends the same option values from a page in another language, naming its locale', () => {
    const fromBengali = templateParams(full, 'bn');
    expect(fromBengali).toEqual({...templateParams(full, 'en'), locale: 'bn'});
    expect(fromBengali.membershipCategory).toBe('Graduate / Research Student');
  });

  it('sends empty text for fields left empty', () => {
    const {locale, ...params} = templateParams(emptyApplication(), 'en');
    expect(locale).toBe('en');
    expect(Object.values(params).every((value) => value === '')).toBe(true);
    expect(Object.keys(params)).not.toEqual(expect.arrayContaining(['cvFile', 'photoFile', 'agree']));
  });
});

describe('membership application: plain text', () => {
  it('removes control characters, bidirectional embeddings, overrides and isolates and half characters, keeps line breaks, tabs, every letter and Bengali joiners', () => {
    expect(plainText(' a\u0000b\u0007c\u001Bd\u007Fe\u0085f ')).toBe('abcdef');
    expect(plainText('line one\r\nline two\rthree\n\tfour')).toBe('line one\nline two\nthree\n\tfour');
    expect(plainText('x\uD800y\uDC00z')).toBe('xyz');
    expect(plainText('evil\u202Etxt.exe \u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069done')).toBe('eviltxt.exe done');
    expect(plainText('left\u200E\u200Fright')).toBe('left\u200E\u200Fright');
    // র‍্যাব is written with a zero-width joiner; ক্‌ with a zero-width non-joiner.
    for (const text of ['sea 🌊', 'নুসরাত জাহান', 'র\u200D্যাব', 'ক্\u200Cষ']) expect(plainText(text)).toBe(text);
  });

  it('sends markup as the text it is, for the template to escape', () => {
    const markup = '<a href="https://x.example">win</a><script>alert(1)</script>';
    expect(templateParams({...emptyApplication(), fullName: markup}, 'en').fullName).toBe(markup);
  });
});

describe('membership application: size of what is sent', () => {
  /** The heaviest characters in EmailJS's JSON body: 4 UTF-8 bytes, 2 once escaped, 3 (Bengali); control characters are removed. */
  const heaviest = ['🌊', '"', '\\', 'অ'];
  /** EmailJS's cap on the template parameters of one e-mail, in bytes. */
  const emailJsCapBytes = 50 * 1024;

  it.each(heaviest)('an application with every field at its limit of %p stays under half the cap', (character) => {
    const application = (Object.entries(limits.maxCharacters) as [LimitedTextField, number][]).reduce((filled, [field, max]) => withText(filled, field, character.repeat(max)), {
      ...emptyApplication(),
      dob: '1999-11-02',
      gender: 'Female',
      designation: 'Professional',
      highestDegree: 'Ph.D.',
      membershipCategory: 'Secondary / Higher Secondary Student',
      areasOfInterest: [...areasOfInterestOptions],
      preferredInvolvement: [...preferredInvolvementOptions],
    } as MembershipApplication);
    // The body EmailJS's `send` posts, with ids as long as EmailJS issues.
    const ids = {user_id: 'x'.repeat(40), service_id: 'service_'.padEnd(40, 'x'), template_id: 'template_'.padEnd(40, 'x')};
    const body = JSON.stringify({lib_version: '4.4.1', ...ids, template_params: templateParams(application, 'bn')});
    const bytes = Buffer.byteLength(body, 'utf8');
    expect(bytes).toBeGreaterThan(Object.values(limits.maxCharacters).reduce((sum, max) => sum + max, 0));
    expect(bytes).toBeLessThan(emailJsCapBytes / 2);
    // OPERATIONS.md promises the coordinator less than 15 KB.
    expect(bytes).toBeLessThan(15 * 1024);
  });
});

describe('membership application: clearing after sending', () => {
  const sent: MembershipApplication = {
    ...emptyApplication(),
    fullName: 'Tanvir Hasan',
    dob: '1999-11-02',
    address: {city: 'Khulna', country: 'Bangladesh'},
    areasOfInterest: ['Research & Innovation'],
    cvFile: {name: 'cv.pdf', size: 1000},
    agree: true,
  };

  it('empties every field that still holds what was sent', () => {
    expect(clearSent(sent, sent)).toEqual(emptyApplication());
    expect(clearSent({...sent, areasOfInterest: [...sent.areasOfInterest]}, sent)).toEqual(emptyApplication());
  });

  it('keeps what the visitor changed while the application was on its way', () => {
    const newCv = {name: 'cv-2.pdf', size: 2000};
    const current: MembershipApplication = {...sent, skills: 'Diving', address: {...sent.address, city: 'Barishal'}, cvFile: newCv, areasOfInterest: []};
    expect(clearSent(current, sent)).toEqual({...emptyApplication(), skills: 'Diving', address: {city: 'Barishal', country: ''}, cvFile: newCv});
  });

  it('formats the visitor’s calendar day as YYYY-MM-DD', () => {
    expect(localDate(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });
});

describe('membership application: limits in OPERATIONS.md', () => {
  it('lists every text field’s limit as the model sets it, for the coordinator', () => {
    const operations = readFileSync('OPERATIONS.md', 'utf8');
    const rows = new Map([...operations.matchAll(/^\| `(\w+)` \| (\d+) \|$/gm)].map(([, field, max]) => [field, Number(max)]));
    for (const [field, max] of Object.entries(limits.maxCharacters)) expect([field, rows.get(field)]).toEqual([field, max]);
    expect(operations).toContain(`between ${limits.earliestDob} and today`);
  });
});
