import { isApiError } from '@lotus/api-client';
import { useMemberInfo, useRefusalText } from '@lotus/app-shell';
import { Link } from '@lotus/app-shell/routing';
import { useT } from '@lotus/i18n';
import { Badge, Card, useToast } from '@lotus/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { newIdempotencyKey } from '../lib/idempotency-key.ts';
import { wallet, walletQueryKeys } from '../lib/wallet-queries.ts';
import * as styles from './PlayMoney.css.ts';

/**
 * Play money (a free-play guest's, decision 0018): the label every balance of it carries, the
 * top-up that takes the deposit button's place, and what a real-money page says to a guest.
 */

/** The "Play money" label beside a play balance: a colour of its own, and always the words. */
export function PlayMoneyBadge() {
  const { t } = useT('member');
  return (
    <Badge tone="info" className={styles.badge} data-testid="play-money-badge">
      {t('member.playMoney.badge')}
    </Badge>
  );
}

/** The top-up of play money: one request per press (a retry of the same press reuses its key). */
export function usePlayMoneyTopUp() {
  const { t } = useT('member');
  const { show } = useToast();
  const refusalText = useRefusalText();
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  return useMutation({
    mutationFn: () => {
      key.current ??= newIdempotencyKey();
      return wallet.topUpPlayMoney({ idempotencyKey: key.current });
    },
    onSuccess: (topUp) => {
      key.current = null;
      queryClient.setQueryData(walletQueryKeys.balance, (before: object | undefined) =>
        before ? { ...before, balance: topUp.balance } : before,
      );
      void queryClient.invalidateQueries({ queryKey: walletQueryKeys.all });
      show({ message: t('member.playMoney.toppedUp'), tone: 'success' });
    },
    onError: (error) => {
      // A refusal is an answer: the next press is a new request.
      if (isApiError(error) && error.status > 0) key.current = null;
      show({ message: refusalText(error, t('member.playMoney.topUpFailed')), tone: 'warning' });
    },
  });
}

/** The top-up button, styled by the caller (the header's deposit button, `short`; the wallet's action). */
export function PlayMoneyTopUpButton(props: { className?: string; testId?: string; short?: boolean }) {
  const { t } = useT('member');
  const topUp = usePlayMoneyTopUp();
  return (
    <button
      type="button"
      className={props.className}
      data-testid={props.testId ?? 'play-money-top-up'}
      disabled={topUp.isPending}
      aria-busy={topUp.isPending}
      // The header's is short on screen (the deposit button's room), its name says it all.
      {...(props.short === true ? { 'aria-label': t('member.playMoney.topUp') } : {})}
      onClick={() => topUp.mutate()}
    >
      {t(props.short === true ? 'member.playMoney.topUpShort' : 'member.playMoney.topUp')}
    </button>
  );
}

/**
 * What a real-money page (deposit, withdrawal, transfer, bank cards) shows a free-play guest: that
 * free play cannot use it, registration, and the play-money top-up (the bottom bar's deposit tab
 * leads a guest here).
 */
export function NotInFreePlay() {
  const { t } = useT('member');
  return (
    <Card>
      <div className={styles.notice} data-testid="not-in-free-play" role="status">
        <h2 className={styles.noticeTitle}>{t('member.playMoney.unavailableTitle')}</h2>
        <p className={styles.noticeText}>{t('member.playMoney.unavailable')}</p>
        <div className={styles.noticeActions}>
          <Link to="/register" className={styles.noticeAction}>
            {t('member.playMoney.register')}
          </Link>
          <PlayMoneyTopUpButton className={styles.noticeSecondary} testId="not-in-free-play-top-up" />
        </div>
      </div>
    </Card>
  );
}

/**
 * A real-money page (deposit, withdrawal, bank cards): a free-play guest is told plainly that free
 * play cannot use it, and offered to register, instead of a form the server would refuse.
 */
export function RealMoneyOnly(props: { children: ReactNode }) {
  // The member's info is the session's, cached since sign-in: a real member never waits for it.
  const info = useMemberInfo();
  if (info.data?.isDemo === true) {
    return (
      <div className={styles.page}>
        <NotInFreePlay />
      </div>
    );
  }
  return <>{props.children}</>;
}
