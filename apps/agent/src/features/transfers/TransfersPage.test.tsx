import { decryptPayload } from '@lotus/api-client';
import { AppProviders, SystemStatusGate, useSessionStore } from '@lotus/app-shell';
import { MemoryRouter, useLocation } from '@lotus/app-shell/routing';
import { statusFixture } from '@lotus/app-shell/testing';
import type { AgentTransfer, TransferLimits } from '@lotus/contract/agent-transfers';
import type { TeamMember } from '@lotus/contract/agents';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TransfersPage } from './TransfersPage.tsx';

const agent = { id: '10', account: 'demo_agent' };
const upline = { id: '3', account: 'top_agent' };

function teamMember(id: string, account: string, changes: Partial<TeamMember> = {}): TeamMember {
  return {
    id,
    account,
    nickname: null,
    type: 0,
    level: 1,
    uplineAccount: agent.account,
    directCount: 0,
    teamSize: 0,
    balance: '0',
    currency: 'VND',
    status: 'active',
    lastLoginAt: null,
    registeredAt: '2026-01-05T03:00:00.000Z',
    ...changes,
  };
}

const team = [
  teamMember('21', 'member_an', { nickname: 'An' }),
  teamMember('22', 'member_binh', { level: 2, uplineAccount: 'agent_sub' }),
  teamMember('23', 'agent_sub', { type: 1, directCount: 1, teamSize: 1 }),
];

function transfer(
  id: string,
  flow: AgentTransfer['flow'],
  counterparty: { id: string; account: string },
  relation: AgentTransfer['relation'],
  amount: string,
  createdAt: string,
): AgentTransfer {
  return { id, flow, counterparty, relation, amount, currency: 'VND', createdAt };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (code: string, message: string, status = 400, params?: Record<string, string | undefined>) =>
  json({ success: false, value: null, error: { code, message, ...(params ? { params } : {}) } }, status);

/** What one POST is answered with: a refusal, the network failing, or (undefined) the transfer made. */
type PostAnswer = Response | 'network' | undefined;

/**
 * The agent's server as the page calls it: the transfers (history, limits, sending), the team's
 * search and the balance. A transfer made joins the history, today's total and the balance. Every
 * request is kept, POST bodies decrypted.
 */
function serve(
  options: {
    history?: AgentTransfer[];
    limits?: Partial<TransferLimits>;
    balance?: string;
    post?: (attempt: number) => PostAnswer;
    list?: (query: URLSearchParams) => Response | undefined;
  } = {},
) {
  const history = [...(options.history ?? [])];
  const limits: TransferLimits = {
    min: '10000',
    max: '100000000',
    dailyMax: '500000000',
    sentToday: '0',
    upline,
    ...options.limits,
  };
  let balance = options.balance ?? '50000000';
  const seen = {
    posts: [] as Array<Record<string, unknown>>,
    lists: [] as URLSearchParams[],
    searches: [] as string[],
    balances: 0,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const method = init?.method ?? 'GET';
      if (url.pathname === '/wps/system/status') return json({ success: true, value: statusFixture() });
      if (url.pathname === '/wps/v2/wallets/balance') {
        seen.balances += 1;
        return json({ success: true, value: { balance, currency: 'VND', points: '0' } });
      }
      if (url.pathname === '/wps/agent/team') {
        const search = url.searchParams.get('search') ?? '';
        seen.searches.push(search);
        const rows = team.filter((member) => member.account.startsWith(search));
        return json({
          success: true,
          value: { path: [agent], content: rows, page: 1, size: 8, total: rows.length },
        });
      }
      if (url.pathname === '/wps/agent/transfers' && method === 'POST') {
        const sent = JSON.parse(String(init?.body)) as { data: string };
        const body = decryptPayload(sent.data, 'lotus-dev-payload-key') as Record<string, string>;
        seen.posts.push(body);
        const answer = options.post?.(seen.posts.length);
        if (answer === 'network') throw new TypeError('Failed to fetch');
        if (answer) return answer;
        const to = body.toId === upline.id ? upline : team.find((member) => member.id === body.toId)!;
        const made = transfer(
          String(100 + seen.posts.length),
          'sent',
          { id: to.id, account: to.account },
          body.toId === upline.id ? 'upline' : 'downline',
          body.amount!,
          '2026-03-02T16:45:00.000Z',
        );
        history.unshift(made);
        limits.sentToday = String(BigInt(limits.sentToday) + BigInt(made.amount));
        balance = String(BigInt(balance) - BigInt(made.amount));
        return json({ success: true, value: made });
      }
      if (url.pathname === '/wps/agent/transfers') {
        seen.lists.push(url.searchParams);
        const answered = options.list?.(url.searchParams);
        if (answered) return answered;
        const page = Number(url.searchParams.get('page') ?? 1);
        const size = Number(url.searchParams.get('size') ?? 20);
        return json({
          success: true,
          value: {
            content: history.slice((page - 1) * size, page * size),
            page,
            size,
            total: history.length,
            limits: { ...limits },
          },
        });
      }
      return refusal('error_not_found', 'Không tìm thấy', 404);
    }),
  );
  return seen;
}

