import { useSystemStatus } from '@lotus/app-shell';
import type { HouseRound } from '@lotus/contract/house-games';
import { payoutOf } from '@lotus/games';
import { formatMoney, formatMultiplier, useT } from '@lotus/i18n';
import { roundResultWords } from '../../components/round-result-words.ts';
import * as styles from './originals.css.ts';

const resultTone = { win: 'won', push: 'playing', partReturned: 'lost', nothingReturned: 'lost' } as const;

/**
 * The round's result in words: a settled round by the shared rule (a payout below the stake says
 * what came back, never a win), a round in play by what cashing out now pays.
 */
export function RoundResult(props: { round: HouseRound }) {
  const { t, language } = useT('originals', 'common');
  const { brand } = useSystemStatus();
  const { round } = props;
  const currency = round.currency || brand.currency;
  if (round.status !== 'playing') {
    const { wording, text } = roundResultWords({ ...round, currency }, t, language);
    return (
      <p
        className={styles.result[resultTone[wording]]}
        role="status"
        data-testid="round-result"
        data-result={wording}
        data-round={round.id}
        data-payout={round.payout}
      >
        {text}
      </p>
    );
  }
  const now = payoutOf(BigInt(round.stake), round.multiplier).toString();
  return (
    <p className={styles.result.playing} role="status" data-testid="round-result">
      {t('originals.result.playing', {
        multiplier: formatMultiplier(round.multiplier, language),
        amount: formatMoney(now, currency, language),
      })}
    </p>
  );
}
