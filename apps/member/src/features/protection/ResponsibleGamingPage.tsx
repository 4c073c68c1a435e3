import { useSessionStore } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Skeleton } from '@lotus/ui';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import { AccountNav } from '../account/index.ts';
import { SitePageBody } from '../site-pages/index.ts';
import { SelfExclusionCard, TimeOutCard } from './BreakCards.tsx';
import { LimitsCard } from './LimitsCard.tsx';
import { useLimits } from './protection-queries.ts';
import { RealityCheckCard } from './RealityCheckCard.tsx';
import * as styles from './ResponsibleGamingPage.css.ts';

/**
 * Responsible gaming (/responsible-gaming): the operator's page (18+, the signs of a problem, the
 * tools, where to get help), and the tools themselves: deposit and loss limits with what each
 * window has used, the reality-check reminder, and the breaks (time-out, self-exclusion) that log
 * out at once. A visitor reads the text first, then is invited to log in for the tools; a member
 * finds their tools first and the text after them.
 */
export function ResponsibleGamingPage() {
  const { t } = useT('common', 'protection', 'sitePages');
  const signedIn = useSessionStore((state) => state.token !== null);
  const text = <SitePageBody slug="responsible-gaming" heading="none" />;
  return (
    <div className={styles.page}>
      <AccountNav />
      <h1 className={styles.title}>{t('protection.title')}</h1>
      {signedIn ? null : text}
      {signedIn ? null : (
        // The tools' own cards carry their headings; a visitor sees this one over the invitation to log in.
        <h2 className={styles.sectionTitle}>{t('sitePages.toolsTitle')}</h2>
      )}
      <RequireSignIn>
        <p className={styles.muted}>{t('protection.intro')}</p>
        <Limits />
        <RealityCheckCard />
        <TimeOutCard />
        <SelfExclusionCard />
      </RequireSignIn>
      {signedIn ? <div className={styles.text}>{text}</div> : null}
    </div>
  );
}

function Limits() {
  const { t } = useT('common', 'protection');
  const limits = useLimits();
  if (limits.isPending) {
    return (
      <div aria-busy="true" aria-label={t('common.loading')} className={styles.section}>
        <Skeleton height={220} radius="md" />
        <Skeleton height={220} radius="md" />
      </div>
    );
  }
  if (limits.isError) {
    return <LoadFailed title={t('protection.loadError')} onRetry={() => void limits.refetch()} />;
  }
  return (
    <>
      <LimitsCard kind="deposit" limits={limits.data} />
      <LimitsCard kind="loss" limits={limits.data} />
    </>
  );
}
