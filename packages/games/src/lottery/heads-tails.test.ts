import { describe, expect, it } from 'vitest';
import { central20250813DaNang, north20260915QuangNinh } from './fixtures/published-boards.ts';
import { headsAndTailsOf, loNumbersOf } from './heads-tails.ts';
import { northLayout, southernLayout } from './prize-layouts.ts';

describe('the lô heads and tails table', () => {
  it('groups a published north board’s 27 lô by first and by last digit, repeats kept', () => {
    const table = headsAndTailsOf(northLayout, north20260915QuangNinh);
    expect(table.heads).toEqual([
      ['04'],
      ['13', '14', '15', '19', '19'],
      ['22', '22', '27', '27', '29'],
      ['39', '39', '39'],
      ['41', '44'],
      ['52', '58'],
      ['63', '66'],
      ['78', '79'],
      ['80', '82', '89'],
      ['90', '96'],
    ]);
    expect(table.tails).toEqual([
      ['80', '90'],
      ['41'],
      ['22', '22', '52', '82'],
      ['13', '63'],
      ['04', '14', '44'],
      ['15'],
      ['66', '96'],
      ['27', '27'],
      ['58', '78'],
      ['19', '19', '29', '39', '39', '39', '79', '89'],
    ]);
  });

  it('reads a southern board by its own layout: 18 lô, the eighth prize’s two digits among them', () => {
    const lo = loNumbersOf(southernLayout, central20250813DaNang);
    expect(lo).toHaveLength(18);
    expect(lo[0]).toBe('34');
    expect(lo.at(-1)).toBe('48');
    const table = headsAndTailsOf(southernLayout, central20250813DaNang);
    expect(table.heads.flat()).toHaveLength(18);
    expect(table.heads[4]).toEqual(['42', '42', '45', '48']);
    expect(table.tails[7]).toEqual(['17', '17', '97']);
  });

  it('leaves every group empty for an empty board', () => {
    const table = headsAndTailsOf(northLayout, {});
    expect(table.heads).toEqual(Array.from({ length: 10 }, () => []));
    expect(table.tails).toEqual(Array.from({ length: 10 }, () => []));
  });
});
