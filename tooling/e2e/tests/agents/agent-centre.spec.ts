import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { e2eSites } from '../../product.ts';
import { logInByUsername, newUsername, registerByUsername } from '../accounts.ts';
import { operatorCall } from '../operator.ts';
import { creditByAdjustment, onlyVnd } from '../wallet.ts';
import { passADay } from './a-day-passes.ts';

// One journey in steps, in the journeys project (two journeys at a time, each with members of its own).
test.describe.configure({ mode: 'serial' });

const firstPassword = 'Batdau2026';
const ownPassword = 'Matkhau2026';
const stake = 100_000;
const drops = 3;

/**
 * The brand's daily-salary terms, which a top-level agent holds: 3 % of the team's valid bets from
 * 100,000 ₫ and one active member (a member with 100,000 ₫ of valid bets in the day).
 */
const template = {
  kind: 'daily_salary',
  tiers: [
    { minTeamValidBets: '100000', minActiveMembers: 1, ratePpm: 30_000 },
    { minTeamValidBets: '50000000', minActiveMembers: 5, ratePpm: 35_000 },
    { minTeamValidBets: '200000000', minActiveMembers: 10, ratePpm: 40_000 },
  ],
  active: { minValidBets: '100000', minDeposits: '0' },
};

async function pageOfItsOwn(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** Signs in on the agent site; a first login (an account an agent opened) chooses its own password. */
async function agentLogin(page: Page, username: string, password: string, firstLogin = false) {
  await page.goto(`${e2eSites.agent}/login`);
  const login = page.getByTestId('agent-login-page');
  await login.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(username);
  await login.getByLabel(/^Mật khẩu/).fill(password);
  await login.getByRole('button', { name: 'Đăng nhập' }).click();
  if (firstLogin) await chooseOwnPassword(page);
  await expect(page.getByRole('navigation').first()).toBeVisible();
}

/** The dialog a first login meets before anything else: the opener's password, then one's own. */
async function chooseOwnPassword(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Đặt mật khẩu mới' });
  await dialog.getByLabel(/^Mật khẩu hiện tại/).fill(firstPassword);
  await dialog.getByLabel(/^Mật khẩu mới/).fill(ownPassword);
  await dialog.getByLabel(/^Xác nhận mật khẩu/).fill(ownPassword);
  await dialog.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await expect(dialog).toBeHidden();
}

/** Opens an account directly below the signed-in agent on /open-account. */
async function openAccount(page: Page, kind: 'Thành viên' | 'Đại lý', username: string) {
  await page.goto(`${e2eSites.agent}/open-account`);
  const form = page.getByTestId('open-account-form');
  await form.getByRole('radio', { name: new RegExp(`^${kind}`) }).check();
  await form.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(username);
  await form.getByLabel(/^Mật khẩu ban đầu/).fill(firstPassword);
  await form.getByLabel(/^Nhập lại mật khẩu ban đầu/).fill(firstPassword);
  await form.getByRole('button', { name: 'Mở tài khoản' }).click();
  await expect(page.getByTestId('opened-account-name')).toHaveText(username);
}

/** The newest payout on the agent's "my income", with its statement's last line (what it was paid). */
async function expectPaid(page: Page, amount: number, contract: string, deduction?: string) {
  await page.goto(`${e2eSites.agent}/income`);
  const payout = page.getByTestId('payout').first();
  await expect(payout).toContainText('Lương ngày');
  await expect(payout).toContainText(contract);
  await expect(payout.getByText(onlyVnd(amount))).toBeVisible();
  await payout.getByRole('button', { name: 'Bảng kê' }).click();
  const statement = page.getByRole('dialog', { name: 'Bảng kê: Lương ngày' });
  await expect(statement.getByText(onlyVnd(stake * drops))).toBeVisible();
  if (deduction) await expect(statement).toContainText(`Đội nhóm của ${deduction}`);
  else await expect(statement).toContainText('Không có đại lý nào bên dưới bạn giữ hợp đồng loại này.');
  await statement.getByRole('button', { name: 'Đóng' }).first().click();
}

test('an agent opens a downline agent and offers a daily salary; its members bet; the day is settled and both are paid', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const top = newUsername();
  const downline = newUsername();
  const player = newUsername();

  // The top-level agent: a member the operator makes an agent, holding the brand's daily terms.
  const topPage = await pageOfItsOwn(browser);
  await registerByUsername(topPage, top, ownPassword);
  await operatorCall('PUT', `/admin/members/${top}/agent-type`, { agentType: 1 });
  await operatorCall('PUT', '/admin/agents/contract-templates/daily_salary', { terms: template });

  await test.step('the agent opens a downline agent and offers it a daily salary below its own', async () => {
    await agentLogin(topPage, top, ownPassword);
    await openAccount(topPage, 'Đại lý', downline);
    await topPage.getByRole('link', { name: 'Đề nghị hợp đồng' }).click();
    await topPage.getByRole('tab', { name: /Lương ngày/ }).click();
    const form = topPage.getByRole('form', { name: 'Đề nghị lương ngày mới' });
    const agentChosen = form.getByRole('combobox', { name: /Đại lý tuyến dưới trực tiếp/ });
    await expect(agentChosen.locator('option:checked')).toHaveText(downline);
    // Filled in with the agent's own terms (3 %, 3.5 %, 4 %); it gives 1 %, 1.5 %, 2 %.
    const rates = form.getByRole('textbox', { name: /^Tỷ lệ/ });
    await expect(rates.first()).toHaveValue('3');
    for (const [index, rate] of ['1', '1,5', '2'].entries()) await rates.nth(index).fill(rate);
    await form.getByRole('button', { name: 'Gửi đề nghị' }).click();
    await expect(topPage.getByText(`Đã gửi đề nghị cho ${downline}`)).toBeVisible();
    const given = topPage.getByRole('article', { name: `Cho ${downline}` });
    await expect(given).toContainText('Đã đề nghị');
  });

  const downlinePage = await pageOfItsOwn(browser);
  await test.step('the downline signs in for the first time, accepts, and opens a member', async () => {
    await agentLogin(downlinePage, downline, firstPassword, true);
    await downlinePage.goto(`${e2eSites.agent}/contracts?kind=daily_salary`);
    const offer = downlinePage.getByRole('article', { name: `Do ${top} đề nghị` });
    await expect(offer).toContainText('1%');
    await offer.getByRole('button', { name: 'Chấp nhận' }).click();
    await expect(downlinePage.getByText('Đã ký hợp đồng')).toBeVisible();
    const mine = downlinePage.getByRole('article', { name: `Từ ${top}` });
    await expect(mine).toContainText('Đã ký');
    await openAccount(downlinePage, 'Thành viên', player);
  });

  await test.step('the member signs in, chooses a password and bets', async () => {
    const playerPage = await pageOfItsOwn(browser);
    await playerPage.goto(e2eSites.member);
    await logInByUsername(playerPage, player, firstPassword);
    await chooseOwnPassword(playerPage);
    await creditByAdjustment(player, 500_000);
    await playerPage.goto(`${e2eSites.member}/originals/plinko`);
    const form = playerPage.getByRole('form', { name: 'Plinko' });
    await form.getByRole('textbox', { name: 'Tiền cược' }).fill(String(stake));
    const result = playerPage.getByTestId('round-result');
    for (let drop = 0; drop < drops; drop += 1) {
      const before = (await result.count()) > 0 ? await result.getAttribute('data-round') : null;
      await form.getByRole('button', { name: 'Đặt cược' }).click();
      await expect
        .poll(async () => ((await result.count()) > 0 ? result.getAttribute('data-round') : null))
        .not.toBe(before);
      await expect(form.getByRole('button', { name: 'Đặt cược' })).toBeEnabled();
    }
  });

  await test.step('a day passes and the day is settled: each agent paid by level difference', async () => {
    const periodKey = await passADay({ bettors: [player], contractHolders: [downline] });
    const run = (await operatorCall('POST', '/admin/agents/settlements', {
      kind: 'daily_salary',
      periodKey,
    })) as { settlement: { periodKey: string } };
    // The settlement job may have settled the day first: the same settlement either way, paid once.
    expect(run.settlement.periodKey).toBe(periodKey);

    // 300,000 ₫ of valid bets: the downline 1 % of them; the top agent 3 % less the downline's 1 %.
    await expectPaid(downlinePage, 3_000, `Hợp đồng với ${top}`);
    await expectPaid(topPage, 6_000, 'Điều khoản của nhà điều hành', downline);
  });
});
