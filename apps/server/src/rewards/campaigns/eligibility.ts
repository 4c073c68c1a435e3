import type { IneligibleReason } from '@lotus/contract/campaigns';
import type { CampaignSources } from '../needs.ts';
import type { CampaignRow } from './tables.ts';

const dayMs = 24 * 60 * 60 * 1000;

export interface Standing {
  deposits: bigint;
  validBets: bigint;
  reason: IneligibleReason | null;
}

/**
 * Where a member stands against campaigns' eligibility: its credited deposits and valid bets over
 * each rule's window (the last `window_days` days, or since ever), read through their owners'
 * services, for this member alone. A rule of zero reads nothing. Figures of one window are read
 * once for all campaigns.
 */
export function createEligibility(sources: CampaignSources, timeZone: string) {
  return async function standings(
    memberId: bigint,
    campaigns: readonly CampaignRow[],
    now: Date,
  ): Promise<Map<bigint, Standing>> {
    const figures = new Map<string, Promise<{ deposits: bigint; validBets: bigint }>>();
    const figuresOver = (windowDays: number | null, deposits: boolean, bets: boolean) => {
      const key = `${windowDays}:${deposits}:${bets}`;
      let read = figures.get(key);
      if (read === undefined) {
        const range = {
          from: windowDays === null ? new Date(0) : new Date(now.getTime() - windowDays * dayMs),
          to: now,
        };
        read = Promise.all([
          deposits
            ? sources.cash
                .byDay([memberId], { ...range, timeZone })
                .then((days) => [...days.values()].reduce((sum, day) => sum + day.deposits, 0n))
            : 0n,
          bets
            ? sources.wallet.byMember(range, [memberId]).then((map) => map.get(memberId)?.validBets ?? 0n)
            : 0n,
        ]).then(([deposited, bet]) => ({ deposits: deposited, validBets: bet }));
        figures.set(key, read);
      }
      return read;
    };
    const standings = new Map<bigint, Standing>();
    for (const campaign of campaigns) {
      const needsDeposits = campaign.min_deposits > 0n;
      const needsBets = campaign.min_valid_bets > 0n;
      const { deposits, validBets } =
        needsDeposits || needsBets
          ? await figuresOver(campaign.window_days, needsDeposits, needsBets)
          : { deposits: 0n, validBets: 0n };
      const reason: IneligibleReason | null =
        deposits < campaign.min_deposits
          ? 'deposits'
          : validBets < campaign.min_valid_bets
            ? 'valid_bets'
            : null;
      standings.set(campaign.id, { deposits, validBets, reason });
    }
    return standings;
  };
}

export type EligibilityCheck = ReturnType<typeof createEligibility>;
