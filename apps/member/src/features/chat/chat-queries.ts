import { apiClient, useMemberInfo } from '@lotus/app-shell';
import { chatApi as createChatApi } from '@lotus/api-client';
import type { ChatMemberState, ChatPostRequest, ChatRoomMessage } from '@lotus/contract/chat';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveTopic } from '../../lib/live-events.ts';
import type { ChatRoom } from './chat-room-state.ts';
import {
  maskedAuthor,
  readChatEvent,
  roomOf,
  withMessage,
  withOlder,
  withoutMessage,
} from './chat-room-state.ts';

/** The chat calls, over the site's one API client. */
export const chatApi = createChatApi(apiClient);

export const chatQueryKeys = {
  room: ['chat', 'room'] as const,
  me: ['chat', 'me'] as const,
};

/** How many messages a page asks for at a time. */
export const chatPageSize = 50;

/** A message from someone else that arrived while the page was open: what the status line reads out. */
export interface ArrivedMessage {
  id: string;
  author: string;
  text: string;
}

/**
 * The room and the reader's standing, kept live: each `chat` event adds or removes a message (or, for
 * the reader's own pages, changes their mute); each (re)connection of the stream asks again, since
 * events sent while it was down are lost.
 */
export function useChatRoom() {
  const queryClient = useQueryClient();
  const room = useQuery({
    queryKey: chatQueryKeys.room,
    queryFn: async () => roomOf(await chatApi.messages({ size: chatPageSize })),
  });
  const me = useQuery({ queryKey: chatQueryKeys.me, queryFn: chatApi.me });
  const [arrived, setArrived] = useState<ArrivedMessage | null>(null);
  const info = useMemberInfo();
  // Texts of the reader's sends still waiting for their answer: the live event of one may come first.
  const sending = useRef(new Map<string, number>());
  const ownAuthor = info.data ? maskedAuthor(info.data.account) : undefined;

  const update = useCallback(
    (change: (held: ChatRoom) => ChatRoom) =>
      queryClient.setQueryData<ChatRoom>(chatQueryKeys.room, (held) => (held ? change(held) : held)),
    [queryClient],
  );

  useLiveTopic('chat', (data) => {
    const event = readChatEvent(data);
    if (event === undefined) return;
    if (event.kind === 'muted') {
      queryClient.setQueryData<ChatMemberState>(chatQueryKeys.me, (held) =>
        held ? { ...held, mutedUntil: event.mutedUntil, muteReason: event.muteReason } : held,
      );
      return;
    }
    if (event.kind === 'deleted') {
      update((held) => withoutMessage(held, event.id));
      return;
    }
    const held = queryClient.getQueryData<ChatRoom>(chatQueryKeys.room);
    // Before the room has loaded, the first answer brings the message anyway.
    if (held === undefined || held.messages.some((message) => message.id === event.message.id)) return;
    const { message } = event;
    const own =
      sending.current.has(message.text) && (ownAuthor === undefined || ownAuthor === message.author);
    update((current) => withMessage(current, message, own));
    // Only others' messages are read out: the reader knows what they just sent.
    if (!own) setArrived({ id: message.id, author: message.author, text: message.text });
  });
  useLiveTopic('ready', () => {
    void queryClient.invalidateQueries({ queryKey: chatQueryKeys.room });
    void queryClient.invalidateQueries({ queryKey: chatQueryKeys.me });
  });

  // A mute ends by itself: ask again when its time is up, so the composer opens without a reload.
  const mutedUntil = me.data?.mutedUntil ?? null;
  useEffect(() => {
    if (mutedUntil === null) return;
    const wait = Date.parse(mutedUntil) - Date.now();
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: chatQueryKeys.me }),
      Math.min(Math.max(wait, 0) + 500, 2_147_000_000),
    );
    return () => clearTimeout(timer);
  }, [mutedUntil, queryClient]);

  /** Sends a message; the answer goes into the room as the reader's own. */
  const send = useCallback(
    async (request: ChatPostRequest): Promise<ChatRoomMessage> => {
      const pending = sending.current;
      pending.set(request.text, (pending.get(request.text) ?? 0) + 1);
      try {
        const message = await chatApi.send(request);
        update((held) => withMessage(held, message, true));
        return message;
      } finally {
        const left = (pending.get(request.text) ?? 1) - 1;
        if (left > 0) pending.set(request.text, left);
        else pending.delete(request.text);
      }
    },
    [update],
  );

  /** Loads the page of messages before the oldest one shown. */
  const loadOlder = useCallback(async () => {
    const oldest = queryClient.getQueryData<ChatRoom>(chatQueryKeys.room)?.messages[0];
    if (oldest === undefined) return;
    const older = await chatApi.messages({ before: oldest.id, size: chatPageSize });
    update((held) => withOlder(held, older));
  }, [queryClient, update]);

  return { room, me, arrived, send, loadOlder };
}
