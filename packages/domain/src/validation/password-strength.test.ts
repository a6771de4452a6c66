import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { containsOwnerInfo, isDateLike, isTrivialPattern, passwordStrength } from './password-strength.ts';

describe('passwordStrength (the form hint)', () => {
  it.each([
    ['123456', 'weak'], ['Senha@123', 'weak'], ['mudar123', 'weak'], ['25/12/1990', 'weak'], ['aaaaaaaaaaaa', 'weak'], ['abcdefgh', 'weak'],
    ['Flamengo2024!', 'medium'], ['k8$Tq2mZ', 'medium'], ['sol-e-chuva', 'medium'],
    ['Tucano#Verde42', 'strong'], ['uma frase bem comprida', 'strong'],
  ] as const)('%s is %s', (password, level) => {
    expect(passwordStrength(password).level).toBe(level);
  });

  it('calls the owner\'s own data weak and says why first', () => {
    const owner = { email: 'rafaela.souza@exemplo.com.br', name: 'Rafaela Souza', cpf: '529.982.247-25' };
    const souza = passwordStrength('Souza#Forte-2026', owner);
    expect(souza.level).toBe('weak');
    expect(souza.hints[0]).toBe('personal');
    expect(containsOwnerInfo('x52998224725', owner)).toBe(true);
    expect(containsOwnerInfo('R4f4el4!!', owner)).toBe(true);
    expect(containsOwnerInfo('Tucano#Verde42', owner)).toBe(false);
  });

  it('recognises dates and runs', () => {
    expect(['251290', '25121990', '1990-12-25', '25.12.1990'].every(isDateLike)).toBe(true);
    expect(['123457', '99999999x', '31131990'].some(isDateLike)).toBe(false);
    expect(['qwertyuiop', '987654', 'zzzzzz', 'ababab'].every(isTrivialPattern)).toBe(true);
  });

  it('never answers strong below 12 characters, and always answers a level with tips from the catalogue', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (password) => {
      const { level, hints } = passwordStrength(password);
      if (password.length < 12) expect(level).not.toBe('strong');
      expect(hints.every((h) => ['tooShort', 'personal', 'pattern', 'wordAndTail', 'variety', 'longer'].includes(h))).toBe(true);
    }));
  });
});
