import { useT } from '@lotus/i18n';
import { Button, TextField } from '@lotus/ui';
import { useState } from 'react';
import * as styles from './house.css.ts';

/**
 * Numbers of three or four digits (lô 3 số, 3 càng, xỉu chủ…): typed one at a time and added to
 * the picked numbers, each shown with a button to take it back.
 */
export function DigitEntry(props: {
  digits: number;
  picked: readonly string[];
  onAdd: (number: string) => void;
  onRemove: (number: string) => void;
}) {
  const { t } = useT('lotteryPlay');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const number = text.trim();
    if (!new RegExp(`^[0-9]{${props.digits}}$`).test(number)) {
      setProblem(t('lotteryPlay.slip.digitsInvalid', { digits: props.digits }));
      return;
    }
    props.onAdd(number);
    setText('');
    setProblem(null);
  };
  return (
    <div className={styles.section}>
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <TextField
          label={t('lotteryPlay.slip.digitEntry', { digits: props.digits })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={props.digits}
          value={text}
          error={problem}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
        />
        <Button type="submit" variant="secondary">
          {t('lotteryPlay.slip.add')}
        </Button>
      </form>
      {props.picked.length > 0 ? (
        <ul className={styles.choices} aria-label={t('lotteryPlay.slip.picked')}>
          {props.picked.map((number) => (
            <li key={number}>
              <button
                type="button"
                className={styles.choice}
                aria-label={t('lotteryPlay.slip.remove', { number })}
                onClick={() => props.onRemove(number)}
              >
                {number} ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
