/**
 * The landing pages' entry points (spec part 1 section 2: beginEnrollment, math, mathMobile,
 * reading, scholarship, socialStudies, superSkills), one row each: where it lives (`/lp/{slug}`),
 * the entry key the funnel receives (contracts.md, `Funnel({entry})`), the headline, what the child
 * will do (cards with art) and which subjects the price covers. `/` shows {@link HOME_ENTRY}.
 * Pure data: the landing page renders it, tests walk it.
 */
import type { SubjectKey } from '../../core/billing/catalogue';

/** The spec's landing entry points, as the funnel and the start-flow record them. */
export type EntryKey = 'beginEnrollment' | 'math' | 'mathMobile' | 'reading' | 'scholarship' | 'socialStudies' | 'superSkills';

/** The art of an activity card (drawn by ui/landing/ActivityArt.tsx from the project's art). */
export type ActivityArt = 'map' | 'monster' | 'pets' | 'gems' | 'books' | 'videos' | 'skills' | 'science';

/** One thing the child will do, as a short card. */
export interface Activity {
  art: ActivityArt;
  title: string;
  text: string;
}

export interface LandingEntry {
  /** The path after `/lp/`. */
  slug: string;
  entry: EntryKey;
  /** The page's h1 (the tagline "Learning can be monsterific!" stands above it). */
  headline: string;
  /** One or two sentences under the headline. */
  lead: string;
  /** What the child will do: three or four cards. */
  activities: readonly Activity[];
  /** The subjects the entry's price covers (the parent adds or removes subjects in My Account). */
  subjects: readonly SubjectKey[];
  /** Scholarship: no card and no price; the page says whether sign-ups are open. */
  scholarship?: true;
}

const MAP: Activity = { art: 'map', title: 'Explore four maps', text: 'The ocean, the desert, the jungle and the arctic: every level is a new spot on the map.' };
const MONSTER: Activity = { art: 'monster', title: 'Build a monster', text: 'Eyes, horns, colours and outfits: your child makes the monster that travels the maps.' };
const PETS: Activity = { art: 'pets', title: 'Hatch and raise pets', text: 'Finishing levels hatches eggs: a dragon, an axolotl or a fox to feed and play with.' };
const GEMS: Activity = { art: 'gems', title: 'Earn gems', text: 'Each right answer earns a gem to spend in the store on outfits and things for the house.' };
const BOOKS: Activity = { art: 'books', title: 'Read real books', text: 'Short books at your child’s level, with new words and a quiz at the end.' };
const VIDEOS: Activity = { art: 'videos', title: 'Watch and answer', text: 'Short video lessons that stop to ask a question, so watching stays active.' };

export const LANDING_ENTRIES: readonly LandingEntry[] = [
  {
    slug: 'begin-enrollment',
    entry: 'beginEnrollment',
    headline: 'Math, reading and more, as an adventure',
    lead: 'Monsterific is learning for children from Pre-K to grade 8: short lessons, real practice, and a monster of their own to cheer them on.',
    activities: [MAP, MONSTER, PETS, BOOKS],
    subjects: ['math'],
  },
  {
    slug: 'math',
    entry: 'math',
    headline: 'Math practice your child asks for',
    lead: 'Questions matched to your child’s grade, from Pre-K counting to grade 8, each with a worked explanation when it’s needed.',
    activities: [MAP, MONSTER, GEMS, PETS],
    subjects: ['math'],
  },
  {
    slug: 'math-mobile',
    entry: 'mathMobile',
    headline: 'Math that fits in a pocket',
    lead: 'A level takes a few minutes on a phone or a tablet: practice on the bus, in the waiting room, at the kitchen table.',
    activities: [MAP, GEMS, MONSTER],
    subjects: ['math'],
  },
  {
    slug: 'reading',
    entry: 'reading',
    headline: 'Reading that builds real readers',
    lead: 'Books at your child’s level, new words in context, and quizzes that check they understood the story.',
    activities: [BOOKS, { art: 'gems', title: 'Learn new words', text: 'Vocabulary practice beside every book, with gems for the words learned.' }, MONSTER],
    subjects: ['reading'],
  },
  {
    slug: 'scholarship',
    entry: 'scholarship',
    headline: 'Monsterific scholarships',
    lead: 'Learning should not depend on a family’s budget: a scholarship membership is all of Monsterific, for free.',
    activities: [MAP, BOOKS, { art: 'science', title: 'Science and more', text: 'Science habitats, social studies and super skills: every subject is part of a scholarship.' }],
    subjects: ['math', 'reading', 'science', 'socialStudies', 'superSkills'],
    scholarship: true,
  },
  {
    slug: 'social-studies',
    entry: 'socialStudies',
    headline: 'Social studies: the world, one story at a time',
    lead: 'Communities, maps, history and how people live together, in short videos and questions for curious kids.',
    activities: [VIDEOS, { art: 'map', title: 'Read maps', text: 'Continents, countries and neighbourhoods: children learn to find their way on a map.' }, GEMS],
    subjects: ['socialStudies'],
  },
  {
    slug: 'superskills',
    entry: 'superSkills',
    headline: 'Super skills for everyday life',
    lead: 'Episodes about feelings, friendship, focus and good habits: the skills that help in school and at home.',
    activities: [{ art: 'skills', title: 'Short episodes', text: 'A few minutes each, with a question to think about and talk over together.' }, VIDEOS, MONSTER],
    subjects: ['superSkills'],
  },
];

/** What `/` shows a visitor: the general entry, the one the logged-out bar's links lead to. */
export const HOME_ENTRY: LandingEntry = LANDING_ENTRIES[0]!;

/** The entry of `/lp/{slug}`, or undefined. */
export function entryBySlug(slug: string): LandingEntry | undefined {
  return LANDING_ENTRIES.find((e) => e.slug === slug);
}
