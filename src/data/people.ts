/**
 * Our People: the laboratory's researchers and research students.
 *
 * Shown on `/who-we-are/about-borl/our-people` (grouped, in the order below) and on one
 * pre-rendered page per person at `/who-we-are/about-borl/our-people/{id}`.
 *
 * To add a person:
 * 1. Add one entry to {@link people} in its group, in the place it should appear in the list:
 *    - `id`: a new string of digits, unique across both groups (it becomes the URL);
 *    - `group`: `'researcher'` or `'student'`;
 *    - `name`: full name as the person writes it;
 *    - `designation`: one of {@link Designation} (add a new title to that union if needed);
 *      leave it out when the person has no title;
 *    - `img`: `/img/people/{id}.svg` (or `.webp`), a square portrait of at least 400x400 px,
 *      saved in `static/img/people/`;
 *    - `description`: the biography, two to four paragraphs separated by a blank line. The
 *      first paragraph is the list excerpt, so make it say who the person is and what they
 *      work on;
 *    - `aliases` (optional): the names the person publishes under, as BibTeX writes them
 *      (`'Chowdhury, Farhana Rahman'`, `'Chowdhury, F. R.'`), so that their publications are
 *      found and linked;
 *    - `detailsLink` (optional): the person's faculty profile on the university site; the page
 *      then shows a 'Faculty Profile' button;
 *    - `profiles` (optional): research profiles by identifier, e.g.
 *      `{orcid: '0000-0002-1825-0097', googleScholar: 'AbCdEfGhIjKL', researchGate: 'Name-Surname'}`
 *      (the kinds and their URLs are the table of `src/data/profiles.ts`).
 *    The programmes a person works on are listed on the programme (`people` in
 *    `static/programs-and-project.json`), their articles by the post (`people` in its front
 *    matter); the person's page shows both.
 * 2. Run `node scripts/draw-collections.mjs` to draw an initials portrait, or save a photo instead.
 * 3. Run `npm run test:unit`: the collection tests (`tests/unit/collections.test.ts`, with the
 *    schema in `src/data/schemas/people.ts`) say what is missing or duplicated.
 *
 * The names and biographies are sample content written for this site (no real person).
 */
import type {Profiles} from './profiles';
import type {CollectionReviewMetadata} from '../utils/contentReview';

/**
 * When this file's entries were last checked, by whom, and how often (months) they must be
 * checked again: update it after a review (`npm run content:review` lists files that are due).
 */
export const review: CollectionReviewMetadata = {lastReviewed: '2026-10-14', reviewer: 'Laboratory Director', reviewEvery: 6};

/** The two groups of the Our People page, in display order. */
export type PersonGroup = 'researcher' | 'student';

/** Every group with its heading and position on the list page. */
export const personGroups = {
  researcher: {label: 'Researchers', order: 1},
  student: {label: 'Research Students', order: 2},
} as const satisfies Record<PersonGroup, {label: string; order: number}>;

/** The titles a person may carry (closed set; extend it when a new title is needed). */
export const designations = [
  'Professor',
  'Associate Professor',
  'Assistant Professor',
  'Lecturer',
  'Tenure Track',
  'Senior Scientific Officer',
  'Research Associate',
  'Research Student',
] as const;

/** A person's title as printed under the name. */
export type Designation = (typeof designations)[number];

/** A member of the laboratory. */
export type Person = {
  /** Digits only, unique across both groups; the last segment of the detail page URL. */
  id: string;
  group: PersonGroup;
  name: string;
  /** Printed under the name; absent for a person without a title. */
  designation?: Designation;
  /** Portrait path under `static/` (square, at least 400x400 px). */
  img: string;
  /** Biography: paragraphs separated by a blank line; the first is the list excerpt. */
  description: string;
  /**
   * The forms of the name the person publishes under, as a BibTeX `author` field writes them
   * (`'Family, Given'`, initials allowed: `'Chowdhury, F. R.'`). An author of
   * `src/data/publications.bib` whose name matches one (ignoring case, dots and spacing) is this
   * person: the publication links to their page and their page lists it. No two people may
   * share an alias.
   */
  aliases?: readonly string[];
  /** Faculty profile on the university site; shows the 'Faculty Profile' button. */
  detailsLink?: string;
  /** Research profiles by identifier (ORCID iD, Google Scholar user, ResearchGate name; `src/data/profiles.ts`). */
  profiles?: Profiles;
};

