/**
 * The demo's mid-journey student (issue 13 "Demo data that shows the product"): Leo, the second
 * demo student, is played to the desert map through the product's own services, the ones the API
 * calls, so his state follows the game's rules (eggs from completed levels, gems from answers and
 * levels, purchases through the gem ledger) instead of rows written beside them:
 * his monster is made, the level-1 intro passed, levels 2-16 (ocean) answered question by question
 * (a "don't know" or wrong option every {@link WRONG_EVERY}th answer, so his reports are not all
 * perfect), desert video levels 17 and 18 watched cue by cue, three of his four eggs hatched (the
 * first pet named and grown), outfits bought and worn, the house furnished. He stands on level 19.
 * The demo's other student, Mia, stays fresh for the intro. Outside production only (the caller).
 */
import { eq } from 'drizzle-orm';
import { app_settings, monster_items, students, type StudentRow } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock, Deps } from '../env';
import { parseConfig } from '../config';
import { getMathGame, loadLevel, setMathGame, submitAnswer } from '../math/math.service';
import { lessonCorrectAnswers } from '../math/lessons.service';
import { answerVideoQuestion, endVideoLevel, getVideoLevel } from '../math/video/video-level.service';
import { desertCues } from '../math/video/desert-cues';
import { videoCorrectAnswer, type VideoQuestion } from '../math/video/video-questions';
import { createStudentMonster, findStudentMonster } from '../monster/monster.service';
import { buyItem, listStudentItems, updateStudentItem } from '../monster/items.service';
import { createStudentPet, listStudentPets, unlockNextLevel } from '../pets/pets.service';
import type { AnswerBody, PublicQuestion } from '../math/math.contracts';
import type { PetAccessory } from '../../core/content/pet-catalogue';

/** Every how-many-th map answer the demo student gets wrong. */
export const WRONG_EVERY = 7;

/**
 * What the journey leaves (README "Demo logins", decisions "Demo students"); the API test
 * tests/api/demo-data.test.ts checks each point through the real API.
 */
export const DEMO_JOURNEY = {
  /** The demo student it plays (DEMO_ACCOUNTS.students[1]). */
  username: 'demoleo',
  /** The level he stands on: the desert map's third node (desert = levels 17-21). */
  level: 19,
  map: 'desert',
  /**
   * Part ids (core/monster/monster-parts.ts): Tall, Sky Blue, Stars, Sparkly, Toothy grin, Antennae;
   * sky blue stands out on the desert's sand and in the outfit room's purple.
   */
  monster: { body_id: 2, color_id: 7, pattern_id: 13, eyes_id: 20, mouth_id: 22, headpart_id: 27 },
  /** Hatched in this order from his four eggs (levels 3, 6, 11, 16): one egg stays to hatch in the demo. */
  pets: [
    { pet_id: 8, name: 'Sparky', color: 1, accessory: 'scarf' as PetAccessory, level: 2 },
    { pet_id: 5, color: 0, accessory: 'none' as PetAccessory, level: 1 },
    { pet_id: 6, color: 1, accessory: 'glasses' as PetAccessory, level: 1 },
  ],
  /**
   * Store items (assets/items/math.json) in buying order. Outfits are worn when bought: the Party
   * Hat comes off when the Wizard Hat goes on, so the outfit room shows one owned but not worn.
   */
  outfits: { bought: ['party-hat', 'wizard-hat', 'cool-shades', 'hero-cape', 'balloon'], worn: ['wizard-hat', 'cool-shades', 'hero-cape', 'balloon'] },
  /** House items and where they stand (centre, percent of the room's width and height). */
  house: [
    { key: 'round-rug', leftPosition: 50, topPosition: 84 },
    { key: 'bookshelf', leftPosition: 16, topPosition: 66 },
    { key: 'potted-plant', leftPosition: 86, topPosition: 72 },
    { key: 'floor-lamp', leftPosition: 30, topPosition: 68 },
    { key: 'shape-poster', leftPosition: 24, topPosition: 26 },
    { key: 'wall-clock', leftPosition: 48, topPosition: 24 },
  ],
} as const;

