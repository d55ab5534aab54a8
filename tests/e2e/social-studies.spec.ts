/**
 * Issue 17 end to end (social studies), in Chromium at tablet size on the real server: a new
 * student of the demo family (every subject paid) opens /social-studies, passes the landing film,
 * travels to ancient Egypt, watches the intro topic's film (at 16x) and answers its question when
 * the film stops, then the first-orb quest appears; its question answered right earns the first
 * orb (1/8). Every other quest of both maps is then finished through the API (the same calls the
 * screen makes), and the intro topic's completeVideo, watched on screen, completes the subject: the
 * completion modal. The right answers come from the maps' own content files.
 * Screenshots: the landing, the Egypt map, a quiz over the film, the orb, the completion modal.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { ssMapSchema, type SsMap } from '../../core/social-studies/map-schema';
import { newDemoStudent, type NewStudent } from './api';
import { expect, test } from './fixtures';
import { enableTestHook, gameState, loginAs, SCREENSHOTS } from './pages';
import { useSpecServer } from './server';

const server = useSpecServer('social-studies', test);

const CONTENT: Record<string, SsMap> = Object.fromEntries(['egypt', 'greece'].map((k) => [k, ssMapSchema.parse(JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'assets', 'social-studies', 'maps', `${k}.json`), 'utf8')))]));
/** The right answer's text of a question, found by its text in the content. */
const rightAnswer = (text: string) => {
  for (const m of Object.values(CONTENT))
    for (const t of m.topics)
      for (const l of Object.values(t.lessons))
        for (const s of l.video_states) if (s.state === 'videoQuizTime') for (const q of s.questions) if (q.text === text) return q.answers.find((a) => a.correct)!.text;
  throw new Error(`no question "${text}" in the content`);
};

async function reach(page: Page, state: string, timeout = 30_000) {
  await expect(page.locator('[data-ss-state]')).toHaveAttribute('data-ss-state', state, { timeout });
}

async function tapTopic(page: Page, key: string) {
  await expect.poll(async () => {
    const s = (await gameState(page))?.subjectMap;
    return s && !s.walking && s.loaded === s.total ? s.nodes.find((n) => n.key === key)?.state : null;
  }, { timeout: 20_000 }).toMatch(/selected|unselected|done/);
  const node = (await gameState(page))!.subjectMap!.nodes.find((n) => n.key === key)!;
  const stage = (await page.getByTestId('subject-map-stage').boundingBox())!;
  await page.mouse.click(stage.x + node.x + node.width / 2, stage.y + node.y + node.height / 2);
}

/** Waits for the film's quiz, answers it right, and lets the film end back on the map. */
async function quizToMap(page: Page, shot?: string) {
  await expect(page.getByTestId('quiz-modal')).toHaveAttribute('data-quiz-state', 'asking', { timeout: 40_000 });
  const prompt = (await page.locator('#quiz-title').textContent())!.trim();
  await page.getByTestId('quiz-answer').filter({ hasText: rightAnswer(prompt) }).click();
  await expect(page.getByTestId('quiz-feedback')).toHaveAttribute('data-correct', 'true');
  if (shot) await page.screenshot({ path: `${SCREENSHOTS}/${shot}` });
  await page.getByTestId('quiz-next').click();
}

/** Every other quest finished through the API: records, right answers, orbs and completions. */
async function finishTheRest(request: APIRequestContext, kid: NewStudent, keep: number) {
  const call = async (method: string, path: string, data?: unknown) => {
    const res = await request.fetch(`${server.url}/api/v1/students/-${path}`, { method, headers: { authorization: `Bearer ${kid.access}` }, ...(data === undefined ? {} : { data }) });
    expect(res.status(), `${method} ${path}`).toBeLessThan(300);
    return res.json();
  };
  const { maps } = await call('GET', '/social_studies_maps');
  for (const { id } of maps) {
    const map = await call('GET', `/social_studies_maps/${id}`);
    for (const topic of map.social_studies_topics) {
      for (const lesson of topic.social_studies_video_lessons) {
        if (lesson.id === keep) continue;
        let list = await call('GET', '/student_social_studies_video_lessons');
        if (!list.some((r: { social_studies_video_lesson_id: number }) => r.social_studies_video_lesson_id === lesson.id)) await call('POST', '/student_social_studies_video_lessons', { social_studies_video_lesson_id: lesson.id });
        const quiz = lesson.video_states.find((s: { state: string }) => s.state === 'videoQuizTime');
        const q = quiz.questions[0];
        const answer = q.answers.find((a: { text: string }) => a.text === rightAnswer(q.text));
        list = await call('POST', `/social_studies_video_lessons/${lesson.id}/questions/${q.id}/student_answers`, { answer_id: answer.id });
        const mine = list.find((r: { social_studies_video_lesson_id: number }) => r.social_studies_video_lesson_id === lesson.id);
        const orb = lesson.video_type === 'defaultVideo' && topic.id !== map.intro_topic_id;
        await call('PUT', `/student_social_studies_video_lessons/${lesson.id}`, { num_times_started: mine.num_times_started, num_times_completed: Math.max(1, mine.num_times_completed), orb_earned_at: mine.orb_earned_at ?? (orb ? new Date().toISOString() : null) });
      }
    }
  }
}

