/**
 * The parts the reading screen renders, in one place: the shared subject map (contract 5a,
 * ui/subjects/SubjectMapStage.tsx) with the reading map's content, and the reader components
 * (contract 5d, ui/reading/reader/*): the book carousel, the reader and the vocabulary practice.
 */
import readingMapJson from '../../assets/subject-maps/reading.json';
import { subjectMapSchema } from '../../core/content/subject-map-schema';

export { SubjectMapStage } from '../subjects/SubjectMapStage';
export { BookCarousel } from './reader/BookCarousel';
export { BookReader } from './reader/BookReader';
export { VocabPractice } from './reader/VocabPractice';

/** The reading map (assets/subject-maps/reading.json: nodes level-1..level-8), checked once. */
export const READING_MAP = subjectMapSchema.parse(readingMapJson);
