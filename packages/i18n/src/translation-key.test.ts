import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../contract/src/errors.ts';
import { createI18n } from './i18n.ts';
import type { PlainTranslationKey, TFunction, TranslationKey } from './translation-key.ts';
import { controlledLoaders } from './test/controlled-loaders.ts';

// These checks run at typecheck (`pnpm typecheck` fails if an expected error disappears); the
// runtime half makes sure each call is real and translates.
describe('typed keys', () => {
  it('are the English source’s keys, with their placeholders', async () => {
    const i18n = createI18n({ language: 'en', loaders: controlledLoaders().loaders });
    await i18n.loadNamespaces(['common', 'errors', 'lobby', 'validation']);
    const t: TFunction = i18n.t;

    const key: TranslationKey = 'validation.pattern.5';
    expect(t(key, { min: 1, max: 2 })).toContain('1 - 2');
    const plain: PlainTranslationKey = 'common.retry';
    expect(t(plain)).toBe('Retry');
    expect(t('errors.error_account_locked', { minutes: 5 })).toContain('5');

    // @ts-expect-error: not a key of the English source
    expect(t('lobby.nope')).toBe('lobby.nope');
    // @ts-expect-error: a branch, not a text
    expect(t('validation.pattern')).toBe('validation.pattern');
    // @ts-expect-error: not a key of the English source
    const wrong: TranslationKey = 'errors.error_does_not_exist';
    expect(wrong).toBe('errors.error_does_not_exist');
    // @ts-expect-error: its text has a {{minutes}} placeholder
    const needsMinutes: PlainTranslationKey = 'errors.error_account_locked';
    expect(needsMinutes).toBe('errors.error_account_locked');
    // @ts-expect-error: options given without the {{minutes}} the text needs
    expect(t('errors.error_account_locked', { hours: 1 })).toContain('{{minutes}}');
  });

  it('take any values for a key chosen at run time (a union)', async () => {
    const i18n = createI18n({ language: 'en', loaders: controlledLoaders().loaders });
    await i18n.loadNamespaces(['errors']);
    const code = 'error_account_locked' as ErrorCode;
    const params: Record<string, string | number> = { minutes: 3 };
    expect(i18n.t(`errors.${code}`, params)).toContain('3');
  });
});
