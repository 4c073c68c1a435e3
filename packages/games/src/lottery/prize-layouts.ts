/**
 * The prize boards of the Vietnamese regional lotteries (xổ số kiến thiết): how many numbers each
 * prize draws and how many digits each has. The north (Miền Bắc) draws 27 numbers; the central and
 * south (Miền Trung, Miền Nam) draw 18, from the eighth prize (2 digits) up to the special prize
 * (6 digits). The house's fast lotteries draw on the north's layout. Sources: docs/lottery.md.
 */
export type LotteryRegion = 'north' | 'central' | 'south';

export const lotteryRegions: readonly LotteryRegion[] = ['north', 'central', 'south'];

/** A prize of the board, named as the boards print them (giải đặc biệt, giải nhất, …, giải tám). */
export type PrizeName =
  'special' | 'first' | 'second' | 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh' | 'eighth';

export interface PrizeTier {
  prize: PrizeName;
  /** How many numbers the prize draws. */
  count: number;
  /** How many digits each of them has, leading zeros kept ("05"). */
  digits: number;
}

export type PrizeLayout = readonly PrizeTier[];

/** The north's board, special prize first: 27 numbers. */
export const northLayout: PrizeLayout = [
  { prize: 'special', count: 1, digits: 5 },
  { prize: 'first', count: 1, digits: 5 },
  { prize: 'second', count: 2, digits: 5 },
  { prize: 'third', count: 6, digits: 5 },
  { prize: 'fourth', count: 4, digits: 4 },
  { prize: 'fifth', count: 6, digits: 4 },
  { prize: 'sixth', count: 3, digits: 3 },
  { prize: 'seventh', count: 4, digits: 2 },
];

/** The central's and the south's board, special prize first: 18 numbers. */
export const southernLayout: PrizeLayout = [
  { prize: 'special', count: 1, digits: 6 },
  { prize: 'first', count: 1, digits: 5 },
  { prize: 'second', count: 1, digits: 5 },
  { prize: 'third', count: 2, digits: 5 },
  { prize: 'fourth', count: 7, digits: 5 },
  { prize: 'fifth', count: 1, digits: 4 },
  { prize: 'sixth', count: 3, digits: 4 },
  { prize: 'seventh', count: 1, digits: 3 },
  { prize: 'eighth', count: 1, digits: 2 },
];

export function layoutOf(region: LotteryRegion): PrizeLayout {
  return region === 'north' ? northLayout : southernLayout;
}

/** How many numbers a board of the layout holds (27 or 18). */
export function numbersOnBoard(layout: PrizeLayout): number {
  return layout.reduce((total, tier) => total + tier.count, 0);
}
