// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LanguageStorage } from './i18n.ts';
import { createI18n, languageStorageKey } from './i18n.ts';
import { I18nProvider } from './I18nProvider.tsx';
import type { PlainTranslationKey, TranslationKey } from './translation-key.ts';
import { useT } from './use-t.ts';

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

/** Resolves once i18next has loaded the starting language. */
function ready(i18n: ReturnType<typeof createI18n>): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => i18n.on('initialized', () => resolve()));
}

function Probe() {
  const { t, language, changeLanguage } = useT();
  return (
    <div>
      <p data-testid="language">{language}</p>
      <p data-testid="message">{t('errors.error_not_agent')}</p>
      <p data-testid="locked">{t('errors.error_account_locked', { minutes: 5 })}</p>
      <button type="button" onClick={() => void changeLanguage('en')}>
        en
      </button>
      <button type="button" onClick={() => void changeLanguage('th')}>
        th
      </button>
      <button type="button" onClick={() => void changeLanguage('ar')}>
        ar
      </button>
    </div>
  );
}

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('createI18n', () => {
  it('starts in Vietnamese and does not store the default as a choice', async () => {
    const storage = memoryStorage();
    const i18n = createI18n({ storage });
    expect(i18n.language).toBe('vi');
    await ready(i18n);
    expect(i18n.t('common.retry')).toBe('Thử lại');
    expect(document.documentElement.lang).toBe('vi');
    expect(document.documentElement.dir).toBe('ltr');
    expect(storage.values.has(languageStorageKey)).toBe(false);
  });

  it('starts in the stored choice', async () => {
    const i18n = createI18n({ storage: memoryStorage({ [languageStorageKey]: 'en' }) });
    await ready(i18n);
    expect(i18n.language).toBe('en');
    expect(i18n.t('common.retry')).toBe('Retry');
  });

  it('ignores an invalid stored value', async () => {
    const i18n = createI18n({ storage: memoryStorage({ [languageStorageKey]: 'klingon' }) });
    await ready(i18n);
    expect(i18n.language).toBe('vi');
  });

  it('uses the given starting language when nothing is stored, and a stored choice over it', async () => {
    const fresh = createI18n({ language: 'en', storage: memoryStorage() });
    expect(fresh.language).toBe('en');
    const chosen = createI18n({ language: 'en', storage: memoryStorage({ [languageStorageKey]: 'vi' }) });
    await ready(chosen);
    expect(chosen.language).toBe('vi');
  });

  it('loads a dictionary before switching to it, then stores the choice', async () => {
    const storage = memoryStorage({ [languageStorageKey]: 'en' });
    const i18n = createI18n({ storage });
    await ready(i18n);
    const switching = i18n.changeLanguage('vi');
    expect(i18n.language).toBe('en');
    await switching;
    expect(i18n.language).toBe('vi');
    expect(i18n.t('errors.error_not_agent')).toBe('Không phải tài khoản đại lý, không thể đăng nhập');
    expect(storage.values.get(languageStorageKey)).toBe('vi');
  });

  it('shows English for a language without a dictionary', async () => {
    const i18n = createI18n({ language: 'th' });
    await ready(i18n);
    expect(i18n.language).toBe('th');
    expect(i18n.t('common.retry')).toBe('Retry');
  });
});

describe('I18nProvider and useT', () => {
  it('renders once Vietnamese is loaded, switches to English, and sets <html lang dir>', async () => {
    const storage = memoryStorage();
    const i18n = createI18n({ storage });
    render(
      <I18nProvider i18n={i18n} fallback={<p>waiting</p>}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('Không phải tài khoản đại lý, không thể đăng nhập')).toBeTruthy();
    expect(screen.getByTestId('language').textContent).toBe('vi');
    expect(screen.getByTestId('locked').textContent).toBe(
      'Tài khoản đã bị khóa, vui lòng thử lại sau 5 phút',
    );

    await act(async () => screen.getByRole('button', { name: 'en' }).click());
    expect(await screen.findByText('Not an agent, cannot log in')).toBeTruthy();
    expect(screen.getByTestId('language').textContent).toBe('en');
    expect(storage.values.get(languageStorageKey)).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    await act(async () => screen.getByRole('button', { name: 'ar' }).click());
    await waitFor(() => expect(screen.getByTestId('language').textContent).toBe('ar'));
    expect(document.documentElement.dir).toBe('rtl');
    // No Arabic dictionary yet: English text.
    expect(screen.getByTestId('message').textContent).toBe('Not an agent, cannot log in');
  });

  it('renders at once when the starting language is English (nothing to load)', () => {
    const i18n = createI18n({ language: 'en' });
    render(
      <I18nProvider i18n={i18n}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByTestId('message').textContent).toBe('Not an agent, cannot log in');
  });
});

describe('typed keys', () => {
  it('type-checks keys and their placeholders against the English source', () => {
    const i18n = createI18n({ language: 'en' });
    const key: TranslationKey = 'validation.pattern.5';
    expect(i18n.t(key, { min: 1, max: 2 })).toBe(
      'Please enter 1 - 2 characters: letters and digits, at least one of each',
    );
    const plain: PlainTranslationKey = 'common.retry';
    expect(i18n.t(plain)).toBe('Retry');
    // @ts-expect-error: not a key of the English source
    const wrong: TranslationKey = 'errors.error_does_not_exist';
    expect(wrong).toBe('errors.error_does_not_exist');
    // @ts-expect-error: its text has a {{minutes}} placeholder, so t() would need options
    const needsMinutes: PlainTranslationKey = 'errors.error_account_locked';
    expect(needsMinutes).toBe('errors.error_account_locked');
  });
});
