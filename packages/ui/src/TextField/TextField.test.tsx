import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';

import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('is labelled and takes typing', async () => {
    const user = userEvent.setup();
    render(<TextField label="Username" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    await user.type(input, 'lucky7');
    expect(input).toHaveValue('lucky7');
  });

  it('shows the error, marks the input invalid and links both hint and error', () => {
    render(<TextField label="Email" hint="We never share it" error="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(screen.getByText('Enter a valid email')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Enter a valid email');
  });

  it('is not invalid without an error', () => {
    render(<TextField label="Email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks required fields with a visual star and the native attribute', () => {
    render(<TextField label="Phone" required />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders prefix and suffix and forwards its ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Amount" prefix="$" suffix="USD" ref={ref} />);
    expect(screen.getByText('$')).toBeInTheDocument();
    expect(screen.getByText('USD')).toBeInTheDocument();
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Amount' }));
  });
});
