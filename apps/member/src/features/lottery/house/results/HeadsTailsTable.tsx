import { useT } from '@lotus/i18n';
import type { LotteryBoard, PrizeLayout } from '@lotus/games';
import { headsAndTailsOf } from '@lotus/games';
import * as styles from './results.css.ts';

/** The lô heads and tails beside a board: for each digit 0–9, the lô it heads and the lô it ends. */
export function HeadsTailsTable(props: { name: string; layout: PrizeLayout; board: LotteryBoard }) {
  const { t } = useT('lotteryResults');
  const { heads, tails } = headsAndTailsOf(props.layout, props.board);
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        {t('lotteryResults.board.headsTails', { name: props.name })}
      </caption>
      <thead>
        <tr>
          <th scope="col" className={styles.headCell}>
            {t('lotteryResults.board.heads')}
          </th>
          <th scope="col" className={styles.headCell}>
            {t('lotteryResults.board.digit')}
          </th>
          <th scope="col" className={styles.headCell}>
            {t('lotteryResults.board.tails')}
          </th>
        </tr>
      </thead>
      <tbody>
        {heads.map((group, digit) => (
          <tr key={digit} data-digit={digit}>
            <td className={styles.loCell}>{group.join(', ')}</td>
            <th scope="row" className={styles.digitCell}>
              {digit}
            </th>
            <td className={styles.loCell}>{(tails[digit] ?? []).join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
