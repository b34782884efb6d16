import {translate} from '@docusaurus/Translate';
import type {Designation} from '@site/src/data/people';

/**
 * A person's title (`designation` of `content/people/`) as the page's language writes it:
 * 'Associate Professor', 'সহযোগী অধ্যাপক'. The data keeps the English title; a title added to
 * the data's list needs a case in {@link knownDesignationLabel} (`tests/unit/designations.test.ts`
 * names a missing one).
 */
export function designationLabel(designation: Designation): string {
  return knownDesignationLabel(designation) ?? designation;
}

/**
 * A blog byline's title (the author's English designation, as `plugins/blog/authors.ts` sets it)
 * in the page's language; any other title is returned as written.
 */
export function bylineTitle(title: string): string {
  return knownDesignationLabel(title) ?? title;
}

/** The translated label of an English designation, or `undefined` for a text that is none. */
function knownDesignationLabel(designation: string): string | undefined {
  switch (designation) {
    case 'Professor':
      return translate({id: 'people.designation.professor', message: 'Professor'});
    case 'Associate Professor':
      return translate({id: 'people.designation.associateProfessor', message: 'Associate Professor'});
    case 'Assistant Professor':
      return translate({id: 'people.designation.assistantProfessor', message: 'Assistant Professor'});
    case 'Lecturer':
      return translate({id: 'people.designation.lecturer', message: 'Lecturer'});
    case 'Tenure Track':
      return translate({id: 'people.designation.tenureTrack', message: 'Tenure Track'});
    case 'Senior Scientific Officer':
      return translate({id: 'people.designation.seniorScientificOfficer', message: 'Senior Scientific Officer'});
    case 'Research Associate':
      return translate({id: 'people.designation.researchAssociate', message: 'Research Associate'});
    case 'Research Student':
      return translate({id: 'people.designation.researchStudent', message: 'Research Student'});
    default:
      return undefined;
  }
}
