import { AppProviders, SystemStatusGate, useSessionStore } from '@lotus/app-shell';
import { MemoryRouter, useLocation } from '@lotus/app-shell/routing';
import { statusFixture } from '@lotus/app-shell/testing';
import type { AgentContract, AgentContracts, ContractTermsValue } from '@lotus/contract/agent-contracts';
import type { TeamMember } from '@lotus/contract/agents';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContractsPage } from './ContractsPage.tsx';

// The agent reading the page: demo_agent (1), under agent_a (9); its direct downline agents
// agent_b (12) and agent_c (13), and a plain member (14).
const me = { id: '1', account: 'demo_agent' };
const upline = { id: '9', account: 'agent_a' };
const agentB = { id: '12', account: 'agent_b' };
const agentC = { id: '13', account: 'agent_c' };

const dailyTerms: ContractTermsValue = {
  kind: 'daily_salary',
  tiers: [
    { minTeamValidBets: '10000000', minActiveMembers: 2, ratePpm: 10_000 },
    { minTeamValidBets: '50000000', minActiveMembers: 5, ratePpm: 15_000 },
    { minTeamValidBets: '200000000', minActiveMembers: 10, ratePpm: 20_000 },
  ],
  active: { minValidBets: '1000000', minDeposits: '500000' },
};
const lowerDaily: ContractTermsValue = {
  ...dailyTerms,
  tiers: dailyTerms.tiers.map((tier) => ({ ...tier, ratePpm: tier.ratePpm - 2_000 })),
};

let nextId = 100;
function contract(
  upline_: { id: string; account: string },
  agent: { id: string; account: string },
  changes: Partial<AgentContract> = {},
): AgentContract {
  nextId += 1;
  return {
    id: String(nextId),
    kind: 'daily_salary',
    state: 'signed',
    terms: dailyTerms,
    upline: upline_,
    agent,
    terminationRequestedBy: null,
    offeredAt: '2026-11-20T03:00:00.000Z',
    signedAt: changes.state === 'offered' ? null : '2026-11-20T05:30:00.000Z',
    endedAt: null,
    ...changes,
  };
}

function teamMember(id: string, account: string, type: number): TeamMember {
  return {
    id,
    account,
    nickname: null,
    type,
    level: 1,
    uplineAccount: me.account,
    directCount: 0,
    teamSize: 0,
    balance: '0',
    currency: 'VND',
    status: 'active',
    lastLoginAt: null,
    registeredAt: '2026-01-05T03:00:00.000Z',
  };
}
const downline = [
  teamMember('12', 'agent_b', 1),
  teamMember('13', 'agent_c', 41),
  teamMember('14', 'player_d', 0),
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failure = (code: string, status: number, message = code) =>
  json({ success: false, value: null, error: { code, message } }, status);

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The agent's contract calls as the server answers them, over `answer` (changed by an action as
 * the server's state machine would); `refuse` answers a call first. Every call, in order.
 */
function serveContracts(answer: AgentContracts, refuse?: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  const find = (id: string) => [...answer.held, ...answer.given].find((entry) => entry.id === id)!;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === '/wps/system/status') return json({ success: true, value: statusFixture() });
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const refused = refuse?.(call);
      if (refused) return refused;
      if (call.path === '/wps/agent/contracts' && call.method === 'GET')
        return json({ success: true, value: answer });
      if (call.path === '/wps/agent/team')
        return json({
          success: true,
          value: { path: [me], content: downline, page: 1, size: 200, total: 3 },
        });
      if (call.path === '/wps/agent/contracts' && call.method === 'POST') {
        const body = call.body as { agentId: string; terms: ContractTermsValue };
        const agent = [agentB, agentC].find((each) => each.id === body.agentId)!;
        const offered = contract(me, agent, { state: 'offered', kind: body.terms.kind, terms: body.terms });
        answer.given.unshift(offered);
        return json({ success: true, value: offered });
      }
      const action = /^\/wps\/agent\/contracts\/(\d+)\/([a-z-]+)$/.exec(call.path);
      if (action) {
        const moved = find(action[1]!);
        const side = moved.agent.id === me.id ? 'agent' : 'upline';
        const next = {
          accept: 'signed',
          reject: 'rejected',
          'request-termination': 'termination_requested',
          'accept-termination': 'terminated',
          'reject-termination': 'signed',
        }[action[2]!] as AgentContract['state'];
        Object.assign(moved, {
          state: next,
          terminationRequestedBy: next === 'termination_requested' ? side : null,
          endedAt: next === 'terminated' || next === 'rejected' ? '2026-11-26T02:00:00.000Z' : null,
        });
        return json({ success: true, value: moved });
      }
      return failure('error_not_found', 404);
    }),
  );
  return calls;
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderContracts(path = '/contracts?kind=daily_salary') {
  return render(
    <AppProviders retryDelayMs={0}>
      <SystemStatusGate>
        <MemoryRouter initialEntries={[path]}>
          <ContractsPage />
          <Address />
        </MemoryRouter>
      </SystemStatusGate>
    </AppProviders>,
  );
}

