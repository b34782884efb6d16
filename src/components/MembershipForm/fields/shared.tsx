import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import styles from '../styles.module.css';

/**
 * The DOM id of a field's control: `membership-<name>`. A radio or checkbox group has no
 * control of its own, so its first option stands for it (summary links and focus land there).
 */
export function controlId(name: string, group = false): string {
  return group ? optionId(name, 0) : `membership-${name}`;
}

/** The DOM id of a group's option, by its place in the list (from 0). */
export const optionId = (name: string, index: number): string => `membership-${name}-${index}`;

/** The DOM id of a field's error message; the control names it in `aria-describedby`. */
export const errorId = (name: string): string => `membership-${name}-error`;

/** The DOM id of a field's hint; the control names it in `aria-describedby`. */
export const hintId = (name: string): string => `membership-${name}-hint`;

/**
 * `aria-describedby` for a field: its hint, any further ids (such as a counter) and its error,
 * in reading order; `undefined` when there is nothing, so no empty attribute is written.
 */
export function describedBy(name: string, {hint, error, more = []}: {hint: boolean; error: boolean; more?: string[]}): string | undefined {
  const ids = [hint ? hintId(name) : '', ...more, error ? errorId(name) : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** What every field takes besides its value: its name, words and state. */
export type FieldBaseProps = {
  /** The application field it edits: the control's `name`; its id is `membership-<name>`. */
  name: string;
  /** The visible label (or legend), already translated. */
  label: ReactNode;
  /** Marks the field "(required)" and sets `aria-required`; the rule itself lives in the model. */
  required?: boolean;
  /** A translated sentence shown between the label and the control. */
  hint?: ReactNode;
  /** The translated error sentence; absent while the value is acceptable. */
  error?: string;
};

/** The "(required)" mark after a label, in the muted colour so the label stays first. */
export function RequiredMark(): ReactNode {
  return (
    <span className={styles.required}>
      {' '}
      <Translate id="membership.required" description="Marks a required field in its label">
        (required)
      </Translate>
    </span>
  );
}

/**
 * A field's error sentence, with a prefix that only screen readers read, so the sentence is
 * heard as an error and not as a hint. `name`: the field (the paragraph's id is
 * `membership-<name>-error`); `message`: the translated sentence, nothing is drawn without one.
 */
export function FieldError({name, message}: {name: string; message: string | undefined}): ReactNode {
  if (!message) {
    return null;
  }
  return (
    <p id={errorId(name)} className={styles.error}>
      <span className="sr-only">
        <Translate id="membership.errorPrefix" description="Read before an error message by screen readers">
          Error:
        </Translate>{' '}
      </span>
      {message}
    </p>
  );
}

/**
 * A field's hint paragraph. `name`: the field (the paragraph's id is `membership-<name>-hint`);
 * `hint`: the translated text, nothing is drawn without one.
 */
export function FieldHint({name, hint}: {name: string; hint: ReactNode}): ReactNode {
  return hint ? (
    <p id={hintId(name)} className={styles.hint}>
      {hint}
    </p>
  ) : null;
}

/**
 * The frame of a field with one control: label, hint, the control (`children`, then whatever
 * sits under it) and the error, in that order so a screen reader meets them as a sighted reader
 * does. Props: the {@link FieldBaseProps}, `children` (the control), and `wide` to span both
 * columns of the section's grid.
 */
export function LabelledField({name, label, required = false, hint, error, wide = false, children}: FieldBaseProps & {wide?: boolean; children: ReactNode}): ReactNode {
  return (
    <div className={clsx(styles.field, wide && styles.wide)}>
      <label htmlFor={controlId(name)} className={styles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <FieldHint name={name} hint={hint} />
      {children}
      <FieldError name={name} message={error} />
    </div>
  );
}

/** The id, name and ARIA state a labelled control carries (`more`: further ids it is described by). */
export function controlProps({name, required = false, hint, error}: FieldBaseProps, more?: string[]) {
  return {
    id: controlId(name),
    name,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(name, {hint: Boolean(hint), error: Boolean(error), more}),
  } as const;
}
