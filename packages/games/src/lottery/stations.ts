import type { LotteryRegion } from './prize-layouts.ts';

/**
 * The regional lottery's stations (đài) and the weekdays each draws, as the lottery companies
 * publish their calendars (docs/lottery.md): the north draws one station a day, the central two or
 * three, the south three or four. Weekdays count from Sunday = 0, in the brand's time zone.
 */
export interface LotteryStation {
  code: string;
  region: LotteryRegion;
  /** The station's name as Vietnamese boards print it (the same in every language). */
  name: string;
  /** Weekdays it draws, Sunday = 0. */
  weekdays: readonly number[];
  /** What players type for it in the code box, besides its code (accent-free, lower case). */
  aliases: readonly string[];
}

const station = (
  code: string,
  region: LotteryRegion,
  name: string,
  weekdays: readonly number[],
  aliases: readonly string[] = [],
): LotteryStation => ({ code, region, name, weekdays, aliases });

export const lotteryStations: readonly LotteryStation[] = [
  // The north: Hà Nội on Monday and Thursday, one station each other day.
  station('hn', 'north', 'Hà Nội', [1, 4], ['hanoi', 'ha noi']),
  station('qni', 'north', 'Quảng Ninh', [2], ['quangninh', 'quang ninh']),
  station('bni', 'north', 'Bắc Ninh', [3], ['bacninh', 'bac ninh']),
  station('hp', 'north', 'Hải Phòng', [5], ['haiphong', 'hai phong']),
  station('nd', 'north', 'Nam Định', [6], ['namdinh', 'nam dinh']),
  station('tb', 'north', 'Thái Bình', [0], ['thaibinh', 'thai binh']),
  // The central.
  station('kt', 'central', 'Kon Tum', [0], ['kontum', 'kon tum']),
  station('kh', 'central', 'Khánh Hòa', [0, 3], ['khanhhoa', 'khanh hoa']),
  station('tth', 'central', 'Thừa Thiên Huế', [0, 1], ['hue', 'thuathienhue', 'thua thien hue']),
  station('py', 'central', 'Phú Yên', [1], ['phuyen', 'phu yen']),
  station('dlk', 'central', 'Đắk Lắk', [2], ['daklak', 'dak lak']),
  station('qnm', 'central', 'Quảng Nam', [2], ['quangnam', 'quang nam']),
  station('dng', 'central', 'Đà Nẵng', [3, 6], ['danang', 'da nang']),
  station('bdi', 'central', 'Bình Định', [4], ['binhdinh', 'binh dinh']),
  station('qt', 'central', 'Quảng Trị', [4], ['quangtri', 'quang tri']),
  station('qb', 'central', 'Quảng Bình', [4], ['quangbinh', 'quang binh']),
  station('gl', 'central', 'Gia Lai', [5], ['gialai', 'gia lai']),
  station('nt', 'central', 'Ninh Thuận', [5], ['ninhthuan', 'ninh thuan']),
  station('qng', 'central', 'Quảng Ngãi', [6], ['quangngai', 'quang ngai']),
  station('dno', 'central', 'Đắk Nông', [6], ['daknong', 'dak nong']),
  // The south.
  station('tg', 'south', 'Tiền Giang', [0], ['tiengiang', 'tien giang']),
  station('kg', 'south', 'Kiên Giang', [0], ['kiengiang', 'kien giang']),
  station('dl', 'south', 'Đà Lạt', [0], ['dalat', 'da lat']),
  station('hcm', 'south', 'TP. Hồ Chí Minh', [1, 6], ['tp', 'tphcm', 'hochiminh', 'ho chi minh']),
  station('dt', 'south', 'Đồng Tháp', [1], ['dongthap', 'dong thap']),
  station('cm', 'south', 'Cà Mau', [1], ['camau', 'ca mau']),
  station('btr', 'south', 'Bến Tre', [2], ['bentre', 'ben tre']),
  station('vt', 'south', 'Vũng Tàu', [2], ['vungtau', 'vung tau']),
  station('bl', 'south', 'Bạc Liêu', [2], ['baclieu', 'bac lieu']),
  station('dn', 'south', 'Đồng Nai', [3], ['dongnai', 'dong nai']),
  station('ct', 'south', 'Cần Thơ', [3], ['cantho', 'can tho']),
  station('st', 'south', 'Sóc Trăng', [3], ['soctrang', 'soc trang']),
  station('tn', 'south', 'Tây Ninh', [4], ['tayninh', 'tay ninh']),
  station('ag', 'south', 'An Giang', [4], ['angiang', 'an giang']),
  station('bth', 'south', 'Bình Thuận', [4], ['binhthuan', 'binh thuan']),
  station('vl', 'south', 'Vĩnh Long', [5], ['vinhlong', 'vinh long']),
  station('bd', 'south', 'Bình Dương', [5], ['binhduong', 'binh duong']),
  station('tv', 'south', 'Trà Vinh', [5], ['travinh', 'tra vinh']),
  station('la', 'south', 'Long An', [6], ['longan', 'long an']),
  station('bp', 'south', 'Bình Phước', [6], ['binhphuoc', 'binh phuoc']),
  station('hg', 'south', 'Hậu Giang', [6], ['haugiang', 'hau giang']),
];

/** The brand's time zone is Vietnam's: UTC+7 all year (no daylight saving). */
export const VIETNAM_UTC_OFFSET_MINUTES = 7 * 60;

/** When each region's results come, in Vietnam time (hours, minutes). */
export const regionalDrawTimes: Readonly<Record<LotteryRegion, { hour: number; minute: number }>> = {
  south: { hour: 16, minute: 15 },
  central: { hour: 17, minute: 15 },
  north: { hour: 18, minute: 15 },
};

/** The weekday (Sunday = 0) of a calendar date written `YYYY-MM-DD`. */
export function weekdayOf(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) throw new RangeError(`lottery: a date is YYYY-MM-DD, not ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  if (new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`lottery: ${date} is not a calendar date`);
  }
  return weekday;
}

/** The stations of a region that draw on a Vietnam calendar date, in the calendar's order. */
export function stationsDrawingOn(region: LotteryRegion, date: string): LotteryStation[] {
  const weekday = weekdayOf(date);
  return lotteryStations.filter((entry) => entry.region === region && entry.weekdays.includes(weekday));
}

/** The instant a region's results come on a Vietnam calendar date. */
export function regionalDrawInstant(region: LotteryRegion, date: string): Date {
  weekdayOf(date);
  const { hour, minute } = regionalDrawTimes[region];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - VIETNAM_UTC_OFFSET_MINUTES * 60_000);
}
