/**
 * The membership form's words by field and section: labels, hints and headings, translated.
 * The model names fields and sections; this turns a name into what the visitor reads, so the
 * model stays free of React and of the translation runtime.
 */
import {translate} from '@docusaurus/Translate';
import type {NumberStyle} from '@site/src/utils/formatNumber';
import {limits, type AddressPart, type FieldSpec, type FormSection} from './model';

/** A field drawn as a list of options (select, radio group or checkboxes). */
type OptionFieldName = Extract<FieldSpec, {options: readonly string[]}>['name'];

/** A field of the layout, or a part of the address. */
type FieldName = FieldSpec['name'] | AddressPart;

/** The label (or legend) of a field. */
export function fieldLabel(name: FieldName): string {
  switch (name) {
    case 'fullName':
      return translate({id: 'membership.fullName', message: 'Full name'});
    case 'dob':
      return translate({id: 'membership.dob', message: 'Date of birth'});
    case 'nationality':
      return translate({id: 'membership.nationality', message: 'Nationality'});
    case 'gender':
      return translate({id: 'membership.gender', message: 'Gender'});
    case 'email':
      return translate({id: 'membership.email', message: 'E-mail address'});
    case 'phone':
      return translate({id: 'membership.phone', message: 'Phone number'});
    case 'address':
      return translate({id: 'membership.address', message: 'Address'});
    case 'city':
      return translate({id: 'membership.city', message: 'City'});
    case 'country':
      return translate({id: 'membership.country', message: 'Country'});
    case 'emergencyContact':
      return translate({id: 'membership.emergencyContact', message: 'Emergency contact'});
    case 'affiliation':
      return translate({id: 'membership.affiliation', message: 'Affiliation'});
    case 'designation':
      return translate({id: 'membership.designation', message: 'Designation'});
    case 'highestDegree':
      return translate({id: 'membership.highestDegree', message: 'Highest degree'});
    case 'fieldOfStudy':
      return translate({id: 'membership.fieldOfStudy', message: 'Field of study'});
    case 'membershipCategory':
      return translate({id: 'membership.category', message: 'Membership category'});
    case 'reasonToJoin':
      return translate({id: 'membership.reasonToJoin', message: 'Why would you like to join?'});
    case 'areasOfInterest':
      return translate({id: 'membership.areasOfInterest', message: 'Areas of interest'});
    case 'preferredInvolvement':
      return translate({id: 'membership.preferredInvolvement', message: 'Preferred involvement'});
    case 'skills':
      return translate({id: 'membership.skills', message: 'Skills'});
    case 'cvFile':
      return translate({id: 'membership.cv', message: 'CV'});
    case 'photoFile':
      return translate({id: 'membership.photo', message: 'Photo'});
  }
}

/** Writes a number in the digits of the page's language (see `useNumberFormat`). */
export type NumberFormat = (value: number, style?: NumberStyle) => string;

/**
 * The hint shown between a field's label and its control, where it has one; numbers in it are
 * written by `formatNumber`.
 */
export function fieldHint(name: FieldName, formatNumber: NumberFormat): string | undefined {
  switch (name) {
    case 'emergencyContact':
      return translate({
        id: 'membership.emergencyContact.hint',
        message: 'Name and phone number of someone we can call in an emergency during field work.',
      });
    case 'affiliation':
      return translate({id: 'membership.affiliation.hint', message: 'Your school, university or organisation.'});
    case 'reasonToJoin':
      return translate({id: 'membership.reasonToJoin.hint', message: 'At most {max} characters.'}, {max: formatNumber(limits.maxCharacters.reasonToJoin)});
    case 'areasOfInterest':
    case 'preferredInvolvement':
      return translate({id: 'membership.chooseAny', message: 'Choose any that apply.'});
    case 'skills':
      return translate({
        id: 'membership.skills.hint',
        message: 'For example boat handling, diving, laboratory methods, programming, photography or writing.',
      });
    case 'cvFile':
      return translate({id: 'membership.cv.hint', message: 'PDF or Word document, less than 5 MB.'});
    case 'photoFile':
      return translate({id: 'membership.photo.hint', message: 'JPEG or PNG image, less than 2 MB.'});
    default:
      return undefined;
  }
}

/**
 * The counter under a long text (the reason to join, whose counter came first and names the id,
 * and the skills).
 * `count` and `max` are in characters as the model's `characterCount` counts them, written by
 * `formatNumber`.
 */
export function characterCounter(count: number, max: number, formatNumber: NumberFormat): string {
  return translate(
    {id: 'membership.reasonToJoin.count', message: '{count} of {max} characters', description: 'Character counter under the reason to join'},
    {count: formatNumber(count), max: formatNumber(max)},
  );
}

