/**
 * Issue 16 end to end, in Chromium at tablet size on the real server: a new student of the demo
 * family (every subject paid) opens /science, sees the world map of seven habitats, walks into
 * Outer Space, taps the Sun, watches its lesson (at 16x: the film and its cue points are real, the
 * waiting is not) with captions showing, answers the question the film stops for (wrong first:
 * asked again, the wrong answer ruled out) and the one after the film, earns the star, makes the
 * topic's badge (a colour saved; then a save made to fail puts the badge back), leaves through an
 * exit film and filters All Videos. The right answers come from the lesson's own script.
 * Screenshots: the world map, a habitat map, a lesson frame with a question, the result, the
 * badge customiser, All Videos.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { scienceLessonSchema } from '../../core/science/lesson-schema';
import { newDemoStudent } from './api';
import { expect, test } from './fixtures';
import { enableTestHook, gameState, loginAs, SCREENSHOTS } from './pages';
import { useSpecServer } from './server';

const server = useSpecServer('science', test);

const SUN = scienceLessonSchema.parse(JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'assets', 'science', 'lessons', 'outerspace', 'sun.json'), 'utf8')));

const scienceState = (page: Page) => page.locator('[data-science-state]');
async function reach(page: Page, state: string, timeout = 20_000) {
  await expect(scienceState(page)).toHaveAttribute('data-science-state', state, { timeout });
}

/** Waits until the shown map (the one with node `key`) has every picture loaded and the monster stands still. */
async function mapReady(page: Page, key: string) {
  await expect.poll(async () => {
    const s = (await gameState(page))?.subjectMap;
    return s && !s.walking && s.loaded === s.total ? (s.nodes.some((n) => n.key === key) ? 'ready' : 'other map') : 'loading';
  }, { timeout: 20_000 }).toBe('ready');
}

/** Taps a node of the shown map where the scene drew it (game/test-hook.ts: subjectMap). */
async function tapNode(page: Page, key: string) {
  await mapReady(page, key);
  const node = (await gameState(page))!.subjectMap!.nodes.find((n) => n.key === key)!;
  const stage = (await page.getByTestId('subject-map-stage').boundingBox())!;
  await page.mouse.click(stage.x + node.x + node.width / 2, stage.y + node.y + node.height / 2);
}

/** Answers the asked question from the script: wrong first when `wrongFirst`, then right. */
async function answer(page: Page, wrongFirst: boolean) {
  const modal = page.getByTestId('quiz-modal');
  await expect(modal).toHaveAttribute('data-quiz-state', 'asking');
  const prompt = (await page.locator('#quiz-title').textContent())!.trim();
  const question = SUN.questions.find((q) => q.text === prompt);
  expect(question, `the lesson asks "${prompt}"`).toBeDefined();
  const right = question!.answers.find((a) => a.correct)!.text;
  const answers = page.getByTestId('quiz-answer');
  if (wrongFirst) {
    const wrong = question!.answers.find((a) => !a.correct)!.text;
    await answers.filter({ hasText: wrong }).click();
    await expect(page.getByTestId('quiz-feedback')).toHaveAttribute('data-correct', 'false');
    await page.screenshot({ path: `${SCREENSHOTS}/science-lesson-question.png` });
    await page.getByTestId('quiz-next').click();
    await expect(answers.filter({ hasText: wrong })).toBeDisabled();
  }
  await answers.filter({ hasText: right }).click();
  await expect(page.getByTestId('quiz-feedback')).toHaveAttribute('data-correct', 'true');
  await page.getByTestId('quiz-next').click();
}

test.use({ viewport: { width: 1180, height: 820 } });

