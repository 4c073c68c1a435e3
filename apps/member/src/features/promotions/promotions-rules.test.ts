import { describe, expect, it } from 'vitest';
import { checkPicked, commentLengthOf, ladderOf, percentDone } from './promotions-rules.ts';

const amounts = ['1', '2', '3'];
const states = (status: Parameters<typeof ladderOf>[2], streak: number) =>
  ladderOf(amounts, streak, status).steps.map((step) => (step.next ? 'today' : step.done ? 'done' : '-'));

describe('promotions rules', () => {
  it('reads the server’s streak: the day a waiting sign-in claims, the day signed, or the days so far', () => {
    expect(states('claim', 1)).toEqual(['today', '-', '-']);
    expect(states('claim', 3)).toEqual(['done', 'done', 'today']);
    // Past the last day, the last is claimed again.
    expect(states('claim', 9)).toEqual(['done', 'done', 'today']);
    expect(states('signed', 2)).toEqual(['done', 'done', '-']);
    expect(states('other', 0)).toEqual(['-', '-', '-']);
    expect(ladderOf(amounts, 3, 'claim').signed).toBe(2);
  });

  it('says a challenge’s share done in whole per cent, never above 100', () => {
    expect(percentDone({ done: '2500000', target: '10000000' })).toBe(25);
    expect(percentDone({ done: '99', target: '1000' })).toBe(9);
    expect(percentDone({ done: '20000000', target: '10000000' })).toBe(100);
  });

  it('counts a comment as a reader does', () => {
    expect(commentLengthOf('  Thắng 👍🏽  ')).toBe(7);
    // A decomposed "ắ" (a + two marks) is one character.
    expect(commentLengthOf('a\u0306\u0301')).toBe(1);
  });

  it('takes png and jpg up to 5 MB and 3 in all, and says why it refused the others', () => {
    const file = (name: string, type: string, size = 10) => {
      const made = new File(['x'], name, { type });
      Object.defineProperty(made, 'size', { value: size });
      return made;
    };
    const { taken, refused } = checkPicked(
      [
        file('a.png', 'image/png'),
        file('b.jpg', 'image/jpeg', 5 * 1024 * 1024),
        file('c.gif', 'image/gif'),
        file('d.jpeg', '', 1),
        file('e.png', 'image/png', 5 * 1024 * 1024 + 1),
        file('f.png', 'image/png'),
      ],
      1,
    );
    expect(taken.map((each) => each.name)).toEqual(['a.png', 'b.jpg']);
    expect(refused.map((each) => [each.file.name, each.problem])).toEqual([
      ['c.gif', 'type'],
      ['d.jpeg', 'tooMany'],
      ['e.png', 'size'],
      ['f.png', 'tooMany'],
    ]);
  });
});
