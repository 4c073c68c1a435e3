import { useSystemStatus } from '@lotus/app-shell';
import type { ChatMemberState } from '@lotus/contract/chat';
import { useT } from '@lotus/i18n';
import { Card, Skeleton } from '@lotus/ui';
import { Link } from '@lotus/app-shell/routing';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import { useChatRoom } from './chat-queries.ts';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatMessages } from './ChatMessages.tsx';
import * as pageStyles from '../../shell/page.css.ts';
import * as styles from './ChatPage.css.ts';

/** The public chat room: for logged-in members only (visitors are asked to log in). */
export function ChatPage() {
  const { t } = useT('chat');
  return (
    <div className={pageStyles.page}>
      <header className={styles.head}>
        <h1 className={pageStyles.title}>{t('chat.title')}</h1>
        <p className={styles.quiet}>{t('chat.intro')}</p>
      </header>
      <RequireSignIn>
        <ChatRoomView />
      </RequireSignIn>
    </div>
  );
}

function ChatRoomView() {
  const { t } = useT('chat');
  const { room, me, arrived, send, loadOlder } = useChatRoom();

  let messages;
  if (room.isPending) {
    messages = (
      <div className={styles.skeletons} aria-busy="true" aria-label={t('chat.loading')}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={44} radius="md" />
        ))}
      </div>
    );
  } else if (room.isError) {
    messages = (
      <LoadFailed headingLevel={2} title={t('chat.loadError')} onRetry={() => void room.refetch()} />
    );
  } else {
    messages = <ChatMessages room={room.data} arrived={arrived} onLoadOlder={loadOlder} />;
  }

  // Without the reader's standing (its call failed) the composer stays: the server refuses what it must.
  let writing;
  if (me.isPending) writing = <Skeleton height={72} radius="md" />;
  else if (me.data?.guest === true) writing = <GuestNotice />;
  else if (me.data?.mutedUntil && Date.parse(me.data.mutedUntil) > Date.now()) {
    writing = <MutedNotice me={me.data} />;
  } else writing = <ChatComposer send={send} />;

  return (
    <Card padding="sm">
      <div className={styles.room}>
        {messages}
        {room.isSuccess ? writing : null}
      </div>
    </Card>
  );
}

function MutedNotice(props: { me: ChatMemberState }) {
  const { t, language } = useT('chat');
  const { brand } = useSystemStatus();
  const until = formatDateTime(props.me.mutedUntil ?? '', { language, timeZone: brand.timeZone });
  return (
    <section className={styles.notice} aria-labelledby="chat-muted-title" data-testid="chat-muted">
      <h2 id="chat-muted-title" className={styles.noticeTitle}>
        {t('chat.muted.title')}
      </h2>
      <p className={styles.noticeText}>{t('chat.muted.until', { until })}</p>
      {props.me.muteReason ? (
        <p className={styles.noticeText}>{t('chat.muted.reason', { reason: props.me.muteReason })}</p>
      ) : null}
    </section>
  );
}

function GuestNotice() {
  const { t } = useT('chat');
  return (
    <section className={styles.notice} aria-labelledby="chat-guest-title" data-testid="chat-guest">
      <h2 id="chat-guest-title" className={styles.noticeTitle}>
        {t('chat.guest.title')}
      </h2>
      <p className={styles.noticeText}>{t('chat.guest.body')}</p>
      <Link to="/register" className={styles.noticeLink}>
        {t('chat.guest.register')}
      </Link>
    </section>
  );
}
