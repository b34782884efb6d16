/** The collections kept as files, read in English as the site reads them (`content/`), without the parsed `body` (the schemas' own fields). */
import {readCollection as readWithBodies, type EntryOf, type FileCollectionName} from '../../plugins/collections/entryFiles';
import type {Leader} from '../../src/data/leadership';
import type {CareerOpportunity} from '../../src/data/careers';
import type {LaboratoryEvent} from '../../src/data/events';
import type {CruiseWithStations} from '../../src/data/cruises';
import type {Dataset} from '../../src/data/datasets';
import {withCoverage} from '../../src/data/datasetCoverage';
import {sameId, type Program, type ResearchArea, type ResearchId} from '../../src/data/research';

const readCollection = <Name extends FileCollectionName>(name: Name) => readWithBodies(name).map(({body: _body, ...entry}) => entry as EntryOf<Name>);

export const people = readCollection('people');
/** The person with this id, or `undefined`. */
export const findPerson = (id: string) => people.find((person) => person.id === id);
export const leaders: readonly Leader[] = readCollection('leadership');
export const [alumni, services, transferItems, partners, storeItems] = [
  readCollection('alumni'),
  readCollection('services'),
  readCollection('transfer'),
  readCollection('partners'),
  readCollection('store'),
];
export const careerOpportunities: readonly CareerOpportunity[] = readCollection('careers');
export const careerById = (id: string) => careerOpportunities.find((opportunity) => opportunity.id === id);
export const pressItems = readCollection('press');
/** Sorted by start, as the plugin gives them. */
export const laboratoryEvents: readonly LaboratoryEvent[] = readCollection('events');
/** Oldest first, each with its stations. */
export const cruises: readonly CruiseWithStations[] = readCollection('cruises');
export const datasets: readonly Dataset[] = readCollection('datasets');
export const datasetsWithCoverage = () => datasets.map((dataset) => withCoverage(dataset, cruises));
export const stationsOf = (cruiseId: string) => cruises.find((cruise) => cruise.id === cruiseId)?.stations ?? [];
export const programs: readonly Program[] = readCollection('programs');
export const researchAreas: readonly ResearchArea[] = readCollection('researchAreas');
export const findProgram = (id: ResearchId) => programs.find((program) => sameId(program.id, id));
export const findResearchArea = (id: ResearchId) => researchAreas.find((area) => sameId(area.id, id));
export const [galleryItems, homeCarousel] = [readCollection('gallery'), readCollection('homeCarousel')];
export const [undergraduatePrograms, graduateDisciplines] = [readCollection('undergraduate'), readCollection('graduate')];
