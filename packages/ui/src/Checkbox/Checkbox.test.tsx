import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('toggles by clicking its label and with Space', async () => {
    const user = userEvent.setup();
    render(
      <Checkbox
        label={
          <>
            I accept the <a href="/terms">terms</a>
          </>
        }
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    await user.click(screen.getByText(/I accept the/));
    expect(checkbox).toBeChecked();
    checkbox.focus();
    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
  });

  it('shows the error and links it', () => {
    render(<Checkbox label="I am over 18" error="You must be of legal age" />);
    const checkbox = screen.getByRole('checkbox', { name: 'I am over 18' });
    expect(screen.getByText('You must be of legal age')).toBeVisible();
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('You must be of legal age');
  });
});
