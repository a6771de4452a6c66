import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { isValidEmail } from './index.ts';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isValidEmail('medico@demo.com.br')).toBe(true);
    expect(isValidEmail('ana.souza+portal@exemplo.com')).toBe(true);
    expect(isValidEmail("o'neil_1@sub.dominio.org")).toBe(true);
  });

  it('rejects malformed addresses and empty input', () => {
    for (const bad of ['', 'medico', 'medico@', '@demo.com', 'medico@demo', 'me dico@demo.com', 'a..b@demo.com',
      '.a@demo.com', 'a.@demo.com', 'medico@demo.c', ' medico@demo.com', 'medico@demo.com ', 'a@b@demo.com']) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
    expect(isValidEmail(null)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(250)}@demo.com`)).toBe(false);
  });

  it('agrees with the z.email() used by the domain schemas', () => {
    const schema = z.email();
    fc.assert(fc.property(fc.oneof(fc.emailAddress(), fc.string()), (s) => {
      expect(isValidEmail(s)).toBe(s.length <= 254 && schema.safeParse(s).success);
    }));
  });
});
