import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Types a day into the date field with that label, over what it held. */
export async function typeDay(label: string, day: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, day);
}
