import React, {useEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {useSite} from '@site/src/hooks/useSite';
import {useEmailJsConfig} from '@site/src/hooks/useEmailJsConfig';
import {useNumberFormat} from '@site/src/hooks/useNumberFormat';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import {
  checkFileSize,
  clearSent,
  emptyApplication,
  firstInvalidField,
  formSections,
  isValidatedField,
  limits,
  localDate,
  templateParams,
  validateApplication,
  validatedFields,
  type AddressPart,
  type ErrorCode,
  type FieldSpec,
  type MembershipApplication,
  type TextFieldName,
  type TextFieldSpec,
  type ValidatedField,
} from './model';
import {errorMessage, tooSoonMessage} from './messages';
import {characterCounter, fieldHint, fieldLabel, optionLabel, sectionNote, sectionTitle} from './labels';
import {describeSendError, sendApplication} from './send';
import {browserStorage, rememberSend, secondsToWait} from './throttle';
import {ChoiceGroup, FieldError, FileField, SelectField, TextField, controlId, errorId} from './fields';
import styles from './styles.module.css';

/** The form state (a chosen `File` is kept as the {@link MembershipApplication}'s file). */
type FormState = MembershipApplication;

/** Fields drawn as a group of options; summary links and focus go to their first option. */
const groupFields = new Set<string>(
  formSections
    .flatMap((section) => section.fields)
    .filter((spec) => spec.kind === 'radio' || spec.kind === 'checkboxes')
    .map((spec) => spec.name),
);

/** The DOM id of the control that stands for `field` (where its error links and focus go). */
const fieldControlId = (field: ValidatedField): string => controlId(field, groupFields.has(field));

/**
 * The membership application form, drawn from the model's `formSections`.
 *
 * - Every field of the application; the two multi-selects are groups of checkboxes, the
 *   single choices radio groups or selects, each with a visible label or legend.
 * - Rules (`model.ts`) are checked on submit and then live as the visitor corrects them; each
 *   error sits beside its control, tied with `aria-describedby` and `aria-invalid`, a summary
 *   lists them at the top, and focus moves to the first invalid field.
 * - A CV over 5 MB or a photo over 2 MB is rejected as soon as it is chosen, and the file
 *   input is cleared, so the visitor learns it before filling in the rest.
 * - Submit stays disabled until the agreement is ticked and while an application is being
 *   sent. EmailJS and SweetAlert2 load only on submit.
 * - Every text field takes at most its limit of characters (`maxLength`, and the rules for
 *   text that gets past it); the long texts count their characters.
 * - Success: 'Application Submitted!' popup (closes by itself after 2.5 s) and a blank form,
 *   except for what the visitor changed while the application was on its way.
 *   Failure (network, service, or a build without EmailJS keys): 'Submission Failed' popup,
 *   the cause in the console, and every value kept.
 * - Abuse: a hidden field that only robots fill (when filled, nothing is sent but the success
 *   popup shows), and at most one application a minute from a browser (a second one within the
 *   minute is refused with how long to wait, and the form keeps its values).
 * - Without JavaScript, a notice gives the coordinator's e-mail address to apply by e-mail.
 */
export default function MembershipForm(): ReactNode {
  const site = useSite();
  const emailJsConfig = useEmailJsConfig();
  const {currentLocale} = useDocusaurusContext().i18n;
  const formatNumber = useNumberFormat();
  const [values, setValues] = useState<FormState>(emptyApplication);
  const [attempted, setAttempted] = useState(false);
  const [fileErrors, setFileErrors] = useState<Partial<Record<'cvFile' | 'photoFile', ErrorCode>>>({});
  const [sending, setSending] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{field: ValidatedField; serial: number}>();
  const [popupFallback, setPopupFallback] = useState('');
  // Why the last submit sent nothing although the application was valid (sent too soon).
  const [notice, setNotice] = useState('');
  // The hidden field only robots fill; it is no part of the application.
  const [trap, setTrap] = useState('');
  // Today's date is known only in the browser (the page is built ahead): the latest date of birth.
  const isBrowser = useIsBrowser();
  const today = isBrowser ? localDate(new Date()) : undefined;
  const sendingRef = useRef(false);
  const intlLocale = useIntlLocale();

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
      document.getElementById(fieldControlId(focusRequest.field))?.focus();
    }
  }, [focusRequest]);

  const update = <Key extends keyof FormState>(key: Key, value: FormState[Key]) => setValues((current) => ({...current, [key]: value}));

  // A select or choice group only offers the options the model lists for its field, so what it
  // reports is always a value of that field's type.
  const choose = (name: Extract<FieldSpec, {options: readonly string[]}>['name'], value: string | string[]) => setValues((current) => ({...current, [name]: value}));

  /** The translated error of a field, if it has one now. */
  function errorFor(name: string): string | undefined {
    if (!isValidatedField(name)) {
      return undefined;
    }
    const code = errors[name];
    return code ? errorMessage(name, code, formatNumber) : undefined;
  }

  /** What every field shows besides its control: name, label, hint and current error. */
  function wordsFor(name: FieldSpec['name'] | AddressPart) {
    return {name, label: fieldLabel(name), hint: fieldHint(name, formatNumber), error: errorFor(name)};
  }

  function chooseFile(control: 'cvFile' | 'photoFile', file: File | null, problem: ErrorCode | undefined) {
    setFileErrors((current) => ({...current, [control]: problem}));
    update(control, file);
  }

  function textField(spec: TextFieldSpec<TextFieldName | AddressPart>, value: string, onChange: (value: string) => void): ReactNode {
    const max = spec.name === 'dob' ? undefined : limits.maxCharacters[spec.name];
    return (
      <TextField
        key={spec.name}
        {...wordsFor(spec.name)}
        required={spec.required}
        type={spec.type}
        autoComplete={spec.autoComplete}
        rows={spec.rows}
        wide={spec.wide}
        maxLength={max}
        min={spec.name === 'dob' ? limits.earliestDob : undefined}
        max={spec.name === 'dob' ? today : undefined}
        counter={max === undefined || !spec.counted ? undefined : {max, text: (count) => characterCounter(count, max, formatNumber)}}
        value={value}
        onChange={onChange}
      />
    );
  }

  function field(spec: FieldSpec): ReactNode {
    if (spec.kind === 'text') {
      return textField(spec, values[spec.name], (value) => update(spec.name, value));
    }
    const words = wordsFor(spec.name);
    switch (spec.kind) {
      case 'address':
        return (
          <fieldset key={spec.name} className={clsx(styles.fieldset, styles.wide)}>
            <legend className={styles.label}>{words.label}</legend>
            <div className={styles.grid}>{spec.parts.map((part) => textField(part, values.address[part.name], (value) => update('address', {...values.address, [part.name]: value})))}</div>
          </fieldset>
        );
      case 'select':
        return (
          <SelectField
            key={spec.name}
            {...words}
            options={spec.options}
            optionLabel={(option) => optionLabel(spec.name, option)}
            value={values[spec.name]}
            onChange={(value) => choose(spec.name, value)}
          />
        );
      case 'radio':
      case 'checkboxes': {
        const group = {
          ...words,
          options: spec.options,
          optionLabel: (option: string) => optionLabel(spec.name, option),
          columns: spec.columns,
          onChange: (value: string | string[]) => choose(spec.name, value),
        };
        return spec.kind === 'radio' ? (
          <ChoiceGroup key={spec.name} {...group} type="radio" required={spec.required} value={values[spec.name]} />
        ) : (
          <ChoiceGroup key={spec.name} {...group} type="checkbox" value={values[spec.name]} />
        );
      }
      case 'file':
        return (
          <FileField
            key={spec.name}
            chosen={values[spec.name]}
            {...words}
            accept={spec.accept}
            required={spec.required}
            check={(file) => checkFileSize(spec.name, file)}
            onChoose={(file, problem) => chooseFile(spec.name, file, problem)}
          />
        );
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
    setPopupFallback('');
    setNotice('');
    if (!navigator.onLine) {
      // Offline (at sea, a dropped link): said at once, before anything else, and everything
      // typed stays.
      setNotice(
        translate({
          id: 'membership.offline',
          message: 'This device has no connection, so the application cannot be sent now. Everything you typed stays here: send it when the connection is back.',
          description: 'Membership form: shown at once when the applicant sends while the device is offline',
        }),
      );
      return;
    }
    setAttempted(true);
    const first = firstInvalidField(validateApplication(values, localDate(new Date())));
    if (first) {
      setFocusRequest((current) => ({field: first, serial: (current?.serial ?? 0) + 1}));
      return;
    }
    const sent = values;
    if (trap !== '') {
      // A robot filled the hidden field: it is told what a person would be, and nothing is sent.
      setTrap('');
      await clearAfterSuccess(sent);
      return;
    }
    const storage = browserStorage();
    const wait = secondsToWait(storage);
    if (wait > 0) {
      setNotice(tooSoonMessage(wait, new Intl.PluralRules(intlLocale), formatNumber));
      return;
    }
    sendingRef.current = true;
    setSending(true);
    try {
      await sendApplication(emailJsConfig, templateParams(sent, currentLocale));
    } catch (error) {
      console.error(`The membership application could not be sent: ${describeSendError(error)}.`, error);
      await showResult('failed');
      return;
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
    rememberSend(storage);
    await clearAfterSuccess(sent);
  }

  /** After a success: empties what was sent (keeping what changed since) and says so. */
  async function clearAfterSuccess(sent: FormState) {
    setValues((current) => clearSent(current, sent));
    setAttempted(false);
    setFileErrors({});
    await showResult('submitted');
  }

  return (
    <>
      <noscript>
        <p className={styles.noscript}>
          <Translate
            id="membership.noscript"
            description="Shown above the membership form when JavaScript is off; {email} is the coordinator's address, a link"
            values={{email: <a href={`mailto:${site.outreachEmail}`}>{site.outreachEmail}</a>}}>
            {
              'Sending this form needs JavaScript, which is turned off in this browser. You can apply by e-mail instead: write to our outreach and student coordinator at {email} with the details asked for below and attach your CV.'
            }
          </Translate>
        </p>
      </noscript>
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
                    to={`#${fieldControlId(field)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(fieldControlId(field))?.focus();
                    }}>
                    {errorMessage(field, errors[field] as ErrorCode, formatNumber)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {formSections.map((section) => {
          const note = sectionNote(section.id);
          return (
            <section key={section.id} aria-labelledby={`membership-${section.id}`} className={styles.section}>
              <Heading as="h2" id={`membership-${section.id}`}>
                {sectionTitle(section.id)}
              </Heading>
              {note ? <p className={styles.hint}>{note}</p> : null}
              <div className={styles.grid}>{section.fields.map(field)}</div>
            </section>
          );
        })}

        {/* A field for robots only: off-screen, out of the tab order and hidden from assistive
            technology, so a person never fills it; `website` is a name form-filling robots like. */}
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor="membership-website">
            <Translate id="membership.trap" description="Label of a hidden field that people never see; only robots fill it">
              Leave this field empty
            </Translate>
          </label>
          <input id="membership-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={trap} onChange={(event) => setTrap(event.target.value)} />
        </div>

        <section aria-labelledby="membership-agreement" className={styles.section}>
          <Heading as="h2" id="membership-agreement">
            {translate({id: 'membership.section.agreement', message: 'Agreement'})}
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
          <FieldError name="agree" message={errorFor('agree')} />
          <div className={styles.actions}>
            <button type="submit" className="button button--primary button--lg" disabled={!values.agree || sending} aria-describedby={values.agree ? undefined : 'membership-submit-hint'}>
              {sending ? <Translate id="membership.sending">Sending…</Translate> : <Translate id="membership.submit">Submit Application</Translate>}
            </button>
            {values.agree ? null : (
              <p id="membership-submit-hint" className={styles.hint}>
                <Translate id="membership.submit.hint">Tick the agreement above to submit your application.</Translate>
              </p>
            )}
          </div>
          <p role="status" className={styles.status}>
            {notice || popupFallback}
          </p>
        </section>
      </form>
    </>
  );
}
