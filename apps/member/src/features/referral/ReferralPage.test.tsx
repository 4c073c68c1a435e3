import type { ReferralFriend, ReferralSummary } from '@lotus/contract/referral';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeAnswer, FakeRequest } from '../../test/fake-api.ts';
import { pageOf, serveFakeApi } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { ReferralPage } from './ReferralPage.tsx';
import { friendOf, summaryOf, threeFriends } from './referral-fakes.ts';

interface Post {
  path: string;
  body: { idempotencyKey: string };
}

/** The referral calls as the server answers them; a claim turns the friend claimed and moves the totals. */
function referralServer(
  options: {
    summary?: ReferralSummary;
    friends?: ReferralFriend[];
    readSummary?: () => FakeAnswer | undefined;
    claim?: (id: string) => FakeAnswer | undefined;
  } = {},
) {
  let summary = options.summary ?? summaryOf();
  let friends = [...(options.friends ?? threeFriends)];
  const posts: Post[] = [];
  const payFor = (id: string) => {
    friends = friends.map((friend) =>
      friend.id === id
        ? { ...friend, status: 'claimed', earned: '50000', claimedAt: '2026-11-27T03:00:00.000Z' }
        : friend,
    );
    summary = {
      ...summary,
      totals: {
        ...summary.totals,
        qualified: summary.totals.qualified - 1,
        claimed: summary.totals.claimed + 1,
        earned: String(Number(summary.totals.earned) + 50000),
        claimable: String(Number(summary.totals.claimable) - 50000),
      },
    };
  };
  const handle = (request: FakeRequest): FakeAnswer | undefined => {
    const path = request.url.pathname;
    if (path === '/wps/member/info')
      return { value: { id: '1', account: 'demo_member', nickname: null, type: 0 } };
    if (path === '/wps/member/referral') return options.readSummary?.() ?? { value: summary };
    if (path === '/wps/member/referral/friends') return { value: pageOf(friends, request.url.searchParams) };
    const claim = /^\/wps\/member\/referral\/friends\/(\d+)\/claim$/.exec(path);
    if (claim && request.method === 'POST') {
      posts.push({ path, body: request.body as Post['body'] });
      const refused = options.claim?.(claim[1]!);
      if (refused) return refused;
      payFor(claim[1]!);
      return { value: friends.find((friend) => friend.id === claim[1]) };
    }
    if (path === '/wps/member/referral/claim-all' && request.method === 'POST') {
      posts.push({ path, body: request.body as Post['body'] });
      const qualified = friends.filter((friend) => friend.status === 'qualified');
      qualified.forEach((friend) => payFor(friend.id));
      return {
        value: { claimed: qualified.length, amount: String(qualified.length * 50000), currency: 'VND' },
      };
    }
    return undefined;
  };
  return { handle, posts };
}

signInForEachTest();
beforeEach(() => window.localStorage.setItem('lotus.language', 'en'));

