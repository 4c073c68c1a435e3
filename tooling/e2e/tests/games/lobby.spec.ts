import { expect, test } from '@playwright/test';
import { e2eSites } from '../../product.ts';
import { newUsername, registerByUsername } from '../accounts.ts';
import { creditByAdjustment } from '../wallet.ts';

// Steps in order, in the journeys project (two journeys at a time, each with members of its own).
test.describe.configure({ mode: 'serial' });

test('a member finds a simulator slot by searching the lobby, plays a round in the game frame and sees it in the betting record', async ({
  page,
}) => {
  test.slow();
  const username = newUsername();
  await registerByUsername(page, username, 'Matkhau123');
  await creditByAdjustment(username, 1_000_000);

  // The home page leads to every category's lobby (its game rows load when scrolled to).
  await page.goto(`${e2eSites.member}/`);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page
    .getByRole('navigation', { name: 'Danh mục trò chơi' })
    .getByRole('link', { name: 'Nổ hũ' })
    .click();
  await expect(page).toHaveURL(`${e2eSites.member}/games/slots`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nổ hũ' })).toBeVisible();

  // Search by the game's (Vietnamese) name: the list narrows and the address keeps the search.
  await page.getByRole('searchbox', { name: 'Tìm trò chơi' }).fill('Hoa Sen May');
  await expect(page).toHaveURL(/\/games\/slots\?q=Hoa\+Sen\+May$/);
  const results = page.getByRole('list', { name: 'Nổ hũ' });
  await expect(results.getByTestId('game-card')).toHaveCount(1);
  await results.getByRole('button', { name: 'Chơi Hoa Sen May Mắn' }).click();

  // The launch opens the simulator's page in the game frame, under the game's name and the balance.
  await expect(page).toHaveURL(`${e2eSites.member}/play/lucky-lotus`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hoa Sen May Mắn' })).toBeVisible();
  await expect(page.getByTestId('game-frame-balance')).toContainText('1.000.000');
  const frame = page.frameLocator('iframe[title="Trò chơi: Hoa Sen May Mắn"]');
  const spin = frame.getByRole('button', { name: /^(QUAY|SPIN)$/ });
  await expect(spin).toBeVisible();

  // The simulator injects lost and duplicated calls; a played round says whether it won.
  const result = frame.getByRole('status');
  let played = false;
  for (let attempt = 0; attempt < 3 && !played; attempt += 1) {
    await spin.click();
    await expect(result).not.toHaveText(/^(|Đang chơi…)$/);
    played = /Bạn thắng|Hoàn lại tiền cược|trả lại|Lần này không thắng/.test(
      (await result.textContent()) ?? '',
    );
  }
  expect(played, 'a round was played').toBe(true);

  // The round is in the member's betting record.
  await page.goto(`${e2eSites.member}/betting-record`);
  const entry = page
    .getByTestId('bet-entry')
    .filter({ has: page.locator('[data-game-code="lucky-lotus"]') })
    .first();
  await expect(entry).toBeVisible();
  // Named as the catalog names it, not by its codes (SIM_SLOTS, lucky-lotus).
  await expect(entry).toContainText('Hoa Sen May Mắn');
  await expect(entry).not.toContainText('SIM_SLOTS');
});
