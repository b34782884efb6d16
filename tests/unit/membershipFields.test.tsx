import React, {useState, type ReactNode} from 'react';
import {fireEvent, render, screen, within} from '@testing-library/react';
import MembershipForm from '@site/src/components/MembershipForm';
import {ChoiceGroup, FileField, SelectField, TextField} from '@site/src/components/MembershipForm/fields';
import {checkFileSize, formSections, limits, localDate, type ErrorCode} from '@site/src/components/MembershipForm/model';
import {fieldLabel} from '@site/src/components/MembershipForm/labels';

// The form reads the EmailJS keys from the build's global data and draws headings with the
// theme's component; neither exists outside a Docusaurus build.
jest.mock('@docusaurus/useGlobalData', () => ({usePluginData: () => null}), {virtual: true});
// Rendered here as in a browser after hydration.
jest.mock('@docusaurus/useIsBrowser', () => () => true, {virtual: true});
jest.mock(
  '@theme/Heading',
  () =>
    ({as, ...props}: {as: string; children?: ReactNode}) =>
      jest.requireActual<typeof import('react')>('react').createElement(as, props),
  {virtual: true},
);

const MB = 1024 * 1024;

/** A file of `size` bytes (jsdom reads only its name, type and size). */
function fileOfSize(name: string, size: number): File {
  const file = new File(['x'], name, {type: 'application/pdf'});
  Object.defineProperty(file, 'size', {value: size});
  return file;
}

describe('TextField', () => {
  it('ties label, required mark, hint and error to the control, and reports the whole new text; an optional field has no ARIA state', () => {
    const onChange = jest.fn();
    render(<TextField name="fullName" label="Full name" required hint="As on your passport." error="Enter your full name." value="Nus" onChange={onChange} />);
    const input = screen.getByRole('textbox', {name: 'Full name (required)'});
    expect(input).toHaveAttribute('id', 'membership-fullName');
    expect(input).toHaveAttribute('name', 'fullName');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your passport. Error: Enter your full name.');
    fireEvent.change(input, {target: {value: 'Nusrat'}});
    expect(onChange).toHaveBeenCalledWith('Nusrat');
    // An optional, valid field has no ARIA state.
    render(<TextField name="phone" type="tel" label="Phone number" value="" onChange={() => undefined} />);
    const phone = screen.getByRole('textbox', {name: 'Phone number'});
    expect(phone).toHaveAttribute('type', 'tel');
    for (const attribute of ['aria-required', 'aria-invalid', 'aria-describedby']) expect(phone).not.toHaveAttribute(attribute);
  });

  it('shows the count under a text area, reads it with the control and follows the text', () => {
    const counter = {max: 3, text: (count: number) => `${count} of 3 characters`};
    const {rerender} = render(<TextField name="reasonToJoin" type="textarea" rows={5} label="Why?" counter={counter} value="ab" onChange={() => undefined} />);
    const area = screen.getByRole('textbox', {name: 'Why?'});
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '5');
    expect(area).toHaveAccessibleDescription('2 of 3 characters');
    rerender(<TextField name="reasonToJoin" type="textarea" label="Why?" counter={counter} value="abcd" onChange={() => undefined} />);
    expect(area).toHaveAccessibleDescription('4 of 3 characters');
  });
});

