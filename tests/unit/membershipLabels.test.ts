import {readFileSync} from 'node:fs';
import {formSections, type FieldSpec} from '@site/src/components/MembershipForm/model';
import {optionLabel} from '@site/src/components/MembershipForm/labels';

// The stand-in answers with the message id, so a test sees which message an option shows.
jest.mock('@docusaurus/Translate', () => ({translate: ({id}: {id: string}) => id}));

type OptionField = Extract<FieldSpec, {options: readonly string[]}>;
const optionFields = formSections.flatMap((section) => section.fields).filter((spec): spec is OptionField => 'options' in spec);
const bengali = JSON.parse(readFileSync('i18n/bn/code.json', 'utf8')) as Record<string, {message: string}>;

describe('membership option labels', () => {
  it('covers the option fields of the form', () => {
    expect(optionFields.map((spec) => spec.name)).toEqual(expect.arrayContaining(['gender', 'designation', 'highestDegree', 'membershipCategory', 'areasOfInterest', 'preferredInvolvement']));
  });

  it.each(optionFields.map((spec) => [spec.name, spec] as const))('gives every option of %s its own translatable text', (_name, spec) => {
    const ids = spec.options.map((option) => optionLabel(spec.name, option));
    for (const id of ids) {
      expect(id).toMatch(new RegExp(`^membership\\.option\\.${spec.name}\\.`));
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a Bengali text for every option, and shows an option the model does not list as it is', () => {
    const missing = optionFields.flatMap((spec) => spec.options.map((option) => optionLabel(spec.name, option))).filter((id) => !bengali[id]?.message);
    expect(missing).toEqual([]);
    expect(optionLabel('gender', 'Unlisted')).toBe('Unlisted');
  });
});
