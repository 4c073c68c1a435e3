import { useRefusalText, useSessionStore } from '@lotus/app-shell';
import { NavLink } from '@lotus/app-shell/routing';
import { useT } from '@lotus/i18n';
import type { EmptyStateHeadingLevel } from '@lotus/ui';
import { Button, EmptyState } from '@lotus/ui';
import type { ReactNode } from 'react';
import * as styles from './promotions.css.ts';

/**
 * A promotions page: its title and lead, and for a member the promotions pages' own tabs
 * (activity centre, reward centre), then the page.
 */
export function PromotionsFrame(props: { title: string; lead?: string; children: ReactNode }) {
  const signedIn = useSessionStore((state) => state.token !== null);
  return (
    <div className={styles.page}>
      <div className={styles.stack}>
        <h1 className={styles.title}>{props.title}</h1>
        {props.lead ? <p className={styles.notice}>{props.lead}</p> : null}
        {signedIn ? <PromotionsNav /> : null}
      </div>
      {props.children}
    </div>
  );
}

function PromotionsNav() {
  const { t } = useT('promotions');
  return (
    <nav aria-label={t('promotions.nav.label')} className={styles.pagesNav}>
      <NavLink to="/promotions" end>
        {t('promotions.nav.centre')}
      </NavLink>
      <NavLink to="/rewards">{t('promotions.nav.rewards')}</NavLink>
    </nav>
  );
}

/** What could not be loaded, in the server's words when it gave some, and a button to ask again. */
export function LoadProblem(props: {
  title: string;
  failure: unknown;
  onRetry: () => void;
  headingLevel?: EmptyStateHeadingLevel;
}) {
  const { t } = useT('common');
  const wordsOf = useRefusalText();
  return (
    <EmptyState
      headingLevel={props.headingLevel}
      title={props.title}
      description={wordsOf(props.failure)}
      action={<Button onClick={props.onRetry}>{t('common.retry')}</Button>}
    />
  );
}
