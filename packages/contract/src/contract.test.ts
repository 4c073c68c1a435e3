import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorCodes, httpStatusOf, isErrorCode } from './errors.ts';
import { failureEnvelopeSchema, pageQuerySchema, successEnvelope } from './envelope.ts';
import {
  setFieldRuleSchema,
  setRegionRulesSchema,
  systemStatusSchema,
  whitelabelNodeSchema,
} from './system/schemas.ts';
import { z } from 'zod';

describe('error catalogue', () => {
  it('holds every error of the spec’s catalogue as a stable code', () => {
    const spec = [
      'error_wrong_account_or_password',
      'error_wrong_account',
      'error_wrong_password',
      'error_invalid_format',
      'error_email_incorrect',
      'error_account_not_found',
      'error_invalid_invitation_code',
      'error_invalid_real_name',
      'error_invalid_phone_format',
      'error_password_mismatch',
      'error_captcha_required',
      'error_not_member',
      'error_not_agent',
      'error_not_logged_in',
      'error_verification_required',
      'error_redeem_info_incorrect',
      'error_phone_invalid',
      'error_phone_missing',
      'error_too_many_requests',
      'error_unknown',
      'error_code_invalid',
      'error_code_missing',
      'error_captcha_check_failed',
      'error_quota_exceeded',
      'error_operation_not_allowed',
      'error_code_expired',
      'error_popup_closed',
      'error_page_timeout',
      'error_network',
      'error_invalid_domain',
      'error_region_blocked',
      'error_maintenance',
      'error_system',
    ];
    expect(errorCodes).toEqual(expect.arrayContaining(spec));
  });

  it('gives every code an HTTP error status and a snake-case name', () => {
    for (const code of errorCodes) {
      expect(code).toMatch(/^error_[a-z_]+$/);
      expect(httpStatusOf(code)).toBeGreaterThanOrEqual(400);
      expect(httpStatusOf(code)).toBeLessThan(600);
    }
    expect(httpStatusOf('error_not_agent')).toBe(403);
    expect(Object.keys(errorCatalogue)).toHaveLength(new Set(errorCodes).size);
  });

  it('recognises codes and refuses anything else', () => {
    expect(isErrorCode('error_not_agent')).toBe(true);
    expect(isErrorCode('error_made_up')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});

describe('envelope', () => {
  it('accepts a success and a failure, and refuses a failure with an unknown code', () => {
    expect(successEnvelope(z.number()).parse({ success: true, value: 3 })).toEqual({
      success: true,
      value: 3,
    });
    const failure = { success: false, value: null, error: { code: 'error_system', message: 'Lỗi hệ thống' } };
    expect(failureEnvelopeSchema.parse(failure)).toEqual(failure);
    expect(
      failureEnvelopeSchema.safeParse({ ...failure, error: { code: 'oops', message: '' } }).success,
    ).toBe(false);
  });

  it('pages from 1 with a bounded size', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, size: 20 });
    expect(pageQuerySchema.parse({ page: '3', size: '50' })).toEqual({ page: 3, size: 50 });
    expect(pageQuerySchema.safeParse({ size: '5000' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('system schemas', () => {
  it('normalises country codes and refuses malformed CIDR blocks', () => {
    expect(
      setRegionRulesSchema.parse({ blockedCountries: ['us', 'Sg'], blockedCidrs: ['10.0.0.0/8'] }),
    ).toEqual({
      blockedCountries: ['US', 'SG'],
      blockedCidrs: ['10.0.0.0/8'],
    });
    expect(setRegionRulesSchema.safeParse({ blockedCountries: ['USA'], blockedCidrs: [] }).success).toBe(
      false,
    );
    expect(setRegionRulesSchema.safeParse({ blockedCountries: [], blockedCidrs: ['10.0.0.0'] }).success).toBe(
      false,
    );
    expect(
      setRegionRulesSchema.safeParse({ blockedCountries: [], blockedCidrs: ['drop table;/8'] }).success,
    ).toBe(false);
  });

  it('allows only the pattern kinds 0 to 16 in field rules', () => {
    const rule = { patternId: 16, minLength: 1, maxLength: 10, required: true };
    expect(setFieldRuleSchema.parse(rule)).toEqual({ ...rule, acceptedPattern: null });
    expect(setFieldRuleSchema.safeParse({ ...rule, patternId: 17 }).success).toBe(false);
    expect(setFieldRuleSchema.safeParse({ ...rule, patternId: -1 }).success).toBe(false);
  });

  it('reads a nested whitelabel tree and refuses enabled values other than "0" and "1"', () => {
    const tree = {
      modId: 'register',
      enabled: '1',
      childrenNodes: [{ modId: 'register.mobile', enabled: '0', childrenNodes: [] }],
    };
    expect(whitelabelNodeSchema.parse(tree)).toEqual(tree);
    expect(whitelabelNodeSchema.safeParse({ ...tree, enabled: 'yes' }).success).toBe(false);
  });

  it('requires status to be 0, 1 or 2', () => {
    const shape = systemStatusSchema.shape.status;
    expect(shape.safeParse(1).success).toBe(true);
    expect(shape.safeParse(3).success).toBe(false);
  });
});
