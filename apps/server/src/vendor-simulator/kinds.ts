import { randomInt } from 'node:crypto';
import { demoCatalogGames } from '../seed/demo-catalog.ts';

/**
 * The simulator's games by what they look like and how they are played. Every round's outcome is
 * drawn here from node:crypto, never from the player (a pick only says which outcome pays), and is
 * answered as a `scene`: exactly what the page draws (the reels, the cards, the dice, the score).
 * Pays are in hundredths of the stake (195 = 1.95 × the stake, floored to the unit).
 */
export type SimulatorGameKind =
  | 'slots'
  | 'baccarat'
  | 'dragon-tiger'
  | 'sicbo'
  | 'roulette'
  | 'xoc-dia'
  | 'cards'
  | 'sports'
  | 'cockfight'
  | 'fishing'
  | 'wheel'
  | 'lotto';

export type Sport = 'football' | 'basketball' | 'tennis' | 'esports';

export interface SimulatorGame {
  kind: SimulatorGameKind;
  /** sports only: a sport without a draw (basketball, tennis, eSports) has two outcomes. */
  twoWay: boolean;
  /** sports only: what is played (the names on the card, how the score is counted). */
  sport: Sport;
  /** the catalog's declared return to player, in basis points (weighted tables follow it). */
  rtpBp: number | null;
}

const catalog = new Map(demoCatalogGames.map((game) => [`${game.vendor}/${game.code}`, game]));

function liveKind(text: string): SimulatorGameKind {
  if (/dragon/.test(text)) return 'dragon-tiger';
  if (/sicbo|sic-bo/.test(text)) return 'sicbo';
  if (/roulette/.test(text)) return 'roulette';
  if (/blackjack/.test(text)) return 'cards';
  return 'baccarat';
}

/** The game as the catalog the simulator stands behind describes it; a game it does not list, by its vendor's code. */
export function simulatorGameOf(vendor: string, game: string): SimulatorGame {
  const entry = catalog.get(`${vendor}/${game}`);
  const rtpBp = entry?.rtp ?? null;
  const category = entry?.category;
  const tags = (entry?.tags ?? []).join(' ');
  const text = `${game} ${tags}`;
  const sport: Sport = /basket/.test(text)
    ? 'basketball'
    : /tennis/.test(text)
      ? 'tennis'
      : category === 'esports' || vendor.includes('ESPORT')
        ? 'esports'
        : 'football';
  const of = (kind: SimulatorGameKind): SimulatorGame => ({
    kind,
    twoWay: sport !== 'football',
    sport,
    rtpBp,
  });
  if (category === 'slots') return of('slots');
  if (category === 'mini_games') return of('wheel');
  if (category === 'live_casino') return of(liveKind(text));
  if (category === 'sports' || category === 'esports') return of('sports');
  if (category === 'cards') return of(/xoc/.test(text) ? 'xoc-dia' : 'cards');
  if (category === 'fishing') return of('fishing');
  if (category === 'lottery') return of('lotto');
  if (category === 'cockfighting') return of('cockfight');
  if (vendor.includes('LIVE')) return of(liveKind(text));
  if (vendor.includes('LOTTO')) return of('lotto');
  if (vendor.includes('SPORT')) return of('sports');
  if (vendor.includes('COCK')) return of('cockfight');
  if (vendor.includes('FISH')) return of('fishing');
  if (vendor.includes('CARD')) return of(/xoc/.test(text) ? 'xoc-dia' : 'cards');
  return of('slots');
}

// ---------------------------------------------------------------------------------------------
// Weighted tables (slots, fishing, the wheel, the card duel): one line drawn in 10 000.

export interface TableLine {
  outcome: string;
  weight: number;
  /** hundredths of the stake */
  pays: number;
}

export const tableScale = 10_000;

/**
 * Each table has a base return and a 1× line: a game declaring another return (the catalog's
 * rtp, 96.10 %) moves that many ten-thousandths between the 1× line and the losing line, so its
 * return is exactly the declared one.
 */