describe('the referral page', { timeout: 20_000 }, () => {
  it('shows the code and link with copy buttons, the link’s QR code, the rules in plain words and the totals', async () => {
    const user = userEvent.setup();
    serveFakeApi(referralServer().handle);
    renderPage(<ReferralPage />, '/referral');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite friends' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading your invitation')).toHaveAttribute('aria-busy', 'true');

    expect(await screen.findByTestId('referral-code')).toHaveTextContent('K7M2QXPA');
    expect(screen.getByTestId('referral-link')).toHaveTextContent(
      'https://www.lotus.test/register?ref=K7M2QXPA',
    );
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe('K7M2QXPA');
    expect(await screen.findAllByText('Copied')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe('https://www.lotus.test/register?ref=K7M2QXPA');
    // No Web Share API in this browser: no share button, copying is there.
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();

    const qr = await screen.findByRole('img', { name: 'QR code of your invitation link' });
    expect(qr.tagName.toLowerCase()).toBe('svg');

    const rules = screen.getByTestId('referral-rules');
    expect(rules).toHaveTextContent('Your friend registers with your code or your link.');
    expect(rules).toHaveTextContent(/You earn ₫50,000 for each friend who, since registering:/);
    expect(rules).toHaveTextContent(/deposits at least ₫200,000 in total/);
    expect(rules).toHaveTextContent(/places at least ₫500,000 in valid bets/);
    expect(rules).toHaveTextContent(/Before withdrawing it, bet ₫50,000 \(1× the reward\)/);

    const totals = screen.getByTestId('referral-totals');
    expect(totals).toHaveTextContent(/Friends\s*3/);
    expect(totals).toHaveTextContent(/Ready to claim\s*1/);
    expect(totals).toHaveTextContent(/Earned\s*₫50,000/);
  });

  it('shares the link through the phone’s share sheet where the browser has one', async () => {
    const user = userEvent.setup();
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      serveFakeApi(referralServer().handle);
      renderPage(<ReferralPage />, '/referral');
      await user.click(await screen.findByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({
        title: 'Invite friends',
        text: 'Join me: register with my referral code K7M2QXPA',
        url: 'https://www.lotus.test/register?ref=K7M2QXPA',
      });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('lists each friend masked, with what it reached, its status and what it earned', async () => {
    serveFakeApi(referralServer().handle);
    renderPage(<ReferralPage />, '/referral');
    const rows = await screen.findAllByTestId('referral-friend');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('tr***g');
    expect(rows[0]).toHaveTextContent('Ready to claim');
    expect(within(rows[0]!).getByRole('button', { name: 'Claim ₫50,000' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('le***i');
    expect(rows[1]).toHaveTextContent('On their way');
    expect(rows[1]).toHaveTextContent(/Deposits\s*reached/);
    expect(rows[1]).toHaveTextContent(/Valid bets\s*not yet/);
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Claimed');
    expect(rows[2]).toHaveTextContent('Earned you ₫50,000');
    expect(rows[2]).toHaveTextContent(/Joined Nov 20, 2026/);
  });

  it('claims a friend’s reward: the row turns claimed, the totals follow, one key per claim', async () => {
    const user = userEvent.setup();
    const server = referralServer();
    serveFakeApi(server.handle);
    renderPage(<ReferralPage />, '/referral');
    const [first] = await screen.findAllByTestId('referral-friend');
    await user.click(within(first!).getByRole('button', { name: 'Claim ₫50,000' }));
    await waitFor(() => expect(within(first!).getByText('Earned you ₫50,000')).toBeInTheDocument());
    expect(first).toHaveTextContent('Claimed');
    expect(within(first!).queryByRole('button')).not.toBeInTheDocument();
    expect(await screen.findAllByText('You received ₫50,000')).not.toHaveLength(0);
    expect(server.posts).toEqual([
      {
        path: '/wps/member/referral/friends/43/claim',
        body: { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('referral-totals')).toHaveTextContent(/Earned\s*₫100,000/));
    expect(screen.queryByRole('button', { name: /Claim all/ })).not.toBeInTheDocument();
  });

  it('keeps the key after a lost answer, so the retry is the same claim', async () => {
    const user = userEvent.setup();
    let lose = true;
    const server = referralServer({
      claim: () => {
        if (!lose) return undefined;
        lose = false;
        return { error: 'error_service_unavailable', status: 503 };
      },
    });
    serveFakeApi(server.handle);
    renderPage(<ReferralPage />, '/referral');
    const [first] = await screen.findAllByTestId('referral-friend');
    await user.click(within(first!).getByRole('button', { name: 'Claim ₫50,000' }));
    await waitFor(() => expect(server.posts).toHaveLength(1));
    await user.click(await within(first!).findByRole('button', { name: 'Claim ₫50,000' }));
    await waitFor(() => expect(within(first!).getByText('Earned you ₫50,000')).toBeInTheDocument());
    expect(server.posts[1]!.body.idempotencyKey).toBe(server.posts[0]!.body.idempotencyKey);
  });

  it('claims every qualified friend at once', async () => {
    const user = userEvent.setup();
    const friends = [
      friendOf({
        id: '52',
        username: 'ph***m',
        depositsReached: true,
        betsReached: true,
        status: 'qualified',
      }),
      friendOf({
        id: '51',
        username: 'vo***h',
        depositsReached: true,
        betsReached: true,
        status: 'qualified',
      }),
    ];
    const server = referralServer({
      friends,
      summary: summaryOf({
        totals: { friends: 2, pending: 0, qualified: 2, claimed: 0, earned: '0', claimable: '100000' },
      }),
    });
    serveFakeApi(server.handle);
    renderPage(<ReferralPage />, '/referral');
    await user.click(await screen.findByRole('button', { name: 'Claim all (₫100,000)' }));
    expect(await screen.findAllByText('You received ₫100,000 for 2 friends')).not.toHaveLength(0);
    await waitFor(() =>
      expect(screen.getAllByTestId('referral-friend').map((row) => row.textContent)).toEqual([
        expect.stringContaining('Earned you ₫50,000'),
        expect.stringContaining('Earned you ₫50,000'),
      ]),
    );
    expect(server.posts.map((post) => post.path)).toEqual(['/wps/member/referral/claim-all']);
  });

  it('invites the first friend when there is none, and says when the programme is paused', async () => {
    serveFakeApi(
      referralServer({
        friends: [],
        summary: summaryOf({
          rules: {
            reward: '50000',
            minDeposit: '200000',
            minValidBets: '500000',
            turnoverMultiplier: 0,
            active: false,
          },
          totals: { friends: 0, pending: 0, qualified: 0, claimed: 0, earned: '0', claimable: '0' },
        }),
      }).handle,
    );
    renderPage(<ReferralPage />, '/referral');
    expect(await screen.findByRole('heading', { name: 'Invite your first friend' })).toBeInTheDocument();
    expect(screen.getByText(/friends who register with it appear here/)).toBeInTheDocument();
    const rules = screen.getByTestId('referral-rules');
    expect(within(rules).getByRole('status')).toHaveTextContent(/The programme is paused/);
    expect(rules).toHaveTextContent('It can be withdrawn without betting it first.');
  });

  it('says what went wrong when the page cannot load, and loads on retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    serveFakeApi(
      referralServer({
        readSummary: () =>
          fail
            ? { error: 'error_service_unavailable', status: 503, message: 'The service is busy' }
            : undefined,
      }).handle,
    );
    renderPage(<ReferralPage />, '/referral');
    expect(
      await screen.findByRole('heading', { name: 'Your invitation could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The service is busy')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('K7M2QXPA');
  });

  it('reads in Vietnamese, money as a Vietnamese player reads it', async () => {
    window.localStorage.setItem('lotus.language', 'vi');
    serveFakeApi(referralServer().handle);
    renderPage(<ReferralPage />, '/referral');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mời bạn bè' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sao chép mã' })).toBeInTheDocument();
    expect(screen.getByTestId('referral-rules')).toHaveTextContent(/Bạn nhận 50\.000\s₫ cho mỗi người bạn/);
    const [first] = await screen.findAllByTestId('referral-friend');
    expect(within(first!).getByRole('button', { name: /Nhận 50\.000\s₫/ })).toBeInTheDocument();
  });
});
