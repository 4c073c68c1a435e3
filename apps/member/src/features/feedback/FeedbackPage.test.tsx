import { useSessionStore } from '@lotus/app-shell';
import type { Feedback } from '@lotus/contract/feedback';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeAnswer, FakeCall } from '../../test/fake-api.ts';
import { serveFakeApiKeepingCalls } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { FeedbackPage } from './FeedbackPage.tsx';

const hour = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

function feedback(overrides: Partial<Feedback> = {}): Feedback {
  const createdAt = overrides.createdAt ?? iso(-hour);
  return {
    id: '1',
    questionType: 'deposit',
    content: 'My deposit has not arrived',
    contact: null,
    status: 'open',
    reply: null,
    repliedAt: null,
    closedAt: null,
    createdAt,
    replyDueAt: new Date(Date.parse(createdAt) + 24 * hour).toISOString(),
    ...overrides,
  };
}

/**
 * The feedback calls as the server answers them: the list holds `stored` (newest first) and a sent
 * feedback joins it; `refuse` answers a POST instead, while it returns something.
 */
function fakeFeedback(
  stored: Feedback[],
  options: { refuse?: (call: FakeCall) => FakeAnswer | undefined } = {},
) {
  const live = [...stored];
  return serveFakeApiKeepingCalls((call) => {
    if (call.path === '/wps/relay/feedback' && call.method === 'GET') {
      return { value: { content: live, page: 1, size: 10, total: live.length } };
    }
    if (call.path === '/wps/feedback' && call.method === 'POST') {
      const refusal = options.refuse?.(call);
      if (refusal) return refusal;
      const body = call.body as { questionType: Feedback['questionType']; content: string; contact?: string };
      const created = feedback({
        id: String(live.length + 100),
        questionType: body.questionType,
        content: body.content.trim(),
        contact: body.contact ?? null,
        createdAt: iso(0),
      });
      live.unshift(created);
      return { value: created };
    }
    return undefined;
  });
}

const posts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST');

signInForEachTest();
// The brand's default is Vietnamese; these tests read the English words (the stored choice wins).
beforeEach(() => window.localStorage.setItem('lotus.language', 'en'));

