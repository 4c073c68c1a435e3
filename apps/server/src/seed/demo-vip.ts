import type { PoolClient } from '../platform/database/pool.ts';

/**
 * The demo brand's VIP club and rebate (docs/vip-and-rebate.md): five levels over a 30-day period,
 * from Member (everyone) to Diamond, each with its bonuses and withdrawal limits, and rebate on
 * valid bets (plus cashback on net loss from Bronze up) by game type, paid at once each day.
 * Amounts in đồng; rates in basis points (100 = 1 %).
 */
interface DemoLevel {
  names: { vi: string; en: string };
  reach: [deposits: number, bets: number];
  keep: [deposits: number, bets: number];
  bonuses: [upgrade: number, weekly: number, monthly: number, birthday: number];
  withdrawals: [count: number, amount: number] | null;
  /** Rebate and cashback by game type: live, lottery, card, slots, sports. */
  rebate: [number, number, number, number, number];
  cashback: [number, number, number, number, number];
}

const demoLevels: DemoLevel[] = [
  {
    names: { vi: 'Thành viên', en: 'Member' },
    reach: [0, 0],
    keep: [0, 0],
    bonuses: [0, 0, 0, 0],
    withdrawals: null,
    rebate: [30, 20, 30, 40, 30],
    cashback: [0, 0, 0, 0, 0],
  },
  {
    names: { vi: 'Đồng', en: 'Bronze' },
    reach: [1_000_000, 5_000_000],
    keep: [500_000, 2_500_000],
    bonuses: [58_000, 18_000, 38_000, 88_000],
    withdrawals: [5, 100_000_000],
    rebate: [40, 30, 40, 50, 40],
    cashback: [100, 0, 0, 200, 0],
  },
  {
    names: { vi: 'Bạc', en: 'Silver' },
    reach: [10_000_000, 30_000_000],
    keep: [5_000_000, 15_000_000],
    bonuses: [188_000, 58_000, 128_000, 288_000],
    withdrawals: [10, 300_000_000],
    rebate: [50, 40, 50, 70, 50],
    cashback: [200, 0, 100, 300, 0],
  },
  {
    names: { vi: 'Vàng', en: 'Gold' },
    reach: [50_000_000, 150_000_000],
    keep: [25_000_000, 75_000_000],
    bonuses: [888_000, 188_000, 388_000, 888_000],
    withdrawals: [15, 1_000_000_000],
    rebate: [70, 50, 70, 90, 70],
    cashback: [300, 0, 200, 500, 100],
  },
  {
    names: { vi: 'Kim cương', en: 'Diamond' },
    reach: [200_000_000, 600_000_000],
    keep: [100_000_000, 300_000_000],
    bonuses: [2_888_000, 588_000, 1_288_000, 2_888_000],
    withdrawals: [20, 3_000_000_000],
    rebate: [100, 70, 100, 120, 100],
    cashback: [500, 100, 300, 800, 200],
  },
];

const gameTypes = ['live', 'lottery', 'card', 'slots', 'sports'] as const;

export async function seedVip(client: PoolClient, brandId: number): Promise<void> {
  await client.query('insert into vip_settings (brand_id, period_days) values ($1, 30)', [brandId]);
  await client.query("insert into rebate_settings (brand_id, mode) values ($1, 'auto')", [brandId]);
  for (const [level, row] of demoLevels.entries()) {
    await client.query(
      `insert into vip_levels (brand_id, level, names, deposits_needed, bets_needed, keep_deposits, keep_bets,
                               upgrade_bonus, weekly_bonus, monthly_bonus, birthday_bonus, withdraw_daily_count,
                               withdraw_daily_amount)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        brandId,
        level,
        JSON.stringify(row.names),
        ...row.reach,
        ...row.keep,
        ...row.bonuses,
        row.withdrawals?.[0] ?? null,
        row.withdrawals?.[1] ?? null,
      ],
    );
    for (const [kind, rates] of [
      ['rebate', row.rebate],
      ['cashback', row.cashback],
    ] as const) {
      for (const [index, rate] of rates.entries()) {
        if (rate === 0) continue;
        await client.query(
          'insert into rebate_rates (brand_id, level, game_type, kind, rate_bps) values ($1, $2, $3, $4, $5)',
          [brandId, level, gameTypes[index], kind, rate],
        );
      }
    }
  }
}
