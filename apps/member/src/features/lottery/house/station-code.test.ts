import { describe, expect, it } from 'vitest';
import { readCode } from './code-reading.ts';
import { centralDraw } from './house-test-server.ts';
import { slipsByDrawOf } from './slip-groups.ts';
import { oddsByTypeOf } from './slip-math.ts';
import { drawsByStationOf } from './station-draws.ts';
import { stationWordsOf } from './station-words.ts';
import { centralOdds } from './house-test-server.ts';

const now = Date.parse('2026-11-26T03:00:00Z');
const open = ['bdi', 'qt'].map((station) => centralDraw(station, now));
const context = {
  draw: open[0]!,
  region: 'central' as const,
  odds: oddsByTypeOf(centralOdds),
  stationDraws: drawsByStationOf(open, '2026-11-26'),
};

describe('matching station words to the open draws', () => {
  it('keeps the open draws of the chosen day by station', () => {
    const tomorrow = { ...centralDraw('qb', now), drawDate: '2026-11-27' };
    expect([...drawsByStationOf([...open, tomorrow], '2026-11-26').keys()]).toEqual(['bdi', 'qt']);
  });

  it('finds each station word’s span and stations', () => {
    expect(stationWordsOf('2d de 68 10\nqb lo 12 5', { date: '2026-11-26', region: 'central' })).toEqual([
      { start: 0, end: 2, stations: ['bdi', 'qt'] },
      { start: 12, end: 14, stations: ['qb'] },
    ]);
  });

  it('puts each bet on its station’s draw, the chosen one when no station is named', () => {
    const reading = readCode('de 12 5\nqt lo 34 2', context);
    expect(reading.problems).toEqual([]);
    expect(reading.bets.map((bet) => [bet.station, bet.drawId, bet.type])).toEqual([
      ['bdi', 'R-bdi-20261126', 'de'],
      ['qt', 'R-qt-20261126', 'lo2'],
    ]);
  });

  it('marks a station without an open draw under its word, and đá 2 đài under its bet', () => {
    expect(readCode('3d de 12 5', context).problems).toEqual([{ code: 'no_open_draw', start: 0, end: 2 }]);
    expect(readCode('hcm de 12 5', context).problems.map((problem) => problem.code)).toEqual(
      expect.arrayContaining([expect.stringMatching(/no_open_draw|station_not_drawing/)]),
    );
    expect(readCode('2d da 12 34 5', context).problems).toEqual([{ code: 'two_draws', start: 3, end: 13 }]);
  });

  it('refuses station words on a fast game', () => {
    const fast = {
      ...context,
      stationDraws: null,
      draw: { ...open[0]!, station: null, gameCode: 'F1' as const },
    };
    expect(readCode('2d de 12 5', fast).problems[0]?.code).toBe('lottery_code_station_not_here');
  });
});

describe('grouping bets into one slip per draw', () => {
  it('groups in the order the draws first come, each with its bets', () => {
    const bet = (drawId: string, number: string) => ({
      type: 'de' as const,
      numbers: [number],
      points: 1n,
      drawId,
      station: drawId.slice(2, -9),
    });
    expect(
      slipsByDrawOf([bet('R-qt-20261126', '01'), bet('R-bdi-20261126', '02'), bet('R-qt-20261126', '03')]),
    ).toEqual([
      {
        drawId: 'R-qt-20261126',
        station: 'qt',
        bets: [
          { type: 'de', numbers: ['01'], points: 1n },
          { type: 'de', numbers: ['03'], points: 1n },
        ],
      },
      { drawId: 'R-bdi-20261126', station: 'bdi', bets: [{ type: 'de', numbers: ['02'], points: 1n }] },
    ]);
  });
});
