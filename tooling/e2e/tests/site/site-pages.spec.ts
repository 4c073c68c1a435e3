import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { e2eSites } from '../../product.ts';
import { operatorCall } from '../operator.ts';

// In the journeys project: it changes the brand's responsible-gaming page for a moment, which only this file reads.
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });

test('a visitor follows the terms link from registration, then the footer to responsible gaming', async ({
  page,
  context,
}) => {
  await page.goto(`${e2eSites.member}/register`);
  const form = page.getByTestId('register-form');
  await form.getByLabel(/^Tên đăng nhập/).fill('khach390');
  // The terms open in a new tab: the form keeps what was typed.
  const [terms] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'điều khoản dịch vụ' }).click(),
  ]);
  await expect(terms.getByRole('heading', { level: 1, name: 'Điều khoản và điều kiện' })).toBeVisible();
  await expect(terms.getByText('Bạn phải đủ 18 tuổi trở lên')).toBeVisible();
  await expect(form.getByLabel(/^Tên đăng nhập/)).toHaveValue('khach390');

  // The footer loads as the page's end nears, and sits above the phone's bottom bar.
  await terms.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const footer = terms.getByTestId('site-footer');
  await expect(footer.getByText('18+', { exact: true })).toBeVisible();
  await terms.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const copyright = footer.getByText(/© \d{4} Lotus/);
  await expect(copyright).toBeVisible();
  const bar = await terms.getByTestId('bottom-nav').boundingBox();
  const last = await copyright.boundingBox();
  expect(bar && last && last.y + last.height <= bar.y).toBe(true);

  await footer.getByRole('link', { name: 'Chơi có trách nhiệm' }).click();
  await expect(terms).toHaveURL(`${e2eSites.member}/responsible-gaming`);
  await expect(terms.getByRole('heading', { level: 1, name: 'Chơi có trách nhiệm' })).toBeVisible();
  await expect(terms.getByText('Chỉ dành cho người từ 18 tuổi trở lên.', { exact: true })).toBeVisible();
});

test('the operator replaces the responsible-gaming text and the page shows it', async ({ page }) => {
  const original = (await operatorCall('GET', '/admin/site-pages/responsible-gaming')) as {
    texts: Record<string, { title: string; body: string }>;
  };
  const tag = randomUUID().slice(0, 6);
  try {
    await operatorCall('PUT', '/admin/site-pages/responsible-gaming', {
      texts: {
        ...original.texts,
        vi: { title: 'Chơi có trách nhiệm', body: `Đường dây hỗ trợ mới ${tag}.\n\n- Gọi bất cứ lúc nào` },
      },
    });
    await page.goto(`${e2eSites.member}/responsible-gaming`);
    await expect(page.getByText(`Đường dây hỗ trợ mới ${tag}.`)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Gọi bất cứ lúc nào' })).toBeVisible();
  } finally {
    await operatorCall('PUT', '/admin/site-pages/responsible-gaming', { texts: original.texts });
  }
});
