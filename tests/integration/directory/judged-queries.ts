/**
 * The directory's judged queries (issue 33 item 5), over the demo directory (`seedDemoProfiles`:
 * 60 approved executives, fixed faker seed). Each says which entries must make the top five:
 * - `names`: these executives, by name (a client's search, which reaches names);
 * - `titles`, `tool`, `industry`, `place`: every one of the top five has that title, tool (a
 *   label beginning with it), industry or place (what a visitor's card shows), and there is one;
 * - `sameAs`: the same top five as that query, spelt right (a misspelling, an abbreviation, a
 *   place in another language).
 * Visitors search titles, industries, tools and places; clients names and bios too (decision 006).
 * Judged by reading the demo data, not by running the engine: a change that breaks one is a bug
 * in the engine or a judgment to review with the data, never a number to update.
 */
export type JudgedQuery = {
  q: string;
  as: 'visitor' | 'client';
  names?: string[];
  titles?: string[];
  tool?: string;
  industry?: string;
  place?: string;
  sameAs?: string;
};

const CHRO = 'Chief Human Resources Officer';
const CPO = 'Chief People Officer';
const CLDO = 'Chief Learning & Development Officer';
const CDIO = 'Chief Diversity & Inclusion Officer';
const VPHR = 'VP Human Resources';
const PEOPLE_OPS = 'VP of People Operations';
const TA = ['Talent Acquisition Consultant', 'Talent Acquisition Leader'];

export const JUDGED_QUERIES: JudgedQuery[] = [
  // Names, as typed and misspelt (one typo from five letters, two from nine; the last term a prefix).
  { q: 'ackermann', as: 'client', names: ['Toni Ackermann'] },
  { q: 'ackerman', as: 'client', sameAs: 'ackermann' },
  { q: 'björklund', as: 'client', names: ['Lars Björklund'] },
  { q: 'bjorklund', as: 'client', sameAs: 'björklund' },
  { q: 'charpentier', as: 'client', names: ['Urbain Charpentier'] },
  { q: 'charpenteir', as: 'client', sameAs: 'charpentier' },
  { q: 'gerhold', as: 'client', names: ['Kaelyn Gerhold'] },
  { q: 'gerhlod', as: 'client', sameAs: 'gerhold' },
  { q: 'schuster', as: 'client', names: ['Sara Schuster'] },
  { q: 'shcuster', as: 'client', sameAs: 'schuster' },
  { q: 'haugaard', as: 'client', names: ['Maren Haugaard'] },
  { q: 'haugard', as: 'client', sameAs: 'haugaard' },
  { q: 'lehtinen', as: 'client', names: ['Sakari Lehtinen'] },
  { q: 'lehtinne', as: 'client', sameAs: 'lehtinen' },
  { q: 'giulia severi', as: 'client', names: ['Giulia Severi'] },
  { q: 'guilia severi', as: 'client', sameAs: 'giulia severi' },
  { q: 'jedediah', as: 'client', names: ['Jedediah Ruecker'] },
  { q: 'jedidiah', as: 'client', sameAs: 'jedediah' },
  { q: 'dooley', as: 'client', names: ['Haven Dooley', 'Frida Dooley'] },
  { q: 'dooly', as: 'client', sameAs: 'dooley' },
  { q: 'kshlerin', as: 'client', names: ['Leopoldo Kshlerin', 'Hollis Tillman-Kshlerin'] },
  { q: 'kshlerni', as: 'client', sameAs: 'kshlerin' },
  // Titles and the field's abbreviations.
  { q: 'chief people officer', as: 'visitor', titles: [CPO] },
  { q: 'cpo', as: 'visitor', sameAs: 'chief people officer' },
  { q: 'cpo', as: 'client', names: ['Berta Daugherty', 'Andreanne Shanahan-Bauch', 'Hollis Tillman-Kshlerin'] },
  { q: 'chief human resources officer', as: 'visitor', titles: [CHRO] },
  { q: 'chro', as: 'visitor', sameAs: 'chief human resources officer' },
  { q: 'human resources', as: 'visitor', titles: [VPHR, CHRO] },
  { q: 'hr', as: 'visitor', titles: [VPHR, CHRO] },
  { q: 'vp human resources', as: 'visitor', titles: [VPHR] },
  { q: 'vp hr', as: 'visitor', titles: [VPHR] },
  { q: 'talent acquisition', as: 'visitor', titles: TA },
  { q: 'ta', as: 'visitor', titles: TA },
  { q: 'learning & development', as: 'visitor', titles: [CLDO] },
  { q: 'l&d', as: 'visitor', titles: [CLDO] },
  { q: 'learning and development', as: 'visitor', titles: [CLDO] },
  { q: 'diversity & inclusion', as: 'visitor', titles: [CDIO] },
  { q: 'd&i', as: 'visitor', titles: [CDIO] },
  { q: 'dei', as: 'visitor', titles: [CDIO] },
  { q: 'diversity and inclusion', as: 'visitor', titles: [CDIO] },
  { q: 'people operations', as: 'visitor', titles: [PEOPLE_OPS] },
  { q: 'people ops', as: 'visitor', titles: [PEOPLE_OPS] },
  { q: 'peple operations', as: 'visitor', sameAs: 'people operations' },
  // Tools, as typed and misspelt.
  { q: 'greenhouse', as: 'visitor', tool: 'Greenhouse' },
  { q: 'greenhuose', as: 'visitor', sameAs: 'greenhouse' },
  { q: 'workday', as: 'visitor', tool: 'Workday' },
  { q: 'workdya', as: 'visitor', sameAs: 'workday' },
  { q: 'successfactors', as: 'visitor', tool: 'SuccessFactors' },
  { q: 'sucessfactors', as: 'visitor', sameAs: 'successfactors' },
  { q: 'bamboohr', as: 'visitor', tool: 'BambooHR' },
  { q: 'bambohr', as: 'visitor', sameAs: 'bamboohr' },
  { q: 'cornerstone', as: 'visitor', tool: 'Cornerstone OnDemand' },
  { q: 'cornerstnoe', as: 'visitor', sameAs: 'cornerstone' },
  { q: 'lattice', as: 'visitor', tool: 'Lattice' },
  { q: 'latice', as: 'visitor', sameAs: 'lattice' },
  { q: 'officevibe', as: 'visitor', tool: 'Officevibe' },
  { q: 'offcevibe', as: 'visitor', sameAs: 'officevibe' },
  { q: 'udemy', as: 'visitor', tool: 'Udemy' },
  { q: 'udmey', as: 'visitor', sameAs: 'udemy' },
  // Industries.
  { q: 'fintech', as: 'visitor', industry: 'Financial Services & Fintech' },
  { q: 'fintehc', as: 'visitor', sameAs: 'fintech' },
  { q: 'healthcare', as: 'visitor', industry: 'Healthcare & Life Sciences' },
  { q: 'helathcare', as: 'visitor', sameAs: 'healthcare' },
  { q: 'manufacturing', as: 'visitor', industry: 'Manufacturing & Industrial' },
  { q: 'manufacturnig', as: 'visitor', sameAs: 'manufacturing' },
  { q: 'nonprofit', as: 'visitor', industry: 'Nonprofit' },
  { q: 'nonprofti', as: 'visitor', sameAs: 'nonprofit' },
  // Places, in the languages people type them, and misspelt.
  { q: 'hamburg', as: 'visitor', place: 'Hamburg' },
  { q: 'hambrug', as: 'visitor', sameAs: 'hamburg' },
  { q: 'rome', as: 'visitor', place: 'Rome' },
  { q: 'roma', as: 'visitor', sameAs: 'rome' },
  { q: 'malmö', as: 'visitor', place: 'Sweden' },
  { q: 'malmo', as: 'visitor', sameAs: 'malmö' },
  { q: 'montreal', as: 'visitor', place: 'Canada' },
  { q: 'montréal', as: 'visitor', sameAs: 'montreal' },
  { q: 'geneva', as: 'visitor', place: 'Switzerland' },
  { q: 'genf', as: 'visitor', sameAs: 'geneva' },
  { q: 'germany', as: 'visitor', place: 'Germany' },
  { q: 'deutschland', as: 'visitor', sameAs: 'germany' },
  { q: 'spain', as: 'visitor', place: 'Spain' },
  { q: 'españa', as: 'visitor', sameAs: 'spain' },
  { q: 'espana', as: 'visitor', sameAs: 'spain' },
  { q: 'chicago', as: 'visitor', place: 'Central' },
  { q: 'chicgao', as: 'visitor', sameAs: 'chicago' },
  { q: 'san francisco', as: 'visitor', place: 'West Coast' },
  { q: 'san fransisco', as: 'visitor', sameAs: 'san francisco' },
  // Several kinds at once.
  { q: 'greenhouse sweden', as: 'client', names: ['Lars Björklund'] },
  { q: 'greenhuose swedne', as: 'client', sameAs: 'greenhouse sweden' },
  { q: 'cpo boston', as: 'client', names: ['Andreanne Shanahan-Bauch'] },
  { q: 'chief people officer boston', as: 'client', sameAs: 'cpo boston' },
];

