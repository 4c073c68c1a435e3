import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { e2eSites } from '../../product.ts';
import { newUsername, registerByUsername } from '../accounts.ts';

// Steps in order, in the journeys project (two journeys at a time, each with members of its own).
test.describe.configure({ mode: 'serial' });

// Every lobby the demo catalog fills, the slots lobby (three filters) and live casino (two) first.
const lobbies = ['slots', 'live_casino', 'sports', 'cards', 'fishing', 'lottery', 'mini_games'];

/**
 * On a phone (390 x 844) the first row of games is on the first screen: the first card's bottom
 * is above the bottom navigation bar, without scrolling (issue 17: it started about 760 px down).
 */
async function expectFirstRowOnFirstScreen(page: Page): Promise<void> {
  for (const category of lobbies) {
    await page.goto(`${e2eSites.member}/games/${category}`);
    const card = page.getByTestId('game-card').first();
    await expect(card).toBeVisible();
    const placed = await card.evaluate((element) => {
      const bar = document.querySelector('[data-testid="bottom-nav"]');
      return {
        scrollY: window.scrollY,
        cardBottom: element.getBoundingClientRect().bottom,
        // The fixed bar covers the bottom of the screen on a phone.
        visibleBottom: bar ? bar.getBoundingClientRect().top : window.innerHeight,
      };
    });
    expect(placed.scrollY, category).toBe(0);
    expect(placed.cardBottom, `${category}: the first card ends above the bottom bar`).toBeLessThanOrEqual(
      placed.visibleBottom,
    );
  }
}

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the first row of games shows on the first screen of every lobby, for a visitor and for a member', async ({
  page,
}) => {
  test.slow();
  await expectFirstRowOnFirstScreen(page);
  await registerByUsername(page, newUsername(), 'Matkhau123');
  await expectFirstRowOnFirstScreen(page);
});
