import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { maskEmail } from './index.ts';

describe('maskEmail', () => {
  it('keeps the first character of the name and of the domain, then three stars, and the rest of the domain', () => {
    expect(maskEmail('medico@demo.com.br')).toBe('m***@d***.com.br');
    expect(maskEmail('ab@c.io')).toBe('a***@c***.io');
    expect(maskEmail('x@localhost')).toBe('x***@l***');
  });

  it('hides anything that is not an address, and gives nothing for nothing', () => {
    expect(maskEmail('abc')).toBe('a***');
    expect(maskEmail('')).toBe('');
    expect(maskEmail(null)).toBe('');
  });

  it('never tells the length of the name or of the first domain label', () => {
    fc.assert(fc.property(fc.emailAddress(), (email) => {
      const tail = email.slice(email.lastIndexOf('@') + 1).split('.').slice(1).join('.');
      expect(Array.from(maskEmail(email))).toHaveLength(9 + (tail ? tail.length + 1 : 0));
    }));
    expect(maskEmail('a@demo.com.br')).toHaveLength(maskEmail('alexandre.souza.lima@demonstracao.com.br').length);
  });
});
