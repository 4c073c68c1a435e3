import { useSessionStore } from '@lotus/app-shell';
import type { AgentApplication, OwnAgentApplication } from '@lotus/contract/agents';
import { formatDateTime } from '@lotus/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeAnswer, FakeCall } from '../../test/fake-api.ts';
import { serveFakeApiKeepingCalls } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { AgentApplicationPage } from './AgentApplicationPage.tsx';

const path = '/wps/member/agent-application';
const clock = { language: 'en', timeZone: 'Asia/Ho_Chi_Minh' };

function application(overrides: Partial<AgentApplication> = {}): AgentApplication {
  return {
    id: '7',
    contact: 'Zalo 0901 234 567',
    expectedTeam: 1500,
    note: 'Friends from my football club\nand their families',
    status: 'pending',
    agentType: null,
    reason: null,
    createdAt: '2026-11-20T03:15:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

/**
 * The application calls as the server answers them: GET answers `own` (or `read`'s answer while it
 * gives one); a POST is refused by `refuse` when it answers, else becomes the member's pending
 * application. `type` is the member info's type (the account menu's).
 */
function fakeApplication(
  own: OwnAgentApplication,
  options: {
    refuse?: (call: FakeCall) => FakeAnswer | undefined;
    read?: () => FakeAnswer | undefined;
    type?: number;
  } = {},
) {
  let live = own;
  return serveFakeApiKeepingCalls((call) => {
    if (call.path === '/wps/member/info') {
      return { value: { id: '1', account: 'demo_member', nickname: null, type: options.type ?? 0 } };
    }
    if (call.path === path && call.method === 'GET') return options.read?.() ?? { value: live };
    if (call.path === path && call.method === 'POST') {
      const refusal = options.refuse?.(call);
      if (refusal) return refusal;
      const body = call.body as { contact: string; expectedTeam: number; note: string };
      const created = application({ ...body, createdAt: new Date().toISOString() });
      live = { isAgent: false, application: created };
      return { value: created };
    }
    return undefined;
  });
}

const posts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST' && call.path === path);
const form = () => screen.findByTestId('agent-application-form');
const contactField = () => screen.getByRole('textbox', { name: /How can we reach you/ });
const teamField = () => screen.getByRole('textbox', { name: /How many players do you expect to bring/ });
const noteField = () => screen.getByRole('textbox', { name: /Anything else we should know/ });
const submitButton = () => screen.getByRole('button', { name: 'Send my application' });

signInForEachTest();
// The brand's default is Vietnamese; these tests read the English words (the stored choice wins).
beforeEach(() => window.localStorage.setItem('lotus.language', 'en'));

describe('AgentApplicationPage', { timeout: 20_000 }, () => {
  it('asks a visitor to log in', async () => {
    useSessionStore.getState().signOut();
    fakeApplication({ isAgent: false, application: null });
    renderPage(<AgentApplicationPage />, '/agent-application');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByTestId('agent-application-form')).toBeNull();
  });

  it('tells what an agent does, then sends an application and shows it waiting for a decision', async () => {
    const user = userEvent.setup();
    const calls = fakeApplication({ isAgent: false, application: null });
    renderPage(<AgentApplicationPage />, '/agent-application');
    expect(await screen.findByRole('heading', { level: 1, name: 'Become an agent' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bring players' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Earn by contract' })).toBeInTheDocument();
    expect(screen.getByText(/dividend/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your team centre' })).toBeInTheDocument();
    // The account tabs, with this page among them for a plain member.
    const tabs = screen.getByRole('navigation', { name: 'Account sections' });
    expect(await within(tabs).findByRole('link', { name: 'Become an agent' })).toHaveAttribute(
      'href',
      '/agent-application',
    );

    within(await form()).getByRole('heading', { name: 'Apply to become an agent' });
    await user.type(contactField(), '  Zalo 0901 234 567 ');
    await user.type(teamField(), '1500');
    await user.type(noteField(), 'Friends from my football club');
    await user.click(submitButton());

    const pending = await screen.findByTestId('agent-application-pending');
    expect(within(pending).getByRole('heading', { name: 'Waiting for a decision' })).toHaveFocus();
    expect(pending).toHaveTextContent('We have your application and will tell you in your inbox');
    expect(pending).toHaveTextContent('Zalo 0901 234 567');
    expect(pending).toHaveTextContent('1,500');
    expect(pending).toHaveTextContent('Friends from my football club');
    expect(screen.queryByTestId('agent-application-form')).toBeNull();
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]?.body).toEqual({
      contact: 'Zalo 0901 234 567',
      expectedTeam: 1500,
      note: 'Friends from my football club',
    });
  });

  it('keeps the button busy while the application is on its way, and sends it once', async () => {
    const user = userEvent.setup();
    const calls = fakeApplication({ isAgent: false, application: null });
    // The POST waits for the test to let it through.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = vi.mocked(fetch);
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if ((init?.method ?? (input instanceof Request ? input.method : 'GET')) === 'POST') await gate;
      return answer(input, init);
    });
    renderPage(<AgentApplicationPage />, '/agent-application');
    await form();
    await user.type(contactField(), 'agent@example.com');
    await user.type(teamField(), '20');
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveAttribute('aria-busy', 'true'));
    await user.click(submitButton());
    release();
    expect(await screen.findByTestId('agent-application-pending')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
  });

  it('says beside each field what is wrong before sending anything', async () => {
    const user = userEvent.setup();
    const calls = fakeApplication({ isAgent: false, application: null });
    renderPage(<AgentApplicationPage />, '/agent-application');
    await form();
    await user.click(submitButton());
    expect(screen.getByText('Tell us how to reach you')).toBeInTheDocument();
    expect(screen.getByText('Enter how many players you expect to bring')).toBeInTheDocument();
    expect(contactField()).toHaveAttribute('aria-invalid', 'true');
    expect(teamField()).toHaveAttribute('aria-invalid', 'true');

    await user.type(contactField(), 'x'.repeat(101));
    await user.type(teamField(), '12.5');
    await user.click(noteField());
    await user.paste('n'.repeat(501));
    expect(screen.getByText('501 / 500')).toBeInTheDocument();
    await user.click(submitButton());
    expect(screen.getByText('Use at most 100 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number from 0 to 1,000,000')).toBeInTheDocument();
    expect(screen.getByText('Write at most 500 characters')).toBeInTheDocument();

    await user.clear(teamField());
    await user.type(teamField(), '1000001');
    await user.clear(contactField());
    await user.click(contactField());
    await user.paste('Zalo \u202E0901');
    await user.click(submitButton());
    expect(screen.getByText('Enter a whole number from 0 to 1,000,000')).toBeInTheDocument();
    expect(
      screen.getByText('Remove the control, invisible or text-direction characters'),
    ).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('shows the server’s refusal above the form, in its words', async () => {
    const user = userEvent.setup();
    const calls = fakeApplication(
      { isAgent: false, application: null },
      {
        refuse: () => ({
          error: 'error_agent_application_pending',
          status: 409,
          message: 'Đơn đăng ký của bạn đang chờ xét duyệt: chúng tôi sẽ báo trong hộp thư của bạn',
        }),
      },
    );
    renderPage(<AgentApplicationPage />, '/agent-application');
    await form();
    await user.type(contactField(), '0901234567');
    await user.type(teamField(), '0');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Đơn đăng ký của bạn đang chờ xét duyệt: chúng tôi sẽ báo trong hộp thư của bạn',
    );
    expect(submitButton()).not.toHaveAttribute('aria-busy');
    expect(posts(calls)).toHaveLength(1);
    // Changing a field takes the refusal away.
    await user.type(noteField(), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a waiting application: when it was sent and what it said, without the form', async () => {
    fakeApplication({ isAgent: false, application: application() });
    renderPage(<AgentApplicationPage />, '/agent-application');
    const pending = await screen.findByTestId('agent-application-pending');
    expect(within(pending).getByRole('heading', { name: 'Waiting for a decision' })).not.toHaveFocus();
    expect(pending).toHaveTextContent(formatDateTime('2026-11-20T03:15:00.000Z', clock));
    expect(pending).toHaveTextContent('Zalo 0901 234 567');
    expect(pending).toHaveTextContent('1,500');
    expect(pending).toHaveTextContent('Friends from my football club');
    expect(screen.queryByTestId('agent-application-form')).toBeNull();
  });

  it('tells an approved member it is an agent, of which type, and where to run its team', async () => {
    fakeApplication(
      {
        isAgent: true,
        application: application({
          status: 'approved',
          agentType: 1,
          decidedAt: '2026-11-21T09:00:00.000Z',
        }),
      },
      { type: 1 },
    );
    renderPage(<AgentApplicationPage />, '/agent-application');
    const approved = await screen.findByTestId('agent-application-approved');
    expect(within(approved).getByRole('heading', { name: 'You are an agent' })).toBeInTheDocument();
    expect(approved).toHaveTextContent('Type 1');
    expect(approved).toHaveTextContent(formatDateTime('2026-11-21T09:00:00.000Z', clock));
    expect(approved).toHaveTextContent('Run your team on the agent site');
    expect(screen.queryByTestId('agent-application-form')).toBeNull();
    // An agent's account tabs do not offer this page.
    const tabs = screen.getByRole('navigation', { name: 'Account sections' });
    await waitFor(() => expect(within(tabs).queryByRole('link', { name: 'Become an agent' })).toBeNull());
  });

  it('gives the reason of a rejection, and the form to apply again', async () => {
    const user = userEvent.setup();
    const calls = fakeApplication({
      isAgent: false,
      application: application({
        status: 'rejected',
        reason: 'Please tell us where your players come from',
        decidedAt: '2026-11-21T09:00:00.000Z',
      }),
    });
    renderPage(<AgentApplicationPage />, '/agent-application');
    const rejected = await screen.findByTestId('agent-application-rejected');
    expect(
      within(rejected).getByRole('heading', { name: 'Your last application was not approved' }),
    ).toBeInTheDocument();
    expect(rejected).toHaveTextContent('Please tell us where your players come from');
    within(await form()).getByRole('heading', { name: 'Apply again' });

    await user.type(contactField(), 'Telegram @lan');
    await user.type(teamField(), '40');
    await user.click(submitButton());
    expect(await screen.findByTestId('agent-application-pending')).toHaveTextContent('Telegram @lan');
    expect(screen.queryByTestId('agent-application-rejected')).toBeNull();
    expect(posts(calls)).toHaveLength(1);
  });

  it('sends an agent without an application to the agent site', async () => {
    fakeApplication({ isAgent: true, application: null }, { type: 2 });
    renderPage(<AgentApplicationPage />, '/agent-application');
    expect(await screen.findByRole('heading', { name: 'Your account is an agent' })).toBeInTheDocument();
    expect(screen.getByText(/Run your team on the agent site/)).toBeInTheDocument();
    expect(screen.queryByTestId('agent-application-form')).toBeNull();
  });

  it('says when the application could not be loaded, and loads it again on retry', async () => {
    const user = userEvent.setup();
    let failing = true;
    fakeApplication(
      { isAgent: false, application: null },
      { read: () => (failing ? { error: 'error_system', status: 500 } : undefined) },
    );
    renderPage(<AgentApplicationPage />, '/agent-application');
    expect(
      await screen.findByRole('heading', { name: 'Your application could not be loaded.' }),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await form()).toBeInTheDocument();
  });
});
