import { useSubmit, useSystemStatus } from '@lotus/app-shell';
import type { MemberMessage } from '@lotus/contract/messages';
import { useT } from '@lotus/i18n';
import { Badge, Button, Card, EmptyState, Skeleton, useToast } from '@lotus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link } from '@lotus/app-shell/routing';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import { inboxQueryKeys } from '../../lib/account-queries.ts';
import { showReadAtOnce } from './inbox-cache.ts';
import { inboxApi, inboxPageSize, useUnreadCount } from './inbox-queries.ts';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { renderMessage } from './render-message.ts';
import * as styles from './InboxPage.css.ts';

/** The member's inbox: deposits, withdrawals and the operator's mail, in the reader's language. */
export function InboxPage() {
  return (
    <RequireSignIn>
      <Inbox />
    </RequireSignIn>
  );
}

function Inbox() {
  const { t } = useT('common', 'inbox');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const messages = useQuery({
    queryKey: inboxQueryKeys.page(page),
    queryFn: () => inboxApi.list({ page, size: inboxPageSize }),
  });
  const unread = useUnreadCount();
  const total = messages.data?.total;
  // A delete can empty the last page: step back to the page that now is the last.
  useEffect(() => {
    if (total === undefined) return;
    const last = Math.max(1, Math.ceil(total / inboxPageSize));
    if (page > last) setPage(last);
  }, [total, page]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: inboxQueryKeys.all });
  const failed = () => show({ message: t('inbox.actionFailed'), tone: 'danger' });
  // The inbox's buttons say a failure in a toast of their own.
  const readAll = useSubmit({
    send: inboxApi.markAllRead,
    onSuccess: async () => {
      await refresh();
      show({ message: t('inbox.allRead'), tone: 'success' });
    },
    onRefused: failed,
  });

  let body;
  if (messages.isPending) {
    body = (
      <div aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={96} radius="md" />
      </div>
    );
  } else if (messages.isError) {
    body = <LoadFailed title={t('inbox.loadError')} onRetry={() => void messages.refetch()} />;
  } else if (messages.data.total === 0) {
    body = <EmptyState title={t('inbox.empty')} description={t('inbox.emptyHint')} />;
  } else {
    const pages = Math.max(1, Math.ceil(messages.data.total / inboxPageSize));
    body = (
      <>
        <ul className={styles.list} data-testid="inbox-list">
          {messages.data.content.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} onChanged={refresh} onFailed={failed} />
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <nav className={styles.pager} aria-label={t('inbox.title')}>
            <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('inbox.previous')}
            </Button>
            <span>{t('inbox.pageOf', { page, pages })}</span>
            <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('inbox.next')}
            </Button>
          </nav>
        ) : null}
      </>
    );
  }
  const anyUnread = (unread.data?.count ?? 0) > 0;
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('inbox.title')}</h1>
        <Button
          size="sm"
          variant="secondary"
          disabled={!anyUnread}
          loading={readAll.pending}
          onClick={() => readAll.submit()}
        >
          {t('inbox.readAll')}
        </Button>
      </div>
      {body}
    </div>
  );
}

/**
 * One message: its title, time and whether it is unread; the title opens it (a disclosure button),
 * and opening an unread message marks it read, shown at once in the list and the header's count.
 */
function MessageCard(props: {
  message: MemberMessage;
  onChanged: () => Promise<void>;
  onFailed: () => void;
}) {
  const { message } = props;
  const { t, language } = useT('common', 'inbox');
  const { brand } = useSystemStatus();
  const { show } = useToast();
  const queryClient = useQueryClient();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const context = { language, currency: brand.currency, timeZone: brand.timeZone };
  const rendered = renderMessage(t, message, context);
  const unread = message.readAt === null;
  const markRead = useSubmit({
    send: () => inboxApi.markRead(message.id),
    onSuccess: props.onChanged,
    onRefused: async () => {
      await props.onChanged();
      props.onFailed();
    },
  });
  const remove = useSubmit({
    send: () => inboxApi.remove(message.id),
    onSuccess: async () => {
      await props.onChanged();
      show({ message: t('inbox.deleted'), tone: 'success' });
    },
    onRefused: props.onFailed,
  });
  const toggle = () => {
    setOpen(!open);
    if (open || !unread) return;
    showReadAtOnce(queryClient, message.id);
    markRead.submit();
  };
  return (
    <Card>
      <article className={styles.message} data-testid="inbox-message" data-unread={unread}>
        <div className={styles.messageHead}>
          <h2 className={`${styles.messageTitle} ${unread ? styles.unreadTitle : styles.readTitle}`}>
            <button
              type="button"
              className={styles.opener}
              aria-expanded={open}
              aria-controls={bodyId}
              onClick={toggle}
            >
              {unread ? <Badge tone="primary">{t('inbox.unread')}</Badge> : null}
              {/* Read aloud as "Chưa đọc Nạp tiền thành công", not run together. */}{' '}
              <span>{rendered.title}</span>
            </button>
          </h2>
          <time className={styles.time} dateTime={message.createdAt}>
            {formatDateTime(message.createdAt, context)}
          </time>
        </div>
        <div id={bodyId} className={styles.messageBody} hidden={!open}>
          <p className={styles.body}>{rendered.body}</p>
          {rendered.note ? <p className={styles.muted}>{rendered.note}</p> : null}
        </div>
        <div className={styles.actions}>
          {message.kind === 'feedback_replied' ? (
            <Link to="/feedback" className={styles.link}>
              {t('inbox.seeFeedback')}
            </Link>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            loading={remove.pending}
            aria-label={t('inbox.deleteLabel', { title: rendered.title })}
            onClick={() => remove.submit()}
          >
            {t('inbox.delete')}
          </Button>
        </div>
      </article>
    </Card>
  );
}
