import { useT } from '@lotus/i18n';
import { Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { AccountNav } from '../account/index.ts';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import { FriendsList } from './FriendsList.tsx';
import { InviteCard } from './InviteCard.tsx';
import { LoadProblem } from './LoadProblem.tsx';
import { ReferralRules } from './ReferralRules.tsx';
import { ReferralTotals } from './ReferralTotals.tsx';
import { referralApi, referralQueryKeys } from './referral-queries.ts';
import * as styles from './referral.css.ts';

/**
 * Invite friends (`/referral`, docs/referral.md): the member's code and link (copy, share, QR
 * code), the rules in plain words, its totals, and its friends with their standing and a claim
 * button for each reward that waits. Signed-in members only.
 */
export function ReferralPage() {
  const { t } = useT('referral');
  return (
    <RequireSignIn>
      <div className={styles.page}>
        <AccountNav />
        <div className={styles.stack}>
          <h1 className={styles.title}>{t('referral.title')}</h1>
          <p className={styles.notice}>{t('referral.lead')}</p>
        </div>
        <Referral />
      </div>
    </RequireSignIn>
  );
}

function Referral() {
  const { t } = useT('referral');
  const summary = useQuery({ queryKey: referralQueryKeys.summary, queryFn: referralApi.summary });
  if (summary.isPending) {
    return (
      <div aria-busy="true" aria-label={t('referral.loading')} className={styles.stack}>
        <Skeleton height={200} radius="lg" />
        <Skeleton height={120} radius="lg" />
      </div>
    );
  }
  if (summary.isError) {
    return (
      <LoadProblem
        title={t('referral.loadError')}
        failure={summary.error}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  return (
    <>
      <InviteCard summary={summary.data} />
      <ReferralTotals summary={summary.data} />
      <ReferralRules summary={summary.data} />
      <FriendsList summary={summary.data} />
    </>
  );
}
