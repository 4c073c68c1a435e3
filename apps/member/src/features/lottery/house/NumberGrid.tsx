import { useT } from '@lotus/i18n';
import * as styles from './house.css.ts';

const allNumbers = Array.from({ length: 100 }, (_, index) => String(index).padStart(2, '0'));

/**
 * The two-digit numbers 00–99 as toggle buttons (pressed: picked). `full` stops more picks once a
 * bet of fixed legs has them all (a xiên 2 takes two); a picked number can always be let go.
 */
export function NumberGrid(props: {
  picked: readonly string[];
  full: boolean;
  onToggle: (number: string) => void;
}) {
  const { t } = useT('lotteryPlay');
  return (
    <div role="group" aria-label={t('lotteryPlay.slip.grid')} className={styles.grid}>
      {allNumbers.map((number) => {
        const pressed = props.picked.includes(number);
        return (
          <button
            key={number}
            type="button"
            className={styles.cell}
            aria-pressed={pressed}
            disabled={!pressed && props.full}
            onClick={() => props.onToggle(number)}
          >
            {number}
          </button>
        );
      })}
    </div>
  );
}
