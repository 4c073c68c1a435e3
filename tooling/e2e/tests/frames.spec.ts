import { expect, test } from '@playwright/test';
import { e2eSites } from '../product.ts';

// Decision 0016: each site's entry page is in its index.html, painted before any script runs.
const entryPages = [
  {
    name: 'member home',
    url: `${e2eSites.member}/`,
    words: ['Đăng nhập', 'Trợ giúp'],
    siteTestId: 'open-login',
  },
  {
    name: 'line-detection page',
    url: `${e2eSites.speed}/`,
    words: ['Kiểm tra đường truyền'],
    siteTestId: 'test-again',
  },
  {
    name: 'agent login',
    url: `${e2eSites.agent}/login`,
    words: ['Đăng nhập trung tâm đại lý'],
    siteTestId: 'agent-login-page',
  },
] as const;

for (const entry of entryPages) {
  test.describe(entry.name, () => {
    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('shows its header and content in Vietnamese, dark, inert until the site takes over', async ({
        page,
      }) => {
        await page.goto(entry.url);
        await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        const frame = page.locator('#root > [inert]');
        await expect(frame.locator('header')).toBeVisible();
        for (const words of entry.words) await expect(frame.getByText(words).first()).toBeVisible();
        // No test ids in the frame: a test acts on the site's own elements.
        await expect(page.locator('[data-testid]')).toHaveCount(0);
        // Every class of the frame is styled by the page's own style sheets (the frame's build and the
        // site's name their classes alike).
        const unstyled = await page.evaluate(() => {
          const styled = new Set<string>();
          const collect = (rules: CSSRuleList) => {
            for (const rule of Array.from(rules)) {
              if (rule instanceof CSSStyleRule) {
                for (const match of rule.selectorText.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g))
                  styled.add(match[1] ?? '');
              }
              if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
            }
          };
          for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
          const used = Array.from(document.querySelectorAll('#root [class]')).flatMap((element) =>
            Array.from(element.classList),
          );
          return [...new Set(used)].filter((name) => !styled.has(name));
        });
        expect(unstyled).toEqual([]);
      });
    });

    test('is replaced by the site, which answers', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(entry.url);
      await expect(page.getByTestId(entry.siteTestId)).toBeVisible();
      await expect(page.locator('#root > [inert]')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  });
}

test('on another address, the member home’s frame keeps its header and hides the home page', async ({
  page,
}) => {
  // Only index.html's own inline script may run: every script file is refused.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`${e2eSites.member}/help`);
  await expect(page.locator('#root > [inert] header')).toBeVisible();
  await expect(page.locator('#root > [inert] main')).toBeHidden();
});

test('a stored light theme is on the frame before any of the site’s scripts runs', async ({ page }) => {
  await page.goto(`${e2eSites.member}/`);
  await page.evaluate(() => localStorage.setItem('lotus.theme', 'light'));
  // Only index.html's own inline script may run: every script file is refused.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('#root > [inert] header')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  expect(background).toBe('rgb(250, 248, 244)');
});
