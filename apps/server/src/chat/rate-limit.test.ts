import { describe, expect, it } from 'vitest';
import { chatRetryAfterSeconds } from './rate-limit.ts';

const now = new Date('2026-05-01T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('chatRetryAfterSeconds', () => {
  it('lets a member with no recent send write at once', () => {
    expect(chatRetryAfterSeconds(now, [])).toBeUndefined();
  });

  it('holds the next message until 2 seconds after the last, rounded up to whole seconds', () => {
    expect(chatRetryAfterSeconds(now, [ago(0)])).toBe(2);
    expect(chatRetryAfterSeconds(now, [ago(0.5)])).toBe(2);
    expect(chatRetryAfterSeconds(now, [ago(1.5)])).toBe(1);
    expect(chatRetryAfterSeconds(now, [ago(1.999)])).toBe(1);
    expect(chatRetryAfterSeconds(now, [ago(2)])).toBeUndefined();
  });

  it('allows 10 in a minute: the 11th waits until the oldest of the ten is a minute old', () => {
    const ten = Array.from({ length: 10 }, (_, index) => ago(5 + index * 5)); // 5 s to 50 s ago
    expect(chatRetryAfterSeconds(now, ten)).toBe(10);
    expect(chatRetryAfterSeconds(now, ten.slice(0, 9))).toBeUndefined();
  });

  it('takes the longer of the two waits, and follows other rules when given', () => {
    const ten = Array.from({ length: 10 }, (_, index) => ago(1 + index));
    expect(chatRetryAfterSeconds(now, ten)).toBe(50);
    expect(chatRetryAfterSeconds(now, [ago(3)], { minIntervalSeconds: 5, perMinute: 1 })).toBe(57);
  });
});
