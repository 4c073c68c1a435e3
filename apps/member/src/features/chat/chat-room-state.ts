import type { ChatLiveEvent, ChatList, ChatMessage, ChatRoomMessage } from '@lotus/contract/chat';

/** The room as the page holds it: messages oldest first (the newest at the bottom), and whether older remain. */
export interface ChatRoom {
  messages: ChatRoomMessage[];
  hasMore: boolean;
}

/** How many messages a page keeps: beyond it the oldest go (and can be loaded again). */
export const chatRoomCap = 300;

const idPattern = /^[1-9]\d{0,17}$/;
const text = (value: unknown): value is string => typeof value === 'string';

/** Ids are decimal strings of 64-bit numbers: compared as BigInt, never as floats or text. */
function compareIds(a: string, b: string): number {
  const difference = BigInt(a) - BigInt(b);
  return difference === 0n ? 0 : difference > 0n ? 1 : -1;
}

function readMessage(value: unknown): ChatMessage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, author, text: body, createdAt } = value as Record<string, unknown>;
  if (!text(id) || !idPattern.test(id) || !text(author) || !text(body) || !text(createdAt)) return undefined;
  if (Number.isNaN(Date.parse(createdAt))) return undefined;
  return { id, author, text: body, createdAt };
}

/** A `chat` event as the stream delivered it, or undefined when it is not one the page understands. */
export function readChatEvent(data: unknown): ChatLiveEvent | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const event = data as Record<string, unknown>;
  if (event['kind'] === 'message') {
    const message = readMessage(event['message']);
    return message ? { kind: 'message', message } : undefined;
  }
  if (event['kind'] === 'deleted') {
    const id = event['id'];
    return text(id) && idPattern.test(id) ? { kind: 'deleted', id } : undefined;
  }
  if (event['kind'] === 'muted') {
    const { mutedUntil, muteReason } = event;
    const until =
      mutedUntil === null
        ? null
        : text(mutedUntil) && !Number.isNaN(Date.parse(mutedUntil))
          ? mutedUntil
          : undefined;
    const reason = muteReason === null ? null : text(muteReason) ? muteReason : undefined;
    if (until === undefined || reason === undefined) return undefined;
    return { kind: 'muted', mutedUntil: until, muteReason: reason };
  }
  return undefined;
}

/** An account name as the room shows authors (the server's mask, "nguyen" → "ng***n"). */
export function maskedAuthor(account: string): string {
  const characters = Array.from(account);
  if (characters.length <= 3) return `${characters[0] ?? ''}***`;
  return `${characters.slice(0, 2).join('')}***${characters.at(-1) ?? ''}`;
}

/** The room from the server's answer. */
export function roomOf(list: ChatList): ChatRoom {
  return { messages: list.content, hasMore: list.hasMore };
}

/**
 * The room with a message in its place by id. A message the room holds already keeps its place; it
 * becomes the reader's own when either copy says so (the send's answer and the live event race).
 */
export function withMessage(room: ChatRoom, message: ChatMessage, mine: boolean): ChatRoom {
  const index = room.messages.findIndex((held) => held.id === message.id);
  if (index >= 0) {
    const held = room.messages[index]!;
    if (held.mine || !mine) return room;
    const messages = [...room.messages];
    messages[index] = { ...held, mine: true };
    return { ...room, messages };
  }
  const messages = [...room.messages, { ...message, mine }].sort((a, b) => compareIds(a.id, b.id));
  if (messages.length <= chatRoomCap) return { ...room, messages };
  return { messages: messages.slice(messages.length - chatRoomCap), hasMore: true };
}

/** The room without a deleted message (unchanged when it did not hold it). */
export function withoutMessage(room: ChatRoom, id: string): ChatRoom {
  if (!room.messages.some((held) => held.id === id)) return room;
  return { ...room, messages: room.messages.filter((held) => held.id !== id) };
}

/** The room with an older page on top (`older` as the server answered `?before=`). */
export function withOlder(room: ChatRoom, older: ChatList): ChatRoom {
  const held = new Set(room.messages.map((message) => message.id));
  const added = older.content.filter((message) => !held.has(message.id));
  return {
    messages: [...added, ...room.messages].sort((a, b) => compareIds(a.id, b.id)),
    hasMore: older.hasMore,
  };
}
