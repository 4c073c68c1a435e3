import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor, requestCode } from '../../../test/sms-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';

let sites: TestSites;

beforeAll(async () => {
  sites = await createTestSites({ SMS_DEV_FAIL_RATE: '1', SMS_DEV_DELAY_MS: '20' });
});
afterAll(() => sites.close());

describe('development SMS gateway told to fail', () => {
  it('answers error_unknown, keeps no code, and lets the member ask again at once', async () => {
    const phone = '0915000001';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { response, body } = await requestCode(sites.member, 'register', phone);
      expect(response.statusCode).toBe(500);
      expect(body.error.code).toBe('error_unknown');
    }
    const { rows } = await sites.database.pool.query(
      'select 1 from verification_codes where destination = $1',
      [phone],
    );
    expect(rows).toHaveLength(0);
    expect((await outboxFor(sites.operator, phone)).total).toBe(0);
  });
});