function AddressBar() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(path = '/transfers') {
  return render(
    <AppProviders retryDelayMs={0}>
      <SystemStatusGate>
        <MemoryRouter initialEntries={[path]}>
          <TransfersPage />
          <AddressBar />
        </MemoryRouter>
      </SystemStatusGate>
    </AppProviders>,
  );
}

const form = () => screen.getByTestId('transfer-form');
const amountField = () => within(form()).getByRole('textbox', { name: /^Số tiền/ });
const passwordField = () => within(form()).getByLabelText(/^Mật khẩu thanh toán/);
const next = () => userEvent.click(within(form()).getByRole('button', { name: 'Tiếp tục' }));
const confirm = () => userEvent.click(within(form()).getByRole('button', { name: 'Xác nhận chuyển tiền' }));

/** Fills the first step for the upline and goes on to the confirmation. */
async function toConfirmation(amount: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: /^Số tiền/ }), amount);
  await next();
  await screen.findByRole('heading', { name: 'Xác nhận chuyển tiền' });
}

beforeEach(() => useSessionStore.getState().signIn('agent-token', agent.id));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('TransfersPage', { timeout: 20_000 }, () => {
  it('sends to the upline: the limits shown, the confirmation naming who receives how much, the body encrypted', async () => {
    const seen = serve({ limits: { sentToday: '120000000' } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Chuyển tiền', level: 1 })).toBeInTheDocument();
    const limits = await screen.findByTestId('transfer-limits');
    await vi.waitFor(() =>
      expect(within(limits).getByTestId('transfer-balance')).toHaveTextContent(/50\.000\.000\s₫/),
    );
    expect(limits).toHaveTextContent(/Từ 10\.000\s₫ đến 100\.000\.000\s₫/);
    expect(limits).toHaveTextContent(/380\.000\.000\s₫ trên 500\.000\.000\s₫/);
    const toUpline = screen.getByRole('radio', { name: 'Tuyến trên của tôi: top_agent' });
    expect(toUpline).toBeChecked();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();

    await toConfirmation('1.500.000');
    expect(
      within(form()).getByText(/top_agent nhận 1\.500\.000\s₫ từ số dư chính của bạn\./),
    ).toBeInTheDocument();
    expect(within(form()).getByText('tuyến trên của bạn')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Xác nhận chuyển tiền' })).toHaveFocus();
    await userEvent.type(passwordField(), '123');
    await confirm();
    expect(passwordField()).toHaveAccessibleDescription(/Nhập mật khẩu thanh toán gồm 6 chữ số/);
    expect(seen.posts).toEqual([]);

    await userEvent.type(passwordField(), '456');
    await confirm();
    expect(await screen.findByRole('heading', { name: 'Đã chuyển tiền' })).toHaveFocus();
    expect(seen.posts).toEqual([
      {
        toId: '3',
        amount: '1500000',
        paymentPassword: '123456',
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(within(form()).getByText(/top_agent đã nhận 1\.500\.000\s₫\./)).toBeInTheDocument();
    // 16:45 UTC is 23:45 on the brand's clock.
    expect(within(form()).getByText(/Mã tham chiếu 101, lúc .*23:45/)).toBeInTheDocument();
    // The history, today's total and the balance are asked again.
    const history = screen.getByTestId('transfer-history');
    expect(within(history).getAllByTestId('transfer-row')).toHaveLength(1);
    expect(within(history).getByText('top_agent')).toBeInTheDocument();
    expect(seen.balances).toBeGreaterThanOrEqual(2);

    await userEvent.click(within(form()).getByRole('button', { name: 'Chuyển tiếp một lần khác' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('transfer-limits')).toHaveTextContent(/48\.500\.000\s₫/),
    );
    expect(screen.getByTestId('transfer-limits')).toHaveTextContent(/378\.500\.000\s₫ trên/);
  });

  it('finds a member of the team as the agent types and chooses it with the keyboard', async () => {
    const seen = serve();
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: 'Một thành viên trong đội nhóm' }));
    const search = screen.getByRole('combobox', { name: /Thành viên trong đội nhóm/ });
    await userEvent.type(search, 'member_');
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['member_anAnCấp 1', 'member_binhCấp 2']);
    // The search waits for the typing to pause: one question for the whole word.
    expect(seen.searches).toEqual(['member_']);
    expect(screen.getByText(/^Tìm thấy 2 thành viên/).parentElement).toHaveAttribute('role', 'status');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(list).getByRole('option', { name: /member_binh/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(search).toHaveAttribute(
      'aria-activedescendant',
      within(list).getByRole('option', { name: /member_binh/ }).id,
    );
    await userEvent.keyboard('{Enter}');
    expect(search).toHaveValue('member_binh');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(search).toHaveAttribute('aria-expanded', 'false');

    await userEvent.type(amountField(), '200000');
    await next();
    expect(
      await within(form()).findByText(/member_binh nhận 200\.000\s₫ từ số dư chính của bạn\./),
    ).toBeInTheDocument();
    expect(within(form()).getByText('thành viên trong đội nhóm của bạn')).toBeInTheDocument();
    await userEvent.type(passwordField(), '123456');
    await confirm();
    await screen.findByRole('heading', { name: 'Đã chuyển tiền' });
    expect(seen.posts[0]).toMatchObject({ toId: '22', amount: '200000' });
  });

  it('says when the search finds no one, and asks for a member before going on', async () => {
    const seen = serve({ limits: { upline: null } });
    renderPage();
    // Without an upline there is only the team to send to.
    const search = await screen.findByRole('combobox', { name: /Thành viên trong đội nhóm/ });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.type(amountField(), '50000');
    await next();
    expect(search).toHaveAccessibleDescription(/Hãy chọn một thành viên trong đội nhóm từ danh sách\./);
    expect(search).toHaveFocus();
    await userEvent.type(search, 'zed');
    expect(
      await screen.findByText('Không có thành viên nào trong đội nhóm có tên đăng nhập bắt đầu bằng “zed”.'),
    ).toBeInTheDocument();
    // A mouse chooses too; Escape closes the list first, then empties the field.
    await userEvent.clear(search);
    await userEvent.type(search, 'agent');
    await userEvent.click(await screen.findByRole('option', { name: /agent_sub/ }));
    expect(search).toHaveValue('agent_sub');
    await userEvent.type(search, 'x');
    expect(search).toHaveValue('agent_subx');
    await userEvent.keyboard('{Escape}');
    expect(search).toHaveValue('agent_subx');
    await userEvent.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(seen.posts).toEqual([]);
  });

  it('checks the amount against the limits, what is left today and the balance before sending', async () => {
    const seen = serve({ limits: { sentToday: '499000000' }, balance: '700000' });
    renderPage();
    await vi.waitFor(() => expect(screen.getByTestId('transfer-balance')).toHaveTextContent(/700\.000\s₫/));
    const problem = async (typed: string, words: RegExp) => {
      await userEvent.clear(amountField());
      await userEvent.type(amountField(), typed);
      await next();
      expect(amountField()).toHaveAccessibleDescription(words);
      expect(amountField()).toHaveFocus();
    };
    await problem('12,5', /Nhập số tiền chẵn theo đồng, ví dụ 100000\./);
    await problem('9.999', /Số tiền tối thiểu mỗi lần là 10\.000\s₫\./);
    await problem('100000001', /Số tiền tối đa mỗi lần là 100\.000\.000\s₫\./);
    await problem('1.000.001', /Hôm nay bạn chỉ còn được chuyển 1\.000\.000\s₫\./);
    await problem('800000', /Số tiền này lớn hơn số dư 700\.000\s₫ của bạn\./);
    // Changing the amount clears its problem.
    await userEvent.type(amountField(), '0');
    expect(amountField()).not.toHaveAttribute('aria-invalid');
    expect(seen.posts).toEqual([]);
  });

  it('says so when today’s limit is used up', async () => {
    serve({ limits: { sentToday: '500000000' } });
    renderPage();
    expect(await screen.findByText(/Bạn đã chuyển hết hạn mức hôm nay/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Số tiền/ })).not.toBeInTheDocument();
  });

  it('sends the same key again after a network failure, and a new one for the next transfer', async () => {
    const seen = serve({ post: (attempt) => (attempt === 1 ? 'network' : undefined) });
    renderPage();
    await toConfirmation('300000');
    await userEvent.type(passwordField(), '123456');
    await confirm();
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      /Máy chủ không phản hồi.*Hãy bấm Xác nhận lần nữa/,
    );
    await confirm();
    await screen.findByRole('heading', { name: 'Đã chuyển tiền' });
    expect(seen.posts).toHaveLength(2);
    const [first, retry] = seen.posts;
    expect(retry).toEqual(first);

    await userEvent.click(within(form()).getByRole('button', { name: 'Chuyển tiếp một lần khác' }));
    await toConfirmation('300000');
    await userEvent.type(passwordField(), '123456');
    await confirm();
    await screen.findByRole('heading', { name: 'Đã chuyển tiền' });
    expect(seen.posts[2]?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('makes a new key when the agent goes back and changes the transfer', async () => {
    const seen = serve({
      post: (attempt) => (attempt === 1 ? refusal('error_insufficient_funds', 'Số dư không đủ') : undefined),
    });
    renderPage();
    await toConfirmation('300000');
    await userEvent.type(passwordField(), '123456');
    await confirm();
    expect(await within(form()).findByRole('alert')).toHaveTextContent('Số dư không đủ');
    await userEvent.click(within(form()).getByRole('button', { name: 'Sửa lần chuyển' }));
    // Back finds the transfer as it was filled in.
    expect(amountField()).toHaveValue('300000');
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '200000');
    await next();
    await userEvent.type(await screen.findByLabelText(/^Mật khẩu thanh toán/), '123456');
    await confirm();
    await screen.findByRole('heading', { name: 'Đã chuyển tiền' });
    expect(seen.posts.map((post) => post.amount)).toEqual(['300000', '200000']);
    expect(seen.posts[1]?.idempotencyKey).not.toBe(seen.posts[0]?.idempotencyKey);
  });

  it.each([
    {
      code: 'error_payment_password_wrong',
      message: 'Sai mật khẩu thanh toán, còn 2 lần thử',
      beside: /Sai mật khẩu thanh toán, còn 2 lần thử/,
    },
    {
      code: 'error_payment_password_locked',
      message: 'Mật khẩu thanh toán bị khóa, vui lòng thử lại sau 30 phút',
      beside: /bị khóa, vui lòng thử lại sau 30 phút/,
    },
    {
      code: 'error_payment_password_not_set',
      message: 'Vui lòng đặt mật khẩu thanh toán trước',
      beside: /Vui lòng đặt mật khẩu thanh toán trước/,
    },
  ])('says $code beside the payment password, with the way to set it', async ({ code, message, beside }) => {
    serve({ post: () => refusal(code, message) });
    renderPage();
    await toConfirmation('300000');
    await userEvent.type(passwordField(), '000000');
    await confirm();
    await vi.waitFor(() => expect(passwordField()).toHaveAccessibleDescription(beside));
    expect(
      within(form()).getByRole('link', { name: 'Đặt hoặc đặt lại mật khẩu thanh toán trong mục Bảo mật' }),
    ).toHaveAttribute('href', '/security');
  });

  it.each([
    {
      code: 'error_transfer_amount',
      params: { min: '10000', max: '100000000' },
      shown: /Mỗi lần chuyển phải từ 10\.000\s₫ đến 100\.000\.000\s₫\./,
    },
    {
      code: 'error_transfer_daily_limit',
      params: { left: '250000' },
      shown: /vượt hạn mức hôm nay: hôm nay chỉ còn 250\.000\s₫\./,
    },
    { code: 'error_insufficient_funds', params: undefined, shown: /Số dư không đủ/ },
    {
      code: 'error_not_found',
      params: undefined,
      shown: /không còn là tuyến trên hay thuộc đội nhóm của bạn/,
    },
  ])('says $code above the confirmation and asks the limits again', async ({ code, params, shown }) => {
    const seen = serve({
      post: () => refusal(code, code === 'error_insufficient_funds' ? 'Số dư không đủ' : code, 400, params),
    });
    renderPage();
    await toConfirmation('300000');
    const asked = seen.lists.length;
    await userEvent.type(passwordField(), '123456');
    await confirm();
    expect(await within(form()).findByRole('alert')).toHaveTextContent(shown);
    expect(within(form()).getByRole('button', { name: 'Sửa lần chuyển' })).toBeEnabled();
    if (code !== 'error_not_found') await vi.waitFor(() => expect(seen.lists.length).toBeGreaterThan(asked));
  });

  it('lists sent and received transfers with whom, the relation, signed amounts in words and the site’s time', async () => {
    const history = [
      transfer('9', 'received', upline, 'upline', '2000000', '2026-03-01T17:30:00.000Z'),
      transfer(
        '8',
        'sent',
        { id: '21', account: 'member_an' },
        'downline',
        '150000',
        '2026-03-01T02:05:00.000Z',
      ),
    ];
    serve({ history });
    renderPage();
    const rows = await screen.findAllByTestId('transfer-row');
    expect(rows).toHaveLength(2);
    const received = within(rows[0]!);
    expect(received.getByRole('rowheader')).toHaveTextContent('top_agent');
    expect(received.getByText('Đã nhận')).toBeInTheDocument();
    expect(received.getByText('Tuyến trên')).toBeInTheDocument();
    expect(received.getByText(/^\+2\.000\.000\s₫$/)).toBeInTheDocument();
    // 17:30 UTC on 1 March is 00:30 on 2 March on the brand's clock.
    expect(received.getByText(/00:30.*2.*2026|2.*thg 3.*00:30/)).toBeInTheDocument();
    const sent = within(rows[1]!);
    expect(sent.getByRole('rowheader')).toHaveTextContent('member_an');
    expect(sent.getByText('Đã chuyển')).toBeInTheDocument();
    expect(sent.getByText('Thành viên đội nhóm')).toBeInTheDocument();
    expect(sent.getByText(/^-150\.000\s₫$/)).toBeInTheDocument();
    expect(sent.getByText(/09:05/)).toBeInTheDocument();
    expect(
      screen.queryByRole('navigation', { name: 'Các trang lịch sử chuyển tiền' }),
    ).not.toBeInTheDocument();
  });

  it('pages through the history, the page in the address', async () => {
    const history = Array.from({ length: 12 }, (_, index) =>
      transfer(
        String(50 - index),
        'sent',
        upline,
        'upline',
        String(10000 + index),
        '2026-03-01T05:00:00.000Z',
      ),
    );
    const seen = serve({ history });
    renderPage();
    expect(await screen.findAllByTestId('transfer-row')).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Các trang lịch sử chuyển tiền' });
    expect(pager).toHaveTextContent('Trang 1/2');
    await userEvent.click(within(pager).getByRole('button', { name: 'Trang sau' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('transfer-row')).toHaveLength(2));
    expect(screen.getByTestId('address')).toHaveTextContent('/transfers?page=2');
    expect(seen.lists.at(-1)?.toString()).toBe('page=2&size=10');
    expect(screen.getByRole('navigation', { name: 'Các trang lịch sử chuyển tiền' })).toHaveTextContent(
      'Trang 2/2',
    );
  });

  it('shows the loading state, then an empty history', async () => {
    serve();
    renderPage();
    expect(await screen.findByTestId('transfers-loading')).toHaveTextContent('Đang tải các lần chuyển tiền…');
    expect(await screen.findByText('Chưa có lần chuyển tiền nào')).toBeInTheDocument();
    expect(screen.getByText('Các lần bạn chuyển hoặc nhận tiền sẽ hiện ở đây.')).toBeInTheDocument();
  });

  it('says a failed load and tries again', async () => {
    let fail = true;
    serve({
      list: () => (fail ? refusal('error_system', 'Lỗi hệ thống', 500) : undefined),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Không tải được các lần chuyển tiền' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Lỗi hệ thống')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Chưa có lần chuyển tiền nào')).toBeInTheDocument();
    expect(screen.getByTestId('transfer-form')).toBeInTheDocument();
  });
});