const card = (name: string | RegExp) => screen.getByRole('article', { name });
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

beforeEach(() => {
  useSessionStore.getState().signIn('agent-token', me.id);
  // The brand's default is Vietnamese; these tests read the English words (the stored choice wins).
  window.localStorage.setItem('lotus.language', 'en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  window.localStorage.clear();
});

describe('ContractsPage', { timeout: 20_000 }, () => {
  it('lists a kind’s contracts by state: offers for me, mine, those I gave, the ended ones folded', async () => {
    serveContracts({
      held: [
        contract(upline, me, { state: 'offered', terms: lowerDaily, signedAt: null }),
        contract(upline, me),
        contract(upline, me, { state: 'rejected', endedAt: '2026-11-01T01:00:00.000Z' }),
      ],
      given: [
        contract(me, agentB, { terms: lowerDaily }),
        contract(me, agentC, { state: 'offered', terms: lowerDaily }),
        contract(me, agentC, { state: 'terminated', terms: lowerDaily, endedAt: '2026-11-10T01:00:00.000Z' }),
      ],
      templates: [],
    });
    renderContracts();
    const tab = await screen.findByRole('tab', { name: /Daily salary/ });
    expect(screen.getByRole('heading', { name: 'Contracts', level: 1 })).toBeInTheDocument();
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveTextContent('1 waiting for you');

    const offers = screen.getByRole('region', { name: 'Offers waiting for you' });
    const offer = within(offers).getByRole('article', { name: 'Offered by agent_a' });
    expect(within(offer).getByText('Offered', { selector: 'span' })).toBeInTheDocument();
    expect(
      within(offer)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['₫10,000,000', '2', '0.8%', '₫50,000,000', '5', '1.3%', '₫200,000,000', '10', '1.8%']);
    expect(within(offer).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: 'Reject' })).toBeInTheDocument();

    const mine = screen.getByRole('region', { name: 'My contract' });
    const standing = within(mine).getByRole('article', { name: 'From agent_a' });
    expect(within(standing).getByText('Signed')).toBeInTheDocument();
    expect(within(standing).getByText(/Signed Nov 20, 2026, 12:30/)).toBeInTheDocument();
    expect(
      within(standing).getByText(/valid bets of at least ₫1,000,000 and deposits of at least ₫500,000/),
    ).toBeInTheDocument();
    expect(within(standing).getByRole('button', { name: 'Request termination' })).toBeInTheDocument();
    expect(within(mine).getByText('My earlier contracts (1)')).toBeInTheDocument();

    const given = screen.getByRole('region', { name: 'Contracts you gave' });
    expect(
      within(within(given).getByRole('article', { name: 'To agent_b' })).getByText('Signed'),
    ).toBeInTheDocument();
    const waiting = within(given).getAllByRole('article', { name: 'To agent_c' })[0]!;
    expect(within(waiting).getByText('Waiting for agent_c’s answer.')).toBeInTheDocument();
    expect(within(waiting).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(given).getByText('Ended and rejected (1)'));
    expect(within(given).getByText('Terminated')).toBeVisible();

    // Another kind: nothing held, and who gives one.
    await userEvent.click(screen.getByRole('tab', { name: 'Dividend' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/contracts$/);
    expect(screen.getByRole('heading', { name: 'No contract of this kind yet' })).toBeInTheDocument();
    expect(screen.getByText(/Your upline agent offers you one/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New offer' })).toBeDisabled();
    expect(
      screen.getByText('You hold no contract of this kind, so you cannot offer one.'),
    ).toBeInTheDocument();
  });

  it('shows a top-level agent the operator’s terms it holds, and says where the operator set none', async () => {
    serveContracts({
      held: [],
      given: [],
      templates: [
        { kind: 'daily_salary', terms: dailyTerms },
        {
          kind: 'real_time_salary',
          terms: { kind: 'real_time_salary', winRatePpm: 2_000, lossRatePpm: 4_000, minRoundBet: '10000' },
        },
      ],
    });
    renderContracts();
    const template = await screen.findByTestId('contract-template');
    expect(within(template).getByRole('heading', { name: 'The operator’s terms' })).toBeInTheDocument();
    expect(
      within(template)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '2', '3']);
    expect(within(template).getByText('2%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New offer' })).toBeEnabled();

    await userEvent.click(screen.getByRole('tab', { name: 'Real-time salary' }));
    const rates = screen.getByTestId('contract-template');
    expect(within(rates).getByText('Win rate').nextSibling).toHaveTextContent('0.2%');
    expect(within(rates).getByText('Loss rate').nextSibling).toHaveTextContent('0.4%');
    expect(within(rates).getByText('Single-round amount').nextSibling).toHaveTextContent('₫10,000');

    await userEvent.click(screen.getByRole('tab', { name: 'Hourly salary' }));
    expect(
      screen.getByRole('heading', { name: 'The operator has not set terms of this kind' }),
    ).toBeInTheDocument();
  });

  it('refuses an offer with a rate above the agent’s own before sending, naming the ceiling', async () => {
    const calls = serveContracts({ held: [contract(upline, me)], given: [], templates: [] });
    renderContracts();
    await userEvent.click(await screen.findByRole('button', { name: 'New offer' }));
    const form = screen.getByRole('form', { name: 'New daily salary offer' });
    expect(within(form).getByRole('heading', { name: 'New daily salary offer' })).toHaveFocus();
    await userEvent.selectOptions(
      await within(form).findByRole('combobox', { name: /Agent of your direct downline/ }),
      'agent_b',
    );
    // Only agents of the direct downline are offered.
    expect(within(form).queryByRole('option', { name: 'player_d' })).not.toBeInTheDocument();

    const rates = within(form).getAllByRole('textbox', { name: /^Rate/ });
    expect(rates.map((field) => (field as HTMLInputElement).value)).toEqual(['1', '1.5', '2']);
    await userEvent.clear(rates[1]!);
    await userEvent.type(rates[1]!, '1.51');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a tier' }));
    const tiers = within(form).getAllByTestId('offer-tier');
    expect(tiers).toHaveLength(4);
    await userEvent.type(
      within(tiers[3]!).getByRole('textbox', { name: /Team valid bets from/ }),
      '100.000.000',
    );
    await userEvent.type(within(tiers[3]!).getByRole('textbox', { name: /Active members from/ }), '12');
    await userEvent.type(within(tiers[3]!).getByRole('textbox', { name: /^Rate/ }), '2,5');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));

    expect(within(tiers[1]!).getByRole('textbox', { name: /^Rate/ })).toHaveAccessibleDescription(
      expect.stringContaining('At most 1.5%: your own rate here'),
    );
    expect(within(tiers[3]!).getByRole('textbox', { name: /^Rate/ })).toHaveAccessibleDescription(
      expect.stringContaining('At most 2%: your own rate here'),
    );
    expect(
      within(tiers[3]!).getByRole('textbox', { name: /Team valid bets from/ }),
    ).toHaveAccessibleDescription('At least the tier above’s: 200,000,000');
    expect(posts(calls)).toEqual([]);

    // Six tiers at the most, three at the least.
    await userEvent.click(within(form).getByRole('button', { name: 'Add a tier' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add a tier' }));
    expect(within(form).getByRole('button', { name: 'Add a tier' })).toBeDisabled();
    for (const tier of [6, 5, 4])
      await userEvent.click(within(form).getByRole('button', { name: `Remove tier ${tier}` }));
    expect(within(form).getByRole('button', { name: 'Remove tier 1' })).toBeDisabled();
  });

  it('sends an offer with the rates in exact ppm, then lists it waiting for the agent’s answer', async () => {
    const answer: AgentContracts = { held: [contract(upline, me)], given: [], templates: [] };
    let refuseOnce = true;
    const calls = serveContracts(answer, (call) => {
      if (call.method !== 'POST' || !refuseOnce) return undefined;
      refuseOnce = false;
      return failure(
        'error_contract_offer_open',
        409,
        'An offer of this kind is already waiting for this agent’s answer',
      );
    });
    renderContracts();
    await userEvent.click(await screen.findByRole('button', { name: 'New offer' }));
    const form = screen.getByRole('form', { name: 'New daily salary offer' });
    await userEvent.selectOptions(
      await within(form).findByRole('combobox', { name: /Agent of your direct downline/ }),
      'agent_c',
    );
    const rates = within(form).getAllByRole('textbox', { name: /^Rate/ });
    for (const [index, rate] of ['0.29', '0,57', '1.0001'].entries()) {
      await userEvent.clear(rates[index]!);
      await userEvent.type(rates[index]!, rate);
    }
    await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'An offer of this kind is already waiting for this agent’s answer',
    );

    await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await screen.findByText('Offer sent to agent_c')).toBeInTheDocument();
    expect(posts(calls).at(-1)).toEqual({
      method: 'POST',
      path: '/wps/agent/contracts',
      body: {
        agentId: '13',
        terms: {
          kind: 'daily_salary',
          tiers: [
            { minTeamValidBets: '10000000', minActiveMembers: 2, ratePpm: 2_900 },
            { minTeamValidBets: '50000000', minActiveMembers: 5, ratePpm: 5_700 },
            { minTeamValidBets: '200000000', minActiveMembers: 10, ratePpm: 10_001 },
          ],
          active: { minValidBets: '1000000', minDeposits: '500000' },
        },
      },
    });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const sent = await screen.findByRole('article', { name: 'To agent_c' });
    expect(within(sent).getByText('Offered')).toBeInTheDocument();
    expect(within(sent).getByText('0.29%')).toBeInTheDocument();
    // Focus goes back to the button on the next frame.
    await waitFor(() => expect(screen.getByRole('button', { name: 'New offer' })).toHaveFocus());
  });

  it('opens the offer for the agent just opened (?offerTo=), on the tab the agent turns to', async () => {
    const calls = serveContracts({ held: [contract(upline, me)], given: [], templates: [] });
    renderContracts('/contracts?offerTo=13');
    await userEvent.click(await screen.findByRole('tab', { name: /Daily salary/ }));
    expect(screen.getByTestId('address')).toHaveTextContent('/contracts?kind=daily_salary&offerTo=13');
    const form = screen.getByRole('form', { name: 'New daily salary offer' });
    expect(
      await within(form).findByRole('combobox', { name: /Agent of your direct downline/ }),
    ).toHaveDisplayValue('agent_c');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await screen.findByText('Offer sent to agent_c')).toBeInTheDocument();
    expect(posts(calls).at(-1)).toMatchObject({ body: { agentId: '13' } });
  });

  it('warns that accepting cancels contracts below, then accepts once confirmed', async () => {
    const offer = contract(upline, me, { state: 'offered', terms: lowerDaily, signedAt: null });
    const below = contract(me, agentB);
    const answer: AgentContracts = { held: [offer], given: [below], templates: [] };
    const calls = serveContracts(answer, (call) => {
      const body = call.body as { confirmCancellation?: boolean } | undefined;
      if (call.path.endsWith('/accept') && body?.confirmCancellation !== true)
        return failure(
          'error_contract_cancels_others',
          409,
          'Accepting cancels contracts you gave below you at higher rates: agent_b. Confirm to go on',
        );
      if (call.path.endsWith('/accept'))
        Object.assign(below, { state: 'terminated', endedAt: '2026-11-26T02:00:00.000Z' });
      return undefined;
    });
    renderContracts();
    const offerCard = await screen.findByRole('article', { name: 'Offered by agent_a' });
    expect(
      within(screen.getByRole('region', { name: 'My contract' })).getByText(
        'None yet: the offer above is yours once you accept it.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(offerCard).getByRole('button', { name: 'Accept' }));

    const warning = await within(offerCard).findByRole('group', {
      name: 'Accepting cancels contracts below you',
    });
    expect(within(warning).getByRole('alert')).toHaveTextContent(
      'Accepting cancels contracts you gave below you at higher rates: agent_b. Confirm to go on',
    );
    expect(within(offerCard).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    const confirm = within(warning).getByRole('button', { name: 'Confirm and accept' });
    expect(confirm).toHaveFocus();

    // Cancel puts the offer back as it was; the second try confirms.
    await userEvent.click(within(warning).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(offerCard).getByRole('button', { name: 'Accept' })).toHaveFocus());
    await userEvent.click(within(offerCard).getByRole('button', { name: 'Accept' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and accept' }));
    expect(await screen.findByText('Contract signed')).toBeInTheDocument();
    expect(posts(calls).map((call) => [call.path, call.body])).toEqual([
      [`/wps/agent/contracts/${offer.id}/accept`, { confirmCancellation: false }],
      [`/wps/agent/contracts/${offer.id}/accept`, { confirmCancellation: false }],
      [`/wps/agent/contracts/${offer.id}/accept`, { confirmCancellation: true }],
    ]);
    const mine = await screen.findByRole('region', { name: 'My contract' });
    expect(
      within(await within(mine).findByRole('article', { name: 'From agent_a' })).getByText('Signed'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Offers waiting for you' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'You have given no contract of this kind' }),
    ).toBeInTheDocument();
  });

  it('rejects an offer', async () => {
    const offer = contract(upline, me, { state: 'offered', signedAt: null });
    const calls = serveContracts({ held: [offer], given: [], templates: [] });
    renderContracts();
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Offered by agent_a' })).getByRole('button', {
        name: 'Reject',
      }),
    );
    expect(await screen.findByText('Offer rejected')).toBeInTheDocument();
    expect(posts(calls).map((call) => call.path)).toEqual([`/wps/agent/contracts/${offer.id}/reject`]);
    expect(await screen.findByText('My earlier contracts (1)')).toBeInTheDocument();
  });

  it('asks to end a contract, and answers the other side’s ask', async () => {
    const mineContract = contract(upline, me);
    const given = contract(me, agentB, { state: 'termination_requested', terminationRequestedBy: 'agent' });
    const calls = serveContracts({ held: [mineContract], given: [given], templates: [] });
    renderContracts();
    const mine = await screen.findByRole('article', { name: 'From agent_a' });
    await userEvent.click(within(mine).getByRole('button', { name: 'Request termination' }));
    expect(
      await screen.findByText('Termination requested', { selector: '[role=status] *, [role=status]' }),
    ).toBeInTheDocument();
    expect(
      await within(card('From agent_a')).findByText(
        'You asked to end this contract: waiting for agent_a’s answer.',
      ),
    ).toBeInTheDocument();
    expect(within(card('From agent_a')).getByText('Termination requested')).toBeInTheDocument();

    const asked = card('To agent_b');
    expect(within(asked).getByText('agent_b asks to end this contract.')).toBeInTheDocument();
    await userEvent.click(within(asked).getByRole('button', { name: 'Accept termination' }));
    expect(await screen.findByText('Contract terminated')).toBeInTheDocument();
    expect(posts(calls).map((call) => call.path)).toEqual([
      `/wps/agent/contracts/${mineContract.id}/request-termination`,
      `/wps/agent/contracts/${given.id}/accept-termination`,
    ]);
    expect(await screen.findByText('Ended and rejected (1)')).toBeInTheDocument();
  });

  it('shows the other side’s refusal when the contract moved meanwhile', async () => {
    const offer = contract(upline, me, { state: 'termination_requested', terminationRequestedBy: 'upline' });
    serveContracts({ held: [offer], given: [], templates: [] }, (call) =>
      call.method === 'POST'
        ? failure(
            'error_contract_illegal_transition',
            409,
            'The contract cannot do that in its present state',
          )
        : undefined,
    );
    renderContracts();
    const mine = await screen.findByRole('article', { name: 'From agent_a' });
    expect(within(mine).getByText('agent_a asks to end this contract.')).toBeInTheDocument();
    await userEvent.click(within(mine).getByRole('button', { name: 'Keep the contract' }));
    expect(await within(mine).findByRole('alert')).toHaveTextContent(
      'The contract cannot do that in its present state',
    );
  });

  it('shows a skeleton while loading, then a failure with the server’s words and a retry that loads', async () => {
    let down = true;
    const calls = serveContracts({ held: [], given: [], templates: [] }, () =>
      down ? failure('error_system', 500, 'Something went wrong on our side') : undefined,
    );
    renderContracts();
    expect(await screen.findByTestId('contracts-loading')).toHaveTextContent('Loading your contracts…');
    expect(
      await screen.findByRole('heading', { name: 'Your contracts could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No contract of this kind yet' })).toBeInTheDocument();
  });
});
