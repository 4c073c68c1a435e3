import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { e2eSites } from '../../product.ts';
import { newUsername, registerByUsername } from '../accounts.ts';
import { creditByAdjustment } from '../wallet.ts';

// Steps in order, in the journeys project (two journeys at a time, each with members of its own).
test.describe.configure({ mode: 'serial' });

const stake = 10_000;

/** The signed-in member's main balance in minor units, as the wallet API answers it to the page. */
async function balanceOf(page: Page): Promise<number> {
  const balance = await page.evaluate(async () => {
    const token = sessionStorage.getItem('lotus.token') ?? '';
    const response = await fetch('/wps/v2/wallets/balance', {
      headers: { authorization: `Bearer ${token.replace(/^"|"$/g, '')}` },
    });
    const body = (await response.json()) as { value: { balance: string } };
    return body.value.balance;
  });
  return Number(balance);
}

/** "lan123456" → "la***6", as the room shows other players. */
const masked = (username: string) => `${username.slice(0, 2)}***${username.slice(-1)}`;

test('two members in the PAPPU room: one bets with an automatic cash-out, the other sees the bet and its end live, and the money is right', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const alice = { context: await browser.newContext(), username: newUsername() };
  const bob = { context: await browser.newContext(), username: newUsername() };
  const alicePage = await alice.context.newPage();
  const bobPage = await bob.context.newPage();
  try {
    await registerByUsername(alicePage, alice.username, 'Matkhau123');
    await registerByUsername(bobPage, bob.username, 'Matkhau123');
    await creditByAdjustment(alice.username, 1_000_000);

    await alicePage.goto(`${e2eSites.member}/originals/pappu`);
    await bobPage.goto(`${e2eSites.member}/originals/pappu`);
    await expect(alicePage.getByRole('heading', { level: 1, name: 'Trò chơi PAPPU' })).toBeVisible();
    // Before betting opens, the coming round's server seed is committed by its hash.
    await expect(bobPage.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
    const before = await balanceOf(alicePage);
    expect(before).toBe(1_000_000);

    // The bet form opens with each round's betting phase (6 s); a long round may be flying now.
    const form = alicePage.getByRole('form', { name: 'Cược của bạn' });
    const place = form.getByRole('button', { name: 'Đặt cược' });
    await expect(place).toBeVisible({ timeout: 150_000 });
    await form.getByRole('textbox', { name: 'Tiền cược' }).fill(String(stake));
    await form.getByRole('textbox', { name: /^Tự động rút/ }).fill('1.01');
    await place.click();
    await expect(form.getByRole('status')).toHaveText(/^Đã đặt cược cho vòng #\d+$/);
    const roundNumber = Number((await form.getByRole('status').textContent())?.match(/#(\d+)/)?.[1]);

    // Bob's page shows Alice's bet without a reload: masked name and stake.
    const aliceRow = bobPage.getByRole('row').filter({ hasText: masked(alice.username) });
    await expect(aliceRow).toBeVisible();
    await expect(aliceRow).toContainText('10.000');
    await expect(bobPage.getByRole('heading', { name: /^Người chơi \(\d+\)$/ })).not.toHaveText(
      'Người chơi (0)',
    );

    // The round ends for both: cashed out automatically at 1.01x, or crashed below it (1 % of rounds).
    const settled = form.getByRole('status');
    await expect(settled).toHaveText(/^(Đã rút tại 1,01×: 10\.100\s₫|Vòng đã nổ: mất tiền cược)$/, {
      timeout: 30_000,
    });
    const won = (await settled.textContent())?.startsWith('Đã rút') === true;
    await expect(aliceRow).toContainText(won ? '1,01×' : 'Thua');
    await expect.poll(() => balanceOf(alicePage)).toBe(before - stake + (won ? 10_100 : 0));

    // Once crashed, the round's seed is revealed and the verifier recomputes its crash point.
    const verify = bobPage.getByRole('link', { name: new RegExp(`^Kiểm chứng vòng #${roundNumber} `) });
    await expect(verify).toBeVisible({ timeout: 150_000 });
    const crashPoint = (await verify.textContent())?.match(/\(([\d.,]+×)\)/)?.[1] ?? '';
    expect(crashPoint).not.toBe('');
    await verify.click();
    await expect(bobPage).toHaveURL(/\/originals\/verify\?game=pappu/);
    await expect(bobPage.getByTestId('verify-outcome')).toContainText(crashPoint);
  } finally {
    await alice.context.close();
    await bob.context.close();
  }
});
