import { describe, expect, it } from 'vitest';
import { feedbackRequestSchema } from './feedback/schemas.ts';
import { feedbackContentLength } from './values.ts';
import { operatorMailRequestSchema } from './operator-mail/schemas.ts';

const request = (content: string, contact?: string) =>
  feedbackRequestSchema.safeParse({ questionType: 'deposit', content, contact, idempotencyKey: 'k' });

describe('feedback content', () => {
  it('counts characters as a person sees them (graphemes), however they were typed', () => {
    const precomposed = 'Nạp tiền chưa về';
    const decomposed = precomposed.normalize('NFD');
    expect(decomposed.length).toBeGreaterThan(precomposed.length);
    expect(feedbackContentLength(precomposed)).toBe(16);
    expect(feedbackContentLength(decomposed)).toBe(16);
    expect(feedbackContentLength('🇻🇳👨‍👩‍👧‍👦')).toBe(2);
  });

  it('accepts 10 to 140 characters after trimming, stored in NFC', () => {
    expect(request('  123456789  ').success).toBe(false);
    expect(request('1234567890').success).toBe(true);
    expect(request('ệ'.repeat(140)).success).toBe(true);
    expect(request('ệ'.repeat(141)).success).toBe(false);
    const parsed = request(`  ${'Tiền chưa về'.normalize('NFD')}  `);
    expect(parsed.success && parsed.data.content).toBe('Tiền chưa về');
  });

  it('refuses control characters and text heavier than it looks', () => {
    expect(request('hello\u0000world!').success).toBe(false);
    expect(request('hello\u001bworld!').success).toBe(false);
    expect(request('two lines\nare fine').success).toBe(true);
    // Ten visible characters, each under hundreds of combining marks.
    expect(request(`a${'\u0301'.repeat(300)}`.repeat(10)).success).toBe(false);
  });

  it('takes an optional one-line contact of at most 100 characters', () => {
    expect(request('1234567890', 'zalo 0901234567').success).toBe(true);
    expect(request('1234567890', 'x'.repeat(101)).success).toBe(false);
    expect(request('1234567890', 'a\nb').success).toBe(false);
  });
});

describe('the operator mail', () => {
  const mail = (extra: Record<string, unknown>) =>
    operatorMailRequestSchema.safeParse({ idempotencyKey: 'm', title: 'Hi', body: 'Text', ...extra });

  it('names its recipients one of four ways', () => {
    expect(mail({ to: { kind: 'all' } }).success).toBe(true);
    expect(mail({ to: { kind: 'member', username: 'demo_member' } }).success).toBe(true);
    expect(mail({ to: { kind: 'usernames', usernames: ['a', 'b'] } }).success).toBe(true);
    expect(mail({ to: { kind: 'downline', agent: 'demo_agent' } }).success).toBe(true);
    expect(mail({ to: { kind: 'usernames', usernames: [] } }).success).toBe(false);
    expect(mail({ to: { kind: 'vip', level: 3 } }).success).toBe(false);
  });

  it('carries translations by language code, a few at most', () => {
    const text = { title: 'Xin chào', body: 'Nội dung' };
    expect(mail({ to: { kind: 'all' }, translations: { vi: text, 'zh-CN': text } }).success).toBe(true);
    expect(mail({ to: { kind: 'all' }, translations: { 'not a code': text } }).success).toBe(false);
    const many = Object.fromEntries(
      ['vi', 'en', 'th', 'ja', 'ko', 'fr', 'de', 'es', 'it'].map((l) => [l, text]),
    );
    expect(mail({ to: { kind: 'all' }, translations: many }).success).toBe(false);
  });
});