/** The heading of a section. */
export function sectionTitle(id: FormSection['id']): string {
  switch (id) {
    case 'about':
      return translate({id: 'membership.section.about', message: 'About you'});
    case 'contact':
      return translate({id: 'membership.section.contact', message: 'Contact details'});
    case 'education':
      return translate({id: 'membership.section.education', message: 'Study and work'});
    case 'membership':
      return translate({id: 'membership.section.membership', message: 'Your membership'});
    case 'documents':
      return translate({id: 'membership.section.documents', message: 'Documents'});
  }
}

/** The note under a section's heading, where it has one. */
export function sectionNote(id: FormSection['id']): string | undefined {
  return id === 'documents'
    ? translate({
        id: 'membership.documents.note',
        message: 'Your CV and photo are checked here but not sent with this form. If your application goes ahead, our outreach and student coordinator will ask you to e-mail them.',
      })
    : undefined;
}

/**
 * The text a visitor reads for an option of a field. The option itself (the model's English
 * value) is what the form sends, whatever the page's language, so the coordinator's mailbox
 * holds one language of values; only this text is translated.
 *
 * @param name the field (select, radio group or checkboxes)
 * @param option one of the options the model lists for that field
 * @returns the translated text; an option the model does not list is returned as it is
 */
export function optionLabel(name: OptionFieldName, option: string): string {
  switch (`${name}:${option}`) {
    case 'gender:Male':
      return translate({id: 'membership.option.gender.male', message: 'Male'});
    case 'gender:Female':
      return translate({id: 'membership.option.gender.female', message: 'Female'});
    case 'gender:Other':
      return translate({id: 'membership.option.gender.other', message: 'Other'});
    case 'designation:Student':
      return translate({id: 'membership.option.designation.student', message: 'Student'});
    case 'designation:Researcher':
      return translate({id: 'membership.option.designation.researcher', message: 'Researcher'});
    case 'designation:Faculty':
      return translate({id: 'membership.option.designation.faculty', message: 'Faculty'});
    case 'designation:Professional':
      return translate({id: 'membership.option.designation.professional', message: 'Professional'});
    case 'highestDegree:HSC':
      return translate({id: 'membership.option.highestDegree.hsc', message: 'HSC'});
    case 'highestDegree:B.Sc.':
      return translate({id: 'membership.option.highestDegree.bsc', message: 'B.Sc.'});
    case 'highestDegree:M.Sc.':
      return translate({id: 'membership.option.highestDegree.msc', message: 'M.Sc.'});
    case 'highestDegree:Ph.D.':
      return translate({id: 'membership.option.highestDegree.phd', message: 'Ph.D.'});
    case 'highestDegree:Other':
      return translate({id: 'membership.option.highestDegree.other', message: 'Other'});
    case 'membershipCategory:Secondary / Higher Secondary Student':
      return translate({id: 'membership.option.membershipCategory.secondary', message: 'Secondary / Higher Secondary Student'});
    case 'membershipCategory:Undergraduate Student':
      return translate({id: 'membership.option.membershipCategory.undergraduate', message: 'Undergraduate Student'});
    case 'membershipCategory:Graduate / Research Student':
      return translate({id: 'membership.option.membershipCategory.graduate', message: 'Graduate / Research Student'});
    case 'membershipCategory:Professional Member':
      return translate({id: 'membership.option.membershipCategory.professional', message: 'Professional Member'});
    case 'areasOfInterest:Research & Innovation':
      return translate({id: 'membership.option.areasOfInterest.research', message: 'Research & Innovation'});
    case 'areasOfInterest:Internships & Training':
      return translate({id: 'membership.option.areasOfInterest.internships', message: 'Internships & Training'});
    case 'areasOfInterest:Volunteering & Field Activities':
      return translate({id: 'membership.option.areasOfInterest.volunteering', message: 'Volunteering & Field Activities'});
    case 'areasOfInterest:Citizen Science & Community Programs':
      return translate({id: 'membership.option.areasOfInterest.citizenScience', message: 'Citizen Science & Community Programs'});
    case 'areasOfInterest:Events & Workshops':
      return translate({id: 'membership.option.areasOfInterest.events', message: 'Events & Workshops'});
    case 'areasOfInterest:Publications & Writing':
      return translate({id: 'membership.option.areasOfInterest.publications', message: 'Publications & Writing'});
    case 'preferredInvolvement:Online Webinars':
      return translate({id: 'membership.option.preferredInvolvement.webinars', message: 'Online Webinars'});
    case 'preferredInvolvement:On-site Fieldwork':
      return translate({id: 'membership.option.preferredInvolvement.fieldwork', message: 'On-site Fieldwork'});
    case 'preferredInvolvement:Collaborative Research':
      return translate({id: 'membership.option.preferredInvolvement.collaborative', message: 'Collaborative Research'});
    case 'preferredInvolvement:Outreach & Awareness Campaigns':
      return translate({id: 'membership.option.preferredInvolvement.outreach', message: 'Outreach & Awareness Campaigns'});
    default:
      return option;
  }
}
