import { useSystemStatus } from '@lotus/app-shell';
import { Link } from '@lotus/app-shell/routing';
import { useT } from '@lotus/i18n';
import { useSiteFooter } from './site-pages-queries.ts';
import * as styles from './SiteFooter.css.ts';

const pageLinks = [
  ['/responsible-gaming', 'sitePages.footer.responsibleGaming'],
  ['/help', 'sitePages.footer.help'],
  ['/terms', 'sitePages.footer.terms'],
  ['/privacy', 'sitePages.footer.privacy'],
] as const;

/**
 * The member site's footer, on every page: 18+, the responsible-gaming, help, terms and privacy
 * links, the payment methods and the licence text the operator sets, the brand and the year. The
 * layout loads it when the page's end nears the screen; until the operator's settings arrive (or
 * if they cannot) it shows what it knows without them.
 */
export function SiteFooter() {
  const { t } = useT('sitePages');
  const { brand } = useSystemStatus();
  const settings = useSiteFooter();
  const badges = settings.data?.paymentBadges ?? [];
  const licence = settings.data?.licenceText ?? '';
  return (
    <div className={styles.footer} data-testid="site-footer">
      <p className={styles.adult}>
        <span className={styles.adultBadge} aria-hidden="true">
          {t('sitePages.footer.adultsOnly')}
        </span>
        <span>{t('sitePages.footer.adultsOnlyText')}</span>
      </p>
      <nav aria-label={t('sitePages.footer.links')}>
        <ul className={styles.links}>
          {pageLinks.map(([to, key]) => (
            <li key={to}>
              <Link to={to} className={styles.link}>
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {badges.length > 0 ? (
        <section className={styles.payments} aria-labelledby="site-footer-payments">
          <h2 id="site-footer-payments" className={styles.paymentsTitle}>
            {t('sitePages.footer.paymentMethods')}
          </h2>
          <ul className={styles.badges}>
            {badges.map((badge) => (
              <li key={badge} className={styles.badge}>
                {t(`sitePages.footer.badge.${badge}`)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {licence ? <p className={styles.licence}>{licence}</p> : null}
      <p className={styles.copyright}>
        {t('sitePages.footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}
      </p>
    </div>
  );
}
