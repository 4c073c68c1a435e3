import type { LotteryBet } from './bet.ts';
import { betTypeOffered } from './bet-types.ts';
import type { LotteryBetTypeCode } from './bet-types.ts';
import { boxTokens } from './bet-code-text.ts';
import type { BoxToken, NumberPart, Span } from './bet-code-text.ts';
import { stationWordMeaning, typeWordOf } from './bet-code-words.ts';
import type { SelectedStation, StationWordMeaning, TypeWord } from './bet-code-words.ts';
import type { LotteryRegion } from './prize-layouts.ts';

/**
 * The quick-entry box's reader (docs/lottery.md, "The code box"): players type bets the way they
 * write them for an agent (`12 34 56 lo 10`, `de 68 50`, `xien 12-34 5`, `tp 01.02dd1`), and get
 * the slip it reads, or errors each naming the exact part of the text it could not read. It never
 * throws on any text.
 */
export type BetCodeErrorCode =
  | 'lottery_code_unreadable'
  | 'lottery_code_unknown_type'
  | 'lottery_code_unknown_station'
  | 'lottery_code_station_not_drawing'
  | 'lottery_code_station_not_here'
  | 'lottery_code_missing_station'
  | 'lottery_code_missing_numbers'
  | 'lottery_code_missing_type'
  | 'lottery_code_missing_amount'
  | 'lottery_code_bad_amount'
  | 'lottery_code_bad_number'
  | 'lottery_code_bad_legs'
  | 'lottery_code_repeated_number'
  | 'lottery_code_type_not_in_region'
  | 'lottery_code_needs_two_stations';

export interface BetCodeError extends Span {
  code: BetCodeErrorCode;
}

/** A bet as read, with the station(s) it is on and the span of the text it was read from. */
export interface ParsedBet extends LotteryBet, Span {
  stations: string[];
  region: LotteryRegion;
}

export interface ParsedSlip {
  bets: ParsedBet[];
  errors: BetCodeError[];
}

export interface BetCodeOptions {
  /** The Vietnam calendar date of the draws (station words are read against that day's calendar). */
  date: string;
  /** The box's region: the bets' region until a station word says otherwise, and the one of "2d". */
  region: LotteryRegion;
  /** The stations the bets are on until a station word says otherwise (the lobby's selection). */
  stations: readonly string[];
  /** A box where station words are refused (a fast draw has one board). */
  stationsFixed?: boolean;
}

type NumbersToken = Extract<BoxToken, { kind: 'numbers' }>;
/** A bet read but not yet checked against its stations' region. */
interface PlannedBet {
  type: LotteryBetTypeCode;
  numbers: string[];
  stations: SelectedStation[];
}
type WordToken = Extract<BoxToken, { kind: 'word' }>;

const MAX_POINTS_DIGITS = 9;

/** Every distinct ordering of a number's digits ("12" → 12, 21; "112" → 112, 121, 211). */
function permutations(digits: string): string[] {
  if (digits.length <= 1) return [digits];
  const found = new Set<string>();
  [...digits].forEach((digit, index) => {
    for (const rest of permutations(digits.slice(0, index) + digits.slice(index + 1)))
      found.add(digit + rest);
  });
  return [...found];
}

function pairsOf<T>(items: readonly T[]): [T, T][] {
  return items.flatMap((first, index) => items.slice(index + 1).map((second): [T, T] => [first, second]));
}

/**
 * The legs of a xiên, đá or lô trượt: numbers typed apart make one combination ("xien 12 34 56"),
 * joined groups one each ("xien 12-34 56-78" is two xiên 2).
 */
function combinationsOf(groups: NumbersToken[]): NumberPart[][] {
  if (groups.every((group) => group.parts.length === 1)) return [groups.flatMap((group) => group.parts)];
  return groups.map((group) => group.parts);
}

class BoxReader {
  readonly bets: ParsedBet[] = [];
  readonly errors: BetCodeError[] = [];
  private selection: SelectedStation[];
  /** Whether the last thing read was a station word: another one then adds to the selection. */
  private selecting = false;

  private readonly tokens: BoxToken[];
  private readonly options: BetCodeOptions;

  constructor(tokens: BoxToken[], options: BetCodeOptions) {
    this.tokens = tokens;
    this.options = options;
    this.selection = options.stations.map((code) => ({ code, region: options.region }));
  }