/** `app_settings` key naming the student id the journey finished for (a recreated Leo gets his own). */
const DONE_KEY = 'demo_journey_student';

/** Map answers at most per level before the journey gives up (a level's goal is 9 to 20). */
const MAX_ANSWERS_PER_LEVEL = 200;

/**
 * The services' dependencies for the seed: its database and clock, and a configuration whose only
 * part the journey reads is the free-level flag (the demo parent's gift membership passes it). No
 * token is signed, so the signing secret is a throwaway.
 */
function seedDeps(db: Db, clock: Clock, environment: 'development' | 'test'): Deps {
  const secret = [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('');
  return { db, clock, config: parseConfig({ NODE_ENV: environment, JWT_SECRET: secret }) };
}

/**
 * Plays the demo journey for the demo student once (see the module comment). Resumes a journey
 * cut short and only ever moves forward: a student already past the target level is not moved,
 * an owned pet or item is not bought again. Skipped when the student is missing or the journey
 * finished for this very student; also stops early, without failing, where the game refuses to
 * go on (a daily lock the parent switched on).
 * @returns true when it ran now.
 * @throws Error in production (demo data must never exist there); errors of the services.
 */
export async function seedDemoJourney(db: Db, clock: Clock, environment: string): Promise<boolean> {
  if (environment === 'production') throw new Error('Refusing to play the demo journey with NODE_ENV=production.');
  const [leo] = await db.select().from(students).where(eq(students.username, DEMO_JOURNEY.username));
  if (!leo) return false;
  const [done] = await db.select().from(app_settings).where(eq(app_settings.key, DONE_KEY));
  if (done?.value === String(leo.id)) return false;
  const deps = seedDeps(db, clock, environment === 'development' ? 'development' : 'test');

  if (!(await findStudentMonster(db, leo.id))) await createStudentMonster(db, clock, leo.id, DEMO_JOURNEY.monster);
  await playTo(deps, leo, DEMO_JOURNEY.level);
  await hatchPets(deps, leo);
  await shop(deps, leo);

  await db
    .insert(app_settings)
    .values({ key: DONE_KEY, value: String(leo.id) })
    .onConflictDoUpdate({ target: app_settings.key, set: { value: String(leo.id) } });
  return true;
}

/** Plays the student's levels as the game does until `target` is the current level (or the game locks). */
async function playTo(deps: Deps, student: StudentRow, target: number): Promise<void> {
  let answered = 0;
  const keys = new Map<number, Map<number, string[]>>();
  for (let guard = 0; guard <= target; guard++) {
    const game = await getMathGame(deps, student);
    const current = game.map_game.current_level;
    if (current >= target || game.locked) return;
    const level = await loadLevel(deps.db, current);
    if (level.type === 'start') {
      await setMathGame(deps, student, current + 1);
      continue;
    }
    if (level.type === 'video') {
      if (!(await watchVideoLevel(deps, student, current))) return;
      continue;
    }
    // Each answer's reply carries the next question, as the game uses it.
    let question = game.question;
    for (let n = 0; ; n++) {
      if (!question || n === MAX_ANSWERS_PER_LEVEL) throw new Error(`The demo journey got stuck on level ${current}.`);
      answered += 1;
      const reply = await submitAnswer(deps, student, '-', question.id, await mapAnswer(deps.db, keys, question, answered % WRONG_EVERY === 0));
      if (reply.level_completed) break;
      question = reply.question;
    }
  }
  throw new Error(`The demo journey did not reach level ${target}.`);
}

/** A child's answer to a map question: the right one, or when `wrong` a wrong option ("I don't know" for a typed answer). */
async function mapAnswer(db: Db, keys: Map<number, Map<number, string[]>>, question: PublicQuestion, wrong: boolean): Promise<AnswerBody> {
  const lessonId = question.math_lesson.id;
  let lesson = keys.get(lessonId);
  if (!lesson) keys.set(lessonId, (lesson = new Map((await lessonCorrectAnswers(db, lessonId)).map((k) => [k.question_id, k.correct_answer]))));
  const right = lesson.get(question.id);
  if (!right) throw new Error(`The demo journey found no correct answer for question ${question.id}.`);
  const body = (answer: AnswerBody['answer']): AnswerBody => ({ answer, question_lesson_id: lessonId });
  if (question.question_type === 'M') {
    const option = question.answers.find((a) => (wrong ? a.answer_text !== right[0] : a.answer_text === right[0]));
    if (option) return body({ answer_id: option.id });
  }
  return wrong ? body({ dont_know: true }) : body({ answer_data: right });
}

/**
 * Watches a desert video level: answers each cue's question rightly (the authored answers,
 * worker/math/video/desert-cues.ts), then reaches the video's end, which completes the level.
 * @returns false when the level is locked.
 */
async function watchVideoLevel(deps: Deps, student: StudentRow, level: number): Promise<boolean> {
  const cues = desertCues(level);
  let video = await getVideoLevel(deps, student);
  if (video.locked) return false;
  while (video.question) {
    const authored = cues[video.question.cue]?.question;
    if (!authored) throw new Error(`The demo journey found no authored question for cue ${video.question.cue} of level ${level}.`);
    const reply = await answerVideoQuestion(deps, student, video.question.id, { answer: videoAnswer(authored) });
    video = { ...video, question: reply.question };
  }
  await endVideoLevel(deps, student);
  return true;
}

/** The right submission to an authored video question (as a child gives it on screen). */
function videoAnswer(q: VideoQuestion) {
  switch (q.question_type) {
    case 'VIDEO_M':
      return { answer_id: q.answers.find((a) => a.correct)!.id };
    case 'VIDEO_SELECTION':
    case 'VIDEO_SELECTION_ONE_OPTION':
      return { answer_ids: q.answers.filter((a) => a.correct).map((a) => a.id) };
    default:
      return { answer_data: videoCorrectAnswer(q) };
  }
}

/** Hatches the journey's pets the student does not have yet (while eggs wait), then grows each to its level. */
async function hatchPets(deps: Deps, student: StudentRow): Promise<void> {
  for (const want of DEMO_JOURNEY.pets) {
    const { data, eggs } = await listStudentPets(deps, student);
    let pet = data.find((p) => p.pet_id === want.pet_id);
    if (!pet) {
      if (eggs.available < 1) return;
      pet = (await createStudentPet(deps, student, { pet_id: want.pet_id, color: want.color, accessory: want.accessory, ...('name' in want ? { name: want.name } : {}) })).student_pet;
    }
    while (pet.level < want.level) pet = (await unlockNextLevel(deps, student, pet.id)).student_pet;
  }
}

/** Buys the journey's outfits (each worn as bought) and house items not owned yet, and places each new house item. */
async function shop(deps: Deps, student: StudentRow): Promise<void> {
  const owned = new Set((await listStudentItems(deps.db, student.id)).map((i) => i.monster_item.key));
  const catalogue = await itemIdsByKey(deps.db);
  for (const key of DEMO_JOURNEY.outfits.bought) {
    if (!owned.has(key)) await buyItem(deps.db, deps.clock, student.id, catalogue(key));
  }
  for (const { key, leftPosition, topPosition } of DEMO_JOURNEY.house) {
    if (owned.has(key)) continue;
    const { student_monster_item } = await buyItem(deps.db, deps.clock, student.id, catalogue(key));
    await updateStudentItem(deps.db, deps.clock, student.id, student_monster_item.id, { metadata: { position: 'house', leftPosition, topPosition } });
  }
}

/** The store's item ids by art key. @throws Error naming a key the catalogue lacks. */
async function itemIdsByKey(db: Db): Promise<(key: string) => number> {
  const rows = await db.select({ id: monster_items.id, key: monster_items.key }).from(monster_items);
  const ids = new Map(rows.map((r) => [r.key, r.id]));
  return (key) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`The store has no item "${key}" (assets/items/math.json).`);
    return id;
  };
}
