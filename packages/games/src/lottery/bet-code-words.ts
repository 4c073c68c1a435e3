import type { LotteryBetTypeCode } from './bet-types.ts';
import type { LotteryRegion } from './prize-layouts.ts';
import { lotteryStations, stationsDrawingOn } from './stations.ts';

/**
 * The words of the quick-entry box (docs/lottery.md, "The code box"): what players type for a bet
 * type and for a station, accent-free and lower case (the reader strips accents and case first).
 * Sources: the rule sheet's abbreviations (Dominicushuy/sobet-nextjs docs/rule_docs.md) and the
 * station aliases of stations.ts.
 */

/**
 * A bet-type word: single-number types by the digits typed (lô 12 is lô 2 số, lô 123 lô 3 số), or
 * multi-number types by the numbers a combination holds (xiên 12-34 is xiên 2).
 */
export type TypeWord =
  | { kind: 'single'; byDigits: Partial<Record<2 | 3 | 4, LotteryBetTypeCode>>; permute?: boolean }
  | { kind: 'xien'; byLegs: Partial<Record<number, LotteryBetTypeCode>> }
  | { kind: 'da'; stations: 'any' | 1 | 2 }
  | { kind: 'truot'; byLegs: Partial<Record<number, LotteryBetTypeCode>> };

const lo = { kind: 'single', byDigits: { 2: 'lo2', 3: 'lo3', 4: 'lo4' } } as const;
const single = (byDigits: Partial<Record<2 | 3 | 4, LotteryBetTypeCode>>): TypeWord => ({
  kind: 'single',
  byDigits,
});
const xien = { kind: 'xien', byLegs: { 2: 'xien2', 3: 'xien3', 4: 'xien4' } } as const;
const truot = { kind: 'truot', byLegs: { 4: 'truot4', 8: 'truot8', 10: 'truot10' } } as const;

const typeWords: Readonly<Record<string, TypeWord>> = {
  lo,
  l: lo,
  b: lo,
  bl: lo,
  bao: lo,
  baolo: lo,
  dao: { ...lo, permute: true },
  daob: { ...lo, permute: true },
  bdao: { ...lo, permute: true },
  b7l: single({ 2: 'b7l' }),
  b7: single({ 2: 'b7l' }),
  baobay: single({ 2: 'b7l' }),
  b8l: single({ 2: 'b8l' }),
  b8: single({ 2: 'b8l' }),
  baotam: single({ 2: 'b8l' }),
  de: single({ 2: 'de' }),
  dedb: single({ 2: 'de' }),
  db: single({ 2: 'de' }),
  deduoi: single({ 2: 'de' }),
  duoi: single({ 2: 'de', 3: 'ba_cang' }),
  dui: single({ 2: 'de', 3: 'ba_cang' }),
  dedau: single({ 2: 'de_dau' }),
  daudb: single({ 2: 'de_dau' }),
  dau: single({ 2: 'dau', 3: 'xc_dau' }),
  dd: single({ 2: 'dd' }),
  dauduoi: single({ 2: 'dd' }),
  daudui: single({ 2: 'dd' }),
  '3c': single({ 3: 'ba_cang' }),
  '3cang': single({ 3: 'ba_cang' }),
  bacang: single({ 3: 'ba_cang' }),
  bc: single({ 3: 'ba_cang' }),
  xc: single({ 3: 'xc' }),
  x: single({ 3: 'xc' }),
  xiuchu: single({ 3: 'xc' }),
  xcdau: single({ 3: 'xc_dau' }),
  xcduoi: single({ 3: 'ba_cang' }),
  xcdao: { kind: 'single', byDigits: { 3: 'xc' }, permute: true },
  daoxc: { kind: 'single', byDigits: { 3: 'xc' }, permute: true },
  dxc: { kind: 'single', byDigits: { 3: 'xc' }, permute: true },
  nt: single({ 2: 'nhat_to' }),
  nto: single({ 2: 'nhat_to' }),
  nhatto: single({ 2: 'nhat_to' }),
  xien: xien,
  xi: xien,
  xienmb: xien,
  xien2: { kind: 'xien', byLegs: { 2: 'xien2' } },
  xien3: { kind: 'xien', byLegs: { 3: 'xien3' } },
  xien4: { kind: 'xien', byLegs: { 4: 'xien4' } },
  da: { kind: 'da', stations: 'any' },
  dv: { kind: 'da', stations: 'any' },
  damb: { kind: 'da', stations: 1 },
  da1: { kind: 'da', stations: 1 },
  da2: { kind: 'da', stations: 2 },
  truot: truot,
  lotruot: truot,
  tr: truot,
  truot4: { kind: 'truot', byLegs: { 4: 'truot4' } },
  truot8: { kind: 'truot', byLegs: { 8: 'truot8' } },
  truot10: { kind: 'truot', byLegs: { 10: 'truot10' } },
};

