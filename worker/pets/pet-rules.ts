/**
 * The pets' rules, pure (no database): eggs, growth prices, gem arithmetic of a purchase, the
 * pet game's treats and pet names. Spec part 1 sections 3 and 4 "Pets"; DECISIONS "Game economy"
 * (eggs at levels 3, 6 and then every 5th level; levels 1 to 3; unlocking costs gems).
 */
import { z } from '@hono/zod-openapi';
import { MAX_PET_LEVEL, type PetLevel } from '../../core/content/pet-catalogue';
import { earnsPet } from '../math/math.service';
import { text } from '../lib/fields';

/**
 * Gems it costs to grow a pet to a level (level 2: 30, level 3: 60). A map level pays 16 gems
 * plus 1 per correct answer (about 36 for a 20-question level), so growing a pet is a goal of one
 * to two levels' play, within the store's 10-80 gem range.
 */
export const PET_LEVEL_PRICES: Readonly<Record<2 | 3, number>> = { 2: 30, 3: 60 };

/** Treats a pet eats per day in the pet game; each one pays a gem. Then it is full until tomorrow. */
export const TREATS_PER_DAY = 10;
/** Gems one treat (a correct pet-game answer) pays. */
export const GEMS_PER_TREAT = 1;

/**
 * The price of growing a pet from `level` to the next one, or null when it is grown up (3).
 * @throws RangeError for a level outside 1-3.
 */
export function unlockCost(level: number): number | null {
  if (!Number.isInteger(level) || level < 1 || level > MAX_PET_LEVEL) throw new RangeError(`Pet level must be 1 to ${MAX_PET_LEVEL}, not ${level}.`);
  if (level === MAX_PET_LEVEL) return null;
  return PET_LEVEL_PRICES[(level + 1) as 2 | 3];
}

/** What a purchase does to a balance: the balance after, or how many gems are missing. Never negative. */
export type SpendPlan = { ok: true; balanceAfter: number } | { ok: false; missing: number };

/**
 * Gem arithmetic of spending `cost` from `balance` (both whole, non-negative gem counts).
 * The database's conditional update is what makes the spend atomic; this tells the child why not.
 * @throws RangeError for negative or fractional amounts.
 */
export function planSpend(balance: number, cost: number): SpendPlan {
  for (const v of [balance, cost]) if (!Number.isInteger(v) || v < 0) throw new RangeError('Gem amounts are whole numbers from 0.');
  return balance >= cost ? { ok: true, balanceAfter: balance - cost } : { ok: false, missing: cost - balance };
}

/** Eggs a student has earned: one per completed level that earns a pet (3, 6, 11, 16, ...). */
export function eggsEarned(completedLevels: readonly number[]): number {
  return new Set(completedLevels.filter(earnsPet)).size;
}

/** Egg counts for the student's pets list: earned, already hatched (pets owned) and waiting. */
export function eggCounts(completedLevels: readonly number[], petsOwned: number): { earned: number; hatched: number; available: number } {
  const earned = eggsEarned(completedLevels);
  return { earned, hatched: petsOwned, available: Math.max(0, earned - petsOwned) };
}

/**
 * The treats a pet has had on `today` (YYYY-MM-DD): `fed_today` counts for the day `fed_on` only.
 */
export function treatsToday(pet: { fed_today: number; fed_on: string | null }, today: string): number {
  return pet.fed_on === today ? pet.fed_today : 0;
}

/** What a correct pet-game answer brings: a treat and its gem, or nothing once the pet is full. */
export function feedReward(treatsSoFarToday: number): { treats: number; gems: number } {
  return treatsSoFarToday >= TREATS_PER_DAY ? { treats: 0, gems: 0 } : { treats: 1, gems: GEMS_PER_TREAT };
}

/** The next growth level after `level` (for messages), or null when grown up. */
export function nextLevel(level: PetLevel): PetLevel | null {
  return level >= MAX_PET_LEVEL ? null : ((level + 1) as PetLevel);
}

/** Longest pet name, in characters. */
export const PET_NAME_MAX = 16;

/**
 * Words a pet may not be called (checked as whole words, any case). A short list of the unkind
 * words children reach for; the parent can always rename.
 */
const UNKIND_WORDS = new Set(['stupid', 'dumb', 'idiot', 'ugly', 'hate', 'loser', 'kill', 'dead', 'die', 'fat', 'shut', 'butt', 'poop', 'crap', 'damn', 'hell', 'sucks', 'suck', 'jerk', 'moron', 'weirdo', 'nerd', 'fool']);

/** The message for a name with an unkind word. */
export const UNKIND_NAME_MESSAGE = "Let's pick a kind name for your pet.";

/**
 * A pet name: trimmed, 1-16 characters, letters (any alphabet) with single spaces, hyphens or
 * apostrophes between them, and no unkind words. Messages are written for the child.
 */
export const petNameSchema = text('Please give your pet a name.')
  .transform((s) => s.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, 'Please give your pet a name.')
      .max(PET_NAME_MAX, `A pet name can be at most ${PET_NAME_MAX} letters long.`)
      .regex(/^\p{L}+(?:[ '-]\p{L}+)*$/u, "A pet name can only use letters, with a space, - or ' between them.")
      .refine((s) => !s.toLowerCase().split(/[ '-]/).some((w) => UNKIND_WORDS.has(w)), UNKIND_NAME_MESSAGE),
  );