const baseTables: Record<'slots' | 'fishing' | 'wheel' | 'cards', TableLine[]> = {
  slots: [
    { outcome: 'lotus-lotus-lotus', weight: 24, pays: 5000 },
    { outcome: 'seven-seven-seven', weight: 150, pays: 1000 },
    { outcome: 'bell-bell-bell', weight: 400, pays: 500 },
    { outcome: 'cherry-cherry', weight: 1200, pays: 200 },
    { outcome: 'cherry', weight: 2500, pays: 100 },
    { outcome: 'no-win', weight: 5726, pays: 0 },
  ],
  fishing: [
    { outcome: 'golden-dragon', weight: 20, pays: 10000 },
    { outcome: 'shark', weight: 80, pays: 2000 },
    { outcome: 'turtle', weight: 400, pays: 500 },
    { outcome: 'clownfish', weight: 1000, pays: 200 },
    { outcome: 'shrimp', weight: 2000, pays: 100 },
    { outcome: 'miss', weight: 6500, pays: 0 },
  ],
  wheel: [
    { outcome: 'x20', weight: 100, pays: 2000 },
    { outcome: 'x5', weight: 500, pays: 500 },
    { outcome: 'x2', weight: 1000, pays: 200 },
    { outcome: 'x1', weight: 3000, pays: 100 },
    { outcome: 'x0', weight: 5400, pays: 0 },
  ],
  cards: [
    { outcome: 'big-win', weight: 450, pays: 250 },
    { outcome: 'win', weight: 3800, pays: 200 },
    { outcome: 'push', weight: 875, pays: 100 },
    { outcome: 'loss', weight: 4875, pays: 0 },
  ],
};
export type WeightedKind = keyof typeof baseTables;

export function tableReturnBp(lines: readonly TableLine[]): number {
  return lines.reduce((sum, line) => sum + line.weight * line.pays, 0) / 100;
}

/** The table of a kind at a declared return (basis points; 90 % to 99 %), else its base return. */
export function weightedTable(kind: WeightedKind, rtpBp: number | null): TableLine[] {
  const base = baseTables[kind];
  const baseBp = tableReturnBp(base);
  const shift = rtpBp !== null && rtpBp >= 9000 && rtpBp <= 9900 ? rtpBp - baseBp : 0;
  return base.map((line, index) => {
    if (line.pays === 100) return { ...line, weight: line.weight + shift };
    if (index === base.length - 1) return { ...line, weight: line.weight - shift };
    return line;
  });
}

function drawLine(lines: readonly TableLine[]): TableLine {
  let ticket = randomInt(0, tableScale);
  for (const line of lines) {
    if (ticket < line.weight) return line;
    ticket -= line.weight;
  }
  throw new Error('table weights do not add up to its scale');
}

// ---------------------------------------------------------------------------------------------
// What a player may bet on, per kind (the first is the default), and what each pick pays.

export const picksOf: Partial<Record<SimulatorGameKind, readonly string[]>> = {
  baccarat: ['player', 'banker', 'tie'],
  'dragon-tiger': ['dragon', 'tiger', 'tie'],
  sicbo: ['big', 'small'],
  roulette: ['red', 'black', 'green'],
  'xoc-dia': ['even', 'odd'],
  sports: ['home', 'draw', 'away'],
  cockfight: ['meron', 'wala', 'draw'],
};

export function picksFor(game: SimulatorGame): readonly string[] {
  const picks = picksOf[game.kind] ?? [];
  return game.kind === 'sports' && game.twoWay ? picks.filter((pick) => pick !== 'draw') : picks;
}

/** Hundredths of the stake a pick pays on an outcome (what is not listed pays nothing). */
export const pickPays: Partial<Record<SimulatorGameKind, Record<string, Record<string, number>>>> = {
  // Player 1:1, Banker 0.95:1, Tie 8:1; a tie gives Player and Banker bets back.
  baccarat: {
    player: { player: 200, tie: 100 },
    banker: { banker: 195, tie: 100 },
    tie: { tie: 900 },
  },
  // Dragon or Tiger 1:1 (half back on a tie), Tie 11:1.
  'dragon-tiger': { dragon: { dragon: 200, tie: 50 }, tiger: { tiger: 200, tie: 50 }, tie: { tie: 1200 } },
  // Tài (11–17) / Xỉu (4–10) 1:1; a triple loses both.
  sicbo: { big: { big: 200 }, small: { small: 200 } },
  // European wheel: red or black 1:1, the zero 35:1.
  roulette: { red: { red: 200 }, black: { black: 200 }, green: { green: 3600 } },
  // Four coins: even reds (chẵn) or odd reds (lẻ) at 0.96:1.
  'xoc-dia': { even: { even: 196 }, odd: { odd: 196 } },
  // Meron (red) or Wala (blue) at 0.92:1, the stake back on a draw; the draw 47:1.
  cockfight: { meron: { meron: 192, draw: 100 }, wala: { wala: 192, draw: 100 }, draw: { draw: 4800 } },
};

