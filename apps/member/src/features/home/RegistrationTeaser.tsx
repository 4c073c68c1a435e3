import { apiClient, useSessionStore, useSystemStatus } from '@lotus/app-shell';
import { getRegistrationBonus } from '@lotus/contract/promotion-teaser';
import { formatMoney, useT } from '@lotus/i18n';
import { Link } from '@lotus/app-shell/routing';
import { useQuery } from '@tanstack/react-query';
import * as styles from './RegistrationTeaser.css.ts';

/**
 * The registration teaser for visitors. It names the welcome bonus the operator runs (the live
 * registration-bonus promotion's amount) and, when there is none or it cannot be read, invites to
 * register without a figure: we never show a figure we do not pay (product notes). The call goes
 * through the site's one client (no schema, no new library: the home page's budget is tight).
 */
export function RegistrationTeaser() {
  const { t, language } = useT('announcements');
  const { brand } = useSystemStatus();
  const signedIn = useSessionStore((state) => state.token !== null);
  const bonus = useQuery({
    queryKey: ['promotions', 'registration-bonus'],
    queryFn: () => apiClient.call(getRegistrationBonus),
    enabled: !signedIn,
    staleTime: 60_000,
  });
  if (signedIn) return null;
  const amount = bonus.data?.amount ? formatMoney(bonus.data.amount, bonus.data.currency, language) : null;
  return (
    <aside
      className={styles.teaser}
      aria-labelledby="registration-teaser-title"
      data-testid="registration-teaser"
    >
      <div className={styles.text}>
        <h2 id="registration-teaser-title" className={styles.title}>
          {amount
            ? t('announcements.teaser.bonusTitle', { brand: brand.name, amount })
            : t('announcements.teaser.title', { brand: brand.name })}
        </h2>
        <p className={styles.body}>
          {amount ? t('announcements.teaser.bonusText', { amount }) : t('announcements.teaser.text')}
        </p>
      </div>
      <Link to="/register" className={styles.action}>
        {t('announcements.teaser.action')}
      </Link>
    </aside>
  );
}
