import React, {useEffect, useRef, type ReactNode} from 'react';
import styles from '../styles.module.css';
import type {ChosenFile, ErrorCode} from '../model';
import {LabelledField, controlProps, type FieldBaseProps} from './shared';

/**
 * Props of {@link FileField}: the {@link FieldBaseProps} (name, label, required, hint, error)
 * and:
 * - `chosen`: the file the form holds for this field; when it becomes `null` (the form was
 *   cleared after sending) the input lets go of its file too.
 * - `accept`: the `accept` attribute, file extensions and MIME types separated by commas.
 * - `check`: the model's rule for a chosen file (its size in bytes against the field's limit);
 *   returns the problem, or `undefined` when the file is acceptable.
 * - `onChoose`: gets the chosen file and `undefined`, or `null` and the problem when the file
 *   was refused, or `null` and `undefined` when the visitor cleared the choice.
 */
export type FileFieldProps = FieldBaseProps & {
  chosen: ChosenFile | null;
  accept: string;
  check: (file: File) => ErrorCode | undefined;
  onChoose: (file: File | null, problem: ErrorCode | undefined) => void;
};

/**
 * A labelled file input that refuses a file as soon as it is chosen, before the visitor fills in
 * the rest, and empties itself so a refused file cannot stay selected behind its message.
 *
 * A file input's choice cannot be set from state, only emptied: it is emptied whenever the
 * form holds no file for it.
 */
export default function FileField(props: FileFieldProps): ReactNode {
  const {name, label, required, hint, error, chosen, accept, check, onChoose} = props;
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (chosen === null && input.current) {
      input.current.value = '';
    }
  }, [chosen]);
  return (
    <LabelledField name={name} label={label} required={required} hint={hint} error={error}>
      <input
        {...controlProps(props)}
        ref={input}
        type="file"
        accept={accept}
        className={styles.file}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          const problem = chosen ? check(chosen) : undefined;
          if (problem) {
            event.target.value = '';
          }
          onChoose(problem ? null : chosen, problem);
        }}
      />
    </LabelledField>
  );
}
