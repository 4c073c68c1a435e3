import { describe, expect, it } from 'vitest';
// Relative path: @lotus/contract is not (yet) a dependency of this package.
import type { ErrorCode, SuccessMessage } from '../../contract/src/errors.ts';
import { errorCatalogue, successMessages } from '../../contract/src/errors.ts';
import { en } from './dictionaries/en/index.ts';
import { loadWholeDictionary } from './test/load-dictionary.ts';

// Type level: a code or message added to the contract without an English text fails typecheck.
const _everyErrorHasText: Record<ErrorCode, string> = en.errors;
const _everySuccessHasText: Record<SuccessMessage, string> = en.success;

describe('the error catalogue and success messages', () => {
  const errorCodes = Object.keys(errorCatalogue);

  it.each(['en', 'vi'] as const)(
    'every error code has a %s text, and there is no text without a code',
    async (code) => {
      const { errors: words } = await loadWholeDictionary(code);
      const errors: Record<string, unknown> = { ...(words as object) };
      for (const errorCode of errorCodes) expect(errors[errorCode], errorCode).toMatch(/\S/);
      expect(Object.keys(errors).sort()).toEqual([...errorCodes].sort());
    },
  );

  it.each(['en', 'vi'] as const)(
    'every success message has a %s text, and there is no text without a message',
    async (code) => {
      const { success } = await loadWholeDictionary(code);
      const texts: Record<string, unknown> = { ...(success as object) };
      for (const message of successMessages) expect(texts[message], message).toMatch(/\S/);
      expect(Object.keys(texts).sort()).toEqual([...successMessages].sort());
    },
  );

  it('uses the spec wording', () => {
    expect(en.errors.error_not_agent).toBe('Not an agent, cannot log in');
    expect(en.errors.error_account_locked).toContain('{{minutes}}');
  });
});
