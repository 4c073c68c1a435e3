import { useT } from '@lotus/i18n';
import { NavLink } from '@lotus/app-shell/routing';
import * as styles from './bets.css.ts';

/** The two betting pages, side by side. */
export function BetsNav() {
  const { t } = useT('bets');
  return (
    <nav aria-label={t('bets.nav.label')} className={styles.nav}>
      <NavLink to="/betting-record">{t('bets.nav.record')}</NavLink>
      <NavLink to="/profit-loss">{t('bets.nav.profitLoss')}</NavLink>
    </nav>
  );
}
