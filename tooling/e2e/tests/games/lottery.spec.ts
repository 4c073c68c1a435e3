import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { e2eSites } from '../../product.ts';
import { newUsername, registerByUsername } from '../accounts.ts';
import { creditByAdjustment, expectFitsPhone } from '../wallet.ts';

// Steps in order, in the journeys project (two journeys at a time, each with members of its own).
test.describe.configure({ mode: 'serial' });

const funds = 1_000_000;

/** The header's balance in minor units (đồng). */
async function headerBalance(page: Page): Promise<number> {
  return Number(await page.getByTestId('header-balance').getAttribute('data-minor'));
}

/** Seconds left on the chosen draw's countdown ("Đóng cược sau 00:41"), or 0 while none is open. */
async function secondsToClose(page: Page): Promise<number> {
  const countdown = page.getByTestId('lottery-countdown').first();
  if (!(await countdown.isVisible())) return 0;
  const match = /(\d+):(\d{2})$/.exec((await countdown.textContent()) ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
}

/** A minor-unit amount as the page writes it: "2.673.000 ₫". */
const amountIn = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('a member bets on a fast lottery by the grid and the code box, the draw settles, the winnings arrive and the verifier confirms the draw', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const username = newUsername();
  await registerByUsername(page, username, 'Matkhau123');
  await creditByAdjustment(username, funds);

  // The house's 1-minute lottery, from the lottery lobby.
  await page.goto(`${e2eSites.member}/lottery`);
  await page.getByRole('button', { name: 'Chơi Xổ Số Siêu Tốc 1 Phút' }).click();
  await expect(page).toHaveURL(`${e2eSites.member}/lottery?gameCode=f1&playType=F1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Xổ Số Siêu Tốc 1 Phút' })).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(funds);

  // Betting closes 30 s before each draw: start with 20 s or more of a window left.
  await expect
    .poll(() => secondsToClose(page), { timeout: 75_000, intervals: [1_000] })
    .toBeGreaterThanOrEqual(20);

  // Lô 2 số on two numbers of the grid, one slip.
  const grid = page.getByRole('group', { name: 'Các số từ 00 đến 99' });
  await grid.getByRole('button', { name: '27', exact: true }).click();
  await grid.getByRole('button', { name: '72', exact: true }).click();
  await expect(page.getByTestId('slip-count')).toHaveText('2');
  await page.getByRole('button', { name: 'Đặt cược', exact: true }).click();
  const placed = page.getByTestId('slip-result');
  await expect(placed).toContainText('Đã đặt cược');
  await page.getByRole('button', { name: 'Phiếu mới' }).click();

  // A xiên 2 of two numbers.
  await page.getByRole('radio', { name: 'Xiên 2', exact: true }).click();
  await grid.getByRole('button', { name: '05', exact: true }).click();
  await grid.getByRole('button', { name: '50', exact: true }).click();
  await page.getByRole('button', { name: 'Đặt cược', exact: true }).click();
  await expect(placed).toContainText('Đã đặt cược');
  await page.getByRole('button', { name: 'Phiếu mới' }).click();

  // A đề by the code box: the slip it read is shown before it is placed.
  await page.getByRole('button', { name: 'Nhập mã', exact: true }).click();
  await page.getByRole('textbox', { name: 'Mã cược' }).fill('de 68 5');
  await expect(page.getByText('Đề đặc biệt 68 × 5 điểm')).toBeVisible();
  await page.getByRole('button', { name: 'Đặt cược', exact: true }).click();
  await expect(placed).toContainText('Đã đặt cược');
  const drawId = /kỳ quay (F1-\d{8}-\d{4})/.exec((await placed.textContent()) ?? '')?.[1];
  expect(drawId).toBeTruthy();

  // My bets: four bets, open until the draw; then each says what it won.
  await page.getByRole('tab', { name: 'Cược của tôi' }).click();
  const bets = page.getByTestId('lottery-bet');
  await expect(bets).toHaveCount(4);
  await expect(bets.filter({ hasText: 'Chờ kết quả' })).toHaveCount(4);
  // The list asks again every 10 s while a bet is open: the draw is within a minute and a half.
  await expect(bets.filter({ hasText: 'Chờ kết quả' })).toHaveCount(0, { timeout: 130_000 });

  // The balance moved by exactly the winnings less the stakes, as the bets say.
  let stakes = 0;
  let winnings = 0;
  for (const text of await bets.allTextContents()) {
    stakes += amountIn(/Tiền cược\s*([\d.]+)/.exec(text)?.[1] ?? '');
    const won = /Thắng ([\d.]+)/.exec(text);
    if (won) winnings += amountIn(won[1]!);
    else expect(text).toContain('Thua');
  }
  expect(stakes).toBe(2 * 27_000 + 1_000 + 5 * 1_000);
  await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(funds - stakes + winnings);

  // The draw's board, and the verifier recomputing it from the seed revealed at the draw.
  await page.getByRole('tab', { name: 'Kết quả' }).click();
  const result = page.getByTestId('fast-draw-result').filter({ hasText: drawId! });
  await expect(result).toBeVisible({ timeout: 20_000 });
  if (!(await result.getByText('Giải đặc biệt').isVisible()))
    await result.getByRole('button', { name: 'Xem bảng kết quả' }).click();
  await expect(result.getByText('Giải đặc biệt')).toBeVisible();
  await result.getByRole('button', { name: 'Kiểm tra' }).click();
  await expect(result).toContainText('Hạt giống khớp với mã băm đã công bố.');
  await expect(result).toContainText('Bảng kết quả đúng là bảng mà hạt giống này quay ra.');

  // Each tab of a regional and a fast game fits a 360 px phone.
  await expectFitsPhone(page, [
    { path: '/vnlottery?code=north', ready: (at) => at.getByRole('group', { name: 'Các số từ 00 đến 99' }) },
    { path: '/lottery?gameCode=f1&playType=F1', ready: (at) => at.getByRole('tab', { name: 'Thống kê' }) },
  ]);
});
