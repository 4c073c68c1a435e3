import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { e2eSites } from '../../product.ts';
import { newUsername, registerByUsername } from '../accounts.ts';
import { creditByAdjustment } from '../wallet.ts';

// Steps in order, in the journeys project (two journeys at a time, each with members of its own).
test.describe.configure({ mode: 'serial' });

const stake = 1_000;

/** The member's main balance beside the bet form, in minor units (đồng). */
async function balanceOf(page: Page): Promise<number> {
  const balance = page.getByTestId('originals-balance');
  await expect(balance).toBeVisible();
  return Number(await balance.getAttribute('data-minor'));
}

test('a 0.3× Plinko result is not called a win', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const username = newUsername();
  await registerByUsername(page, username, 'Matkhau123');
  await creditByAdjustment(username, 100_000);

  await page.goto(`${e2eSites.member}/originals/plinko`);
  await expect(page.getByRole('heading', { level: 1, name: 'Plinko' })).toBeVisible();
  await expect.poll(() => balanceOf(page)).toBe(100_000);
  const form = page.getByRole('form', { name: 'Plinko' });
  await form.getByRole('textbox', { name: 'Tiền cược' }).fill(String(stake));
  // 8 rows, high risk: buckets 3 and 5 pay 0.3× (112 of 256 paths), 0 and 8 pay 29×. The outcome
  // comes from the seeds, unknown before the bet, so drop until a 0.3× comes up.
  await form.getByRole('combobox', { name: 'Số hàng' }).selectOption('8');
  await form.getByRole('combobox', { name: 'Mức rủi ro' }).selectOption('high');
  const result = page.getByTestId('round-result');
  let spent = 0;
  let paid = 0;
  for (let drops = 1; ; drops += 1) {
    expect(drops, 'a 0.3× bucket within 20 drops (each 44 %)').toBeLessThanOrEqual(20);
    const before = (await result.count()) > 0 ? await result.getAttribute('data-round') : null;
    await form.getByRole('button', { name: 'Đặt cược' }).click();
    await expect
      .poll(async () => ((await result.count()) > 0 ? result.getAttribute('data-round') : null))
      .not.toBe(before);
    await expect(form.getByRole('button', { name: 'Đặt cược' })).toBeEnabled();
    spent += stake;
    const payout = Number(await result.getAttribute('data-payout'));
    paid += payout;
    if (payout === 300) break;
  }

  // What came back and what was lost, never "Bạn thắng".
  await expect(result).toHaveText(/^0,30×: trả lại 300\s₫, thua 700\s₫$/);
  await expect(result).toHaveAttribute('data-result', 'partReturned');
  await expect(result).not.toContainText('thắng');
  await expect.poll(() => balanceOf(page)).toBe(100_000 - spent + paid);

  // The game history marks the round by its net result: a loss.
  await page.goto(`${e2eSites.member}/game-history`);
  const newest = page.getByTestId('history-round').first();
  await expect(newest).toContainText('Plinko');
  await expect(newest).toContainText('Trả thưởng 300');
  await expect(newest.locator('[data-net-result]')).toHaveText('Thua');
});
