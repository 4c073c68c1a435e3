import { useT } from '@lotus/i18n';
import { Link } from '@lotus/app-shell/routing';
import { useUnreadCount } from './inbox-queries.ts';
import * as styles from './InboxLink.css.ts';

/** The header's envelope: opens the inbox, with the unread count as a badge. */
export function InboxLink() {
  const { t } = useT('inbox');
  const unread = useUnreadCount();
  const count = unread.data?.count ?? 0;
  const label = count > 0 ? `${t('inbox.open')} (${t('inbox.unreadCount', { count })})` : t('inbox.open');
  return (
    <Link to="/inbox" className={styles.link} aria-label={label} data-testid="inbox-link">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
          d="M3 6.5h18v11H3zM3 7l9 6.5L21 7"
        />
      </svg>
      {count > 0 ? (
        <span className={styles.badge} data-testid="inbox-unread-badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
