import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { e2eSites } from '../../product.ts';

// Free play that plays (issue 17 part 3, decision 0018): a visitor chooses free play, gets play
// money, labelled as such, and drops a Plinko ball with it. The ball's landing against the verifier
// is plinko-drop.spec.ts's; this journey is about the money.

test.describe.configure({ mode: 'serial' });

const grant = 1_000_000;
const stake = 1_000;

/** A balance shown as a figure with its minor units in `data-minor`. */
async function minorOf(page: Page, testId: string): Promise<number> {
  const figure = page.getByTestId(testId);
  await expect(figure).toBeVisible();
  return Number(await figure.getAttribute('data-minor'));
}

test('a guest plays Plinko with play money: labelled everywhere, moved by exactly the round’s net result', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(e2eSites.member);
  await page.getByTestId('open-login').click();
  await page.getByRole('dialog').getByTestId('free-play').click();

  // The header shows play money, labelled, with the top-up where the deposit button is.
  const header = page.getByRole('banner');
  const balance = header.getByTestId('header-balance');
  await expect.poll(() => minorOf(page, 'header-balance')).toBe(grant);
  await expect(balance.getByTestId('play-money-badge')).toHaveText('Tiền chơi thử');
  await expect(balance).not.toContainText('₫');
  await expect(header.getByTestId('header-deposit')).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Nạp tiền chơi thử' })).toBeVisible();

  await page.goto(`${e2eSites.member}/originals/plinko`);
  await expect(page.getByRole('heading', { level: 1, name: 'Plinko' })).toBeVisible();
  await expect.poll(() => minorOf(page, 'originals-balance')).toBe(grant);
  await expect(
    page.getByTestId('originals-balance').locator('..').getByTestId('play-money-badge'),
  ).toBeVisible();

  const form = page.getByRole('form', { name: 'Plinko' });
  await form.getByRole('textbox', { name: 'Tiền cược' }).fill(String(stake));
  const result = page.getByTestId('round-result');
  await form.getByRole('button', { name: 'Đặt cược' }).click();
  await expect(result).toHaveAttribute('data-round', /\d+/);
  await expect(form.getByRole('button', { name: 'Đặt cược' })).toBeEnabled();
  const payout = Number(await result.getAttribute('data-payout'));

  // Exactly the round's net result, beside the game and in the header.
  const after = grant - stake + payout;
  await expect.poll(() => minorOf(page, 'originals-balance')).toBe(after);
  await expect.poll(() => minorOf(page, 'header-balance')).toBe(after);
  await expect(result).not.toContainText('₫');

  // The wallet is play money only; a real-money page says free play cannot use it.
  await page.goto(`${e2eSites.member}/wallet`);
  await expect(page.getByTestId('wallet-play-balance')).toHaveText(new Intl.NumberFormat('vi').format(after));
  await page.goto(`${e2eSites.member}/withdraw`);
  await expect(page.getByTestId('not-in-free-play')).toContainText('Không dùng được ở chế độ chơi thử');
  await expect(page.getByRole('link', { name: 'Đăng ký tài khoản' })).toBeVisible();
});
