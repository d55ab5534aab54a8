/**
 * The reader's view of the reading API's shapes (issue 15 contract section 4): the server's zod
 * contracts (worker/reading/reading.contracts.ts) as types only, through the typed client's
 * module, so a drift is a compile error. `WordTiming` and `VocabStatus` name their parts.
 */
import type { Page, Vocab } from '../reading-api';

export type { BookSummary, Page, PartSummary, Vocab } from '../reading-api';

/** One word's time in its page's clip, ms; `words[i]` times `tokenizeWords(text)[i]`. */
export type WordTiming = NonNullable<Page['narration']>['words'][number];

export type VocabStatus = Vocab['status'];
