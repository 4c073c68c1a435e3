import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginOn, nextClientAddress } from '../../test/auth-helpers.ts';
import { memberInfo, resetPassword } from '../../test/password-helpers.ts';
import {
  ageCodes,
  emailOutboxFor,
  lastEmailCode,
  otherCode,
  registerMember,
} from '../../test/security-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';

let sites: TestSites;
let key: string;

beforeAll(async () => {
  sites = await createTestSites();
  key = sites.config.PAYLOAD_KEY;
  await registerMember(sites, 'erinreset', { email: 'Erin@Example.com' });
  await registerMember(sites, 'frankmail', { email: 'frank@example.com' });
  await registerMember(sites, 'gretaown', { email: 'greta@example.com' });
});
afterAll(() => sites.close());

/** POST /wps/member/password/email as the spec sends it: a form. */
async function askResetEmail(fields: Record<string, string>) {
  const response = await sites.member.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    remoteAddress: nextClientAddress(),
  });
  return { response, body: response.json() };
}

async function token(username: string, password: string): Promise<string> {
  const { body } = await loginOn(sites.member, key, { username, password });
  return body.value.token as string;
}

describe('reset of the password by email', () => {
  it('sends the code to the bound address and resets with it: every session ends', async () => {
    const first = await token('erinreset', 'Secret2026');
    const second = await token('erinreset', 'Secret2026');
    const asked = await askResetEmail({ username: 'ERINRESET', email: 'erin@example.com' });
    expect(asked.response.statusCode).toBe(200);
    expect(asked.body.value).toEqual({ sent: true, resendAfterSeconds: 60, expiresInSeconds: 300 });
    const outbox = await emailOutboxFor(sites.operator, 'erin@example.com');
    expect(outbox.total).toBe(1);
    expect(outbox.content[0]?.purpose).toBe('reset');
    const code = await lastEmailCode(sites.operator, 'erin@example.com');
    const form = {
      email: 'ERIN@example.com',
      verificationCode: code,
      newPassword: 'Reset2027',
      confirmPassword: 'Reset2027',
    };

    const weak = await resetPassword(sites.member, key, { ...form, newPassword: 'x', confirmPassword: 'x' });
    expect(weak.body.error.code).toBe('error_validation');
    expect(Object.keys(weak.body.error.fields)).toEqual(['newPassword']);
    const mismatch = await resetPassword(sites.member, key, { ...form, confirmPassword: 'Reset2028' });
    expect(mismatch.body.error.code).toBe('error_password_mismatch');
    const badEmail = await resetPassword(sites.member, key, { ...form, email: 'erin-at-example' });
    expect(badEmail.body.error.code).toBe('error_validation');
    expect(Object.keys(badEmail.body.error.fields)).toEqual(['email']);
    const wrong = await resetPassword(sites.member, key, { ...form, verificationCode: otherCode(code) });
    expect(wrong.body.error.code).toBe('error_code_invalid');

    const done = await resetPassword(sites.member, key, form);
    expect(done.body.error).toBeUndefined();
    expect(done.body.value).toEqual({ reset: true });
    for (const old of [first, second]) {
      expect((await memberInfo(sites.member, old)).body.error.code).toBe('error_not_logged_in');
    }
    const oldLogin = await loginOn(sites.member, key, { username: 'erinreset', password: 'Secret2026' });
    expect(oldLogin.body.error.code).toBe('error_wrong_account_or_password');
    expect(
      (await loginOn(sites.member, key, { username: 'erinreset', password: 'Reset2027' })).body.success,
    ).toBe(true);
    expect((await resetPassword(sites.member, key, form)).body.error.code).toBe('error_code_expired');
  });

  it('answers the same whether or not the name and the address belong to an account', async () => {
    const answers = [
      await askResetEmail({ username: 'frankmail', email: 'frank@example.com' }),
      await askResetEmail({ username: 'frankmail', email: 'nobody@example.com' }),
      await askResetEmail({ username: 'nosuchuser', email: 'ghost@example.com' }),
      await askResetEmail({ username: 'erinreset', email: 'frank2@example.com' }),
    ];
    for (const answer of answers) {
      expect(answer.response.statusCode).toBe(200);
      expect(answer.body).toEqual(answers[0]?.body);
    }
    expect((await emailOutboxFor(sites.operator, 'frank@example.com')).total).toBe(1);
    for (const address of ['nobody@example.com', 'ghost@example.com', 'frank2@example.com']) {
      expect((await emailOutboxFor(sites.operator, address)).total).toBe(0);
    }
    // The limits are the same too: a second send within 60 s is refused alike.
    const again = [
      await askResetEmail({ username: 'frankmail', email: 'frank@example.com' }),
      await askResetEmail({ username: 'nosuchuser', email: 'ghost@example.com' }),
    ];
    expect(again[0]?.response.statusCode).toBe(429);
    expect(again[1]?.body).toEqual(again[0]?.body);
    // And the second step: a wrong code for a real address reads like one for an unknown address.
    const form = { verificationCode: '123456', newPassword: 'Reset2027', confirmPassword: 'Reset2027' };
    const known = await resetPassword(sites.member, key, { ...form, email: 'frank@example.com' });
    const ghost = await resetPassword(sites.member, key, { ...form, email: 'ghost@example.com' });
    const never = await resetPassword(sites.member, key, { ...form, email: 'never@example.com' });
    for (const other of [ghost, never]) {
      expect(other.response.statusCode).toBe(known.response.statusCode);
      expect(other.body).toEqual(known.body);
    }
    expect(known.body.error.code).toBe('error_code_invalid');
  });

  it("a send for a wrong name does not void the owner's code", async () => {
    await askResetEmail({ username: 'gretaown', email: 'greta@example.com' });
    const code = await lastEmailCode(sites.operator, 'greta@example.com');
    await ageCodes(sites, 'greta@example.com');
    expect((await askResetEmail({ username: 'intruder', email: 'greta@example.com' })).body.success).toBe(
      true,
    );
    const done = await resetPassword(sites.member, key, {
      email: 'greta@example.com',
      verificationCode: code,
      newPassword: 'Reset2027',
      confirmPassword: 'Reset2027',
    });
    expect(done.body.value).toEqual({ reset: true });
  });

  it('says which field is missing or malformed', async () => {
    expect((await askResetEmail({ username: 'frankmail' })).body.error.code).toBe('error_email_missing');
    const noName = await askResetEmail({ email: 'frank@example.com' });
    expect(noName.body.error.code).toBe('error_validation');
    expect(Object.keys(noName.body.error.fields)).toEqual(['username']);
    const badEmail = await askResetEmail({ username: 'frankmail', email: 'frank' });
    expect(badEmail.body.error.code).toBe('error_validation');
    expect(Object.keys(badEmail.body.error.fields)).toEqual(['email']);
  });

  it('takes JSON too; every other call still refuses a form body', async () => {
    const json = await sites.member.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'nosuchuser', email: 'json@example.com' },
      remoteAddress: nextClientAddress(),
    });
    expect(json.json().value.sent).toBe(true);
    const form = await sites.member.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: 'mobileNum=0912345678&purpose=reset',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: nextClientAddress(),
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().error.code).toBe('error_unsupported_media_type');
  });
});
