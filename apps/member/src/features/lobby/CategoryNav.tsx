import { useT } from '@lotus/i18n';
import { NavLink } from '@lotus/app-shell/routing';
import { lobbyCategories } from './lobby-filters.ts';
import * as styles from './lobby.css.ts';

/** The way to every category's lobby (the slots lobby also has its vendor lanes at /rng). */
export function CategoryNav() {
  const { t } = useT('lobby');
  return (
    <nav aria-label={t('lobby.categoriesLabel')} className={styles.categoryNavBox}>
      <ul className={styles.categoryNav}>
        {lobbyCategories.map((category) => (
          <li key={category}>
            <NavLink to={`/games/${category}`} className={styles.categoryLink}>
              {t(`lobby.categories.${category}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
