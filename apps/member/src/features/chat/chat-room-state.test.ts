import type { ChatRoomMessage } from '@lotus/contract/chat';
import { describe, expect, it } from 'vitest';
import {
  chatRoomCap,
  maskedAuthor,
  readChatEvent,
  withMessage,
  withOlder,
  withoutMessage,
} from './chat-room-state.ts';
import type { ChatRoom } from './chat-room-state.ts';

const message = (id: string, mine = false): ChatRoomMessage => ({
  id,
  author: 'ng***n',
  text: `text ${id}`,
  createdAt: '2026-03-01T08:00:00.000Z',
  mine,
});
const room = (...ids: string[]): ChatRoom => ({ messages: ids.map((id) => message(id)), hasMore: false });
const ids = (held: ChatRoom) => held.messages.map((entry) => entry.id);

describe('the chat room state', () => {
  it('puts a message in its place by id, compared as numbers, once', () => {
    expect(ids(withMessage(room('9', '11'), message('10'), false))).toEqual(['9', '10', '11']);
    const held = room('1', '2');
    expect(withMessage(held, message('2'), false)).toBe(held);
  });

  it('marks a message the reader’s own when the send’s answer comes after its live event', () => {
    const afterEvent = withMessage(room('1'), message('2'), false);
    const afterAnswer = withMessage(afterEvent, message('2'), true);
    expect(afterAnswer.messages.map((entry) => entry.mine)).toEqual([false, true]);
    expect(withMessage(afterAnswer, message('2'), false).messages[1]!.mine).toBe(true);
  });

  it('keeps at most the cap, dropping the oldest, which can be loaded again', () => {
    const full = room(...Array.from({ length: chatRoomCap }, (_, index) => String(index + 1)));
    const next = withMessage(full, message(String(chatRoomCap + 1)), false);
    expect(next.messages).toHaveLength(chatRoomCap);
    expect(next.messages[0]!.id).toBe('2');
    expect(next.hasMore).toBe(true);
  });

  it('removes a deleted message, and puts an older page on top without repeats', () => {
    expect(ids(withoutMessage(room('1', '2', '3'), '2'))).toEqual(['1', '3']);
    const held = room('5', '6');
    expect(withoutMessage(held, '9')).toBe(held);
    const older = withOlder(held, {
      content: [message('3'), message('4'), message('5')],
      size: 3,
      hasMore: true,
    });
    expect(ids(older)).toEqual(['3', '4', '5', '6']);
    expect(older.hasMore).toBe(true);
  });

  it('reads only well-formed chat events', () => {
    const good = { id: '7', author: 'ab***c', text: 'hi', createdAt: '2026-03-01T08:00:00.000Z' };
    expect(readChatEvent({ kind: 'message', message: good })).toEqual({ kind: 'message', message: good });
    expect(readChatEvent({ kind: 'deleted', id: '7' })).toEqual({ kind: 'deleted', id: '7' });
    expect(readChatEvent({ kind: 'muted', mutedUntil: null, muteReason: null })).toEqual({
      kind: 'muted',
      mutedUntil: null,
      muteReason: null,
    });
    for (const bad of [
      null,
      'x',
      { kind: 'message', message: { ...good, id: '07' } },
      { kind: 'message', message: { ...good, text: 5 } },
      { kind: 'message', message: { ...good, createdAt: 'yesterday' } },
      { kind: 'deleted', id: 7 },
      { kind: 'muted', mutedUntil: 'soon', muteReason: null },
      { kind: 'muted', mutedUntil: null },
      { kind: 'other' },
    ]) {
      expect(readChatEvent(bad)).toBeUndefined();
    }
  });

  it('masks an account name as the server does', () => {
    expect(maskedAuthor('nguyen')).toBe('ng***n');
    expect(maskedAuthor('abc')).toBe('a***');
    expect(maskedAuthor('trần_văn')).toBe('tr***n');
  });
});
