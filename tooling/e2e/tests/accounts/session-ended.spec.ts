import { expect, test } from '@playwright/test';
import { e2eSites } from '../../product.ts';
import { logInByUsername, newUsername, registerByUsername } from '../accounts.ts';

test.describe.configure({ mode: 'serial' });
const phone = { viewport: { width: 390, height: 844 } };

test('a session ended from a second browser shows the signed-out message on the first, at once', async ({
  browser,
}) => {
  const first = await browser.newContext(phone);
  const second = await browser.newContext(phone);
  try {
    const player = await first.newPage();
    const username = newUsername();
    await registerByUsername(player, username, 'Matkhau123');
    await player.goto(`${e2eSites.member}/wallet`);
    await expect(player.getByTestId('header-balance')).toBeVisible();

    // The second browser signs in as the same player and ends the first one's session.
    const other = await second.newPage();
    await other.goto(e2eSites.member);
    await logInByUsername(other, username, 'Matkhau123');
    await expect(other.getByTestId('header-balance')).toBeVisible();
    await other.goto(`${e2eSites.member}/account/security`);
    const rows = other.getByTestId('session-row');
    await expect(rows).toHaveCount(2);
    await other.getByRole('button', { name: 'Đăng xuất thiết bị đó' }).click();
    await expect(rows).toHaveCount(1);

    // The first page is told by its live stream: no click, no reload.
    const dialog = player.getByRole('dialog', { name: 'Đăng nhập' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('signed-out-notice')).toContainText('Bạn đã bị đăng xuất');
    await expect(dialog.getByTestId('signed-out-notice')).toContainText(
      'Phiên này đã được kết thúc từ trang bảo mật của tài khoản.',
    );
    await expect(player.getByTestId('header-balance')).toHaveCount(0);
    await expect(player.getByText('Không tải được ví của bạn')).toHaveCount(0);
    // The second browser is still signed in.
    await expect(other.getByTestId('header-balance')).toBeVisible();
  } finally {
    await first.close();
    await second.close();
  }
});
