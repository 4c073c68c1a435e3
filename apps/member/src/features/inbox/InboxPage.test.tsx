import { useSessionStore } from '@lotus/app-shell';
import type { MemberMessage } from '@lotus/contract/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { serveFakeApi } from '../../test/fake-api.ts';
import type { FakeRequest } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { InboxLink } from './InboxLink.tsx';
import { InboxPage } from './InboxPage.tsx';

/** The inbox as the server keeps it, changed by the page's calls. */
function fakeInbox(messages: MemberMessage[], options: { failList?: boolean } = {}) {
  const live = messages.map((message) => ({ ...message }));
  return (request: FakeRequest) => {
    const path = request.url.pathname;
    if (path === '/wps/relay/inbox' && request.method === 'GET') {
      if (options.failList) return { error: 'error_system', status: 500 };
      return { value: { content: live, page: 1, size: 20, total: live.length } };
    }
    if (path === '/wps/relay/inbox/unread-count') {
      return { value: { count: live.filter((message) => message.readAt === null).length } };
    }
    if (path === '/wps/relay/inbox/read-all') {
      const unread = live.filter((message) => message.readAt === null);
      for (const message of unread) message.readAt = '2026-03-02T00:00:00.000Z';
      return { value: { changed: unread.length } };
    }
    const read = /^\/wps\/relay\/inbox\/(\d+)\/read$/.exec(path);
    if (read) {
      const message = live.find((entry) => entry.id === read[1]);
      if (message) message.readAt = '2026-03-02T00:00:00.000Z';
      return { value: { changed: 1 } };
    }
    const removed = /^\/wps\/relay\/inbox\/(\d+)$/.exec(path);
    if (removed && request.method === 'DELETE') {
      live.splice(
        live.findIndex((entry) => entry.id === removed[1]),
        1,
      );
      return { value: { changed: 1 } };
    }
    return undefined;
  };
}

const arrived: MemberMessage = {
  id: '2',
  kind: 'deposit_arrived',
  params: { amount: '1500000', currency: 'VND', date: '2026-03-01T10:00:00.000Z' },
  createdAt: '2026-03-01T10:00:01.000Z',
  readAt: null,
};
const mail: MemberMessage = {
  id: '1',
  kind: 'new_mail',
  params: { title: 'Bảo trì hệ thống', body: 'Hệ thống bảo trì lúc 2 giờ sáng.' },
  createdAt: '2026-02-28T10:00:00.000Z',
  readAt: '2026-02-28T11:00:00.000Z',
};

signInForEachTest();

describe('InboxPage', { timeout: 20_000 }, () => {
  it('words each message in the reader’s language with the amount in the brand currency', async () => {
    serveFakeApi(fakeInbox([arrived, mail]));
    renderPage(<InboxPage />);
    const items = await screen.findAllByTestId('inbox-message');
    expect(items).toHaveLength(2);
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: /Nạp tiền thành công/ })).toBeInTheDocument();
    // 10:00 UTC is 17:00 in the brand's time zone (Asia/Ho_Chi_Minh).
    expect(first).toHaveTextContent(/Khoản nạp 1\.500\.000\s₫ của bạn đã vào tài khoản lúc .*17:00/);
    expect(within(first).getByText('Chưa đọc')).toBeInTheDocument();
    // The operator's mail is shown in the operator's own words.
    expect(
      within(items[1] as HTMLElement).getByRole('heading', { name: 'Bảo trì hệ thống' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Hệ thống bảo trì lúc 2 giờ sáng.')).toBeInTheDocument();
  });

  it('opening an unread message shows it and marks it read, the header’s count falling at once; then deletes one', async () => {
    let reads = 0;
    const inbox = fakeInbox([arrived, mail]);
    serveFakeApi((request) => {
      if (/\/read$/.test(request.url.pathname)) reads += 1;
      return inbox(request);
    });
    renderPage(
      <>
        <InboxLink />
        <InboxPage />
      </>,
    );
    expect(await screen.findByTestId('inbox-unread-badge')).toHaveTextContent('1');
    const first = (await screen.findAllByTestId('inbox-message'))[0] as HTMLElement;
    const opener = within(first).getByRole('button', { name: /^(Chưa đọc )?Nạp tiền thành công$/ });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(within(first).getByText(/Khoản nạp 1\.500\.000/)).not.toBeVisible();

    opener.focus();
    await userEvent.keyboard('{Enter}');
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(within(first).getByText(/Khoản nạp 1\.500\.000/)).toBeVisible();
    // At once, before the server answers: no badge, no "unread" mark.
    expect(screen.queryByTestId('inbox-unread-badge')).not.toBeInTheDocument();
    expect(within(first).queryByText('Chưa đọc')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(reads).toBe(1));
    expect(screen.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' })).toBeDisabled();

    // Closing and opening a read message sends nothing more.
    await userEvent.click(opener);
    await userEvent.click(opener);
    expect(reads).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Xóa thư “Bảo trì hệ thống”' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('inbox-message')).toHaveLength(1));
    expect(await screen.findByText('Đã xóa thư.')).toBeInTheDocument();
  });

  it('marks all read at once', async () => {
    serveFakeApi(fakeInbox([arrived, { ...mail, readAt: null }]));
    renderPage(<InboxPage />);
    expect(await screen.findAllByText('Chưa đọc')).toHaveLength(2);
    const readAll = screen.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' });
    await vi.waitFor(() => expect(readAll).toBeEnabled());
    await userEvent.click(readAll);
    await vi.waitFor(() => expect(screen.queryByText('Chưa đọc')).not.toBeInTheDocument());
    expect(await screen.findByText('Tất cả thư đã được đánh dấu là đã đọc.')).toBeInTheDocument();
  });

  it('says so when there are no messages', async () => {
    serveFakeApi(fakeInbox([]));
    renderPage(<InboxPage />);
    expect(await screen.findByRole('heading', { name: 'Chưa có thư nào' })).toBeInTheDocument();
  });

  it('says what went wrong when the list cannot be loaded, and retries', async () => {
    serveFakeApi(fakeInbox([arrived], { failList: true }));
    renderPage(<InboxPage />);
    expect(await screen.findByRole('heading', { name: 'Không tải được thư của bạn.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    useSessionStore.getState().signOut();
    serveFakeApi(fakeInbox([arrived]));
    renderPage(<InboxPage />);
    expect(await screen.findByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(screen.queryByTestId('inbox-message')).not.toBeInTheDocument();
  });
});
