import type { LotteryOdds } from '@lotus/contract/lottery';
import { lotteryBetTypes } from '@lotus/games';
import type { LotteryBetTypeCode } from '@lotus/games';
import { formatMoney, useT } from '@lotus/i18n';
import { Button, TextField } from '@lotus/ui';
import { DigitEntry } from './DigitEntry.tsx';
import { NumberGrid } from './NumberGrid.tsx';
import { pointsOf, quickPickOf } from './slip-math.ts';
import * as styles from './house.css.ts';

/** What the player has picked: a type, its numbers and the points of each bet. */
export interface Pick {
  type: LotteryBetTypeCode;
  numbers: string[];
  points: string;
}

/** How many numbers quick pick chooses for a single-number type (a multi-leg one takes its legs). */
const QUICK_SINGLES = 1;

/**
 * Building bets by hand: the game's bet types (each with what a point costs and wins), the 00–99
 * grid for two-digit types or a digit entry for three and four, quick pick, and the points.
 */
export function PickEntry(props: {
  odds: LotteryOdds;
  currency: string;
  value: Pick;
  onChange: (pick: Pick) => void;
}) {
  const { t, language } = useT('lotteryPlay');
  const { value, onChange } = props;
  const betType = lotteryBetTypes[value.type];
  const typeOdds = props.odds.types.find((entry) => entry.type === value.type);
  const toggle = (number: string) =>
    onChange({
      ...value,
      numbers: value.numbers.includes(number)
        ? value.numbers.filter((picked) => picked !== number)
        : [...value.numbers, number],
    });
  const pointsProblem = value.points.trim() !== '' && pointsOf(value.points) === null;
  const money = (minor: string) => formatMoney(minor, props.currency, language);

  return (
    <div className={styles.section}>
      <div role="radiogroup" aria-label={t('lotteryPlay.slip.type')} className={styles.choices}>
        {props.odds.types.map((entry) => (
          <button
            key={entry.type}
            type="button"
            role="radio"
            aria-checked={entry.type === value.type}
            tabIndex={entry.type === value.type ? 0 : -1}
            className={styles.choice}
            onClick={() => onChange({ ...value, type: entry.type, numbers: [] })}
            onKeyDown={(event) => {
              const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
              if (step === undefined) return;
              event.preventDefault();
              const types = props.odds.types;
              const at = types.findIndex((candidate) => candidate.type === value.type);
              const next = types[(at + step + types.length) % types.length]!;
              onChange({ ...value, type: next.type, numbers: [] });
              const group = event.currentTarget.parentElement;
              requestAnimationFrame(() =>
                group?.querySelector<HTMLButtonElement>('[aria-checked="true"]')?.focus(),
              );
            }}
          >
            {t(`lotteryPlay.types.${entry.type}`)}
          </button>
        ))}
      </div>
      {typeOdds ? (
        <p className={styles.muted}>
          {t('lotteryPlay.slip.price', { price: money(typeOdds.pointPrice), payout: money(typeOdds.payout) })}
        </p>
      ) : null}
      <p className={styles.muted} aria-live="polite">
        {betType.legs === 1
          ? t('lotteryPlay.slip.pickHint')
          : t('lotteryPlay.slip.pickLegs', { legs: betType.legs, picked: value.numbers.length })}
      </p>
      {betType.digits === 2 ? (
        <NumberGrid
          picked={value.numbers}
          full={betType.legs > 1 && value.numbers.length >= betType.legs}
          onToggle={toggle}
        />
      ) : (
        <DigitEntry
          digits={betType.digits}
          picked={value.numbers}
          onAdd={(number) =>
            onChange({
              ...value,
              numbers: value.numbers.includes(number) ? value.numbers : [...value.numbers, number],
            })
          }
          onRemove={toggle}
        />
      )}
      <div className={styles.row}>
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            onChange({
              ...value,
              numbers: quickPickOf(betType.digits, betType.legs > 1 ? betType.legs : QUICK_SINGLES),
            })
          }
        >
          {t('lotteryPlay.slip.quickPick')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={value.numbers.length === 0}
          onClick={() => onChange({ ...value, numbers: [] })}
        >
          {t('lotteryPlay.slip.clear')}
        </Button>
        <TextField
          label={t('lotteryPlay.slip.points')}
          inputMode="numeric"
          autoComplete="off"
          wrapperClassName={styles.pointsField}
          value={value.points}
          error={pointsProblem ? t('lotteryPlay.slip.pointsInvalid') : undefined}
          onChange={(event) => onChange({ ...value, points: event.target.value })}
        />
      </div>
    </div>
  );
}
