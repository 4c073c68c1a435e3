import { ApiError } from '@lotus/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from './AppProviders.tsx';
import type { SubmitOptions } from './use-submit.ts';
import { useSubmit } from './use-submit.ts';

type Field = 'name' | 'amount';

/** A form of one field: checks it is filled in, then sends it; shows what useSubmit gives. */
function NameForm(props: { options: Omit<SubmitOptions<string, unknown, Field>, 'fallback'> }) {
  const form = useSubmit<string, unknown, Field>({ ...props.options, fallback: 'Could not send' });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const name = new FormData(event.currentTarget).get('name') as string;
        if (form.check({ name: name === '' ? 'Name required' : undefined })) form.submit(name);
      }}
    >
      <input name="name" aria-label="Name" />
      <p data-testid="name-problem">{form.problems.name}</p>
      <p data-testid="amount-problem">{form.problems.amount}</p>
      <p data-testid="refusal">{form.refusal}</p>
      <p data-testid="pending">{String(form.pending)}</p>
      <button type="submit">Send</button>
    </form>
  );
}

function renderForm(options: Omit<SubmitOptions<string, unknown, Field>, 'fallback'>) {
  render(
    <AppProviders retryDelayMs={0}>
      <NameForm options={options} />
    </AppProviders>,
  );
}

describe('useSubmit', () => {
  it('shows the check’s problems and sends nothing until they are gone', async () => {
    const send = vi.fn(async () => 'ok');
    renderForm({ send });
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getByTestId('name-problem')).toHaveTextContent('Name required');
    expect(send).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Lan');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith('Lan'));
    expect(screen.getByTestId('name-problem')).toBeEmptyDOMElement();
  });

  it('shows the server’s words above the form and its fields beside theirs', async () => {
    const send = vi.fn(async () => {
      throw new ApiError('error_validation', {
        status: 400,
        message: 'Check the form',
        fields: { amount: 'Too much' },
      });
    });
    renderForm({ send });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Lan');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Check the form')).toBeInTheDocument();
    expect(screen.getByTestId('amount-problem')).toHaveTextContent('Too much');
    await vi.waitFor(() => expect(screen.getByTestId('pending')).toHaveTextContent('false'));
  });

  it('says the fallback when the server did not answer, or places a refusal beside its field', async () => {
    let failure = new ApiError('error_network');
    renderForm({
      send: async () => {
        throw failure;
      },
      placeOf: (refusal) => (refusal.code === 'error_insufficient_funds' ? 'amount' : 'form'),
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Lan');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Could not send')).toBeInTheDocument();
    failure = new ApiError('error_insufficient_funds', { status: 400, message: 'Not enough money' });
    await vi.waitFor(() => expect(screen.getByTestId('pending')).toHaveTextContent('false'));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('amount-problem')).toHaveTextContent('Not enough money'),
    );
    expect(screen.getByTestId('refusal')).toBeEmptyDOMElement();
  });

  it('sends once on a double submit', async () => {
    let answer: (value: string) => void = () => undefined;
    const send = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    renderForm({ send });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Lan');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByTestId('pending')).toHaveTextContent('true');
    answer('ok');
    await vi.waitFor(() => expect(screen.getByTestId('pending')).toHaveTextContent('false'));
    expect(send).toHaveBeenCalledTimes(1);
  });
});
