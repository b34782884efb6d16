/**
 * The membership form's field components. Each draws one field the same way: label or legend
 * with its "(required)" mark, hint, control and error, tied together with `aria-describedby`,
 * so every field reads alike to a screen reader and the form only says which fields it has.
 */
export {default as TextField, type TextFieldProps} from './TextField';
export {default as SelectField, type SelectFieldProps} from './SelectField';
export {default as FileField, type FileFieldProps} from './FileField';
export {default as ChoiceGroup, type ChoiceGroupProps} from './ChoiceGroup';
export {FieldError, controlId, errorId, type FieldBaseProps} from './shared';
