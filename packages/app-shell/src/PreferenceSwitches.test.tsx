import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from './AppProviders.tsx';
import { PreferenceSwitches } from './PreferenceSwitches.tsx';
import { usePreferences } from './preferences-store.ts';

afterEach(() => {
  window.localStorage.clear();
  usePreferences.getState().setTheme('dark');
});

function renderSwitches() {
  return render(
    <AppProviders>
      <PreferenceSwitches />
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

  it('offers every interface language by its native name and switches the page to the one chosen', async () => {
    renderSwitches();
    const select = await screen.findByRole('combobox', { name: 'Ngôn ngữ' });
    expect(screen.getByRole('option', { name: 'Tiếng Việt' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '简体中文' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').length).toBeGreaterThanOrEqual(27);
    await userEvent.selectOptions(select, 'en');
    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem('lotus.language')).toBe('en');
  });
});
