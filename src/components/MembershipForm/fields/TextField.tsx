import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {characterCount} from '../model';
import styles from '../styles.module.css';
import {LabelledField, controlProps, type FieldBaseProps} from './shared';

/**
 * Props of {@link TextField}: the {@link FieldBaseProps} (name, label, required, hint, error)
 * and:
 * - `value`, `onChange`: the text, controlled by the form (`onChange` gets the whole new text).
 * - `type`: the input type, or `'textarea'` for text that runs over several lines (default
 *   `'text'`).
 * - `autoComplete`: the autofill token, so browsers offer what they know about the visitor.
 * - `rows`: a text area's height in lines of text (default 4).
 * - `maxLength`: the most characters the control takes (its `maxLength`; the browser counts
 *   UTF-16 units, so it never lets through more than the model's rule allows).
 * - `min`, `max`: the earliest and latest date a date input offers, `YYYY-MM-DD`.
 * - `counter`: a character limit shown under the control as the visitor types; `max` in
 *   characters as a reader counts them (Unicode code points, see `characterCount`), `text` the
 *   translated counter for a count. Over the limit it turns to the error colour; the rule
 *   itself is the model's.
 * - `wide`: spans both columns of the section's grid.
 */
export type TextFieldProps = FieldBaseProps & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'date' | 'textarea';
  autoComplete?: string;
  rows?: number;
  maxLength?: number;
  min?: string;
  max?: string;
  counter?: {max: number; text: (count: number) => ReactNode};
  wide?: boolean;
};

/**
 * A labelled text input or text area. The counter is read with the control (it is in its
 * `aria-describedby`), so a screen reader hears how much room is left without leaving the field.
 */
export default function TextField(props: TextFieldProps): ReactNode {
  const {name, label, required, hint, error, value, onChange, type = 'text', autoComplete, rows = 4, maxLength, min, max, counter, wide} = props;
  const counterId = `membership-${name}-count`;
  const control = {
    ...controlProps(props, counter ? [counterId] : []),
    value,
    maxLength,
    className: styles.input,
    onChange: (event: {target: {value: string}}) => onChange(event.target.value),
  };
  const count = characterCount(value);
  return (
    <LabelledField name={name} label={label} required={required} hint={hint} error={error} wide={wide}>
      {type === 'textarea' ? <textarea {...control} rows={rows} /> : <input {...control} type={type} autoComplete={autoComplete} min={min} max={max} />}
      {counter ? (
        <p id={counterId} className={clsx(styles.counter, count > counter.max && styles.counterOver)}>
          {counter.text(count)}
        </p>
      ) : null}
    </LabelledField>
  );
}