  private fail(code: BetCodeErrorCode, span: Span): void {
    this.errors.push({ code, start: span.start, end: span.end });
  }

  read(): void {
    let pending: NumbersToken[] = [];
    const dropPending = () => {
      if (pending.length > 0)
        this.fail('lottery_code_missing_type', { start: pending[0]!.start, end: pending.at(-1)!.end });
      pending = [];
    };
    let index = 0;
    while (index < this.tokens.length) {
      const token = this.tokens[index]!;
      if (token.kind === 'junk') {
        this.fail('lottery_code_unreadable', token);
        index += 1;
      } else if (token.kind === 'newline') {
        dropPending();
        index += 1;
      } else if (token.kind === 'numbers') {
        pending.push(token);
        index += 1;
      } else if (pending.length > 0) {
        // Numbers came first: the word is their type and the next group their points.
        const typeWord = typeWordOf(token.text);
        const next = this.tokens[index + 1];
        if (typeWord !== undefined && next?.kind === 'numbers') {
          this.build(typeWord, token, pending, next);
          index += 2;
        } else if (typeWord !== undefined) {
          this.fail('lottery_code_missing_amount', { start: pending[0]!.start, end: token.end });
          index += 1;
        } else {
          const station = this.stationAt(index);
          if (station.meaning.kind !== 'unknown') {
            dropPending();
            index = this.select(station);
            continue;
          }
          // The group after an unknown type is its points: no error of its own.
          this.fail('lottery_code_unknown_type', token);
          index += next?.kind === 'numbers' ? 2 : 1;
        }
        pending = [];
      } else {
        index = this.readWord(index);
      }
    }
    dropPending();
  }

  /** A word with no numbers before it: a station, or a type with its numbers and points after it. */
  private readWord(index: number): number {
    const token = this.tokens[index] as WordToken;
    const typeWord = typeWordOf(token.text);
    const station = this.stationAt(index);
    // A word that is both (bl: Bạc Liêu or bao lô) is the station on a day it draws.
    if (
      station.meaning.kind === 'stations' &&
      !(this.options.stationsFixed === true && typeWord !== undefined)
    ) {
      return this.select(station);
    }
    if (typeWord !== undefined) {
      const groups: NumbersToken[] = [];
      let next = index + 1;
      for (let ahead = this.tokens[next]; ahead?.kind === 'numbers'; ahead = this.tokens[++next])
        groups.push(ahead);
      if (groups.length === 0) this.fail('lottery_code_missing_numbers', token);
      else if (groups.length === 1)
        this.fail('lottery_code_missing_amount', { start: token.start, end: groups[0]!.end });
      else this.build(typeWord, token, groups.slice(0, -1), groups.at(-1)!);
      return next;
    }
    if (station.meaning.kind === 'not_drawing') {
      this.fail('lottery_code_station_not_drawing', station);
      return station.next;
    }
    const followedByNumbers = this.tokens[index + 1]?.kind === 'numbers';
    this.fail(followedByNumbers ? 'lottery_code_unknown_type' : 'lottery_code_unknown_station', token);
    return index + 1;
  }

  /** The longest run of up to four words that names stations ("ho chi minh"), else the one word. */
  private stationAt(index: number): { meaning: StationWordMeaning; next: number } & Span {
    const words: WordToken[] = [];
    for (let at = index; words.length < 4 && this.tokens[at]?.kind === 'word'; at++) {
      words.push(this.tokens[at] as WordToken);
    }
    for (let length = words.length; length >= 1; length--) {
      const joined = words
        .slice(0, length)
        .map((word) => word.text)
        .join('');
      const meaning = stationWordMeaning(joined, this.options.date, this.options.region);
      if (meaning.kind !== 'unknown') {
        return { meaning, next: index + length, start: words[0]!.start, end: words[length - 1]!.end };
      }
    }
    return { meaning: { kind: 'unknown' }, next: index + 1, start: words[0]!.start, end: words[0]!.end };
  }

  private select(station: { meaning: StationWordMeaning; next: number } & Span): number {
    if (this.options.stationsFixed === true) {
      this.fail('lottery_code_station_not_here', station);
    } else if (station.meaning.kind === 'stations') {
      const added = station.meaning.stations;
      const kept = this.selecting
        ? this.selection.filter((old) => !added.some((one) => one.code === old.code))
        : [];
      this.selection = [...kept, ...added];
      this.selecting = true;
    } else {
      this.fail('lottery_code_station_not_drawing', station);
    }
    return station.next;
  }

