import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeAnswer } from '../../test/fake-api.ts';
import { serveFakeApi } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { VipPage } from './VipPage.tsx';
import { levelsOf, mineOf } from './vip-fakes.ts';

function vipServer(options: { levels?: () => FakeAnswer; mine?: () => FakeAnswer } = {}) {
  let levelReads = 0;
  serveFakeApi((request) => {
    const path = request.url.pathname;
    if (path === '/wps/member/info')
      return { value: { id: '1', account: 'demo_member', nickname: null, type: 0 } };
    if (path === '/wps/member/vip/levels') {
      levelReads += 1;
      return options.levels?.() ?? { value: levelsOf() };
    }
    if (path === '/wps/member/vip/me') return options.mine?.() ?? { value: mineOf() };
    return undefined;
  });
  return { levelReads: () => levelReads };
}

signInForEachTest();
beforeEach(() => window.localStorage.setItem('lotus.language', 'en'));

describe('the VIP page', { timeout: 20_000 }, () => {
  it('shows the member’s level, its progress to the next and what keeps it', async () => {
    vipServer();
    renderPage(<VipPage />, '/vip');
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP club' })).toBeInTheDocument();
    const mine = await screen.findByTestId('vip-mine');
    expect(within(mine).getByRole('heading', { level: 2, name: 'Bronze' })).toBeInTheDocument();
    expect(mine).toHaveTextContent('VIP 1');
    expect(mine).toHaveTextContent('Counted over the last 30 days');
    const next = within(mine).getByTestId('vip-next');
    expect(next).toHaveTextContent('On the way to Silver');
    const bars = within(next).getAllByRole('progressbar');
    expect(bars.map((bar) => [bar.getAttribute('aria-label'), bar.getAttribute('aria-valuenow')])).toEqual([
      ['Deposits', '40'],
      ['Valid bets', '40'],
    ]);
    expect(next).toHaveTextContent(/₫4,000,000 of ₫10,000,000/);
    expect(next).toHaveTextContent(/₫6,000,000 to go/);
    expect(next).toHaveTextContent(/₫18,000,000 to go/);
    const keep = within(mine).getByTestId('vip-keep');
    expect(keep).toHaveTextContent('To keep Bronze');
    expect(keep).toHaveTextContent('Level review in 5 days');
    expect(within(keep).getAllByRole('progressbar')[1]).toHaveAttribute('aria-valuenow', '100');
    expect(keep).toHaveTextContent('Done');
  });

  it('shows every level as a card with what reaches it and its perks, the member’s own marked', async () => {
    vipServer();
    renderPage(<VipPage />, '/vip');
    const cards = await screen.findAllByTestId('vip-level');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Open to everyone');
    expect(cards[0]).not.toHaveAttribute('aria-current');
    const bronze = cards[1]!;
    expect(bronze).toHaveAttribute('aria-current', 'true');
    expect(within(bronze).getByText('Your level')).toBeInTheDocument();
    expect(within(bronze).getByRole('heading', { level: 3, name: 'Bronze' })).toBeInTheDocument();
    expect(bronze).toHaveTextContent(/Valid bets ₫5,000,000/);
    expect(bronze).toHaveTextContent(/Upgrade bonus\s*₫58,000/);
    expect(bronze).toHaveTextContent(/Monthly bonus\s*—/);
    expect(bronze).toHaveTextContent(/Withdrawals a day\s*5 times/);
    const rates = within(bronze).getByRole('table');
    expect(within(rates).getByRole('row', { name: /Slots and mini games/ })).toHaveTextContent(/0.8%\s*3%/);
    expect(within(rates).getByRole('row', { name: /Live casino/ })).toHaveTextContent(/0.6%\s*0%/);
    expect(within(rates).getByRole('columnheader', { name: 'Cashback' })).toBeInTheDocument();
    const silver = cards[2]!;
    expect(silver).toHaveTextContent(/Deposits ₫10,000,000 · Valid bets ₫30,000,000/);
    expect(silver).toHaveTextContent(/10 times, up to ₫200,000,000/);
    expect(cards[0]).toHaveTextContent(/Withdrawals a day\s*Standard/);
  });

  it('says when the member is at the top, in Vietnamese too', async () => {
    window.localStorage.setItem('lotus.language', 'vi');
    vipServer({ mine: () => ({ value: mineOf({ level: 2, name: 'Bạc', next: null, keep: null }) }) });
    renderPage(<VipPage />, '/vip');
    const mine = await screen.findByTestId('vip-mine');
    expect(mine).toHaveTextContent('Bạn đang ở cấp cao nhất');
    expect(within(mine).queryByRole('progressbar')).toBeNull();
  });

  it('says the club is not open when there are no levels, and offers to retry when it could not load', async () => {
    vipServer({ levels: () => ({ value: levelsOf([]) }) });
    const { unmount } = renderPage(<VipPage />, '/vip');
    expect(await screen.findByText('The VIP club is not open yet')).toBeInTheDocument();
    unmount();

    let fail = true;
    const server = vipServer({
      levels: () => (fail ? { error: 'error_system', status: 500 } : { value: levelsOf() }),
    });
    renderPage(<VipPage />, '/vip');
    expect(await screen.findByText('The VIP levels could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('vip-level')).toHaveLength(3);
    expect(server.levelReads()).toBeGreaterThan(1);
  });

  it('shows a loading state while the levels load', async () => {
    vipServer();
    renderPage(<VipPage />, '/vip');
    expect(await screen.findByLabelText('Loading the VIP levels…')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByTestId('vip-mine')).toBeInTheDocument();
  });
});
