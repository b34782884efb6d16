import {
  areasOfInterestOptions,
  characterCount,
  checkFileSize,
  designations,
  emptyApplication,
  firstInvalidField,
  genders,
  highestDegrees,
  limits,
  localDate,
  membershipCategories,
  preferredInvolvementOptions,
  templateParams,
  validateApplication,
  type ErrorCode,
  type MembershipApplication,
  type ValidatedField,
} from '@site/src/components/MembershipForm/model';
import {errorMessage} from '@site/src/components/MembershipForm/messages';

const today = '2025-06-15';
const MB = 1024 * 1024;

/** An application that passes every rule. */
function validApplication(): MembershipApplication {
  return {
    ...emptyApplication(),
    fullName: 'Nusrat Jahan',
    dob: '2002-04-09',
    email: 'nusrat.jahan@example.com',
    nationality: 'Bangladeshi',
    membershipCategory: 'Undergraduate Student',
    cvFile: {name: 'cv.pdf', size: 200_000},
    agree: true,
  };
}

describe('membership application: fields and options', () => {
  it('offers the shipped options for every choice', () => {
    expect(genders).toEqual(['Male', 'Female', 'Other']);
    expect(designations).toEqual(['Student', 'Researcher', 'Faculty', 'Professional']);
    expect(highestDegrees).toEqual(['HSC', 'B.Sc.', 'M.Sc.', 'Ph.D.', 'Other']);
    expect(membershipCategories).toEqual([
      'Secondary / Higher Secondary Student',
      'Undergraduate Student',
      'Graduate / Research Student',
      'Professional Member',
    ]);
    expect(areasOfInterestOptions).toEqual([
      'Research & Innovation',
      'Internships & Training',
      'Volunteering & Field Activities',
      'Citizen Science & Community Programs',
      'Events & Workshops',
      'Publications & Writing',
    ]);
    expect(preferredInvolvementOptions).toEqual([
      'Online Webinars',
      'On-site Fieldwork',
      'Collaborative Research',
      'Outreach & Awareness Campaigns',
    ]);
  });

  it('starts blank, with no file and the agreement unticked', () => {
    const blank = emptyApplication();
    expect(blank.fullName).toBe('');
    expect(blank.address).toEqual({city: '', country: ''});
    expect(blank.areasOfInterest).toEqual([]);
    expect(blank.cvFile).toBeNull();
    expect(blank.agree).toBe(false);
    expect(emptyApplication()).not.toBe(blank);
  });

  it('has the limits of section 9: CV 5 MB, photo 2 MB, reason 300 characters', () => {
    expect(limits).toEqual({cvMaxBytes: 5 * MB, photoMaxBytes: 2 * MB, reasonToJoinMaxCharacters: 300});
  });
});

