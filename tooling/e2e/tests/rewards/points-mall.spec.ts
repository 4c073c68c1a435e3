import { expect, test } from '@playwright/test';
import { e2eSites } from '../../product.ts';
import { newUsername, registerByUsername } from '../accounts.ts';
import { screenshots } from '../console/console.ts';
import { operatorCall } from '../operator.ts';
import { creditByAdjustment, setPaymentPassword } from '../wallet.ts';
import { betsIntoHourBeforeLast } from './hours-pass.ts';

// One journey in steps, in the journeys project (two journeys at a time, each with members of its own).
test.describe.configure({ mode: 'serial' });

const password = 'Matkhau2026';
const paymentPassword = '246810';
const stake = 100_000;
const drops = 5;

test('a member bets, earns points, exchanges them for a gift, and the operator approves and ships it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const username = newUsername();
  // The demo table earns 1 point a 10,000 ₫ of slots; the gift takes 40 of the 50 points earned.
  await operatorCall('POST', '/admin/points/products', {
    kind: 'gift',
    texts: {
      vi: { name: `Móc khoá Lotus ${username}`, description: 'Móc khoá kim loại hình hoa sen.' },
      en: { name: `Lotus key ring ${username}`, description: 'A metal lotus key ring.' },
    },
    units: { vi: 'cái', en: 'item' },
    points: '40',
    stock: 3,
    maxPerExchange: 1,
  });

  await registerByUsername(page, username, password);
  await setPaymentPassword(page, password, paymentPassword);
  await creditByAdjustment(username, 1_000_000);

  await test.step('the member bets 500,000 ₫ on Plinko (slots on the table)', async () => {
    await page.goto(`${e2eSites.member}/originals/plinko`);
    const form = page.getByRole('form', { name: 'Plinko' });
    await form.getByRole('textbox', { name: 'Tiền cược' }).fill(String(stake));
    const result = page.getByTestId('round-result');
    for (let drop = 0; drop < drops; drop += 1) {
      const before = (await result.count()) > 0 ? await result.getAttribute('data-round') : null;
      await form.getByRole('button', { name: 'Đặt cược' }).click();
      await expect
        .poll(async () => ((await result.count()) > 0 ? result.getAttribute('data-round') : null))
        .not.toBe(before);
      await expect(form.getByRole('button', { name: 'Đặt cược' })).toBeEnabled();
    }
  });

  await test.step('its hour ends and is given: 50 points, shown with what earned them', async () => {
    const periodKey = await betsIntoHourBeforeLast(username);
    const run = (await operatorCall('POST', '/admin/points/earnings', { periodKey })) as {
      alreadyGiven: boolean;
      points: string;
    };
    expect(run).toMatchObject({ alreadyGiven: false, points: '50' });
    await page.goto(`${e2eSites.member}/points`);
    await expect(page.getByText('Nhận điểm: Slot và mini game')).toBeVisible();
    await expect(page.getByText('500.000 ₫ cược hợp lệ')).toBeVisible();
    await expect(page.getByText('+50').first()).toBeVisible();
    await screenshots(page, 'points-detail');
  });

  await test.step('the member exchanges 40 points for the gift, with an address and a phone', async () => {
    await page.goto(`${e2eSites.member}/points-mall`);
    const exchange = page.getByRole('button', { name: `Đổi Móc khoá Lotus ${username}` });
    await expect(exchange).toBeVisible();
    await screenshots(page, 'points-mall');
    await exchange.click();
    const dialog = page.getByRole('dialog', { name: `Đổi: Móc khoá Lotus ${username}` });
    await dialog.getByLabel(/^Địa chỉ nhận hàng/).fill('12 Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh');
    await dialog.getByLabel(/^Số điện thoại/).fill('0901234567');
    await dialog.getByLabel(/^Mật khẩu thanh toán/).fill(paymentPassword);
    await dialog.getByRole('button', { name: 'Xác nhận đổi' }).click();
    await expect(dialog.getByText('Đã gửi yêu cầu đổi')).toBeVisible();
    await dialog.getByRole('link', { name: 'Xem lịch sử đổi điểm' }).click();
    const record = page.getByRole('listitem').filter({ hasText: `Móc khoá Lotus ${username}` });
    await expect(record).toContainText('Đang xử lý');
    await expect(record).toContainText('−40');
  });

  await test.step('the operator approves and ships it; the member sees it approved and sent', async () => {
    const queue = (await operatorCall(
      'GET',
      `/admin/points/exchanges?status=applying&username=${username}`,
    )) as {
      content: Array<{ id: string; productName: string }>;
    };
    expect(queue.content).toHaveLength(1);
    const id = queue.content[0]!.id;
    await operatorCall('POST', `/admin/points/exchanges/${id}/approve`, {});
    await operatorCall('POST', `/admin/points/exchanges/${id}/ship`, { remark: 'Mã vận đơn GHN123456' });
    await page.reload();
    const record = page.getByRole('listitem').filter({ hasText: `Móc khoá Lotus ${username}` });
    await expect(record).toContainText('Đã duyệt');
    await expect(record).toContainText('Mã vận đơn GHN123456');
    await screenshots(page, 'points-records');
    await page.goto(`${e2eSites.member}/points`);
    await expect(page.getByText('Số dư: 10').first()).toBeVisible();
  });
});
