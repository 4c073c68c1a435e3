import { isApiError } from '@lotus/api-client';
import { FormAlert, useSubmit, useSystemStatus } from '@lotus/app-shell';
import type { ReferralFriend, ReferralSummary } from '@lotus/contract/referral';
import { formatDate, formatMoney, useT } from '@lotus/i18n';
import type { BadgeTone } from '@lotus/ui';
import { Badge, Button, EmptyState, Skeleton, useToast } from '@lotus/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { Pager } from '../../components/Pager.tsx';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { walletQueryKeys } from '../../lib/wallet-queries.ts';
import { LoadProblem } from './LoadProblem.tsx';
import { friendsPageSize, referralApi, referralQueryKeys } from './referral-queries.ts';
import * as styles from './referral.css.ts';

const statusTone: Record<ReferralFriend['status'], BadgeTone> = {
  pending: 'neutral',
  qualified: 'warning',
  claimed: 'success',
};

/**
 * The friends the member referred, newest first: each one's progress, status and what it earned,
 * with a claim button when its reward waits, and "claim all" above them. After a claim the friend's
 * row says claimed, and the totals and the header's balance are asked again. One idempotency key
 * per claim until it is answered, so a retry after a lost answer pays once.
 */
export function FriendsList(props: { summary: ReferralSummary }) {
  const { t, language } = useT('referral', 'common');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const filter = { page, size: friendsPageSize };
  const friends = useQuery({
    queryKey: referralQueryKeys.friends(filter),
    queryFn: () => referralApi.friends(filter),
    placeholderData: keepPreviousData,
  });
  const { summary } = props;
  const money = (amount: string) => formatMoney(amount, summary.currency, language);
  const claimable = summary.rules?.active === true && summary.totals.qualified > 0;

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: referralQueryKeys.all }),
      queryClient.invalidateQueries({ queryKey: walletQueryKeys.all }),
    ]);
  // A refusal means the friend's standing moved (claimed elsewhere, the programme paused): show it.
  const refreshOnRefusal = (failure: unknown) => (isApiError(failure) ? refresh() : undefined);
  const attempts = useRef(new Map<string, string>());
  const keyOf = (target: string) => {
    const known = attempts.current.get(target);
    if (known) return known;
    const key = newIdempotencyKey();
    attempts.current.set(target, key);
    return key;
  };
  const fallback = { unanswered: t('referral.friends.claimFailed'), otherwise: t('common.error') };

  const claim = useSubmit<ReferralFriend, ReferralFriend>({
    send: (friend) => referralApi.claim(friend.id, keyOf(friend.id)),
    onSuccess: async (answer) => {
      attempts.current.delete(answer.id);
      // The row says claimed at once; the lists and the totals follow.
      queryClient.setQueryData(referralQueryKeys.friends(filter), (current: typeof friends.data) =>
        current
          ? { ...current, content: current.content.map((each) => (each.id === answer.id ? answer : each)) }
          : current,
      );
      show({ message: t('referral.friends.claimed', { amount: money(answer.earned) }), tone: 'success' });
      await refresh();
    },
    fallback,
    onRefused: refreshOnRefusal,
  });
  const claimAll = useSubmit<void, { claimed: number; amount: string }>({
    send: () => referralApi.claimAll(keyOf('all')),
    onSuccess: async (answer) => {
      attempts.current.delete('all');
      show({
        message:
          answer.claimed === 0
            ? t('referral.friends.claimedNone')
            : t('referral.friends.claimedAll', { amount: money(answer.amount), count: answer.claimed }),
        tone: answer.claimed === 0 ? 'info' : 'success',
      });
      await refresh();
    },
    fallback,
    onRefused: refreshOnRefusal,
  });

  let body: ReactNode;
  if (friends.isPending) {
    body = (
      <div aria-busy="true" aria-label={t('referral.friends.loading')} className={styles.list}>
        <Skeleton height={72} radius="md" />
        <Skeleton height={72} radius="md" />
      </div>
    );
  } else if (friends.isError) {
    body = (
      <LoadProblem
        headingLevel={3}
        title={t('referral.friends.loadError')}
        failure={friends.error}
        onRetry={() => void friends.refetch()}
      />
    );
  } else if (friends.data.total === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        title={t('referral.friends.empty')}
        description={t('referral.friends.emptyHint')}
      />
    );
  } else {
    body = (
      <>
        <ul className={styles.list} aria-labelledby="referral-friends-title" aria-busy={friends.isFetching}>
          {friends.data.content.map((friend) => (
            <FriendItem
              key={friend.id}
              friend={friend}
              summary={summary}
              pending={claim.pending && claim.sent?.id === friend.id}
              onClaim={() => claim.submit(friend)}
            />
          ))}
        </ul>
        <Pager
          page={page}
          size={friendsPageSize}
          total={friends.data.total}
          onPage={setPage}
          texts={{
            label: t('referral.friends.pager.label'),
            previous: t('referral.friends.pager.previous'),
            next: t('referral.friends.pager.next'),
            pageOf: (current, pages) => t('referral.friends.pager.pageOf', { page: current, pages }),
          }}
        />
      </>
    );
  }

  return (
    <section className={styles.stack} aria-labelledby="referral-friends-title">
      <div className={styles.listHead}>
        <h2 id="referral-friends-title" className={styles.sectionTitle}>
          {t('referral.friends.title')}
        </h2>
        {claimable ? (
          <Button size="sm" loading={claimAll.pending} onClick={() => claimAll.submit()}>
            {t('referral.friends.claimAll', { amount: money(summary.totals.claimable) })}
          </Button>
        ) : null}
      </div>
      <FormAlert message={claim.refusal ?? claimAll.refusal} />
      {body}
    </section>
  );
}

function FriendItem(props: {
  friend: ReferralFriend;
  summary: ReferralSummary;
  pending: boolean;
  onClaim: () => void;
}) {
  const { t, language } = useT('referral');
  const { brand } = useSystemStatus();
  const { friend, summary } = props;
  const money = (amount: string) => formatMoney(amount, summary.currency, language);
  const reached = (done: boolean) => (
    <dd className={done ? styles.reached : undefined}>
      {done ? t('referral.friends.reached') : t('referral.friends.notReached')}
    </dd>
  );
  const canClaim = friend.status === 'qualified' && summary.rules?.active === true;
  return (
    <li className={styles.friend} data-testid="referral-friend">
      <div className={styles.stack} style={{ gap: '0.35rem' }}>
        <div className={styles.friendHead}>
          <p className={styles.friendName}>{friend.username}</p>
          <Badge tone={statusTone[friend.status]}>{t(`referral.friends.status.${friend.status}`)}</Badge>
        </div>
        <time className={styles.muted} dateTime={friend.joinedAt}>
          {t('referral.friends.joined', {
            date: formatDate(friend.joinedAt, { language, timeZone: brand.timeZone }),
          })}
        </time>
        <dl className={styles.progress}>
          <div className={styles.progressItem}>
            <dt>{t('referral.friends.deposits')}</dt>
            {reached(friend.depositsReached)}
          </div>
          <div className={styles.progressItem}>
            <dt>{t('referral.friends.bets')}</dt>
            {reached(friend.betsReached)}
          </div>
        </dl>
      </div>
      <div className={styles.friendEnd}>
        {friend.status === 'claimed' ? (
          <p className={styles.earned}>{t('referral.friends.earned', { amount: money(friend.earned) })}</p>
        ) : null}
        {canClaim ? (
          <Button size="sm" loading={props.pending} onClick={props.onClaim}>
            {t('referral.friends.claim', { amount: money(summary.rules!.reward) })}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
