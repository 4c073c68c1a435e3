import { describe, expect, it } from 'vitest';
import { currentSection } from './bottom-nav-sections.ts';

describe('the bottom bar’s current section', () => {
  it('is home at / only, and each other section under its own addresses', () => {
    expect(currentSection('/')).toBe('home');
    expect(currentSection('/games/slots')).toBe('games');
    expect(currentSection('/originals/dice')).toBe('games');
    expect(currentSection('/play/slot-1')).toBe('games');
    expect(currentSection('/vnlottery')).toBe('lottery');
    expect(currentSection('/deposit')).toBe('deposit');
    expect(currentSection('/wallet')).toBe('account');
    expect(currentSection('/account/security')).toBe('account');
    expect(currentSection('/withdrawals/7/confirm')).toBe('account');
  });

  it('is none on pages of no section, and a prefix never matches a longer word', () => {
    expect(currentSection('/help')).toBeUndefined();
    expect(currentSection('/winners')).toBeUndefined();
    expect(currentSection('/depositx')).toBeUndefined();
  });
});