describe('FeedbackPage', { timeout: 20_000 }, () => {
  it('sends the feedback, then promises a reply within 24 hours and lists it as awaiting reply', async () => {
    const user = userEvent.setup();
    const calls = fakeFeedback([]);
    renderPage(<FeedbackPage />, '/feedback');
    expect(await screen.findByText('No feedback yet')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: /What is it about/ }), 'withdrawal');
    await user.type(screen.getByRole('textbox', { name: /Your feedback/ }), 'My withdrawal is late');
    await user.type(screen.getByRole('textbox', { name: /How can we reach you/ }), '  zalo 0901 ');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    const sent = await screen.findByTestId('feedback-sent');
    expect(sent).toHaveTextContent('We will reply to your feedback within 24 hours');
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]?.body).toEqual({
      questionType: 'withdrawal',
      content: 'My withdrawal is late',
      contact: 'zalo 0901',
      idempotencyKey: expect.any(String),
    });
    const entry = await screen.findByTestId('feedback-entry');
    expect(entry).toHaveTextContent('Withdrawal');
    expect(entry).toHaveTextContent('Awaiting reply');
    expect(entry).toHaveTextContent('My withdrawal is late');
    expect(entry).toHaveTextContent('Contact: zalo 0901');
    expect(entry).toHaveTextContent(/We will reply by/);

    // Another feedback starts from an empty form, under a new key.
    await user.click(within(sent).getByRole('button', { name: 'Send more feedback' }));
    expect(screen.getByRole('textbox', { name: /Your feedback/ })).toHaveValue('');
  });

  it('counts characters as a person sees them and checks 10 to 140 before sending', async () => {
    const user = userEvent.setup();
    const calls = fakeFeedback([]);
    renderPage(<FeedbackPage />, '/feedback');
    const content = await screen.findByRole('textbox', { name: /Your feedback/ });
    expect(screen.getByText('0 / 140')).toBeInTheDocument();
    // Typed decomposed (e + two combining marks), "Tiền" is still 4 characters.
    await user.type(content, '  Tiền  '.normalize('NFD'));
    expect(screen.getByText('4 / 140')).toBeInTheDocument();
    expect(content).toHaveAccessibleDescription(/4 of 140 characters used/);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByText('Choose what your feedback is about')).toBeInTheDocument();
    expect(screen.getByText('Write at least 10 characters')).toBeInTheDocument();
    expect(content).toHaveAttribute('aria-invalid', 'true');

    await user.clear(content);
    await user.click(content);
    await user.paste('x'.repeat(141));
    expect(screen.getByText('141 / 140')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByText('Write at most 140 characters')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('refuses a direction override or an invisible character before sending, as the server would', async () => {
    const user = userEvent.setup();
    const calls = fakeFeedback([]);
    renderPage(<FeedbackPage />, '/feedback');
    const content = await screen.findByRole('textbox', { name: /Your feedback/ });
    await user.click(content);
    await user.paste('Tiền chưa về \u202Eexe.txt');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(
      screen.getByText('Remove the control, invisible or text-direction characters'),
    ).toBeInTheDocument();
    expect(content).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls)).toHaveLength(0);

    // Vietnamese typed with combining marks, emoji and line breaks are what people write.
    await user.clear(content);
    await user.click(content);
    await user.paste(`${'Tiền chưa về'.normalize('NFD')} 🙏👨‍👩‍👧\nCảm ơn`);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.queryByText('Remove the control, invisible or text-direction characters')).toBeNull();
  });

  it('shows each feedback’s state, and the reply once there is one', async () => {
    fakeFeedback([
      feedback({
        id: '3',
        status: 'answered',
        questionType: 'game',
        content: 'The slot froze',
        reply: 'We refunded the round.',
        repliedAt: iso(-hour / 2),
      }),
      feedback({ id: '2', content: 'Waiting too long', createdAt: iso(-30 * hour) }),
      feedback({ id: '1', status: 'closed', content: 'Old one', closedAt: iso(-hour) }),
    ]);
    renderPage(<FeedbackPage />, '/feedback');
    const [answered, late, closed] = (await screen.findAllByTestId('feedback-entry')) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(answered).toHaveTextContent('Answered');
    expect(answered).toHaveTextContent('Our reply');
    expect(answered).toHaveTextContent('We refunded the round.');
    expect(answered).toHaveTextContent(/Replied/);
    expect(late).toHaveTextContent('Awaiting reply');
    expect(late).toHaveTextContent('Our reply is late, sorry');
    expect(closed).toHaveTextContent('Closed');
    expect(closed).not.toHaveTextContent(/We will reply by/);
  });

  it('says the server’s refusal above the form, and retries the same words under the same key', async () => {
    const user = userEvent.setup();
    const answer: FakeAnswer = {
      error: 'error_feedback_limit_reached',
      status: 429,
      message: 'You have sent a lot of feedback in the last hour: please try again in 42 minutes',
    };
    const calls = fakeFeedback([], { refuse: () => answer });
    renderPage(<FeedbackPage />, '/feedback');
    await user.selectOptions(await screen.findByRole('combobox', { name: /What is it about/ }), 'other');
    await user.type(screen.getByRole('textbox', { name: /Your feedback/ }), 'Something is off here');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('please try again in 42 minutes');
    expect(screen.queryByTestId('feedback-sent')).toBeNull();

    // A retry of the same words goes under the same key: the server answers the first one.
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    const [first, second] = posts(calls) as [FakeCall, FakeCall];
    expect((second.body as { idempotencyKey: string }).idempotencyKey).toBe(
      (first.body as { idempotencyKey: string }).idempotencyKey,
    );
    // Changed words are another feedback: a new key.
    await user.type(screen.getByRole('textbox', { name: /Your feedback/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(3));
    expect((posts(calls)[2]?.body as { idempotencyKey: string }).idempotencyKey).not.toBe(
      (first.body as { idempotencyKey: string }).idempotencyKey,
    );
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    serveFakeApiKeepingCalls((call) =>
      call.path === '/wps/relay/feedback'
        ? fail
          ? { error: 'error_system', status: 500 }
          : { value: { content: [feedback()], page: 1, size: 10, total: 1 } }
        : undefined,
    );
    renderPage(<FeedbackPage />, '/feedback');
    expect(await screen.findByText('Your feedback could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('feedback-entry')).toBeInTheDocument();
  });

  it('works from the keyboard alone, in field order', async () => {
    const user = userEvent.setup();
    fakeFeedback([]);
    renderPage(<FeedbackPage />, '/feedback');
    const type = await screen.findByRole('combobox', { name: /What is it about/ });
    await user.tab();
    expect(type).toHaveFocus();
    // A native select: the browser gives it its keyboard; jsdom only picks.
    await user.selectOptions(type, 'suggestion');
    await user.tab();
    expect(screen.getByRole('textbox', { name: /Your feedback/ })).toHaveFocus();
    await user.keyboard('Add a dark theme toggle');
    await user.tab();
    expect(screen.getByRole('textbox', { name: /How can we reach you/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send feedback' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('feedback-sent')).toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    useSessionStore.getState().signOut();
    fakeFeedback([]);
    renderPage(<FeedbackPage />, '/feedback');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('FeedbackPage in Vietnamese', { timeout: 20_000 }, () => {
  beforeEach(() => window.localStorage.removeItem('lotus.language'));

  it('words the form, the promise and the states in the brand’s language', async () => {
    const user = userEvent.setup();
    fakeFeedback([feedback({ status: 'answered', reply: 'Đã xử lý.', repliedAt: iso(0) })]);
    renderPage(<FeedbackPage />, '/feedback');
    expect(await screen.findByRole('heading', { name: 'Góp ý và khiếu nại' })).toBeInTheDocument();
    expect(await screen.findByText('Đã trả lời')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /Góp ý về vấn đề gì/ }), 'complaint');
    await user.type(screen.getByRole('textbox', { name: /Nội dung góp ý/ }), 'Rút tiền quá chậm');
    await user.click(screen.getByRole('button', { name: 'Gửi góp ý' }));
    expect(await screen.findByTestId('feedback-sent')).toHaveTextContent(/24 giờ/);
  });
});
