import { FormAlert } from '@lotus/app-shell';
import type { HouseGame, HouseRound } from '@lotus/contract/house-games';
import { payoutOf } from '@lotus/games';
import { formatMoney, useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import type { ReactNode } from 'react';
import { AmountField } from '../../components/AmountField.tsx';
import { RoundResult } from './RoundResult.tsx';
import { StakeBalance } from './StakeBalance.tsx';
import type { StakeFieldProps } from './use-stake.ts';
import * as styles from './originals.css.ts';

/**
 * A house game's bet form, named after the game: the stake, the game's own fields, its main button
 * (`action`), then the round's result, the balance and a refusal in the server's words.
 */
export function BetForm(props: {
  game: HouseGame;
  stake: StakeFieldProps;
  /** The stake cannot change while a move is in flight (nor, in Mines and Tower, during a round). */
  stakeDisabled: boolean;
  onSubmit: () => void;
  round: HouseRound | null;
  refusal: string | null;
  /** The game's own fields, between the stake and the button. */
  children: ReactNode;
  action: ReactNode;
}) {
  const { t } = useT('originals');
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
      noValidate
      aria-label={t(`originals.games.${props.game}`)}
    >
      <AmountField {...props.stake} disabled={props.stakeDisabled} />
      {props.children}
      {props.action}
      {props.round && <RoundResult round={props.round} />}
      <StakeBalance />
      <FormAlert message={props.refusal} />
    </form>
  );
}

/** "Bet" (the form's submit, "Betting…" while in flight) for a member; "Log in to play" for a visitor. */
export function BetButton(props: {
  signedIn: boolean;
  pending: boolean;
  /** Besides while pending: parameters not right yet, or another move in flight. */
  disabled?: boolean;
  onSignIn: () => void;
}) {
  const { t } = useT('originals');
  if (!props.signedIn) {
    return (
      <Button size="lg" onClick={props.onSignIn}>
        {t('originals.signIn')}
      </Button>
    );
  }
  return (
    <Button
      type="submit"
      size="lg"
      loading={props.pending}
      disabled={props.pending || (props.disabled ?? false)}
    >
      {props.pending ? t('originals.betting') : t('originals.bet')}
    </Button>
  );
}

/** "Cash out" of a Mines or Tower round in play, naming what it pays now. */
export function CashOutButton(props: {
  round: HouseRound;
  pending: boolean;
  disabled: boolean;
  onCashOut: () => void;
}) {
  const { t, language } = useT('originals');
  const { round } = props;
  const amount = payoutOf(BigInt(round.stake), round.multiplier).toString();
  return (
    <Button size="lg" loading={props.pending} disabled={props.disabled} onClick={props.onCashOut}>
      {props.pending
        ? t('originals.cashingOut')
        : t('originals.cashOut', { amount: formatMoney(amount, round.currency, language) })}
    </Button>
  );
}