/**
 * Over the benchmark generator's directory (tests/load/seed-directory.ts, 300 executives of seed
 * 7): its 40 first and 40 last names repeat, so a name finds many; what is judged here is that a
 * misspelling, an abbreviation or a place in another language ranks exactly as the correct word.
 */
export const BENCHMARK_JUDGED_QUERIES: JudgedQuery[] = [
  { q: 'schmdit', as: 'client', sameAs: 'schmidt' },
  { q: 'fisher', as: 'client', sameAs: 'fischer' },
  { q: 'kowalsky', as: 'client', sameAs: 'kowalski' },
  { q: 'lindquist', as: 'client', sameAs: 'lindqvist' },
  { q: 'anderson', as: 'client', sameAs: 'andersson' },
  { q: 'fontanie', as: 'client', sameAs: 'fontaine' },
  { q: 'greenhuose', as: 'visitor', sameAs: 'greenhouse' },
  { q: 'wokrday', as: 'visitor', sameAs: 'workday' },
  { q: 'fintehc', as: 'visitor', sameAs: 'fintech' },
  { q: 'talnet', as: 'visitor', sameAs: 'talent' },
  { q: 'cpo', as: 'visitor', sameAs: 'chief people officer' },
  { q: 'chro', as: 'visitor', sameAs: 'chief human resources officer' },
  { q: 'münchen', as: 'visitor', sameAs: 'munich' },
  { q: 'deutschland', as: 'visitor', sameAs: 'germany' },
  { q: 'chief people officer', as: 'visitor', titles: ['Chief People Officer'] },
  { q: 'munich', as: 'visitor', place: 'Germany' },
];
