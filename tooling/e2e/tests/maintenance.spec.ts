import { expect, test } from '@playwright/test';
import { e2eSites } from '../product.ts';
import { setMaintenance } from './operator.ts';

// Maintenance changes what every site shows: no other test may run while it is on.
test.describe.configure({ mode: 'serial' });

test('every site shows the maintenance page while the operator has set maintenance', async ({ page }) => {
  try {
    await setMaintenance(true, 'Hệ thống đang nâng cấp, quay lại sau 30 phút.');
    for (const url of [e2eSites.member, e2eSites.agent, e2eSites.speed]) {
      await page.goto(url);
      await expect(page.getByTestId('maintenance-page')).toBeVisible();
      await expect(page.getByText('Hệ thống đang nâng cấp, quay lại sau 30 phút.')).toBeVisible();
    }
  } finally {
    await setMaintenance(false);
  }
  await page.goto(e2eSites.member);
  await expect(page.getByTestId('maintenance-page')).toBeHidden();
  await expect(page.getByTestId('open-login')).toBeVisible();
});
