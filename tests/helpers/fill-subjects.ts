/**
 * The subject rows of a test family's child (tests/api/deletion.test.ts: every table with a
 * student_id must hold a row before the deletion): reading (issue 15), science (issue 16), social
 * studies and Superskills (issue 17).
 */

/** A call for the child under /api/v1/students/{id}: its JSON, or a rejection for a non-2xx answer. */
export type StudentCall = (method: string, path: string, body?: unknown) => Promise<any>;

/** Fills the child's reading, science, social studies and Superskills rows through the real API. */
export async function fillSubjects(call: StudentCall): Promise<void> {
  // Reading (issue 15): the map (made by the start), a started book, an opened part, a quiz attempt with an answer, a word's status.
  const [, , quiz, pages] = [await call('POST', '/reading_books/101/start'), await call('POST', '/reading_books/101/book_parts/1/open'), await call('GET', '/reading_books/101/book_parts/1/quiz'), await call('GET', '/reading_books/101/reading_book_pages')];
  await call('POST', `/reading_book_page_questions/${quiz.questions[0].id}/student_answers`, { answer_id: quiz.questions[0].answers[0].id });
  await call('POST', '/student_vocabs', { book_id: 101, vocab_id: pages.vocabulary[0].id, status: 'seen' });

  // Science (issue 16): the first lesson of the world watched and every question answered right: its star, answers and the topic's badge.
  const science = (await call('GET', '/science_maps/1')).science_habitats[0].science_topics[0].video_lessons[0];
  await call('POST', `/video_lessons/${science.id}/complete`);
  for (const q of science.questions as { id: number; answers: { id: number }[] }[]) for (const a of q.answers) await call('POST', `/video_lessons/${science.id}/questions/${q.id}/answers`, { answer_id: a.id });

  // Social studies (issue 17): the first map's intro lesson started, its first question answered, the subject set completed (free: complete).
  const intro = (await call('GET', '/social_studies_maps/1')).intro_topic.social_studies_video_lessons[0];
  const ssQuestion = intro.video_states.find((s: { state: string }) => s.state === 'videoQuizTime').questions[0];
  await call('POST', '/student_social_studies_video_lessons', { social_studies_video_lesson_id: intro.id });
  await call('POST', `/social_studies_video_lessons/${intro.id}/questions/${ssQuestion.id}/student_answers`, { answer_id: ssQuestion.answers[0].id });
  await call('POST', '/subjects/socialStudies/completed');

  // Superskills (issue 17): episode 1 started and its question answered.
  const episode = (await call('GET', '/superskills_videos'))[0];
  await call('POST', '/superskills_videos/1/start');
  await call('POST', `/superskills_videos/1/questions/${episode.question.id}/answers`, { answer_id: episode.question.answers[0].id });
}
