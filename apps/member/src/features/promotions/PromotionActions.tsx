import { isApiError } from '@lotus/api-client';
import { useSubmit } from '@lotus/app-shell';
import { Link } from '@lotus/app-shell/routing';
import type { Promotion } from '@lotus/contract/promotions';
import { formatMoney, useT } from '@lotus/i18n';
import { Button, useToast } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import { walletQueryKeys } from '../../lib/wallet-queries.ts';
import { grantsPageSize, promotionsApi, promotionsQueryKeys } from './promotions-queries.ts';
import { actionOf, bonusTurnover } from './promotions-rules.ts';
import * as styles from './promotions.css.ts';
import { putPromotion } from './use-promotions.ts';

/** What a claim paid and the turnover it asks (null: the server's grant was not read). */
interface Claimed {
  amount: string;
  turnover: string | null;
}

/**
 * A promotion's one action for the member: claim (with the amount; a daily sign-in claims today's),
 * join a challenge, deposit for a match or a reload, apply, or log in for a visitor; or a line
 * saying what is happening (a deposit being credited, an application under review). After a claim:
 * what it paid and the turnover it asks, and the header's balance asked again. One idempotency key
 * per action until it succeeds, so a retry after a lost answer claims once.
 */
export function PromotionActions(props: { promotion: Promotion; signedIn: boolean; inDetail?: boolean }) {
  const { t, language } = useT('promotions', 'common');
  const { promotion } = props;
  const openLogin = useLoginModal((state) => state.open);
  const queryClient = useQueryClient();
  const { show } = useToast();
  const [claimed, setClaimed] = useState<Claimed | null>(null);
  const attempt = useRef<string | null>(null);
  const money = (value: string) => formatMoney(value, promotion.currency, language);
  const action = actionOf(promotion, props.signedIn);
  const title = promotion.title;

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: promotionsQueryKeys.all }),
      queryClient.invalidateQueries({ queryKey: walletQueryKeys.all }),
    ]);

  /** The turnover the claim asked: the reward centre's newest grant of this promotion says it. */
  const turnoverOfClaim = async (amount: string): Promise<string | null> => {
    try {
      const query = { page: 1, size: grantsPageSize };
      const centre = await queryClient.fetchQuery({
        queryKey: promotionsQueryKeys.rewards(query),
        queryFn: () => promotionsApi.rewards(query),
        staleTime: 0,
      });
      const grant = centre.grants.find((each) => each.promotionId === promotion.id);
      if (grant) return grant.turnoverRequired;
    } catch {
      // The claim is made; the figure falls back to what the terms say.
    }
    return bonusTurnover(promotion, amount);
  };

  // A refusal means the status moved (claimed elsewhere, the promotion ended): show the current one.
  // A lost answer keeps the card as it was, so a retry sends the same key and is answered once.
  const refreshOnRefusal = (failure: unknown) =>
    isApiError(failure) ? queryClient.invalidateQueries({ queryKey: promotionsQueryKeys.all }) : undefined;
  const key = () => (attempt.current ??= newIdempotencyKey());
  const claim = useSubmit<string, Promotion>({
    send: () => promotionsApi.claim(promotion.id, key()),
    onSuccess: async (answer, amount) => {
      attempt.current = null;
      putPromotion(queryClient, answer);
      const turnover = await turnoverOfClaim(amount);
      setClaimed({ amount, turnover });
      show({ message: t('promotions.claimed.toast', { amount: money(amount) }), tone: 'success' });
      await refresh();
    },
    fallback: { unanswered: t('promotions.actions.claimFailed'), otherwise: t('common.error') },
    onRefused: refreshOnRefusal,
  });
  const join = useSubmit<void, Promotion>({
    send: () => promotionsApi.join(promotion.id, key()),
    onSuccess: async (answer) => {
      attempt.current = null;
      putPromotion(queryClient, answer);
      show({ message: t('promotions.joined.toast', { title }), tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: promotionsQueryKeys.all });
    },
    fallback: { unanswered: t('promotions.actions.joinFailed'), otherwise: t('common.error') },
    onRefused: refreshOnRefusal,
  });
  const refusal = claim.refusal ?? join.refusal;

  let control = null;
  if (action === 'login') {
    control = (
      <Button size="sm" onClick={openLogin} aria-label={t('promotions.actions.loginLabel', { title })}>
        {t('promotions.actions.login')}
      </Button>
    );
  } else if (action === 'deposit') {
    control = (
      <Link
        to="/deposit"
        className={styles.actionLink}
        aria-label={t('promotions.actions.depositLabel', { title })}
      >
        {t('promotions.actions.deposit')}
      </Link>
    );
  } else if (action === 'apply' && !props.inDetail) {
    control = (
      <Link
        to={`/promotions/${promotion.id}#apply`}
        className={styles.actionLink}
        aria-label={t('promotions.actions.applyLabel', { title })}
      >
        {t('promotions.actions.apply')}
      </Link>
    );
  } else if (action === 'join') {
    control = (
      <Button
        size="sm"
        loading={join.pending}
        onClick={() => join.submit()}
        aria-label={t('promotions.actions.joinLabel', { title })}
      >
        {t('promotions.actions.join')}
      </Button>
    );
  } else if ((action === 'claim' || action === 'signIn') && promotion.claimable !== null) {
    const amount = money(promotion.claimable);
    const signIn = action === 'signIn';
    control = (
      <Button
        size="sm"
        loading={claim.pending}
        onClick={() => claim.submit(promotion.claimable ?? '0')}
        aria-label={t(signIn ? 'promotions.actions.signInLabel' : 'promotions.actions.claimLabel', {
          amount,
          title,
        })}
      >
        {t(signIn ? 'promotions.actions.signIn' : 'promotions.actions.claim', { amount })}
      </Button>
    );
  }

  let note = null;
  if (promotion.status === 'processing') note = t('promotions.actions.processing');
  else if (promotion.status === 'applying') note = t('promotions.actions.applying');

  return (
    <>
      {note ? <p className={styles.statusLine}>{note}</p> : null}
      {claimed ? (
        <p className={styles.claimedNote} role="status" data-testid="claimed-note">
          <span className={styles.claimedAmount}>
            {t('promotions.claimed.title', { amount: money(claimed.amount) })}
          </span>
          <span>
            {claimed.turnover === null
              ? t('promotions.terms.turnoverDeposit', { multiplier: promotion.terms.turnoverMultiplier })
              : claimed.turnover === '0'
                ? t('promotions.claimed.noTurnover')
                : t('promotions.claimed.turnover', { turnover: money(claimed.turnover) })}
          </span>
          <Link to="/rewards" className={styles.quietLink}>
            {t('promotions.claimed.toRewards')}
          </Link>
        </p>
      ) : null}
      {refusal ? (
        <p role="alert" className={styles.refusalLine} data-testid="action-refusal">
          {refusal}
        </p>
      ) : null}
      {control || !props.inDetail ? (
        <div className={styles.cardFoot}>
          {props.inDetail ? (
            <span />
          ) : (
            <Link
              to={`/promotions/${promotion.id}`}
              className={styles.quietLink}
              aria-label={t('promotions.actions.detailsLabel', { title })}
            >
              {t('promotions.actions.details')}
            </Link>
          )}
          {control}
        </div>
      ) : null}
    </>
  );
}
