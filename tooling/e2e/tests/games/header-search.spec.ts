import { expect, test } from '@playwright/test';
import { e2eSites } from '../../product.ts';
import { newUsername, registerByUsername } from '../accounts.ts';

// Steps in order, in the journeys project (two journeys at a time, each with members of its own).
test.describe.configure({ mode: 'serial' });
// A phone: the search takes the whole screen.
test.use({ viewport: { width: 390, height: 844 } });

test('a visitor finds “Rồng Hổ” by typing “rong” in the header and opens it', async ({ page }) => {
  test.slow();
  await page.goto(`${e2eSites.member}/`);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Tìm kiếm' }).click();
  const search = page.getByRole('dialog', { name: 'Tìm kiếm' });
  const field = search.getByRole('combobox', { name: 'Tìm trò chơi, nhà cung cấp, danh mục' });
  await expect(field).toBeFocused();
  // The sheet covers the phone's screen (once it has risen into place).
  await expect.poll(async () => Math.round((await search.boundingBox())?.width ?? 0)).toBe(390);

  // No accents typed: the games whose names hold “Rồng” are found, those that start with it first.
  await field.fill('rong');
  const games = search.getByRole('group', { name: 'Trò chơi' });
  const options = games.getByRole('option');
  await expect(options.first()).toContainText('Rồng Hổ');
  await expect(games.getByRole('option', { name: /^Ngọc Rồng/ })).toBeVisible();

  // A visitor who opens a game is asked to log in first.
  await field.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');
  await expect(search).toBeHidden();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Tên đăng nhập' })).toBeVisible();

  // Signed up, the search remembers “rong” on this device: the keyboard runs it again and opens the game.
  await registerByUsername(page, newUsername(), 'Matkhau123');
  // The header is drawn again for the signed-in player: a press while it is can be lost, so ask again.
  await expect(async () => {
    await header.getByRole('button', { name: 'Tìm kiếm' }).click({ timeout: 2_000 });
    await expect(search).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await field.fill('');
  const recent = search.getByRole('group', { name: 'Tìm kiếm gần đây' });
  await expect(recent.getByRole('option', { name: 'rong' })).toBeVisible();
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(field).toHaveValue('rong');
  await expect(options.first()).toContainText('Rồng Hổ');
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(page).toHaveURL(`${e2eSites.member}/play/dragon-tiger`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rồng Hổ' })).toBeVisible();
});
