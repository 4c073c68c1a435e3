import { useSessionStore } from '@lotus/app-shell';
import type { ChatMemberState, ChatRoomMessage } from '@lotus/contract/chat';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serveFakeApi, serveFakeApiKeepingCalls } from '../../test/fake-api.ts';
import type { FakeAnswer, FakeCall } from '../../test/fake-api.ts';
import { FakeEventSource } from '../../test/fake-event-source.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { ChatPage } from './ChatPage.tsx';

signInForEachTest();
beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

const at = (minute: number) => `2026-03-01T08:${String(minute).padStart(2, '0')}:00.000Z`;
const line = (id: number, author: string, text: string, mine = false): ChatRoomMessage => ({
  id: String(id),
  author,
  text,
  createdAt: at(id),
  mine,
});
const free: ChatMemberState = { guest: false, mutedUntil: null, muteReason: null };

/** The room as the server keeps it; a send answers `onSend` (by default: accepted, as the reader's own). */
function serveRoom(
  options: {
    messages?: ChatRoomMessage[];
    me?: () => FakeAnswer;
    list?: () => FakeAnswer | undefined;
    onSend?: (call: FakeCall) => FakeAnswer;
  } = {},
) {
  const messages = [...(options.messages ?? [])];
  let next = 100;
  return serveFakeApiKeepingCalls((call) => {
    if (call.path === '/wps/relay/chat/me') return options.me ? options.me() : { value: free };
    if (call.path === '/wps/relay/chat/messages' && call.method === 'GET') {
      return options.list?.() ?? { value: { content: messages, size: 50, hasMore: false } };
    }
    if (call.path === '/wps/relay/chat/messages' && call.method === 'POST') {
      if (options.onSend) return options.onSend(call);
      const { text } = call.body as { text: string };
      const sent = line(next++, 'te***r', text, true);
      messages.push(sent);
      return { value: sent };
    }
    if (call.path === '/wps/relay/events/ticket') {
      return { value: { ticket: 'A'.repeat(43), expiresAt: '2026-03-01T09:00:00.000Z' } };
    }
    return undefined;
  });
}

const texts = () => screen.getAllByTestId('chat-message').map((item) => item.textContent ?? '');
const composer = () => screen.getByRole('textbox', { name: 'Tin nhắn của bạn' });
async function stream() {
  await waitFor(() => expect(FakeEventSource.opened.length).toBeGreaterThan(0));
  return FakeEventSource.current();
}

