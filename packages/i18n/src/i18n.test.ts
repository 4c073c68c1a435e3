// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dictionary } from './dictionaries/dictionary.ts';
import { vi as vietnamese } from './dictionaries/vi/index.ts';
import type { LanguageStorage } from './i18n.ts';
import { createI18n, languageStorageKey } from './i18n.ts';
import type { LanguageCode } from './languages.ts';
import { NamespaceLoading } from './namespace-store.ts';
import { controlledLoaders } from './test/controlled-loaders.ts';

function memoryStorage(
  initial: Record<string, string> = {},
): LanguageStorage & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
  };
}

/** What `t` threw, for a test that expects it to throw. */
function thrownBy(translate: () => unknown): unknown {
  try {
    translate();
  } catch (thrown) {
    return thrown;
  }
  throw new Error('it did not throw');
}

afterEach(() => {
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('createI18n: the starting language', () => {
  it('is Vietnamese, set on <html>, and not stored as a choice', () => {
    const storage = memoryStorage();
    const i18n = createI18n({ storage, loaders: controlledLoaders().loaders });
    expect(i18n.language).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
    expect(document.documentElement.dir).toBe('ltr');
    expect(storage.values.has(languageStorageKey)).toBe(false);
  });

  it('is the stored choice, over the given default; an invalid stored value is ignored', () => {
    const { loaders } = controlledLoaders();
    expect(createI18n({ loaders, storage: memoryStorage({ [languageStorageKey]: 'en' }) }).language).toBe(
      'en',
    );
    expect(createI18n({ loaders, language: 'en', storage: memoryStorage() }).language).toBe('en');
    expect(
      createI18n({ loaders, language: 'en', storage: memoryStorage({ [languageStorageKey]: 'vi' }) })
        .language,
    ).toBe('vi');
    expect(
      createI18n({ loaders, storage: memoryStorage({ [languageStorageKey]: 'klingon' }) }).language,
    ).toBe('vi');
  });

  it('loads nothing before a namespace is asked for', () => {
    const control = controlledLoaders();
    createI18n({ loaders: control.loaders });
    expect(control.requests).toEqual([]);
  });
});

describe('t', () => {
  it('throws the pending load of a namespace not loaded yet (React suspends on it), then translates', async () => {
    const control = controlledLoaders({ holding: true });
    const i18n = createI18n({ loaders: control.loaders });
    const pending = thrownBy(() => i18n.t('common.retry'));
    expect(pending).toBeInstanceOf(NamespaceLoading);
    expect(typeof (pending as PromiseLike<void>).then).toBe('function');
    // Asked again meanwhile: the same load, not a second request.
    expect(thrownBy(() => i18n.t('common.close'))).toBe(pending);
    expect(control.requests).toEqual(['vi/common']);
    control.release('vi/common');
    await pending;
    expect(i18n.t('common.retry')).toBe('Thử lại');
  });

  it('outside a render, the error names the namespace to declare', () => {
    const i18n = createI18n({ loaders: controlledLoaders({ holding: true }).loaders });
    expect(() => i18n.t('lobby.search')).toThrow(/"lobby".*useT\('lobby'\)/);
  });

  it('never loads English for a Vietnamese reader', async () => {
    const control = controlledLoaders();
    const i18n = createI18n({ loaders: control.loaders });
    await i18n.loadNamespaces(['errors', 'lobby', 'validation']);
    expect(i18n.t('errors.error_not_agent')).toBe('Không phải tài khoản đại lý, không thể đăng nhập');
    expect(i18n.t('lobby.search')).toBe(vietnamese.lobby.search);
    expect(control.requests.sort()).toEqual(['vi/errors', 'vi/lobby', 'vi/validation']);
  });

  it('loads English for a language without a dictionary', async () => {
    const control = controlledLoaders();
    const i18n = createI18n({ language: 'th', loaders: control.loaders });
    await i18n.loadNamespaces(['common']);
    expect(i18n.t('common.retry')).toBe('Retry');
    expect(control.requests).toEqual(['en/common']);
  });

  it('loads the English namespace only when the reader’s file lacks a key, and shows its text', async () => {
    const { retry: _left, ...commonWithoutRetry } = vietnamese.common;
    const words = { vi: { ...vietnamese, common: commonWithoutRetry as Dictionary['common'] } };
    const control = controlledLoaders({ words });
    const i18n = createI18n({ loaders: control.loaders });
    await i18n.loadNamespaces(['common']);
    expect(i18n.t('common.close')).toBe(vietnamese.common.close);
    expect(control.requests).toEqual(['vi/common']);
    await thrownBy(() => i18n.t('common.retry'));
    expect(control.requests).toEqual(['vi/common', 'en/common']);
    expect(i18n.t('common.retry')).toBe('Retry');
  });

  it('fills placeholders, keeps one without a value visible, and reads numbered keys', async () => {
    const i18n = createI18n({ language: 'en', loaders: controlledLoaders().loaders });
    await i18n.loadNamespaces(['errors', 'validation']);
    expect(i18n.t('errors.error_account_locked', { minutes: 5 })).toContain('5');
    expect(i18n.t('errors.error_account_locked')).toContain('{{minutes}}');
    expect(i18n.t('validation.pattern.5', { min: 1, max: 2 })).toBe(
      'Please enter 1 - 2 characters: letters and digits, at least one of each',
    );
  });

  it('gives the default value, else the key, for a key that exists nowhere', async () => {
    const i18n = createI18n({ language: 'en', loaders: controlledLoaders().loaders });
    await i18n.loadNamespaces(['errors']);
    const unknown = 'errors.error_from_a_newer_server' as 'errors.error_not_agent';
    expect(i18n.t(unknown)).toBe('errors.error_from_a_newer_server');
    expect(i18n.t(unknown, { defaultValue: 'Something went wrong ({{code}})', code: 7 })).toBe(
      'Something went wrong (7)',
    );
    // Not a namespace at all: nothing to load, the key comes back.
    expect(i18n.t('nowhere.key' as 'errors.error_not_agent')).toBe('nowhere.key');
  });

  it('is one function per language, so hooks that depend on it do not run again', () => {
    const i18n = createI18n({ loaders: controlledLoaders().loaders });
    expect(i18n.translator('vi')).toBe(i18n.translator('vi'));
    expect(i18n.translator('vi')).not.toBe(i18n.translator('en'));
  });

  it('throws the error of a chunk that failed, and loads it again when asked again', async () => {
    const control = controlledLoaders({ holding: true });
    const i18n = createI18n({ loaders: control.loaders });
    const pending = thrownBy(() => i18n.t('lobby.search')) as PromiseLike<void>;
    control.fail('vi/lobby', new Error('chunk lost'));
    await expect(pending).rejects.toThrow('chunk lost');
    expect(() => i18n.t('lobby.search')).toThrow('chunk lost');
    const again = i18n.loadNamespaces(['lobby']);
    control.release('vi/lobby');
    await again;
    expect(i18n.t('lobby.search')).toBe(vietnamese.lobby.search);
  });
});

describe('changeLanguage', () => {
  it('loads every namespace in use for the new language, then switches, stores the choice and sets <html>', async () => {
    const storage = memoryStorage();
    const control = controlledLoaders({ holding: true });
    const i18n = createI18n({ storage, loaders: control.loaders });
    const heard: LanguageCode[] = [];
    i18n.on('languageChanged', (language) => heard.push(language));
    const first = i18n.loadNamespaces(['common', 'errors']);
    control.releaseAll();
    await first;

    const switching = i18n.changeLanguage('en');
    await Promise.resolve();
    expect(control.waiting()).toEqual(['en/common', 'en/errors']);
    // Nothing switches while the words are on their way.
    expect(i18n.language).toBe('vi');
    expect(i18n.t('common.retry')).toBe('Thử lại');
    expect(document.documentElement.lang).toBe('vi');
    expect(storage.values.has(languageStorageKey)).toBe(false);
    expect(heard).toEqual([]);

    control.releaseAll();
    await switching;
    expect(i18n.language).toBe('en');
    expect(i18n.t('common.retry')).toBe('Retry');
    expect(i18n.t('errors.error_not_agent')).toBe('Not an agent, cannot log in');
    expect(storage.values.get(languageStorageKey)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(heard).toEqual(['en']);
  });

  it('also loads, before switching, a namespace first shown while the others were loading', async () => {
    const control = controlledLoaders({ holding: true });
    const i18n = createI18n({ loaders: control.loaders });
    const first = i18n.loadNamespaces(['common']);
    control.release('vi/common');
    await first;
    const switching = i18n.changeLanguage('en');
    await Promise.resolve();
    const lobby = i18n.loadNamespaces(['lobby']);
    control.release('vi/lobby');
    await lobby;
    control.release('en/common');
    await vi.waitFor(() => expect(control.waiting()).toEqual(['en/lobby']));
    expect(i18n.language).toBe('vi');
    control.release('en/lobby');
    await switching;
    expect(i18n.language).toBe('en');
    expect(i18n.t('lobby.search')).toBe('Search games');
  });

  it('loads the English files for a language without a dictionary, and sets <html dir>', async () => {
    const control = controlledLoaders();
    const i18n = createI18n({ loaders: control.loaders });
    await i18n.loadNamespaces(['common']);
    await i18n.changeLanguage('ar');
    expect(control.requests).toEqual(['vi/common', 'en/common']);
    expect(i18n.t('common.retry')).toBe('Retry');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('lets the later of two overlapping changes win', async () => {
    const control = controlledLoaders({ holding: true });
    const i18n = createI18n({ language: 'th', loaders: control.loaders });
    const first = i18n.loadNamespaces(['common']);
    control.release('en/common');
    await first;
    const toVietnamese = i18n.changeLanguage('vi');
    const toArabic = i18n.changeLanguage('ar');
    await toArabic;
    expect(i18n.language).toBe('ar');
    control.release('vi/common');
    await toVietnamese;
    expect(i18n.language).toBe('ar');
  });

  it('keeps the language when a namespace of the new one fails to load', async () => {
    const storage = memoryStorage();
    const control = controlledLoaders({ holding: true });
    const i18n = createI18n({ language: 'en', storage, loaders: control.loaders });
    const first = i18n.loadNamespaces(['shell']);
    control.release('en/shell');
    await first;
    const switching = i18n.changeLanguage('vi');
    await Promise.resolve();
    control.fail('vi/shell', new Error('offline'));
    await expect(switching).rejects.toThrow('offline');
    expect(i18n.language).toBe('en');
    expect(storage.values.has(languageStorageKey)).toBe(false);
  });
});
