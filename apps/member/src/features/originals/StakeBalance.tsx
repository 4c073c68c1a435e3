import { useSessionStore } from '@lotus/app-shell';
import { formatMoney, useT } from '@lotus/i18n';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { PlayMoneyBadge } from '../../components/PlayMoney.tsx';
import { wallet, walletQueryKeys } from '../../lib/wallet-queries.ts';
import * as styles from './originals.css.ts';

/**
 * The balance a game shows instead of the wallet's while its result is still on its way to the
 * screen (Plinko's ball falling): the balance after the stake, before the payout. Null: the wallet's.
 */
export const HeldBalance = createContext<string | null>(null);

/**
 * What `HeldBalance` holds while a round's result is still on its way (the ball falling, the dice
 * rolling, the multiplier climbing): the balance the server answered with the round, less what the
 * round pays. Null when no round is on its way.
 */
export function heldBalanceOf(
  onItsWay: boolean,
  balanceAfter: string | null,
  payout: string | undefined,
): string | null {
  if (!onItsWay || balanceAfter === null || payout === undefined) return null;
  const held = BigInt(balanceAfter) - BigInt(payout);
  return (held < 0n ? 0n : held).toString();
}

/**
 * The member's main balance beside the bet form (the same query the wallet pages use); a free-play
 * guest's play money, labelled so.
 */
export function StakeBalance() {
  const { t, language } = useT('originals');
  const signedIn = useSessionStore((session) => session.token) !== null;
  const balance = useQuery({ queryKey: walletQueryKeys.balance, queryFn: wallet.balance, enabled: signedIn });
  const held = useContext(HeldBalance);
  if (!signedIn || !balance.data) return null;
  const shown = held ?? balance.data.balance;
  return (
    <p className={styles.muted}>
      {t('originals.balance')}:{' '}
      <span data-testid="originals-balance" data-minor={shown}>
        {formatMoney(shown, balance.data.currency, language)}
      </span>
      {balance.data.playMoney === true ? (
        <>
          {' '}
          <PlayMoneyBadge />
        </>
      ) : null}
    </p>
  );
}
