import { security } from '../api.ts';
import { formatDateTime, useT } from '@lotus/i18n';
import { Badge, Button, EmptyState, Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { useSystemStatus } from '../status-context.ts';
import { deviceText } from './device-text.ts';
import * as styles from './security.css.ts';

/** The account's recent logins, failed ones included, so a member can spot someone else's. */
export function LoginsSection() {
  const { t, language } = useT('common', 'security');
  const logins = useQuery({ queryKey: ['member', 'security', 'logins'], queryFn: security.logins });
  const { brand } = useSystemStatus();
  return (
    <section className={styles.section} aria-labelledby="logins-title">
      <h2 id="logins-title" className={styles.subtitle}>
        {t('security.recentLogins')}
      </h2>
      {logins.isPending ? (
        <Skeleton height={64} radius="md" />
      ) : logins.isError ? (
        <EmptyState
          title={t('common.error')}
          action={<Button onClick={() => void logins.refetch()}>{t('common.retry')}</Button>}
        />
      ) : logins.data.length === 0 ? (
        <EmptyState title={t('common.empty')} />
      ) : (
        <ul className={styles.list} data-testid="login-history">
          {logins.data.map((entry) => (
            <li key={`${entry.at}-${entry.ip ?? ''}`} className={styles.item}>
              <span className={styles.itemText}>
                <span>{formatDateTime(entry.at, { language, timeZone: brand.timeZone })}</span>
                <span className={styles.muted}>
                  {deviceText(entry.device, t)} · {entry.ip ?? '—'}
                </span>
              </span>
              <Badge tone={entry.success ? 'success' : 'danger'}>
                {entry.success ? t('security.loginOk') : t('security.loginFailed')}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
