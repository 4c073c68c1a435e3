import type { Draw, OperatorCampaign, OperatorDraw, Prize } from '@lotus/contract/campaigns';
import type { DrawRow } from './draw-tables.ts';
import type { CampaignRow, CampaignTexts } from './tables.ts';

/** A campaign's words in the reader's language, else the other one. */
export function campaignWords(texts: CampaignTexts, language: string) {
  const words = texts[language === 'en' ? 'en' : 'vi'] ?? texts.vi ?? texts.en;
  return { name: words?.name ?? '', description: words?.description ?? '' };
}

/** Whether a campaign can be drawn now, as its draw's conditional update judges it. */
export function campaignStatus(row: CampaignRow): OperatorCampaign['status'] {
  if (row.closed_at !== null || row.ends_at <= row.now) return 'ended';
  if (row.starts_at > row.now) return 'upcoming';
  if (
    row.budget - row.paid < row.max_money_prize ||
    row.points_budget - row.points_paid < row.max_points_prize
  )
    return 'budget_spent';
  return 'live';
}

export const prizesView = (prizes: readonly Prize[]): Prize[] =>
  prizes.map((prize) => ({ kind: prize.kind, amount: prize.amount, weight: prize.weight }));

export function operatorCampaignView(row: CampaignRow, currency: string): OperatorCampaign {
  return {
    id: row.id.toString(),
    kind: row.kind,
    texts: row.texts,
    budget: row.budget.toString(),
    paid: row.paid.toString(),
    pointsBudget: row.points_budget.toString(),
    pointsPaid: row.points_paid.toString(),
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    closedAt: row.closed_at?.toISOString() ?? null,
    status: campaignStatus(row),
    eligibility: {
      minDeposits: row.min_deposits.toString(),
      minValidBets: row.min_valid_bets.toString(),
      windowDays: row.window_days,
    },
    drawsAllowed: row.draws_allowed,
    drawsPer: row.draws_per,
    prizes: prizesView(row.prizes),
    draws: row.draws,
    currency,
    createdAt: row.created_at.toISOString(),
  };
}

export function drawView(row: DrawRow, language: string, currency: string): Draw {
  const prizes = prizesView(row.prizes);
  return {
    id: row.id.toString(),
    campaignId: row.campaign_id.toString(),
    kind: row.kind,
    campaignName: campaignWords(row.texts, language).name,
    drawNumber: row.draw_number,
    periodKey: row.period_key,
    prizes,
    prizeIndex: row.prize_index,
    prize: prizes[row.prize_index]!,
    currency,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    serverSeed: row.server_seed,
    createdAt: row.created_at.toISOString(),
  };
}

export const operatorDrawView = (row: DrawRow, currency: string): OperatorDraw => ({
  ...drawView(row, 'vi', currency),
  account: row.username,
});
