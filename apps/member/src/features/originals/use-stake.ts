import { useSystemStatus } from '@lotus/app-shell';
import type { HouseGame, HouseLimits } from '@lotus/contract/house-games';
import { formatMoney, useT } from '@lotus/i18n';
import { useState } from 'react';
import { amountInputOf, parseAmountInput } from '../../lib/money-input.ts';

export type Stake = ReturnType<typeof useStake>;
/** The props of the stake's `AmountField`: label, text, hint and the error once checked. */
export type StakeFieldProps = Stake['field'];

/** The stake field of a game: what the member typed, in minor units when it is within the game's range. */
export function useStake(game: HouseGame, limits: HouseLimits) {
  const { t, language } = useT('originals');
  const { brand } = useSystemStatus();
  const range = limits.games.find((entry) => entry.game === game) ?? {
    minStake: '1',
    maxStake: '9223372036854775807',
  };
  const [text, setText] = useState(() => amountInputOf(range.minStake, brand.currency));
  const [checked, setChecked] = useState(false);
  const stake = parseAmountInput(text, brand.currency);
  const valid =
    stake !== null && BigInt(stake) >= BigInt(range.minStake) && BigInt(stake) <= BigInt(range.maxStake);
  const words = {
    min: formatMoney(range.minStake, brand.currency, language),
    max: formatMoney(range.maxStake, brand.currency, language),
  };
  return {
    stake: valid ? stake : null,
    /** Shows the field's error from now on; true when the stake can be sent. */
    check: () => {
      setChecked(true);
      return valid;
    },
    field: {
      label: t('originals.stake'),
      value: text,
      onChange: (event: { target: { value: string } }) => setText(event.target.value),
      hint: t('originals.stakeHint', words),
      error: checked && !valid ? t('originals.stakeInvalid', words) : undefined,
    },
  };
}
