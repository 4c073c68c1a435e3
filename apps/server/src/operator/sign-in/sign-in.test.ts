import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextClientAddress } from '../../../test/auth-helpers.ts';
import {
  createTestOperator,
  operatorInject,
  signInWithTotp,
  totpCode,
} from '../../../test/operator-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';

let sites: TestSites;

beforeAll(async () => {
  sites = await createTestSites();
});
afterAll(() => sites.close());

/** A console step, from an address of its own (each step is rate limited per address). */
function consoleStep(url: string, payload: Record<string, unknown>, remoteAddress = nextClientAddress()) {
  return operatorInject(sites, {
    method: 'POST',
    url,
    payload,
    remoteAddress,
    headers: { authorization: '' },
  });
}

async function startSignIn(username: string, password: string) {
  const response = await consoleStep('/admin/session/password', { username, password });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    value: { ticket: string; next: string; enrolment: { secret: string; otpauthUrl: string } | null };
  }>().value;
}

function self(headers: Record<string, string>) {
  return operatorInject(sites, { method: 'GET', url: '/admin/session', headers });
}

async function auditOf(action: string, operatorId: string) {
  const { rows } = await sites.database.pool.query<{
    operator_id: string | null;
    ip: string | null;
    detail: Record<string, unknown>;
    before: unknown;
    after: unknown;
  }>(
    `select operator_id::text, ip, detail, before, after from operator_audit
      where action = $1 and operator_id = $2 order by id`,
    [action, operatorId],
  );
  return rows;
}

