import type { Locator } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { e2eSites } from '../../product.ts';

// Steps in order, in the journeys project (two journeys at a time, each with players of its own).
test.describe.configure({ mode: 'serial' });

/** The play money a guest starts free play with. */
const grant = 1_000_000;

/** The peg the ball met on each row of a board, top row first (its lit pegs: "row-index"). */
async function litPegsOf(board: Locator): Promise<number[]> {
  const pegs = await board
    .locator('[data-lit="true"]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-peg') ?? ''));
  return pegs
    .map((peg) => peg.split('-').map(Number) as [number, number])
    .sort((a, b) => a[0] - b[0])
    .map(([, index]) => index);
}

test('a guest at 390 px drops a Plinko ball with play money and sees it land where the verifier says', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  // Free play: a visitor takes play money from the login modal, no account needed.
  await page.goto(e2eSites.member);
  await page.getByTestId('open-login').click();
  await page.getByRole('dialog').getByTestId('free-play').click();
  await expect(page.getByRole('banner').getByTestId('play-money-badge')).toBeVisible();

  await page.goto(`${e2eSites.member}/originals/plinko`);
  await expect(page.getByRole('heading', { level: 1, name: 'Trò chơi Plinko' })).toBeVisible();
  const board = page.getByTestId('plinko-board').first();
  await expect(board).toBeVisible();
  const form = page.getByRole('form', { name: 'Plinko' });
  await expect(page.getByTestId('originals-balance')).toHaveAttribute('data-minor', String(grant));
  // The defaults: 16 rows, medium risk (the verify link of the fairness panel carries no others).
  await expect(form.getByRole('combobox', { name: 'Số hàng' })).toHaveValue('16');
  await expect(form.getByRole('combobox', { name: 'Mức rủi ro' })).toHaveValue('medium');
  await form.getByRole('textbox', { name: 'Tiền cược' }).fill('1000');
  await form.getByRole('button', { name: 'Đặt cược' }).click();

  // The ball falls first; the result waits for it.
  await expect(page.getByTestId('plinko-landed')).toHaveText('Bóng đang rơi…');
  await expect(page.getByTestId('round-result')).toHaveCount(0);
  await expect(board).toHaveAttribute('data-landed', 'true', { timeout: 10_000 });
  const landed = board.locator('[data-hit="true"]');
  await expect(landed).toHaveCount(1);
  const bucket = Number(await landed.getAttribute('data-bucket'));
  await expect(page.getByTestId('plinko-ball')).toHaveAttribute('data-bucket', String(bucket));
  await expect(page.getByTestId('plinko-landed')).toHaveText(new RegExp(`^Bóng rơi vào ô ${bucket}: `));
  const pegsMet = await litPegsOf(board);
  expect(pegsMet).toHaveLength(16);
  // The result and the balance show once it has landed, and they are the landed bucket's.
  const result = page.getByTestId('round-result');
  await expect(result).toBeVisible();
  const payout = Number(await result.getAttribute('data-payout'));
  const multiplier = Number(await landed.getAttribute('data-multiplier'));
  expect(payout).toBe(Math.floor((1000 * multiplier) / 10_000));
  await expect(page.getByTestId('originals-balance')).toHaveAttribute(
    'data-minor',
    String(grant - 1000 + payout),
  );

  // The round's server seed is revealed by changing the pair; the verifier recomputes the drop.
  const fairness = page.getByRole('heading', { name: 'Công bằng có thể kiểm chứng' }).locator('..');
  await fairness.getByRole('button', { name: 'Đổi cặp hạt giống' }).click();
  await expect(page.getByTestId('fair-revealed')).toBeVisible();
  await page.getByTestId('fair-revealed').getByRole('link', { name: 'Kiểm chứng' }).click();
  await expect(page).toHaveURL(/\/originals\/verify\?/);
  await expect(page).toHaveURL(/game=plinko/);
  await expect(page).toHaveURL(/nonce=0/);
  const outcome = page.getByTestId('verify-outcome');
  const words = (await outcome.textContent()) ?? '';
  const [, path, verifiedBucket] = /^Đường đi ([LR]{16}), ô (\d+), trả /.exec(words) ?? [];
  expect(path, words).toBeDefined();
  expect(Number(verifiedBucket)).toBe(bucket);
  // The verifier's path, peg by peg: on each row the peg 1 + (rights so far), as the game's ball met.
  let rights = 0;
  const expectedPegs = [...path!].map((bounce) => {
    const peg = 1 + rights;
    if (bounce === 'R') rights += 1;
    return peg;
  });
  expect(pegsMet).toEqual(expectedPegs);
  // And the verifier's own board drops its ball into the same bucket.
  const verifierBoard = page.getByTestId('plinko-board');
  await expect(verifierBoard).toHaveAttribute('data-landed', 'true', { timeout: 10_000 });
  await expect(verifierBoard.locator('[data-hit="true"]')).toHaveAttribute('data-bucket', String(bucket));
});