describe('SelectField', () => {
  it('opens on "Choose one" and reports the chosen option, or the empty choice', () => {
    const onChange = jest.fn();
    render(<SelectField name="designation" label="Designation" options={['Student', 'Faculty']} value="" onChange={onChange} />);
    const select = screen.getByRole('combobox', {name: 'Designation'});
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose one', 'Student', 'Faculty']);
    expect(select).toHaveValue('');
    fireEvent.change(select, {target: {value: 'Faculty'}});
    expect(onChange).toHaveBeenLastCalledWith('Faculty');
    fireEvent.change(select, {target: {value: ''}});
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});

describe('FileField', () => {
  function renderCv(onChoose: (file: File | null, problem: ErrorCode | undefined) => void) {
    render(
      <FileField name="cvFile" label="CV" required hint="PDF or Word document, less than 5 MB." chosen={null} accept=".pdf" check={(file) => checkFileSize('cvFile', file)} onChoose={onChoose} />,
    );
    return screen.getByLabelText('CV (required)');
  }

  it('passes on a file within its limit, and refuses one over it as soon as it is chosen, emptying the input', () => {
    const onChoose = jest.fn();
    const input = renderCv(onChoose) as HTMLInputElement;
    const cv = fileOfSize('cv.pdf', 4 * MB);
    fireEvent.change(input, {target: {files: [cv]}});
    expect(onChoose).toHaveBeenCalledWith(cv, undefined);
    const emptied = jest.spyOn(input, 'value', 'set');
    fireEvent.change(input, {target: {files: [fileOfSize('cv.pdf', 6 * MB)]}});
    expect(onChoose).toHaveBeenCalledWith(null, 'tooLarge');
    expect(emptied).toHaveBeenCalledWith('');
  });

  it('shows its error beside the control', () => {
    render(<FileField name="photoFile" label="Photo" chosen={null} accept="image/png" error="Photo must be less than 2MB." check={() => undefined} onChoose={() => undefined} />);
    const input = screen.getByLabelText('Photo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: Photo must be less than 2MB.');
    expect(input).not.toHaveAttribute('aria-required');
  });
});

describe('ChoiceGroup', () => {
  function Checkboxes({onChange}: {onChange: (value: string[]) => void}): ReactNode {
    const [value, setValue] = useState<string[]>([]);
    const change = (next: string[]) => {
      setValue(next);
      onChange(next);
    };
    return (
      <ChoiceGroup name="areasOfInterest" label="Areas of interest" hint="Choose any that apply." type="checkbox" options={['Research', 'Fieldwork', 'Writing']} value={value} onChange={change} />
    );
  }

  it('lets the visitor tick and untick any number of options under one legend', () => {
    const onChange = jest.fn();
    render(<Checkboxes onChange={onChange} />);
    const group = screen.getByRole('group', {name: 'Areas of interest'});
    expect(group).toHaveAccessibleDescription('Choose any that apply.');
    fireEvent.click(within(group).getByRole('checkbox', {name: 'Writing'}));
    fireEvent.click(within(group).getByRole('checkbox', {name: 'Research'}));
    expect(onChange).toHaveBeenLastCalledWith(['Writing', 'Research']);
    fireEvent.click(within(group).getByRole('checkbox', {name: 'Writing'}));
    expect(onChange).toHaveBeenLastCalledWith(['Research']);
    expect(within(group).getByRole('checkbox', {name: 'Research'})).toBeChecked();
    expect(within(group).getByRole('checkbox', {name: 'Writing'})).not.toBeChecked();
  });

  it('offers one choice as radio buttons, and marks each invalid with the error on the group', () => {
    const onChange = jest.fn();
    const options = ['Undergraduate Student', 'Professional Member'];
    render(
      <ChoiceGroup
        name="membershipCategory"
        label="Membership category"
        required
        error="Choose a membership category."
        type="radio"
        options={options}
        value="Professional Member"
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', {name: 'Membership category (required)'});
    expect(group).toHaveAccessibleDescription('Error: Choose a membership category.');
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.id)).toEqual(['membership-membershipCategory-0', 'membership-membershipCategory-1']);
    expect(radios[1]).toBeChecked();
    for (const radio of radios) expect(radio).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(radios[0] as HTMLElement);
    expect(onChange).toHaveBeenCalledWith('Undergraduate Student');
  });
});

describe('membership form drawn from the model', () => {
  const renderForm = () => render(<MembershipForm />);

  it('shows every field of the model, labelled, in the model’s order', () => {
    const {container} = renderForm();
    const names = formSections.flatMap((section) => section.fields.flatMap((spec) => (spec.kind === 'address' ? spec.parts.map((part) => part.name) : [spec.name])));
    const shown = [...new Set([...container.querySelectorAll('[name]')].map((control) => control.getAttribute('name')))];
    expect(shown).toEqual([...names, 'website', 'agree']);
    for (const spec of formSections.flatMap((section) => section.fields)) expect(screen.getAllByText(fieldLabel(spec.name)).length).toBeGreaterThan(0);
  });

  it('caps every text control at its limit in characters, bounds the date of birth from 1900 to today, and waits for the agreement', () => {
    const {container} = renderForm();
    for (const [name, max] of Object.entries(limits.maxCharacters)) expect([name, container.querySelector(`[name="${name}"]`)?.getAttribute('maxlength')]).toEqual([name, String(max)]);
    const dob = screen.getByLabelText('Date of birth (required)');
    expect(dob).toHaveAttribute('min', '1900-01-01');
    expect(dob).toHaveAttribute('max', localDate(new Date()));
    const submit = screen.getByRole('button', {name: 'Submit Application'});
    expect(submit).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', {name: /I agree to abide by the membership rules/}));
    expect(submit).toBeEnabled();
  });
});
