import { useSystemStatus } from '@lotus/app-shell';
import type { HouseRound } from '@lotus/contract/house-games';
import { payoutOf } from '@lotus/games';
import { formatMoney, useT } from '@lotus/i18n';
import { formatExactMultiplier } from './originals-format.ts';
import * as styles from './originals.css.ts';

/** The round's result in words: the win and its multiplier, the loss, or what cashing out now pays. */
export function RoundResult(props: { round: HouseRound }) {
  const { t, language } = useT('originals');
  const { brand } = useSystemStatus();
  const { round } = props;
  const money = (minor: string) => formatMoney(minor, round.currency || brand.currency, language);
  const multiplier = formatExactMultiplier(round.multiplier);
  if (round.status === 'won') {
    return (
      <p className={styles.result.won} role="status" data-testid="round-result" data-payout={round.payout}>
        {t('originals.result.won', { amount: money(round.payout), multiplier })}
      </p>
    );
  }
  if (round.status === 'lost') {
    return (
      <p className={styles.result.lost} role="status" data-testid="round-result" data-payout="0">
        {t('originals.result.lost')}
      </p>
    );
  }
  const now = payoutOf(BigInt(round.stake), round.multiplier).toString();
  return (
    <p className={styles.result.playing} role="status" data-testid="round-result">
      {t('originals.result.playing', { multiplier, amount: money(now) })}
    </p>
  );
}
