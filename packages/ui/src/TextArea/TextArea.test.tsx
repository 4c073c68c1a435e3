import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';

import { TextArea } from './TextArea.tsx';

describe('TextArea', () => {
  it('is labelled and takes lines of typing', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Your message" />);
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await user.type(box, 'first line{enter}second line');
    expect(box).toHaveValue('first line\nsecond line');
    expect(box).toHaveAttribute('rows', '4');
  });

  it('shows the error, marks the box invalid and reads hint, error and counter with it', () => {
    render(
      <TextArea
        label="Feedback"
        hint="10 to 140 characters"
        error="Write at least 10 characters"
        counter="3 / 140"
        counterLabel="3 of 140 characters used"
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Feedback' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('3 / 140')).toBeVisible();
    expect(box).toHaveAccessibleDescription(
      '10 to 140 characters Write at least 10 characters 3 of 140 characters used',
    );
  });

  it('is not invalid nor described without hint, error or counter, and forwards its ref', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextArea label="Notes" ref={ref} required />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAttribute('aria-describedby');
    expect(box).toBeRequired();
    expect(ref.current).toBe(box);
  });
});
