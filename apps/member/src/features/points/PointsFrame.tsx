import { useRefusalText } from '@lotus/app-shell';
import { NavLink } from '@lotus/app-shell/routing';
import { useT } from '@lotus/i18n';
import type { EmptyStateHeadingLevel } from '@lotus/ui';
import { Button, EmptyState } from '@lotus/ui';
import type { ReactNode } from 'react';
import { AccountNav } from '../account/index.ts';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import * as styles from './points.css.ts';

/**
 * A points page: the account's tabs, the page's title and lead, the points pages' own tabs (mall,
 * records, detail, rules), then the page. Signed-in members only.
 */
export function PointsFrame(props: { title: string; lead?: string; children: ReactNode }) {
  return (
    <RequireSignIn>
      <div className={styles.page}>
        <AccountNav />
        <div className={styles.stack}>
          <h1 className={styles.title}>{props.title}</h1>
          {props.lead ? <p className={styles.notice}>{props.lead}</p> : null}
          <PointsNav />
        </div>
        {props.children}
      </div>
    </RequireSignIn>
  );
}

function PointsNav() {
  const { t } = useT('points');
  return (
    <nav aria-label={t('points.nav.label')} className={styles.pointsNav}>
      <NavLink to="/points-mall" end>
        {t('points.nav.mall')}
      </NavLink>
      <NavLink to="/points-mall/records">{t('points.nav.records')}</NavLink>
      <NavLink to="/points" end>
        {t('points.nav.detail')}
      </NavLink>
      <NavLink to="/points/rules">{t('points.nav.rules')}</NavLink>
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
