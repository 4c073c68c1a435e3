import { useT } from '@lotus/i18n';
import { Link, useLocation } from '@lotus/app-shell/routing';
import type { BottomNavSection } from './bottom-nav-sections.ts';
import { bottomNavSections, currentSection } from './bottom-nav-sections.ts';
import * as styles from './BottomNav.css.ts';

// Outline icons on a 24 px grid, drawn in the text colour (the current section's is the brand's).
const iconPaths: Record<BottomNavSection['id'], string> = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-5.5h3V20h5V9.5',
  games:
    'M7 8h10a4 4 0 0 1 4 4v1.5a3.5 3.5 0 0 1-6.2 2.2L14 14.5h-4l-.8 1.2A3.5 3.5 0 0 1 3 13.5V12a4 4 0 0 1 4-4zM8 10.5v3M6.5 12h3M15.5 11.5h.01M17.5 13h.01',
  lottery: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zM9 7v10M12.5 10.5h4M12.5 13.5h3',
  deposit: 'M3 7.5h18v11H3zM3 10.5h18M12 13v3.5M10.25 14.75h3.5',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20a7.5 7.5 0 0 1 15 0',
};

/**
 * A phone's bottom bar (under 768 px): home, games, lottery, deposit and account, each an icon
 * with its label, the current section marked (aria-current). Fixed over the page's foot, with the
 * safe area below it and a spacer at the page's end so nothing stays under it.
 */
export function BottomNav() {
  const { t } = useT('shell');
  const { pathname } = useLocation();
  const current = currentSection(pathname);
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <nav className={styles.bar} aria-label={t('shell.bottomNav.label')} data-testid="bottom-nav">
        {bottomNavSections.map((section) => (
          <Link
            key={section.id}
            to={section.to}
            className={styles.item}
            aria-current={current === section.id ? 'page' : undefined}
            data-testid={`bottom-nav-${section.id}`}
          >
            <svg
              className={styles.icon}
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={iconPaths[section.id]} />
            </svg>
            <span className={styles.label}>{t(`shell.bottomNav.${section.id}`)}</span>
          </Link>
        ))}
      </nav>
    </>
  );
}
