import { useSystemStatus } from '@lotus/app-shell';
import type { ChatRoomMessage } from '@lotus/contract/chat';
import { useT } from '@lotus/i18n';
import { Button, EmptyState } from '@lotus/ui';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format-date-time.ts';
import type { ArrivedMessage } from './chat-queries.ts';
import type { ChatRoom } from './chat-room-state.ts';
import * as styles from './ChatPage.css.ts';
import { useStickToBottom } from './use-stick-to-bottom.ts';

/**
 * The room's messages, oldest at the top and newest at the bottom, in a scrolling box that follows
 * the newest unless the reader scrolled up. Messages are plain text: React writes them as text, so
 * nothing a member types is ever read as markup. A message from someone else that arrives while the
 * page is open is read out politely, once, in a status line.
 */
export function ChatMessages(props: {
  room: ChatRoom;
  arrived: ArrivedMessage | null;
  onLoadOlder: () => Promise<void>;
}) {
  const { t } = useT('chat');
  const { messages, hasMore } = props.room;
  const [older, setOlder] = useState<'idle' | 'loading' | 'failed'>('idle');
  const scroll = useStickToBottom({
    firstId: messages[0]?.id,
    lastId: messages.at(-1)?.id,
    count: messages.length,
  });

  const loadOlder = () => {
    setOlder('loading');
    props.onLoadOlder().then(
      () => setOlder('idle'),
      () => setOlder('failed'),
    );
  };

  return (
    <div className={styles.messagesArea}>
      <div
        ref={scroll.ref}
        onScroll={scroll.onScroll}
        className={styles.scroller}
        // A region that scrolls must take focus, or a keyboard user cannot scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={t('chat.listLabel')}
        data-testid="chat-scroller"
      >
        <div className={styles.listTop}>
          {hasMore ? (
            <Button size="sm" variant="ghost" loading={older === 'loading'} onClick={loadOlder}>
              {t('chat.loadOlder')}
            </Button>
          ) : messages.length > 0 ? (
            <p className={styles.quiet}>{t('chat.beginning')}</p>
          ) : null}
          {older === 'failed' ? (
            <p role="alert" className={styles.quiet}>
              {t('chat.olderFailed')}
            </p>
          ) : null}
        </div>
        {messages.length === 0 ? (
          <EmptyState headingLevel={2} title={t('chat.empty')} description={t('chat.emptyHint')} />
        ) : (
          <ol className={styles.list} data-testid="chat-list">
            {messages.map((message) => (
              <ChatLine key={message.id} message={message} />
            ))}
          </ol>
        )}
      </div>
      {scroll.unseen ? (
        <Button size="sm" className={styles.jump} onClick={scroll.scrollToBottom}>
          {t('chat.jumpToNewest')}
        </Button>
      ) : null}
      <p className={styles.visuallyHidden} role="status" aria-live="polite" data-testid="chat-announcer">
        {props.arrived ? t('chat.announce', { author: props.arrived.author, text: props.arrived.text }) : ''}
      </p>
    </div>
  );
}

function ChatLine(props: { message: ChatRoomMessage }) {
  const { t, language } = useT('chat');
  const { brand } = useSystemStatus();
  const { message } = props;
  const author = message.mine ? t('chat.you') : message.author;
  const time = formatDateTime(message.createdAt, { language, timeZone: brand.timeZone });
  return (
    <li className={message.mine ? `${styles.line} ${styles.mine}` : styles.line} data-testid="chat-message">
      <div className={styles.lineHead}>
        <span className={styles.author}>{author}</span>
        <time className={styles.time} dateTime={message.createdAt} title={time}>
          {time}
        </time>
      </div>
      <p className={styles.text}>{message.text}</p>
    </li>
  );
}
