/** A rate in basis points as the reader writes a percentage (150: "1.5%", "1,5%"). */
export function formatRate(bps: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
}

/** How far `done` is towards `needed`, 0 to 100 (nothing needed: all the way). */
export function progressPercent(done: string, needed: string): number {
  const want = BigInt(needed);
  if (want <= 0n) return 100;
  const have = BigInt(done);
  if (have >= want) return 100;
  return Number((have * 100n) / want);
}

/**
 * The gem a level is drawn as, as VIP tables name their levels: quartz for the base level, then
 * bronze, silver, gold and diamond, and past those emerald, sapphire, then ruby for the rest.
 */
export const gemTiers = [
  'quartz',
  'bronze',
  'silver',
  'gold',
  'diamond',
  'emerald',
  'sapphire',
  'ruby',
] as const;
export type GemTier = (typeof gemTiers)[number];

export function gemOf(level: number): GemTier {
  return gemTiers[Math.min(Math.max(level, 0), gemTiers.length - 1)]!;
}
