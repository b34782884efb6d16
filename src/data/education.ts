/**
 * Education: what the laboratory offers undergraduate students and the graduate disciplines
 * it supervises.
 *
 * Undergraduate entries are listed on `/what-we-do/educate/undergraduate` and each has a page at
 * `/what-we-do/educate/undergraduate/{id}`; graduate disciplines are listed on
 * `/what-we-do/educate/graduate` with a page at `/what-we-do/educate/graduate/{id}`.
 *
 * To add an entry, append it to {@link undergraduatePrograms} or {@link graduateDisciplines}:
 * - `id`: lower case words joined by `_` (it becomes the URL), unique in its list;
 * - `title`, and a one-sentence `summary` for the list card;
 * - `description`: paragraphs separated by a blank line;
 * - undergraduate: `img`, a 600x400 px card image in `static/img/education/`, and optional
 *   `cards` (each with `id`, `title`, `img` 600x400 px, `description`) shown below the text;
 * - graduate: `icon`, a 96x96 px square icon in `static/img/education/`.
 * Then run `npm run test:unit`: `tests/unit/collections.test.ts` checks every entry against the
 * schemas in `src/data/schemas/education.ts`.
 *
 * Contacts: students reach programmes through the student coordinator and a team leader by
 * e-mail, whose addresses are not printed; the texts say so.
 */
import type {ListCard} from '../collections';
import type {CollectionReviewMetadata} from '../utils/contentReview';

/**
 * When this file's entries were last checked, by whom, and how often (months) they must be
 * checked again: update it after a review (`npm run content:review` lists files that are due).
 */
export const review: CollectionReviewMetadata = {lastReviewed: '2026-09-28', reviewer: 'Outreach and Student Coordinator', reviewEvery: 12};

/** A card shown under an undergraduate entry (e.g. the three undergraduate resources). */
export type EducationCard = {
  id: string;
  title: string;
  /** Card image under `static/` (600x400 px). */
  img: string;
  description: string;
};

/** An undergraduate programme or resource. */
export type UndergraduateProgram = {
  /** Lower case words joined by `_`; the detail page URL segment. */
  id: string;
  title: string;
  /** One sentence for the list card. */
  summary: string;
  /** Card and page image under `static/` (600x400 px). */
  img: string;
  /** Paragraphs separated by a blank line. */
  description: string;
  /** Cards shown below the description. */
  cards?: EducationCard[];
};

/** A graduate discipline the laboratory supervises MS and PhD research in. */
export type GraduateDiscipline = {
  /** Lower case words joined by `_`; the detail page URL segment. */
  id: string;
  title: string;
  /** One sentence for the list card. */
  summary: string;
  /** Square icon under `static/` (96x96 px). */
  icon: string;
  /** Paragraphs separated by a blank line. */
  description: string;
};

/** Image sizes of this collection, in CSS pixels. */
export const educationImageSize = {card: {width: 600, height: 400}, icon: {width: 96, height: 96}} as const;

