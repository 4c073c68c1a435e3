import { expect, test } from '@playwright/test';
import { e2eSites } from '../../product.ts';
import { newUsername, registerByUsername } from '../accounts.ts';
import { screenshots } from '../console/console.ts';
import { operatorCall } from '../operator.ts';
import { onlyVnd, vnd } from '../wallet.ts';

// One journey in steps, in the journeys project (two journeys at a time, each with members of its own).
test.describe.configure({ mode: 'serial' });

const password = 'Matkhau2026';

test('a member spins the prize wheel, sees the prize in the wallet, and the verifier confirms the spin', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const username = newUsername();
  const name = `Vòng quay ${username}`;
  // A wheel of the journey's own whose every segment pays, so the wallet shows what the spin drew.
  const prizes = [10_000, 20_000, 50_000];
  await operatorCall('POST', '/admin/campaigns', {
    kind: 'wheel',
    texts: { vi: { name, description: 'Mỗi ô đều có thưởng.' }, en: { name: `Wheel ${username}` } },
    budget: '1000000',
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    drawsAllowed: 1,
    drawsPer: 'campaign',
    prizes: prizes.map((amount) => ({ kind: 'money', amount: String(amount), weight: 1 })),
  });

  await registerByUsername(page, username, password);

  let hashBefore = '';
  let won = 0;
  await test.step('the member spins the wheel: it stops on the prize the server drew', async () => {
    await page.goto(`${e2eSites.member}/wheel`);
    const campaign = page.getByRole('article', { name });
    await expect(campaign.getByRole('img', { name: 'Vòng quay có 3 ô' })).toBeVisible();
    await expect(campaign.getByTestId('draws-left')).toHaveText('1 / 1');
    hashBefore = (await page.getByTestId('seed-hash').textContent()) ?? '';
    expect(hashBefore).toMatch(/^[0-9a-f]{64}$/);
    await screenshots(page, 'prize-wheel');
    await campaign.getByRole('button', { name: 'Quay' }).click();
    const result = campaign.getByTestId('draw-result');
    await expect(result).toContainText('Tiền đã vào ví.');
    const figure = (await result.textContent()) ?? '';
    won = Number(/Bạn trúng ([\d.]+)\s₫/.exec(figure)?.[1]?.replace(/\./g, ''));
    expect(prizes).toContain(won);
    await expect(campaign.getByRole('button', { name: 'Hết lượt' })).toBeDisabled();
    await screenshots(page, 'prize-wheel-won');
  });

  await test.step('the prize is in the wallet', async () => {
    await page.getByRole('article', { name }).getByRole('link', { name: 'Xem ví' }).click();
    await expect(page.getByTestId('wallet-main-balance')).toHaveText(onlyVnd(won));
  });

  await test.step('the member reveals its seed and the verifier recomputes the spin', async () => {
    await page.goto(`${e2eSites.member}/campaigns/draws`);
    const record = page.getByTestId('draw-record').filter({ hasText: name });
    await expect(record).toContainText('Chưa công bố');
    await page.getByRole('button', { name: 'Công bố hạt giống máy chủ' }).click();
    await expect(page.getByTestId('revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);
    await record.getByRole('link', { name: 'Kiểm chứng' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kiểm chứng lượt quay' })).toBeVisible();
    // The revealed seed's SHA-256, computed in the browser, is the hash shown before the spin.
    await expect(page.getByTestId('verify-hash')).toHaveText(hashBefore);
    await expect(page.getByText('Mã băm trùng với mã đã hiện trước lượt quay.')).toBeVisible();
    await expect(page.getByTestId('verify-landed')).toContainText(vnd(won));
    await expect(page.getByTestId('verify-verdict')).toHaveText('Đây đúng là giải bạn đã nhận.');
    await screenshots(page, 'prize-wheel-verified');
  });
});