/** Everyone, researchers first, each group in list order. */
export const people: readonly Person[] = [
  {
    id: '1',
    group: 'researcher',
    name: 'Dr. Farhana Rahman Chowdhury',
    aliases: ['Chowdhury, Farhana Rahman', 'Chowdhury, F. R.'],
    designation: 'Professor',
    img: '/img/people/1.svg',
    detailsLink: 'https://www.cuc.ac.bd/faculty/farhana-rahman-chowdhury',
    description: `Dr. Farhana Rahman Chowdhury is a physical oceanographer and Professor at the Institute of Oceanography and Coastal Studies, and the Director of the laboratory. Her research follows how the monsoon, the great rivers and the tides together shape salinity, temperature and currents on the shelf of the northern Bay of Bengal.

She studied marine science in Chattogram and completed her PhD on the freshwater plume of the Ganges-Brahmaputra-Meghna system, using ship-based CTD sections and satellite salinity. Back in Bangladesh she set up the laboratory's first regular hydrographic sections off the Karnaphuli and Meghna estuaries, which later grew into the annual Feni-Teknaf coastal belt monitoring of 17 parameters at 80 locations.

As Director she leads the cruise programme, from the Sundarbans research cruise of September 2023 to the St Martin's Island expedition of December 2023 to January 2024, and she has supervised more than thirty graduate theses. She represents the laboratory on national committees for the blue economy and marine protected areas.`,
  },
  {
    id: '2',
    group: 'researcher',
    name: 'Dr. Anisur Rahman Talukder',
    aliases: ['Talukder, Anisur Rahman', 'Talukder, A. R.'],
    designation: 'Associate Professor',
    img: '/img/people/2.svg',
    detailsLink: 'https://www.cuc.ac.bd/faculty/anisur-rahman-talukder',
    description: `Dr. Anisur Rahman Talukder is a coral reef and benthic ecologist, Associate Professor at the institute and Chief Scientist of the laboratory. He studies how the patchy coral communities of St Martin's Island survive in turbid, warm and heavily fished water, and what that tells us about reefs at the edge of their range.

He trained as a scientific diver and led the underwater work of the St Martin's Island expedition, where a 15-member team sampled 54 stations around the island. He also coordinates the laboratory's remotely operated vehicle surveys, which have mapped coral habitat at 58 stations, and the photo-quadrat archive that lets the team compare reef cover from year to year.

He teaches benthic ecology and field methods, and he is the person students meet first when they want to learn to work under water safely.`,
  },
  {
    id: '3',
    group: 'researcher',
    name: 'Dr. Nusrat Jahan Mridha',
    aliases: ['Mridha, Nusrat Jahan'],
    designation: 'Associate Professor',
    img: '/img/people/3.svg',
    detailsLink: 'https://www.cuc.ac.bd/faculty/nusrat-jahan-mridha',
    description: `Dr. Nusrat Jahan Mridha is a marine microbiologist and biotechnologist and Associate Professor at the institute. She leads the laboratory's marine biotechnology group, which looks for useful enzymes, antimicrobial compounds and pigments in bacteria, seaweeds and sponges from the coast of Bangladesh.

Her group keeps a culture collection of more than 400 bacterial isolates from mangrove mud, seagrass beds and coral rubble, each with its collection site, date and gene sequence. Recent work has screened salt-tolerant bacteria from the Sundarbans for enzymes that break down shrimp-shell waste, and seaweed extracts for activity against fish pathogens in hatcheries.

She also teaches molecular methods, runs the laboratory's DNA barcoding bench, and helps other groups identify plankton, fish larvae and shark fins from tissue samples.`,
  },
  {
    id: '4',
    group: 'researcher',
    name: 'Dr. Kamrul Islam Bhuiyan',
    aliases: ['Bhuiyan, Kamrul Islam', 'Bhuiyan, K. I.'],
    designation: 'Assistant Professor',
    img: '/img/people/4.svg',
    detailsLink: 'https://www.cuc.ac.bd/faculty/kamrul-islam-bhuiyan',
    description: `Dr. Kamrul Islam Bhuiyan is a fisheries biologist and Assistant Professor who works on sharks, rays and the coastal fisheries that catch them. He leads the laboratory's shark and ray monitoring at the landing centres of Cox's Bazar, Chattogram and Teknaf.

Since the monitoring began, his team and the students he supervises have recorded thousands of sharks, rays and guitarfishes, identified to species with photographs and DNA barcodes. The records show which species are landed most often, at what size and in which season, and they support the protection of threatened species listed under the Wildlife (Conservation and Security) Act of Bangladesh.

He works closely with fish traders and boat owners, many of whom now send photographs of unusual catches to the team, and he teaches fish biology and stock assessment.`,
  },
  {
    id: '5',
    group: 'researcher',
    name: 'Dr. Sadia Afrin Khanam',
    aliases: ['Khanam, Sadia Afrin'],
    designation: 'Assistant Professor',
    img: '/img/people/5.svg',
    description: `Dr. Sadia Afrin Khanam is a biological oceanographer and Assistant Professor whose work centres on plankton: the microscopic algae and animals at the base of the food web of the northern Bay of Bengal. She studies how phytoplankton and zooplankton change with the monsoon, the river plume and the nutrient load of the coast.

She runs the plankton bench of every major cruise, including the plankton team of the Sundarbans research cruise, and she keeps the laboratory's reference collection of preserved samples and micrographs. Her recent work links blooms seen from satellites to the species found in water samples, so that harmful algal blooms can be spotted earlier.

She teaches marine biology and microscopy and enjoys taking school groups through their first look at a drop of sea water.`,
  },
  {
    id: '6',
    group: 'researcher',
    name: 'Md. Tanvir Ahmed Sarker',
    aliases: ['Sarker, Md. Tanvir Ahmed', 'Sarker, Tanvir Ahmed'],
    designation: 'Lecturer',
    img: '/img/people/6.svg',
    detailsLink: 'https://www.cuc.ac.bd/faculty/tanvir-ahmed-sarker',
    description: `Md. Tanvir Ahmed Sarker is a marine geologist and Lecturer at the institute. He studies the sediments of the coast and the shelf: where the mud and sand carried by the rivers settle, how fast the seabed builds up, and how pollutants such as heavy metals and microplastics are stored in it.

He manages the laboratory's sediment corers and grab samplers and its grain-size and organic-carbon analyses. On the Moheshkhali channel survey of December 2022 his team took sediment samples at each of the 73 locations visited, the largest single set in the laboratory's archive.

He is completing a PhD on sediment accumulation in the tidal channels of the Sundarbans and teaches marine geology and coastal processes.`,
  },
  {
    id: '7',
    group: 'researcher',
    name: 'Rumana Akter Shimu',
    aliases: ['Shimu, Rumana Akter'],
    designation: 'Lecturer',
    img: '/img/people/7.svg',
    description: `Rumana Akter Shimu is an aquaculture scientist and Lecturer at the institute. Her work asks how coastal farmers can grow more seafood with less feed, less pollution and less risk, and she leads the laboratory's trials of integrated multi-trophic aquaculture, in which fish, seaweed and shellfish are grown together so that each uses the waste of the other.

At the field station near Cox's Bazar she runs small-scale trials of seaweed rafts beside fish cages and of floating mussel lines, measuring growth, water quality and the cost of every step, so that the results can be used by farmers and not only published.

She teaches aquaculture and fish nutrition and supervises undergraduate internships at hatcheries and farms along the coast.`,
  },
  {
    id: '8',
    group: 'researcher',
    name: 'Dr. Imtiaz Hossain Mollah',
    aliases: ['Mollah, Imtiaz Hossain'],
    designation: 'Tenure Track',
    img: '/img/people/8.svg',
    detailsLink: 'https://www.cuc.ac.bd/faculty/imtiaz-hossain-mollah',
    description: `Dr. Imtiaz Hossain Mollah is an ocean modeller in a tenure-track position at the institute. He builds numerical models of the northern Bay of Bengal that simulate tides, currents, salinity and storm surges, and he tests them against the observations the laboratory's cruises and moorings collect.

He joined the laboratory after a postdoctoral fellowship abroad, where he worked on regional ocean models and cyclone surge forecasting. At the laboratory he set up the modelling cluster and the workflows that turn cruise data into model checks, and his current work simulates how the river plume spreads along the coast in different monsoon years.

He teaches numerical methods and scientific programming, and he supervises students who model waves, surges and the dispersal of fish larvae.`,
  },
  {
    id: '9',
    group: 'researcher',
    name: 'Dr. Shahnaz Parvin Lipi',
    aliases: ['Lipi, Shahnaz Parvin'],
    designation: 'Senior Scientific Officer',
    img: '/img/people/9.svg',
    description: `Dr. Shahnaz Parvin Lipi is a Senior Scientific Officer at the laboratory who studies seagrass meadows, mangroves and the carbon they store, often called blue carbon. Her work maps the small, scattered seagrass beds of Sonadia Island and St Martin's Island and measures how much carbon their sediments hold.

She led the habitat survey of the Sonadia channel cruise of October 2022, which covered about 50 km² of channels, mudflats and seagrass beds, and she maintains the laboratory's long-term seagrass monitoring plots.

Beyond her research she is responsible for the laboratory's field safety plans and sampling permits in protected areas.`,
  },
  {
    id: '10',
    group: 'researcher',
    name: 'Abu Sayeed Majumder',
    aliases: ['Majumder, Abu Sayeed'],
    designation: 'Research Associate',
    img: '/img/people/10.svg',
    description: `Abu Sayeed Majumder is a Research Associate in hydrography and geographic information systems. He plans cruise tracks and sampling grids, runs the echo sounder and the positioning systems on board, and turns every survey into maps that the rest of the laboratory can use.

Before joining the laboratory he worked as a survey engineer on river dredging and port projects. He prepared the station plans for the Feni-Teknaf coastal belt monitoring and for the 58 ROV stations around St Martin's Island, and he maintains the laboratory's spatial database of stations, tracks and habitats.

He also teaches the GIS and remote sensing practicals for undergraduate students.`,
  },
  {
    id: '11',
    group: 'researcher',
    name: 'Golam Mostafa Khan',
    aliases: ['Khan, Golam Mostafa'],
    img: '/img/people/11.svg',
    description: `Golam Mostafa Khan is the laboratory's field operations coordinator and a researcher in coastal fisheries. He has worked on the coast of Bangladesh for more than twenty-five years and knows its channels, landing centres and fishing communities as well as anyone at the institute.

He organises the logistics of every cruise and expedition: boats, crews, permits, fuel, sample storage and the safety briefing that opens each day at sea. For the Sundarbans waterways expedition he planned a route of about 300 km with stops at 26 land spots.

His own research records the catches and costs of small-scale set-bag net fisheries in the estuaries, and he is the first contact for fishers who want to share what they see on the water.`,
  },
  {
    id: '12',
    group: 'student',
    name: 'Arifa Sultana Mim',
    designation: 'Research Student',
    img: '/img/people/12.svg',
    description: `Arifa Sultana Mim is an MS research student studying the seagrass Halophila beccarii on the intertidal mudflats of Sonadia Island. She measures how the density and growth of the meadows change between the dry season and the monsoon, and how sediment, salinity and trampling by collectors affect them.

Her fieldwork follows the spring tides: at low water she counts shoots in fixed quadrats, takes sediment cores and photographs each plot. Back in the laboratory she measures leaf length, biomass and the organic carbon of the sediment.

Her results feed into the laboratory's proposal for protecting the seagrass beds of the Sonadia channel.`,
  },
  {
    id: '13',
    group: 'student',
    name: 'Md. Rakibul Hasan Rony',
    aliases: ['Rony, Md. Rakibul Hasan'],
    designation: 'Research Student',
    img: '/img/people/13.svg',
    description: `Md. Rakibul Hasan Rony is a research student working on sharks and rays landed at the Cox's Bazar fish landing centre. Twice a week he records every shark, ray and guitarfish that comes in, with species, sex, size and the gear and fishing ground it came from.

His thesis looks at the size structure of the most common landed species, such as the spadenose shark and the scalloped hammerhead, and asks whether juveniles are caught more often in some months. He photographs every animal so that identifications can be checked, and he sends tissue samples for DNA barcoding when a species is hard to tell apart.

He also helps run the laboratory's awareness meetings with traders about protected species.`,
  },
  {
    id: '14',
    group: 'student',
    name: 'Tasnim Jahan Orin',
    designation: 'Research Student',
    img: '/img/people/14.svg',
    description: `Tasnim Jahan Orin is a research student in marine biotechnology. She screens bacteria isolated from mangrove sediments of the Sundarbans for enzymes, such as chitinases and proteases, that stay active in salty water and could turn shrimp-shell and fish-processing waste into useful products.

She grows isolates from the laboratory's culture collection, tests their enzyme activity on plates and in flasks, and identifies the most promising strains by sequencing their 16S rRNA genes.

Her next step is to test how the best enzymes perform at the temperatures and salt levels of a real processing plant in Chattogram.`,
  },
  {
    id: '15',
    group: 'student',
    name: 'Mehedi Hasan Shuvo',
    designation: 'Research Student',
    img: '/img/people/15.svg',
    description: `Mehedi Hasan Shuvo is a research student in aquaculture who works on the mud crab Scylla olivacea, one of the most valuable exports from the coast of Bangladesh. His thesis compares crab fattening in ponds and in individual boxes, and tests feeds that use less trash fish.

He runs his trials with farmers in Cox's Bazar and Satkhira, measuring growth, survival and water quality every two weeks, and records the costs and prices so that each method can be judged as a business too.

He also helps in the laboratory's integrated multi-trophic aquaculture trials, where seaweed is grown alongside fish and crabs.`,
  },
  {
    id: '16',
    group: 'student',
    name: 'Fariha Tabassum Nitu',
    designation: 'Research Student',
    img: '/img/people/16.svg',
    description: `Fariha Tabassum Nitu is a research student studying coral bleaching around St Martin's Island, Bangladesh's only coral-bearing island. She compares sea temperatures recorded by loggers on the reef with the colour and health of tagged coral colonies through the year.

She took part in the St Martin's Island expedition of December 2023 to January 2024 as one of the laboratory's trained divers, photographing colonies at fixed stations and collecting water samples for nutrients and turbidity.

Her work will help show which coral species and which parts of the reef are most at risk during marine heatwaves, and where protection would help most.`,
  },
  {
    id: '17',
    group: 'student',
    name: 'Sajid Mahmud Rafi',
    designation: 'Research Student',
    img: '/img/people/17.svg',
    description: `Sajid Mahmud Rafi is a research student in physical oceanography. He studies the salinity fronts that form where the fresh water of the Meghna estuary meets the saltier water of the open bay, and how they move with the tides and the seasons.

His data come from CTD profiles taken along repeated transects, including the estuary cruise that worked 29 sampling locations over about 275 km, and from a moored salinity logger. He processes the profiles, corrects the sensors against water samples, and maps where the fronts lie in each season.

He is interested in how these fronts affect where fish such as hilsa gather to spawn.`,
  },
  {
    id: '18',
    group: 'student',
    name: 'Nafisa Anjum Prova',
    designation: 'Research Student',
    img: '/img/people/18.svg',
    description: `Nafisa Anjum Prova is a research student in ocean modelling. She uses a numerical model of the northern Bay of Bengal to simulate the storm surges of recent cyclones and to test how the shape of the coast and the timing of the tide change the height of the water that reaches the land.

She compares her model runs with tide-gauge records and with high-water marks surveyed by the laboratory after cyclones, and she runs scenarios with higher sea levels to see how surge risk may change.

Her work is done in close contact with the laboratory's ocean modelling group and with disaster management agencies that use surge maps.`,
  },
  {
    id: '19',
    group: 'student',
    name: 'Tanjim Ahmed Siam',
    aliases: ['Siam, Tanjim Ahmed'],
    designation: 'Research Student',
    img: '/img/people/19.svg',
    description: `Tanjim Ahmed Siam is a research student in remote sensing. He uses satellite images of ocean colour to map chlorophyll and suspended sediment along the coast of Bangladesh, where the water is so muddy that standard global methods often fail.

To make the satellite estimates trustworthy, he collects water samples and light measurements on the laboratory's cruises at the moment a satellite passes overhead, and uses them to tune a regional method for the turbid coastal waters.

He hopes his maps will help the laboratory spot plankton blooms and sediment plumes between cruises.`,
  },
  {
    id: '20',
    group: 'student',
    name: 'Sumaiya Akter Eva',
    designation: 'Research Student',
    img: '/img/people/20.svg',
    description: `Sumaiya Akter Eva is a research student studying phytoplankton, especially diatoms and dinoflagellates that can form harmful blooms. She counts and identifies species in water samples from the Feni-Teknaf coastal belt monitoring and from the Sundarbans research cruise.

Her thesis asks which nutrient conditions favour potentially toxic species, using the 17 water-quality parameters measured at each of the 80 monitoring locations alongside her counts.

She has built a photographic guide to the common phytoplankton of the coast that new students now use on their first day at the microscope.`,
  },
  {
    id: '21',
    group: 'student',
    name: 'Habibur Rahman Tuhin',
    aliases: ['Tuhin, Habibur Rahman'],
    designation: 'Research Student',
    img: '/img/people/21.svg',
    description: `Habibur Rahman Tuhin is a research student who studies microplastics in beach and seabed sediments along the coast from Patenga to Teknaf. He measures how many particles are found, what they are made of and where they come from.

He extracts particles from sediment by density separation, sorts and counts them under the microscope, and identifies the polymers with infrared spectroscopy. His early results show the highest numbers near river mouths and fish landing centres.

He also leads beach clean-up days with school students, turning each clean-up into a small citizen-science survey.`,
  },
  {
    id: '22',
    group: 'student',
    name: 'Israt Jahan Tonni',
    aliases: ['Tonni, Israt Jahan'],
    designation: 'Research Student',
    img: '/img/people/22.svg',
    description: `Israt Jahan Tonni is a research student studying the animals that live in and on the mud of the Sundarbans mangrove channels: crabs, snails, worms and bivalves. She was part of the benthic team on the Sundarbans research cruise of September 2023, which sampled 34 stations over 130 km.

She sorts and identifies the animals in each grab sample and links the communities she finds to salinity, sediment type and the distance from the sea.

Her work adds to a baseline that will show how the mangrove ecosystem responds to rising salinity in the coming decades.`,
  },
  {
    id: '23',
    group: 'student',
    name: 'Ashiqur Rahman Sojib',
    aliases: ['Sojib, Ashiqur Rahman'],
    designation: 'Research Student',
    img: '/img/people/23.svg',
    description: `Ashiqur Rahman Sojib is a research student working on hilsa shad (Tenualosa ilisha), the national fish of Bangladesh. He studies how the migration of hilsa from the sea into the rivers relates to river discharge, salinity and water temperature.

He combines landing records from fish markets along the Meghna with environmental data from the laboratory's cruises and from satellites, and he samples fish to record their size, maturity and what they have eaten.

He hopes his work will help set the timing of seasonal fishing bans that protect spawning hilsa.`,
  },
  {
    id: '24',
    group: 'student',
    name: 'Lamia Islam Tusi',
    designation: 'Research Student',
    img: '/img/people/24.svg',
    description: `Lamia Islam Tusi is a research student in aquaculture working on the red seaweed Gracilaria, which can be grown on ropes in coastal waters and sold for food and agar. She tests how growth changes with the season, the depth of the ropes and the distance from fish cages.

Her trial rafts stand in the laboratory's integrated multi-trophic aquaculture site, where she measures how much nitrogen and phosphorus the seaweed removes from the water around the cages.

She is also writing a short guide for coastal women's groups who want to start seaweed farming.`,
  },
  {
    id: '25',
    group: 'student',
    name: 'Shakil Ahmed Joy',
    designation: 'Research Student',
    img: '/img/people/25.svg',
    description: `Shakil Ahmed Joy is a research student who uses underwater video to study the coral communities of St Martin's Island. He pilots the laboratory's remotely operated vehicle and helped record the survey of 58 ROV stations around the island.

His thesis turns hours of video into maps of live coral, algae, rubble and sand, using a point-count method that he checks against diver photographs at the same stations.

He is also testing simple image-analysis tools that could speed up the reading of video in the future.`,
  },
  {
    id: '26',
    group: 'student',
    name: 'Nowshin Tarannum Raisa',
    designation: 'Research Student',
    img: '/img/people/26.svg',
    description: `Nowshin Tarannum Raisa is a research student in marine biotechnology who studies microalgae from the coast of Bangladesh as a source of oils and pigments. She isolates single species from coastal water samples and grows them in the laboratory under different light and nutrient conditions.

She measures growth rates, lipid content and carotenoid pigments, and she is comparing local strains with commercial ones to see whether they are better suited to the heat and salinity of Bangladesh.

Her longer goal is a local strain that could feed the larvae of shrimp and fish in coastal hatcheries.`,
  },
  {
    id: '27',
    group: 'student',
    name: 'Md. Imran Hossain Sabbir',
    designation: 'Research Student',
    img: '/img/people/27.svg',
    description: `Md. Imran Hossain Sabbir is a research student who uses DNA barcoding to identify sharks and rays, including dried fins and processed meat in which the species can no longer be seen. He works with the samples collected at the landing centres by the shark and ray monitoring team.

He extracts DNA, sequences a short standard gene region and compares each sequence with reference libraries. His results have already confirmed several species that are protected in Bangladesh among traded products.

He is building a local reference library of sequences from carefully identified specimens, so that future identifications are more reliable.`,
  },
  {
    id: '28',
    group: 'student',
    name: 'Jannatul Ferdous Bristy',
    designation: 'Research Student',
    img: '/img/people/28.svg',
    description: `Jannatul Ferdous Bristy is a research student studying blue carbon in the seagrass beds of St Martin's Island and Sonadia Island. She measures how much organic carbon is stored in the sediments under seagrass compared with bare sand nearby.

She takes sediment cores up to a metre long, slices them in the laboratory and measures their density and carbon content. She also dates some cores to estimate how fast the carbon has accumulated.

Her numbers will help Bangladesh include seagrass in its national accounts of coastal carbon.`,
  },
  {
    id: '29',
    group: 'student',
    name: 'Rezaul Karim Shanto',
    designation: 'Research Student',
    img: '/img/people/29.svg',
    description: `Rezaul Karim Shanto is a research student in ocean modelling who studies waves and beach erosion along the Cox's Bazar coast, one of the longest natural sandy beaches in the world. He runs a spectral wave model forced by winds from weather models to see how wave energy reaches the beach in each season.

He compares the modelled waves with measurements from a pressure sensor deployed off the beach and with beach profiles surveyed by the laboratory every month.

His aim is to show which stretches of the beach are most exposed to erosion during the monsoon and during cyclones.`,
  },
  {
    id: '30',
    group: 'student',
    name: 'Tahsin Ahmed Nabil',
    designation: 'Research Student',
    img: '/img/people/30.svg',
    description: `Tahsin Ahmed Nabil is a research student in physical oceanography who studies the Swatch of No Ground, the deep submarine canyon that is Bangladesh's first marine protected area. He looks at how the canyon steers currents and mixes deep, cool water up towards the surface.

He analyses CTD profiles and current measurements from the laboratory's cruises across the canyon, together with satellite sea-surface temperature, and compares them with the output of the laboratory's ocean model.

He is especially interested in whether this mixing explains why dolphins and whales gather at the head of the canyon.`,
  },
  {
    id: '31',
    group: 'student',
    name: 'Umme Salma Mou',
    designation: 'Research Student',
    img: '/img/people/31.svg',
    description: `Umme Salma Mou is a research student in remote sensing and GIS who maps shoreline change and mangrove cover along the coast of Bangladesh from fifty years of satellite images.

She classifies Landsat and Sentinel-2 images, traces the shoreline for each decade and measures where land has been gained or lost, checking her maps against ground points recorded on the laboratory's field trips.

Her maps show new land building up in the Meghna estuary while parts of the coast further south retreat, and she shares them with coastal planners and the laboratory's ocean modellers.`,
  },
  {
    id: '266',
    group: 'student',
    name: 'Afsana Karim Chowdhury',
    designation: 'Research Student',
    img: '/img/people/266.svg',
    description: `Afsana Karim Chowdhury is a research student working on probiotic bacteria for shrimp hatcheries, at the meeting point of aquaculture and marine biotechnology. She looks for bacteria from the coast of Bangladesh that protect shrimp larvae against Vibrio infections without the use of antibiotics.

She isolates candidate bacteria from healthy shrimp and pond water, tests them against disease-causing strains in the laboratory and then in small tanks with larvae, measuring survival and growth.

She works with hatcheries in Cox's Bazar, which give her the chance to test her most promising strains in real production conditions.`,
  },
];

/**
 * `list` in Our People's sections: the groups in display order (`personGroups`), each with its
 * people in the order of `list`; every group is present, empty or not.
 */
export function groupPeople<P extends Pick<Person, 'group'>>(list: readonly P[]): {group: PersonGroup; people: P[]}[] {
  return (Object.keys(personGroups) as PersonGroup[])
    .sort((a, b) => personGroups[a].order - personGroups[b].order)
    .map((group) => ({group, people: list.filter((person) => person.group === group)}));
}

/** The groups in display order with their people (the list page's sections). */
export const peopleByGroup: {group: PersonGroup; people: Person[]}[] = groupPeople(people);

/** The person with this id, matched loosely (`12` finds `'12'`), or `undefined`. */
export function findPerson(id: string | number): Person | undefined {
  return people.find((person) => person.id === String(id).trim());
}
