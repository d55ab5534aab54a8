/**
 * Oracles for lessons of grades 2 and 3 added or reworked in issue 18 (see bank.test.ts): each
 * recomputes the right answer from the question's text and, for a picture question, its figure's
 * alt text, never through the generators' helpers. An entry here overrides an older oracle of
 * the same lesson key.
 */
import type { GeneratedQuestion } from './types.js';

type Oracle = (q: GeneratedQuestion) => string[];

export const ORACLES_G23: Record<string, Oracle> = {};