describe('ChatPage', { timeout: 20_000 }, () => {
  it('shows the room oldest first, the newest at the bottom, with the reader’s own lines as “Bạn”', async () => {
    serveRoom({ messages: [line(1, 'ng***n', 'Chào cả nhà'), line(2, 'te***r', 'Chào bạn', true)] });
    renderPage(<ChatPage />);
    await screen.findByTestId('chat-list');
    expect(texts()[0]).toContain('ng***n');
    expect(texts()[0]).toContain('Chào cả nhà');
    expect(texts()[1]).toContain('Bạn');
    expect(screen.getByRole('heading', { level: 1, name: 'Phòng chat' })).toBeInTheDocument();
    expect(screen.getByText('Đây là đầu cuộc trò chuyện.')).toBeInTheDocument();
  });

  it('shows a message as plain text, markup and all', async () => {
    serveRoom({ messages: [line(1, 'ha***r', '<img src=x onerror=alert(1)><b>bold</b>')] });
    renderPage(<ChatPage />);
    const item = (await screen.findAllByTestId('chat-message'))[0]!;
    expect(item.textContent).toContain('<img src=x onerror=alert(1)><b>bold</b>');
    expect(item.querySelector('img, b')).toBeNull();
  });

  it('sends a trimmed message with a key, counts its characters, and clears the field', async () => {
    const calls = serveRoom();
    renderPage(<ChatPage />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Tin nhắn của bạn' }), '  Xin chào 😀 ');
    // Characters as a reader counts them: the emoji is one (two UTF-16 units).
    expect(screen.getByTestId('chat-count')).toHaveTextContent('10/200 ký tự');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(texts()).toHaveLength(1));
    const sent = calls.find((call) => call.method === 'POST' && call.path === '/wps/relay/chat/messages');
    expect(sent?.body).toEqual({ text: 'Xin chào 😀', idempotencyKey: expect.stringMatching(/^[\w-]{36}$/) });
    expect(composer()).toHaveValue('');
    expect(texts()[0]).toContain('Bạn');
  });

  it('takes its own message’s live event, arriving before the answer, as its own: shown once, not read out', async () => {
    const own = line(100, 'te***r', 'Của mình', false);
    serveRoom({
      onSend: () => {
        // The stream delivers the event while the send still waits for its answer.
        FakeEventSource.current().emit('chat', {
          kind: 'message',
          message: { id: own.id, author: own.author, text: own.text, createdAt: own.createdAt },
        });
        return { value: { ...own, mine: true } };
      },
    });
    renderPage(<ChatPage />);
    await stream();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Tin nhắn của bạn' }), 'Của mình{Enter}');
    await waitFor(() => expect(composer()).toHaveValue(''));
    expect(texts()).toHaveLength(1);
    expect(texts()[0]).toContain('Bạn');
    expect(screen.getByTestId('chat-announcer')).toHaveTextContent('');
  });

  it('says in words when a message is too long, and does not send it', async () => {
    const calls = serveRoom();
    renderPage(<ChatPage />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Tin nhắn của bạn' }), {
      target: { value: 'a'.repeat(203) },
    });
    expect(screen.getByText('Quá dài: tối đa 200 ký tự. Hãy bớt 3 ký tự.')).toBeInTheDocument();
    expect(screen.getByTestId('chat-send')).toBeDisabled();
    await userEvent.click(composer());
    await userEvent.keyboard('{Enter}');
    await userEvent.clear(composer());
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Hãy nhập nội dung trước.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/wps/relay/chat/messages')).toBe(
      false,
    );
  });

  it('says how long to wait when the server finds the member too fast, and keeps the text', async () => {
    serveRoom({
      onSend: () => ({
        error: 'error_chat_too_fast',
        status: 429,
        params: { retryAfterSeconds: '2' },
      }),
    });
    renderPage(<ChatPage />);
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Tin nhắn của bạn' }),
      'nhanh quá{Enter}',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Chậm lại một chút: bạn có thể gửi tiếp sau 2 giây.',
    );
    expect(screen.getByTestId('chat-send')).toBeDisabled();
    expect(composer()).toHaveValue('nhanh quá');
  });

  it('adds messages pushed live, reads others’ out politely, and removes a deleted one at once', async () => {
    serveRoom({ messages: [line(1, 'ng***n', 'Ai chơi PAPPU không?')] });
    renderPage(<ChatPage />);
    await screen.findByTestId('chat-list');
    const live = await stream();
    act(() =>
      live.emit('chat', {
        kind: 'message',
        message: { id: '2', author: 'tr***a', text: 'Có mình!', createdAt: at(2) },
      }),
    );
    await waitFor(() => expect(texts()).toHaveLength(2));
    expect(texts()[1]).toContain('Có mình!');
    const announcer = screen.getByTestId('chat-announcer');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(announcer).toHaveTextContent('tr***a nói: Có mình!');

    act(() => live.emit('chat', { kind: 'deleted', id: '1' }));
    await waitFor(() => expect(texts()).toHaveLength(1));
    expect(screen.queryByText('Ai chơi PAPPU không?')).not.toBeInTheDocument();
    // An event the page does not understand changes nothing.
    act(() => live.emit('chat', { kind: 'message', message: { id: 'x', text: 1 } }));
    expect(texts()).toHaveLength(1);
  });

  it('follows the newest message unless the reader scrolled up, then offers to jump down', async () => {
    serveRoom({ messages: [line(1, 'ng***n', 'một'), line(2, 'ng***n', 'hai')] });
    renderPage(<ChatPage />);
    const scroller = await screen.findByTestId('chat-scroller');
    let height = 1000;
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, get: () => height });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 400 });
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, writable: true, value: 600 });
    const live = await stream();
    const push = (id: number) =>
      act(() =>
        live.emit('chat', {
          kind: 'message',
          message: { id: String(id), author: 'tr***a', text: `tin ${id}`, createdAt: at(id) },
        }),
      );

    height = 1100;
    push(3);
    await waitFor(() => expect(scroller.scrollTop).toBe(1100));

    scroller.scrollTop = 200;
    fireEvent.scroll(scroller);
    height = 1200;
    push(4);
    const jump = await screen.findByRole('button', { name: 'Có tin nhắn mới: xuống tin mới nhất' });
    expect(scroller.scrollTop).toBe(200);
    await userEvent.click(jump);
    expect(scroller.scrollTop).toBe(1200);
    expect(screen.queryByRole('button', { name: /Có tin nhắn mới/ })).not.toBeInTheDocument();
  });

  it('loads earlier messages above the ones shown', async () => {
    const latest = Array.from({ length: 50 }, (_, index) => line(51 + index, 'ng***n', `mới ${51 + index}`));
    const earlier = [line(49, 'ng***n', 'cũ 49'), line(50, 'ng***n', 'cũ 50')];
    const asked: string[] = [];
    serveFakeApi((request) => {
      if (request.url.pathname === '/wps/relay/chat/me') return { value: free };
      if (request.url.pathname !== '/wps/relay/chat/messages') return undefined;
      asked.push(request.url.search);
      return request.url.searchParams.get('before') === '51'
        ? { value: { content: earlier, size: 50, hasMore: false } }
        : { value: { content: latest, size: 50, hasMore: true } };
    });
    renderPage(<ChatPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Xem tin nhắn cũ hơn' }));
    await waitFor(() => expect(texts()).toHaveLength(52));
    expect(texts()[0]).toContain('cũ 49');
    expect(asked).toContain('?before=51&size=50');
    expect(screen.getByText('Đây là đầu cuộc trò chuyện.')).toBeInTheDocument();
  });

  it('explains a mute instead of the composer, and opens the composer when it is lifted live', async () => {
    serveRoom({
      me: () => ({
        value: { guest: false, mutedUntil: '2099-01-01T00:00:00.000Z', muteReason: 'Quảng cáo' },
      }),
    });
    renderPage(<ChatPage />);
    const notice = await screen.findByTestId('chat-muted');
    expect(within(notice).getByRole('heading', { name: 'Bạn đang bị cấm chat' })).toBeInTheDocument();
    expect(notice).toHaveTextContent('2099');
    expect(notice).toHaveTextContent('Lý do: Quảng cáo');
    expect(screen.queryByRole('textbox', { name: 'Tin nhắn của bạn' })).not.toBeInTheDocument();

    const live = await stream();
    act(() => live.emit('chat', { kind: 'muted', mutedUntil: null, muteReason: null }));
    expect(await screen.findByRole('textbox', { name: 'Tin nhắn của bạn' })).toBeInTheDocument();
  });

  it('tells a guest account it reads only', async () => {
    serveRoom({ me: () => ({ value: { ...free, guest: true } }) });
    renderPage(<ChatPage />);
    const notice = await screen.findByTestId('chat-guest');
    expect(within(notice).getByRole('link', { name: 'Đăng ký' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says so when the room is empty', async () => {
    serveRoom();
    renderPage(<ChatPage />);
    expect(await screen.findByRole('heading', { name: 'Chưa có tin nhắn nào' })).toBeInTheDocument();
    expect(composer()).toBeInTheDocument();
  });

  it('offers a retry when the room cannot be loaded', async () => {
    let fails = true;
    serveRoom({
      messages: [line(1, 'ng***n', 'đã tải')],
      list: () => (fails ? { error: 'error_system', status: 500 } : undefined),
    });
    renderPage(<ChatPage />);
    expect(await screen.findByRole('heading', { name: 'Không tải được phòng chat.' })).toBeInTheDocument();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('đã tải')).toBeInTheDocument();
  });

  it('asks a visitor to log in and reads nothing', async () => {
    useSessionStore.getState().signOut();
    const calls = serveRoom({ messages: [line(1, 'ng***n', 'bí mật')] });
    renderPage(<ChatPage />);
    expect(await screen.findByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/wps/relay/chat'))).toBe(false);
  });
});
