import type { RebateKind, RebateMode, RebateRate, RebateSettings } from '@lotus/contract/rebate';
import { rebateKinds } from '@lotus/contract/rebate';
import type { RebateGameType } from '@lotus/contract/vip';
import { rebateGameTypes } from '@lotus/contract/vip';
import type { UseT } from '@lotus/i18n';

/** A rate's place in the form: `level.kind.gameType`. */
export const rateKey = (level: number, kind: RebateKind, gameType: RebateGameType) =>
  `${level}.${kind}.${gameType}`;

export interface RebateDraft {
  mode: RebateMode;
  /** Per cent as typed, by rateKey; empty gives nothing. */
  rates: Record<string, string>;
}

/** Basis points as the operator reads them: a per cent (80 -> "0.8", 150 -> "1.5"). */
export function percentOf(bps: number): string {
  const whole = Math.floor(bps / 100);
  const cents = bps % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/** A per cent typed ("0.8", "1,5") as basis points, or null when it is none (two decimals at most). */
export function bpsOf(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function rebateDraftOf(settings: RebateSettings): RebateDraft {
  return {
    mode: settings.mode,
    rates: Object.fromEntries(
      settings.rates.map((rate) => [rateKey(rate.level, rate.kind, rate.gameType), percentOf(rate.rateBps)]),
    ),
  };
}

/** The draft's rates as the whole table the server takes: each (level, type, kind) set, once. */
export function checkRebateDraft(
  draft: RebateDraft,
  levels: number[],
  t: UseT['t'],
): { problems: Record<string, string | undefined>; input: RebateSettings | null } {
  const problems: Record<string, string | undefined> = {};
  const rates: RebateRate[] = [];
  for (const level of levels)
    for (const kind of rebateKinds)
      for (const gameType of rebateGameTypes) {
        const key = rateKey(level, kind, gameType);
        const text = draft.rates[key]?.trim() ?? '';
        if (text === '') continue;
        const rateBps = bpsOf(text);
        if (rateBps === null || rateBps < 1 || rateBps > 10_000)
          problems[key] = t('consoleRewards.rebate.percentInvalid');
        else rates.push({ level, gameType, kind, rateBps });
      }
  const found = Object.values(problems).some((problem) => problem !== undefined);
  return { problems, input: found ? null : { mode: draft.mode, rates } };
}
