import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from '../styles.module.css';
import {FieldError, FieldHint, RequiredMark, describedBy, optionId, type FieldBaseProps} from './shared';

/**
 * Props of {@link ChoiceGroup}: the {@link FieldBaseProps} (`label` is the legend) and:
 * - `options`: the choices in the order shown; each is the input's value, sent as written
 *   whatever the page's language.
 * - `optionLabel`: the label shown for an option (its translation); the option itself by default.
 * - `columns`: two columns of options from the tablet width up, for long lists.
 * - `type: 'radio'`: one choice; `value` is the chosen option or `''`, `onChange` gets the
 *   newly chosen one.
 * - `type: 'checkbox'`: any number of choices; `value` lists the chosen options, `onChange`
 *   gets the new list (a newly ticked option is added at its end).
 */
export type ChoiceGroupProps<Option extends string> = FieldBaseProps & {
  options: readonly Option[];
  optionLabel?: (option: Option) => string;
  columns?: boolean;
} & ({type: 'radio'; value: Option | ''; onChange: (value: Option) => void} | {type: 'checkbox'; value: readonly Option[]; onChange: (value: Option[]) => void});

/**
 * A group of radio buttons or checkboxes under a legend, so a screen reader names the question
 * with each option; moving between options is left to the browser's own keys. The hint and
 * the error describe the group, and each option is marked invalid, so the error is heard
 * whichever option the visitor reaches.
 */
export default function ChoiceGroup<Option extends string>(props: ChoiceGroupProps<Option>): ReactNode {
  const {name, label, required = false, hint, error, options, optionLabel = (option: Option) => option, columns = false} = props;

  function isChecked(option: Option): boolean {
    return props.type === 'radio' ? props.value === option : props.value.includes(option);
  }

  function toggle(option: Option, checked: boolean): void {
    if (props.type === 'radio') {
      props.onChange(option);
      return;
    }
    const others = props.value.filter((entry) => entry !== option);
    props.onChange(checked ? [...others, option] : others);
  }

  return (
    <fieldset className={clsx(styles.fieldset, styles.wide)} aria-describedby={describedBy(name, {hint: Boolean(hint), error: Boolean(error)})}>
      <legend className={styles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <FieldHint name={name} hint={hint} />
      <div className={clsx(styles.choices, columns && styles.choiceColumns)}>
        {options.map((option, index) => {
          const id = optionId(name, index);
          return (
            <div key={option} className={styles.choice}>
              <input
                id={id}
                type={props.type}
                name={name}
                value={option}
                checked={isChecked(option)}
                aria-invalid={error ? true : undefined}
                onChange={(event) => toggle(option, event.target.checked)}
              />
              <label htmlFor={id}>{optionLabel(option)}</label>
            </div>
          );
        })}
      </div>
      <FieldError name={name} message={error} />
    </fieldset>
  );
}
