import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Select } from './Select.tsx';

const currencies = [
  { value: 'usd', label: 'US dollar' },
  { value: 'eur', label: 'Euro' },
  { value: 'btc', label: 'Bitcoin', disabled: true },
];

describe('Select', () => {
  it('lets the user pick an option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Currency" options={currencies} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    await user.selectOptions(select, 'eur');
    expect(select).toHaveValue('eur');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('option', { name: 'Bitcoin' })).toBeDisabled();
  });

  it('starts on the placeholder', () => {
    render(<Select label="Currency" options={currencies} placeholder="Choose…" />);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose…' })).toBeInTheDocument();
  });

  it('shows and links hint and error', () => {
    render(<Select label="Currency" options={currencies} hint="Used for deposits" error="Pick a currency" />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Used for deposits Pick a currency');
  });
});

describe('Select with a hidden label', () => {
  it('still names the select for screen readers when the label is hidden', () => {
    render(<Select label="Language" hideLabel options={[{ value: 'vi', label: 'Tiếng Việt' }]} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toBeInTheDocument();
    expect(screen.getByText('Language').tagName).toBe('LABEL');
  });
});
