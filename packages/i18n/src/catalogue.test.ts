import { describe, expect, it } from 'vitest';
// Relative path: @lotus/contract is not (yet) a dependency of this package.
import type { ErrorCode, SuccessMessage } from '../../contract/src/errors.ts';
import { errorCatalogue, successMessages } from '../../contract/src/errors.ts';
import { en } from './dictionaries/en/index.ts';
import { loadDictionary } from './dictionaries/load.ts';

// Type level: a code or message added to the contract without an English text fails typecheck.
const _everyErrorHasText: Record<ErrorCode, string> = en.errors;
const _everySuccessHasText: Record<SuccessMessage, string> = en.success;

describe('the error catalogue and success messages', () => {
  const errorCodes = Object.keys(errorCatalogue);

  it.each(['en', 'vi'] as const)(
    'every error code has a %s text, and there is no text without a code',
    async (code) => {
      const dictionary = await loadDictionary(code);
      const errors: Record<string, unknown> = { ...dictionary?.errors };
      for (const errorCode of errorCodes) expect(errors[errorCode], errorCode).toMatch(/\S/);
      expect(Object.keys(errors).sort()).toEqual([...errorCodes].sort());
    },
  );

  it.each(['en', 'vi'] as const)(
    'every success message has a %s text, and there is no text without a message',
    async (code) => {
      const dictionary = await loadDictionary(code);
      const texts: Record<string, unknown> = { ...dictionary?.success };
      for (const message of successMessages) expect(texts[message], message).toMatch(/\S/);
      expect(Object.keys(texts).sort()).toEqual([...successMessages].sort());
    },
  );

  it('uses the spec wording', () => {
    expect(en.errors.error_not_agent).toBe('Not an agent, cannot log in');
    expect(en.errors.error_account_locked).toContain('{{minutes}}');
  });
});
