import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, trustProxySetting } from './config.ts';

describe('loadConfig', () => {
  it('starts on defaults: the three ports, embedded database, Vietnamese demo brand', () => {
    const config = loadConfig({});
    expect([config.MEMBER_PORT, config.AGENT_PORT, config.SPEED_PORT]).toEqual([8080, 8081, 8082]);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_DEMO).toBe(true);
  });

  it('lists every bad variable with what was given', () => {
    let message = '';
    try {
      loadConfig({ MEMBER_PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain('MEMBER_PORT');
    expect(message).toContain('"eighty"');
    expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// connection URL');
    expect(message).toContain('LOG_LEVEL');
  });

  it('selects the SMS gateway and checks the development one’s knobs', () => {
    expect(loadConfig({})).toMatchObject({ SMS_GATEWAY: 'dev', SMS_DEV_FAIL_RATE: 0, SMS_DEV_DELAY_MS: 0 });
    expect(loadConfig({ SMS_DEV_FAIL_RATE: '0.25', SMS_DEV_DELAY_MS: '300' })).toMatchObject({
      SMS_DEV_FAIL_RATE: 0.25,
      SMS_DEV_DELAY_MS: 300,
    });
    expect(() =>
      loadConfig({ SMS_GATEWAY: 'twilio', SMS_DEV_FAIL_RATE: '2', SMS_DEV_DELAY_MS: '-1' }),
    ).toThrow(
      /SMS_GATEWAY: must be dev[\s\S]*SMS_DEV_FAIL_RATE: must be between 0 and 1[\s\S]*SMS_DEV_DELAY_MS/,
    );
  });

  it('refuses the development secrets in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYLOAD_KEY: 'b'.repeat(32) })).toThrow(
      /SECRET_KEY: must be set to a secret in production/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PAYLOAD_KEY: 'b'.repeat(32),
        SECRET_KEY: 'c'.repeat(32),
      }),
    ).not.toThrow();
  });

  it('hashes passwords at the OWASP cost unless told otherwise, and only ever at it in production', () => {
    expect(loadConfig({}).PASSWORD_HASH_COST).toBe('owasp');
    expect(loadConfig({ PASSWORD_HASH_COST: 'test' }).PASSWORD_HASH_COST).toBe('test');
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow(
      /PASSWORD_HASH_COST: must be owasp or test/,
    );
    const production = { NODE_ENV: 'production', PAYLOAD_KEY: 'b'.repeat(32), SECRET_KEY: 'c'.repeat(32) };
    expect(loadConfig(production).PASSWORD_HASH_COST).toBe('owasp');
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: 'test' })).toThrow(
      /PASSWORD_HASH_COST: must be owasp in production/,
    );
  });

  it('takes REDIS_URL as a redis:// or rediss:// URL, and refuses anything else', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://cache.internal:6380/2' }).REDIS_URL).toBe(
      'rediss://cache.internal:6380/2',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });

  it('binds the operator listener to loopback unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ OPERATOR_HOST: '127.0.0.1', OPERATOR_PORT: 8083 });
    expect(loadConfig({ OPERATOR_HOST: '10.0.0.5', OPERATOR_PORT: '9443' })).toMatchObject({
      OPERATOR_HOST: '10.0.0.5',
      OPERATOR_PORT: 9443,
    });
  });

  it('takes MEMBER_SITE_URL as an http(s) URL without a trailing slash, else the local member site', () => {
    expect(loadConfig({}).MEMBER_SITE_URL).toBe('http://localhost:8080');
    expect(loadConfig({ MEMBER_PORT: '9000' }).MEMBER_SITE_URL).toBe('http://localhost:9000');
    expect(loadConfig({ MEMBER_SITE_URL: 'https://www.lotus.example' }).MEMBER_SITE_URL).toBe(
      'https://www.lotus.example',
    );
    expect(loadConfig({ MEMBER_SITE_URL: 'https://lotus.example/vn' }).MEMBER_SITE_URL).toBe(
      'https://lotus.example/vn',
    );
    for (const bad of [
      'https://www.lotus.example/',
      'www.lotus.example',
      'ftp://lotus.example',
      'https://x.example?a=1',
    ]) {
      expect(() => loadConfig({ MEMBER_SITE_URL: bad }), bad).toThrow(/MEMBER_SITE_URL: must/);
    }
  });

  it('reads TRUST_PROXY as a flag or a list of addresses', () => {
    expect(trustProxySetting('false')).toBe(false);
    expect(trustProxySetting('true')).toBe(true);
    expect(trustProxySetting('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});