/** Undergraduate programmes and resources in list order. */
export const undergraduatePrograms: readonly UndergraduateProgram[] = [
  {
    id: 'summer_studentship_program',
    title: 'Summer Studentship Program',
    summary: 'Eight weeks inside a research team over the summer, with a project, a supervisor and, when the season allows, a day at sea.',
    img: '/img/education/summer-studentship.svg',
    description: `Every summer the laboratory offers studentships to undergraduate students of marine science, fisheries, oceanography and related subjects who have completed at least their second year. For eight weeks, from June to August, each student joins one of our research groups and works on a small project of their own under the guidance of a researcher.

Projects are real pieces of the laboratory's work: counting plankton from the Feni-Teknaf coastal belt monitoring, sorting benthic samples from the Sundarbans, reading ROV video from St Martin's Island, testing the growth of seaweed on ropes or preparing station maps in GIS. Where the weather and the cruise calendar allow, students spend at least one day in the field with the team.

Studentships end with a short talk or poster at the laboratory's summer seminar. Students learn how a research question becomes a sampling plan, how samples become data, and how data become a result that others can trust.

Applications open each spring. Students write to the laboratory's student coordinator with a short letter of motivation and a transcript; shortlisted students meet the team leader of the group they would join before an offer is made.`,
  },
  {
    id: 'bsc_internship',
    title: 'BSc Internship',
    summary: 'The final-year internship of the BSc programmes, spent in the laboratory, at sea and with our partners in hatcheries and agencies.',
    img: '/img/education/bsc-internship.svg',
    description: `Final-year BSc students of the Institute of Oceanography and Coastal Studies and of partner universities can spend their internship with the laboratory. An internship lasts twelve weeks and is planned together with the student's department so that it meets the requirements of their degree.

Interns rotate through the laboratory's benches, from water chemistry and plankton to sediments and GIS, and then settle in one group for a supervised project. Many take part in a coastal cruise or a landing-centre survey, and interns in fisheries and aquaculture may spend part of their time at partner hatcheries and farms along the coast.

Each internship ends with a written report and a presentation to the group. The report follows the format of a short scientific paper, so that interns leave with a piece of work they can show and, in the best cases, build on for a graduate thesis.

Students arrange an internship through the laboratory's student coordinator, who matches them with a team leader; departments send a letter confirming the internship period.`,
  },
  {
    id: 'undergraduate_resources',
    title: 'Undergraduate Resources',
    summary: 'Ways for any undergraduate to meet our scientists, volunteer in the field and learn to work under water.',
    img: '/img/education/undergraduate-resources.svg',
    description: `Not every student can join a studentship or an internship, but every undergraduate with an interest in the sea can find a way into the laboratory's work. The resources below are open to students of any year and any university in Bangladesh.

They are also the usual first step towards a studentship, an internship or a graduate thesis with us: most of our research students first came to a talk, a field day or a diving course.

To take part, write to the laboratory's student coordinator, who keeps the calendar of talks, field activities and courses and passes your request to the team leader in charge.`,
    cards: [
      {
        id: 'meet-the-marine-scientists',
        title: 'Meet the Marine Scientists',
        img: '/img/education/meet-the-marine-scientists.svg',
        description:
          'Monthly open talks in which a researcher or research student of the laboratory tells the story of a project, a cruise or a career, followed by questions over tea. Recordings of past talks are kept for students outside Chattogram.',
      },
      {
        id: 'volunteering-in-field-activity',
        title: 'Volunteering in Field Activity',
        img: '/img/education/volunteering-in-field-activity.svg',
        description:
          'Volunteers help on beach surveys, landing-centre counts, mangrove plantings and citizen-science days. Each activity starts with a safety briefing, and volunteers work alongside a member of the laboratory at all times.',
      },
      {
        id: 'diving-experience',
        title: 'Diving Experience',
        img: '/img/education/diving-experience.svg',
        description:
          'An introduction to scientific diving in a pool and in sheltered water with the laboratory\'s qualified divers, for students who can swim. Students who continue can train towards a recognised diving licence and join reef surveys.',
      },
    ],
  },
];