test.use({ viewport: { width: 1180, height: 820 } });

test('a child travels to ancient Egypt, answers a quest in the film, earns the first orb, and finishing every quest completes social studies', async ({ page, request }) => {
  const kid = await newDemoStudent(request, server.url, 3);
  await enableTestHook(page);
  await page.addInitScript(() => {
    document.addEventListener('play', (e) => e.target instanceof HTMLVideoElement && (e.target.playbackRate = 16), true);
  });
  await loginAs(page, server.url, kid.username, kid.password);
  await expect(page).toHaveURL(/\/math/);
  await page.goto(server.url + '/social-studies');

  // The landing: its film for a new child, then the two maps.
  await reach(page, 'initialized.landing.static');
  await expect(page.getByTestId('ss-map')).toHaveCount(2);
  await expect(page.getByTestId('ss-completed-banner')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}/ss-landing.png` });

  // Egypt: the map intro, then only the intro topic shows.
  await page.locator('[data-testid="ss-map"][data-map="egypt"]').click();
  await reach(page, 'initialized.map.idle');
  await expect(page.getByTestId('ss-orbs')).toHaveAttribute('data-orbs', '0/8');
  await expect.poll(async () => (await gameState(page))?.subjectMap?.nodes.filter((n) => n.state !== 'locked').map((n) => n.key)).toEqual(['welcome-nile']);
  await page.screenshot({ path: `${SCREENSHOTS}/ss-map-egypt.png` });

  // The intro topic's film stops for its question; then the first-orb quest appears.
  await tapTopic(page, 'welcome-nile');
  await reach(page, 'initialized.topic.playing');
  await quizToMap(page, 'ss-quiz.png');
  await reach(page, 'initialized.map.idle');
  await tapTopic(page, 'nile-flood');
  await quizToMap(page);
  await reach(page, 'initialized.map.idle');
  await expect(page.getByTestId('ss-orbs')).toHaveAttribute('data-orbs', '1/8');
  await expect(page.getByTestId('ss-orb-earned')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/ss-orb.png` });

  // Every other quest through the API; the intro's completeVideo on screen completes the subject.
  const egypt = await (await request.get(`${server.url}/api/v1/students/-/social_studies_maps/1`, { headers: { authorization: `Bearer ${kid.access}` } })).json();
  const finale = egypt.intro_topic.social_studies_video_lessons.find((l: { video_type: string }) => l.video_type === 'completeVideo').id;
  await finishTheRest(request, kid, finale);
  await page.reload();
  await reach(page, 'initialized.landing.static');
  await page.locator('[data-testid="ss-map"][data-map="egypt"]').click();
  await reach(page, 'initialized.map.idle');
  await expect(page.getByTestId('ss-orbs')).toHaveAttribute('data-orbs', '8/8');
  await tapTopic(page, 'welcome-nile');
  await expect(page.getByTestId('ss-topic')).toHaveAttribute('data-lesson-type', 'completeVideo');
  await quizToMap(page);
  await reach(page, 'initialized.topic.completionModal');
  await page.screenshot({ path: `${SCREENSHOTS}/ss-completion.png` });
  await page.getByTestId('ss-completion-close').click();
  await reach(page, 'initialized.map.idle');

  // A phone in portrait: the time machine's landing with the completed banner.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('ss-back').click();
  await reach(page, 'initialized.landing.static');
  await expect(page.getByTestId('ss-completed-banner')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/ss-landing-phone.png` });
});
