import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeAnswer } from '../../test/fake-api.ts';
import { serveFakeApiKeepingCalls } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { RegisterPage } from './RegisterPage.tsx';

/** The server: a link's visit answers `visit` (counted by default); every call the page made. */
function serveVisits(visit: FakeAnswer = { value: { counted: true, kind: 'member' } }) {
  return serveFakeApiKeepingCalls((call) =>
    /^\/wps\/relay\/register-links\/\w+\/visit$/.test(call.path) ? visit : undefined,
  );
}

const visits = (calls: Array<{ method: string; path: string }>) =>
  calls.filter((call) => call.path.startsWith('/wps/relay/register-links/'));

/** The page under a parent that renders it again at a press of "render again". */
function RenderingAgain() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        render again {renders}
      </button>
      <RegisterPage />
    </>
  );
}

async function openRegister(path: string) {
  const page = renderPage(<RenderingAgain />, path);
  await screen.findByTestId('register-form');
  return page;
}

afterEach(() => vi.unstubAllGlobals());

describe('RegisterPage through an agent’s link', { timeout: 20_000 }, () => {
  it('counts the link’s click once per page load, however often the page renders', async () => {
    const calls = serveVisits();
    const page = await openRegister('/register?code=RK7M2QXA');
    expect(screen.getByRole('textbox', { name: /Mã giới thiệu/ })).toHaveValue('RK7M2QXA');
    await vi.waitFor(() => expect(visits(calls)).toHaveLength(1));
    expect(visits(calls)[0]).toMatchObject({
      method: 'POST',
      path: '/wps/relay/register-links/RK7M2QXA/visit',
    });

    // Rendered again, and even opened again within the same page load: no second click.
    await userEvent.click(screen.getByRole('button', { name: 'render again 0' }));
    expect(screen.getByRole('button', { name: 'render again 1' })).toBeInTheDocument();
    page.unmount();
    await openRegister('/register?code=RK7M2QXA');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(visits(calls)).toHaveLength(1);
  });

  it('asks nothing without a code, nor for one that is no link’s', async () => {
    const calls = serveVisits();
    const page = await openRegister('/register');
    page.unmount();
    await openRegister('/register?code=a%20b');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(visits(calls)).toEqual([]);
  });

  it('leaves the form as it is when the count fails', async () => {
    const calls = serveVisits({ error: 'error_system', status: 500 });
    await openRegister('/register?code=RB3N8PTW');
    await vi.waitFor(() => expect(visits(calls)).toHaveLength(1));
    expect(screen.getByRole('textbox', { name: /Mã giới thiệu/ })).toHaveValue('RB3N8PTW');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
