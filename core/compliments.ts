/** Spec part 1 section 9: compliment words, shown 3000 ms (sound 1000 ms later). */
export const COMPLIMENTS = ['Correct', 'Great', 'Nice', 'Good job', 'Amazing', 'Monsterific', 'Super', 'Way to go', 'I like it', 'Keep it up', "You're awesome", 'Super duper', 'Wonderful'] as const;
export const COMPLIMENT_MS = 3000;
/** Shown after a wrong answer and after "I don't know", for 2000 ms before the explanation. */
export const INCORRECT_MESSAGE = 'Nice effort!';
/** How long "Nice effort!" / "No problem!" show before the explanation, ms (spec part 1 section 9). */
export const INCORRECT_MS = 2000;
export const DONT_KNOW_MESSAGE = 'No problem!';

/** A compliment chosen by the answer count, so it varies without randomness. */
export function complimentFor(n: number): string {
  return COMPLIMENTS[Math.abs(n) % COMPLIMENTS.length]!;
}
