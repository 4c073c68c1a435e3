import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('announces its label as a status', () => {
    render(<Spinner label="Loading games" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
  });

  it('is decorative without a label', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
