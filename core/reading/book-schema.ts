/**
 * Zod schema of a reading book's content file (`assets/reading/books/<slug>.json`), written by
 * the project (issue 15) and seeded into the database by the content seed.
 *
 * Spec: part 2 section 3 "Reading" (Book: id, difficulty_level, grade_level, ranking, book_parts,
 * reading_book_pages with reading_book_page_questions; vocab records; book order by grade) and
 * section 9 (levels 0–8, quiz of 3 questions). Extensions the spec does not show (docs/decisions.md):
 * - `slug` (file name and art/narration folder), `title`, `summary`, `genre`;
 * - `grade` is the authored grade key; `grade_level` (13 Pre-K, 14 K, 1–6) and `difficulty_level`
 *   (the reading map level 1–8) follow from it (`READING_LEVEL_BY_GRADE`), so they cannot disagree;
 * - each page's `art`, a structured picture description that scripts/art/reading renders into
 *   `/assets/reading/art/<slug>/p<part>-<page>.svg` (and the cover into `.../cover.svg`);
 * - questions sit on the page whose text answers them (`kind` literal or inferential; every wrong
 *   answer names the misconception it catches), at least 3 per part; the quiz asks 3 of them;
 * - `phonics` (Pre-K to grade 1): the sound-spelling focus and the sight words the book introduces.
 * Content files carry no database ids except the book's `id`: parts, pages, questions, answers and
 * vocabulary get theirs from the seed, keyed by book id + position (or word).
 *
 * Pure module (no Node built-ins): imported by the worker, the UI, the seed and the scripts.
 */
import { z } from 'zod';

/** The grades a book can be written for, in the spec's book order (Pre-K and K first). */
export const READING_GRADES = ['prek', 'k', '1', '2', '3', '4', '5', '6'] as const;
export type ReadingGrade = (typeof READING_GRADES)[number];