describe('the operator sign-in', () => {
  it('enrols TOTP at the first sign-in: the secret, then a real code, the session and ten recovery codes once', async () => {
    const finance = await createTestOperator(sites, 'finance');
    const started = await startSignIn(finance.username, finance.password);
    expect(started.next).toBe('enrol');
    expect(started.enrolment?.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.enrolment?.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(started.enrolment?.otpauthUrl).toContain(encodeURIComponent(finance.username));

    // Until the enrolment is confirmed, the password step shows the same secret again.
    const again = await startSignIn(finance.username, finance.password);
    expect(again.enrolment?.secret).toBe(started.enrolment?.secret);

    const secret = started.enrolment!.secret;
    const finished = await consoleStep('/admin/session/totp', {
      ticket: started.ticket,
      code: totpCode(secret),
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const session = finished.json<{
      value: {
        token: string;
        expiresAt: string;
        recoveryCodes: string[];
        operator: { id: string; username: string; role: string; permissions: string[] };
      };
    }>().value;
    expect(session.recoveryCodes).toHaveLength(10);
    expect(new Set(session.recoveryCodes).size).toBe(10);
    const hours = (Date.parse(session.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    expect(session.operator).toMatchObject({ id: finance.id, username: finance.username, role: 'finance' });
    expect(session.operator.permissions).toContain('wallet.approve');
    expect(session.operator.permissions).not.toContain('operators.manage');

    const headers = { authorization: `Bearer ${session.token}` };
    const me = await self(headers);
    expect(me.statusCode).toBe(200);
    expect(me.json().value).toEqual(session.operator);

    // Only the hashes of the recovery codes are kept; the secret is sealed.
    const stored = await sites.database.pool.query<{ totp_secret: string; code_hash: Buffer }>(
      `select o.totp_secret, c.code_hash from operators o join operator_recovery_codes c on c.operator_id = o.id
        where o.id = $1`,
      [finance.id],
    );
    expect(stored.rows).toHaveLength(10);
    expect(stored.rows[0]!.totp_secret).not.toContain(secret);
    const kept = stored.rows.map((row) => row.code_hash.toString('utf8'));
    for (const code of session.recoveryCodes) expect(kept.join()).not.toContain(code);

    // The next sign-in asks for a code, with no secret and no new recovery codes.
    const next = await signInWithTotp(sites, finance.username, finance.password, {
      secret,
      at: Date.now() + 30_000,
    });
    expect(next.recoveryCodes).toBeNull();

    // The audit says who signed in, from where, and that this one enrolled the authenticator.
    const signIns = await auditOf('operator.signIn', finance.id);
    expect(signIns).toHaveLength(2);
    expect(signIns[0]!.ip).toMatch(/^10\./);
    expect(signIns[0]!.detail).toMatchObject({ how: 'totp', totpEnrolled: true });
    expect(JSON.stringify(signIns)).not.toContain(secret);
  });

  it('takes a code once: the same code again is refused, even with a fresh ticket', async () => {
    const support = await createTestOperator(sites, 'support');
    const first = await signInWithTotp(sites, support.username, support.password);
    const now = Date.now() + 30_000;
    const code = totpCode(first.secret, now);
    const second = await startSignIn(support.username, support.password);
    const accepted = await consoleStep('/admin/session/totp', { ticket: second.ticket, code });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const third = await startSignIn(support.username, support.password);
    const replayed = await consoleStep('/admin/session/totp', { ticket: third.ticket, code });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error.code).toBe('error_code_invalid');
  });

  it('spends the ticket on any answer and refuses it after 5 minutes', async () => {
    const content = await createTestOperator(sites, 'content');
    const { secret } = await signInWithTotp(sites, content.username, content.password);

    const started = await startSignIn(content.username, content.password);
    const wrong = await consoleStep('/admin/session/totp', { ticket: started.ticket, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('error_code_invalid');
    const afterWrong = await consoleStep('/admin/session/totp', {
      ticket: started.ticket,
      code: totpCode(secret, Date.now() + 30_000),
    });
    expect(afterWrong.statusCode).toBe(401);
    expect(afterWrong.json().error.code).toBe('error_operator_sign_in_expired');

    const late = await startSignIn(content.username, content.password);
    await sites.database.pool.query(
      `update operator_sign_in_tickets set expires_at = now() - interval '1 second' where used_at is null`,
    );
    const expired = await consoleStep('/admin/session/totp', {
      ticket: late.ticket,
      code: totpCode(secret, Date.now() + 30_000),
    });
    expect(expired.json().error.code).toBe('error_operator_sign_in_expired');

    const forged = await consoleStep('/admin/session/totp', { ticket: 'x'.repeat(43), code: '123456' });
    expect(forged.json().error.code).toBe('error_operator_sign_in_expired');
  });

  it('opens a session with a recovery code once', async () => {
    const risk = await createTestOperator(sites, 'risk');
    const { recoveryCodes } = await signInWithTotp(sites, risk.username, risk.password);
    const code = recoveryCodes![3]!;

    const started = await startSignIn(risk.username, risk.password);
    const recovered = await consoleStep('/admin/session/recovery', {
      ticket: started.ticket,
      recoveryCode: code.toUpperCase(),
    });
    expect(recovered.statusCode, recovered.body).toBe(200);
    const session = recovered.json<{ value: { token: string; recoveryCodes: null } }>().value;
    expect(session.recoveryCodes).toBeNull();
    expect((await self({ authorization: `Bearer ${session.token}` })).statusCode).toBe(200);
    const [audit] = await auditOf('operator.signIn', risk.id).then((rows) => rows.slice(-1));
    expect(audit!.detail).toMatchObject({ how: 'recovery', recoveryCodesLeft: 9 });

    const again = await startSignIn(risk.username, risk.password);
    const reused = await consoleStep('/admin/session/recovery', { ticket: again.ticket, recoveryCode: code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('error_code_invalid');
  });

  it('answers the same for a wrong password and an unknown name, and refuses a disabled operator', async () => {
    const finance = await createTestOperator(sites, 'finance');
    for (const body of [
      { username: finance.username, password: 'not-the-password-0123' },
      { username: 'nobody-by-this-name', password: finance.password },
    ]) {
      const refused = await consoleStep('/admin/session/password', body);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.code).toBe('error_wrong_account_or_password');
    }
    // Names are compared without case.
    expect((await startSignIn(finance.username.toUpperCase(), finance.password)).next).toBe('enrol');

    await sites.database.pool.query('update operators set disabled_at = now() where id = $1', [finance.id]);
    const disabled = await consoleStep('/admin/session/password', {
      username: finance.username,
      password: finance.password,
    });
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().error.code).toBe('error_operator_disabled');
    // A wrong password says nothing of the account's state.
    const wrong = await consoleStep('/admin/session/password', { username: finance.username, password: 'x' });
    expect(wrong.json().error.code).toBe('error_wrong_account_or_password');
  });

  it('slows a guesser: the password step is limited per address', async () => {
    const address = nextClientAddress();
    const codes: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await consoleStep(
        '/admin/session/password',
        { username: 'nobody', password: `guess-${attempt}` },
        address,
      );
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
  });

  it('signs out, and a password change ends the other sessions', async () => {
    const support = await createTestOperator(sites, 'support');
    const first = await signInWithTotp(sites, support.username, support.password);
    const second = await signInWithTotp(sites, support.username, support.password, {
      secret: first.secret,
      at: Date.now() + 30_000,
    });

    const tooShort = await operatorInject(sites, {
      method: 'PUT',
      url: '/admin/session/password',
      headers: second.headers,
      payload: { oldPassword: support.password, newPassword: 'short' },
      remoteAddress: nextClientAddress(),
    });
    expect(tooShort.statusCode).toBe(400);
    const wrongOld = await operatorInject(sites, {
      method: 'PUT',
      url: '/admin/session/password',
      headers: second.headers,
      payload: { oldPassword: 'not-it-at-all', newPassword: 'a-new-password-0123' },
      remoteAddress: nextClientAddress(),
    });
    expect(wrongOld.json().error.code).toBe('error_wrong_password');
    expect((await self(first.headers)).statusCode).toBe(200);

    const changed = await operatorInject(sites, {
      method: 'PUT',
      url: '/admin/session/password',
      headers: second.headers,
      payload: { oldPassword: support.password, newPassword: 'a-new-password-0123' },
      remoteAddress: nextClientAddress(),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().value).toBeNull();
    expect((await self(first.headers)).statusCode).toBe(401);
    expect((await self(second.headers)).statusCode).toBe(200);
    const audit = await auditOf('operator.passwordChanged', support.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toEqual({ sessionsEnded: 1 });
    expect(JSON.stringify(audit)).not.toContain('a-new-password-0123');

    const oldRefused = await consoleStep('/admin/session/password', {
      username: support.username,
      password: support.password,
    });
    expect(oldRefused.json().error.code).toBe('error_wrong_account_or_password');
    expect((await startSignIn(support.username, 'a-new-password-0123')).next).toBe('totp');

    const ended = await operatorInject(sites, {
      method: 'DELETE',
      url: '/admin/session',
      headers: second.headers,
    });
    expect(ended.statusCode).toBe(200);
    expect((await self(second.headers)).statusCode).toBe(401);
    expect(await auditOf('operator.signOut', support.id)).toHaveLength(1);
  });

  it('is served only on the operator listener', async () => {
    for (const site of ['member', 'agent', 'speed'] as const) {
      const response = await sites[site].inject({
        method: 'POST',
        url: '/admin/session/password',
        payload: { username: 'test-owner', password: 'x' },
      });
      expect(response.statusCode, site).toBe(404);
    }
  });
});
