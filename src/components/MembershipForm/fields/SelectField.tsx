import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from '../styles.module.css';
import {LabelledField, controlProps, type FieldBaseProps} from './shared';

/**
 * Props of {@link SelectField}: the {@link FieldBaseProps} (name, label, required, hint, error)
 * and:
 * - `options`: the choices in the order shown; each is the option's value, sent as written
 *   whatever the page's language.
 * - `optionLabel`: the text shown for an option (its translation); the option itself by default.
 * - `value`: the chosen option, `''` while none is chosen.
 * - `onChange`: gets the newly chosen option, or `''` when the visitor goes back to "Choose one".
 */
export type SelectFieldProps<Option extends string> = FieldBaseProps & {
  options: readonly Option[];
  optionLabel?: (option: Option) => string;
  value: Option | '';
  onChange: (value: Option | '') => void;
};

/**
 * A labelled drop-down list. It opens on "Choose one" rather than on the first option, so an
 * optional choice the visitor never made is sent empty instead of as a guess.
 */
export default function SelectField<Option extends string>(props: SelectFieldProps<Option>): ReactNode {
  const {name, label, required, hint, error, options, optionLabel = (option: Option) => option, value, onChange} = props;
  return (
    <LabelledField name={name} label={label} required={required} hint={hint} error={error}>
      <select
        {...controlProps(props)}
        className={styles.input}
        value={value}
        // The browser only offers the values written below, so the text is one of them.
        onChange={(event) => onChange(event.target.value as Option | '')}>
        <option value="">{translate({id: 'membership.select.none', message: 'Choose one'})}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
