/**
 * The membership form's error texts: each field's error code (see `model.ts`) as the translated
 * sentence shown beside the control. The two file-size messages keep their wording ('CV file must be less than 5MB.').
 */
import {translate} from '@docusaurus/Translate';
import type {ErrorCode, ValidatedField} from './model';

/** The sentence shown for `code` on `field`. */
export function errorMessage(field: ValidatedField, code: ErrorCode): string {
  switch (`${field}:${code}`) {
    case 'fullName:required':
      return translate({id: 'membership.error.fullName.required', message: 'Enter your full name.'});
    case 'dob:required':
      return translate({id: 'membership.error.dob.required', message: 'Enter your date of birth.'});
    case 'dob:invalidDate':
      return translate({id: 'membership.error.dob.invalid', message: 'Enter your date of birth as a real date, for example 2004-03-21.'});
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
      return translate({
        id: 'membership.error.reason.tooLong',
        message: 'Shorten your reason to join to 300 characters or fewer.',
      });
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
