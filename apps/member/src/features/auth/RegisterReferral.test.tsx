import { decryptPayload } from '@lotus/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveFakeApiKeepingCalls } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { RegisterPage } from './RegisterPage.tsx';

beforeEach(() => window.localStorage.setItem('lotus.language', 'en'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('RegisterPage through a member’s invitation link (docs/referral.md)', { timeout: 20_000 }, () => {
  it('fills the friend’s referral code from ?ref=, sends it, and shows a refused code beside its field', async () => {
    const user = userEvent.setup();
    const calls = serveFakeApiKeepingCalls((call) =>
      call.path === '/wps/member/register'
        ? {
            error: 'error_invalid_referral_code',
            status: 400,
            message: 'Invalid referral code: check it with the friend who invited you',
          }
        : undefined,
    );
    renderPage(<RegisterPage />, '/register?ref=K7M2QXPA');
    const form = await screen.findByTestId('register-form');
    const referral = within(form).getByRole('textbox', { name: 'Friend’s referral code' });
    expect(referral).toHaveValue('K7M2QXPA');
    // The agent's invitation code is a field of its own, left empty.
    expect(within(form).getByRole('textbox', { name: 'Invitation code' })).toHaveValue('');

    await user.type(within(form).getByRole('textbox', { name: /Username/ }), 'friendone');
    await user.type(within(form).getByLabelText(/^Password/), 'Secret2026');
    await user.type(within(form).getByLabelText(/^Confirm password/), 'Secret2026');
    await user.click(within(form).getByRole('checkbox', { name: /18 years old/ }));
    await user.click(within(form).getByRole('checkbox', { name: /I accept/ }));
    await user.click(within(form).getByRole('button', { name: 'Register' }));

    await vi.waitFor(() =>
      expect(calls.filter((call) => call.path === '/wps/member/register')).toHaveLength(1),
    );
    const sent = calls.find((call) => call.path === '/wps/member/register')!;
    const body = decryptPayload((sent.body as { data: string }).data, 'lotus-dev-payload-key');
    expect(body).toMatchObject({ username: 'friendone', referralCode: 'K7M2QXPA' });
    expect(body).not.toHaveProperty('affiliateCode');
    await vi.waitFor(() => expect(referral).toHaveAccessibleDescription(/Invalid referral code/));
  });
});