/** Graduate disciplines in list order. */
export const graduateDisciplines: readonly GraduateDiscipline[] = [
  {
    id: 'marine_science_oceanography',
    title: 'Marine Science and Oceanography',
    summary: 'MS and PhD research on the physics, chemistry and biology of the northern Bay of Bengal.',
    icon: '/img/education/marine-science-oceanography.svg',
    description: `Graduate students in marine science and oceanography study how the northern Bay of Bengal works: its currents, tides and fronts, its salinity and temperature through the monsoon, its nutrients and oxygen, and the plankton that respond to them.

Theses are built on the laboratory's own observations, from CTD sections and moored loggers to satellite data and numerical models. Recent topics include the salinity fronts of the Meghna estuary, mixing in the Swatch of No Ground, storm surge modelling and ocean colour in turbid coastal water.

Students take part in at least one cruise, learn to process and quality-check oceanographic data, and present their work at the laboratory seminar each term.

Prospective students contact the laboratory's student coordinator, who puts them in touch with the team leader of the relevant group to discuss a topic before they apply to the institute's graduate programme.`,
  },
  {
    id: 'marine_environmental_management',
    title: 'Marine Environmental Management',
    summary: 'Research that turns observations of the coast into evidence for protected areas, pollution control and coastal planning.',
    icon: '/img/education/marine-environmental-management.svg',
    description: `Graduate research in marine environmental management links science to decisions. Students study pressures on the coast of Bangladesh, such as pollution, habitat loss, overfishing and a rising sea, and ask what can be done about them.

Topics include water quality along the Feni-Teknaf coastal belt, microplastics in beach sediments, the management of the St Martin's Island and Swatch of No Ground marine protected areas, blue carbon in seagrass and mangroves, and the mapping of shoreline change for coastal planners.

Students learn field and laboratory methods, GIS and the basics of environmental law and policy, and many work with government agencies or conservation organisations during their research.

Prospective students contact the laboratory's student coordinator, who arranges a conversation with the team leader whose work is closest to their interest.`,
  },
  {
    id: 'marine_fisheries',
    title: 'Marine Fisheries',
    summary: 'Research on the fish, sharks, rays and shellfish of the coast and on the fisheries that depend on them.',
    icon: '/img/education/marine-fisheries.svg',
    description: `Marine fisheries research at the laboratory follows fish from the sea to the market. Graduate students study the biology of commercially and ecologically important species, the fisheries that catch them and the people whose living depends on them.

Current topics include shark and ray landings and their identification by DNA barcoding, the migration of hilsa shad, the estuarine set-bag net fishery, fish larvae in the mangrove channels and the effect of seasonal fishing bans.

Students spend long hours at landing centres and markets as well as at sea, learn species identification and stock assessment methods, and work closely with fishers and the Department of Fisheries.

Prospective students contact the laboratory's student coordinator, who introduces them to the team leader of the fisheries group.`,
  },
  {
    id: 'marine_aquaculture',
    title: 'Marine Aquaculture',
    summary: 'Research on growing seaweed, shellfish, crabs and fish on the coast with less feed, less pollution and less risk.',
    icon: '/img/education/marine-aquaculture.svg',
    description: `Graduate students in marine aquaculture work on ways to farm the coast that are productive, clean and within reach of small farmers. Their research takes place in the laboratory, in tanks and at the laboratory's trial sites near Cox's Bazar.

Topics include integrated multi-trophic aquaculture that combines fish, seaweed and shellfish, floating mussel culture, mud crab fattening, recirculating aquaculture systems, probiotics for shrimp hatcheries and feeds that use less wild fish.

Students learn experimental design, water-quality management and the economics of farming, and they present their results to farmers as well as to scientists.

Prospective students contact the laboratory's student coordinator, who arranges a meeting with the team leader of the aquaculture group.`,
  },
];

/** The undergraduate entry with this id, or `undefined`. */
export function findUndergraduateProgram(id: string): UndergraduateProgram | undefined {
  return undergraduatePrograms.find((entry) => entry.id === id.trim());
}

/** The graduate discipline with this id, or `undefined`. */
export function findGraduateDiscipline(id: string): GraduateDiscipline | undefined {
  return graduateDisciplines.find((entry) => entry.id === id.trim());
}

/** An undergraduate programme's card on the list page: image, title, summary, Read More. */
export function undergraduateCard(program: UndergraduateProgram): ListCard {
  return {title: program.title, image: {src: program.img, ...educationImageSize.card}, summary: program.summary, readMore: true};
}

/** A graduate discipline's card on the list page: icon, title, summary, Read More. */
export function graduateCard(discipline: GraduateDiscipline): ListCard {
  return {title: discipline.title, image: {src: discipline.icon, ...educationImageSize.icon, variant: 'icon'}, summary: discipline.summary, readMore: true};
}
