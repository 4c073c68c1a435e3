import { AppProviders, SystemStatusGate, useSessionStore } from '@lotus/app-shell';
import { MemoryRouter, useLocation } from '@lotus/app-shell/routing';
import { statusFixture } from '@lotus/app-shell/testing';
import type { AgentContract, AgentPayout } from '@lotus/contract/agent-contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IncomePage } from './IncomePage.tsx';

const dailyTerms = {
  kind: 'daily_salary' as const,
  tiers: [
    { minTeamValidBets: '10000000', minActiveMembers: 2, ratePpm: 10_000 },
    { minTeamValidBets: '50000000', minActiveMembers: 5, ratePpm: 15_000 },
    { minTeamValidBets: '200000000', minActiveMembers: 10, ratePpm: 20_000 },
  ],
  active: { minValidBets: '1000000', minDeposits: '500000' },
};

// Example 1 of docs/agent-contracts.md: tier 1 at 1 % on 234 567 891 ₫, one agent below.
const daily: AgentPayout = {
  id: '41',
  kind: 'daily_salary',
  periodKey: 'D-2026-11-25',
  periodStart: '2026-11-24T17:00:00.000Z',
  periodEnd: '2026-11-25T17:00:00.000Z',
  amount: '1845678',
  currency: 'VND',
  contractId: '7',
  statement: {
    teamValidBets: '234567891',
    activeMembers: 8,
    base: '234567891',
    tier: 1,
    ratePpm: 10_000,
    grossPpmUnits: '2345678910000',
    deductions: [{ agent: 'agent_b', ppmUnits: '500000000000' }],
    pay: '1845678',
    terms: dailyTerms,
  },
  paidAt: '2026-11-25T17:02:00.000Z',
};
// Example 3's R: a five-minute window, paid on the operator's terms (a top-level agent).
const realTime: AgentPayout = {
  id: '40',
  kind: 'real_time_salary',
  periodKey: 'RT-2026-11-25-1305',
  periodStart: '2026-11-25T06:05:00.000Z',
  periodEnd: '2026-11-25T06:10:00.000Z',
  amount: '240',
  currency: 'VND',
  contractId: null,
  statement: {
    rounds: 5,
    volume: '140678',
    grossPpmUnits: '472712000',
    deductions: [{ agent: 'agent_s', ppmUnits: '232035000' }],
    pay: '240',
    terms: { kind: 'real_time_salary', winRatePpm: 2_000, lossRatePpm: 4_000, minRoundBet: '10000' },
  },
  paidAt: '2026-11-25T06:10:30.000Z',
};
const weekly: AgentPayout = {
  id: '39',
  kind: 'dividend',
  periodKey: 'W-2026-47',
  periodStart: '2026-11-15T17:00:00.000Z',
  periodEnd: '2026-11-22T17:00:00.000Z',
  amount: '0',
  currency: 'VND',
  contractId: '5',
  statement: {
    teamValidBets: '900000',
    activeMembers: 0,
    base: '0',
    tier: null,
    ratePpm: 0,
    grossPpmUnits: '0',
    deductions: [],
    pay: '0',
    terms: { ...dailyTerms, kind: 'dividend', cycle: 'W' },
  },
  paidAt: '2026-11-22T17:05:00.000Z',
};

const heldContract = { id: '7', upline: { id: '9', account: 'agent_a' } } as AgentContract;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failure = (code: string, status: number, message = code) =>
  json({ success: false, value: null, error: { code, message } }, status);

/** GET /wps/agent/income over `payouts`, newest first, and the contracts it names; the queries asked. */
function serveIncome(payouts: AgentPayout[], fail?: () => Response | undefined) {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === '/wps/system/status') return json({ success: true, value: statusFixture() });
      if (url.pathname === '/wps/agent/contracts')
        return json({ success: true, value: { held: [heldContract], given: [], templates: [] } });
      if (url.pathname !== '/wps/agent/income') return failure('error_not_found', 404);
      queries.push(url.searchParams);
      const failed = fail?.();
      if (failed) return failed;
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('size'));
      return json({
        success: true,
        value: { content: payouts.slice((page - 1) * size, page * size), page, size, total: payouts.length },
      });
    }),
  );
  return queries;
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderIncome(path = '/income') {
  return render(
    <AppProviders retryDelayMs={0}>
      <SystemStatusGate>
        <MemoryRouter initialEntries={[path]}>
          <IncomePage />
          <Address />
        </MemoryRouter>
      </SystemStatusGate>
    </AppProviders>,
  );
}