test('a child explores the science world: a habitat, a lesson to its star with captions and questions, a badge made and reverted, All Videos filtered', async ({ page, request }) => {
  const kid = await newDemoStudent(request, server.url, 2);
  await enableTestHook(page);
  await page.addInitScript(() => {
    document.addEventListener('play', (e) => e.target instanceof HTMLVideoElement && (e.target.playbackRate = 16), true);
  });
  await loginAs(page, server.url, kid.username, kid.password);
  await expect(page).toHaveURL(/\/math/);
  await page.goto(server.url + '/science');

  // The world map: seven habitats in the spec's order.
  await reach(page, 'world');
  await expect.poll(async () => (await gameState(page))?.subjectMap?.nodes.map((n) => n.key).join(',')).toBe('outerspace,safari,rainforest,weather,dinosaurs,insects,ocean');
  await mapReady(page, 'ocean');
  await page.waitForTimeout(600); // the pictures' swap from their placeholders, for the screenshot
  await page.screenshot({ path: `${SCREENSHOTS}/science-world.png` });

  // Outer space: the monster walks there, the habitat map opens with its nine topics.
  await tapNode(page, 'outerspace');
  await reach(page, 'habitat.map');
  await expect.poll(async () => (await gameState(page))?.subjectMap?.nodes.length).toBe(9);
  await mapReady(page, 'sun');
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${SCREENSHOTS}/science-habitat.png` });

  // The Sun's lesson: the film stops at its cue for a question; captions show.
  await tapNode(page, 'sun');
  await reach(page, 'habitat.topic');
  await expect(page.getByTestId('science-topic')).toContainText('Sun');
  await page.getByTestId('science-watch').click();
  await reach(page, 'lesson.playing');
  await expect.poll(() => page.getByTestId('video-element').evaluate((v: HTMLVideoElement) => [...v.textTracks].some((t) => t.kind === 'captions' && t.mode === 'showing'))).toBe(true);
  await reach(page, 'lesson.question', 30_000);
  await answer(page, true);
  // The film plays on to its end; the question after the film comes, then the star.
  await reach(page, 'lesson.afterQuestions', 30_000);
  await answer(page, false);
  await reach(page, 'lesson.result');
  await expect(page.getByTestId('science-result')).toHaveAttribute('data-star', 'true');
  await expect(page.getByTestId('science-try-at-home')).toContainText(SUN.try_at_home.title);
  await page.screenshot({ path: `${SCREENSHOTS}/science-result.png` });
  const lessons = await (await request.get(`${server.url}/api/v1/students/-/student_video_lessons`, { headers: { authorization: `Bearer ${kid.access}` } })).json();
  expect(lessons).toEqual([expect.objectContaining({ star_earned: true, started_at: expect.any(String), completed_at: expect.any(String) })]);

  // The badge: a colour saved; a save that fails puts the badge back as it was.
  await page.getByTestId('science-result-back').click();
  await reach(page, 'habitat.topic');
  await page.getByTestId('science-customise').click();
  await reach(page, 'habitat.badge.choosing');
  const badge = page.getByTestId('science-customizer').getByTestId('science-badge');
  await page.locator('[data-item="color-coral"]').click();
  await reach(page, 'habitat.badge.choosing');
  await expect(badge).toHaveAttribute('data-colour', '#ff8a6b');
  await page.locator('[data-item="pose-tilt"]').click();
  await reach(page, 'habitat.badge.choosing');
  await page.screenshot({ path: `${SCREENSHOTS}/science-badge-customizer.png` });
  await page.route('**/student_science_badges', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { message: 'Down for a moment', code: 'unavailable' } }) }));
  await page.locator('[data-item="color-night"]').click();
  await expect(page.getByTestId('science-badge-notice')).toBeVisible({ timeout: 15_000 });
  await expect(badge).toHaveAttribute('data-colour', '#ff8a6b');
  await page.unroute('**/student_science_badges');
  const badges = await (await request.get(`${server.url}/api/v1/students/-/science_badges`, { headers: { authorization: `Bearer ${kid.access}` } })).json();
  expect(badges.science_badges.flatMap((b: { student_science_badges: unknown[] }) => b.student_science_badges)).toEqual([expect.objectContaining({ color_science_badge_item_id: 23, pose_science_badge_item_id: 32 })]);
  await page.getByTestId('science-customizer-done').click();
  // The badge shows on the habitat map's bar.
  await expect(page.getByTestId('science-habitat-badges').getByTestId('science-badge')).toHaveAttribute('data-colour', '#ff8a6b');

  // Leaving: an exit film, then the world; All Videos filtered by a habitat starts at page 1.
  await page.getByTestId('science-topic-close').click();
  await page.getByTestId('science-leave').click();
  await reach(page, 'world', 30_000);
  await page.getByTestId('science-open-videos').click();
  await reach(page, 'allVideos');
  await page.getByTestId('science-page-next').click();
  await expect(page.getByTestId('science-all-videos')).toHaveAttribute('data-page', '1');
  await page.locator('[data-testid="science-filter"][data-filter="ocean"]').click();
  await expect(page.getByTestId('science-all-videos')).toHaveAttribute('data-page', '0');
  await expect(page.getByTestId('science-video-card')).toHaveCount(9);
  for (const topic of await page.getByTestId('science-video-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-topic')))) {
    expect(['whale', 'coral', 'dolphin', 'pollution', 'jellyfish', 'eel', 'seastars', 'shark', 'sunkenship']).toContain(topic);
  }
  await page.screenshot({ path: `${SCREENSHOTS}/science-all-videos.png` });

  // Phones: the panel and the world map in portrait and on its side.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('science-page-next')).toBeInViewport();
  await page.screenshot({ path: `${SCREENSHOTS}/science-all-videos-phone.png` });
  await page.getByTestId('science-videos-close').click();
  await reach(page, 'world');
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${SCREENSHOTS}/science-world-phone.png` });
  await page.setViewportSize({ width: 844, height: 390 });
  await page.getByTestId('science-open-book').click();
  await expect(page.locator('[data-testid="science-book-habitat"][data-habitat="outerspace"]')).toHaveAttribute('data-stars', '1');
  await page.screenshot({ path: `${SCREENSHOTS}/science-book-phone-landscape.png` });
});