/** The spec's numeric `grade_level` of each grade: 13 Pre-K, 14 K, then 1 to 6. */
export const GRADE_LEVEL_BY_GRADE: Record<ReadingGrade, number> = { prek: 13, k: 14, '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6 };

/** The reading map level (`difficulty_level`, 1–8) of each grade's books: Pre-K is level 1, grade 6 level 8. */
export const READING_LEVEL_BY_GRADE: Record<ReadingGrade, number> = { prek: 1, k: 2, '1': 3, '2': 4, '3': 5, '4': 6, '5': 7, '6': 8 };

/** Highest playable reading level (spec part 2 section 9); `READING_WORLD_BEATEN` (9) means the world is beaten. */
export const READING_MAX_LEVEL = 8;
export const READING_WORLD_BEATEN = 9;
/** Questions one quiz asks (spec part 2 section 9). */
export const READING_QUIZ_SIZE = 3;

/** Where a picture happens. Every value has a backdrop drawn by scripts/art/reading. */
export const ART_SETTINGS = [
  'bedroom', 'kitchen', 'living-room', 'bathroom', 'backyard', 'garden', 'park', 'playground', 'classroom', 'library',
  'farm', 'barn', 'forest', 'pond', 'river', 'lake', 'beach', 'ocean-surface', 'under-the-sea', 'mountain', 'snowy-field',
  'desert', 'jungle', 'cave', 'city-street', 'market', 'bus-stop', 'museum', 'lab', 'space', 'moon-surface', 'night-sky',
  'castle', 'village', 'harbor', 'meadow', 'campsite', 'stage', 'workshop', 'bakery',
] as const;

/** Who can appear in a picture. `moxie` is the product's guide monster; child-1..4 are four different children. */
export const ART_CHARACTERS = [
  'moxie', 'child-1', 'child-2', 'child-3', 'child-4', 'grown-up-1', 'grown-up-2', 'grandparent', 'baby', 'teacher',
  'cat', 'dog', 'puppy', 'kitten', 'rabbit', 'frog', 'duck', 'hen', 'chick', 'pig', 'cow', 'horse', 'sheep', 'goat',
  'fox', 'owl', 'bear', 'deer', 'squirrel', 'mouse', 'hedgehog', 'turtle', 'snail', 'bee', 'ant', 'butterfly', 'ladybug',
  'fish', 'octopus', 'crab', 'whale', 'dolphin', 'seal', 'penguin', 'bird', 'parrot', 'lion', 'elephant', 'giraffe',
  'monkey', 'snake', 'camel', 'robot', 'dragon', 'astronaut',
] as const;

/** What a character does, drawn as a body pose. */
export const ART_POSES = ['stand', 'walk', 'run', 'jump', 'sit', 'sleep', 'wave', 'point', 'hold', 'read', 'dig', 'swim', 'fly', 'think', 'cheer', 'sad', 'surprised'] as const;

/** Things that can appear in a picture. */
export const ART_PROPS = [
  'ball', 'book', 'hat', 'cap', 'cake', 'cupcake', 'apple', 'banana', 'carrot', 'bread', 'jam', 'cup', 'pot', 'pan', 'bowl',
  'kite', 'boat', 'sailboat', 'bike', 'bus', 'car', 'train', 'rocket', 'plane', 'tree', 'flower', 'sunflower', 'seed',
  'watering-can', 'shovel', 'bucket', 'sandcastle', 'shell', 'rock', 'log', 'leaf', 'mushroom', 'nest', 'egg', 'web',
  'sun', 'moon', 'star', 'cloud', 'rain-cloud', 'rainbow', 'snowflake', 'snowman', 'umbrella', 'lamp', 'bed', 'chair',
  'table', 'box', 'gift', 'map', 'compass', 'telescope', 'magnifier', 'backpack', 'pencil', 'paint', 'drum', 'guitar',
  'bell', 'key', 'door', 'window', 'clock', 'basket', 'fishing-rod', 'tent', 'campfire', 'lantern', 'jar', 'sign',
  'bridge', 'fence', 'ladder', 'rope', 'net', 'medal', 'trophy', 'bone', 'sock', 'mitten', 'scarf', 'boot', 'crown',
] as const;

/** A picture: a setting, up to 4 characters and up to 6 props, each placed left, centre or right. */
export const bookArtSchema = z
  .object({
    setting: z.enum(ART_SETTINGS),
    time: z.enum(['day', 'evening', 'night']).default('day'),
    weather: z.enum(['clear', 'rain', 'snow', 'wind']).default('clear'),
    characters: z
      .array(
        z
          .object({
            who: z.enum(ART_CHARACTERS),
            pose: z.enum(ART_POSES).default('stand'),
            at: z.enum(['left', 'center', 'right']).default('center'),
            /** The character looks toward the other side (drawn mirrored). */
            facing: z.enum(['left', 'right']).optional(),
            /** A prop the character holds (pose `hold` or `read` shows it in the hands). */
            holding: z.enum(ART_PROPS).optional(),
          })
          .strict(),
      )
      .max(4)
      .default([]),
    props: z
      .array(z.object({ what: z.enum(ART_PROPS), at: z.enum(['left', 'center', 'right']).default('center'), count: z.number().int().min(1).max(5).default(1) }).strict())
      .max(6)
      .default([]),
  })
  .strict();

/** Text without control characters (NUL included); typographic quotes and dashes are fine. */
const prose = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  .regex(/^[^\u0000-\u0008\u000B-\u001F\u007F]*$/, 'must not contain control characters');

export const bookAnswerSchema = z
  .object({
    text: prose,
    correct: z.boolean(),
    /** For a wrong answer: the misunderstanding that leads a reader to pick it (for authors and reviewers). */
    misconception: z.string().min(1).optional(),
  })
  .strict();

export const bookQuestionSchema = z
  .object({
    kind: z.enum(['literal', 'inferential']),
    prompt: prose,
    answers: z
      .array(bookAnswerSchema)
      .min(3)
      .max(4)
      .refine((a) => a.filter((x) => x.correct).length === 1, 'exactly one answer must be correct')
      .refine((a) => a.every((x) => x.correct || x.misconception), 'every wrong answer names its misconception'),
  })
  .strict();

export const bookPageSchema = z
  .object({
    /** The page's text as read aloud; sentences end with . ! or ? */
    text: prose,
    art: bookArtSchema,
    questions: z.array(bookQuestionSchema).default([]),
  })
  .strict();

export const bookPartSchema = z
  .object({
    title: prose.max(80),
    pages: z.array(bookPageSchema).min(1).max(16),
  })
  .strict()
  .refine((p) => p.pages.reduce((n, page) => n + page.questions.length, 0) >= READING_QUIZ_SIZE, {
    message: `a part needs at least ${READING_QUIZ_SIZE} questions`,
  });

export const vocabSchema = z
  .object({
    word: z.string().trim().min(1).max(40).regex(/^[A-Za-z][A-Za-z' -]*$/, 'a word or short phrase'),
    /** A child-friendly meaning, one sentence. */
    definition: prose.max(200),
    /** A sentence from the book that uses the word (the content test checks it is in the book). */
    example: prose.max(300),
  })
  .strict();

export const bookSchema = z
  .object({
    /** The book's id (stable: URLs and student records use it). Unique across all books. */
    id: z.number().int().min(1).max(9999),
    /** File name without `.json`; names the art and narration folders. */
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    title: prose.max(80),
    summary: prose.max(300),
    genre: z.enum(['fiction', 'nonfiction', 'poetry']),
    grade: z.enum(READING_GRADES),
    /** Order among the books of the same grade (1 first). */
    ranking: z.number().int().min(1).max(999),
    cover: bookArtSchema,
    phonics: z
      .object({
        /** Sound-spellings practised, in teaching order (e.g. "short a", "sh", "a_e"). */
        focus: z.array(z.string().min(1)).min(1),
        /** High-frequency words this book introduces (Dolch/Fry order, docs/reading-sequence.md). */
        sight_words: z.array(z.string().regex(/^[a-z']+$/)).default([]),
      })
      .strict()
      .optional(),
    vocabulary: z.array(vocabSchema).min(2).max(12),
    parts: z.array(bookPartSchema).min(1).max(6),
  })
  .strict();

export type BookArt = z.infer<typeof bookArtSchema>;
export type BookContent = z.infer<typeof bookSchema>;
export type BookPartContent = BookContent['parts'][number];
export type BookPageContent = BookPartContent['pages'][number];
export type BookQuestionContent = BookPageContent['questions'][number];

/** The art file of a page (1-based part and page numbers) or, with no numbers, of the cover. */
export function bookArtUrl(slug: string, part?: number, page?: number): string {
  return part === undefined || page === undefined ? `/assets/reading/art/${slug}/cover.svg` : `/assets/reading/art/${slug}/p${part}-${page}.svg`;
}
