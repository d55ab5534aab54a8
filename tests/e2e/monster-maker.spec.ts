import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS } from '../../worker/seed/seed';
import { enableTestHook, expectMonsterOn, loginAs, SCREENSHOTS } from './pages';
import { useSpecServer } from './server';

const server = useSpecServer('monster', test);

/** One new choice per type (never the first option, which the blank monster already wears). */
const CHOICES = { body: 3, color: 7, pattern: 13, eyes: 20, mouth: 22, headpart: 30 } as const;

async function openMaker(page: Page) {
  await page.getByTestId('open-monster-maker').click();
  await expect(page.getByTestId('monster-maker')).toBeVisible();
  await expect(page.getByTestId('monster-maker-done')).toBeVisible();
}

test('a student builds a monster: every part choice is saved and still there after a reload', async ({ page }) => {
  await enableTestHook(page);
  const mia = DEMO_ACCOUNTS.students[0];
  await loginAs(page, server.url, mia.username, mia.password);
  await expect(page).toHaveURL(/\/math/);
  await expectMonsterOn(page, 1);

  // No monster yet: the maker starts from the blank one (first option of each type).
  await openMaker(page);
  await expect(page.getByTestId('monster-type-body')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('monster-option-1')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('monster-option-1')).toHaveAccessibleName('Body: Blob');

  for (const [type, id] of Object.entries(CHOICES)) {
    await page.getByTestId(`monster-type-${type}`).click();
    await expect(page.getByTestId(`monster-type-${type}`)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[data-testid^="monster-option-"]')).toHaveCount(5);
    await page.getByTestId(`monster-option-${id}`).click();
    await expect(page.getByTestId(`monster-option-${id}`)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-testid^="monster-option-"][aria-pressed="true"]')).toHaveCount(1);
  }
  // Keyboard: arrows move between the part tabs, Enter picks an option.
  await page.getByTestId('monster-type-headpart').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('monster-type-mouth')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('monster-type-mouth')).toBeFocused();
  await page.getByTestId('monster-type-headpart').click();
  await expect(page.locator('.mm-options img').first()).toHaveJSProperty('complete', true);
  await page.waitForTimeout(500); // let the preview's bounce settle before the picture
  await page.screenshot({ path: `${SCREENSHOTS}/monster-maker.png` });

  // Done creates the monster and redraws the map with it.
  const mapReload = page.waitForResponse((r) => r.url().endsWith('/math_game/map') && r.request().method() === 'GET');
  const created = page.waitForResponse((r) => r.url().endsWith('/student_monsters') && r.request().method() === 'POST');
  await page.getByTestId('monster-maker-done').click();
  expect((await created).status()).toBe(201);
  const map = (await (await mapReload).json()) as { student_monster: Record<string, number> };
  expect(map.student_monster).toEqual(CHOICES);
  await expect(page.getByTestId('monster-maker')).toBeHidden();
  await expectMonsterOn(page, 1);

  // After a reload every choice is still selected; closing again updates (PUT), not creates.
  await page.reload();
  await expectMonsterOn(page, 1);
  await openMaker(page);
  for (const [type, id] of Object.entries(CHOICES)) {
    await page.getByTestId(`monster-type-${type}`).click();
    await expect(page.getByTestId(`monster-option-${id}`)).toHaveAttribute('aria-pressed', 'true');
  }
  const updated = page.waitForResponse((r) => r.url().endsWith('/student_monsters') && r.request().method() === 'PUT');
  await page.keyboard.press('Escape');
  expect((await updated).status()).toBe(200);
  await expect(page.getByTestId('monster-maker')).toBeHidden();
});