/** Intl's thin and narrow spaces as plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/gu, ' ').trim();

beforeEach(() => {
  useSessionStore.getState().signIn('agent-token', '1');
  window.localStorage.setItem('lotus.language', 'en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  window.localStorage.clear();
});

describe('IncomePage', { timeout: 20_000 }, () => {
  it('lists every payout with its kind, period on Vietnam time, contract, amount and when it was paid', async () => {
    const queries = serveIncome([daily, realTime, weekly]);
    renderIncome();
    // The upline is named once the contracts are in (the payout's number until then).
    await screen.findByText('Contract with agent_a');
    const rows = screen.getAllByTestId('payout');
    expect(screen.getByRole('heading', { name: 'My income', level: 1 })).toBeInTheDocument();
    expect(rows.map((row) => plain(row.textContent))).toEqual([
      'Daily salaryNov 25, 2026Contract with agent_a₫1,845,678Paid Nov 26, 2026, 12:02 AMStatement',
      'Real-time salaryNov 25, 2026, 1:05 – 1:10 PMThe operator’s terms₫240Paid Nov 25, 2026, 1:10 PMStatement',
      'DividendWeek 47 · Nov 16 – 22, 2026Contract no. 5₫0Paid Nov 23, 2026, 12:05 AMStatement',
    ]);
    expect(Object.fromEntries(queries[0]!)).toEqual({ page: '1', size: '20' });
    // One page holds them all: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages of payouts' })).not.toBeInTheDocument();
  });

  it('opens a payout’s statement: team figures, tier and rate, the agents below taken off, the pay', async () => {
    serveIncome([daily, realTime, weekly]);
    renderIncome();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Statement of Daily salary, Nov 25, 2026' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Statement: Daily salary' });
    const figures = within(dialog)
      .getAllByRole('term')
      .map((term) => [plain(term.textContent), plain(term.nextElementSibling?.textContent ?? null)]);
    expect(figures).toEqual([
      ['Period', 'Nov 25, 2026'],
      ['Paid by', 'Contract with agent_a'],
      ['Team valid bets', '₫234,567,891'],
      ['Active members', '8'],
      ['Tier reached', 'Tier 1 at 1%'],
      ['Your rate on your team', '₫2,345,678.91'],
      ['Less the agents below you', '−₫500,000'],
      ['agent_b’s team', '−₫500,000'],
      ['Paid to you', '₫1,845,678'],
    ]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Statement of Daily salary, Nov 25, 2026' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: /^Statement of Real-time salary/ }));
    const window_ = screen.getByRole('dialog', { name: 'Statement: Real-time salary' });
    expect(within(window_).getByText('Lottery rounds counted').nextSibling).toHaveTextContent('5');
    expect(within(window_).getByText('Bets counted').nextSibling).toHaveTextContent('₫140,678');
    expect(within(window_).getByText('Rates').nextSibling).toHaveTextContent('win 0.2%, loss 0.4%');
    expect(within(window_).getByText('Your rate on your team').nextSibling).toHaveTextContent('₫472.712');
    expect(within(window_).getByTestId('statement-pay')).toHaveTextContent('₫240');
    await userEvent.click(within(window_).getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('button', { name: /^Statement of Dividend/ }));
    const dividend = screen.getByRole('dialog', { name: 'Statement: Dividend' });
    expect(within(dividend).getByText('Tier reached').nextSibling).toHaveTextContent('No tier reached');
    expect(within(dividend).getByText('Team net loss (the base)')).toBeInTheDocument();
    expect(
      within(dividend).getByText('No agent below you holds a contract of this kind.'),
    ).toBeInTheDocument();
  });

  it('pages through the payouts, the page in the address', async () => {
    const many = Array.from({ length: 45 }, (_, index) => ({ ...daily, id: String(1000 - index) }));
    const queries = serveIncome(many);
    renderIncome('/income?page=2');
    const pager = await screen.findByRole('navigation', { name: 'Pages of payouts' });
    expect(pager).toHaveTextContent('Page 2 of 3');
    expect(Object.fromEntries(queries[0]!)).toEqual({ page: '2', size: '20' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Older' }));
    expect(await within(pager).findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/income?page=3');
    expect(screen.getAllByTestId('payout')).toHaveLength(5);
    expect(within(pager).getByRole('button', { name: 'Older' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Newer' }));
    await userEvent.click(await within(pager).findByRole('button', { name: 'Newer' }));
    expect(await within(pager).findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/income$/);
  });

  it('says there is no income yet and leads to the contracts', async () => {
    serveIncome([]);
    renderIncome();
    expect(await screen.findByRole('heading', { name: 'No payouts yet' })).toBeInTheDocument();
    expect(screen.getByText(/Once a period ends under one of your contracts/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my contracts' })).toHaveAttribute('href', '/contracts');
  });

  it('shows a skeleton while loading, then a failure with the server’s words and a retry that loads', async () => {
    let down = true;
    const queries = serveIncome([daily], () =>
      down ? failure('error_system', 500, 'Something went wrong') : undefined,
    );
    renderIncome();
    expect(await screen.findByTestId('income-loading')).toHaveTextContent('Loading your income…');
    expect(
      await screen.findByRole('heading', { name: 'Your income could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(queries).toHaveLength(2);
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('payout')).toHaveLength(1);
  });

  it('reads in Vietnamese', async () => {
    window.localStorage.setItem('lotus.language', 'vi');
    serveIncome([daily]);
    renderIncome();
    await screen.findByText('Hợp đồng với agent_a');
    const row = screen.getByTestId('payout');
    expect(plain(row.textContent)).toBe(
      'Lương ngày25 thg 11, 2026Hợp đồng với agent_a1.845.678 ₫Trả lúc 00:02 26 thg 11, 2026Bảng kê',
    );
  });
});
