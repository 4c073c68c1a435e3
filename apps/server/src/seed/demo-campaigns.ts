import type { PoolClient } from '../platform/database/pool.ts';

/**
 * The demo brand's campaigns (docs/campaigns.md): one of each kind, live from the seed for a year,
 * on modest budgets. The red envelope asks for a credited deposit, the wheel for nothing (three
 * spins a day), the lucky ticket for 100,000 ₫ of valid bets in the last 7 days (one a day).
 */
interface DemoCampaign {
  kind: 'red_envelope' | 'wheel' | 'lucky_ticket';
  texts: Record<'vi' | 'en', { name: string; description: string }>;
  budget: number;
  pointsBudget: number;
  minDeposits: number;
  minValidBets: number;
  windowDays: number | null;
  drawsAllowed: number;
  drawsPer: 'campaign' | 'day';
  prizes: Array<{ kind: 'money' | 'points' | 'none'; amount: string; weight: number }>;
}

const demoCampaigns: DemoCampaign[] = [
  {
    kind: 'red_envelope',
    texts: {
      vi: {
        name: 'Lì xì may mắn',
        description: 'Mỗi hội viên đã nạp tiền nhận một bao lì xì từ 8.888 ₫ đến 88.888 ₫.',
      },
      en: {
        name: 'Lucky red envelope',
        description: 'Every member who has deposited opens one envelope of 8,888 ₫ to 88,888 ₫.',
      },
    },
    budget: 5_000_000,
    pointsBudget: 0,
    minDeposits: 1,
    minValidBets: 0,
    windowDays: null,
    drawsAllowed: 1,
    drawsPer: 'campaign',
    prizes: [
      { kind: 'money', amount: '8888', weight: 50 },
      { kind: 'money', amount: '18888', weight: 30 },
      { kind: 'money', amount: '38888', weight: 15 },
      { kind: 'money', amount: '88888', weight: 5 },
    ],
  },
  {
    kind: 'wheel',
    texts: {
      vi: {
        name: 'Vòng quay Lotus',
        description: 'Ba lượt quay mỗi ngày: tiền thưởng, điểm hoặc chúc may mắn lần sau.',
      },
      en: {
        name: 'Lotus prize wheel',
        description: 'Three spins a day: money, points or better luck next time.',
      },
    },
    budget: 3_000_000,
    pointsBudget: 200_000,
    minDeposits: 0,
    minValidBets: 0,
    windowDays: null,
    drawsAllowed: 3,
    drawsPer: 'day',
    prizes: [
      { kind: 'money', amount: '5000', weight: 20 },
      { kind: 'points', amount: '50', weight: 20 },
      { kind: 'none', amount: '0', weight: 25 },
      { kind: 'money', amount: '20000', weight: 10 },
      { kind: 'points', amount: '200', weight: 10 },
      { kind: 'none', amount: '0', weight: 10 },
      { kind: 'money', amount: '100000', weight: 1 },
      { kind: 'points', amount: '20', weight: 4 },
    ],
  },
  {
    kind: 'lucky_ticket',
    texts: {
      vi: {
        name: 'Vé số may mắn',
        description: 'Cào một vé mỗi ngày khi cược hợp lệ 100.000 ₫ trong 7 ngày qua.',
      },
      en: {
        name: 'Lucky ticket',
        description: 'Scratch one ticket a day with 100,000 ₫ of valid bets in the last 7 days.',
      },
    },
    budget: 2_000_000,
    pointsBudget: 100_000,
    minDeposits: 0,
    minValidBets: 100_000,
    windowDays: 7,
    drawsAllowed: 1,
    drawsPer: 'day',
    prizes: [
      { kind: 'money', amount: '10000', weight: 30 },
      { kind: 'points', amount: '100', weight: 30 },
      { kind: 'money', amount: '50000', weight: 5 },
      { kind: 'none', amount: '0', weight: 35 },
    ],
  },
];

export async function seedCampaigns(client: PoolClient, brandId: number): Promise<void> {
  for (const campaign of demoCampaigns) {
    const largest = (kind: 'money' | 'points') =>
      Math.max(
        0,
        ...campaign.prizes.filter((prize) => prize.kind === kind).map((prize) => Number(prize.amount)),
      );
    await client.query(
      `insert into reward_campaigns (brand_id, kind, texts, budget, points_budget, max_money_prize,
         max_points_prize, starts_at, ends_at, min_deposits, min_valid_bets, window_days, draws_allowed,
         draws_per, prizes)
       values ($1, $2, $3, $4, $5, $6, $7, now(), now() + interval '365 days', $8, $9, $10, $11, $12, $13)`,
      [
        brandId,
        campaign.kind,
        JSON.stringify(campaign.texts),
        campaign.budget,
        campaign.pointsBudget,
        largest('money'),
        largest('points'),
        campaign.minDeposits,
        campaign.minValidBets,
        campaign.windowDays,
        campaign.drawsAllowed,
        campaign.drawsPer,
        JSON.stringify(campaign.prizes),
      ],
    );
  }
}
