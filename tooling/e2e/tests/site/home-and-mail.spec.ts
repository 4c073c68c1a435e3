import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { e2eSites } from '../../product.ts';
import { newUsername, registerByUsername } from '../accounts.ts';
import { operatorCall } from '../operator.ts';

// After every other journey (the announcements project): its popup meets any signed-in member.
test.describe.configure({ mode: 'serial' });

test('the operator publishes a banner, a popup and a mail: the member sees the banners rotate, the popup once, the unread count rise, and reads the mail in Vietnamese and English', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 8);
  const bannerTitle = `Sảnh nổ hũ ${tag}`;
  const popupTitle = `Bảo trì đêm nay ${tag}`;
  // Members only (PL): the visitors of the parallel shell journeys never meet this dialog.
  const banner = (await operatorCall('POST', '/admin/banners', {
    groupName: 'w_home',
    imageUrl: '/media/banners/home-1.svg',
    title: bannerTitle,
    linkageType: 'URL',
    linkUrl: '/games/slots',
  })) as { id: number };
  const popup = (await operatorCall('POST', '/admin/announcements', {
    type: 'PL',
    texts: {
      vi: { title: popupTitle, content: 'Hệ thống bảo trì từ 02:00 đến 03:00.' },
      en: { title: `Maintenance tonight ${tag}`, content: 'The site is down from 02:00 to 03:00.' },
    },
  })) as { id: number };
  try {
    const username = newUsername();
    await registerByUsername(page, username, 'Matkhau123');
    // Registration lands on the home page, signed in: the members' popup shows there, once (a reload
    // here would race it: a popup already shown this session does not show again).
    await expect(page).toHaveURL(`${e2eSites.member}/`);

    // The popup shows once; closing it leaves the home page.
    const dialog = page.getByRole('dialog', { name: popupTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Hệ thống bảo trì từ 02:00 đến 03:00.');
    await dialog.getByRole('button', { name: 'Đóng lại' }).click();
    await expect(dialog).toBeHidden();
    // The carousel holds while the pointer rests on it (the close button was above it): move away.
    await page.mouse.move(1, 1);

    // The carousel moves on by itself (5 s a banner) and the new banner is one of its slides.
    const carousel = page.getByTestId('home-banners');
    const shownSlide = carousel.locator('[data-testid="home-banner"][aria-hidden="false"]');
    const first = await shownSlide.getAttribute('aria-label');
    await expect(shownSlide).not.toHaveAttribute('aria-label', first ?? '', { timeout: 12_000 });
    const slides = carousel.getByTestId('home-banner');
    const count = await slides.count();
    let ours = -1;
    for (let index = 0; index < count; index += 1) {
      // The seeded banners' pictures are decoration (alt ""): their words, drawn over the art, name them.
      if ((await slides.nth(index).locator('img').getAttribute('alt')) === bannerTitle) ours = index;
    }
    expect(ours, 'the published banner is in the carousel').toBeGreaterThanOrEqual(0);

    // Its link opens the slots lobby.
    await carousel.getByRole('button', { name: `Xem banner ${ours + 1}` }).click();
    await carousel.getByRole('img', { name: bannerTitle }).click();
    await expect(page).toHaveURL(`${e2eSites.member}/games/slots`);

    // Back home in the same session, the popup stays closed.
    await page.goto(`${e2eSites.member}/`);
    await expect(carousel).toBeVisible();
    await expect(page.getByRole('dialog', { name: popupTitle })).toHaveCount(0);

    // The operator's mail raises the unread count at once, without a reload.
    await expect(page.getByTestId('inbox-unread-badge')).toHaveCount(0);
    await operatorCall('POST', '/admin/messages/mail', {
      idempotencyKey: `e2e-mail-${tag}`,
      to: { kind: 'member', username },
      title: `Weekend bonus ${tag}`,
      body: 'Deposit this weekend for a 10% bonus.',
      translations: {
        vi: { title: `Thưởng cuối tuần ${tag}`, body: 'Nạp tiền cuối tuần này để nhận thưởng 10%.' },
      },
    });
    await expect(page.getByTestId('inbox-unread-badge')).toHaveText('1');

    // Read in Vietnamese, then in English.
    await page.getByTestId('inbox-link').click();
    await expect(page).toHaveURL(`${e2eSites.member}/inbox`);
    const mail = page.getByTestId('inbox-message').first();
    await expect(mail).toContainText(`Thưởng cuối tuần ${tag}`);
    await expect(mail).toContainText('Nạp tiền cuối tuần này để nhận thưởng 10%.');
    await page.getByTestId('language-select').first().selectOption('en');
    await expect(mail).toContainText(`Weekend bonus ${tag}`);
    await expect(mail).toContainText('Deposit this weekend for a 10% bonus.');
    await page.getByTestId('language-select').first().selectOption('vi');
  } finally {
    await operatorCall('DELETE', `/admin/announcements/${popup.id}`);
    await operatorCall('DELETE', `/admin/banners/${banner.id}`);
  }
});
