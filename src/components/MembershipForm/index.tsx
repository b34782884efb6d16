import React, {useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {site} from '@site/src/data/site';
import {useEmailJsConfig} from '@site/src/hooks/useEmailJsConfig';
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
  validatedFields,
  type ErrorCode,
  type MembershipApplication,
  type ValidatedField,
} from './model';
import {errorMessage} from './messages';
import {sendApplication} from './send';
import styles from './styles.module.css';

/** The form state (a chosen `File` is kept as the {@link MembershipApplication}'s file). */
type FormState = MembershipApplication;

/** Text fields edited through {@link TextField}. */
type TextKey = 'fullName' | 'dob' | 'email' | 'phone' | 'nationality' | 'emergencyContact' | 'affiliation' | 'fieldOfStudy' | 'skills';

/** The DOM id of a control; radio groups focus their first option. */
function controlId(field: ValidatedField | TextKey | 'city' | 'country' | 'reasonToJoin'): string {
  return field === 'membershipCategory' ? 'membership-membershipCategory-0' : `membership-${field}`;
}

const errorId = (field: string) => `membership-${field}-error`;
const hintId = (field: string) => `membership-${field}-hint`;

/** `aria-describedby` for a control with an optional hint and an optional error. */
function describedBy(field: string, hasHint: boolean, hasError: boolean): string | undefined {
  const ids = [hasHint ? hintId(field) : '', hasError ? errorId(field) : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function RequiredMark(): ReactNode {
  return (
    <span className={styles.required}>
      {' '}
      <Translate id="membership.required" description="Marks a required field in its label">
        (required)
      </Translate>
    </span>
  );
}

function FieldError({field, code}: {field: ValidatedField; code: ErrorCode | undefined}): ReactNode {
  if (!code) {
    return null;
  }
  return (
    <p id={errorId(field)} className={styles.error}>
      <span className="sr-only">
        <Translate id="membership.errorPrefix" description="Read before an error message by screen readers">
          Error:
        </Translate>{' '}
      </span>
      {errorMessage(field, code)}
    </p>
  );
}

type TextFieldProps = {
  field: TextKey;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: ErrorCode;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  multiline?: boolean;
  wide?: boolean;
};

/** A labelled text input (or text area) with its hint and error tied to it. */
function TextField({field, label, value, onChange, required = false, error, hint, type = 'text', autoComplete, multiline = false, wide = false}: TextFieldProps): ReactNode {
  const common = {
    id: controlId(field),
    name: field,
    value,
    className: styles.input,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(field, Boolean(hint), Boolean(error)),
  };
  return (
    <div className={clsx(styles.field, wide && styles.wide)}>
      <label htmlFor={common.id} className={styles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p id={hintId(field)} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? <FieldError field={field as ValidatedField} code={error} /> : null}
    </div>
  );
}

type ChoiceGroupProps<Option extends string> = {
  name: string;
  legend: ReactNode;
  options: readonly Option[];
  type: 'radio' | 'checkbox';
  isChecked: (option: Option) => boolean;
  onToggle: (option: Option, checked: boolean) => void;
  required?: boolean;
  error?: ErrorCode;
  hint?: ReactNode;
  columns?: boolean;
};

/** A fieldset of radio buttons or checkboxes with a legend; keyboard use is the browser's own. */
function ChoiceGroup<Option extends string>({name, legend, options, type, isChecked, onToggle, required = false, error, hint, columns = false}: ChoiceGroupProps<Option>): ReactNode {
  return (
    <fieldset
      className={clsx(styles.fieldset, styles.wide)}
      aria-describedby={describedBy(name, Boolean(hint), Boolean(error))}>
      <legend className={styles.label}>
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {hint ? (
        <p id={hintId(name)} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={clsx(styles.choices, columns && styles.choiceColumns)}>
        {options.map((option, index) => {
          const id = `membership-${name}-${index}`;
          return (
            <div key={option} className={styles.choice}>
              <input
                id={id}
                type={type}
                name={name}
                value={option}
                checked={isChecked(option)}
                aria-invalid={error ? true : undefined}
                onChange={(event) => onToggle(option, event.target.checked)}
              />
              <label htmlFor={id}>{option}</label>
            </div>
          );
        })}
      </div>
      {error ? <FieldError field={name as ValidatedField} code={error} /> : null}
    </fieldset>
  );
}

/** Toggles `option` in `list`, keeping the list's other entries. */
function toggled<Option extends string>(list: readonly Option[], option: Option, checked: boolean): Option[] {
  return checked ? [...list.filter((entry) => entry !== option), option] : list.filter((entry) => entry !== option);
}

/**
 * The membership application form (specification sections 2, 3, 5, 7 and 8).
 *
 * - Every field of the application; the two multi-selects are groups of checkboxes, the
 *   single choices radio groups or selects, each with a visible label or legend.
 * - Rules (`model.ts`) are checked on submit and then live as the visitor corrects them; each
 *   error sits beside its control, tied with `aria-describedby` and `aria-invalid`, a summary
 *   lists them at the top, and focus moves to the first invalid field.
 * - A CV over 5 MB or a photo over 2 MB is rejected as soon as it is chosen, with the
 *   specification's message, and the file input is cleared.
 * - Submit stays disabled until the agreement is ticked and while an application is being
 *   sent. EmailJS and SweetAlert2 load only on submit.
 * - Success: 'Application Submitted!' popup (closes by itself after 2.5 s) and a blank form.
 *   Failure (network, service, or a build without EmailJS keys): 'Submission Failed' popup,
 *   the error in the console, and every value kept.
 */
export default function MembershipForm(): ReactNode {
  const emailJsConfig = useEmailJsConfig();
  const [values, setValues] = useState<FormState>(emptyApplication);
  const [attempted, setAttempted] = useState(false);
  const [fileErrors, setFileErrors] = useState<Partial<Record<'cvFile' | 'photoFile', ErrorCode>>>({});
  const [sending, setSending] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{field: ValidatedField; serial: number}>();
  const [popupFallback, setPopupFallback] = useState('');
  const sendingRef = useRef(false);
  const cvInputRef = useRef<HTMLInputElement>(null);
  const photoInputRef = useRef<HTMLInputElement>(null);

  // Rules are shown once the visitor has tried to submit, and then follow every correction.
  const ruleErrors = attempted ? validateApplication(values, localDate(new Date())) : {};
  const errors: Partial<Record<ValidatedField, ErrorCode>> = {...ruleErrors};
  for (const control of ['cvFile', 'photoFile'] as const) {
    // A rejected file's message stays until another file is chosen.
    const fileError = fileErrors[control];
    if (fileError) {
      errors[control] = fileError;
    }
  }
  const shownErrors = validatedFields.filter((field) => errors[field] !== undefined);

  useEffect(() => {
    if (focusRequest) {
      document.getElementById(controlId(focusRequest.field))?.focus();
    }
  }, [focusRequest]);

  const update = <Key extends keyof FormState>(key: Key, value: FormState[Key]) =>
    setValues((current) => ({...current, [key]: value}));

  function chooseFile(control: 'cvFile' | 'photoFile', event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? checkFileSize(control, file) : undefined;
    setFileErrors((current) => ({...current, [control]: problem}));
    if (problem) {
      event.target.value = '';
      update(control, null);
    } else {
      update(control, file);
    }
  }

  async function showResult(result: 'submitted' | 'failed') {
    try {
      const popups = await import('./popups');
      if (result === 'submitted') {
        popups.showSubmitted({
          title: translate({id: 'membership.success.title', message: 'Application Submitted!'}),
          text: translate(
            {
              id: 'membership.success.text',
              message: 'Your {shortName} membership application has been successfully submitted.',
            },
            {shortName: site.shortName},
          ),
        });
      } else {
        popups.showFailed({
          title: translate({id: 'membership.failure.title', message: 'Submission Failed'}),
          text: translate({id: 'membership.failure.text', message: 'Please try again later.'}),
          close: translate({id: 'membership.failure.close', message: 'OK'}),
        });
      }
    } catch (error) {
      // The popup could not load (e.g. the connection dropped): say it in the page instead.
      console.error('The membership form could not show its result popup.', error);
      setPopupFallback(
        result === 'submitted'
          ? translate({id: 'membership.success.inline', message: 'Application Submitted! Thank you.'})
          : translate({id: 'membership.failure.inline', message: 'Submission Failed. Please try again later.'}),
      );
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) {
      return;
    }
    setAttempted(true);
    setPopupFallback('');
    const first = firstInvalidField(validateApplication(values, localDate(new Date())));
    if (first) {
      setFocusRequest((current) => ({field: first, serial: (current?.serial ?? 0) + 1}));
      return;
    }
    sendingRef.current = true;
    setSending(true);
    try {
      await sendApplication(emailJsConfig, templateParams(values));
    } catch (error) {
      console.error('The membership application could not be sent.', error);
      await showResult('failed');
      return;
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
    setValues(emptyApplication());
    setAttempted(false);
    setFileErrors({});
    for (const input of [cvInputRef.current, photoInputRef.current]) {
      if (input) {
        input.value = '';
      }
    }
    await showResult('submitted');
  }

  return (
    <form noValidate onSubmit={handleSubmit} className={styles.form}>
      <p className={styles.hint}>
        <Translate id="membership.requiredNote" description="Explains the (required) mark above the form">
          Fields marked (required) must be filled in; all others are optional.
        </Translate>
      </p>

      {shownErrors.length > 0 ? (
        <div className={styles.summary}>
          <Heading as="h2" className={styles.summaryTitle}>
            <Translate id="membership.summary.title">There is a problem with your application</Translate>
          </Heading>
          <ul>
            {shownErrors.map((field) => (
              <li key={field}>
                <Link
                  to={`#${controlId(field)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(controlId(field))?.focus();
                  }}>
                  {errorMessage(field, errors[field] as ErrorCode)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <section aria-labelledby="membership-about" className={styles.section}>
        <Heading as="h2" id="membership-about">
          <Translate id="membership.section.about">About you</Translate>
        </Heading>
        <div className={styles.grid}>
          <TextField
            field="fullName"
            label={<Translate id="membership.fullName">Full name</Translate>}
            value={values.fullName}
            onChange={(value) => update('fullName', value)}
            required
            error={errors.fullName}
            autoComplete="name"
          />
          <TextField
            field="dob"
            type="date"
            label={<Translate id="membership.dob">Date of birth</Translate>}
            value={values.dob}
            onChange={(value) => update('dob', value)}
            required
            error={errors.dob}
            autoComplete="bday"
          />
          <TextField
            field="nationality"
            label={<Translate id="membership.nationality">Nationality</Translate>}
            value={values.nationality}
            onChange={(value) => update('nationality', value)}
            required
            error={errors.nationality}
          />
          <ChoiceGroup
            name="gender"
            type="radio"
            legend={<Translate id="membership.gender">Gender</Translate>}
            options={genders}
            isChecked={(option) => values.gender === option}
            onToggle={(option) => update('gender', option)}
          />
        </div>
      </section>

      <section aria-labelledby="membership-contact" className={styles.section}>
        <Heading as="h2" id="membership-contact">
          <Translate id="membership.section.contact">Contact details</Translate>
        </Heading>
        <div className={styles.grid}>
          <TextField
            field="email"
            type="email"
            label={<Translate id="membership.email">E-mail address</Translate>}
            value={values.email}
            onChange={(value) => update('email', value)}
            required
            error={errors.email}
            autoComplete="email"
          />
          <TextField
            field="phone"
            type="tel"
            label={<Translate id="membership.phone">Phone number</Translate>}
            value={values.phone}
            onChange={(value) => update('phone', value)}
            autoComplete="tel"
          />
          <fieldset className={clsx(styles.fieldset, styles.wide)}>
            <legend className={styles.label}>
              <Translate id="membership.address">Address</Translate>
            </legend>
            <div className={styles.grid}>
              <div className={styles.field}>
                <label htmlFor={controlId('city')} className={styles.label}>
                  <Translate id="membership.city">City</Translate>
                </label>
                <input
                  id={controlId('city')}
                  name="city"
                  className={styles.input}
                  autoComplete="address-level2"
                  value={values.address.city}
                  onChange={(event) => update('address', {...values.address, city: event.target.value})}
                />
              </div>
              <div className={styles.field}>
                <label htmlFor={controlId('country')} className={styles.label}>
                  <Translate id="membership.country">Country</Translate>
                </label>
                <input
                  id={controlId('country')}
                  name="country"
                  className={styles.input}
                  autoComplete="country-name"
                  value={values.address.country}
                  onChange={(event) => update('address', {...values.address, country: event.target.value})}
                />
              </div>
            </div>
          </fieldset>
          <TextField
            field="emergencyContact"
            wide
            label={<Translate id="membership.emergencyContact">Emergency contact</Translate>}
            hint={<Translate id="membership.emergencyContact.hint">Name and phone number of someone we can call in an emergency during field work.</Translate>}
            value={values.emergencyContact}
            onChange={(value) => update('emergencyContact', value)}
          />
        </div>
      </section>

      <section aria-labelledby="membership-education" className={styles.section}>
        <Heading as="h2" id="membership-education">
          <Translate id="membership.section.education">Study and work</Translate>
        </Heading>
        <div className={styles.grid}>
          <TextField
            field="affiliation"
            label={<Translate id="membership.affiliation">Affiliation</Translate>}
            hint={<Translate id="membership.affiliation.hint">Your school, university or organisation.</Translate>}
            value={values.affiliation}
            onChange={(value) => update('affiliation', value)}
            autoComplete="organization"
          />
          <div className={styles.field}>
            <label htmlFor="membership-designation" className={styles.label}>
              <Translate id="membership.designation">Designation</Translate>
            </label>
            <select
              id="membership-designation"
              name="designation"
              className={styles.input}
              value={values.designation}
              onChange={(event) => update('designation', event.target.value as FormState['designation'])}>
              <option value="">{translate({id: 'membership.select.none', message: 'Choose one'})}</option>
              {designations.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="membership-highestDegree" className={styles.label}>
              <Translate id="membership.highestDegree">Highest degree</Translate>
            </label>
            <select
              id="membership-highestDegree"
              name="highestDegree"
              className={styles.input}
              value={values.highestDegree}
              onChange={(event) => update('highestDegree', event.target.value as FormState['highestDegree'])}>
              <option value="">{translate({id: 'membership.select.none', message: 'Choose one'})}</option>
              {highestDegrees.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
          <TextField
            field="fieldOfStudy"
            label={<Translate id="membership.fieldOfStudy">Field of study</Translate>}
            value={values.fieldOfStudy}
            onChange={(value) => update('fieldOfStudy', value)}
          />
        </div>
      </section>

      <section aria-labelledby="membership-membership" className={styles.section}>
        <Heading as="h2" id="membership-membership">
          <Translate id="membership.section.membership">Your membership</Translate>
        </Heading>
        <div className={styles.grid}>
          <ChoiceGroup
            name="membershipCategory"
            type="radio"
            legend={<Translate id="membership.category">Membership category</Translate>}
            options={membershipCategories}
            isChecked={(option) => values.membershipCategory === option}
            onToggle={(option) => update('membershipCategory', option)}
            required
            error={errors.membershipCategory}
            columns
          />
          <div className={clsx(styles.field, styles.wide)}>
            <label htmlFor={controlId('reasonToJoin')} className={styles.label}>
              <Translate id="membership.reasonToJoin">Why would you like to join?</Translate>
            </label>
            <p id={hintId('reasonToJoin')} className={styles.hint}>
              <Translate id="membership.reasonToJoin.hint" values={{max: limits.reasonToJoinMaxCharacters}}>
                {'At most {max} characters.'}
              </Translate>
            </p>
            <textarea
              id={controlId('reasonToJoin')}
              name="reasonToJoin"
              rows={5}
              className={styles.input}
              value={values.reasonToJoin}
              aria-invalid={errors.reasonToJoin ? true : undefined}
              aria-describedby={[hintId('reasonToJoin'), 'membership-reasonToJoin-count', errors.reasonToJoin ? errorId('reasonToJoin') : '']
                .filter(Boolean)
                .join(' ')}
              onChange={(event) => update('reasonToJoin', event.target.value)}
            />
            <p
              id="membership-reasonToJoin-count"
              className={clsx(
                styles.counter,
                characterCount(values.reasonToJoin) > limits.reasonToJoinMaxCharacters && styles.counterOver,
              )}>
              <Translate
                id="membership.reasonToJoin.count"
                description="Character counter under the reason to join"
                values={{count: characterCount(values.reasonToJoin), max: limits.reasonToJoinMaxCharacters}}>
                {'{count} of {max} characters'}
              </Translate>
            </p>
            <FieldError field="reasonToJoin" code={errors.reasonToJoin} />
          </div>
          <ChoiceGroup
            name="areasOfInterest"
            type="checkbox"
            legend={<Translate id="membership.areasOfInterest">Areas of interest</Translate>}
            hint={<Translate id="membership.chooseAny">Choose any that apply.</Translate>}
            options={areasOfInterestOptions}
            isChecked={(option) => values.areasOfInterest.includes(option)}
            onToggle={(option, checked) => update('areasOfInterest', toggled(values.areasOfInterest, option, checked))}
            columns
          />
          <ChoiceGroup
            name="preferredInvolvement"
            type="checkbox"
            legend={<Translate id="membership.preferredInvolvement">Preferred involvement</Translate>}
            hint={<Translate id="membership.chooseAny">Choose any that apply.</Translate>}
            options={preferredInvolvementOptions}
            isChecked={(option) => values.preferredInvolvement.includes(option)}
            onToggle={(option, checked) =>
              update('preferredInvolvement', toggled(values.preferredInvolvement, option, checked))
            }
            columns
          />
          <TextField
            field="skills"
            wide
            multiline
            label={<Translate id="membership.skills">Skills</Translate>}
            hint={<Translate id="membership.skills.hint">For example boat handling, diving, laboratory methods, programming, photography or writing.</Translate>}
            value={values.skills}
            onChange={(value) => update('skills', value)}
          />
        </div>
      </section>

      <section aria-labelledby="membership-documents" className={styles.section}>
        <Heading as="h2" id="membership-documents">
          <Translate id="membership.section.documents">Documents</Translate>
        </Heading>
        <p className={styles.hint}>
          <Translate id="membership.documents.note">
            Your CV and photo are checked here but not sent with this form. If your application goes ahead, our outreach and student coordinator will ask you to e-mail them.
          </Translate>
        </p>
        <div className={styles.grid}>
          <div className={styles.field}>
            <label htmlFor={controlId('cvFile')} className={styles.label}>
              <Translate id="membership.cv">CV</Translate>
              <RequiredMark />
            </label>
            <p id={hintId('cvFile')} className={styles.hint}>
              <Translate id="membership.cv.hint">PDF or Word document, less than 5 MB.</Translate>
            </p>
            <input
              ref={cvInputRef}
              id={controlId('cvFile')}
              name="cvFile"
              type="file"
              accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              className={styles.file}
              aria-required
              aria-invalid={errors.cvFile ? true : undefined}
              aria-describedby={describedBy('cvFile', true, Boolean(errors.cvFile))}
              onChange={(event) => chooseFile('cvFile', event)}
            />
            <FieldError field="cvFile" code={errors.cvFile} />
          </div>
          <div className={styles.field}>
            <label htmlFor={controlId('photoFile')} className={styles.label}>
              <Translate id="membership.photo">Photo</Translate>
            </label>
            <p id={hintId('photoFile')} className={styles.hint}>
              <Translate id="membership.photo.hint">JPEG or PNG image, less than 2 MB.</Translate>
            </p>
            <input
              ref={photoInputRef}
              id={controlId('photoFile')}
              name="photoFile"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className={styles.file}
              aria-invalid={errors.photoFile ? true : undefined}
              aria-describedby={describedBy('photoFile', true, Boolean(errors.photoFile))}
              onChange={(event) => chooseFile('photoFile', event)}
            />
            <FieldError field="photoFile" code={errors.photoFile} />
          </div>
        </div>
      </section>

      <section aria-labelledby="membership-agreement" className={styles.section}>
        <Heading as="h2" id="membership-agreement">
          <Translate id="membership.section.agreement">Agreement</Translate>
        </Heading>
        <div className={styles.choice}>
          <input
            id={controlId('agree')}
            name="agree"
            type="checkbox"
            checked={values.agree}
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={errors.agree ? errorId('agree') : undefined}
            onChange={(event) => update('agree', event.target.checked)}
          />
          <label htmlFor={controlId('agree')}>
            <Translate id="membership.agree" values={{name: site.name}}>
              {'I agree to abide by the membership rules and code of conduct of the {name}.'}
            </Translate>
          </label>
        </div>
        <FieldError field="agree" code={errors.agree} />
        <div className={styles.actions}>
          <button
            type="submit"
            className="button button--primary button--lg"
            disabled={!values.agree || sending}
            aria-describedby={values.agree ? undefined : 'membership-submit-hint'}>
            {sending ? (
              <Translate id="membership.sending">Sending…</Translate>
            ) : (
              <Translate id="membership.submit">Submit Application</Translate>
            )}
          </button>
          {values.agree ? null : (
            <p id="membership-submit-hint" className={styles.hint}>
              <Translate id="membership.submit.hint">Tick the agreement above to submit your application.</Translate>
            </p>
          )}
        </div>
        <p role="status" className={styles.status}>
          {popupFallback}
        </p>
      </section>
    </form>
  );
}