describe('membership application: rules', () => {
  it('accepts a complete application', () => {
    expect(validateApplication(validApplication(), today)).toEqual({});
  });

  it('accepts an application with only the required fields, every optional one empty', () => {
    const {photoFile, gender, phone} = validApplication();
    expect([photoFile, gender, phone]).toEqual([null, '', '']);
    expect(validateApplication(validApplication(), today)).toEqual({});
  });

  it('requires full name, date of birth, e-mail, nationality, category, CV and the agreement', () => {
    const errors = validateApplication(emptyApplication(), today);
    expect(errors).toEqual({
      fullName: 'required',
      dob: 'required',
      email: 'required',
      nationality: 'required',
      membershipCategory: 'required',
      cvFile: 'required',
      agree: 'required',
    });
    expect(firstInvalidField(errors)).toBe('fullName');
  });

  it('treats text of spaces only as empty', () => {
    expect(validateApplication({...validApplication(), fullName: '   ', nationality: '\t'}, today)).toEqual({
      fullName: 'required',
      nationality: 'required',
    });
  });

  it.each(['nusrat', 'nusrat@', '@example.com', 'nusrat@example', 'nusrat jahan@example.com', 'a@b@c.com'])(
    'rejects the e-mail address %p',
    (email) => {
      expect(validateApplication({...validApplication(), email}, today)).toEqual({email: 'invalidEmail'});
    },
  );

  it.each(['nusrat@example.com', ' nusrat.jahan+borl@mail.example.ac.bd '])('accepts the e-mail address %p', (email) => {
    expect(validateApplication({...validApplication(), email}, today)).toEqual({});
  });

  it('rejects a date of birth that is not a date or lies after today', () => {
    expect(validateApplication({...validApplication(), dob: '2002-02-30'}, today)).toEqual({dob: 'invalidDate'});
    expect(validateApplication({...validApplication(), dob: '09/04/2002'}, today)).toEqual({dob: 'invalidDate'});
    expect(validateApplication({...validApplication(), dob: '2025-06-16'}, today)).toEqual({dob: 'futureDate'});
    expect(validateApplication({...validApplication(), dob: today}, today)).toEqual({});
  });

  it('rejects a category that is not one of the four', () => {
    const application = {...validApplication(), membershipCategory: 'Honorary Member'} as unknown as MembershipApplication;
    expect(validateApplication(application, today)).toEqual({membershipCategory: 'required'});
  });

  it('allows 300 characters in the reason to join, not 301, counting Bengali letters as readers do', () => {
    expect(validateApplication({...validApplication(), reasonToJoin: 'a'.repeat(300)}, today)).toEqual({});
    expect(validateApplication({...validApplication(), reasonToJoin: 'a'.repeat(301)}, today)).toEqual({reasonToJoin: 'tooLong'});
    expect(characterCount('সমুদ্র')).toBe(6);
    expect(characterCount('🌊 sea')).toBe(5);
  });

  it('rejects a CV over 5 MB and a photo over 2 MB, as soon as they are chosen and on submit', () => {
    expect(checkFileSize('cvFile', {name: 'cv.pdf', size: 5 * MB})).toBeUndefined();
    expect(checkFileSize('cvFile', {name: 'cv.pdf', size: 5 * MB + 1})).toBe('tooLarge');
    expect(checkFileSize('cvFile', {name: 'cv.pdf', size: 6 * MB})).toBe('tooLarge');
    expect(checkFileSize('photoFile', {name: 'me.jpg', size: 2 * MB})).toBeUndefined();
    expect(checkFileSize('photoFile', {name: 'me.jpg', size: 3 * MB})).toBe('tooLarge');
    expect(
      validateApplication(
        {...validApplication(), cvFile: {name: 'cv.pdf', size: 6 * MB}, photoFile: {name: 'me.jpg', size: 3 * MB}},
        today,
      ),
    ).toEqual({cvFile: 'tooLarge', photoFile: 'tooLarge'});
  });

  it('orders errors as the form shows its fields', () => {
    expect(firstInvalidField({agree: 'required', email: 'invalidEmail', dob: 'required'})).toBe('dob');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('membership application: error texts', () => {
  it('uses the exact words for oversized files', () => {
    expect(errorMessage('cvFile', 'tooLarge')).toBe('CV file must be less than 5MB.');
    expect(errorMessage('photoFile', 'tooLarge')).toBe('Photo must be less than 2MB.');
  });

  it('has a specific sentence for every error the rules can produce', () => {
    const generic = errorMessage('fullName', 'tooLarge');
    const produced: [ValidatedField, ErrorCode][] = [
      ...(Object.entries(validateApplication(emptyApplication(), today)) as [ValidatedField, ErrorCode][]),
      ['email', 'invalidEmail'],
      ['dob', 'invalidDate'],
      ['dob', 'futureDate'],
      ['reasonToJoin', 'tooLong'],
    ];
    for (const [field, code] of produced) {
      expect(`${field}:${code} → ${errorMessage(field, code)}`).not.toBe(`${field}:${code} → ${generic}`);
    }
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
    expect(templateParams(full, 'en')).toEqual({
      fullName: 'Tanvir Hasan',
      dob: '1999-11-02',
      gender: 'Male',
      email: 'tanvir.hasan@example.com',
      phone: '+880 1711 000000',
      nationality: 'Bangladeshi',
      city: 'Cox’s Bazar',
      country: 'Bangladesh',
      emergencyContact: 'Rokeya Begum, +880 1811 000000',
      affiliation: 'University of Chittagong',
      designation: 'Researcher',
      highestDegree: 'M.Sc.',
      fieldOfStudy: 'Oceanography',
      membershipCategory: 'Graduate / Research Student',
      reasonToJoin: 'To work on seagrass meadows.',
      areasOfInterest: 'Research & Innovation, Publications & Writing',
      preferredInvolvement: 'On-site Fieldwork',
      skills: 'Diving, R',
      locale: 'en',
    });
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

describe('local date', () => {
  it('formats the visitor’s calendar day as YYYY-MM-DD', () => {
    expect(localDate(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });
});