const typeWordByText = new Map(Object.entries(typeWords));

export function typeWordOf(word: string): TypeWord | undefined {
  return typeWordByText.get(word);
}

export interface SelectedStation {
  code: string;
  region: LotteryRegion;
}

/** What a station word names on a date: stations, a known station not drawing that day, or nothing. */
export type StationWordMeaning =
  { kind: 'stations'; stations: SelectedStation[] } | { kind: 'not_drawing' } | { kind: 'unknown' };

const regionWords: Readonly<Record<string, LotteryRegion | 'default'>> = {
  d: 'default',
  dai: 'default',
  mn: 'south',
  dmn: 'south',
  dnam: 'south',
  mnam: 'south',
  miennam: 'south',
  dainam: 'south',
  mt: 'central',
  dmt: 'central',
  dtrung: 'central',
  mtrung: 'central',
  mientrung: 'central',
  daitrung: 'central',
  mb: 'north',
  mienbac: 'north',
  daibac: 'north',
  dbac: 'north',
};

/** The rule sheet's short forms (first letter, then the second word), beside stations.ts's aliases. */
const sheetAliases: Readonly<Record<string, readonly string[]>> = {
  tg: ['tgiang'],
  kg: ['kgiang'],
  dl: ['dlat'],
  hcm: ['tphcm', 'tpho', 'thanhphohochiminh', 'thanhphohcm'],
  dt: ['dthap'],
  cm: ['cmau'],
  btr: ['btre'],
  vt: ['vtau'],
  bl: ['blieu'],
  dn: ['dnai'],
  ct: ['ctho'],
  st: ['strang'],
  tn: ['tninh'],
  ag: ['agiang'],
  bth: ['bthuan'],
  vl: ['vlong'],
  bd: ['bduong'],
  tv: ['tvinh'],
  la: ['lan'],
  bp: ['bphuoc'],
  hg: ['hgiang'],
  kt: ['ktum'],
  kh: ['khoa'],
  tth: ['tthue'],
  py: ['pyen'],
  dlk: ['dlak'],
  qnm: ['qnam'],
  dng: ['dnang'],
  bdi: ['bdinh'],
  qt: ['qtri'],
  qb: ['qbinh'],
  gl: ['glai'],
  nt: ['nthuan'],
  qng: ['qngai'],
  dno: ['dnong'],
};

const stationByAlias = new Map<string, (typeof lotteryStations)[number]>();
for (const entry of lotteryStations) {
  for (const alias of [entry.code, ...entry.aliases, ...(sheetAliases[entry.code] ?? [])]) {
    stationByAlias.set(alias.replaceAll(' ', ''), entry);
  }
}

/**
 * A station word (spaces already removed: "ho chi minh" is "hochiminh") on a Vietnam date: a
 * station's code or alias; a region ("mn", "mt", "mb": that region's first station of the day);
 * or a count and a region ("2mn", "3mt"; "2d", "3d" in the box's own region) for the first N
 * stations of the day, as the calendar lists them.
 */
export function stationWordMeaning(word: string, date: string, boxRegion: LotteryRegion): StationWordMeaning {
  const counted = /^([1-4])?([a-z]+)$/.exec(word);
  const regionWord = counted === null ? undefined : regionWords[counted[2]!];
  if (
    counted !== null &&
    regionWord !== undefined &&
    (counted[1] !== undefined || regionWord !== 'default')
  ) {
    const region = regionWord === 'default' ? boxRegion : regionWord;
    const count = Number(counted[1] ?? '1');
    const drawing = stationsDrawingOn(region, date);
    if (drawing.length < count) return { kind: 'not_drawing' };
    return { kind: 'stations', stations: drawing.slice(0, count).map(({ code }) => ({ code, region })) };
  }
  const station = stationByAlias.get(word);
  if (station === undefined) return { kind: 'unknown' };
  if (!stationsDrawingOn(station.region, date).includes(station)) return { kind: 'not_drawing' };
  return { kind: 'stations', stations: [{ code: station.code, region: station.region }] };
}

/** Whether a run of letters and digits is one word of the box ("xien2", "b7l", "3c", "2dmn"). */
export function isBoxWord(text: string): boolean {
  if (typeWordOf(text) !== undefined) return true;
  const counted = /^[1-4]([a-z]+)$/.exec(text);
  return counted !== null && regionWords[counted[1]!] !== undefined;
}
