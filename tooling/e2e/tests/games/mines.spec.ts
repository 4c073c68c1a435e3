import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { e2eSites } from '../../product.ts';
import { newUsername, registerByUsername } from '../accounts.ts';
import { creditByAdjustment, expectFitsPhone } from '../wallet.ts';

// Steps in order, in the journeys project (two journeys at a time, each with members of its own).
test.describe.configure({ mode: 'serial' });

const stake = 10_000;

/** The member's main balance beside the bet form, in minor units (đồng). */
async function balanceOf(page: Page): Promise<number> {
  const balance = page.getByTestId('originals-balance');
  await expect(balance).toBeVisible();
  return Number(await balance.getAttribute('data-minor'));
}

/** The tiles (0–24) the board shows as mines once a round is over, ascending. */
async function minesShownOn(board: Locator): Promise<number[]> {
  const tiles = board.locator('button[data-kind="mineShown"], button[data-kind="mine"]');
  await expect(tiles.first()).toBeVisible();
  const shown = await tiles.evaluateAll((buttons) =>
    buttons.map((button) => Number(button.getAttribute('data-tile'))),
  );
  return shown.sort((a, b) => a - b);
}

test('a funded member plays Mines Gold, cashes out, the balance moves by payout − stake, and the verifier recomputes the mines', async ({
  page,
}) => {
  test.slow();
  const username = newUsername();
  await registerByUsername(page, username, 'Matkhau123');
  await creditByAdjustment(username, 1_000_000);

  // Found by searching the lobby (its English name; the Vietnamese page shows "Dò Mìn Vàng").
  await page.goto(`${e2eSites.member}/games/mini_games`);
  await page.getByRole('searchbox', { name: 'Tìm trò chơi' }).fill('Mines Gold');
  const card = page.locator('[data-testid="game-card"][data-code="mines-gold"]');
  await expect(page.getByTestId('game-card')).toHaveCount(1);
  await card.getByRole('button', { name: 'Chơi Dò Mìn Vàng' }).click();
  await expect(page).toHaveURL(`${e2eSites.member}/originals/mines-gold`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dò Mìn Vàng' })).toBeVisible();
  await expect(page.getByTestId('game-rtp')).toContainText('99,00%');
  await expect(page.getByTestId('fair-server-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect.poll(() => balanceOf(page)).toBe(1_000_000);

  const form = page.getByRole('form', { name: 'Dò Mìn Vàng' });
  const board = page.getByRole('group', { name: 'Bàn Dò Mìn Vàng' });
  await form.getByRole('textbox', { name: 'Tiền cược' }).fill(String(stake));
  // One mine: 24 of 25 tiles are gold. Outcomes are random, so a mine starts the round again.
  await form.getByRole('combobox', { name: 'Số mìn' }).selectOption('1');
  let rounds = 0;
  for (;;) {
    rounds += 1;
    expect(rounds, 'a gold tile within 6 rounds of 1 mine').toBeLessThanOrEqual(6);
    await form.getByRole('button', { name: 'Đặt cược' }).click();
    await expect(form.getByRole('button', { name: /^Rút / })).toBeVisible();
    await board.getByRole('button', { name: 'Ô 13', exact: true }).click();
    const outcome = board.getByRole('button', { name: /^Ô 13: / });
    await expect(outcome).toBeVisible();
    if ((await outcome.getAttribute('data-kind')) === 'safe') break;
    await expect(page.getByTestId('round-result')).toHaveText(/^Lần này chưa thắng: thua /);
  }
  await form.getByRole('button', { name: /^Rút / }).click();
  const result = page.getByTestId('round-result');
  await expect(result).toContainText('Bạn thắng');
  const payout = Number(await result.getAttribute('data-payout'));
  // 1 mine, 1 gold tile: 1.0312x.
  expect(payout).toBe(Math.floor((stake * 10_312) / 10_000));
  await expect.poll(() => balanceOf(page)).toBe(1_000_000 - rounds * stake + payout);
  const mines = await minesShownOn(board);
  expect(mines).toHaveLength(1);

  // Rotating the seeds reveals the server seed of the rounds just played.
  await page.getByRole('button', { name: 'Đổi cặp hạt giống' }).click();
  await expect(page.getByTestId('fair-revealed')).toBeVisible();

  // The game recall: the newest round is the cash-out; its verify link recomputes it in the browser.
  await page.goto(`${e2eSites.member}/game-history`);
  const newest = page.getByTestId('history-round').first();
  await expect(newest).toContainText('Dò Mìn Vàng');
  await expect(newest).toContainText('Thắng');
  await newest.getByRole('button', { name: 'Chi tiết' }).click();
  await newest.getByRole('link', { name: 'Kiểm chứng ván này' }).click();
  await expect(page).toHaveURL(/\/originals\/verify\?/);
  const verified = page.getByRole('group', { name: 'Bàn Dò Mìn Vàng' });
  expect(await minesShownOn(verified)).toEqual(mines);
  await expect(page.getByTestId('verify-outcome')).toHaveText(
    `Mìn ở các ô ${mines.map((tile) => tile + 1).join(', ')}`,
  );

  // Every Originals screen fits a 360 px phone once its board is up.
  await expectFitsPhone(page, [
    { path: '/originals/mines-gold', ready: (at) => at.getByRole('group', { name: 'Bàn Dò Mìn Vàng' }) },
    { path: '/originals/tower', ready: (at) => at.getByRole('group', { name: 'Tháp', exact: true }) },
    { path: '/originals/dice', ready: (at) => at.getByTestId('dice-roll') },
    { path: '/originals/limbo', ready: (at) => at.getByTestId('limbo-outcome') },
    { path: '/originals/plinko', ready: (at) => at.getByRole('img', { name: 'Bàn Plinko' }) },
    { path: '/originals/verify', ready: (at) => at.getByRole('combobox', { name: 'Trò chơi' }) },
    { path: '/game-history', ready: (at) => at.getByTestId('history-round').first() },
  ]);
});
