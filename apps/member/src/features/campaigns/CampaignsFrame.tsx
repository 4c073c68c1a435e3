import { useRefusalText } from '@lotus/app-shell';
import { NavLink } from '@lotus/app-shell/routing';
import { useT } from '@lotus/i18n';
import { Button, EmptyState } from '@lotus/ui';
import type { ReactNode } from 'react';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import * as styles from './campaigns.css.ts';

/**
 * A campaign page: its title and lead, the campaign pages' tabs, then the page. Signed-in members
 * only, but for the verifier (`open`), which recomputes in the browser and asks the server nothing.
 */
export function CampaignsFrame(props: { title: string; lead?: string; open?: boolean; children: ReactNode }) {
  const { t } = useT('campaigns');
  const page = (
    <div className={styles.page}>
      <div className={styles.stack}>
        <h1 className={styles.title}>{props.title}</h1>
        {props.lead ? <p className={styles.notice}>{props.lead}</p> : null}
        <nav aria-label={t('campaigns.nav.label')} className={styles.campaignNav}>
          <NavLink to="/wheel">{t('campaigns.nav.wheel')}</NavLink>
          <NavLink to="/red-envelope">{t('campaigns.nav.redEnvelope')}</NavLink>
          <NavLink to="/lucky-ticket">{t('campaigns.nav.luckyTicket')}</NavLink>
          <NavLink to="/campaigns/draws">{t('campaigns.nav.draws')}</NavLink>
          <NavLink to="/campaigns/verify">{t('campaigns.nav.verify')}</NavLink>
        </nav>
      </div>
      {props.children}
    </div>
  );
  return props.open ? page : <RequireSignIn>{page}</RequireSignIn>;
}

/** What could not be loaded, in the server's words when it gave some, and a button to ask again. */
export function LoadProblem(props: { title: string; failure: unknown; onRetry: () => void }) {
  const { t } = useT('common');
  const wordsOf = useRefusalText();
  return (
    <EmptyState
      title={props.title}
      description={wordsOf(props.failure)}
      action={<Button onClick={props.onRetry}>{t('common.retry')}</Button>}
    />
  );
}
