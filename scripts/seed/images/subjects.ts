/**
 * @module What a seeded story's picture shows: its subject (a basketball for an NBA story, a ballot
 * box for an election), read from the headline first, then from its topic tags, then its category.
 * Pure, so the mapping has its own tests (subjects.test.ts).
 */

/** Every subject the seed can draw; each has a pictogram (pictograms/index.ts checks it). */
export const SUBJECTS = [
  'capitol',
  'ballot-box',
  'courthouse',
  'city-hall',
  'markets',
  'house',
  'shopping-cart',
  'factory',
  'chip',
  'padlock',
  'lab',
  'planet',
  'rocket',
  'medicine',
  'syringe',
  'heart',
  'basketball',
  'football',
  'trophy',
  'film',
  'screen',
  'music',
  'museum',
  'globe',
  'train',
  'bus',
  'bridge',
  'flag',
  'car',
  'flame',
  'storm',
  'sun',
  'wind-energy',
  'school',
  'apple',
  'plane',
  'dining',
  'coffee',
  'opinion',
] as const;
export type Subject = (typeof SUBJECTS)[number];

/**
 * Headline words, most specific first: the first match wins. A headline says more than a tag (the
 * seed files a few stories under a topic their headline does not name), so it goes before topics.
 */
const TITLE_RULES: readonly (readonly [RegExp, Subject])[] = [
  [/supreme court|\bcourt\b|\bjudge/i, 'courthouse'],
  [/apartments|mortgage|home prices|rebuild .*homes|real estate/i, 'house'],
  [/election|voting|turnout|redistricting|ballot/i, 'ballot-box'],
  [/\bmayor\b|\bcouncil\b/i, 'city-hall'],
  [/senate|house votes|lawmakers|congress|term limits/i, 'capitol'],
  [/museum|portrait|gallery/i, 'museum'],
  [/songwriter|tour\b|festival|concert|music/i, 'music'],
  [/box office|thriller|movie|film|awards season|broadway/i, 'film'],
  [/streaming|watching|video game|\bTV\b/i, 'screen'],
  [/ransomware|password|privacy|flaw|cyber/i, 'padlock'],
  [/chipmaker|\bAI\b|laptop/i, 'chip'],
  [/rocket|launch|\borbit/i, 'rocket'],
  [/telescope|comet|planet|lunar|moon/i, 'planet'],
  [/shots?\b|vaccin|measles/i, 'syringe'],
  [/cholesterol|walking|therapist|heart/i, 'heart'],
  [/wildfire|fire season/i, 'flame'],
  [/hurricane|flood|storm|rainfall|tornado/i, 'storm'],
  [/heat records|solar|drought/i, 'sun'],
  [/\brail\b|\btrain\b|amtrak/i, 'train'],
  [/\bbus(es)?\b|transit|commute/i, 'bus'],
  [/\bbridge\b|traffic/i, 'bridge'],
  [/road trip|drivers|behind the wheel/i, 'car'],
  [/airline|nonstop|flights?\b|passport/i, 'plane'],
  [/grocer|retail|\bstores?\b|shoppers/i, 'shopping-cart'],
  [/factory|manufactur|plant\b/i, 'factory'],
  [/\bshares\b|\bstocks?\b|rate cut|central bank|credit card/i, 'markets'],
  [/orchard|\bapples?\b|farmers markets?|teachers?\b/i, 'apple'],
  [/coffee|bakery|sourdough|cafes?\b/i, 'coffee'],
  [/chef|barbecue|restaurant|food/i, 'dining'],
];

/**
 * Sports headlines name teams, and team names are words the other rules read ("Comets", "Thunder",
 * "Blaze"), so a sports story is read by these rules alone (then its topic, then the trophy of its category).
 */
const SPORTS_RULES: readonly (readonly [RegExp, Subject])[] = [
  [/quarterback|\bNFL\b|touchdown/i, 'football'],
  [/\bNBA\b|basketball|rookie scores/i, 'basketball'],
];

/** Topic tags (their slugs), for headlines that name no subject. */
const TOPIC_SUBJECTS: Readonly<Record<string, Subject>> = {
  elections: 'ballot-box',
  'supreme-court': 'courthouse',
  congress: 'capitol',
  immigration: 'flag',
  economy: 'markets',
  markets: 'markets',
  'real-estate': 'house',
  startups: 'rocket',
  'artificial-intelligence': 'chip',
  cybersecurity: 'padlock',
  space: 'planet',
  'public-health': 'medicine',
  'mental-health': 'heart',
  nfl: 'football',
  nba: 'basketball',
  'college-sports': 'trophy',
  movies: 'film',
  music: 'music',
  streaming: 'screen',
  wildfires: 'flame',
  'severe-weather': 'storm',
  energy: 'wind-energy',
  'public-safety': 'flag',
  transportation: 'bus',
  'higher-education': 'school',
};

/** The last resort: the category's own subject (and for a story with no category, the globe). */
const CATEGORY_SUBJECTS: Readonly<Record<string, Subject>> = {
  politics: 'capitol',
  business: 'markets',
  technology: 'chip',
  science: 'lab',
  health: 'medicine',
  sports: 'trophy',
  entertainment: 'film',
  world: 'globe',
  nation: 'flag',
  climate: 'wind-energy',
  education: 'school',
  travel: 'plane',
  food: 'dining',
  opinion: 'opinion',
  lifestyle: 'coffee',
};

export interface StoryFacts {
  title: string;
  /** The category slug its headline was written for, if any. */
  category: string | null;
  /** Topic tag slugs, in the story's tag order. */
  topics: readonly string[];
}

export function subjectOf({ title, category, topics }: StoryFacts): Subject {
  for (const [pattern, subject] of category === 'sports' ? SPORTS_RULES : TITLE_RULES) if (pattern.test(title)) return subject;
  for (const topic of topics) {
    const subject = TOPIC_SUBJECTS[topic];
    if (subject) return subject;
  }
  return (category && CATEGORY_SUBJECTS[category]) || 'globe';
}
