import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from './AppProviders.tsx';
import { SystemStatusContext } from './status-context.ts';
import { statusFixture } from './test/status-fixture.ts';
import { PreferenceSwitches } from './PreferenceSwitches.tsx';
import { usePreferences } from './preferences-store.ts';

afterEach(() => {
  window.localStorage.clear();
  usePreferences.getState().setTheme('dark');
});

function renderSwitches(brandLanguages?: string[]) {
  const status = statusFixture();
  const switches = <PreferenceSwitches />;
  return render(
    <AppProviders retryDelayMs={0}>
      {brandLanguages ? (
        <SystemStatusContext.Provider
          value={{ ...status, brand: { ...status.brand, languages: brandLanguages } }}
        >
          {switches}
        </SystemStatusContext.Provider>
      ) : (
        switches
      )}
    </AppProviders>,
  );
}

describe('PreferenceSwitches', () => {
  it('starts dark and switches <html> to the light theme, remembering the choice', async () => {
    renderSwitches();
    const toggle = await screen.findByTestId('theme-toggle');
    expect(document.documentElement.dataset.theme).toBe('dark');
    await userEvent.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(window.localStorage.getItem('lotus.theme')).toBe('light');
  });

  it('offers the brand’s languages by their native names and switches the page to the one chosen', async () => {
    renderSwitches(['vi', 'en', 'zh-CN']);
    const select = await screen.findByRole('combobox', { name: 'Ngôn ngữ' });
    // Chinese is among the brand's languages but has no dictionary yet: not offered, not shown in English.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Tiếng Việt',
      'English',
    ]);
    await userEvent.selectOptions(select, 'en');
    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem('lotus.language')).toBe('en');
  });

  it('before the status is in, offers the languages that have a dictionary', async () => {
    renderSwitches();
    await screen.findByRole('combobox', { name: 'Ngôn ngữ' });
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });
});
