import type { MemberMessage } from '@lotus/contract/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveFakeApi } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { InboxPage } from './InboxPage.tsx';

/** The operator's mail in several languages, and the answer to a feedback, as the inbox shows them. */
const translatedMail: MemberMessage = {
  id: '3',
  kind: 'new_mail',
  params: {
    title: 'Weekend bonus',
    body: 'Deposit this weekend for a 10% bonus.',
    title_vi: 'Thưởng cuối tuần',
    body_vi: 'Nạp tiền cuối tuần này để nhận thưởng 10%.',
  },
  createdAt: '2026-03-03T10:00:00.000Z',
  readAt: null,
};
const replied: MemberMessage = {
  id: '2',
  kind: 'feedback_replied',
  params: { date: '2026-03-01T10:00:00.000Z', reply: 'Your deposit was credited.', feedbackId: '7' },
  createdAt: '2026-03-02T10:00:00.000Z',
  readAt: null,
};

function serveInbox(messages: MemberMessage[]) {
  serveFakeApi((request) => {
    if (request.url.pathname === '/wps/relay/inbox') {
      return { value: { content: messages, page: 1, size: 20, total: messages.length } };
    }
    if (request.url.pathname === '/wps/relay/inbox/unread-count')
      return { value: { count: messages.length } };
    return undefined;
  });
}

signInForEachTest();

describe('the inbox’s mail and feedback replies', { timeout: 20_000 }, () => {
  it('shows a mail in the reader’s language when it carries a translation for it', async () => {
    serveInbox([translatedMail]);
    renderPage(<InboxPage />);
    expect(await screen.findByRole('heading', { name: /Thưởng cuối tuần/ })).toBeInTheDocument();
    expect(screen.getByText('Nạp tiền cuối tuần này để nhận thưởng 10%.')).toBeInTheDocument();
  });

  it('falls back to the mail’s own words when the reader’s language has no translation', async () => {
    window.localStorage.setItem('lotus.language', 'en');
    serveInbox([translatedMail]);
    renderPage(<InboxPage />);
    expect(await screen.findByRole('heading', { name: /Weekend bonus/ })).toBeInTheDocument();
    expect(screen.getByText('Deposit this weekend for a 10% bonus.')).toBeInTheDocument();
  });

  it('words a feedback reply from its template, shows the reply, and leads to the feedback page', async () => {
    window.localStorage.setItem('lotus.language', 'en');
    serveInbox([replied]);
    renderPage(<InboxPage />);
    const message = await screen.findByTestId('inbox-message');
    expect(within(message).getByRole('heading', { name: /We answered your feedback/ })).toBeInTheDocument();
    // 10:00 UTC is 17:00 in the brand's time zone (Asia/Ho_Chi_Minh).
    expect(message).toHaveTextContent(/We replied to the feedback you sent on .*5:00/);
    expect(message).toHaveTextContent('Our reply: Your deposit was credited.');
    expect(within(message).getByRole('link', { name: 'See my feedback' })).toHaveAttribute(
      'href',
      '/feedback',
    );
  });
});
