/** The collections kept as files, read in English as the site reads them (`content/`). */
import {readCollection} from '../../plugins/collections/entryFiles';
import type {Leader} from '../../src/data/leadership';
import type {CareerOpportunity} from '../../src/data/careers';
import type {LaboratoryEvent} from '../../src/data/events';

export const people = readCollection('people');
/** The person with this id, or `undefined`. */
export const findPerson = (id: string) => people.find((person) => person.id === id);
export const leaders: readonly Leader[] = readCollection('leadership');
export const [alumni, services, transferItems, partners, storeItems] = [readCollection('alumni'), readCollection('services'), readCollection('transfer'), readCollection('partners'), readCollection('store')];
export const careerOpportunities: readonly CareerOpportunity[] = readCollection('careers');
export const careerById = (id: string) => careerOpportunities.find((opportunity) => opportunity.id === id);
export const pressItems = readCollection('press');
/** Sorted by start, as the plugin gives them. */
export const laboratoryEvents: readonly LaboratoryEvent[] = readCollection('events');
export const [undergraduatePrograms, graduateDisciplines] = [readCollection('undergraduate'), readCollection('graduate')];
