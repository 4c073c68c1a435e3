import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from './AppProviders.tsx';
import { useCheckAsYouGo } from './check-as-you-go.ts';
import { useSubmit } from './use-submit.ts';

type Field = 'name' | 'code';

/** Two fields, each with a rule; the form's one submit function checks both, then sends. */
function TwoFieldForm(props: { send: (input: { name: string; code: string }) => Promise<unknown> }) {
  const form = useSubmit<{ name: string; code: string }, unknown, Field>({ send: props.send });
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const submit = () => {
    const ok = form.check({
      name: name.length < 3 ? 'At least 3 letters' : undefined,
      code: /^\d{6}$/.test(code) ? undefined : 'Six digits',
    });
    if (ok) form.submit({ name, code });
  };
  const asYouGo = useCheckAsYouGo(submit);
  return (
    <form
      {...asYouGo}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <input
        aria-label="Name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          form.clear('name');
        }}
      />
      <p data-testid="name-problem">{form.problems.name}</p>
      <input
        aria-label="Code"
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          form.clear('code');
        }}
      />
      <p data-testid="code-problem">{form.problems.code}</p>
      <button type="submit">Send</button>
    </form>
  );
}

function renderForm(send = vi.fn(async () => 'ok')) {
  render(
    <AppProviders retryDelayMs={0}>
      <TwoFieldForm send={send} />
    </AppProviders>,
  );
  return send;
}

describe('problems as you go', () => {
  it('shows a field’s problem when it is left, then follows what is typed, and sends nothing meanwhile', async () => {
    const user = userEvent.setup();
    const send = renderForm();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    // Tabbing through an untouched field says nothing.
    await user.click(name);
    await user.tab();
    expect(screen.getByTestId('name-problem')).toBeEmptyDOMElement();

    await user.type(name, 'L');
    // Not while typing the first time…
    expect(screen.getByTestId('name-problem')).toBeEmptyDOMElement();
    await user.tab();
    // …but once left; the other field, not yet changed, still says nothing.
    expect(screen.getByTestId('name-problem')).toHaveTextContent('At least 3 letters');
    expect(screen.getByTestId('code-problem')).toBeEmptyDOMElement();

    // Back in the field, the problem follows each key.
    await user.type(name, 'an');
    expect(screen.getByTestId('name-problem')).toBeEmptyDOMElement();
    await user.type(name, '{Backspace}');
    expect(screen.getByTestId('name-problem')).toHaveTextContent('At least 3 letters');
    expect(send).not.toHaveBeenCalled();
  });

  it('leaves the submit as it was: every problem at once, and a sent form starts quiet again', async () => {
    const user = userEvent.setup();
    const send = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getByTestId('name-problem')).toHaveTextContent('At least 3 letters');
    expect(screen.getByTestId('code-problem')).toHaveTextContent('Six digits');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Lan');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    expect(screen.getByTestId('name-problem')).toBeEmptyDOMElement();
    expect(screen.getByTestId('code-problem')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({ name: 'Lan', code: '123456' });
  });
});
