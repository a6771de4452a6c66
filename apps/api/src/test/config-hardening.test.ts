import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '#platform/config.ts';
import { loginThrottles } from '#db/schema/index.ts';
import { createTestApp } from './test-app.ts';

const PRODUCTION = { NODE_ENV: 'production', RECAPTCHA_SECRET: 'r', FILE_URL_SECRET: 'f'.repeat(32), CODE_SECRET: 'c'.repeat(32) };

describe('configuration that refuses unsafe production settings (decision 0022)', () => {
  it('refuses to start in production without the captcha secret or the signing secrets', () => {
    expect(() => loadConfig(PRODUCTION)).not.toThrow();
    expect(() => loadConfig({ ...PRODUCTION, RECAPTCHA_SECRET: '' })).toThrow(/RECAPTCHA_SECRET/);
    expect(() => loadConfig({ ...PRODUCTION, FILE_URL_SECRET: undefined })).toThrow(/FILE_URL_SECRET/);
    expect(() => loadConfig({ ...PRODUCTION, CODE_SECRET: undefined })).toThrow(/CODE_SECRET/);
  });

  it('never falls back to a public constant outside production', () => {
    const a = loadConfig({ NODE_ENV: 'test' });
    const b = loadConfig({ NODE_ENV: 'test' });
    expect(a.storage.urlSecret).not.toBe(b.storage.urlSecret);
    expect(a.onboarding.codeSecret).not.toBe(b.onboarding.codeSecret);
    expect(a.storage.urlSecret).not.toMatch(/development/);
  });

  it('parses TRUST_PROXY as none, a hop count or addresses and ranges, and refuses "true"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ ...PRODUCTION }).trustProxy).toBe(false);
  });
});

describe('X-Forwarded-For is believed only from the configured proxies', () => {
  const ipSeen = async (trustProxy: boolean | number | string[], remoteAddress: string, forwarded: string) => {
    const t = await createTestApp({ trustProxy });
    try {
      // Each distinct address gets its own per-address login throttle key: read it back.
      const pid = await t.programId('BEMESTAR');
      const res = await t.anon({ method: 'POST', url: '/api/login', remoteAddress, headers: { 'x-forwarded-for': forwarded }, payload: { username: 'ninguem@demo.com.br', password: 'errada123', programId: pid } });
      expect(res.statusCode).toBe(401);
      const rows = await t.app.db.select({ key: loginThrottles.key }).from(loginThrottles);
      return rows.filter((r) => r.key.startsWith('i:')).map((r) => r.key.slice(2));
    } finally {
      await t.close();
    }
  };

  it('ignores the header without TRUST_PROXY, and takes the hop before a trusted proxy with it', async () => {
    expect(await ipSeen(false, '10.0.0.5', '6.6.6.6')).toEqual(['10.0.0.5']);
    expect(await ipSeen(1, '10.0.0.5', '6.6.6.6, 203.0.113.7')).toEqual(['203.0.113.7']);
    expect(await ipSeen(['10.0.0.0/8'], '10.0.0.5', '203.0.113.8')).toEqual(['203.0.113.8']);
    expect(await ipSeen(['10.0.0.0/8'], '192.0.2.50', '203.0.113.9')).toEqual(['192.0.2.50']);
  }, 180_000);
});
