// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { vi as vietnamese } from './dictionaries/vi/index.ts';
import { createI18n } from './i18n.ts';
import { I18nProvider } from './I18nProvider.tsx';
import { controlledLoaders } from './test/controlled-loaders.ts';
import { useT } from './use-t.ts';

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
    </div>
  );
}

/** Shows one namespace's text only when asked: words it shows later, after it mounted. */
function Declared(props: { open: boolean }) {
  const { t } = useT('shell', 'lobby');
  return <p data-testid="declared">{props.open ? t('lobby.search') : t('shell.login')}</p>;
}

/** Everything the page shows at each change: a key or an empty text must never be among them. */
function recordScreens(container: HTMLElement): string[] {
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  return seen;
}

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('useT in I18nProvider', () => {
  it('suspends until the namespace is in, never showing a key, then shows the reader’s language', async () => {
    const control = controlledLoaders({ holding: true });
    const i18n = createI18n({ loaders: control.loaders });
    const view = render(
      <I18nProvider i18n={i18n} fallback={<p>waiting</p>}>
        <Probe />
      </I18nProvider>,
    );
    const screens = recordScreens(view.container);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(control.waiting()).toEqual(['vi/errors']);
    await act(async () => control.release('vi/errors'));
    expect(screen.getByTestId('message').textContent).toBe(
      'Không phải tài khoản đại lý, không thể đăng nhập',
    );
    expect(screen.getByTestId('locked').textContent).toBe(
      'Tài khoản đã bị khóa, vui lòng thử lại sau 5 phút',
    );
    expect(screens.some((text) => text.includes('errors.') || text === '')).toBe(false);
  });

  it('switches only once the new language is loaded: the old text stays meanwhile, no fallback', async () => {
    const holding = controlledLoaders({ holding: true });
    const i18n = createI18n({ loaders: holding.loaders });
    const first = i18n.loadNamespaces(['errors']);
    holding.release('vi/errors');
    await first;
    render(
      <I18nProvider i18n={i18n} fallback={<p>waiting</p>}>
        <Probe />
      </I18nProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'en' }).click());
    expect(holding.waiting()).toEqual(['en/errors']);
    expect(screen.getByTestId('language').textContent).toBe('vi');
    expect(screen.getByTestId('message').textContent).toBe(
      'Không phải tài khoản đại lý, không thể đăng nhập',
    );
    expect(screen.queryByText('waiting')).toBeNull();
    await act(async () => holding.release('en/errors'));
    expect(screen.getByTestId('language').textContent).toBe('en');
    expect(screen.getByTestId('message').textContent).toBe('Not an agent, cannot log in');
    expect(document.documentElement.lang).toBe('en');
  });

  it('loads the namespaces a component names all at once when it mounts, so later words are ready', async () => {
    const control = controlledLoaders({ holding: true });
    const i18n = createI18n({ loaders: control.loaders });
    const view = render(
      <StrictMode>
        <I18nProvider i18n={i18n} fallback={<p>waiting</p>}>
          <Declared open={false} />
        </I18nProvider>
      </StrictMode>,
    );
    // Both requested before either answered: in parallel, not one after the other.
    expect(control.waiting()).toEqual(['vi/lobby', 'vi/shell']);
    await act(async () => control.releaseAll());
    expect(screen.getByTestId('declared').textContent).toBe(vietnamese.shell.login);
    view.rerender(
      <StrictMode>
        <I18nProvider i18n={i18n} fallback={<p>waiting</p>}>
          <Declared open />
        </I18nProvider>
      </StrictMode>,
    );
    // No suspension on the update: the words were there.
    expect(screen.getByTestId('declared').textContent).toBe(vietnamese.lobby.search);
    expect(control.requests.sort()).toEqual(['vi/lobby', 'vi/shell']);
  });

  it('says what is missing when used outside a provider', () => {
    // React reports the error too; the test needs only the throw.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(/I18nProvider/);
    report.mockRestore();
  });
});
