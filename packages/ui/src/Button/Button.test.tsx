import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Button } from './Button.tsx';

describe('Button', () => {
  it('calls onClick when clicked or activated from the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Deposit</Button>);
    const button = screen.getByRole('button', { name: 'Deposit' });
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('is a plain button, not a submit button, unless asked', () => {
    render(
      <>
        <Button>One</Button>
        <Button type="submit">Two</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'One' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Two' })).toHaveAttribute('type', 'submit');
  });

  it('while loading keeps its name, is busy and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Place bet
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Place bet' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Withdraw
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });

  it('forwards its ref to the native button', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Ref</Button>);
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
  });
});
