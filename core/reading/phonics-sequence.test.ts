import { describe, expect, it } from 'vitest';
import { decodable, IRREGULAR_WORDS, PHONICS_SEQUENCE, stepsFor, taughtBy } from './phonics-sequence';

const at = (grade: 'prek' | 'k' | '1' | '2', ranking: number) => taughtBy(stepsFor(grade, ranking));
const check = (grade: 'prek' | 'k' | '1' | '2', ranking: number, words: string) =>
  Object.fromEntries(words.split(' ').map((w) => [w, decodable(w, at(grade, ranking))]));

describe('phonics sequence', () => {
  it('has 4 steps per grade, and every sight word is introduced once', () => {
    for (const g of ['prek', 'k', '1', '2']) expect(PHONICS_SEQUENCE.filter((s) => s.grade === g)).toHaveLength(4);
    const words = PHONICS_SEQUENCE.flatMap((s) => s.sightWords);
    expect(words.filter((w, i) => words.indexOf(w) !== i)).toEqual([]);
  });

  it('lists every irregular word of the sequence as a sight word somewhere', () => {
    const sight = new Set(PHONICS_SEQUENCE.flatMap((s) => s.sightWords));
    const never = [...IRREGULAR_WORDS].filter((w) => !sight.has(w));
    // Irregular words the sequence never introduces may not appear in an early book at all.
    expect(never.filter((w) => decodable(w, at('2', 4)))).toEqual([]);
  });

  it('builds the taught set from earlier grades and this grade up to the ranking', () => {
    expect(stepsFor('prek', 1)).toHaveLength(1);
    expect(stepsFor('k', 2)).toHaveLength(6);
    expect(stepsFor('1', 9)).toHaveLength(12);
  });

  it('reads short-vowel CVC words once their letters are taught', () => {
    expect(check('prek', 1, 'cat mat naps sun dog')).toEqual({ cat: true, mat: true, naps: true, sun: false, dog: false });
    expect(check('prek', 2, 'dog dot hop')).toEqual({ dog: true, dot: true, hop: true });
  });

  it('needs digraphs, silent e, vowel teams and r-controlled vowels taught', () => {
    expect(check('k', 1, 'ship make tree car')).toEqual({ ship: false, make: false, tree: false, car: false });
    expect(check('k', 2, 'ship chick think')).toEqual({ ship: true, chick: true, think: true });
    expect(check('1', 1, 'make bike home rides riding tree')).toEqual({ make: true, bike: true, home: true, rides: true, riding: true, tree: false });
    expect(check('1', 2, 'tree seat rain play boat moon car')).toEqual({ tree: true, seat: true, rain: true, play: true, boat: true, moon: true, car: false });
    expect(check('1', 3, 'car fork bird turn store')).toEqual({ car: true, fork: true, bird: true, turn: true, store: true });
    expect(check('1', 4, 'night happy my find cold wind')).toEqual({ night: true, happy: true, my: true, find: true, cold: true, wind: true });
  });

  it('reads irregular words only as sight words, with endings and contractions', () => {
    expect(check('prek', 1, 'the see sees was')).toEqual({ the: true, see: true, sees: true, was: false });
    expect(check('k', 1, 'was said')).toEqual({ was: true, said: true });
    expect(check('k', 3, "hopping jumped can't dad's")).toEqual({ hopping: true, jumped: true, "can't": true, "dad's": true });
    expect(check('k', 2, 'find cry')).toEqual({ find: false, cry: false });
  });
});
