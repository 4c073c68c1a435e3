import { describe, expect, it } from 'vitest';
import { limitInputText, parseLimitInput } from './limit-amounts.ts';

describe('parseLimitInput', () => {
  it('reads dong however thousands are grouped; empty means no limit', () => {
    expect(parseLimitInput('500000', 'VND')).toBe('500000');
    expect(parseLimitInput('500.000', 'VND')).toBe('500000');
    expect(parseLimitInput(' 1,500,000 ', 'VND')).toBe('1500000');
    expect(parseLimitInput('2 000 000', 'VND')).toBe('2000000');
    expect(parseLimitInput('0', 'VND')).toBe('0');
    expect(parseLimitInput('', 'VND')).toBeNull();
    expect(parseLimitInput('   ', 'VND')).toBeNull();
  });

  it('reads cents in a currency that has them', () => {
    expect(parseLimitInput('12.5', 'USD')).toBe('1250');
    expect(parseLimitInput('12,50', 'USD')).toBe('1250');
    expect(parseLimitInput('1,234', 'USD')).toBe('123400');
    expect(parseLimitInput('1,234.56', 'USD')).toBe('123456');
  });

  it('refuses what is no amount, or too large for the server', () => {
    for (const text of ['-5', '12abc', '1e6', 'abc', '.', '1.2.3.4a']) {
      expect(parseLimitInput(text, 'VND')).toBeUndefined();
    }
    expect(parseLimitInput('9'.repeat(18), 'VND')).toBe('9'.repeat(18));
    expect(parseLimitInput('9'.repeat(19), 'VND')).toBeUndefined();
    expect(parseLimitInput('12.345', 'USD')).toBe('1234500');
  });
});

describe('limitInputText', () => {
  it('shows a limit in major units, ungrouped, and no limit as an empty field', () => {
    expect(limitInputText('1500000', 'VND')).toBe('1500000');
    expect(limitInputText('1250', 'USD')).toBe('12.50');
    expect(limitInputText('5', 'USD')).toBe('0.05');
    expect(limitInputText(null, 'VND')).toBe('');
  });
});
