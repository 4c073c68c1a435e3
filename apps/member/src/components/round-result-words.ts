import { resultWordingOf } from '@lotus/games';
import type { ResultWording } from '@lotus/games';
import type { TFunction } from '@lotus/i18n';
import { formatMoney, formatMultiplier } from '@lotus/i18n';

/** A settled round as every result screen has it: amounts in minor units, multiplier in ten-thousandths. */
export interface SettledStake {
  readonly stake: string;
  readonly payout: string;
  readonly multiplier: number;
  readonly currency: string;
}

/**
 * A settled round's result in words, by the one rule of `@lotus/games`: above the stake "you won",
 * equal "stake returned", below it what came back and what was lost (0.3× on 1 000 ₫: "0,30×: trả
 * lại 300 ₫, thua 700 ₫"), never a win. The house games, PAPPU and the records all word it here.
 */
export function roundResultWords(
  round: SettledStake,
  t: TFunction,
  language: string,
): { wording: ResultWording; text: string } {
  const stake = BigInt(round.stake);
  const payout = BigInt(round.payout);
  const money = (minor: bigint) => formatMoney(minor.toString(), round.currency, language);
  const multiplier = formatMultiplier(round.multiplier, language);
  const wording = resultWordingOf(stake, payout);
  switch (wording) {
    case 'win':
      return { wording, text: t('common.result.win', { amount: money(payout), multiplier }) };
    case 'push':
      return { wording, text: t('common.result.push', { amount: money(stake), multiplier }) };
    case 'partReturned':
      return {
        wording,
        text: t('common.result.partReturned', {
          amount: money(payout),
          lost: money(stake - payout),
          multiplier,
        }),
      };
    case 'nothingReturned':
      return { wording, text: t('common.result.nothingReturned', { lost: money(stake) }) };
  }
}