/** Sports: each result's chance in 10 000 and its decimal odds (hundredths): about 96 % back on each. */
export const sportsLines = {
  threeWay: [
    { outcome: 'home', weight: 4500, pays: 213 },
    { outcome: 'draw', weight: 2700, pays: 355 },
    { outcome: 'away', weight: 2800, pays: 343 },
  ],
  twoWay: [
    { outcome: 'home', weight: 5500, pays: 175 },
    { outcome: 'away', weight: 4500, pays: 213 },
  ],
} satisfies Record<string, TableLine[]>;

/** Cock fights: the draw is rare. */
export const cockfightLines: TableLine[] = [
  { outcome: 'meron', weight: 4900, pays: 0 },
  { outcome: 'wala', weight: 4900, pays: 0 },
  { outcome: 'draw', weight: 200, pays: 0 },
];

// ---------------------------------------------------------------------------------------------
// Cards, dealt from an endless shoe (every card as likely at every deal).

export interface Card {
  rank: number; // 1 (ace) … 13 (king)
  suit: 'S' | 'H' | 'D' | 'C';
}
const suits = ['S', 'H', 'D', 'C'] as const;
export const dealCard = (): Card => ({ rank: randomInt(1, 14), suit: suits[randomInt(0, 4)]! });
export const baccaratValue = (rank: number) => (rank >= 10 ? 0 : rank);

/** Baccarat's drawing rules, on card values (0–9): the cards each side ends with. */
export function baccaratHands(next: () => number): { player: number[]; banker: number[] } {
  const player = [next(), next()];
  const banker = [next(), next()];
  const points = (hand: number[]) => hand.reduce((sum, value) => sum + value, 0) % 10;
  if (points(player) >= 8 || points(banker) >= 8) return { player, banker };
  let playerThird: number | null = null;
  if (points(player) <= 5) {
    playerThird = next();
    player.push(playerThird);
  }
  const bank = points(banker);
  const bankerDraws =
    playerThird === null
      ? bank <= 5
      : bank <= 2 ||
        (bank === 3 && playerThird !== 8) ||
        (bank === 4 && playerThird >= 2 && playerThird <= 7) ||
        (bank === 5 && playerThird >= 4 && playerThird <= 7) ||
        (bank === 6 && (playerThird === 6 || playerThird === 7));
  if (bankerDraws) banker.push(next());
  return { player, banker };
}

export function baccaratWinner(player: number[], banker: number[]): 'player' | 'banker' | 'tie' {
  const p = player.reduce((sum, value) => sum + value, 0) % 10;
  const b = banker.reduce((sum, value) => sum + value, 0) % 10;
  return p > b ? 'player' : b > p ? 'banker' : 'tie';
}

// ---------------------------------------------------------------------------------------------

/** One played outcome: its name, what it pays on the stake (hundredths), and what the page draws. */
export interface Drawn {
  outcome: string;
  pays: number;
  scene: Record<string, unknown>;
}

const slotFillers = ['lemon', 'plum', 'bar', 'grape'] as const;
const slotSymbols = ['lotus', 'seven', 'bell', 'cherry', ...slotFillers] as const;
const any = <T>(list: readonly T[]): T => list[randomInt(0, list.length)]!;

/** The pay line (the middle row) that shows a slot outcome, and rows above and below it. */
function slotScene(outcome: string): Record<string, unknown> {
  let line: string[];
  if (outcome.split('-').length === 3) line = outcome.split('-');
  else if (outcome === 'cherry-cherry') line = ['cherry', 'cherry', any(slotFillers)];
  else if (outcome === 'cherry')
    line = ['cherry', any(['lotus', 'seven', 'bell', ...slotFillers]), any(slotFillers)];
  else {
    // No win: no cherry first and not three alike.
    const first = any(['lotus', 'seven', 'bell', ...slotFillers]);
    const second = any(slotSymbols);
    let third = any(slotSymbols);
    while (third === first && second === first) third = any(slotSymbols);
    line = [first, second, third];
  }
  const winning = outcome === 'no-win' ? 0 : outcome === 'cherry' ? 1 : outcome === 'cherry-cherry' ? 2 : 3;
  return {
    reels: line.map((middle) => [any(slotSymbols), middle, any(slotSymbols)]),
    winning,
  };
}