  private build(typeWord: TypeWord, word: WordToken, groups: NumbersToken[], amount: NumbersToken): void {
    this.selecting = false;
    const span = { start: Math.min(word.start, groups[0]!.start), end: Math.max(word.end, amount.end) };
    const points = amount.parts.length === 1 && !amount.malformed ? amount.parts[0]!.digits : '';
    if (!/^[0-9]+$/.test(points) || points.length > MAX_POINTS_DIGITS || BigInt(points) === 0n) {
      this.fail('lottery_code_bad_amount', amount);
      return;
    }
    const malformed = groups.find((group) => group.malformed);
    if (malformed !== undefined) {
      this.fail('lottery_code_bad_number', malformed);
      return;
    }
    if (this.selection.length === 0) {
      this.fail('lottery_code_missing_station', span);
      return;
    }
    const bets =
      typeWord.kind === 'single'
        ? this.singleBets(typeWord, groups)
        : this.combinationBets(typeWord, combinationsOf(groups));
    const placed: ParsedBet[] = [];
    for (const { type, numbers, stations } of bets) {
      if (!stations.every((station) => betTypeOffered(type, station.region))) {
        this.fail('lottery_code_type_not_in_region', word);
        return;
      }
      placed.push({
        type,
        numbers,
        points: BigInt(points),
        stations: stations.map((station) => station.code),
        region: stations[0]!.region,
        ...span,
      });
    }
    this.bets.push(...placed);
  }

  private singleBets(typeWord: Extract<TypeWord, { kind: 'single' }>, groups: NumbersToken[]) {
    const bets: PlannedBet[] = [];
    for (const part of groups.flatMap((group) => group.parts)) {
      const type = typeWord.byDigits[part.digits.length as 2 | 3 | 4];
      if (type === undefined) {
        this.fail('lottery_code_bad_number', part);
        continue;
      }
      const numbers = typeWord.permute === true ? permutations(part.digits) : [part.digits];
      for (const number of numbers) {
        for (const station of this.selection) bets.push({ type, numbers: [number], stations: [station] });
      }
    }
    return bets;
  }

  private combinationBets(typeWord: Exclude<TypeWord, { kind: 'single' }>, combinations: NumberPart[][]) {
    const bets: PlannedBet[] = [];
    for (const legs of combinations) {
      if (legs.length === 0) continue;
      const span = { start: legs[0]!.start, end: legs.at(-1)!.end };
      const badLeg = legs.find((leg) => leg.digits.length !== 2);
      if (badLeg !== undefined) {
        this.fail('lottery_code_bad_number', badLeg);
        continue;
      }
      const numbers = legs.map((leg) => leg.digits);
      if (new Set(numbers).size !== numbers.length) {
        this.fail('lottery_code_repeated_number', span);
        continue;
      }
      if (typeWord.kind === 'da') {
        bets.push(...this.daBets(typeWord, numbers, span));
        continue;
      }
      const type = typeWord.byLegs[numbers.length];
      if (type === undefined) {
        this.fail('lottery_code_bad_legs', span);
        continue;
      }
      for (const station of this.selection) bets.push({ type, numbers, stations: [station] });
    }
    return bets;
  }

  /** Đá: every pair of the numbers is a bet; on two stations' boards together when two are chosen. */
  private daBets(typeWord: Extract<TypeWord, { kind: 'da' }>, numbers: string[], span: Span): PlannedBet[] {
    if (numbers.length < 2) {
      this.fail('lottery_code_bad_legs', span);
      return [];
    }
    const onBoth = typeWord.stations === 2 || (typeWord.stations === 'any' && this.selection.length === 2);
    if (onBoth && this.selection.length !== 2) {
      this.fail('lottery_code_needs_two_stations', span);
      return [];
    }
    return pairsOf(numbers).flatMap((pair): PlannedBet[] =>
      onBoth
        ? [{ type: 'da2', numbers: pair, stations: this.selection }]
        : this.selection.map((station) => ({ type: 'da', numbers: pair, stations: [station] })),
    );
  }
}

/** Reads the code box's text into a slip of bets and the errors of what it could not read. */
export function parseBetCode(text: string, options: BetCodeOptions): ParsedSlip {
  const reader = new BoxReader(boxTokens(typeof text === 'string' ? text : ''), options);
  reader.read();
  return { bets: reader.bets, errors: reader.errors };
}
