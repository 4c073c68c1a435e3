import { describe, expect, it } from 'vitest';
import { pickLanguage, translateMessage } from './messages.ts';

describe('translateMessage', () => {
  it('translates into Vietnamese and English', () => {
    expect(translateMessage('vi', 'errors.error_not_agent')).toBe(
      'Không phải tài khoản đại lý, không thể đăng nhập',
    );
    expect(translateMessage('en', 'errors.error_not_agent')).toBe('Not an agent, cannot log in');
  });

  it('accepts a full tag', () => {
    expect(translateMessage('vi-VN', 'common.retry')).toBe('Thử lại');
  });

  it('falls back to English for a language without a dictionary, an unknown one, or none', () => {
    expect(translateMessage('th', 'common.retry')).toBe('Retry');
    expect(translateMessage('xx', 'common.retry')).toBe('Retry');
    expect(translateMessage(undefined, 'common.retry')).toBe('Retry');
  });

  it('falls back to the key when no dictionary has it, or it names a branch', () => {
    expect(translateMessage('vi', 'errors.error_nope')).toBe('errors.error_nope');
    expect(translateMessage('vi', 'errors')).toBe('errors');
    expect(translateMessage('vi', 'common.brand.x')).toBe('common.brand.x');
    expect(translateMessage('vi', 'toString')).toBe('toString');
  });

  it('interpolates {{name}} placeholders', () => {
    expect(translateMessage('vi', 'errors.error_account_locked', { minutes: 15 })).toBe(
      'Tài khoản đã bị khóa, vui lòng thử lại sau 15 phút',
    );
    expect(translateMessage('en', 'validation.pattern.5', { min: 6, max: 16 })).toBe(
      'Please enter 6 - 16 characters: letters and digits, at least one of each',
    );
    expect(translateMessage('en', 'validation.required', { field: 'Username' })).toBe(
      'Username cannot be empty',
    );
  });

  it('leaves a placeholder without a value as written', () => {
    expect(translateMessage('en', 'validation.length', { min: 6 })).toBe(
      'Please enter 6 - {{max}} characters',
    );
  });
});

describe('pickLanguage', () => {
  it.each([
    [undefined, 'vi'],
    ['', 'vi'],
    ['vi-VN,vi;q=0.9', 'vi'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-CH, fr;q=0.9, en;q=0.8', 'fr'],
    ['zh-Hans', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['pt-BR', 'pt-BR'],
    ['pt-PT', 'pt'],
    ['fil-PH', 'fil'],
    ['tl', 'fil'],
    ['th_TH', 'th'],
    ['xx-YY', 'vi'],
    ['*', 'vi'],
    ['en;q=0.5, ja;q=0.8', 'ja'],
    ['xx, en;q=0.1', 'en'],
    ['ja;q=0, en;q=0.2', 'en'],
    ['ja;q=abc, ko;q=0.3', 'ko'],
    ['de;q=0.7, ko;q=0.7', 'de'],
    [' EN-gb ; q=1 ', 'en'],
  ] as const)('%j → %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});
