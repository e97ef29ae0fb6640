/** Pieces the demo bios are made of: varied enough that 60 profiles do not read alike. */
export type BioFacts = {
  firstName: string;
  role: string;
  years: number;
  industries: string[];
  tools: string[];
  place: string;
  stage: string;
  market: string;
};

type PickOne = <T>(list: readonly T[]) => T;

const OPENERS = [
  (f: BioFacts) => `${f.firstName} is a ${f.role} with more than ${f.years} years of experience building people functions in ${f.industries.join(' and ')}.`,
  (f: BioFacts) => `As a ${f.role} based in ${f.place}, ${f.firstName} has spent ${f.years} years helping ${f.industries[0]} companies hire, grow and keep great teams.`,
  (f: BioFacts) => `${f.firstName} brings ${f.years} years of hands-on HR and talent leadership, most recently as a fractional ${f.role} for ${f.stage} companies.`,
];

const MIDDLES = [
  (f: BioFacts) => `Recent work includes rebuilding a hiring process end to end on ${f.tools[0]}, cutting time to hire by a third while raising offer acceptance.`,
  (f: BioFacts) => `${f.firstName} has designed compensation frameworks, career ladders and performance cycles that managers actually use, supported by ${f.tools.join(' and ')}.`,
  () => `A typical engagement starts with a short diagnostic of the people function, followed by a ninety-day plan the leadership team owns.`,
  (f: BioFacts) => `Clients value a calm, practical style: clear priorities, honest feedback and simple processes that scale as the company grows across ${f.market}.`,
  (f: BioFacts) => `Before going fractional, ${f.firstName} led people teams through two acquisitions and a restructuring, always with a focus on fair and transparent communication.`,
  () => `Areas of depth include employer branding, structured interviewing, onboarding that sticks and leadership development for first-time managers.`,
  (f: BioFacts) => `${f.firstName} has scaled teams from twenty to several hundred people, setting up HR operations, policies and reporting along the way.`,
  (f: BioFacts) => `Data matters in every decision: ${f.firstName} builds simple dashboards for attrition, hiring funnel health and engagement so founders see problems early.`,
  () => `Engagement surveys, culture workshops and a clear set of company values are a regular part of the work, always tied to business goals.`,
];

const CLOSERS = [
  (f: BioFacts) => `${f.firstName} works best with founders and executive teams who want a senior partner for a few days a week rather than a full-time hire.`,
  () => `Happy to start with a short call to understand your goals and see whether the fit is right.`,
  (f: BioFacts) => `Outside work, ${f.firstName} mentors early-career HR professionals and speaks at people and culture events.`,
];

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A bio of 60 to 150 words built from the executive's own facts. */
export function composeBio(facts: BioFacts, pick: PickOne, shuffle: <T>(list: T[]) => T[]): string {
  const sentences = [pick(OPENERS)(facts)];
  const closer = pick(CLOSERS)(facts);
  for (const middle of shuffle([...MIDDLES])) {
    const next = middle(facts);
    const total = words([...sentences, next, closer].join(' '));
    if (total > 150) break;
    sentences.push(next);
    if (total >= 60 && sentences.length >= 5) break;
  }
  return [...sentences, closer].join(' ');
}
