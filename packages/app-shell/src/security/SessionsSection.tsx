import { security } from '../api.ts';
import { formatDateTime, useT } from '@lotus/i18n';
import { Badge, Button, EmptyState, Skeleton } from '@lotus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSystemStatus } from '../status-context.ts';
import { useSubmit } from '../use-submit.ts';
import { deviceText } from './device-text.ts';
import * as styles from './security.css.ts';

const sessionsKey = ['member', 'security', 'sessions'] as const;

/** Where the account is signed in now, with a way to end any other session. */
export function SessionsSection() {
  const { t, language } = useT('common', 'security');
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: sessionsKey, queryFn: security.sessions });
  // Each row ends its own session: a second row may be ended while the first is on its way.
  const end = useSubmit({
    send: security.endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
    oneAtATime: false,
  });
  const { brand } = useSystemStatus();
  return (
    <section className={styles.section} aria-labelledby="sessions-title">
      <h2 id="sessions-title" className={styles.subtitle}>
        {t('security.sessions')}
      </h2>
      {sessions.isPending ? (
        <Skeleton height={64} radius="md" />
      ) : sessions.isError ? (
        <EmptyState
          title={t('common.error')}
          action={<Button onClick={() => void sessions.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <ul className={styles.list} data-testid="session-list">
          {sessions.data.map((session) => (
            <li key={session.id} className={styles.item} data-testid="session-row">
              <span className={styles.itemText}>
                <span title={session.userAgent ?? undefined}>{deviceText(session.device, t)}</span>
                <span className={styles.muted}>
                  {t('security.seen', {
                    time: formatDateTime(session.lastSeenAt, { language, timeZone: brand.timeZone }),
                    ip: session.ip ?? '—',
                  })}
                </span>
              </span>
              {session.current ? (
                <Badge tone="success">{t('security.thisDevice')}</Badge>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={end.pending && end.sent === session.id}
                  onClick={() => end.submit(session.id)}
                >
                  {t('security.endSession')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