const footballScore = (result: string): [number, number] => {
  if (result === 'draw') {
    const goals = randomInt(0, 4);
    return [goals, goals];
  }
  const winner = randomInt(1, 5);
  const loser = randomInt(0, winner);
  return result === 'home' ? [winner, loser] : [loser, winner];
};
const pointsScore = (result: string, sport: Sport): [number, number] => {
  // Basketball by points, tennis and eSports by sets or maps won (best of three).
  const winner = sport === 'basketball' ? randomInt(85, 121) : 2;
  const loser = sport === 'basketball' ? winner - randomInt(1, 18) : randomInt(0, 2);
  return result === 'home' ? [winner, loser] : [loser, winner];
};

/** Draws one round of `game` for a pick (validated by the caller) from node:crypto. */
export function drawRound(game: SimulatorGame, pick: string): Drawn {
  const paysOf = (outcome: string) => pickPays[game.kind]?.[pick]?.[outcome] ?? 0;
  switch (game.kind) {
    case 'slots':
    case 'fishing':
    case 'wheel':
    case 'cards': {
      const line = drawLine(weightedTable(game.kind, game.rtpBp));
      const scene: Record<string, unknown> =
        game.kind === 'slots' ? slotScene(line.outcome) : { outcome: line.outcome };
      return { outcome: line.outcome, pays: line.pays, scene };
    }
    case 'baccarat': {
      const cards: Card[] = [];
      const hands = baccaratHands(() => {
        const card = dealCard();
        cards.push(card);
        return baccaratValue(card.rank);
      });
      const player = cards.filter((_, index) => index < 2 || (index === 4 && hands.player.length === 3));
      const banker = cards.filter((card) => !player.includes(card));
      const outcome = baccaratWinner(hands.player, hands.banker);
      return {
        outcome,
        pays: paysOf(outcome),
        scene: {
          player,
          banker,
          playerPoints: hands.player.reduce((s, v) => s + v, 0) % 10,
          bankerPoints: hands.banker.reduce((s, v) => s + v, 0) % 10,
        },
      };
    }
    case 'dragon-tiger': {
      const dragon = dealCard();
      const tiger = dealCard();
      const outcome = dragon.rank > tiger.rank ? 'dragon' : tiger.rank > dragon.rank ? 'tiger' : 'tie';
      return { outcome, pays: paysOf(outcome), scene: { dragon, tiger } };
    }
    case 'sicbo': {
      const dice = [randomInt(1, 7), randomInt(1, 7), randomInt(1, 7)];
      const total = dice.reduce((sum, value) => sum + value, 0);
      const outcome = dice[0] === dice[1] && dice[1] === dice[2] ? 'triple' : total >= 11 ? 'big' : 'small';
      return { outcome, pays: paysOf(outcome), scene: { dice, total } };
    }
    case 'roulette': {
      const number = randomInt(0, 37);
      const outcome = number === 0 ? 'green' : redNumbers.has(number) ? 'red' : 'black';
      return { outcome, pays: paysOf(outcome), scene: { number } };
    }
    case 'xoc-dia': {
      const coins = [0, 1, 2, 3].map(() => randomInt(0, 2) === 1);
      const reds = coins.filter(Boolean).length;
      const outcome = reds % 2 === 0 ? 'even' : 'odd';
      return { outcome, pays: paysOf(outcome), scene: { coins, reds } };
    }
    case 'sports': {
      const lines = game.twoWay ? sportsLines.twoWay : sportsLines.threeWay;
      const outcome = drawLine(lines).outcome;
      const odds = lines.find((line) => line.outcome === pick)?.pays ?? 0;
      const [home, away] = game.twoWay ? pointsScore(outcome, game.sport) : footballScore(outcome);
      return { outcome, pays: pick === outcome ? odds : 0, scene: { home, away } };
    }
    case 'cockfight': {
      const outcome = drawLine(cockfightLines).outcome;
      return {
        outcome,
        pays: paysOf(outcome),
        scene: { minute: randomInt(1, 10), second: randomInt(0, 60) },
      };
    }
    case 'lotto':
      throw new Error('the lottery draws a number (paytable.ts)');
  }
}

export const redNumbers = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
