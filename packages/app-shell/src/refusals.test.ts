import { ApiError } from '@lotus/api-client';
import type { UseT } from '@lotus/i18n';
import { describe, expect, it } from 'vitest';
import { needsErrorWords, refusalText } from './refusals.ts';

// The key stands for its words: what matters is which words a player gets.
const t = ((key: string) => key) as UseT['t'];

describe('the words for a refusal', () => {
  it('are the server’s own when it answered in words', () => {
    const refused = new ApiError('error_account_locked', {
      status: 423,
      message: 'Tài khoản bị khóa 15 phút',
    });
    expect(refusalText(refused, t)).toBe('Tài khoản bị khóa 15 phút');
  });

  it('name the network or the time-out when nothing answered, from the words every page has', () => {
    expect(refusalText(new ApiError('error_network'), t)).toBe('common.unanswered.error_network');
    expect(refusalText(new ApiError('error_page_timeout'), t)).toBe('common.unanswered.error_page_timeout');
  });

  it('read a code of the browser’s own (a closed sign-in popup) from errors, which is loaded for it first', () => {
    const closed = new ApiError('error_social_login_failed');
    expect(needsErrorWords(closed)).toBe(true);
    expect(refusalText(closed, t)).toBe('errors.error_social_login_failed');
    expect(needsErrorWords(new ApiError('error_network'))).toBe(false);
    expect(needsErrorWords(new ApiError('error_account_locked', { status: 423, message: 'Khóa' }))).toBe(
      false,
    );
  });

  it('prefer the form’s own words for an unanswered call, and call anything else a system error', () => {
    expect(refusalText(new ApiError('error_network'), t, 'Không gửi được')).toBe('Không gửi được');
    expect(refusalText(new Error('boom'), t)).toBe('common.unanswered.error_system');
  });
});
