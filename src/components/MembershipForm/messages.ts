/**
 * The membership form's error texts: each field's error code (see `model.ts`) as the translated
 * sentence shown beside the control. The two file-size messages keep their wording ('CV file must be less than 5MB.').
 */
import {translate} from '@docusaurus/Translate';
import {limits, type ErrorCode, type LimitedTextField, type ValidatedField} from './model';
import {fieldLabel, type NumberFormat} from './labels';

/** The sentence shown for `code` on `field`; numbers in it are written by `formatNumber`. */
export function errorMessage(field: ValidatedField, code: ErrorCode, formatNumber: NumberFormat): string {
  if (code === 'tooLong' && field !== 'reasonToJoin' && field in limits.maxCharacters) {
    return translate(
      {id: 'membership.error.tooLong', message: '{field} can be at most {max} characters long; shorten it.', description: 'Error of a text field over its character limit; {field} is its label'},
      {field: fieldLabel(field as LimitedTextField), max: formatNumber(limits.maxCharacters[field as LimitedTextField])},
    );
  }
  switch (`${field}:${code}`) {
    case 'fullName:required':
      return translate({id: 'membership.error.fullName.required', message: 'Enter your full name.'});
    case 'dob:required':
      return translate({id: 'membership.error.dob.required', message: 'Enter your date of birth.'});
    case 'dob:invalidDate':
      return translate({id: 'membership.error.dob.invalid', message: 'Enter your date of birth as a real date, for example 2004-03-21.'});
    case 'dob:tooEarly':
      return translate({id: 'membership.error.dob.tooEarly', message: 'Enter a date of birth in {year} or later.'}, {year: formatNumber(Number(limits.earliestDob.slice(0, 4)), {grouping: false})});
    case 'dob:futureDate':
      return translate({id: 'membership.error.dob.future', message: 'Your date of birth must be today or earlier.'});
    case 'email:required':
      return translate({id: 'membership.error.email.required', message: 'Enter your e-mail address.'});
    case 'email:invalidEmail':
      return translate({
        id: 'membership.error.email.invalid',
        message: 'Enter a valid e-mail address, for example name@example.com.',
      });
    case 'nationality:required':
      return translate({id: 'membership.error.nationality.required', message: 'Enter your nationality.'});
    case 'membershipCategory:required':
      return translate({id: 'membership.error.category.required', message: 'Choose a membership category.'});
    case 'reasonToJoin:tooLong':
      return translate(
        {id: 'membership.error.reason.tooLong', message: 'Shorten your reason to join to {max} characters or fewer.', description: 'Error of the reason to join over its character limit'},
        {max: formatNumber(limits.maxCharacters.reasonToJoin)},
      );
    case 'cvFile:required':
      return translate({id: 'membership.error.cv.required', message: 'Attach your CV.'});
    case 'cvFile:tooLarge':
      return translate({id: 'membership.error.cv.tooLarge', message: 'CV file must be less than 5MB.'});
    case 'photoFile:tooLarge':
      return translate({id: 'membership.error.photo.tooLarge', message: 'Photo must be less than 2MB.'});
    case 'agree:required':
      return translate({
        id: 'membership.error.agree.required',
        message: 'Tick the box to agree to the membership rules and code of conduct.',
      });
    default:
      return translate({id: 'membership.error.generic', message: 'Check this field.'});
  }
}

/**
 * Why nothing was sent: an application went out from this browser less than a minute ago.
 * `seconds` is how long to wait (at least 1); `plural` the page language's plural rules, which
 * choose between the singular and the plural sentence; numbers are written by `formatNumber`.
 */
export function tooSoonMessage(seconds: number, plural: Intl.PluralRules, formatNumber: NumberFormat): string {
  const values = {seconds: formatNumber(seconds)};
  return plural.select(seconds) === 'one'
    ? translate(
        {
          id: 'membership.tooSoon.one',
          message: 'You sent an application less than a minute ago. Please wait {seconds} second before sending another.',
          description: 'Shown when a second application is sent within a minute; one second to wait',
        },
        values,
      )
    : translate(
        {
          id: 'membership.tooSoon.other',
          message: 'You sent an application less than a minute ago. Please wait {seconds} seconds before sending another.',
          description: 'Shown when a second application is sent within a minute; several seconds to wait',
        },
        values,
      );
}
