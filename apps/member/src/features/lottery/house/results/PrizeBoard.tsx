import { useT } from '@lotus/i18n';
import type { LotteryBoard, PrizeLayout } from '@lotus/games';
import * as styles from './results.css.ts';

/**
 * A draw's prize board as the boards print it: the layout's prizes from the special down, each
 * with its numbers; the special prize stands out (larger, in the brand's accent).
 */
export function PrizeBoard(props: { name: string; layout: PrizeLayout; board: LotteryBoard }) {
  const { t } = useT('lotteryResults');
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('lotteryResults.board.caption', { name: props.name })}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.headCell}>
            {t('lotteryResults.board.prize')}
          </th>
          <th scope="col" className={styles.headCell}>
            {t('lotteryResults.board.numbers')}
          </th>
        </tr>
      </thead>
      <tbody>
        {props.layout.map((tier) => {
          const special = tier.prize === 'special';
          return (
            <tr key={tier.prize} className={special ? styles.specialRow : undefined} data-prize={tier.prize}>
              <th scope="row" className={`${styles.prizeCell} ${special ? styles.specialPrize : ''}`}>
                {t(`lotteryResults.prizes.${tier.prize}`)}
              </th>
              <td className={styles.numbersCell}>
                <span className={styles.numbers}>
                  {(props.board[tier.prize] ?? []).map((value, index) => (
                    <span key={index} className={special ? styles.specialNumber : undefined}>
                      {value}
                    </span>
                  ))}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
