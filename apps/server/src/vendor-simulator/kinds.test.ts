import { describe, expect, it } from 'vitest';
import { demoCatalogGames } from '../seed/demo-catalog.ts';
import { readScene } from '../../test/simulator-scenes.ts';
import {
  baccaratHands,
  baccaratWinner,
  cockfightLines,
  drawRound,
  pickPays,
  picksFor,
  redNumbers,
  simulatorGameOf,
  sportsLines,
  tableReturnBp,
  tableScale,
  weightedTable,
} from './kinds.ts';
import type { SimulatorGame, SimulatorGameKind } from './kinds.ts';

/** Σ chance × pays over every outcome, from exact counts: the return to player in basis points. */
function returnBp(counts: Record<string, number>, total: number, pays: Record<string, number>): number {
  const paid = Object.entries(counts).reduce(
    (sum, [outcome, count]) => sum + count * (pays[outcome] ?? 0),
    0,
  );
  return (paid / total) * 100;
}

describe('the simulator’s games by kind', () => {
  it('reads each demo game’s kind from the catalog it stands behind', () => {
    const kindOf = (vendor: string, game: string) => simulatorGameOf(vendor, game).kind;
    expect(kindOf('SIM_SLOTS', 'lucky-lotus')).toBe('slots');
    expect(kindOf('SIM_SLOTS', 'wheel-of-luck')).toBe('wheel');
    expect(kindOf('SIM_LIVE', 'baccarat-a')).toBe('baccarat');
    expect(kindOf('SIM_LIVE', 'dragon-tiger-vip')).toBe('dragon-tiger');
    expect(kindOf('SIM_LIVE', 'sicbo-classic')).toBe('sicbo');
    expect(kindOf('SIM_LIVE', 'roulette-auto')).toBe('roulette');
    expect(kindOf('SIM_CARDS', 'xoc-dia')).toBe('xoc-dia');
    expect(kindOf('SIM_CARDS', 'tien-len')).toBe('cards');
    expect(kindOf('SIM_FISH', 'ocean-king')).toBe('fishing');
    expect(kindOf('SIM_COCK', 'cockfight-derby')).toBe('cockfight');
    expect(kindOf('SIM_LOTTO', 'fast-3')).toBe('lotto');
    expect(simulatorGameOf('SIM_SPORTS', 'sports-football')).toMatchObject({ kind: 'sports', twoWay: false });
    expect(simulatorGameOf('SIM_SPORTS', 'sports-tennis')).toMatchObject({ kind: 'sports', twoWay: true });
    expect(simulatorGameOf('SIM_ESPORTS', 'esports-lol')).toMatchObject({ sport: 'esports', twoWay: true });
    // A game the catalog does not list: by its vendor.
    expect(kindOf('SIM_LIVE', 'baccarat-lotus')).toBe('baccarat');
    expect(kindOf('SIM_SLOTS', 'anything')).toBe('slots');
  });

  it('weighted tables cover every draw and return exactly the game’s declared RTP', () => {
    const declared = demoCatalogGames.filter((game) => game.vendor.startsWith('SIM_'));
    let checked = 0;
    for (const entry of declared) {
      const game = simulatorGameOf(entry.vendor, entry.code);
      if (!['slots', 'fishing', 'wheel', 'cards'].includes(game.kind)) continue;
      const lines = weightedTable(game.kind as 'slots', game.rtpBp);
      expect(lines.reduce((sum, line) => sum + line.weight, 0)).toBe(tableScale);
      expect(lines.every((line) => line.weight >= 0)).toBe(true);
      expect(tableReturnBp(lines)).toBe(
        entry.rtp ?? tableReturnBp(weightedTable(game.kind as 'slots', null)),
      );
      checked += 1;
    }
    expect(checked).toBeGreaterThan(25);
    expect(tableReturnBp(weightedTable('slots', null))).toBe(9600);
    expect(tableReturnBp(weightedTable('cards', null))).toBe(9600);
  });

  it('baccarat, dealt from an endless shoe by its drawing rules: each bet’s exact return', () => {
    // Every sequence of six card values (0 for tens and faces: 4 ranks in 13), each counted by how
    // many rank sequences give it; a deal uses the first four to six.
    const ranksOf = (value: number) => (value === 0 ? 4 : 1);
    const counts: Record<string, number> = { player: 0, banker: 0, tie: 0 };
    const values = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    for (const a of values)
      for (const b of values)
        for (const c of values)
          for (const d of values)
            for (const e of values)
              for (const f of values) {
                const deck = [a, b, c, d, e, f];
                let next = 0;
                const hands = baccaratHands(() => deck[next++]!);
                const weight = deck.reduce((product, value) => product * ranksOf(value), 1);
                counts[baccaratWinner(hands.player, hands.banker)]! += weight;
              }
    const total = 13 ** 6;
    expect(counts.player! + counts.banker! + counts.tie!).toBe(total);
    const rtp = (pick: string) => returnBp(counts, total, pickPays.baccarat![pick]!);
    // As docs/vendor-simulator.md states them, to the hundredth of a per cent.
    expect([rtp('player'), rtp('banker'), rtp('tie')].map((bp) => Math.round(bp) / 100)).toEqual([
      98.77, 98.94, 85.88,
    ]);
  });

  it('dragon tiger, sic bo, roulette and xóc đĩa: each bet’s exact return over every equally likely deal, roll or spin', () => {
    const dragonTiger: Record<string, number> = { dragon: 0, tiger: 0, tie: 0 };
    for (let dragon = 1; dragon <= 13; dragon += 1)
      for (let tiger = 1; tiger <= 13; tiger += 1)
        dragonTiger[dragon > tiger ? 'dragon' : tiger > dragon ? 'tiger' : 'tie']! += 1;
    const dt = (pick: string) => returnBp(dragonTiger, 169, pickPays['dragon-tiger']![pick]!);
    expect(dt('dragon')).toBeCloseTo((12.5 / 13) * 10000, 6); // 96.15 %
    expect(dt('tiger')).toBeCloseTo((12.5 / 13) * 10000, 6);
    expect(dt('tie')).toBeCloseTo((12 / 13) * 10000, 6); // 92.31 %

    const sicbo: Record<string, number> = { big: 0, small: 0, triple: 0 };
    for (let a = 1; a <= 6; a += 1)
      for (let b = 1; b <= 6; b += 1)
        for (let c = 1; c <= 6; c += 1)
          sicbo[a === b && b === c ? 'triple' : a + b + c >= 11 ? 'big' : 'small']! += 1;
    expect(returnBp(sicbo, 216, pickPays.sicbo!.big!)).toBeCloseTo((210 / 216) * 10000, 6); // 97.22 %
    expect(returnBp(sicbo, 216, pickPays.sicbo!.small!)).toBeCloseTo((210 / 216) * 10000, 6);

    const roulette: Record<string, number> = { red: 0, black: 0, green: 0 };
    for (let number = 0; number <= 36; number += 1)
      roulette[number === 0 ? 'green' : redNumbers.has(number) ? 'red' : 'black']! += 1;
    expect(roulette).toEqual({ red: 18, black: 18, green: 1 });
    for (const pick of ['red', 'black', 'green']) {
      expect(returnBp(roulette, 37, pickPays.roulette![pick]!)).toBeCloseTo((36 / 37) * 10000, 6); // 97.30 %
    }

    const xocDia: Record<string, number> = { even: 0, odd: 0 };
    for (let coins = 0; coins < 16; coins += 1) {
      const reds = [0, 1, 2, 3].filter((bit) => (coins >> bit) & 1).length;
      xocDia[reds % 2 === 0 ? 'even' : 'odd']! += 1;
    }
    // The catalog declares 98 % for Xóc Đĩa.
    expect(returnBp(xocDia, 16, pickPays['xoc-dia']!.even!)).toBe(9800);
    expect(returnBp(xocDia, 16, pickPays['xoc-dia']!.odd!)).toBe(9800);
  });

  it('sports odds and the cock fight’s pay back about 96 % on every pick', () => {
    for (const lines of [sportsLines.threeWay, sportsLines.twoWay]) {
      expect(lines.reduce((sum, line) => sum + line.weight, 0)).toBe(tableScale);
      for (const line of lines) {
        const bp = (line.weight * line.pays) / 100;
        expect(bp).toBeGreaterThanOrEqual(9580);
        expect(bp).toBeLessThanOrEqual(9630);
      }
    }
    const fights = Object.fromEntries(cockfightLines.map((line) => [line.outcome, line.weight]));
    expect(cockfightLines.reduce((sum, line) => sum + line.weight, 0)).toBe(tableScale);
    for (const pick of ['meron', 'wala', 'draw']) {
      expect(returnBp(fights, tableScale, pickPays.cockfight![pick]!)).toBe(9608 - (pick === 'draw' ? 8 : 0));
    }
  });

  it('shows what it settles: every drawn scene, read by the game’s rules, is the outcome and the pay', () => {
    const games: SimulatorGame[] = [
      simulatorGameOf('SIM_SLOTS', 'lucky-lotus'),
      simulatorGameOf('SIM_SLOTS', 'wheel-of-luck'),
      simulatorGameOf('SIM_LIVE', 'baccarat-a'),
      simulatorGameOf('SIM_LIVE', 'dragon-tiger'),
      simulatorGameOf('SIM_LIVE', 'sicbo-classic'),
      simulatorGameOf('SIM_LIVE', 'roulette-european'),
      simulatorGameOf('SIM_CARDS', 'xoc-dia'),
      simulatorGameOf('SIM_CARDS', 'tien-len'),
      simulatorGameOf('SIM_SPORTS', 'sports-football'),
      simulatorGameOf('SIM_SPORTS', 'sports-basketball'),
      simulatorGameOf('SIM_COCK', 'cockfight-arena'),
      simulatorGameOf('SIM_FISH', 'ocean-king'),
    ];
    const seen = new Map<SimulatorGameKind, Set<string>>();
    for (const game of games) {
      const picks = picksFor(game);
      for (let index = 0; index < 3000; index += 1) {
        const side = picks.length === 0 ? null : picks[index % picks.length]!;
        const drawn = drawRound(game, side ?? '');
        expect(readScene(game, { scene: drawn.scene, side, outcome: drawn.outcome })).toEqual({
          outcome: drawn.outcome,
          pays: drawn.pays,
        });
        seen.set(game.kind, (seen.get(game.kind) ?? new Set()).add(drawn.outcome));
      }
    }
    // Every outcome came up (the rare ones included) in 3 000 rounds, bar the slots' top lines.
    expect([...(seen.get('baccarat') ?? [])].sort()).toEqual(['banker', 'player', 'tie']);
    expect([...(seen.get('sicbo') ?? [])].sort()).toEqual(['big', 'small', 'triple']);
    expect([...(seen.get('xoc-dia') ?? [])].sort()).toEqual(['even', 'odd']);
    expect(seen.get('slots')?.has('no-win')).toBe(true);
    expect(seen.get('slots')?.has('cherry-cherry')).toBe(true);
  });
});
