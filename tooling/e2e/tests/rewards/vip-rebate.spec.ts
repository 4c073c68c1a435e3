import { expect, test } from '@playwright/test';
import { e2eSites } from '../../product.ts';
import { newUsername, registerByUsername } from '../accounts.ts';
import { expectNoSidewaysScroll, screenshots } from '../console/console.ts';
import { operatorCall } from '../operator.ts';
import { brandOffsetMs, inProductDatabase } from '../product-database.ts';
import { creditByAdjustment } from '../wallet.ts';

test.describe.configure({ mode: 'serial' });

const password = 'Matkhau2026';

/**
 * Rebate is computed per ended brand day by a job from the day the product started: a browser test
 * cannot wait a day, so the member's settled bets move two days back (a day no job computes and no
 * other journey uses), which the operator then computes (`POST /admin/rebate/periods`). Only that
 * member's bets move. Answers the day (`YYYY-MM-DD`, brand clock).
 */
async function betsTwoDaysBack(username: string): Promise<string> {
  return inProductDatabase(async (client) => {
    const bets = await client.query<{ settled_at: Date }>(
      `update bets set placed_at = placed_at - interval '2 days', settled_at = settled_at - interval '2 days'
        where member_id = (select id from members where username = $1) and status = 'settled'
        returning settled_at`,
      [username],
    );
    const days = new Set(
      bets.rows.map((bet) => new Date(bet.settled_at.getTime() + brandOffsetMs).toISOString().slice(0, 10)),
    );
    if (days.size !== 1) throw new Error(`the member's bets fall on ${days.size} days, not one`);
    return [...days][0]!;
  });
}

test('a member bets, its day’s rebate is paid, and it reads its rebate and its progress to the next VIP level', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const username = newUsername();
  await registerByUsername(page, username, password);
  await creditByAdjustment(username, 1_000_000);

  await test.step('the member bets 500,000 ₫ on Plinko (slots)', async () => {
    await page.goto(`${e2eSites.member}/originals/plinko`);
    const form = page.getByRole('form', { name: 'Plinko' });
    await form.getByRole('textbox', { name: 'Tiền cược' }).fill('100000');
    const result = page.getByTestId('round-result');
    for (let drop = 0; drop < 5; drop += 1) {
      const before = (await result.count()) > 0 ? await result.getAttribute('data-round') : null;
      await form.getByRole('button', { name: 'Đặt cược' }).click();
      await expect
        .poll(async () => ((await result.count()) > 0 ? result.getAttribute('data-round') : null))
        .not.toBe(before);
      await expect(form.getByRole('button', { name: 'Đặt cược' })).toBeEnabled();
    }
  });

  await test.step('its day ends and is computed: 0.4 % of 500,000 ₫ is paid, once', async () => {
    const periodKey = await betsTwoDaysBack(username);
    const run = await operatorCall('POST', '/admin/rebate/periods', { periodKey });
    expect(run).toMatchObject({ periodKey, alreadyGiven: false, mode: 'auto' });
    expect(await operatorCall('POST', '/admin/rebate/periods', { periodKey })).toMatchObject({
      alreadyGiven: true,
    });
    await page.goto(`${e2eSites.member}/rebate`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hoàn trả' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mức hoàn trả của cấp Thành viên' })).toBeVisible();
    const entry = page.getByTestId('rebate-entry');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Hoàn trả · Slot và mini game');
    await expect(entry).toContainText(/0,4%\s*của 500\.000\s*₫ cược hợp lệ/);
    await expect(entry).toContainText(/\+2\.000\s*₫/);
    await expect(entry).toContainText('Đã trả');
    await expectNoSidewaysScroll(page, 360);
    await screenshots(page, 'rebate');
  });

  await test.step('the VIP page shows every level and the way to Bronze', async () => {
    await page.goto(`${e2eSites.member}/vip`);
    await expect(page.getByRole('heading', { level: 1, name: 'Câu lạc bộ VIP' })).toBeVisible();
    const mine = page.getByTestId('vip-mine');
    await expect(mine.getByRole('heading', { level: 2, name: 'Thành viên' })).toBeVisible();
    await expect(mine).toContainText('Tiến tới Đồng');
    await expect(mine.getByRole('progressbar', { name: 'Cược hợp lệ' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
    await expect(mine).toContainText(/500\.000\s*₫ \/ 5\.000\.000\s*₫/);
    await expect(page.getByTestId('vip-level')).toHaveCount(5);
    await expect(page.getByTestId('vip-level').last()).toContainText('Kim cương');
    await expectNoSidewaysScroll(page, 360);
    await screenshots(page, 'vip');
  });
});
